# assetcat — the two commands of the README, and the benchmark.
#   make demo   installs what is missing, builds, and runs the main job on SampleAssets/
#   make test   installs what is missing and runs the tests
#   make bench  builds in release mode and prints the benchmark tables (Docs/Performance.md); with
#               ACTOOL=path (xcbuild's actool) it measures that peer in the same run
#   make format rewrites the Swift sources in place with swift-format (.swift-format)
#   make lint   fails when swift-format would change anything or a lint rule finds something, a
#               Swift line is over 120 characters, the docs disagree with the package (module
#               table, links, paths outside the repo), or a module that must link no C (the
#               catalog reader, the runtime) depends on C
#   make fuzz   runs every libFuzzer target with AddressSanitizer for FUZZ_TIME seconds (default 60),
#               two at a time; fails on any finding (Docs/Fuzzing.md)
#   make fuzz-replay  runs the committed fuzz corpora (Fuzz/corpus) through the ordinary build's
#               targets once; make test does it too
#   make fuzz-long FUZZ_TIME=600  a campaign of FUZZ_TIME seconds a target from the project's own
#               seeds and the committed corpora, then merges what it found into Fuzz/corpus
#   make test-asan  the tests under AddressSanitizer (build path .build-asan)
#   make install PREFIX=/usr/local  a release binary with the Swift runtime linked statically,
#               shell completions (bash, zsh, fish) and a man page; install-check tries it
#   make dist   release artifacts in dist/: tarball, .artifactbundle zip, SHA256SUMS; dist-check checks them
#   make check-consumer  builds and runs a package that depends on a tagged clone by version
#   make check-plugin-client  Examples/PluginClient's build and tests, and verify on its Assets.car
#   make check-bazel  Examples/bazel: the per-asset car against one compile, and a remote cache on 127.0.0.1
SHELL := /bin/bash
SWIFT ?= swift
DEMO_OUT ?= .build/demo
PREFIX ?= /usr/local
# The installed binary carries the Swift runtime, so it runs wherever the C libraries are.
INSTALL_BUILD := -c release --static-swift-stdlib
# libpoppler-glib-dev, librsvg2-dev, libcairo2-dev: PDF and SVG sizes and rasters (see
# Docs/Dependencies.md); poppler-utils and librsvg2-bin: pdfinfo and rsvg-convert, which the corpus
# tests compare sizes with; chromium: the report's browser test; python3-yaml: the workflow
# example's parse test.
APT_PACKAGES := libpng-dev libjpeg62-turbo-dev libpoppler-glib-dev librsvg2-dev libcairo2-dev zlib1g-dev libdeflate-dev libssl-dev libwebp-dev libtiff-dev libgif-dev liblcms2-dev \
  poppler-utils librsvg2-bin pkg-config chromium python3-yaml

.PHONY: deps build release test test-asan fuzz fuzz-replay fuzz-long demo bench bench-report format lint install install-check \
  check-consumer check-plugin-client check-bazel release-tools dist dist-check clean

# Installs the system libraries when they are missing (Debian/Ubuntu; root or sudo).
deps:
	@if ! pkg-config --exists libpng libjpeg libwebpdemux libtiff-4 libgif lcms2 zlib poppler-glib librsvg-2.0 cairo 2>/dev/null \
	    || ! command -v pdfinfo rsvg-convert chromium >/dev/null \
	    || ! /usr/bin/python3 -c 'import yaml' 2>/dev/null; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update && $$SUDO apt-get install -y $(APT_PACKAGES); \
	fi

build: deps
	$(SWIFT) build

# The release build is the installed form: Swift's libraries linked in (--static-swift-stdlib),
# so `make bench` measures what users run. It also starts faster: `assetcat --version` 7.7 ms
# against 13.5 ms linked to the shared Swift libraries, one `resolve` on a car 13.5 vs 19.6 ms.
# The products by name: a build of everything would take the test-support library too, and the
# Testing module it imports is not among the static Swift libraries.
release: deps
	$(SWIFT) build $(INSTALL_BUILD) --product assetcat
	$(SWIFT) build $(INSTALL_BUILD) --product assetcat-bench

# Pairs of a source catalog and the Assets.car Apple's actool built from it, kept outside the
# repository (the cars belong to their apps): the conformance suite runs on them when present.
ASSETCAT_CAR_PAIRS ?= $(wildcard $(abspath ../car-pairs))
export ASSETCAT_CAR_PAIRS

# The tests' rendition caches (actool and compile -o X.car keep one by default) go under .build,
# not into the user's cache folder.
test: deps
	$(SWIFT) build --build-tests
	XDG_CACHE_HOME=$(CURDIR)/.build/test-cache $(SWIFT) test --skip-build
	@SWIFT=$(SWIFT) scripts/fuzz-replay.sh

# The tests under AddressSanitizer, in their own build path (CI runs it). Leak detection is off:
# it reports XCTest's own runner objects (the test bundle's XCTest pass), not memory errors.
# ASAN_SKIP keeps the suites of the readers of untrusted bytes (byte layer, .assetcat, Assets.car,
# LZFSE/LZVN, image headers and decoders, .xcassets and JSON) and leaves out the ones that drive
# the writers, the command line's wording, actool, validation, the HTML report and scheduling:
# they read no untrusted bytes the kept suites do not, and skipping them keeps CI inside its 30
# minutes (`make test-asan ASAN_SKIP=` runs everything).
ASAN_SKIP ?= AssetCatCLITests|AssetCatReportTests|AssetCatParallelTests|AssetCatActoolTests|AssetCatCARWriterTests|AssetCatValidationTests|AssetCatSymbolsTests
test-asan: deps
	$(SWIFT) build --build-tests --sanitize=address --build-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --build-path .build-asan \
	  $(if $(ASAN_SKIP),--skip '$(ASAN_SKIP)')

FUZZ_TIME ?= 60
FUZZ_JOBS ?= 2
fuzz: deps
	@FUZZ_TIME=$(FUZZ_TIME) FUZZ_JOBS=$(FUZZ_JOBS) SWIFT=$(SWIFT) scripts/fuzz.sh

# The committed corpora, replayed without sanitizers (the build's fuzz targets replay files).
fuzz-replay:
	$(SWIFT) build
	@SWIFT=$(SWIFT) scripts/fuzz-replay.sh

# A campaign whose finds are kept: grown in .build-fuzz/long from the project's own seeds
# (FUZZ_SEEDS_OWN=1: no vendored catalog, no other app's car) and Fuzz/corpus, then merged into
# Fuzz/corpus (scripts/fuzz-merge.sh: a small set covering both, inputs of at most 1 KiB).
fuzz-long: deps
	@FUZZ_TIME=$(FUZZ_TIME) FUZZ_JOBS=$(FUZZ_JOBS) SWIFT=$(SWIFT) FUZZ_SEEDS_OWN=1 FUZZ_CORPUS=.build-fuzz/long scripts/fuzz.sh
	@SWIFT=$(SWIFT) FUZZ_CORPUS=.build-fuzz/long scripts/fuzz-merge.sh

demo: build
	@scripts/demo.sh "$$($(SWIFT) build --show-bin-path)/assetcat" "$(DEMO_OUT)"

bench: release
	$(SWIFT) build $(INSTALL_BUILD) --product assetcat-codec-bench
	@ACTOOL="$(ACTOOL)" python3 scripts/bench.py --bin "$$($(SWIFT) build $(INSTALL_BUILD) --show-bin-path)"

# The report at 3,000 assets: write time and load time in headless Chromium (target ≤ 2 s).
bench-report: release
	@python3 scripts/bench-report.py --bin "$$($(SWIFT) build $(INSTALL_BUILD) --show-bin-path)"

# swift-format ships with the toolchain. .swift-format is its default configuration, fitted to how
# this code is written: 2-space indent; lineLength 120 (swift-format's default is 100; it does not
# break string literals or comments, so a long one is split by hand, `"…" + "…"` or a `\` line
# continuation inside a multi-line literal, which leaves the string as it was, and
# scripts/check-line-length.py, run by `make lint`, fails on any Swift line over 120 characters);
# and three rules off, because the code follows the opposite convention on purpose:
#   OneVariableDeclarationPerLine  `var lo = 0, hi = n`, `let a = x, b = y` pairs (79 places)
#   AlwaysUseLowerCamelCase        the diagnostic codes are the enum cases `AC001`…`AC061`
#                                  (SPEC §6's spelling) and tests name cases after them
#   OneCasePerLine                 short enums list their cases on one line
#                                  (`case png, jpeg, pdf, svg`, `case gray = 0, rgb = 2, rgba = 6`)
# Everything else is swift-format's default; `make format` applies it (semicolon one-liners such
# as `{ valid = false; continue }` become one statement a line), after which `make lint` passes.
FORMAT_PATHS := Sources Tests Plugins Package.swift

format:
	$(SWIFT) format --in-place --parallel -r $(FORMAT_PATHS)

# lint also checks that no Swift line is over 120 characters (scripts/check-line-length.py: the
# tracked .swift files of Sources, Tests, Plugins, Examples and Package.swift), and the docs:
# Docs/Architecture.md's module table against Package.swift (and, in the same script, that
# AssetCatSource and the runtime's modules depend on no C target, however indirectly), every
# relative link in the Markdown, that the catalogs scripts draw (SampleAssets, the Fixed catalogs)
# are what their scripts draw today (scripts/check-fixtures.py), and that no tracked file points
# outside the repository (a sibling folder, a machine's path) or at an internal issue number (the
# pattern is spelled so that it does not match this line).
lint:
	$(SWIFT) format lint --strict -r $(FORMAT_PATHS)  # not --parallel: its findings interleave
	python3 scripts/check-architecture.py
	python3 scripts/check-line-length.py
	python3 scripts/check-links.py
	python3 scripts/check-fixtures.py
	@if git rev-parse --git-dir >/dev/null 2>&1 && git grep -nE '\.\.[/]shared|/wor[k]/|issu[e] [0-9]+'; then \
	  echo "lint: the lines above point outside the repository or at an issue number" >&2; exit 1; fi
# The installed binary and swift-argument-parser's generate-manual (the man page), for install and dist.
RELEASE_BIN = $$($(SWIFT) build $(INSTALL_BUILD) --show-bin-path)/assetcat
GENERATE_MANUAL = $$($(SWIFT) build --show-bin-path)/generate-manual
release-tools: deps
	$(SWIFT) build $(INSTALL_BUILD) --product assetcat
	$(SWIFT) build --product generate-manual

install: release-tools
	@scripts/install.sh "$(RELEASE_BIN)" "$(GENERATE_MANUAL)" "$(DESTDIR)$(PREFIX)"

install-check:
	@scripts/install-check.sh

# Release artifacts in dist/ (scripts/dist.sh): the tarball with the static-Swift binary, its man
# page, completions, LICENSE and the Debian packages it needs at run time; the SwiftPM
# .artifactbundle zip; SHA256SUMS. dist-check unpacks them and runs the binaries with env -i, and
# builds a package whose plugin (AssetCatBinaryPlugin) runs the bundle's assetcat.
dist: release-tools
	@scripts/dist.sh "$(RELEASE_BIN)" "$(GENERATE_MANUAL)" dist

dist-check: dist
	@scripts/dist-check.sh dist
	@scripts/check-plugin-binary.sh dist

# Examples/PluginClient built with the plugin: its tests, then verify on the Assets.car it got.
check-plugin-client: build
	@scripts/check-plugin-client.sh

# A package that depends on a tagged clone of this repository by URL and version, as users do
# (Examples/ConsumerPackage): it links AssetCatRuntime and AssetCatSourceReader and runs.
check-consumer: deps
	@scripts/check-consumer.sh

# Examples/bazel with Debian's Bazel: the per-asset car against one compile, and the cache
# checks against a remote cache (BuildGrid's bgd) on 127.0.0.1 (scripts/check-bazel.sh).
check-bazel: release-tools
	@scripts/check-bazel.sh "$$(dirname $(RELEASE_BIN))"

clean:
	rm -rf .build
