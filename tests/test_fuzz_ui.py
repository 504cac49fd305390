"""Random mouse and keyboard input across every scene, drags included: the
app must never raise, and whatever reaches the rules must be legal play."""
import os
import random

import pygame

from game.ui.app import SCENES, App, make_scene

EVENTS = int(os.environ.get("UI_FUZZ_EVENTS", "5200"))
KEYS = [pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_j, pygame.K_z, pygame.K_PLUS, pygame.K_MINUS,
        pygame.K_a, pygame.K_RETURN]


def random_event(rng, size):
    w, h = size
    pos = (rng.randrange(w), rng.randrange(h))
    kind = rng.random()
    if kind < 0.35:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 2, 3]))
    if kind < 0.65:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-40, 40), rng.randint(-40, 40)),
                                  buttons=rng.choice([(1, 0, 0), (0, 0, 0), (0, 1, 0)]))
    if kind < 0.9:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice([1, 1, 2, 3]))
    if kind < 0.95:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False)
    mod = pygame.KMOD_LCTRL if rng.random() < 0.3 else 0
    return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="")


def test_thousands_of_random_events_across_every_scene_never_crash(tmp_path, monkeypatch):
    # Its own saves folder: random clicks change settings, and other tests must not inherit them.
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    rng = random.Random(1234)
    app = App((1280, 720), seed=2)
    per_scene = max(1, EVENTS // len(SCENES))
    sent = 0
    for name in SCENES:
        app.stack[:] = [make_scene(app, "title")]
        if name != "title":
            app.push(make_scene(app, name))
        app.running = True
        for i in range(per_scene):
            pygame.event.post(random_event(rng, app.screen.get_size()))
            sent += 1
            if i % 3 == 0:
                app.step(1 / 60)
            if not app.running or not app.stack:  # Quit or Esc out of the last scene: start again
                app.stack[:] = [make_scene(app, name)]
                app.running = True
        app.step(1 / 60)
    assert sent >= 5000
    from game.ui import draw
    draw.set_ui_scale(1.0)
