/*
 * measure: runs a command once and says how long it took and how much memory
 * it used. bench.py compiles it with the C compiler at hand and runs every
 * command through it.
 *
 *     measure OUT ERR COMMAND [ARGUMENT...]
 *
 * The command gets /dev/null as standard input, OUT as standard output and
 * ERR as standard error (both created or truncated). measure prints one line:
 *
 *     wall_ns user_ns sys_ns maxrss_kib exit_status floor_kib
 *
 * wall time from CLOCK_MONOTONIC right before the spawn and right after
 * wait4; user and system CPU time and peak resident set size from the
 * child's resource usage as wait4 returns it; the exit status (128 + the
 * signal for a command killed by one). Why not os.wait4 in Python: a child
 * starts as a copy of its parent, and Linux counts the parent's peak RSS at
 * the exec in the child's, so every child of Python reports at least
 * Python's 10 to 20 MiB. A child of this small program starts at its peak,
 * floor_kib, about 1 MiB, which is printed so a reading at the floor can be
 * told apart: the child used at most that much.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

/* The peak RSS a child starts with: this process's own memory's high-water
 * mark (VmHWM). Not getrusage, which also counts the peak of the process
 * that spawned this one, for the reason above. */
static long floor_kib(void) {
  FILE *status = fopen("/proc/self/status", "r");
  char line[256];
  long kib = -1;
  while (status && fgets(line, sizeof line, status)) {
    if (sscanf(line, "VmHWM: %ld kB", &kib) == 1) break;
  }
  if (status) fclose(status);
  if (kib < 0) {
    struct rusage self;
    getrusage(RUSAGE_SELF, &self);
    kib = self.ru_maxrss;
  }
  return kib;
}

static long long nanoseconds(struct timeval t) {
  return (long long)t.tv_sec * 1000000000LL + (long long)t.tv_usec * 1000LL;
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: measure OUT ERR COMMAND [ARGUMENT...]\n");
    return 2;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_addopen(&actions, 2, argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);

  long floor = floor_kib();
  struct timespec start, end;
  pid_t pid;
  clock_gettime(CLOCK_MONOTONIC, &start);
  int error = posix_spawnp(&pid, argv[3], &actions, NULL, argv + 3, environ);
  if (error != 0) {
    fprintf(stderr, "measure: cannot run %s: %s\n", argv[3], strerror(error));
    return 2;
  }
  int status;
  struct rusage usage;
  while (wait4(pid, &status, 0, &usage) < 0) {
    if (errno != EINTR) {
      perror("measure: wait4");
      return 2;
    }
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  long long wall = (long long)(end.tv_sec - start.tv_sec) * 1000000000LL + (end.tv_nsec - start.tv_nsec);
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  printf("%lld %lld %lld %ld %d %ld\n", wall, nanoseconds(usage.ru_utime), nanoseconds(usage.ru_stime),
         usage.ru_maxrss, code, floor);
  return 0;
}
