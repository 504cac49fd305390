"""The Dreamworld Map as a table of square tiles: what each Location shows,
the picture of the laid tiles, the camera, and the animations (a tile laid,
the Team walking a Path).

`MapView` draws into a viewport; the Dreamworld scene owns one and so can a
showcase. `sync()` compares what the view shows with the game and
queues the animations that bring it up to date (new tiles are laid one
square after another, then their Paths are painted in; the Team's marker
walks the Path it took). Every readable mark drawn is recorded in `drawn`
as (kind, text, screen rect), so a test can check that none overlap.
"""
from __future__ import annotations

import math
import weakref
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.gfx import maptiles as M
from game.gfx import palette as P
from game.rules.etherfields import effects
from game.rules.etherfields.campaign import locations as game_locations
from game.rules.etherfields.campaign import paths as game_paths
from game.ui.etherfields import mapgeo as G
from game.ui.motion import FADE
from game.ui.widgets import ease
from game.i18n import _, language, ngettext

# What the player last saw of each campaign's map, so a map scene made anew
# (after a Dream, say) lays the tiles found since and walks the Team there.
_SEEN: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
_ATLAS: dict = {}

LAY_EACH = 0.42   # seconds a square takes to turn over and land
LAY_GAP = 0.07    # seconds between one square and the next
ROADS_IN = 0.6    # seconds to paint a new tile's Paths
GLIDE = 0.45      # seconds for the camera to frame a new tile
ZOOM_SETTLE = 0.25  # seconds without a zoom step before the map is painted anew at the new size
# CPU seconds a frame may spend painting the map at a new size after a zoom: the rest waits for the
# next frame, the last picture stretched meanwhile, so no frame of a zoom waits for the whole map.
REPAINT_SLICE = 0.010
ARROW_AT = tuple(sorted((i / 50 for i in range(4, 47)), key=lambda t: abs(t - 0.5)))  # from the middle out


def _get(obj, name, default=None):
    return obj.get(name, default) if isinstance(obj, dict) else getattr(obj, name, default)


def atlas_for(game) -> G.Atlas:
    tiles = game.defs("dreamworld_tiles")
    key = id(tiles)
    if key not in _ATLAS:
        _ATLAS.clear()
        _ATLAS[key] = (tiles, G.Atlas.build(tiles))  # the dict is kept so its id stays its own
    return _ATLAS[key][1]


# -- what a Location shows ------------------------------------------------------------

@dataclass(frozen=True)
class Look:
    """A Location as drawn: its kind, name, the plates of what it holds and its state."""
    kind: str
    name: str
    plates: tuple = ()          # (label, glyph, role) top right
    marks: tuple = ()           # (label, glyph, role) top left
    dim: bool = False           # a Dream Gate not yet open
    won: bool = False           # its Dream is won
    facts: tuple = ()           # sentences for the side panel


PLATE_COLOURS = {"gain": ((40, 74, 52), (150, 214, 140)), "price": ((64, 44, 100), (196, 170, 250)),
                 "story": ((70, 58, 40), (214, 190, 140)), "read": ((44, 40, 48), (120, 112, 124)),
                 "won": ((90, 70, 20), P.GOLD), "secret": ((44, 30, 76), P.FRAME["secret"])}


def look(game, lid: str, loc, visited: set) -> Look:
    """What Location `lid` shows: a plate per thing it holds (Keys to gain, a story to read,
    an open Dream Gate's price), its state (a Dream won, Secrets found, not yet visited),
    and the same in words for the side panel."""
    c = game.campaign
    ops = [o for o in (effects.as_plain(_get(loc, "effect", ())) or []) if isinstance(o, dict)]
    kind = _get(loc, "kind", "rest") or "rest"
    plates, marks, facts = [], [], []
    dim = won = False
    words = {"fate": _("draw a Fate card"), "slumber": _("a Slumber waits here"), "shopping": _("the Market: buy cards and Items"),
             "awakening": _("Awakening: heal, reset and rebuild decks")}
    for o in ops:
        op = o.get("op")
        if op in words:
            facts.append(words[op])
        elif op == "gain_key":
            n = int(o.get("amount", 1) or 1)
            plates.append((f"+{n}", "key", "gain"))
            facts.append(ngettext("gain {n} Key", "gain {n} Keys", n).format(n=n))
        elif op == "resolve_script":
            read = o.get("script") in c.scripts_read
            plates.append(("", "story", "read" if read else "story"))
            facts.append(_("a page of the Scripts book (read)") if read else _("a page of the Scripts book to read"))
        elif op == "dream_gate":
            gate = o.get("gate")
            defn = game.card(gate) if gate else None
            keys = int(_get(defn, "keys", 0) or 0)
            done = c.dreams_done.get(gate)
            name = _get(defn, "name", gate)
            secrets = [s for s in (_get(defn, "secrets", ()) or ())]
            found = [s for s in secrets if s in c.found]
            if done == "won":
                won = True
                facts.append(_("Dream Gate: {name}, won").format(name=name))
            elif gate in c.gates:
                if not any(p[2] == "price" for p in plates):
                    plates.append((str(keys), "key", "price"))
                facts.append((_("Dream Gate: {name}, open for {keys} Keys (tried and lost)") if done
                              else _("Dream Gate: {name}, open for {keys} Keys")).format(name=name, keys=keys))
            else:
                dim = not any(p[2] == "price" for p in plates)
                facts.append(_("Dream Gate: {name}, not yet open").format(name=name))
            if secrets and found and not any(m[1] == "secret" for m in marks):
                marks.append((f"{len(found)}/{len(secrets)}", "secret", "secret"))
                facts.append(_("Secrets found in this Dream: {n} of {n2}").format(n=len(found), n2=len(secrets)))
    if won:
        marks.insert(0, ("", "won", "won"))
    elif lid not in visited:
        marks.insert(0, ("", "sparkle", "new"))
        facts.append(_("not visited yet"))
    return Look(kind, str(_get(loc, "name", lid)), tuple(plates), tuple(marks), dim and not won, won, tuple(facts))


def visited_locations(session) -> set:
    """Where the Team has been: every Location it travelled to, where it is, and where
    this window has seen it stand."""
    c = session.game.campaign
    out = set(c.visited)
    # Saves from before the campaign kept its Locations: their journeys are in the log.
    out.update(a.get("to") for a in session.log if isinstance(a, dict) and a.get("kind") == "travel")
    out.add(c.location)
    out.update(_SEEN.get(session, {}).get("visited", ()))
    return out


# -- painting a Location's marks ------------------------------------------------------

def paint_marks(surf, origin, size: int, lk: Look, record=None) -> None:
    """The medallion, plates and name of a Location on its square at `origin` (pixels)."""
    ox, oy = origin
    rec = record or (lambda *a: None)
    r = max(6, int(size * G.MEDAL_R))
    medal = M.medallion(lk.kind, r, "dim" if lk.dim else ("won" if lk.won else ""))
    c = (ox + size * 0.5, oy + size * G.MEDAL_Y)
    surf.blit(medal, medal.get_rect(center=(round(c[0]), round(c[1]))))
    rec("icon", lk.kind, pygame.Rect(round(c[0] - r), round(c[1] - r), r * 2, r * 2))
    ph = max(10, min(22, int(size * 0.15)))
    top = oy + max(2, int(size * 0.035))
    right = ox + size - max(2, int(size * 0.035))
    left = ox + max(2, int(size * 0.035))
    for label, glyph, role in lk.plates:  # right to left along the top
        img = M.plate(label, glyph, ph, *PLATE_COLOURS[role])
        rect = img.get_rect(topright=(right, top))
        surf.blit(img, rect)
        rec("icon", f"{glyph}{label}", rect)
        right = rect.left - 2
    for label, glyph, role in lk.marks:  # left to right, never into the plates
        img = M.sparkle(int(ph * 0.9)) if role == "new" else M.plate(label, glyph, ph, *PLATE_COLOURS[role])
        rect = img.get_rect(topleft=(left, top))
        if rect.right > right:
            break
        surf.blit(img, rect)
        rec("icon", f"{glyph}{label}", rect)
        left = rect.right + 2
    name_top = oy + size * G.NAME_TOP
    name_h = size * (G.NAME_BOTTOM - G.NAME_TOP)
    text_size = max(9, min(18, round(size * 0.145)))
    img = M.name_plate(lk.name, int(size * 0.96), int(name_h), text_size)
    rect = img.get_rect(midtop=(round(ox + size / 2), round(name_top)))
    surf.blit(img, rect)
    rec("text", lk.name, rect)


def team_radius(size: float) -> int:
    return max(8, int(size * 0.12))


def road_width(size: float) -> int:
    return max(3, int(size // 22))


def _stretched_in_view(images, at, scale, view_size):
    """While the wheel turns, the last picture stretched by `scale`: only the part of it the
    view shows (a map zoomed in is far larger than the window), with nearest-pixel scaling,
    since it is shown a fraction of a second. The images and where their top left goes."""
    w, h = images[0].get_size()
    left = max(0, math.floor(-at[0] / scale))
    top = max(0, math.floor(-at[1] / scale))
    right = min(w, math.ceil((view_size[0] - at[0]) / scale) + 1)
    bottom = min(h, math.ceil((view_size[1] - at[1]) / scale) + 1)
    if right <= left or bottom <= top:
        return tuple(pygame.Surface((1, 1), pygame.SRCALPHA) for _ in images), at
    part = pygame.Rect(left, top, right - left, bottom - top)
    out_size = (max(1, round(part.width * scale)), max(1, round(part.height * scale)))
    out = tuple(pygame.transform.scale(img.subsurface(part), out_size) for img in images)
    return out, (round(at[0] + left * scale), round(at[1] + top * scale))


# -- animations -------------------------------------------------------------------------

@dataclass
class Anim:
    kind: str                   # "glide", "lay", "walk"
    duration: float
    t: float = 0.0
    data: dict = field(default_factory=dict)

    @property
    def done(self) -> bool:
        return self.t >= self.duration


class MapView:
    """The laid tiles of one session's Dreamworld Map, in a viewport."""

    def __init__(self, session, view=(0, 0, 800, 600)) -> None:
        self.session = session
        self.atlas = atlas_for(session.game)
        self.camera = G.Camera(tuple(view))
        self.anims: list[Anim] = []
        self.reduced = False  # Reduce motion (the scene sets it): the camera cuts, tiles and the Team fade in
        self.drawn: list[tuple[str, str, pygame.Rect]] = []
        self.user_moved = False
        self._layer = None
        self._building: Any = None  # (layer key, the parts still to paint) of a repaint after a zoom
        self._routes: dict = {}
        self._looks = None
        self._frame = None
        self.zoom_idle = ZOOM_SETTLE  # seconds since the last zoom step
        seen = _SEEN.get(session)
        tiles = list(session.game.campaign.map_tiles)
        here = session.game.campaign.location
        if seen:  # lay what was found since the player last looked
            self.shown = [t for t in seen["tiles"] if t in tiles]
            self.marker = seen["location"] if seen["location"] in self.atlas.location_square else here
        else:
            self.shown, self.marker = tiles, here
        self.target_tiles = list(self.shown)
        self.target_location = self.marker
        self.camera.fit(self.atlas.bounds(self.shown))
        self.camera.square = int(self.camera.square)
        self.sync()

    # -- keeping up with the game ------------------------------------------------------
    @property
    def game(self):
        return self.session.game

    def sync(self) -> None:
        """Queue the animations that bring the picture up to the game's state."""
        c = self.game.campaign
        tiles = list(c.map_tiles)
        if any(t not in tiles for t in self.target_tiles):  # taken back (undo): just forget them
            self.shown = [t for t in self.shown if t in tiles]
            self.target_tiles = [t for t in self.target_tiles if t in tiles]
            self.anims = [a for a in self.anims if a.kind != "lay" or a.data["tile"] in tiles]
            self._layer = None
        for t in tiles:
            if t not in self.target_tiles:
                self.target_tiles.append(t)
                self.anims.append(Anim("glide", GLIDE, data={"tiles": list(self.target_tiles)}))
                squares = [s for s in self.atlas.squares_of([t])]
                self.anims.append(Anim("lay", LAY_GAP * max(0, len(squares) - 1) + LAY_EACH + ROADS_IN,
                                       data={"tile": t, "squares": squares}))
        here = c.location
        if here != self.target_location and here in self.atlas.location_square:
            frm = self.target_location
            self.target_location = here
            curve = self._curve(frm, here)
            length = G.route_length(curve) if curve else 1.0
            self.anims.append(Anim("walk", max(0.5, min(1.4, 0.4 * length + 0.25)),
                                   data={"from": frm, "to": here, "curve": curve}))
        seen = _SEEN.setdefault(self.session, {"visited": set()})
        seen["tiles"] = tuple(self.target_tiles)
        seen["location"] = self.target_location
        seen["visited"].add(here)

    def _curve(self, frm, to):
        if frm not in self.atlas.location_square or to not in self.atlas.location_square:
            return None
        paths = game_paths(self.game)
        if not any(p[:2] == (frm, to) for p in paths):
            paths = paths + [(frm, to, False)]
        return self.curves(paths, set(game_locations(self.game)) | {frm, to}).get((frm, to))

    def curves(self, paths, locs) -> dict:
        """The Paths' routes (routing is slow: each set of Paths and Locations is routed once)."""
        key = (tuple(paths), frozenset(locs))
        if key not in self._routes:
            if len(self._routes) > 16:
                self._routes.clear()
            self._routes[key] = G.route(self.atlas, paths, locs)
        return self._routes[key]

    @property
    def busy(self) -> bool:
        """Something is still moving (a showcase waits for this before its next move)."""
        return bool(self.anims)

    @property
    def camera_moving(self) -> bool:
        return any(a.kind in ("glide", "lay") for a in self.anims)

    def update(self, dt: float) -> None:
        self.zoom_idle += dt
        while self.anims and dt > 0:
            a = self.anims[0]
            if a.t == 0 and a.kind == "walk" and not a.data.get("followed"):
                a.data["followed"] = True
                if self._out_of_view(a.data["to"]):  # zoomed in elsewhere: the camera goes to meet the Team
                    self.anims.insert(0, Anim("glide", GLIDE, data={"centre": self.atlas.centre(a.data["to"])}))
                    continue
            if a.t == 0 and self.reduced:  # no travel: the camera cuts, a tile or the Team fades in
                a.duration = 0.0 if a.kind == "glide" else min(a.duration, FADE)
            if a.t == 0 and a.kind == "glide":
                self._start_glide(a)
            step = min(dt, a.duration - a.t)
            a.t += step
            dt -= step
            if a.kind == "glide":
                self._glide_to(a, ease(a.t / a.duration) if a.duration > 0 else 1.0)
            if a.done:
                self._finish(self.anims.pop(0))
            else:
                break

    def settle(self) -> None:
        """Finish every animation at once (a click does this before it acts)."""
        while self.anims:
            a = self.anims.pop(0)
            if a.kind == "glide":
                self._start_glide(a)
                self._glide_to(a, 1.0)
            self._finish(a)

    def _start_glide(self, a: Anim) -> None:
        """A glide frames the tiles laid so far, or brings a point to the middle at the same zoom."""
        a.data["from"] = self.camera.state()
        if "centre" in a.data:
            a.data["to"] = (a.data["centre"], self.camera.square)
            return
        cam = G.Camera(self.camera.view)
        cam.fit(self.atlas.bounds(a.data["tiles"]))
        a.data["to"] = (cam.centre, int(cam.square))

    def _out_of_view(self, lid) -> bool:
        if lid not in self.atlas.location_square:
            return False
        x, y = self.atlas.location_square[lid]
        a, b = self.camera.to_px((x, y)), self.camera.to_px((x + 1, y + 1))
        return not pygame.Rect(self.camera.view).contains(pygame.Rect(a[0], a[1], b[0] - a[0], b[1] - a[1]))

    def _glide_to(self, a: Anim, f: float) -> None:
        (c0, s0), (c1, s1) = a.data["from"], a.data["to"]
        self.camera.centre = (c0[0] + (c1[0] - c0[0]) * f, c0[1] + (c1[1] - c0[1]) * f)
        self.camera.square = s0 + (s1 - s0) * f

    def _finish(self, a: Anim) -> None:
        if a.kind == "lay":
            if a.data["tile"] not in self.shown:
                self.shown.append(a.data["tile"])
            self._layer = None
        elif a.kind == "walk":
            self.marker = a.data["to"]
        elif a.kind == "glide" and "tiles" in a.data:
            self.user_moved = False

    # -- viewport, camera --------------------------------------------------------------
    def set_view(self, view) -> None:
        view = tuple(view)
        if view != self.camera.view:
            resized = self._layer is not None
            self.camera.view = view
            if not self.user_moved and not self.camera_moving:
                self.fit()
            if resized:  # as after a zoom: the last picture stretched, the map painted anew once the window rests
                self.zoom_idle = 0.0

    def fit(self) -> None:
        self.camera.fit(self.atlas.bounds(self.shown or self.target_tiles))
        self.camera.square = int(self.camera.square)
        self.user_moved = False

    def zoom_limits(self):
        cam = G.Camera(self.camera.view)
        cam.fit(self.atlas.bounds(self.shown))
        return (max(G.Camera.MIN_SQUARE, cam.square * 0.6), max(cam.square, self.camera.view[2] * 0.3))

    def zoom(self, factor: float, px) -> None:
        self.zoom_idle = 0.0
        self.camera.zoom_at(factor, px, self.zoom_limits())
        self.camera.square = int(round(self.camera.square))
        self.user_moved = True

    def pan(self, dx: float, dy: float) -> None:
        self.camera.pan_by(dx, dy, self.atlas.bounds(self.shown))
        self.user_moved = True

    def positions(self) -> dict[str, tuple[int, int]]:
        """Location id -> the screen point of its medallion, as drawn now."""
        locs = game_locations(self.game)
        return {lid: tuple(int(round(v)) for v in self.camera.to_px(self.atlas.centre(lid)))
                for lid in locs if lid in self.atlas.location_square and self._visible(lid)}

    def _visible(self, lid) -> bool:
        sq = self.atlas.squares.get(self.atlas.location_square[lid])
        return sq is not None and sq.tile in self.shown

    def location_at(self, px) -> str | None:
        """The Location whose square is under the pointer."""
        wx, wy = self.camera.to_world(px)
        sq = self.atlas.squares.get((math.floor(wx), math.floor(wy)))
        if sq is None or sq.location is None or sq.tile not in self.shown:
            return None
        if sq.location not in game_locations(self.game):
            return None
        return sq.location

    # -- the picture ---------------------------------------------------------------------
    def looks(self) -> dict[str, Look]:
        """Location id -> how it looks now (worked out again only when the campaign changed)."""
        c = self.game.campaign
        key = (language(), id(self.game), len(self.session.log), tuple(c.map_tiles), c.location,
               len(c.found), len(c.scripts_read), tuple(c.gates),
               tuple(sorted(c.dreams_done.items())))
        if self._looks is None or self._looks[0] != key:
            visited = visited_locations(self.session)
            self._looks = (key, {lid: look(self.game, lid, loc, visited) for lid, loc in game_locations(self.game).items()})
        return self._looks[1]

    def _state_key(self, looks):
        return (tuple(self.shown), tuple(sorted(looks.items())))

    def layer(self, size: int, looks: dict):
        """The laid tiles and Paths, and apart the Locations' marks (so lit Paths go between them),
        at `size` pixels a square: (ground, marks, origin in squares, boxes)."""
        key = (int(size), self._state_key(looks))
        if self._layer and self._layer[0] == key:
            return self._layer[1]
        self._paint_on(size, looks, None)
        return self._layer[1] if self._layer and self._layer[0] == key else None

    def _repaint_slice(self, size: int, looks: dict) -> bool:
        """Paint on at the map at `size` for one frame's slice; whether it is done."""
        import time
        return self._paint_on(size, looks, time.process_time() + REPAINT_SLICE)

    def _paint_on(self, size: int, looks: dict, until: float | None) -> bool:
        """Paint on at the map at `size`, part after part, until it is done (True) or the
        CPU clock passes `until` (False). Past the window's frame deadline (gfx.cache), the
        frame stops between two parts and the painting goes on from there next frame."""
        import time

        from game.gfx.cache import NotYet, made, spend
        key = (int(size), self._state_key(looks))
        if self._building is None or self._building[0] != key:
            self._building = (key, self._layer_parts(size, looks))
        parts = self._building[1]
        try:
            for _part in parts:
                made()
                if until is not None and time.process_time() >= until:
                    return False
                spend()
        except NotYet:
            if parts.gi_frame is None:  # stopped inside a part: that painting cannot go on, start it again
                self._building = None
            raise
        self._building = None
        return True

    def _layer_parts(self, size: int, looks: dict):
        """`layer`'s painting, one part (a square, a Location's mark, the Paths) at a time; done, it is `_layer`."""
        key = (int(size), self._state_key(looks))
        bounds = self.atlas.bounds(self.shown)
        if bounds is None:
            return
        left, top, right, bottom = bounds
        pad = 1  # room for the shadows
        surf = pygame.Surface((int((right - left) * size) + pad * 2 + size // 8, int((bottom - top) * size) + pad * 2
                               + size // 8), pygame.SRCALPHA)
        boxes: list = []

        def to_px(p):
            return (pad + (p[0] - left) * size, pad + (p[1] - top) * size)

        squares = self.atlas.squares_of(self.shown)
        yield from self.paint_squares(surf, squares, size, to_px)
        marks = pygame.Surface(surf.get_size(), pygame.SRCALPHA)  # first, so the arrows know where not to go
        for lid, lk in looks.items():
            if lid in self.atlas.location_square and self._visible(lid):
                x, y = self.atlas.location_square[lid]
                paint_marks(marks, to_px((x, y)), size, lk, lambda k, t, r: boxes.append((k, t, r)))
                yield
        self.paint_roads(surf, size, to_px, game_paths(self.game), looks, boxes)
        yield
        if pygame.display.get_surface() is not None:  # the screen's own pixel format blits several times faster
            surf = surf.convert_alpha()
            yield
            marks = marks.convert_alpha()
        result = (surf, marks, (left - pad / size, top - pad / size), boxes)
        self._layer = (key, result)

    def paint_squares(self, surf, squares, size, to_px):
        """The squares' shadows, then the squares, then the tiles' gilt edges: a generator, one
        square at a time (`_layer_parts`)."""
        gap = max(1, size // 64)
        for sq in squares:
            x, y = to_px((sq.x, sq.y))
            surf.blit(M.shadow(size - gap * 2), (x + gap + size // 30 - max(2, size // 12) + 1,
                                                 y + gap + size // 22 - max(2, size // 12) + 1))
        for sq in squares:
            x, y = to_px((sq.x, sq.y))
            surf.blit(M.tile(sq.region, f"{sq.x},{sq.y}", size - gap * 2, sq.location is not None), (x + gap, y + gap))
            yield
        # a thin gilt edge round each Dreamworld tile's patch, so the pieces laid read as pieces
        edge = (*P.GOLD_DEEP, 150)
        line = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        w = max(1, size // 70)
        for sq in squares:
            x, y = to_px((sq.x, sq.y))
            x0, y0, x1, y1 = x + gap, y + gap, x + size - gap - 1, y + size - gap - 1
            for (dx, dy), a, b in (((0, -1), (x0, y0), (x1, y0)), ((0, 1), (x0, y1), (x1, y1)),
                                   ((-1, 0), (x0, y0), (x0, y1)), ((1, 0), (x1, y0), (x1, y1))):
                other = self.atlas.squares.get((sq.x + dx, sq.y + dy))
                if other is None or other.tile != sq.tile or other.tile not in self.shown:
                    pygame.draw.line(line, edge, a, b, w)
        surf.blit(line, (0, 0))

    def paint_roads(self, surf, size, to_px, paths, looks, boxes, upto: dict | None = None) -> None:
        """Paths between shown Locations, each with its one-way arrow placed clear of every mark.
        `upto` maps a Path to the share of it painted so far (a tile being laid)."""
        shown_locs = {lid for lid in looks if lid in self.atlas.location_square and self._visible(lid)}
        if upto is not None:
            shown_locs |= {p[0] for p in upto} | {p[1] for p in upto}
        curves = self.curves(paths, shown_locs)
        width = road_width(size)
        trim = size * G.MEDAL_R + 3
        marks = [pygame.Rect(r) for _, _, r in boxes]
        for frm, to, shortcut in paths:
            curve = curves.get((frm, to))
            if curve is None or (upto is not None and (frm, to, shortcut) not in upto):
                continue
            pts = G.curve_points(curve, to_px, trim)
            share = 1.0 if upto is None else upto[(frm, to, shortcut)]
            if share < 1.0:
                pts = pts[:max(2, int(len(pts) * share))]
            M.road(surf, pts, width, shortcut)
            if share >= 1.0:
                self._arrow(surf, pts, size, shortcut, marks, boxes)

    def _arrow(self, surf, pts, size, shortcut, marks, boxes) -> None:
        """The Path's one-way arrow, at the first place along it (from the middle out) clear of every mark."""
        colour = M.SHORTCUT if shortcut else P.lighten(M.ROAD, 0.2)
        choice = None
        for arrow in (max(7, size // 8), max(6, size // 11), max(5, size // 15)):  # a smaller arrow where the road is crowded
            for t in ARROW_AT:
                tip, d = G.point_at(pts, t)
                if M.arrow_box(tip, d, arrow).collidelist(marks) == -1:
                    choice = (tip, d, arrow)
                    break
            if choice:
                break
        if choice is None:
            return  # nowhere clear: better no arrow than one over a name
        rect = M.arrowhead(surf, choice[0], choice[1], choice[2], colour)
        boxes.append(("arrow", "", rect))
        marks.append(rect)

    def draw(self, surf, highlight=(), hover=None, t: float = 0.0) -> None:
        """The map into the camera's viewport; `highlight` are the Locations the Team can go to."""
        view = pygame.Rect(self.camera.view)
        clip = surf.get_clip()
        surf.set_clip(view)
        # Restored however the drawing ends: a frame out of time (gfx.cache.NotYet) stops in the
        # middle, and the window kept the map's clip for good (no bar, no side panel, no legend).
        try:
            self.drawn = []
            looks = self.looks()
            size = self.camera.square
            settled = abs(size - round(size)) < 1e-6
            target = int(round(size)) if settled else int(round(self._glide_target_size()))
            state = self._state_key(looks)
            if self._layer and self._layer[0][1] == state and self._layer[0][0] != target:
                # Still zooming: stretch the last picture; once the wheel rests, paint the map anew at
                # the new size a slice a frame, the stretched picture shown until it is done.
                if self.zoom_idle < ZOOM_SETTLE or not self._repaint_slice(target, looks):
                    target = self._layer[0][0]
            built = self.layer(target, looks)
            if built is not None:
                ground, marks, origin, boxes = built
                scale = size / target
                at = self.camera.to_px(origin)
                at = (round(at[0]), round(at[1]))
                for kind, text, r in boxes:
                    rr = pygame.Rect(at[0] + r.x * scale, at[1] + r.y * scale, r.width * scale, r.height * scale)
                    self.drawn.append((kind, text, rr))
                # The still picture (the ground, the lit Paths, the marks) is put together once for
                # this camera and blitted whole each frame; only what moves is drawn on top.
                key = (id(ground), at, round(size, 3), frozenset(highlight), self.marker, bool(self.anims), view.size)
                if self._frame is None or self._frame[0] != key:
                    frame = surf.subsurface(view).copy()  # the sky the scene has just drawn
                    local = (at[0] - view.x, at[1] - view.y)
                    if abs(scale - 1) > 1e-3:
                        (ground, marks), local = _stretched_in_view((ground, marks), local, scale, view.size)
                    frame.blit(ground, local)
                    self._draw_paths_out(frame, highlight, (-view.x, -view.y))
                    frame.blit(marks, local)
                    self._frame = (key, frame)
                surf.blit(self._frame[1], view)
            self._draw_rings(surf, highlight, hover, t)
            for a in self.anims[:1]:
                if a.kind == "lay":
                    self._draw_lay(surf, a, looks)
            self._draw_marker(surf)
        finally:
            surf.set_clip(clip)

    def _glide_target_size(self) -> float:
        for a in self.anims:
            if a.kind == "glide" and "to" in a.data:
                return a.data["to"][1]
        return self.camera.square

    def _draw_paths_out(self, surf, highlight, shift=(0, 0)) -> None:
        """The Paths the Team can take now, lit (`shift` moves screen points onto `surf`)."""
        size = self.camera.square

        def to_px(p):
            x, y = self.camera.to_px(p)
            return (x + shift[0], y + shift[1])
        here = self.marker
        if here in self.atlas.location_square and not self.anims:
            curves = self.curves(game_paths(self.game), {lid for lid in game_locations(self.game)
                                                          if lid in self.atlas.location_square and self._visible(lid)})
            for frm, to, shortcut in game_paths(self.game):
                if frm == here and to in highlight and (frm, to) in curves:
                    pts = G.curve_points(curves[(frm, to)], to_px, size * G.MEDAL_R + 3)
                    M.road(surf, pts, road_width(size), shortcut, bright=0.75)

    def _draw_rings(self, surf, highlight, hover, t) -> None:
        size = self.camera.square
        pulse = 0.5 + 0.5 * math.sin(t * 3)
        for lid in set(highlight) | ({hover} if hover else set()):
            if lid not in self.atlas.location_square or not self._visible(lid):
                continue
            c = self.camera.to_px(self.atlas.centre(lid))
            r = size * G.MEDAL_R
            ring = pygame.Surface((int(r * 4), int(r * 4)), pygame.SRCALPHA)
            mid = (ring.get_width() // 2, ring.get_height() // 2)
            lit = lid == hover
            for i in range(5, 0, -1):
                pygame.draw.circle(ring, (255, 226, 140, int((14 + 10 * pulse) * (1.6 if lit else 1))), mid,
                                   int(r * (1.05 + i * 0.12)))
            pygame.draw.circle(ring, (255, 236, 170, 230), mid, int(r * 1.08), max(2, int(size // 40)))
            surf.blit(ring, ring.get_rect(center=(round(c[0]), round(c[1]))))

    def _draw_lay(self, surf, a: Anim, looks) -> None:
        size = self.camera.square
        squares = a.data["squares"]
        if self.reduced:  # Reduce motion: the tile's squares fade in where they lie
            gap = max(1, int(size) // 64)
            for sq in squares:
                x, y = self.camera.to_px((sq.x, sq.y))
                img = M.tile(sq.region, f"{sq.x},{sq.y}", int(size) - gap * 2, sq.location is not None).copy()
                img.set_alpha(int(255 * min(1.0, a.t / max(a.duration, 1e-6))))
                surf.blit(img, (x + gap, y + gap))
            return
        for i, sq in enumerate(squares):
            start = i * LAY_GAP
            p = (a.t - start) / LAY_EACH
            if p <= 0:
                continue
            p = min(1.0, p)
            x, y = self.camera.to_px((sq.x, sq.y))
            drop = (1 - ease(p)) * size * 0.5
            flip = abs(math.cos(math.pi * min(1.0, p * 1.25)))  # turns over, then lands face up
            face = p * 1.25 >= 0.5
            gap = max(1, int(size) // 64)
            inner = int(size) - gap * 2
            if face:
                img = M.tile(sq.region, f"{sq.x},{sq.y}", inner, sq.location is not None).copy()
                if sq.location in looks:
                    paint_marks(img, (-gap, -gap), int(size), looks[sq.location])
            else:
                img = M.tile_back(inner)
            w = max(1, int(inner * max(0.04, flip)))
            img = pygame.transform.smoothscale(img, (w, inner))
            sh = M.shadow(inner)
            sh = pygame.transform.smoothscale(sh, (max(1, int(sh.get_width() * w / inner)), sh.get_height()))
            sh.set_alpha(int(255 * p))  # the shadow darkens as the square comes down
            lift = int(sh.get_height() - inner) // 2
            surf.blit(sh, (x + gap + (inner - w) / 2 - lift + drop * 0.3, y + gap - lift + drop * 0.4))
            surf.blit(img, (x + gap + (inner - w) / 2, y + gap - drop))
        roads_t = a.t - (LAY_GAP * max(0, len(squares) - 1) + LAY_EACH)
        if roads_t > 0:
            tile = self.game.card(a.data["tile"])
            new = [(_get(p, "from"), _get(p, "to"), bool(_get(p, "shortcut", False))) for p in _get(tile, "paths", ()) or ()]
            share = min(1.0, roads_t / ROADS_IN)
            layer_boxes: list = []
            self.paint_roads(surf, int(size), self.camera.to_px, game_paths(self.game), looks, layer_boxes,
                             upto={p: share for p in new})
            for sq in squares:  # the new Locations' marks stay on top of the Paths being painted
                if sq.location in looks:
                    paint_marks(surf, self.camera.to_px((sq.x, sq.y)), int(size), looks[sq.location])

    def marker_point(self):
        """Where the Team's marker stands now (screen pixels)."""
        off = (G.TEAM_SPOT[0] - 0.5, G.TEAM_SPOT[1] - G.MEDAL_Y)
        walk = next((a for a in self.anims[:1] if a.kind == "walk"), None)
        if walk is not None and self.reduced:  # no walk: the marker fades in where the Team arrives
            return self.camera.to_px(self.atlas.team_spot(walk.data["to"]))
        if walk is not None:
            f = ease(walk.t / walk.duration)
            curve = walk.data["curve"]
            if curve is None:
                a = self.atlas.centre(walk.data["from"]) if walk.data["from"] in self.atlas.location_square else \
                    self.atlas.centre(walk.data["to"])
                b = self.atlas.centre(walk.data["to"])
                p = (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)
            else:
                p = G.point_at(curve, f)[0]
            hop = math.sin(f * math.pi * max(2, round(G.route_length(curve) * 3) if curve else 2)) * 0.04
            return self.camera.to_px((p[0] + off[0] * (1 - math.sin(f * math.pi)), p[1] + off[1] - abs(hop)))
        if self.marker in self.atlas.location_square:
            return self.camera.to_px(self.atlas.team_spot(self.marker))
        return None

    def _draw_marker(self, surf) -> None:
        p = self.marker_point()
        if p is None:
            return
        r = team_radius(self.camera.square)
        img = M.team_marker(r)
        walk = next((a for a in self.anims[:1] if a.kind == "walk"), None)
        if walk is not None and self.reduced:
            img = img.copy()
            img.set_alpha(int(255 * min(1.0, walk.t / max(walk.duration, 1e-6))))
        surf.blit(img, img.get_rect(center=(round(p[0]), round(p[1]))))
        if not self.anims:  # a slow ripple, so the eye finds the Team on a large map
            f = (pygame.time.get_ticks() / 1400) % 1.0
            ring = pygame.Surface((r * 6, r * 6), pygame.SRCALPHA)
            pygame.draw.circle(ring, (255, 230, 160, int(150 * (1 - f))), (r * 3, r * 3), int(r * (1.1 + 1.6 * f)),
                               max(1, r // 5))
            surf.blit(ring, ring.get_rect(center=(round(p[0]), round(p[1]))))
        self.drawn.append(("team", _("the Team"), pygame.Rect(round(p[0] - r), round(p[1] - r), r * 2, r * 2)))
