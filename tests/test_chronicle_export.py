"""`python -m game chronicle SAVE OUT.html` (issue 15): an autoplayed
campaign's chronicle is one self-contained page: every Dream with its
picture, every picture a PNG embedded as a data: URI and painted at the size
the page shows it, every paragraph read, the Team's story choices, the
Secrets found; bad arguments get a sentence and exit 2."""
import base64
import io
import random
import re
from html.parser import HTMLParser

import pygame
import pytest

from game.campaign_balance import campaign_action
from game.cli import run
from game.content import CONTENT_VERSION, default_content
from game.headless import start
from game.savefile import save_game

PNG = b"\x89PNG\r\n\x1a\n"


class Page(HTMLParser):
    """The page's chapters (class, heading, pictures), all its pictures, its text."""

    def __init__(self):
        super().__init__()
        self.chapters, self.images, self.text, self.links = [], [], [], []
        self._heading = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "section":
            self.chapters.append({"class": a.get("class", "").split(), "title": "", "images": []})
        if tag == "img":
            self.images.append(a)
            if self.chapters:
                self.chapters[-1]["images"].append(a)
        if tag == "h2":
            self._heading = []
        self._style = tag == "style"
        for name in ("href", "src"):
            if name in a and not a[name].startswith("data:"):
                self.links.append(a[name])
        if tag in ("link", "script", "iframe"):
            self.links.append(tag)

    def handle_endtag(self, tag):
        self._style = False
        if tag == "h2" and self._heading is not None and self.chapters:
            self.chapters[-1]["title"] = "".join(self._heading).strip()
            self._heading = None

    def handle_data(self, data):
        if getattr(self, "_style", False):
            return  # the page's CSS is not its text
        self.text.append(data)
        if self._heading is not None:
            self._heading.append(data)


@pytest.fixture(scope="module")
def campaign(tmp_path_factory):
    """The heuristic Team plays until several Dreams are behind it; saved."""
    session = start(3)
    rng = random.Random(3)
    for _ in range(1500):
        journal = session.game.campaign.journal
        if sum(1 for e in journal if e["kind"] == "dream") >= 4 and session.game.pending is None:
            break
        action = campaign_action(session.game, rng)
        if action is None:
            break
        session.apply(action)
    path = tmp_path_factory.mktemp("chronicle") / "campaign.yaml"
    session.save(path)
    return session, path


def export(capsys, *argv):
    from game.__main__ import main
    try:
        status = run(main, ["chronicle", *map(str, argv)])
    except SystemExit as exit_:
        status = exit_.code
    out, err = capsys.readouterr()
    return status, out, err


def read_page(path) -> tuple[Page, str]:
    text = path.read_text(encoding="utf-8")
    page = Page()
    page.feed(text)
    return page, text


def decoded(img: dict) -> pygame.Surface:
    head, data = img["src"].split(",", 1)
    assert head == "data:image/png;base64"
    raw = base64.b64decode(data, validate=True)
    assert raw.startswith(PNG)
    return pygame.image.load(io.BytesIO(raw), "x.png")


def test_the_chronicle_of_an_autoplayed_campaign_is_one_page_with_every_dream_and_paragraph(campaign, capsys,
                                                                                          tmp_path):
    session, save = campaign
    g = session.game
    out = tmp_path / "chronicle.html"
    status, said, err = export(capsys, save, out)
    assert status == 0, err
    assert "chronicle written" in said
    page, text = read_page(out)
    dreams_entered = [e for e in g.campaign.journal if e["kind"] == "dream"]
    assert len(dreams_entered) >= 4
    dreams = [c for c in page.chapters if "dream" in c["class"]]
    assert [c["title"] for c in dreams] == [f"Dream {g.name(e['gate'])}" for e in dreams_entered]
    for chapter in dreams:
        assert chapter["images"], f"{chapter['title']} has no picture"
    # Every picture is embedded, is a real PNG, and was painted at the size it is shown.
    assert page.images and page.links == []
    outside_pictures = re.sub(r'src="data:image/png;base64,[A-Za-z0-9+/=]*"', "", text)
    outside_pictures = re.sub(r"url\(data:font/otf;base64,[A-Za-z0-9+/=]*\)", "", outside_pictures)
    assert "http" not in outside_pictures and "url(" not in outside_pictures and "@import" not in outside_pictures
    for img in page.images:
        assert decoded(img).get_size() == (int(img["width"]), int(img["height"]))
    # Each Dream's picture is its Dream Gate's own, painted at that size (no enlarged file).
    from game.gfx.pictures import picture
    first = decoded(dreams[0]["images"][0])
    gate = dreams_entered[0]["gate"]
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(picture(gate, first.get_size()), "RGB")
    # Every paragraph read is there, in the words of the Scripts book.
    words = " ".join(" ".join(page.text).split())
    read = g.campaign.scripts_read
    assert len(read) >= 10
    for sid in read:
        paragraph = " ".join(str(g.card(sid).text).split())
        assert paragraph in words, sid
    # The Team's answers to the paragraphs, and the Secrets found.
    chosen = [a["label"] for a in session.log if a["kind"] == "choose"]
    assert "The Team chose" in words
    story_labels = {c.label for s in read for c in (g.card(s).choices or ())}
    assert any(label in words for label in set(chosen) & story_labels)
    for secret in g.campaign.found:
        assert g.name(secret) in words


def test_a_save_without_moves_to_replay_is_told_from_its_journal(campaign, capsys, tmp_path):
    session, _ = campaign
    g = session.game
    bare = tmp_path / "bare.yaml"
    save_game(bare, state=g.to_data(), actions=[], content_version=CONTENT_VERSION, meta={"campaign": "Bare"})
    out = tmp_path / "bare.html"
    status, _, err = export(capsys, bare, out)
    assert status == 0, err
    page, _ = read_page(out)
    dreams = [c for c in page.chapters if "dream" in c["class"]]
    assert len(dreams) == sum(1 for e in g.campaign.journal if e["kind"] == "dream")
    assert all(c["images"] for c in dreams)
    words = " ".join(" ".join(page.text).split())
    assert "told from its journal" in words
    assert " ".join(str(g.card(g.campaign.scripts_read[-1]).text).split()) in words


@pytest.mark.parametrize("args, words", [
    (("missing.yaml", "out.html"), ["missing.yaml"]),
    (("{save}", "no/such/folder/out.html"), ["does not exist"]),
    (("{save}", "{tmp}"), ["folder"]),
    (("{save}", "out.txt"), [".html"]),
    (("{save}",), ["OUT.html"]),
    (("notsave.yaml", "out.html"), ["notsave.yaml"]),
])
def test_bad_arguments_get_a_sentence_and_exit_2(campaign, capsys, tmp_path, monkeypatch, args, words):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "notsave.yaml").write_text("just: some yaml\n")
    argv = [a.format(save=campaign[1], tmp=tmp_path) for a in args]
    status, _, err = export(capsys, *argv)
    assert status == 2, err
    assert "Traceback" not in err and err.strip()
    for w in words:
        assert w.lower() in err.lower(), err
    assert not list(tmp_path.glob("*.html"))


def test_the_journal_opens_the_chronicle_in_the_game_one_chapter_a_page(campaign):
    """J's journal, then C: the same book, each chapter with its picture
    (stored at least as large as the page shows it); Left and Right turn the pages."""
    from game.ui.app import App
    from game.ui.etherfields.chronicle import ChronicleScene
    from game.ui.etherfields.worldmap import JournalScene
    session, _ = campaign
    app = App((1280, 720), seed=3, defaults=True)
    app.push(JournalScene(app, session))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c"))
    app.step()
    scene = app.top
    assert isinstance(scene, ChronicleScene)
    chapters = scene.book.chapters
    entered = [e["gate"] for e in session.game.campaign.journal if e["kind"] == "dream"]
    assert [c.art for c in chapters if c.kind == "dream"] == entered
    assert scene.page == len(chapters) - 1, "it opens on the latest chapter"
    for _ in chapters:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
        app.step()
    assert scene.page == 0 and chapters[0].kind == "dream"
    art, rect = scene.pictures[0]
    assert art == entered[0] and rect.width > 320, "the Dream's picture is shown large"
    shown = app.screen.subsurface(rect).copy()
    from game.gfx.pictures import ART, picture
    stored = pygame.image.load(str(ART / "dream_gates" / f"{art}.jpg")).get_size()
    assert stored[0] >= rect.width and stored[1] >= rect.height, "the file is never enlarged"
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(picture(art, rect.size), "RGB")
    words = chapters[0].scripts[0]["text"]
    assert words and chapters[0].scripts[0]["id"] == session.game.campaign.scripts_read[0]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    app.step()
    assert scene.page == 1
    journal = app.stack[-2]
    assert isinstance(journal, JournalScene), "the chronicle opens over the journal"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step()
    assert app.running and app.top is journal, "Esc goes back one step: to the journal the chronicle was opened from"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step()
    assert journal not in app.stack, "and Esc again closes the journal"


def test_the_book_in_play_keeps_up_and_tells_what_the_save_tells(campaign, tmp_path):
    """Opened during play the book is replayed once, then follows the new moves;
    it tells the same story as the chronicle of the campaign's save."""
    from game import chronicle_html
    session = start(11)
    rng = random.Random(11)

    def play(n):
        for _ in range(n):
            action = campaign_action(session.game, rng)
            if action is None:
                break
            session.apply(action)

    play(40)
    early = [(c.kind, c.title, len(c.scripts)) for c in chronicle_html.book_of(session).chapters]
    replay = chronicle_html._LIVE[session][1]
    play(160)
    book = chronicle_html.book_of(session)
    assert chronicle_html._LIVE[session][1] is replay and replay.done == len(session.log), "followed, not redone"
    later = [(c.kind, c.title, len(c.scripts)) for c in book.chapters]
    assert len(later) > len(early) and later[:len(early) - 1] == early[:-1]
    path = tmp_path / "s.yaml"
    session.save(path)
    saved = chronicle_html.book_from_save(path)
    assert [(c.kind, c.title, c.result, c.scripts, c.choices) for c in saved.chapters] == \
        [(c.kind, c.title, c.result, c.scripts, c.choices) for c in book.chapters]


def test_the_chronicle_in_chinese_has_no_english_left_but_names(campaign, capsys, tmp_path):
    """`--lang zh`: the page says it is 简体中文 (lang="zh-Hans"), its headings and
    sentences come from the catalogue, the rules' sentences it quotes are
    translated, and the paragraphs, names and Secrets are the content's own
    Chinese text; only the campaign's name (the player's) stays as written."""
    from game import i18n
    from game.content.translations import translate
    from game.content import load_content, ROOT
    session, save = campaign
    g = session.game
    out = tmp_path / "zh.html"
    status, said, err = export(capsys, save, out, "--lang", "zh")
    assert status == 0, err
    assert i18n.language() == "en", "the export leaves the interface's language as it found it"
    page, text = read_page(out)
    assert re.search(r'<html lang="zh-Hans"', text)
    words = [t for t in page.text if t.strip()] + [img.get("alt", "") for img in page.images]
    campaign_name = str(session.meta.get("campaign"))
    english = [t for t in words if re.search(r"[A-Za-z]{3,}", t.replace(campaign_name, ""))]
    assert not english, english[:5]
    zh = translate(load_content(ROOT), "zh", ROOT)
    flat = " ".join(" ".join(page.text).split())
    for sid in g.campaign.scripts_read:
        assert " ".join(str(zh.get(sid).text).split()) in flat, sid
    for secret in g.campaign.found:
        assert zh.get(secret).name in flat
    dreams = [c for c in page.chapters if "dream" in c["class"]]
    gates = [e["gate"] for e in g.campaign.journal if e["kind"] == "dream"]
    assert [c["title"] for c in dreams] == [f"睡梦 {zh.get(gid).name}" for gid in gates]
    assert any(c["images"] for c in dreams)


def test_a_log_played_in_chinese_replays_in_english(tmp_path):
    """The log names each answer's label in the language it was played in; the
    chronicle (and the book in play) replays it in any language all the same."""
    from game import chronicle_html, i18n
    i18n.set_language("zh")
    session = start(5)
    rng = random.Random(5)
    for _ in range(300):
        action = campaign_action(session.game, rng)
        if action is None:
            break
        session.apply(action)
    labels = [a["label"] for a in session.log if a["kind"] == "choose" and a.get("label")]
    assert any(re.search(r"[\u4e00-\u9fff]", label) for label in labels), "played in Chinese"
    path = tmp_path / "zh.yaml"
    session.save(path)
    i18n.set_language("en")
    book = chronicle_html.book_from_save(path)
    assert book.note == "" and book.chapters
    assert not any(re.search(r"[\u4e00-\u9fff]", r.title) for r in book.chapters)


def test_an_autoplayed_four_dreamer_chronicle_tells_who_did_what_and_no_instructions(capsys, tmp_path):
    """Issue 40 (12): every chapter names each of the four Dreamers and what they
    did, a moment repeated is one line with its count, the tutorial's
    instructions (a Script's `how`) are read in play but never retold, and the
    page carries the game's own story faces."""
    from game.__main__ import main
    save, out = tmp_path / "four.yaml", tmp_path / "four.html"
    assert run(main, ["--autoplay", "1500", "--dreamers", "4", "--save", str(save)]) in (0, None)
    capsys.readouterr()
    status, said, err = export(capsys, save, out)
    assert status == 0, err
    page, text = read_page(out)
    from game.savefile import load_game
    from game.rules.etherfields import Game
    content = default_content()
    g = Game.from_data(load_game(save).state, content)
    names = [g.name(w) for w in g.order]
    assert len(names) == 4
    chapters = re.findall(r"<section.*?</section>", text, re.S)
    assert len(chapters) == len(page.chapters) >= 5
    for chapter in chapters:
        for name in names:
            assert name in chapter, (name, chapter[:200])
    encounters = [c for c in chapters if 'class="chapter road' not in c]
    assert any(re.search(r"walked \d+ spaces?", c) for c in encounters)  # deeds, not only names
    # No instruction is told as story, and no moment is repeated line after line.
    instructions = [" ".join(str(s.how).split()) for s in content.scripts.values() if s.how]
    assert instructions, "the tutorial keeps its instructions apart from the story"
    words = " ".join(" ".join(page.text).split())
    for how in instructions:
        assert how not in words
    assert not re.search(r"\b(press|drag|click)\b", words, re.I)
    for chapter in re.findall(r'<ul class="moments">(.*?)</ul>', text, re.S):
        lines = re.findall(r"<li>(.*?)</li>", chapter)
        assert len(lines) == len(set(lines)), lines
    # The game's own faces, embedded (no download, no default serif).
    faces = re.findall(r"@font-face \{[^}]*url\(data:font/otf;base64,([A-Za-z0-9+/=]+)\)", text)
    assert len(faces) == 3 and all(base64.b64decode(f)[:4] == b"OTTO" for f in faces)
    assert re.search(r"body \{[^}]*font: [^;]*'Etherfields Garamond'", text)
    assert len(text) < 4_000_000
