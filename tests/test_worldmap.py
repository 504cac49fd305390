"""The Dreamworld Map drawn as square tiles: nothing readable overlaps at the
sizes we ship, new tiles are laid with an animation, the Team's marker walks
the Path it took, and the map pans and zooms.

The map records every name, icon, plate, arrow and the Team's marker it
draws (`scene.drawn`: kind, text, screen rect); the checks read that record
from real frames of a fresh campaign and of one far into the campaign,
autoplayed by the campaign measure's heuristic Team."""
from __future__ import annotations

import itertools
import math

import pygame
import pytest

from game.rules.core import Action
from game.ui.app import App
from game.ui.etherfields.demo import demo_campaign, late_campaign
from game.ui.etherfields.worldmap import DreamworldScene

SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture(scope="module")
def campaigns():
    return {"fresh": demo_campaign(1), "late": late_campaign(1), "late, another run": late_campaign(4)}


def frame(session, size):
    app = App(size, seed=1, defaults=True)
    scene = DreamworldScene(app, session)
    app.push(scene)
    scene.map.settle()
    app.step()
    return app, scene


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("which", ["fresh", "late", "late, another run"])
def test_no_label_or_icon_overlaps_another_and_all_are_on_screen(campaigns, which, size):
    session = campaigns[which]
    app, scene = frame(session, size)
    g = session.game
    drawn = scene.drawn
    names = [text for kind, text, _ in drawn if kind == "text"]
    # every Location laid so far is on the map, named, with its medallion
    from game.rules.etherfields.campaign import locations
    assert sorted(names) == sorted(str(loc.name) for loc in locations(g).values())
    assert sum(1 for kind, _, _ in drawn if kind == "icon") >= len(names)
    assert sum(1 for kind, _, _ in drawn if kind == "team") == 1
    view = scene.map_rect(size)
    for kind, text, rect in drawn:
        assert view.contains(rect), f"{kind} {text!r} at {rect} leaves the map's view {view}"
    for (k1, t1, r1), (k2, t2, r2) in itertools.combinations(drawn, 2):
        assert not r1.colliderect(r2), f"{k1} {t1!r} {r1} overlaps {k2} {t2!r} {r2} at {size}"
    from game.rules.etherfields.campaign import paths
    laid = [p for p in paths(g) if p[0] in locations(g) and p[1] in locations(g)]
    assert sum(1 for kind, _, _ in drawn if kind == "arrow") == len(laid), "every Path shows its one-way arrow"
    if which.startswith("late"):
        assert len(g.campaign.map_tiles) >= 7
        assert len(names) >= 25


def test_the_late_campaign_is_far_along(campaigns):
    g = campaigns["late"].game
    won = [gate for gate, how in g.campaign.dreams_done.items() if how == "won"]
    assert len(won) >= 5 and g.mode == "map"


def test_a_found_tile_is_laid_square_by_square_then_its_paths_are_painted():
    session = demo_campaign(1)
    app, scene = frame(session, (1280, 720))
    view = scene.map
    g = session.game
    assert "dw_far_shore" not in g.campaign.map_tiles
    before = view.camera.square
    g.campaign.map_tiles.append("dw_far_shore")  # as a script's ending lays it
    scene.play([])
    assert view.busy and "dw_far_shore" not in view.shown
    assert scene.animating(), "a showcase sees the map is still moving"
    seen_squares = set()
    for _ in range(240):  # four seconds at 60 frames a second
        app.step(1 / 60)
        lay = next((a for a in view.anims if a.kind == "lay"), None)
        if lay is not None and lay.t > 0:
            seen_squares.add(round(lay.t, 3))
            assert "dw_far_shore" not in view.shown, "the tile is in the picture only once it has landed"
        if not view.busy:
            break
    assert not view.busy and "dw_far_shore" in view.shown
    assert len(seen_squares) > 10, "the laying was drawn over many frames"
    # the camera framed the larger map: squares got smaller or stayed, and every name still fits
    assert view.camera.square <= before
    app.step()
    names = {text for kind, text, _ in scene.drawn if kind == "text"}
    assert {"Glass Beach", "The Tide Stair"} <= names


def test_a_map_made_anew_after_a_dream_lays_what_was_found_meanwhile():
    session = demo_campaign(1)
    app, scene = frame(session, (1280, 720))
    assert not scene.map.busy
    session.game.campaign.map_tiles.append("dw_far_shore")  # found while the table was up
    again = DreamworldScene(app, session)
    assert again.map.busy and "dw_far_shore" not in again.map.shown
    assert [a.kind for a in again.map.anims] == ["glide", "lay"]
    fresh = DreamworldScene(App((1280, 720), seed=1, defaults=True), late_campaign(2, tiles=3))
    assert not fresh.map.busy, "a campaign opened from a save shows its map as it is"


def test_the_team_marker_walks_the_path_it_took():
    session = demo_campaign(1)
    app, scene = frame(session, (1280, 720))
    g = session.game
    here = g.campaign.location
    to = next(a["to"] for a in g.legal_actions() if a.kind == "travel")
    start = scene.map.marker_point()
    pos = scene.positions((1280, 720))[to]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step(0)
    assert g.campaign.location == to or session.game.campaign.location == to
    walk = next(a for a in scene.map.anims if a.kind == "walk")
    assert walk.data["from"] == here and walk.data["to"] == to
    scene.map.update(walk.duration / 2)
    middle = scene.map.marker_point()
    scene.map.settle()
    end = scene.map.marker_point()
    assert math.dist(start, end) > 40
    assert math.dist(middle, start) > 10 and math.dist(middle, end) > 10, "half way, the marker is between"
    assert end == pytest.approx(scene.map.camera.to_px(scene.map.atlas.team_spot(to)))


def test_drag_pans_and_the_wheel_zooms_about_the_pointer():
    session = demo_campaign(1)
    app, scene = frame(session, (1280, 720))
    view = scene.map_rect((1280, 720))
    before = scene.positions((1280, 720))
    played = len(session.log)
    empty = next((x, y) for x in range(view.x + 5, view.right, 7) for y in range(view.y + 5, view.bottom, 7)
                 if scene.map.location_at((x, y)) is None and not any(b.rect.collidepoint((x, y)) for b in scene.buttons))
    for kind, data in ((pygame.MOUSEBUTTONDOWN, {"pos": empty, "button": 1}),
                       (pygame.MOUSEMOTION, {"pos": (empty[0] + 40, empty[1] + 25), "rel": (40, 25), "buttons": (1, 0, 0)}),
                       (pygame.MOUSEBUTTONUP, {"pos": (empty[0] + 40, empty[1] + 25), "button": 1})):
        pygame.event.post(pygame.event.Event(kind, **data))
        app.step(0)
    moved = scene.map.positions()
    for lid, p in before.items():
        assert moved[lid] == pytest.approx((p[0] + 40, p[1] + 25), abs=1)
    assert len(session.log) == played, "a drag is not a click: the Team stays"
    a, b = sorted(moved)[:2]
    spread = math.dist(moved[a], moved[b])
    scene.map.zoom(1.12, moved[a])
    zoomed = scene.map.positions()
    assert math.dist(zoomed[a], zoomed[b]) > spread
    assert zoomed[a] == pytest.approx(moved[a], abs=2), "the point under the pointer stays put"
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0))
    assert scene.map.positions() == before
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    step = scene.map.camera.square / 2
    assert scene.map.positions()[a] == pytest.approx((before[a][0] - step, before[a][1]), abs=1)


def test_a_click_on_a_location_still_travels_there():
    session = demo_campaign(1)
    app, scene = frame(session, (1280, 720))
    g = session.game
    to = next(a["to"] for a in g.legal_actions() if a.kind == "travel")
    pos = scene.positions((1280, 720))[to]
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    assert session.log[-1] == Action.make("travel", to=to).to_data()


def test_zoomed_in_elsewhere_the_camera_goes_to_meet_the_team():
    session = demo_campaign(1)
    app, scene = frame(session, (1280, 720))
    g = session.game
    to = next(a["to"] for a in g.legal_actions() if a.kind == "travel")
    view = scene.map_rect((1280, 720))
    here = scene.map.positions()
    far = max(here.items(), key=lambda kv: math.dist(kv[1], here[to]))
    for _ in range(6):  # zoom in on the Location farthest from where the Team goes
        scene.map.zoom(1.12, far[1])
    assert not view.collidepoint(scene.map.positions()[to])
    g.apply(Action.make("travel", to=to))
    scene.play([])
    for _ in range(300):
        app.step(1 / 60)
        if not scene.map.busy:
            break
    assert view.collidepoint(scene.map.positions()[to])
    assert view.collidepoint(scene.map.marker_point())


def test_the_team_walks_into_a_slumber_before_the_table_opens():
    from game.ui.etherfields.table import DreamscapeScene
    session = demo_campaign(1)
    app, scene = frame(session, (1280, 720))
    g = session.game
    from game.rules.etherfields.campaign import locations
    to = next(a["to"] for a in g.legal_actions()
              if a.kind == "travel" and getattr(locations(g)[a["to"]], "kind", "") == "slumber")
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.positions((1280, 720))[to], button=1))
    assert session.game.mode == "slumber"
    assert app.top is scene and scene.leaving, "the map stays while the Team walks there"
    for _ in range(10):
        app.step(1 / 60)
    assert app.top is scene and scene.map.busy
    for _ in range(200):
        app.step(1 / 60)
        if isinstance(app.top, DreamscapeScene):
            break
    assert any(isinstance(s, DreamscapeScene) for s in app.stack), "once there, the table opens"
    assert not any(s is scene for s in app.stack)


# -- long Paths ---------------------------------------------------------------------------

def _routes(scene):
    """Each laid Path's route as the map paints it (a polyline in squares)."""
    from game.rules.etherfields.campaign import locations, paths
    g, view = scene.session.game, scene.map
    shown = {lid for lid in locations(g) if lid in view.atlas.location_square and view._visible(lid)}
    routes = view.curves(paths(g), shown)
    return {(frm, to): routes[(frm, to)] for frm, to, _ in paths(g) if frm in shown and to in shown}, shown


def _to_segment(p, a, b) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / ((dx * dx + dy * dy) or 1)))
    return math.dist(p, (a[0] + dx * t, a[1] + dy * t))


def _to_route(p, route) -> float:
    return min(_to_segment(p, a, b) for a, b in zip(route, route[1:]))


def _along(route, step=0.02):
    """Points every `step` squares along a route."""
    out = []
    for a, b in zip(route, route[1:]):
        n = max(1, int(math.dist(a, b) / step))
        out += [(a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n) for i in range(n)]
    return out + [route[-1]]


def test_a_long_path_goes_round_the_locations_along_the_seams(campaigns):
    """Late in the campaign Paths join Locations far apart, and drawn straight
    some would run over a third Location's medallion. Each Path is painted from
    one medallion to the other without passing over any other medallion; a
    long one runs along the seams between the squares, like a road round
    fields, and only leaves them at its two ends."""
    from game.ui.etherfields import mapgeo as G
    app, scene = frame(campaigns["late"], (1280, 720))
    routes, shown = _routes(scene)
    atlas = scene.map.atlas
    centre = {lid: atlas.centre(lid) for lid in shown}
    straight_over = [(frm, to, lid) for frm, to in routes for lid in shown - {frm, to}
                     if _to_segment(centre[lid], centre[frm], centre[to]) < G.MEDAL_R]
    assert straight_over, "this map has Paths that a straight line would draw over another Location"
    clear = G.MEDAL_R + 0.05  # the medallion and half a road
    long_ones = 0
    for (frm, to), route in routes.items():
        assert route[0] == centre[frm] and route[-1] == centre[to]
        for lid in shown - {frm, to}:
            assert _to_route(centre[lid], route) > clear, f"{frm} -> {to} passes over {lid}"
        if math.dist(centre[frm], centre[to]) > G.NEAR:
            long_ones += 1
            middle = [p for p in _along(route) if min(math.dist(p, route[0]), math.dist(p, route[-1])) > 0.55]
            off_seam = [p for p in middle if min(abs(p[0] - round(p[0])), abs(p[1] - round(p[1]))) > 0.25]
            assert middle and not off_seam, f"{frm} -> {to} leaves the seams at {off_seam[:3]}"
    assert long_ones >= 5


def test_paths_sharing_a_seam_run_side_by_side_not_on_top_of_each_other(campaigns):
    """Where several long Paths follow one seam each keeps a lane of its own:
    away from its ends (where Paths meet at a medallion), no Path runs on top
    of another for more than a short stretch (the width of a crossing, or a
    curve arriving at a medallion beside another), and some do run close
    beside one another, a lane apart, for a square or more."""
    from game.ui.etherfields import mapgeo as G
    app, scene = frame(campaigns["late"], (1280, 720))
    routes, _shown = _routes(scene)
    step = 0.04
    middles = {k: [p for p in _along(r, step) if min(math.dist(p, r[0]), math.dist(p, r[-1])) > 0.6]
               for k, r in routes.items()}
    on_top, beside = {}, {}
    for (k1, pts), (k2, r2) in itertools.permutations(((k, middles[k]) for k in routes), 2):
        box = (min(x for x, _ in routes[k2]) - 0.2, min(y for _, y in routes[k2]) - 0.2,
               max(x for x, _ in routes[k2]) + 0.2, max(y for _, y in routes[k2]) + 0.2)
        near = [_to_route(p, r2) for p in pts if box[0] <= p[0] <= box[2] and box[1] <= p[1] <= box[3]]
        on_top[(k1, k2)] = step * sum(1 for d in near if d < 0.03)
        beside[(k1, k2)] = step * sum(1 for d in near if G.LANE * 0.8 < d < G.LANE * 1.2)
    worst = max(on_top, key=on_top.get)
    assert on_top[worst] < 0.3, f"{worst[0]} runs on top of {worst[1]} for {on_top[worst]:.2f} squares"
    assert max(beside.values()) >= 1.0, "long Paths share seams on this map, each in its lane"


def test_a_fate_answered_with_nothing_to_say_leaves_the_top_bar(tmp_path, monkeypatch):
    # QA: "Fate: The Crossroads Dog." stayed on the bar after "Walk on alone" (an answer with no line).
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    session = demo_campaign(1)
    g = session.game
    g.campaign.location = "loc_quiet_house"  # one Path from Lamplit Lane, whose Location draws a Fate card
    g.campaign.fate_deck.remove("fate_crossroads")
    g.campaign.fate_deck.insert(0, "fate_crossroads")
    app, scene = frame(session, (1280, 720))

    def click(pos):
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        scene.map.settle()
        app.step()
    click(scene.positions((1280, 720))["loc_lamplit_lane"])
    for _ in range(8):  # the Fate card's page, read on
        if app.top is scene and scene.buttons and g.pending is not None:
            break
        click((640, 400))
        app.step()
    assert scene.message == "Fate: The Crossroads Dog." and g.pending is not None
    click(next(b for b in scene.buttons if b.label == "Walk on alone").rect.center)
    assert g.pending is None and session.log[-1]["kind"] == "choose"
    assert "Crossroads" not in scene.message and scene.message == DreamworldScene.prompt()
