#!/usr/bin/env bash
# Release artifacts for Linux (make dist), in OUT (default dist/):
#   assetcat-VERSION-linux-ARCH.tar.gz  one folder, laid out as a prefix: bin/assetcat (the Swift
#       runtime linked in), share/man/man1/assetcat.1, bash/zsh/fish completions (scripts/install.sh
#       writes them), LICENSE, and RUNTIME-DEPENDENCIES: the Debian packages of the shared C
#       libraries the binary loads, read off this build with ldd and dpkg -S
#   assetcat-VERSION.artifactbundle.zip  a SwiftPM artifact bundle (info.json schemaVersion 1.0, the
#       `assetcat` executable with its supportedTriples) for a binaryTarget, as other Swift
#       command-line tools publish theirs (the SwiftPM plugin runs it: Docs/Plugin.md)
#   SHA256SUMS  both files' SHA-256, as `sha256sum -c` checks them
# Usage: scripts/dist.sh ASSETCAT GENERATE_MANUAL [OUT]
set -euo pipefail
bin=${1:?usage: dist.sh ASSETCAT GENERATE_MANUAL [OUT]}
manual=${2:?usage: dist.sh ASSETCAT GENERATE_MANUAL [OUT]}
root="$(cd "$(dirname "$0")/.." && pwd)"
out=$(mkdir -p "${3:-$root/dist}" && cd "${3:-$root/dist}" && pwd)

version=$("$bin" --version)
arch=$(uname -m)
case "$arch" in
  x86_64) triple=x86_64-unknown-linux-gnu ;;
  aarch64 | arm64) arch=aarch64 triple=aarch64-unknown-linux-gnu ;;
  *) echo "dist: no target triple known for $arch" >&2; exit 2 ;;
esac
name="assetcat-$version-linux-$arch"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

stage="$tmp/$name"
"$root/scripts/install.sh" "$bin" "$manual" "$stage" >/dev/null
install -m 0644 "$root/LICENSE" "$stage/LICENSE"
{
  echo "assetcat $version for linux-$arch carries the Swift runtime; it loads these shared C libraries,"
  echo "which these Debian packages install (apt-get install them on the machine that runs it):"
  ldd "$stage/bin/assetcat" | awk '$3 ~ /^\// {print $3}' | while read -r lib; do
    dpkg -S "$(readlink -f "$lib")" 2>/dev/null || dpkg -S "$lib" 2>/dev/null || true
  done | cut -d: -f1 | grep -vE '^(libc6|libgcc-s1|libstdc\+\+6)$' | sort -u | sed 's/^/  /'
  echo "PDF and SVG sizes and rasters load poppler, librsvg and cairo when first needed (dlopen):"
  echo "  libpoppler-glib8 librsvg2-2 libcairo2 (without them, vector sizes are unknown)"
} > "$stage/RUNTIME-DEPENDENCIES"
# Same files, same bytes: sorted names, one owner, the last commit's time.
mtime=$(git -C "$root" log -1 --format=%cI 2>/dev/null || echo 2026-01-01T00:00:00Z)
tar -C "$tmp" --sort=name --owner=0 --group=0 --numeric-owner --mtime="$mtime" -cf - "$name" \
  | gzip -n -9 > "$out/$name.tar.gz"

bundle="assetcat-$version.artifactbundle"
mkdir -p "$tmp/$bundle/$name/bin"
install -m 0755 "$stage/bin/assetcat" "$tmp/$bundle/$name/bin/assetcat"
install -m 0644 "$root/LICENSE" "$tmp/$bundle/LICENSE"
cat > "$tmp/$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "assetcat": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$name/bin/assetcat",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
JSON
find "$tmp/$bundle" -exec touch -d "$mtime" {} +
rm -f "$out/$bundle.zip"
(cd "$tmp" && find "$bundle" | LC_ALL=C sort | zip -X -q "$out/$bundle.zip" -@)

(cd "$out" && sha256sum "$name.tar.gz" "$bundle.zip" > SHA256SUMS)
echo "dist: $out/$name.tar.gz, $out/$bundle.zip, $out/SHA256SUMS"
