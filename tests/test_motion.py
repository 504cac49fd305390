"""Motion that explains (game/ui/motion.py): tweens follow the Animation speed,
Reduce motion turns travel into fades and is remembered, and a gesture made
while pieces are still moving is applied to the table, never lost."""
import pygame
import pytest

from game.rules.core import Action
from game.rules.onirim import from_codes
from game.ui import settings as settings_store
from game.ui.app import App
from game.ui.motion import FADE, Motion
from game.ui.onirim.table import OnirimTable


class Holder:
    def __init__(self, **changes):
        self.settings = settings_store.Settings(**changes)


@pytest.fixture
def app():
    app = App((1280, 720), seed=3, defaults=True)
    yield app
    pygame.quit()


def post(app, *events):
    for kind, attrs in events:
        pygame.event.post(pygame.event.Event(kind, **attrs))
    app.step()


def drag(app, start, end):
    post(app, (pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": start}),
         (pygame.MOUSEMOTION, {"pos": end, "rel": (0, 0), "buttons": (1, 0, 0)}),
         (pygame.MOUSEBUTTONUP, {"button": 1, "pos": end}))


def test_a_glide_travels_eased_and_lands_in_its_time_at_each_speed():
    for speed, frames in (("normal", 24), ("fast", 12), ("slow", 48)):
        m = Motion(Holder(animation=speed))
        tw = m.add("card", (0, 0), (400, 0), duration=0.4)
        m.update(1 / 60 * frames / 2)  # half its time at this speed
        x = tw.point()[0]
        assert 300 < x < 400, (speed, x)  # eased out: most of the way at half time
        m.update(1 / 60 * frames / 2 + 1e-6)
        assert not m.busy, speed


def test_instant_queues_nothing_and_reduce_motion_fades_in_place():
    assert Motion(Holder(animation="instant")).add("card", (0, 0), (400, 0)) is None
    m = Motion(Holder(reduce_motion=True))
    tw = m.add("card", (0, 0), (400, 90), duration=0.6, delay=0.3)
    assert tw.duration == FADE and tw.t == pytest.approx(-0.1)
    m.update(0.1 + FADE / 2)
    assert tw.point() == (400, 90)  # no travel: already where it lands
    assert 100 < tw.alpha() < 160  # half faded in
    assert tw.flip() == (1.0, True)  # a turn-over is a cross-fade, never a squeeze


def test_reduce_motion_is_a_setting_that_is_remembered(tmp_path):
    f = tmp_path / "settings.yaml"
    f.write_text("reduce_motion: true\n", encoding="utf-8")
    chosen, problems = settings_store.read(f)
    assert chosen.reduce_motion is True and problems == []
    f.write_text("reduce_motion: maybe\n", encoding="utf-8")
    chosen, problems = settings_store.read(f)
    assert chosen.reduce_motion is False and len(problems) == 1


def test_the_settings_screen_toggles_reduce_motion_by_click(app, monkeypatch):
    from game.ui.menus import SettingsScene
    saved = []
    monkeypatch.setattr(settings_store, "save", lambda s: saved.append(s.reduce_motion))
    scene = SettingsScene(app)
    app.stack[:] = [scene]
    app.step()
    button = next(b for b in scene.buttons if "Reduce motion" in str(b.label))
    post(app, (pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": button.rect.center}),
         (pygame.MOUSEBUTTONUP, {"button": 1, "pos": button.rect.center}))
    assert app.settings.reduce_motion is True and saved[-1] is True


def test_onirim_cards_move_and_a_drag_made_mid_flight_is_applied(app):
    t = OnirimTable(app, from_codes(hand="RS BM GK YS RM", deck="BS GM YM RK BK"), (), autosave=False)
    app.stack[:] = [t]
    app.step()
    card = next(r for r, k in t.hand_rects if k == 0)
    drag(app, card.center, t.zones["labyrinth"].center)
    assert t.applied == [Action.make("play", card="RS")]
    kinds = sorted({tw.kind for tw in t.motion.tweens})
    assert kinds == ["card"] and t.motion.holds(("lab", 0)) and t.motion.holds(("hand", 4))
    lab = [tw for tw in t.motion.tweens if tw.key == ("lab", 0)][0]
    app.step(0.1)
    moved = lab.point()
    assert moved != lab.start and moved != lab.end  # on its way from the drop to its slot
    assert t.motion.busy
    # The player does not wait: the drawn card is still flying when the next drag starts.
    assert t.game.to_data()["hand"][0] == "BM"
    second = next(r for r, k in t.hand_rects if k == 0)
    drag(app, second.center, t.zones["discard"].center)
    assert t.applied == [Action.make("play", card="RS"), Action.make("discard", card="BM")]
    assert t.game.to_data()["discard"][0] == "BM"
    assert t.motion.holds(("discard",)) and not t.motion.holds(("lab", 0))  # the old flights landed first


def test_onirim_a_door_won_turns_over_in_its_slot(app):
    t = OnirimTable(app, from_codes(hand="RK BM GK YS RM", labyrinth="RS RM", deck="BS GM YM BK RD"), (),
                    autosave=False)
    app.stack[:] = [t]
    app.step()
    assert t.apply(Action.make("play", card="RK"))
    door = next(tw for tw in t.motion.tweens if tw.kind == "door")
    from game.ui.onirim.moves import door_rect
    assert door.key == ("door", "R", 0) and door.end == door_rect(t, "R", 0).center
    seen = set()
    for _ in range(60):
        app.step(1 / 30)
        if door in t.motion.tweens and door.started:
            seen.add(round(door.raw, 1))
    assert not t.motion.busy and len(seen) >= 5  # seen on its way over many frames


def test_etherfields_a_miniature_dragged_while_another_glides_is_moved(app):
    """A Move starts a glide; the player drags the same miniature on before it
    lands: the glide ends at once and the second Move reaches the rules."""
    from game.ui.etherfields.table import DreamscapeScene
    scene = DreamscapeScene.demo(app)
    app.stack[:] = [scene]
    app.step()
    who = scene.selected
    dest, first = sorted(scene.moves_for(who).items())[-1]
    scene.apply(first)
    assert who in scene.anims and scene.moving()
    app.step(1 / 60)
    assert scene.anims, "still gliding when the next gesture comes"
    moves = scene.moves_for(who)
    assert moves, "the Dreamer can move on"
    there, second = sorted(moves.items())[0]
    before = len(scene.applied)
    drag(app, scene.space_rect(dest).center, scene.space_rect(there).center)
    if scene.paying is not None:  # the payment is asked: pay as offered
        chosen = list(scene.paying.selected)
        confirm = next(b for b in scene.paying.buttons if b.label == "Pay and act")
        post(app, (pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": confirm.rect.center}),
             (pygame.MOUSEBUTTONUP, {"button": 1, "pos": confirm.rect.center}))
        second = Action.from_data({**second.to_data(), "pay": chosen})
    assert scene.applied[before:] == [second]
    assert scene.game.dreamers[who].pos == there
    assert scene.anims[who]["path"][0] == dest  # the new glide starts where the first one landed


def test_etherfields_a_spawn_and_a_secret_are_shown_moving(app):
    """Events the rules emit become motion on the table; the spawning Entity
    stays out of the still picture until it has grown in."""
    from game.rules.core.types import Event
    from game.ui.etherfields.table import DreamscapeScene
    scene = DreamscapeScene.demo(app)
    app.stack[:] = [scene]
    app.step()
    ent = scene.game.entities[0]["id"]
    scene.take_events([Event("spawned", {"figure": ent, "pos": list(scene.game.entities[0]["pos"])}),
                       Event("secret", {"secret": "secret_keepers_logbook"})])
    assert scene.motion.holds(("figure", ent)) and scene.moving()
    sizes = []
    for _ in range(40):
        app.step(1 / 30)
        tw = next((t for t in scene.motion.tweens if t.key == ("figure", ent)), None)
        if tw is not None and tw.started:
            sizes.append(round(tw.scale(), 2))
    assert sizes[0] < 0.5 and max(sizes) > 1.0  # it grows in, and overshoots a little as it is set down
    assert not scene.motion.holds(("figure", ent))


def test_dice_are_thrown_to_the_middle_and_rest_upright_clear_of_the_words():
    import math
    from game.ui.dice import DiceTray
    tray = DiceTray(pygame.Rect(0, 0, 430, 220), size=48, tips=False, damping=0.1)
    tray.fit(tray.rect, top=30, bottom=36)  # a label above, a hint below
    for k in range(5):  # from the hand's row at the left, as Lucidity throws them
        tray.add(k, ("1", "2", "3", "4", "5", "6"), str(k + 1), seed=11 + k, start=(60 + k * 50, 10))
    for _ in range(600):
        tray.update(1 / 60)
        if tray.settled:
            break
    for _ in range(30):  # a moment more: the dice straighten once still
        tray.update(1 / 60)
    assert tray.settled and all(die.shown == die.face for die in tray.dice.values())
    xs = [die.body.position.x for die in tray.dice.values()]
    ys = [die.body.position.y for die in tray.dice.values()]
    assert all(30 + 24 <= y <= 220 - 36 - 24 + 1 for y in ys), ys  # none on the label or the hint
    assert max(xs) - min(xs) > 3 * 48 and 430 * 0.25 < sum(xs) / len(xs) < 430 * 0.75, xs  # spread, centred
    assert all(abs(math.remainder(die.body.angle, math.tau)) < 1e-3 for die in tray.dice.values())  # upright


def test_etherfields_a_roll_comes_as_a_labelled_overlay_and_leaves_once_read(app):
    from game.rules.core.types import Event
    from game.ui.dice import READ
    from game.ui.etherfields.table import DreamscapeScene
    scene = DreamscapeScene.demo(app)
    app.stack[:] = [scene]
    app.step()
    scene.take_events([Event("die_rolled", {"die": "movement", "face": "full"})])
    assert scene.tray.label == "Movement roll" and scene.tray.body is not None
    seconds, settled_at = 0.0, None
    while scene.tray.body is not None and seconds < 10:
        app.step(1 / 30)
        seconds += 1 / 30
        if settled_at is None and scene.tray.settled:
            settled_at = seconds
            assert scene.tray.shown == "full"
    assert settled_at is not None and settled_at < 3.0, settled_at  # it lands soon
    assert scene.tray.body is None, "the overlay left the board"
    assert seconds - settled_at == pytest.approx(READ, abs=0.1)  # after it stayed long enough to be read


def test_etherfields_a_click_on_a_button_still_fading_in_is_refused_with_the_reason(app):
    from game.ui.etherfields.table import DreamscapeScene
    scene = DreamscapeScene.demo(app)
    app.stack[:] = [scene]
    app.step()
    button = next(b for b in scene.buttons if getattr(b, "key", ""))
    scene.slots.born[button.key] = scene.clock  # as if it had just appeared under the pointer
    before = len(scene.applied)
    post(app, (pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": button.rect.center}),
         (pygame.MOUSEBUTTONUP, {"button": 1, "pos": button.rect.center}))
    assert len(scene.applied) == before and "just appeared" in str(scene.message)


def test_with_reduce_motion_dice_land_at_once_spread_and_fade_in():
    from game.ui.dice import SHOW, DiceTray
    tray = DiceTray(pygame.Rect(0, 0, 430, 220), size=48, tips=False, damping=0.1)
    tray.reduced = True
    for k in range(4):
        tray.add(k, ("1", "2", "3", "4", "5", "6"), str(k + 1), seed=5 + k, start=(60 + k * 50, 10))
    tray.update(1 / 60)
    assert tray.settled and [die.shown for die in tray.dice.values()] == ["1", "2", "3", "4"]
    xs = [die.body.position.x for die in tray.dice.values()]
    assert max(xs) - min(xs) > 2 * 48  # where the throw would have left them, not where they started
    surf = pygame.Surface((430, 220))
    tray.draw(surf)
    die = tray.dice[0]
    spot = pygame.Rect(0, 0, 40, 40)
    spot.center = (int(die.body.position.x), int(die.body.position.y))
    faint = pygame.transform.average_color(surf, spot)
    for _ in range(int(SHOW * 60) + 2):
        tray.update(1 / 60)
    surf.fill((0, 0, 0))
    tray.draw(surf)
    full = pygame.transform.average_color(surf, spot)
    assert sum(full[:3]) > sum(faint[:3]) + 60  # it faded in where it landed


def test_the_dreamworld_map_follows_the_speed_and_reduce_motion(app):
    """Travel on the Dreamworld Map: the Team walks at the Animations speed
    (at Instant it is there at once); with Reduce motion its marker fades in
    where it arrives instead of walking."""
    from game.ui.app import make_scene

    def walk_seconds(**settings):
        for k, v in settings.items():
            setattr(app.settings, k, v)
        scene = make_scene(app, "dreamworld")
        app.stack[:] = [scene]
        app.step()
        scene.map.settle()
        scene.apply(next(a for a in scene.game.legal_actions() if a.kind == "travel"))
        walk = next(a for a in scene.map.anims if a.kind == "walk")
        points, seconds = set(), 0.0
        while walk in scene.map.anims and seconds < 5:
            scene.update(1 / 60)
            seconds += 1 / 60
            if walk in scene.map.anims:
                points.add(tuple(round(v) for v in scene.map.marker_point()))
        return seconds, len(points)

    normal, walked = walk_seconds(animation="normal", reduce_motion=False)
    fast, _ = walk_seconds(animation="fast")
    instant, _ = walk_seconds(animation="instant")
    faded, spots = walk_seconds(animation="normal", reduce_motion=True)
    assert walked > 10 and fast == pytest.approx(normal / 2, abs=0.05) and instant < 0.02
    assert spots == 1 and faded <= FADE + 0.02  # one place (where it arrives), a short fade
