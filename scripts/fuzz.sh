#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer targets with AddressSanitizer into .build-fuzz, writes their
# seeds (scripts/fuzz-seeds.sh), and runs each target for FUZZ_TIME seconds, FUZZ_JOBS at a time.
# Fails when any target reports a finding (its input is kept in .build-fuzz/findings/TARGET/).
# The corpus each run grows is kept in FUZZ_CORPUS/TARGET (.build-fuzz/corpus unless given) and
# reused by the next run; the committed corpus (Fuzz/corpus/TARGET) is read too, never written.
#   FUZZ_TIME=60 FUZZ_JOBS=2 FUZZ_TARGETS="archive car" scripts/fuzz.sh
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
FUZZ_TIME=${FUZZ_TIME:-60}
FUZZ_JOBS=${FUZZ_JOBS:-2}
FUZZ_TARGETS=${FUZZ_TARGETS:-archive car carcache contents appearance images lzfse}
FUZZ_FLAGS=(-c release --build-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DASSETCAT_FUZZING)
out=.build-fuzz
corpus=${FUZZ_CORPUS:-$out/corpus}

for t in $FUZZ_TARGETS; do "$SWIFT" build "${FUZZ_FLAGS[@]}" --product "assetcat-fuzz-$t"; done
bin=$("$SWIFT" build "${FUZZ_FLAGS[@]}" --show-bin-path)
# Seeds need an ordinary assetcat (the fuzzing build's binaries are instrumented).
"$SWIFT" build --product assetcat
scripts/fuzz-seeds.sh "$("$SWIFT" build --show-bin-path)/assetcat" "$out/seeds"

# A trap is libFuzzer's to report (the Swift runtime's own backtracer trips AddressSanitizer).
export SWIFT_BACKTRACE=enable=no

# One target: the grown corpus first (where new inputs go), then the seeds and the committed
# corpus (read only).
run() {
  local t=$1
  mkdir -p "$corpus/$t" "$out/findings/$t" "Fuzz/corpus/$t"
  "$bin/assetcat-fuzz-$t" "$corpus/$t" "$out/seeds/$t" "Fuzz/corpus/$t" -max_total_time="$FUZZ_TIME" -timeout=20 -rss_limit_mb=2048 \
    -max_len=65536 -print_final_stats=1 -artifact_prefix="$out/findings/$t/" >"$out/$t.log" 2>&1
}

status=0
pids=()
names=()
for t in $FUZZ_TARGETS; do
  while [ "$(jobs -rp | wc -l)" -ge "$FUZZ_JOBS" ]; do sleep 1; done
  echo "fuzzing $t for ${FUZZ_TIME}s"
  run "$t" &
  pids+=($!)
  names+=("$t")
done
for i in "${!pids[@]}"; do
  t=${names[$i]}
  if wait "${pids[$i]}"; then
    echo "$t: $(grep -o 'stat::number_of_executed_units: *[0-9]*' "$out/$t.log" | grep -o '[0-9]*$') executions, no finding"
  else
    status=1
    echo "$t: FINDING (log: $out/$t.log, input: $(ls "$out/findings/$t" | head -1))"
    grep -m1 -A12 'ERROR: \|Fatal error\|deadly signal' "$out/$t.log" || tail -20 "$out/$t.log"
  fi
done
exit $status
