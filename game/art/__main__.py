"""`python -m game.art`: paint an illustration for every content item, and
`python -m game.art --sheet out.png`: every component type on one image.

Illustrations go to assets/art/<kind>/<id>.png. The painter is seeded from
the id, so running it again reproduces every file byte for byte, and a new
content item gets its picture without hand work.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.art.paint import paint  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ART = ROOT / "assets" / "art"
SIZE = (320, 200)
KINDS = {  # kind -> palette (None: chosen by the id's seed)
    "dreamers": None, "influence": None, "items": 4, "masks": 0, "fate": 2, "flaws": 2, "slumber_tiles": 0,
    "map_tiles": 1, "dream_gates": 0, "dreamworld_tiles": 3, "scripts": None, "seasons": 3, "wisdom": 4,
    "secrets": 1, "notes": 4, "overlays": 1,
}
INTENT_PALETTE = {"awareness": 1, "cunning": 3, "wrath": 2}


def palette_for(kind: str, defn) -> int | None:
    if kind == "influence":
        intent = getattr(defn, "intent", None) or {}
        first = next(iter(intent), None)
        return INTENT_PALETTE.get(first, 0)
    return KINDS.get(kind)


def items():
    from game.content import default_content
    content = default_content()
    for kind in KINDS:
        for id_, defn in sorted(getattr(content, kind, {}).items()):
            yield kind, id_, defn


def generate(out: Path = ART, only: set[str] | None = None) -> int:
    pygame.init()
    n = 0
    for kind, id_, defn in items():
        if only and id_ not in only:
            continue
        folder = out / kind
        folder.mkdir(parents=True, exist_ok=True)
        pygame.image.save(paint(SIZE, id_, palette_for(kind, defn)), str(folder / f"{id_}.png"))
        n += 1
    return n


def sheet(path: str) -> None:
    from game.content import default_content
    from game.rules.etherfields.geometry import Dreamscape
    from game.ui import draw as d
    from game.ui.table import INTENT_COLOURS
    pygame.init()
    pygame.display.set_mode((1, 1))
    c = default_content()
    img = pygame.Surface((1920, 1240))
    d.night_sky(img, seed=5)
    d.text(img, "Etherfields: every component at table size", (960, 34), 30, (244, 230, 190), anchor="center",
           bold=True, role="story")

    def label(msg, x, y):
        d.text(img, msg, (x, y), 15, (200, 190, 230), italic=True)

    label("Influence cards: starting, market, Progress, Flaw", 30, 70)
    starting = [k for k, v in c.influence.items() if getattr(v, "owner", "") != "market"]
    market = [k for k, v in c.influence.items() if getattr(v, "owner", "") == "market" and not getattr(v, "progress", None)]
    cards = starting[:1] + market[:1]
    cards += [k for k, v in c.influence.items() if getattr(v, "progress", None) is not None][:2]
    cards += list(c.flaws)[:1] + list(c.items)[:2] + list(c.masks)[:1] + list(c.fate)[:2]
    for i, cid in enumerate(cards):
        d.influence_card(img, pygame.Rect(30 + i * 150, 95, 140, 200), c.get(cid), INTENT_COLOURS)
    label("Turn cards", 30, 320)
    for i, tid in enumerate(list(c.turn_cards)[:4]):
        d.turn_card(img, pygame.Rect(30 + i * 130, 345, 118, 162), c.turn_cards[tid], 1)
    label("Slumber map tiles (2x2 spaces, Walls, Spawn, Entrance, Traps, Stairs, Gem slots, terrain, Quirks)", 560, 320)
    tiles = list(c.map_tiles)[:6]
    placements = [{"tile": t, "at": f"{'ABC'[i % 3]}{i // 3 + 1}"} for i, t in enumerate(tiles)]
    ds = Dreamscape.from_tiles(placements, c.map_tiles)
    cell = 80
    for tile in tiles:
        spaces = [p for p, s in ds.spaces.items() if s.tile == tile]
        xs, ys = [p[0] for p in spaces], [p[1] for p in spaces]
        d.tile_back(img, pygame.Rect(560 + min(xs) * cell + 2, 345 + min(ys) * cell + 2, 2 * cell - 4, 2 * cell - 4), tile)
    for p, s in ds.spaces.items():
        r = pygame.Rect(560 + p[0] * cell, 345 + p[1] * cell, cell, cell)
        d.space(img, r, s)
        for i, act in enumerate(s.map_actions):
            d.map_action(img, r, act, i, False)
    for w in ds.walls:
        a, b = sorted(w)
        ra = pygame.Rect(560 + a[0] * cell, 345 + a[1] * cell, cell, cell)
        if b[0] != a[0]:
            d.wall(img, (ra.right, ra.top + 3), (ra.right, ra.bottom - 3), 5)
        else:
            d.wall(img, (ra.left + 3, ra.bottom), (ra.right - 3, ra.bottom), 5)
    label("Overlay card, rotated to fit", 1100, 320)
    d.overlay_card(img, pygame.Rect(1100, 345, 160, 80), "Ajar", 90)
    d.overlay_card(img, pygame.Rect(1100, 440, 160, 80), "A Door Left Ajar", 180)
    label("Miniatures, Entities, States", 1300, 320)
    for i, who in enumerate(c.dreamers):
        from game.ui.widgets import hex_colour
        d.miniature(img, (1330 + i * 60, 380), 18, hex_colour(c.dreamers[who].colour), c.dreamers[who].name[4:5])
    for i, (big, state) in enumerate([(False, None), (False, "stunned"), (False, "poisoned"), (True, None)]):
        d.entity(img, (1330 + i * 80, 460), 26 if big else 16, big=big, state=state)
    label("Morphing and State tokens", 1300, 520)
    for i, m in enumerate(list(c.morphings)[:8]):
        d.token(img, (1320 + i * 34, 550), 13, (190, 90, 150), c.morphings[m].name[:1])
    label("Dice faces (Luck, Movement)", 30, 540)
    from game.ui.dice import FACE_LABEL
    for i, face in enumerate(["fail", "blank", "plus1", "plus2", "plus3", "one", "full", "full_again"]):
        r = pygame.Rect(30 + i * 56, 565, 44, 44)
        pygame.draw.rect(img, (236, 226, 200) if face != "fail" else (230, 120, 110), r, border_radius=8)
        d.text(img, FACE_LABEL[face], r.center, 16, (40, 28, 50), anchor="center", bold=True)
    label("Icons: every rules symbol, shape and colour together", 1100, 585)
    from game.ui.icons import NAMES, icon
    for i, name in enumerate(NAMES):
        x, y = 1100 + (i % 15) * 54, 610 + (i // 15) * 60
        img.blit(icon(name, 36), (x, y))
        d.text(img, name.replace("_", " ")[:9], (x + 18, y + 44), 10, (190, 180, 220), anchor="center")
    label("Illustrations (generated from each id)", 30, 640)
    for i, (kind, id_, defn) in enumerate(list(items())[::9][:8]):
        x, y = 30 + (i % 4) * 260, 665 + (i // 4) * 270
        img.blit(paint((220, 138), id_, palette_for(kind, defn)), (x, y))
        d.text(img, getattr(defn, "name", id_) or id_, (x, y + 145), 14, (230, 222, 250), max_width=220)
        d.text(img, kind, (x, y + 165), 12, (170, 160, 200), italic=True)
    pygame.image.save(img, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.art")
    parser.add_argument("--sheet", metavar="PNG", help="draw the contact sheet instead")
    parser.add_argument("--out", default=str(ART))
    args = parser.parse_args(argv)
    if args.sheet:
        sheet(args.sheet)
        print(f"contact sheet written to {args.sheet}")
        return 0
    n = generate(Path(args.out))
    print(f"{n} illustrations painted into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
