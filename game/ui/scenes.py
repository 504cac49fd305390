"""Every scene of the app, in one place for the app and the tests."""
from game.ui.menus import (  # noqa: F401
    LoadScene, NewCampaignScene, RulesScene, SettingsScene, TitleScene,
)
from game.ui.etherfields.story import GameOverScene, StoryScene  # noqa: F401
from game.ui.etherfields.table import DreamscapeScene  # noqa: F401
from game.ui.etherfields.worldmap import DreamworldScene, JournalScene, ScriptReader  # noqa: F401
