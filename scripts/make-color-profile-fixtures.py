#!/usr/bin/env python3
"""Writes Tests/PlumbRasterTests/ColorProfileFixtures.swift: images tagged with colour spaces other
than sRGB, as base64, and prints the sRGB values they must draw as.

One-off generator (pip install pillow numpy); rerun only to change the fixtures. Nothing here runs
at build or render time.

- The Display P3 ICC profile is written byte by byte below (ICC.1:2010 v4.3 matrix/TRC display
  profile), not taken from a system: primaries SMPTE EG 432-1 (red 0.680 0.320, green 0.265 0.690,
  blue 0.150 0.060), D65 white (0.3127 0.3290), the sRGB curve as a parametric type 3 curve, the
  colorants adapted to the D50 PCS with the Bradford matrix, as Apple's Display P3 profile is built.
- The expected sRGB values are computed here independently of Little CMS: decode the P3 samples
  with the sRGB curve, go to XYZ with the P3 matrix (from the primaries and D65 white), back with
  sRGB's inverse matrix, clip each channel to 0…1 and encode with the sRGB curve (the method of
  Sources/PlumbAssets/ColorSpaceConversion.swift). lcms goes through the D50 PCS with Bradford in
  both directions (which cancels) and s15.16 rounding, hence the tests' ±1–2 levels.
"""
import base64
import io
import pathlib
import struct

import numpy as np
from PIL import Image, PngImagePlugin

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/PlumbRasterTests/ColorProfileFixtures.swift"

D65 = (0.3127, 0.3290)
P3 = [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)]
SRGB = [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)]
D50_XYZ = np.array([0.9642, 1.0, 0.8249])


def xyz(xy):
    x, y = xy
    return np.array([x / y, 1.0, (1 - x - y) / y])


def rgb_to_xyz(primaries, white):
    m = np.column_stack([xyz(p) for p in primaries])
    s = np.linalg.solve(m, xyz(white))
    return m * s


def bradford(src, dst):
    b = np.array([[0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296]])
    cs, cd = b @ src, b @ dst
    return np.linalg.inv(b) @ np.diag(cd / cs) @ b


def srgb_decode(v):
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def srgb_encode(v):
    return 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055


def p3_to_srgb8(rgb8):
    lin = np.array([srgb_decode(c / 255) for c in rgb8])
    out = np.linalg.inv(rgb_to_xyz(SRGB, D65)) @ rgb_to_xyz(P3, D65) @ lin
    return [round(srgb_encode(min(1.0, max(0.0, c))) * 255) for c in out]


# MARK: - The ICC profile

def s15(v):
    return struct.pack(">i", round(v * 65536))


def mluc(text):
    body = text.encode("utf-16-be")
    return b"mluc" + bytes(4) + struct.pack(">II", 1, 12) + b"enUS" + struct.pack(">II", len(body), 28) + body


def xyz_tag(v):
    return b"XYZ " + bytes(4) + b"".join(s15(c) for c in v)


def display_p3_profile():
    chad = bradford(xyz(D65), D50_XYZ)
    colorants = chad @ rgb_to_xyz(P3, D65)
    # sRGB curve, parametric type 3: Y = (aX + b)^g for X >= d, else cX.
    para = b"para" + bytes(4) + struct.pack(">HH", 3, 0) + b"".join(
        s15(v) for v in (2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045))
    tags = [
        (b"desc", mluc("Display P3 (Plumbline test fixture)")),
        (b"cprt", mluc("No copyright, use freely")),
        (b"wtpt", xyz_tag(D50_XYZ)),
        (b"chad", b"sf32" + bytes(4) + b"".join(s15(v) for v in chad.flatten())),
        (b"rXYZ", xyz_tag(colorants[:, 0])),
        (b"gXYZ", xyz_tag(colorants[:, 1])),
        (b"bXYZ", xyz_tag(colorants[:, 2])),
        (b"rTRC", para), (b"gTRC", para), (b"bTRC", para),
    ]
    table_size = 4 + 12 * len(tags)
    offset = 128 + table_size
    directory, data = b"", b""
    placed = {}
    for sig, body in tags:
        if body in placed:
            directory += sig + struct.pack(">II", placed[body], len(body))
            continue
        while (offset + len(data)) % 4:
            data += b"\0"
        placed[body] = offset + len(data)
        directory += sig + struct.pack(">II", offset + len(data), len(body))
        data += body
    size = 128 + table_size + len(data)
    header = struct.pack(">I", size) + b"lcms" + bytes([4, 0x30, 0, 0]) + b"mntr" + b"RGB " + b"XYZ "
    header += struct.pack(">6H", 2026, 12, 1, 0, 0, 0) + b"acsp" + b"APPL" + bytes(4) + bytes(4) + bytes(4)
    header += bytes(8) + struct.pack(">I", 0) + b"".join(s15(v) for v in D50_XYZ) + bytes(4) + bytes(16) + bytes(28)
    assert len(header) == 128
    return header + struct.pack(">I", len(tags)) + directory + data


def grey_gamma18_profile():
    """A grey display profile: kTRC a pure 1.8 power ('curv' with one u8Fixed8 entry), D50 white."""
    curv = b"curv" + bytes(4) + struct.pack(">IH", 1, round(1.8 * 256)) + bytes(2)
    tags = [(b"desc", mluc("Grey 1.8 (Plumbline test fixture)")), (b"wtpt", xyz_tag(D50_XYZ)), (b"kTRC", curv)]
    directory, data, offset = b"", b"", 128 + 4 + 12 * len(tags)
    for sig, body in tags:
        while (offset + len(data)) % 4:
            data += b"\0"
        directory += sig + struct.pack(">II", offset + len(data), len(body))
        data += body
    size = offset + len(data)
    header = struct.pack(">I", size) + b"lcms" + bytes([4, 0x30, 0, 0]) + b"mntr" + b"GRAY" + b"XYZ "
    header += struct.pack(">6H", 2026, 12, 1, 0, 0, 0) + b"acsp" + b"APPL" + bytes(12)
    header += bytes(8) + struct.pack(">I", 0) + b"".join(s15(v) for v in D50_XYZ) + bytes(4) + bytes(16) + bytes(28)
    return header + struct.pack(">I", len(tags)) + directory + data


# MARK: - Images

# P3 samples, in a 6×1 row: pure red, pure green, an orange inside sRGB's gamut, a saturated
# magenta partly outside it, mid grey, and the orange again at alpha 100.
P3_PIXELS = [(255, 0, 0, 255), (0, 255, 0, 255), (230, 120, 60, 255), (200, 60, 180, 255),
             (128, 128, 128, 255), (230, 120, 60, 100)]


def png(image, **options):
    out = io.BytesIO()
    image.save(out, "PNG", **options)
    return out.getvalue()


def jpeg(image, **options):
    out = io.BytesIO()
    image.save(out, "JPEG", quality=100, subsampling=0, **options)
    return out.getvalue()


profile = display_p3_profile()
row = Image.new("RGBA", (6, 1))
row.putdata(P3_PIXELS)
p3_png = png(row, icc_profile=profile)

# JPEG: 8×8 blocks of one colour each (DC only, so quality 100 keeps them within a level):
# red, orange, magenta, grey, left to right.
blocks = Image.new("RGB", (32, 8))
for i, c in enumerate([(255, 0, 0), (230, 120, 60), (200, 60, 180), (128, 128, 128)]):
    blocks.paste(c, (i * 8, 0, i * 8 + 8, 8))
p3_jpeg = jpeg(blocks, icc_profile=profile)
decoded = Image.open(io.BytesIO(p3_jpeg)).convert("RGB").load()
stored_blocks = [decoded[i * 8 + 3, 3] for i in range(4)]

# gAMA 0.55556 (a display exponent of 1.8: the classic Mac gamma), no sRGB, iCCP or cHRM chunk.
GREYS = [(64, 64, 64, 255), (128, 128, 128, 255), (192, 192, 192, 255), (230, 120, 60, 255)]
gamma_row = Image.new("RGBA", (4, 1))
gamma_row.putdata(GREYS)
info = PngImagePlugin.PngInfo()
info.add(b"gAMA", struct.pack(">I", 55556))
gamma_png = png(gamma_row, pnginfo=info)


# Greyscale (colour type 0) with the grey 1.8 profile in iCCP: 64, 128, 192.
grey_row = Image.new("L", (3, 1))
grey_row.putdata([64, 128, 192])
grey_png = png(grey_row, icc_profile=grey_gamma18_profile())

# lcms's own sRGB profile as Pillow writes it (ImageCms.createProfile), to prove an sRGB-tagged
# image keeps its exact samples.
from PIL import ImageCms  # noqa: E402
srgb_profile = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()


def gamma18_to_srgb8(rgb8):
    return [round(srgb_encode((c / 255) ** (100000 / 55556)) * 255) for c in rgb8]


def b64(data):
    text = base64.b64encode(data).decode()
    lines = [text[i:i + 100] for i in range(0, len(text), 100)]
    return '"""\n' + "\n".join("    " + line for line in lines) + '\n    """'


def swift_bytes(name, doc, data):
    return f"  /// {doc}\n  static let {name}: [UInt8] = decode({b64(data)})\n"


print("P3 PNG pixels -> sRGB:", [(p, p3_to_srgb8(p[:3])) for p in P3_PIXELS])
print("P3 JPEG stored blocks:", stored_blocks, "-> sRGB:", [p3_to_srgb8(c) for c in stored_blocks])
print("gAMA 1.8 PNG -> sRGB:", [(g, gamma18_to_srgb8(g[:3])) for g in GREYS])
print("profile", len(profile), "bytes")

swift = f'''// Generated by scripts/make-color-profile-fixtures.py (Pillow, numpy); do not edit by hand.
// What each image holds and the sRGB values it must draw as: ColorProfileTests.swift.
import Foundation

enum ColorProfileFixtures {{
  private static func decode(_ text: String) -> [UInt8] {{
    [UInt8](Data(base64Encoded: text.filter {{ !$0.isWhitespace }})!)
  }}

{swift_bytes("displayP3Profile", f"The Display P3 ICC profile ({len(profile)} bytes, v4.3 matrix/TRC), written by the script.", profile)}
{swift_bytes("p3PNG", "6×1 RGBA PNG with that profile in iCCP: P3 red, green, orange, magenta, grey, orange at alpha 100.", p3_png)}
{swift_bytes("p3JPEG", "32×8 JPEG (quality 100, 4:4:4) with that profile in one APP2 marker: 8×8 blocks red, orange, magenta, grey.", p3_jpeg)}
{swift_bytes("greyGamma18PNG", "3×1 greyscale PNG with a grey profile (kTRC a pure 1.8 power) in iCCP: 64, 128, 192.", grey_png)}
{swift_bytes("lcmsSRGBProfile", f"lcms2's own sRGB profile as Pillow writes it ({len(srgb_profile)} bytes).", srgb_profile)}
{swift_bytes("gamma18PNG", "4×1 RGBA PNG with gAMA 55556 only: greys 64, 128, 192 and the orange 230, 120, 60.", gamma_png)}}}
'''
OUT.write_text(swift)
print("wrote", OUT.relative_to(ROOT))
