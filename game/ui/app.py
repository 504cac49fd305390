"""The pygame-ce app: one window, one loop, a stack of scenes.

    python -m game                                   the window, title first
    python -m game --screenshot out.png --scene NAME [--seed N] [--size WxH]
    python -m game --screenshot-all DIR
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

SCENES = ("title", "dreamscape")


def _pygame():
    import pygame
    if not getattr(pygame, "IS_CE", False):
        raise SystemExit("This game needs pygame-ce, not classic pygame: "
                         "pip uninstall pygame && pip install pygame-ce")
    return pygame


class App:
    """Owns the window and the scene stack. Scenes get `handle(event)`
    (return the event to pass it down, None to consume it), `update(dt)` and
    `draw(surface)`; drawing never changes game state."""

    def __init__(self, size=(1280, 720), seed: int = 1) -> None:
        pygame = _pygame()
        pygame.init()
        from game.ui import draw
        draw.reset_caches()  # fonts die with pygame.quit(); a new App starts clean
        flags = pygame.RESIZABLE
        self.screen = pygame.display.set_mode(size, flags)
        pygame.display.set_caption("Etherfields")
        self.clock = pygame.time.Clock()
        self.stack: list = []
        self.seed = seed
        self.running = True

    # -- scene stack ---------------------------------------------------------
    def push(self, scene) -> None:
        self.stack.append(scene)

    def pop(self):
        scene = self.stack.pop()
        if not self.stack:
            self.running = False
        return scene

    def replace(self, scene) -> None:
        self.stack[-1:] = [scene]

    @property
    def top(self):
        return self.stack[-1]

    # -- loop ----------------------------------------------------------------
    def dispatch(self, event) -> None:
        for scene in reversed(self.stack):
            event = scene.handle(event)
            if event is None:
                return

    def step(self, dt: float = 1 / 60) -> None:
        pygame = _pygame()
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
                return
            if event.type == pygame.VIDEORESIZE:
                self.screen = pygame.display.set_mode(event.size, pygame.RESIZABLE)
            self.dispatch(event)
        if self.stack:
            self.top.update(dt)
            self.draw()

    def draw(self) -> None:
        self.top.draw(self.screen)
        _pygame().display.flip()

    def run(self) -> None:
        while self.running:
            dt = self.clock.tick(60) / 1000
            self.step(dt)


def make_scene(app: App, name: str):
    from game.ui.scenes import DreamscapeScene, TitleScene
    if name == "title":
        return TitleScene(app)
    if name == "dreamscape":
        return DreamscapeScene.demo(app, app.seed)
    raise SystemExit(f"unknown scene {name!r}; scenes: {', '.join(SCENES)}")


def screenshot(name: str, path: str, seed: int = 1, size=(1280, 720)) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame = _pygame()
    app = App(size, seed)
    app.push(make_scene(app, name))
    for _ in range(3):
        app.top.update(1 / 60)
    app.top.draw(app.screen)
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, path)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game")
    parser.add_argument("--screenshot", metavar="PNG")
    parser.add_argument("--scene", default="title", choices=SCENES)
    parser.add_argument("--screenshot-all", metavar="DIR")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.lower().split("x"))
    if args.screenshot:
        screenshot(args.scene, args.screenshot, args.seed, size)
        return 0
    if args.screenshot_all:
        for name in SCENES:
            screenshot(name, str(Path(args.screenshot_all) / f"{name}.png"), args.seed, size)
        return 0
    app = App(size, args.seed)
    app.push(make_scene(app, "title"))
    app.run()
    _pygame().quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
