"""Scenario helpers for the Lucidity tests: a save (to_data) with chosen dice
placed, loaded back with from_data; the public API does the rest. And a
whole game played at the table by seat 0 (keys or mouse) against computers."""
from __future__ import annotations

import copy
import random

import pygame

from game.content.lucidity import default_content
from game.rules.lucidity import Game, new_game
from game.rules.lucidity.setup_data import COLOURS, DICE_PER_COLOUR

CONTENT = default_content()


def content(**changes) -> dict:
    c = copy.deepcopy(CONTENT)
    for key, value in changes.items():
        if key == "faces":
            c["faces"].update(value)
        else:
            c[key] = value
    return c


def only(face: str) -> dict:
    """Every colour's six faces the same: rolls become certain."""
    return {c: [face] * 6 for c in COLOURS}


def scenario(players: int = 3, *, rows: dict | None = None, tray: list | None = None, phase: str | None = None,
             current: int = 0, track: str = "light", step: int = 0, content_: dict | None = None,
             options: dict | None = None, seed: int = 1, cards: dict | None = None,
             nightmares: dict | None = None, bag_only: tuple | None = None, bag_size: int | None = None) -> Game:
    """A game whose cards, tray and Nightmare stashes hold the given dice.

    rows: {seat_index: {row: [(colour, face), ...]}}; tray: [(colour, face)];
    cards: {colour: [(colour, face)]} on the unclaimed Nightmare cards;
    nightmares: {seat_index: colour}; bag_only: the colours left in the bag
    and bag_size its size (the other dice wait on the Nightmare cards, so all
    80 are still counted).
    """
    g = new_game(content_ or CONTENT, {"players": players, **(options or {})}, seed)
    data = g.to_data()
    bag = data["bag"]

    def take(colour: str, face: str) -> int:
        base = COLOURS.index(colour) * DICE_PER_COLOUR
        d = next(x for x in bag if base <= x < base + DICE_PER_COLOUR)
        bag.remove(d)
        data["faces"][d] = face
        return d

    for i, seat_rows in (rows or {}).items():
        for row, dice in seat_rows.items():
            data["seats"][i]["rows"][row] = [take(c, f) for c, f in dice]
    for c, dice in (cards or {}).items():
        data["cards"][c] = [take(col, f) for col, f in dice]
    data["tray"] = [take(c, f) for c, f in (tray or [])]
    for i, colour in (nightmares or {}).items():
        data["seats"][i]["status"], data["seats"][i]["colour"] = "nightmare", colour
    if bag_only is not None or bag_size is not None:
        keep = [d for d in bag if bag_only is None or COLOURS[d // DICE_PER_COLOUR] in bag_only]
        keep = keep[:bag_size] if bag_size is not None else keep
        for d in [d for d in bag if d not in keep]:
            data["cards"][COLOURS[d // DICE_PER_COLOUR]].append(d)
            data["faces"][d] = "power"
        data["bag"] = keep
    data["current"] = data["resolver"] = current
    data["track"], data["step"] = track, step
    data["phase"] = phase or ("resolve" if tray else "track")
    return Game.from_data(data)


def die_of(game: Game, colour: str, where: list[int]) -> int:
    base = COLOURS.index(colour) * DICE_PER_COLOUR
    return next(d for d in where if base <= d < base + DICE_PER_COLOUR)


def kinds(game: Game) -> set[str]:
    return {a.kind for a in game.legal_actions()}


def as_shown(table, action):
    """The Action the table offers for `action`: moves a player cannot tell apart
    (dice alike in one row) are one choice, the first of them standing for all."""
    from game.ui.actionlist import distinct
    return dict(distinct(table.game.legal_actions(), table.label))[table.label(action)]


def play_seat_0_to_the_end(app, table, act, hand_over, seed: int = 11) -> int:
    """Seat 0 plays the careful player's choices through `act(action)` (keys
    or mouse), `hand_over()` lifting the hand-over screen, the computers
    answering in between, until the game ends and the Over screen is up.
    Every action the rules received from seat 0 is the one chosen. Returns
    how many moves seat 0 made (more than 10)."""
    from game.rules.lucidity.players import careful
    from game.ui.handover import HandOverScene
    from game.ui.lucidity.over import OverScene
    g = table.game
    rng = random.Random(seed)
    moves = 0
    for _ in range(20000):
        if g.outcome is not None:
            break
        if isinstance(app.top, HandOverScene):
            hand_over()
            continue
        if app.top is table and g.actor() == 0 and not table.busy():
            action = as_shown(table, careful(g, rng))
            before = len(table.applied)
            act(action)
            assert table.applied[before] == action, (action, table.message)  # computers may answer after it
            moves += 1
        else:
            app.step(1 / 30)
    assert g.outcome is not None and moves > 10
    for _ in range(200):
        app.step(1 / 30)
        if isinstance(app.top, OverScene):
            break
        if table.caught and app.top is table:  # a night ended by the Hunt waits for the player to go on
            go_on = next(b for b in table.buttons if b.label == "See the results")
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=go_on.rect.center, button=1))
    assert isinstance(app.top, OverScene)
    return moves
