# formrun — make run | make test | make build | make bench
SWIFT ?= swift
FORM ?= forms/signup.json
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test build debug bench deps clean

## Installs libncurses-dev when pkg-config cannot find ncursesw.
deps:
	@if ! pkg-config --exists ncursesw 2>/dev/null; then \
		echo "Installing libncurses-dev (and pkg-config)…"; \
		$(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libncurses-dev pkg-config; \
	fi

debug: deps
	$(SWIFT) build

build: deps
	$(SWIFT) build -c release

run: build
	./.build/release/formrun $(FORM)

## Builds the binary the end-to-end tests start, then runs every test.
test: deps
	$(SWIFT) build
	$(SWIFT) test --disable-swift-testing

bench: deps
	$(SWIFT) build -c release --product formrun-bench
	$(SWIFT) build -c release --product formrun
	./.build/release/formrun-bench

clean:
	rm -rf .build
