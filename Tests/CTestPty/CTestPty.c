#define _GNU_SOURCE 1
#include "CTestPty.h"

#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int ctp_open(char *name, size_t length) {
  int master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0) return -1;
  const char *slave = NULL;
  if (grantpt(master) != 0 || unlockpt(master) != 0 || (slave = ptsname(master)) == NULL ||
      strlen(slave) + 1 > length) {
    close(master);
    return -1;
  }
  strcpy(name, slave);
  return master;
}

int ctp_spawn(const char *tty, char *const argv[], char *const envp[], int close_fd) {
  posix_spawnattr_t attributes;
  posix_spawn_file_actions_t actions;
  posix_spawnattr_init(&attributes);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID);
  posix_spawn_file_actions_init(&actions);
  // Opened after setsid, without O_NOCTTY: it becomes the controlling terminal.
  posix_spawn_file_actions_addopen(&actions, 0, tty, O_RDWR, 0);
  posix_spawn_file_actions_adddup2(&actions, 0, 1);
  posix_spawn_file_actions_adddup2(&actions, 0, 2);
  if (close_fd >= 0) posix_spawn_file_actions_addclose(&actions, close_fd);
  pid_t pid = -1;
  int result = posix_spawn(&pid, argv[0], &actions, &attributes, argv, envp);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  return result == 0 ? (int)pid : -1;
}
