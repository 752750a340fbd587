#!/usr/bin/env bash
# CI: AssetCatBinaryPlugin runs a release's artifact bundle (make dist) instead of building
# assetcat. Writes a package in a temporary folder with the bundle's zip as a binary target and a
# target holding Examples/PluginClient's catalog, builds it, and checks: nothing of assetcat but
# the plugin was compiled, the target's bundle has an Assets.car that the bundle's assetcat
# verifies, and the target's code using `ImageResource.dot` compiled.
# Usage: scripts/check-plugin-binary.sh [DIST]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dist=$(cd "${1:-$root/dist}" && pwd)
fail() { echo "check-plugin-binary: $*" >&2; exit 1; }
zips=("$dist"/assetcat-*.artifactbundle.zip)
[ -f "${zips[0]}" ] || fail "no artifact bundle in $dist (make dist)"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/Sources/App"
cp "${zips[0]}" "$tmp/assetcat.artifactbundle.zip"
cp -R "$root/Examples/PluginClient/Sources/Gallery/Gallery.xcassets" "$tmp/Sources/App/"
cat > "$tmp/Sources/App/App.swift" <<'SWIFT'
import Foundation

let dot: ImageResource = .dot
let highlight: ColorResource = .highlight
SWIFT
cat > "$tmp/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "BinaryPluginClient",
  platforms: [.iOS(.v16)],
  dependencies: [.package(name: "assetcat", path: "$root")],
  targets: [
    .binaryTarget(name: "AssetCatBinary", path: "assetcat.artifactbundle.zip"),
    .target(
      name: "App", exclude: ["Gallery.xcassets"],
      plugins: [.plugin(name: "AssetCatBinaryPlugin", package: "assetcat")]),
  ]
)
SWIFT
cd "$tmp"
swift build -v > build.log 2>&1 || { tail -40 build.log; fail "the package did not build"; }
# The plugins' own scripts are compiled (every plugin of the package is); their tool is not.
if grep -oE 'swift-frontend.* -module-name (AssetCat[A-Za-z]*|assetcat) ' build.log | grep -vE 'Plugin $'; then
  fail "assetcat's modules were compiled: the binary plugin built assetcat from source"
fi
grep -q 'artifactbundle/.*/bin/assetcat.* actool --compile' build.log \
  || fail "the build did not run the artifact bundle's assetcat"
car="$(swift build --show-bin-path)/BinaryPluginClient_App.resources/Assets.car"
[ -s "$car" ] || fail "no Assets.car in the App bundle"
exe="$(find .build/artifacts -path '*/bin/assetcat' -type f | head -1)"
"$exe" verify "$car"
echo "check-plugin-binary: AssetCatBinaryPlugin ran the artifact bundle's assetcat; its car verifies"
