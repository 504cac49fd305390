"""Step constructors: one small function per step the rules push.

A step is plain data, `{"op": name, ...}`, because the stack is saved with
the game; these functions only build those dicts, so the save format is the
step dicts' own. Building them here names each step's fields once, instead of
dict literals spread over the rule areas. The rules import this module as
`do` (`game.push(do.seal(who, 3))`), since `steps` names their lists of them.
What a step does is its handler's business (`engine.step`), in the rule area
it belongs to. Effect ops written in content are data and are not built here.
"""
from __future__ import annotations


# -- the turn and the runner ----------------------------------------------------------

def decide(prompt: str, options: list[dict], chooser: str | None = None, summary: str = "") -> dict:
    """A Decision step. Each option: {"label": str, "steps": [...]} plus any
    keys the UI can use to make it clickable (pos, figure, card, dreamer)."""
    return {"op": "decide", "prompt": prompt, "options": options, "chooser": chooser, "summary": summary}


def effect(ops: list, ctx: dict) -> dict:
    """The rest of an effect's ops, resolved in order with their context."""
    return {"op": "effect", "ops": ops, "ctx": ctx}


def log(text: str) -> dict:
    """A line for the log. Pass it as `text=`: the catalogue finds the rules'
    sentences by that keyword (game/i18n/rules_text.py)."""
    return {"op": "log", "text": text}


def begin_actions() -> dict:
    """Every Dreamer has drawn: the Card and Action step begins."""
    return {"op": "begin_actions"}


def begin_dreamscape() -> dict:
    """Every Dreamer has passed: the Dreamscape Phase begins."""
    return {"op": "begin_dreamscape"}


def end_turn() -> dict:
    """The Dreamscape Phase is done: the Turn card is discarded and the next revealed (or Out of Turns)."""
    return {"op": "end_turn"}


def turn_step() -> dict:
    return {"op": "turn_step"}


def add_turns(count: int) -> dict:
    return {"op": "add_turns", "count": count}


def mark_block(index: int) -> dict:
    return {"op": "mark_block", "index": index}


def skip() -> dict:
    """The Team Skips the Slumber: Out of Turns begins."""
    return {"op": "skip"}


def end_slumber(victory: bool) -> dict:
    return {"op": "end_slumber", "victory": victory}


def gain_loot() -> dict:
    return {"op": "gain_loot"}


# -- Dreamers ---------------------------------------------------------------------

def fade(dreamer: str) -> dict:
    """Too few cards are left in deck, hand and discard: the Dreamer dies."""
    return {"op": "fade", "dreamer": dreamer}


def draw(dreamer: str, count: int, draw_step: bool = False) -> dict:
    """Draw cards; `draw_step` marks the Draw step's own draw (its reshuffle penalty differs)."""
    s = {"op": "draw", "dreamer": dreamer, "count": count}
    if draw_step:
        s["draw_step"] = True
    return s


def suffer_distress(dreamer: str, amount: int, from_entity: str | bool | None = None) -> dict:
    s: dict[str, object] = {"op": "suffer_distress", "dreamer": dreamer, "amount": amount}
    if from_entity is not None:
        s["from_entity"] = from_entity
    return s


def heal_distress(dreamer: str, amount: int) -> dict:
    return {"op": "heal_distress", "dreamer": dreamer, "amount": amount}


def seal(dreamer: str, count: int) -> dict:
    return {"op": "seal", "dreamer": dreamer, "count": count}


def unseal(dreamer: str, count: int) -> dict:
    return {"op": "unseal", "dreamer": dreamer, "count": count}


def gain_ether(dreamer: str, amount: int) -> dict:
    return {"op": "gain_ether", "dreamer": dreamer, "amount": amount}


def lose_ether(dreamer: str, amount: int) -> dict:
    return {"op": "lose_ether", "dreamer": dreamer, "amount": amount}


def gain_gem(dreamer: str, amount: int) -> dict:
    return {"op": "gain_gem", "dreamer": dreamer, "amount": amount}


def spend_gem(dreamer: str) -> dict:
    return {"op": "spend_gem", "dreamer": dreamer}


def discard_choice(dreamer: str, count: int) -> dict:
    return {"op": "discard_choice", "dreamer": dreamer, "count": count}


def discard_card(dreamer: str, card: str) -> dict:
    return {"op": "discard_card", "dreamer": dreamer, "card": card}


def flaw_drawn(dreamer: str, card: str) -> dict:
    return {"op": "flaw_drawn", "dreamer": dreamer, "card": card}


def gain_flaw(dreamer: str) -> dict:
    return {"op": "gain_flaw", "dreamer": dreamer}


def gain_influence(dreamer: str, card: str) -> dict:
    return {"op": "gain_influence", "dreamer": dreamer, "card": card}


def flip_all(dreamer: str, flipped: bool, count) -> dict:
    return {"op": "flip_all", "dreamer": dreamer, "flipped": flipped, "count": count}


def unflip_all(dreamer: str) -> dict:
    return {"op": "unflip_all", "dreamer": dreamer}


def reshuffle_free(dreamer: str) -> dict:
    return {"op": "reshuffle_free", "dreamer": dreamer}


def draw_turn(dreamer: str, discard: list[str]) -> dict:
    """A Dreamer's Draw step: the cards they chose go to the discard pile, then they draw."""
    return {"op": "draw_turn", "dreamer": dreamer, "discard": list(discard)}


def card_played(dreamer: str, card: str) -> dict:
    """An Influence card whose action was taken goes from hand to the discard pile."""
    return {"op": "card_played", "dreamer": dreamer, "card": card}


def place_progress(dreamer: str, card: str, replace: str | None) -> dict:
    """A card from hand placed as Progress; `replace` names a placed one it displaces to the discard pile."""
    return {"op": "place_progress", "dreamer": dreamer, "card": card, "replace": replace}


def spend_token(dreamer: str) -> dict:
    """A Dreamer's Personal token is used (once per Slumber or Dream)."""
    return {"op": "spend_token", "dreamer": dreamer}


def mask_used(dreamer: str) -> dict:
    """A once-per-Turn Mask ability is used for this Turn."""
    return {"op": "mask_used", "dreamer": dreamer}


def remove_flaw(dreamer: str, card: str) -> dict:
    """A Flaw leaves the Dreamer's discard pile for the bottom of the Flaw deck (its Ether paid by `pay_costs`)."""
    return {"op": "remove_flaw", "dreamer": dreamer, "card": card}


def shuffle_deck(dreamer: str) -> dict:
    return {"op": "shuffle_deck", "dreamer": dreamer}


def restore_mask(dreamer: str) -> dict:
    return {"op": "restore_mask", "dreamer": dreamer}


def wear_mask(dreamer: str, mask: str) -> dict:
    return {"op": "wear_mask", "dreamer": dreamer, "mask": mask}


def restore_item() -> dict:
    return {"op": "restore_item"}


def activate_item(item: str) -> dict:
    """An Item of the Storage takes a free active slot."""
    return {"op": "activate_item", "item": item}


def discard_item(item: str) -> dict:
    """An active Item goes face-down into Storage."""
    return {"op": "discard_item", "item": item}


def gain_item(item: str) -> dict:
    return {"op": "gain_item", "item": item}


# -- moving and the board ------------------------------------------------------------

def move_dreamer(dreamer: str, to) -> dict:
    return {"op": "move_dreamer", "dreamer": dreamer, "to": list(to)}


def set_dreamer_pos(dreamer: str, to) -> dict:
    return {"op": "set_dreamer_pos", "dreamer": dreamer, "to": list(to)}


def relocate_dreamer(dreamer: str, to) -> dict:
    return {"op": "relocate_dreamer", "dreamer": dreamer, "to": to}


def free_move(dreamer: str, steps: int, through_walls: bool) -> dict:
    return {"op": "free_move", "dreamer": dreamer, "steps": steps, "through_walls": through_walls}


def place_state(figure: str, state: str) -> dict:
    return {"op": "place_state", "figure": figure, "state": state}


# -- paying ---------------------------------------------------------------------------

def pay(dreamer: str, sources: list[str]) -> dict:
    """Discard what pays for an action: cards from hand, Items ("item:<id>") to Storage."""
    return {"op": "pay", "dreamer": dreamer, "sources": sources}


def pay_costs(dreamer: str, costs: dict[str, int]) -> dict:
    """Spend what an action costs besides Intent and Distress: {"ether": 1, "key": 2, ...}."""
    return {"op": "pay_costs", "dreamer": dreamer, "costs": costs}


def effort(dreamer: str, hours: int) -> dict:
    """An Effort: the Hours it costs are lost from the Clock (once per Turn)."""
    return {"op": "effort", "dreamer": dreamer, "hours": hours}


def boost(dreamer: str) -> dict:
    """The Dreamer rolls the Luck die for this action: their Boost of the Turn is used."""
    return {"op": "boost", "dreamer": dreamer}


def luck_roll(dreamer: str, need: int, paid: int, success: list, label: str, gradual: dict | None = None) -> dict:
    """Roll the Luck die to Boost an action; `gradual` is the Gradual placement it tops up."""
    s = {"op": "luck_roll", "dreamer": dreamer, "need": need, "paid": paid, "success": success, "label": label}
    if gradual is not None:
        s["gradual"] = gradual
    return s


def luck_resolve(roll: dict, face: str) -> dict:
    """The Luck die has shown `face`: the roll's own fields, resolved."""
    return {"op": "luck_resolve", **{k: v for k, v in roll.items() if k != "op"}, "face": face}


def gradual_place(dreamer: str, index: int, colour: str, paid: int, targets: list, label: str) -> dict:
    return {"op": "gradual_place", "dreamer": dreamer, "index": index, "colour": colour, "paid": paid,
            "targets": targets, "label": label}


# -- the Basic and Map actions ------------------------------------------------------------

def acted(dreamer: str) -> dict:
    """The Dreamer did something: a pass is taken back, an ordered round counts as acted."""
    return {"op": "acted", "dreamer": dreamer}


def dream_action() -> dict:
    """Ordered rounds: the round's one Dream action is taken."""
    return {"op": "dream_action"}


def pass_turn(dreamer: str) -> dict:
    return {"op": "pass_turn", "dreamer": dreamer}


def gem_bought(dreamer: str) -> dict:
    """Gain a Shining Gem, the Basic action (its 3 cards paid by a `pay` step)."""
    return {"op": "gem_bought", "dreamer": dreamer}


def gem_to_slot(dreamer: str, space) -> dict:
    return {"op": "gem_to_slot", "dreamer": dreamer, "space": list(space)}


def gem_from_slot(dreamer: str, space) -> dict:
    return {"op": "gem_from_slot", "dreamer": dreamer, "space": list(space)}


def tear_morphing(dreamer: str, token: str) -> dict:
    """A Dreamer removes a Morphing from the Entity (its Key or Ether paid by a `pay_costs` step)."""
    return {"op": "tear_morphing", "dreamer": dreamer, "token": token}


def spend_hours(count: int) -> dict:
    """Hours spent from the Clock to add Turns (the Turns follow as `add_turns`)."""
    return {"op": "spend_hours", "count": count}


def block_map_action(key: str) -> dict:
    """A single-use Map action used up: it is Blocked."""
    return {"op": "block_map_action", "key": key}


# -- Entities ---------------------------------------------------------------------------

def spawn(count) -> dict:
    return {"op": "spawn", "count": count}


def place_entities(plan: list) -> dict:
    return {"op": "place_entities", "plan": plan}


def place_figure(figure: str, to) -> dict:
    return {"op": "place_figure", "figure": figure, "to": list(to)}


def push_out(figure: str, frm) -> dict:
    return {"op": "push_out", "figure": figure, "from": list(frm)}


def entity_roll(figures: list[str]) -> dict:
    return {"op": "entity_roll", "figures": figures}


def entity_advance(figure: str, steps: int) -> dict:
    return {"op": "entity_advance", "figure": figure, "steps": steps}


def remove_entity() -> dict:
    return {"op": "remove_entity"}


# -- the campaign ---------------------------------------------------------------------

def arrive(location: str) -> dict:
    return {"op": "arrive", "location": location}


def location_done() -> dict:
    return {"op": "location_done"}


def fate_done(card: str, tile: bool) -> dict:
    return {"op": "fate_done", "card": card, "tile": tile}


def place_slumber_tile() -> dict:
    return {"op": "place_slumber_tile"}


def delta_phase(tile: str) -> dict:
    return {"op": "delta_phase", "tile": tile}


def delta_reset(tile: str) -> dict:
    return {"op": "delta_reset", "tile": tile}


def enter_dream(gate: str, free: bool = False) -> dict:
    """Enter the Dream behind `gate`; a `free` entry (the campaign's first Dream) pays no Keys."""
    s: dict[str, object] = {"op": "enter_dream", "gate": gate}
    if free:
        s["free"] = True
    return s


def read_script(script: str) -> dict:
    return {"op": "read_script", "script": script}


def reveal_secret(secret: str, ctx: dict) -> dict:
    return {"op": "reveal_secret", "secret": secret, "ctx": ctx}


def spend_shopping() -> dict:
    return {"op": "spend_shopping"}


def shop_choice(dreamer: str) -> dict:
    return {"op": "shop_choice", "dreamer": dreamer}


def market_draw(dreamer: str, shopping: bool = False) -> dict:
    """`shopping`: drawn at a Shopping Location, where buying nothing gains 1 Ether."""
    step = {"op": "market_draw", "dreamer": dreamer}
    return step | {"shopping": True} if shopping else step


def market_buy(dreamer: str, shopping: bool = False, bought: bool = False) -> dict:
    step = {"op": "market_buy", "dreamer": dreamer}
    return step | {"shopping": True, "bought": bought} if shopping else step


def market_return() -> dict:
    return {"op": "market_return"}


def buy_card(dreamer: str, card: str) -> dict:
    return {"op": "buy_card", "dreamer": dreamer, "card": card}


def buy_item(dreamer: str) -> dict:
    return {"op": "buy_item", "dreamer": dreamer}


def open_session() -> dict:
    """A new session begins: the Ether set aside last time is handed out by `gain_ether` steps."""
    return {"op": "open_session"}


def close_session() -> dict:
    return {"op": "close_session"}


def mark_closed() -> dict:
    return {"op": "mark_closed"}


def session_setup() -> dict:
    return {"op": "session_setup"}


def awaken() -> dict:
    return {"op": "awaken"}


def awaken_gather() -> dict:
    return {"op": "awaken_gather"}


def awaken_wake() -> dict:
    return {"op": "awaken_wake"}


def deckbuild(dreamer: str) -> dict:
    return {"op": "deckbuild", "dreamer": dreamer}


def set_aside(dreamer: str, card: str, back: bool) -> dict:
    """Deckbuilding: set a card aside as Unused, or (`back`) take one back into the deck."""
    return {"op": "set_aside", "dreamer": dreamer, "card": card, "back": back}


# -- the Dreamers Entrance ------------------------------------------------------------

def enter(dreamer: str, to) -> dict:
    """A Dreamer steps to another Entrance space as play begins."""
    return {"op": "enter", "dreamer": dreamer, "to": list(to)}


def entrance_settled(dreamer: str) -> dict:
    """A Dreamer has acted: their Entrance space is settled."""
    return {"op": "entrance_settled", "dreamer": dreamer}
