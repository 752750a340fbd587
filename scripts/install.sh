#!/usr/bin/env bash
# Installs assetcat under a prefix: the binary, bash/zsh/fish completions and the man page.
#   scripts/install.sh ASSETCAT GENERATE_MANUAL PREFIX
# ASSETCAT is a release binary built with the Swift runtime linked statically (make install
# builds it); GENERATE_MANUAL is swift-argument-parser's generate-manual tool, which writes the
# man page from the binary's own help (assetcat --experimental-dump-help).
set -euo pipefail
bin=${1:?usage: install.sh ASSETCAT GENERATE_MANUAL PREFIX}
manual=${2:?usage: install.sh ASSETCAT GENERATE_MANUAL PREFIX}
prefix=${3:?usage: install.sh ASSETCAT GENERATE_MANUAL PREFIX}

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
  "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 0755 "$bin" "$prefix/bin/assetcat"
installed="$prefix/bin/assetcat"
"$installed" --generate-completion-script bash > "$prefix/share/bash-completion/completions/assetcat"
"$installed" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_assetcat"
"$installed" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/assetcat.fish"
# The page's date is the last commit's, so the same sources give the same page.
date=$(git log -1 --format=%cs 2>/dev/null || echo 2026-01-01)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$manual" "$installed" --date "$date" --output-directory "$tmp"
install -m 0644 "$tmp/assetcat.1" "$prefix/share/man/man1/assetcat.1"
echo "installed $("$installed" --version) in $prefix (bin, man1, bash/zsh/fish completions)"
