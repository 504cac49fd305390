"""Dream-themed tabletop games, digital edition. `python -m game` starts the app."""
