/* limits.c: per-function time and memory limits for verify and check (--kernel-timeout S,
 * --mem-limit SIZE), as a campaign's workers have them.
 *
 * With either limit set, each function pair is verified in a forked child.  The child sets
 * RLIMIT_CPU and RLIMIT_AS, verifies (the driver's run), and sends its part of the report back
 * through a pipe; the parent adds it to the report as if it had verified the function itself.
 * A child stopped by a limit leaves one finding of kind "limit", verdict unknown, naming the
 * limit, with every access of the function counted unknown; the next function goes on.
 *
 * Choices (the issue asked for limits "as in fuzz" and left the rest open):
 * - CPU seconds, not wall seconds: Z3 is bounded by its deterministic budget already (smt.c),
 *   and a loaded machine must give the same verdicts.  A wall-clock safety net of 4 x S + 10 s
 *   kills a child that sleeps or is starved; it names itself in the finding.
 * - The wire format is the report's own structs, raw: the child is a fork of this binary, so
 *   a finding's kind (a string literal) is valid in the parent.  Text, -v lines, JSON and query
 *   times follow as length-prefixed bytes.  A short or inconsistent message is a crash.
 * - NVTV_FAULT (see fault()) is how the tests make a child crash or hang.
 * - Memory: what the child may allocate beyond what it shares with its parent at the fork
 *   (ir_limit_memory: RLIMIT_AS above the current address space, as a campaign's worker).  A child that ends with our
 *   out-of-memory exit (2) or an abort (LLVM's and Z3's bad_alloc) while a memory limit is set
 *   hit the limit.  Any other death is an unknown of kind "verifier-crash": never proved.
 */
#include "driver_parts.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct wire_head {
  unsigned approx;
  int fast_proved, z3_proved, obligations, z3_unconfirmed, sliced_proved;
  size_t peak_terms;
  smt_stats smt; /* times: sent after the head */
  v_func fn;
  int nf;
  size_t lines_n;
} wire_head;

typedef struct wbuf {
  unsigned char *p;
  size_t n, cap, at;
} wbuf;

static void put(wbuf *b, const void *x, size_t n) {
  if (b->n + n > b->cap) {
    while (b->n + n > b->cap) b->cap = b->cap ? 2 * b->cap : 4096;
    b->p = realloc(b->p, b->cap);
    if (!b->p) ir_oom();
  }
  memcpy(b->p + b->n, x, n);
  b->n += n;
}

static void put_str(wbuf *b, const char *s) {
  size_t n = s ? strlen(s) : 0;
  put(b, &n, sizeof n);
  if (n) put(b, s, n);
}

static bool get(wbuf *b, void *x, size_t n) {
  if (b->n - b->at < n) return false;
  memcpy(x, b->p + b->at, n);
  b->at += n;
  return true;
}

/* A string of the message (malloc'd, NUL-terminated; "" as NULL). */
static bool get_str(wbuf *b, char **out) {
  size_t n;
  *out = NULL;
  if (!get(b, &n, sizeof n) || b->n - b->at < n) return false;
  if (!n) return true;
  *out = malloc(n + 1);
  if (!*out) ir_oom();
  memcpy(*out, b->p + b->at, n);
  (*out)[n] = 0;
  b->at += n;
  return true;
}

static void write_all(int fd, const unsigned char *p, size_t n) {
  while (n) {
    ssize_t w = write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) _exit(5);
    p += w, n -= (size_t)w;
  }
}

/* Fault injection for the tests of the messages below (SQLite's habit): NVTV_FAULT=segv:F or
 * hang:F makes the child for function F die or sleep. */
static void fault(const char *fn) {
  const char *f = getenv("NVTV_FAULT");
  const char *colon = f ? strchr(f, ':') : NULL;
  if (!colon || strcmp(colon + 1, fn)) return;
  if (!strncmp(f, "segv:", 5)) raise(SIGSEGV);
  if (!strncmp(f, "hang:", 5))
    for (;;) pause();
}

/* The child: verify, send the report, exit without running atexit handlers or flushing the
 * parent's buffered output. */
static void child(vctx *pv, LLVMValueRef fs, LLVMValueRef ft, verify_run_fn run, int fd) {
  struct rlimit core = {0, 0};
  setrlimit(RLIMIT_CORE, &core);
  if (pv->o->kernel_timeout_s) {
    struct rlimit cpu = {pv->o->kernel_timeout_s, pv->o->kernel_timeout_s + 2};
    setrlimit(RLIMIT_CPU, &cpu);
  }
  if (pv->o->mem_limit) ir_limit_memory(pv->o->mem_limit);
  signal(SIGXCPU, SIG_DFL);
  fault(pv->fr->name);
  verify_report cr;
  verify_report_init(&cr);
  cr.unroll = pv->r->unroll;
  vctx v = *pv;
  v.r = &cr;
  cr.fn = malloc(sizeof *cr.fn);
  if (!cr.fn) ir_oom();
  cr.fn[0] = *pv->fr;
  cr.nfn = cr.capfn = 1;
  v.fr = &cr.fn[0];
  run(&v, fs, ft);
  wbuf b = {0};
  wire_head h;
  memset(&h, 0, sizeof h);
  h.approx = cr.approx;
  h.fast_proved = cr.fast_proved;
  h.z3_proved = cr.z3_proved;
  h.sliced_proved = cr.sliced_proved;
  h.obligations = cr.obligations;
  h.z3_unconfirmed = cr.z3_unconfirmed;
  h.peak_terms = cr.peak_terms;
  h.smt = cr.smt;
  h.smt.times = NULL;
  h.fn = cr.fn[0];
  h.nf = cr.nf;
  h.lines_n = cr.lines_n;
  put(&b, &h, sizeof h);
  if (cr.smt.ntimes) put(&b, cr.smt.times, (size_t)cr.smt.ntimes * sizeof *cr.smt.times);
  if (cr.lines_n) put(&b, cr.lines, cr.lines_n);
  for (int i = 0; i < cr.nf; i++) {
    v_finding f = cr.f[i];
    char *js = f.json ? json_dumps(f.json, JSON_COMPACT | JSON_ENCODE_ANY) : NULL;
    f.text = NULL;
    f.json = NULL;
    put(&b, &f, sizeof f);
    put_str(&b, cr.f[i].text);
    put_str(&b, js);
    free(js);
  }
  write_all(fd, b.p, b.n);
  close(fd);
  _exit(0);
}

/* The child's message into r (fr is this function's entry); false if it is not whole. */
static bool take(vctx *v, wbuf *b) {
  verify_report *r = v->r;
  wire_head h;
  if (!get(b, &h, sizeof h) || h.nf < 0 || h.smt.ntimes < 0) return false;
  size_t nt = (size_t)h.smt.ntimes * sizeof(double);
  if (b->n - b->at < nt + h.lines_n) return false;
  double *times = nt ? malloc(nt) : NULL;
  if (nt && !times) ir_oom();
  get(b, times, nt);
  h.smt.times = times;
  h.smt.captimes = h.smt.ntimes;
  char *lines = NULL;
  if (h.lines_n) {
    lines = malloc(h.lines_n + 1);
    if (!lines) ir_oom();
    get(b, lines, h.lines_n);
    lines[h.lines_n] = 0;
  }
  /* findings first: a message cut short adds nothing */
  int nf0 = r->nf;
  bool ok = true;
  for (int i = 0; i < h.nf && ok; i++) {
    v_finding f;
    char *text = NULL, *js = NULL;
    ok = get(b, &f, sizeof f) && get_str(b, &text) && get_str(b, &js);
    if (ok) {
      v_finding *into = verify_add_finding(v, f.verdict, f.kind, f.tag);
      *into = f;
      into->text = text;
      into->json = js ? json_loads(js, JSON_DECODE_ANY, NULL) : NULL;
    } else free(text);
    free(js);
  }
  if (!ok) {
    for (int i = nf0; i < r->nf; i++) {
      free(r->f[i].text);
      json_decref(r->f[i].json);
    }
    r->nf = nf0;
    free(times);
    free(lines);
    return false;
  }
  *v->fr = h.fn;
  r->approx |= h.approx;
  r->fast_proved += h.fast_proved;
  r->z3_proved += h.z3_proved;
  r->sliced_proved += h.sliced_proved;
  r->obligations += h.obligations;
  r->z3_unconfirmed += h.z3_unconfirmed;
  if (h.peak_terms > r->peak_terms) r->peak_terms = h.peak_terms;
  smt_add_stats(&r->smt, &h.smt);
  free(times);
  if (lines) {
    verify_sbuf sb = {r->lines, r->lines_n, r->lines_cap};
    verify_sbprintf(&sb, "%s", lines);
    r->lines = sb.s, r->lines_n = sb.n, r->lines_cap = sb.cap;
    free(lines);
  }
  return true;
}

static double cpu_s(const struct rusage *ru) {
  return (double)ru->ru_utime.tv_sec + ru->ru_utime.tv_usec / 1e6 + (double)ru->ru_stime.tv_sec +
         ru->ru_stime.tv_usec / 1e6;
}

static void size_words(size_t n, char *out, size_t len) {
  if (n % ((size_t)1 << 30) == 0) snprintf(out, len, "%zuG", n >> 30);
  else if (n % ((size_t)1 << 20) == 0) snprintf(out, len, "%zuM", n >> 20);
  else snprintf(out, len, "%zu bytes", n);
}

/* Every access of the function is unknown, with one finding that says why. */
static void stopped(vctx *v, LLVMValueRef fs, const char *kind, const char *fmt, const char *what) {
  int n = ir_count_memops(fs);
  memset(v->fr->count, 0, sizeof v->fr->count);
  v->fr->count[V_UNKNOWN] = n ? n : 1;
  v->fr->naccess = n;
  verify_note(v, V_UNKNOWN, kind, -1, fmt, what);
}

/* The last non-empty line of the child's stderr, for the reason of a crash. */
static void last_line(const wbuf *e, char *out, size_t n) {
  out[0] = 0;
  size_t end = e->n;
  while (end && (e->p[end - 1] == '\n' || e->p[end - 1] == '\r')) end--;
  size_t start = end;
  while (start && e->p[start - 1] != '\n') start--;
  if (end > start) snprintf(out, n, "; its last words: %.*s", (int)(end - start > 200 ? 200 : end - start), e->p + start);
}

void verify_limited(vctx *v, LLVMValueRef fs, LLVMValueRef ft, verify_run_fn run) {
  const verify_opts *o = v->o;
  int fds[2], efd[2];
  fflush(stdout);
  fflush(stderr);
  if (pipe(efd) != 0) efd[0] = efd[1] = -1;
  if (pipe(fds) != 0) {
    stopped(v, fs, "verifier-crash", "%s", "cannot create a pipe for the limited child; not verified");
    return;
  }
  double t0 = verify_now_ms();
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    stopped(v, fs, "verifier-crash", "%s", "cannot fork the limited child; not verified");
    return;
  }
  if (pid == 0) {
    close(fds[0]);
    if (efd[1] >= 0) { /* what the child says goes through the parent: dropped when a limit stops it */
      close(efd[0]);
      dup2(efd[1], 2);
      close(efd[1]);
    }
    child(v, fs, ft, run, fds[1]);
  }
  close(fds[1]);
  if (efd[1] >= 0) close(efd[1]);
  /* read as it comes (a large report must not block the child on a full pipe), until EOF
   * or the wall-clock safety net */
  double net_ms = o->kernel_timeout_s ? (4.0 * o->kernel_timeout_s + 10) * 1e3 : -1;
  wbuf b = {0}, e = {0};
  bool net = false, budget = false, eof = false, eeof = efd[0] < 0;
  while (!eof) {
    int wait_ms = -1;
    if (net_ms > 0) {
      double left = net_ms - (verify_now_ms() - t0);
      if (left <= 0) {
        net = true;
        kill(pid, SIGKILL);
        break;
      }
      wait_ms = (int)left + 1;
    }
    if (o->deadline_ms > 0) { /* check --budget: the user's wall-clock promise */
      double left = o->deadline_ms - verify_now_ms();
      if (left <= 0) {
        budget = true;
        kill(pid, SIGKILL);
        break;
      }
      if (wait_ms < 0 || left + 1 < wait_ms) wait_ms = (int)left + 1;
    }
    struct pollfd p[2] = {{fds[0], POLLIN, 0}, {eeof ? -1 : efd[0], POLLIN, 0}};
    int pr = poll(p, 2, wait_ms);
    if (pr < 0 && errno == EINTR) continue;
    if (pr <= 0) continue;
    unsigned char chunk[65536];
    if (p[1].revents) {
      ssize_t got = read(efd[0], chunk, sizeof chunk);
      if (got > 0 && e.n < (1u << 20)) put(&e, chunk, (size_t)got);
      else if (got == 0 || (got < 0 && errno != EINTR)) eeof = true;
    }
    if (p[0].revents) {
      ssize_t got = read(fds[0], chunk, sizeof chunk);
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) eof = true;
      else put(&b, chunk, (size_t)got);
    }
  }
  close(fds[0]);
  if (!eeof) { /* what is left of its stderr (it has ended its report) */
    unsigned char chunk[65536];
    ssize_t got;
    fcntl(efd[0], F_SETFL, O_NONBLOCK);
    while ((got = read(efd[0], chunk, sizeof chunk)) > 0 && e.n < (1u << 20)) put(&e, chunk, (size_t)got);
  }
  if (efd[0] >= 0) close(efd[0]);
  int status = 0;
  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  while (wait4(pid, &status, 0, &ru) < 0 && errno == EINTR) {}
  bool whole = !net && !budget && WIFEXITED(status) && WEXITSTATUS(status) == 0 && take(v, &b);
  free(b.p);
  if (whole) {
    if (e.n) fwrite(e.p, 1, e.n, stderr); /* warnings, NVTV_TRACE */
    free(e.p);
    return;
  }
  char words[256];
  last_line(&e, words, sizeof words);
  free(e.p);
  v->fr->ms = verify_now_ms() - t0;
  char what[512], size[64];
  size_words(o->mem_limit, size, sizeof size);
  int sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  if (budget) {
    stopped(v, fs, "budget", "%s", "the --budget ran out while this function was being verified; not verified");
    return;
  }
  if (net)
    snprintf(what, sizeof what, "the wall-clock safety net (4 x --kernel-timeout + 10 s = %.0f s) stopped it after "
             "%.1f CPU seconds; not verified", net_ms / 1e3, cpu_s(&ru));
  else if (o->kernel_timeout_s && (sig == SIGXCPU || (sig == SIGKILL && cpu_s(&ru) >= o->kernel_timeout_s)))
    snprintf(what, sizeof what, "--kernel-timeout %u s reached (CPU time); not verified", o->kernel_timeout_s);
  else if (o->mem_limit && ((WIFEXITED(status) && WEXITSTATUS(status) == 2) || sig == SIGABRT))
    snprintf(what, sizeof what, "--mem-limit %s reached; not verified", size);
  else {
    if (sig)
      snprintf(what, sizeof what, "the verifier died with signal %d (%s) on this function%s; not verified", sig, strsignal(sig),
               words);
    else snprintf(what, sizeof what, "the verifier's child ended with status %d and an incomplete report; not verified",
                  WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    stopped(v, fs, "verifier-crash", "%s", what);
    return;
  }
  stopped(v, fs, "limit", "%s", what);
}
