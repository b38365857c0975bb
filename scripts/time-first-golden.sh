#!/usr/bin/env bash
# Times a new user's first hour on this machine (docs/previews.md, "How long the first golden
# takes"): a fresh component package with two previews that depends on this checkout by path,
# built cold with `swift build`, then its first `swift package plumb record`; then, warm, a
# padding change followed by `swift build` and `plumb verify`. Prints each step's seconds.
#   bash scripts/time-first-golden.sh [--work DIR]
set -euo pipefail
work=""
while [ $# -gt 0 ]; do
  case "$1" in
    --work) work="${2:?--work needs a folder}"; shift 2 ;;
    -h|--help) sed -n 2,6p "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "time-first-golden: unknown argument \"$1\" (see --help)" >&2; exit 2 ;;
  esac
done
root="$(cd "$(dirname "$0")/.." && pwd)"
[ -x /opt/swift/usr/bin/swift ] && export PATH="/opt/swift/usr/bin:$PATH"
if [ -z "$work" ]; then work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT; fi
mkdir -p "$work"
# The dependency's identity is its folder's name.
ln -sfn "$root" "$work/Plumbline"
pkg="$work/Cards"
rm -rf "$pkg"
mkdir -p "$pkg/Sources/Cards"
cat > "$pkg/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Cards",
  products: [.library(name: "Cards", targets: ["Cards"])],
  dependencies: [.package(path: "../Plumbline")],
  targets: [.target(name: "Cards", dependencies: [.product(name: "SwiftUI", package: "Plumbline")])]
)
SWIFT
cat > "$pkg/Sources/Cards/Card.swift" <<'SWIFT'
import SwiftUI

public struct Card: View {
  let title: String
  let detail: String
  public init(title: String, detail: String) { self.title = title; self.detail = detail }
  public var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(title).font(.headline)
      Text(detail).font(.subheadline).foregroundStyle(.secondary)
    }
    .padding(16)
    .background(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
  }
}

#Preview("Card") { Card(title: "Kriplaney", detail: "Opens at nine") }
#Preview("Long") { Card(title: "A title long enough to wrap on a phone", detail: "And a detail line") }
SWIFT
seconds() { awk -v a="$1" -v b="$(date +%s%N)" 'BEGIN { printf "%6.1f", (b - a) / 1e9 }'; }
step() { local name="$1"; shift; local s; s=$(date +%s%N)
  if ! "$@" > "$work/$name.log" 2>&1; then echo "time-first-golden: $name failed (rc $?): $work/$name.log" >&2; tail -20 "$work/$name.log" >&2; return 1; fi
  printf '%-30s %s s\n' "$name" "$(seconds "$s")"; }
cd "$pkg"
echo "time-first-golden: $(nproc) cores, Plumbline $(git -C "$root" rev-parse --short HEAD), $(swift --version 2>/dev/null | head -1)"
step "swift build (cold)" swift build
step "plumb record (first run)" swift package --allow-writing-to-package-directory plumb record
ls Goldens/Previews/*.png > /dev/null
sed -i 's/\.padding(16)/.padding(20)/' Sources/Cards/Card.swift
step "swift build (after an edit)" swift build
s=$(date +%s%N)
if swift package plumb verify > "$work/verify.log" 2>&1; then
  echo "time-first-golden: verify passed after the padding change; it should have failed: $work/verify.log" >&2; exit 1
fi
printf '%-30s %s s (exit 1, as it should)\n' "plumb verify (after the edit)" "$(seconds "$s")"
grep -m1 -E "padding" "$work/verify.log" || true
