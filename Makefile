# The two commands a newcomer needs: `make run` and `make test`. Each installs the missing
# Debian packages first (.ci/deps), so a fresh Debian machine with only Swift needs nothing
# else. ARGS passes arguments to daybook: `make run ARGS="--db /tmp/trial.sqlite"`.

SWIFT ?= swift
ARGS ?=

.PHONY: all deps run-deps build release test bench clean

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
