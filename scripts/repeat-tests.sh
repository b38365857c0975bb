#!/usr/bin/env bash
# Runs the whole suite N times in a row (default 5), in parallel each time, after one build:
# proof that no process-wide state leaks between tests (docs/security.md, "Process-wide state").
# Stops at the first failing run and names it; each run's output is kept in .build/repeat-tests/.
#   bash scripts/repeat-tests.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
case "$runs" in ''|*[!0-9]*) echo "repeat-tests: N must be a whole number, not \"$runs\"" >&2; exit 2 ;; esac
[ -x /opt/swift/usr/bin/swift ] && export PATH="/opt/swift/usr/bin:$PATH"
bash scripts/bootstrap.sh
export CI="${CI:-1}"
swift build --build-tests
mkdir -p .build/repeat-tests
for i in $(seq 1 "$runs"); do
  rm -rf .build/plumb-ledger .build/plumb-artifacts
  start=$(date +%s)
  if swift test --skip-build --parallel > ".build/repeat-tests/run-$i.log" 2>&1; then
    echo "repeat-tests: run $i of $runs passed in $(( $(date +%s) - start )) s"
  else
    echo "repeat-tests: run $i of $runs FAILED after $(( $(date +%s) - start )) s; its output: .build/repeat-tests/run-$i.log" >&2
    grep -E "✘|error:|failed \(" ".build/repeat-tests/run-$i.log" | head -20 >&2 || true
    exit 1
  fi
done
echo "repeat-tests: $runs of $runs runs passed"
