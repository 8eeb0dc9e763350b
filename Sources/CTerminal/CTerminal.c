#define _GNU_SOURCE 1
#include "CTerminal.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

int ct_wait_readable(int fd, long long timeout_ns) {
  struct pollfd descriptor = {.fd = fd, .events = POLLIN, .revents = 0};
  struct timespec limit = {
      .tv_sec = (time_t)(timeout_ns / 1000000000LL),
      .tv_nsec = (long)(timeout_ns % 1000000000LL)};
  sigset_t open;
  sigemptyset(&open);
  int result = ppoll(&descriptor, 1, timeout_ns < 0 ? NULL : &limit, &open);
  if (result <= 0) return result;
  int waiting = 0;
  if ((descriptor.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0 ||
      (ioctl(fd, FIONREAD, &waiting) == 0 && waiting == 0)) {
    return 2;  // readable with nothing to read: the terminal is gone
  }
  return 1;
}

int ct_open_pty(int *master, int *slave, int columns, int rows) {
  int primary = posix_openpt(O_RDWR | O_NOCTTY);
  if (primary < 0) return -1;
  const char *name = NULL;
  if (grantpt(primary) != 0 || unlockpt(primary) != 0 || (name = ptsname(primary)) == NULL) {
    close(primary);
    return -1;
  }
  int secondary = open(name, O_RDWR | O_NOCTTY);
  if (secondary < 0) {
    close(primary);
    return -1;
  }
  fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK);
  struct termios mode;
  if (tcgetattr(secondary, &mode) == 0) {
    cfmakeraw(&mode);
    tcsetattr(secondary, TCSANOW, &mode);
  }
  struct winsize size = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)columns};
  ioctl(secondary, TIOCSWINSZ, &size);
  *master = primary;
  *slave = secondary;
  return 0;
}
