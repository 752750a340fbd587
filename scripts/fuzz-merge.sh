#!/usr/bin/env bash
# Merges what fuzz campaigns grew (FUZZ_CORPUS/TARGET, .build-fuzz/long unless given: what
# `make fuzz-long` grows from the project's own seeds) into the committed corpora
# (Fuzz/corpus/TARGET): libFuzzer's -set_cover_merge=1 -use_counters=0 keeps a small set of inputs
# that reaches every code edge the committed and the grown inputs reach together (edges, not hit
# counts), among inputs of at most FUZZ_CORPUS_MAX_LEN bytes (default 1024; 24576 for the car
# target, whose smallest well-formed car is about 18 KB, mostly zeros, which git compresses), so
# the committed corpora stay small. Needs the fuzzing build (fuzz.sh).
#   FUZZ_TARGETS="archive car" scripts/fuzz-merge.sh
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
FUZZ_TARGETS=${FUZZ_TARGETS:-archive car carcache contents appearance images lzfse}
bin=${FUZZ_BIN:-$("$SWIFT" build -c release --build-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DASSETCAT_FUZZING \
  --show-bin-path)}
export SWIFT_BACKTRACE=enable=no
for t in $FUZZ_TARGETS; do
  default_len=1024
  [ "$t" = car ] && default_len=24576
  MAX_LEN=${FUZZ_CORPUS_MAX_LEN:-$default_len}
  kept=Fuzz/corpus/$t grown=${FUZZ_CORPUS:-.build-fuzz/long}/$t
  candidates=$(mktemp -d) merged=$(mktemp -d)
  # Only small inputs are candidates (a long input's coverage is usually a short one's too).
  for d in "$kept" "$grown"; do
    if [ -d "$d" ]; then find "$d" -maxdepth 1 -type f -size -"$((MAX_LEN + 1))"c -exec cp {} "$candidates/" \;; fi
  done
  "$bin/assetcat-fuzz-$t" -set_cover_merge=1 -use_counters=0 -max_len="$MAX_LEN" -timeout=20 -rss_limit_mb=2048 "$merged" "$candidates" \
    >".build-fuzz/$t.merge.log" 2>&1
  mkdir -p "$kept"
  rm -f "$kept"/*
  # libFuzzer names the kept inputs by their SHA-1: the same input is the same file from run to run.
  cp "$merged"/* "$kept/" 2>/dev/null || true
  rm -rf "$candidates" "$merged"
  echo "$t: $(ls "$kept" | wc -l) inputs, $(du -sb "$kept" | cut -f1) bytes in $kept"
done
