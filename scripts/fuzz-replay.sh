#!/usr/bin/env bash
# Replays the committed fuzz corpora (Fuzz/corpus/TARGET, Docs/Fuzzing.md) through the ordinary
# build's fuzz targets, which run each file once (no sanitizers, no libFuzzer): every input a
# campaign found worth keeping must still run without a finding. `make test` and CI run it.
#   scripts/fuzz-replay.sh [BIN_DIR]   (default: the debug build's bin folder)
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
bin=${1:-$("$SWIFT" build --show-bin-path)}
status=0
shopt -s nullglob
dirs=(Fuzz/corpus/*/)
[ ${#dirs[@]} -gt 0 ] || { echo "fuzz-replay: no corpus under Fuzz/corpus" >&2; exit 1; }
for dir in "${dirs[@]}"; do
  t=$(basename "$dir")
  exe="$bin/assetcat-fuzz-$t"
  [ -x "$exe" ] || "$SWIFT" build --product "assetcat-fuzz-$t" >/dev/null
  # A trap is the finding: the runtime's backtracer would only slow the report down.
  if out=$(SWIFT_BACKTRACE=enable=no "$exe" "$dir" 2>&1); then
    echo "fuzz corpus $t: ${out##*$'\n'}"
  else
    status=1
    echo "fuzz corpus $t: FINDING"
    echo "$out" | tail -20
  fi
done
exit $status
