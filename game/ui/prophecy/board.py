"""Prophecy's board drawn in code: the ring of twenty spaces round the sea,
Treasure Island in the middle, the five Astral Planes between them, and the
Water Realm as its own 4x6 grid beside the board (the camera slides there).

Drawing never changes the game. `layout` says where every clickable thing
is, so the scene, its tests and the mouse driver agree on one geometry.
"""
from __future__ import annotations

import itertools
import math

import pygame

from game.rules.prophecy import board as B
from game.ui.prophecy import pieces
from game.ui import draw as d
from game.ui import layout as L
from game.i18n import N_, _, ngettext, pgettext, tr

# The content's kinds and families, in words (a kind not listed shows as it is).
KINDS = {"city": N_("city"), "creature": N_("creature"), "forest": N_("forest"), "guild": N_("guild"),
         "island": N_("island"), "item": N_("item"), "mountain": N_("mountain"), "obstacle": N_("obstacle"),
         "opportunity": N_("opportunity"), "plains": N_("plains"), "underwater": N_("underwater"),
         "village": N_("village"), "wasteland": N_("wasteland"), "waterlore": N_("waterlore"),
         "lesser": N_("lesser"), "greater": N_("greater"), "artifact": N_("artifact"), "treasure": N_("treasure"),
         "ability": N_("ability"), "adventure": N_("adventure"), "chance": N_("chance"), "gate": N_("gate guardian"),
         "lord": N_("sea lord"), "positive": N_("positive"), "negative": N_("negative"), "common": N_("common"),
         "rare": N_("rare")}
KIND_COLOUR = {
    "guild": (120, 96, 170), "city": (196, 160, 90), "village": (170, 140, 90), "wasteland": (150, 70, 110),
    "forest": (60, 120, 70), "mountain": (120, 116, 128), "plains": (150, 160, 80), "island": (200, 176, 110),
}
SEAT_COLOURS = [(232, 96, 84), (84, 150, 232), (236, 200, 80), (120, 200, 110), (200, 120, 220)]
SEA = (24, 52, 86)
LIGHT_SQ, DARK_SQ = (52, 108, 140), (28, 66, 100)
SPACE_R = 31


def name_size(above_1x: int = 11) -> int:
    """A label's size on the board: 12 px at 1x (never less, issue 33); at a larger
    scale as it was laid out, `above_1x` capped (the ring has no more room)."""
    return 12 if L.scale() <= 1 else L.capped(above_1x)


SIDE_GAP = 16     # between the realm's squares and its side panels, and from the board's edges
COMPASS = 130     # the compass's width when there are no side panels
SIDE_LEAST = 180  # the narrowest side panel worth drawing (at 1x; it grows with the UI scale)


class Layout:
    """Screen positions of the board's parts inside `rect` (the board area); the
    Water Realm's squares keep above a band `foot` pixels tall at its bottom
    (where the table writes its keyboard chip)."""

    _keep_out: list

    @property
    def keep_out(self) -> list:
        """What the table draws over the board (its top buttons, the keyboard chip):
        the names, cost tags and Adventures' names keep off it."""
        return self._keep_out

    @keep_out.setter
    def keep_out(self, rects: list) -> None:
        self._keep_out = list(rects)

    @property
    def name_plates(self) -> dict:
        """Each ring space's name plate, as the names are placed now."""
        return {sid: self.name_rect(self.game, sid)[0] for sid in B.ring(self.game.content)}

    def __init__(self, game, rect: pygame.Rect, foot: int = 0) -> None:
        self.rect = pygame.Rect(rect)
        self.foot = foot
        c = game.content
        cx, cy = self.rect.centerx, self.rect.centery - 10
        rx, ry = self.rect.width * 0.43, self.rect.height * 0.41
        if L.scale() > 1:  # the spaces, and the names over their tops, stay on the board (the names and
            # cost tags find room round them: place_names, tag_rect)
            rx = min(rx, self.rect.width / 2 - SPACE_R - 12)
            ry = min(ry, self.rect.height / 2 - 10 - SPACE_R - line(12, True) - 12)
        self.centre = (cx, cy)
        self.radii = (rx, ry)
        ids = B.ring(c)
        self.spaces: dict[str, tuple[int, int]] = {}
        for i, sid in enumerate(ids):
            a = -math.pi / 2 + 2 * math.pi * i / len(ids)
            self.spaces[sid] = (int(cx + rx * math.cos(a)), int(cy + ry * math.sin(a)))
        self.spaces[B.ISLAND] = (cx, cy)
        self.game = game
        self._keep_out = []
        self.planes: dict[str, pygame.Rect] = {}
        self._names: tuple = (None, {})  # (what they were placed round, {space: (plate, size, lines)})
        # A plane as wide as its words ("Gate: the Water Realm" at 12 px at 1x), no wider: a small
        # window's ring has no room to spare. Its tag ("1 Artifact  +1 power") takes two lines
        # when it is wider than that (issue 33).
        self.plane_lines = 3
        words = [x["name"].replace(" Astral Plane", "") for x in c.planes] + [
            _("Gate: the Water Realm"), _("Lesser Guardian"), _("Greater Guardian"), _("conquered")]
        pw = min(140 if L.scale() <= 1 else round(124 * min(1.5, L.scale())),
                 max(d.face(w, L.capped(name_size()), True).size(w)[0] for w in words) + 12)
        tag = "  ".join([ngettext("{n} Artifact", "{n} Artifacts", 2).format(n=2), _("+{n} power").format(n=2)])
        if d.face(tag, L.capped(name_size())).size(tag)[0] > pw - 8:
            self.plane_lines = 4
        ph = max(52, line(name_size(), True) + (self.plane_lines - 1) * line(name_size()) + 8)
        # What a plane must not cover: the spaces, the Adventure cards under them, their names, the island.
        discs = [self.space_rect(s).inflate(6, 6) for s in ids]
        keep_clear = [pygame.Rect(x - 24, y + SPACE_R - 6, 52, 30) for x, y in (self.spaces[s] for s in ids)]
        keep_clear += list(self.name_plates.values())
        island = self.space_rect(B.ISLAND).inflate(8, 8)
        for p in c.planes:
            ax = sum(self.spaces[s][0] for s in p["adjacent"]) / 2
            ay = sum(self.spaces[s][1] for s in p["adjacent"]) / 2
            best = None
            span = math.hypot(ax - cx, ay - cy) or 1
            across = (-(ay - cy) / span, (ax - cx) / span)  # along the ring, for a plane its neighbour crowds
            for k, side in itertools.product(range(21), (0, -12, 12, -24, 24, -36, 36, -48, 48)):
                # 0.6 of the way to its spaces, drawn in towards the island (and a little aside) while it covers something
                t = 0.6 - 0.015 * k
                rect = pygame.Rect(0, 0, pw, ph)
                rect.center = (int(cx + (ax - cx) * t + across[0] * side), int(cy + (ay - cy) * t + across[1] * side))
                # Nowhere clear: where it covers least, by area: another plane and the island most (they
                # hide its lines), then the spaces drawn over it, then names and cards.
                def covered(rects, weight):
                    return weight * sum(rect.clip(r).width * rect.clip(r).height for r in rects)
                clash = covered(list(self.planes.values()) + [island], 10) + covered(discs, 3) + covered(keep_clear, 1) + 10 ** 6 * (not self.rect.contains(rect)) + abs(side) + k
                if best is None or clash < best[0]:
                    best = (clash, rect)
                if clash == k + abs(side):
                    break
            assert best is not None  # sixteen places were tried
            self.planes[p["id"]] = best[1]
        # The Water Realm: rows 0 (palace, far) to 5 (entrance, near), 4 columns.
        rows, cols = c.n("realm_rows"), c.n("realm_columns")
        # Under the title: half a square (the edge one swims out by), the rows, a square below the entrance.
        top = max(62, (L.line(L.capped(24), True, role="story") + line(13) + 14) if L.scale() > 1 else 0)
        tall = 2 * (self.rect.height - top - 8 - foot) // (2 * rows + 3)
        # Issue 33: the squares are as tall as the board and the sides are wide, so each side
        # holds a panel (the diver's air and cards on the left, the last card revealed and the
        # compass on the right) when both keep SIDE_LEAST; else the compass keeps 160 a side.
        side = (self.rect.width - cols * tall) // 2 - 2 * SIDE_GAP
        self.sides = side >= L.em(SIDE_LEAST)
        # Too narrow for side panels: the compass (COMPASS a side) keeps a corner at the right
        # and the grid has the rest of the width (not 160 kept on each side: 20-px squares at
        # 800 x 500, their names cut; issue 33).
        beside = self.rect.width - COMPASS - 3 * SIDE_GAP
        cell = min(tall, beside // cols) if not self.sides else tall
        self.cell = cell
        gx = (self.rect.centerx - cols * cell // 2 if self.sides
              else self.rect.x + SIDE_GAP + max(0, (beside - cols * cell) // 2))
        self.compass = pygame.Rect(self.rect.right - COMPASS - 20, self.rect.bottom - COMPASS - 20, COMPASS, COMPASS)
        gy = self.rect.y + top + cell // 2
        self.grid_origin = (gx, gy)
        self.rows, self.cols = rows, cols
        # The side panels, from the grid's top edge (the band one swims out by) to the foot.
        low = self.rect.bottom - 10 - foot
        panel_top = gy - cell // 2
        self.realm_left = pygame.Rect(self.rect.x + SIDE_GAP, panel_top, gx - 2 * SIDE_GAP - self.rect.x, low - panel_top)
        right_x = gx + cols * cell + SIDE_GAP
        self.realm_right = pygame.Rect(right_x, panel_top, self.rect.right - SIDE_GAP - right_x, low - panel_top)

    def square(self, sq) -> pygame.Rect:
        """The rect of a realm square (also for squares just off the grid: the edges one swims out by)."""
        r, col = sq
        return pygame.Rect(self.grid_origin[0] + col * self.cell, self.grid_origin[1] + r * self.cell,
                           self.cell, self.cell)

    def name_rect(self, game, sid: str) -> tuple[pygame.Rect, int, list]:
        """Where a ring space's name is written (its plate), at what text size and
        in which lines: placed with every other name (place_names)."""
        why = (tuple(len(game.s["spaces"][s]["adventures"]) for s in B.ring(game.content)),
               tuple(map(tuple, self._keep_out)), tuple(map(tuple, self.planes.values())))
        if self._names[0] != why:
            self._names = (why, self.place_names(game))
        return self._names[1][sid]

    def place_names(self, game) -> dict:
        """Each ring space's name on a plate of its own, no two touching (issue 33):
        over the top of its space where there is room; else on the side of its
        circle away from the ring's centre, or from its neighbours; else on two
        lines; else in smaller type, never under 12 px at 1x. A plate keeps on the
        board, off the others' Adventure cards and miniatures, the planes and what
        the table draws over the board."""
        ids = B.ring(game.content)
        board = self.rect.inflate(-4, -4)
        cx, cy = self.centre
        cards = {}
        for s in ids:
            n = len(game.s["spaces"][s]["adventures"])
            x, y = self.spaces[s]
            cards[s] = pygame.Rect(x - 22, y + SPACE_R - 4, 24 * n - 4, 26) if n else None
        hard = [r.inflate(8, 8) for r in self._keep_out] + [self.space_rect(B.ISLAND).inflate(-8, -20)]
        planes = [r.inflate(4, 4) for r in self.planes.values()]
        sizes = [name_size()]
        while d.scaled(sizes[-1] - 1) >= 12 and sizes[-1] > 5:
            sizes.append(sizes[-1] - 1)
        placed: dict = {}

        def spots(x, y, plate, step):
            """Where the plate may go round the space at (x, y): over its top first, then
            out from the ring's centre, then the other ways, the most outward first."""
            top = plate.copy()
            top.midbottom = (x, y - 16 + step // 2)
            yield top
            out = (x - cx, y - cy)
            around = [(math.cos(a * math.pi / 4), math.sin(a * math.pi / 4)) for a in range(8)]
            around.sort(key=lambda v: -(v[0] * out[0] + v[1] * out[1]))
            for dx, dy in [out] + around:
                length = math.hypot(dx, dy) or 1
                clear = 0
                for far in range(8, SPACE_R + plate.width + 40, 3):  # out until only the rim is under it, then a little further
                    r = plate.copy()
                    r.center = (round(x + dx / length * far), round(y + dy / length * far))
                    near = (min(max(x, r.left), r.right), min(max(y, r.top), r.bottom))
                    if math.hypot(near[0] - x, near[1] - y) >= SPACE_R * 0.55:
                        yield r
                        clear += 1
                        if clear > 6:
                            break

        def order(i):  # the most crowded first: the longest names have the fewest places
            return -d.face(game.content.space(ids[i])["name"], sizes[0], True).size(game.content.space(ids[i])["name"])[0]
        for i in sorted(range(len(ids)), key=order):
            sid = ids[i]
            name = game.content.space(sid)["name"]
            x, y = self.spaces[sid]
            others = [c for s, c in cards.items() if c is not None and s != sid]
            centres = [pygame.Rect(self.spaces[s][0] - 12, self.spaces[s][1] - 10, 24, 24) for s in ids if s != sid]
            best = None
            # Off the others' miniatures, cards and the planes; off their cards and the planes; off the
            # planes; over a plane (whose line under the name gives way: _plane).
            for strict in (3, 2, 1, 0):
                for size in sizes:
                    f = d.face(name, size, True)
                    options = [[name]]
                    two = d.wrap(name, f, max(1, f.size(name)[0] // 2 + f.size("M")[0]))
                    if len(two) == 2:
                        options.append(two)
                    for lines in options:
                        tw, th = max(f.size(t)[0] for t in lines), f.get_linesize() * len(lines)
                        plate = pygame.Rect(0, 0, tw + 8, th)
                        for r in spots(x, y, plate, f.get_linesize()):
                            if not board.contains(r) or r.collidelist(hard + (others if strict > 1 else [])
                                                                          + (planes if strict else [])) >= 0:
                                continue
                            if any(r.colliderect(p[0].inflate(2, 2)) for p in placed.values()):
                                continue
                            if strict > 2 and r.collidelist(centres) >= 0:
                                continue  # over another space's miniature: only when nothing else is free
                            best = (r, size, lines)
                            break
                        if best:
                            break
                    if best:
                        break
                if best:
                    break
            if best is None:  # nowhere free (never seen): over its space, the tooltip names it too
                f = d.face(name, sizes[-1], True)
                r = pygame.Rect(0, 0, f.size(name)[0] + 8, f.get_linesize())
                r.midbottom = (x, y - 16 + f.get_linesize() // 2)
                best = (r.clamp(board), sizes[-1], [name])
            placed[sid] = best
        return placed

    def tag_rect(self, sid: str, label: str) -> pygame.Rect:
        """A cost tag's pill beside its space, clear of every space and of the
        ring of light round one that can be reached: outside the ring where the
        board has room for it, else to a side that keeps it on the board and
        under the table's top buttons (Water Realm, Rules)."""
        x, y = self.spaces[sid]
        tag = d.face(label, L.capped(12), True).size(label)
        pill = pygame.Rect(0, 0, tag[0] + 10, tag[1] + 2)
        board = self.rect.inflate(-8, -8)

        def clear_of(c) -> bool:
            nearest = (min(max(c[0], pill.left), pill.right), min(max(c[1], pill.top), pill.bottom))
            return math.hypot(nearest[0] - c[0], nearest[1] - c[1]) >= SPACE_R + 12

        outward = (x - self.centre[0], y - self.centre[1])
        around = [(math.cos(a * math.pi / 4), math.sin(a * math.pi / 4)) for a in range(8)]
        around.sort(key=lambda v: -(v[0] * outward[0] + v[1] * outward[1]))  # the most outward first
        words = list(self.name_plates.values()) + [r.inflate(8, 8) for r in self.keep_out]
        planes = list(self.planes.values())  # a plane's line under a tag gives way (_plane): better than a name
        best = None
        for n, (dx, dy) in enumerate([outward] + around):
            length = math.hypot(dx, dy) or 1
            for out in range(SPACE_R + 14, SPACE_R + 14 + 2 * pill.width, 2):
                pill.center = (int(x + dx / length * out), int(y + dy / length * out))
                if clear_of((x, y)):
                    break
            for further in range(0, 40, 8):  # no room next to the rim: a little further out that way
                spot = pill.move(round(dx / length * further), round(dy / length * further))
                if not board.contains(spot):
                    break
                # Over words (a plane, a name, a top button) is worse than over the rim of another space.
                clashes = 50 * len(spot.collidelistall(words)) + 5 * len(spot.collidelistall(planes)) + sum(
                    not clear_of(c) for k, c in self.spaces.items() if k != sid) + further // 8
                if best is None or (clashes, n) < best[0]:
                    best = ((clashes, n), spot.copy())
            if best is not None and best[0][0] == 0:
                break
        return best[1] if best else pill.clamp(board)

    def space_rect(self, sid: str) -> pygame.Rect:
        x, y = self.spaces[sid]
        r = SPACE_R + (12 if sid == B.ISLAND else 0)
        return pygame.Rect(x - r, y - r, 2 * r, 2 * r)


def seat_colour(game, pid: str):
    return SEAT_COLOURS[game.s["seats"].index(pid) % len(SEAT_COLOURS)]


def text(surf, msg, pos, size, *args, **kwargs):
    """The board's words: a picture of the board, its labels grow with the UI
    scale only up to 1.5x (24 spaces round a ring leave no room for more; the
    side panel and the tooltips carry the words at full size)."""
    return d.text(surf, msg, pos, L.capped(size), *args, **kwargs)


def line(size: int, bold: bool = False) -> int:
    return L.line(L.capped(size), bold)


# ---------------------------------------------------------------- main board
def draw_board(surf, game, lay: Layout, lit: dict, hover_key=None, dx: int = 0, away=()) -> None:
    """The ring, the island, the planes, tokens; `lit` maps target keys to cost labels;
    the figures of `away` are on their way (the table draws them)."""
    cx, cy = lay.centre[0] + dx, lay.centre[1]
    rx, ry = lay.radii
    sea = pygame.Rect(0, 0, int(rx * 2 + 90), int(ry * 2 + 90))
    sea.center = (cx, cy)
    pygame.draw.ellipse(surf, (16, 34, 60), sea.inflate(24, 24))
    pygame.draw.ellipse(surf, SEA, sea)
    inner = sea.inflate(-150, -150)
    pygame.draw.ellipse(surf, (30, 64, 100), inner)
    pygame.draw.ellipse(surf, (70, 120, 160), inner, 1)
    ids = B.ring(game.content)
    pts = [(lay.spaces[s][0] + dx, lay.spaces[s][1]) for s in ids]
    pygame.draw.lines(surf, (200, 180, 140), True, pts, 4)  # the road round the land
    for pid, rect in lay.planes.items():  # each plane's threads to its spaces, all under the planes
        rect = rect.move(dx, 0)
        for s in game.content.planes[[p["id"] for p in game.content.planes].index(pid)]["adjacent"]:
            a = (lay.spaces[s][0] + dx, lay.spaces[s][1])
            pygame.draw.line(surf, (150, 130, 210), a, rect.center, 1)
    over = [lay.name_rect(game, s)[0].move(dx, 0) for s in ids] + \
        [lay.tag_rect(s, lit[("space", s)]).move(dx, 0) for s in ids if lit.get(("space", s))]
    island = [lay.space_rect(B.ISLAND).move(dx, 0).inflate(-8, -20)] if game.s["options"]["treasure_island"] else []
    discs = [lay.space_rect(s).move(dx, 0).inflate(-6, -6) for s in ids]  # drawn over the planes
    order = list(lay.planes)
    for pid, rect in lay.planes.items():  # a plane's line under a later plane, a space or the island's words gives way too
        others = [lay.planes[k].move(dx, 0) for k in order[order.index(pid) + 1:]] + discs
        _plane(surf, game, pid, rect.move(dx, 0), lit.get(("plane", pid)), hover_key == ("plane", pid),
               over + others + island)
    if game.s["options"]["treasure_island"]:
        _island(surf, game, lay, dx, lit.get(("space", B.ISLAND)), hover_key == ("space", B.ISLAND))
    for sid in ids:
        _space(surf, game, sid, lay.space_rect(sid).move(dx, 0), lit.get(("space", sid)), hover_key == ("space", sid))
    for sid in ids:  # each name on a plate over its space's top: the road and the rims pass under it
        plate, size, lines = lay.name_rect(game, sid)
        plate = plate.move(dx, 0)
        shade = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (14, 12, 28, 170), shade.get_rect(), border_radius=min(plate.height, 16) // 2)
        surf.blit(shade, plate)
        step = plate.height // len(lines)
        for k, words in enumerate(lines):
            d.text(surf, words, (plate.centerx, plate.y + k * step + step // 2), size, (250, 246, 236), anchor="center",
                   bold=True, max_width=plate.width - 4)
    taken = [lay.space_rect(s).move(dx, 0) for s in ids] + [r.move(dx, 0) for r in lay.planes.values()] + \
        [lay.name_rect(game, s)[0].move(dx, 0) for s in ids] + [r.inflate(8, 8) for r in lay.keep_out] + \
        [lay.space_rect(B.ISLAND).move(dx, 0)]
    for sid in ids:  # each face-up Adventure's name beside its card, where no name or space is
        rect = lay.space_rect(sid).move(dx, 0)
        for k, a in enumerate(x for x in game.s["spaces"][sid]["adventures"] if x["up"]):
            spot = _adventure_plate(game.name(a["card"]), rect, len(game.s["spaces"][sid]["adventures"]), k, taken,
                                    lay.rect.move(dx, 0))
            if spot is None:
                continue  # no room clear of the names round it (a large UI scale): the tooltip and inspector name it
            taken.append(spot)
            shade = pygame.Surface(spot.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (14, 12, 28, 210), shade.get_rect(), border_radius=spot.height // 2)
            surf.blit(shade, spot)
            text(surf, game.name(a["card"]), spot.center, name_size(10), (250, 240, 220), anchor="center", bold=True,
                 max_width=spot.width - 4)
    for sid in ids:  # costs outside the ring, clear of the neighbours' names
        label = lit.get(("space", sid))
        if label:
            pill = lay.tag_rect(sid, label).move(dx, 0)
            pygame.draw.rect(surf, (255, 236, 150), pill, border_radius=7)
            text(surf, label, pill.center, 12, (30, 20, 10), anchor="center", bold=True)
    for sid, pids in _who_where(game, away).items():
        rect = lay.space_rect(sid).move(dx, 0)
        for i, pid in enumerate(pids):
            ang = -math.pi / 2 + i * 2 * math.pi / max(1, len(pids))
            c = (rect.centerx + int(14 * math.cos(ang)), rect.centery + int(10 * math.sin(ang)) + 4) \
                if len(pids) > 1 else (rect.centerx, rect.centery + 4)
            d.miniature(surf, c, 15 if len(pids) == 1 else 12, seat_colour(game, pid), tr(game.chars[pid]["name"])[0],
                        selected=pid == game.active)


def _adventure_plate(name, rect, cards, k, taken, board=None) -> pygame.Rect | None:
    """Where an Adventure's name goes: under its cards, else beside them, the first place clear of `taken`
    and on the `board` (None if there is none)."""
    w = min(130, d.face(name, name_size(10), True).size(name)[0] + 8)
    h = line(name_size(10), True)
    c = rect.center
    foot = c[1] + rect.height // 2 - 4  # the cards' top
    left, right = c[0] - 22, c[0] - 22 + 24 * cards - 4
    spots = [pygame.Rect(c[0] - w // 2, foot + 26 + k * h, w, h), pygame.Rect(right + 3, foot + 6 + k * h, w, h),
             pygame.Rect(left - 3 - w, foot + 6 + k * h, w, h), pygame.Rect(right + 3, foot + 26 + k * h, w, h),
             pygame.Rect(left - 3 - w, foot + 26 + k * h, w, h)]
    return next((p for p in spots if p.collidelist(taken) < 0 and (board is None or board.contains(p))), None)


def _who_where(game, away=()) -> dict:
    out: dict[str, list] = {}
    for pid in game.living():
        ch = game.chars[pid]
        if ch["realm"] is None and ch["space"] and pid not in away:
            out.setdefault(ch["space"], []).append(pid)
    return out


def _space(surf, game, sid, rect, lit, hover) -> None:
    info = game.content.space(sid)
    sp = game.s["spaces"][sid]
    colour = KIND_COLOUR.get(info["kind"], (120, 120, 120))
    c = rect.center
    if lit is not None:
        pygame.draw.circle(surf, (255, 236, 150), c, rect.width // 2 + 7 + (3 if hover else 0), 4)
    pygame.draw.circle(surf, (20, 16, 30), c, rect.width // 2 + 2)
    surf.blit(pieces.space_disc(sid, info["kind"], rect.width), rect)
    marks = [m for m, on in (("anchor", info.get("port")), ("portal", info.get("portal")),
                             ("dove", info.get("dove"))) if on]
    for i, m in enumerate(marks):  # small signs along the bottom of the space
        p = (c[0] - 9 * (len(marks) - 1) + 18 * i, c[1] + rect.height // 2 - 9)
        if m == "anchor":
            pygame.draw.line(surf, (235, 235, 245), (p[0], p[1] - 5), (p[0], p[1] + 4), 2)
            pygame.draw.arc(surf, (235, 235, 245), (p[0] - 5, p[1] - 3, 10, 8), 3.3, 6.1, 2)
        elif m == "portal":
            pygame.draw.circle(surf, (200, 160, 255), p, 5, 2)
        else:
            pygame.draw.circle(surf, (250, 250, 250), p, 3)
    # Adventures: a small card each, face up (named) or face down.
    # Adventures: a small card each, face up (a picture, its name on a plate below) or face down.
    for i, a in enumerate(sp["adventures"]):
        card = pygame.Rect(c[0] - 22 + i * 24, c[1] + rect.height // 2 - 4, 20, 26)
        kind = game.card(a["card"]).kind if a["up"] else ""
        surf.blit(pieces.adventure_card(game.card(a["card"]).id if a["up"] else "", kind, card.size, a["up"]), card)
    if sp["fragment"]:
        frag = pygame.Rect(c[0] + 18, c[1] + 10, 14, 12)
        pygame.draw.rect(surf, (236, 214, 160), frag)
        pygame.draw.line(surf, (120, 80, 40), frag.topleft, frag.bottomright, 1)
    if sp["artifacts"]:
        pygame.draw.polygon(surf, (250, 210, 90), [(c[0] - 26, c[1] + 6), (c[0] - 20, c[1] - 2),
                                                   (c[0] - 14, c[1] + 6), (c[0] - 20, c[1] + 14)])


def _island(surf, game, lay, dx, lit, hover) -> None:
    rect = lay.space_rect(B.ISLAND).move(dx, 0)
    c = rect.center
    if lit is not None:
        pygame.draw.circle(surf, (255, 236, 150), c, rect.width // 2 + 7 + (3 if hover else 0), 4)
    pygame.draw.ellipse(surf, (214, 190, 120), rect)
    pygame.draw.ellipse(surf, (90, 140, 70), rect.inflate(-22, -30))
    step = max(16, (line(12, True) + line(11)) // 2)
    text(surf, _("Treasure Island"), (c[0], c[1] - 6 - (step - 16) // 2), 12, (250, 246, 230), anchor="center", bold=True)
    shown = game.s["treasure_display"]
    text(surf, _("{n} Treasures").format(n=len(shown)), (c[0], c[1] + 10 + (step - 16) // 2), 11, (30, 24, 16),
           anchor="center")
    if lit:
        text(surf, lit, (c[0], rect.bottom + 8), 12, (255, 236, 150), anchor="center", bold=True)


def _plane(surf, game, pid, rect, lit, hover, avoid=()) -> None:
    """A plane: its name, its guardian and its tag ("1 Artifact  +1 power", on two
    lines when the plane is narrow). A line that would lie under something drawn
    over the plane (`avoid`: a name, a cost tag, a space, a later plane), or run
    out of it, is left off rather than drawn under other words (a crowded board,
    800 x 500 at 2x; planes have no tooltip yet)."""
    p = game.s["planes"][pid]
    realm = game.s["realm"]
    gate = realm is not None and realm["gate_plane"] == pid
    fill = (40, 90, 130) if gate else (58, 44, 100)
    if lit is not None:
        pygame.draw.rect(surf, (255, 236, 150), rect.inflate(12 + (4 if hover else 0), 12), 3, border_radius=12)
    d.panel(surf, rect, fill, (190, 170, 240), radius=10)
    name = next(x["name"] for x in game.content.planes if x["id"] == pid)
    size = name_size()
    first, step = max(9, 4 + line(size, True) // 2), max(16, line(size))  # its lines, as tall as their text
    if gate:
        guard = _("Gate: the Water Realm")
    elif p["lesser"]:
        guard = game.name(p["lesser"]) if "lesser" in p["revealed"] else _("Lesser Guardian")
    elif p["greater"]:
        guard = game.name(p["greater"]) if "greater" in p["revealed"] else _("Greater Guardian")
    else:
        guard = _("conquered")
    arts = len(p["artifacts"])
    held = [ngettext("{n} Artifact", "{n} Artifacts", arts).format(n=arts)] if arts else []
    held += [_("+{n} power").format(n=p["power"])] if p["power"] else []
    rows = [(name.replace(" Astral Plane", ""), (220, 210, 250), True), (guard, (255, 240, 200), False)]
    room = (rect.height - 2 - first - step // 2) // step + 1  # how many lines the plane holds
    f = d.face("  ".join(held), L.capped(size))
    if held and (f.size("  ".join(held))[0] <= rect.width - 8 or room < 4):
        rows.append(("  ".join(held), (250, 210, 90), False))
    else:  # too wide for the plane: the tag on two lines
        rows += [(t, (250, 210, 90), False) for t in held]

    def clear(msg, y, bold) -> bool:
        """Whole in the plane and under no name or tag drawn over it (else the line gives way)."""
        w, h = d.face(msg, L.capped(size), bold).size(msg)
        box = pygame.Rect(0, 0, w, h)
        box.center = (rect.centerx, y)
        return w <= rect.width - 6 and box.bottom <= rect.bottom + 2 and box.collidelist(avoid) < 0
    for k, (msg, colour, bold) in enumerate(rows[:max(1, room)]):
        y = rect.y + first + k * step - (1 if k >= 2 else 0)
        if msg and clear(msg, y, bold):
            text(surf, msg, (rect.centerx, y), size, colour, anchor="center", bold=bold)
    if lit:
        text(surf, lit, (rect.centerx, rect.bottom + 9), 12, (255, 236, 150), anchor="center", bold=True)


# ---------------------------------------------------------------- the realm
def draw_realm(surf, game, lay: Layout, lit: dict, hover_key=None, dx: int = 0, sides=None) -> None:
    """The realm's squares, its edges and divers; `sides(surf, dx)` draws the side
    panels (game/ui/prophecy/deep.py) under the compass."""
    realm = game.s["realm"]
    area = lay.rect.move(dx, 0)
    deep = pygame.Surface(area.size)
    for y in range(area.height):  # darker as it goes deeper
        t = y / max(1, area.height)
        deep.fill((int(14 + 10 * t), int(40 + 24 * t), int(70 + 30 * t)), (0, y, area.width, 1))
    surf.blit(deep, area)
    title = _("The Water Realm")
    head = line(24, True) if L.scale() <= 1 else L.line(L.capped(24), True, role="story")
    head = max(head, d.face(title, L.capped(24), True, role="story").get_linesize())  # a Chinese title is taller
    title_y = area.y + max(22, 4 + head // 2)
    # Between the top buttons (and the chip) over the board: a narrow board's title in smaller type.
    band = pygame.Rect(area.x, title_y - head // 2, area.width, head)
    half = min([area.width // 2 - 8] + [(r.x - area.centerx if r.centerx > area.centerx else area.centerx - r.right) - 8
                                        for r in lay.keep_out if r.colliderect(band)])  # the buttons stay as the view slides
    text(surf, title, (area.centerx, title_y), 24, (200, 236, 250), anchor="center", bold=True, role="story",
         max_width=max(2 * half, 40), fit=True)
    if realm is None:
        text(surf, _("Not in this game."), area.center, 18, (200, 220, 240), anchor="center")
        return
    text(surf, _("Pearls of the Abyss left: {n}").format(n=realm["pearls"]),
           (area.centerx, max(area.y + 46, title_y + head // 2 + line(13) // 2)), 13, (220, 236, 250), anchor="center")
    entrance, palace = tuple(game.content.realm["entrance"]), tuple(game.content.realm["palace"])
    for r in range(lay.rows):
        for c in range(lay.cols):
            rect = lay.square((r, c)).move(dx, 0)
            slot = realm["squares"].get(B.key((r, c)))
            up = slot and slot["up"]
            what = "palace" if (r, c) == palace else ("card" if up else ("down" if slot else ""))
            card = game.card(slot["card"]) if up else None
            surf.blit(pieces.realm_tile(rect.width, B.is_light((r, c)), what, card.id if card else "",
                                        card.family if card else ""), rect)
            if (r, c) == palace:
                _palace(surf, game, rect)
            elif (r, c) == entrance:
                text(surf, _("Entrance"), (rect.centerx, rect.y + 4 + line(12, True) // 2), 12, (230, 240, 250),
                     anchor="center", bold=True)  # at the top: a miniature stands in the square's lower half
            if up:
                _realm_card(surf, game, slot, rect)
            if B.key((r, c)) in realm["lying"]:
                text(surf, _("Artifact"), (rect.centerx, rect.bottom - 10), 11, (250, 210, 90), anchor="center")
    # the edges one swims out through, and lit destinations
    for key, label in lit.items():
        if key[0] != "square":
            continue
        rect = lay.square(key[1]).move(dx, 0)
        inside = B.on_grid(game.content, key[1])
        if not inside:
            pygame.draw.rect(surf, (40, 80, 110), rect.inflate(-8, -8), border_radius=10)
            text(surf, _("out"), rect.center, 13, (230, 240, 250), anchor="center", bold=True)
        pygame.draw.rect(surf, (255, 236, 150), rect.inflate(-4, -4), 4 if hover_key == key else 3,
                         border_radius=8)
        if label:
            text(surf, label, (rect.centerx, rect.y + 10), 11, (255, 236, 150), anchor="center", bold=True)
    for i, pid in enumerate(p for p in game.living() if game.chars[p]["realm"] is not None):
        rect = lay.square(tuple(game.chars[pid]["realm"])).move(dx, 0)
        d.miniature(surf, (rect.x + 20 + (i % 3) * 18, rect.bottom - 20), 14, seat_colour(game, pid),
                    tr(game.chars[pid]["name"])[0], selected=pid == game.active)
    if lay.sides and sides is not None:
        sides(surf, dx)
    if lay.sides:
        side = lay.realm_right.move(dx, 0)
        size = max(130, min(side.width - 40, round(side.height * 0.3)))
        _compass(surf, game, pygame.Rect(side.centerx - size // 2, side.bottom - size - 14, size, size))
    else:
        _compass(surf, game, lay.compass.move(dx, 0))


def square_lines(msg: str, f, width: int) -> list[str] | None:
    """`msg` wrapped to `width` in font `f`, every letter kept: a word wider than the
    square (Whirlpool in a 47-px square, 800 x 500) is broken with a hyphen, keeping
    three letters or more on each line, rather than cut with "..." (issue 33). None
    when even that does not fit: the square shows its picture, the hover's tooltip the name."""
    out: list[str] = []
    for line in d.wrap(msg, f, width):
        while f.size(line)[0] > width:
            cut = len(line) - 3
            while cut >= 3 and f.size(line[:cut] + "-")[0] > width:
                cut -= 1
            if cut < 3 or not line.isalpha():
                return None
            out.append(line[:cut] + "-")
            line = line[cut:]
        out.append(line)
    return out


def _square_words(surf, rows: list, rect) -> None:
    """Words on a calm plate at the foot of a square, each row (text, size as drawn: capped,
    colour, bold) wrapped to the square's width (square_lines), as many whole rows as the
    square holds (the first, a title, gives way first; none: the tooltip tells)."""
    width = rect.width - 6
    laid: list[list[tuple[str, int, tuple, bool, int]] | None] = []
    for msg, size, colour, bold in rows:
        f = d.face(str(msg), size, bold)
        wrapped = square_lines(str(msg), f, width)
        laid.append(None if wrapped is None else [(t, size, colour, bold, f.get_linesize()) for t in wrapped])
    def height(rows, tight=1.0) -> int:
        return sum(round(ln[4] * tight) for row in rows if row for ln in row) + 4
    tight = 1.0
    while laid and (laid[0] is None or height(laid) > rect.height):
        if laid[0] is not None and height(laid, 0.85) <= rect.height:
            tight = 0.85  # the lines closer (their boxes touch; their letters do not) before any gives way
            break
        laid.pop(0)
    if not laid or any(row is None for row in laid):
        return
    lines = [(t, size, colour, bold, round(step * tight)) for row in laid if row for t, size, colour, bold, step in row]
    tall = sum(ln[4] for ln in lines) + 4
    words = pygame.Rect(rect.x + 2, rect.bottom - 2 - tall, rect.width - 4, tall)
    shade = pygame.Surface(words.size, pygame.SRCALPHA)  # the words on a calm plate, over the picture
    pygame.draw.rect(shade, (10, 14, 26, 185), shade.get_rect(), border_radius=5)
    surf.blit(shade, words)
    y = words.y + 2
    for t, size, colour, bold, step in lines:
        d.text(surf, t, (rect.centerx, y), size, colour, anchor="midtop", bold=bold)
        y += step


def _palace(surf, game, rect) -> None:
    """The palace's name and guardian, at the foot of its picture (realm_tile paints the palace)."""
    pal = game.s["realm"]["palace"]
    if pal["beaten"]:
        who = _("beaten")
    elif pal["guardian"] and "guardian" in pal["revealed"]:
        who = game.name(pal["guardian"])
    else:
        who = _("guardian hidden")
    _square_words(surf, [(_("Palace"), L.capped(12), (230, 240, 250), True), (who, name_size(10), (255, 230, 180), False)], rect)


def _realm_card(surf, game, slot, rect) -> None:
    """A face-up card's name, on a plate at the foot of its picture (realm_tile paints the card)."""
    _square_words(surf, [(game.card(slot["card"]).name, name_size(10), (250, 250, 245), False)], rect)


def _point(way: str) -> str:
    """A compass point's letter, in the interface's language."""
    return {"north": pgettext("compass point", "N"), "south": pgettext("compass point", "S"),
            "east": pgettext("compass point", "E"), "west": pgettext("compass point", "W")}[way]


def _compass(surf, game, rect) -> None:
    """The compass the current die faces point by (content's compass)."""
    text(surf, _("Currents: die face"), (rect.centerx, rect.y - 4), 12 if rect.width <= 130 else 14, (200, 230, 245),
         anchor="midbottom")
    pygame.draw.circle(surf, (20, 40, 60), rect.center, rect.width // 2)
    pygame.draw.circle(surf, (150, 200, 230), rect.center, rect.width // 2, 1)
    faces: dict[str, list] = {}
    for face, way in game.content.realm["compass"].items():
        faces.setdefault(way, []).append(str(face))
    # A larger compass in a side panel: its words grow with it, by what the UI scale has not already grown them.
    grow = max(1.0, min(2.0, rect.width / 130) / max(1.0, min(1.5, L.scale())))
    for way, (dx, dy) in {"north": (0, -1), "south": (0, 1), "east": (1, 0), "west": (-1, 0)}.items():
        p = (rect.centerx + dx * round(40 * rect.width / 130), rect.centery + dy * round(40 * rect.width / 130))
        text(surf, "/".join(sorted(faces.get(way, []))), p, round(12 * grow), (220, 240, 250), anchor="center", bold=True)
        text(surf, _point(way), (rect.centerx + dx * round(18 * rect.width / 130), rect.centery + dy * round(18 * rect.width / 130)),
             round(11 * grow), (150, 200, 230), anchor="center")


# ---------------------------------------------------------------- what is where
def card_line(game, inst: str) -> str:
    card = game.card(inst)
    if card.kind == "creature" or card.family in ("lesser", "greater"):
        battle = card.get("battle", "strength")
        stat = card.strength if battle == "strength" else card.willpower
        said = _("{name}: Battle of Strength {stat}") if battle == "strength" else _("{name}: Battle of Wills {stat}")
        return said.format(name=card.name, stat=stat)
    return _("{name} ({kind})").format(name=card.name, kind=tr(KINDS.get(card.kind or card.family, card.kind or card.family)))


def describe_space(game, sid: str) -> list[str]:
    """What a player may know of a space: its name and kind, the Adventures
    face up (face-down ones only counted), a Map Fragment, lying Artifacts."""
    info = game.content.space(sid)
    lines = [info["name"] if info["kind"] in info["name"].lower()
             else _("{name} ({kind})").format(name=info["name"], kind=tr(KINDS.get(info["kind"], info["kind"])))]
    if sid == B.ISLAND:
        lines += [_("{name}: {n} Map Fragments").format(name=game.name(t), n=game.card(t).get("maps"))
                  for t in game.s["treasure_display"]]
        return lines
    sp = game.s["spaces"][sid]
    down = 0
    for a in sp["adventures"]:
        if a["up"]:
            lines.append(card_line(game, a["card"]))
        else:
            down += 1
    if down:
        lines.append(ngettext("{n} Adventure face down", "{n} Adventures face down", down).format(n=down))
    if sp["fragment"]:
        lines.append(_("A Map Fragment (once the Adventures here are over)"))
    if sp["artifacts"]:
        lines.append(_("Artifacts lying here: {names}").format(names=_(", ").join(game.name(a) for a in sp["artifacts"])))
    signs = [w for w, on in ((_("port"), info.get("port")), (_("portal"), info.get("portal")),
                             (_("dove: no attacks on those without Artifacts"), info.get("dove"))) if on]
    if signs:
        said = _(", ").join(signs)
        lines.append(said[:1].upper() + said[1:])
    return lines


# What an Ability's effects (content/prophecy/abilities.yaml) do, in a few words.
EFFECT_WORDS = {"instead_heal": N_("instead of moving: heal {n}"), "instead_magic": N_("instead of moving: {n} Magic"),
                "instead_experience": N_("instead of moving: {n} Experience"),
                "instead_repair": N_("instead of moving: repair"),
                "island_boat_free": N_("boats to and from the Island are free"),
                "nautical_rites": N_("a free boat to the Island, 2 Gold leaving it"),
                "swimming": N_("swims: 1 Bubble for another turn underwater"),
                "flee_discount": N_("fleeing costs {n} Bubble less"), "bag_bonus": N_("{n} more Bubbles in a bag bought")}


def describe_card(game, inst: str) -> list[str]:
    """A card's name and numbers, for the hover box."""
    card = game.card(inst)
    lines = [card.name]
    bits = [(_("strength +{n}") if k == "strength" else _("willpower +{n}")).format(n=card.get(k))
            for k in ("strength", "willpower") if card.get(k)]
    if card.hands:
        bits.append(ngettext("{n} hand", "{n} hands", card.hands).format(n=card.hands))
    if card.get("shield"):
        bits.append(_("shield"))
    if card.get("price"):
        bits.append(_("price {n}").format(n=card.get("price")))
    if card.get("cost"):
        bits.append(_("costs {n} Experience").format(n=card.get("cost")))
    if card.get("maps"):
        bits.append(_("{n} Map Fragments").format(n=card.get("maps")))
    for k, v in card.effects.items():
        if k in ("strength", "willpower"):
            continue  # said above
        said = tr(EFFECT_WORDS[k]) if k in EFFECT_WORDS else k.replace("_", " ")
        bits.append(said.format(n=v) if not isinstance(v, bool) else said)
    lines.append(" ".join(tr(KINDS.get(k, k)) for k in (card.family, card.kind) if k))
    if bits:
        lines.append(_(", ").join(str(b) for b in bits))
    return lines


def describe_square(game, sq) -> list[str]:
    realm = game.s["realm"]
    if realm is None:
        return []
    if tuple(sq) == tuple(game.content.realm["palace"]):
        pal = realm["palace"]
        g = pal["guardian"]
        known = g and "guardian" in pal["revealed"] and not pal["beaten"]
        return [_("Undersea Palace"), card_line(game, g) if known else (_("beaten") if pal["beaten"] else _("a hidden guardian")),
                _("{n} Pearls of the Abyss").format(n=realm["pearls"])]
    if tuple(sq) == tuple(game.content.realm["entrance"]):
        return [_("Entrance"), _("Where swimmers come in")]
    slot = realm["squares"].get(B.key(sq))
    said = _("Row {row}, column {column} (light)") if B.is_light(sq) else _("Row {row}, column {column} (dark)")
    lines = [said.format(row=sq[0] + 1, column=sq[1] + 1)]
    if slot is None:
        lines.append(_("Open water"))
    elif slot["up"]:
        lines.append(card_line(game, slot["card"]))
    else:
        lines.append(_("A face-down card"))
    return lines

