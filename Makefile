# lockdial: every target a new engineer or CI needs. `make help` lists them.
SWIFT ?= swift
ARGS ?=
LINT_PATHS = Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Benchmarks

.PHONY: help deps build run test lint format bench perf clean

help:
	@echo "make run     build and start lockdial-tui (ARGS='--protocol padlock' passes options)"
	@echo "make test    lint, build without warnings, and run every test (what CI checks)"
	@echo "make lint    swift format lint --strict"
	@echo "make format  rewrite sources with swift format"
	@echo "make bench   run the benchmarks (separate package, release build)"
	@echo "make perf    measure the program in tmux: CPU, bytes, latency, memory"
	@echo "make deps    install missing Debian packages (libncurses-dev, tmux)"

deps:
	@./scripts/deps

build: deps
	$(SWIFT) build -c release --product lockdial-tui

run: build
	@$(SWIFT) run -c release --skip-build lockdial-tui $(ARGS)

test: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

lint:
	$(SWIFT) format lint --strict --recursive $(LINT_PATHS)

format:
	$(SWIFT) format --in-place --recursive $(LINT_PATHS)

bench:
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress

perf: deps
	@./scripts/perf

clean:
	rm -rf .build Benchmarks/.build
