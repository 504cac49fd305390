"""The drawing library: every symbol has an icon, every card type a frame,
tiles and figures draw, and renders are cached rather than redrawn."""
import pygame
import pytest

from game.content import models as M
from game.gfx import cards, figures, fonts, icons, text, tiles
from game.gfx.palette import INTENT, INTENT_SHAPE

SYMBOLS = ["awareness", "cunning", "wrath", "distress", "ether", "gem", "gem_slot", "threat", "universal", "block",
           "spawn", "entrance", "light", "darkness", "swamp", "water", "stairs", "wall", "trap", "drawing_bonus",
           "movement", "move_one", "move_full", "move_full_again", "luck_fail", "luck_blank", "luck_plus1",
           "luck_plus2", "luck_plus3", "hearts", "spades", "diamonds", "clubs", "morphing_effect", "basic_effect",
           "special_effect", "flying_rule", "rapid", "gradual", "free", "player_count", "key", "hours"]


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.init()
    yield


def _painted(surf):
    return pygame.mask.from_surface(surf).count()


@pytest.mark.parametrize("name", SYMBOLS)
def test_every_rules_symbol_has_a_crisp_icon_at_any_size(name):
    for size in (12, 32, 96):
        surf = icons.icon(name, size)
        assert surf.get_size() == (size, size)
        assert _painted(surf) > size * size // 12, (name, size)


def test_intents_differ_in_shape_as_well_as_colour():
    assert len(set(INTENT_SHAPE.values())) == 3 and len(set(INTENT.values())) == 3
    masks = [pygame.mask.from_surface(icons.icon(n + "_plain", 48)) for n in ("awareness", "cunning", "wrath")]
    counts = [m.count() for m in masks]
    assert len(set(counts)) == 3  # a circle, a diamond and a triangle cover different areas
    assert icons.icon("die_fail", 20) is icons.icon("die_fail", 20)  # aliases, and cached


def test_fonts_load_by_role_and_fall_back_when_a_file_is_missing(monkeypatch):
    for role in ("title", "story", "flavour", "rules", "small"):
        assert fonts.font(role, 14).size("Dreamer")[0] > 0
    monkeypatch.setitem(fonts.ROLES, "title", "no-such-font.otf")
    fonts.clear_caches()
    assert fonts.font("title", 15).size("Dreamer")[0] > 0
    fonts.clear_caches()


def test_rules_text_wraps_and_turns_tokens_and_amounts_into_icons():
    assert text.auto_icons("Pay 2 Cunning: suffer 1 Distress.") == "Pay 2 {cunning}: suffer 1 {distress}."
    narrow = text.layout("Each Dreamer suffers 1 {distress} and gains 2 {ether}, then *dreams*.", 90, 12)
    wide = text.layout("Each Dreamer suffers 1 {distress} and gains 2 {ether}, then *dreams*.", 600, 12)
    assert narrow.get_height() > wide.get_height() and narrow.get_width() == 90
    assert text.layout("x", 50, 12) is text.layout("x", 50, 12)


def _card(model, **kw):
    """A content model of each kind, as the loader would give it."""
    return model(id="stand_in", name="A Stand-in", **kw)


GAIN = ({"op": "gain_ether", "amount": 1},)
SAYS = "Each Dreamer gains 1 Ether."
STAND_INS = {
    "influence": _card(M.Influence, intent={"awareness": 2}, move=1, price=2, owner="market", flavour="Quietly."),
    "progress": _card(M.Influence, intent={"wrath": 1}, progress=M.Progress(cost={"wrath": 3}, suit="hearts")),
    "flaw": _card(M.Flaw, removal=1, text="Suffer 1 Distress."),
    "item": _card(M.Item, intent={"cunning": 2}, move=1),
    "mask": _card(M.Mask, ability=M.Ability(name="Quick Ears", cost={"cunning": 1}, once_per_turn=True)),
    "fate": _card(M.Fate, effect=GAIN, text=SAYS),
    "turn": _card(M.TurnCard, suit="spades", steps=("morphing", "basic", "movement"), loot=GAIN),
    "wisdom": _card(M.Wisdom, text=SAYS),
    "note": _card(M.Note, text=SAYS),
    "season": _card(M.Season, kind="positive", effect=GAIN, text=SAYS),
    "secret": _card(M.Secret, code="S1", back="story", effect=GAIN, text=SAYS),
    "entity": _card(M.SlumberTile, entity=M.Entity(name="A Stand-in"), movement=M.Movement(), text=SAYS),
    "dream_gate": _card(M.DreamGate, keys=2, setup=M.GateSetup(), text=SAYS),
    "dreamer": _card(M.Dreamer, starting_deck=(), text=SAYS),
    "script": M.Script(id="stand_in", number=1, title="A Stand-in", text=SAYS),
    "quirk": _card(M.Fate, effect=GAIN, quirk=True, text=SAYS),
}


@pytest.mark.parametrize("kind", list(STAND_INS))
def test_every_card_type_renders_with_its_frame(kind):
    card = STAND_INS[kind]
    assert cards.card_kind(card) == kind
    surf = cards.render_card(card, 140)
    assert surf.get_size() == cards.card_size(140)
    edge = surf.get_at((surf.get_width() // 2, 2))
    assert edge.a == 255  # the frame is drawn to the edge
    assert cards.render_card(card, 140) is surf  # cached by (id, width)


def test_a_bare_card_with_no_optional_fields_still_renders():
    surf = cards.render_card(M.Component(id="bare"), 100)
    assert surf.get_width() == 100
    assert cards.render_back("fate", 100).get_width() == 100


def test_map_tiles_turn_their_walls_with_the_tile():
    space = M.Space(walls=("N",), blocked=False, features=("spawn", "trap"), spawn_suit="hearts", drawing_bonus=1,
                    terrain="water", map_actions=(M.MapAction(name="Ring the Bell", cost={"awareness": 1}),))
    plain = M.Space(walls=(), blocked=True)
    tile = M.MapTile(id="t", name="T", spaces=(space, plain, plain, plain))
    cells, w, h = tiles.grid(("##", "##"), tile.spaces, 90)
    assert (w, h) == (2, 2)
    col, row, sp, turns = next(c for c in cells if c[2] is space)
    assert (col, row) == (1, 0) and tiles._turn_side("N", turns) == "E"
    assert tiles.render_tile(tile, 60).get_size() == (120, 120)
    overlay = M.Overlay(id="o", name="O", code="O1", at="A1", shape=("###",), spaces=(space, plain, plain))
    assert tiles.render_overlay(overlay, 40, 90).get_size() == (40, 120)


def test_figures_and_tokens_draw_on_transparent_sprites():
    for surf in (figures.dreamer("#d9a441", 20, facing=90, initial="G", selected=True),
                 figures.entity(20, big=True, state="stunned", entity_id="moth"),
                 figures.token("threat", 14), figures.token("state", 14, "dazed"), figures.die_face("plus2", 40)):
        assert surf.get_at((0, 0)).a == 0 and _painted(surf) > 100


def test_every_card_in_the_content_renders_and_every_map_tile_draws():
    from game.content import default_content
    c = default_content()
    for kind in ("influence", "items", "masks", "fate", "flaws", "turn_cards", "wisdom", "notes", "seasons",
                 "secrets", "slumber_tiles", "dream_gates", "dreamers", "scripts"):
        for card in getattr(c, kind).values():
            assert cards.render_card(card, 96).get_width() == 96, card.id
    for tile in c.map_tiles.values():
        for rot in (0, 90, 180, 270):
            assert tiles.render_tile(tile, 40, rot).get_size() == (80, 80)
    for overlay in c.overlays.values():
        tiles.render_overlay(overlay, 40, 90)


def test_dream_dice_differ_by_shape_in_grey_every_face_and_every_colour():
    """Lucidity's dice (game.gfx.dice, the table's and the tray's one painter):
    seen without colour, every face of a die and every colour of a face still
    differ, by the face's shape and the colour's corner mark."""
    from game.gfx.dice import DREAM_RGB, dream_die

    def grey(colour, face):
        surf = pygame.Surface((36, 36), pygame.SRCALPHA)
        dream_die(surf, surf.get_rect(), colour, face)
        return pygame.image.tobytes(pygame.transform.grayscale(surf), "RGBA")

    faces = [None, "power", "power2", "hunt", "exhaust", "shadow"]
    for colour in DREAM_RGB:
        assert len({grey(colour, f) for f in faces}) == len(faces), colour
    for face in faces:
        assert len({grey(c, face) for c in DREAM_RGB}) == len(DREAM_RGB), face


def test_the_lucidity_tray_paints_its_dice_with_the_dream_die_painter():
    from game.gfx.dice import dream_die
    from game.rules.lucidity import die_colour
    from game.ui.lucidity.look import tray_painter
    for key in (0, 21, 42, 63):
        by_tray, direct = pygame.Surface((34, 34), pygame.SRCALPHA), pygame.Surface((34, 34), pygame.SRCALPHA)
        tray_painter(None)(by_tray, key, "hunt", 34)
        dream_die(direct, direct.get_rect(), die_colour(key), "hunt")
        assert pygame.image.tobytes(by_tray, "RGBA") == pygame.image.tobytes(direct, "RGBA")
