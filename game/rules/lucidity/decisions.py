"""Choices that wait for someone (a pending Decision, as data): the options and the answer of each kind of
question, filled into asking's tables (asking.py holds `ask`, which every rule may call)."""
from __future__ import annotations

from typing import Any

from game.rules.core import Action
from game.rules.lucidity import abilities, checks, drawing, nightmare_turn, tray
from game.rules.lucidity.abilities import card_dice
from game.rules.lucidity.asking import ANSWERS, OPTIONS, answer, ask, decision_options  # noqa: F401 - importable from here as before
from game.rules.lucidity.basics import ROWS
from game.rules.lucidity.setup_data import COLOURS, die_colour
from game.rules.lucidity.table import Table


def options_excess(game: Table, p: Any, who: int) -> list[Action]:
    return [Action.make("return_excess", die=d) for d in sorted(game.drawn)]


def options_replace(game: Table, p: Any, who: int) -> list[Action]:
    return [Action.make("replace", colour=c) for c in COLOURS if any(die_colour(d) == c for d in game.bag)]


def options_envy(game: Table, p: Any, who: int) -> list[Action]:
    return [Action.make("envy_pick", die=d) for d in card_dice(game, who, skip_green_shadows=True)]


def options_fear(game: Table, p: Any, who: int) -> list[Action]:
    return [Action.make("fear_move", die=d) for d in tray.fear_movable(game, who)] + [Action.make("decline")]


def options_colour(game: Table, p: Any, who: int) -> list[Action]:
    return [Action.make("become", colour=c) for c in p["colours"]]


def options_minion(game: Table, p: Any, who: int) -> list[Action]:
    return [Action.make("minion", give=d, to=game.seats[t]["id"]) for d in p["dice"] for t in game.dreamers()]


def options_ability(game: Table, p: Any, who: int) -> list[Action]:
    ab = p["ability"]
    if ab in ("undertow", "shackle"):
        opts = [Action.make("ability", use=True)]
    elif ab == "covet":
        opts = [Action.make("ability", die=d) for d in card_dice(game, who)]
    elif ab == "maul":
        opts = [Action.make("ability", die=d) for d in abilities.maul_targets(game, who)]
    else:  # tempt
        opts = [Action.make("ability", die=d) for d in abilities.tempt_gifts(game, p["chooser"])]
    return opts + [Action.make("decline")]


def answer_excess(game: Table, p: dict, who: int, a: Action) -> None:
    game.drawn.remove(a["die"])
    game.bag.append(a["die"])
    game._emit("returned", f"{game._name(p['chooser'])} sends one of {game._name(who)}'s extra dreams back.",
               seat=who, dice=[a["die"]], chosen_by=p["chooser"])
    if p["count"] > 1:
        ask(game, "excess", chooser_or_none(game, p), count=p["count"] - 1, **{"for": who})
    else:
        drawing.after_draw(game)


def answer_replace(game: Table, p: dict, who: int, a: Action) -> None:
    pool = [d for d in game.bag if die_colour(d) == a["colour"]]
    d = pool[game.rng.randrange(len(pool))]
    game.bag.remove(d)
    game.drawn.append(d)
    game._emit("drawn", f"{game._name(p['chooser'])} picks a {a['colour']} dream for {game._name(who)}.",
               seat=who, dice=[d], colours=[a["colour"]], chosen_by=p["chooser"])
    if p["count"] > 1:
        ask(game, "replace", chooser_or_none(game, p), count=p["count"] - 1, **{"for": who})
    else:
        drawing.roll_drawn(game)


def answer_envy(game: Table, p: dict, who: int, a: Action) -> None:
    tray.reroll_from_card(game, a["die"])


def answer_fear(game: Table, p: dict, who: int, a: Action) -> None:
    if a.kind == "fear_move":
        move_to_hunt(game, who, a["die"])


def answer_colour(game: Table, p: dict, who: int, a: Action) -> None:
    checks.become(game, who, a["colour"])
    checks.after_checks(game, who)


def answer_minion(game: Table, p: dict, who: int, a: Action) -> None:
    nightmare_turn.give_minion(game, p, a)


def answer_ability(game: Table, p: dict, who: int, a: Action) -> None:
    if a.kind != "decline":
        use_ability(game, p["chooser"], who, p["ability"], a)


# The options and the answer of each kind of question, by the pending Decision's kind.
OPTIONS.update({"excess": options_excess, "replace": options_replace, "envy": options_envy,
                "fear": options_fear, "colour": options_colour, "minion": options_minion,
                "ability": options_ability})
ANSWERS.update({"excess": answer_excess, "replace": answer_replace, "envy": answer_envy, "fear": answer_fear,
                "colour": answer_colour, "minion": answer_minion, "ability": answer_ability})


def chooser_or_none(game: Table, p: dict) -> int | None:
    return None if game.solo else p["chooser"]


def move_to_hunt(game: Table, i: int, d: int) -> None:
    rows = game.seats[i]["rows"]
    for r in ROWS:
        if d in rows[r]:
            rows[r].remove(d)
    game.rotated.discard(d)
    rows["hunt"].append(d)  # not rotated: it keeps its face but counts as a Hunt
    game._emit("moved", f"A dream of {game._name(i)}'s moves to the Hunt row.", die=d, seat=i, row="hunt")


def use_ability(game: Table, nm: int, victim: int, ability: str, a: Action) -> None:
    name = game.nightmares[game.seats[nm]["colour"]]["name"]
    game._emit("ability", f"The {name} uses its ability ({ability}).", seat=nm, victim=victim, ability=ability)
    if ability == "undertow":
        tray.dream_into_tray(game)
    elif ability == "covet":
        tray.reroll_from_card(game, a["die"])
    elif ability == "shackle":
        if victim == game.current:
            game.flags["must_rest"] = True
    elif ability == "maul":
        move_to_hunt(game, victim, a["die"])
    elif ability == "tempt":
        d = a["die"]
        game.seats[nm]["rows"]["power"].remove(d)
        game.seats[victim]["rows"]["power"].append(d)
        if victim == game.current:
            game.flags["must_dream"] = True
