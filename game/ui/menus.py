"""Menu scenes every game uses: the MenuScene base and Settings; Etherfields' Load and rules reference (to move under game/ui/etherfields)."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui import focus as keys
from game.ui import settings as settings_store
from game.ui.reflow import reflow
from game.ui.widgets import Button, press
from game.i18n import LANGUAGES, N_, _, ngettext, tr, language, set_language

MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"), N_("Aug"), N_("Sep"),
          N_("Oct"), N_("Nov"), N_("Dec"))
SPEED_WORDS = {"instant": N_("instant"), "fast": N_("fast"), "normal": N_("normal"), "slow": N_("slow")}


class MenuScene:
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
        """`layout` (for 1x), then the buttons reflowed for the UI scale."""
        self.layout(size)
        reflow(self.buttons, size)

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
            b.draw(surf, mouse)
        self.draw_focus(surf)
        if self.message:
            d.text(surf, tr(self.message), (w // 2, h - 40), 16, (255, 200, 180), anchor="center", max_width=w - 80)

    def draw_body(self, surf):
        pass


class SettingsScene(MenuScene):
    title = N_("Settings")

    def layout(self, size):
        w, h = size
        s = self.app.settings
        rows = [
            (_("Resolution: {width} x {height}").format(width=s.width, height=s.height), self.next_resolution),
            (_("Fullscreen: on") if s.fullscreen else _("Fullscreen: off"), lambda: self.set(fullscreen=not s.fullscreen)),
            (_("Text size: {ui_scale:.2f}x").format(ui_scale=s.ui_scale), lambda: self.set(ui_scale=round(s.ui_scale + 0.25, 2)
                                                               if s.ui_scale < 2 else 1.0)),
            (_("Animations: {speed}").format(speed=tr(SPEED_WORDS.get(s.animation, s.animation))), self.next_speed),
            (_("Volume: {n}%").format(n=int(s.volume * 100)), lambda: self.set(volume=round((s.volume + 0.1) % 1.1, 1))),
            (_("Hand-over screen: on") if s.hand_over_screen else _("Hand-over screen: off"),
             lambda: self.set(hand_over_screen=not s.hand_over_screen)),
            (_("Language: {name}").format(name=LANGUAGES[language()]), self.next_language),
            (_("Tutorial hints: on") if s.hints else _("Tutorial hints: off"), lambda: self.set(hints=not s.hints)),
        ]
        self.buttons = [Button((w // 2 - 200, 140 + i * 56, 400, 46), label, fn) for i, (label, fn) in enumerate(rows)]
        self.buttons.append(Button((w // 2 - 100, h - 110, 200, 46), _("Back"), self.back))

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
    after a delete), never on every frame."""

    title = N_("Saved campaigns")
    ROWS = 8
    ROW_H = 62

    def __init__(self, app):
        super().__init__(app)
        self.saves = None  # read once, in `refresh`
        self.confirm = None  # the save a Delete is waiting to be confirmed for

    def refresh(self):
        from game.savefile import list_saves
        self.saves = list_saves()

    def layout(self, size):
        if self.saves is None:
            self.refresh()
        w, h = size
        self.buttons = []
        if self.confirm is not None:
            self.buttons = [Button((w // 2 - 210, h // 2 + 20, 200, 44), _("Delete"), self.delete, (230, 120, 110)),
                            Button((w // 2 + 10, h // 2 + 20, 200, 44), _("Keep it"), self.cancel)]
            return
        x, width = w // 2 - 420, 840
        for i, info in enumerate(self.saves[:self.ROWS]):
            y = 110 + i * self.ROW_H  # a row is ROW_H - 8 high; its buttons (40 high) sit in the middle
            if info.problem:
                if info.backup is not None:
                    self.buttons.append(Button((x + width - 250, y + 7, 140, 40), _("Open backup"),
                                               lambda info=info: self.app.open_save(info.backup), (230, 200, 120)))
                row = Button((x, y, width - 260, self.ROW_H - 8), "", lambda info=info: self.say(info.problem))
            else:
                row = Button((x, y, width - 120, self.ROW_H - 8), "", lambda info=info: self.app.open_save(info.path))
            row.info = info
            row.draw = lambda surf, mouse, b=row: self.draw_row(surf, mouse, b)
            self.buttons.append(row)
            self.buttons.append(Button((x + width - 100, y + 7, 100, 40), _("Delete"),
                                       lambda info=info: self.ask(info), (230, 120, 110)))
        self.buttons.append(Button((w // 2 - 100, h - 100, 200, 44), _("Back"), self.back))

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
        return super().handle(event)

    def draw_row(self, surf, mouse, b):
        info = b.info
        hover = b.rect.collidepoint(mouse)
        bad = bool(info.problem)
        d.panel(surf, b.rect, (60, 48, 96) if hover else (38, 30, 64), (200, 120, 110) if bad else
                (b.accent if hover else (90, 78, 140)))
        x, y = b.rect.x + 16, b.rect.y + 8
        d.text(surf, row_title(info), (x, y), 18, (244, 230, 190), bold=True, max_width=b.rect.width - 32)
        if bad:
            why = info.problem.replace(str(info.path), "This save", 1)  # the row already names it; a click shows it all
            d.text(surf, why, (x, y + 26), 13, (255, 200, 180), max_width=b.rect.width - 32)
            return
        d.text(surf, f"{row_place(info.meta)}  -  {friendly_date(info.saved_at)}  -  {row_team(info.meta)}",
               (x, y + 26), 14, (200, 190, 230), max_width=b.rect.width - 32)

    def draw_body(self, surf):
        w, h = surf.get_size()
        if not self.saves:
            d.text(surf, _("No saves yet. Campaigns save themselves after every Location and Turn."),
                   (w // 2, h // 2), 18, (220, 214, 240), anchor="center")
        elif len(self.saves) > self.ROWS:
            more = len(self.saves) - self.ROWS
            d.text(surf, ngettext("and {n} older save", "and {n} older saves", more).format(n=more), (w // 2, 110 + self.ROWS * self.ROW_H),
                   14, (150, 140, 190), anchor="center")
        if self.confirm is not None:
            rect = pygame.Rect(w // 2 - 260, h // 2 - 90, 520, 180)
            d.panel(surf, rect, (36, 28, 62), (230, 120, 110))
            d.text(surf, _("Delete {row_title}?").format(row_title=row_title(self.confirm)), (w // 2, rect.y + 36), 20, (244, 230, 190),
                   anchor="center", bold=True, max_width=rect.width - 30)
            d.text(surf, _("The save and its backups are removed for good."), (w // 2, rect.y + 70), 15,
                   (220, 214, 240), anchor="center")


def row_title(info) -> str:
    return str(info.meta.get("campaign") or info.name)


def row_place(meta: dict) -> str:
    """Where the campaign stands, in the game's words: the Dream by name,
    a Slumber, or the Location on the Dreamworld Map."""
    from game.content import default_content
    content = default_content()

    def name(id_):  # a Location lives on its Dreamworld tile: content.locations, not content.get
        found = content.get(id_) or content.locations.get(id_) if id_ else None
        return getattr(found, "name", None) or str(id_) if id_ else ""

    mode = meta.get("mode")
    turn = meta.get("turn")
    if mode == "dream":
        place = _("Dream: {name}").format(name=name(meta.get("dream"))) if meta.get("dream") else _("Dream")
        return _("{place}, Turn {turn}").format(place=place, turn=turn) if turn else place
    if mode == "slumber":
        return _("Slumber, Turn {turn}").format(turn=turn) if turn else _("Slumber")
    if mode == "map":
        return _("Dreamworld Map: {name}").format(name=name(meta.get("location"))) if meta.get("location") \
            else _("Dreamworld Map")
    return _("Campaign")


def row_team(meta: dict) -> str:
    from game.content import default_content
    content = default_content()
    names = [getattr(content.get(str(w)), "name", None) or str(w) for w in meta.get("dreamers") or []]
    return _(", ").join(n.replace("The ", "") for n in names) or _("no Dreamers listed")


def friendly_date(saved_at: str, now=None) -> str:
    """'today at 14:05', 'yesterday at 9:30', '3 Nov 2026 at 18:00' (local time)."""
    import datetime as dt
    try:
        when = dt.datetime.fromisoformat(str(saved_at))
    except ValueError:
        return str(saved_at) or _("at an unknown time")
    if when.tzinfo is not None:
        when = when.astimezone()  # the player's own clock
    now = now or dt.datetime.now(when.tzinfo)
    clock = f"{when.hour}:{when.minute:02d}"
    days = (now.date() - when.date()).days
    if days == 0:
        return _("today at {clock}").format(clock=clock)
    if days == 1:
        return _("yesterday at {clock}").format(clock=clock)
    return _("{day} {month} {year} at {clock}").format(day=when.day, month=tr(MONTHS[when.month - 1]), year=when.year,
                                                        clock=clock)

