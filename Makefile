# assetcat — the two commands of the README, and the benchmark.
#   make demo   installs what is missing, builds, and runs the main job on SampleAssets/
#   make test   installs what is missing and runs the tests
#   make bench  builds in release mode and prints the benchmark table (see README)
SHELL := /bin/bash
SWIFT ?= swift
DEMO_OUT ?= .build/demo
APT_PACKAGES := libpng-dev libjpeg62-turbo-dev zlib1g-dev pkg-config

.PHONY: deps build release test demo bench clean

# Installs the system libraries when they are missing (Debian/Ubuntu; root or sudo).
deps:
	@if ! pkg-config --exists libpng libjpeg zlib 2>/dev/null; then \
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

clean:
	rm -rf .build
