/* External pipelines: the user's own `opt`, a pass plugin, any command that reads a module
 * and writes one (--opt-cmd).
 * requires: a tagged module; breaks: nothing in the parent (the command runs in its own
 * process group, on a file copy of the module).
 *
 * What the issue left open, and what was chosen:
 * - The module goes to the command as textual IR (`in.ll`), which every tool reads, opt and
 *   scripts alike; printing it costs far less than the process start.  The result may be text
 *   or bitcode: LLVMParseIRInContext tells them apart by content.
 * - `{in}` and `{out}` in the command become the two file names (quoted for the shell);
 *   without `{in}` the module comes on stdin, without `{out}` the result is read from stdout.
 * - Containment as for the in-process pipelines, which run in a forked child: a wall-clock
 *   limit (the whole process group is killed: `sh -c` may fork), RLIMIT_AS, stderr kept in a
 *   file and returned.  A signal or a non-zero exit is "pass crashed", with the last line the
 *   command wrote on stderr; output that does not parse, or does not pass the IR verifier, is
 *   invalid IR with the parser's or the verifier's message.
 */
#include "passes.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <llvm-c/IRReader.h>

/* "'path'" with ' escaped as '\'' */
void pipe_shell_quote(const char *s, char *out, size_t n) {
  size_t at = 0;
  if (at + 1 < n) out[at++] = '\'';
  for (; *s && at + 5 < n; s++) {
    if (*s == '\'') {
      memcpy(out + at, "'\\''", 4);
      at += 4;
    } else {
      out[at++] = *s;
    }
  }
  if (at + 1 < n) out[at++] = '\'';
  out[at] = 0;
}

bool pipe_cmd_uses(const char *cmd, const char *placeholder) { return strstr(cmd, placeholder) != NULL; }

/* cmd with {in} and {out} replaced by the quoted paths; caller frees. */
static char *expand(const char *cmd, const char *in, const char *out) {
  char qin[1200], qout[1200];
  pipe_shell_quote(in, qin, sizeof qin);
  pipe_shell_quote(out, qout, sizeof qout);
  size_t cap = strlen(cmd) + 1, n = 0;
  for (const char *p = strstr(cmd, "{"); p; p = strstr(p + 1, "{")) cap += sizeof qin + sizeof qout;
  char *r = malloc(cap);
  if (!r) ir_oom();
  for (const char *p = cmd; *p;) {
    if (!strncmp(p, "{in}", 4)) {
      n += (size_t)sprintf(r + n, "%s", qin);
      p += 4;
    } else if (!strncmp(p, "{out}", 5)) {
      n += (size_t)sprintf(r + n, "%s", qout);
      p += 5;
    } else {
      r[n++] = *p++;
    }
  }
  r[n] = 0;
  return r;
}

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 4096, n = 0;
  char *d = malloc(cap);
  if (!d) ir_oom();
  for (size_t k; (k = fread(d + n, 1, cap - n - 1, f)) > 0;) {
    n += k;
    if (cap - n < 2) {
      cap *= 2;
      d = realloc(d, cap);
      if (!d) ir_oom();
    }
  }
  fclose(f);
  d[n] = 0;
  if (len) *len = n;
  return d;
}

/* The last non-empty line of a text (a tool's final diagnostic), at most 300 bytes. */
static void last_line(const char *t, char *out, size_t n) {
  out[0] = 0;
  if (!t) return;
  const char *end = t + strlen(t);
  while (end > t && (end[-1] == '\n' || end[-1] == '\r' || end[-1] == ' ')) end--;
  const char *start = end;
  while (start > t && start[-1] != '\n') start--;
  size_t len = (size_t)(end - start);
  if (len > 300) len = 300;
  snprintf(out, n, "%.*s", (int)len, start);
}

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static int wait_shell(pid_t pid, const pipe_opts *o);

/* Runs `sh -c line` with stdin, stdout and stderr from/to the given files (NULL: /dev/null)
 * under o's limits.  Returns the wait status, or -1 after a system error (errno), or -2 when
 * the time limit killed it. */
static int run_shell(const char *line, const char *in, const char *out, const char *errf, const pipe_opts *o) {
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    setpgid(0, 0);
    int fi = open(in ? in : "/dev/null", O_RDONLY);
    int fo = open(out ? out : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0600);
    int fe = open(errf, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fi < 0 || fo < 0 || fe < 0) _exit(126);
    dup2(fi, 0);
    dup2(fo, 1);
    dup2(fe, 2);
    if (o->mem_limit) {
      struct rlimit rl = {o->mem_limit, o->mem_limit};
      setrlimit(RLIMIT_AS, &rl);
    }
    if (o->timeout_s) { /* CPU seconds of each process the command starts (inherited) */
      struct rlimit cpu = {o->timeout_s, (rlim_t)o->timeout_s + 1};
      setrlimit(RLIMIT_CPU, &cpu);
    }
    execl("/bin/sh", "sh", "-c", line, (char *)NULL);
    _exit(127);
  }
  setpgid(pid, pid); /* both sides: whichever runs first */
  if (o->running_group) *o->running_group = pid;
  int r = wait_shell(pid, o);
  if (o->running_group) *o->running_group = 0;
  return r;
}

static int wait_shell(pid_t pid, const pipe_opts *o) {
  double t0 = now_s();
  long nap_us = 200;
  for (;;) {
    int status;
    pid_t w = waitpid(pid, &status, WNOHANG);
    if (w == pid) {
      kill(-pid, SIGKILL); /* what the command left running in the background */
      return status;
    }
    if (w < 0 && errno != EINTR) return -1;
    /* (the CPU limit is the timeout; this is the net for a command that blocks) */
    if (o->timeout_s && now_s() - t0 > 4.0 * o->timeout_s + 10) {
      kill(-pid, SIGKILL);
      while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
      }
      return -2;
    }
    usleep((useconds_t)nap_us);
    if (nap_us < 20000) nap_us *= 2;
  }
}

static void rm_dir(const char *dir, const char *const *names, int n) {
  char p[1100];
  for (int i = 0; i < n; i++) {
    snprintf(p, sizeof p, "%s/%s", dir, names[i]);
    unlink(p);
  }
  rmdir(dir);
}

LLVMModuleRef pipe_run_cmd(LLVMModuleRef m, LLVMContextRef ctx, const char *cmd, const pipe_opts *o,
                           pipe_status *st, char *err, size_t errlen) {
  pipe_opts def;
  if (!o) {
    pipe_opts_default(&def);
    o = &def;
  }
  if (o->stderr_text) *o->stderr_text = NULL;
  const char *tmp = getenv("TMPDIR");
  char dir[1024];
  snprintf(dir, sizeof dir, "%s/nvtv-cmd.XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) {
    *st = PIPE_SYSTEM;
    snprintf(err, errlen, "cannot create a directory for --opt-cmd in %s: %s", tmp && *tmp ? tmp : "/tmp",
             strerror(errno));
    return NULL;
  }
  static const char *const files[] = {"in.ll", "out", "stderr"};
  char in[1100], out[1100], errf[1100];
  snprintf(in, sizeof in, "%s/in.ll", dir);
  snprintf(out, sizeof out, "%s/out", dir);
  snprintf(errf, sizeof errf, "%s/stderr", dir);
  char *msg = NULL;
  LLVMModuleRef result = NULL;
  if (LLVMPrintModuleToFile(m, in, &msg)) {
    *st = PIPE_SYSTEM;
    snprintf(err, errlen, "cannot write the module for --opt-cmd: %s", msg ? msg : "");
    if (msg) LLVMDisposeMessage(msg);
    rm_dir(dir, files, 3);
    return NULL;
  }
  bool file_in = pipe_cmd_uses(cmd, "{in}"), file_out = pipe_cmd_uses(cmd, "{out}");
  char *line = expand(cmd, in, out);
  int status = run_shell(line, file_in ? NULL : in, file_out ? NULL : out, errf, o);
  free(line);
  char *errtext = slurp(errf, NULL), last[320];
  last_line(errtext, last, sizeof last);
  const char *sep = last[0] ? ": " : "";
  if (status == -1) {
    *st = PIPE_SYSTEM;
    snprintf(err, errlen, "cannot run the --opt-cmd command: %s", strerror(errno));
  } else if (status == -2) {
    *st = PIPE_TIMEOUT;
    snprintf(err, errlen, "pass stopped by the wall-clock safety net (%u s) after its CPU limit of %u s (--opt-cmd)",
             4 * o->timeout_s + 10, o->timeout_s);
  } else if ((WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU) ||
             (WIFEXITED(status) && WEXITSTATUS(status) == 128 + SIGXCPU)) { /* (the shell says so) */
    *st = PIPE_TIMEOUT;
    snprintf(err, errlen, "pass timed out after %u CPU s (--opt-cmd)", o->timeout_s);
  } else if (WIFSIGNALED(status)) {
    *st = PIPE_CRASHED;
    snprintf(err, errlen, "pass crashed (signal %d: %s)%s%s", WTERMSIG(status), strsignal(WTERMSIG(status)), sep, last);
  } else if (WEXITSTATUS(status) != 0) {
    int code = WEXITSTATUS(status);
    *st = PIPE_CRASHED;
    if (code > 128 && code < 128 + 65)
      snprintf(err, errlen, "pass crashed (exit status %d, signal %d: %s)%s%s", code, code - 128,
               strsignal(code - 128), sep, last);
    else if (code == 127)
      snprintf(err, errlen, "pass crashed (exit status 127: command not found)%s%s", sep, last);
    else
      snprintf(err, errlen, "pass crashed (exit status %d)%s%s", code, sep, last);
  } else {
    size_t n = 0;
    char *data = slurp(out, &n);
    if (!data || n == 0) {
      *st = PIPE_INVALID_IR;
      snprintf(err, errlen, "pass produced invalid IR: the command wrote no module%s%s%s",
               file_out ? " to {out}" : " on stdout", sep, last);
    } else {
      LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(data, n, "tgt");
      char *perr = NULL;
      if (LLVMParseIRInContext(ctx, buf, &result, &perr)) { /* takes buf */
        *st = PIPE_INVALID_IR;
        const char *pm = perr ? perr : "";
        snprintf(err, errlen, "pass produced invalid IR: the output does not parse: %.*s", (int)strcspn(pm, "\n"), pm);
        result = NULL;
      } else {
        result = pipe_verified(result, st, err, errlen);
      }
      if (perr) LLVMDisposeMessage(perr);
    }
    free(data);
  }
  if (o->stderr_text) *o->stderr_text = errtext;
  else free(errtext);
  rm_dir(dir, files, 3);
  return result;
}
