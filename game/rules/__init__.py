"""The rules: pure, deterministic, headless. No pygame, no pymunk, no file I/O."""
