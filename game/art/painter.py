"""The illustration painter: a brief (subject, layout, light, palette) made
into a picture, composed the way assets/../design ART.md says: a value plan,
layers that get lighter and bluer with distance, the subject from the
subject library with glow, rim light and a cast shadow, light added (not
painted over), and paper grain and a vignette last.

numpy is a build-time extra (`pip install .[art]`): the game reads the
committed pictures and never imports this module. Everything is seeded by
the item's id, so a picture is the same every time it is painted.
"""
from __future__ import annotations

import hashlib
import math
import random
from dataclasses import dataclass

import numpy as np
import pygame

from game.gfx import subjects

Vec = np.ndarray


def _c(hexs: str) -> Vec:
    return np.array([int(hexs[i:i + 2], 16) / 255 for i in (1, 3, 5)], np.float32)


# sky top, sky low, far land, near ground, ink (darkest), accent
PALETTES = {
    "violet": ("#120c2e", "#5c3478", "#4a3a78", "#1e1636", "#0a0614", "#c8a0f0"),
    "deep_water": ("#06142e", "#285a8a", "#2a4a78", "#0e1e34", "#040a16", "#80c8f0"),
    "ember": ("#1c0818", "#8a3448", "#5a2a3a", "#220c16", "#0c0408", "#f08a5a"),
    "sea_glass": ("#0a1e22", "#2e786e", "#2a5a5a", "#0e2224", "#040c0e", "#90e8c8"),
    "old_gold": ("#1a140a", "#806030", "#5a4a30", "#201a10", "#0a0804", "#f0c878"),
    "moss": ("#0c1a10", "#3e6a3a", "#34583a", "#102014", "#040a06", "#a8e090"),
    "frost": ("#101a2e", "#7a8eb0", "#5a6e90", "#1a2234", "#080c16", "#e0f0ff"),
    "rose": ("#1e0c22", "#9a4a78", "#6a3a64", "#240e22", "#0c040c", "#f8a8c8"),
    "ink": ("#0a0a14", "#34344e", "#2a2a40", "#101018", "#040408", "#b0b8e0"),
    "dawn": ("#1c1436", "#c87868", "#6a4a6a", "#22162a", "#0a060e", "#ffd0a0"),
    "sky_blue": ("#0a1834", "#3a78b8", "#35609a", "#0e1a30", "#040812", "#a0d8ff"),
    "wine": ("#1a0812", "#6e2a40", "#4e2236", "#1c0a12", "#0a0408", "#e07080"),
}
LIGHT_COLOUR = {"moon": "#f4e6be", "lantern": "#ffb860", "window": "#d8e4ff", "candle": "#ffc870", "dawn": "#ffb898",
                "glow": None, "shaft": "#fff0c8", "fire": "#ff8040", "stars": "#c8d0ff"}
# Setting pieces the layouts draw from the subject library (kept in it by game.art.library).
TREES = ("pine-tree", "beech", "oak", "willow-tree", "birch-trees")
GOODS = ("jug", "pear", "grapes", "basket", "bread", "covered-jar")
WEEDS = ("reed", "coral", "grass")
SETTING = TREES + GOODS + WEEDS + ("candle-holder",)


def seed_of(text: str) -> int:
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


@dataclass
class Spot:
    """Where a layout puts the subject and its light."""
    x: float          # centre of the subject
    base: float       # its feet (bottom)
    height: float     # its height in pixels
    light: tuple      # the light's position
    ground: float     # the ground line (for shadows); None when it floats
    reflect: bool = False
    shadow: bool = True


class Canvas:
    def __init__(self, size, brief, key: str):
        self.w, self.h = int(size[0]), int(size[1])
        self.brief = brief
        self.rng = random.Random(seed_of(key))
        self.np = np.random.default_rng(seed_of(key + "/np"))
        p = [_c(x) for x in PALETTES[brief.palette]]
        self.top, self.low, self.far, self.near, self.ink, self.accent = p
        lc = LIGHT_COLOUR[brief.light]
        self.light = _c(lc) if lc else np.clip(self.accent * 1.1, 0, 1)
        self.img = np.zeros((self.h, self.w, 3), np.float32)
        self.yy, self.xx = np.mgrid[0:self.h, 0:self.w].astype(np.float32)

    # -- primitives ------------------------------------------------------------------------------
    def vgrad(self, c0, c1, y0=0.0, y1=None, alpha=None):
        y1 = self.h if y1 is None else y1
        t = np.clip((self.yy - y0) / max(1.0, y1 - y0), 0, 1)[..., None]
        layer = c0 * (1 - t) + c1 * t
        if alpha is None:
            self.img[:] = layer
        else:
            self.over(layer, alpha)

    def over(self, colour, alpha):
        a = np.clip(alpha, 0, 1)[..., None]
        self.img[:] = self.img * (1 - a) + colour * a

    def add(self, colour, alpha):
        """Light is added (screen), never painted over."""
        a = np.clip(alpha, 0, 1)[..., None]
        self.img[:] = 1 - (1 - self.img) * (1 - colour * a)

    def radial(self, x, y, r, sharp=1.0):
        d = np.sqrt((self.xx - x) ** 2 + (self.yy - y) ** 2) / max(1.0, r)
        return np.clip(1 - d, 0, 1) ** (1.5 * sharp)

    def noise(self, cells: int, octaves: int = 3) -> np.ndarray:
        """Value noise in 0..1, `cells` across, smoothly interpolated."""
        out = np.zeros((self.h, self.w), np.float32)
        amp, total = 1.0, 0.0
        for o in range(octaves):
            gw = cells * 2 ** o
            gh = max(2, round(gw * self.h / self.w))
            grid = self.np.random((gh + 1, gw + 1)).astype(np.float32)
            out += amp * _upsample(grid, self.w, self.h)
            total += amp
            amp *= 0.5
        return out / total

    def shape(self, draw) -> np.ndarray:
        """An antialiased mask: `draw(surface, k)` draws at twice the size (k = 2)."""
        s = pygame.Surface((self.w * 2, self.h * 2), pygame.SRCALPHA)
        draw(s, 2)
        s = pygame.transform.smoothscale(s, (self.w, self.h))
        return pygame.surfarray.array_alpha(s).T.astype(np.float32) / 255

    def subject(self, name, x, base, height, flip=False) -> np.ndarray:
        """The subject's mask on the canvas: centred on x, its bottom at `base`."""
        m = subjects.mask(name, max(4, int(height)))
        if flip:
            m = pygame.transform.flip(m, True, False)
        a = pygame.surfarray.array_alpha(m).T.astype(np.float32) / 255
        out = np.zeros((self.h, self.w), np.float32)
        mh, mw = a.shape
        x0, y0 = int(round(x - mw / 2)), int(round(base - mh))
        sx0, sy0 = max(0, -x0), max(0, -y0)
        dx0, dy0 = max(0, x0), max(0, y0)
        cw, ch = min(mw - sx0, self.w - dx0), min(mh - sy0, self.h - dy0)
        if cw > 0 and ch > 0:
            out[dy0:dy0 + ch, dx0:dx0 + cw] = a[sy0:sy0 + ch, sx0:sx0 + cw]
        return out

    def fog(self, y, thick, strength=0.35, colour=None):
        """A thin band of mist between layers, broken by noise."""
        band = np.exp(-((self.yy - y) / max(1.0, thick)) ** 2) * (0.55 + 0.45 * self.noise(5, 2))
        self.add(colour if colour is not None else (self.low * 0.6 + self.light * 0.25), band * strength)

    def stars(self, below: float, n: int | None = None):
        n = n or self.w * self.h // 700
        for _ in range(n):
            x, y = self.rng.randrange(self.w), self.rng.randrange(max(1, int(below)))
            v = self.rng.uniform(0.3, 0.9)
            self.img[y, x] = np.clip(self.img[y, x] + v, 0, 1)


def _upsample(grid: np.ndarray, w: int, h: int) -> np.ndarray:
    gh, gw = grid.shape
    ys = np.linspace(0, gh - 1.001, h, dtype=np.float32)
    xs = np.linspace(0, gw - 1.001, w, dtype=np.float32)
    y0, x0 = ys.astype(int), xs.astype(int)
    ty, tx = ys - y0, xs - x0
    ty, tx = ty * ty * (3 - 2 * ty), tx * tx * (3 - 2 * tx)
    a = grid[y0][:, x0] * (1 - tx) + grid[y0][:, x0 + 1] * tx
    b = grid[y0 + 1][:, x0] * (1 - tx) + grid[y0 + 1][:, x0 + 1] * tx
    return a * (1 - ty[:, None]) + b * ty[:, None]


def blur(a: np.ndarray, r: int) -> np.ndarray:
    """Three box blurs: close to a Gaussian, for glows, shadows and soft edges."""
    r = int(r)
    if r < 1:
        return a
    for _ in range(3):
        for axis in (0, 1):
            pad = [(0, 0), (0, 0)]
            pad[axis] = (r + 1, r)
            c = np.cumsum(np.pad(a, pad, mode="edge"), axis=axis)
            if axis == 0:
                a = (c[2 * r + 1:] - c[:-2 * r - 1]) / (2 * r + 1)
            else:
                a = (c[:, 2 * r + 1:] - c[:, :-2 * r - 1]) / (2 * r + 1)
    return a


def _shift(a: np.ndarray, dx: int, dy: int) -> np.ndarray:
    out = np.zeros_like(a)
    h, w = a.shape
    ys, yd = (slice(0, h - dy), slice(dy, h)) if dy >= 0 else (slice(-dy, h), slice(0, h + dy))
    xs, xd = (slice(0, w - dx), slice(dx, w)) if dx >= 0 else (slice(-dx, w), slice(0, w + dx))
    out[yd, xd] = a[ys, xs]
    return out


# -- layouts: each paints the setting and says where the subject stands ----------------------------

def _sky(cv: Canvas, horizon: float, moon=True):
    cv.vgrad(cv.top, cv.low, 0, horizon)
    clouds = cv.noise(4, 4)
    cv.add(cv.low * 0.5 + cv.light * 0.3, np.clip(clouds - 0.5, 0, 1) * 0.9 * (cv.yy < horizon))
    cv.stars(horizon * 0.8)


def _hills(cv: Canvas, base: float, amp: float, colour, alpha=1.0):
    ph = cv.rng.uniform(0, 6.3)
    f = cv.rng.uniform(1.2, 2.6)
    edge = base - amp * (0.6 * np.sin(cv.xx[0] / cv.w * f * math.tau + ph) + 0.4 * np.sin(cv.xx[0] / cv.w * f * 2.7 * math.tau))
    m = (cv.yy > edge[None, :]).astype(np.float32)
    cv.over(colour, blur(m, 1) * alpha)


def _lit_third(cv: Canvas) -> tuple[float, float]:
    """The subject on one third, the light on the other (light from the left most often)."""
    left = cv.rng.random() < 0.7
    return (cv.w * (0.64 if left else 0.36)), (cv.w * (0.24 if left else 0.76))


def layout_room(cv: Canvas) -> Spot:
    h, w = cv.h, cv.w
    horizon = h * 0.64
    sx, lx = _lit_third(cv)
    wall = cv.far * 0.55 + cv.ink * 0.45
    cv.vgrad(wall * 0.7, wall * 1.1, 0, horizon)
    cv.over(cv.near, (cv.yy >= horizon).astype(np.float32))
    vx = w * 0.5
    planks = np.zeros((h, w), np.float32)
    for i in range(-8, 9):  # floor boards converging to the vanishing point
        x_bottom = vx + i * w * 0.16
        t = np.clip((cv.yy - horizon) / (h - horizon), 0, 1)
        line_x = vx + (x_bottom - vx) * t
        planks += np.clip(1 - np.abs(cv.xx - line_x) / (0.6 + t * 1.2), 0, 1) * (cv.yy > horizon)
    cv.over(cv.ink, planks * 0.45)
    ww, wh = w * 0.16, h * 0.36
    wx, wy = lx - ww / 2, horizon - wh - h * 0.08
    door = cv.rng.random() < 0.35
    if door:
        wy, wh = horizon - h * 0.5, h * 0.5
    win = cv.shape(lambda s, k: pygame.draw.rect(s, (0, 0, 0, 255), (wx * k, wy * k, ww * k, wh * k),
                                                 border_top_left_radius=int(ww * k / 2), border_top_right_radius=int(ww * k / 2)))
    outside = cv.low * 0.6 + cv.light * 0.5
    cv.over(outside, win)
    if not door:  # mullions
        bars = cv.shape(lambda s, k: (pygame.draw.line(s, (0, 0, 0, 255), ((wx + ww / 2) * k, wy * k), ((wx + ww / 2) * k, (wy + wh) * k), 2 * k),
                                      pygame.draw.line(s, (0, 0, 0, 255), (wx * k, (wy + wh * 0.55) * k), ((wx + ww) * k, (wy + wh * 0.55) * k), 2 * k)))
        cv.over(cv.ink, bars * 0.8)
    pool = cv.shape(lambda s, k: pygame.draw.polygon(s, (0, 0, 0, 255), [
        (wx * k, horizon * k), ((wx + ww) * k, horizon * k), ((wx + ww + w * 0.22) * k, h * k), ((wx - w * 0.05) * k, h * k)]))
    cv.add(cv.light, blur(pool, max(2, w // 60)) * 0.22)
    cv.add(cv.light, cv.radial(lx, wy + wh / 2, w * 0.35) * 0.35)
    return Spot(sx, h * 0.9, h * 0.5, (lx, wy + wh / 2), h * 0.9)


def layout_corridor(cv: Canvas) -> Spot:
    h, w = cv.h, cv.w
    vx, vy = w * cv.rng.choice((0.36, 0.64)), h * 0.46
    cv.vgrad(cv.far * 0.5, cv.ink, 0, h)
    n = 7
    for i in range(n, 0, -1):  # repeated frames, farther ones lighter and bluer
        t = i / n
        fw, fh = w * 0.9 * t ** 1.6 + w * 0.05, h * 1.2 * t ** 1.6 + h * 0.08
        x0, y0 = vx - fw / 2 + (w / 2 - vx) * t * 0.9, vy - fh * 0.55
        col = cv.far * (1.2 - t) + cv.ink * t
        frame = cv.shape(lambda s, k: pygame.draw.rect(s, (0, 0, 0, 255), (x0 * k, y0 * k, fw * k, fh * k),
                                                       border_top_left_radius=int(fw * k / 2), border_top_right_radius=int(fw * k / 2)))
        inner = cv.shape(lambda s, k: pygame.draw.rect(s, (0, 0, 0, 255), ((x0 + fw * 0.08) * k, (y0 + fw * 0.08) * k, fw * 0.84 * k, fh * k),
                                                       border_top_left_radius=int(fw * 0.42 * k), border_top_right_radius=int(fw * 0.42 * k)))
        cv.over(col, np.clip(frame - inner, 0, 1))
    cv.add(cv.light, cv.radial(vx, vy, w * 0.18) * 0.9)
    cv.add(cv.light, cv.radial(vx, vy, w * 0.6) * 0.25)
    floor = np.clip((cv.yy - vy) / (h - vy), 0, 1) * (cv.yy > vy)
    cv.over(cv.near, floor * 0.6)
    return Spot(vx + (w * 0.5 - vx) * 0.5, h * 0.9, h * 0.52, (vx, vy), h * 0.9)


def layout_stair(cv: Canvas) -> Spot:
    h, w = cv.h, cv.w
    cv.vgrad(cv.far * 0.6, cv.ink, 0, h)
    up_right = cv.rng.random() < 0.6
    lx = w * (0.85 if up_right else 0.15)
    cv.add(cv.light, cv.radial(lx, h * 0.1, w * 0.5) * 0.7)
    steps = 9
    for i in range(steps):
        t = i / steps
        x = w * (0.05 + t * 0.8) if up_right else w * (0.95 - t * 0.8)
        y = h * (0.95 - t * 0.75)
        sw = w * 0.8 / steps + 2
        col = cv.near * (1 - t) + cv.far * t * 1.1
        x0 = x if up_right else x - sw
        m = cv.shape(lambda s, k: pygame.draw.rect(s, (0, 0, 0, 255), (x0 * k, y * k, sw * k, (h - y) * k)))
        cv.over(col, m)
        edge = cv.shape(lambda s, k: pygame.draw.line(s, (0, 0, 0, 255), (x0 * k, y * k), ((x0 + sw) * k, y * k), k))
        cv.add(cv.light, edge * (0.25 + 0.4 * t))
    t = 0.45
    sx = w * (0.05 + t * 0.8) if up_right else w * (0.95 - t * 0.8)
    base = h * (0.95 - t * 0.75)
    return Spot(sx, base, h * 0.42, (lx, h * 0.1), base)


def layout_shore(cv: Canvas) -> Spot:
    h, w = cv.h, cv.w
    horizon = h * 0.6
    sx, lx = _lit_third(cv)
    _sky(cv, horizon)
    ly = h * 0.28
    _hills(cv, horizon, h * 0.05, cv.far * 0.9)
    sea = (cv.yy > horizon).astype(np.float32)
    cv.over(cv.far * 0.35 + cv.ink * 0.4, sea)
    ripples = 0.5 + 0.5 * np.sin(cv.yy * 0.9 + cv.noise(8, 2) * 12)
    path = np.exp(-((cv.xx - lx) / (w * 0.05 + np.abs(cv.yy - horizon) * 0.25)) ** 2) * sea
    cv.add(cv.light, path * ripples * 0.55)
    cv.add(cv.light, cv.radial(lx, ly, h * 0.1, 4) * 1.0)
    cv.add(cv.light, cv.radial(lx, ly, w * 0.4) * 0.35)
    spit = cv.shape(lambda s, k: pygame.draw.ellipse(s, (0, 0, 0, 255), ((sx - w * 0.3) * k, h * 0.78 * k, w * 0.6 * k, h * 0.4 * k)))
    cv.over(cv.near, spit)
    return Spot(sx, h * 0.84, h * 0.46, (lx, ly), h * 0.84, reflect=False)


def layout_forest(cv: Canvas) -> Spot:
    h, w = cv.h, cv.w
    sx, lx = _lit_third(cv)
    _sky(cv, h * 0.7)
    cv.add(cv.light, cv.radial(lx, h * 0.25, w * 0.45) * 0.6)
    # three layers of trees, farther ones lighter and bluer; the near one only frames the edges
    for depth, (scale, shade) in enumerate(((0.5, 0.9), (0.75, 0.55), (1.2, 0.15))):
        col = (cv.far * 1.1 + cv.low * 0.3 * (2 - depth)) * shade + cv.ink * (1 - shade)
        mask = np.zeros((h, w), np.float32)
        n = int(w / (h * 0.3 * scale)) + 2
        for i in range(n):
            x = (i + cv.rng.uniform(-0.3, 0.3)) * w / (n - 1)
            if depth == 1 and abs(x - sx) < h * 0.3:
                continue  # a clearing for the subject
            if depth == 2 and w * 0.14 < x < w * 0.86:
                continue
            th = h * scale * cv.rng.uniform(0.7, 1.0)
            mask = np.maximum(mask, cv.subject(cv.rng.choice(TREES), x, h * (0.74 + depth * 0.1), th))
        cv.over(col, mask)
        if depth < 2:
            cv.fog(h * (0.72 + depth * 0.1), h * 0.06, 0.32 - depth * 0.1)
    ground = np.clip((cv.yy - h * 0.86) / 4, 0, 1)
    cv.over(cv.near, ground)
    cv.add(cv.light, cv.radial(sx, h * 0.9, h * 0.5) * ground * 0.25)
    return Spot(sx, h * 0.92, h * 0.5, (lx, h * 0.25), h * 0.92)


def layout_sky(cv: Canvas) -> Spot:
    h, w = cv.h, cv.w
    horizon = h * 0.88
    sx, lx = _lit_third(cv)
    _sky(cv, horizon)
    clouds = cv.noise(3, 5)
    cv.add(cv.low * 0.7 + cv.light * 0.3, np.clip((clouds - 0.45) * 2, 0, 1) * 0.7)
    cv.add(cv.light, cv.radial(lx, h * 0.3, h * 0.09, 4))
    cv.add(cv.light, cv.radial(lx, h * 0.3, w * 0.45) * 0.35)
    _hills(cv, horizon, h * 0.04, cv.near)
    return Spot(sx, h * 0.72, h * 0.5, (lx, h * 0.3), None, shadow=False)


def layout_rooftop(cv: Canvas) -> Spot:
    h, w = cv.h, cv.w
    sx, lx = _lit_third(cv)
    _sky(cv, h * 0.7)
    cv.add(cv.light, cv.radial(lx, h * 0.2, h * 0.07, 4))
    cv.add(cv.light, cv.radial(lx, h * 0.2, w * 0.4) * 0.35)
    city = np.zeros((h, w), np.float32)
    lights = np.zeros((h, w), np.float32)
    x = 0.0
    while x < w:  # the far city: blocks with a few lit windows
        bw, bh = cv.rng.uniform(w * 0.03, w * 0.08), cv.rng.uniform(h * 0.1, h * 0.3)
        y0 = h * 0.72 - bh
        city[int(y0):, int(x):int(x + bw)] = 1
        for _ in range(cv.rng.randrange(0, 4)):
            wx, wy = int(x + cv.rng.uniform(2, max(3, bw - 3))), int(cv.rng.uniform(y0 + 2, h * 0.7))
            lights[wy:wy + 2, wx:wx + 2] = 1
        x += bw + cv.rng.uniform(0, w * 0.02)
    cv.over(cv.far * 0.8, city)
    cv.add(cv.light, lights * 0.7)
    cv.fog(h * 0.7, h * 0.06, 0.35)
    pts = [(0, h), (0, h * 0.82), (w * 0.3, h * 0.74), (w * 0.62, h * 0.8), (w, h * 0.76), (w, h)]
    roof = cv.shape(lambda s, k: pygame.draw.polygon(s, (0, 0, 0, 255), [(a * k, b * k) for a, b in pts]))
    cv.over(cv.near * 0.8, roof)
    for cx in (w * cv.rng.uniform(0.05, 0.2), w * cv.rng.uniform(0.8, 0.95)):
        ch = cv.shape(lambda s, k: pygame.draw.rect(s, (0, 0, 0, 255), ((cx - w * 0.02) * k, h * 0.6 * k, w * 0.04 * k, h * 0.3 * k)))
        cv.over(cv.near * 0.7, ch)
    return Spot(sx, h * 0.8, h * 0.46, (lx, h * 0.2), h * 0.8)


def layout_portrait(cv: Canvas) -> Spot:
    h, w = cv.h, cv.w
    cv.vgrad(cv.low * 0.7, cv.top, 0, h)
    clouds = cv.noise(4, 4)
    cv.add(cv.far * 0.6, clouds * 0.3)
    cx = w * 0.5
    cv.add(cv.light * 0.7 + cv.accent * 0.3, cv.radial(cx, h * 0.45, h * 0.6) * 0.75)
    ring = np.exp(-((np.sqrt((cv.xx - cx) ** 2 + (cv.yy - h * 0.45) ** 2) - h * 0.42) / 2.0) ** 2)
    cv.add(cv.light, ring * 0.35)
    return Spot(cx, h * 0.84, h * 0.68, (w * 0.25, h * 0.1), None, shadow=False)


def layout_still_life(cv: Canvas) -> Spot:
    h, w = cv.h, cv.w
    table = h * 0.7
    left = cv.rng.random() < 0.7
    lx = w * (0.2 if left else 0.8)
    sx = w * (0.6 if left else 0.4)
    cv.vgrad(cv.ink * 1.5 + cv.far * 0.3, cv.far * 0.5, 0, table)
    cv.add(cv.far * 0.4, cv.noise(6, 3) * 0.25)
    cv.over(cv.near * 1.3 + cv.accent * 0.05, (cv.yy >= table).astype(np.float32))
    cv.add(cv.light, np.exp(-((cv.yy - table) / 1.5) ** 2) * 0.5)
    candle = cv.subject("candle-holder", lx, table + h * 0.08, h * 0.32)
    cv.over(cv.ink * 1.5, candle)
    fy = table + h * 0.08 - h * 0.32
    cv.add(cv.light, cv.radial(lx, fy, h * 0.05, 3) * 1.0)
    cv.add(cv.light, cv.radial(lx, fy, w * 0.55) * 0.45)
    return Spot(sx, table + h * 0.1, h * 0.48, (lx, fy), table + h * 0.1)


def layout_market(cv: Canvas) -> Spot:
    h, w = cv.h, cv.w
    cv.vgrad(cv.top, cv.low * 0.7, 0, h)
    cv.stars(h * 0.4)
    counter = h * 0.74
    stripes = np.sin(cv.xx / (w / 9) * math.pi) > 0
    scallop = h * 0.2 + h * 0.04 * np.abs(np.sin(cv.xx / (w / 9) * math.pi))
    awning = (cv.yy < scallop).astype(np.float32)
    cv.over(cv.accent * 0.6, awning * stripes)
    cv.over(cv.ink * 2 + cv.accent * 0.15, awning * ~stripes)
    cv.over(cv.ink, np.clip(1 - np.abs(cv.yy - scallop) / 2, 0, 1) * 0.7)
    for x in (w * 0.12, w * 0.88):  # hanging lanterns
        cv.add(cv.light, cv.radial(x, h * 0.32, h * 0.05, 3))
        cv.add(cv.light, cv.radial(x, h * 0.32, w * 0.3) * 0.3)
    cv.over(cv.near * 1.2, (cv.yy > counter).astype(np.float32))
    cv.add(cv.light, np.exp(-((cv.yy - counter) / 1.5) ** 2) * 0.4)
    goods = list(cv.brief.props) or [cv.rng.choice(GOODS) for _ in range(2)]
    for i, g in enumerate(goods[:4]):
        gx = w * (0.1 + 0.2 * i) if i < 2 else w * (0.7 + 0.15 * (i - 2))
        cv.over(cv.ink * 1.6 + cv.accent * 0.1, cv.subject(g, gx, counter + 1, h * 0.16))
    return Spot(w * 0.5, counter + h * 0.02, h * 0.45, (w * 0.12, h * 0.32), counter)


def layout_water(cv: Canvas) -> Spot:
    h, w = cv.h, cv.w
    horizon = h * 0.5
    sx, lx = _lit_third(cv)
    _sky(cv, horizon)
    cv.add(cv.light, cv.radial(lx, h * 0.2, h * 0.08, 4))
    cv.add(cv.light, cv.radial(lx, h * 0.2, w * 0.4) * 0.4)
    sea = (cv.yy > horizon).astype(np.float32)
    cv.over(cv.far * 0.4 + cv.ink * 0.4, sea)
    waves = 0.5 + 0.5 * np.sin(cv.yy * (0.6 + (cv.yy - horizon) * 0.01) + cv.noise(10, 2) * 10)
    path = np.exp(-((cv.xx - lx) / (w * 0.03 + np.abs(cv.yy - horizon) * 0.3)) ** 2) * sea
    cv.add(cv.light, path * waves * 0.6)
    cv.add(cv.low * 0.5, sea * waves * 0.12)
    return Spot(sx, h * 0.66, h * 0.44, (lx, h * 0.2), h * 0.66, reflect=True, shadow=False)


def layout_underwater(cv: Canvas) -> Spot:
    h, w = cv.h, cv.w
    cv.vgrad(cv.low * 0.9 + cv.accent * 0.1, cv.ink, 0, h)
    lx = w * cv.rng.uniform(0.25, 0.75)
    rays = np.zeros((h, w), np.float32)
    for _ in range(6):  # light rays as soft wedges from the surface
        a = cv.rng.uniform(-0.35, 0.35)
        x0 = lx + cv.rng.uniform(-w * 0.3, w * 0.3)
        d = np.abs(cv.xx - (x0 + cv.yy * math.tan(a)))
        rays += np.clip(1 - d / (w * 0.03 + cv.yy * 0.04), 0, 1) * np.clip(1 - cv.yy / h, 0, 1)
    cv.add(cv.light * 0.8 + cv.accent * 0.2, blur(rays, 2) * 0.35)
    caustic = np.abs(cv.noise(12, 2) - 0.5) < 0.03
    cv.add(cv.accent, caustic * np.clip(1 - cv.yy / (h * 0.5), 0, 1) * 0.4)
    weeds = np.zeros((h, w), np.float32)
    for i in range(5):
        x = w * (i + cv.rng.uniform(0, 1)) / 5
        weeds = np.maximum(weeds, cv.subject(cv.rng.choice(WEEDS), x, h + 2, h * cv.rng.uniform(0.2, 0.35)))
    cv.over(cv.ink * 1.3, weeds)
    for _ in range(w * h // 900):  # floating particles
        x, y = cv.rng.randrange(w), cv.rng.randrange(h)
        cv.img[y, x] = np.clip(cv.img[y, x] + cv.accent * 0.5, 0, 1)
    return Spot(w * cv.rng.choice((0.38, 0.62)), h * 0.76, h * 0.48, (lx, 0), None, shadow=False)


LAYOUTS = {"room": layout_room, "corridor": layout_corridor, "stair": layout_stair, "shore": layout_shore,
           "forest": layout_forest, "sky": layout_sky, "rooftop": layout_rooftop, "portrait": layout_portrait,
           "still_life": layout_still_life, "market": layout_market, "water": layout_water,
           "underwater": layout_underwater}


# -- the subject, its light and the finish --------------------------------------------------------

def _place_subject(cv: Canvas, spot: Spot, name: str, flip: bool):
    m = cv.subject(name, spot.x, spot.base, spot.height, flip)
    lx, ly = spot.light
    soft = max(1, cv.h // 160)
    m = np.clip(blur(m, soft) * 1.15, 0, 1) if cv.h > 240 else m
    if spot.shadow and spot.ground is not None:  # cast shadow: squashed, thrown away from the light
        sh = np.zeros_like(m)
        rows = np.nonzero(m.max(axis=1) > 0)[0]
        if len(rows):
            top, bot = rows[0], rows[-1]
            away = 1 if lx < spot.x else -1
            for y in range(top, bot + 1):
                t = (bot - y) / max(1, bot - top)
                ty = int(spot.ground + t * spot.height * 0.18)
                dx = int(away * t * spot.height * 0.9)
                if 0 <= ty < cv.h:
                    sh[ty] = np.maximum(sh[ty], np.roll(m[y], dx))
            cv.over(cv.ink, blur(sh, max(2, cv.h // 70)) * 0.55)
    if spot.reflect:
        ref = np.zeros_like(m)
        rows = m[:int(spot.base)][::-1]
        n = min(len(rows), cv.h - int(spot.base))
        ref[int(spot.base):int(spot.base) + n] = rows[:n]
        wob = (np.sin(cv.yy * 1.3) * 2).astype(int)
        ref = np.take_along_axis(ref, np.clip(cv.xx.astype(int) + wob, 0, cv.w - 1), axis=1)
        cv.over(cv.ink, ref * 0.45 * (np.sin(cv.yy * 1.7) > -0.6))
    # glow behind: the focal light sits at the subject
    glow = blur(m, max(3, cv.h // 25))
    cv.add(cv.light * 0.6 + cv.accent * 0.4, glow * 0.85)
    cv.add(cv.light, cv.radial(spot.x, spot.base - spot.height * 0.55, spot.height * 1.1) * 0.25)
    # the body: dark, a little lighter where the light falls
    t = np.clip((cv.yy - (spot.base - spot.height)) / max(1, spot.height), 0, 1)
    side = np.clip(0.5 - (cv.xx - spot.x) / max(1, spot.height) * (1 if lx < spot.x else -1), 0, 1)
    body = cv.ink[None, None, :] * (1.2 + 0.6 * side[..., None]) + cv.accent * (0.18 * (1 - t[..., None]))
    a = m[..., None]
    cv.img[:] = cv.img * (1 - a) + body * a
    # rim light on the edge that faces the light
    d = math.hypot(lx - spot.x, ly - (spot.base - spot.height / 2)) or 1
    k = max(1, round(cv.h / 110))
    dx, dy = round((lx - spot.x) / d * k * 2), round((ly - (spot.base - spot.height / 2)) / d * k * 2)
    rim = np.clip(m - _shift(m, -dx, -dy), 0, 1)
    cv.add(cv.light, blur(rim, max(1, k // 2)) * 0.95)


def _props(cv: Canvas, spot: Spot, props):
    """Small companions of the subject, at its feet or beside it, a layer farther back."""
    for i, name in enumerate(props[:3]):
        side = (-1) ** i
        x = spot.x + side * spot.height * (0.75 + 0.25 * i)
        x = min(cv.w - spot.height * 0.2, max(spot.height * 0.2, x))
        m = cv.subject(name, x, spot.base - spot.height * 0.02, spot.height * (0.42 - 0.06 * i))
        cv.add(cv.light * 0.5 + cv.accent * 0.5, blur(m, max(2, cv.h // 50)) * 0.35)
        cv.over(cv.ink * 1.6 + cv.far * 0.25, m)


def _finish(cv: Canvas):
    h, w = cv.h, cv.w
    grain = cv.np.random((h, w)).astype(np.float32)
    cv.img[:] = cv.img * (0.95 + 0.1 * grain[..., None])  # paper grain, ~5%
    fibres = cv.noise(max(8, w // 12), 2)
    cv.img[:] = cv.img * (0.96 + 0.08 * fibres[..., None])
    d = np.sqrt(((cv.xx - w / 2) / (w / 2)) ** 2 + ((cv.yy - h / 2) / (h / 2)) ** 2)
    cv.img[:] = cv.img * np.clip(1.12 - 0.42 * d ** 2, 0.45, 1)[..., None]  # vignette


def paint(brief, size, key: str) -> pygame.Surface:
    """The picture a brief describes, `size` pixels, seeded by `key` (the item's id)."""
    cv = Canvas(size, brief, key)
    spot = LAYOUTS[brief.layout](cv)
    if brief.layout not in ("market",):
        _props(cv, spot, tuple(brief.props))
    _place_subject(cv, spot, brief.subject, flip=spot.x > cv.w / 2 and cv.rng.random() < 0.5)
    if brief.light == "shaft":
        lx, ly = spot.light
        wedge = cv.shape(lambda s, k: pygame.draw.polygon(s, (0, 0, 0, 255), [
            (lx * k, 0), ((lx + cv.w * 0.08) * k, 0), ((spot.x + spot.height * 0.4) * k, cv.h * k), ((spot.x - spot.height * 0.4) * k, cv.h * k)]))
        cv.add(cv.light, blur(wedge, max(2, cv.w // 80)) * 0.18)
    if brief.light == "fire":
        cv.add(cv.light, np.clip((cv.yy - cv.h * 0.6) / (cv.h * 0.4), 0, 1) * 0.25)
    _finish(cv)
    out = (np.clip(cv.img, 0, 1) * 255 + 0.5).astype(np.uint8)
    return pygame.surfarray.make_surface(out.swapaxes(0, 1))
