#!/usr/bin/env python3
"""Writes the catalog's PDF vector image set (arrow.imageset/arrow.pdf): a 24x24 pt page with a
rounded square in the app's brand colour and a white arrow, as a design tool exports an icon with
"Preserve Vector Data". One-off; the output is committed. Usage: make-pdf-fixture.py OUT.pdf"""
import sys

content = "\n".join([
    # A rounded square (corner radius 5) in #5B4AD2, drawn with cubic corners.
    "0.357 0.290 0.824 rg",
    "5 0 m 19 0 l 21.76 0 24 2.24 24 5 c 24 19 l 24 21.76 21.76 24 19 24 c",
    "5 24 l 2.24 24 0 21.76 0 19 c 0 5 l 0 2.24 2.24 0 5 0 c h f",
    # A white arrow pointing up and right (PDF y grows upwards).
    "1 1 1 RG 2.2 w 1 J 1 j",
    "7 7 m 17 17 l S",
    "9.5 17 m 17 17 l 17 9.5 l S",
])

objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 24 24] /Contents 4 0 R /Resources << >> >>",
    f"<< /Length {len(content)} >>\nstream\n{content}\nendstream",
]
out = b"%PDF-1.4\n"
offsets = []
for i, body in enumerate(objects):
    offsets.append(len(out))
    out += f"{i + 1} 0 obj\n{body}\nendobj\n".encode()
xref = len(out)
out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
for o in offsets:
    out += f"{o:010d} 00000 n \n".encode()
out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
with open(sys.argv[1], "wb") as f:
    f.write(out)
