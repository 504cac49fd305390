"""Chance cards, Adventures seeded on the board, the guild and market decks, Map Fragments and Legends."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.prophecy import board as B
from game.rules.prophecy import resources

if TYPE_CHECKING:
    from game.rules.prophecy.game import Game


def chance(game: Game, pid: str) -> None:
    c = game._draw("chance")
    if c is None:
        return
    card = game.card(c)
    game.s["decks"]["chance_discard"].append(c)
    game._ev("chance_drawn", f"Chance: {card.name}.", reveals=True, card=c, pid=pid)
    eff = card.get("effect")
    affected = [p for p in game.living() if not game.in_realm(p)]  # Chance cards skip the realm (seed)
    if eff == "seed_terrain":
        seed_terrain(game, card.get("terrain"))
    elif eff == "guild_ability":
        new = draw_ability(game, card.get("guild"))
        if new:
            offer(game, card.get("guild"), new)
    elif eff == "merchants":
        restock(game, refresh=True)
    elif eff == "good_times":
        for p in affected:
            resources.gain(game, p, {"gold": card.get("n", 1)}, card.name)
    elif eff == "refreshing_wind":
        for p in affected:
            resources.heal(game, p, 1)
            resources.restore_magic(game, p, 1)
    elif eff == "economic_crisis":
        for p in affected:
            game.chars[p]["gold"] = max(0, game.chars[p]["gold"] - card.get("n", 1))
    elif eff == "charity" and affected:
        least = min(game.chars[p]["gold"] for p in affected)
        for p in affected:
            if game.chars[p]["gold"] == least:
                resources.gain(game, p, {"gold": card.get("n", 1)}, card.name)
    elif eff == "extra_turn":
        game.s["turn"]["extra"] += 1
    elif eff == "prophetic_dream":
        opts = dream_targets(game)
        if opts:
            game.s["pending"] = {"type": "dream", "chooser": pid, "prompt": "Choose a hidden card to reveal."}
    elif eff == "treasure_map":
        n = card.get("n", 1)
        if game.s["options"]["variant"] == "treasure_hunters":
            n += game.n("hunters_extra_fragments")
        place_fragments(game, n)
    elif eff == "legends_of_the_deeps":
        legends(game, pid)


def seed_terrain(game: Game, terrain: str) -> None:
    """Adventures come to every space of the terrain: face up on an empty
    space, face down on a space with one, none on a full space."""
    for sid in B.terrain_spaces(game.content, terrain):
        advs = game.s["spaces"][sid]["adventures"]
        if len(advs) >= game.n("adventures_per_space"):
            continue
        c = game._draw("adventure")
        if c is None:
            return
        up = not advs
        advs.append({"card": c, "up": up})
        game._ev("adventure_placed", f"An Adventure comes to {game.content.space(sid)['name']}"
                 + (f": {game.name(c)}." if up else " (face down)."), reveals=up, space=sid,
                 card=c if up else None)


def draw_ability(game: Game, guild: str) -> str | None:
    d = game.s["ability_decks"][guild]
    return d.pop(0) if d else None


def offer(game: Game, guild: str, ab: str) -> None:
    offers = game.s["offers"][guild]
    offers.append(ab)
    if len(offers) > game.n("guild_offers"):
        old = offers.pop(0)
        if game.content.cards[old].kind == "underwater":
            game.s["decks"]["underwater"].append(old)
        else:
            game.s["ability_decks"][guild].append(old)
    game._ev("ability_offered", f"{game.content.cards[ab].name} is offered at the guild.", reveals=True,
             guild=guild, ability=ab)


def restock(game: Game, refresh: bool = False) -> None:
    m = game.s["markets"]
    if refresh:
        for place in m:
            for inst in m[place]:
                game.s["decks"][game.card(inst).kind + "_discard"].append(inst)
            m[place] = []
    plan = {"city": ["common", "common", "rare"], "village": ["common", "common"]}
    for place, decks in plan.items():
        if m[place]:
            continue
        for deck in decks:
            got = game._draw(deck)
            if got:
                m[place].append(got)
    game._ev("markets_restocked", "The City and Village markets show new Items.", reveals=True)


def place_fragments(game: Game, n: int) -> None:
    for _ in range(n):
        f = game._draw("fragments")
        if f is None:
            game._ev("no_fragment", "Every Map Fragment is already in play.")
            return
        sid = f[3:]
        game.s["spaces"][sid]["fragment"] = f
        game._ev("fragment_placed", f"A Map Fragment appears at {game.content.space(sid)['name']}.",
                 reveals=True, space=sid)


def legends(game: Game, pid: str) -> None:
    ab = game.s["decks"]["underwater"].pop(0) if game.s["decks"]["underwater"] else None
    if ab:
        offer(game, game.content.cards[ab].get("guild"), ab)
    hidden = [k for k, v in game.s["realm"]["squares"].items() if not v["up"]]
    if hidden:
        left = min(game.n("legends_reveal"), len(hidden))
        game.s["pending"] = {"type": "reveal_realm", "chooser": pid, "left": left,
                             "prompt": "Legends of the Deeps: choose a Water Realm card to reveal."}


def dream_targets(game: Game) -> list[str]:
    out = []
    for pid_, p in game.s["planes"].items():
        for slot in ("lesser", "greater", "artifacts"):
            if p.get(slot) and slot not in p["revealed"] and not (slot == "lesser" and p.get("lesser_beaten")):
                out.append(f"{pid_}:{slot}")
    if game.s["realm"] and game.s["realm"]["gate_plane"]:
        pal = game.s["realm"]["palace"]
        for slot in ("guardian", "artifacts"):
            if pal.get(slot) and slot not in pal["revealed"] and not pal["beaten"]:
                out.append(f"palace:{slot}")
    return out
