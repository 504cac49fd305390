"""Generated art: every illustration is painted by code from its id."""
