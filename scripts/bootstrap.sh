#!/usr/bin/env bash
# Installs the Debian packages Plumbline builds against, only those that are missing.
# Idempotent; run as root (or with sudo available) on Debian 12. Fonts are bundled in the
# package, so no font package is needed to build, test or render.
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev      # rasteriser (Cairo, pixman, cairo-ft)
  libpng-dev         # PNG decoding of any PNG (through the C shim)
  zlib1g-dev
  libdeflate-dev     # fast deflate/inflate for our PNG encoder and decoder
  libfreetype-dev    # glyph outlines
  libharfbuzz-dev    # text shaping
  libfribidi-dev     # bidirectional text (UAX #9)
  libicu-dev         # line breaking (UAX #14, dictionary breaking for Thai, Lao, Khmer, Burmese)
  libpoppler-glib8   # PDF vectors in asset catalogs (opened with dlopen when a PDF is drawn)
  libjpeg62-turbo-dev  # JPEG images (libjpeg-turbo, through the CJPEGShim C shim)
  liblcms2-dev       # image colour profiles (Little CMS 2; the header at build time, opened with dlopen when used)
  librsvg2-2         # SVG images drawn into Cairo (librsvg 2.54, opened with dlopen by the CRSVG shim)
  libcmark-gfm-dev   # Markdown for AttributedString(markdown:) (cmark-gfm, GitHub's CommonMark parser)
  libcmark-gfm-extensions-dev
  libssl-dev         # OpenSSL's libcrypto: CryptoKit's digests, ciphers and P-256 keys
  chromium           # headless browser that the report's viewer test drives (tests only)
  cmark-gfm          # GitHub's Markdown parser: the summary's escaping is tested through it (tests only)
)
# CI jobs that only run `plumb` (docs/ci.md) skip the browser: PLUMB_NO_BROWSER=1.
if [ "${PLUMB_NO_BROWSER:-0}" = 1 ]; then packages=("${packages[@]/chromium}"); fi

missing=()
for p in "${packages[@]}"; do
  [ -n "$p" ] || continue
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "bootstrap: installing ${missing[*]}" >&2
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
  if [ -x /opt/swift/usr/bin/swift ]; then
    echo "bootstrap: swift is at /opt/swift/usr/bin; add it to PATH" >&2
  else
    echo "bootstrap: the Swift 6.3 toolchain is not installed (see https://www.swift.org/install/linux/)" >&2
    exit 1
  fi
fi
echo "bootstrap: all build dependencies present" >&2
