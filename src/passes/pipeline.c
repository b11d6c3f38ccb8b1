/* Pipelines in a forked child: stock LLVM pipelines (LLVMRunPasses with an NVPTX target
 * machine), lists of our own passes, and PTX code generation.
 * requires: a module; breaks: nothing in the parent (the child works on its own copy of the
 * address space, and the parent parses the result back into its context).
 *
 * Why a child: an LLVM pass, one of ours or llc's code generator may abort, assert, loop or
 * exhaust memory; in a child that becomes a "pass crashed" or "timed out" message and exit
 * status 2 instead of the end of the tool.
 *
 * Protocol on the pipe: records, each a tag byte, a length (a size_t in native byte order:
 * both ends are the same executable) and that many bytes:
 *   'B' bitcode of the result           'R' remarks text        'P' PTX text
 *   'E' the pipeline text was rejected  'C' code generation failed
 *   'V' the result is invalid IR (the verifier's message)
 *   'Z' end, length 0: sent last, so that output cut short by a crash is never taken for a
 *       result, even when the child's exit status looks clean.
 */
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

/* ---- our passes ------------------------------------------------------------------------
 * X(name, entry point, in the default pipeline).  The order is the seeds' order; the default
 * pipeline is "cbe,basr,lsr,cgp,dse" restricted to the passes listed here, so a new pass is
 * one line, and the default pipeline text is a constant built from the same list. */
#define NVTV_PASSES(X)                                                                         \
  X("cbe", cbe_run, 1)                                                                         \
  X("basr", basr_run, 1)                                                                       \
  X("lsr", lsr_run, 1)                                                                         \
  X("cgp", cgp_run, 1)                                                                         \
  X("scev-cgp", scevcgp_run, 0)                                                                \
  X("dse", dse_run, 1)                                                                         \
  X("mutate-tgt", mutate_run, 0)

static const nvtv_pass pass_table[] = {
#define PASS_ROW(name, fn, dflt) {name, fn},
    NVTV_PASSES(PASS_ROW)
#undef PASS_ROW
};
enum { NPASSES = (int)(sizeof pass_table / sizeof *pass_table) };

#define PASS_IN_DEFAULT_1(name) "," name
#define PASS_IN_DEFAULT_0(name)
#define PASS_DEFAULT_TEXT(name, fn, dflt) PASS_IN_DEFAULT_##dflt(name)
/* ",cbe,basr,cgp": the leading comma is skipped when returned */
static const char default_pipeline[] = "" NVTV_PASSES(PASS_DEFAULT_TEXT);
_Static_assert(sizeof default_pipeline > 1, "the default pipeline has at least one pass");

const nvtv_pass *passes_all(int *n) {
  *n = NPASSES;
  return pass_table;
}

const nvtv_pass *pass_named(const char *name) {
  for (int i = 0; i < NPASSES; i++)
    if (strcmp(pass_table[i].name, name) == 0) return &pass_table[i];
  return NULL;
}

const char *passes_default_pipeline(void) { return default_pipeline + 1; }

/* ---- target ------------------------------------------------------------------------------ */

void pipe_opts_default(pipe_opts *o) {
  memset(o, 0, sizeof *o);
  o->mcpu = "sm_90";
}

/* LLVM's target registration is idempotent (a registered target is skipped), so there is
 * no "done" flag to keep: calling this again costs a few pointer stores. */
void pipe_init_targets(void) {
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

/* ---- the child and the records it sends --------------------------------------------------- */

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

static bool put(int fd, char tag, const void *p, size_t n) {
  return write_all(fd, &tag, 1) && write_all(fd, &n, sizeof n) && (!n || write_all(fd, p, n));
}

static bool put_str(int fd, char tag, const char *s) { return put(fd, tag, s, strlen(s)); }

/* The work done in the child: sends its records on fd; false when a write failed. */
typedef bool (*child_fn)(void *arg, int fd);

/* --pass-timeout is CPU time (RLIMIT_CPU, SIGXCPU), so that a loaded machine makes no
 * pass-hang findings; a wall-clock alarm at four times it, plus 10 s, is the safety net for
 * a pass that blocks without running. */
static void limit_cpu(unsigned timeout_s) {
  if (!timeout_s) return;
  struct rlimit cpu = {timeout_s, (rlim_t)timeout_s + 1};
  setrlimit(RLIMIT_CPU, &cpu);
  alarm(4 * timeout_s + 10);
}

static void child_main(const pipe_opts *o, child_fn fn, void *arg, int fd) {
  limit_cpu(o->timeout_s);
  if (o->mem_limit) {
    struct rlimit rl = {o->mem_limit, o->mem_limit};
    setrlimit(RLIMIT_AS, &rl);
  }
  bool ok = fn(arg, fd) && put(fd, 'Z', NULL, 0);
  _exit(ok ? 0 : 1);
}

typedef struct reply {
  char *data;
  size_t len;
} reply;

static void read_all(int fd, reply *out) {
  size_t cap = 1 << 16, n = 0;
  char *data = malloc(cap);
  if (!data) ir_oom();
  for (;;) {
    if (n == cap) {
      cap *= 2;
      data = realloc(data, cap);
      if (!data) ir_oom();
    }
    ssize_t k = read(fd, data + n, cap - n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) break;
    n += (size_t)k;
  }
  out->data = data;
  out->len = n;
}

/* Walks the records: the payload of the first with `tag` (tag 'Z' also checks that the
 * records are well formed up to the end marker). */
static bool reply_find(const reply *r, char tag, const char **p, size_t *n) {
  size_t at = 0, len;
  while (at < r->len && r->len - at > sizeof len) {
    char t = r->data[at];
    memcpy(&len, r->data + at + 1, sizeof len);
    at += 1 + sizeof len;
    if (len > r->len - at) return false;
    if (t == tag) {
      *p = r->data + at;
      *n = len;
      return true;
    }
    at += len;
  }
  return false;
}

/* Runs fn(arg, fd) in a child under o's limits and reads everything it sends.  false with
 * *st and a message when the child did not finish; `what` names the work in messages
 * ("pass", "code generation"). */
static bool run_child(const pipe_opts *o, const char *what, child_fn fn, void *arg, reply *out,
                      pipe_status *st, char *err, size_t errlen) {
  pipe_init_targets();
  int fds[2];
  if (pipe(fds) < 0) {
    *st = PIPE_SYSTEM;
    snprintf(err, errlen, "pipe: %s", strerror(errno));
    return false;
  }
  fflush(NULL); /* or the child's exit would flush the parent's buffered output twice */
  pid_t pid = fork();
  if (pid < 0) {
    *st = PIPE_SYSTEM;
    snprintf(err, errlen, "fork: %s", strerror(errno));
    close(fds[0]);
    close(fds[1]);
    return false;
  }
  if (pid == 0) {
    close(fds[0]);
    child_main(o, fn, arg, fds[1]);
  }
  close(fds[1]);
  read_all(fds[0], out);
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  const char *p;
  size_t n;
  if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    bool limit = sig == SIGXCPU || sig == SIGALRM;
    *st = limit ? PIPE_TIMEOUT : PIPE_CRASHED;
    if (sig == SIGXCPU) snprintf(err, errlen, "%s timed out after %u CPU s", what, o->timeout_s);
    else if (sig == SIGALRM)
      snprintf(err, errlen, "%s stopped by the wall-clock safety net (%u s) after its CPU limit of %u s", what,
               4 * o->timeout_s + 10, o->timeout_s);
    else snprintf(err, errlen, "%s crashed (signal %d: %s)", what, sig, strsignal(sig));
  } else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    *st = PIPE_CRASHED;
    snprintf(err, errlen, "%s crashed (exit status %d)", what, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
  } else if (!reply_find(out, 'Z', &p, &n)) {
    *st = PIPE_CRASHED;
    snprintf(err, errlen, "%s crashed (its output was cut short)", what);
  } else {
    *st = PIPE_OK;
    return true;
  }
  free(out->data);
  out->data = NULL;
  return false;
}

/* The first line of a record's text into err, after a prefix. */
static void record_message(const char *prefix, const char *p, size_t n, char *err, size_t errlen) {
  size_t line = 0;
  while (line < n && p[line] != '\n') line++;
  if (line > 400) line = 400;
  snprintf(err, errlen, "%s%.*s", prefix, (int)line, p);
}

LLVMModuleRef pipe_verified(LLVMModuleRef out, pipe_status *st, char *err, size_t errlen) {
  if (ir_verify(out, err, errlen)) {
    *st = PIPE_OK;
    return out;
  }
  *st = PIPE_INVALID_IR;
  char tmp[512];
  snprintf(tmp, sizeof tmp, "pass produced invalid IR: %s", err);
  snprintf(err, errlen, "%s", tmp);
  LLVMDisposeModule(out);
  return NULL;
}

/* The module a pipeline child sent back, parsed into ctx and verified. */
static LLVMModuleRef read_back(const reply *r, LLVMContextRef ctx, pipe_status *st, char *err, size_t errlen) {
  const char *p;
  size_t n;
  if (reply_find(r, 'E', &p, &n)) {
    *st = PIPE_BAD_PIPELINE;
    record_message("", p, n, err, errlen);
    return NULL;
  }
  if (reply_find(r, 'V', &p, &n)) {
    *st = PIPE_INVALID_IR;
    record_message("pass produced invalid IR: ", p, n, err, errlen);
    return NULL;
  }
  LLVMModuleRef out = NULL;
  if (!reply_find(r, 'B', &p, &n)) {
    *st = PIPE_CRASHED;
    snprintf(err, errlen, "pass sent no module back");
    return NULL;
  }
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(p, n, "tgt");
  if (LLVMParseBitcodeInContext2(ctx, buf, &out)) {
    *st = PIPE_CRASHED;
    snprintf(err, errlen, "pass output could not be read back");
    out = NULL;
  } else {
    out = pipe_verified(out, st, err, errlen);
  }
  LLVMDisposeMemoryBuffer(buf);
  return out;
}

static bool put_module(int fd, LLVMModuleRef m) {
  LLVMMemoryBufferRef buf = LLVMWriteBitcodeToMemoryBuffer(m);
  bool ok = put(fd, 'B', LLVMGetBufferStart(buf), LLVMGetBufferSize(buf));
  LLVMDisposeMemoryBuffer(buf);
  return ok;
}

static const pipe_opts *opts_or_default(const pipe_opts *o, pipe_opts *def) {
  if (o) return o;
  pipe_opts_default(def);
  return def;
}

/* ---- stock LLVM pipelines ----------------------------------------------------------------- */

typedef struct llvm_job {
  LLVMModuleRef m;
  const char *pipeline, *mcpu;
} llvm_job;

static bool llvm_child(void *arg, int fd) {
  llvm_job *j = arg;
  char err[512];
  LLVMTargetMachineRef tm = pipe_target_machine(j->m, j->mcpu, err, sizeof err);
  if (!tm) return put_str(fd, 'E', err);
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(j->m, j->pipeline, tm, po);
  if (e) {
    char *msg = LLVMGetErrorMessage(e);
    bool ok = put_str(fd, 'E', msg);
    LLVMDisposeErrorMessage(msg);
    return ok;
  }
  LLVMDisposePassBuilderOptions(po);
  LLVMDisposeTargetMachine(tm);
  return put_module(fd, j->m);
}

LLVMModuleRef pipe_run_llvm(LLVMModuleRef m, LLVMContextRef ctx, const char *pipeline,
                            const pipe_opts *o, pipe_status *st, char *err, size_t errlen) {
  pipe_opts def;
  o = opts_or_default(o, &def);
  llvm_job j = {m, pipeline, o->mcpu};
  reply r;
  if (!run_child(o, "pass", llvm_child, &j, &r, st, err, errlen)) return NULL;
  LLVMModuleRef out = read_back(&r, ctx, st, err, errlen);
  free(r.data);
  return out;
}

/* ---- our passes ----------------------------------------------------------------------------- */

typedef struct ours_job {
  LLVMModuleRef m;
  const nvtv_pass **pass;
  int npass;
  const nvtv_knobs *k;
} ours_job;

static bool ours_child(void *arg, int fd) {
  ours_job *j = arg;
  nvtv_remarks rem;
  remarks_init(&rem);
  for (int i = 0; i < j->npass; i++)
    for (LLVMValueRef fn = LLVMGetFirstFunction(j->m); fn; fn = LLVMGetNextFunction(fn))
      if (!LLVMIsDeclaration(fn)) j->pass[i]->run(fn, j->k, &rem);
  bool ok = put(fd, 'R', rem.text, rem.len);
  /* checked here too, because writing bitcode of broken IR may itself crash, and the
   * verifier's message is what the pass author needs */
  char err[512];
  if (ok && !ir_verify(j->m, err, sizeof err)) ok = put_str(fd, 'V', err);
  else if (ok) ok = put_module(fd, j->m);
  remarks_free(&rem);
  return ok;
}

/* "unknown pass 'x' (known: cbe, basr, cgp, scev-cgp)" */
static void unknown_pass(const char *name, size_t len, char *err, size_t errlen) {
  int at = snprintf(err, errlen, "unknown pass '%.*s' (known: ", (int)len, name);
  for (int i = 0; i < NPASSES && at >= 0 && (size_t)at < errlen; i++)
    at += snprintf(err + at, errlen - (size_t)at, "%s%s", i ? ", " : "", pass_table[i].name);
  if (at >= 0 && (size_t)at < errlen) snprintf(err + at, errlen - (size_t)at, ")");
}

/* Splits "cbe, basr,cgp" into pass entries; false with a message for an unknown or empty
 * name.  *out has room for one entry per comma plus one. */
static bool parse_pass_list(const char *passes, const nvtv_pass **out, int *n, char *err, size_t errlen) {
  *n = 0;
  if (!passes[strspn(passes, " \t")]) return true; /* -passes= : the empty pipeline (identity) */
  for (const char *s = passes;; s++) {
    s += strspn(s, " \t");
    size_t len = strcspn(s, ",");
    size_t trimmed = len;
    while (trimmed && (s[trimmed - 1] == ' ' || s[trimmed - 1] == '\t')) trimmed--;
    if (!trimmed) {
      snprintf(err, errlen, "empty pass name in '%s'", passes);
      return false;
    }
    const nvtv_pass *p = NULL;
    for (int i = 0; i < NPASSES && !p; i++)
      if (strlen(pass_table[i].name) == trimmed && memcmp(pass_table[i].name, s, trimmed) == 0) p = &pass_table[i];
    if (!p) {
      unknown_pass(s, trimmed, err, errlen);
      return false;
    }
    out[(*n)++] = p;
    s += len;
    if (!*s) return true;
  }
}

/* Room for one entry per comma plus one. */
static const nvtv_pass **pass_list_new(const char *passes) {
  size_t cap = 1;
  for (const char *s = passes; *s; s++) cap += *s == ',';
  const nvtv_pass **list = malloc(cap * sizeof *list);
  if (!list) ir_oom();
  return list;
}

bool pipe_check_passes(const char *passes, char *err, size_t errlen) {
  const nvtv_pass **list = pass_list_new(passes);
  int n;
  bool ok = parse_pass_list(passes, list, &n, err, errlen);
  free(list);
  return ok;
}

/* do-lsr-64-bit for an NVPTX CPU name: "sm_70", "sm_90a" ... give 1 from 70 on, 0 below;
 * a name that is not sm_N is taken to be a new CPU (1). */
static long lsr_64_bit_for(const char *mcpu) {
  if (!mcpu || strncmp(mcpu, "sm_", 3) != 0 || mcpu[3] < '0' || mcpu[3] > '9') return 1;
  return strtol(mcpu + 3, NULL, 10) >= 70;
}

/* The knobs as the passes see them on mcpu, in *tmp when they differ from k (NULL: the
 * defaults).  do-lsr-64-bit = -1 (its default) means "by the CPU": seed 002 turns 64-bit
 * induction variables off below sm_70 (64-bit integer arithmetic is emulated there) and on
 * from it. */
static const nvtv_knobs *knobs_for_cpu(const nvtv_knobs *k, const char *mcpu, nvtv_knobs *tmp) {
  if (!k) {
    knobs_default(tmp);
    k = tmp;
  }
  if (knob(k, KNOB_LSR_64_BIT) < 0) {
    if (k != tmp) *tmp = *k;
    tmp->v[KNOB_LSR_64_BIT] = lsr_64_bit_for(mcpu);
    k = tmp;
  }
  return k;
}

LLVMModuleRef pipe_run_ours(LLVMModuleRef m, LLVMContextRef ctx, const char *passes,
                            const nvtv_knobs *k, const pipe_opts *o, nvtv_remarks *remarks,
                            pipe_status *st, char *err, size_t errlen) {
  pipe_opts def;
  o = opts_or_default(o, &def);
  nvtv_knobs byk;
  k = knobs_for_cpu(k, o->mcpu, &byk);
  const nvtv_pass **list = pass_list_new(passes);
  ours_job j = {m, list, 0, k};
  LLVMModuleRef out = NULL;
  reply r;
  if (!parse_pass_list(passes, list, &j.npass, err, errlen)) {
    *st = PIPE_BAD_PIPELINE;
  } else if (run_child(o, "pass", ours_child, &j, &r, st, err, errlen)) {
    const char *p;
    size_t n;
    if (remarks && reply_find(&r, 'R', &p, &n)) remarks_append(remarks, p, n);
    out = read_back(&r, ctx, st, err, errlen);
    free(r.data);
  }
  free(list);
  return out;
}

/* ---- in this process (campaign workers, which are forked themselves) ------------------------ */

bool pipe_apply_ours(LLVMModuleRef m, const char *passes, const nvtv_knobs *k, const char *mcpu, nvtv_remarks *r,
                     char *err, size_t errlen) {
  const nvtv_pass **list = pass_list_new(passes);
  int n;
  bool ok = parse_pass_list(passes, list, &n, err, errlen);
  nvtv_knobs byk;
  k = knobs_for_cpu(k, mcpu, &byk);
  for (int i = 0; ok && i < n; i++)
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
      if (!LLVMIsDeclaration(fn)) list[i]->run(fn, k, r);
  free(list);
  return ok;
}

bool pipe_apply_llvm(LLVMModuleRef m, const char *pipeline, const char *mcpu, char *err, size_t errlen) {
  pipe_init_targets();
  LLVMTargetMachineRef tm = pipe_target_machine(m, mcpu ? mcpu : "sm_90", err, errlen);
  if (!tm) return false;
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(m, pipeline, tm, po);
  LLVMDisposePassBuilderOptions(po);
  LLVMDisposeTargetMachine(tm);
  if (e) {
    char *msg = LLVMGetErrorMessage(e);
    snprintf(err, errlen, "%s", msg);
    LLVMDisposeErrorMessage(msg);
    return false;
  }
  return true;
}

/* ---- PTX ------------------------------------------------------------------------------------ */

/* Code generation of a corpus kernel takes milliseconds; five minutes means it hangs. */
enum { PTX_TIMEOUT_S = 300 };

typedef struct ptx_job {
  LLVMModuleRef m;
  const char *mcpu;
} ptx_job;

static bool ptx_child(void *arg, int fd) {
  ptx_job *j = arg;
  char err[512];
  LLVMTargetMachineRef tm = pipe_target_machine(j->m, j->mcpu, err, sizeof err);
  if (!tm) return put_str(fd, 'C', err);
  /* the child owns its copy of the module: give it what llc would, when it lacks them */
  const char *triple = LLVMGetTarget(j->m);
  if (!triple || !*triple) LLVMSetTarget(j->m, "nvptx64-nvidia-cuda");
  const char *dl = LLVMGetDataLayoutStr(j->m);
  if (!dl || !*dl) {
    LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
    LLVMSetModuleDataLayout(j->m, td);
    LLVMDisposeTargetData(td);
  }
  char *msg = NULL;
  LLVMMemoryBufferRef buf = NULL;
  if (LLVMTargetMachineEmitToMemoryBuffer(tm, j->m, LLVMAssemblyFile, &msg, &buf)) {
    bool ok = put_str(fd, 'C', msg ? msg : "unknown error");
    if (msg) LLVMDisposeMessage(msg);
    return ok;
  }
  bool ok = put(fd, 'P', LLVMGetBufferStart(buf), LLVMGetBufferSize(buf));
  LLVMDisposeMemoryBuffer(buf);
  LLVMDisposeTargetMachine(tm);
  return ok;
}

char *pipe_emit_ptx(LLVMModuleRef m, const char *mcpu, char *err, size_t errlen) {
  pipe_opts o;
  pipe_opts_default(&o);
  if (mcpu) o.mcpu = mcpu;
  o.timeout_s = PTX_TIMEOUT_S;
  ptx_job j = {m, o.mcpu};
  reply r;
  pipe_status st;
  if (!run_child(&o, "code generation", ptx_child, &j, &r, &st, err, errlen)) return NULL;
  const char *p;
  size_t n;
  char *text = NULL;
  if (reply_find(&r, 'C', &p, &n)) {
    record_message("code generation failed: ", p, n, err, errlen);
  } else if (!reply_find(&r, 'P', &p, &n)) {
    snprintf(err, errlen, "code generation sent no PTX back");
  } else {
    text = malloc(n + 1);
    if (!text) ir_oom();
    memcpy(text, p, n);
    text[n] = 0;
  }
  free(r.data);
  return text;
}
