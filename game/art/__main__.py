"""`python -m game.art`: paint every illustrated item from its brief;
`--sheet out.png`: every component type on one image; `--export DIR`: every
picture at its shown size, a folder per kind, and a contact sheet per kind;
`stats --json`: what the pictures are made of; `subjects ICONS_JSON`: rebuild
the subject library from the game-icons set (only the subjects in use).

Illustrations go to assets/art/<kind>/<id>.jpg, painted at the largest size a
scene shows them (SIZES), so nothing is stretched up. The painter is seeded
from the id: running it again gives the same files, byte for byte. Painting
needs numpy (the `art` extra); the game only reads the files.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.art.briefs import ILLUSTRATED, all_briefs  # noqa: E402
from game.content.art import LAYOUTS  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ART = ROOT / "assets" / "art"
KINDS = ILLUSTRATED
CARD = (264, 132)  # a card's art window in the inspector (the largest card: 300 px wide, window 88x44 units)
# Where each kind is drawn and how large (the largest a scene draws it at 1280x720 and up).
SHOWN = {kind: {"card inspector": CARD} for kind in KINDS}
SHOWN["masks"] = {"card inspector (oval window)": (192, 138)}
SHOWN["scripts"] = {"story page": (836, 278), "story page at 1080p": (1130, 376)}  # 70% of the window wide
SHOWN["dream_gates"] = {"card inspector": CARD, "chronicle": (800, 190), "chronicle page": (720, 240),
                        "world map": (96, 60)}
SHOWN["slumber_tiles"] = {"card inspector": CARD, "chronicle": (800, 130), "chronicle page": (240, 150)}
SHOWN["dreamers"] = {"card inspector": CARD, "team choice": (380, 110)}
SHOWN["secrets"] = {"card inspector": CARD, "chronicle": (136, 85), "chronicle page": (150, 94)}
# The stored size of each kind's pictures: at least every size in SHOWN.
SIZES = {kind: (320, 200) for kind in KINDS}
SIZES.update({"scripts": (1200, 400), "dream_gates": (800, 300), "slumber_tiles": (800, 300), "dreamers": (480, 240)})


def items():
    from game.content import default_content
    content = default_content()
    for kind in KINDS:
        for id_, defn in sorted(getattr(content, kind, {}).items()):
            yield kind, id_, defn


def paint_item(kind: str, id_: str, brief, size=None) -> pygame.Surface:
    from game.art.painter import paint
    return paint(brief, size or SIZES[kind], id_)


def generate(out: Path = ART, only: set[str] | None = None) -> int:
    """Paint every item with a brief into out/<kind>/<id>.jpg; returns how many."""
    try:
        import numpy  # noqa: F401  (the painter's; the game itself only reads the files)
    except ImportError:
        from game.cli import CommandError
        raise CommandError("Painting needs numpy: pip install -e .[art]") from None
    pygame.init()
    n = 0
    for kind, id_, brief in all_briefs():
        if only and id_ not in only:
            continue
        folder = out / kind
        folder.mkdir(parents=True, exist_ok=True)
        pygame.image.save(paint_item(kind, id_, brief), str(folder / f"{id_}.jpg"))
        n += 1
    return n


def stats() -> dict:
    """What the pictures are made of (see the module's docstring); the other games' briefs
    (content/<game>/briefs.yaml) count as items and briefs of their own kinds."""
    from game.content.briefs import all_other_briefs
    briefs = list(all_briefs()) + [(f"{game}/{kind}", id_, b) for game, kind, id_, b in all_other_briefs()]
    shared = Counter((kind, b.subject, b.layout) for kind, _id, b in briefs)
    scale = min((min(sw / dw, sh / dh) for kind, (sw, sh) in SIZES.items()
                 for dw, dh in SHOWN.get(kind, {}).values()), default=1.0)
    stored = [p for p in ART.glob("*/*.jpg")]
    for p in stored:  # the files as committed, not only the plan
        sw, sh = pygame.image.load(str(p)).get_size()
        for dw, dh in SHOWN.get(p.parent.name, {}).values():
            scale = min(scale, sw / dw, sh / dh)
    return {"illustrated_items": sum(1 for _ in items()) + len(all_other_briefs()), "briefs": len(briefs),
            "distinct_subjects": len({b.subject for _k, _i, b in briefs}),
            "layouts": len({b.layout for _k, _i, b in briefs}), "layouts_known": len(LAYOUTS),
            "largest_shared_group": max(shared.values(), default=0),
            "smallest_scale_up": round(scale, 3), "pictures": len(stored)}


def export(out: Path) -> int:
    """Every picture at each size a scene shows it, a folder per kind, and a contact sheet per kind."""
    from game.gfx.pictures import picture
    pygame.init()
    n = 0
    by_kind: dict[str, list] = {}
    for kind, id_, _defn in items():
        by_kind.setdefault(kind, []).append(id_)
    for kind, ids in by_kind.items():
        folder = out / kind
        folder.mkdir(parents=True, exist_ok=True)
        shown = max(SHOWN[kind].values(), key=lambda s: s[0] * s[1])
        for id_ in ids:
            pygame.image.save(picture(id_, shown), str(folder / f"{id_}.png"))
            n += 1
        _contact_sheet(kind, ids, out / f"{kind}-sheet.png")
    return n


def _contact_sheet(kind: str, ids: list[str], path: Path, cell=(192, 120), cols=10) -> None:
    """Thumbnails of a whole kind with their ids: can each be told from its neighbours?"""
    from game.gfx import palette as P
    from game.gfx import text as T
    from game.gfx.pictures import picture
    rows = (len(ids) + cols - 1) // cols
    img = _sky((cols * (cell[0] + 8) + 8, rows * (cell[1] + 24) + 8))
    for i, id_ in enumerate(ids):
        x, y = 8 + (i % cols) * (cell[0] + 8), 8 + (i // cols) * (cell[1] + 24)
        img.blit(picture(id_, cell), (x, y))
        T.line(img, id_, (x, y + cell[1] + 3), 11, P.TEXT_DIM, "small", max_width=cell[0])
    pygame.image.save(img, str(path))


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
    from game.gfx.pictures import picture
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
    label("Illustrations: painted from each brief (python -m game.art)", 24, ay - 24)
    sample = list(items())[::13][:9]
    for i, (kind, id_, defn) in enumerate(sample):
        x = 24 + i * 210
        img.blit(picture(id_, (200, 125)), (x, ay))
        pygame.draw.rect(img, P.darken(P.GOLD, 0.3), (x, ay, 200, 125), 1)
        T.line(img, getattr(defn, "name", None) or id_, (x, ay + 132), 13, P.TEXT, "rules_bold", max_width=200)
        T.line(img, kind.replace("_", " "), (x, ay + 150), 11, P.TEXT_DIM, "rules_italic")
    pygame.image.save(img, path)


def main(argv: list[str] | None = None) -> int:
    from game.cli import CommandError, output_file, output_folder
    parser = argparse.ArgumentParser(prog="python -m game.art")
    parser.add_argument("command", nargs="?", choices=("paint", "stats", "subjects"), default="paint",
                        help="paint (the default): every illustration; stats: what they are made of; "
                             "subjects ICONS_JSON: rebuild the subject library")
    parser.add_argument("icons", nargs="?", help="subjects: the game-icons icons.json (npm: @iconify-json/game-icons)")
    parser.add_argument("--json", action="store_true", help="stats: one JSON object")
    parser.add_argument("--sheet", metavar="PNG", help="draw the contact sheet instead")
    parser.add_argument("--export", metavar="DIR", help="every picture at its shown size, and a sheet per kind")
    parser.add_argument("--out", default=str(ART), help="the folder the illustrations go into")
    parser.add_argument("--game", choices=("etherfields", "onirim"), default="etherfields",
                        help="onirim: the sheet of Onirim's cards (drawn in code at any size, no files to paint)")
    args = parser.parse_args(argv)
    try:
        if args.command == "stats":
            pygame.init()
            data = stats()
            print(json.dumps(data) if args.json else "\n".join(f"{k}: {v}" for k, v in data.items()))
            return 0
        if args.command == "subjects":
            from game.art.library import build, used_names
            if not args.icons:
                raise CommandError("Name the game-icons icons.json: python -m game.art subjects ICONS_JSON.")
            print(f"{build(Path(args.icons), used_names())} subjects written")
            return 0
        if args.export:
            n = export(output_folder(args.export, "export"))
            print(f"{n} pictures and a sheet per kind written to {args.export}")
            return 0
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
