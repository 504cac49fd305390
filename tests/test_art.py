"""Generated art: deterministic, complete, and what the game shows."""
import pygame

from game.art.__main__ import ART, KIND_MOTIFS, KINDS, SIZE, generate, items, palette_for
from game.gfx.paint import paint


def test_generating_twice_gives_byte_identical_files(tmp_path):
    sample = {id_ for _, id_, _ in list(items())[::17]}
    generate(tmp_path / "one", only=sample)
    generate(tmp_path / "two", only=sample)
    one = sorted((tmp_path / "one").rglob("*.png"))
    assert len(one) == len(sample)
    for a in one:
        b = tmp_path / "two" / a.relative_to(tmp_path / "one")
        assert a.read_bytes() == b.read_bytes()


def test_every_content_item_that_needs_art_has_a_committed_picture():
    missing = [f"{kind}/{id_}" for kind, id_, _ in items() if not (ART / kind / f"{id_}.png").exists()]
    assert missing == []


def test_committed_pictures_are_what_the_painter_paints_now():
    pygame.init()
    for kind, id_, defn in list(items())[::11]:
        committed = pygame.image.load(str(ART / kind / f"{id_}.png"))
        fresh = paint(SIZE, id_, palette_for(kind, defn), KIND_MOTIFS.get(kind))
        assert pygame.image.tobytes(committed, "RGB") == pygame.image.tobytes(fresh, "RGB"), f"{kind}/{id_}"


def test_different_ids_paint_different_pictures():
    pygame.init()
    a, b = paint(SIZE, "alpha"), paint(SIZE, "beta")
    assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB")
    assert set(KINDS) >= {"dreamers", "influence", "items", "masks", "slumber_tiles", "dream_gates", "scripts"}


def test_contact_sheet(tmp_path):
    from game.art.__main__ import SHEET_SIZE, sheet
    out = tmp_path / "sheet.png"
    sheet(str(out))
    img = pygame.image.load(str(out))
    assert img.get_size() == SHEET_SIZE


def test_every_rules_symbol_has_an_icon_that_draws_something():
    from game.ui.icons import NAMES, icon
    pygame.init()
    needed = {"awareness", "cunning", "wrath", "distress", "ether", "gem", "gem_slot", "threat", "universal",
              "block", "spawn", "entrance", "light", "darkness", "swamp", "water", "stairs", "wall", "trap",
              "drawing_bonus", "movement", "hearts", "spades", "diamonds", "clubs", "morphing_effect",
              "basic_effect", "special_effect", "flying_rule", "rapid", "gradual", "free", "player_count"}
    assert needed <= set(NAMES)
    for name in NAMES:
        surf = icon(name, 32)
        painted = sum(1 for x in range(32) for y in range(32) if surf.get_at((x, y)).a > 0)
        assert painted > 20, name


def test_pictures_larger_than_the_committed_file_are_painted_at_their_size():
    """No enlarged pixels: above 320x200 the painter paints at the size shown,
    in the item's own palette and motifs; below it the file is scaled down."""
    from game.gfx.pictures import picture
    pygame.init()
    kind, id_, defn = next(x for x in items() if x[0] == "scripts")
    big = picture(id_, (700, 180))
    fresh = paint((700, 180), id_, palette_for(kind, defn), KIND_MOTIFS.get(kind))
    assert pygame.image.tobytes(big, "RGB") == pygame.image.tobytes(fresh, "RGB")
    small = picture(id_, (96, 60))
    assert small.get_size() == (96, 60)
    assert pygame.image.tobytes(small, "RGB") != pygame.image.tobytes(paint((96, 60), id_), "RGB")


def test_the_script_reader_shows_its_illustration_painted_at_the_size_shown():
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.ui.app import App, make_scene
    app = App((1280, 720), 1, defaults=True)
    reader = make_scene(app, "script_reader")
    reader.draw(app.screen)
    art = pygame.Rect(1280 // 2 - 380 + 30, 60 + 30, 760 - 60, 180)  # where the reader puts its picture
    shown = app.screen.subsurface(art).copy()
    fresh = paint(art.size, "script_005", palette_for("scripts", None), KIND_MOTIFS.get("scripts"))
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(fresh, "RGB")
