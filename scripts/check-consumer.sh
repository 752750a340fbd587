#!/usr/bin/env bash
# CI: assetcat builds as a versioned dependency. Clones this repository's HEAD (committed work
# only) into a temporary folder, tags it 0.1.0, and builds Examples/ConsumerPackage there against
# it by `url: "file://…", from: "0.1.0"`, as a user's package would, so SwiftPM applies the rules
# it keeps for versioned dependencies (it rejects unsafe build flags in the products it links).
# The consumer links AssetCatRuntime and AssetCatSourceReader and runs: it reads
# SampleAssets/Demo.xcassets and opens a car of the test fixtures.
# Usage: scripts/check-consumer.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fail() { echo "check-consumer: $*" >&2; exit 1; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
git clone --quiet --no-tags "$root" "$tmp/assetcat"
git -C "$tmp/assetcat" tag 0.1.0 "$(git -C "$root" rev-parse HEAD)"
cp -R "$root/Examples/ConsumerPackage" "$tmp/consumer"
rm -rf "$tmp/consumer/.build"
cd "$tmp/consumer"
t0=$SECONDS
export ASSETCAT_URL="file://$tmp/assetcat"
swift build --product Consumer
echo "check-consumer: built in $((SECONDS - t0)) s"
out="$("$(swift build --show-bin-path)/Consumer" "$root/SampleAssets/Demo.xcassets" \
  "$root/Tests/AssetCatCARTests/Fixtures/grid-macos-xcode26.3.car")"
echo "$out"
echo "$out" | grep -qE '^source: [1-9][0-9]* assets$' || fail "the source reader read no asset"
echo "$out" | grep -qE '^compiled: [1-9][0-9]* assets$' || fail "the runtime found no asset in the car"
echo "check-consumer: a package depending on assetcat 0.1.0 by URL builds and runs"
