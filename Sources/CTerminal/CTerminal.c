#define _GNU_SOURCE 1
#include "CTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/vfs.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

int ct_wait_readable(int fd, int side_fd, long long timeout_ns) {
  struct pollfd descriptors[2] = {{.fd = fd, .events = POLLIN, .revents = 0},
                                  {.fd = side_fd, .events = POLLIN, .revents = 0}};
  struct timespec limit = {
      .tv_sec = (time_t)(timeout_ns / 1000000000LL),
      .tv_nsec = (long)(timeout_ns % 1000000000LL)};
  sigset_t open;
  sigemptyset(&open);
  int result = ppoll(descriptors, side_fd < 0 ? 1 : 2, timeout_ns < 0 ? NULL : &limit, &open);
  if (result <= 0) return result;
  if (side_fd >= 0 && descriptors[1].revents != 0) return 3;
  int waiting = 0;
  if ((descriptors[0].revents & (POLLHUP | POLLERR | POLLNVAL)) != 0 ||
      (ioctl(fd, FIONREAD, &waiting) == 0 && waiting == 0)) {
    return 2;  // readable with nothing to read: the terminal is gone
  }
  return 1;
}

int ct_spawn_reading(char *const argv[], int *read_fd) {
  int ends[2];
  if (pipe2(ends, O_CLOEXEC) != 0) return -1;
  // fork, not posix_spawn: glibc's posix_spawn runs the child in this process's memory until
  // it execs, so the program's pages that libc's exec and PATH search touch there are mapped
  // in this process and count as its resident memory (make perf's limit is 8 MB, which the
  // session came within 0.2 MB of); a forked child maps what it touches in its own tables.
  pid_t pid = fork();
  if (pid == 0) {
    struct sigaction standard;
    memset(&standard, 0, sizeof standard);
    standard.sa_handler = SIG_DFL;
    for (int signal = 1; signal < NSIG; signal++) sigaction(signal, &standard, NULL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    int in = open("/dev/null", O_RDONLY | O_CLOEXEC);
    int err = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (in < 0 || err < 0 || dup2(in, 0) < 0 || dup2(ends[1], 1) < 0 || dup2(err, 2) < 0) {
      _exit(127);
    }
    execvp(argv[0], argv);
    _exit(127);
  }
  close(ends[1]);
  if (pid < 0) {
    close(ends[0]);
    return -1;
  }
  fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK);
  *read_fd = ends[0];
  return pid;
}

// The armed restore: written by ct_arm_restore on the main thread, read by the fatal handler.
static unsigned char restore_bytes[1024];
static size_t restore_length;
static struct termios restore_mode;
static int restore_out = -1;
static int restore_tty = -1;
static int restore_armed;  // accessed with __atomic builtins: async-signal-safe, lock-free

void ct_arm_restore(int out_fd, int tty_fd, const void *bytes, unsigned long length,
                    const void *termios_state, unsigned long termios_size) {
  __atomic_store_n(&restore_armed, 0, __ATOMIC_SEQ_CST);
  if (length > sizeof restore_bytes) length = sizeof restore_bytes;
  memcpy(restore_bytes, bytes, length);
  restore_length = length;
  if (termios_size > sizeof restore_mode) termios_size = sizeof restore_mode;
  memcpy(&restore_mode, termios_state, termios_size);
  restore_out = out_fd;
  restore_tty = tty_fd;
  __atomic_store_n(&restore_armed, 1, __ATOMIC_SEQ_CST);
}

void ct_disarm_restore(void) { __atomic_store_n(&restore_armed, 0, __ATOMIC_SEQ_CST); }

static void write_all(int fd, const void *bytes, size_t length) {
  const unsigned char *next = bytes;
  while (length > 0) {
    ssize_t wrote = write(fd, next, length);
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote <= 0) return;
    next += wrote;
    length -= (size_t)wrote;
  }
}

static void on_fatal(int signal_number) {
  int saved_errno = errno;
  if (__atomic_exchange_n(&restore_armed, 0, __ATOMIC_SEQ_CST)) {
    write_all(restore_out, restore_bytes, restore_length);
    tcsetattr(restore_tty, TCSANOW, &restore_mode);
  }
  static const char before[] = "lockdial-tui: internal error (signal ";
  static const char after[] = "); the terminal was restored\n";
  char digits[2] = {(char)('0' + signal_number / 10 % 10), (char)('0' + signal_number % 10)};
  write_all(2, before, sizeof before - 1);
  if (signal_number >= 10) {
    write_all(2, digits, 2);
  } else {
    write_all(2, digits + 1, 1);
  }
  write_all(2, after, sizeof after - 1);
  errno = saved_errno;
  // SA_RESETHAND put the default back: the re-raised signal (pending until return, or the
  // faulting instruction run again) now ends the process as the signal's default says.
  raise(signal_number);
}

static const int fatal_signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGSYS};

int ct_install_fatal_handlers(void) {
  static unsigned char stack[65536];
  stack_t alternate = {.ss_sp = stack, .ss_size = sizeof stack, .ss_flags = 0};
  int result = sigaltstack(&alternate, NULL);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_fatal;
  sigfillset(&action.sa_mask);
  action.sa_flags = SA_ONSTACK | SA_RESETHAND;
  for (size_t index = 0; index < sizeof fatal_signals / sizeof fatal_signals[0]; index++) {
    if (sigaction(fatal_signals[index], &action, NULL) != 0) result = -1;
  }
  return result == 0 ? 0 : -1;
}

int ct_sigrtmin(void) { return SIGRTMIN; }
int ct_sigrtmax(void) { return SIGRTMAX; }

static int is_kernel_system(const struct statfs *system) {
  return system->f_type == 0x9fa0 /* PROC_SUPER_MAGIC */ ||
         system->f_type == 0x62656572 /* SYSFS_MAGIC */;
}

int ct_is_kernel_file(int fd) {
  struct statfs system;
  return fstatfs(fd, &system) == 0 && is_kernel_system(&system);
}

int ct_is_kernel_path(const char *path) {
  struct statfs system;
  return statfs(path, &system) == 0 && is_kernel_system(&system);
}
