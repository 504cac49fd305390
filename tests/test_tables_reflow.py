"""The game tables at a UI scale of 1.5x and 2x reflow instead of zooming:
their panels (each table's `regions()`, computed by game/ui/layout.py from
the window and the text) do not overlap and stay in the window, every string
drawn in a panel stays inside it and inside its own box, no two lines of text
are drawn over each other, and every button holds its label inside the window.
"""
from __future__ import annotations

import contextlib

import pygame
import pytest

from game import i18n
from game.ui import app as app_module
from game.ui import draw as d
from game.ui import layout
from game.ui.audit import draw_frame, shown
from game.ui.reflow import fits
from test_screens_fit import problems

def _space_choice(scene):
    g = scene.game
    g.push({"op": "relocate_dreamer", "dreamer": scene.selected, "to": "any"})
    g.run()


def _paying(scene):
    from game.rules.etherfields import payment_options
    from game.ui.etherfields.payment import PaymentPanel
    action = next(a for a in scene.game.legal_actions() if payment_options.has_choice(scene.game, a))
    scene.paying = PaymentPanel(scene.game, action, "a test")


STATES = {  # the dialogs of the Etherfields table, opened as a player opens them
    "leaving": lambda scene: setattr(scene, "leaving", True),
    "handover": lambda scene: setattr(scene, "curtain", scene.game.order[1]),
    "spaces": _space_choice,
    "paying": _paying,
}
TABLES = ["dreamscape", "first_night", "dreamworld", "market", "journal", "inspector", "dreamscape+leaving",
          "dreamscape+handover", "dreamscape+spaces", "dreamscape+paying", "onirim_table", "onirim_prophecy",
          "onirim_mirrors", "onirim_over", "lucidity_table", "prophecy", "prophecy_realm", "game_over"]


@contextlib.contextmanager
def drawn_at(name, scale, size, monkeypatch, lang="en"):
    """The scene drawn at that scale and window size: (app, scene, strings
    drawn). Strings drawn before a veil (a dialog over the table) are left
    out: they lie dimmed under it, and only the dialog is laid out there."""
    drawn: list = []
    veiled = [0]
    veil = layout.veil

    def marked(surf, *args, **kwargs):
        veil(surf, *args, **kwargs)
        if surf.get_size() == app.screen.get_size():
            veiled[0] = len(drawn)
    monkeypatch.setattr(layout, "veil", marked)
    with app_module._scratch_saves():
        app = app_module.App(size, 1, defaults=True, scale=scale, lang=lang)
        try:
            base, _plus, state = name.partition("+")
            app.push(app_module.make_scene(app, base))
            if state:
                STATES[state](app.top)
            for _ in range(3):
                app.top.update(1 / 60)
            draw_frame(app, drawn)
            yield app, app.top, shown(drawn[veiled[0]:], app.screen.get_size())
        finally:
            d.set_ui_scale(1.0)
            i18n.set_language("en")
            pygame.quit()


def button_problems(scene, window) -> list[str]:
    """Each button (a table's bar too) inside the window and holding its label."""
    out = []
    for b in list(getattr(scene, "buttons", [])) + list(getattr(scene, "bar_buttons", [])):
        if not window.contains(b.rect):
            out.append(f"button {b.label!r} {b.rect} is outside the window")
        if "draw" not in b.__dict__ and not fits(b):  # one given its own draw (a Dreamer on the title) shows no label
            out.append(f"button {b.label!r} {b.rect} does not hold its label")
    return out


def layout_problems(scene, drawn, window) -> list[str]:
    out = []
    regions = {k: pygame.Rect(r) for k, r in scene.regions().items() if r is not None}
    for name, r in regions.items():
        if not window.contains(r):
            out.append(f"panel {name} {r} leaves the window {window.size}")
    for i, (a, ra) in enumerate(regions.items()):
        for b, rb in list(regions.items())[i + 1:]:
            if ra.colliderect(rb):
                out.append(f"panels {a} {ra} and {b} {rb} overlap")
    on_screen = [t for t in drawn if t.surface == window.size]
    for t in on_screen:
        r = pygame.Rect(t.rect)
        home = [k for k, reg in regions.items() if reg.collidepoint(r.center)]
        for k in home:
            if not regions[k].inflate(2, 2).contains(r):
                out.append(f"{t.text!r} at {r} leaves its panel {k} {regions[k]}")
    rects = [(t.text, pygame.Rect(t.rect)) for t in on_screen]
    for i, (ta, ra) in enumerate(rects):
        for tb, rb in rects[i + 1:]:
            clash = ra.clip(rb)
            if clash.width > 4 and clash.height > min(ra.height, rb.height) // 3 and ra != rb:
                out.append(f"{ta!r} {ra} is drawn over {tb!r} {rb}")
    out += button_problems(scene, window)
    buttons = list(getattr(scene, "buttons", [])) + list(getattr(scene, "bar_buttons", []))
    for i, a in enumerate(buttons):
        for b in buttons[i + 1:]:
            if a.rect.colliderect(b.rect):
                out.append(f"buttons {a.label!r} and {b.label!r} overlap")
    return sorted(set(out))


CASES = [(name, scale, (1280, 720), "en") for name in TABLES for scale in (1.5, 2.0)]
CASES += [("dreamscape", 2.0, (1920, 1080), "en"), ("dreamworld", 2.0, (1920, 1080), "en"),
          ("journal", 2.0, (1920, 1080), "en")]
# Chinese lines are a little taller than Latin ones: the tightest tables again, in Chinese.
CASES += [(name, 2.0, (1280, 720), "zh") for name in ("dreamscape", "onirim_table", "lucidity_table", "prophecy")]
# The first night in Chinese at 2x: the teacher's two-line strip takes 124 px of the window; the
# table's side column then folds every board to its name and pips and keeps one row of buttons
# (its buttons covered the acting Dreamer's board before).
CASES += [("first_night", 2.0, (1280, 720), "zh")]


def _case_id(case) -> str:
    n, s, (w, _h), lang = case.values if hasattr(case, "values") else case
    return f"{n}-{s}x-{w}-{lang}"


@pytest.mark.parametrize("name,scale,size,lang", CASES, ids=[_case_id(c) for c in CASES])
def test_a_table_reflows_at_the_ui_scale(name, scale, size, lang, monkeypatch):
    with drawn_at(name, scale, size, monkeypatch, lang) as (app, scene, drawn):
        window = app.screen.get_rect()
        found = problems(drawn) + layout_problems(scene, drawn, window)
        assert not found, f"{name} at {scale}x {size} ({lang}):\n" + "\n".join(found)


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("size", [(1280, 720), (1280, 800)])
def test_prophecys_dice_land_clear_of_their_trays_labels_and_the_buttons_of_the_log(scale, size, monkeypatch):
    """Wherever a throw leaves the light or the dark die, it lies inside its tray
    and below the tray's label; the action buttons (all of them, when they fit
    without "More actions") stay clear of the trays and above the log."""
    import math
    from game.ui.prophecy.table import FACES
    with drawn_at("prophecy", scale, size, monkeypatch) as (app, scene, drawn):
        labels = {t.text: pygame.Rect(t.rect) for t in drawn}
        rows = scene.rows()
        for tray, label in ((scene.light, "light die: the character"), (scene.dark, "dark die: the foe")):
            said = labels[label]
            assert tray.rect.contains(said)
            for seed in range(12):
                tray.throw(FACES, "4", seed=seed)
                for _ in range(900):
                    tray.update(1 / 60)
                    if tray.settled:
                        break
                tray.skip()
                x, y = tray.screen_pos("die")
                angle = tray.body.angle
                half = tray.size / 2 * (abs(math.cos(angle)) + abs(math.sin(angle)))
                die = pygame.Rect(0, 0, 2 * half, 2 * half)
                die.center = (x, y)
                assert tray.rect.inflate(2, 2).contains(die), f"seed {seed}: the die {die} leaves its tray {tray.rect}"
                assert die.top >= said.bottom - 1, f"seed {seed}: the die {die} covers the label {said}"
        actions = [b for _a, b in scene.action_buttons]
        assert len(actions) == len(scene.side_actions()), "both of the table's actions are shown at once"
        for b in actions:
            assert b.rect.top >= scene.light.rect.bottom
            assert b.rect.bottom <= rows["log_top"] - 4
