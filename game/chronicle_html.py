"""`python -m game chronicle SAVE OUT.html`: a campaign's story as one page to share.

The save's action log is replayed from its seed, and a `Chronicle` listens to
every Event, as it does in play: each Dream and Slumber becomes a chapter with
its illustration, the Script paragraphs read in it, the choices the Team made
when a paragraph asked, the Secrets found and the moments that mattered.
Paragraphs read on the Dreamworld road between encounters get chapters of
their own. A save without a log to replay (or one that no longer replays) is
told from what its state keeps: the journal, the paragraphs read, the Secrets.

The page is self-contained: inline CSS, every picture a PNG painted by our own
painter and scaled down to the size it is shown, embedded as a data: URI, no link outside.
"""
from __future__ import annotations

import base64
import html
import io
import weakref
from dataclasses import dataclass, field

from game.chronicle import Chronicle, Record, deeds, moment_line
from game.cli import CommandError, output_file
from game.i18n import LANGUAGES, N_, _, language, ngettext, pgettext, set_language, system_language, tr

# The size the page shows each picture at (the files are at least this large).
SIZES = {"cover": (720, 220), "dream": (720, 240), "slumber": (240, 150), "road": (240, 150), "secret": (150, 94)}


@dataclass
class Book:
    campaign: str
    dreamers: list[str]
    chapters: list[Record]
    secrets: list[str] = field(default_factory=list)  # ids, in the order found
    note: str = ""  # why part of the story could not be told, if it could not


# -- the story --------------------------------------------------------------------------

def book_from_save(path) -> Book:
    """The story of the campaign in the save at `path` (a SaveError says why not)."""
    from game.content import default_content
    from game.rules.etherfields import Game
    from game.savefile import load_game
    data = load_game(path)
    if (data.meta or {}).get("game", "etherfields") != "etherfields":
        raise CommandError(f"{path} is a save of {data.meta['game'].title()}; the chronicle tells Etherfields "
                           "campaigns.")
    content = default_content()
    final = Game.from_data(data.state, content)
    name = str((data.meta or {}).get("campaign") or _("a campaign"))
    book = Book(name, [final.name(w) for w in final.order], [], _found(final))
    from_seed = not data.log_problem and data.log_base is None  # a compacted log starts at a checkpoint
    replayed = _replay(data.meta or {}, data.actions or [], content) if from_seed else None
    if replayed is None:
        book.chapters = _from_state(final)
        book.note = (_("This save's replay log cannot be used, so the chronicle is told from its journal.")
                     if data.log_problem else
                     _("This save's replay log starts from a later checkpoint, so the chronicle is told from its journal.")
                     if data.log_base is not None else
                     _("This save keeps no moves to replay, so the chronicle is told from its journal."))
    else:
        book.chapters, book.note = replayed
    _name_dream_pictures(book.chapters, final)
    return book


class Replay:
    """A campaign replayed from its seed, a Chronicle listening: `follow(log)`
    applies the moves not yet applied, so a book open during play stays current."""

    def __init__(self, meta: dict, content) -> None:
        from game.rules.etherfields import new_game
        self.game = new_game(content, meta["options"], meta["seed"])
        self.chronicle = Chronicle()
        self.chronicle.take(self.game._events, self.game.name, self.game.order)
        self.language = language()  # the content's words: a change of language replays afresh
        self.done = 0  # moves applied
        self.note = ""  # why the replay stopped short, if it did

    @staticmethod
    def possible(meta: dict) -> bool:
        return isinstance(meta.get("options"), dict) and isinstance(meta.get("seed"), int)

    def follow(self, actions: list) -> None:
        from game.rules.core import Action, IllegalAction
        from game.session import UNREADABLE_STATE
        if self.note:
            return  # stopped for good: a move no longer replays
        from game.gfx.cache import made, spend
        for i in range(self.done, len(actions)):
            spend()  # in a window's frame, past its deadline: go on from here next frame (gfx.cache)
            pending = self.game.pending
            try:
                action = Action.from_data(actions[i])
                if action.kind == "choose" and pending is not None:
                    action = _answer(action, pending)
                events = self.game.apply(action)
            except (IllegalAction, *UNREADABLE_STATE):
                self.note = _("The story stops at move {n} of {total}: the rest no longer replays with this "
                              "version of the game.").format(n=i + 1, total=len(actions))
                return
            self.chronicle.take(events, self.game.name, self.game.order)
            if action.kind == "choose" and pending is not None:
                self.chronicle.chose(pending.prompt, str(action.get("label") or ""))
            self.done = i + 1
            made()


def _answer(action, pending):
    """The pending Decision's own option for a logged answer. The log names the
    option's label in the language it was played in; the content here may speak
    another, so the option's number (and the ids beside it) decide the answer."""
    index = action.get("option")
    options = pending.options
    if isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(options):
        own = options[index]
        if all(own.get(k) == v for k, v in action.args if k != "label"):
            return own
    return action  # not one of the options: the rules refuse it and say why


def _replay(meta: dict, actions: list, content):
    """(chapters, note) from replaying the log; None when there is nothing to replay from."""
    if not Replay.possible(meta):
        return None
    replay = Replay(meta, content)
    replay.follow(actions)
    return replay.chronicle.book, replay.note


_LIVE: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # session -> (its log as replayed, Replay)


def book_of(session) -> Book:
    """The story of a campaign being played, replayed once and then kept up to
    date (an undo, which shortens the log, replays it afresh)."""
    from game.content import default_content
    g = session.game
    book = Book(str(session.meta.get("campaign") or _("a campaign")), [g.name(w) for w in g.order], [],
                _found(g))
    # A lost log, or one compacted before this load: the moves since a checkpoint only.
    if not Replay.possible(session.meta) or session.replay_problem or session.steps != len(session.log):
        book.chapters = _from_state(g)
        book.note = _("This campaign keeps no moves to replay: told from its journal.")
        _name_dream_pictures(book.chapters, g)
        return book
    seen, replay = _LIVE.get(session, ([], None))
    if replay is None or session.log[:len(seen)] != seen or replay.language != language():
        replay = Replay(session.meta, default_content())
    try:  # a long log is replayed over several frames in a window (the frame budget): kept as far as it got
        replay.follow(session.log)
    finally:
        _LIVE.clear()  # one campaign is open at a time
        _LIVE[session] = (list(session.log[:replay.done]), replay)
    book.chapters, book.note = replay.chronicle.book, replay.note
    _name_dream_pictures(book.chapters, g)
    return book


def _found(game) -> list[str]:
    """The Secrets the Team has found (none in a lone Slumber)."""
    return list(game.campaign.found) if game.campaign else []


def _from_state(game) -> list[Record]:
    """Chapters from what a state keeps: its journal, then every paragraph read."""
    chapters: list[Record] = []
    if not game.campaign:  # a lone Slumber keeps no journal
        return chapters
    for e in game.campaign.journal:
        if e["kind"] == "dream":
            chapters.append(Record(title=game.name(e.get("gate", "")) if e.get("gate") else e["text"],
                                   kind="dream", art=e.get("gate", "")))
        elif e["kind"] in ("dream_won", "dream_lost", "death") and chapters and not chapters[-1].over:
            chapters[-1].result, chapters[-1].reason = ("won" if e["kind"] == "dream_won" else "lost"), e["text"]
        elif e["kind"] == "slumber" and e.get("tile"):
            chapters.append(Record(title=game.name(e["tile"]), kind="slumber", art=e["tile"],
                                   result=e.get("result", "ended"), reason=e["text"]))
    read = Record(title=N_("Paragraphs read"), kind="road", art="chronicle:road")
    for sid in game.campaign.scripts_read:
        s = game.card(sid)
        if s is not None:
            read.scripts.append({"id": sid, "title": getattr(s, "title", "") or "", "text": str(s.text)})
    return chapters + ([read] if read.scripts else [])


def _name_dream_pictures(chapters: list[Record], game) -> None:
    """A Dream's chapter shows its Dream Gate's picture (the journal names the Dream by title)."""
    by_name = {game.name(gid): gid for gid in game.defs("dream_gates")}
    for r in chapters:
        if r.kind == "dream" and not r.art:
            r.art = by_name.get(r.title, "chronicle:" + r.title)


# -- the page ---------------------------------------------------------------------------

def png_uri(art_id: str, size: tuple[int, int]) -> str:
    """The picture for an id painted at `size`, as a data: URI."""
    import pygame
    from game.gfx.pictures import picture
    buf = io.BytesIO()
    pygame.image.save(picture(str(art_id), size), buf, "png")
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def _img(art_id: str, kind: str, alt: str, cls: str = "") -> str:
    w, h = SIZES[kind]
    return (f'<img class="{cls or kind}" src="{png_uri(art_id, (w, h))}" width="{w}" height="{h}" '
            f'alt="{html.escape(alt, quote=True)}">')


def _paragraphs(text: str) -> str:
    return "".join(f"<p>{html.escape(p.strip())}</p>" for p in str(text).split("\n") if p.strip())


KINDS = {"dream": N_("Dream"), "slumber": N_("Slumber")}


def result_word(result: str) -> str:
    """How a Dream or Slumber ended, as one word in the current language. Said in
    the context "result": the Team lost the Dream ("Lost" is also the heading of
    the things a story took away, another word in Chinese)."""
    # TRANSLATORS: how a Dream or Slumber ended, one word: the Team won, lost, or it just ended
    words = {"won": pgettext("result", "Won"), "lost": pgettext("result", "Lost"),
             "ended": pgettext("result", "Ended")}
    return words.get(result, result.capitalize())


def _chapter(r: Record, game_name) -> str:
    out = [f'<section class="chapter {r.kind} {r.result}">']
    if r.kind == "road":
        out.append(f"<h2>{html.escape(tr(r.title) or _('On the Dreamworld road'))}</h2>")
    else:
        kind = tr(KINDS.get(r.kind, "")) or _("On the Dreamworld road")
        out.append(f'<h2><span class="kind">{html.escape(kind)}</span> {html.escape(r.title)}</h2>')
        out.append(_img(r.art or "chronicle:" + r.title, r.kind, r.title))
        if r.result:
            word = result_word(r.result)
            said = (ngettext("{result} in {n} Turn. {reason}", "{result} in {n} Turns. {reason}", r.turns)
                    if r.turns else _("{result}. {reason}")).format(result=word, n=r.turns, reason=tr(r.reason))
            out.append(f'<p class="result">{html.escape(said)}</p>')
    for s in r.scripts:
        out.append('<article class="script">')
        if s.get("title"):
            out.append(f"<h3>{html.escape(s['title'])}</h3>")
        out.append(_paragraphs(s.get("text", "")))
        out.append("</article>")
    if r.choices:
        out.append(f'<h4>{html.escape(_("The Team chose"))}</h4><ul class="choices">')
        out += [f"<li><em>{html.escape(tr(c['prompt']))}</em>: {html.escape(tr(c['label']))}</li>" for c in r.choices]
        out.append("</ul>")
    told = deeds(r, lambda who: tr(game_name(who)))
    if told:
        out.append(f'<h4>{html.escape(_("The Dreamers"))}</h4><ul class="deeds">')
        out += [f"<li>{html.escape(line)}</li>" for line in told]
        out.append("</ul>")
    if r.moments:
        out.append(f'<h4>{html.escape(_("What happened"))}</h4><ul class="moments">')
        out += [f"<li>{html.escape(moment_line(r, m))}</li>" for m in r.moments]
        out.append("</ul>")
    if r.secret_ids:
        out.append(f'<h4>{html.escape(_("Secrets found"))}</h4><div class="secrets">')
        for sid in r.secret_ids:
            name = game_name(sid)
            out.append(f'<figure>{_img(sid, "secret", name)}<figcaption>{html.escape(name)}</figcaption></figure>')
        out.append("</div>")
    out.append("</section>")
    return "\n".join(out)


# The game's own story faces (EB Garamond, SIL Open Font License), embedded so the page reads
# as the game does on any computer; Chinese falls through to the reader's own CJK serif.
FACES = (("EBGaramond12-Regular.otf", "normal", "normal"), ("EBGaramond12-Italic.otf", "normal", "italic"),
         ("EBGaramond12-Bold.otf", "bold", "normal"))


def font_faces() -> str:
    from game.gfx.fonts import FONTS
    rules = []
    for file, weight, style in FACES:
        data = base64.b64encode((FONTS / file).read_bytes()).decode("ascii")
        rules.append(f"@font-face {{ font-family: 'Etherfields Garamond'; font-weight: {weight}; "
                     f"font-style: {style}; src: url(data:font/otf;base64,{data}) format('opentype'); }}")
    return "\n".join(rules)


CSS = """
body { margin: 0; background: #140e2a; color: #32242a;
       font: 17px/1.55 'Etherfields Garamond', Georgia, 'Noto Serif SC', 'Songti SC', 'SimSun', serif; }
main { max-width: 780px; margin: 24px auto; padding: 30px; background: #ece2cc; border: 3px solid #785a3c;
       border-radius: 14px; }
header { text-align: center; }
h1 { font-size: 38px; margin: 6px 0; color: #462828; }
h2 { font-size: 26px; color: #462828; margin: 0 0 10px; }
h2 .kind { display: block; font-size: 15px; font-style: italic; color: #78645a; font-weight: normal; }
h3 { font-size: 19px; margin: 12px 0 4px; color: #5a3a30; }
h4 { font-size: 16px; margin: 14px 0 4px; color: #6e5040; text-transform: uppercase; letter-spacing: .06em; }
img { display: block; border-radius: 8px; border: 2px solid #785a3c; max-width: 100%; height: auto; }
img.dream, img.cover { margin: 0 auto 10px; }
img.slumber { float: right; margin: 0 0 10px 16px; }
.chapter { border-top: 2px solid #c8b490; padding: 22px 0 10px; clear: both; overflow: hidden; }
.chapter.won .result { color: #46703c; } .chapter.lost .result { color: #822828; }
.result { font-weight: bold; }
.script { display: flow-root; margin: 10px 0; padding: 4px 16px; border-left: 4px solid #c8a060; background: #f4ecda;
          font-style: italic; }
.secrets { display: flex; flex-wrap: wrap; gap: 14px; }
figure { margin: 0; text-align: center; font-size: 14px; }
.note { font-style: italic; color: #822828; }
footer { text-align: center; font-size: 13px; color: #78645a; margin-top: 20px; }
"""


# The page's `lang` attribute: a browser picks its fonts and line breaking from it.
HTML_LANG = {"en": "en", "zh": "zh-Hans"}


def render(book: Book, game_name=lambda x: x) -> str:
    """The whole page, as text, in the interface's language (game.i18n)."""
    dreams = [r for r in book.chapters if r.kind == "dream"]
    won = sum(1 for r in dreams if r.result == "won")
    read = sum(len(r.scripts) for r in book.chapters)
    title = _("The Chronicle of {campaign}").format(campaign=book.campaign)
    team = _(", ").join(book.dreamers) if book.dreamers else _("The Team")
    summary = _("{team} in the Dreamworld: {dreams} {read} {secrets}").format(
        team=team,
        dreams=ngettext("{n} Dream entered, {won} won,", "{n} Dreams entered, {won} won,", len(dreams)).format(
            n=len(dreams), won=won),
        read=ngettext("{n} paragraph read,", "{n} paragraphs read,", read).format(n=read),
        secrets=ngettext("{n} Secret found.", "{n} Secrets found.", len(book.secrets)).format(n=len(book.secrets)))
    parts = ["<!DOCTYPE html>", f'<html lang="{HTML_LANG.get(language(), language())}"><head><meta charset="utf-8">',
             '<meta name="viewport" content="width=device-width, initial-scale=1">',
             f"<title>{html.escape(title)}</title><style>{font_faces()}{CSS}</style></head><body><main>",
             "<header>", _img("chronicle:" + book.campaign, "cover", title, "cover"),
             f"<h1>{html.escape(title)}</h1>",
             f"<p>{html.escape(summary)}</p>", "</header>"]
    if book.note:
        parts.append(f'<p class="note">{html.escape(book.note)}</p>')
    parts += [_chapter(r, game_name) for r in book.chapters]
    footer = _("Etherfields, a digital edition: this page was written by the game from the campaign's save.")
    parts.append(f"<footer>{html.escape(footer)}"
                 "</footer></main></body></html>")
    return "\n".join(parts)


def export(save, out) -> tuple[int, int]:
    """Write the chronicle of `save` to `out`; (chapters, pictures) written."""
    from game.content import default_content
    target = output_file(out, "chronicle")
    book = book_from_save(save)
    content = default_content()

    def game_name(id_):
        return getattr(content.get(id_), "name", None) or id_

    page = render(book, game_name)
    target.write_text(page, encoding="utf-8")
    return len(book.chapters), page.count("<img ")


def main(argv: list[str], default_language: str | None = None) -> int:
    """`default_language`: the page's language without --lang (the program
    passes the one chosen in Settings, else the system's)."""
    import argparse
    p = argparse.ArgumentParser(prog="python -m game chronicle",
                                description="Write a campaign's chronicle as one self-contained HTML page.")
    p.add_argument("save", metavar="SAVE", help="the campaign's save file")
    p.add_argument("out", metavar="OUT.html", help="the page to write")
    p.add_argument("--lang", choices=sorted(LANGUAGES), help="the page's language (default: the one chosen in "
                                                             "Settings, else the system's)")
    args = p.parse_args(argv)
    output_file(args.out, "chronicle")  # a missing folder is said before the name
    if not str(args.out).lower().endswith((".html", ".htm")):
        raise CommandError(f"Cannot write the chronicle to {args.out}: give it a name ending in .html.")
    before = language()
    set_language(args.lang or default_language or system_language())
    try:
        chapters, pictures = export(args.save, args.out)
    finally:
        set_language(before)
    print(f"chronicle written to {args.out}: {chapters} chapters, {pictures} pictures")
    return 0
