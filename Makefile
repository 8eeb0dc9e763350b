# lockdial: every target a new engineer or CI needs. `make help` lists them.
SWIFT ?= swift
ARGS ?=
LINT_PATHS = Package.swift Sources Tests Fuzz Benchmarks/Package.swift Benchmarks/Benchmarks

.PHONY: help deps build run test test-asan lint format bench perf fuzz screenshots gallery-screenshots media clean

help:
	@echo "make run     build and start lockdial-tui (ARGS='--protocol padlock' passes options)"
	@echo "make test    lint, build without warnings, and run every test (what CI checks)"
	@echo "make lint    swift format lint --strict"
	@echo "make format  rewrite sources with swift format"
	@echo "make bench   run the benchmarks (separate package, release build)"
	@echo "make perf    every performance figure next to its goal (tmux, callgrind, a pty)"
	@echo "make fuzz    libFuzzer on every target, FUZZ_SECONDS each (default 180)"
	@echo "make test-asan  every test under AddressSanitizer (CI runs it)"
	@echo "make deps    install missing Debian packages (ncurses, tmux, Xvfb, xterm, kitty, xdotool)"
	@echo "make screenshots  xterm and kitty at 40x16, 80x24, 200x60, dark and light, into screenshots/"
	@echo "make gallery-screenshots  every demo the same way, into screenshots/gallery/"
	@echo "make media   the README's screenshot and GIF (docs/), from a scripted recording with agg"

deps:
	@./scripts/deps

build: deps
	$(SWIFT) build -c release --product lockdial-tui

run: build
	@$(SWIFT) run -c release --skip-build lockdial-tui $(ARGS)

# The emulator tests (xterm and kitty under Xvfb) run after the rest, never beside the tmux
# timing tests.
test: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip EmulatorTests
	$(SWIFT) test --skip-build --filter EmulatorTests

lint:
	$(SWIFT) format lint --strict --recursive $(LINT_PATHS)

format:
	$(SWIFT) format --in-place --recursive $(LINT_PATHS)

bench:
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress

perf: deps
	@./scripts/perf

# Every libFuzzer target for FUZZ_SECONDS each (default 180) from its seed corpus.
fuzz: deps
	@./scripts/fuzz

# The whole suite under AddressSanitizer, in its own build directory.
test-asan: deps
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --skip EmulatorTests

screenshots: deps
	@./scripts/screenshots

gallery-screenshots: deps
	@./scripts/gallery-screenshots

media: deps
	@./scripts/media

clean:
	rm -rf .build .build-asan .build-fuzz Benchmarks/.build
