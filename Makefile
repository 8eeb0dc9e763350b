# lockdial: every target a new engineer or CI needs. `make help` lists them.
SWIFT ?= swift
ARGS ?=
# The project's own strictness, for its own builds and tests: no warnings. Not in the manifest,
# so that a package depending on this one builds with its own choices.
STRICT = -Xswiftc -warnings-as-errors
LINT_PATHS = Package.swift Sources Tests Fuzz Benchmarks/Package.swift Benchmarks/Benchmarks Examples

# make install copies into $(DESTDIR)$(PREFIX): PREFIX=$HOME/.local needs no root, DESTDIR stages
# a package. It builds what it installs (the release program, the manual page) when a source is
# newer, unless BINARY and MANPAGE name files built before, which are then installed as they are
# (the install test passes the debug program and the manual page `make test` made).
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL ?= install
BINARY =
MANPAGE =
# The manual page is made from a build in this configuration (`make test`: debug, the one it has).
MAN_CONFIGURATION = release
RELEASE_BINARY = .build/release/lockdial-tui
# A debug manual page is built with the tests' flags (the same build, not a second one).
man_flags = $(if $(filter debug,$(MAN_CONFIGURATION)),$(STRICT))
GENERATED_MANUAL = .build/manual/generated/lockdial-tui.1
MANUAL = .build/manual/lockdial-tui.1
bindir = $(PREFIX)/bin
man1dir = $(PREFIX)/share/man/man1
bashdir = $(PREFIX)/share/bash-completion/completions
zshdir = $(PREFIX)/share/zsh/site-functions
fishdir = $(PREFIX)/share/fish/vendor_completions.d
# What the program and its manual page are made from: make rebuilds them only when one of these
# is newer (so after `make build man`, `sudo make install` runs no build as root).
SOURCES := Package.swift $(shell find Sources -type f ! -name '*.md')
installed_binary = $(or $(BINARY),$(RELEASE_BINARY))
installed_manual = $(or $(MANPAGE),$(MANUAL))
# The files make install writes, and make uninstall removes (the directories stay).
installed_files = $(DESTDIR)$(bindir)/lockdial-tui $(DESTDIR)$(man1dir)/lockdial-tui.1 \
  $(DESTDIR)$(bashdir)/lockdial-tui $(DESTDIR)$(zshdir)/_lockdial-tui \
  $(DESTDIR)$(fishdir)/lockdial-tui.fish

.PHONY: help deps build man run test test-asan lint format bench perf fuzz screenshots contact-sheet gallery-screenshots media install uninstall clean docs example dist deb check-release
# SwiftPM builds one at a time (`make -j` must not start two).
.NOTPARALLEL:

help:
	@echo "make run     build and start lockdial-tui (ARGS='--protocol padlock' passes options)"
	@echo "make test    lint, build without warnings, and run every test (what CI checks)"
	@echo "make lint    swift format lint --strict"
	@echo "make format  rewrite sources with swift format"
	@echo "make bench   run the benchmarks (separate package, release build)"
	@echo "make perf    every performance figure next to its goal (tmux, callgrind, a pty)"
	@echo "make fuzz    libFuzzer on every target, FUZZ_SECONDS each (default 180)"
	@echo "make test-asan  every test under AddressSanitizer (CI runs it)"
	@echo "make deps    install missing Debian packages: ncurses, and the tests' tmux, Xvfb, emulators, valgrind"
	@echo "             (make build, run and install install ncurses alone, and only with apt)"
	@echo "make screenshots  xterm, kitty, alacritty, konsole, xfce4-terminal, mlterm, tmux at 40x16, 80x24, 200x60, dark and light"
	@echo "make contact-sheet  every screenshot on one page, screenshots/contact-sheet.png"
	@echo "make gallery-screenshots  every demo the same way, into screenshots/gallery/"
	@echo "make media   the README's screenshot and GIF (docs/), from a scripted recording with agg"
	@echo "make install PREFIX=\$$HOME/.local  build and install the program, its manual page and"
	@echo "             bash, zsh and fish completions (PREFIX default /usr/local; DESTDIR honoured)"
	@echo "make uninstall PREFIX=...  remove exactly those files"
	@echo "make dist    dist/lockdial-VERSION-linux-ARCH.tar.gz and its .sha256"
	@echo "make deb     dist/lockdial-tui_VERSION_ARCH.deb (dpkg-deb)"
	@echo "make check-release  both, then checked: checksum, stripped program, dpkg -i and -r"
	@echo "make man     the manual page (argument-parser's plugin), into $(MANUAL)"
	@echo "make docs    AnimationCore's documentation (DocC), into .build/docs"
	@echo "make example build and run Examples/SpringOnALayer against this repository"

deps:
	@./scripts/deps

# Building and running need ncursesw alone (scripts/deps build): no test tool is installed.
build:
	@./scripts/deps build
	$(SWIFT) build -c release --product lockdial-tui

run: build
	@$(SWIFT) run -c release --skip-build lockdial-tui $(ARGS)

# The release program, when a source is newer than it.
$(RELEASE_BINARY): $(SOURCES)
	@./scripts/deps build
	$(SWIFT) build -c release --product lockdial-tui

# The manual page, when a source is newer: swift-argument-parser's generate-manual tool run on
# lockdial-tui built in MAN_CONFIGURATION, dated by the last commit, then made proper mdoc by
# scripts/manpage. The tool itself rather than its plugin, which would read every executable
# that links ArgumentParser (the fuzz runners answer no --experimental-dump-help).
man: $(MANUAL)

$(MANUAL): $(SOURCES) scripts/manpage
	@./scripts/deps build
	$(SWIFT) build --configuration $(MAN_CONFIGURATION) $(man_flags) --product lockdial-tui
	$(SWIFT) build --configuration $(MAN_CONFIGURATION) $(man_flags) --product generate-manual
	@mkdir -p $(dir $(GENERATED_MANUAL)) $(dir $(MANUAL))
	.build/$(MAN_CONFIGURATION)/generate-manual .build/$(MAN_CONFIGURATION)/lockdial-tui \
	  --output-directory $(dir $(GENERATED_MANUAL)) \
	  $(shell git log -1 --format=--date=%cs 2>/dev/null)
	./scripts/manpage $(GENERATED_MANUAL) $(MANUAL)

# The emulator tests (xterm and kitty under Xvfb) run after the rest, never beside the tmux
# timing tests. The manual page is made before `swift test` (which holds .build, so a test can
# build nothing): InstallTests installs it with the debug program. From the debug build, since a
# release build would add minutes; the page is the same.
test: deps lint
	$(SWIFT) build --build-tests $(STRICT)
	@$(MAKE) --no-print-directory man MAN_CONFIGURATION=debug
	$(SWIFT) test --skip-build --skip EmulatorTests
	$(SWIFT) test --skip-build --filter EmulatorTests
	@./scripts/check-library
	@$(MAKE) --no-print-directory example docs

# An outside package that depends on this repository by URL and version and uses AnimationCore
# (Examples/SpringOnALayer): built, run and its output checked (scripts/example).
example:
	@./scripts/example

# AnimationCore's documentation (Sources/AnimationCore/AnimationCore.docc and the doc comments)
# with swift-docc-plugin, into .build/docs; a warning is an error.
docs:
	$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
	  --target AnimationCore --output-path .build/docs --warnings-as-errors

lint:
	$(SWIFT) format lint --strict --recursive $(LINT_PATHS)

format:
	$(SWIFT) format --in-place --recursive $(LINT_PATHS)

bench:
	cd Benchmarks && LOCKDIAL_BENCHMARKS=1 $(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress

perf: deps
	@./scripts/perf

# Every libFuzzer target for FUZZ_SECONDS each (default 180) from its seed corpus.
fuzz: deps
	@./scripts/fuzz

# The whole suite under AddressSanitizer, in its own build directory; not InstallTests, which
# needs the manual page from .build (make test) and runs none of lockdial's code but --version.
test-asan: deps
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) build --build-tests $(STRICT) --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --skip EmulatorTests --skip InstallTests

screenshots: deps
	@./scripts/screenshots

gallery-screenshots: deps
	@./scripts/gallery-screenshots

media: deps
	@./scripts/media

# Every screenshot on one page, each labelled with its file name, in DejaVu Sans (make deps
# installs it; ImageMagick's default, Helvetica, is not on a new machine).
contact-sheet:
	@test -n "$$(ls screenshots/*.png 2>/dev/null)" || { echo "make contact-sheet: run make screenshots first" >&2; exit 1; }
	montage -font DejaVu-Sans -label '%t' -pointsize 11 -geometry 480x300+6+6 -tile 6x \
	  $$(ls screenshots/*.png | grep -v contact-sheet) screenshots/contact-sheet.png
	@echo screenshots/contact-sheet.png

# Builds the release program and the manual page when they are older than a source, unless
# BINARY and MANPAGE are given; the completions are the program's own
# (--generate-completion-script). The program stripped and 0755, the rest 0644.
install: $(if $(BINARY),,$(RELEASE_BINARY)) $(if $(MANPAGE),,$(MANUAL))
	@test -x '$(installed_binary)' || { echo "make install: no program at $(installed_binary)" >&2; exit 1; }
	@test -s '$(installed_manual)' || { echo "make install: no manual page at $(installed_manual)" >&2; exit 1; }
	$(INSTALL) -d '$(DESTDIR)$(bindir)' '$(DESTDIR)$(man1dir)' '$(DESTDIR)$(bashdir)' \
	  '$(DESTDIR)$(zshdir)' '$(DESTDIR)$(fishdir)'
	$(INSTALL) -m 0755 -s '$(installed_binary)' '$(DESTDIR)$(bindir)/lockdial-tui'
	$(INSTALL) -m 0644 '$(installed_manual)' '$(DESTDIR)$(man1dir)/lockdial-tui.1'
	@set -e; completions=$$(mktemp -d); trap 'rm -rf "$$completions"' EXIT; \
	completion() { \
	  echo "$(INSTALL) -m 0644 <lockdial-tui --generate-completion-script $$1> '$$2'"; \
	  '$(installed_binary)' --generate-completion-script $$1 >"$$completions/$$1"; \
	  $(INSTALL) -m 0644 "$$completions/$$1" "$$2"; \
	}; \
	completion bash '$(DESTDIR)$(bashdir)/lockdial-tui'; \
	completion zsh '$(DESTDIR)$(zshdir)/_lockdial-tui'; \
	completion fish '$(DESTDIR)$(fishdir)/lockdial-tui.fish'

# A release archive and a Debian package of the program (scripts/dist, scripts/deb), into dist/,
# and their check: the checksum, a stripped program that prints the version, dpkg -i and -r.
dist: $(RELEASE_BINARY) $(MANUAL)
	@./scripts/dist

deb: $(RELEASE_BINARY) $(MANUAL)
	@./scripts/deb

check-release: dist deb
	@./scripts/check-release

# Removes the files make install writes, nothing else; the directories stay, empty or not
# (other programs share them).
uninstall:
	rm -f $(foreach file,$(installed_files),'$(file)')

clean:
	rm -rf .build .build-asan .build-fuzz Benchmarks/.build dist
