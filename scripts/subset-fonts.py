#!/usr/bin/env python3
"""Builds the fonts bundled in Sources/PlumbText/Fonts from Debian's font packages.

Plumbline never reads system fonts at run time; this script is run once by a developer (it needs
fonttools: `pip install fonttools`, and Debian's fonts-inter, fonts-noto-cjk, fonts-noto-mono) and
its output is committed. Re-running it on the same inputs gives the same files.

What it keeps, and why:
- Inter (9 weights, upright and italic): the Latin UI face, closest free match to SF Pro. Subset to
  Latin, Greek, Cyrillic, Vietnamese, punctuation, currency, arrows and common symbols; kerning,
  ligatures and contextual alternates are kept.
- Noto Sans CJK SC (Regular and Bold): the Chinese fallback. Subset to GB2312's 6,763 hanzi, Big5's
  5,401 level-1 (common) Traditional hanzi, kana, CJK and full-width punctuation.
- Noto Sans Mono (Regular and Bold): the face for `.monospaced` design, subset to Latin.
"""
import os
import sys
from fontTools import subset
from fontTools.ttLib import TTFont, TTCollection

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Sources", "PlumbText", "Fonts")
INTER_DIR = "/usr/share/fonts/opentype/inter"
CJK_DIR = "/usr/share/fonts/opentype/noto"
MONO_DIR = "/usr/share/fonts/truetype/noto"

LATIN_RANGES = [
    (0x0020, 0x007E), (0x00A0, 0x024F), (0x02B0, 0x02FF), (0x0300, 0x036F), (0x0370, 0x03FF),
    (0x0400, 0x045F), (0x1E00, 0x1EFF), (0x2000, 0x206F), (0x2070, 0x209F), (0x20A0, 0x20CF),
    (0x2100, 0x214F), (0x2190, 0x21FF), (0x2200, 0x22FF), (0x25A0, 0x25FF), (0xFB00, 0xFB06),
    (0xFFFD, 0xFFFD),
]
CJK_RANGES = [
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3040, 0x30FF),  # hiragana, katakana
    (0xFF00, 0xFFEF),  # half- and full-width forms
    (0x2E80, 0x2EFF),  # CJK radicals supplement (a few appear in UI text)
]
WEIGHTS = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]


def expand(ranges):
    return [c for lo, hi in ranges for c in range(lo, hi + 1)]


def gb2312_hanzi():
    """The 6,763 hanzi of GB2312 (rows 16-87), decoded from the codec."""
    chars = set()
    for row in range(0xB0, 0xF8):
        for cell in range(0xA1, 0xFF):
            try:
                chars.add(ord(bytes([row, cell]).decode("gb2312")))
            except UnicodeDecodeError:
                pass
    return chars


def big5_level1():
    """Big5's level-1 (frequently used) hanzi: lead bytes 0xA4..0xC6 up to 0xC67E."""
    chars = set()
    for lead in range(0xA4, 0xC7):
        for trail in list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)):
            if lead == 0xC6 and trail > 0x7E:
                break
            try:
                c = bytes([lead, trail]).decode("big5")
            except UnicodeDecodeError:
                continue
            if 0x4E00 <= ord(c) <= 0x9FFF:
                chars.add(ord(c))
    return chars


def options(features):
    o = subset.Options()
    o.layout_features = features
    o.name_IDs = ["*"]
    o.name_languages = ["*"]
    o.notdef_outline = True  # the visible "missing glyph" box
    o.recalc_timestamp = False
    o.drop_tables += ["DSIG"]
    o.hinting = False  # rendering is unhinted; keeps files small and output identical everywhere
    return o


def save(font, unicodes, features, name):
    s = subset.Subsetter(options(features))
    s.populate(unicodes=unicodes)
    s.subset(font)
    path = os.path.join(OUT, name)
    font.save(path)
    print(f"{name}: {os.path.getsize(path):,} bytes, {len(font.getGlyphOrder())} glyphs")


def main():
    os.makedirs(OUT, exist_ok=True)
    latin = expand(LATIN_RANGES)
    latin_features = ["kern", "liga", "calt", "ccmp", "mark", "mkmk", "tnum"]
    for w in WEIGHTS:
        for italic in (False, True):
            style = ("" if w == "Regular" else w) + ("Italic" if italic else "")
            style = style or "Regular"
            save(TTFont(os.path.join(INTER_DIR, f"Inter-{style}.otf")), latin, latin_features, f"Inter-{style}.otf")

    hanzi = gb2312_hanzi() | big5_level1()
    print(f"hanzi: {len(gb2312_hanzi())} GB2312 + Big5 level 1 = {len(hanzi)}")
    cjk = sorted(hanzi | set(expand(CJK_RANGES)))
    # No `locl`: it would pull in the Japanese, Korean and Traditional glyph variants; Simplified
    # Chinese forms are the ones wanted.
    cjk_features = ["kern", "ccmp"]
    for w in ("Regular", "Bold"):
        collection = TTCollection(os.path.join(CJK_DIR, f"NotoSansCJK-{w}.ttc"))
        sc = collection.fonts[2]
        assert sc["name"].getDebugName(4).startswith("Noto Sans CJK SC"), "face 2 is not SC"
        save(sc, cjk, cjk_features, f"NotoSansCJKsc-{w}.otf")

    for w in ("Regular", "Bold"):
        save(TTFont(os.path.join(MONO_DIR, f"NotoSansMono-{w}.ttf")), latin, ["kern", "ccmp", "mark", "mkmk"],
             f"NotoSansMono-{w}.ttf")


if __name__ == "__main__":
    sys.exit(main())
