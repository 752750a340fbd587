#!/usr/bin/env bash
# make install into a temporary prefix, then run the installed binary from another folder with
# LD_LIBRARY_PATH unset: --version, a validate of the sample, and no libswift* in ldd.
set -euo pipefail
repo=$(pwd)
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
make install PREFIX="$prefix"
cd /
env -u LD_LIBRARY_PATH "$prefix/bin/assetcat" --version
env -u LD_LIBRARY_PATH "$prefix/bin/assetcat" validate "$repo/SampleAssets/Demo.xcassets"
if ldd "$prefix/bin/assetcat" | grep -i libswift; then
  echo "install-check: the installed binary links the Swift runtime dynamically" >&2
  exit 1
fi
for f in share/man/man1/assetcat.1 share/bash-completion/completions/assetcat \
  share/zsh/site-functions/_assetcat share/fish/vendor_completions.d/assetcat.fish; do
  test -s "$prefix/$f" || { echo "install-check: $f missing" >&2; exit 1; }
done
echo "install-check: ok"
