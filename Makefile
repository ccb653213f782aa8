# formrun — make run | make test | make build | make bench
SWIFT ?= swift
FORM ?= forms/signup.json
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
## How the shipped binary is built (make build, make install, make bench): one static executable
## (DECISIONS.md "One static executable"): the Swift runtime, libstdc++, the C library, ncursesw and
## tinfo linked in, nothing loaded at start and nothing mapped but what runs (peak RSS on signup
## 7.2 → 4.9 MB). It needs the static archives: libc.a (libc6-dev), libncursesw.a and libtinfo.a
## (libncurses-dev), libstdc++.a (the C++ compiler's). Without one of them the binary is built as
## before: Swift runtime and libstdc++ linked in, the C library shared, ncursesw opened with
## dlopen when a form is drawn (Sources/CCurses), so that `formrun --version` never maps it.
STATIC_CXX_DIR = $(CURDIR)/.build/static-libstdc++
STATIC_CXX_FLAGS = $(shell for cc in c++ cc clang; do a=$$($$cc -print-file-name=libstdc++.a 2>/dev/null) || continue; \
	case "$$a" in (/*) [ -f "$$a" ] && mkdir -p "$(STATIC_CXX_DIR)" && ln -sf "$$a" "$(STATIC_CXX_DIR)/libstdc++.a" \
	&& echo "-Xlinker -L$(STATIC_CXX_DIR)"; break;; esac; done)
## `yes` when every archive a static executable needs is installed.
STATIC_ARCHIVES = libc.a libm.a libncursesw.a libtinfo.a libstdc++.a
STATIC_READY = $(shell for cc in cc clang c++; do command -v $$cc >/dev/null 2>&1 || continue; \
	for a in $(STATIC_ARCHIVES); do p=$$($$cc -print-file-name=$$a); case "$$p" in (/*) [ -f "$$p" ] || exit 0;; (*) exit 0;; esac; done; \
	echo yes; exit 0; done)
## The static link: ncursesw and tinfo named (they are not in the Swift driver's list), the curses
## shim's table filled at link time (FORMRUN_CURSES_LINKED), and the segments placed so that each
## starts at a file offset equal to its address modulo 2 MB: the page cache holds a file in folios
## of up to 2 MB aligned in the file, and the kernel maps a touched page's whole folio; aligned,
## the code that runs together shares folios (RSS installed 5.2 → 4.9 MB).
STATIC_LINK_FLAGS = -Xswiftc -static-executable -Xcc -DFORMRUN_CURSES_LINKED -Xlinker -lncursesw -Xlinker -ltinfo \
	-Xlinker -z -Xlinker max-page-size=0x200000
## Start-up: a position-dependent executable (the ~23k relocations of the Swift metadata resolved
## when linking, not at every start: DECISIONS.md "A position-dependent executable"), linked by
## lld, the executable's symbols not exported (the runtime's dladdr at start scans them), libgcc
## linked in (no libgcc_s.so); a static executable is all of that.
STARTUP_LINK_FLAGS = -Xswiftc -use-ld=lld -Xlinker --no-export-dynamic \
	$(if $(STATIC_READY),$(STATIC_LINK_FLAGS),-Xswiftc -Xclang-linker -Xswiftc -static-libgcc -Xswiftc -Xclang-linker -Xswiftc -no-pie)
## The code that runs at start-up side by side: each function in a section of its own, and those
## listed in scripts/startup-order.txt (written by scripts/startup-order.py) placed first, so that
## the pages the kernel maps around the code a small form runs hold little else (peak RSS on
## signup 10.5 → 8.1 MB: DECISIONS.md "The code that runs first, side by side"; 8.6 → 7.0 MB with
## the standard library's one-section blocks placed first: docs/ARCHITECTURE.md, "Start-up").
## The functions without a symbol (`.text..L…`), which no order file can name, are gathered next
## to the PLT by scripts/startup-sections.ld.
STARTUP_ORDER_FLAGS = -Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker --symbol-ordering-file=$(CURDIR)/scripts/startup-order.txt -Xlinker --no-warn-symbol-ordering \
	-Xlinker -T -Xlinker $(CURDIR)/scripts/startup-sections.ld
## Type metadata reached through accessor functions, not by demangling the type's mangled name at
## its first use (the runtime's default): demangling, and checking a generic type's requirements
## by scanning every protocol conformance, were a quarter of the instructions of a first screen.
METADATA_FLAGS = -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
RELEASE_FLAGS ?= -c release --static-swift-stdlib --disable-local-rpath $(STATIC_CXX_FLAGS) $(STARTUP_LINK_FLAGS) $(STARTUP_ORDER_FLAGS) $(METADATA_FLAGS)

.PHONY: run test build debug bench fuzz deps test-deps clean install install-prefix uninstall api docs package-access

## What running needs: libncurses-dev (and pkg-config), installed with apt-get (through sudo
## unless root) only when pkg-config cannot find ncursesw, and saying so first.
deps:
	@if ! pkg-config --exists ncursesw 2>/dev/null; then \
		echo "make: installing libncurses-dev and pkg-config (needed to build formrun) with $(if $(SUDO),sudo apt-get,apt-get)…"; \
		$(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libncurses-dev pkg-config; \
	fi

## What only the tests need: the shells the tests of --format sh run its output in (zsh, dash),
## installed the same way when missing. make run and make install never install them.
test-deps: deps
	@missing=""; for shell in zsh dash; do command -v $$shell >/dev/null 2>&1 || missing="$$missing $$shell"; done; \
	if [ -n "$$missing" ]; then \
		echo "make: installing$$missing (the shells the tests eval --format sh in) with $(if $(SUDO),sudo apt-get,apt-get)…"; \
		$(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

debug: deps
	$(SWIFT) build

build: deps
	$(SWIFT) build $(RELEASE_FLAGS)

run: build
	./.build/release/formrun $(FORM)

## Builds the binary the end-to-end tests start, then runs every test.
test: test-deps
	$(SWIFT) build
	$(SWIFT) test --disable-swift-testing

## dialog is the start-up baseline: installed with apt when it can be; without it those lines are skipped.
bench: deps
	@command -v dialog >/dev/null 2>&1 || { echo "Installing dialog (the start-up baseline)…"; \
		$(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dialog >/dev/null 2>&1 \
		|| { $(SUDO) apt-get update -qq >/dev/null 2>&1 && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dialog >/dev/null 2>&1; } \
		|| echo "dialog could not be installed: the start-up lines against dialog are skipped"; }
	$(SWIFT) build $(RELEASE_FLAGS) --product formrun-bench
	$(SWIFT) build $(RELEASE_FLAGS) --product formrun
	./.build/release/formrun-bench

## libFuzzer targets (Tests/Fuzz): the library modules (FUZZ_MODULES, each after the ones it
## imports) built once as instrumented static libraries, then each target linked against them
## and run FUZZ_SECONDS from a scratch copy of its corpus (Tests/Fuzz/Corpus/TARGET); a crash
## stops with the input that caused it.
FUZZ_SECONDS ?= 60
## An input that takes longer than this (seconds) fails the run: a slow path is a finding.
FUZZ_TIMEOUT ?= 10
FUZZ_TARGETS := FormReaderFuzz ConditionFuzz KeyStreamFuzz ValuesFuzz KeyScriptFuzz DraftAndAnswerFuzz PatternFuzz CrossFaceFuzz OutputFormatFuzz SchemaRefFuzz DeepValuesFuzz
## Test support compiled into a target beside its file: the cross-face generator and comparison.
FUZZ_SUPPORT_CrossFaceFuzz := $(sort $(wildcard Tests/Support/CrossFace/*.swift))
FUZZ_DIR := .build/fuzz
FUZZ_FLAGS = -swift-version 6 -sanitize=fuzzer,address -parse-as-library -O -I $(FUZZ_DIR) -package-name formrun
FUZZ_MODULES := FormDiff FormJSON FormScreen FormCore FormDrafts FormSchema FormUI
## The same libraries for the linker, each before the ones it needs.
FUZZ_LIBS := -lFormUI -lFormSchema -lFormDrafts -lFormCore -lFormScreen -lFormJSON -lFormDiff
fuzz: deps
	@mkdir -p $(FUZZ_DIR)
	@for m in $(FUZZ_MODULES); do \
		echo "fuzz: building $$m"; \
		swiftc $(FUZZ_FLAGS) -emit-library -static -emit-module -module-name $$m \
			$$(find Sources/$$m -name '*.swift' | sort) -o $(FUZZ_DIR)/lib$$m.a || exit 1; \
	done
	@for t in $(FUZZ_TARGETS); do \
		case $$t in (CrossFaceFuzz) support="$(FUZZ_SUPPORT_CrossFaceFuzz)";; (*) support="";; esac; \
		swiftc $(FUZZ_FLAGS) Tests/Fuzz/$$t.swift $$support -L $(FUZZ_DIR) $(FUZZ_LIBS) \
			-o $(FUZZ_DIR)/$$t 2>&1 | grep -v 'ld.gold: warning' || true; \
		test -x $(FUZZ_DIR)/$$t || exit 1; \
		rm -rf $(FUZZ_DIR)/corpus-$$t && cp -r Tests/Fuzz/Corpus/$$t $(FUZZ_DIR)/corpus-$$t; \
		echo "fuzz: running $$t for $(FUZZ_SECONDS) s"; \
		if ! LSAN_OPTIONS=suppressions=Tests/Fuzz/lsan.supp:print_suppressions=0 $(FUZZ_DIR)/$$t -max_total_time=$(FUZZ_SECONDS) -timeout=$(FUZZ_TIMEOUT) -rss_limit_mb=4096 -max_len=65536 \
			-artifact_prefix=$(FUZZ_DIR)/$$t- $(FUZZ_DIR)/corpus-$$t > $(FUZZ_DIR)/$$t.log 2>&1; then \
			grep -E 'ERROR|SUMMARY|Test unit|Fatal' $(FUZZ_DIR)/$$t.log; exit 1; \
		fi; \
		grep -E '^Done' $(FUZZ_DIR)/$$t.log; \
	done

clean:
	rm -rf .build

## make install: the release binary (built with RELEASE_FLAGS), the man pages and the shell
## completions (made by the installed binary's --completions) under $(DESTDIR)$(PREFIX).
## FORMRUN_BIN=path installs that binary instead, without building. make uninstall removes
## exactly those files, then the folders of theirs that are left empty (never above the prefix).
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL ?= install
FORMRUN_BIN ?=
## PREFIX=~/.local from zsh or fish (which do not expand a ~ after `=`) reaches make as `~/.local`:
## a leading `~` or `~/` means $(HOME), as the shell would have made it; `~user` is refused (below).
home_expanded = $(if $(filter ~,$(1)),$(HOME),$(patsubst ~/%,$(HOME)/%,$(1)))
INSTALL_ROOT = $(call home_expanded,$(DESTDIR))$(call home_expanded,$(PREFIX))
INSTALL_SOURCE = $(if $(FORMRUN_BIN),$(FORMRUN_BIN),.build/release/formrun)
## Each installed file's folder, relative to the prefix.
INSTALL_BIN_DIR = bin
INSTALL_MAN1_DIR = share/man/man1
INSTALL_MAN5_DIR = share/man/man5
INSTALL_BASH_DIR = share/bash-completion/completions
INSTALL_ZSH_DIR = share/zsh/site-functions
INSTALL_FISH_DIR = share/fish/vendor_completions.d
INSTALL_DIRS = $(INSTALL_BIN_DIR) $(INSTALL_MAN1_DIR) $(INSTALL_MAN5_DIR) $(INSTALL_BASH_DIR) $(INSTALL_ZSH_DIR) $(INSTALL_FISH_DIR)
INSTALL_FILES = $(INSTALL_BIN_DIR)/formrun $(INSTALL_MAN1_DIR)/formrun.1 $(INSTALL_MAN5_DIR)/formrun-form.5 \
	$(INSTALL_BASH_DIR)/formrun $(INSTALL_ZSH_DIR)/_formrun $(INSTALL_FISH_DIR)/formrun.fish

## Refuses a prefix that still starts with `~` (`~user/…`): make would create a folder named `~user`.
install-prefix:
	@case "$(INSTALL_ROOT)" in ("~"*) echo "make: PREFIX or DESTDIR '$(INSTALL_ROOT)' starts with ~, which make cannot expand: write \$$HOME/… instead (PREFIX=\$$HOME/.local)" >&2; exit 2;; esac

install: install-prefix $(if $(FORMRUN_BIN),,deps)
	$(if $(FORMRUN_BIN),,$(SWIFT) build $(RELEASE_FLAGS) --product formrun)
	@for d in $(INSTALL_DIRS); do $(INSTALL) -d "$(INSTALL_ROOT)/$$d" || exit 1; done
	$(INSTALL) -m 0755 "$(INSTALL_SOURCE)" "$(INSTALL_ROOT)/$(INSTALL_BIN_DIR)/formrun"
	$(INSTALL) -m 0644 docs/man/formrun.1 "$(INSTALL_ROOT)/$(INSTALL_MAN1_DIR)/formrun.1"
	$(INSTALL) -m 0644 docs/man/formrun-form.5 "$(INSTALL_ROOT)/$(INSTALL_MAN5_DIR)/formrun-form.5"
	@set -e; bin="$(INSTALL_ROOT)/$(INSTALL_BIN_DIR)/formrun"; \
	for shell in bash zsh fish; do \
		case $$shell in \
			bash) file="$(INSTALL_ROOT)/$(INSTALL_BASH_DIR)/formrun" ;; \
			zsh) file="$(INSTALL_ROOT)/$(INSTALL_ZSH_DIR)/_formrun" ;; \
			fish) file="$(INSTALL_ROOT)/$(INSTALL_FISH_DIR)/formrun.fish" ;; \
		esac; \
		echo "$$bin --completions $$shell > $$file"; \
		"$$bin" --completions $$shell > "$$file"; \
		chmod 0644 "$$file"; \
	done

uninstall: install-prefix
	@for f in $(INSTALL_FILES); do \
		if [ -e "$(INSTALL_ROOT)/$$f" ] || [ -L "$(INSTALL_ROOT)/$$f" ]; then \
			echo "rm -f $(INSTALL_ROOT)/$$f"; rm -f "$(INSTALL_ROOT)/$$f" || exit 1; \
		fi; \
	done
	@for d in $(INSTALL_DIRS); do \
		while [ "$$d" != . ] && rmdir "$(INSTALL_ROOT)/$$d" 2>/dev/null; do d=$$(dirname "$$d"); done; \
	done

## Writes the FormRun library's public surface anew (docs/api/FormRun.api.txt), which a test
## compares with the module's: run it when an API change is deliberate, and say so in CHANGELOG.md.
api: deps
	$(SWIFT) build --build-tests
	FORMRUN_WRITE_API=$(CURDIR)/docs/api/FormRun.api.txt $(SWIFT) test --skip-build --disable-swift-testing \
		--filter 'EndToEndTests.LibraryAPITests/testThePublicSurfaceIsTheOneCheckedIn'

## Every module but FormRun: `package` access for what another module of formrun uses, never
## `public` (scripts/package-access.py rewrites what is left; idempotent, run it after a merge).
package-access:
	python3 scripts/package-access.py

## The FormRun library's documentation (DocC, from Sources/FormRun/FormRun.docc and the module's
## symbol graph) as a static site in .build/docs.
docs: deps
	$(SWIFT) build --target FormRun
	rm -rf .build/symbol-graphs && mkdir -p .build/symbol-graphs
	swift-symbolgraph-extract -module-name FormRun -I .build/debug/Modules -Xcc -fmodule-map-file=.build/debug/CCurses.build/module.modulemap -target $$(uname -m)-unknown-linux-gnu \
		-minimum-access-level public -skip-synthesized-members -output-dir .build/symbol-graphs
	docc convert Sources/FormRun/FormRun.docc --additional-symbol-graph-dir .build/symbol-graphs --output-path .build/docs \
		--fallback-display-name FormRun --fallback-bundle-identifier formrun.FormRun --warnings-as-errors
