#!/bin/sh
# Regenerates the ImageMagick-written fixtures and, beside each, ImageMagick's own RGBA decoding at 16 bits
# (<name>.rgba16), which PNGColorTypeTests compares PlumbPNG's decoder against.
set -eu
cd "$(dirname "$0")"
strip="-strip -define png:exclude-chunks=date,time"
convert -size 16x9 gradient:red-blue -dither None -colors 16 $strip PNG8:palette.png
convert -size 16x9 gradient:red-blue \( -size 16x9 xc:white -fill black -draw 'rectangle 0,0 5,8' \) \
  -alpha off -compose copy_opacity -composite -dither None -colors 12 $strip PNG8:palette-trns.png
convert -size 16x9 gradient:black-white -colorspace Gray -depth 4 $strip -define png:bit-depth=4 -define png:color-type=0 grey4.png
convert -size 16x9 gradient:'rgba(0,0,0,1)-rgba(255,255,255,0.2)' -colorspace Gray -depth 16 $strip -define png:color-type=4 grey16-alpha.png
convert -size 17x9 plasma:fractal -seed 4 -depth 16 -interlace PNG $strip -define png:color-type=2 rgb16-adam7.png
convert -size 16x9 gradient:'rgba(255,128,0,0.9)-rgba(0,64,255,0.1)' -depth 8 $strip -define png:color-type=6 rgba8.png
# 16-bit output, so the test can apply the one correct 16→8 rounding itself (round(v / 257)).
for f in *.png; do convert "$f" -depth 16 -endian MSB "rgba:${f%.png}.rgba16"; done
