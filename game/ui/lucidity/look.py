"""How Lucidity's things look: the bag, the sleep marker, the words for
faces, colours and rows, and the tray's painter for its dice (the dice
themselves are drawn by game.gfx.dice). Pure drawing; nothing here reads or
changes the game."""
from __future__ import annotations

import functools
import math

import pygame

from game.gfx import dice
from game.ui import draw as d
from game.i18n import _, N_

FACE_NAMES = {"power": N_("Power"), "power2": N_("double Power"), "hunt": N_("Hunt"), "exhaust": N_("Exhaust"), "shadow": N_("Shadow")}
COLOUR_WORDS = {"red": N_("red"), "yellow": N_("yellow"), "green": N_("green"), "blue": N_("blue")}
# The Nightmares as the rules name a die's colour ("red die (Primeval Fear)").
NIGHTMARE_WORDS = {"Primeval Fear": N_("Primeval Fear"), "Imprisonment": N_("Imprisonment"), "Envy": N_("Envy"),
                   "the Depths": N_("the Depths")}
ROW_NAMES = {"power": N_("Power"), "hunt": N_("Hunt"), "exhaust": N_("Exhaust"), "red": N_("Shadow"), "yellow": N_("Shadow"),
             "green": N_("Shadow"), "blue": N_("Shadow")}


def tray_painter(game):
    """The tray's `paint` hook: the key is the die id, its colour from the rules."""
    from game.rules.lucidity import die_colour

    def paint(img: pygame.Surface, key, face, size):
        dice.dream_die(img, img.get_rect(), die_colour(key), face)
    return paint


def tray_floor(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The dice tray: a raised rim of dark wood around deep violet felt, so the
    place where the dice land reads as a tray, not as an empty panel."""
    global _PICTURES
    if _PICTURES is None:
        from game.gfx.cache import new_cache
        _PICTURES = new_cache(8)
    surf.blit(_PICTURES.get(("tray", rect.size), lambda: _tray_floor(rect.size)), rect)


def _tray_floor(size) -> pygame.Surface:
    w, h = size
    img = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    rim = max(6, min(w, h) // 28)
    pygame.draw.rect(img, (58, 40, 34), img.get_rect(), border_radius=14)  # the wood
    pygame.draw.rect(img, (96, 70, 52), img.get_rect(), 2, border_radius=14)  # its lit edge
    felt = img.get_rect().inflate(-2 * rim, -2 * rim)
    if felt.width <= 0 or felt.height <= 0:  # a tray squeezed to its rim (a window at its smallest): wood only
        return img
    for k in range(felt.height):  # lighter at the middle, as under a lamp
        t = abs(k / max(1, felt.height - 1) - 0.45)
        c = (int(52 - 26 * t), int(36 - 18 * t), int(84 - 34 * t))
        pygame.draw.line(img, c, (felt.x, felt.y + k), (felt.right - 1, felt.y + k))
    mask = pygame.Surface(img.get_size(), pygame.SRCALPHA)  # the felt's rounded corners
    pygame.draw.rect(mask, (255, 255, 255, 255), felt, border_radius=10)
    pygame.draw.rect(mask, (255, 255, 255, 255), img.get_rect(), border_radius=14)
    for i in range(felt.width * felt.height // 30):  # the felt's nap
        x, y = felt.x + (i * 7919) % max(1, felt.width), felt.y + (i * 104729) % max(1, felt.height)
        r, g, b, _a = img.get_at((x, y))
        img.set_at((x, y), (min(255, r + 10), min(255, g + 8), min(255, b + 14)) if i & 1 else (r * 4 // 5, g * 4 // 5, b * 4 // 5))
    pygame.draw.rect(img, (30, 20, 24), felt, 3, border_radius=10)  # the rim's inner shadow on the felt
    img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return img


def bag(surf: pygame.Surface, rect: pygame.Rect, count: int, glow: bool, t: float = 0.0) -> None:
    """The cloth bag: a velvet sack lit from the top left, gathered at the
    neck by a gold cord, a sewn label with how many dreams it holds."""
    rect = pygame.Rect(rect)
    body = pygame.Rect(0, 0, int(rect.width * 0.9), int(rect.height * 0.66))
    body.midbottom = (rect.centerx, rect.bottom - 2)
    if glow:
        pulse = 5 + int(3 * math.sin(t * 4))
        pygame.draw.ellipse(surf, (170, 140, 240), body.inflate(pulse * 2, pulse * 2), 3)
    img = _bag_cloth(rect.size)
    surf.blit(img, rect)
    from game.ui import layout as L
    label = pygame.Rect(0, 0, int(body.width * 0.64), int(body.height * 0.56))
    label.center = (body.centerx + body.width // 20, body.centery + body.height // 12)
    # Count and words both stay on the cream label: at a large UI scale (whose sizes the
    # label does not follow) the count gives way first, then the words, never under 12 px
    # (at 2x the words fell below the label, dark on the dark cloth).
    digits_h = lambda size: d.font(size, bold=True).get_linesize()  # noqa: E731 - Latin digits, not a CJK line
    num, words = 34, 12
    while digits_h(num) + L.line(words) > label.height + 4 and (num > 12 or words > 9):
        num, words = (num - 2, words) if num > 12 else (num, words - 1)
    said = _("dreams in the bag")
    if L.width(said, d.fit_size(said, words, label.width - 6)) > label.width - 6:  # a small bag (a narrow window): its count alone, not cut words
        d.text(surf, str(count), label.center, 34 if digits_h(34) <= label.height + 4 else num, (58, 40, 36),
               anchor="center", bold=True)
        return
    num_h, words_h = digits_h(num), L.line(words)
    top = label.centery - (num_h + words_h) // 2 + 2
    d.text(surf, str(count), (label.centerx, top + num_h // 2), num, (58, 40, 36), anchor="center", bold=True)
    d.text(surf, said, (label.centerx, top + num_h + words_h // 2 - 4), words, (88, 64, 56),
           anchor="center", max_width=label.width - 6, fit=True)


_BAGS = None


def _bag_cloth(size) -> pygame.Surface:
    global _BAGS
    if _BAGS is None:
        from game.gfx.cache import new_cache
        _BAGS = new_cache(4)
    return _BAGS.get(("bag", tuple(size)), lambda: _paint_bag(tuple(size)))


def _paint_bag(size) -> pygame.Surface:
    from game.gfx.silhouette import blur
    w, h = size[0] * SS, size[1] * SS
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    cx = w // 2
    body = pygame.Rect(0, 0, int(w * 0.9), int(h * 0.66))
    body.midbottom = (cx, h - 2 * SS)
    neck_y, neck_w = int(h * 0.2), int(w * 0.22)
    cloth, dark, light = (78, 58, 118), (36, 24, 60), (150, 126, 196)
    shadow = pygame.Surface((w, h), pygame.SRCALPHA)  # contact shadow on the table
    pygame.draw.ellipse(shadow, (0, 0, 0, 120), (body.x + w // 12, body.bottom - h // 10, body.width, h // 8))
    img.blit(blur(shadow, 6), (0, 0))
    shape = pygame.Surface((w, h), pygame.SRCALPHA)
    sack = [(body.x + body.width * 0.1, body.y + body.height * 0.34), (cx - neck_w * 0.55, neck_y + 6 * SS),
            (cx + neck_w * 0.55, neck_y + 6 * SS), (body.right - body.width * 0.1, body.y + body.height * 0.34)]
    pygame.draw.polygon(shape, (255, 255, 255), sack)
    pygame.draw.ellipse(shape, (255, 255, 255), body)
    fill = shape.copy()
    fill.fill((*dark, 255), special_flags=pygame.BLEND_RGBA_MULT)
    img.blit(fill, (0, 0))
    lit = pygame.Surface((w, h), pygame.SRCALPHA)  # the lit half, towards the moon (top left)
    pygame.draw.ellipse(lit, (*cloth, 255), body.move(-body.width // 14, -body.height // 14).inflate(-body.width // 8, -body.height // 10))
    pygame.draw.polygon(lit, (*cloth, 255), [(x - neck_w * 0.1, y) for x, y in sack])
    hi = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(hi, (*light, 150), (body.x + body.width * 0.16, body.y + body.height * 0.16,
                                             body.width * 0.3, body.height * 0.36))
    lit.blit(blur(hi, 8), (0, 0))
    lit = blur(lit, 5)
    lit.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    img.blit(lit, (0, 0))
    for side in (-1, 1):  # folds running up into the gathered neck
        for k in (0.18, 0.34):
            a = (cx + side * body.width * k, body.y + body.height * (0.62 - k * 0.4))
            pygame.draw.line(img, (*dark, 200), a, (cx + side * neck_w * 0.2, neck_y + 10 * SS), 2 * SS)
    frill = [(cx - neck_w, neck_y - 2 * SS), (cx - neck_w * 0.7, neck_y - 22 * SS), (cx - neck_w * 0.3, neck_y - 8 * SS),
             (cx - neck_w * 0.05, neck_y - 26 * SS), (cx + neck_w * 0.3, neck_y - 10 * SS),
             (cx + neck_w * 0.7, neck_y - 20 * SS), (cx + neck_w, neck_y - 2 * SS)]
    pygame.draw.polygon(img, cloth, frill)
    pygame.draw.lines(img, light, False, frill[:4], SS)
    pygame.draw.lines(img, dark, False, frill, SS)
    cord, cord_dark = (220, 182, 96), (120, 86, 40)
    pygame.draw.line(img, cord_dark, (cx - neck_w * 0.8, neck_y + 4 * SS), (cx + neck_w * 0.8, neck_y + 4 * SS), 6 * SS)
    pygame.draw.line(img, cord, (cx - neck_w * 0.8, neck_y + 2 * SS), (cx + neck_w * 0.8, neck_y + 2 * SS), 3 * SS)
    end = (cx + neck_w * 1.0, neck_y + 30 * SS)
    pygame.draw.line(img, cord, (cx + neck_w * 0.5, neck_y + 3 * SS), end, 3 * SS)
    pygame.draw.polygon(img, cord, [end, (end[0] - 5 * SS, end[1] + 12 * SS), (end[0] + 5 * SS, end[1] + 12 * SS)])
    label = pygame.Rect(0, 0, int(body.width * 0.64), int(body.height * 0.56))  # a sewn parchment label
    label.center = (body.centerx + body.width // 20, body.centery + body.height // 12)
    pygame.draw.ellipse(img, (236, 224, 198), label)
    stitch = label.inflate(-5 * SS, -5 * SS)
    for i in range(0, 36, 2):
        pygame.draw.arc(img, (150, 120, 90), stitch, i * math.pi / 18, (i + 1) * math.pi / 18, SS)
    for i in range(w * h // 90):  # the cloth's weave
        x, y = (i * 7919) % w, (i * 104729) % h
        if shape.get_at((x, y)).a and not label.collidepoint(x, y):
            img.set_at((x, y), (*light, 255) if i & 1 else (*dark, 255))
    return pygame.transform.smoothscale(img, size)


def marker(surf, c, r) -> None:
    """The glass sleep marker."""
    pygame.draw.circle(surf, (180, 220, 255), c, r)
    pygame.draw.circle(surf, (240, 250, 255), (c[0] - r // 3, c[1] - r // 3), max(2, r // 3))
    pygame.draw.circle(surf, (90, 130, 180), c, r, 2)


def nightmare_face(size, colour: str, subject: str | None) -> pygame.Surface:
    """A Nightmare card's face without words: dark in its colour, lit from
    within, its brief's subject glowing on the right (the words go on plates)."""
    global _PICTURES
    if _PICTURES is None:
        from game.gfx.cache import new_cache
        _PICTURES = new_cache(8)
    return _PICTURES.get(("face", tuple(size), colour, subject), lambda: _nightmare_face(tuple(size), colour, subject))


def _nightmare_face(size, colour, subject):
    from game.gfx import palette as P
    from game.gfx.silhouette import lit, radial
    w, h = size
    rgb = dice.DREAM_RGB[colour]
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):  # night above, the colour's dark below
        pygame.draw.line(img, P.mix(P.darken(rgb, 0.55), P.darken(rgb, 0.82), y / max(1, h - 1)), (0, y), (w, y))
    glow = radial(int(h * 0.7), P.lighten(rgb, 0.2), 0.55)
    img.blit(glow, glow.get_rect(center=(int(w * 0.5), int(h * 0.5))), special_flags=pygame.BLEND_RGB_ADD)
    if subject:
        fig = lit(subject, int(h * 0.6), P.darken(rgb, 0.25), rim=P.lighten(rgb, 0.55), glow=P.lighten(rgb, 0.3),
                  width=int(w * 0.55))
        img.blit(fig, fig.get_rect(center=(int(w * 0.5), int(h * 0.5))))
    grain = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(w * h // 40):  # paper grain
        grain.set_at(((i * 7919) % w, (i * 104729) % h), (255, 255, 255, 16) if i & 1 else (0, 0, 0, 28))
    img.blit(grain, (0, 0))
    corners = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(corners, (255, 255, 255, 255), corners.get_rect(), border_radius=8)
    img.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return img


# -- the set-up screen's picture ---------------------------------------------------------------
_PICTURES = None  # a SurfaceCache, made on first use
SS = 2  # drawn at twice the size, then smoothed down
# The dice spilled in front of the cards: (colour, face, turn in degrees, across, lift), both as
# shares of the picture's height.
SPILLED = (("red", "hunt", -14, -1.25, 0.02), ("yellow", "power2", 9, -0.55, 0.08), ("blue", "shadow", -6, 0.1, 0.0),
           ("green", "power", 17, 0.75, 0.06), ("yellow", "exhaust", -20, 1.35, 0.0))


def night_picture(height: int, temptation: str | None = None) -> pygame.Surface:
    """Lucidity at a glance, `height` pixels tall (about 3.4 times as wide):
    the four Nightmare cards fanned out, each with its colour's shape and a
    watching eye, and dream dice of the four colours spilled in front.
    `temptation`: the colour whose card the Nightmare of Temptation takes
    (drawn with a gold edge and a Power diamond: the gift it offers)."""
    global _PICTURES
    if _PICTURES is None:
        from game.gfx.cache import new_cache
        _PICTURES = new_cache(8)
    return _PICTURES.get((height, temptation), lambda: _night_picture(height, temptation))


def _night_picture(height: int, temptation: str | None) -> pygame.Surface:
    from game.rules.lucidity import COLOURS
    H = height * SS
    W = int(H * 3.4)
    img = pygame.Surface((W, H), pygame.SRCALPHA)
    ch = int(H * 0.8)
    cw = int(ch * 0.66)
    for k, colour in enumerate(COLOURS):
        card = _nightmare_card(cw, ch, colour, colour == temptation)
        tilt = (1.5 - k) * 8
        card = pygame.transform.rotozoom(card, tilt, 1)
        x = W // 2 + (k - 1.5) * cw * 1.08
        y = ch // 2 + 4 * SS + abs(k - 1.5) ** 1.6 * H * 0.03
        img.blit(card, card.get_rect(center=(int(x), int(y))))
    size = int(H * 0.3)
    for colour, face, turn, across, lift in SPILLED:
        die = pygame.Surface((size, size), pygame.SRCALPHA)
        dice.dream_die(die, die.get_rect(), colour, face)
        shadow = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (6, 2, 14, 120), shadow.get_rect(), border_radius=size // 6)
        c = (int(W // 2 + across * H), int(H - size * 0.62 - lift * H))
        for part, dy in ((shadow, 3 * SS), (die, 0)):
            turned = pygame.transform.rotozoom(part, turn, 1)
            img.blit(turned, turned.get_rect(center=(c[0], c[1] + dy)))
    return pygame.transform.smoothscale(img, (W // SS, H // SS))


def nightmare_card(cw: int, ch: int, colour: str, tempting: bool) -> pygame.Surface:
    """One Nightmare card at `cw` x `ch` (the set-up screen's Temptation cards), smoothed."""
    return _cards().get((cw, ch, colour, tempting), lambda: pygame.transform.smoothscale(
        _nightmare_card(cw * SS, ch * SS, colour, tempting), (cw, ch)))


@functools.lru_cache(maxsize=1)
def _cards():
    """The Temptation cards as drawn (a SurfaceCache, made on first use)."""
    from game.gfx.cache import new_cache
    return new_cache(16)


def _nightmare_card(cw: int, ch: int, colour: str, tempting: bool) -> pygame.Surface:
    """One Nightmare card, face up, no words: dark in its colour, its
    colour's shape in the corner, an eye (or Temptation's Power diamond)."""
    rgb = dice.DREAM_RGB[colour]
    card = pygame.Surface((cw, ch), pygame.SRCALPHA)
    body = card.get_rect()
    radius = max(4, cw // 10)
    pygame.draw.rect(card, tuple(int(v * 0.3) for v in rgb), body, border_radius=radius)
    pygame.draw.rect(card, (236, 196, 84) if tempting else rgb, body, max(2, cw // 28), border_radius=radius)
    inner = body.inflate(-cw // 5, -cw // 5)
    pygame.draw.rect(card, tuple(int(v * 0.55) for v in rgb), inner, max(1, cw // 40), border_radius=radius // 2)
    light = tuple(min(255, int(v * 0.5 + 128)) for v in rgb)
    mark = round(cw * 0.07)
    dice.colour_mark(card, (inner.x + mark * 2, inner.y + mark * 2), mark, colour, light)
    sign = pygame.Rect(0, 0, int(cw * 0.62), int(cw * 0.62))
    sign.center = (body.centerx, int(ch * 0.52))
    dice.glyph(card, sign, "power" if tempting else "shadow", (236, 196, 84) if tempting else light,
               tuple(int(v * 0.3) for v in rgb))
    if not tempting:  # a pupil of the colour's own bright ink, so the eye looks back
        pygame.draw.circle(card, rgb, sign.center, max(2, int(sign.width * 0.08)))
    return card


@functools.lru_cache(maxsize=4)
def rules_words(code: str) -> dict:
    """The words the rules write in English inside their labels ("red die
    (Primeval Fear) showing power2", "to the hunt row"): tr() finds them here
    when they are pieces of a rules pattern."""
    if code == "en":
        return {}
    out = {face: _(name) for face, name in FACE_NAMES.items()}  # _(), not tr(): tr() asks this table
    out.update({colour: _(name) for colour, name in COLOUR_WORDS.items()})
    out.update({english: _(name) for english, name in NIGHTMARE_WORDS.items()})
    return out
