// A pseudo-terminal for the end-to-end tests, which play the terminal themselves: the pieces
// Swift's Glibc module leaves out (posix_openpt and friends, POSIX_SPAWN_SETSID).
#ifndef LOCKDIAL_CTESTPTY_H
#define LOCKDIAL_CTESTPTY_H

#include <stddef.h>

/// Opens a pty master and writes its slave's path into `name` (`length` bytes); the master, or
/// -1.
int ctp_open(char *name, size_t length);

/// Starts `argv` (with `envp`) in a new session whose controlling terminal is `tty`, opened as
/// its standard input, output and error; its process id, or -1.
int ctp_spawn(const char *tty, char *const argv[], char *const envp[], int close_fd);

#endif
