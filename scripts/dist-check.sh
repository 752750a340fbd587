#!/usr/bin/env bash
# Checks what make dist wrote in DIR (default dist/): the sums match; the tarball holds the binary,
# the man page, the three completions, LICENSE and RUNTIME-DEPENDENCIES; the artifact bundle's
# info.json names an `assetcat` executable whose variants exist; and both binaries run with an
# empty environment (env -i: no Swift toolchain on PATH, no LD_LIBRARY_PATH) and load no libswift*.
# Usage: scripts/dist-check.sh [DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir=$(cd "${1:-$root/dist}" && pwd)
fail() { echo "dist-check: $*" >&2; exit 1; }

(cd "$dir" && sha256sum --quiet -c SHA256SUMS) || fail "SHA256SUMS does not match"
tarballs=("$dir"/assetcat-*-linux-"$(uname -m)".tar.gz)
[ -f "${tarballs[0]}" ] && [ ${#tarballs[@]} = 1 ] || fail "not one tarball for $(uname -m) in $dir"
name=$(basename "${tarballs[0]}" .tar.gz)
version=${name#assetcat-}
version=${version%-linux-*}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Runs a binary with nothing in its environment, from /, and checks its version and what it loads.
runs_alone() {
  local exe=$1
  [ "$(cd / && env -i "$exe" --version)" = "$version" ] || fail "$exe --version is not $version"
  (cd / && env -i "$exe" validate "$root/SampleAssets/Demo.xcassets" --quiet 2>/dev/null) || fail "$exe validate failed"
  if ldd "$exe" | grep -i libswift; then fail "$exe loads the Swift runtime (above)"; fi
}

tar -C "$tmp" -xzf "${tarballs[0]}"
for f in bin/assetcat share/man/man1/assetcat.1 share/bash-completion/completions/assetcat \
  share/zsh/site-functions/_assetcat share/fish/vendor_completions.d/assetcat.fish LICENSE RUNTIME-DEPENDENCIES; do
  [ -s "$tmp/$name/$f" ] || fail "$name.tar.gz has no $f"
done
extra=$(tar -tzf "${tarballs[0]}" | grep -v '/$' | sed "s|^$name/||" | grep -vxE 'bin/assetcat|share/man/man1/assetcat\.1|share/bash-completion/completions/assetcat|share/zsh/site-functions/_assetcat|share/fish/vendor_completions\.d/assetcat\.fish|LICENSE|RUNTIME-DEPENDENCIES' || true)
[ -z "$extra" ] || fail "unexpected files in the tarball: $extra"
runs_alone "$tmp/$name/bin/assetcat"

bundle="assetcat-$version.artifactbundle"
unzip -q "$dir/$bundle.zip" -d "$tmp/zip"
variants=$(python3 - "$tmp/zip/$bundle" <<'PY'
import json, os, sys
bundle = sys.argv[1]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info["schemaVersion"]
artifact = info["artifacts"]["assetcat"]
assert artifact["type"] == "executable", artifact["type"]
assert artifact["variants"], "no variants"
for variant in artifact["variants"]:
    assert variant["supportedTriples"], variant
    path = os.path.join(bundle, variant["path"])
    assert os.access(path, os.X_OK), path + " is not an executable"
    print(path)
PY
) || fail "the artifact bundle's info.json is not as SwiftPM reads it"
for exe in $variants; do runs_alone "$exe"; done
echo "dist-check: $name.tar.gz and $bundle.zip are complete and run without a Swift toolchain"
