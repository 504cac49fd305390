"""A pile of card ids. Index 0 is the top of the deck."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable

from game.rules.core.rng import Rng


@dataclass
class Deck:
    cards: list[str] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.cards)

    def __bool__(self) -> bool:
        return bool(self.cards)

    def __iter__(self):
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def draw(self, n: int = 1, *, from_bottom: bool = False) -> list[str]:
        """Take up to n cards from the top (or bottom); fewer if the deck runs out."""
        n = max(0, min(n, len(self.cards)))
        if from_bottom:
            taken = self.cards[len(self.cards) - n:][::-1]
            del self.cards[len(self.cards) - n:]
        else:
            taken = self.cards[:n]
            del self.cards[:n]
        return taken

    def draw_one(self, *, from_bottom: bool = False) -> str | None:
        got = self.draw(1, from_bottom=from_bottom)
        return got[0] if got else None

    def peek(self, n: int = 1) -> list[str]:
        return list(self.cards[:n])

    def shuffle(self, rng: Rng) -> None:
        rng.shuffle(self.cards)

    def put_top(self, cards: Iterable[str]) -> None:
        """Put cards on top; the first given ends up on top."""
        self.cards[:0] = list(cards)

    def put_bottom(self, cards: Iterable[str]) -> None:
        """Put cards at the bottom; the first given is the highest of them."""
        self.cards.extend(cards)

    def remove(self, card: str) -> str:
        self.cards.remove(card)
        return card

    def search(self, match: Callable[[str], bool]) -> list[str]:
        """Cards matching, top first, left in place."""
        return [c for c in self.cards if match(c)]

    def take_all(self) -> list[str]:
        taken, self.cards = self.cards, []
        return taken

    def to_data(self) -> list[str]:
        return list(self.cards)

    @classmethod
    def from_data(cls, data) -> "Deck":
        return cls(list(data or []))
