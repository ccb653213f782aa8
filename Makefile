# formrun — make run | make test | make build | make bench
SWIFT ?= swift
FORM ?= forms/signup.json
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test build debug bench fuzz deps clean

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

## libFuzzer targets (Tests/Fuzz), each built with FormCore's sources and run FUZZ_SECONDS from a
## scratch copy of its corpus (Tests/Fuzz/Corpus/TARGET); a crash stops with the input that caused it.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := FormReaderFuzz ConditionFuzz
fuzz: deps
	@mkdir -p .build/fuzz
	@for t in $(FUZZ_TARGETS); do \
		echo "fuzz: building $$t"; \
		swiftc -swift-version 6 -sanitize=fuzzer,address -parse-as-library -O -module-name FormCore \
			$$(find Sources/FormCore -name '*.swift' | sort) Tests/Fuzz/$$t.swift -o .build/fuzz/$$t 2>&1 \
			| grep -v 'ld.gold: warning' || true; \
		test -x .build/fuzz/$$t || exit 1; \
		rm -rf .build/fuzz/corpus-$$t && cp -r Tests/Fuzz/Corpus/$$t .build/fuzz/corpus-$$t; \
		echo "fuzz: running $$t for $(FUZZ_SECONDS) s"; \
		if ! .build/fuzz/$$t -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=4096 -max_len=65536 \
			-artifact_prefix=.build/fuzz/$$t- .build/fuzz/corpus-$$t > .build/fuzz/$$t.log 2>&1; then \
			grep -E 'ERROR|SUMMARY|Test unit' .build/fuzz/$$t.log; exit 1; \
		fi; \
		grep -E '^Done' .build/fuzz/$$t.log; \
	done

clean:
	rm -rf .build
