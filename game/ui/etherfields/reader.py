"""The script reader: a paragraph of the Scripts book the rules just read out,
with its illustration, on a page of its own (under every scene that shows one)."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui.teacher import framed, framed_height
from game.ui.scenes import Scene
from game.i18n import _, tr

ART = (1200, 400)  # the stored size of a script's picture (game.art SIZES["scripts"])


class ScriptReader(Scene):
    """A paragraph of the Scripts book, with its illustration; click to go on.
    `how`: how to play it (the tutorial's instructions), read after the story."""

    def __init__(self, app, title, text, script_id="", how=""):
        self.app = app
        self.title = title
        self.text = text
        self.script_id = script_id
        self.how = how
        self.continue_point = None  # where "click to continue" is drawn
        self.continue_rect = None  # the tutorial's ring round it, as last drawn

    def handle(self, event):
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.app.pop()
            return None
        return event

    def update(self, dt):
        pass

    def draw(self, surf):
        w, h = surf.get_size()
        d.night_sky(surf, seed=19)
        # The page, its picture and its type grow with the window: 70% of its width, 760 at least
        # (at 1080p a 760-px page left a third of the window bare on each side; at 720p a fifth).
        page_w = min(w - 80, max(760, round(w * 0.7)))
        rect = pygame.Rect(w // 2 - page_w // 2, 60, page_w, h - 120)
        # Top to bottom: the picture, the title, the paragraph, the footer; at a larger scale
        # the picture gives up height to the words (then, if it must, the type gets smaller).
        title, text = tr(self.title), tr(self.text)
        foot = "" if getattr(self.app, "watching", False) else _("click to continue")  # the showcase turns the page
        if self.how:
            text = f"{text}\n{tr(self.how)}"
        title_size = 28 if h < 900 else 34  # the title grows with the picture in a tall window
        title_h = d.face(title, title_size, bold=True, role="story").get_linesize()
        foot_h = max(d.face(foot, 13).get_linesize(), d.face(foot, 13).size(foot)[1])  # Chinese glyphs: taller
        band = framed_height(foot_h)  # the footer with room for the tutorial's ring round it, on the page
        body_w = rect.width - 100
        size = max(19, min(23 if h < 900 else 26, round(19 * page_w / 760)))
        room = rect.height - 30 - 10 - title_h - 10 - band
        while size > 12 and d.paragraph_height(text, body_w, size, role="story") > room - 60:
            size -= 1
        need = d.paragraph_height(text, body_w, size, role="story")
        # A short paragraph gets a page its size, in the middle of the window, not a tall empty one.
        # The picture never larger than its file (ART, nothing stretched up), 180 high at 720p; in a
        # wider page it grows to the page's width at the file's shape (1130 x 377 at 1080p), so a
        # short story page is mostly picture rather than a strip of it over a band of bare sky.
        art_w = min(rect.width - 60, ART[0])
        art_h = max(60, min(art_w * ART[1] // ART[0], room - need))  # at 720p too: 180 left a fifth bare
        fits = 30 + art_h + 10 + title_h + 10 + need + band
        if fits < rect.height:
            rect = pygame.Rect(rect.x, h // 2 - fits // 2, rect.width, fits)
        d.panel(surf, rect, (236, 226, 204), (120, 90, 60), radius=14)
        self.art = art = pygame.Rect(rect.centerx - art_w // 2, rect.y + 30, art_w, art_h)  # tests read where it went
        d.illustration(surf, art, self.script_id or self.title)
        d.text(surf, title, (rect.centerx, art.bottom + 10 + title_h // 2), title_size, (70, 40, 40), anchor="center",
               bold=True, role="story", max_width=rect.width - 40, fit=True)
        top = art.bottom + 10 + title_h + 10
        d.paragraph(surf, text, pygame.Rect(rect.x + 50, top, body_w, rect.bottom - band - top), size,
                    (50, 36, 40), role="story")
        self.page = rect  # tests read where the page went
        self.continue_point = (rect.centerx, rect.bottom - band // 2)
        said = d.text(surf, foot, self.continue_point, 13, (120, 100, 90), anchor="center")
        self.continue_rect = framed(said)
