"""A Dreamer's cards and body: drawing, reshuffling, Sealing, Distress, death.

Our wording of the rules:
- Draw step: draw 4, but never beyond the hand limit (6 unless changed);
  a Dreamer may first discard any cards. A drawing bonus adds cards but never
  raises the limit.
- When a draw finds the deck empty, the Discard pile is shuffled into a new
  deck; then the Dreamer suffers 1 Distress or Seals 3 (their choice); then
  the draw goes on. (First edition: only in the Draw step.) A reshuffle an
  effect orders costs nothing.
- Seal X moves the top X cards of the deck to the Sealed pile, passing over
  Flaws (they go back on top). An empty deck Seals nothing and is not
  reshuffled. Unseal X moves the top X Sealed cards to the Discard pile.
- The 8th Distress on a Dreamer kills them; a Distress the pool of 16 cannot
  supply kills everyone; fewer than 6 cards in deck, hand and discard kills.
  Any death means all Dreamers lose.
"""
from __future__ import annotations

from game.rules.core import Action, IllegalAction
from game.rules.core.args import ID, IDS, ArgSpec
from game.rules.etherfields import effects, engine
from game.rules.etherfields.engine import action, decide, step
from game.rules.etherfields.phases import Phase
from game.rules.etherfields import steps as do
from game.rules.etherfields.state import DISTRESS_DEATH, MIN_CARDS_ALIVE, DreamerState

DRAW_COUNT = 4


def is_flaw(game, card: str) -> bool:
    """Is this card a Flaw (remembered per game: deckbuilding asks it of
    every card in a deck at every choice)."""
    found = game._flaws.get(card)
    if found is None:
        found = game._flaws[card] = game.card(card).flaw
    return found


def draw_step_count(d, bonus: int = 0) -> int:
    """Cards the Draw step deals: 4 plus any bonus, never beyond the hand limit."""
    return max(0, min(DRAW_COUNT + bonus, d.hand_limit - len(d.hand)))


def dreamer(game, who) -> DreamerState:
    d = game.dreamers.get(who)
    if d is None:
        raise IllegalAction(f"There is no Dreamer called {who!r}.")
    if d.dead:
        raise IllegalAction(f"{game.name(who)} is dead.")
    return d


# -- drawing ---------------------------------------------------------------

@step("draw")
def _draw(game, s: dict) -> None:
    """Draw `count` cards one by one; an empty deck triggers the reshuffle."""
    d = game.dreamers[s["dreamer"]]
    count = s["count"]
    while count > 0:
        if len(d.hand) >= d.hand_limit and not s.get("over_limit"):
            break
        if not d.deck:
            if not d.discard:
                game.emit("deck_empty", f"{game.name(d.id)} has no cards left to draw.")
                break
            reshuffle(game, d)
            penalty = s.get("penalty", True)
            if game.options["edition"] == "first":
                penalty = game.phase == Phase.DRAW and s.get("draw_step", False)
            if penalty:
                game.push(reshuffle_penalty(game, d.id), dict(s, count=count))
                return
            continue
        card = d.deck.draw_one()
        d.hand.append(card)
        count -= 1
        game.emit("card_drawn", "", reveals=True, dreamer=d.id, card=card)
        if is_flaw(game, card):
            game.push(do.flaw_drawn(d.id, card), dict(s, count=count))
            return


def reshuffle(game, d) -> None:
    d.deck.put_bottom(d.discard.take_all())
    d.deck.shuffle(game.rng)
    game.emit("reshuffled", f"{game.name(d.id)} shuffles their Discard pile into a new deck.", dreamer=d.id)


def reshuffle_penalty(game, who: str) -> dict:
    return decide(
        f"{game.name(who)} reshuffled: suffer 1 Distress or Seal 3 cards?",
        [
            {"label": "Suffer 1 Distress", "steps": [do.suffer_distress(who, 1)]},
            {"label": "Seal 3 cards", "steps": [do.seal(who, 3)]},
        ],
        chooser=who,
        summary="Reshuffling a deck to draw has a price.",
    ) | {"always_ask": True}


@step("flaw_drawn")
def _flaw_drawn(game, s: dict) -> None:
    """A Flaw resolves the moment it is drawn, then leaves the hand."""
    d = game.dreamers[s["dreamer"]]
    card = s["card"]
    defn = game.card(card)
    game.emit("flaw", f"{game.name(d.id)} draws a Flaw: {defn.name}.", dreamer=d.id, card=card)
    if card in d.hand:
        d.hand.remove(card)
        if defn.progress is not None:
            d.progress.append({"card": card, "flipped": False})
        else:
            d.discard.put_top([card])
    game.push(*effects.compile_effect(game, defn.effect, {"dreamer": d.id}))


# -- Seal / Unseal ---------------------------------------------------------

@step("seal")
def _seal(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    sealed, skipped = seal(game, d, s["count"])
    n = len(sealed)
    game.emit("sealed", f"{game.name(d.id)} Seals {n} card." if n == 1 else f"{game.name(d.id)} Seals {n} cards.",
              dreamer=d.id, cards=sealed)


def seal(game, d, count: int) -> tuple[list[str], list[str]]:
    """Seal from the top of the deck, passing over Flaws, which return on top."""
    sealed: list[str] = []
    skipped: list[str] = []
    while len(sealed) < count and d.deck:
        card = d.deck.draw_one()
        if is_flaw(game, card):
            skipped.append(card)
        else:
            sealed.append(card)
    d.deck.put_top(skipped)
    d.sealed.put_top(reversed(sealed))  # the last one Sealed lies on top
    return sealed, skipped


@step("unseal")
def _unseal(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    cards = d.sealed.draw(s["count"])
    d.discard.put_top(cards)
    n = len(cards)
    game.emit("unsealed", f"{game.name(d.id)} Unseals {n} card." if n == 1 else f"{game.name(d.id)} Unseals {n} cards.",
              dreamer=d.id, cards=cards)


# -- Distress and death ----------------------------------------------------

@step("suffer_distress")
def _suffer(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    amount = s["amount"]
    for _ in range(amount):
        if game.pool("distress") <= 0:
            game.lose("A Distress was needed and the pool of 16 is empty.")
            return
        d.distress += 1
        game.emit("distress", f"{game.name(d.id)} suffers 1 Distress ({d.distress}).", dreamer=d.id, total=d.distress)
        if d.distress >= DISTRESS_DEATH:
            d.dead = True
            game.lose(f"{game.name(d.id)} suffered an 8th Distress and dies.")
            return


@step("heal_distress")
def _heal(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    healed = min(d.distress, s["amount"])
    d.distress -= healed
    game.emit("healed", f"{game.name(d.id)} heals {healed} Distress.", dreamer=d.id, amount=healed)


def check_deaths(game) -> None:
    """Fewer than 6 cards in deck, hand and discard: the Dreamer dies."""
    if game.outcome is not None or game.phase == Phase.SETUP:
        return
    for d in game.dreamers.values():
        # living_cards() written out: this runs after every step
        if len(d.hand) + len(d.deck.cards) + len(d.discard.cards) < MIN_CARDS_ALIVE and not d.dead:
            engine.resolve(game, do.fade(d.id))
            return


@step("fade")
def _fade(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    d.dead = True
    who, n = game.name(d.id), d.living_cards()
    game.lose(f"{who} has only {n} card left in deck, hand and discard, and fades away." if n == 1
              else f"{who} has only {n} cards left in deck, hand and discard, and fades away.")


# -- the Draw step action --------------------------------------------------

def _legal_draw(game) -> list[Action]:
    if game.phase != Phase.DRAW:
        return []
    out = []
    for d in game.dreamers.values():
        if d.dead or d.drawn:
            continue
        out.append(Action("draw", (("dreamer", d.id),)))
        for card in d.hand:
            out.append(Action("draw", (("discard", (card,)), ("dreamer", d.id))))
    return out


@action("draw", legal=_legal_draw, args=ArgSpec({"dreamer": ID}, {"discard": IDS}))
def _act_draw(game, a: Action) -> None:
    d = dreamer(game, a["dreamer"])
    if game.phase != Phase.DRAW:
        raise IllegalAction("Cards are drawn in the Draw step, at the start of a Turn.")
    if d.drawn:
        raise IllegalAction(f"{game.name(d.id)} has already drawn this Turn.")
    discard = list(a.get("discard", ()) or ())
    for card in discard:
        if card not in d.hand or discard.count(card) > d.hand.count(card):
            raise IllegalAction(f"{card} is not in {game.name(d.id)}'s hand.")
    engine.resolve(game, do.draw_turn(d.id, discard))


@step("draw_turn")
def _draw_turn(game, s: dict) -> None:
    """The cards chosen go to the discard pile first; the draw follows."""
    d, discard = game.dreamers[s["dreamer"]], s["discard"]
    for card in discard:
        d.hand.remove(card)
        d.discard.put_top([card])
    if discard:
        n = len(discard)
        game.emit("discarded", f"{game.name(d.id)} discards {n} card before drawing." if n == 1
                  else f"{game.name(d.id)} discards {n} cards before drawing.",
                  dreamer=d.id, cards=list(discard))
    bonus = d.draw_bonus
    if d.pos is not None:
        space = game.dreamscape.spaces.get(d.pos)
        bonus += space.drawing_bonus if space else 0
    d.drawn = True
    game.push(do.draw(d.id, draw_step_count(d, bonus), draw_step=True))
