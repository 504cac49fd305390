"""Choices that wait for someone (a pending Decision, as data): asking, the options, the answers; in the solo
game the Nightmares choose at random."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.core import Action
from game.rules.lucidity import abilities, checks, drawing, nightmare_turn, tray
from game.rules.lucidity.basics import ROWS
from game.rules.lucidity.setup_data import COLOURS, die_colour

if TYPE_CHECKING:
    from game.rules.lucidity.game import Game


def ask(game: Game, kind: str, chooser: int | None, **data) -> None:
    """Hand a choice to `chooser`; with no one to ask (the solo game) the
    Nightmares choose at random from the game's RNG (our solo rule)."""
    game.pend = {"kind": kind, "chooser": chooser if chooser is not None else -1, **data}
    if chooser is None:
        opts = decision_options(game)
        if opts:
            answer(game, opts[game.rng.randrange(len(opts))])
        else:
            game.pend = None


def decision_options(game: Game) -> list[Action]:
    p: Any = game.pend  # a Decision waits (its data are loosely typed until Lucidity has a Decision type)
    kind, who = p["kind"], p.get("for", p["chooser"])
    if kind == "excess":
        return [Action.make("return_excess", die=d) for d in sorted(game.drawn)]
    if kind == "replace":
        return [Action.make("replace", colour=c) for c in COLOURS if any(die_colour(d) == c for d in game.bag)]
    if kind == "envy":
        return [Action.make("envy_pick", die=d) for d in tray.card_dice(game, who, skip_green_shadows=True)]
    if kind == "fear":
        return [Action.make("fear_move", die=d) for d in tray.fear_movable(game, who)] + [Action.make("decline")]
    if kind == "colour":
        return [Action.make("become", colour=c) for c in p["colours"]]
    if kind == "minion":
        return [Action.make("minion", give=d, to=game.seats[t]["id"]) for d in p["dice"] for t in game.dreamers()]
    if kind == "ability":
        ab = p["ability"]
        if ab in ("undertow", "shackle"):
            opts = [Action.make("ability", use=True)]
        elif ab == "covet":
            opts = [Action.make("ability", die=d) for d in tray.card_dice(game, who)]
        elif ab == "maul":
            opts = [Action.make("ability", die=d) for d in abilities.maul_targets(game, who)]
        else:  # tempt
            opts = [Action.make("ability", die=d) for d in abilities.tempt_gifts(game, p["chooser"])]
        return opts + [Action.make("decline")]
    raise AssertionError(kind)  # pragma: no cover


def answer(game: Game, a: Action) -> None:
    """The pending Decision answered with `a` (one of its options)."""
    p: Any = game.pend  # a Decision waits (see decision_options)
    game.pend = None
    ANSWERS[p["kind"]](game, p, p.get("for", p["chooser"]), a)


def answer_excess(game: Game, p: dict, who: int, a: Action) -> None:
    game.drawn.remove(a["die"])
    game.bag.append(a["die"])
    game._emit("returned", f"{game._name(p['chooser'])} sends one of {game._name(who)}'s extra dreams back.",
               seat=who, dice=[a["die"]], chosen_by=p["chooser"])
    if p["count"] > 1:
        ask(game, "excess", chooser_or_none(game, p), count=p["count"] - 1, **{"for": who})
    else:
        drawing.after_draw(game)


def answer_replace(game: Game, p: dict, who: int, a: Action) -> None:
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


def answer_envy(game: Game, p: dict, who: int, a: Action) -> None:
    tray.reroll_from_card(game, a["die"])


def answer_fear(game: Game, p: dict, who: int, a: Action) -> None:
    if a.kind == "fear_move":
        move_to_hunt(game, who, a["die"])


def answer_colour(game: Game, p: dict, who: int, a: Action) -> None:
    checks.become(game, who, a["colour"])
    checks.after_checks(game, who)


def answer_minion(game: Game, p: dict, who: int, a: Action) -> None:
    nightmare_turn.give_minion(game, p, a)


def answer_ability(game: Game, p: dict, who: int, a: Action) -> None:
    if a.kind != "decline":
        use_ability(game, p["chooser"], who, p["ability"], a)


# The answer to each kind of question, by the pending Decision's kind.
ANSWERS = {"excess": answer_excess, "replace": answer_replace, "envy": answer_envy, "fear": answer_fear,
           "colour": answer_colour, "minion": answer_minion, "ability": answer_ability}


def chooser_or_none(game: Game, p: dict) -> int | None:
    return None if game.solo else p["chooser"]


def move_to_hunt(game: Game, i: int, d: int) -> None:
    rows = game.seats[i]["rows"]
    for r in ROWS:
        if d in rows[r]:
            rows[r].remove(d)
    game.rotated.discard(d)
    rows["hunt"].append(d)  # not rotated: it keeps its face but counts as a Hunt
    game._emit("moved", f"A dream of {game._name(i)}'s moves to the Hunt row.", die=d, seat=i, row="hunt")


def use_ability(game: Game, nm: int, victim: int, ability: str, a: Action) -> None:
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
