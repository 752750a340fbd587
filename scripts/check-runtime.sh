#!/usr/bin/env bash
# CI: the lookup runtime (product AssetCatRuntime) builds and links alone, with no C library and
# no file-writing code. Builds Examples/Embedder (which depends on that product only), then:
#   1. the objects linked into it come only from AssetCatBytes, AssetCatCore, AssetCatArchive,
#      AssetCatCompression (Swift LZFSE/LZVN decoders), AssetCatCAR and AssetCatCompiledFile;
#   2. it loads no image/document C library (ldd) and holds no libpng/libjpeg/shim symbol (nm);
#   3. the runtime's objects call no file-writing function: no undefined reference to
#      rename/fsync/write/unlink/truncate/mkdir/creat/fopen/… (libc) nor to Foundation's
#      writing APIs (Data.write, FileManager, FileHandle, String.write, OutputStream); `open`, the
#      one call that could create a file, is passed O_RDONLY only (no O_CREAT/O_WRONLY/O_RDWR in
#      the runtime's sources);
#   4. it runs: resolves the sample catalog compiled by the CLI (BIN: the CLI's bin folder).
# Usage: scripts/check-runtime.sh [BIN]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fail() { echo "check-runtime: $*" >&2; exit 1; }

. "$root/scripts/linked-alone.sh"
build_example Embedder
only_modules "AssetCatArchive AssetCatBytes AssetCatCAR AssetCatCompiledFile AssetCatCompression AssetCatCore Embedder" \
  "the embedder (only the runtime may be)"
no_c_libraries 'png|jpeg|poppler|rsvg|cairo|xml2|libz\.so' 'png_|jpeg_|jpeg|acshim_|poppler_|rsvg_|cairo_'

objs="$(grep -v '/Embedder\.build/' "$list")"
undefined="$(nm -u $objs 2>/dev/null | awk '{print $2}' | sort -u)"
writing='^(rename|renameat|renameat2|fsync|fdatasync|sync_file_range|write|pwrite|pwrite64|writev|pwritev|unlink|unlinkat|truncate|truncate64|ftruncate|ftruncate64|creat|creat64|mkdir|mkdirat|fopen|fopen64|fwrite|fputs|link|linkat|symlink|symlinkat|openat|openat64|remove|rmdir)$'
if echo "$undefined" | grep -Ex "$writing"; then fail "the runtime calls a file-writing function (above)"; fi
if echo "$undefined" | swift demangle | grep -E 'Foundation\.(Data\.write|FileManager|FileHandle|OutputStream)|String\.write\(toFile|\.write\(to: Foundation\.URL'; then
  fail "the runtime calls a Foundation writing API (above)"
fi
if grep -rnE 'O_CREAT|O_WRONLY|O_RDWR|O_TRUNC|O_APPEND' "$root/Sources/AssetCatArchive" "$root/Sources/AssetCatCore" "$root/Sources/AssetCatBytes" \
  "$root/Sources/AssetCatCAR" "$root/Sources/AssetCatCompiledFile" "$root/Sources/AssetCatCompression"; then
  fail "the runtime opens a file for writing (above)"
fi

cli_bin="${1:-$(cd "$root" && swift build --show-bin-path)}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$cli_bin/assetcat" compile "$root/SampleAssets/Demo.xcassets" -o "$tmp/Demo.assetcat" --quiet
"$exe" "$tmp/Demo.assetcat" Star "idiom=phone,scale=3,height=compact"
"$cli_bin/assetcat" compile "$root/SampleAssets/Demo.xcassets" -o "$tmp/Assets.car" --quiet
"$exe" "$tmp/Assets.car" Star "idiom=phone,scale=3,height=compact"
echo "check-runtime: the runtime links alone (modules: $modules), with no C library and no file-writing calls"
