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
- Noto Sans CJK KR (Regular and Bold, from the same collection as SC): the Hangul fallback. Subset to
  KS X 1001's 2,350 precomposed syllables, the conjoining jamo (U+1100-11FF) and the compatibility
  jamo (U+3130-318F); Hanja and Latin come from the other faces.
- Noto Sans Arabic, Hebrew, Devanagari, Thai (Regular and Bold, Debian's fonts-noto-core): each
  subset to its script's Unicode blocks (Arabic also its presentation forms and supplement,
  Devanagari also Vedic extensions and the dotted circle), every OpenType layout feature kept
  (joining, marks and conjuncts need them all).
- Noto Color Emoji (fonts-noto-color-emoji, CBDT colour bitmaps): subset to the list in EMOJI
  below: the emoticons block, common hands and people with the five skin tones, hearts, a few
  objects, some ZWJ sequences (families, professions, rainbow and pirate flags, heart on fire) and
  a dozen country flags. GSUB closure is off, so only the listed sequences' ligatures are kept
  (all of them would pull in every flag and every family).
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
CORE_DIR = "/usr/share/fonts/truetype/noto"

SCRIPT_RANGES = {
    "Arabic": [(0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF), (0xFB50, 0xFDFF), (0xFE70, 0xFEFF)],
    "Hebrew": [(0x0590, 0x05FF), (0xFB1D, 0xFB4F)],
    "Devanagari": [(0x0900, 0x097F), (0xA8E0, 0xA8FF), (0x1CD0, 0x1CFF), (0x25CC, 0x25CC)],
    "Thai": [(0x0E00, 0x0E7F)],
}
# Joiners and marks the shapers need inside these scripts (ZWNJ, ZWJ, dotted circle).
SHAPING_HELPERS = [0x200C, 0x200D, 0x25CC]
HANGUL_JAMO = [(0x1100, 0x11FF), (0x3130, 0x318F)]

SKIN_TONES = ["", "\U0001F3FB", "\U0001F3FC", "\U0001F3FD", "\U0001F3FE", "\U0001F3FF"]
# Emoji kept in Noto Color Emoji: single code points, then sequences (ZWJ, skin tones, flags).
EMOJI_SINGLE = [(0x1F600, 0x1F64F), (0x2764, 0x2764), (0x1F493, 0x1F49F), (0x1F5A4, 0x1F5A4),
                (0x1F90D, 0x1F90E), (0x1F9E1, 0x1F9E1), (0x2B50, 0x2B50), (0x1F525, 0x1F525),
                (0x1F389, 0x1F389), (0x1F680, 0x1F680), (0x1F4BB, 0x1F4BB), (0x1F4F1, 0x1F4F1),
                (0x1F308, 0x1F308), (0x2600, 0x2601), (0x26A1, 0x26A1), (0x2705, 0x2705),
                (0x274C, 0x274C), (0x1F4A1, 0x1F4A1), (0x1F3E0, 0x1F3E0), (0x1F3ED, 0x1F3ED),
                (0x1F697, 0x1F697), (0x1F514, 0x1F514), (0x1F512, 0x1F513), (0x1F4E6, 0x1F4E6),
                (0x1F3F3, 0x1F3F4), (0x2620, 0x2620), (0x1F1E6, 0x1F1FF), (0x1F3FB, 0x1F3FF),
                (0x200D, 0x200D), (0x1F9D1, 0x1F9D1), (0x1F466, 0x1F469), (0x1F476, 0x1F476)]
HANDS = [0x1F44B, 0x1F44C, 0x1F44D, 0x1F44E, 0x1F44F, 0x1F64C, 0x1F64F, 0x1F91D, 0x1F91E, 0x270C,
         0x1F4AA, 0x1F9D1, 0x1F466, 0x1F467, 0x1F468, 0x1F469, 0x1F476]
ZWJ = "\u200d"
EMOJI_SEQUENCES = (
    [chr(h) + t for h in HANDS for t in SKIN_TONES[1:]]
    + [chr(p) + t + ZWJ + chr(o) for p in (0x1F9D1, 0x1F468, 0x1F469) for t in SKIN_TONES
       for o in (0x1F4BB, 0x1F680, 0x1F52C, 0x1F373)]
    + ["\U0001F468\u200d\U0001F469\u200d\U0001F467\u200d\U0001F466",  # family: man, woman, girl, boy
       "\U0001F469\u200d\U0001F469\u200d\U0001F467\u200d\U0001F466",  # family: woman, woman, girl, boy
       "\U0001F468\u200d\U0001F469\u200d\U0001F467",
       "\U0001F3F3\ufe0f\u200d\U0001F308",  # rainbow flag
       "\U0001F3F4\u200d\u2620\ufe0f",      # pirate flag
       "\u2764\ufe0f\u200d\U0001F525"]      # heart on fire
    + ["".join(chr(0x1F1E6 + ord(c) - ord("A")) for c in cc)
       for cc in ("CN", "TW", "HK", "JP", "KR", "US", "GB", "DE", "FR", "SA", "IL", "IN", "TH", "EU")]
)

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


def ks_x_1001_syllables():
    """The 2,350 Hangul syllables of KS X 1001 (EUC-KR rows 0xB0-0xC8)."""
    chars = set()
    for row in range(0xB0, 0xC9):
        for cell in range(0xA1, 0xFF):
            try:
                c = bytes([row, cell]).decode("euc_kr")
            except UnicodeDecodeError:
                continue
            if 0xAC00 <= ord(c) <= 0xD7A3:
                chars.add(ord(c))
    return chars


def ligature_glyphs(font, sequence):
    """The glyphs that shaping `sequence` goes through: its code points' glyphs and the ligature
    GSUB forms from them (variation selectors the font lacks are skipped, as HarfBuzz does)."""
    cmap = font.getBestCmap()
    glyphs = [cmap[ord(c)] for c in sequence if ord(c) in cmap]
    found = set(glyphs)
    for lookup in font["GSUB"].table.LookupList.Lookup:
        for sub in lookup.SubTable:
            if lookup.LookupType != 4:
                continue
            for first, ligatures in sub.ligatures.items():
                for lig in ligatures:
                    for start in range(len(glyphs)):
                        seq = glyphs[start:start + 1 + len(lig.Component)]
                        if seq and seq[0] == first and seq[1:] == list(lig.Component):
                            found.add(lig.LigGlyph)
    return found


def save_emoji():
    font = TTFont(os.path.join(CORE_DIR, "NotoColorEmoji.ttf"))
    cmap = font.getBestCmap()
    glyphs = {cmap[c] for c in expand(EMOJI_SINGLE) if c in cmap}
    missing = []
    for seq in EMOJI_SEQUENCES:
        g = ligature_glyphs(font, seq)
        glyphs |= g
        if len(g) <= len([c for c in seq if ord(c) in cmap]):
            missing.append(seq)
    o = options(["ccmp", "liga", "rlig"])
    o.layout_closure = False
    o.notdef_outline = False
    s = subset.Subsetter(o)
    s.populate(glyphs=sorted(glyphs))
    s.subset(font)
    path = os.path.join(OUT, "NotoColorEmoji.ttf")
    font.save(path)
    print(f"NotoColorEmoji.ttf: {os.path.getsize(path):,} bytes, {len(font.getGlyphOrder())} glyphs;"
          f" {len(EMOJI_SEQUENCES) - len(missing)} of {len(EMOJI_SEQUENCES)} sequences have a ligature")


def main():
    """`subset-fonts.py` builds every face; `subset-fonts.py world` only the world-script and emoji
    faces (Korean, Arabic, Hebrew, Devanagari, Thai, emoji), leaving Inter, SC and Mono as they are."""
    os.makedirs(OUT, exist_ok=True)
    if sys.argv[1:] != ["world"]:
        build_latin_and_chinese()
    build_world()


def build_latin_and_chinese():
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


def build_world():
    kr = sorted(ks_x_1001_syllables() | set(expand(HANGUL_JAMO)))
    print(f"hangul: {len(ks_x_1001_syllables())} KS X 1001 syllables, {len(kr)} code points in all")
    for w in ("Regular", "Bold"):
        collection = TTCollection(os.path.join(CJK_DIR, f"NotoSansCJK-{w}.ttc"))
        face = collection.fonts[1]
        assert face["name"].getDebugName(4).startswith("Noto Sans CJK KR"), "face 1 is not KR"
        save(face, kr, ["kern", "ccmp", "ljmo", "vjmo", "tjmo"], f"NotoSansCJKkr-{w}.otf")

    for script, ranges in SCRIPT_RANGES.items():
        unicodes = expand(ranges) + SHAPING_HELPERS
        for w in ("Regular", "Bold"):
            save(TTFont(os.path.join(CORE_DIR, f"NotoSans{script}-{w}.ttf")), unicodes, ["*"],
                 f"NotoSans{script}-{w}.ttf")

    save_emoji()


if __name__ == "__main__":
    sys.exit(main())
