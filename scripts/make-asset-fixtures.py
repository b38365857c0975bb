#!/usr/bin/env python3
"""Writes the PNGs of the demo asset catalog (Sources/PlumbCatalog/Resources/Assets.xcassets).

Run once from the package root; the PNGs are committed. Each scale of `logo` is a different
colour (2x blue, 3x orange, dark 3x green, high-contrast 3x plum) so a test can tell from one pixel which file a render
chose. `glyph` is a template image: a black shape on transparency, tinted by the foreground colour.
`star.bubble.svg` is a custom symbol in the SF Symbols template layout (Ultralight, Regular and
Black glyphs at S and M with their baseline, capline and margin guides).
`bubble` (9-part, stretch), `pill` (3-part-horizontal) and `pattern` (tiled, no caps) carry the
catalog's `resizing` slicing in their Contents.json (docs/images.md, "Resizable images").
Standard library only (zlib for the IDAT stream).
"""
import os
import struct
import zlib

ROOT = os.path.join(os.path.dirname(__file__), "..", "Sources", "PlumbCatalog", "Resources", "Assets.xcassets")


def png(path, width, height, pixel):
    """Writes an RGBA8 PNG whose pixel (x, y) is pixel(x, y) -> (r, g, b, a)."""
    rows = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))
    with open(path, "wb") as f:
        f.write(data)


def logo(scale, fill):
    """A 40x20 pt badge: `fill` with a white bar, at `scale` pixels per point."""
    w, h = 40 * scale, 20 * scale

    def pixel(x, y):
        bar = 4 * scale <= y < 6 * scale and 4 * scale <= x < 36 * scale
        return (255, 255, 255, 255) if bar else fill + (255,)
    return w, h, pixel


def glyph(scale):
    """A 16x16 pt filled diamond on transparency."""
    n = 16 * scale

    def pixel(x, y):
        inside = abs(x + 0.5 - n / 2) + abs(y + 0.5 - n / 2) <= n / 2 - scale
        return (0, 0, 0, 255) if inside else (0, 0, 0, 0)
    return n, n, pixel


def coverage(inside, x, y, n=4):
    """The fraction of pixel (x, y) where inside(px, py) holds, sampled n x n."""
    hits = sum(inside(x + (i + 0.5) / n, y + (j + 0.5) / n) for i in range(n) for j in range(n))
    return hits / (n * n)


def in_rounded(px, py, w, h, r):
    """True when (px, py) lies inside the w x h rectangle with corner radius r."""
    cx = min(max(px, r), w - r)
    cy = min(max(py, r), h - r)
    return (px - cx) ** 2 + (py - cy) ** 2 <= r * r and 0 <= px <= w and 0 <= py <= h


def bubble(scale):
    """A 30x30 pt speech bubble: a 2 pt dark blue border round a light blue fill, corner radius 10 pt."""
    n = 30 * scale
    r, b = 10 * scale, 2 * scale

    def pixel(x, y):
        outer = coverage(lambda px, py: in_rounded(px, py, n, n, r), x, y)
        inner = coverage(lambda px, py: in_rounded(px - b, py - b, n - 2 * b, n - 2 * b, r - b), x, y)
        border, fill = (20, 90, 200), (200, 225, 255)
        if outer == 0:
            return (0, 0, 0, 0)
        # The fill over the border, both straight colours; alpha is the outer coverage.
        c = tuple(round(fill[k] * inner / outer + border[k] * (1 - inner / outer)) for k in range(3))
        return c + (round(255 * outer),)
    return n, n, pixel


def pill(scale):
    """A 24x12 pt orange capsule with a 2 pt white stripe across its middle (y 5..7 pt)."""
    w, h = 24 * scale, 12 * scale

    def pixel(x, y):
        a = coverage(lambda px, py: in_rounded(px, py, w, h, h / 2), x, y)
        stripe = 5 * scale <= y < 7 * scale
        return ((255, 255, 255) if stripe else (240, 140, 20)) + (round(255 * a),)
    return w, h, pixel


def pattern(scale):
    """An 8x8 pt tile: a dark green 4x4 pt square at its top-left on light green."""
    n = 8 * scale

    def pixel(x, y):
        return (20, 110, 60, 255) if x < 4 * scale and y < 4 * scale else (190, 230, 200, 255)
    return n, n, pixel


def resizing_set(entries):
    """Contents.json of an image set whose entries are (filename, scale, resizing)."""
    import json
    images = [{"filename": f, "idiom": "universal", "resizing": rz, "scale": sc} for f, sc, rz in entries]
    return json.dumps({"images": images, "info": {"author": "xcode", "version": 1}}, indent=2, sort_keys=True) + "\n"


def write_sliced_sets():
    """bubble, pill and pattern: their PNGs and Contents.json with pixel cap insets per scale."""
    out = os.path.join(ROOT, "bubble.imageset")
    os.makedirs(out, exist_ok=True)
    entries = []
    for sc in (2, 3):
        png(os.path.join(out, f"bubble@{sc}x.png"), *bubble(sc))
        entries.append((f"bubble@{sc}x.png", f"{sc}x", {
            "mode": "9-part", "center": {"mode": "stretch", "width": 6 * sc, "height": 6 * sc},
            "cap-insets": {"top": 12 * sc, "left": 12 * sc, "bottom": 12 * sc, "right": 12 * sc}}))
    with open(os.path.join(out, "Contents.json"), "w") as f:
        f.write(resizing_set(entries))
    out = os.path.join(ROOT, "pill.imageset")
    os.makedirs(out, exist_ok=True)
    png(os.path.join(out, "pill@2x.png"), *pill(2))
    with open(os.path.join(out, "Contents.json"), "w") as f:
        f.write(resizing_set([("pill@2x.png", "2x", {
            "mode": "3-part-horizontal", "center": {"mode": "stretch", "width": 24},
            "cap-insets": {"left": 12, "right": 12}})]))
    out = os.path.join(ROOT, "pattern.imageset")
    os.makedirs(out, exist_ok=True)
    png(os.path.join(out, "pattern@2x.png"), *pattern(2))
    with open(os.path.join(out, "Contents.json"), "w") as f:
        f.write(resizing_set([("pattern@2x.png", "2x", {
            "mode": "9-part", "center": {"mode": "tile", "width": 16, "height": 16},
            "cap-insets": {"top": 0, "left": 0, "bottom": 0, "right": 0}})]))


def rounded_rect(x0, y0, x1, y1, r, clockwise=True):
    """A rounded rectangle as M/L/C/Z commands (no arcs, so every SVG reader takes it)."""
    k = 0.5523 * r
    pts = [f"M{x0 + r:.2f} {y0:.2f}", f"L{x1 - r:.2f} {y0:.2f}",
           f"C{x1 - r + k:.2f} {y0:.2f} {x1:.2f} {y0 + r - k:.2f} {x1:.2f} {y0 + r:.2f}",
           f"L{x1:.2f} {y1 - r:.2f}",
           f"C{x1:.2f} {y1 - r + k:.2f} {x1 - r + k:.2f} {y1:.2f} {x1 - r:.2f} {y1:.2f}",
           f"L{x0 + r:.2f} {y1:.2f}",
           f"C{x0 + r - k:.2f} {y1:.2f} {x0:.2f} {y1 - r + k:.2f} {x0:.2f} {y1 - r:.2f}",
           f"L{x0:.2f} {y0 + r:.2f}",
           f"C{x0:.2f} {y0 + r - k:.2f} {x0 + r - k:.2f} {y0:.2f} {x0 + r:.2f} {y0:.2f}", "Z"]
    if clockwise:
        return " ".join(pts)
    # The same outline run backwards (a hole under the non-zero rule).
    return (f"M{x0 + r:.2f} {y0:.2f} C{x0 + r - k:.2f} {y0:.2f} {x0:.2f} {y0 + r - k:.2f} {x0:.2f} {y0 + r:.2f} "
            f"L{x0:.2f} {y1 - r:.2f} C{x0:.2f} {y1 - r + k:.2f} {x0 + r - k:.2f} {y1:.2f} {x0 + r:.2f} {y1:.2f} "
            f"L{x1 - r:.2f} {y1:.2f} C{x1 - r + k:.2f} {y1:.2f} {x1:.2f} {y1 - r + k:.2f} {x1:.2f} {y1 - r:.2f} "
            f"L{x1:.2f} {y0 + r:.2f} C{x1:.2f} {y0 + r - k:.2f} {x1 - r + k:.2f} {y0:.2f} {x1 - r:.2f} {y0:.2f} Z")


def star(cx, cy, outer, inner):
    import math
    pts = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / 5
        pts.append(f"{cx + r * math.cos(a):.2f} {cy + r * math.sin(a):.2f}")
    return "M" + " L".join(pts) + " Z"


def star_bubble(weight):
    """The star.bubble glyph at a stroke weight, in template units: origin on the baseline at the
    left margin, y up is negative; about 100 units wide and as tall as the cap height plus tail."""
    w = weight
    outer = rounded_rect(0, -88, 100, -8, 20)
    inner = rounded_rect(w, -88 + w, 100 - w, -8 - w, max(20 - w, 2), clockwise=False)
    tail = "M38 -10 L14 12 L14 -10 Z"  # clockwise, as the outline (non-zero: no gap where they overlap)
    return " ".join([outer, inner, tail, star(50, -48, 26 - w / 4, 11 - w / 8)])


SYMBOL_TEMPLATE = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!--Generator: scripts/make-asset-fixtures.py (hand-written in the SF Symbols template layout, version 3.0)-->
<svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">
 <!--glyph: "star.bubble", point size: 100.0, template writer version: "plumbline-1"-->
 <style>.SFSymbolsPreviewWireframe {{fill:none;opacity:1.0;stroke:black;stroke-width:0.5}}
</style>
 <g id="Notes">
  <text x="263" y="292" style="font-family:sans-serif;font-size:13">Weight/Scale Variations</text>
  <text x="263" y="322" style="font-family:sans-serif;font-size:13">A custom symbol for Plumbline's demo asset catalog.</text>
 </g>
 <g id="Guides">
  <line id="Baseline-S" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="696" y2="696"/>
  <line id="Capline-S" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="625.541" y2="625.541"/>
  <line id="Baseline-M" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="1126" y2="1126"/>
  <line id="Capline-M" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
  <line id="Baseline-L" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="1556" y2="1556"/>
  <line id="Capline-L" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="1485.54" y2="1485.54"/>
  <line id="left-margin-Ultralight-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{ul}" x2="{ul}" y1="600.785" y2="720.121"/>
  <line id="right-margin-Ultralight-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{ur}" x2="{ur}" y1="600.785" y2="720.121"/>
  <line id="left-margin-Regular-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{rl}" x2="{rl}" y1="600.785" y2="720.121"/>
  <line id="right-margin-Regular-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{rr}" x2="{rr}" y1="600.785" y2="720.121"/>
  <line id="left-margin-Black-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{bl}" x2="{bl}" y1="600.785" y2="720.121"/>
  <line id="right-margin-Black-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{br}" x2="{br}" y1="600.785" y2="720.121"/>
  <line id="left-margin-Ultralight-M" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{ul}" x2="{ul}" y1="1030.79" y2="1150.12"/>
  <line id="right-margin-Ultralight-M" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{ur}" x2="{ur}" y1="1030.79" y2="1150.12"/>
  <line id="left-margin-Black-M" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{bl}" x2="{bl}" y1="1030.79" y2="1150.12"/>
  <line id="right-margin-Black-M" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{br}" x2="{br}" y1="1030.79" y2="1150.12"/>
  <line id="left-margin-Regular-M" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{ml}" x2="{ml}" y1="1030.79" y2="1150.12"/>
  <line id="right-margin-Regular-M" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{mr}" x2="{mr}" y1="1030.79" y2="1150.12"/>
 </g>
 <g id="Symbols">
  <g id="Ultralight-S" transform="matrix(1 0 0 1 {ul} 696)">
   <path class="monochrome-0 multicolor-0:tintColor hierarchical-0:primary SFSymbolsPreviewWireframe" d="{ultralight}"/>
  </g>
  <g id="Regular-S" transform="matrix(1 0 0 1 {rl} 696)">
   <path class="monochrome-0 multicolor-0:tintColor hierarchical-0:primary SFSymbolsPreviewWireframe" d="{regular}"/>
  </g>
  <g id="Black-S" transform="matrix(1 0 0 1 {bl} 696)">
   <path class="monochrome-0 multicolor-0:tintColor hierarchical-0:primary SFSymbolsPreviewWireframe" d="{black}"/>
  </g>
  <g id="Ultralight-M" transform="matrix(1 0 0 1 {ul} 1126)">
   <path class="monochrome-0 multicolor-0:tintColor hierarchical-0:primary SFSymbolsPreviewWireframe" d="{ultralight}"/>
  </g>
  <g id="Regular-M" transform="matrix(1 0 0 1 {ml} 1126)">
   <path class="monochrome-0 multicolor-0:tintColor hierarchical-0:primary SFSymbolsPreviewWireframe" d="{regular}"/>
  </g>
  <g id="Black-M" transform="matrix(1 0 0 1 {bl} 1126)">
   <path class="monochrome-0 multicolor-0:tintColor hierarchical-0:primary SFSymbolsPreviewWireframe" d="{black}"/>
  </g>
 </g>
</svg>
"""


def symbol_template():
    cells = {"ul": 559.0, "rl": 1391.0, "bl": 2856.0 - 120, "ml": 1391.0}
    margins = {k[0] + "r": v + 100 for k, v in cells.items()}
    return SYMBOL_TEMPLATE.format(ultralight=star_bubble(3), regular=star_bubble(8), black=star_bubble(15),
                                  **cells, ur=margins["ur"], rr=margins["rr"], br=margins["br"], mr=margins["mr"])


def main():
    out = os.path.join(ROOT, "logo.imageset")
    png(os.path.join(out, "logo@2x.png"), *logo(2, (30, 100, 220)))
    png(os.path.join(out, "logo@3x.png"), *logo(3, (240, 140, 20)))
    png(os.path.join(out, "logo-dark@3x.png"), *logo(3, (40, 170, 90)))
    png(os.path.join(out, "logo-hc@3x.png"), *logo(3, (120, 20, 110)))
    out = os.path.join(ROOT, "glyph.imageset")
    png(os.path.join(out, "glyph@2x.png"), *glyph(2))
    png(os.path.join(out, "glyph@3x.png"), *glyph(3))
    with open(os.path.join(ROOT, "star.bubble.symbolset", "star.bubble.svg"), "w") as f:
        f.write(symbol_template())
    write_sliced_sets()


if __name__ == "__main__":
    main()
