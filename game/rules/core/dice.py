"""Dice with named faces. The rules pick the face; the UI only shows it land."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.core.rng import Rng


@dataclass(frozen=True)
class Die:
    name: str
    faces: tuple[str, ...]

    def roll(self, rng: Rng) -> str:
        return self.faces[rng.randrange(len(self.faces))]
