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


def test_onirim_a_door_without_its_key_glides_into_limbo_and_back_into_the_deck(app):
    """The refill draws a blue Door with no blue Key in hand: it goes to Limbo,
    and Limbo is shuffled back into the deck by the same Action. Both are seen."""
    t = OnirimTable(app, from_codes(hand="RS BM GK YS RM", deck="BD GM YM RK BK"), (), autosave=False)
    app.stack[:] = [t]
    app.step()
    card = next(r for r, k in t.hand_rects if k == 0)
    drag(app, card.center, t.zones["labyrinth"].center)
    assert t.game.to_data()["limbo"] == [] and "BD" in t.game.to_data()["deck"]
    there, back = [tw for tw in t.motion.tweens if tw.data.get("code") == "BD"]
    deck, spot = t.zones["deck"].center, t.limbo_spot(0, 1).center
    assert (there.start, there.end) == (deck, spot) and (back.start, back.end) == (spot, deck)
    assert back.t < there.t and back.point() == spot  # it sets off from Limbo once it has lain there a moment
    points = []
    for _ in range(60):
        app.step(1 / 30)
        points += [tw.point() for tw in (there, back) if tw in t.motion.tweens and tw.started]
    assert len(set(points)) >= 8 and not t.motion.busy  # seen on its way there and back


def test_onirim_a_pair_given_to_a_mirror_glides_under_it_and_reduce_motion_fades(app):
    for reduced in (False, True):
        app.settings.reduce_motion = reduced
        t = OnirimTable(app, from_codes(hand="RS YS BM GK RM", deck="GS BS YM RK", expansions=("mirrors",)), (),
                        autosave=False)
        app.stack[:] = [t]
        app.step()
        glass = t.mirror_rects["sun"]
        for code in ("RS", "YS"):  # one card, then its partner, each dragged onto the Sun Mirror
            i = t.game.to_data()["hand"].index(code)
            card = next(r for r, k in t.hand_rects if k == i)
            drag(app, card.center, glass.center)
        assert t.game.to_data()["mirrors"]["sun"]["cards"] == ["RS", "YS"]
        under = [tw for tw in t.motion.tweens if tw.end == glass.center]
        assert sorted(tw.data["code"] for tw in under) == ["RS", "YS"]
        assert all(tw.reduced == reduced for tw in under)
        app.step(1 / 30)
        if reduced:  # no travel: a fade where it goes
            assert all(tw.point() == glass.center for tw in under)
        else:
            assert any(tw.point() != glass.center and tw.point() != tw.start for tw in under if tw.started)
        for _ in range(40):
            app.step(1 / 30)
        assert not any(tw in t.motion.tweens for tw in under)


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


def test_etherfields_a_drawn_card_takes_its_hand_slot_only_when_its_flight_lands(app):
    """The card flies from the Dreamer's deck to its place in the hand; the
    place stays empty until then, so the card is never seen twice."""
    from game.rules.core.types import Event
    from game.ui.etherfields.table import DreamscapeScene
    scene = DreamscapeScene.demo(app)
    app.stack[:] = [scene]
    app.step()
    who = scene.selected
    card = scene.game.dreamers[who].hand[-1]  # as if just drawn: the last of the hand
    scene.take_events([Event("card_drawn", {"dreamer": who, "card": card})])
    app.step(1 / 60)
    slot = dict(scene._hand_rects)[card]
    spot = pygame.Rect(slot.right - 40, slot.centery - 30, 30, 60)  # its own corner, clear of the card before it
    table = scene._table.subsurface(spot)
    assert scene.flyers and pygame.transform.average_color(app.screen, spot) == \
        pygame.transform.average_color(table)  # mid-flight: nothing in its slot yet
    for _ in range(30):
        app.step(1 / 30)
    assert not scene.flyers
    landed = pygame.transform.average_color(app.screen, spot)
    assert sum(abs(a - b) for a, b in zip(landed[:3], pygame.transform.average_color(table)[:3])) > 30


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


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_etherfields_the_roll_overlay_leaves_the_figures_and_the_acting_space_in_view(scale):
    """On a small map (2x) the tray once hid most of the board: it sits in a
    corner or at a side, off every miniature and the acting Dreamer's space."""
    from game.rules.core.types import Event
    from game.ui import audit
    with audit.drawn("dreamscape", (1280, 720), scale, "en") as (app, scene, *_rest):
        scene.take_events([Event("die_rolled", {"die": "movement", "face": "full"})])
        for _ in range(10):
            app.step(1 / 30)
        assert scene.tray.body is not None
        tray, size = scene.tray.rect, scene.cell()[0]
        drawn = []  # each figure as drawn: a miniature 0.17 of a space across its radius, an Entity 0.22 or 0.36
        for (x, y), f in scene.figure_spots().values():
            r = int(size * (0.36 if f.big else 0.22 if f.id.startswith("entity") or f.id in
                            {e["id"] for e in scene.game.entities} else 0.17))
            drawn.append(pygame.Rect(x - r, y - r, 2 * r, 2 * r))
        acting = scene.space_rect(tuple(scene.game.dreamers[scene.selected].pos))
        assert len(drawn) >= 4 and tray.collidelist(drawn) == -1, (tray, drawn)
        assert not tray.colliderect(acting)
        assert tray.width * tray.height < 0.6 * scene.map_rect().width * scene.map_rect().height
        assert scene.map_rect().contains(tray)


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


def _entity_walks(app, reduced: bool):
    """A Dreamscape played by its rules (draw, pass, answer) until the Entity
    moves two spaces or more: the table and the Event that moved it."""
    from game.ui.etherfields.table import DreamscapeScene
    app.settings.reduce_motion = reduced
    scene = DreamscapeScene.demo(app)
    app.stack[:] = [scene]
    app.step()
    g = scene.game
    for _ in range(60):  # a click lands every die before the next answer: so does this loop
        scene.tray.skip()
        acts = g.legal_actions()
        seen = len(scene.session.events)
        scene.apply(next((a for a in acts if a.kind in ("draw", "pass")), acts[0]))
        walk = next((e for e in scene.session.events[seen:] if e.kind == "entity_moved" and len(e.data["path"]) >= 3),
                    None)
        if walk is not None:
            return scene, walk
        scene.anims.clear()  # earlier moves land at once: only the walk under test is watched
        scene.motion.finish()
    raise AssertionError("the Entity never walked two spaces")


def _drawn_at(scene, fid):
    """Record where the figure `fid` is drawn on the window (not on a layer) each frame."""
    spots = []
    draw_figure = scene.draw_figure

    def spy(surf, f, c, size, lifted=False):
        if f.id == fid and surf.get_size() == scene.app.screen.get_size():
            spots.append((round(c[0]), round(c[1])))
        return draw_figure(surf, f, c, size, lifted)
    scene.draw_figure = spy
    return spots


def test_etherfields_an_entity_glides_through_the_spaces_of_its_path(app):
    """The Hound moves two spaces: frame by frame it passes through the space
    between at an even pace (no jump from space to space) and lands where it stands."""
    import math
    scene, walk = _entity_walks(app, reduced=False)
    fid, path = walk.data["figure"], [tuple(p) for p in walk.data["path"]]
    start, middle = scene.space_rect(path[0]), scene.space_rect(path[1])
    cell = scene.cell()[0]
    spots, shots = _drawn_at(scene, fid), []
    for _ in range(90):
        app.step(1 / 30)
        shots.append(app.screen.copy())
        if fid not in scene.anims:
            break
    end = scene.figure_spots()[fid][0]
    assert math.dist(spots[0], start.center) < 0.1 * cell and spots[-1] == end
    moving = [s for s in spots if s != start.center]
    between = [s for s in moving if middle.collidepoint(s) and s != end]
    assert len(between) >= 3, (spots, middle)  # seen crossing the space between, over several frames
    steps = [math.dist(a, b) for a, b in zip(spots, spots[1:])]
    assert len(moving) >= 8 and max(steps) < 0.45 * cell, (steps, cell)  # a glide: no frame leaps half a space
    # What the window shows, not only what was asked: mid-way the Entity covers the space between
    # (the frame there differs from the same place once it has passed on).
    k = min(range(len(spots)), key=lambda i: math.dist(spots[i], middle.center))
    look = pygame.Rect(0, 0, cell // 3, cell // 3)
    look.center = spots[k]
    passing = pygame.transform.average_color(shots[k], look)[:3]
    passed = pygame.transform.average_color(app.screen, look)[:3]
    assert sum(abs(a - b) for a, b in zip(passing, passed)) > 40, (passing, passed)


def test_etherfields_with_reduce_motion_a_moving_entity_fades_in_where_it_stops(app):
    scene, walk = _entity_walks(app, reduced=True)
    fid = walk.data["figure"]
    spots = _drawn_at(scene, fid)
    assert fid not in scene.anims  # no walk
    end = scene.figure_spots()[fid][0]
    cell = scene.cell()[0]
    look = pygame.Rect(0, 0, cell // 3, cell // 3)
    look.center = end
    seen = []
    for _ in range(20):
        app.step(1 / 60)
        seen.append(pygame.transform.average_color(app.screen, look)[:3])
    landed = seen[-1]
    gaps = [sum(abs(a - b) for a, b in zip(c, landed)) for c in seen]
    assert gaps[0] > 40 and gaps[-1] == 0, gaps  # faint at first, whole once faded in
    assert all(a >= b - 6 for a, b in zip(gaps, gaps[1:])), gaps  # fading in, never flickering
    assert set(spots) <= {end}  # drawn only where it stops, never on its way


def test_etherfields_an_entity_stands_until_the_movement_die_lands_then_walks(app):
    """The die and the walk come in one batch (the Entity hunts its only
    nearest Dreamer): the die is read first, then the Entity goes."""
    from game.rules.core.types import Event
    from game.ui.etherfields.table import DreamscapeScene
    scene = DreamscapeScene.demo(app)
    app.stack[:] = [scene]
    app.step()
    ent = scene.game.entities[0]
    path = [tuple(ent["pos"]), (ent["pos"][0], ent["pos"][1] - 1)]
    ent["pos"] = path[-1]
    scene.take_events([Event("die_rolled", {"die": "movement", "face": "one"}),
                       Event("entity_moved", {"figure": ent["id"], "path": [list(p) for p in path]})])
    spots = _drawn_at(scene, ent["id"])
    rolling = []
    for _ in range(120):
        app.step(1 / 30)
        rolling.append(not scene.tray.settled)
        if ent["id"] not in scene.anims:
            break
    start = scene.space_rect(path[0]).center
    assert rolling[0] and not rolling[-1]
    assert all(s == start for s, r in zip(spots, rolling) if r)  # it stands while the die rolls
    assert len({s for s, r in zip(spots, rolling) if not r}) >= 5  # then glides, seen on its way
    assert spots[-1] == scene.figure_spots()[ent["id"]][0]
