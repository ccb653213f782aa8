# formrun — make run | make test | make build | make bench
SWIFT ?= swift
FORM ?= forms/signup.json
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
## How the shipped binary is built (make build, make install, make bench).
RELEASE_FLAGS ?= -c release

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
	$(SWIFT) build $(RELEASE_FLAGS)

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

## libFuzzer targets (Tests/Fuzz): FormDiff, FormCore and FormUI built once as instrumented static
## libraries, then each target linked against them and run FUZZ_SECONDS from a scratch copy of its
## corpus (Tests/Fuzz/Corpus/TARGET); a crash stops with the input that caused it.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := FormReaderFuzz ConditionFuzz KeyStreamFuzz
FUZZ_DIR := .build/fuzz
FUZZ_FLAGS := -swift-version 6 -sanitize=fuzzer,address -parse-as-library -O -I $(FUZZ_DIR)
fuzz: deps
	@mkdir -p $(FUZZ_DIR)
	@for m in FormDiff FormCore FormUI; do \
		echo "fuzz: building $$m"; \
		swiftc $(FUZZ_FLAGS) -emit-library -static -emit-module -module-name $$m \
			$$(find Sources/$$m -name '*.swift' | sort) -o $(FUZZ_DIR)/lib$$m.a || exit 1; \
	done
	@for t in $(FUZZ_TARGETS); do \
		swiftc $(FUZZ_FLAGS) Tests/Fuzz/$$t.swift -L $(FUZZ_DIR) -lFormUI -lFormCore -lFormDiff \
			-o $(FUZZ_DIR)/$$t 2>&1 | grep -v 'ld.gold: warning' || true; \
		test -x $(FUZZ_DIR)/$$t || exit 1; \
		rm -rf $(FUZZ_DIR)/corpus-$$t && cp -r Tests/Fuzz/Corpus/$$t $(FUZZ_DIR)/corpus-$$t; \
		echo "fuzz: running $$t for $(FUZZ_SECONDS) s"; \
		if ! LSAN_OPTIONS=suppressions=Tests/Fuzz/lsan.supp:print_suppressions=0 $(FUZZ_DIR)/$$t -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=4096 -max_len=65536 \
			-artifact_prefix=$(FUZZ_DIR)/$$t- $(FUZZ_DIR)/corpus-$$t > $(FUZZ_DIR)/$$t.log 2>&1; then \
			grep -E 'ERROR|SUMMARY|Test unit|Fatal' $(FUZZ_DIR)/$$t.log; exit 1; \
		fi; \
		grep -E '^Done' $(FUZZ_DIR)/$$t.log; \
	done

clean:
	rm -rf .build
