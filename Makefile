# recipe-scale — build, test and install.
#
#   make run       scale the bundled recipes to 4 servings
#   make test      the whole test suite
#   make install   PREFIX=/usr/local DESTDIR= (binary, recipes)

SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR := $(DESTDIR)$(PREFIX)/bin
DATADIR := $(DESTDIR)$(PREFIX)/share/recipe-scale

RELEASE_FLAGS := -c release --static-swift-stdlib
RELEASE_BIN = $(shell $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/recipe-scale

.PHONY: all build run test lint install uninstall clean

all: build

build:
	$(SWIFT) build $(RELEASE_FLAGS) --product recipe-scale

run: build
	$(RELEASE_BIN) show --servings 4 --file recipes.json

test:
	$(SWIFT) test

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

install: build
	install -d $(BINDIR) $(DATADIR)
	install -m 755 $(RELEASE_BIN) $(BINDIR)/recipe-scale
	install -m 644 recipes.json $(DATADIR)/recipes.json

uninstall:
	rm -f $(BINDIR)/recipe-scale $(DATADIR)/recipes.json
	-rmdir $(DATADIR) 2>/dev/null

clean:
	rm -rf .build
