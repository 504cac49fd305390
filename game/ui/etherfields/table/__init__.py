"""The Dreamscape table, in parts: scene (the whole), layout, gestures,
animator, view, labels, fixtures."""
from game.ui.etherfields.table.labels import describe_card, glossary, label_for  # noqa: F401
from game.ui.etherfields.table.scene import DreamscapeScene  # noqa: F401
