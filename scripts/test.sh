#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine (missing -dev packages) and runs the whole test suite:
# XCTest and Swift Testing, every target, in parallel. CI (.ci/run) calls exactly this.
# Goldens are verified, never recorded, here (CI=1); record with PLUMB_RECORD=missing swift test.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x /opt/swift/usr/bin/swift ] && export PATH="/opt/swift/usr/bin:$PATH"
bash scripts/bootstrap.sh
export CI="${CI:-1}"
# A full run rebuilds the ledger of touched goldens (orphan detection) and the failure
# artifacts that "plumb report" turns into a review report.
rm -rf .build/plumb-ledger .build/plumb-artifacts
# In parallel, as the suite must pass: state that leaks between tests fails here, not later.
swift test --parallel "$@"
