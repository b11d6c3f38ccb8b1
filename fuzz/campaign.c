/* nvtv fuzz: a campaign of forked workers.
 *
 * Worker w takes iterations 0, 1, 2 ...; iteration i's kernel is decided by the seed
 * mix(seed, w, i) alone (generated, or a mutated corpus file), so a kernel can be rebuilt
 * from (w, i) after its worker died.  Each worker runs the pipeline in its own process
 * (it is a disposable process already: no fork per kernel) under a CPU-time timer
 * (--kernel-timeout, ITIMER_PROF: a loaded machine makes no fake hangs; a wall-clock
 * timer made a verifier-hang of a 5-CPU-second kernel beside four other processes)
 * and a memory limit (--mem-limit: growth of the address space, ir_limit_memory), and verifies.  A finding is reduced
 * and written to out/findings/KIND-HASH/ through a temporary directory and a rename, so a
 * finding is either complete or absent, whatever kills the campaign.  The parent watches the
 * workers through shared memory: a worker that dies (a crash, the alarm, the memory limit)
 * is a finding of its own kind, attributed to the kernel and phase its shared slot names,
 * and is restarted.  out/campaign.json (written atomically every few seconds) holds each
 * worker's next iteration: --resume continues from there.
 */
#define _GNU_SOURCE
#include "fuzz.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <jansson.h>

enum { MAXJOBS = CAMP_MAXJOBS, SRC_GEN = 0, SRC_MUTATE = 1 };

typedef struct wslot {
  volatile long iter;     /* the kernel being processed */
  volatile long done;     /* every kernel before this one is finished, its finding durable */
  volatile long kernels;
  volatile long acc[V_NVERDICTS];
  volatile long findings, dups;
  volatile double gen_ms, pass_ms, verify_ms, exec_ms;
  volatile long exec_compared, exec_discarded, exec_unsupported;
  volatile long identity; /* kernels also checked against themselves */
  volatile int phase;     /* 0 generating, 1 pipeline, 2 verifier, 3 reducing, 4 interpreter */
  volatile int alive;
  volatile int child_group; /* the --opt-cmd it runs, killed with it */
  adv_table adv;          /* --adversary: this worker's pairs */
} wslot;

static int count_findings(const camp_opts *o);

typedef struct shared {
  volatile int stop;
  volatile int write_error; /* a finding could not be written (a full disk): camp_run fails */
  wslot w[MAXJOBS];
} shared;

void camp_opts_default(camp_opts *o) {
  memset(o, 0, sizeof *o);
  orc_config_default(&o->orc);
  o->orc.in_process = true;
  o->orc.v.quick = true;
  o->orc.v.timeout_ms = CAMP_QUERY_MS;
  o->time_s = 60;
  o->jobs = 1;
  o->out = "nvtv-fuzz";
  o->seed = 1;
  o->kernel_timeout_s = 30;
  o->mem_limit = (size_t)2 << 30;
  o->reduce_s = 20;
  o->stats_interval = 3;
  ir_cuda_opts_default(&o->cuda);
}

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static uint64_t mix(uint64_t seed, int w, long it) {
  uint64_t s = seed * 0x9e3779b97f4a7c15ULL ^ ((uint64_t)w << 48) ^ (uint64_t)it;
  return gen_rand(&s);
}

static uint64_t fnv(const char *s) {
  uint64_t h = 1469598103934665603ULL;
  for (; *s; s++) h = (h ^ (uint8_t)*s) * 1099511628211ULL;
  return h;
}

/* ---- corpus files ---- */

typedef struct corpus {
  char **files;
  int n;
} corpus;

/* The kernel files of dir in a stable order (the kernel of (w, i) must not depend on
 * readdir).  CUDA sources are compiled once, here, into OUT/corpus-cu/NAME.ll, which the
 * workers then mutate like any other file.  False after a message when one does not
 * compile. */
static bool corpus_load(corpus *c, const camp_opts *o) {
  memset(c, 0, sizeof *c);
  if (!o->corpus) return true;
  c->n = ir_collect_inputs(&o->corpus, 1, false, &c->files);
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/corpus-cu", o->out);
  for (int i = 0; i < c->n; i++) {
    if (!ir_is_cuda_path(c->files[i])) continue;
    if (mkdir(dir, 0777) && errno != EEXIST) {
      fprintf(stderr, "nvtv: fuzz: cannot create %s: %s\n", dir, strerror(errno));
      return false;
    }
    char err[1024], out[4300];
    LLVMContextRef ctx = ir_context_new();
    LLVMModuleRef m = ir_load_cuda(ctx, c->files[i], &o->cuda, err, sizeof err);
    const char *base = strrchr(c->files[i], '/') ? strrchr(c->files[i], '/') + 1 : c->files[i];
    snprintf(out, sizeof out, "%s/%s.ll", dir, base);
    bool ok = m && ir_write(m, out, err, sizeof err);
    if (m) LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
    if (!ok) {
      fprintf(stderr, "nvtv: fuzz: %s\n", err);
      return false;
    }
    free(c->files[i]);
    c->files[i] = strdup(out);
    if (!c->files[i]) ir_oom();
  }
  return true;
}

/* ---- one kernel ---- */

typedef struct kernel {
  LLVMModuleRef m;
  gen_spec spec;
  bool has_spec;
  char source[512];
} kernel;

static bool make_kernel(const camp_opts *o, const corpus *cp, LLVMContextRef ctx, uint64_t seed, kernel *k) {
  memset(k, 0, sizeof *k);
  char err[512];
  if (cp->n && seed % 4 == 0) {
    const char *path = cp->files[(seed >> 8) % (uint64_t)cp->n];
    k->m = ir_load(ctx, path, err, sizeof err);
    if (!k->m) return false;
    ir_untag_module(k->m);
    uint64_t rng = seed;
    int times = o->adversary ? 0 : 1 + (int)(gen_rand(&rng) % 3); /* the adversary: as it is */
    char done[256] = "";
    for (int i = 0; i < times; i++) {
      const char *what = mut_apply(k->m, &rng);
      if (what) snprintf(done + strlen(done), sizeof done - strlen(done), "%s%s", *done ? "," : "", what);
    }
    if (o->adversary) snprintf(k->source, sizeof k->source, "corpus %s", path);
    else snprintf(k->source, sizeof k->source, "mutate %s (%s)", path, *done ? done : "unchanged");
    return true;
  }
  gen_from_seed(seed, o->shapes, &k->spec);
  k->has_spec = true;
  char *text = gen_emit(&k->spec);
  k->m = ir_parse_string(ctx, text, "gen", err, sizeof err);
  free(text);
  snprintf(k->source, sizeof k->source, "gen --seed %llu%s", (unsigned long long)seed, o->shapes ? " (shapes)" : "");
  return k->m != NULL;
}

void camp_random_knobs(const nvtv_knobs *given, bool include_unsound, uint64_t seed, nvtv_knobs *k) {
  *k = *given;
  uint64_t rng = seed ^ 0x4b4e4f42ULL;
  for (int i = 0; i < KNOB_COUNT; i++) {
    if (k->set[i]) continue; /* given on the command line */
    if (i == KNOB_MUTATE_SEED || i == KNOB_MUTATE_KIND) continue; /* mutate-tgt's: the adversary sets them */
    const nvtv_knob_desc *d = knob_desc((nvtv_knob_id)i);
    uint64_t r = gen_rand(&rng);
    if (r % 3) continue; /* most knobs stay at their defaults */
    switch (d->kind) {
    case 'b': k->v[i] = (long)(r >> 8) & 1; break;
    case 'u': if (include_unsound) k->v[i] = (long)(r >> 8) & 1; break;
    case 'e':
      /* dse-criterion's other choices are the seed's unsound criteria */
      if (i != KNOB_DSE_CRITERION || include_unsound) k->v[i] = d->min + (long)((r >> 8) % (uint64_t)(d->max - d->min + 1));
      break;
    default: {
      long span = d->max - d->min;
      long v = d->min + (long)((r >> 8) % (uint64_t)(span < 64 ? span + 1 : 64));
      /* scev-cgp-tid-max-value is a promise about the hardware: only larger is sound */
      if (i == KNOB_SCEV_CGP_TID_MAX_VALUE && !include_unsound && v < d->def) v = d->def;
      k->v[i] = v;
      break;
    }
    }
  }
}

/* ---- findings ---- */

/* Writes dir/name and syncs it to disk; false (errno set) on any failure: a full disk must
 * not leave an empty finding behind. */
static bool write_file(const char *dir, const char *name, const char *text) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  if (!f) return false;
  size_t n = strlen(text);
  bool ok = fwrite(text, 1, n, f) == n && fflush(f) == 0 && fsync(fileno(f)) == 0;
  int e = errno;
  ok &= fclose(f) == 0;
  if (!ok && !errno) errno = e ? e : EIO;
  return ok;
}

/* fsync of a directory: a rename into it is durable after this. */
static bool sync_dir(const char *dir) {
  int fd = open(dir, O_RDONLY | O_DIRECTORY);
  if (fd < 0) return false;
  bool ok = fsync(fd) == 0;
  close(fd);
  return ok;
}

static bool write_module(const char *dir, const char *name, LLVMModuleRef m) {
  char *s = LLVMPrintModuleToString(m);
  bool ok = write_file(dir, name, s);
  LLVMDisposeMessage(s);
  return ok;
}

/* The line of the instruction tagged `tag` in a tagged module's text (1-based), or 0. */
static int line_of_tag(const char *text, long tag) {
  char pat[64];
  snprintf(pat, sizeof pat, " = !{i64 %ld}", tag);
  const char *def = NULL;
  for (const char *p = strstr(text, pat); p; p = strstr(p + 1, pat))
    if (p[strlen(pat)] == '\n' || !p[strlen(pat)]) def = p;
  if (!def) return 0;
  const char *bang = def;
  while (bang > text && bang[-1] != '\n') bang--;
  long md;
  if (sscanf(bang, "!%ld", &md) != 1) return 0;
  char use[64];
  snprintf(use, sizeof use, "!nvtv.id !%ld", md);
  for (const char *p = strstr(text, use); p; p = strstr(p + 1, use)) {
    char after = p[strlen(use)];
    if (after >= '0' && after <= '9') continue;
    int line = 1;
    for (const char *q = text; q < p; q++) line += *q == '\n';
    return line;
  }
  return 0;
}

static void kind_of_sig(const char *sig, char *out, size_t n) {
  const char *p = strchr(sig, '|');
  p = p ? p + 1 : sig;
  size_t len = strcspn(p, "|");
  snprintf(out, n, "%.*s", (int)(len < n - 1 ? len : n - 1), p);
}

static void finding_dir(const camp_opts *o, const char *sig, char *out, size_t n) {
  char kind[64];
  kind_of_sig(sig, kind, sizeof kind);
  snprintf(out, n, "%s/findings/%s-%016llx", o->out, kind, (unsigned long long)fnv(sig));
}

static void note_hit(const char *dir, int w, long it, uint64_t seed) {
  char path[4096], line[128];
  snprintf(path, sizeof path, "%s/hits", dir);
  FILE *f = fopen(path, "a");
  if (!f) return;
  snprintf(line, sizeof line, "worker %d iteration %ld seed %llu\n", w, it, (unsigned long long)seed);
  fputs(line, f);
  fclose(f);
}

static void repro_line(const camp_opts *o, const orc_config *c, const char *file, const char *sig, char *out,
                       size_t n) {
  char *k = knobs_describe(&c->knobs);
  size_t at = 0;
  if (c->passes) at += (size_t)snprintf(out, n, "nvtv check %s -passes=%s", file, c->passes);
  else {
    char q[1200];
    pipe_shell_quote(c->opt_cmd ? c->opt_cmd : c->llvm_passes, q, sizeof q);
    at += (size_t)snprintf(out, n, "nvtv check %s %s%s", file, c->opt_cmd ? "--opt-cmd " : "-llvm-passes=", q);
  }
  for (char *t = k ? strtok(k, " ") : NULL; t && at < n; t = strtok(NULL, " ")) at += (size_t)snprintf(out + at, n - at, " -%s", t);
  if (c->v.barrier_model == 1 && at < n) at += (size_t)snprintf(out + at, n - at, " --barrier-model=four-map");
  bool exec;
  if (orc_sig_needs_run(sig, &exec) && exec && at < n) {
    /* an execution difference counts where Z3 found nothing, which may hang on its time */
    at += (size_t)snprintf(out + at, n - at, " --exec-oracle --timeout-ms %u", c->v.timeout_ms);
  }
  char qs[600];
  pipe_shell_quote(sig, qs, sizeof qs);
  if (at < n) snprintf(out + at, n - at, " --expect %s\n", qs);
  free(k);
  (void)o;
}

/* repro: an executable script that works from any directory, with or without nvtv on PATH
 * (NVTV, else nvtv on PATH, else the binary that ran the campaign); exit 0 while min.ll
 * still shows the finding.  Its last line is the command itself. */
static bool write_repro(const char *dir, const char *line) {
  char self[4096] = "nvtv", q[4200];
  ssize_t k = readlink("/proc/self/exe", self, sizeof self - 1);
  if (k > 0) self[k] = 0;
  pipe_shell_quote(self, q, sizeof q);
  const char *cmd = strncmp(line, "nvtv ", 5) ? line : line + 5;
  size_t n = strlen(cmd) + strlen(q) + 512;
  char *text = malloc(n);
  if (!text) ir_oom();
  snprintf(text, n,
           "#!/bin/sh\n"
           "# nvtv fuzz finding: exits 0 while min.ll still shows it (nvtv check --expect SIGNATURE).\n"
           "# Works from any directory; nvtv is $NVTV, else nvtv on PATH, else the campaign's binary.\n"
           "cd \"$(dirname \"$0\")\" || exit 2\n"
           "NVTV=\"${NVTV:-$(command -v nvtv || echo %s)}\"\n"
           "exec \"$NVTV\" %s",
           q, cmd);
  bool ok = write_file(dir, "repro", text);
  char path[8400];
  snprintf(path, sizeof path, "%.8000s/repro", dir);
  ok &= chmod(path, 0755) == 0;
  free(text);
  return ok;
}

/* Writes a new finding directory (atomically); false when it already exists. */
static bool record(const camp_opts *o, const orc_config *c, int w, long it, uint64_t seed, kernel *k,
                   const orc_result *r, LLVMContextRef ctx, shared *sh) {
  char dir[4096], tmp[4200];
  finding_dir(o, r->sig, dir, sizeof dir);
  struct stat sb;
  if (stat(dir, &sb) == 0) {
    note_hit(dir, w, it, seed);
    return false;
  }
  snprintf(tmp, sizeof tmp, "%s/findings/.tmp-%d-%ld", o->out, w, it);
  if (mkdir(tmp, 0777) && errno != EEXIST) { /* a full disk as well: the campaign cannot keep findings */
    fprintf(stderr, "nvtv: fuzz: cannot write finding %s: %s; stopping the campaign\n", dir, strerror(errno));
    if (sh) sh->write_error = sh->stop = 1;
    return false;
  }
  /* src: the kernel as tagged by the oracle, so that the report's #N match */
  LLVMModuleRef src = ir_clone(k->m);
  ir_tag_module(src);
  char *srctext = LLVMPrintModuleToString(src);
  bool wrote = write_file(tmp, "src.ll", srctext);
  if (r->tgt) wrote &= write_module(tmp, "tgt.ll", r->tgt);
  /* the reduced kernel; crashes and hangs are reduced with the pipeline in a child */
  orc_config rc = *c;
  rc.phase = NULL;
  if (r->kind != ORC_FINDING && r->kind != ORC_EXEC_DIFF) rc.in_process = false;
  red_stats st = {0};
  LLVMModuleRef m = ir_clone(k->m);
  gen_spec spec = k->spec;
  if (sh) sh->w[w].phase = 3;
  if (o->reduce_s > 0) m = red_reduce(&rc, ctx, m, k->has_spec ? &spec : NULL, r->sig, o->reduce_s, &st);
  else st.before = st.after = red_count_insts(m);
  wrote &= write_module(tmp, "min.ll", m);
  /* the counterexample of min.ll, shown first in report.txt: that is the kernel a reader opens */
  char *min_text = NULL;
  if (r->kind == ORC_FINDING) {
    orc_result mr;
    orc_config mc = rc;
    mc.exec_oracle = false;
    mc.v.quick = false; /* the report's model: pushed toward small values, as check does */
    mc.v.timeout_ms = 2000;
    orc_run(&mc, m, &mr);
    for (int i = 0; mr.have_rep && i < mr.rep.nf && !min_text; i++) {
      const v_finding *mf = &mr.rep.f[i];
      if (mf->verdict != V_CEX) continue;
      size_t ml = strlen(mf->text) + 256;
      min_text = malloc(ml);
      if (!min_text) ir_oom();
      snprintf(min_text, ml, "counterexample: %s in @%s at #%ld\n%s", mf->kind, mf->func, mf->tag, mf->text);
    }
    orc_result_free(&mr);
  }
  LLVMDisposeModule(m);
  /* report.txt and finding.json */
  char pipe[512], kind[64];
  orc_pipeline_text(c, pipe, sizeof pipe);
  kind_of_sig(r->sig, kind, sizeof kind);
  const v_finding *f = NULL;
  if (r->have_rep)
    for (int i = 0; i < r->rep.nf && !f; i++)
      if (r->rep.f[i].verdict == V_CEX) f = &r->rep.f[i];
  /* the counterexample replayed concretely (DESIGN.md "Differential execution") */
  char obs[1024] = "";
  bool confirmed = r->kind == ORC_EXEC_DIFF; /* observed by execution in the first place */
  if (confirmed) snprintf(obs, sizeof obs, "%s", r->what);
  else if (f && r->tgt) {
    if (sh) sh->w[w].phase = 4;
    confirmed = verify_finding_confirm(src, r->tgt, f, obs, sizeof obs);
  }
  size_t cap = 8192 + (f && f->text ? strlen(f->text) : 0) + (min_text ? strlen(min_text) : 0);
  char *text = malloc(cap);
  if (!text) ir_oom();
  int n = snprintf(text, cap, "nvtv fuzz finding\n  signature:  %s\n  pipeline:   %s\n  source:     %s\n  worker:     %d, iteration %ld\n  reduced:    %d -> %d instructions (%d tests, %.1f s)\n\n",
                   r->sig, pipe, k->source, w, it, st.before, st.after, st.tests, st.ms / 1e3);
  if (min_text) n += snprintf(text + n, cap - (size_t)n, "on min.ll:\n%s\non src.ll, before reduction:\n", min_text);
  free(min_text);
  if (f) n += snprintf(text + n, cap - (size_t)n, "counterexample: %s in @%s at #%ld\n%s", f->kind, f->func, f->tag, f->text);
  else n += snprintf(text + n, cap - (size_t)n, "%s: %s\n", kind, r->what);
  if (f)
    n += snprintf(text + n, cap - (size_t)n, "executed:   %s%s%s\n", confirmed ? "confirmed, " : "not confirmed",
                  obs[0] ? (confirmed ? "" : ": ") : "", obs);
  wrote &= write_file(tmp, "report.txt", text);
  char seeds[32];
  snprintf(seeds, sizeof seeds, "%llu", (unsigned long long)seed);
  json_t *doc = json_pack("{s:o, s:s, s:s, s:s, s:s, s:s, s:i, s:I, s:s, s:i, s:i, s:i, s:f, s:i, s:s, s:b, s:s, s:b, "
                          "s:i, s:O}",
                          "versions", verify_json_versions(), "signature", r->sig, "kind", kind, "pipeline", pipe,
                          "source", k->source, "seed", seeds, "worker", w, "iteration", (json_int_t)it, "what", r->what,
                          "src_instructions", st.before, "min_instructions", st.after, "reduce_tests", st.tests,
                          "reduce_ms", st.ms, "src_line", f ? line_of_tag(srctext, f->tag) : 0, "function",
                          f ? f->func : "", "confirmed", confirmed, "observation", obs, "model_checked",
                          f && f->confirmed, "timeout_ms", (int)c->v.timeout_ms, "finding",
                          f && f->json ? f->json : json_null());
  char *js = doc ? json_dumps(doc, JSON_INDENT(1)) : NULL;
  json_decref(doc);
  wrote &= js && write_file(tmp, "finding.json", js);
  free(js);
  repro_line(o, c, "min.ll", r->sig, text, cap);
  wrote &= write_repro(tmp, text);
  free(text);
  LLVMDisposeMessage(srctext);
  LLVMDisposeModule(src);
  int werr = errno;
  if (!wrote || !sync_dir(tmp)) { /* a full disk, a quota: say so, keep nothing half-written */
    fprintf(stderr, "nvtv: fuzz: cannot write finding %s: %s; stopping the campaign\n", dir, strerror(werr ? werr : errno));
    ir_remove_tree(tmp);
    if (sh) sh->write_error = sh->stop = 1;
    return false;
  }
  if (rename(tmp, dir)) { /* another worker was first */
    ir_remove_tree(tmp);
    note_hit(dir, w, it, seed);
    return false;
  }
  note_hit(dir, w, it, seed);
  char parent[4200];
  snprintf(parent, sizeof parent, "%s/findings", o->out);
  sync_dir(parent); /* the rename is durable: the state may now count this kernel as done */
  return true;
}

/* ---- workers ---- */

static void worker_config(const camp_opts *o, uint64_t seed, orc_config *c) {
  *c = o->orc;
  if (o->random_knobs) camp_random_knobs(&o->orc.knobs, o->include_unsound, seed, &c->knobs);
  if (o->adversary) c->knobs.v[KNOB_MUTATE_SEED] = (long)(seed >> 1); /* this pair's change */
}

#define CAMP_IDENTITY_EVERY 100

/* --kernel-timeout for the pipeline, the verifier and the interpreter, and the reducer's
 * limit: CPU seconds of this worker (SIGPROF ends it, a hang; a loaded machine makes none);
 * 0 stops the timer. */
static void cpu_timer(unsigned s) {
  struct itimerval t = {{0, 0}, {(time_t)s, 0}};
  setitimer(ITIMER_PROF, &t, NULL);
}

static void worker(const camp_opts *o, const corpus *cp, int w, long from, shared *sh) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  /* the terminal's ^C reaches the whole process group: the parent decides */
  signal(SIGINT, SIG_IGN);
  sigset_t stops;
  sigemptyset(&stops);
  sigaddset(&stops, SIGTERM);
  sigprocmask(SIG_UNBLOCK, &stops, NULL);
  if (o->mem_limit) ir_limit_memory(o->mem_limit);
  signal(SIGALRM, SIG_DFL);
  signal(SIGPROF, SIG_DFL);
  LLVMContextRef ctx = ir_context_new();
  wslot *ws = &sh->w[w];
  for (long it = from; !sh->stop; it++) {
    if (o->max_kernels && it >= from + o->max_kernels) break;
    ws->iter = it;
    ws->phase = 0;
    uint64_t seed = mix(o->seed, w, it);
    double t0 = now_s();
    if (it % 256 == 255) { /* contexts keep every type and constant: start afresh */
      LLVMContextDispose(ctx);
      ctx = ir_context_new();
    }
    kernel k;
    bool made = make_kernel(o, cp, ctx, seed, &k);
    ws->gen_ms += (now_s() - t0) * 1e3;
    if (!made) continue;
    orc_config c;
    worker_config(o, seed, &c);
    c.phase = &ws->phase;
    c.stop = &sh->stop;
    c.child_group = &ws->child_group;
    cpu_timer(o->kernel_timeout_s);
    orc_result r;
    orc_run(&c, k.m, &r);
    cpu_timer(0);
    if (o->adversary) { /* only an unsound verdict (or mutate-tgt failing) is a finding */
      bool miss = r.exec_ran && r.exec_diff == 1 && !r.count[V_CEX] && r.kind != ORC_FINDING;
      const char *keep = getenv("NVTV_ADV_MISSES"); /* developer aid: a directory for the pairs recall lost */
      if (keep && r.tgt) { /* and a line per pair: what, how long, which verdict */
        char cls[96], lp[4200];
        int mk = mutate_described(r.tgt, cls, sizeof cls, NULL, 0);
        snprintf(lp, sizeof lp, "%s/pairs-%d.log", keep, w);
        FILE *lf = fopen(lp, "a");
        if (lf) {
          fprintf(lf, "%ld %s:%s verify_ms=%.0f exec=%d cex=%d unknown=%d unsupp=%d seed=%ld %s\n", it,
                  mk >= 0 ? mutate_kind_name(mk) : "-", cls, r.verify_ms, r.exec_ran ? r.exec_diff : -9, r.count[V_CEX],
                  r.count[V_UNKNOWN], r.count[V_UNSUPPORTED], c.knobs.v[KNOB_MUTATE_SEED], k.source);
          fclose(lf);
        }
      }
      bool slow = r.verify_ms > 2000; /* and the pairs that took long */
      if ((miss || slow) && keep && r.tgt) {
        char name[64];
        const char *what = miss ? "miss" : "slow";
        snprintf(name, sizeof name, "%s-%d-%ld.src.ll", what, w, it);
        LLVMModuleRef sm = ir_clone(k.m);
        ir_tag_module(sm);
        char *t = LLVMPrintModuleToString(sm);
        write_file(keep, name, t);
        LLVMDisposeMessage(t);
        LLVMDisposeModule(sm);
        snprintf(name, sizeof name, "%s-%d-%ld.tgt.ll", what, w, it);
        t = LLVMPrintModuleToString(r.tgt);
        write_file(keep, name, t);
        LLVMDisposeMessage(t);
      }
      if (!adv_classify(&r, &ws->adv)) r.kind = ORC_OK;
      c.exec_always = false; /* the reducer looks for the unsound verdict only */
    }
    ws->pass_ms += r.pass_ms;
    ws->verify_ms += r.verify_ms;
    ws->exec_ms += r.exec_ms;
    ws->exec_compared += r.exec_compared;
    ws->exec_discarded += r.exec_discarded;
    ws->exec_unsupported += r.exec_unsupported;
    for (int v = 0; v < V_NVERDICTS; v++) ws->acc[v] += r.count[v];
    ws->kernels++;
    if (r.kind == ORC_OK && it % CAMP_IDENTITY_EVERY == CAMP_IDENTITY_EVERY - 1) {
      /* every 100th kernel also against itself: identity must be proved (Alive2's habit) */
      orc_result_free(&r);
      c.passes = "";
      c.llvm_passes = c.opt_cmd = NULL;
      c.exec_oracle = false;
      cpu_timer(o->kernel_timeout_s);
      orc_run(&c, k.m, &r);
      cpu_timer(0);
      ws->identity++;
    }
    if (r.kind != ORC_OK) {
      cpu_timer((unsigned)(red_budget_s(o->reduce_s, red_count_insts(k.m)) * 3 + o->kernel_timeout_s * 2 + 10));
      if (record(o, &c, w, it, seed, &k, &r, ctx, sh)) {
        ws->findings++;
        /* --max-findings: the worker that writes the last one stops the campaign itself, so
         * that no worker starts (and reduces) another kernel before the parent's next look */
        if (o->max_findings && count_findings(o) >= o->max_findings) sh->stop = 1;
      } else {
        ws->dups++;
      }
      cpu_timer(0);
    }
    orc_result_free(&r);
    LLVMDisposeModule(k.m);
    if (!sh->write_error) ws->done = it + 1;
  }
  ws->alive = 0;
  LLVMContextDispose(ctx);
  _exit(0);
}

/* A worker died: the kernel it was on is a finding of the death's kind. */
static void record_death(const camp_opts *o, const corpus *cp, int w, int status, long maxrss_kb, shared *sh) {
  wslot *ws = &sh->w[w];
  long it = ws->iter;
  int phase = ws->phase;
  const char *kind;
  bool oom = (size_t)maxrss_kb * 1024 > o->mem_limit / 10 * 8 || (WIFEXITED(status) && WEXITSTATUS(status) == 2);
  if (WIFSIGNALED(status) && (WTERMSIG(status) == SIGALRM || WTERMSIG(status) == SIGPROF))
    kind = phase == 2 ? "verifier-hang" : phase == 3 ? "reducer-hang" : phase == 4 ? "interpreter-hang" : "pass-hang";
  else if (o->mem_limit && oom) kind = "out-of-memory";
  else kind = phase == 2   ? "verifier-crash"
              : phase == 3 ? "reducer-crash"
              : phase == 4 ? "interpreter-crash"
              : phase == 0 ? "generator-crash"
                           : "pass-crash";
  uint64_t seed = mix(o->seed, w, it);
  orc_config c;
  worker_config(o, seed, &c);
  LLVMContextRef ctx = ir_context_new();
  kernel k;
  if (make_kernel(o, cp, ctx, seed, &k)) {
    orc_result r;
    memset(&r, 0, sizeof r);
    r.kind = ORC_PASS_CRASH;
    char pipe[300];
    orc_pipeline_sig(&c, pipe, sizeof pipe); /* (the repro's pipeline has mutate-tgt's seed) */
    snprintf(r.sig, sizeof r.sig, "%.200s|%s|-|-", pipe, kind);
    if (WIFSIGNALED(status)) snprintf(r.what, sizeof r.what, "worker killed by signal %d (%s) in phase %d", WTERMSIG(status), strsignal(WTERMSIG(status)), phase);
    else snprintf(r.what, sizeof r.what, "worker exited with status %d in phase %d", WEXITSTATUS(status), phase);
    camp_opts ro = *o;
    /* only a pass crash can be reduced without killing this process */
    if (strcmp(kind, "pass-crash") && strcmp(kind, "pass-hang")) ro.reduce_s = 0;
    /* (sh: a death's finding that cannot be written fails the campaign like any other) */
    if (record(&ro, &c, w, it, seed, &k, &r, ctx, sh)) ws->findings++;
    else ws->dups++;
    LLVMDisposeModule(k.m);
  }
  LLVMContextDispose(ctx);
  ws->iter = it + 1;
  if (!sh->write_error) ws->done = it + 1;
}

/* ---- state ---- */

/* campaign.json: the versions, the configuration (so that --resume can restore it and
 * refuse a conflict), each worker's next iteration and the counters so far.  64-bit values
 * are strings: jq and JavaScript round numbers above 2^53. */
static json_t *u64_str(uint64_t v) {
  char b[32];
  snprintf(b, sizeof b, "%llu", (unsigned long long)v);
  return json_string(b);
}


static bool save_state(const camp_opts *o, const shared *sh, double elapsed, const camp_state *before) {
  char pipe[1024], path[4096];
  orc_pipeline_text(&o->orc, pipe, sizeof pipe);
  json_t *iter = json_array(), *acc = json_object();
  /* where each worker resumes: after the last kernel whose finding (if any) is on disk; a
   * kernel in flight is done again */
  for (int w = 0; w < o->jobs; w++) json_array_append_new(iter, json_integer(sh->w[w].done));
  camp_summary s;
  memset(&s, 0, sizeof s);
  long kernels = before->kernels, findings = before->findings;
  for (int w = 0; w < o->jobs; w++) {
    kernels += sh->w[w].kernels;
    findings += sh->w[w].findings + sh->w[w].dups;
  }
  for (int v = 0; v < V_NVERDICTS; v++) {
    long n = before->accesses[v];
    for (int w = 0; w < o->jobs; w++) n += sh->w[w].acc[v];
    json_object_set_new(acc, v_verdict_name((v_verdict)v), json_integer(n));
  }
  json_t *doc = json_pack("{s:o, s:o, s:i, s:s, s:i, s:s, s:b, s:f, s:o, s:I, s:o, s:I}", "versions", verify_json_versions(),
                          "seed", u64_str(o->seed), "jobs", o->jobs, "pipeline", pipe, "shapes", (int)o->shapes,
                          "corpus", o->corpus ? o->corpus : "", "exec_oracle", o->orc.exec_oracle, "elapsed", elapsed, "iter", iter,
                          "kernels", (json_int_t)kernels, "accesses", acc, "findings", (json_int_t)findings);
  if (doc && o->adversary) { /* the adversary's table, across resumes */
    adv_table t = before->adv;
    for (int w = 0; w < o->jobs; w++) adv_add(&t, &sh->w[w].adv);
    json_object_set_new(doc, "adversary", adv_json(&t));
  }
  char *text = doc ? json_dumps(doc, JSON_INDENT(1)) : NULL;
  snprintf(path, sizeof path, "%s/campaign.json", o->out);
  bool ok = text && rep_write_atomic(path, text, strlen(text));
  if (!ok) fprintf(stderr, "nvtv: fuzz: cannot write %s: %s\n", path, strerror(errno));
  free(text);
  json_decref(doc);
  return ok;
}

int camp_state_load(const char *out, camp_state *st, char *msg, size_t n) {
  memset(st, 0, sizeof *st);
  char path[4096];
  snprintf(path, sizeof path, "%s/campaign.json", out);
  if (access(path, F_OK)) return -1;
  json_error_t e;
  json_t *doc = json_load_file(path, 0, &e);
  const char *seed = NULL, *pipe = NULL, *corp = NULL;
  json_t *iter = NULL, *acc = NULL;
  int jobs = 0, shapes = 0, exec = 0;
  json_int_t kernels = 0, findings = 0;
  double elapsed = 0;
  if (!doc || json_unpack_ex(doc, &e, 0, "{s:s, s:i, s:s, s?:i, s?:s, s?:b, s:F, s:o, s?:I, s?:o, s?:I}", "seed", &seed,
                             "jobs", &jobs, "pipeline", &pipe, "shapes", &shapes, "corpus", &corp, "exec_oracle",
                             &exec, "elapsed", &elapsed, "iter", &iter, "kernels", &kernels, "accesses", &acc,
                             "findings", &findings) ||
      !json_is_array(iter) || jobs < 1 || jobs > CAMP_MAXJOBS) {
    snprintf(msg, n, "%s is not a campaign's state: %s", path, doc ? e.text : e.text[0] ? e.text : "unreadable");
    json_decref(doc);
    return 1;
  }
  st->seed = strtoull(seed, NULL, 10);
  st->jobs = jobs;
  snprintf(st->pipeline, sizeof st->pipeline, "%s", pipe);
  st->shapes = (unsigned)shapes;
  snprintf(st->corpus, sizeof st->corpus, "%s", corp ? corp : "");
  st->exec_oracle = exec;
  st->elapsed = elapsed;
  for (size_t i = 0; i < json_array_size(iter) && i < CAMP_MAXJOBS; i++) st->iter[i] = (long)json_integer_value(json_array_get(iter, i));
  st->kernels = (long)kernels;
  st->findings = (long)findings;
  for (int v = 0; v < V_NVERDICTS && acc; v++) st->accesses[v] = (long)json_integer_value(json_object_get(acc, v_verdict_name((v_verdict)v)));
  json_t *adv = json_object_get(doc, "adversary");
  st->adversary = adv && adv_from_json(adv, &st->adv);
  json_decref(doc);
  return 0;
}

/* OUT/plot_data: a CSV row per stats interval, cumulative across resumes (afl-plot's idea). */
static void plot_row(const camp_opts *o, const camp_summary *s, double elapsed) {
  char path[4096];
  snprintf(path, sizeof path, "%s/plot_data", o->out);
  bool fresh = access(path, F_OK) != 0;
  FILE *f = fopen(path, "a");
  if (!f) return;
  if (fresh) fprintf(f, "# elapsed_s,kernels,kernels_per_s,proved,bounded,unknown,findings,unique\n");
  fprintf(f, "%.1f,%ld,%.2f,%ld,%ld,%ld,%ld,%ld\n", elapsed, s->kernels, elapsed > 0 ? s->kernels / elapsed : 0.0,
          s->accesses[V_PROVED], s->accesses[V_BOUNDED], s->accesses[V_UNKNOWN], s->findings, s->unique);
  fclose(f);
}

static int count_findings(const camp_opts *o) {
  char path[4096];
  snprintf(path, sizeof path, "%s/findings", o->out);
  DIR *d = opendir(path);
  if (!d) return 0;
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d))) n += e->d_name[0] != '.';
  closedir(d);
  return n;
}

static void totals(const camp_opts *o, const shared *sh, const camp_state *before, camp_summary *s) {
  for (int v = 0; v < V_NVERDICTS; v++) s->accesses[v] = before->accesses[v];
  s->kernels = before->kernels;
  s->findings = before->findings;
  s->gen_ms = s->pass_ms = s->verify_ms = s->exec_ms = 0;
  s->exec_compared = s->exec_discarded = s->exec_unsupported = s->identity = 0;
  for (int w = 0; w < o->jobs; w++) {
    const wslot *ws = &sh->w[w];
    s->kernels += ws->kernels;
    s->findings += ws->findings + ws->dups;
    for (int v = 0; v < V_NVERDICTS; v++) s->accesses[v] += ws->acc[v];
    s->gen_ms += ws->gen_ms;
    s->pass_ms += ws->pass_ms;
    s->verify_ms += ws->verify_ms;
    s->exec_ms += ws->exec_ms;
    s->exec_compared += ws->exec_compared;
    s->exec_discarded += ws->exec_discarded;
    s->exec_unsupported += ws->exec_unsupported;
    s->identity += ws->identity;
  }
  s->adv = before->adv;
  for (int w = 0; w < o->jobs; w++) adv_add(&s->adv, &sh->w[w].adv);
  s->unique = count_findings(o);
  s->run_kernels = s->kernels - before->kernels;
}

static void stats_line(const camp_opts *o, const camp_summary *s, double t) {
  if (o->quiet) return;
  if (o->adversary) {
    long differ = 0, hit = 0, unsound = 0;
    for (int k = 0; k < MUTATE_NKINDS; k++) {
      differ += s->adv.n[k][ADV_DIFFER];
      hit += s->adv.n[k][ADV_HIT];
      unsound += s->adv.n[k][ADV_UNSOUND];
    }
    fprintf(stderr, "[%6.0fs] pairs %ld (%.1f/s)  execution tells apart %ld: counterexample %ld (recall %.1f%%), proved %ld (unsound)  findings %ld (unique %ld)\n",
            t, s->kernels, t > 0 ? s->kernels / t : 0.0, differ, hit, differ ? 100.0 * (double)hit / (double)differ : 0.0,
            unsound, s->findings, s->unique);
    return;
  }
  fprintf(stderr, "[%6.0fs] kernels %ld (%.1f/s)  accesses: proved %ld, bounded %ld, unknown %ld, unsupported %ld  findings %ld (unique %ld)\n",
          t, s->kernels, t > 0 ? s->kernels / t : 0.0, s->accesses[V_PROVED], s->accesses[V_BOUNDED], s->accesses[V_UNKNOWN],
          s->accesses[V_UNSUPPORTED], s->findings, s->unique);
}

/* Findings a killed worker was writing (findings/.tmp-*): their kernels were not counted as
 * done, so they are made again; the half-written directories go. */
static void remove_in_flight(const char *out) {
  char dir[4200], path[4600];
  snprintf(dir, sizeof dir, "%s/findings", out);
  DIR *d = opendir(dir);
  struct dirent *e;
  while (d && (e = readdir(d)))
    if (!strncmp(e->d_name, ".tmp-", 5)) {
      snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
      ir_remove_tree(path);
    }
  if (d) closedir(d);
}

static pid_t spawn(const camp_opts *o, const corpus *cp, int w, long from, shared *sh) {
  sh->w[w].alive = 1;
  sh->w[w].iter = from;
  sh->w[w].done = from;
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) worker(o, cp, w, from, sh);
  return pid;
}

int camp_run(const camp_opts *o, camp_summary *sum) {
  double begun = now_s(); /* --time counts from here: compiling the corpus's .cu files is in it */
  memset(sum, 0, sizeof *sum);
  if (o->jobs < 1 || o->jobs > MAXJOBS) {
    fprintf(stderr, "nvtv: fuzz: --jobs must be in [1, %d]\n", MAXJOBS);
    return 2;
  }
  char path[4096];
  if (!o->resume) { /* as afl-fuzz: a new campaign does not mix with an old one's findings */
    DIR *d = opendir(o->out);
    struct dirent *e;
    bool empty = true;
    while (d && (e = readdir(d)))
      if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) empty = false;
    if (d) closedir(d);
    if (!empty) {
      fprintf(stderr, "nvtv: fuzz: %s is not empty (an earlier campaign's?): --resume continues it; "
                      "or give another --out, or remove it\n", o->out);
      return 2;
    }
  }
  snprintf(path, sizeof path, "%s/findings", o->out);
  if ((mkdir(o->out, 0777) && errno != EEXIST) || (mkdir(path, 0777) && errno != EEXIST)) {
    fprintf(stderr, "nvtv: fuzz: cannot create %s: %s\n", path, strerror(errno));
    return 2;
  }
  corpus cp;
  if (!corpus_load(&cp, o)) {
    ir_inputs_free(cp.files, cp.n);
    return 2;
  }
  if (o->corpus && !cp.n) {
    fprintf(stderr, "nvtv: fuzz: no kernel files (.ll, .bc, .cu) in %s\n", o->corpus);
    return 2;
  }
  shared *sh = mmap(NULL, sizeof *sh, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (sh == MAP_FAILED) {
    fprintf(stderr, "nvtv: fuzz: mmap: %s\n", strerror(errno));
    return 2;
  }
  memset((void *)sh, 0, sizeof *sh);
  long from[MAXJOBS] = {0};
  camp_state before;
  char msg[4400];
  int loaded = camp_state_load(o->out, &before, msg, sizeof msg);
  if (!o->resume || loaded) memset(&before, 0, sizeof before);
  if (o->resume && loaded == 1) {
    fprintf(stderr, "nvtv: fuzz: %s\n", msg);
    munmap((void *)sh, sizeof *sh);
    ir_inputs_free(cp.files, cp.n);
    return 2;
  }
  if (o->resume && loaded && !o->quiet) fprintf(stderr, "nvtv: fuzz: nothing to resume in %s; starting afresh\n", o->out);
  for (int w = 0; w < o->jobs; w++) from[w] = before.iter[w];
  remove_in_flight(o->out);
  /* SIGINT / SIGTERM stop the campaign as --time does: the workers get CAMP_STOP_GRACE_S
   * to finish their kernels, and the state and the reports are written.  Taken synchronously
   * (no handler, no global flag); a second one kills the workers at once. */
  sigset_t stops, old_mask;
  sigemptyset(&stops);
  sigaddset(&stops, SIGINT);
  sigaddset(&stops, SIGTERM);
  sigaddset(&stops, SIGHUP);
  sigprocmask(SIG_BLOCK, &stops, &old_mask);
  pid_t pid[MAXJOBS];
  bool killed[MAXJOBS] = {false};
  for (int w = 0; w < o->jobs; w++) pid[w] = spawn(o, &cp, w, from[w], sh);
  double t0 = now_s(), last_stats = t0, last_save = t0, stop_at = 0;
  int running = o->jobs;
  while (running) {
    struct timespec ts = {0, 50 * 1000 * 1000}, zero = {0, 0};
    nanosleep(&ts, NULL);
    double t = now_s();
    if (sigtimedwait(&stops, NULL, &zero) > 0) {
      if (!sh->stop && !o->quiet)
        fprintf(stderr, "nvtv fuzz: interrupted: the current kernels get a few seconds to finish (interrupt again to stop at once)\n");
      if (sh->stop) stop_at = t - CAMP_STOP_FINDING_S - 1; /* at once */
      sh->stop = 1;
    }
    if (!sh->stop && o->time_s > 0 && t - begun >= o->time_s) sh->stop = 1;
    if (sh->stop && !stop_at) stop_at = t;
    for (int w = 0; w < o->jobs; w++) {
      if (!pid[w]) continue;
      int status;
      struct rusage ru;
      pid_t got = wait4(pid[w], &status, WNOHANG, &ru);
      if (got != pid[w]) continue;
      pid[w] = 0;
      if ((WIFEXITED(status) && WEXITSTATUS(status) == 0 && !sh->w[w].alive) || killed[w]) { /* done */
        running--;
        continue;
      }
      if (WIFSIGNALED(status) && (WTERMSIG(status) == SIGTERM || WTERMSIG(status) == SIGINT ||
                                  WTERMSIG(status) == SIGHUP)) {
        /* stopped from outside (timeout, a service manager, the terminal: they signal the
         * whole process group): not a finding; the campaign stops as on an interrupt */
        sh->stop = 1;
        running--;
        continue;
      }
      record_death(o, &cp, w, status, ru.ru_maxrss, sh);
      if (sh->stop) running--;
      else pid[w] = spawn(o, &cp, w, sh->w[w].iter, sh);
    }
    if (t - last_stats >= o->stats_interval) {
      totals(o, sh, &before, sum);
      stats_line(o, sum, before.elapsed + t - t0);
      plot_row(o, sum, before.elapsed + t - t0);
      last_stats = t;
    }
    if (o->max_findings && !sh->stop && count_findings(o) >= o->max_findings) sh->stop = 1;
    if (t - last_save >= 2) {
      if (!save_state(o, sh, before.elapsed + t - t0, &before)) sh->write_error = sh->stop = 1;
      last_save = t;
    }
    /* the stop's grace (CAMP_STOP_GRACE_S, a finding's CAMP_STOP_FINDING_S), or a second
     * interrupt: the worker goes, its kernel uncounted */
    for (int w = 0; stop_at && w < o->jobs; w++) {
      int ph = sh->w[w].phase;
      double grace = ph == 3 || ph == 4 ? CAMP_STOP_FINDING_S : CAMP_STOP_GRACE_S;
      if (pid[w] && !killed[w] && t - stop_at > grace) {
        int g = sh->w[w].child_group;
        if (g > 0) kill(-g, SIGKILL);
        kill(pid[w], SIGKILL);
        killed[w] = true;
      }
    }
  }
  sigprocmask(SIG_SETMASK, &old_mask, NULL);
  /* every worker is gone: a finding still being written was cut off (a worker stuck in a
   * reduction past the stop's grace period is killed above); its kernel was not counted as
   * done, so a --resume makes it again, and the half-written directory goes now */
  remove_in_flight(o->out);
  sum->seconds = now_s() - t0;
  totals(o, sh, &before, sum);
  plot_row(o, sum, before.elapsed + sum->seconds);
  if (!save_state(o, sh, before.elapsed + sum->seconds, &before)) sh->write_error = 1;
  sum->seconds += before.elapsed; /* the campaign's, like its counters */
  bool werr = sh->write_error;
  if (!camp_write_reports(o->out)) werr = true;
  munmap((void *)sh, sizeof *sh);
  ir_inputs_free(cp.files, cp.n);
  if (werr) {
    fprintf(stderr, "nvtv: fuzz: %s: a finding or a report could not be written (a full disk?)\n", o->out);
    return 2;
  }
  return sum->unique > 0 || sum->findings > 0;
}

/* ---- reports of a campaign directory ---- */

/* SARIF and JUnit of every finding in out/findings. */
bool camp_write_reports(const char *out) {
  char path[4096];
  snprintf(path, sizeof path, "%s/findings", out);
  DIR *d = opendir(path);
  if (!d) return false;
  rep_item *items = NULL;
  json_t **docs = NULL;
  char **strs = NULL; /* file, detail per item */
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    char fj[8192];
    snprintf(fj, sizeof fj, "%s/%s/finding.json", path, e->d_name);
    json_t *doc = json_load_file(fj, 0, NULL);
    if (!json_is_object(doc)) {
      json_decref(doc);
      continue;
    }
    items = realloc(items, (size_t)(n + 1) * sizeof *items);
    docs = realloc(docs, (size_t)(n + 1) * sizeof *docs);
    strs = realloc(strs, (size_t)(n + 1) * 2 * sizeof *strs);
    if (!items || !docs || !strs) ir_oom();
    char *file = malloc(8300);
    if (!file) ir_oom();
    snprintf(file, 8300, "%s/%s/src.ll", path, e->d_name);
    /* the counterexample's lines of report.txt (access, terms, inputs, values) as the detail */
    char rp[8300], *detail = NULL;
    snprintf(rp, sizeof rp, "%s/%s/report.txt", path, e->d_name);
    FILE *rf = fopen(rp, "r");
    if (rf) {
      char *t = malloc(1 << 16);
      if (!t) ir_oom();
      size_t tl = fread(t, 1, (1 << 16) - 1, rf);
      t[tl] = 0;
      fclose(rf);
      char *cx = strstr(t, "counterexample:");
      detail = strdup(cx ? cx : t);
      free(t);
      if (!detail) ir_oom();
    }
    const char *str[4];
    const char *keys[4] = {"kind", "what", "function", "signature"};
    for (int k = 0; k < 4; k++) {
      str[k] = json_string_value(json_object_get(doc, keys[k]));
      if (!str[k]) str[k] = "";
    }
    items[n] = (rep_item){str[0], str[1], file, (int)json_integer_value(json_object_get(doc, "src_line")), str[2], str[3],
                          "error", detail};
    docs[n] = doc;
    strs[2 * n] = file;
    strs[2 * n + 1] = detail;
    n++;
  }
  closedir(d);
  snprintf(path, sizeof path, "%s/report.sarif", out);
  bool ok = rep_write_sarif(path, items, n, NVTV_VERSION);
  rep_case *cases = calloc((size_t)n + 1, sizeof *cases);
  if (!cases) ir_oom();
  for (int i = 0; i < n; i++) cases[i] = (rep_case){items[i].sig, &items[i], 1, 0, NULL};
  rep_case pass = {"campaign", NULL, 0, 0, NULL};
  snprintf(path, sizeof path, "%s/junit.xml", out);
  ok &= n ? rep_write_junit(path, "nvtv-fuzz", cases, n) : rep_write_junit(path, "nvtv-fuzz", &pass, 1);
  free(cases);
  for (int i = 0; i < n; i++) json_decref(docs[i]);
  for (int i = 0; i < 2 * n; i++) free(strs[i]);
  free(docs);
  free(strs);
  free(items);
  return ok;
}
