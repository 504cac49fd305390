"""Build assets/fonts/cjk.otf: Noto Sans CJK SC cut down to the characters the
game's Chinese needs, so the repository carries a few hundred KB, not 20 MB.

  python scripts/build_cjk_font.py [SOURCE]

SOURCE is Noto Sans CJK (the .ttc collection or an SC .otf); by default the
copy Debian's fonts-noto-cjk package installs (`apt-get install fonts-noto-cjk`).
The subset keeps:
- every character of the interface catalogues (game/i18n/locale/*/LC_MESSAGES/*.po)
  and of the content translations (any file under a `zh` folder of content/,
  or named *.zh.*);
- printable ASCII and Latin-1 (a mixed string is drawn whole in this face), CJK and full-width punctuation, and the common typographic
  marks (so a new sentence's punctuation never falls through);
- the 3,755 most common Chinese characters (GB 2312 level 1), so that a new
  sentence in everyday words draws before anyone rebuilds the font.
tests/test_cjk_font.py fails when a catalogue or content translation uses a
character the subset lacks: then run this again and commit the new file.

fontTools is a build tool for the maintainer (pip install fonttools), not a
dependency of the game. The licence (OFL 1.1) is assets/fonts/LICENSE-NotoSansCJK.txt.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "fonts" / "cjk.otf"
DEFAULT_SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
FAMILY = "Noto Sans CJK SC"


def common_hanzi() -> str:
    """GB 2312 level 1: rows 16-55 of the code table, the everyday characters."""
    chars = []
    for row in range(0xB0, 0xD8):
        for cell in range(0xA1, 0xFF):
            try:
                chars.append(bytes([row, cell]).decode("gb2312"))
            except UnicodeDecodeError:
                pass  # the gaps at the end of row 55
    return "".join(chars)


def punctuation() -> str:
    ranges = [(0x20, 0x7E), (0xA0, 0xFF), (0x3000, 0x303F), (0xFF01, 0xFF5E), (0x2010, 0x2027), (0x2030, 0x203B)]
    extra = "·×÷°±→←↑↓■□▲△●○◆◇★☆"
    return "".join(chr(c) for a, b in ranges for c in range(a, b + 1)) + extra


def translation_files() -> list[Path]:
    """The catalogues and the content translations (what the Chinese game shows)."""
    files = sorted((ROOT / "game" / "i18n" / "locale").glob("*/LC_MESSAGES/*.po"))
    for path in sorted((ROOT / "content").rglob("*")):
        rel = path.relative_to(ROOT / "content")
        if path.is_file() and ("zh" in rel.parts[:-1] or ".zh." in path.name):
            files.append(path)
    translations = ROOT / "game" / "content" / "translations.py"
    if translations.exists():
        files.append(translations)
    return files


def used_characters() -> set[str]:
    chars: set[str] = set()
    for path in translation_files():
        chars |= set(path.read_text(encoding="utf-8"))
    return {c for c in chars if c.isprintable() and not c.isspace()}


def wanted() -> set[str]:
    from game.i18n import LANGUAGES
    return used_characters() | set(punctuation()) | set(common_hanzi()) | set("".join(LANGUAGES.values()))


def load_source(source: Path):
    from fontTools.ttLib import TTCollection, TTFont
    if source.suffix.lower() == ".ttc":
        for face in TTCollection(str(source)).fonts:
            if face["name"].getDebugName(4) == FAMILY:
                return face
        raise SystemExit(f"{source} has no {FAMILY} face")
    return TTFont(str(source))


def build(source: Path = DEFAULT_SOURCE, out: Path = OUT) -> tuple[int, int]:
    from fontTools import subset
    if not source.exists():
        raise SystemExit(f"No {source}: install Noto Sans CJK (apt-get install fonts-noto-cjk) "
                         "or name the font file: python scripts/build_cjk_font.py FONT")
    font = load_source(source)
    options = subset.Options()
    options.layout_features = ["vert", "vrt2", "locl", "kern", "palt", "halt"]  # no fancy forms: smaller
    options.hinting = False  # pygame's FreeType renders unhinted CFF well at our sizes
    options.name_IDs = ["*"]  # keep the copyright and licence records the OFL asks for
    options.notdef_outline = True
    options.drop_tables += ["VORG", "vhea", "vmtx"]  # the game never sets text vertically
    subsetter = subset.Subsetter(options)
    text = "".join(sorted(wanted()))
    subsetter.populate(text=text)
    subsetter.subset(font)
    out.parent.mkdir(parents=True, exist_ok=True)
    font.recalcTimestamp = False  # the same characters give the same bytes: no churn in git
    font.save(str(out))
    return len(text), out.stat().st_size


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    source = Path(argv[0]) if argv else DEFAULT_SOURCE
    count, size = build(source)
    print(f"wrote {OUT.relative_to(ROOT)}: {count} characters, {size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
