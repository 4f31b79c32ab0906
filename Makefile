# recipe-scale — build, test and install.
#
#   make run       scale the bundled recipes to 4 servings
#   make test      the whole test suite
#   make install   PREFIX=/usr/local DESTDIR= (binary, recipes, man page, completions)

SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR := $(DESTDIR)$(PREFIX)/bin
DATADIR := $(DESTDIR)$(PREFIX)/share/recipe-scale
MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

# A static PIE: no dynamic loader, no shared libraries to load and bind at
# startup, and the address randomization of a PIE kept. glibc refuses a
# run path in a static PIE, and gold cannot link one, hence lld (shipped with
# the toolchain) and no local rpath. Packed relative relocations (RELR) shrink
# the 38,000 relocations the binary applies to itself at startup. The
# metadata of a concrete generic type (an Array of one of ours, a container
# keyed by our coding keys) is reached through a function the compiler writes
# for it, not found at run time by demangling its name: each first use of such
# a type cost a run thousands of instructions (see docs/performance.md).
RELEASE_FLAGS := -c release --disable-local-rpath -Xswiftc -static-executable \
  -Xswiftc -Xclang-linker -Xswiftc -static-pie -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld \
  -Xlinker -z -Xlinker pack-relative-relocs \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
RELEASE_BIN = $(shell $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/recipe-scale

.PHONY: all build run test test-install test-hostile test-library test-html html-picture test-asan lint install uninstall clean

all: build

build:
	$(SWIFT) build $(RELEASE_FLAGS) --product recipe-scale

run: build
	$(RELEASE_BIN) show --servings 4 --file recipes.json

# Tests run against an optimized build (the hostile-input suite reads a 300 MB
# file) with @testable imports and assertions still on.
TEST_FLAGS := -c release -Xswiftc -enable-testing -Xswiftc -assert-config -Xswiftc Debug

test: test-install test-bench test-hostile test-library test-html
	$(SWIFT) test $(TEST_FLAGS) --scratch-path .build/test

# make install and uninstall into a scratch DESTDIR, checked as a user would.
test-install:
	Tests/install-test.sh

# The HTML format printed to PDF by headless Chromium and read back with
# poppler's pdftotext and pdfinfo: text, columns and pages on Letter and A4.
# Skipped with a note when they are not installed (apt-get install chromium
# poppler-utils), except in CI, which sets REQUIRE_BROWSER=1.
test-html: build
	Tests/html-print-test.sh $(RELEASE_BIN)

# docs/html-card.png: the first printed page of the card that test-html prints.
html-picture: build
	PICTURE=docs/html-card.png Tests/html-print-test.sh $(RELEASE_BIN)

# The hostile inputs of docs/hostile-input.md at full size (a 200 MB page, a
# million ingredients, ...) through the release binary, each under a memory
# cap and a time limit: about 40 s, and 200 MB of free disk for the files.
test-hostile: build
	Tests/hostile-test.sh $(RELEASE_BIN)

# The library's consumer package, examples/library, built against this one and
# run; what it prints is checked against the command line's output for the same
# recipes, and docs/library.md's code against its code.
test-library: build
	PYTHON=$(PYTHON) Tests/library-example.sh $(RELEASE_BIN)

# The whole suite under AddressSanitizer, the binary the end-to-end tests run included.
test-asan:
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp:print_suppressions=0 \
	ASAN_OPTIONS=suppressions=$(CURDIR)/Tests/asan.supp \
	  $(SWIFT) test $(TEST_FLAGS) --sanitize=address --scratch-path .build/asan

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Fuzz/Sources examples/library

install: build
	install -d $(BINDIR) $(DATADIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 755 -s $(RELEASE_BIN) $(BINDIR)/recipe-scale
	install -m 644 recipes.json $(DATADIR)/recipes.json
	install -m 644 man/recipe-scale.1 $(MANDIR)/recipe-scale.1
	$(RELEASE_BIN) completions bash > $(BASHDIR)/recipe-scale
	$(RELEASE_BIN) completions zsh > $(ZSHDIR)/_recipe-scale
	$(RELEASE_BIN) completions fish > $(FISHDIR)/recipe-scale.fish

# Removes exactly what install put there, and the directories of ours it leaves empty.
uninstall:
	rm -f $(BINDIR)/recipe-scale $(DATADIR)/recipes.json $(MANDIR)/recipe-scale.1 \
	  $(BASHDIR)/recipe-scale $(ZSHDIR)/_recipe-scale $(FISHDIR)/recipe-scale.fish
	-rmdir $(DATADIR) 2>/dev/null

clean:
	rm -rf .build

# Fuzzing: libFuzzer targets in Fuzz/Sources, built with -sanitize=fuzzer,address
# against the two libraries compiled the same way. Seeds are in Fuzz/Corpus.
FUZZ_SECONDS ?= 60
# 0 lets libFuzzer pick a seed from the clock; CI fixes one so a failing run can be
# repeated exactly.
FUZZ_SEED ?= 0
FUZZ_DIR := .build/fuzz
FUZZ_FLAGS := -sanitize=fuzzer,address -parse-as-library -O -assert-config Debug -g \
  -package-name recipe_scale
CORE_SOURCES := $(shell find Sources/RecipeScale -name '*.swift')
CLI_SOURCES := $(shell find Sources/RecipeScaleCLI -name '*.swift')
FUZZ_TARGETS := Recipes Arguments IngredientLines TextRecipes Cooklang WebPages

$(FUZZ_DIR)/libRecipeScale.a: $(CORE_SOURCES)
	mkdir -p $(FUZZ_DIR)
	swiftc $(FUZZ_FLAGS) -module-name RecipeScale -emit-module \
	  -emit-module-path $(FUZZ_DIR)/RecipeScale.swiftmodule \
	  -emit-library -static -o $@ $^

$(FUZZ_DIR)/libRecipeScaleCLI.a: $(CLI_SOURCES) $(FUZZ_DIR)/libRecipeScale.a
	swiftc $(FUZZ_FLAGS) -module-name RecipeScaleCLI -I $(FUZZ_DIR) -emit-module \
	  -emit-module-path $(FUZZ_DIR)/RecipeScaleCLI.swiftmodule \
	  -emit-library -static -o $@ $(CLI_SOURCES)

$(FUZZ_DIR)/fuzz-%: Fuzz/Sources/Fuzz%.swift Fuzz/Sources/FuzzCheck.swift $(FUZZ_DIR)/libRecipeScaleCLI.a
	swiftc $(FUZZ_FLAGS) -module-name Fuzz$* -I $(FUZZ_DIR) -L $(FUZZ_DIR) \
	  -lRecipeScaleCLI -lRecipeScale $< Fuzz/Sources/FuzzCheck.swift -o $@

.PHONY: fuzz-build fuzz
fuzz-build: $(addprefix $(FUZZ_DIR)/fuzz-,$(FUZZ_TARGETS))

# Each target runs FUZZ_SECONDS from the committed seeds; what it learns stays
# in .build, and a crash lands in .build/fuzz/artifacts/ and fails the run.
fuzz: fuzz-build
	mkdir -p $(FUZZ_DIR)/artifacts
	for target in $(FUZZ_TARGETS); do \
	  corpus=$(CURDIR)/$(FUZZ_DIR)/corpus-$$target; mkdir -p $$corpus; \
	  seeds=$(CURDIR)/Fuzz/Corpus/$$(echo $$target | sed 's/\([a-z]\)\([A-Z]\)/\1-\2/g' | tr A-Z a-z); \
	  SWIFT_BACKTRACE=enable=no $(FUZZ_DIR)/fuzz-$$target $$corpus $$seeds -max_total_time=$(FUZZ_SECONDS) -seed=$(FUZZ_SEED) -timeout=10 \
	    -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 \
	    -artifact_prefix=$(CURDIR)/$(FUZZ_DIR)/artifacts/$$target- || exit 1; \
	done

# Benchmark against jq, Python, cat, the readers' peers and the 1dd26bd release
# (make bench-baseline, below); data is generated into bench/data/ and each
# run's raw samples go to bench/results/ (neither is committed). Works with
# nothing installed but Python: a missing peer (jq, ingreedypy, the 1dd26bd
# build) skips its side of a row and says how to get it. See docs/performance.md.
PYTHON ?= python3
.PHONY: bench bench-plot test-bench
bench: build
	BENCH_BIN="$${BENCH_BIN:-$(RELEASE_BIN)}" $(PYTHON) bench/bench.py

# docs/performance.svg and the figures of docs/performance.md from a results
# file: the newest by default, or RESULTS=path. Installs matplotlib with pip
# when it is missing and pip can.
RESULTS ?=
bench-plot:
	@$(PYTHON) -c 'import matplotlib' 2>/dev/null || $(PYTHON) -m pip install --quiet matplotlib || \
	  { echo "make bench-plot needs matplotlib: $(PYTHON) -m pip install matplotlib (or apt-get install python3-matplotlib)"; exit 1; }
	$(PYTHON) bench/plot.py $(RESULTS)
	$(PYTHON) bench/report.py $(RESULTS)

# The release the speed floors are held against: commit 1dd26bd, the end of the
# first stretch of work, taken from git history into .build/baseline-1dd26bd and
# built there by its own Makefile, with the release flags it shipped with.
# Once built, make bench finds it and runs it beside this build in the startup
# and JSON rows; BENCH_BASELINE=path measures another binary in its place.
BASELINE := 1dd26bd
BASELINE_DIR := .build/baseline-$(BASELINE)
.PHONY: bench-baseline
bench-baseline: $(BASELINE_DIR)/Package.swift
	$(MAKE) -C $(BASELINE_DIR) build SWIFT=$(SWIFT)

# Taken once: the tree of a commit never changes, and extracting it again would
# make every file newer than its build.
$(BASELINE_DIR)/Package.swift:
	@git cat-file -e $(BASELINE)^{commit} 2>/dev/null || \
	  { echo "make bench-baseline needs commit $(BASELINE) in git history (a full clone, or: git fetch --unshallow)"; exit 1; }
	rm -rf $(BASELINE_DIR) $(BASELINE_DIR).partial
	mkdir -p $(BASELINE_DIR).partial
	git archive $(BASELINE) | tar -x -C $(BASELINE_DIR).partial
	mv $(BASELINE_DIR).partial $(BASELINE_DIR)

# The harness on the smallest collection, one round, into a scratch directory:
# it runs, without jq or hyperfine too, and writes its results. Nothing about speed.
test-bench: build
	BENCH_BIN=$(RELEASE_BIN) PYTHON=$(PYTHON) Tests/bench-test.sh
