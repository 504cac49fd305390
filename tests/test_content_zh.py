"""简体中文 content: every word of every game translated, checked like the
content itself (a missing, extra or damaged translation is a file:line
problem), applied without touching ids or numbers, and worded with the
glossary's rule terms (the Chinese 2.0 rulebook's own words)."""
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from game.rules.core import Action
from game.content import load_content
from game.content.lucidity import _cached as lucidity_in
from game.content.prophecy import _prophecy_content
from game.content.translations import GAMES, check, model_words, read_language, translate

REPO = Path(__file__).resolve().parents[1]
GLOSSARY = yaml.safe_load((REPO / "content" / "etherfields" / "zh" / "glossary.yaml").read_text(encoding="utf-8"))
SEED = (REPO.parents[1] / "shared" / "seeds" / "etherfields-rulebook-2.0-zh.txt")


@pytest.fixture(scope="module")
def english():
    return load_content(REPO / "content" / "etherfields")


@pytest.fixture(scope="module")
def chinese(english):
    return translate(english, "zh")


def test_every_word_of_every_game_has_a_chinese_translation():
    assert check("zh") == []
    assert check("en") == []


def test_the_content_check_command_reports_translations_too(content_copy):
    ok = subprocess.run([sys.executable, "-m", "game.content", "check"], capture_output=True, text=True, cwd=REPO)
    assert ok.returncode == 0 and "translated into zh" in ok.stdout, ok.stderr
    (content_copy / "zh" / "masks" / "masks.yaml").unlink()
    bad = subprocess.run([sys.executable, "-m", "game.content", "check", str(content_copy)],
                         capture_output=True, text=True, cwd=REPO)
    assert bad.returncode == 1
    assert "content/etherfields/zh/masks/masks.yaml:1: missing: the zh translation of " \
           "content/etherfields/masks/masks.yaml (8 entries, 24 fields)" in bad.stderr


def _lines(file: Path) -> list[str]:
    return file.read_text(encoding="utf-8").splitlines(keepends=True)


def _problems(root: Path) -> list[str]:
    return read_language("etherfields", "zh", root)[1]


def test_a_missing_field_is_named_by_file_line_id_and_field(content_copy):
    file = content_copy / "zh" / "dreamers" / "dreamers.yaml"
    lines = _lines(file)
    gone = next(i for i, l in enumerate(lines) if l.startswith("  back_action.name:"))  # the Gambler's
    del lines[gone]
    file.write_text("".join(lines), encoding="utf-8")
    at = next(i for i, l in enumerate(lines, 1) if l.startswith("gambler:"))
    assert _problems(content_copy) == [
        f"content/etherfields/zh/dreamers/dreamers.yaml:{at}: gambler: back_action.name is not translated "
        f"(English at content/etherfields/dreamers/dreamers.yaml:1: 'Call the Odds')"]


def test_an_extra_field_and_an_extra_id_are_unused_at_their_lines(content_copy):
    file = content_copy / "zh" / "masks" / "masks.yaml"
    lines = _lines(file)
    at = next(i for i, l in enumerate(lines) if l.startswith("mask_porcelain_hare:"))
    lines.insert(at + 1, "  flavour: 多出来的一句\n")
    lines.append("mask_nobody:\n  name: 无名面具\n")
    file.write_text("".join(lines), encoding="utf-8")
    found = _problems(content_copy)
    assert found == [
        f"content/etherfields/zh/masks/masks.yaml:{at + 2}: mask_porcelain_hare: unused: "
        f"content/etherfields/masks/masks.yaml has no 'flavour' to translate in mask_porcelain_hare",
        f"content/etherfields/zh/masks/masks.yaml:{len(lines)}: unused: 'mask_nobody' is not an entry with words "
        f"in content/etherfields/masks/masks.yaml"]


def test_a_translation_that_loses_a_number_is_refused_at_its_line(content_copy):
    file = content_copy / "zh" / "influence" / "market.yaml"
    text = file.read_text(encoding="utf-8")
    assert "支付1点认知：治疗1点苦痛。" in text  # Bitter Tea: "Pay 1 Awareness: heal 1 Distress."
    file.write_text(text.replace("支付1点认知：治疗1点苦痛。", "支付一点认知：治疗1点苦痛。"), encoding="utf-8")
    line = next(i for i, l in enumerate(_lines(file), 1) if "支付一点认知" in l)
    assert _problems(content_copy) == [
        f"content/etherfields/zh/influence/market.yaml:{line}: bitter_tea: text: keeps 1, 1 of the English, has 1"]


def test_a_lost_placeholder_and_an_empty_translation_are_refused(content_copy, tmp_path):
    # No shipped text has a {placeholder} yet: give one an English placeholder and drop it in Chinese.
    src = content_copy / "wisdom" / "wisdom.yaml"
    src.write_text(src.read_text(encoding="utf-8").replace("Between Locations,", "Between {n} Locations,"),
                   encoding="utf-8")
    file = content_copy / "zh" / "wisdom" / "wisdom.yaml"
    text = file.read_text(encoding="utf-8").replace("  name: 死亡\n", "  name: ''\n")
    file.write_text(text, encoding="utf-8")
    found = _problems(content_copy)
    assert len(found) == 2
    assert re.fullmatch(r"content/etherfields/zh/wisdom/wisdom.yaml:\d+: wisdom_awakening: text: keeps 20, 40, "
                        r"\{n\} of the English, has 20, 40", found[0]), found
    assert re.fullmatch(r"content/etherfields/zh/wisdom/wisdom.yaml:\d+: wisdom_death: name: "
                        r"the translation is empty or not text", found[1]), found


def test_a_broken_translation_file_is_one_problem_with_its_line(content_copy):
    file = content_copy / "zh" / "fate" / "fate.yaml"
    file.write_text(file.read_text(encoding="utf-8") + "broken: [\n", encoding="utf-8")
    found = _problems(content_copy)
    assert len(found) == 1 and found[0].startswith("content/etherfields/zh/fate/fate.yaml:") and "not valid YAML" in found[0]


def test_a_translation_of_no_content_file_is_unused(content_copy):
    (content_copy / "zh" / "extra").mkdir()
    (content_copy / "zh" / "extra" / "stray.yaml").write_text("x: {name: 多余}\n", encoding="utf-8")
    assert _problems(content_copy) == ["content/etherfields/zh/extra/stray.yaml:1: unused: no content file "
                                       "extra/stray.yaml to translate"]


def test_translating_changes_only_the_words(english, chinese):
    """Every definition keeps its ids, numbers, costs and effects; only the words differ."""
    assert set(chinese._all) == set(english._all) and chinese.where == english.where
    assert set(chinese.locations) == set(english.locations)
    changed = 0
    for rid, en in english._all.items():
        zh = chinese.get(rid)
        words_en, words_zh = dict(model_words(en)), dict(model_words(zh))
        assert set(words_en) == set(words_zh)
        changed += sum(words_en[p] != words_zh[p] for p in words_en)
        blank = {p: "" for p in words_en}
        assert _blank(en, blank) == _blank(zh, blank), rid
    assert changed == sum(len(dict(model_words(d))) for d in english._all.values())
    assert chinese.dreamers["gambler"].name == "赌徒"
    assert chinese.basic_action_card.entries[7].effect[0]["options"][2]["label"] == "封印3张牌"


def _blank(model, paths):
    from game.content.translations import _put, _thaw
    data = _thaw(model.model_dump(by_alias=True))
    for path in paths:
        _put(data, path, "")
    return data


def test_the_rules_play_the_chinese_content_the_same_way(english, chinese):
    """A seeded Slumber offers the same legal actions, step by step, with
    either language's words: no rule depends on a name or a sentence."""
    import random
    from game.rules.etherfields import new_game
    opts = {"dreamers": ["gambler", "tough_guy"], "slumber": "slumber_mirror_thief"}
    a, b = new_game(english, opts, 7), new_game(chinese, opts, 7)
    pick = random.Random(3)

    def unlabelled(actions):  # a choice carries its option's label, which is words
        return [(x.kind, tuple(kv for kv in x.args if kv[0] != "label")) for x in actions]
    steps = 0
    for steps in range(80):
        acts_a, acts_b = a.legal_actions(), b.legal_actions()
        assert unlabelled(acts_a) == unlabelled(acts_b)
        if not acts_a:
            break
        i = pick.randrange(len(acts_a))
        assert [e.kind for e in a.apply(acts_a[i])] == [e.kind for e in b.apply(acts_b[i])]
    assert steps > 20
    assert a.to_data()["dreamers"] == b.to_data()["dreamers"]


def test_prophecy_and_lucidity_read_their_chinese_words():
    cards = _prophecy_content("zh").cards
    assert cards["ab_shield_wall"].name == "盾墙" and cards["ab_shield_wall"].effects == {"strength": 1}
    rules = {r["id"]: r for r in _prophecy_content("zh").rules_help}
    assert rules["goal"]["topic"] == "目标"
    # "island" is an id in two files: each file's entry takes its own file's words
    assert _prophecy_content("zh").island["name"] == "宝藏岛" and rules["island"]["topic"] == "宝藏岛"
    assert rules["island"]["text"].startswith("支付 2 金币")
    lucid = lucidity_in("zh")
    assert [n["name"] for n in lucid["nightmares"]][:2] == ["深渊梦魇", "嫉妒梦魇"]
    assert lucid["faces"] == lucidity_in("en")["faces"]


# -- the glossary --------------------------------------------------------------------

def test_every_etherfields_term_is_the_chinese_rulebooks_own_word():
    """Each Chinese term appears on the line of the 2.0 rulebook the glossary names."""
    if not SEED.is_file():
        pytest.skip("the Chinese rulebook seed is not on this machine")
    seed = SEED.read_text(encoding="utf-8").splitlines()
    for term in GLOSSARY["etherfields"]:
        assert term["zh"] in seed[term["line"] - 1], term


# Terms whose English word also names other things in our texts (a card called
# "Dandelion Clock", "Turn the Key", "Market of Hours", the "Magic Tower") are left out; these are
# used only as rule terms, and each must be translated with the glossary's word.
CORE = {
    "etherfields": ["Dreamer", "Team", "Intent", "Awareness", "Cunning", "Wrath", "Seal", "Unseal", "Distress",
                    "Ether", "Shining Gem", "Key", "Entity", "Morphing", "Slumber", "Dreamscape", "Dreamworld Map",
                    "Location", "Mask", "Item", "Influence", "Progress", "Flaw", "Secret", "Assault", "Contact",
                    "Relocate", "Rapid", "Gradual", "Spawn", "Entrance", "Awakening", "Deliverance", "Delta Phase",
                    "Shopping", "Luck die", "Stunned", "Dazed", "Paralyzed", "Poisoned", "Reshuffle", "Loot",
                    "Hand limit", "Storage", "Effort", "Peek", "Shortcut"],
    "prophecy": ["Water Realm", "Treasure Island", "Astral Plane", "Artifact", "Health", "Gold",
                 "Experience", "Strength", "Willpower", "Creature", "Greater Guardian", "Lesser Guardian",
                 "Map Fragment", "Pearl", "Bubble", "Undersea Palace", "Final Battle", "Chance"],
    "lucidity": ["Nightmare", "Depths", "Envy", "Imprisonment", "Primeval Fear", "Temptation"],
}


def _pattern(term: str) -> re.Pattern:
    stem = re.escape(term[:-1]) + "(?:y|ies)" if term.endswith("y") else re.escape(term)
    return re.compile(r"\b" + stem + r"(?:s|es|ed|d|ing)?\b")


@pytest.mark.parametrize("game", GAMES)
def test_the_translations_use_the_glossary_terms(game):
    terms = {t["en"]: t["zh"] for t in GLOSSARY[game]}
    assert set(CORE[game]) <= set(terms)
    from game.content.translations import _sources
    sources, _ = _sources(game)
    table, problems = read_language(game, "zh")
    assert problems == []
    misses, uses = [], 0
    for rel, entries in sources.items():
        for rid, (_, words) in entries.items():
            for path, text in words.items():
                for en in CORE[game]:
                    if _pattern(en).search(text):
                        uses += 1
                        if terms[en] not in table[rel][rid][path]:
                            misses.append(f"{rel} {rid} {path}: {en!r} is not {terms[en]!r}: {table[rel][rid][path]}")
    assert misses == []
    assert uses > {"etherfields": 400, "prophecy": 40, "lucidity": 4}[game]


def test_the_interface_language_picks_the_words_of_every_game():
    from game.content import default_content
    from game.content.lucidity import default_content as lucidity_content
    from game.content.prophecy import prophecy_content
    from game.i18n import language, set_language
    assert language() == "en"
    try:
        set_language("zh")
        assert default_content().dreamers["tough_guy"].name == "硬汉"
        assert prophecy_content().cards["ab_shield_wall"].name == "盾墙"
        assert lucidity_content()["nightmares"][0]["name"] == "深渊梦魇"
    finally:
        set_language("en")
    assert default_content().dreamers["tough_guy"].name == "The Tough Guy"


def test_a_campaign_played_in_chinese_replays_in_english():
    """The options of every Decision come in the same order in any language,
    so a log replays in another language by its answers' numbers (the label,
    in the words of the language it was played in, is left out)."""
    from game import i18n
    from game.content import default_content
    from game.rules.etherfields import new_game
    from game.session import Session
    import random
    i18n.set_language("zh")
    try:
        session = Session.new(["gambler", "tough_guy"], seed=5, autosaves=False)
        rnd = random.Random(2)
        chose = 0
        for _step in range(400):
            acts = session.game.legal_actions()
            if not acts:
                break
            act = rnd.choice(acts)
            chose += act.kind == "choose"
            session.apply(act)
        final = session.game.to_data()
    finally:
        i18n.set_language("en")
    assert chose, "the walk answered some Decision"
    replay = new_game(default_content(), session.meta["options"], session.meta["seed"])
    for entry in session.log:
        if entry["kind"] == "choose":
            entry = {k: v for k, v in entry.items() if k != "label"}
        replay.apply(Action.from_data(entry))
    assert replay.to_data()["log"] != [] and replay.turn_number == final["turn_number"]
    assert replay.to_data()["dreamers"] == final["dreamers"]
