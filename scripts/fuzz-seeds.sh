#!/usr/bin/env bash
# Writes the fuzz targets' seed corpora (Docs/Fuzzing.md) under OUT, one folder per target:
#   scripts/fuzz-seeds.sh ASSETCAT_BINARY OUT
# Everything comes from the repository: SampleAssets' files, the test fixtures, and compiled
# catalogs that ASSETCAT_BINARY (an ordinary build) makes from SampleAssets and from a tiny catalog
# written here. Files over 64 KiB (cars: 16 KiB, whose every rendition is decoded per execution) are
# left out: big inputs make every execution slow, and the fuzzer grows inputs itself. Same repository, same seeds.
set -euo pipefail
bin=$1 out=$2
cd "$(dirname "$0")/.."
rm -rf "$out"
mkdir -p "$out"/{archive,car,carcache,contents,appearance,images,lzfse}

# seed DIR FILE [MAX_BYTES]: copies FILE into DIR under a name made from its path (stable, no
# collisions) when it is at most MAX_BYTES (64 KiB unless given).
# Files compiled here into the scratch folder are named by their own name.
seed() {
  local name=${2#"$tiny/"}
  [ -f "$2" ] && [ "$(stat -c %s "$2")" -le "${3:-65536}" ] && cp "$2" "$1/$(echo "$name" | tr '/ ' '__')" || true
}
tiny=$(mktemp -d)
trap 'rm -rf "$tiny"' EXIT

# FUZZ_SEEDS_OWN=1 (what `make fuzz-long`, whose finds are committed, uses): only inputs the project
# made itself, none of the vendored catalogs (Tests/Fixtures/Corpora) or other apps' cars.
own=( ); [ "${FUZZ_SEEDS_OWN:-0}" = 1 ] && own=(-not -path 'Tests/Fixtures/Corpora/*')
while IFS= read -r -d '' f; do seed "$out/contents" "$f"; done < <(find SampleAssets Tests "${own[@]}" \( -name Contents.json -o -name icon.json \) -print0 | sort -z)
while IFS= read -r -d '' f; do seed "$out/appearance" "$f"; done < <(find SampleAssets Tests "${own[@]}" -name 'Appearance*.json' -print0 | sort -z)
while IFS= read -r -d '' f; do seed "$out/images" "$f"; done < <(find SampleAssets Tests "${own[@]}" \( -iname '*.png' -o -iname '*.jpg' -o -iname '*.jpeg' -o -iname '*.heic' -o -iname '*.webp' -o -iname '*.tiff' -o -iname '*.gif' \) -print0 | sort -z)
# Photoshop documents (their sections are walked by ImageProbe): a raw and an RLE 4×2 RGB one.
python3 - "$out/images" <<'PY'
import struct, sys
for compression in (0, 1):
    rows, w = 3 * 2, 4
    data = bytes(range(rows * w)) if compression == 0 else struct.pack(">" + "H" * rows, *[w + 1] * rows) + (bytes([w - 1]) + bytes(range(w))) * rows
    doc = b"8BPS" + struct.pack(">H6xHIIHH", 1, 3, 2, w, 8, 3) + struct.pack(">I", 0) + struct.pack(">I4s", 4, b"\xab\xcd\xef\x01") + struct.pack(">IH", 0, compression) + data
    open(f"{sys.argv[1]}/seed-{compression}.psd", "wb").write(doc)
PY
while IFS= read -r -d '' f; do seed "$out/lzfse" "$f"; done < <(find Tests/AssetCatCompressionTests/Vectors -type f -print0 | sort -z)
[ "${FUZZ_SEEDS_OWN:-0}" = 1 ] || while IFS= read -r -d '' f; do seed "$out/car" "$f" 16384; done < <(find Tests -name '*.car' -print0 | sort -z)

# A tiny catalog (one image, one color, one data set) compiles to small seeds of both formats.
cat_dir="$tiny/Tiny.xcassets"
mkdir -p "$cat_dir/Dot.imageset" "$cat_dir/Ink.colorset" "$cat_dir/Note.dataset"
printf '{ "info" : { "author" : "xcode", "version" : 1 } }\n' >"$cat_dir/Contents.json"
cp "$(find SampleAssets/Demo.xcassets -name '*.png' -size -2k | sort | head -1)" "$cat_dir/Dot.imageset/dot.png"
printf '{ "images" : [ { "filename" : "dot.png", "idiom" : "universal", "scale" : "1x" }, { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "dot.png", "idiom" : "universal", "scale" : "1x" } ], "info" : { "author" : "xcode", "version" : 1 } }\n' >"$cat_dir/Dot.imageset/Contents.json"
printf '{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.5", "green" : "0.25", "red" : "1.000" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }\n' >"$cat_dir/Ink.colorset/Contents.json"
printf 'hello\n' >"$cat_dir/Note.dataset/note.txt"
printf '{ "data" : [ { "filename" : "note.txt", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }\n' >"$cat_dir/Note.dataset/Contents.json"

compile() { "$bin" compile "$@" >/dev/null 2>&1 || echo "note: no seed from: assetcat compile $*" >&2; }
compile "$cat_dir" -o "$out/archive/tiny.assetcat"
compile "$cat_dir" -o "$out/car/tiny.car"
compile SampleAssets/Demo.xcassets -o "$tiny/demo.assetcat" && seed "$out/archive" "$tiny/demo.assetcat"
compile SampleAssets/Demo.xcassets -o "$tiny/demo.car" && seed "$out/car" "$tiny/demo.car" 16384
# The broken samples that still compile (warnings only): small catalogs of every asset kind.
for c in SampleAssets/Broken/*.xcassets; do
  n=$(basename "$c" .xcassets)
  "$bin" compile "$c" -o "$tiny/$n.assetcat" >/dev/null 2>&1 && seed "$out/archive" "$tiny/$n.assetcat" 16384 || true
done
# A car's rendition cache (written beside it) seeds the cache reader.
for c in "$out"/car/*.cache; do [ -f "$c" ] && mv "$c" "$out/carcache/$(basename "$c")"; done
rm -f "$out"/*/*.stamp
for d in "$out"/*/; do echo "$(basename "$d"): $(ls "$d" | wc -l) seeds"; done
