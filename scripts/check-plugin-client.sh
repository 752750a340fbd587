#!/usr/bin/env bash
# CI: the SwiftPM plugin in an app-like package. Builds and tests Examples/PluginClient, whose
# tests check that the plugin's Assets.car is in the target's bundle and opens with the runtime and
# that Xcode's generated symbols (ImageResource, ColorResource) compiled; then `assetcat verify`
# (BIN: the CLI's bin folder) reads every tree, block and rendition of that car, and the generated
# file must declare the catalog's symbols.
# Usage: scripts/check-plugin-client.sh [BIN]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fail() { echo "check-plugin-client: $*" >&2; exit 1; }
cli_bin="${1:-$(cd "$root" && swift build --show-bin-path)}"

cd "$root/Examples/PluginClient"
# As in scripts/linked-alone.sh: the path dependency's new files are seen once the manifest changes.
touch Package.swift
swift build --build-tests
swift test --skip-build
bin="$(swift build --show-bin-path)"
car="$bin/PluginClient_Gallery.resources/Assets.car"
[ -s "$car" ] || fail "no Assets.car in the Gallery bundle ($car)"
"$cli_bin/assetcat" verify "$car"
symbols="$(find "$root/Examples/PluginClient/.build/plugins/outputs" -path '*Gallery*' -name GeneratedAssetSymbols.swift | head -1)"
[ -n "$symbols" ] || fail "no GeneratedAssetSymbols.swift among the plugin's outputs"
grep -q 'static let dot = ImageResource(name: "Dot"' "$symbols" || fail "$symbols has no ImageResource for Dot"
grep -q 'static let highlight = ColorResource(name: "Highlight"' "$symbols" || fail "$symbols has no ColorResource for Highlight"
echo "check-plugin-client: the plugin wrote an Assets.car that verify accepts and Xcode's symbols, which compiled"
