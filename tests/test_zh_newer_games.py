"""Onirim, Lucidity and Prophecy read in 简体中文 all the way through (issue 39):
seeded random games played in Chinese, and every prompt waiting, every legal
action's label as the table words it, every log line and every ending comes
out with no English word left in it. The rules speak English; these are their
sentences through the catalogue (patterns with their pieces translated)."""
from __future__ import annotations

import random
import re

import pytest

from game.i18n import set_language, tr

# An English word of three letters or more; "p1" (a seat the table names) and digits are not words.
ENGLISH = re.compile(r"[A-Za-z]{3,}")
# Names the Chinese edition keeps as they are: none today.
KEPT: set[str] = set()


def english_in(text: str) -> list[str]:
    return [w for w in ENGLISH.findall(text) if w not in KEPT]


class Reader:
    """Everything a player read, and what of it was still English."""

    def __init__(self):
        self.read = 0
        self.english: dict[str, str] = {}  # the Chinese shown: the English it came from

    def __call__(self, shown: str, source: str = "") -> None:
        self.read += 1
        if english_in(shown):
            self.english.setdefault(shown, source)

    def assert_all_chinese(self, least: int) -> None:
        assert self.read >= least, f"only {self.read} texts were read"
        left = sorted(self.english.items())[:15]
        assert not self.english, f"{len(self.english)} texts still in English, e.g. {left}"


@pytest.fixture
def chinese():
    set_language("zh")
    yield
    set_language("en")


@pytest.fixture
def app():
    from game.ui.app import App
    return App((1280, 720), seed=2, defaults=True)


ALL_ONIRIM = ["sphinx", "diver", "confusion", "mirrors", "rainbow"]


@pytest.mark.parametrize("expansions", [[], ALL_ONIRIM], ids=["base", "every-expansion"])
def test_onirim_reads_in_chinese(chinese, expansions):
    from game.rules.onirim import describe, new_game
    from game.ui.onirim.table import log_line, log_lines
    reader = Reader()
    kinds, ended = set(), 0
    for seed in range(8):
        g = new_game(None, {"expansions": expansions}, seed)
        rng = random.Random(seed)
        for _ in range(600):
            if g.outcome is not None:
                ended += 1
                break
            if g.pending is not None:
                reader(tr(g.pending.prompt), g.pending.prompt)
            acts = g.legal_actions()
            for a in acts[:30]:  # the table's buttons: tr(describe(a))
                reader(tr(describe(a)), describe(a))
                kinds.add(a.kind)
            events = g.apply(rng.choice(acts))
            for line in log_lines(events):  # the table's log, drawn cards grouped
                reader(log_line(line), str(line))
    reader.assert_all_chinese(least=2000)
    assert ended >= 4  # the endings' lines were read too
    assert {"play", "discard", "prophecy", "nightmare"} <= kinds
    if expansions:
        assert {"sphinx", "diver_next", "bottom_order", "mirror"} <= kinds


def test_onirim_labels_read_as_chinese_sentences(chinese):
    """Not only no English: the card names and lists are put into the sentence."""
    from game.rules.onirim import describe, from_codes
    from game.rules.core import Action
    g = from_codes(hand="RS BK GM YS RK", deck="BD NN RM")
    assert tr(describe(Action.make("play", card="RS"))) == "打出红色太阳"
    assert tr(describe(Action.make("discard", card="BK"))) == "弃置蓝色钥匙（预见）"
    order = Action.make("prophecy", discard="NN", order=("BD", "RM"))
    assert tr(describe(order)) == "弃置梦魇；放回牌库顶：蓝门、红色月亮"
    assert tr("The red Door opens (with a red Key).") == "红门打开了（用一张红色钥匙）。"
    assert tr("The Diver found a Nightmare: give up a Key, close a Door, lose the top 5 cards of the deck, "
              "or lose your hand.").startswith("潜水者找到了一张梦魇：")
    assert g.legal_actions()  # the state the labels came from is a real one


def test_lucidity_reads_in_chinese(app, chinese):  # the App sets its language first
    from game.ui.lucidity.table import TableScene
    reader = Reader()
    ended = 0
    for seed, (players, temptation) in enumerate([(1, None), (2, "envy"), (3, None), (4, "primeval_fear")]):
        t = TableScene(app, ["person"] * players, temptation, seed)
        rng = random.Random(seed)
        for _ in range(3000):
            g = t.game
            if g.outcome is not None:
                ended += 1
                reader(t.named(tr(g.outcome.reason)), g.outcome.reason)
                break
            if g.pending is not None:
                reader(t.prompt(), g.pending.prompt)
            acts = g.legal_actions()
            for a in acts[:40]:
                reader(t.label(a), str(a))
            done = t.session.apply(rng.choice(acts))
            for e in done.events:
                if e.text:
                    reader(t.named(tr(e.text)), e.text)
    reader.assert_all_chinese(least=3000)
    assert ended >= 2


def test_prophecy_reads_in_chinese(chinese):
    from game.content.prophecy import prophecy_content
    from game.rules.prophecy import PROVISIONAL_NOTICE, new_game
    from game.ui.prophecy.words import describe
    reader = Reader()
    reader(tr(PROVISIONAL_NOTICE), PROVISIONAL_NOTICE)  # the table's first log line
    content = prophecy_content()
    options = [{"seats": 2}, {"seats": 4, "variant": "treasure_hunters"},
               {"seats": 3, "ten_artifacts": True, "map_battles": "aggressive"}]
    ended = 0
    for seed in range(6):
        g = new_game(content, options[seed % 3], seed)
        rng = random.Random(seed)
        for _ in range(1200):
            if g.outcome is not None:
                ended += 1
                reader(tr(g.outcome.reason), g.outcome.reason)
                break
            if g.pending is not None:
                reader(tr(g.pending.prompt), g.pending.prompt)
            acts = g.legal_actions()
            for a in acts[:40]:
                reader(tr(describe(g, a)), str(a))
            for e in g.apply(rng.choice(acts)):
                if e.text:
                    reader(tr(e.text), e.text)
    reader.assert_all_chinese(least=2000)
    assert ended >= 3


def test_the_extractor_reads_labels_prompts_templates_and_pieces():
    """The ways the rules build the sentences above, each found for the catalogue."""
    import io
    from game.i18n.rules_text import extract
    source = b"""
_PROMPTS = {"excess": "{who} drew too many: send back {count}.", "plain": "Choose a row."}
PROVISIONAL_NOTICE = "Read this first, please."
def describe(a):
    if a.kind == "keep":
        return "Keep the Key"
    if a.kind == "under":
        return "Under the deck: " + ", ".join(a.cards)
    return {"key": f"Nightmare: give up the {a.card}", "hand": "Nightmare: lose your hand"}[a.option]
def _prompt_nightmare(g):
    who = "The Diver found a Nightmare" if g.diver else "A Nightmare"
    return (f"{who}: give up a Key.", "")
def _label_die(d):
    return f"{d.colour} die ({d.name})"
def opened(g, door):
    g._open_door(door, how=f"with a {door}")
    g._open_door(door, how="three in a row")
def helper():
    return "Not a label at all"
"""
    found = {message for _line, _func, message, _comments in extract(io.BytesIO(source), [], [], {})}
    assert {"{0} drew too many: send back {1}.", "Choose a row.", "Read this first, please.", "Keep the Key",
            "Under the deck: {0}", "Nightmare: give up the {0}", "Nightmare: lose your hand",
            "The Diver found a Nightmare", "A Nightmare", "{0}: give up a Key.", "{0} die ({1})",
            "with a {0}", "three in a row"} <= found
    assert "Not a label at all" not in found
