# The two commands a newcomer needs: `make run` and `make test`. Each installs the missing
# Debian packages first (.ci/deps), so a fresh Debian machine with only Swift needs nothing
# else. ARGS passes arguments to daybook: `make run ARGS="--db /tmp/trial.sqlite"`.

SWIFT ?= swift
ARGS ?=

.PHONY: all deps run-deps build release run test bench clean

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

test: deps
	$(SWIFT) build </dev/null
	$(SWIFT) test </dev/null

bench: deps
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
BUILT = $(STATIC_BUILD)/release/daybook
UNITS = daybook-remind.service daybook-remind.timer daybook-sync.service daybook-sync.timer

.PHONY: install uninstall static deb

static: run-deps
	$(SWIFT) build -c release --product daybook --static-swift-stdlib \
	  --scratch-path $(STATIC_BUILD)

install: static
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
	$(BUILT) __man > $(STATIC_BUILD)/daybook.1
	install -Dm644 $(STATIC_BUILD)/daybook.1 $(MANDIR)/daybook.1
	$(BUILT) __completions bash > $(STATIC_BUILD)/daybook.bash
	$(BUILT) __completions zsh > $(STATIC_BUILD)/_daybook
	$(BUILT) __completions fish > $(STATIC_BUILD)/daybook.fish
	install -Dm644 $(STATIC_BUILD)/daybook.bash $(BASHDIR)/daybook
	install -Dm644 $(STATIC_BUILD)/_daybook $(ZSHDIR)/_daybook
	install -Dm644 $(STATIC_BUILD)/daybook.fish $(FISHDIR)/daybook.fish

uninstall:
	rm -f $(BINDIR)/daybook $(MANDIR)/daybook.1
	for unit in $(UNITS); do rm -f "$(UNITDIR)/$$unit"; done
	rm -f $(BASHDIR)/daybook $(ZSHDIR)/_daybook $(FISHDIR)/daybook.fish
	for theme in Themes/*.theme; do rm -f "$(SHAREDIR)/themes/$${theme##*/}"; done
	-rmdir $(SHAREDIR)/themes $(SHAREDIR)

# A Debian package of the same install (PREFIX=/usr), built with dpkg-deb into .build/deb/.
# Depends names the shared C libraries the static binary still links.
DEB_VERSION = $(shell sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/daybook/Daybook.swift)
DEB_ARCH = $(shell dpkg --print-architecture 2>/dev/null || echo amd64)
DEB_STAGE = .build/deb/stage
DEB_FILE = .build/deb/daybook_$(DEB_VERSION)_$(DEB_ARCH).deb
DEB_DEPENDS = libc6, libgcc-s1, libstdc++6, libncursesw6, libtinfo6, libsqlite3-0 (>= 3.40)
# >>> lead: the pictures and markdown branches add their runtime libraries here, e.g.
# DEB_DEPENDS += , libchafa0, libglib2.0-0, libjpeg62-turbo, libpng16-16, libheif1, libcmark-gfm0.29.0.gfm.6
# <<< lead

deb:
	rm -rf $(DEB_STAGE)
	$(MAKE) install PREFIX=/usr DESTDIR=$(CURDIR)/$(DEB_STAGE)
	install -d $(DEB_STAGE)/DEBIAN
	printf '%s\n' 'Package: daybook' 'Version: $(DEB_VERSION)' 'Section: utils' \
	  'Priority: optional' 'Architecture: $(DEB_ARCH)' 'Depends: $(DEB_DEPENDS)' \
	  'Maintainer: Daybook <daybook@localhost>' \
	  'Installed-Size: '"$$(du -sk $(DEB_STAGE) | cut -f1)" \
	  'Description: keyboard-driven diary for the terminal' \
	  ' A month calendar, plants to water, todos, intake goals, an activity heatmap' \
	  ' and an entry editor in one terminal screen, with a scriptable command line.' \
	  > $(DEB_STAGE)/DEBIAN/control
	gzip -9nf $(DEB_STAGE)/usr/share/man/man1/daybook.1
	dpkg-deb --root-owner-group --build $(DEB_STAGE) $(DEB_FILE)
	@echo "built $(DEB_FILE)"
