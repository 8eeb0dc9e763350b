// The terminfo part of ncursesw as Swift can import it (docs/swift-ncurses-notes.md §1–§2):
// setupterm and the capability lookups, macros as static inline accessors. lockdial decodes its
// input and writes its output itself: nothing of ncurses' screen or input is used. No libc
// feature macros here: the libc headers must read exactly as in Swift's Glibc module (see
// CTerminal.h).
#ifndef LOCKDIAL_CNCURSESW_SHIM_H
#define LOCKDIAL_CNCURSESW_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdio.h>
#include <stdlib.h>
#include <fcntl.h>
#include <termios.h>
#include <sys/ioctl.h>
// Debian, Fedora, Alpine and Homebrew put the wide library's headers in ncursesw/; systems that
// build ncurses with wide characters only install them at the top (macOS, Arch).
#if __has_include(<ncursesw/ncurses.h>)
#include <ncursesw/ncurses.h>
#include <ncursesw/term.h>
#else
#include <ncurses.h>
#include <term.h>
#endif

/// The terminfo string capability `name`, or NULL when the terminal lacks it.
static inline const char *cn_tigetstr(const char *name) {
  char *value = tigetstr((char *)name);
  if (value == (char *)-1 || value == NULL) return NULL;
  return value;
}

/// Frees the terminfo entry setupterm loaded.
static inline void cn_release_term(void) {
  if (cur_term != NULL) del_curterm(cur_term);
}

/// The terminfo numeric capability `name`, or -1.
static inline int cn_tigetnum(const char *name) {
  return tigetnum((char *)name);
}

#endif
