#!/usr/bin/env python3
"""Makes the stand-in "system fonts" that test the user's-own-Apple-fonts mechanism
(docs/fonts.md, "Your own Apple fonts"): Plumbline never reads Apple's fonts in its tests, so two
families made from the bundled Noto Sans Mono (SIL OFL 1.1; renamed, as the licence asks of a
modified version) play SF Pro Text and SF Pro Display. Each gets an AAT `trak` table with known
values, so that a test can check text is spaced by the face's own tracking, and the hhea metrics
are set to known numbers, so that line heights are the face's and not SF Pro's.

Usage: scripts/make-system-font-standins.py   (writes Tests/PlumbTextTests/Fixtures/SystemFontStandIns/)
Needs fontTools (pip install fonttools). Prints the numbers the tests use.
"""
import os
import struct

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables.DefaultTable import DefaultTable

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SOURCE = os.path.join(ROOT, "Sources/PlumbText/Fonts/NotoSansMono-Regular.ttf")
OUT = os.path.join(ROOT, "Tests/PlumbTextTests/Fixtures/SystemFontStandIns")

# family, PostScript name, trak (size pt, value in font units) for the normal track, hhea metrics
FACES = [
    ("Plumb Stand-In Text", "PlumbStandInText-Regular", [(9.0, 19), (17.0, -26), (28.0, -36)], (1000, -250, 0)),
    ("Plumb Stand-In Display", "PlumbStandInDisplay-Regular", [(20.0, -20), (34.0, -30)], (900, -300, 100)),
]


def fixed(v):
    return struct.pack(">i", int(round(v * 65536)))


def trak(entries):
    """An AAT trak table with one horizontal track (0.0, the normal one)."""
    sizes = len(entries)
    header = 12
    track_data = header                       # TrackData starts after the header
    records = track_data + 8                   # nTracks, nSizes, sizeTableOffset
    size_table = records + 8                   # one track record
    values = size_table + 4 * sizes
    out = struct.pack(">IHHHH", 0x00010000, 0, track_data, 0, 0)
    out += struct.pack(">HHI", 1, sizes, size_table)
    out += fixed(0.0) + struct.pack(">HH", 256, values)
    out += b"".join(fixed(s) for s, _ in entries)
    out += b"".join(struct.pack(">h", v) for _, v in entries)
    return out


def main():
    os.makedirs(OUT, exist_ok=True)
    for family, postscript, entries, (asc, desc, gap) in FACES:
        font = TTFont(SOURCE)
        options = subset.Options()
        options.name_IDs = ["*"]
        options.layout_features = ["*"]
        sub = subset.Subsetter(options)
        sub.populate(unicodes=range(0x20, 0x7F))
        sub.subset(font)
        names = font["name"]
        names.names = [n for n in names.names if n.nameID not in (1, 2, 3, 4, 6, 16, 17)]
        for nid, value in [(1, family), (2, "Regular"), (3, postscript + ";standin"), (4, family + " Regular"),
                           (6, postscript), (16, family), (17, "Regular")]:
            names.setName(value, nid, 3, 1, 0x409)
        hhea = font["hhea"]
        hhea.ascent, hhea.descent, hhea.lineGap = asc, desc, gap
        t = DefaultTable("trak")
        t.data = trak(entries)
        font["trak"] = t
        path = os.path.join(OUT, postscript + ".ttf")
        font.save(path)
        upem = font["head"].unitsPerEm
        advance = font["hmtx"]["a"][0]
        print(f"{path}: upem {upem}, advance of 'a' {advance}, hhea {asc}/{desc}/{gap}, trak {entries}")


if __name__ == "__main__":
    main()
