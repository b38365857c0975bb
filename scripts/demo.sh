#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine (missing -dev packages), builds `plumb` and renders every
# demo screen of the catalog (and every frame of transition screens) into a folder.
# Usage: scripts/demo.sh [out-dir]   (default: demo-out)
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x /opt/swift/usr/bin/swift ] && export PATH="/opt/swift/usr/bin:$PATH"
out="${1:-demo-out}"
bash scripts/bootstrap.sh
# plumb is the front door; plumb-full (the renderer) runs every command but diff (docs/cli-speed.md).
swift build --product plumb-full
swift build --product plumb
plumb="$(swift build --show-bin-path)/plumb"
mkdir -p "$out"
"$plumb" list | while read -r name rest; do
  case "$rest" in
    *"[transition"*) "$plumb" render "$name" --frames --out "$out/$name.png" --layout "$out/$name.layout.json" ;;
    *) "$plumb" render "$name" --out "$out/$name.png" --layout "$out/$name.layout.json" ;;
  esac
done
echo "demo: screens written to $out/" >&2
