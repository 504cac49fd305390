"""Setting up an Onirim game: the expansions an options dict asks for, a shuffled
start (`new_game`), a state written in card codes (`from_codes`), and a saved
state read back and checked (`from_data`)."""
from __future__ import annotations

from game.rules.core import Rng
from game.rules.core.shuffle import shuffle
from game.rules.onirim.cards import IS_DOOR, IS_LOCATION, card_counts, parse_codes
from game.rules.onirim.game import Onirim
from game.rules.onirim.mirrors import ALL_MIRRORS, MIRRORS, RAINBOW

EXPANSIONS = ("sphinx", "diver", "confusion", "mirrors", "rainbow")


def _expansions(expansions) -> tuple:
    if isinstance(expansions, str):
        expansions = expansions.replace(",", " ").split()
    out = []
    for e in expansions or ():
        e = str(e).strip().lower()
        if e not in EXPANSIONS:
            raise ValueError(f"expansions: {e!r} is not one of {', '.join(EXPANSIONS)}")
        if e not in out:
            out.append(e)
    if RAINBOW in out and "mirrors" not in out:
        out.append("mirrors")  # the hard Mirror game is the Mirror game plus the Rainbow
    return tuple(out)


def _mirror_set(expansions, explored) -> dict:
    names = MIRRORS + ((RAINBOW,) if RAINBOW in expansions or RAINBOW in explored else ())
    return {m: [] for m in names}


def _check(game: Onirim) -> Onirim:
    for pile, ok, what in (("hand", IS_LOCATION, "Locations"), ("labyrinth", IS_LOCATION, "Locations"),
                           ("doors", IS_DOOR, "Doors")):
        for c in getattr(game, pile):
            if not ok[c]:
                raise ValueError(f"{pile}: {c} cannot be there; it holds only {what}")
    return game


def from_codes(hand="", deck="", labyrinth="", doors="", limbo="", discard="", expansions=(),
               mirrors="", seed=0) -> Onirim:
    """A state at the start of a turn (phase 1), from codes; piles top first,
    the Labyrinth first played first, Doors in the order opened, `mirrors` the
    explored Mirrors by name. Sets of three in the given Labyrinth count as
    having opened their Door already."""
    expansions = _expansions(expansions)
    explored = [m.strip().lower() for m in (mirrors.split() if isinstance(mirrors, str) else mirrors)]
    for m in explored:
        if m not in ALL_MIRRORS:
            raise ValueError(f"mirrors: {m!r} is not a Mirror ({', '.join(ALL_MIRRORS)})")
    if explored and "mirrors" not in expansions:
        expansions += ("mirrors",)
    lab = parse_codes(labyrinth, "labyrinth")
    spent = 0
    for i in range(2, len(lab)):
        if i + 1 - spent >= 3 and lab[i][0] == lab[i - 1][0] == lab[i - 2][0]:
            spent = i + 1
    game = Onirim(hand=parse_codes(hand, "hand"), deck=parse_codes(deck, "deck"), labyrinth=lab,
                  spent=spent, doors=parse_codes(doors, "doors"), limbo=parse_codes(limbo, "limbo"),
                  discard=parse_codes(discard, "discard"),
                  mirrors=_mirror_set(expansions, explored) if "mirrors" in expansions else None,
                  explored=explored, expansions=expansions, rng=Rng(seed))
    return _check(game)


_UNSET = object()


def new_game(*args, expansions=_UNSET, seed=_UNSET, counts=None, content=None, options=None) -> Onirim:
    """Shuffle the cards of these expansions and set up: draw until 5
    Locations are in hand, setting everything else aside in Limbo, then
    shuffle Limbo back into the deck.

    Called like the other games, `new_game(content, options, seed)`:
    `content` the card set (code -> number; None for the rulebook's),
    `options` {"expansions": [...]} (or each expansion's name -> True).
    The short form `new_game(expansions, seed)` works too; `counts` is the
    card set there."""
    if len(args) > 3:
        raise TypeError("new_game takes content, options and seed (or expansions and seed)")
    if (len(args) >= 2 and (args[1] is None or isinstance(args[1], dict))) or options is not None \
            or (args and isinstance(args[0], dict)):
        content = args[0] if args else content
        options = args[1] if len(args) > 1 else options
        if len(args) > 2:
            seed = args[2]
        expansions = _options(options)
        counts = dict(content) if content else counts
    else:
        if args:
            expansions = args[0]
        if len(args) > 1:
            seed = args[1]
    expansions = _expansions(() if expansions is _UNSET else expansions)
    seed = 0 if seed is _UNSET else seed
    if counts is None:
        counts = card_counts(expansions)
    else:
        for code, n in counts.items():
            parse_codes([code], "content")
            if not isinstance(n, int) or n < 0:
                raise ValueError(f"content: {code} should be a number of cards, not {n!r}")
    rng = Rng(seed)
    deck = [code for code, n in sorted(counts.items()) for _ in range(n)]
    shuffle(rng, deck)
    hand: list[str] = []
    limbo: list[str] = []
    while len(hand) < 5 and deck:
        card = deck.pop(0)
        (hand if IS_LOCATION[card] else limbo).append(card)
    deck += limbo
    shuffle(rng, deck)
    return Onirim(hand=hand, deck=deck, mirrors=_mirror_set(expansions, ()) if "mirrors" in expansions else None,
                  expansions=expansions, rng=rng)


def _options(options) -> tuple:
    """The expansions an options dict asks for: {"expansions": [...]} and/or
    {"sphinx": True, ...}; any other key is refused by name."""
    chosen = []
    for key, value in (options or {}).items():
        if key == "expansions":
            chosen += list(_expansions(value))
        elif key in EXPANSIONS:
            if value:
                chosen.append(key)
        else:
            raise ValueError(f"options: Onirim has no option {key!r} (it takes 'expansions': "
                             f"{', '.join(EXPANSIONS)})")
    return tuple(chosen)


def from_data(data: dict, content=None) -> Onirim:
    """A saved state back; `content` is accepted like the other games' (the
    state holds every card, so Onirim needs none)."""
    return _check(Onirim.from_data(data))
