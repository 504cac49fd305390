"""Problems found by playing the game in a real window (Xvfb), each pinned with
real mouse events on the dummy video driver."""
from __future__ import annotations

import pygame

from game.ui import app as app_module
from game.ui.app import App


def click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)


def test_a_lucidity_table_prepared_over_several_frames_is_shown_whole_without_an_event(monkeypatch):
    """Played: Begin the night on a busy machine showed the table without its
    Rules and Leave buttons, its controls or two Nightmares until the mouse
    moved. A frame out of time stopped inside the still picture, and the
    picture, remembered as drawn, was put up half made."""
    from game.ui import draw
    from game.ui.lucidity.setup import SetupScene
    from game.ui.lucidity.table import TableScene
    app = App((1280, 720), seed=4, defaults=True)
    app.push(SetupScene(app, 2))
    app.step(1 / 60)
    begin = next(b for b in app.top.buttons if b.label == "Begin the night")
    draw.reset_caches()  # a table never drawn before: every picture still to make
    app.frame_budget = 0.0  # one new picture a frame, however fast the machine
    monkeypatch.setattr(app_module, "HOLD_FRAMES", 1000)  # never drawn whole for having waited
    click(app, begin.rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    shown = app.frames_whole
    for _ in range(400):  # no event: the table must finish by itself
        app.step(0.0)
    assert app.frames_whole > shown
    sliced = app.screen.copy()
    app.frame_budget = None
    table._still_key = None  # drawn anew, in one frame
    app.step(0.0)
    assert pygame.image.tobytes(sliced, "RGB") == pygame.image.tobytes(app.screen, "RGB"), \
        "the table prepared in slices looks as drawn in one go (buttons, controls, every Nightmare)"
    pygame.quit()


def test_the_lucidity_setup_side_panels_keep_their_width_when_the_seat_count_changes():
    """Played: clicking 2 after 3 seats shrank both side panels (the two-player
    note under the seats is wider than the column), and 3 grew them back."""
    from game.ui.lucidity.setup import SetupScene
    app = App((1280, 720), seed=4, defaults=True)
    setup = SetupScene(app, 3)
    app.push(setup)
    app.step(1 / 60)
    seen = {}
    for n in (3, 2, 1, 4, 3):
        button = next(b for b in setup.buttons if b.label == str(n))
        click(app, button.rect.center)
        assert len(setup.seats) == n
        left, right = setup.panels
        assert left is not None and right is not None and left.width >= 200
        seen[n] = (tuple(left), tuple(right))
    assert len(set(seen.values())) == 1, seen
    pygame.quit()


def test_the_journal_names_every_item_and_dream_in_chinese_too():
    """Played in 简体中文: the journal's Items and Dreams showed their pictures
    with no names under them (a box one Latin line high holds no CJK line,
    which is taller at 1x, so the text was left out)."""
    from game.ui import audit
    for lang in ("en", "zh"):
        with audit.drawn("journal", (1280, 720), 1.0, lang) as (app, scene, seen, strings, panels, events):
            g = scene.session.game
            texts = {t.text for t in seen}
            items = [g.name(i) for i in g.team.items + g.team.storage]
            dreams = [g.name(gate) for gate, _state in scene.dreams()]
            assert items and dreams
            missing = [n for n in items + dreams if not any(n in t or t in n and len(t) > 1 for t in texts)]
            assert not missing, f"{lang}: not drawn: {missing}"


def test_the_market_counter_does_not_light_the_map_place_under_the_pointer():
    """Played: with the Market's counter up, the pointer over the counter picked
    the dimmed map's place under it, and the side panel turned to
    "There: Hollow Orchard" while the player was choosing a card."""
    from recording import recording
    from game.ui.app import make_scene
    app = App((1280, 720), seed=1, defaults=True)
    scene = make_scene(app, "market")
    app.push(scene)
    app.step(1 / 60)
    g = scene.game
    panel = scene.regions()["market"]
    spots = [(x, y) for x in range(panel.x + 8, panel.right - 8, 12) for y in range(panel.y + 8, panel.bottom - 8, 12)]
    under = [p for p in spots if scene.map.location_at(p) not in (None, g.campaign.location)]
    assert under, "some place of the map lies under the counter"
    pos = under[len(under) // 2]
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
    with recording() as drawn:
        app.step(1 / 60)
    texts = [t.text for t in drawn]
    assert not any(t.startswith("There:") for t in texts), texts
    assert any(t.startswith("Here:") for t in texts)
    assert scene.game.pending is not None, "the pointer bought nothing"
    pygame.mouse.set_pos((0, 0))
    pygame.quit()


def test_the_load_screen_names_a_lucidity_save_in_the_players_language(tmp_path, monkeypatch):
    """Played in 简体中文: the Load screen listed a Lucidity night as "Lucidity"
    (the file keeps the English title), between Chinese rows."""
    from recording import recording
    from game.ui.lucidity.setup import SetupScene
    from game.ui.menus import LoadScene
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), seed=4, defaults=True, lang="zh")
    app.push(SetupScene(app, 2))
    app.step(1 / 60)
    click(app, next(b for b in app.top.buttons if b.label == "开始这一夜").rect.center)
    table = app.top
    track = next(b for b in table.buttons if getattr(b, "action", None) is not None)
    click(app, track.rect.center)  # one move: the night is saved
    assert list(tmp_path.glob("*lucidity*.yaml"))
    app.push(LoadScene(app))
    with recording() as drawn:
        app.step(1 / 60)
    texts = [t.text for t in drawn]
    assert "清醒梦" in texts and "Lucidity" not in texts, texts
    pygame.quit()


def test_the_resolution_note_in_settings_is_not_written_across_back_at_2x():
    """Played at 2x: choosing another resolution wrote "The new resolution
    applies when the window is next opened." across the Back button."""
    from recording import recording
    from game.ui.menus import SettingsScene
    for lang in ("en", "zh"):
        app = App((1280, 720), seed=4, defaults=True, lang=lang, scale=2.0)
        scene = SettingsScene(app)
        app.push(scene)
        app.step(1 / 60)
        click(app, scene.buttons[0].rect.center)  # Resolution: the next size
        assert scene.message
        with recording() as drawn:
            app.step(1 / 60)
        note = next(t for t in drawn if t.surface == (1280, 720) and "1" not in t.text and
                    t.rect[1] > scene.buttons[-1].rect.y - 40 and t.text != scene.buttons[-1].label)
        back = scene.buttons[-1].rect
        assert not back.colliderect(pygame.Rect(note.rect)), (lang, note.text, note.rect, back)
        assert back.bottom <= 720 and back.y > scene.buttons[6].rect.bottom
        pygame.quit()


def test_the_dreamworld_prepared_over_several_frames_keeps_its_bar_and_side_panel(monkeypatch):
    """Played at 2x: Continue onto the Market showed the counter alone over the
    night sky, with no bar, side panel or legend, for good. A frame out of time
    stopped inside the map's drawing, which had clipped the window to the map
    and never put the clip back."""
    from game.ui import draw
    from game.ui.app import make_scene
    for scale in (1.0, 2.0):
        app = App((1280, 720), seed=1, defaults=True, scale=scale)
        scene = make_scene(app, "market")
        app.push(scene)
        draw.reset_caches()  # nothing drawn before: the map's picture made over several frames
        app.frame_budget = 0.0
        monkeypatch.setattr(app_module, "HOLD_FRAMES", 1000)
        for _ in range(600):
            app.step(0.0)
            if app.frames_whole > 2:
                break
        assert app.frames_whole > 2
        assert app.screen.get_clip() == app.screen.get_rect()
        sliced = app.screen.copy()
        app.frame_budget = None
        app.step(0.0)
        bar = scene.regions()["bar"]
        assert pygame.image.tobytes(sliced.subsurface(bar), "RGB") == \
            pygame.image.tobytes(app.screen.subsurface(bar), "RGB"), f"the bar is drawn at {scale}x"
        panel = scene.regions()["panel"]
        assert pygame.image.tobytes(sliced.subsurface(panel), "RGB") == \
            pygame.image.tobytes(app.screen.subsurface(panel), "RGB"), f"the side panel is drawn at {scale}x"
        pygame.quit()
