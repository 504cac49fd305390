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

from game.gfx.paint import ART_SIZE, INTENT_PALETTE, KIND_MOTIFS, KINDS, paint, palette_for  # noqa: E402,F401

ROOT = Path(__file__).resolve().parents[2]
ART = ROOT / "assets" / "art"
SIZE = ART_SIZE


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
        pygame.image.save(paint(SIZE, id_, palette_for(kind, defn), KIND_MOTIFS.get(kind)), str(folder / f"{id_}.png"))
        n += 1
    return n


SHEET_SIZE = (1920, 1280)


def _sky(size) -> pygame.Surface:
    """The review sheet's ground: the same night as the table."""
    img = pygame.Surface(size)
    w, h = size
    for y in range(h):
        t = y / (h - 1)
        pygame.draw.line(img, [int(a + (b - a) * t) for a, b in zip((14, 10, 34), (36, 20, 58))], (0, y), (w, y))
    return img


def sheet(path: str) -> None:
    """Every component type at table size on one image, drawn by game.gfx."""
    from game.content import default_content
    from game.gfx import palette as P
    from game.gfx import text as T
    from game.gfx.cards import card_kind, render_back, render_card
    from game.gfx.figures import dreamer, die_face, entity, token
    from game.gfx.icons import NAMES, icon
    from game.gfx.tiles import render_overlay, render_tile
    pygame.init()
    c = default_content()
    img = _sky(SHEET_SIZE)
    T.line(img, "Etherfields: every component at table size", (960, 16), 30, P.MOONLIGHT, "title", anchor="midtop")

    def label(msg, x, y):
        T.line(img, msg, (x, y), 15, P.TEXT_DIM, "rules_italic")

    # cards: one of every frame
    picks, seen = [], set()
    pools = [c.influence, c.flaws, c.items, c.masks, c.fate, c.turn_cards, c.wisdom, c.notes, c.seasons,
             c.secrets, c.slumber_tiles, c.dream_gates, c.dreamers, c.scripts]
    for pool in pools:
        for card in pool.values():
            kind = card_kind(card)
            if kind not in seen:
                seen.add(kind)
                picks.append(card)
    label("Cards: a frame per type (Influence by its Intent, Progress, Flaw, Item, Mask, Fate, Turn, Wisdom, "
          "Note, Season, Secret, Entity, Dream Gate, Dreamer, story) and a back", 24, 58)
    cw, ch = 128, round(128 * 88 / 63)
    for i, card in enumerate(picks + [None]):
        x, y = 24 + (i % 9) * (cw + 10), 82 + (i // 9) * (ch + 12)
        img.blit(render_card(card, cw) if card is not None else render_back("influence", cw), (x, y))
    # figures and tokens
    fx = 1330
    label("Miniatures: Dreamers (facing, selected), Entities (Big, States)", fx, 58)
    for i, d in enumerate(list(c.dreamers.values())[:5]):
        initial = str(getattr(d, "name", "?")).replace("The ", "")[:1]
        spr = dreamer(getattr(d, "colour", None) or "#c8b8f0", 22, facing=i * 45, initial=initial, selected=i == 0)
        img.blit(spr, spr.get_rect(center=(fx + 40 + i * 70, 120)))
    ents = list(c.slumber_tiles.values())
    for i, (big, state) in enumerate([(False, None), (False, "stunned"), (False, "poisoned"), (True, None),
                                      (False, "dazed")]):
        e = ents[i % len(ents)] if ents else None
        spr = entity(30 if big else 22, facing=180 - i * 30, big=big, state=state,
                     entity_id=getattr(e, "id", str(i)), friendly=bool(getattr(getattr(e, "entity", None), "friendly", False)))
        img.blit(spr, spr.get_rect(center=(fx + 40 + i * 70, 205)))
    label("Tokens and markers", fx, 250)
    kinds = ["threat", "universal", "block", "story", "sign", "ether", "key", "gem", "distress", "morphing", "hours",
             "seal", "light", "darkness", "water", "swamp"]
    for i, k in enumerate(kinds):
        spr = token(k, 16)
        img.blit(spr, spr.get_rect(center=(fx + 24 + (i % 8) * 66, 292 + (i // 8) * 54)))
    for i, st in enumerate(["stunned", "dazed", "paralyzed", "poisoned"]):
        spr = token("state", 16, st)
        img.blit(spr, spr.get_rect(center=(fx + 24 + i * 66, 400)))
    for i, m in enumerate(list(c.morphings.values())[:4]):
        spr = token("morphing", 16, getattr(m, "name", "?")[:1])
        img.blit(spr, spr.get_rect(center=(fx + 288 + i * 66, 400)))
    label("Dice: Luck (fail, blank, +1, +2, +3) and Movement (one, full, full again)", fx, 436)
    for i, face in enumerate(["fail", "blank", "plus1", "plus2", "plus3", "one", "full", "full_again"]):
        img.blit(die_face(face, 48), (fx + i * 70, 462))
    # tiles and overlays
    ty = 560
    label("Slumber map tiles (2x2: Walls, Spawn by suit, Entrance, Traps, Stairs, Gem slots, terrain, "
          "drawing bonus, Quirk slots, Map actions) and Overlays turned to fit", 24, ty - 26)
    cell = 80
    for i, t in enumerate(list(c.map_tiles.values())[:7]):
        img.blit(render_tile(t, cell, rotation=90 if i == 6 else 0), (24 + i * (2 * cell + 12), ty))
    ox = 24
    for o in list(c.overlays.values())[:2]:
        for rot in (0, 90):
            surf = render_overlay(o, 60, rot)
            img.blit(surf, (ox, ty + 2 * cell + 16))
            ox += surf.get_width() + 16
    # icons
    iy = ty + 2 * cell + 16
    ix = ox + 20
    label("Icons: every rules symbol, a shape and a colour together", ix, iy - 4)
    per = (1900 - ix) // 58
    for i, name in enumerate(NAMES):
        x, y = ix + (i % per) * 58, iy + 22 + (i // per) * 58
        img.blit(icon(name, 34), (x + 12, y))
        T.line(img, name.replace("_", " "), (x + 29, y + 38), 10, P.TEXT_DIM, "small", anchor="midtop", max_width=56)
    # illustrations
    ay = 1010
    label("Illustrations: generated from each id (python -m game.art)", 24, ay - 24)
    sample = list(items())[::13][:9]
    for i, (kind, id_, defn) in enumerate(sample):
        x = 24 + i * 210
        img.blit(paint((200, 125), id_, palette_for(kind, defn), KIND_MOTIFS.get(kind)), (x, ay))
        pygame.draw.rect(img, P.darken(P.GOLD, 0.3), (x, ay, 200, 125), 1)
        T.line(img, getattr(defn, "name", None) or id_, (x, ay + 132), 13, P.TEXT, "rules_bold", max_width=200)
        T.line(img, kind.replace("_", " "), (x, ay + 150), 11, P.TEXT_DIM, "rules_italic")
    pygame.image.save(img, path)


def main(argv: list[str] | None = None) -> int:
    from game.cli import CommandError, output_file, output_folder
    parser = argparse.ArgumentParser(prog="python -m game.art")
    parser.add_argument("--sheet", metavar="PNG", help="draw the contact sheet instead")
    parser.add_argument("--out", default=str(ART), help="the folder the illustrations go into")
    parser.add_argument("--game", choices=("etherfields", "onirim"), default="etherfields",
                        help="onirim: the sheet of Onirim's cards (drawn in code at any size, no files to paint)")
    args = parser.parse_args(argv)
    try:
        if args.game == "onirim":
            from game.ui.onirim.art import sheet as onirim_sheet
            pygame.init()
            pygame.display.set_mode((1, 1))
            out = str(output_file(args.sheet or "onirim-cards.png", "Onirim card sheet"))
            onirim_sheet(out)
            print(f"Onirim card sheet written to {out}")
            return 0
        if args.sheet:
            sheet(str(output_file(args.sheet, "contact sheet")))
            print(f"contact sheet written to {args.sheet}")
            return 0
        n = generate(output_folder(args.out, "illustrations"))
    except pygame.error as err:  # what pygame says when it cannot write an image
        raise CommandError(f"Cannot write the image: {err}.") from None
    print(f"{n} illustrations painted into {args.out}")
    return 0


if __name__ == "__main__":
    from game.cli import run
    sys.exit(run(main))
