"""How a save is named on the Load screen and in its preview: its title, when it
was saved in the player's words, and why a damaged one cannot be opened. Apart
from the Load screen so the preview panel reads them without importing it back."""
from __future__ import annotations

from game.i18n import N_, _, tr

MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"), N_("Aug"), N_("Sep"),
          N_("Oct"), N_("Nov"), N_("Dec"))


def row_title(info) -> str:
    """A save's name on its row: an Etherfields campaign's as its Team was named, else the
    file's; a game kept in one save (Onirim, Lucidity, Prophecy) by the game's title in the
    current language (the file keeps the English title: "Lucidity" stood in a Chinese list)."""
    name = str(info.meta.get("campaign") or info.name)
    if info.meta.get("game") not in (None, "etherfields"):
        name = tr(name)
    return name[:80]


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


def explain(info, whole: bool = False) -> str:
    """Why a save cannot be opened, in the player's language; `whole` adds
    the file's own words for it (the row has room for the sentence only)."""
    why = {"truncated": _("This save is damaged: it stops part of the way through."),
           "newer": _("This save was made by a newer version of the game."),
           "too_old": _("This save is too old for this version of the game to read."),
           "invalid": _("This save holds a game the rules cannot play."),
           "unreadable": _("This save cannot be read: the system does not allow it."),
           }.get(info.reason, _("This save is damaged and cannot be opened."))
    if info.backup is not None:
        why = _("{why} Its newest good backup opens.").format(why=why)
    if not whole:
        return why
    detail = info.problem.replace(str(info.path), info.path.name, 1)
    return _("{why} ({detail})").format(why=why, detail=detail)
