"""Card faces for every card type, drawn at any width and cached.

One frame grammar for all cards (assets/README.md): rounded night body,
a border whose colour names the type, title top left, type line in small
italics, Intent badges (shape + amount) in the top right corner, an art
window, rules text with inline icons, flavour in italics, and a footer with
the movement value, price or removal cost. Every measure is in card units
(the card is 100 units wide), so a table card and the inspector's card are
the same drawing at two sizes, each crisp.

Cards are duck-typed: anything with `id` and `name` renders, and every other
field is optional, read with getattr.
"""
from __future__ import annotations

import hashlib
import random

import pygame

from game.gfx import palette as P
from game.gfx import text as T
from game.gfx.cache import new_cache
from game.gfx import fonts
from game.gfx.fonts import render
from game.gfx.icons import icon, intent_badge
from game.gfx.pictures import picture
from game.i18n import N_, _, tr

RATIO = 88 / 63  # a poker card
_CACHE = new_cache(400)

TYPE_NAMES = {  # translated where drawn (tr): the renders are cleared on a change of language
    "influence": N_("Influence"), "progress": N_("Progress"), "flaw": N_("Flaw"), "item": N_("Item"),
    "mask": N_("Mask"), "fate": N_("Fate"), "quirk": N_("Fate · Quirk"), "wisdom": N_("Wisdom"), "note": N_("Note"),
    "season": N_("Season"), "secret": N_("Secret"), "turn": N_("Turn"), "entity": N_("Entity"),
    "delta_phase": N_("Delta Phase"), "dream_gate": N_("Dream Gate"), "dreamer": N_("Dreamer"), "script": N_("Story"),
    "card": N_("Card"), "story": N_("Story"),
}
MOVE_RULES = {"closest_dreamer": N_("closest dreamer"), "most_distress": N_("most distress"),
              "random_dreamer": N_("random dreamer"), "none": N_("none"), "stationary": N_("stationary")}
_CLASS_KIND = {
    "Influence": "influence", "Item": "item", "Mask": "mask", "Fate": "fate", "Flaw": "flaw",
    "TurnCard": "turn", "Wisdom": "wisdom", "Note": "note", "Season": "season", "Secret": "secret",
    "SlumberTile": "entity", "DreamGate": "dream_gate", "Dreamer": "dreamer", "Script": "script",
}
# Which illustration palette a kind paints in when its art is not committed.
_PALETTE = {"item": 4, "mask": 0, "fate": 2, "quirk": 2, "flaw": 2, "wisdom": 4, "note": 4, "season": 3,
            "secret": 1, "entity": 0, "dream_gate": 0}
_INTENT_PALETTE = {"awareness": 1, "cunning": 3, "wrath": 2}


def card_kind(card) -> str:
    """The frame a card takes: from `card_kind` if set, else its class, else its fields."""
    explicit = getattr(card, "card_kind", None)
    if explicit in TYPE_NAMES:
        return explicit
    kind = _CLASS_KIND.get(type(card).__name__)
    if kind is None:
        if getattr(card, "flaw", False) is True:
            kind = "flaw"
        elif getattr(card, "suit", None) and getattr(card, "steps", None):
            kind = "turn"
        elif getattr(card, "ability", None) is not None:
            kind = "mask"
        elif getattr(card, "intent", None) is not None or getattr(card, "actions", None):
            kind = "influence"
        else:
            kind = "card"
    if kind in ("influence", "flaw") and getattr(card, "flaw", False):
        return "flaw"
    if kind == "influence" and getattr(card, "progress", None) is not None:
        return "progress"
    if kind == "fate" and getattr(card, "quirk", False):
        return "quirk"
    if kind == "entity" and getattr(card, "kind", "entity") == "delta_phase":
        return "delta_phase"
    return kind


def intents(card) -> dict[str, int]:
    raw = getattr(card, "intent", None) or {}
    try:
        return {k: int(v) for k, v in dict(raw).items() if k in P.INTENT}
    except (TypeError, ValueError):
        return {}


def frame_colour(card, kind: str | None = None) -> tuple:
    kind = kind or card_kind(card)
    if kind in ("influence", "progress"):
        it = intents(card)
        return P.INTENT[next(iter(it))] if it else P.FRAME[kind]
    if kind == "season":
        return P.SEASON_KIND.get(getattr(card, "kind", ""), P.FRAME["season"])
    if kind == "dreamer":
        return P.hex_colour(getattr(card, "colour", None), P.FRAME["dreamer"])
    return P.FRAME.get(kind, P.FRAME["card"])


def card_size(width: int) -> tuple[int, int]:
    return int(width), round(width * RATIO)


def render_card(card, width: int, compact_px: int = 0) -> pygame.Surface:
    """The card's face, `width` pixels wide (height by the card's ratio), cached by (id, width).

    `compact_px` > 0 asks for the compact face (a card at rest in a hand or on
    offer): no rules paragraph or flavour, only what reads at arm's length:
    its name, its Intents, each action's cost (and name where it fits), its
    movement and price, every letter at `compact_px` or more (12 at the
    least). Its whole text is the full face's, shown on hover and in the
    inspector. 0: the full face."""
    kind = card_kind(card)
    least = max(COMPACT_LEAST, int(compact_px)) if compact_px else 0
    key = (kind, str(getattr(card, "id", "?")), int(width), least)
    if least:
        return _CACHE.get(key, lambda: _compact(card, kind, int(width), least))
    return _CACHE.get(key, lambda: _render(card, kind, int(width)))


def render_back(kind: str, width: int) -> pygame.Surface:
    """A card back: the night, a crescent, and the type's colour as its border."""
    return _CACHE.get(("back", kind, int(width)), lambda: _back(kind, int(width)))


# -- drawing ------------------------------------------------------------------------------------------

class _Card:
    """Measures in card units for one width."""

    def __init__(self, width: int):
        self.w, self.h = card_size(width)
        self.k = self.w / 100

    def __call__(self, v: float) -> int:
        return round(v * self.k)

    def rect(self, x, y, w, h) -> pygame.Rect:
        return pygame.Rect(self(x), self(y), self(w), self(h))


def _seed(card_id: str) -> random.Random:
    return random.Random(int.from_bytes(hashlib.sha256(card_id.encode()).digest()[:8], "big"))


def _body(u: _Card, main, card_id: str, light: bool = False) -> pygame.Surface:
    s = pygame.Surface((u.w, u.h), pygame.SRCALPHA)
    radius = u(5)
    base = pygame.Surface((u.w, u.h), pygame.SRCALPHA)
    top, bottom = (P.PARCHMENT, P.mix(P.PARCHMENT, (190, 170, 140), 0.6)) if light else \
        (P.mix(P.CARD_BODY_LIGHT, main, 0.12), P.CARD_BODY)
    # Row by row (a fill of one row is a line across, drawn faster: a card read large is
    # a thousand rows, and a scene's first frame waits for it).
    last = max(1, u.h - 1)
    for y in range(u.h):
        base.fill(P.mix(top, bottom, y / last), (0, y, u.w, 1))
    if not light:  # a faint scatter of stars: every card is a piece of the night
        rng = _seed(card_id)
        star = P.lighten(main, 0.5)
        randrange, set_at = rng.randrange, base.set_at
        for _n in range(int(u.w * u.h / 600)):
            a = randrange(20, 70)
            set_at((randrange(u.w), randrange(u.h)), (*star, a))
    mask = pygame.Surface((u.w, u.h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    base.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(base, (0, 0))
    pygame.draw.rect(s, P.darken(main, 0.45), s.get_rect(), max(1, u(1.2)) + 1, border_radius=radius)
    pygame.draw.rect(s, main, s.get_rect().inflate(-u(1.6), -u(1.6)), max(2, u(2)), border_radius=radius)
    inner = s.get_rect().inflate(-u(7), -u(7))
    pygame.draw.rect(s, (*P.lighten(main, 0.25), 110), inner, max(1, u(0.5)), border_radius=u(3))
    return s


def _corner_ornaments(s, u: _Card, main):
    """Small four-point stars at the inner corners: the house flourish."""
    for x, y in ((5.5, 5.5), (94.5, 5.5), (5.5, 134.5), (94.5, 134.5)):
        pts = [(u(x) + dx * u(1.6), u(y * RATIO / 1.4) + dy * u(1.6)) for dx, dy in ((0, -1), (0.3, -0.3), (1, 0), (0.3, 0.3),
                                                                                (0, 1), (-0.3, 0.3), (-1, 0), (-0.3, -0.3))]
        pygame.draw.polygon(s, P.lighten(main, 0.4), pts)


def _art_window(s, u: _Card, card_id: str, rect: pygame.Rect, main, palette, oval=False):
    img = picture(card_id, rect.size, palette)
    if oval:  # a Mask's face-shaped window
        clip = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.ellipse(clip, (255, 255, 255, 255), clip.get_rect())
        img = _with_alpha(img)
        img.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(img, rect)
        pygame.draw.ellipse(s, main, rect, max(1, u(1)))
        return
    s.blit(img, rect)
    # a soft inner shadow so text below never seems glued to the picture
    shade = pygame.Surface((rect.width, max(1, u(6))), pygame.SRCALPHA)
    for i in range(shade.get_height()):
        pygame.draw.line(shade, (0, 0, 0, int(110 * i / shade.get_height())), (0, i), (rect.width, i))
    s.blit(shade, (rect.x, rect.bottom - shade.get_height()))
    pygame.draw.rect(s, P.darken(main, 0.4), rect.inflate(2, 2), 1)
    pygame.draw.rect(s, main, rect, max(1, u(0.7)))


def _with_alpha(img: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(img.get_size(), pygame.SRCALPHA)
    out.blit(img, (0, 0))
    return out


def _title(s, u: _Card, title: str, right: int, colour=P.TEXT, role="title", y=4.2, size=9.0, left=7.0):
    left = u(left)
    px = T.fit_line_size(title, role, u(size), right - left, min_size=max(7, u(5.5)))
    T.line(s, title, (left, u(y)), px, colour, role, max_width=right - left, shadow=colour == P.TEXT)


def _type_line(s, u: _Card, msg: str, colour=P.TEXT_DIM, y=15.0):
    img = T.layout(msg, u(86), max(7, u(5.2)), colour, "rules_italic", use_auto_icons=True)
    s.blit(img, (u(7), u(y)))


def _cost_markup(cost) -> str:
    """{awareness: 2, ether: 1} -> '2 {awareness} 1 {ether}'; free -> '{free}'."""
    if not cost:
        return "{free}"
    parts = []
    for k, v in dict(cost).items():
        if k == "free":
            parts.append("{free}")
        elif v is True:
            parts.append(f"{{{k}}}")
        else:
            parts.append(f"{v} {{{k}}}")
    return " ".join(parts)


SEASON_KINDS = {"positive": N_("Positive"), "neutral": N_("Neutral"), "negative": N_("Negative")}
# The steps of a Turn card, as the card and the table name them.
TURN_STEPS = {"basic": N_("Basic"), "movement": N_("Movement"), "morphing": N_("Morphing"), "special": N_("Special")}
# How an effect reads on a card that carries no text of its own (a Turn card's loot).
OP_WORDS = {"gain_ether": N_("Ether +{n}"), "gain_key": N_("Keys +{n}"), "heal_distress": N_("Distress -{n}"),
            "unseal": N_("Unseal: {n}"), "lose_ether": N_("Ether -{n}"), "suffer_distress": N_("Distress +{n}"),
            "seal": N_("Seal: {n}"), "discard_cards": N_("Discard: {n}"), "lose_hours": N_("Hours -{n}"),
            "gain_hours": N_("Hours +{n}"), "add_morphing": N_("Morphings +{n}"), "spawn": N_("Spawn: {n}"),
            "remove_entity": N_("the Entity is removed"), "relocate_entity": N_("the Entity moves away"),
            "move_entity": N_("the Entity moves {n}"), "place_state": N_("a State is placed"),
            "place_token": N_("a token is placed"), "gain_loot": N_("take the loot"),
            "resolve_script": N_("read the Scripts book"), "end_slumber": N_("the Slumber ends"),
            "win_dream": N_("the Dream is won")}


def _describe(effect) -> str:
    """A plain reading of an effect list when the card carries no text of its own."""
    out = []
    for op in effect or ():
        if not isinstance(op, dict):
            continue
        name = str(op.get("op", "")).replace("_", " ")
        if op.get("op") in ("log", "choice") and (op.get("text") or op.get("prompt")):
            out.append(str(op.get("text") or op.get("prompt")).rstrip(".:"))  # the content's own words
            continue
        amount = op.get("amount", op.get("count"))
        if op.get("op") in OP_WORDS:
            out.append(tr(OP_WORDS[op["op"]]).format(n=amount if isinstance(amount, int) else 1))
            continue
        if op.get("op") == "if" and op.get("then"):  # what happens when it holds
            out.append(_("if so: {then}").format(then=_describe(op["then"]).rstrip(_("."))))
            continue
        out.append(f"{name.capitalize()} {amount}" if isinstance(amount, int) else name.capitalize())
    return _(". ").join(out) + (_(".") if out else "")


def _action_lines(card, describe: bool = True) -> list[tuple[str, str]]:
    """(markup, role) pairs for actions, abilities, interactions and Progress placement."""
    lines = []
    prog = getattr(card, "progress", None)
    if prog is not None:
        suit = getattr(prog, "suit", "")
        place = _("Place: {cost}").format(cost=_cost_markup(getattr(prog, "cost", None)))
        lines.append((f"{{{suit}}} {place}" if suit else place, "rules_bold"))
    acts = list(getattr(card, "actions", ()) or ())
    if getattr(card, "ability", None) is not None:
        acts.append(card.ability)
    acts += list(getattr(card, "interactions", ()) or ())
    for act in acts:
        name = getattr(act, "name", "Action")
        marks = []
        if getattr(act, "rapid", False):
            marks.append("{rapid}")
        if getattr(act, "gradual", False):
            marks.append("{gradual}")
        if getattr(act, "per_player", False):
            marks.append("{player_count}")
        head = f"{_cost_markup(getattr(act, 'cost', None))} · {name} {' '.join(marks)}".strip()
        if getattr(act, "range", None) is not None:
            head += _(" (range {n})").format(n=act.range)
        if getattr(act, "once_per_turn", False):
            head += _(" · once per Turn")
        lines.append((head, "rules_bold"))
        body = getattr(act, "text", None) or (_describe(getattr(act, "effect", ())) if describe else None)
        if body:
            lines.append((body, "rules"))
    return lines


def _text_box(s, u: _Card, rect: pygame.Rect, blocks, flavour: str | None, ink=P.TEXT, flavour_ink=P.FLAVOUR):
    """Rules blocks from the top, flavour from the bottom; the type shrinks together until all fits."""
    least = max(6, u(3.6))
    for px in range(max(u(6.2), least), least - 1, -1):  # a card under ~97 px wide: 6 px at once (the range was empty)
        imgs = [T.layout(msg, rect.width, px if role != "rules_bold" else px, ink if role != "dim" else P.TEXT_DIM,
                         "rules" if role == "dim" else role) for msg, role in blocks]
        fl = T.layout(flavour, rect.width, round(px * 1.05), flavour_ink, "flavour", align="center") if flavour else None
        gap = max(1, round(px * 0.35))
        total = sum(i.get_height() for i in imgs) + gap * max(0, len(imgs) - 1) + ((fl.get_height() + gap * 2) if fl else 0)
        if total <= rect.height:
            break
    y = rect.y
    for img in imgs:
        s.blit(img, (rect.x, y), area=pygame.Rect(0, 0, rect.width, max(0, rect.bottom - y)))
        y += img.get_height() + gap
    if fl is not None:
        fy = max(y + gap, rect.bottom - fl.get_height())
        if fy < rect.bottom:
            if imgs:  # a thin rule between rules and flavour
                pygame.draw.line(s, (*P.TEXT_DIM, 90), (rect.centerx - u(12), fy - gap), (rect.centerx + u(12), fy - gap), 1)
            s.blit(fl, (rect.x, fy), area=pygame.Rect(0, 0, rect.width, rect.bottom - fy))


def _pill(s, u: _Card, rect: pygame.Rect, main):
    pygame.draw.rect(s, P.darken(main, 0.7), rect, border_radius=rect.height // 2)
    pygame.draw.rect(s, P.darken(main, 0.1), rect, max(1, u(0.6)), border_radius=rect.height // 2)


def _footer(s, u: _Card, card, kind, main):
    y = 128.0
    move = getattr(card, "move", None)
    if move is not None and kind in ("influence", "progress", "item", "flaw"):
        # the movement value: a gold disc with the number, the footprints beside it
        c = (u(13), u(y + 3))
        pygame.draw.circle(s, P.darken(P.GOLD, 0.55), c, u(6.2))
        pygame.draw.circle(s, P.GOLD, c, u(6.2), max(1, u(0.8)))
        T.line(s, str(move), c, u(7.5), P.MOONLIGHT, "rules_bold", anchor="center")
    right = u(93)
    price = getattr(card, "price", None)
    if kind == "flaw":
        removal = getattr(card, "removal", None)
        if removal is not None:
            img = T.layout(_("Remove: {n} {{ether}}").format(n=removal), u(40), u(5), P.TEXT_DIM, "rules_bold", align="right")
            s.blit(img, (right - img.get_width(), u(y)))
    elif price is not None:
        pill = pygame.Rect(0, 0, u(20), u(10))
        pill.midright = (right, u(y + 3))
        _pill(s, u, pill, P.ETHER)
        T.line(s, str(price), (pill.x + u(6), pill.centery), u(6.5), P.TEXT, "rules_bold", anchor="center")
        s.blit(icon("ether", u(8)), (pill.x + u(10), pill.centery - u(4)))
    code = getattr(card, "code", None)
    if code and kind in ("secret",):
        T.line(s, str(code), (u(50), u(y + 3)), u(5.5), P.TEXT_DIM, "small", anchor="center")


def _corner(s, u: _Card, card) -> int:
    """Intent badges top right; returns where the title must stop."""
    it = intents(card)
    size = u(12)
    x = u(94) - size
    for colour, amount in reversed(list(it.items())):
        s.blit(intent_badge(colour, amount, size), (x, u(3.4)))
        x -= size - u(1)
    return x


def _render(card, kind: str, width: int) -> pygame.Surface:
    if kind == "turn":
        return _turn(card, width)
    if kind == "script":
        return _script(card, width)
    u = _Card(width)
    card_id = str(getattr(card, "id", "card")).split("#")[0]
    main = frame_colour(card, kind)
    s = _body(u, main, card_id)
    right = _corner(s, u, card)
    title = str(getattr(card, "name", None) or getattr(card, "title", None) or card_id.replace("_", " ").title())
    _title(s, u, title, right - u(1))
    _type_line(s, u, _type_text(card, kind))
    palette = _INTENT_PALETTE.get(next(iter(intents(card)), ""), _PALETTE.get(kind, 0))
    art = u.rect(6, 23, 88, 44)
    _art_window(s, u, card_id, art if kind != "mask" else u.rect(18, 22, 64, 46), main, palette, oval=kind == "mask")
    body = getattr(card, "text", None)
    blocks = _action_lines(card, describe=not body)
    if body:
        blocks.append((str(body), "rules"))
    for extra in _extra_blocks(card, kind):
        blocks.append(extra)
    if not body and not blocks:
        effect = getattr(card, "effect", None)
        if effect:
            blocks.append((_describe(effect), "rules"))
    footer = kind in ("influence", "progress", "item", "flaw") or getattr(card, "price", None) is not None \
        or kind == "secret"
    box = u.rect(8, art.bottom / u.k + 3, 84, (124 if footer else 133) - art.bottom / u.k - 3)
    _text_box(s, u, box, blocks, getattr(card, "flavour", None) or _subtitle(card, kind))
    _footer(s, u, card, kind, main)
    if kind == "flaw":
        _crack(s, u, card_id, main)
    return s


# -- the compact face: a card at rest ------------------------------------------------------------

COMPACT_LEAST = 12  # no letter on a compact face under this (the UI's floor at 1x)


def compact_size(width: int, ui_scale: float = 1.0) -> int:
    """The letter size of a compact face `width` pixels wide at a UI scale:
    12 px at 1x, growing with the scale as far as the card's width lets a
    name of two short words sit on a line (about 13% of the width)."""
    return max(COMPACT_LEAST, min(round(COMPACT_LEAST * ui_scale), round(width * 0.135)))


def _compact_heads(card) -> list[tuple[str, str]]:
    """(whole, short) markup for each line a compact face may show: the
    Progress placement, then each action's cost with its name (short: the
    cost and its keyword icons alone)."""
    out = []
    prog = getattr(card, "progress", None)
    if prog is not None:
        suit = getattr(prog, "suit", "")
        cost = _cost_markup(getattr(prog, "cost", None))
        lead = f"{{{suit}}} " if suit else ""
        out.append((lead + _("Place: {cost}").format(cost=cost), lead + cost))
    acts = list(getattr(card, "actions", ()) or ())
    if getattr(card, "ability", None) is not None:
        acts.append(card.ability)
    acts += list(getattr(card, "interactions", ()) or ())
    for act in acts:
        marks = " ".join(m for flag, m in (("rapid", "{rapid}"), ("gradual", "{gradual}"), ("per_player", "{player_count}"))
                         if getattr(act, flag, False))
        cost = _cost_markup(getattr(act, "cost", None))
        short = f"{cost} {marks}".strip()
        out.append((f"{short} {getattr(act, 'name', '')}".strip(), short))
    return out


def _one_line(markup: str, width: int, px: int, role: str) -> bool:
    """Whether the markup holds on one line `width` wide (no wider page makes it shorter)."""
    return T.layout(markup, width, px, P.TEXT, role).get_height() <= T.layout(markup, 4000, px, P.TEXT, role).get_height()


def _markup_line(s, markup: str, pos, width: int, px: int) -> None:
    """One line of markup (words and {icons}); heard by the recorders as the words
    it shows ("1 Wager"), not its tokens."""
    img = T.layout(markup, width, px, P.TEXT, "rules_bold")
    rect = s.blit(img, pos)
    words = " ".join(T.TOKEN.sub(" ", markup).split())
    if words:
        T.record(words, "rules_bold", img.get_width(), img.get_height(), (width, img.get_height()), rect, s.get_size(),
                 fonts.font_for("rules_bold", px, words).point_size)


def _compact(card, kind: str, width: int, px: int) -> pygame.Surface:
    """Name on top (two lines at most), the picture, one line per action
    (cost, then its name where the line holds it), the movement disc and the
    price at the foot: nothing under `px` pixels, so the card reads at rest."""
    u = _Card(width)
    card_id = str(getattr(card, "id", "card")).split("#")[0]
    main = frame_colour(card, kind)
    s = _body(u, main, card_id)
    m = max(4, u(6))
    inner = pygame.Rect(m, m - max(0, u(1)), u.w - 2 * m, u.h - 2 * m)
    title = str(getattr(card, "name", None) or getattr(card, "title", None) or card_id.replace("_", " ").title())
    # the name: as large as the letters allow, wrapped over two lines at most, never under px
    title_px = max(px, round(px * 1.15))
    two = 2 * max(fonts.font("title", title_px).get_linesize(), fonts.font_for("title", title_px, title).get_linesize())
    used = T.draw(s, title, pygame.Rect(inner.x, inner.y, inner.width, two), title_px, P.TEXT, "title", min_size=px)
    top = inner.y + used + max(2, u(1.5))
    # the foot: movement disc left, price (or a Flaw's removal) right
    r = max(round(px * 0.95), u(6))
    foot_h = 2 * r + max(2, u(1))
    foot_y = inner.bottom - foot_h // 2
    move = getattr(card, "move", None)
    if move is not None and kind in ("influence", "progress", "item", "flaw"):
        c = (inner.x + r, foot_y)
        pygame.draw.circle(s, P.darken(P.GOLD, 0.55), c, r)
        pygame.draw.circle(s, P.GOLD, c, r, max(1, u(0.8)))
        T.line(s, str(move), c, max(px, round(px * 1.1)), P.MOONLIGHT, "rules_bold", anchor="center")
    price = getattr(card, "removal", None) if kind == "flaw" else getattr(card, "price", None)
    if price is not None:
        num = fonts.font("rules_bold", px).size(str(price))[0]
        pill = pygame.Rect(0, 0, num + 2 * r + u(4), 2 * r)
        pill.midright = (inner.right, foot_y)
        _pill(s, u, pill, P.ETHER if kind != "flaw" else P.darken(main, 0.2))
        T.line(s, str(price), (pill.x + u(2.5), pill.centery), px, P.TEXT, "rules_bold", anchor="midleft")
        ic = round(r * 1.5)
        s.blit(icon("ether", ic), (pill.right - ic - u(1.5), pill.centery - ic // 2))
    # the actions' lines, upward from the foot
    bottom = foot_y - r - max(2, u(1.5))
    rows = []
    for whole, short in _compact_heads(card)[:2]:
        rows.append(whole if _one_line(whole, inner.width, px, "rules_bold") else short)
    for markup in reversed(rows):
        line_h = T.layout(markup, 4000, px, P.TEXT, "rules_bold").get_height()  # a Chinese line is taller
        if bottom - line_h < top + u(20):
            break  # the picture keeps a strip: a card of three actions shows two
        bottom -= line_h
        _markup_line(s, markup, (inner.x, bottom), inner.width, px)
    # the picture fills what is left; the Intents sit large on its top right corner
    palette = _INTENT_PALETTE.get(next(iter(intents(card)), ""), _PALETTE.get(kind, 0))
    art = pygame.Rect(u(6), top, u.w - 2 * u(6), max(u(12), bottom - top - max(2, u(1.5))))
    _art_window(s, u, card_id, art, main, palette)
    size = max(u(14), 2 * px)  # the amount printed at half the badge: px
    x = art.right - size - u(1)
    for colour, amount in reversed(list(intents(card).items())):
        s.blit(intent_badge(colour, amount, size), (x, art.y + u(1)))
        x -= size - u(1)
    if kind == "flaw":
        _crack(s, u, card_id, main)
    return s


def _subtitle(card, kind):
    return getattr(card, "title", None) if kind == "dreamer" else None


def _type_text(card, kind: str) -> str:
    parts = [tr(TYPE_NAMES.get(kind, N_("Card")))]
    owner = getattr(card, "owner", None)
    if owner == "market" or getattr(card, "market", False):
        parts.append(_("Market"))
    elif isinstance(owner, str) and owner:  # a Dreamer's own card: the Dreamer's name, without "The"
        from game.content import default_content
        who = getattr(default_content().get(owner), "name", None)
        parts.append(who.removeprefix("The ") if who else owner.replace("_", " ").title())
    if kind == "item" and getattr(card, "starting", False):
        parts.append(_("Starting"))
    if kind == "season" and getattr(card, "kind", None):
        parts.append(tr(SEASON_KINDS.get(card.kind, str(card.kind).title())))
    if kind in ("entity",):
        ent = getattr(card, "entity", None)
        if ent is not None:
            parts.append(_("Big") if getattr(ent, "big", False) else
                         (_("Friendly") if getattr(ent, "friendly", False) else _("Hostile")))
    if kind == "secret":
        back = getattr(card, "back", None)
        if back:
            parts.append(_("{kind} back").format(kind=tr(TYPE_NAMES.get(str(back).lower(), str(back)))))
    if kind == "note" and getattr(card, "single_use", False):
        parts.append(_("single use"))
    return " · ".join(parts)


def _extra_blocks(card, kind):
    if kind in ("entity", "delta_phase"):
        eff = getattr(card, "effects", None)
        for step in ("morphing", "basic", "special"):
            e = getattr(eff, step, ()) if eff is not None else ()
            if e:
                yield f"{{{step}_effect}} {_describe(e)}", "rules"
        mv = getattr(card, "movement", None)
        if mv is not None:
            yield _("{{movement}} Moves {n} toward the {rule}").format(
                n=getattr(mv, "value", 1), rule=tr(MOVE_RULES.get(str(getattr(mv, "rule", "")), ""))), "dim"
        for opt in getattr(card, "options", ()) or ():
            yield f"· {getattr(opt, 'label', '')}", "rules"
    if kind == "dream_gate":
        keys = getattr(card, "keys", None)
        turns = getattr(card, "turns", None)
        bits = []
        if keys:
            bits.append(_("{n} {{key}} to open").format(n=keys))
        if turns:
            bits.append(_("{n} {{hours}} Turns").format(n=turns))
        if bits:
            yield " · ".join(bits), "rules_bold"
        if getattr(card, "goals", None):
            yield str(card.goals), "rules"
    if kind == "note" and getattr(card, "use", None):
        yield str(card.use), "dim"
    if kind == "dreamer":
        tok = getattr(card, "personal_token", None)
        if tok is not None:
            yield f"{getattr(tok, 'name', '')}: {getattr(tok, 'text', '')}", "dim"


def _crack(s, u: _Card, card_id: str, main):
    """A Flaw's frame carries a hairline crack down its left side."""
    rng = _seed(card_id + "crack")
    x, y = u(2), u(30 + rng.randrange(40))
    pts = [(x, y)]
    for _n in range(5):
        x += u(rng.uniform(0.5, 2.5))
        y += u(rng.uniform(2, 5))
        pts.append((x, y))
    pygame.draw.lines(s, P.darken(main, 0.6), False, pts, max(1, u(0.7)))


# -- Turn cards and story pages: parchment ---------------------------------------------------------

STEP_ICON = {"morphing": "morphing_effect", "basic": "basic_effect", "special": "special_effect",
             "movement": "move_full"}


def _turn(card, width) -> pygame.Surface:
    u = _Card(width)
    suit = getattr(card, "suit", "") or ""
    main = P.SUIT.get(suit, P.FRAME["turn"])
    s = _body(u, P.FRAME["turn"], str(getattr(card, "id", "turn")), light=True)
    pygame.draw.rect(s, main, s.get_rect().inflate(-u(7), -u(7)), max(1, u(0.8)), border_radius=u(3))
    if suit in P.SUIT:
        s.blit(icon(suit, u(15)), (u(6), u(5)))
        s.blit(pygame.transform.rotate(icon(suit, u(15)), 180), (u(79), u(119)))
    name = str(getattr(card, "name", "Turn"))
    _title(s, u, name, u(92), P.PARCHMENT_INK, role="title", y=5, size=8.5, left=24)
    s.blit(render(_("Turn"), "rules_italic", max(7, u(5)), P.mix(P.PARCHMENT_INK, P.PARCHMENT, 0.35)), (u(24), u(17)))
    y = u(30)
    for i, step in enumerate(getattr(card, "steps", ()) or ()):
        row = pygame.Rect(u(10), y, u(80), u(15))
        pygame.draw.rect(s, P.mix(P.PARCHMENT, main, 0.18), row, border_radius=u(3))
        s.blit(icon(STEP_ICON.get(step, "basic_effect"), u(12)), (row.x + u(1.5), row.y + u(1.5)))
        T.line(s, f"{i + 1}. {tr(TURN_STEPS.get(step, str(step).title()))}", (row.x + u(17), row.centery), u(6.5), P.PARCHMENT_INK, "rules_bold",
               anchor="midleft")
        y += u(18)
    loot = getattr(card, "loot", ()) or ()
    if loot:
        box = pygame.Rect(u(10), u(100), u(80), u(17))
        pygame.draw.line(s, P.mix(P.PARCHMENT_INK, P.PARCHMENT, 0.5), (box.x, box.y - u(2)), (box.right, box.y - u(2)), 1)
        T.draw(s, _("Loot: {loot}").format(loot=_describe(loot)), box, u(5.5), P.PARCHMENT_INK, "rules_italic")
    return s


def _script(card, width) -> pygame.Surface:
    u = _Card(width)
    s = _body(u, P.FRAME["script"], str(getattr(card, "id", "script")), light=True)
    num = getattr(card, "number", None)
    title = getattr(card, "title", None) or getattr(card, "name", None) or _("Story")
    _title(s, u, f"{num}. {title}" if num is not None else str(title), u(92), P.PARCHMENT_INK, y=5)
    body = pygame.Rect(u(8), u(18), u(84), u(114))
    T.draw(s, str(getattr(card, "text", "") or ""), body, u(6.5), P.PARCHMENT_INK, "story", min_size=max(6, u(3.5)))
    return s


def _back(kind: str, width: int) -> pygame.Surface:
    u = _Card(width)
    main = P.FRAME.get(kind, P.FRAME["card"])
    s = _body(u, main, "back-" + kind)
    c = (u.w // 2, u.h // 2)
    glow = pygame.Surface((u.w, u.h), pygame.SRCALPHA)
    for i in range(8, 0, -1):
        pygame.draw.circle(glow, (*P.MOONLIGHT, 10), c, u(12 + i * 3))
    s.blit(glow, (0, 0))
    moon = pygame.Surface((u(30), u(30)), pygame.SRCALPHA)
    pygame.draw.circle(moon, P.MOONLIGHT, (u(15), u(15)), u(14))
    pygame.draw.circle(moon, (0, 0, 0, 0), (u(21), u(11)), u(12))
    s.blit(moon, (c[0] - u(15), c[1] - u(15)))
    pygame.draw.circle(s, main, c, u(24), max(1, u(0.8)))
    T.line(s, tr(TYPE_NAMES.get(kind, N_("Card"))), (c[0], u.h - u(14)), u(7), P.lighten(main, 0.3), "title", anchor="center")
    return s
