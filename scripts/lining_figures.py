"""Give the story face (EB Garamond 12, assets/fonts) lining figures by default.

EB Garamond draws old-style figures unless the `lnum` feature is on, and pygame
(SDL_ttf) turns no OpenType feature on: "Player 1" read as "Player ı". Regular and
Italic carry lining figures (zero.lnum ... nine.lnum): their character map now
points the digits at them. Bold has none: its digits become Regular's lining
figures drawn twice, a little apart (overlapping contours fill as one), so they
stand as tall as a capital and about as heavy as the bold letters.

Idempotent: `python scripts/lining_figures.py` rewrites the three files in place.
The OFL allows modified versions; EB Garamond reserves no font name.
"""
from __future__ import annotations

from pathlib import Path

from fontTools.pens.recordingPen import RecordingPen
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

FONTS = Path(__file__).resolve().parents[1] / "assets" / "fonts"
DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
EMBOLDEN = 34  # font units the second copy of a Bold digit is moved right (stems ~70 thicken to ~100)


def remap(font: TTFont) -> None:
    """Digits drawn with the .lnum glyphs the font already has."""
    for table in font["cmap"].tables:
        if table.isUnicode():
            for k, name in enumerate(DIGITS):
                table.cmap[ord("0") + k] = f"{name}.lnum"


def embolden_from(regular: TTFont, bold: TTFont) -> None:
    """Bold's digit glyphs replaced by Regular's lining figures, drawn twice."""
    source = regular.getGlyphSet()
    cff = bold["CFF "].cff
    top = cff[cff.fontNames[0]]
    private, charstrings = top.Private, top.CharStrings
    for name in DIGITS:
        glyph = source[f"{name}.lnum"]
        width = glyph.width + EMBOLDEN
        recording = RecordingPen()
        glyph.draw(recording)
        pen = T2CharStringPen(None if width == private.defaultWidthX else width - private.nominalWidthX, None)
        for dx in (0, EMBOLDEN):
            recording.replay(TransformPen(pen, (1, 0, 0, 1, dx, 0)))
        charstrings[name] = pen.getCharString(private=private, globalSubrs=cff.GlobalSubrs)
        bounds = charstrings[name].calcBounds(charstrings)
        bold["hmtx"][name] = (width, bounds[0] if bounds else 0)


def main() -> None:
    path = FONTS / "EBGaramond12-Bold.otf"  # first: it reads Regular, which is rewritten next
    bold = TTFont(path, recalcTimestamp=False)  # the same bytes every run: no needless binary diffs
    embolden_from(TTFont(FONTS / "EBGaramond12-Regular.otf", lazy=False), bold)
    bold.save(path)
    for path in (FONTS / "EBGaramond12-Regular.otf", FONTS / "EBGaramond12-Italic.otf"):
        font = TTFont(path, lazy=False, recalcTimestamp=False)
        remap(font)
        font.save(path)


if __name__ == "__main__":
    main()
