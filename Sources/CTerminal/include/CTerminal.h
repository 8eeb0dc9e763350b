// System calls that need glibc's feature macros (_GNU_SOURCE for ppoll, X/Open for the
// pseudo-terminal calls). They live in their own C file, compiled with those macros, behind
// this header that includes nothing: a Clang module whose headers see libc under different
// macros than Swift's Glibc module would define `fd_set` twice, differently, and fail to build.
#ifndef LOCKDIAL_CTERMINAL_H
#define LOCKDIAL_CTERMINAL_H

// Waits until `fd` is readable or `timeout_ns` nanoseconds pass (-1: no limit), with every
// signal unblocked for the wait only: a signal blocked everywhere else can arrive only here, so
// a SIGWINCH never lands between checking the flags and going to sleep. Returns 1: readable,
// 2: hung up (readable, but nothing to read), 0: timed out, -1: interrupted by a signal.
int ct_wait_readable(int fd, long long timeout_ns);

// Opens a pseudo-terminal pair, raw, `columns` × `rows`: the master (non-blocking) in `*master`,
// the slave in `*slave`. Returns 0, or -1 with nothing left open.
int ct_open_pty(int *master, int *slave, int columns, int rows);

#endif
