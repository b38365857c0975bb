#!/usr/bin/env python3
"""Makes the pixel-diff fixture pairs and the reference counts for PixelDiffReferenceTests.

One-off, not run at test time:  pip install pixelmatch pillow && python3 make_fixtures.py
Writes <name>.a.png / <name>.b.png (the pair), <name>.diff.png (the reference diff image at the
default options) and expected.tsv (name, threshold, includeAA, mismatched pixels) next to itself.
The counts come from pixelmatch-py (PyPI "pixelmatch", the Python port of mapbox/pixelmatch v5:
YIQ distance, translucent pixels blended over white, Vysniauskas anti-aliasing detection).
"""
import os
import random

from PIL import Image, ImageDraw, ImageFont
from pixelmatch import pixelmatch

HERE = os.path.dirname(os.path.abspath(__file__))
W, H = 96, 64
SS = 8  # supersampling factor: shapes are drawn 8x larger and box-filtered, giving real AA edges
FONT = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
THRESHOLDS = [0.05, 0.1, 0.2]


def supersampled(draw_fn, mode="RGB", bg=(255, 255, 255)):
    big = Image.new(mode, (W * SS, H * SS), bg)
    draw_fn(ImageDraw.Draw(big))
    return big.resize((W, H), Image.BOX).convert("RGBA")


def disc(dx):
    def fn(d):
        cx, cy, r = 48 * SS + dx, 32 * SS, 20 * SS
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(30, 60, 170))
    return fn


def rect(colour):
    def fn(d):
        d.rounded_rectangle([16 * SS, 12 * SS, 80 * SS, 52 * SS], radius=10 * SS, fill=colour)
    return fn


def text(s, dx=0):
    font = ImageFont.truetype(FONT, 15 * SS)
    def fn(d):
        d.text((8 * SS + dx, 20 * SS), s, font=font, fill=(20, 20, 20))
    return fn


def card(button_dy):
    font = ImageFont.truetype(FONT, 9 * SS)
    def fn(d):
        d.rounded_rectangle([6 * SS, 6 * SS, 90 * SS, 58 * SS], radius=8 * SS, fill=(242, 242, 247),
                            outline=(200, 200, 205), width=SS)
        d.text((12 * SS, 10 * SS), "Wi-Fi", font=font, fill=(0, 0, 0))
        y = 34 * SS + button_dy
        d.rounded_rectangle([12 * SS, y, 84 * SS, y + 16 * SS], radius=8 * SS, fill=(0, 122, 255))
    return fn


def translucent(alpha_shift, recolour):
    def fn(d):
        for x in range(W * SS):
            a = int(255 * x / (W * SS - 1))
            d.line([(x, 0), (x, H * SS)], fill=(200, 40, 40, a))
        cx, cy, r = 48 * SS, 32 * SS, 18 * SS
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(20, 20, 120, 140 + alpha_shift))
        if recolour:
            d.rectangle([70 * SS, 8 * SS, 88 * SS, 20 * SS], fill=(0, 160, 0, 90))
    return fn


def noisy(seed, amplitude):
    base = supersampled(card(0))
    rnd = random.Random(seed)
    px = bytearray(base.tobytes())
    for i in range(0, len(px), 4):
        for c in range(3):
            px[i + c] = max(0, min(255, px[i + c] + rnd.randint(-amplitude, amplitude)))
    return Image.frombytes("RGBA", (W, H), bytes(px))


PAIRS = {
    # name: (a, b)
    "disc-subpixel": (supersampled(disc(0)), supersampled(disc(3))),            # 0.375 px
    "disc-shift": (supersampled(disc(0)), supersampled(disc(3 * SS))),          # 3 px
    "rect-tint": (supersampled(rect((60, 120, 200))), supersampled(rect((76, 136, 216)))),
    "rect-recolour": (supersampled(rect((60, 120, 200))), supersampled(rect((200, 60, 60)))),
    "text-typo": (supersampled(text("Settings")), supersampled(text("Settlngs"))),
    "text-subpixel": (supersampled(text("Settings")), supersampled(text("Settings", dx=4))),  # 0.5 px
    "card-button": (supersampled(card(0)), supersampled(card(SS))),             # button 1 px lower
    "alpha": (supersampled(translucent(0, False), "RGBA", (255, 255, 255, 0)),
              supersampled(translucent(40, True), "RGBA", (255, 255, 255, 0))),
    "noise": (noisy(1, 14), noisy(2, 14)),
}


def main():
    rows = ["# name\tthreshold\tincludeAA\tmismatched (pixelmatch-py %s)" % pixelmatch_version()]
    for name, (a, b) in PAIRS.items():
        a.save(os.path.join(HERE, name + ".a.png"), optimize=True)
        b.save(os.path.join(HERE, name + ".b.png"), optimize=True)
        img1, img2 = a.tobytes(), b.tobytes()
        for t in THRESHOLDS:
            for include_aa in (False, True):
                out = bytearray(len(img1)) if (t == 0.1 and not include_aa) else None
                n = pixelmatch(img1, img2, W, H, out, threshold=t, includeAA=include_aa)
                rows.append("%s\t%g\t%s\t%d" % (name, t, "true" if include_aa else "false", n))
                if out is not None:
                    Image.frombytes("RGBA", (W, H), bytes(out)).save(
                        os.path.join(HERE, name + ".diff.png"), optimize=True)
        print(rows[-6:])
    with open(os.path.join(HERE, "expected.tsv"), "w") as f:
        f.write("\n".join(rows) + "\n")


def pixelmatch_version():
    from importlib.metadata import version
    return version("pixelmatch")


if __name__ == "__main__":
    main()
