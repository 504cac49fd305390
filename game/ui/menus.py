"""Menu scenes every game uses: the MenuScene base, Settings, and the Load screen, whose rows each game
words through its GameSpec.save_summary (a campaign's in game/ui/etherfields/summary.py)."""
from __future__ import annotations

import re

import pygame

from game.gfx import palette
from game.ui import draw as d
from game.ui import layout as L
from game.ui import focus as keys
from game.ui import settings as settings_store
from game.ui.reflow import reflow
from game.ui.widgets import Button, Slider, Toggle, press
from game.i18n import LANGUAGES, N_, _, pgettext, tr, language, set_language
from game.ui.scenes import Scene
from game.ui.save_words import MONTHS, explain, friendly_date, row_title  # noqa: F401 (MONTHS: read by tests)

SPEED_WORDS = {"instant": N_("instant"), "fast": N_("fast"), "normal": N_("normal"), "slow": N_("slow")}


SHELF_CORNER = 24  # the Shelf button's distance from the window's bottom-left corner on every game's first screen


def shelf_rect(size) -> pygame.Rect:
    """Where a game's first screen keeps its Shelf button: in the bottom-left
    corner, sized to its label at the UI scale."""
    h = max(40, d.face(_("Shelf"), Button.SIZE).get_linesize() + 2 * Button.PAD)
    w = max(120, L.width(_("Shelf"), Button.SIZE) + 2 * L.em(16))
    return pygame.Rect(SHELF_CORNER, size[1] - SHELF_CORNER - h, w, h)


class MenuScene(Scene):
    """A scene of buttons; subclasses fill `self.buttons` in `layout`.
    The keys work it as well as the mouse: Tab or the arrows move the focus
    ring from button to button, Enter or Space presses, Esc goes back."""

    title = ""

    def __init__(self, app):
        self.app = app
        self.buttons: list[Button] = []
        self.message = ""
        self.focus: int | None = None  # the index of the focused button; None until a key asks for one
        self.scroll = 0  # how far a text too long for its box (at a large UI scale) is scrolled

    def layout(self, size):
        pass

    def arrange(self, size):
        """`layout` (for 1x), then the buttons reflowed for the UI scale; a
        Shelf button in its corner (`shelf_rect`) stays there, as does a button marked `corner`."""
        self.layout(size)
        corner = shelf_rect(size)
        reflow([b for b in self.buttons if b.rect != corner and not b.corner], size)

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.arrange(self.app.screen.get_size())  # the buttons where they are drawn now
            press(self.buttons, event.pos)
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return None
        if keys.key_buttons(self, event):
            return None
        page = {pygame.K_PAGEDOWN: 1, pygame.K_PAGEUP: -1}.get(getattr(event, "key", None))
        if event.type == pygame.MOUSEWHEEL or (event.type == pygame.KEYDOWN and page):
            self.scroll = max(0, self.scroll + (page * 200 if page else -event.y * 60))
            return None
        return event

    def draw_focus(self, surf):
        keys.draw_ring(self, surf)

    def back(self):
        self.app.pop()

    def update(self, dt):
        pass

    def draw(self, surf):
        self.arrange(surf.get_size())
        d.night_sky(surf, seed=7)
        w, h = surf.get_size()
        if self.title:
            d.text(surf, tr(self.title), (w // 2, 60), 40, (244, 230, 190), anchor="center", bold=True, glow=True,
                   role="story")
        self.draw_body(surf)
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            if not getattr(b, "hidden", False):  # scrolled out of a list (SettingsScene.scrolled)
                b.draw(surf, mouse)
        self.draw_focus(surf)
        if self.message:
            d.text(surf, tr(self.message), (w // 2, h - 40), 16, (255, 200, 180), anchor="center", max_width=w - 80)

    def draw_body(self, surf):
        pass


class SettingsScene(MenuScene):
    title = N_("Settings")
    view = None  # the scrolled list's window (see arrange); none before the first layout, when a key may come

    def layout(self, size):
        w, h = size
        s = self.app.settings
        rows = [
            (_("Resolution: {width} x {height}").format(width=s.width, height=s.height), self.next_resolution),
            (_("Fullscreen: on") if s.fullscreen else _("Fullscreen: off"), lambda: self.set(fullscreen=not s.fullscreen)),
            (_("Text size: {ui_scale:.2f}x").format(ui_scale=s.ui_scale), lambda: self.set(ui_scale=round(s.ui_scale + 0.25, 2)
                                                               if s.ui_scale < 2 else 1.0)),
            (_("Animations: {speed}").format(speed=tr(SPEED_WORDS.get(s.animation, s.animation))), self.next_speed),
            (_("Hand-over screen: on") if s.hand_over_screen else _("Hand-over screen: off"),
             lambda: self.set(hand_over_screen=not s.hand_over_screen)),
            (_("Language: {name}").format(name=LANGUAGES[language()]), self.next_language),
            (_("Tutorial hints: on") if s.hints else _("Tutorial hints: off"), lambda: self.set(hints=not s.hints)),
        ]
        # Two columns as wide and rows as far apart as the window allows (400 and 56 at 720p),
        # in the middle of the room between the title and Back: at 1080p they sat in its top third.
        cw = min(600, max(400, (w - 200) // 2 - 10))
        step = max(56, min(80, (h - 260) // 8))
        top = 110 + max(30, (h - 240 - len(rows) * step) // 2)
        self.buttons = [Button((w // 2 - 10 - cw, top + i * step, cw, 46), label, fn) for i, (label, fn) in enumerate(rows)]
        # Sound: a column of its own beside the rest, the three volumes as sliders.
        sound = [(_("Volume: {n}%"), "volume"), (_("Music: {n}%"), "music_volume"), (_("Effects: {n}%"), "effects_volume")]
        # level with the left column's middle in a tall window at 1x (reflow, at a larger scale, lines rows up by y)
        sound_top = top + (len(rows) - 5) * step // 2 if h > 800 and d.UI_SCALE[0] <= 1 else top
        for i, (words, key) in enumerate(sound):
            value = float(getattr(s, key))
            self.buttons.append(Slider((w // 2 + 10, sound_top + i * step, cw, 46), words.format(n=round(value * 100)),
                                       value, lambda v, key=key: self.set(**{key: v})))
        self.buttons.append(Toggle((w // 2 + 10, sound_top + 3 * step, cw, 46), _("Mute all sound (M)"), s.muted,
                                   lambda: self.set(muted=not s.muted)))
        self.buttons.append(Toggle((w // 2 + 10, sound_top + 4 * step, cw, 46), _("Reduce motion"),
                                   s.reduce_motion, lambda: self.set(reduce_motion=not s.reduce_motion)))
        self.buttons.append(Button((w // 2 - 100, h - 110, 200, 46), _("Back"), self.back))

    def arrange(self, size):
        """`layout`, each button grown for its label (reflow), then the two columns set
        straight again: reflow re-packs only the rows whose buttons grew, which left
        rows of different widths and a toggle out of its column at 2x (QA shot 51).
        A window too small for the columns (800 x 500 at 2x) gets a list that scrolls."""
        super().arrange(size)
        self.view = None  # (first row shown, rows shown, rows, the list's area) while the list scrolls
        if not self.align_columns(size) and not self.fits(size):
            self.scrolled(size)

    def title_bottom(self) -> int:
        return 60 + L.line(40, bold=True, role="story") // 2 + 8

    def back_top(self, size, height: int) -> int:
        """Back's top: over the message line (MenuScene.draw writes it 40 px from the foot)."""
        return size[1] - 40 - L.line(16) // 2 - 8 - height

    def fits(self, size) -> bool:
        """Whether the 1x layout stands as it is: every control in the window, none on
        another, none on the title or on the message line."""
        w, h = size
        room = pygame.Rect(0, self.title_bottom(), w, self.back_top(size, 0) + 8 - self.title_bottom())
        rects = [b.rect for b in self.buttons]
        return all(room.contains(r) for r in rects) and \
            not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])

    def align_columns(self, size) -> bool:
        """At a larger UI scale: every control of a column as wide as its widest, the
        two columns side by side in the middle, rows as tall as the tallest control,
        under the title and over Back. False when the window is too small for that."""
        if L.scale() <= 1:
            return False
        w, h = size
        left, right, back = self.buttons[:7], self.buttons[7:12], self.buttons[12]
        # Back over the message line ("The new resolution applies..."): grown for its 2x label where
        # the 1x layout put it, its foot ran into that line and the sentence was written across it.
        back.rect.y = min(back.rect.y, self.back_top(size, back.rect.height))
        lw, rw = max(b.rect.width for b in left), max(b.rect.width for b in right)
        row_h = max(b.rect.height for b in left + right)
        title_bottom = self.title_bottom()
        room = back.rect.y - 10 - title_bottom
        step = min(row_h + max(8, L.em(10)), room // len(left))
        if lw + 20 + rw > w - 32 or step < row_h + 4 or back.rect.bottom > h or not back.rect.width < w:
            return False
        top = title_bottom + (room - len(left) * step) // 2
        x = (w - lw - 20 - rw) // 2
        for column, cx, cw in ((left, x, lw), (right, x + lw + 20, rw)):
            for i, b in enumerate(column):
                b.rect = pygame.Rect(cx, top + i * step, cw, row_h)
        return True

    SCROLL_BAR = 8  # the scroll bar's width, right of the list

    def scrolled(self, size) -> None:
        """A small window: the controls in two columns if they fit side by side, else
        in one (the sound column under the rest), as many whole rows as the room between
        the title and Back holds, the rest a wheel turn, Page Down or a Tab away (never
        drawn half). Back stays in view at the foot. Rows too tall for the room shrink no
        text: the list shows one row at a time."""
        w, h = size
        controls, back = self.buttons[:12], self.buttons[12]
        bar = self.SCROLL_BAR + 8
        room_w = w - 32 - bar
        natural = [min(room_w, max(L.em(240), b.text_width() + 2 * b.PAD)) for b in controls]
        lw, rw = max(natural[:7]), max(natural[7:])
        columns = [(controls[:7], lw), (controls[7:], rw)] if lw + 20 + rw <= room_w else [(controls, max(lw, rw))]
        row_h = max(max(b.text_height(cw) for b in column) for column, cw in columns)
        back.rect.size = (min(w - 32, max(back.rect.width, back.text_width() + 2 * back.PAD)), back.rect.height)
        gap = max(8, L.em(6))
        rows = max(len(column) for column, _cw in columns)
        # Back at the foot, over the message line; when the rows do not all fit, in the title's
        # row at the left if it clears the title: the list then runs down to the message line.
        title_w = L.width(tr(self.title), 40, bold=True, role="story")
        back.rect.midtop = (w // 2, self.back_top(size, back.rect.height))
        header = (back.rect.y - 10 - self.title_bottom() + gap) // (row_h + gap) < rows and \
            back.rect.width + 32 <= w // 2 - title_w // 2 and back.rect.height // 2 + 4 <= 60
        if header:
            back.rect.midleft = (16, 60)
        top = max(self.title_bottom(), back.rect.bottom + 10) if header else self.title_bottom()
        area = pygame.Rect(16, top, w - 32, (self.back_top(size, 0) if header else back.rect.y - 10) - top)
        # rows as tall as at 1x where the room allows (46), never shorter than their words need
        row_h = max(row_h, min(max(b.rect.height for b in controls), (area.height + gap) // rows - gap))
        step = row_h + gap
        shown = max(1, min(rows, (area.height + gap) // step))
        first = max(0, min(round(self.scroll / step), rows - shown))
        self.scroll = first * step  # the wheel and Page Down move whole rows
        top = area.y + max(0, (area.height - (shown * step - gap)) // 2)
        x = (w - bar - (sum(cw for _c, cw in columns) + 20 * (len(columns) - 1))) // 2
        row_of = {}
        for column, cw in columns:
            for i, b in enumerate(column):
                row_of[id(b)] = i
                b.hidden = not first <= i < first + shown
                b.rect = pygame.Rect(x, top + (i - first) * step, cw, row_h) if not b.hidden else \
                    pygame.Rect(-w, -h, cw, row_h)  # out of reach of the pointer while scrolled away
            x += cw + 20
        if rows > shown:
            self.view = (first, shown, rows, pygame.Rect(area.x, top, w - 32, shown * step - gap), step, row_of)

    def show_focus(self) -> None:
        """The control the keys moved to is scrolled into view (Back is always in view)."""
        index = keys.focused(self)
        if self.view is None or index is None or not getattr(self.buttons[index], "hidden", False):
            return
        first, shown, step, row_of = self.view[0], self.view[1], self.view[4], self.view[5]
        row = row_of[id(self.buttons[index])]
        self.scroll = (row if row < first else row - shown + 1) * step

    def draw_body(self, surf):
        """While the list scrolls: a bar at its right, the thumb where the rows shown lie."""
        if self.view is None:
            return
        first, shown, rows, area = self.view[:4]
        track = pygame.Rect(surf.get_width() - 16 - self.SCROLL_BAR, area.y, self.SCROLL_BAR, area.height)
        pygame.draw.rect(surf, palette.DUSK, track, border_radius=self.SCROLL_BAR // 2)
        thumb = pygame.Rect(track.x, track.y + track.height * first // rows, track.width,
                            max(self.SCROLL_BAR, track.height * shown // rows))
        pygame.draw.rect(surf, palette.GOLD, thumb, border_radius=self.SCROLL_BAR // 2)

    def handle(self, event):
        """A slider takes a click or a drag on it, and Left or Right while it has the focus."""
        held = getattr(self, "held", None)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.arrange(self.app.screen.get_size())
            slider = next((b for b in self.buttons if isinstance(b, Slider) and b.rect.collidepoint(event.pos)), None)
            if slider is not None:
                self.held = self.buttons.index(slider)
                slider.set_from(event.pos[0])
                return None
        elif event.type == pygame.MOUSEMOTION and held is not None:
            self.arrange(self.app.screen.get_size())
            self.buttons[held].set_from(event.pos[0])
            return None
        elif event.type == pygame.MOUSEBUTTONUP and held is not None:
            self.held = None
            return None
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            index = keys.focused(self)
            if index is not None and isinstance(self.buttons[index], Slider):
                self.buttons[index].nudge(1 if event.key == pygame.K_RIGHT else -1)
                return None
        out = super().handle(event)
        if event.type == pygame.KEYDOWN:
            self.show_focus()
        return out

    def set(self, **changes):
        for k, v in changes.items():
            setattr(self.app.settings, k, v)
        settings_store.save(self.app.settings)
        d.set_ui_scale(float(self.app.settings.ui_scale))

    def next_language(self):
        """The next language on offer, at once: every screen words itself when drawn."""
        codes = list(LANGUAGES)
        code = codes[(codes.index(language()) + 1) % len(codes)]
        set_language(code)
        self.set(language=code)
        d.reset_caches()  # wrapped and rendered text was laid out in the old language
        self.app.language_changed()

    def next_speed(self):
        names = list(settings_store.SPEEDS)
        self.set(animation=names[(names.index(self.app.settings.animation) + 1) % len(names)])

    def next_resolution(self):
        res = settings_store.RESOLUTIONS
        cur = (self.app.settings.width, self.app.settings.height)
        nxt = res[(res.index(cur) + 1) % len(res)] if cur in res else res[0]
        self.set(width=nxt[0], height=nxt[1])
        self.message = _("The new resolution applies when the window is next opened.")


class LoadScene(MenuScene):
    """The saves, one row each: the campaign, where it stands, when, and who.
    Click a row to play it; Delete asks first. A save that cannot be opened
    says why, and offers its newest good backup when there is one. The list
    comes from the saves folder's index, read when the screen opens (and
    after a delete), never on every frame.

    A row is as tall as its two lines of text at the UI scale; as many rows
    as the window holds make a page, and Newer / Older (or Page Up / Page
    Down, the mouse wheel) turn the pages."""

    title = N_("Saved games")
    TOP = 110  # the first row's top, under the title
    WIDTH = 840
    PREVIEW = 380  # the preview beside the list: its least width at 1x (640 at most)

    def __init__(self, app):
        super().__init__(app)
        self.saves = None  # read once, in `refresh`
        self.confirm = None  # the save a Delete is waiting to be confirmed for
        self.first = 0  # the index of the first save on the page shown
        self.per_page = 1
        self.selected = None  # the path of the save the preview shows (a click on a row picks it)
        self.preview = None  # where the preview is drawn, or None when the window has no room for it
        self.compact = False  # the preview beside a narrow list (at 2x): the rows hold no buttons

    def refresh(self):
        from game.savefile import list_saves
        self.saves = list_saves()

    # -- sizes ---------------------------------------------------------------------------------
    @staticmethod
    def button_height() -> int:
        """A button's height at the UI scale: its label's line and padding (44 at 1x)."""
        return max(44, d.face("Ag", Button.SIZE).get_linesize() + 2 * Button.PAD + 4)

    @staticmethod
    def row_height() -> int:
        """A row holds its title and its details line (54 at 1x), and its buttons."""
        return max(54, L.line(18, bold=True) + L.line(14) + 16, LoadScene.button_height() + 10)

    def slots(self, size) -> tuple[int, int, int]:
        """(the rows' top, the pager's top, the Back button's top) for a window of `size`."""
        w, h = size
        bh = self.button_height()
        back = h - 40 - L.line(16) // 2 - 8 - bh  # over the message line
        pager = back - 12 - bh
        return self.TOP, pager, back

    def columns(self, size) -> tuple[int, int, pygame.Rect | None]:
        """(the list's x, its width, the preview's rect or None): the preview beside the
        whole list where the window holds both (at 1x); else (at 2x) beside a narrow list
        of the saves' names, the preview taking the list's right part (`compact`)."""
        w, h = size
        top, _pager, back = self.slots(size)
        full = min(w - 40, L.em(self.WIDTH))
        pw = max(L.em(self.PREVIEW), min(L.em(640), w - 64 - full))
        lw = min(full, w - 64 - pw)
        self.compact = False
        if self.confirm is not None or not self.saves:
            return w // 2 - full // 2, full, None
        if lw >= L.em(600):
            x = w // 2 - (lw + 24 + pw) // 2
            return x, lw, pygame.Rect(x + lw + 24, top, pw, back - 12 - top)
        # The rows keep their names and places (their Delete moves under the preview), so that a
        # click on a row shows it here at every scale, as at 1x, and a second click opens it.
        self.compact = True
        room = w - 64 - 24
        lw = room // 2  # the rows and their pager (its caption between Newer and Older) at full size
        return 32, lw, pygame.Rect(32 + lw + 24, top, room - lw, back - 12 - top)

    def chosen(self):
        """The save the preview shows: the one picked, else the newest on the page that opens."""
        page = self.saves[self.first:self.first + self.per_page] if self.saves else []
        picked = next((s for s in page if s.path == self.selected), None)
        return picked or next((s for s in page if not s.problem), page[0] if page else None)

    def pick(self, info):
        """A click on a row: with the preview shown, a click on a save it does not
        show shows it there, and a click on the one it shows opens it; without the
        preview, the click opens it at once."""
        if self.preview is not None and self.chosen() is not info:
            self.selected = info.path
            self.message = ""
        elif info.problem:
            self.say(self.explain(info, whole=True))
        else:
            self.app.open_save(info.path)

    def page_rows(self, size) -> int:
        top, pager, back = self.slots(size)
        step = self.row_height() + 8
        whole = max(1, (back - 12 - top + 8) // step)
        if len(self.saves or ()) <= whole:
            return whole  # no pager: the rows may use its place
        return max(1, (pager - 12 - top + 8) // step)

    def layout(self, size):
        if self.saves is None:
            self.refresh()
        w, h = size
        self.buttons = []
        bh = self.button_height()
        if self.confirm is not None:
            bw = max(200, L.button_width(_("Delete"), Button.SIZE), L.button_width(_("Keep it"), Button.SIZE))
            self.buttons = [Button((w // 2 - bw - 10, h // 2 + 20, bw, bh), _("Delete"), self.delete, (230, 120, 110)),
                            Button((w // 2 + 10, h // 2 + 20, bw, bh), _("Keep it"), self.cancel)]
            return
        top, pager, back = self.slots(size)
        self.per_page = self.page_rows(size)
        self.first = max(0, min(self.first, (len(self.saves) - 1) // self.per_page * self.per_page))
        x, width, self.preview = self.columns(size)
        row_h = self.row_height()
        delete_w = max(100, L.button_width(_("Delete"), Button.SIZE))
        backup_w = max(140, L.button_width(_("Open backup"), Button.SIZE))
        for i, info in enumerate(self.saves[self.first:self.first + self.per_page]):
            y = top + i * (row_h + 8)
            by = y + (row_h - bh) // 2  # the row's buttons sit in its middle
            room = width if self.compact else width - delete_w - 20
            if info.problem and not self.compact:  # compact: the preview offers the backup
                if info.backup is not None:
                    room -= backup_w + 10
                    self.buttons.append(Button((x + room + 10, by, backup_w, bh), _("Open backup"),
                                               lambda info=info: self.app.open_save(info.backup), (230, 200, 120)))
            row = Button((x, y, room, row_h), "", lambda info=info: self.pick(info))
            row.info = info
            row.draw = lambda surf, mouse, b=row: self.draw_row(surf, mouse, b)
            self.buttons.append(row)
            if not self.compact:
                self.buttons.append(Button((x + width - delete_w, by, delete_w, bh), _("Delete"),
                                           lambda info=info: self.ask(info), (230, 120, 110)))
        if len(self.saves) > self.per_page:
            newer, older = _("Newer"), _("Older")
            pw = max(120, L.button_width(newer, Button.SIZE), L.button_width(older, Button.SIZE))
            if self.first > 0:
                self.buttons.append(Button((x, pager, pw, bh), newer, self.newer))
            if self.first + self.per_page < len(self.saves):
                self.buttons.append(Button((x + width - pw, pager, pw, bh), older, self.older))
        chosen = self.chosen()
        where, kill = None, None
        if self.preview is not None and chosen is not None:
            from game.ui.save_preview import button_rect
            where = button_rect(self.preview, bh)
            if self.compact:  # the shown save's Delete beside its Open, the rows having none
                kill = Button((where.right - delete_w, where.y, delete_w, bh), _("Delete"),
                              lambda info=chosen: self.ask(info), (230, 120, 110))
                kill.corner = True
                where = pygame.Rect(where.x, where.y, where.width - delete_w - 16, bh)
        if where is not None and (not chosen.problem or chosen.backup is not None):
            path = chosen.backup if chosen.problem else chosen.path
            opens = Button(where, _("Open backup") if chosen.problem else _("Open"),
                           lambda: self.app.open_save(path), (230, 200, 120) if chosen.problem else (120, 100, 200))
            opens.corner = True  # it stays under the preview's words
            self.buttons.append(opens)
        if kill is not None:  # after Open, in the Tab order as on the screen
            self.buttons.append(kill)
        bw = max(200, L.button_width(_("Back"), Button.SIZE))
        self.buttons.append(Button((w // 2 - bw // 2, back, bw, bh), _("Back"), self.back))

    def page_caption(self) -> str:
        """"Saves 4 to 6 of 13" when the saves take more than one page, else ""."""
        if not self.saves or len(self.saves) <= self.per_page:
            return ""
        last = min(len(self.saves), self.first + self.per_page)
        return _("Saves {first} to {last} of {total}").format(first=self.first + 1, last=last, total=len(self.saves))

    def newer(self):
        self.first = max(0, self.first - self.per_page)

    def older(self):
        if self.first + self.per_page < len(self.saves or ()):
            self.first += self.per_page

    def say(self, message):
        self.message = message

    def ask(self, info):
        self.confirm = info
        self.message = ""

    def cancel(self):
        self.confirm = None

    def delete(self):
        from game.savefile import SaveError, forget
        info, self.confirm = self.confirm, None
        try:
            forget(info.path)
            self.message = _("{row_title} is deleted.").format(row_title=row_title(info))
        except SaveError as err:
            self.message = err.message
        self.refresh()

    def handle(self, event):
        if self.confirm is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()  # Esc answers "keep it", not "leave the screen"
            return None
        turn = {pygame.K_PAGEDOWN: self.older, pygame.K_PAGEUP: self.newer}.get(getattr(event, "key", None))
        if self.confirm is None and event.type == pygame.KEYDOWN and turn:
            turn()
            return None
        if self.confirm is None and event.type == pygame.MOUSEWHEEL:
            (self.newer if event.y > 0 else self.older)()
            return None
        return super().handle(event)

    explain = staticmethod(explain)  # why a save cannot be opened (game/ui/save_words.py)

    def draw_row(self, surf, mouse, b):
        info = b.info
        hover = b.rect.collidepoint(mouse)
        bad = bool(info.problem)
        shown = self.preview is not None and self.chosen() is info  # the save the preview shows
        d.panel(surf, b.rect, (60, 48, 96) if hover or shown else (38, 30, 64), (200, 120, 110) if bad else
                (244, 216, 150) if shown else (b.accent if hover else (90, 78, 140)))
        title_h, detail_h = L.line(18, bold=True), L.line(14)
        x = b.rect.x + 16
        y = b.rect.centery - (title_h + detail_h) // 2  # the two lines in the row's middle
        d.text(surf, row_title(info), (x, y), 18, (244, 230, 190), bold=True, max_width=b.rect.width - 32)
        if bad:
            d.text(surf, self.explain(info), (x, y + title_h), 14, (255, 200, 180), max_width=b.rect.width - 32,
                   fit=True)
            return
        if self.compact:  # the row's place only: the preview beside it tells when, and who
            from game.ui.save_preview import preview_of
            d.text(surf, preview_of(info).place or friendly_date(info.saved_at), (x, y + title_h), 14,
                   (200, 190, 230), max_width=b.rect.width - 32)
            return
        d.text(surf, row_details(info), (x, y + title_h), 14, (200, 190, 230), max_width=b.rect.width - 32)

    def draw_body(self, surf):
        w, h = surf.get_size()
        if self.preview is not None and self.confirm is None:
            from game.ui import save_preview
            save_preview.draw(surf, self.preview, self.chosen(), self.button_height(), compact=self.compact)
        if not self.saves:
            d.text(surf, _("No saves yet. Every game saves itself as it is played."),
                   (w // 2, h // 2), 18, (220, 214, 240), anchor="center", max_width=w - 40, fit=True)
        caption = self.page_caption()
        if caption and self.confirm is None:
            _top, pager, _back = self.slots(surf.get_size())
            x, width, _preview = self.columns(surf.get_size())  # under the list's middle
            turners = max(120, L.button_width(_("Newer"), Button.SIZE), L.button_width(_("Older"), Button.SIZE))
            d.text(surf, caption, (x + width // 2, pager + self.button_height() // 2), 15, (190, 180, 225),
                   anchor="center", max_width=width - 2 * turners - 16, fit=True)  # between Newer and Older
        if self.confirm is not None:
            question = _("Delete {row_title}?").format(row_title=row_title(self.confirm))
            note = _("The save and its backups are removed for good.")
            q_h, n_h, bh = L.line(20, bold=True), L.line(15), self.button_height()
            rect = pygame.Rect(0, 0, min(w - 40, max(520, L.width(note, 15) + 40)), max(180, 24 + q_h + 8 + n_h + 20 + bh + 16))
            rect.midbottom = (w // 2, h // 2 + 20 + bh + 16)  # round the Delete / Keep it buttons
            d.panel(surf, rect, (36, 28, 62), (230, 120, 110))
            d.text(surf, question, (w // 2, rect.y + 24 + q_h // 2), 20, (244, 230, 190),
                   anchor="center", bold=True, max_width=rect.width - 30)
            d.text(surf, note, (w // 2, rect.y + 24 + q_h + 8 + n_h // 2), 15,
                   (220, 214, 240), anchor="center", max_width=rect.width - 30, fit=True)


def row_details(info) -> str:
    """The line under a save's name, in its own game's words (GameSpec.save_summary)."""
    from game import games
    return games.of_meta(info.meta).call("save_summary", info.meta, friendly_date(info.saved_at))


def table_summary(meta: dict, when: str) -> str:
    """The line under a save of a game played in one sitting: the game, how
    far it went ("turn 7", from the number its Session saved), when; and its end, if over."""
    from game import games
    parts = [tr(games.of_meta(meta).title)]
    progress = progress_words(meta)
    if progress:
        parts[0] = _("{game}, {progress}").format(game=parts[0], progress=progress)
    parts.append(when)
    outcome = {"won": _("won"), "lost": _("lost")}.get(str(meta.get("outcome")))
    if outcome:
        parts.append(outcome)
    return pgettext("between the parts of a save's line", "  -  ").join(parts)  # Chinese: a middle dot


def _count(value) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


_OLD_MODE = re.compile(r"^(turn|round) (\d+)$")


def progress_words(meta: dict) -> str:
    """How far a game went, in the language shown: its save keeps the number
    (`turn`, `round`); saves before that kept the words (`mode`, in English
    for Lucidity and Prophecy), which are read for their number when they can be."""
    turn, round_ = _count(meta.get("turn")), _count(meta.get("round"))
    mode = meta.get("mode")
    if turn is None and round_ is None and isinstance(mode, str):
        old = _OLD_MODE.match(mode)
        if old is None:
            return mode  # an Onirim save worded it in the language it was played in
        turn, round_ = (int(old.group(2)), None) if old.group(1) == "turn" else (None, int(old.group(2)))
    if turn is not None:
        return _("turn {n}").format(n=turn)
    if round_ is not None:
        return _("round {n}").format(n=round_)
    return ""


