#!/usr/bin/env bash
# CI: reading a source catalog links no C. Builds Examples/SourceReader (which depends on the
# product AssetCatSourceReader only), then:
#   1. the objects linked into it come only from AssetCatSource and its Swift dependencies
#      (AssetCatCore, AssetCatImageStructure, AssetCatBytes, AssetCatFileSystem, AssetCatParallel);
#   2. it loads no image, document, compression or colour C library (ldd) and holds none of their
#      symbols nor a shim's (nm);
#   3. it runs: reads SampleAssets/Demo.xcassets, with its bitmaps' pixel sizes, and its PDF's and
#      SVG's sizes unknown (the reader's default inspector, without C).
# The same rule is checked on Package.swift by scripts/check-architecture.py (make lint).
# Usage: scripts/check-source-reader.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fail() { echo "check-source-reader: $*" >&2; exit 1; }

. "$root/scripts/linked-alone.sh"
build_example SourceReader
only_modules "AssetCatBytes AssetCatCore AssetCatFileSystem AssetCatImageStructure AssetCatParallel AssetCatSource SourceReader" \
  "the source reader (only AssetCatSource and its Swift dependencies may be)"
no_c_libraries 'png|jpeg|webp|tiff|gif|poppler|rsvg|cairo|lcms|deflate|libz\.so' \
  'png_|jpeg_|jpeg|acshim_|acvec_|accolor_|poppler_|rsvg_|cairo_|cms|libdeflate_|inflate|crc32'

out="$("$exe" "$root/SampleAssets/Demo.xcassets")"
echo "$out" | grep -qE '^image .*png [0-9]+×[0-9]+ px' || fail "no bitmap with its pixel size in the output:"$'\n'"$out"
echo "$out" | grep -qE '(pdf|svg) \? pt' || fail "no vector rendition with its size unknown in the output:"$'\n'"$out"
echo "check-source-reader: the reader links alone (modules: $modules), with no C library"
