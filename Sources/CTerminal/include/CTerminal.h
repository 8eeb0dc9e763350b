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
// `side_fd` (-1: none) is waited on too: 3 when it is readable or closed, before `fd`'s answer.
int ct_wait_readable(int fd, int side_fd, long long timeout_ns);

// Forks and runs the program `argv[0]` (looked up on PATH) with `argv`, the environment
// inherited, standard input and error on /dev/null and standard output into a pipe whose read
// end (close-on-exec, non-blocking) goes to `*read_fd`. The child starts with no signal blocked
// and every signal's action the default. Returns its pid, or -1 (nothing left open).
int ct_spawn_reading(char *const argv[], int *read_fd);


// The restore a fatal trap performs before the default action: `length` bytes (at most 1024)
// written to `out_fd` and the `termios_size` bytes of a saved `struct termios` set on `tty_fd`.
// Armed while lockdial's modes are on the terminal, disarmed when they are taken off; the
// handler runs it at most once. Both calls are cheap and may be repeated (Ctrl-Z, fg).
void ct_arm_restore(int out_fd, int tty_fd, const void *bytes, unsigned long length,
                    const void *termios_state, unsigned long termios_size);
void ct_disarm_restore(void);

// Installs, on an alternate signal stack, the handler for the signals that mean a bug
// (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGSYS): it performs the armed restore
// with async-signal-safe calls only, writes one short line to standard error (never registers
// or memory, which may hold the secret), then re-raises the signal with its default action.
// It replaces the Swift runtime's backtracer. Returns 0, or -1 when the stack or a handler
// could not be set.
int ct_install_fatal_handlers(void);

// 1 when `fd` is a file of the kernel's own file systems (procfs, sysfs), which look like
// regular files but are not places to write a recording; else 0.
int ct_is_kernel_file(int fd);

// The same for the file system at `path` (a file, or the directory a file would be made in).
int ct_is_kernel_path(const char *path);

// The real-time signal range (glibc's SIGRTMIN and SIGRTMAX are function calls, not constants).
int ct_sigrtmin(void);
int ct_sigrtmax(void);

#endif
