#!/usr/bin/env bash
# Rebuilds through `assetcat actool` with Xcode's own arguments and no cache option (the rendition
# cache in the user's cache folder, as by default), against a cold build (--no-cache):
#   scripts/bench_actool_rebuild.sh BIN CATALOG [RUNS] [WORK]
# e.g. python3 scripts/gen_catalog.py --seed 1 --sets 3000 --out bench-cache/gen &&
#      scripts/bench_actool_rebuild.sh .build/release/assetcat bench-cache/gen/Bench.xcassets 5
# In a copy of CATALOG made of hard links it times RUNS cold builds, RUNS builds with nothing
# changed and RUNS with one PNG changed (the first set's @2x PNG swapped for another of the same
# pixel size, back and forth), then compares the last rebuild's car with a cold build's of the
# same files (cmp). Each line: wall, user and system seconds, peak RSS in KB (/usr/bin/time).
set -u
BIN=$(realpath "$1") SRC=$2 RUNS=${3:-5} W=${4:-$(mktemp -d)}
rm -rf "$W/run"; mkdir -p "$W/run/out" "$W/run/cold" "$W/run/xdg"
cp -al "$SRC" "$W/run/Catalog.xcassets"
CAT=$W/run/Catalog.xcassets
export XDG_CACHE_HOME=$W/run/xdg
size() { python3 -c "import sys;d=open(sys.argv[1],'rb').read(24);print(int.from_bytes(d[16:20],'big'),int.from_bytes(d[20:24],'big'))" "$1"; }
VICTIM=$(find "$CAT" -name '*@2x.png' | sort | head -1)
VS=$(size "$VICTIM")
OTHER=$(find "$CAT" -name '*@2x.png' | sort | tail -n +2 | while read -r f; do
  [ "$(size "$f")" = "$VS" ] && ! cmp -s "$f" "$VICTIM" && { echo "$f"; break; }; done)
[ -n "$OTHER" ] || { echo "no other @2x PNG of $VS pixels in $SRC" >&2; exit 1; }
cp "$VICTIM" "$W/run/original.png"; cp "$OTHER" "$W/run/other.png"
rm "$VICTIM"; cp "$W/run/original.png" "$VICTIM"   # a file of its own, not a link into CATALOG
args() { echo --output-format human-readable-text --notices --warnings --export-dependency-info "$1/deps" \
  --output-partial-info-plist "$1/partial.plist" --compress-pngs --enable-on-demand-resources NO \
  --development-region en --target-device iphone --target-device ipad --minimum-deployment-target 15.0 \
  --platform iphoneos --compile "$1" "$CAT"; }
t() { /usr/bin/time -f "%e %U %S %M" -o "$W/run/time" "$@" >/dev/null 2>"$W/run/err" || { echo "FAILED: $*"; cat "$W/run/err"; }
  cat "$W/run/time"; }
echo "load $(cut -d' ' -f1-3 /proc/loadavg); the changed PNG: $VICTIM ($VS pixels)"
echo "# cold (--no-cache): wall user sys maxrss_kb"
for _ in $(seq "$RUNS"); do t "$BIN" actool $(args "$W/run/cold") --no-cache; done
"$BIN" actool $(args "$W/run/out") >/dev/null 2>&1
echo "# nothing changed"
for _ in $(seq "$RUNS"); do t "$BIN" actool $(args "$W/run/out"); done
echo "# one PNG changed"
state=original
for _ in $(seq "$RUNS"); do
  if [ $state = original ]; then state=other; else state=original; fi
  rm "$VICTIM"; cp "$W/run/$state.png" "$VICTIM"
  t "$BIN" actool $(args "$W/run/out")
done
"$BIN" actool $(args "$W/run/cold") --no-cache >/dev/null 2>&1
if cmp -s "$W/run/out/Assets.car" "$W/run/cold/Assets.car"; then echo "rebuilt car = cold car (cmp)"; else
  echo "rebuilt car DIFFERS from the cold car"; exit 1; fi
echo "car $(stat -c %s "$W/run/out/Assets.car") bytes, cache $(du -b "$W/run/xdg/assetcat" | cut -f1) bytes;" \
  "load $(cut -d' ' -f1-3 /proc/loadavg)"
