# The two commands a newcomer needs: `make run` and `make test`. Each installs the missing
# Debian packages first (.ci/deps), so a fresh Debian machine with only Swift needs nothing
# else. ARGS passes arguments to daybook: `make run ARGS="--db /tmp/trial.sqlite"`.

SWIFT ?= swift
ARGS ?=

.PHONY: all deps run-deps build release run test lint format bench clean

all: build

deps:
	@bash .ci/deps

run-deps:
	@bash .ci/deps --run-only

build: run-deps
	$(SWIFT) build --product daybook

release: run-deps
	$(SWIFT) build -c release --product daybook

run: build
	$(SWIFT) run --skip-build daybook $(ARGS)

# Tests build with warnings as errors (zero warnings is the rule), after the format check.
WERROR = -Xswiftc -warnings-as-errors
test: deps lint
	$(SWIFT) build $(WERROR) </dev/null
	$(SWIFT) test $(WERROR) </dev/null

# The layout the checked-in .swift-format describes (swift-format ships with the toolchain).
# `make format` rewrites the tree to it; `make lint` fails on any difference.
FORMATTED = Package.swift Sources Tests
lint:
	@if $(SWIFT) format --version >/dev/null 2>&1; then \
	  $(SWIFT) format lint --strict --parallel -r $(FORMATTED); \
	else echo "lint: swift format is not in this toolchain; the format check is skipped"; fi

format:
	$(SWIFT) format format --parallel -i -r $(FORMATTED)

# The whole-process figures (search, completion) time the binary users get: the static
# build `make install` makes (set DAYBOOK_BENCH_BINARY to time another).
bench: deps static
	DAYBOOK_BENCH_BINARY="$${DAYBOOK_BENCH_BINARY:-$(abspath $(BUILT))}" \
	  $(SWIFT) run -c release daybook-bench $(ARGS)

clean:
	$(SWIFT) package clean

# Installing: a release build with the Swift runtime linked in (no toolchain needed where it
# is installed), the binary, the bundled themes, the manual, shell completions for bash, zsh
# and fish, and the systemd user units for reminders and sync.
# DESTDIR is honoured for packaging: `make install DESTDIR=/tmp/stage PREFIX=/usr`.
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR = $(DESTDIR)$(PREFIX)/bin
SHAREDIR = $(DESTDIR)$(PREFIX)/share/daybook
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
UNITDIR = $(DESTDIR)$(PREFIX)/lib/systemd/user
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
STATIC_BUILD = .build/static
# The binary install-files and deb-package take, and where they write what they generate.
BUILT ?= $(STATIC_BUILD)/release/daybook
GENDIR ?= $(STATIC_BUILD)
UNITS = daybook-remind.service daybook-remind.timer daybook-sync.service daybook-sync.timer

.PHONY: install install-files uninstall static deb deb-package

# Start-up work the dynamic linker does is cut four ways (about 1.8 ms of every start):
# - the relative relocations of the Swift metadata (46,000) are packed (DT_RELR, glibc 2.36),
#   which needs GNU ld rather than gold;
# - libgcc's unwinder is linked in instead of loading libgcc_s;
# - so is libstdc++, the Swift runtime's C++ library (loading it and binding its 4,300
#   symbols cost about 0.4 ms). SwiftPM links it with -lstdc++, which the linker looks up in
#   the products folder before the compiler's: the archive linked there wins;
# - SQLite and ncurses (with its terminfo library) are linked in the same way, from the
#   archives of libsqlite3-dev and libncurses-dev: three libraries fewer to find, map and
#   bind at every start (about 1 ms). The binary then carries the SQLite and ncurses of the
#   machine that built it, so a rebuild is how it takes their security fixes; the package's
#   Depends, read from the binary, no longer names them.
# SwiftPM names its products folder by the build triple: x86_64 or aarch64 alike.
STATIC_PRODUCTS = $(STATIC_BUILD)/$(shell uname -m)-unknown-linux-gnu/release
STATIC_ARCHIVES = libstdc++.a libsqlite3.a libncursesw.a libtinfo.a
static: run-deps
	mkdir -p $(STATIC_PRODUCTS)
	for name in $(STATIC_ARCHIVES); do \
	  archive=$$(clang -print-file-name=$$name 2>/dev/null || true); \
	  if [ -f "$$archive" ]; then ln -sf "$$archive" $(STATIC_PRODUCTS)/$$name; fi; \
	done
	$(SWIFT) build -c release --product daybook --static-swift-stdlib \
	  --scratch-path $(STATIC_BUILD) -Xswiftc -use-ld=bfd -Xlinker -zpack-relative-relocs \
	  -Xswiftc -Xclang-linker -Xswiftc -static-libgcc

install: static
	$(MAKE) --no-print-directory install-files

# Installs $(BUILT) as it is, building nothing.
install-files:
	install -Dm755 $(BUILT) $(BINDIR)/daybook
	install -d $(SHAREDIR)/themes
	install -m644 Themes/*.theme $(SHAREDIR)/themes/
	install -d $(UNITDIR)
	printf '%s\n' '[Unit]' 'Description=Daybook reminders' '' '[Service]' 'Type=oneshot' \
	  'ExecStart=$(PREFIX)/bin/daybook remind --notify' > $(UNITDIR)/daybook-remind.service
	printf '%s\n' '[Unit]' 'Description=Daybook reminders every five minutes' '' '[Timer]' \
	  'OnCalendar=*:0/5' 'Persistent=true' '' '[Install]' 'WantedBy=timers.target' \
	  > $(UNITDIR)/daybook-remind.timer
	printf '%s\n' '[Unit]' 'Description=Daybook sync with its git remote' \
	  'After=network-online.target' 'Wants=network-online.target' '' '[Service]' \
	  'Type=oneshot' 'ExecStart=$(PREFIX)/bin/daybook sync' > $(UNITDIR)/daybook-sync.service
	printf '%s\n' '[Unit]' 'Description=Daybook sync every fifteen minutes' '' '[Timer]' \
	  'OnCalendar=*:0/15' 'Persistent=true' 'RandomizedDelaySec=60' '' '[Install]' \
	  'WantedBy=timers.target' > $(UNITDIR)/daybook-sync.timer
	install -d $(GENDIR)
	$(BUILT) __man > $(GENDIR)/daybook.1
	install -Dm644 $(GENDIR)/daybook.1 $(MANDIR)/daybook.1
	$(BUILT) __completions bash > $(GENDIR)/daybook.bash
	$(BUILT) __completions zsh > $(GENDIR)/_daybook
	$(BUILT) __completions fish > $(GENDIR)/daybook.fish
	install -Dm644 $(GENDIR)/daybook.bash $(BASHDIR)/daybook
	install -Dm644 $(GENDIR)/_daybook $(ZSHDIR)/_daybook
	install -Dm644 $(GENDIR)/daybook.fish $(FISHDIR)/daybook.fish

uninstall:
	rm -f $(BINDIR)/daybook $(MANDIR)/daybook.1
	for unit in $(UNITS); do rm -f "$(UNITDIR)/$$unit"; done
	rm -f $(BASHDIR)/daybook $(ZSHDIR)/_daybook $(FISHDIR)/daybook.fish
	for theme in Themes/*.theme; do rm -f "$(SHAREDIR)/themes/$${theme##*/}"; done
	-rmdir $(SHAREDIR)/themes $(SHAREDIR)

# A Debian package of the same install (PREFIX=/usr), built with dpkg-deb into $(DEB_DIR).
# `make deb` packages the static release build; `make deb-package BUILT=.build/debug/daybook
# DEB_DIR=/tmp/d` packages any built binary through the same recipe without building (what
# DebPackageTests does with the debug build). Depends names the packages of the shared
# libraries the binary links and Recommends those of the ones it opens with dlopen, both read
# from the binary by scripts/deb-depends.sh. libheif is a Recommends: daybook opens it on the
# first HEIF picture and runs without it (saying HEIF needs libheif), as apt installs
# Recommends by default.
DEB_VERSION = $(shell sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/daybook/Daybook.swift)
DEB_ARCH = $(shell dpkg --print-architecture 2>/dev/null || echo amd64)
DEB_DIR ?= .build/deb
DEB_STAGE = $(abspath $(DEB_DIR))/stage
DEB_FILE = $(DEB_DIR)/daybook_$(DEB_VERSION)_$(DEB_ARCH).deb
DEB_DLOPENED = libheif.so.1
# dpkg-deb's compressor: xz for a release; the test passes gzip, which is much faster.
DEB_COMPRESS ?= xz

deb: static
	DEB_STRICT=1 $(MAKE) --no-print-directory deb-package

deb-package:
	rm -rf $(DEB_STAGE)
	$(MAKE) --no-print-directory install-files PREFIX=/usr DESTDIR=$(DEB_STAGE) \
	  GENDIR=$(abspath $(DEB_DIR))/generated
	strip --strip-unneeded --remove-section=.comment --remove-section=.note \
	  $(DEB_STAGE)/usr/bin/daybook
	gzip -9nf $(DEB_STAGE)/usr/share/man/man1/daybook.1
	install -d $(DEB_STAGE)/DEBIAN
	relations=$$(bash scripts/deb-depends.sh $(BUILT) $(DEB_DLOPENED) --depends libchafa.so.0 \
	  libjpeg.so.62 libpng16.so.16 libcmark-gfm.so.0.29.0.gfm.6 \
	  libcmark-gfm-extensions.so.0.29.0.gfm.6) && \
	printf '%s\n' 'Package: daybook' 'Version: $(DEB_VERSION)' 'Section: utils' \
	  'Priority: optional' 'Architecture: $(DEB_ARCH)' "$$relations" \
	  'Maintainer: Daybook <daybook@localhost>' \
	  'Installed-Size: '"$$(du -sk $(DEB_STAGE) | cut -f1)" \
	  'Description: keyboard-driven diary for the terminal' \
	  ' A month calendar, plants to water, todos, intake goals, an activity heatmap' \
	  ' and an entry editor in one terminal screen, with a scriptable command line.' \
	  > $(DEB_STAGE)/DEBIAN/control
	dpkg-deb --root-owner-group -Z$(DEB_COMPRESS) --build $(DEB_STAGE) $(DEB_FILE)
	@echo "built $(DEB_FILE)"
