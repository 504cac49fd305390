"""The drawing library: colours, fonts, icons, text, cards, tiles and figures.

Everything here turns definitions into pygame surfaces and nothing else: no
game state changes, no rules. Renders are cached by (id, size), so the table
blits finished surfaces instead of re-rendering text every frame.
"""
