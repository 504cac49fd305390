"""The story of one Slumber or Dream, told from the Events as they happen.

A `Chronicle` listens to every Event the rules return (the Session feeds
it), starts a new record when a Slumber or a Dream begins, and closes it
when the encounter ends: won, lost, or ended by Death. The story screen
reads the closed record: what happened, Turn by Turn, and what the Team
gained or lost. Plain data only, so it can be tested without a window.

Every record also stays in `book`, the campaign's whole story in order, with
the Script paragraphs read in it and the Team's answers to them; paragraphs
read on the Dreamworld road, between encounters, get "road" records of their
own. The chronicle page (game.chronicle_html) is written from the book.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field

from game.i18n import N_, _, ngettext, tr


@dataclass
class Record:
    title: str = ""
    kind: str = "slumber"  # "slumber", "dream", or "road" (paragraphs read between encounters)
    result: str = ""       # "won", "lost" or "ended" once it is over
    reason: str = ""
    turns: int = 0
    distress: dict = field(default_factory=dict)  # Dreamer -> Distress suffered here
    sealed: dict = field(default_factory=dict)    # Dreamer -> cards Sealed here
    fallen: list = field(default_factory=list)
    ether: int = 0
    keys: int = 0
    hours_lost: int = 0
    items: list = field(default_factory=list)
    cards: list = field(default_factory=list)
    flaws: list = field(default_factory=list)
    secrets: list = field(default_factory=list)
    moments: list = field(default_factory=list)   # a few lines that tell the story
    moment_by: list = field(default_factory=list)  # whose each moment was ("" for none), for a fair recap
    art: str = ""                                  # the id whose picture illustrates it
    scripts: list = field(default_factory=list)   # paragraphs read: {"id", "title", "text"}
    choices: list = field(default_factory=list)   # the Team's answers: {"prompt", "label"}
    secret_ids: list = field(default_factory=list)
    team: list = field(default_factory=list)      # the Dreamers' ids, in play order
    deeds: dict = field(default_factory=dict)     # Dreamer -> {deed: count} (see DEEDS)
    repeats: dict = field(default_factory=dict)   # moment -> how many times it happened (when more than once)

    @property
    def over(self) -> bool:
        return bool(self.result)

    def told(self, n: int) -> list:
        """At most `n` moments, in order, each Dreamer's first ones before
        anyone's second: a recap credits every Dreamer who acted."""
        by = self.moment_by + [""] * (len(self.moments) - len(self.moment_by))
        rank: list = []
        seen: dict[str, int] = {}
        for i, who in enumerate(by):
            seen[who] = seen.get(who, 0) + 1
            rank.append((seen[who], i))
        keep = sorted(i for _k, i in sorted(rank)[:max(0, n)])
        return [self.moments[i] for i in keep]

    def add_moment(self, text, who) -> None:
        """Keep a moment; when the record holds its eight already, one of the
        Dreamer with the most gives way to a Dreamer with fewer."""
        by = self.moment_by
        if len(self.moments) >= 8:
            most = max(set(by), key=by.count)
            if by.count(who or "") + 1 >= by.count(most):
                return
            drop = len(by) - 1 - by[::-1].index(most)
            del self.moments[drop], by[drop]
        self.moments.append(text)
        by.append(who or "")


# Journal entries that close a Dream, and how it ended.
ENDINGS = {"dream_won": "won", "dream_lost": "lost", "death": "lost"}
MOMENTS = ("map_action", "secret", "entity_removed", "gradual_done", "morphing", "spawned", "item_gained")
# What each Dreamer did, counted from the Events that name them: the chapter tells it in one sentence each.
DEED_EVENTS = {"dreamer_moved": "walked", "card_played": "played", "map_action": "map", "trap": "trap",
               "bought": "bought", "healed": "healed"}

DEED_ORDER = ("walked", "played", "map", "trap", "bought", "healed", "distress", "sealed")


def _deed_words(deed: str, n: int) -> str:
    words = {"walked": ngettext("walked {n} space", "walked {n} spaces", n),
             "played": ngettext("played {n} card", "played {n} cards", n),
             "map": ngettext("used {n} Map action", "used {n} Map actions", n),
             "trap": ngettext("sprang {n} Trap", "sprang {n} Traps", n),
             "bought": ngettext("bought {n} card", "bought {n} cards", n),
             "healed": ngettext("healed {n} Distress", "healed {n} Distress", n),
             "distress": ngettext("suffered {n} Distress", "suffered {n} Distress", n),
             "sealed": ngettext("Sealed {n} card", "Sealed {n} cards", n)}
    return words[deed].format(n=n)


def deeds(r: Record, name) -> list[str]:
    """One sentence for each Dreamer of the Team: what they did in this chapter
    (`name`: a Dreamer's id -> their name in the current language)."""
    if r.kind == "road":
        return [_("{team} walked the Dreamworld road together.").format(
            team=_(", ").join(name(w) for w in r.team))] if r.team else []
    out = []
    for who in r.team:
        done = dict(r.deeds.get(who, {}))
        for deed, counts in (("distress", r.distress), ("sealed", r.sealed)):
            if counts.get(who):
                done[deed] = counts[who]
        words = [_deed_words(k, done[k]) for k in DEED_ORDER if done.get(k)]
        if who in r.fallen:
            words.append(_("fell"))
        out.append(_("{name}: {deeds}.").format(name=name(who), deeds=_(", ").join(words)) if words else
                   _("{name} watched and waited.").format(name=name(who)))
    return out


def moment_line(r: Record, moment: str) -> str:
    """A moment of the chapter in the current language, said once with how many
    times it happened ("The Ink Mice appears." six times is one line)."""
    n = r.repeats.get(moment, 1)
    if n == 1:
        return tr(moment)
    arrival = _arrival(moment)
    if arrival is not None:  # "Six Ink Mice appeared.": an Entity's figures arriving, counted
        who, plural = arrival
        bare = who[4:] if who.startswith("The ") else who
        if bare[:1] and not bare[:1].isascii():
            who = bare  # "The 纸鹤群": a name already translated keeps no English article
        named = tr(who)
        if named == who and tr(bare) != bare:
            named = tr(bare)  # the catalogue knows the name without its article
        if plural:
            many = bare if named == who else named  # English: "The Ink Mice" counted is "Six Ink Mice"
            return _("{count} {entities} appeared.").format(count=_count_word(n), entities=many)
        return ngettext("{entity} appeared once.", "{entity} appeared {n} times.", n).format(entity=named, n=n)
    return ngettext("{moment} (once)", "{moment} ({n} times)", n).format(moment=tr(moment).rstrip("."), n=n)


def _arrival(moment: str) -> tuple[str, bool] | None:
    """("The Ink Mice", True) for the rules' "The Ink Mice appear." (a spawn), else None."""
    for verb, plural in ((" appear.", True), (" appears.", False)):
        if moment.endswith(verb) and moment.count(" ") >= 1:
            return moment[: -len(verb)], plural
    return None


COUNT_WORDS = (N_("Two"), N_("Three"), N_("Four"), N_("Five"), N_("Six"), N_("Seven"), N_("Eight"), N_("Nine"),
               N_("Ten"), N_("Eleven"), N_("Twelve"))


def _count_word(n: int) -> str:
    """"Six" for 6, up to twelve; a number after that (the start of a sentence)."""
    return _(COUNT_WORDS[n - 2]) if 2 <= n <= 12 else str(n)


class Chronicle:
    def __init__(self) -> None:
        self.current: Record | None = None
        self.finished: list[Record] = []  # closed records the story screen has not shown yet
        self.book: list[Record] = []      # every record, in the order begun
        self._closed: Record | None = None  # closed by this batch of Events: its closing paragraphs follow
        self.team: list[str] = []  # the Dreamers' ids: every chapter names them

    def resume(self, game) -> None:
        """A campaign loaded in the middle of a Slumber or Dream: its record
        begins here (what came before the save is not known), so its end
        still gets its story page."""
        mode = str(getattr(game.mode, "value", game.mode))
        if self.current is not None or mode not in ("slumber", "dream"):
            return
        if mode == "dream" and game.campaign and game.campaign.dream:
            self.begin(Record(title=game.name(game.campaign.dream), kind="dream"))
        elif game.entity_tile:
            self.begin(Record(title=game.name(game.entity_tile), kind="slumber", art=game.entity_tile))

    def mark(self) -> tuple:
        """The story as it is now, to go back to when a move is undone: the
        records begun and closed so far, and the open record's contents."""
        r = self.current
        return (len(self.book), len(self.finished), r, copy.deepcopy(vars(r)) if r is not None else None, self._closed)

    def rewind(self, mark: tuple) -> None:
        """Back to the story at `mark` (see `mark`)."""
        books, finished, current, contents, closed = mark
        del self.book[books:]
        del self.finished[finished:]
        if current is not None:
            vars(current).clear()
            vars(current).update(contents)
        self.current, self._closed = current, closed

    def take(self, events, name=lambda x: x, team=None) -> None:
        """`team`: the Dreamers' ids in play order (the game's `order`)."""
        if team is not None:
            self.team = list(team)
        self._closed = None
        for e in events:
            self._one(e, name)

    def begin(self, record: Record) -> None:
        record.team = list(self.team)
        self.current = record
        self.book.append(record)

    def chose(self, prompt: str, label: str) -> None:
        """The Team answered a Decision: kept when a paragraph read asked it (a story choice)."""
        for r in reversed(self.book):
            if any(s.get("title") == prompt for s in r.scripts):
                r.choices.append({"prompt": prompt, "label": label})
                return

    def _read(self, e) -> None:
        """A Script paragraph: in the encounter, after the one just closed, or on the road."""
        r = self.current or self._closed
        if r is None:
            last = self.book[-1] if self.book else None
            r = last if last is not None and last.kind == "road" else None
            if r is None:
                r = Record(title=N_("On the Dreamworld road"), kind="road", result="", team=list(self.team))
                self.book.append(r)
        r.scripts.append({"id": e.data.get("script", ""), "title": e.data.get("title", ""), "text": e.text})

    def _one(self, e, name) -> None:
        data = e.data
        if e.kind == "slumber" and data.get("tile"):
            self.begin(Record(title=name(data["tile"]), kind="slumber", art=data["tile"]))
            return
        if e.kind == "journal" and data.get("entry") == "dream":
            self.begin(Record(title=e.text.replace("The Dreamers enter the Dream: ", "").rstrip("."), kind="dream"))
            return
        if e.kind == "script":
            self._read(e)
            return
        r = self.current
        if r is None:
            return
        who = data.get("dreamer")
        if e.kind == "turn":
            r.turns += 1
        elif e.kind == "distress" and who:
            r.distress[who] = r.distress.get(who, 0) + 1
            if data.get("total", 0) >= 8:
                r.fallen.append(who)
        elif e.kind == "sealed" and who:
            r.sealed[who] = r.sealed.get(who, 0) + len(data.get("cards", ()))
        elif e.kind == "ether" and data.get("amount", 0) > 0:
            r.ether += data["amount"]
        elif e.kind == "key":
            r.keys += data.get("amount", 0)
        elif e.kind == "hours" and data.get("amount", 0) < 0:
            r.hours_lost -= data["amount"]
        elif e.kind == "item_gained":
            r.items.append(name(data.get("item", "")))
        elif e.kind == "card_gained":
            r.cards.append(name(data.get("card", "")))
        elif e.kind == "flaw_gained":
            r.flaws.append(name(data.get("card", "")))
        elif e.kind == "secret":
            r.secrets.append(name(data.get("secret", "")))
            r.secret_ids.append(data.get("secret", ""))
        if e.kind in DEED_EVENTS and who:
            deed = DEED_EVENTS[e.kind]
            done = r.deeds.setdefault(who, {})
            done[deed] = done.get(deed, 0) + (max(0, len(data.get("path", ())) - 1) if deed == "walked" else 1)
            if who not in r.team:
                r.team.append(who)
        if e.kind in MOMENTS and e.text:
            if e.text in r.moments:
                r.repeats[e.text] = r.repeats.get(e.text, 1) + 1
            else:
                r.add_moment(e.text, who)
        closing = None
        if e.kind == "slumber_end":
            closing = data.get("result", "ended") if r.kind == "slumber" else None  # a Dream ends by its journal
        elif e.kind == "journal" and data.get("entry") in ENDINGS:
            closing = ENDINGS[data["entry"]]
        elif e.kind in ("won", "lost"):
            closing = e.kind  # a lone Slumber's outcome, or Death
        if closing is not None:
            r.result, r.reason = closing, e.text
            self.finished.append(r)
            self.current, self._closed = None, r
