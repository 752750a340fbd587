#!/usr/bin/env bash
# Times `assetcat resolve --batch` on generated requests (a benchmark, not a test).
#
#   scripts/bench-resolve.sh [CATALOG] [COUNT]
#
# Builds assetcat in release mode, writes COUNT (default 200000) JSON Lines requests that cycle
# through every asset of CATALOG, every device preset, both orientations and light/dark, then
# times one batch run with its answers sent to /dev/null and prints requests per second.
set -euo pipefail
cd "$(dirname "$0")/.."
CATALOG="${1:-$(dirname "$0")/../../shared/corpora/element-hq__element-ios/Riot/Assets/Images.xcassets}"
COUNT="${2:-200000}"
swift build -c release --product assetcat >/dev/null
BIN="$(swift build -c release --show-bin-path)/assetcat"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
"$BIN" info "$CATALOG" --format json >"$WORK/info.json"
"$BIN" devices --format json >"$WORK/devices.json"
python3 - "$WORK" "$COUNT" <<'PY'
import json, sys, itertools
work, count = sys.argv[1], int(sys.argv[2])
names = [a["name"] for a in json.load(open(f"{work}/info.json"))["assets"]]
devices = [d["name"] for d in json.load(open(f"{work}/devices.json"))]
combos = itertools.cycle(itertools.product(devices, ["portrait", "landscape"], ["light", "dark"]))
with open(f"{work}/requests.jsonl", "w") as f:
    for i in range(count):
        d, o, s = next(combos)
        f.write(json.dumps({"name": names[i % len(names)], "device": d, "orientation": o, "traits": {"style": s}}) + "\n")
PY
TIMEFORMAT='%R %U %S'
{ time { "$BIN" resolve "$CATALOG" --batch "$WORK/requests.jsonl" >"$WORK/answers.jsonl" || echo $? >"$WORK/status"; }; } 2>"$WORK/time.txt"
status=$(cat "$WORK/status" 2>/dev/null || echo 0)
read -r real user sys <"$WORK/time.txt"
lines=$(wc -l <"$WORK/answers.jsonl")
matched=$(grep -c '"match":{' "$WORK/answers.jsonl" || true)
python3 -c "import sys; r,u,s=map(float,sys.argv[1:4]); n=int(sys.argv[4]); print(f'{n} requests ({int(sys.argv[5])} matched, exit {sys.argv[6]}): {r:.2f} s wall ({n/r:,.0f} requests/s), {u+s:.2f} s CPU ({n/(u+s):,.0f} requests/s per core), catalog read included; load average {open(\"/proc/loadavg\").read().split()[0]}')" \
  "$real" "$user" "$sys" "$lines" "$matched" "$status"
