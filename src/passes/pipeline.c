/* Stock LLVM pipelines in a forked child.
 * requires: a module; breaks: nothing in the parent (the child works on its copy).
 *
 * Protocol on the pipe: 'K' followed by bitcode, or 'E' followed by an error message. */
#include "passes.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

void pipe_opts_default(pipe_opts *o) {
  memset(o, 0, sizeof *o);
  o->mcpu = "sm_90";
}

void pipe_init_targets(void) {
  static bool done;
  if (done) return;
  done = true;
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();
}

LLVMTargetMachineRef pipe_target_machine(LLVMModuleRef m, const char *mcpu, char *err, size_t errlen) {
  pipe_init_targets();
  const char *triple = LLVMGetTarget(m);
  if (!triple || strncmp(triple, "nvptx", 5) != 0) triple = "nvptx64-nvidia-cuda";
  LLVMTargetRef t;
  char *msg = NULL;
  if (LLVMGetTargetFromTriple(triple, &t, &msg)) {
    snprintf(err, errlen, "no NVPTX target for %s: %s", triple, msg ? msg : "");
    if (msg) LLVMDisposeMessage(msg);
    return NULL;
  }
  return LLVMCreateTargetMachine(t, triple, mcpu ? mcpu : "sm_90", "", LLVMCodeGenLevelAggressive,
                                 LLVMRelocDefault, LLVMCodeModelDefault);
}

static bool write_all(int fd, const void *p, size_t n) {
  const char *s = p;
  while (n) {
    ssize_t k = write(fd, s, n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return false;
    s += k;
    n -= (size_t)k;
  }
  return true;
}

static void child(LLVMModuleRef m, const char *pipeline, const pipe_opts *o, int fd) {
  if (o->timeout_s) alarm(o->timeout_s);
  if (o->mem_limit) {
    struct rlimit rl = {o->mem_limit, o->mem_limit};
    setrlimit(RLIMIT_AS, &rl);
  }
  char err[512];
  LLVMTargetMachineRef tm = pipe_target_machine(m, o->mcpu, err, sizeof err);
  if (!tm) {
    write_all(fd, "E", 1);
    write_all(fd, err, strlen(err));
    _exit(0);
  }
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(m, pipeline, tm, po);
  if (e) {
    char *msg = LLVMGetErrorMessage(e);
    write_all(fd, "E", 1);
    write_all(fd, msg, strlen(msg));
    _exit(0);
  }
  LLVMDisposePassBuilderOptions(po);
  LLVMDisposeTargetMachine(tm);
  LLVMMemoryBufferRef buf = LLVMWriteBitcodeToMemoryBuffer(m);
  bool ok = write_all(fd, "K", 1) && write_all(fd, LLVMGetBufferStart(buf), LLVMGetBufferSize(buf));
  LLVMDisposeMemoryBuffer(buf);
  _exit(ok ? 0 : 1);
}

LLVMModuleRef pipe_run_llvm(LLVMModuleRef m, LLVMContextRef ctx, const char *pipeline,
                            const pipe_opts *o, pipe_status *st, char *err, size_t errlen) {
  pipe_opts def;
  if (!o) {
    pipe_opts_default(&def);
    o = &def;
  }
  pipe_init_targets();
  int fds[2];
  if (pipe(fds) < 0) {
    *st = PIPE_SYSTEM;
    snprintf(err, errlen, "pipe: %s", strerror(errno));
    return NULL;
  }
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) {
    *st = PIPE_SYSTEM;
    snprintf(err, errlen, "fork: %s", strerror(errno));
    close(fds[0]);
    close(fds[1]);
    return NULL;
  }
  if (pid == 0) {
    close(fds[0]);
    child(m, pipeline, o, fds[1]);
  }
  close(fds[1]);
  size_t cap = 1 << 16, n = 0;
  char *data = malloc(cap);
  if (!data) ir_oom();
  for (;;) {
    if (n == cap) {
      cap *= 2;
      data = realloc(data, cap);
      if (!data) ir_oom();
    }
    ssize_t k = read(fds[0], data + n, cap - n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) break;
    n += (size_t)k;
  }
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  LLVMModuleRef out = NULL;
  if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    *st = sig == SIGALRM ? PIPE_TIMEOUT : PIPE_CRASHED;
    if (sig == SIGALRM) snprintf(err, errlen, "pass timed out after %u s", o->timeout_s);
    else snprintf(err, errlen, "pass crashed (signal %d: %s)", sig, strsignal(sig));
  } else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || n == 0) {
    *st = PIPE_CRASHED;
    snprintf(err, errlen, "pass crashed (exit status %d)", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
  } else if (data[0] == 'E') {
    *st = PIPE_BAD_PIPELINE;
    snprintf(err, errlen, "%.*s", (int)(n - 1 < 400 ? n - 1 : 400), data + 1);
    char *nl = strchr(err, '\n');
    if (nl) *nl = 0;
  } else {
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(data + 1, n - 1, "tgt");
    if (LLVMParseBitcodeInContext2(ctx, buf, &out)) {
      *st = PIPE_CRASHED;
      snprintf(err, errlen, "pass output could not be read back");
      out = NULL;
    } else if (!ir_verify(out, err, errlen)) {
      *st = PIPE_INVALID_IR;
      char tmp[512];
      snprintf(tmp, sizeof tmp, "pass produced invalid IR: %s", err);
      snprintf(err, errlen, "%s", tmp);
      LLVMDisposeModule(out);
      out = NULL;
    } else {
      *st = PIPE_OK;
    }
    LLVMDisposeMemoryBuffer(buf);
  }
  free(data);
  return out;
}
