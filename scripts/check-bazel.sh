#!/usr/bin/env bash
# The Bazel rules of Examples/bazel (assetcat.bzl) as a build farm uses them, with Debian's Bazel:
#  1. `bazel build //...` in Examples/bazel: the per-asset car (and actool's car, partial Info.plist
#     and icons) byte-identical to one `assetcat compile -o X.car` (and one `assetcat actool`);
#  2. against a remote cache over the Remote Execution API (BuildGrid's `bgd`, started here on
#     127.0.0.1 and stopped on exit; without it --disk_cache, said as a MISS): a cold build of a
#     copy of the example, then a clean output base of a second copy runs 0 asset actions, then
#     one image changed runs exactly 1 asset action and the link.
# Counts come from Bazel's execution log (--execution_log_json_file, scripts/bazel_spawns.py).
# Usage: scripts/check-bazel.sh [BIN_DIR]   (default .build/release, after the README's release build)
# Environment: BGD (the bgd executable; default `bgd` on PATH), ASSETCAT_BAZEL_SETS (for the
# benchmark: a catalog to use instead of SampleAssets/Demo.xcassets, with ASSETCAT_BAZEL_GROUP sets
# an action).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
bin_dir=$(cd "${1:-.build/release}" && pwd)
test -x "$bin_dir/assetcat" || { echo "check-bazel: no $bin_dir/assetcat; build it first" >&2; exit 2; }
work=$(mktemp -d /tmp/assetcat-bazel.XXXXXX)
server_pid=""
bases=()
cleanup() {
  for b in "${bases[@]}"; do bazel --output_base="$b" shutdown >/dev/null 2>&1 || true; done
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  chmod -R u+w "$work" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "check-bazel: FAIL: $*" >&2; exit 1; }
run_bazel() {  # output base, workspace, log, bazel build flags...
  local base=$1 ws=$2 log=$3
  shift 3
  bases+=("$base")
  (cd "$ws" && bazel --output_base="$base" build //... --execution_log_json_file="$log" "$@")
}
spawns() { python3 "$root/scripts/bazel_spawns.py" "$@"; }

# 1. The example as it is, outputs against one-shot builds.
run_bazel "$work/ob-example" Examples/bazel "$work/example.json"
out=Examples/bazel/bazel-bin
"$bin_dir/assetcat" compile SampleAssets/Demo.xcassets -o "$work/one.car" --app-icon AppIcon --no-cache --quiet
cmp "$out/demo/Assets.car" "$work/one.car" || fail "the per-asset car differs from compile -o X.car"
mkdir "$work/actool"
"$bin_dir/assetcat" actool --compile "$work/actool" --platform iphoneos --minimum-deployment-target 15.0 \
  --app-icon AppIcon --output-partial-info-plist "$work/actool/partial.plist" --no-cache \
  SampleAssets/Demo.xcassets >/dev/null
for f in Assets.car partial.plist AppIcon60x60@2x.png AppIcon76x76@2x~ipad.png; do
  cmp "$out/demo_actool/$f" "$work/actool/$f" || fail "actool's $f differs from assetcat actool's"
done
echo "check-bazel: the per-asset Assets.car and actool's outputs are byte-identical to one-shot builds"

# 2. A remote cache on 127.0.0.1.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
bgd=${BGD:-$(command -v bgd || true)}
cache_flags=()
if [ -n "$bgd" ]; then
  cat >"$work/buildgrid.yml" <<YAML
server:
  - !channel
    address: "127.0.0.1:$port"
    insecure-mode: true
authorization:
  method: none
storages:
  - !lru-storage &cas
    size: 2GB
caches:
  - !lru-action-cache &ac
    storage: *cas
    max-cached-refs: 100000
    allow-updates: true
    cache-failed-actions: false
instances:
  - name: ""
    services:
      - !action-cache
        cache: *ac
      - !cas
        storage: *cas
      - !bytestream
        storage: *cas
YAML
  "$bgd" server start "$work/buildgrid.yml" >"$work/buildgrid.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 60); do
    python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 1)" 2>/dev/null && break
    kill -0 "$server_pid" 2>/dev/null || { cat "$work/buildgrid.log" >&2; fail "bgd did not start"; }
    sleep 0.5
  done
  cache_flags=(--remote_cache="grpc://127.0.0.1:$port")
  echo "check-bazel: BuildGrid's remote cache on 127.0.0.1:$port"
else
  cache_flags=(--disk_cache="$work/disk-cache")
  echo "check-bazel: MISS: no bgd (pip install buildgrid); the cache is --disk_cache, not a remote cache"
fi

# Two copies of the example with the catalog beside them (one image is changed below).
catalog_src=${ASSETCAT_BAZEL_SETS:-$root/SampleAssets/Demo.xcassets}
catalog_name=$(basename "$catalog_src")
group=${ASSETCAT_BAZEL_GROUP:-1}
mkdir -p "$work/catalog"
cp -R "$catalog_src" "$work/catalog/"
for ws in ws1 ws2; do
  mkdir "$work/$ws"
  cp Examples/bazel/assetcat.bzl "$work/$ws/"
  cat >"$work/$ws/WORKSPACE" <<WS
workspace(name = "assetcat_bazel_check")
new_local_repository(name = "assetcat_bin", path = "$bin_dir", build_file_content = 'exports_files(["assetcat"])')
new_local_repository(
    name = "catalog",
    path = "$work/catalog",
    build_file_content = 'filegroup(name = "all", srcs = glob(["$catalog_name/**"]), visibility = ["//visibility:public"])',
)
WS
  cat >"$work/$ws/BUILD.bazel" <<BUILD
load(":assetcat.bzl", "assetcat_catalog")
assetcat_catalog(name = "assets", srcs = ["@catalog//:all"], catalog = "$catalog_name", sets_per_action = $group)
BUILD
done
t0=$(date +%s.%N)
run_bazel "$work/ob1" "$work/ws1" "$work/cold.json" "${cache_flags[@]}"
t1=$(date +%s.%N)
run_bazel "$work/ob2" "$work/ws2" "$work/warm.json" "${cache_flags[@]}"
t2=$(date +%s.%N)
# One image changed: the same pixels deflated at another level (other bytes, the same asset).
image=$(find "$work/catalog" -name '*.png' | LC_ALL=C sort | awk "NR == 1")
python3 - "$image" <<'PY'
import struct, sys, zlib
path = sys.argv[1]
data = open(path, "rb").read()
out, at, idat = bytearray(data[:8]), 8, bytearray()
chunks = []
while at < len(data):
    n, kind = struct.unpack(">I4s", data[at:at + 8])
    chunks.append((kind, data[at + 8:at + 8 + n]))
    at += 12 + n
raw = zlib.decompress(b"".join(d for k, d in chunks if k == b"IDAT"))
level = 1 if zlib.compress(raw, 1) != b"".join(d for k, d in chunks if k == b"IDAT") else 9
done = False
for kind, body in chunks:
    if kind == b"IDAT":
        if done:
            continue
        body, done = zlib.compress(raw, level), True
    out += struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
open(path, "wb").write(bytes(out))
PY
run_bazel "$work/ob1" "$work/ws1" "$work/one.json" "${cache_flags[@]}"
t3=$(date +%s.%N)
echo "check-bazel: cold:"; spawns "$work/cold.json" AssetcatPart AssetcatLink
echo "check-bazel: clean output base, warm cache:"; spawns "$work/warm.json" AssetcatPart AssetcatLink
echo "check-bazel: one image changed ($(basename "$(dirname "$image")")):"; spawns "$work/one.json" AssetcatPart AssetcatLink
python3 - "$t0" "$t1" "$t2" "$t3" <<'PY'
import sys
t = [float(x) for x in sys.argv[1:]]
print("check-bazel: wall seconds: cold %.1f, clean output base with warm cache %.1f, one image changed %.1f"
      % (t[1] - t[0], t[2] - t[1], t[3] - t[2]))
PY
[ "$(spawns "$work/warm.json" AssetcatPart)" = "AssetcatPart ran 0 cached $(spawns "$work/cold.json" AssetcatPart | awk '{print $3}')" ] \
  || fail "a clean output base with a warm cache ran asset actions"
[ "$(spawns "$work/warm.json" AssetcatLink)" = "AssetcatLink ran 0 cached 1" ] || fail "the warm link was not cached"
[ "$(spawns "$work/one.json" AssetcatPart | awk '{print $3}')" = 1 ] || fail "one changed image did not run exactly 1 asset action"
[ "$(spawns "$work/one.json" AssetcatLink | awk '{print $3}')" = 1 ] || fail "one changed image did not run the link"
"$bin_dir/assetcat" compile "$work/catalog/$catalog_name" -o "$work/changed.car" --no-cache --quiet
cmp "$work/ws1/bazel-bin/assets/Assets.car" "$work/changed.car" || fail "the relinked car differs from compile -o X.car"
echo "check-bazel: ok"
