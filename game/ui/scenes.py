"""Every scene of the app, in one place for the app and the tests."""
from game.ui.menus import LoadScene, SettingsScene  # noqa: F401
from game.ui.etherfields.rules_help import RulesScene  # noqa: F401
from game.ui.etherfields.title import NewCampaignScene, TitleScene  # noqa: F401
from game.ui.etherfields.story import GameOverScene, StoryScene  # noqa: F401
from game.ui.etherfields.table import DreamscapeScene  # noqa: F401
from game.ui.etherfields.worldmap import DreamworldScene, JournalScene, ScriptReader  # noqa: F401
