"""Every scene of Etherfields (and the shell's Load and Settings screens it
opens), in one place for its demos and the tests."""
from game.ui.menus import LoadScene, SettingsScene  # noqa: F401
from game.ui.etherfields.rules_help import RulesScene  # noqa: F401
from game.ui.etherfields.title import NewCampaignScene, TitleScene  # noqa: F401
from game.ui.etherfields.story import GameOverScene, StoryScene  # noqa: F401
from game.ui.etherfields.table import DreamscapeScene  # noqa: F401
from game.ui.etherfields.worldmap import DreamworldScene, JournalScene, ScriptReader  # noqa: F401
