"""Pictures: briefs validated as content, painted reproducibly at the size shown."""
import json

import pygame
import pytest

from game.art.__main__ import ART, SHOWN, SIZES, generate, items, main, stats
from game.art.briefs import ILLUSTRATED, all_briefs
from game.content import ContentError, load_content
from game.content.art import LAYOUTS
from game.content.briefs import ROOT as ROOT_CONTENT


def line_of(path, text: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if text in line)


def test_an_unknown_subject_is_a_content_error_with_file_and_line(content_copy):
    f = content_copy / "items" / "starting.yaml"
    text = f.read_text()
    brief = next(line for line in text.splitlines() if "brief: {subject: " in line)
    subject = brief.split("subject: ")[1].split(",")[0]
    f.write_text(text.replace(brief, brief.replace(f"subject: {subject},", "subject: flying-teapot-of-doom,"), 1))
    line = line_of(f, "flying-teapot-of-doom")
    with pytest.raises(ContentError) as err:
        load_content(content_copy)
    assert any(p.startswith(f"content/etherfields/items/starting.yaml:{line}:") and "unknown subject 'flying-teapot-of-doom'"
               in p for p in err.value.problems), err.value.problems


def test_an_unknown_layout_or_an_extra_field_in_a_brief_is_an_error(content_copy):
    f = content_copy / "masks" / "masks.yaml"
    text = f.read_text()
    f.write_text(text.replace("layout: portrait", "layout: ballroom", 1).replace("palette:", "mood: sad, palette:", 1))
    with pytest.raises(ContentError) as err:
        load_content(content_copy)
    assert any("ballroom" in p for p in err.value.problems)
    assert any("mood" in p for p in err.value.problems)


def test_the_other_games_pieces_have_checked_briefs(tmp_path):
    """Onirim's cards, Prophecy's spaces, Adventures, Guardians and Water Realm cards, Lucidity's
    Nightmares: content/<game>/briefs.yaml, one brief each, an unknown subject a file:line error."""
    import shutil

    from game.content.briefs import GAMES, load_briefs, pieces
    for game in GAMES:
        got = {(kind, id_) for kind, id_, _b in load_briefs(game)}
        assert got == {(kind, id_) for kind, ids in pieces(game).items() for id_ in ids}, game
    shutil.copytree(ROOT_CONTENT / "onirim", tmp_path / "onirim")
    f = tmp_path / "onirim" / "briefs.yaml"
    lines = f.read_text().splitlines()
    bad = next(i for i, line in enumerate(lines) if "id: BD," in line)
    lines[bad] = lines[bad].replace("subject: ", "subject: no-such-door-")
    del lines[next(i for i, line in enumerate(lines) if "id: GK," in line)]
    f.write_text("\n".join(lines) + "\n")
    with pytest.raises(ContentError) as err:
        load_briefs("onirim", tmp_path)
    problems = err.value.problems
    assert any(p.startswith(f"content/onirim/briefs.yaml:{bad + 1}:") and "unknown subject 'no-such-door-" in p
               for p in problems), problems
    assert any("no brief for location 'GK'" in p for p in problems), problems


def test_every_illustrated_item_has_a_brief_and_a_picture_at_its_size():
    briefs = {(kind, id_) for kind, id_, _b in all_briefs()}
    every = {(kind, id_) for kind, id_, _d in items()}
    assert every and every == briefs
    for kind, id_ in sorted(every)[::25]:
        img = pygame.image.load(str(ART / kind / f"{id_}.jpg"))
        assert img.get_size() == SIZES[kind]


def test_stats_say_what_the_pictures_are_made_of(capsys):
    assert main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"illustrated_items", "briefs", "distinct_subjects", "layouts", "largest_shared_group",
            "smallest_scale_up"} <= set(data)
    assert data["briefs"] == data["illustrated_items"] > 400
    assert data["distinct_subjects"] >= 300
    assert data["layouts"] == len(LAYOUTS) >= 12
    assert data["largest_shared_group"] <= 3
    assert data["smallest_scale_up"] >= 1.0


def test_every_stored_size_covers_every_size_a_scene_shows():
    for kind in ILLUSTRATED:
        sw, sh = SIZES[kind]
        for where, (w, h) in SHOWN[kind].items():
            assert sw >= w and sh >= h, (kind, where)


def test_painting_is_reproducible_and_the_committed_files_are_what_it_paints(tmp_path):
    pytest.importorskip("numpy")
    sample = {"tin_soldier", "script_011", "gambler"}
    generate(tmp_path / "one", only=sample)
    generate(tmp_path / "two", only=sample)
    one = sorted((tmp_path / "one").rglob("*.jpg"))
    assert len(one) == len(sample)
    for a in one:
        b = tmp_path / "two" / a.relative_to(tmp_path / "one")
        assert a.read_bytes() == b.read_bytes()
        assert a.read_bytes() == (ART / a.relative_to(tmp_path / "one")).read_bytes(), a.name


def test_a_subject_is_drawn_as_a_mask_of_the_height_asked():
    from game.gfx import subjects
    pygame.init()
    assert len(subjects.names()) >= 300
    m = subjects.mask("guards", 120)
    assert m.get_height() == 120 and m.get_flags() & pygame.SRCALPHA
    covered = sum(m.get_at((x, y)).a > 128 for x in range(0, m.get_width(), 3) for y in range(0, 120, 3))
    assert 0.1 < covered / ((m.get_width() // 3 + 1) * 40) < 0.9
    fit = subjects.fit("heron", (50, 200))
    assert fit.get_width() <= 50 and fit.get_height() <= 200
    with pytest.raises(KeyError):
        subjects.mask("no-such-subject", 40)


def test_the_story_page_shows_the_committed_picture_scaled_down():
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.gfx import pictures
    from game.ui.app import App, make_scene
    app = App((1280, 720), 1, defaults=True)
    pictures.DRAWN.clear()
    reader = make_scene(app, "script_reader")
    reader.draw(app.screen)
    w, h = pictures.DRAWN["script_005"]
    sw, sh = pygame.image.load(str(ART / "scripts" / "script_005.jpg")).get_size()
    assert (w, h) == SHOWN["scripts"]["story page"] and sw >= w and sh >= h
    art = reader.art  # where the reader put its picture
    assert art.size == SHOWN["scripts"]["story page"]
    assert pygame.image.tobytes(app.screen.subsurface(art).copy(), "RGB") == \
        pygame.image.tobytes(pictures.picture("script_005", art.size), "RGB")


def test_the_team_choice_draws_dreamers_no_larger_than_their_files():
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.gfx import pictures
    from game.ui.app import App, make_scene
    app = App((1280, 720), 1, defaults=True)
    pictures.DRAWN.clear()
    make_scene(app, "new_campaign").draw(app.screen)
    drawn = {k: v for k, v in pictures.DRAWN.items() if (ART / "dreamers" / f"{k}.jpg").exists()}
    assert drawn
    for id_, (w, h) in drawn.items():
        assert w <= SIZES["dreamers"][0] and h <= SIZES["dreamers"][1], id_


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


def test_the_credits_open_from_the_shelf_and_name_the_icons_licence():
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.gfx import text as T
    from game.ui.app import App
    from game.ui.credits import CreditsScene
    from game.ui.shelf import ShelfScene
    app = App((1280, 720), seed=3, defaults=True)
    shelf = ShelfScene(app)
    app.push(shelf)
    app.step()
    button = next(b for b in shelf.buttons if b.label == "Credits")
    seen = []
    T.RECORDERS.append(seen.append)
    try:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=button.rect.center))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=button.rect.center))
        app.step()
        assert isinstance(app.top, CreditsScene)
        app.step()
    finally:
        T.RECORDERS.remove(seen.append)
    assert any("CC BY 3.0" in r.text and "game-icons.net" in r.text for r in seen)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step()
    assert app.top is shelf


def test_painting_without_numpy_says_what_to_install(tmp_path, monkeypatch):
    import sys

    from game.cli import CommandError
    monkeypatch.setitem(sys.modules, "numpy", None)  # as on a machine without the `art` extra
    with pytest.raises(CommandError, match=r"pip install -e \.\[art\]"):
        generate(tmp_path)
    assert not list(tmp_path.iterdir())


def test_a_card_read_large_in_the_inspector_asks_no_more_than_its_file():
    """The inspector draws a card at most 300 px wide: its art window (and a Mask's oval)
    is within every kind's stored size."""
    from game.content import default_content
    from game.gfx import pictures
    from game.gfx.cards import render_card
    pygame.init()
    content = default_content()
    pictures.DRAWN.clear()
    picked = {kind: next(iter(getattr(content, kind).values())) for kind in ILLUSTRATED if kind != "scripts"}
    for card in picked.values():
        render_card(card, 300)
    for kind, card in picked.items():
        w, h = pictures.DRAWN[card.id]
        assert w <= SIZES[kind][0] and h <= SIZES[kind][1], kind
        assert (w, h) in SHOWN[kind].values(), (kind, (w, h))


@pytest.mark.parametrize("lang, words", [
    ("en", ["Michał Oracz", "Awaken Realms", "Shadi Torbey", "Shannon Kelly", "Vlaada Chvátil", "unofficial fan edition",
            "build_sounds.py", "oggenc", "pygame-ce"]),
    ("zh", ["Michal Oracz", "Shadi Torbey", "Shannon Kelly", "Vlaada Chvátil", "非官方", "声音", "oggenc"]),
])
def test_the_credits_name_the_games_designers_and_how_the_sounds_are_made(lang, words):
    """The original games' designers and publishers, that this is an unofficial
    fan edition, and the sounds' making, are drawn in the Credits, in each
    language, no smaller than 12 px, with a row of the painted gallery left."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.gfx import text as T
    from game.gfx.cards import RATIO
    from game.ui.app import App
    from game.ui.credits import GALLERY_CARD, CreditsScene
    app = App((1280, 720), seed=3, defaults=True, lang=lang)
    app.push(CreditsScene(app))
    seen = []
    T.RECORDERS.append(seen.append)
    try:
        app.step()
    finally:
        T.RECORDERS.remove(seen.append)
    drawn = " ".join(r.text for r in seen)
    assert [w for w in words if w not in drawn] == []
    credits_text = [r for r in seen if r.px and ("Oracz" in r.text or "oggenc" in r.text)]
    assert credits_text and min(r.px for r in credits_text) >= 12
    words_bottom = max(r.rect[1] + r.rect[3] for r in seen if "Oracz" in r.text or "Z-Man" in r.text)
    assert 720 - 70 - words_bottom >= round(GALLERY_CARD * RATIO)  # the gallery's row fits under the words
