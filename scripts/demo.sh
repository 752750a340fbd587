#!/usr/bin/env bash
# The main job on SampleAssets/: compile, validate, a few resolves with their answers, symbols.
set -u
bin=${1:?usage: demo.sh ASSETCAT OUTDIR}
out=${2:?usage: demo.sh ASSETCAT OUTDIR}
cat=SampleAssets/Demo.xcassets
mkdir -p "$out"
status=0
run() {
  # Quoted so each printed command can be pasted back into a shell.
  printf '$ assetcat'; printf ' %q' "$@"; printf '\n'
  "$bin" "$@"
  local rc=$?
  echo "(exit $rc)"
  echo
  return $rc
}
run validate "$cat" || status=1
run compile "$cat" -o "$out/Demo.assetcat" || status=1
run info "$out/Demo.assetcat" || status=1
run resolve "$cat" Star --traits idiom=phone,scale=3,height=compact || status=1
# The sample's story, one trait at a time: device and gamut, 1x iPad (the 2x file), direction, locale.
run resolve "$cat" Photo --device "iPhone 15 Pro" || status=1
run resolve "$cat" Photo --traits idiom=pad,scale=1 || status=1
run resolve "$cat" Icons/Back --device "iPhone 15" --traits direction=rtl || status=1
run resolve "$cat" Flag --device "iPhone 15" --traits locale=fr-BE || status=1
run resolve "$out/Demo.assetcat" Logo --device "iPhone 15 Pro" --traits style=dark --format json || status=1
# Appearance rules (SPEC §4): the smaller star in compact height; the outermost container wins.
run resolve "$cat" --component RatingControl --device "iPhone 15" --orientation landscape || status=1
run resolve "$out/Demo.assetcat" --component Button --containers Toolbar,NavigationBar,Window --traits idiom=phone,scale=3,style=dark --explain || status=1
# The HTML report (opens from disk; no server): every asset, its thumbnails, what each device gets.
run report "$cat" -o "$out/report" || status=1
echo "open $out/report/index.html in a browser"
# Swift constants for every image, color and data set (Xcode 15+ names); the head of the file.
mkdir -p "$out/ios" "$out/mac"
run actool --compile "$out/ios" --platform iphoneos --minimum-deployment-target 17.0 --app-icon AppIcon \
  --output-partial-info-plist "$out/ios/partial.plist" --output-format human-readable-text "$cat" || status=1
run actool --compile "$out/mac" --platform macosx --minimum-deployment-target 14.0 --app-icon AppIcon \
  --output-format human-readable-text SampleAssets/IconComposer/AppIcon.icon || status=1
run symbols "$cat" -o "$out/Assets.swift" || status=1
sed -n '/^extension CatalogImage/,/^}/p' "$out/Assets.swift" | head -12
echo
exit $status
