// The ncursesw API as Swift can import it (docs/swift-ncurses-notes.md §1–§2): the wide-character
// declarations need NCURSES_WIDECHAR before the include (SwiftPM drops pkg-config's
// -D_XOPEN_SOURCE), and macros and C globals become static inline accessors. No libc feature
// macros here: the libc headers must read exactly as in Swift's Glibc module (see CTerminal.h).
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
#include <ncursesw/ncurses.h>
#include <ncursesw/term.h>

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline WINDOW *cn_curscr(void) { return curscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }

static const attr_t CN_A_NORMAL = A_NORMAL;
static const attr_t CN_A_BOLD = A_BOLD;
static const attr_t CN_A_DIM = A_DIM;
static const attr_t CN_A_REVERSE = A_REVERSE;

static const mmask_t CN_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t CN_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t CN_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t CN_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t CN_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;

/// The terminfo string capability `name`, or NULL when the terminal lacks it.
static inline const char *cn_tigetstr(const char *name) {
  char *value = tigetstr((char *)name);
  if (value == (char *)-1 || value == NULL) return NULL;
  return value;
}

/// Frees the terminfo entry a probing setupterm loaded (newterm loads its own).
static inline void cn_release_term(void) {
  if (cur_term != NULL) del_curterm(cur_term);
}

/// The terminfo numeric capability `name`, or -1.
static inline int cn_tigetnum(const char *name) {
  return tigetnum((char *)name);
}

#endif
