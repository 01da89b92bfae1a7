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
# is installed), the binary, the bundled themes and the systemd user units for reminders.
# DESTDIR is honoured for packaging: `make install DESTDIR=/tmp/stage PREFIX=/usr`.
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR = $(DESTDIR)$(PREFIX)/bin
SHAREDIR = $(DESTDIR)$(PREFIX)/share/daybook
UNITDIR = $(DESTDIR)$(PREFIX)/lib/systemd/user
STATIC_BUILD = .build/static

.PHONY: install uninstall static

static: run-deps
	$(SWIFT) build -c release --product daybook --static-swift-stdlib \
	  --scratch-path $(STATIC_BUILD)

install: static
	install -Dm755 $(STATIC_BUILD)/release/daybook $(BINDIR)/daybook
	install -d $(SHAREDIR)/themes
	install -m644 Themes/*.theme $(SHAREDIR)/themes/
	install -d $(UNITDIR)
	printf '%s\n' '[Unit]' 'Description=Daybook reminders' '' '[Service]' 'Type=oneshot' \
	  'ExecStart=$(PREFIX)/bin/daybook remind --notify' > $(UNITDIR)/daybook-remind.service
	printf '%s\n' '[Unit]' 'Description=Daybook reminders every five minutes' '' '[Timer]' \
	  'OnCalendar=*:0/5' 'Persistent=true' '' '[Install]' 'WantedBy=timers.target' \
	  > $(UNITDIR)/daybook-remind.timer
	$(STATIC_BUILD)/release/daybook __man > $(STATIC_BUILD)/daybook.1
	install -Dm644 $(STATIC_BUILD)/daybook.1 $(DESTDIR)$(PREFIX)/share/man/man1/daybook.1

uninstall:
	rm -f $(BINDIR)/daybook $(UNITDIR)/daybook-remind.service $(UNITDIR)/daybook-remind.timer
	rm -f $(DESTDIR)$(PREFIX)/share/man/man1/daybook.1
	for theme in Themes/*.theme; do rm -f "$(SHAREDIR)/themes/$${theme##*/}"; done
	-rmdir $(SHAREDIR)/themes $(SHAREDIR)
