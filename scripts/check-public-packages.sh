#!/usr/bin/env bash
# Builds public SwiftUI packages unchanged against this checkout of Plumbline and records their
# previews (docs/previews.md, "Public packages, unchanged"). Only each Package.swift gains the
# Plumbline dependency. Needs network access to github.com.
set -euo pipefail

usage() {
  cat <<'USAGE'
Usage: scripts/check-public-packages.sh [--work DIR] [--keep] [--mirrors DIR]

For each package below (repository, commit, target, Plumbline products it links):
  1. clones it at the commit into DIR/<name> (default: a new temporary folder),
  2. adds `.package(path: <this checkout>)` and the products to the target in Package.swift,
  3. runs `swift build` (timed) in the package's own language mode,
  4. runs `swift package --allow-writing-to-package-directory plumb record` and lists the
     previews it recorded under DIR/<name>/Goldens/Previews/.
Exits non-zero when a package does not build or records no preview.

  --work DIR   where to clone (kept afterwards)
  --keep       keep the temporary folder
  --mirrors DIR  clone from local copies instead of github.com: DIR/<owner>+<name> (a git
               directory, or a folder holding one named `repo`), for machines without network
USAGE
}

work="" keep=0 mirrors=""
while (($#)); do
  case "$1" in
    --work) work="$2"; shift 2 ;;
    --keep) keep=1; shift ;;
    --mirrors) mirrors="$2"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    *) echo "check-public-packages: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done

root="$(cd "$(dirname "$0")/.." && pwd)"
if [ -z "$work" ]; then
  work="$(mktemp -d)"
  ((keep)) || trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"
# The dependency's identity is the folder name, so link this checkout as `Plumbline`.
ln -sfn "$root" "$work/Plumbline"

# repository  commit  target  products
packages=(
  "https://github.com/markiv/SwiftUI-Shimmer 0226e21f9bf355d40e07e5f5e1c33679d50e167f Shimmer SwiftUI"
  "https://github.com/danielsaidi/SystemNotification 69c2fa246dabd8d19c7ee62250d0a489a721660f SystemNotification SwiftUI,UIKit"
)

status=0
for entry in "${packages[@]}"; do
  read -r url commit target products <<<"$entry"
  name="${url##*/}"
  dir="$work/$name"
  echo "== $name ($commit)"
  rm -rf "$dir"
  source="$url"
  if [ -n "$mirrors" ]; then
    owner_name="${url#https://github.com/}"
    source="$mirrors/${owner_name/\//+}"
    [ -d "$source/repo" ] && source="$source/repo"
    [ -d "$source" ] || { echo "check-public-packages: no mirror of $owner_name at $source" >&2; exit 2; }
  fi
  git clone -q "$source" "$dir"
  git -C "$dir" checkout -q "$commit"
  python3 - "$dir/Package.swift" "$target" "$products" <<'PY'
import re, sys
path, target, products = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
text = open(path).read()
deps = ", ".join(f'.product(name: "{p}", package: "Plumbline")' for p in products)
# the package-level dependency, before `targets:`
# (the package's `targets: [` ends its line; a product's `targets: ["X"]` does not)
text, n = re.subn(r'\n([ \t]*)targets:\s*\[[ \t]*\n', r'\n\1dependencies: [.package(path: "../Plumbline")],\n\1targets: [\n', text, count=1)
if n != 1: sys.exit(f"{path}: no `targets:` to add the dependency before")
# the target's dependencies: `.target(name: "X"` gains or extends `dependencies:`
m = re.search(r'\.target\(\s*name:\s*"' + re.escape(target) + r'"(\s*,\s*dependencies:\s*\[)?', text)
if not m: sys.exit(f"{path}: no .target named {target}")
if m.group(1):
    text = text[:m.end()] + deps + ", " + text[m.end():]
else:
    text = text[:m.end()] + ", dependencies: [" + deps + "]" + text[m.end():]
open(path, "w").write(text)
PY
  start=$(date +%s)
  if ! (cd "$dir" && swift build 2>&1 | tail -20); then status=1; continue; fi
  echo "$name: swift build took $(( $(date +%s) - start )) s"
  if ! (cd "$dir" && swift package --allow-writing-to-package-directory plumb record 2>&1 | grep -v '^\[[0-9]*/[0-9]*\] \(Compiling\|Emitting\|Wrapping\|Write\|Linking\|Copying\)'); then
    status=1
  fi
  count=$(find "$dir/Goldens/Previews" -name '*.png' 2>/dev/null | wc -l)
  echo "$name: $count preview(s) recorded in $dir/Goldens/Previews"
  ((count > 0)) || status=1
done
exit $status
