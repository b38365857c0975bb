#!/usr/bin/env bash
# Repeats the incremental-build experiment of docs/architecture.md ("Re-exports and incremental
# builds") on a copy of this checkout's HEAD: a full build, then one private stored property added
# to PlumbUI's `Text`, an incremental build, and the suites that copy `Text` in modules that see it
# through `import SwiftUI`. Exit 0: they pass (the build recompiled what it had to); 1: they failed
# or crashed, as they do without the direct arrows to re-exported modules.
#   bash scripts/check-incremental-layout.sh [--manifest-from REV]
# --manifest-from REV builds with REV's Package.swift instead (121399c shows the crash).
# Takes about 6 minutes on 2 cores (a full debug build and an incremental one).
set -euo pipefail
cd "$(dirname "$0")/.."
manifest=""
while [ $# -gt 0 ]; do
  case "$1" in
    --manifest-from) manifest="${2:?--manifest-from needs a revision}"; shift 2 ;;
    -h|--help) sed -n 2,9p "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "check-incremental-layout: unknown argument \"$1\" (see --help)" >&2; exit 2 ;;
  esac
done
[ -x /opt/swift/usr/bin/swift ] && export PATH="/opt/swift/usr/bin:$PATH"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone --quiet . "$work/copy"
cd "$work/copy"
[ -n "$manifest" ] && git show "$manifest:Package.swift" > Package.swift
text=Sources/PlumbUI/Views/Text.swift
grep -q '^  var string: String$' "$text" || { echo "check-incremental-layout: $text has no 'var string: String' line to add a property after" >&2; exit 2; }
echo "check-incremental-layout: full build of $(git rev-parse --short HEAD)${manifest:+ with the Package.swift of $manifest}"
swift build --build-tests > "$work/build1.log" 2>&1 || { tail -20 "$work/build1.log" >&2; exit 2; }
sed -i 's/^  var string: String$/  var string: String\n  private var layoutProbe: [String]? = nil/' "$text"
echo "check-incremental-layout: incremental build after adding a stored property to Text"
swift build --build-tests > "$work/build2.log" 2>&1 || { tail -20 "$work/build2.log" >&2; exit 2; }
if swift test --skip-build --filter 'ReexportedLayoutTests|NamespacedIconRenderTests' > "$work/test.log" 2>&1; then
  echo "check-incremental-layout: passed (the incremental build recompiled every module that copies Text)"
else
  grep -E "crashed|outlined|signal|✘" "$work/test.log" | head -8 >&2 || true
  echo "check-incremental-layout: FAILED: code built for Text's old layout was linked" >&2
  exit 1
fi
