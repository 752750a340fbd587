#!/usr/bin/env bash
# The benchmark of the compiled catalog (see Docs/CompiledCatalogFormat.md, "Performance"):
# generates ~3,000 image sets (~9,000 PNGs) into bench-cache/ once, then times a cold compile, a
# no-op recompile, open and single lookups with the release binaries in BINDIR.
set -eu
bindir=${1:?usage: bench.sh BINDIR}
exec "$bindir/assetcat-bench" --assetcat "$bindir/assetcat" --cache "${BENCH_CACHE:-bench-cache}" "${@:2}"
