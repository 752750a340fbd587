# assetcat — the two commands of the README, and the benchmark.
#   make demo   installs what is missing, builds, and runs the main job on SampleAssets/
#   make test   installs what is missing and runs the tests
#   make bench  builds in release mode and prints the benchmark table (see README)
SHELL := /bin/bash
SWIFT ?= swift
DEMO_OUT ?= .build/demo
# libpoppler-glib-dev, librsvg2-dev, libcairo2-dev: PDF and SVG sizes and rasters (see README's
# dependency table); poppler-utils and librsvg2-bin: pdfinfo and rsvg-convert, which the corpus
# tests compare sizes with; chromium: the report's browser test; python3-yaml: the workflow
# example's parse test.
APT_PACKAGES := libpng-dev libjpeg62-turbo-dev libpoppler-glib-dev librsvg2-dev libcairo2-dev \
  poppler-utils librsvg2-bin pkg-config chromium python3-yaml

.PHONY: deps build release test demo bench bench-report clean

# Installs the system libraries when they are missing (Debian/Ubuntu; root or sudo).
deps:
	@if ! pkg-config --exists libpng libjpeg poppler-glib librsvg-2.0 cairo 2>/dev/null \
	    || ! command -v pdfinfo rsvg-convert chromium >/dev/null \
	    || ! /usr/bin/python3 -c 'import yaml' 2>/dev/null; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update && $$SUDO apt-get install -y $(APT_PACKAGES); \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

demo: build
	@scripts/demo.sh "$$($(SWIFT) build --show-bin-path)/assetcat" "$(DEMO_OUT)"

bench: release
	@python3 scripts/bench.py --bin "$$($(SWIFT) build -c release --show-bin-path)"

# The report at 3,000 assets: write time and load time in headless Chromium (target ≤ 2 s).
bench-report: release
	@python3 scripts/bench-report.py --bin "$$($(SWIFT) build -c release --show-bin-path)"

clean:
	rm -rf .build
