/* The fuzzing commands: nvtv gen, fuzz, replay, reduce, and bench fuzz / bench reduce. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "fuzz.h"

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* ---- nvtv gen ---- */

/* The spec's bytes: a fuzzer's seed input that decodes back to the same kernel. */
static bool write_spec_bytes(const gen_spec *s, const char *path) {
  uint8_t buf[GEN_SPEC_BYTES];
  size_t n = gen_encode(s, buf, sizeof buf);
  FILE *f = fopen(path, "wb");
  if (!f) return false;
  bool ok = fwrite(buf, 1, n, f) == n;
  return fclose(f) == 0 && ok;
}

enum { GEN_SEED = 1, GEN_SHAPE, GEN_COUNT, GEN_OUT, GEN_DIR, GEN_BYTES, GEN_EMIT };
static const cli_option gen_options[] = {
    {"seed", true, GEN_SEED, false},   {"shape", true, GEN_SHAPE, false}, {"count", true, GEN_COUNT, false},
    {"o", true, GEN_OUT, false},       {"dir", true, GEN_DIR, false},     {"bytes", true, GEN_BYTES, false},
    {"emit-bytes", true, GEN_EMIT, false}, {NULL, false, 0, false}};

typedef struct gen_args {
  uint64_t seed, count;
  unsigned shapes;
  const char *out, *dir, *bytes, *emit;
} gen_args;

static bool gen_option(void *ctx, int id, const char *v) {
  gen_args *g = ctx;
  char err[256];
  switch (id) {
  case GEN_SEED: return cli_num("gen", "--seed", v, 0, UINT64_MAX, &g->seed);
  case GEN_COUNT: return cli_num("gen", "--count", v, 1, 100000000, &g->count);
  case GEN_SHAPE:
    if (gen_parse_shapes(v, &g->shapes, err, sizeof err)) return true;
    cli_fail("gen: %s", err);
    return false;
  case GEN_OUT: g->out = v; return true;
  case GEN_DIR: g->dir = v; return true;
  case GEN_BYTES: g->bytes = v; return true;
  case GEN_EMIT: g->emit = v; return true;
  }
  return false;
}

int cli_gen(int argc, char **argv) {
  gen_args g = {.seed = 1, .count = 1};
  cli_spec spec = {"gen", {gen_options}, gen_option, &g, NULL};
  if (!cli_getopt_at_most(&spec, argc, argv, 2, NULL, 0)) return EXIT_USAGE;
  uint64_t seed = g.seed, count = g.count;
  unsigned shapes = g.shapes;
  const char *out = g.out, *dir = g.dir, *bytes = g.bytes, *emit = g.emit;
  if (count > 1 && !dir) {
    cli_fail("gen: --count needs --dir");
    return EXIT_USAGE;
  }
  if (emit && count > 1) {
    cli_fail("gen: --emit-bytes writes one spec; drop --count");
    return EXIT_USAGE;
  }
  if (dir && mkdir(dir, 0777) && errno != EEXIST) {
    cli_fail("gen: cannot create %s: %s", dir, strerror(errno));
    return EXIT_USAGE;
  }
  LLVMContextRef ctx = ir_context_new();
  uint8_t *raw = NULL;
  size_t nraw = 0;
  if (bytes) { /* a fuzzer's input: the spec's bytes */
    FILE *f = fopen(bytes, "rb");
    if (!f) {
      cli_fail("gen: cannot read %s: %s", bytes, strerror(errno));
      LLVMContextDispose(ctx);
      return EXIT_USAGE;
    }
    raw = malloc(1 << 16);
    if (!raw) ir_oom();
    nraw = fread(raw, 1, 1 << 16, f);
    fclose(f);
    count = 1;
  }
  for (uint64_t k = 0; k < count; k++) {
    gen_spec s;
    if (raw) gen_decode(raw, nraw, NULL, &s);
    else gen_from_seed(seed + k, shapes, &s);
    char *text = gen_emit(&s);
    char err[1024];
    LLVMModuleRef m = ir_parse_string(ctx, text, "gen", err, sizeof err);
    if (!m || !ir_verify(m, err, sizeof err)) { /* a generator bug: say so, with the seed */
      cli_fail("gen: seed %llu: the generated kernel does not verify: %s", (unsigned long long)(seed + k), err);
      fputs(text, stderr);
      free(text);
      if (m) LLVMDisposeModule(m);
      LLVMContextDispose(ctx);
      return EXIT_USAGE;
    }
    LLVMDisposeModule(m);
    if (emit && !write_spec_bytes(&s, emit)) {
      cli_fail("gen: cannot write %s: %s", emit, strerror(errno));
      free(text);
      LLVMContextDispose(ctx);
      return EXIT_USAGE;
    }
    char path[4096];
    const char *to = out;
    if (dir) {
      snprintf(path, sizeof path, "%s/gen-%llu.ll", dir, (unsigned long long)(seed + k));
      to = path;
    }
    if (to && strcmp(to, "-")) {
      FILE *f = fopen(to, "w");
      if (!f || fputs(text, f) < 0 || fclose(f)) {
        cli_fail("gen: cannot write %s", to);
        free(text);
        LLVMContextDispose(ctx);
        return EXIT_USAGE;
      }
    } else {
      fputs(text, stdout);
    }
    free(text);
  }
  free(raw);
  LLVMContextDispose(ctx);
  return 0;
}

/* ---- shared option handling of fuzz, reduce, replay ---- */

/* Our pipeline options (-passes / -llvm-passes / knobs / --barrier-model / --timeout-ms)
 * are cli_parse's; the fuzz-specific ones are taken out first. */
static bool orc_from_cli(const cli_opts *o, orc_config *c) {
  orc_config_default(c);
  c->passes = o->passes;
  c->llvm_passes = o->llvm_passes;
  c->opt_cmd = o->opt_cmd;
  c->knobs = o->knobs;
  c->v = o->v;
  c->v.quick = true; /* interestingness, not a report */
  /* a timeout is not interesting: at most a campaign's per-query budget (CAMP_QUERY_MS), so
   * that a campaign's finding is interesting to nvtv reduce too (at 500 ms, the cap before,
   * a 64-bit overflow counterexample Z3 finds in 1000 was unknown: "Input isn't interesting") */
  if (c->v.timeout_ms > CAMP_QUERY_MS) c->v.timeout_ms = CAMP_QUERY_MS;
  if (o->p.mcpu) c->mcpu = o->p.mcpu;
  if (!c->passes && !c->llvm_passes && !c->opt_cmd) c->passes = passes_default_pipeline();
  c->exec_oracle = o->exec_oracle;
  return true;
}

/* ---- nvtv reduce ---- */

enum { OWN_TIME = CLI_OWN };
static const cli_option time_option[] = {{"time", true, OWN_TIME, false}, {NULL, false, 0, false}};

/* --time S, for reduce (at least 1 s) and bench fuzz. */
typedef struct time_arg {
  const char *cmd;
  double s;
} time_arg;
static bool time_option_set(void *ctx, int id, const char *v) {
  time_arg *t = ctx;
  (void)id;
  return cli_secs(t->cmd, "--time", v, 1, &t->s);
}

int cli_reduce(int argc, char **argv) {
  time_arg limit = {"reduce", 60};
  cli_opts o;
  if (!cli_parse_own(argc, argv, 2, &o, "reduce", CLI_KNOBS, time_option, time_option_set, &limit)) return EXIT_USAGE;
  const char *sig = o.expect, *out = o.out;
  if (o.nfiles != 1) {
    cli_fail("reduce: expected one kernel file");
    return EXIT_USAGE;
  }
  orc_config c;
  orc_from_cli(&o, &c);
  bool exec;
  if (sig && orc_sig_needs_run(sig, &exec) && exec) c.exec_oracle = true;
  LLVMContextRef ctx = ir_context_new();
  LLVMModuleRef m = cli_load(ctx, o.files[0], &o.cuda);
  if (!m) {
    LLVMContextDispose(ctx);
    return EXIT_USAGE;
  }
  ir_untag_module(m);
  char found[256];
  if (!sig) { /* the first finding's */
    orc_result r;
    orc_run(&c, m, &r);
    if (r.kind == ORC_OK || r.kind == ORC_INPUT) {
      cli_fail("reduce: %s gives no finding with this pipeline%s%s", o.files[0], r.what[0] ? ": " : "", r.what);
      orc_result_free(&r);
      LLVMDisposeModule(m);
      LLVMContextDispose(ctx);
      return EXIT_USAGE;
    }
    snprintf(found, sizeof found, "%s", r.sig);
    orc_result_free(&r);
    sig = found;
  } else if (!orc_interesting(&c, m, sig)) {
    /* llvm-reduce's words and status: the input must show what is to be kept */
    cli_fail("reduce: %s: Input isn't interesting! Verify interesting-ness test (--expect '%s' does not hold)",
             o.files[0], sig);
    LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
    return EXIT_CEX;
  }
  red_stats st;
  c.progress = isatty(STDERR_FILENO); /* nothing extra when stderr is not a terminal */
  m = red_reduce(&c, ctx, m, NULL, sig, limit.s, &st);
  char err[512];
  if (!ir_write(m, out ? out : "-", err, sizeof err)) cli_fail("reduce: %s", err);
  fprintf(stderr, "nvtv reduce: %s: %d -> %d instructions, %d tests, %.1f s; signature %s\n", o.files[0], st.before,
          st.after, st.tests, st.ms / 1e3, sig);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  return 0;
}

/* ---- nvtv fuzz ---- */

/* --resume: campaign.json's configuration, unless the command line gives the same; a
 * different value is refused (the iterations and the findings would not mean what they
 * say).  given: which of seed, jobs, shapes, corpus and the pipeline the command line set. */
static bool config_from_text(const char *text, orc_config *c, char *err, size_t errlen);
enum { GIVEN_SEED = 1, GIVEN_JOBS = 2, GIVEN_SHAPES = 4, GIVEN_CORPUS = 8, GIVEN_PIPE = 16 };

static bool resume_config(camp_opts *co, unsigned given) {
  camp_state st;
  char msg[4400];
  int got = camp_state_load(co->out, &st, msg, sizeof msg);
  if (got < 0) return true; /* nothing to resume: camp_run says so and starts afresh */
  if (got > 0) {
    cli_fail("fuzz: --resume: %s", msg);
    return false;
  }
  char pipe[1024];
  orc_pipeline_text(&co->orc, pipe, sizeof pipe);
  const char *corpus = co->corpus ? co->corpus : "";
  char mine[64], theirs[64];
  snprintf(mine, sizeof mine, "%llu", (unsigned long long)co->seed);
  snprintf(theirs, sizeof theirs, "%llu", (unsigned long long)st.seed);
  const struct {
    unsigned bit;
    const char *opt;
    bool same;
    const char *was, *now;
  } c[] = {
      {GIVEN_SEED, "--seed", co->seed == st.seed, theirs, mine},
      {GIVEN_JOBS, "--jobs", co->jobs == st.jobs, NULL, NULL},
      {GIVEN_SHAPES, "--shape", co->shapes == st.shapes, NULL, NULL},
      {GIVEN_CORPUS, "--corpus", !strcmp(corpus, st.corpus), st.corpus, corpus},
      {GIVEN_PIPE, "the pipeline", !strcmp(pipe, st.pipeline), st.pipeline, pipe},
  };
  for (size_t i = 0; i < sizeof c / sizeof *c; i++)
    if ((given & c[i].bit) && !c[i].same) {
      if (c[i].was)
        cli_fail("fuzz: --resume: %s conflicts with the campaign's (%s was '%s', now '%s'); resume without it, "
                 "or start a new campaign in another --out",
                 c[i].opt, c[i].opt, c[i].was, c[i].now);
      else
        cli_fail("fuzz: --resume: %s conflicts with the campaign's (%d); resume without it, or start a new "
                 "campaign in another --out",
                 c[i].opt, c[i].bit == GIVEN_JOBS ? st.jobs : (int)st.shapes);
      return false;
    }
  co->seed = st.seed;
  co->jobs = st.jobs;
  co->shapes = st.shapes;
  if (st.corpus[0]) {
    static char corpus_buf[1024]; /* the configuration points into it for the command's lifetime */
    snprintf(corpus_buf, sizeof corpus_buf, "%s", st.corpus);
    co->corpus = corpus_buf;
  } else {
    co->corpus = NULL;
  }
  if (st.exec_oracle) co->orc.exec_oracle = true;
  if (st.adversary != co->adversary) {
    cli_fail(st.adversary ? "fuzz: --resume: %s is an adversary campaign: resume it with --adversary"
                          : "fuzz: --resume: %s is not an adversary campaign: resume it without --adversary",
             co->out);
    return false;
  }
  if (!(given & GIVEN_PIPE)) {
    orc_config rc;
    char err[256];
    if (!config_from_text(st.pipeline, &rc, err, sizeof err)) {
      cli_fail("fuzz: --resume: the campaign's pipeline '%s': %s", st.pipeline, err);
      return false;
    }
    co->orc.passes = rc.passes;
    co->orc.llvm_passes = rc.llvm_passes;
    co->orc.opt_cmd = rc.opt_cmd;
    co->orc.knobs = rc.knobs;
    co->orc.v.barrier_model = rc.v.barrier_model;
  }
  return true;
}

enum {
  FZ_TIME = CLI_OWN, FZ_STATS, FZ_JOBS, FZ_CORPUS, FZ_OUT, FZ_SEED, FZ_SHAPE, FZ_REDUCE,
  FZ_MAXK, FZ_MAXF, FZ_RESUME, FZ_RANDOM_KNOBS, FZ_UNSOUND, FZ_EXEC_RUNS, FZ_ADVERSARY
};
static const cli_option fuzz_options[] = {
    {"time", true, FZ_TIME, false},          {"stats-interval", true, FZ_STATS, false},
    {"jobs", true, FZ_JOBS, false},          {"corpus", true, FZ_CORPUS, false},
    {"out", true, FZ_OUT, false},            {"seed", true, FZ_SEED, false},
    {"shape", true, FZ_SHAPE, false},        {"reduce-time", true, FZ_REDUCE, false},
    {"max-kernels", true, FZ_MAXK, false},   {"max-findings", true, FZ_MAXF, false},
    {"resume", false, FZ_RESUME, false},     {"random-knobs", false, FZ_RANDOM_KNOBS, false},
    {"include-unsound", false, FZ_UNSOUND, false}, {"exec-runs", true, FZ_EXEC_RUNS, false},
    {"adversary", false, FZ_ADVERSARY, false},
    {NULL, false, 0, false}};

typedef struct fuzz_args {
  camp_opts *co;
  unsigned given;
  int exec_runs;
} fuzz_args;

static bool fuzz_option(void *ctx, int id, const char *v) {
  fuzz_args *fa = ctx;
  camp_opts *co = fa->co;
  uint64_t u;
  char err[256];
  switch (id) {
  case FZ_TIME: return cli_secs("fuzz", "--time", v, 0, &co->time_s);
  case FZ_STATS: return cli_secs("fuzz", "--stats-interval", v, 0.1, &co->stats_interval);
  case FZ_JOBS:
    if (!cli_num("fuzz", "--jobs", v, 1, 256, &u)) return false;
    co->jobs = (int)u;
    fa->given |= GIVEN_JOBS;
    return true;
  case FZ_CORPUS: co->corpus = v; fa->given |= GIVEN_CORPUS; return true;
  case FZ_OUT: co->out = v; return true;
  case FZ_SEED:
    fa->given |= GIVEN_SEED;
    return cli_num("fuzz", "--seed", v, 0, UINT64_MAX, &co->seed);
  case FZ_SHAPE:
    fa->given |= GIVEN_SHAPES;
    if (gen_parse_shapes(v, &co->shapes, err, sizeof err)) return true;
    cli_fail("fuzz: %s", err);
    return false;
  case FZ_REDUCE: return cli_secs("fuzz", "--reduce-time", v, 0, &co->reduce_s);
  case FZ_MAXK:
    if (!cli_num("fuzz", "--max-kernels", v, 1, LONG_MAX, &u)) return false;
    co->max_kernels = (long)u;
    return true;
  case FZ_MAXF:
    if (!cli_num("fuzz", "--max-findings", v, 1, INT_MAX, &u)) return false;
    co->max_findings = (int)u;
    return true;
  case FZ_RESUME: co->resume = true; return true;
  case FZ_RANDOM_KNOBS: co->random_knobs = true; return true;
  case FZ_UNSOUND: co->include_unsound = true; return true;
  case FZ_EXEC_RUNS:
    if (!cli_num("fuzz", "--exec-runs", v, 1, 1024, &u)) return false;
    fa->exec_runs = (int)u;
    return true;
  case FZ_ADVERSARY: co->adversary = true; return true;
  }
  return false;
}

/* The verifier's --kernel-timeout and --mem-limit are a campaign's workers' (CPU seconds per
 * kernel, memory per worker): a worker is a disposable process already, so the verifier in
 * it does not fork again. */
static void camp_limits_from_cli(camp_opts *co, cli_opts *o) {
  if (o->v.kernel_timeout_s) co->kernel_timeout_s = o->v.kernel_timeout_s;
  if (o->v.mem_limit) co->mem_limit = o->v.mem_limit;
  o->v.kernel_timeout_s = 0;
  o->v.mem_limit = 0;
}

/* --adversary: the pipeline is mutate-tgt (its -mutate-kind knob says which changes), and
 * execution runs on every pair, whatever the verifier says: the recall table needs both.
 * Kernels: the generator, biased toward syncs, shared memory, loops and branches unless
 * --shape says otherwise, and --corpus files as they are. */
static bool adversary_config(camp_opts *co, const cli_opts *o, const unsigned *given) {
  if (o->passes || o->llvm_passes || o->opt_cmd) {
    cli_fail("fuzz: --adversary runs its own pass, mutate-tgt (choose its changes with -mutate-kind=LIST); "
             "drop -passes, -llvm-passes and --opt-cmd");
    return false;
  }
  co->orc.passes = "mutate-tgt";
  co->orc.exec_oracle = true;
  co->orc.exec_always = true;
  /* the verdict as check gives it (models minimized, a refuted one asked again), the first
   * counterexample enough */
  co->orc.v.quick = false;
  co->orc.v.first_cex = true;
  /* ... with check's per-query budget (--timeout-ms, default 2000), not a campaign's shorter
   * one: recall is the verifier's as a user runs it (a loop-bound change whose exit-test
   * query Z3 answers in 1.2 s was a recall miss at 1000 ms); pairs execution cannot tell
   * apart keep their quick look (ORC_SAME_QUERY_MS) */
  co->orc.v.timeout_ms = o->v.timeout_ms;
  if (!(*given & GIVEN_SHAPES))
    co->shapes = GEN_SHAPE_BARRIER | GEN_SHAPE_SHARED | GEN_SHAPE_SYNC | GEN_SHAPE_LOOP | GEN_SHAPE_CROSSBLOCK |
                 GEN_SHAPE_WIDE;
  return true;
}

int cli_fuzz(int argc, char **argv) {
  camp_opts co;
  camp_opts_default(&co);
  fuzz_args fa = {&co, 0, 0};
  cli_opts o;
  if (!cli_parse_own(argc, argv, 2, &o, "fuzz", CLI_KNOBS, fuzz_options, fuzz_option, &fa)) return EXIT_USAGE;
  int exec_runs = fa.exec_runs;
  unsigned given = fa.given;
  if (o.out) co.out = o.out; /* -o DIR as --out DIR */
  if (o.nfiles) {
    cli_fail("fuzz: unexpected argument '%s' (kernels come from the generator and --corpus DIR)", o.files[0]);
    return EXIT_USAGE;
  }
  camp_limits_from_cli(&co, &o);
  orc_config oc;
  orc_from_cli(&o, &oc);
  oc.in_process = true;
  oc.v.timeout_ms = o.v.timeout_ms < CAMP_QUERY_MS ? o.v.timeout_ms : CAMP_QUERY_MS;
  co.orc = oc;
  co.cuda = o.cuda;
  co.orc.exec_oracle = o.exec_oracle;
  if (exec_runs) co.orc.exec_runs = exec_runs;
  co.quiet = o.quiet;
  if (co.adversary && !adversary_config(&co, &o, &given)) return EXIT_USAGE;
  bool knobs_given = false;
  for (int k = 0; k < KNOB_COUNT; k++) knobs_given |= o.knobs.set[k];
  for (int i = 2; i < argc && !knobs_given; i++) knobs_given = argv[i][0] == '-' && !strncmp(argv[i] + (argv[i][1] == '-'), "-barrier-model", 14);
  if (o.passes || o.llvm_passes || o.opt_cmd || knobs_given) given |= GIVEN_PIPE;
  if (co.resume && !resume_config(&co, given)) return EXIT_USAGE;
  char pipe[512];
  orc_pipeline_text(&co.orc, pipe, sizeof pipe);
  if (!co.quiet)
    fprintf(stderr, "nvtv fuzz: %s, %d job%s, %.0f s, seed %llu, out %s%s%s\n", pipe, co.jobs, co.jobs > 1 ? "s" : "", co.time_s,
            (unsigned long long)co.seed, co.out, co.corpus ? ", corpus " : "", co.corpus ? co.corpus : "");
  camp_summary s;
  int rc = camp_run(&co, &s);
  if (rc == 2) return EXIT_USAGE;
  double secs = s.seconds > 0 ? s.seconds : 1;
  printf("nvtv fuzz: %ld kernels in %.1f s (%.1f/s, %.1f/s per job); accesses: %ld proved, %ld bounded, %ld unknown, %ld "
         "unsupported; findings: %ld (%ld unique) in %s/findings\n",
         s.kernels, secs, s.kernels / secs, s.kernels / secs / co.jobs, s.accesses[V_PROVED], s.accesses[V_BOUNDED],
         s.accesses[V_UNKNOWN], s.accesses[V_UNSUPPORTED], s.findings, s.unique, co.out);
  long k = s.run_kernels ? s.run_kernels : 1;
  printf("time per kernel: %.2f ms generating, %.2f ms in the pipeline, %.2f ms verifying", s.gen_ms / (double)k,
         s.pass_ms / (double)k, s.verify_ms / (double)k);
  if (co.orc.exec_oracle) printf(", %.2f ms executing", s.exec_ms / (double)k);
  printf("\n");
  printf("identity: %ld kernels (every 100th) also verified against themselves\n", s.identity);
  if (co.orc.exec_oracle)
    printf("exec oracle: %ld inputs compared, %ld skipped (src UB, a race or a step limit), %ld kernels the "
           "interpreter cannot run\n",
           s.exec_compared, s.exec_discarded, s.exec_unsupported);
  if (co.adversary) {
    printf("adversary: mutate-tgt's pairs, the verifier's verdict against execution (recall: CEX / DIFFER)\n");
    adv_print(stdout, &s.adv);
  }
  return s.unique ? EXIT_CEX : 0;
}

/* ---- check --expect / --sarif / --junit / --exec-oracle ---- */

/* The whole oracle on each input file (the pipeline in a child): the files that give
 * signature sig (check --expect). */
static int run_oracle_on_files(const cli_opts *o, const orc_config *c, const char *sig) {
  LLVMContextRef ctx = ir_context_new();
  int hits = 0;
  for (int i = 0; i < o->nfiles; i++) {
    LLVMModuleRef m = cli_load(ctx, o->files[i], &o->cuda);
    if (!m) continue;
    hits += orc_interesting(c, m, sig);
    LLVMDisposeModule(m);
  }
  LLVMContextDispose(ctx);
  return hits;
}

/* check --exec-oracle on one file's pair, kernel by kernel, after the verifier: a difference
 * is a finding of its kernel in r (verifier-unsound when the verifier proved every access of
 * it, exec-mismatch otherwise), confirmed by construction; what execution compared and
 * skipped, and why, is one line per kernel (not with -q or --json). */
void cli_check_exec(const cli_opts *o, LLVMModuleRef src, LLVMModuleRef tgt, verify_report *r, int fn0,
                    const char *path) {
  orc_config c;
  orc_from_cli(o, &c);
  c.exec_oracle = true;
  c.exec_widen = true;
  bool any_kernel = false;
  for (int k = fn0; k < r->nfn; k++) {
    LLVMValueRef f = LLVMGetNamedFunction(src, r->fn[k].name);
    ir_launch l;
    if (f) ir_launch_of(f, &l);
    any_kernel |= f && l.kernel;
  }
  for (int k = fn0; k < r->nfn; k++) {
    v_func *fr = &r->fn[k];
    LLVMValueRef f = LLVMGetNamedFunction(src, fr->name);
    ir_launch l;
    if (!f) continue;
    ir_launch_of(f, &l);
    if (any_kernel && !l.kernel) continue; /* device functions run where their kernels call them */
    interp_diff_stats st;
    char what[600];
    int d = orc_exec(&c, src, tgt, fr->name, &st, what, sizeof what);
    bool text = !o->quiet && !o->json;
    if (d < 0) {
      if (text) printf("%s: @%s: exec oracle: not run: %s\n", path, fr->name, what);
      continue;
    }
    if (d != 1) { /* (a difference is its finding's lines) */
      if (text)
        printf("%s: @%s: exec oracle: %d input%s compared, %d skipped (%d src undefined, %d racy, %d past the step "
               "limit)", path, fr->name, st.compared, st.compared == 1 ? "" : "s", st.runs - st.compared, st.discarded,
               st.racy, st.inconclusive);
      if (text && st.widened[0])
        printf(", in blocks of %ux%ux%u (src undefined on every input of the default block)", st.widened[0],
               st.widened[1], st.widened[2]);
      if (text) printf("\n");
      continue;
    }
    bool all_proved = !fr->count[V_BOUNDED] && !fr->count[V_UNKNOWN] && !fr->count[V_UNSUPPORTED] && !fr->count[V_CEX];
    v_finding *x = verify_report_add(r, fr->name, V_CEX, all_proved ? "verifier-unsound" : "exec-mismatch", -1);
    x->confirmed = true;
    verify_sbuf t = {0};
    verify_sbprintf(&t, "  found by:   execution (%d random inputs under every schedule), where the verifier %s\n",
                    c.exec_runs > 0 ? c.exec_runs : 8,
                    all_proved ? "proved every access: the verifier is at fault" : "left accesses unproved");
    verify_sbprintf(&t, "  execution:  %s\n", what);
    x->text = t.s ? t.s : strdup("");
    if (!x->text) ir_oom();
    x->json = json_pack("{s:s, s:s, s:s, s:s, s:b}", "verdict", "counterexample", "kind", x->kind, "function", fr->name,
                        "execution", what, "confirmed", 1);
    fr->count[V_CEX]++;
  }
}

/* JUnit for check: one testcase per kernel (FILE @function), its time the function's
 * verification plus its share of the file's compilation and pipeline; a file that did not
 * load or transform is one failing testcase. */
static void check_junit(const cli_opts *o, const verify_report *r, const cli_check_run *run, const rep_item *items,
                        const int *item_finding, int n) {
  rep_case *cases = calloc((size_t)r->nfn + (size_t)o->nfiles + 1, sizeof *cases);
  rep_item *sorted = calloc((size_t)n + (size_t)o->nfiles + 1, sizeof *sorted);
  char (*names)[512] = calloc((size_t)r->nfn + 1, sizeof *names);
  if (!cases || !sorted || !names) ir_oom();
  int nc = 0, at = 0;
  for (int fi = 0; fi < o->nfiles; fi++) {
    if (run->not_reached[fi]) {
      cases[nc++] = (rep_case){o->files[fi], NULL, 0, 0, "not reached within the --budget"};
      continue;
    }
    if (run->file_error[fi]) {
      cases[nc] = (rep_case){o->files[fi], &sorted[at], 1, run->file_ms[fi] / 1e3, NULL};
      sorted[at++] = (rep_item){"input-error", "the file did not load, compile or go through the pipeline (see the log)",
                                o->files[fi], 0, "", "input-error", "error", NULL};
      nc++;
      continue;
    }
    double fn_ms = 0;
    int nk = 0;
    for (int k = 0; k < r->nfn; k++)
      if (run->fn_file[k] == fi) fn_ms += r->fn[k].ms, nk++;
    double share = nk && run->file_ms[fi] > fn_ms ? (run->file_ms[fi] - fn_ms) / nk : 0;
    for (int k = 0; k < r->nfn; k++) {
      if (run->fn_file[k] != fi) continue;
      snprintf(names[k], sizeof names[k], "%s @%s", o->files[fi], r->fn[k].name);
      cases[nc] = (rep_case){names[k], &sorted[at], 0, (r->fn[k].ms + share) / 1e3, NULL};
      for (int i = 0; i < r->nf; i++)
        if (run->file_of[i] == fi && !strcmp(r->f[i].func, r->fn[k].name) && !strcmp(r->f[i].kind, "budget"))
          cases[nc].skipped = "not verified within the --budget";
      for (int i = 0; i < n; i++)
        if (run->file_of[item_finding[i]] == fi && !strcmp(items[i].func, r->fn[k].name) && !strcmp(items[i].level, "error"))
          sorted[at++] = items[i];
      cases[nc].nfailures = (int)(&sorted[at] - cases[nc].failures);
      nc++;
    }
  }
  if (!rep_write_junit(o->junit, "nvtv-check", cases, nc)) cli_fail("check: cannot write %s", o->junit);
  free(cases);
  free(sorted);
  free(names);
}

void cli_pipeline_text(const cli_opts *o, char *out, size_t n) {
  orc_config c;
  orc_from_cli(o, &c);
  orc_pipeline_text(&c, out, n);
}

void cli_finding_signature(const cli_opts *o, const v_finding *f, char *out, size_t n) {
  orc_config c;
  orc_from_cli(o, &c);
  orc_signature(&c, f, NULL, out, n);
}

int cli_check_extras(const cli_opts *o, const verify_report *r, const cli_check_run *run) {
  orc_config c;
  orc_from_cli(o, &c);
  if (o->sarif || o->junit) {
    rep_item *items = calloc((size_t)r->nf + (size_t)o->nfiles + 1, sizeof *items);
    int *item_finding = calloc((size_t)r->nf + 1, sizeof *item_finding);
    char (*sigs)[256] = calloc((size_t)r->nf + 1, sizeof *sigs);
    char (*msgs)[512] = calloc((size_t)r->nf + 1, sizeof *msgs);
    if (!items || !sigs || !msgs || !item_finding) ir_oom();
    int n = 0;
    for (int i = 0; i < r->nf; i++) {
      const v_finding *f = &r->f[i];
      if (f->verdict != V_CEX && f->verdict != V_UNKNOWN) continue;
      orc_signature(&c, f, NULL, sigs[n], sizeof sigs[n]);
      char at[32] = "";
      if (f->tag >= 0) snprintf(at, sizeof at, " at #%ld", f->tag);
      snprintf(msgs[n], sizeof msgs[n], "%s%s%s%s", f->verdict == V_CEX ? "counterexample: " : "unknown: ", f->kind, at,
               f->verdict == V_CEX && f->confirmed ? " (confirmed by execution)" : "");
      items[n] = (rep_item){f->kind, msgs[n], o->files[run->file_of[i]], f->src_line, f->func, sigs[n],
                            f->verdict == V_CEX ? "error" : "warning", f->text};
      item_finding[n] = i;
      n++;
    }
    if (o->junit) check_junit(o, r, run, items, item_finding, n);
    int ns = n; /* SARIF also says which files the budget left out */
    for (int fi = 0; fi < o->nfiles; fi++)
      if (run->not_reached[fi])
        items[ns++] = (rep_item){"not-reached", "not reached within the --budget: not verified", o->files[fi], 0, "",
                                 "not-reached", "warning", NULL};
    if (o->sarif && !rep_write_sarif(o->sarif, items, ns, NVTV_VERSION)) cli_fail("check: cannot write %s", o->sarif);
    free(items);
    free(item_finding);
    free(sigs);
    free(msgs);
  }
  bool exec = false;
  if (o->expect && orc_sig_needs_run(o->expect, &exec)) { /* a crash, invalid IR, an execution */
    c.exec_oracle = exec || o->exec_oracle;
    return run_oracle_on_files(o, &c, o->expect) > 0 ? 0 : 1;
  }
  if (!o->expect) return -1;
  for (int i = 0; i < r->nf; i++) {
    if (r->f[i].verdict != V_CEX) continue;
    char s[256];
    orc_signature(&c, &r->f[i], NULL, s, sizeof s);
    if (!strcmp(s, o->expect)) return 0;
  }
  return 1;
}

/* ---- nvtv replay ---- */

/* finding.json's "pipeline" back into a configuration */
static bool config_from_text(const char *text, orc_config *c, char *err, size_t errlen) {
  orc_config_default(c);
  static char buf[2048]; /* the configuration points into it for the command's lifetime */
  snprintf(buf, sizeof buf, "%s", text);
  char *p = buf;
  if (!strncmp(p, "cmd:", 4)) {
    c->opt_cmd = p + 4; /* the command is the rest, barrier model included */
    char *bm = strstr(p, " barrier-model=four-map");
    if (bm && !bm[23]) {
      *bm = 0;
      c->v.barrier_model = 1;
    }
    return true;
  }
  if (!strncmp(p, "llvm:", 5)) {
    c->llvm_passes = p + 5;
    char *bm = strstr(p, " barrier-model=four-map");
    if (bm) {
      *bm = 0;
      c->v.barrier_model = 1;
    }
    return true;
  }
  char *sp = strchr(p, ' ');
  if (sp) *sp++ = 0;
  c->passes = strcmp(p, "identity") ? p : ""; /* "identity": the empty pipeline */
  for (char *t = sp ? strtok(sp, " ") : NULL; t; t = strtok(NULL, " ")) {
    if (!strcmp(t, "barrier-model=four-map")) {
      c->v.barrier_model = 1;
      continue;
    }
    if (!knobs_parse(&c->knobs, t, err, errlen)) return false;
  }
  return true;
}

static const cli_option no_options[] = {{NULL, false, 0, false}};

int cli_replay(int argc, char **argv) {
  const char *dir;
  cli_spec spec = {"replay", {no_options}, NULL, NULL, NULL};
  if (!cli_getopt_at_most(&spec, argc, argv, 2, &dir, 1)) return EXIT_USAGE;
  if (!dir) {
    cli_fail("replay: expected one finding directory");
    return EXIT_USAGE;
  }
  char path[4096], sig[1024], pipe[2048], err[512];
  snprintf(path, sizeof path, "%s/finding.json", dir);
  json_error_t je;
  json_t *doc = json_load_file(path, 0, &je);
  if (!doc) {
    cli_fail("replay: cannot read %s: %s", path, je.text);
    return EXIT_USAGE;
  }
  const char *jsig = json_string_value(json_object_get(doc, "signature")),
             *jpipe = json_string_value(json_object_get(doc, "pipeline"));
  long tmo = (long)json_integer_value(json_object_get(doc, "timeout_ms")); /* the campaign's per-query limit */
  if (!jsig || !jpipe) {
    json_decref(doc);
    cli_fail("replay: %s has no signature or pipeline", path);
    return EXIT_USAGE;
  }
  snprintf(sig, sizeof sig, "%s", jsig);
  snprintf(pipe, sizeof pipe, "%s", jpipe);
  json_decref(doc);
  orc_config c;
  if (!config_from_text(pipe, &c, err, sizeof err)) {
    cli_fail("replay: %s: %s", path, err);
    return EXIT_USAGE;
  }
  bool exec;
  if (orc_sig_needs_run(sig, &exec) && exec) c.exec_oracle = true;
  if (tmo > 0) c.v.timeout_ms = (unsigned)tmo;
  LLVMContextRef ctx = ir_context_new();
  int status = 0;
  const char *files[2] = {"src.ll", "min.ll"};
  for (int i = 0; i < 2; i++) {
    snprintf(path, sizeof path, "%s/%s", dir, files[i]);
    LLVMModuleRef m = cli_load(ctx, path, NULL);
    if (!m) {
      status = EXIT_USAGE;
      continue;
    }
    orc_result r;
    orc_run(&c, m, &r);
    bool same = false;
    const v_finding *first = NULL;
    for (int k = 0; r.have_rep && k < r.rep.nf; k++) {
      if (r.rep.f[k].verdict != V_CEX) continue;
      char s[256];
      orc_signature(&c, &r.rep.f[k], NULL, s, sizeof s);
      if (!strcmp(s, sig) && !first) first = &r.rep.f[k], same = true;
    }
    if (!same && r.kind != ORC_OK && r.kind != ORC_FINDING) same = !strcmp(r.sig, sig);
    printf("%s: %s\n", path, same ? "reproduces" : "does not reproduce");
    if (first) printf("counterexample: %s in @%s at #%ld\n%s", first->kind, first->func, first->tag, first->text);
    else if (same) printf("%s\n", r.what);
    if (same && status != EXIT_USAGE) status = EXIT_CEX;
    orc_result_free(&r);
    LLVMDisposeModule(m);
  }
  printf("signature: %s\n", sig);
  LLVMContextDispose(ctx);
  return status;
}

/* ---- nvtv bench fuzz ---- */

/* End-to-end kernels per second per core: one worker fuzzing the default pipeline (or the
 * one given) for --time seconds, with full verification; the split between generation,
 * the pipeline and the verifier, and the size of the generated kernels. */
/* ---- bench fuzz --coverage ---- */

enum { BF_TIME = CLI_OWN, BF_COVERAGE, BF_MAXK, BF_SEED };
static const cli_option bench_fuzz_options[] = {{"time", true, BF_TIME, false},
                                                {"coverage", false, BF_COVERAGE, false},
                                                {"max-kernels", true, BF_MAXK, false},
                                                {"seed", true, BF_SEED, false},
                                                {NULL, false, 0, false}};
typedef struct bench_fuzz_args {
  time_arg t;
  bool coverage, time_given;
  uint64_t max_kernels, seed;
} bench_fuzz_args;

static bool bench_fuzz_option(void *ctx, int id, const char *v) {
  bench_fuzz_args *b = ctx;
  switch (id) {
  case BF_TIME: b->time_given = true; return time_option_set(&b->t, id, v);
  case BF_COVERAGE: b->coverage = true; return true;
  case BF_MAXK: return cli_num("bench fuzz", "--max-kernels", v, 1, 100000000, &b->max_kernels);
  case BF_SEED: return cli_num("bench fuzz", "--seed", v, 0, UINT64_MAX, &b->seed);
  }
  return false;
}

/* Which rewrites the passes make on generated kernels (PASS_COVERAGE in passes.h), within a
 * time or a number of kernels.  Each kernel, with every shape or a random set of them, goes
 * through the given pipeline (default: the default pipeline and each pass alone), a third of
 * the time with the default knobs and otherwise with random ones, unsound included: this
 * measures what the generator reaches, not whether the passes are right.  In process, no
 * verification. */
static int bench_coverage(const bench_fuzz_args *b, const cli_opts *o) {
  static const char *const singles[] = {"cbe", "basr", "lsr", "cgp", "scev-cgp", "dse"};
  const char *pipes[8];
  int np = 0;
  if (o->passes) pipes[np++] = o->passes;
  else {
    pipes[np++] = passes_default_pipeline();
    for (size_t i = 0; i < sizeof singles / sizeof *singles; i++) pipes[np++] = singles[i];
  }
  unsigned long total[PC_N] = {0};
  double first[PC_N];
  for (int k = 0; k < PC_N; k++) first[k] = -1;
  double t0 = now_s(), limit = b->t.s;
  long kernels = 0, bad = 0;
  LLVMContextRef ctx = ir_context_new();
  for (uint64_t seed = b->seed;; seed++) {
    if (b->max_kernels ? (uint64_t)kernels >= b->max_kernels : now_s() - t0 >= limit) break;
    uint64_t rng = seed * 0x9e3779b97f4a7c15ULL + 1;
    unsigned shapes = gen_rand(&rng) % 4 ? (unsigned)(gen_rand(&rng) & GEN_SHAPE_ALL) : 0;
    gen_spec sp;
    gen_from_seed(seed, shapes, &sp);
    char *text = gen_emit(&sp), err[512];
    kernels++;
    if (kernels % 256 == 0) { /* contexts keep every type and constant: start afresh */
      LLVMContextDispose(ctx);
      ctx = ir_context_new();
    }
    for (int p = 0; p < np; p++) {
      LLVMModuleRef m = ir_parse_string(ctx, text, "gen", err, sizeof err);
      if (!m) {
        bad++;
        break;
      }
      nvtv_knobs kn;
      if (seed % 3 == 0) kn = o->knobs;
      else camp_random_knobs(&o->knobs, true, seed * 7 + (uint64_t)p, &kn);
      nvtv_remarks r;
      remarks_init(&r);
      pipe_apply_ours(m, pipes[p], &kn, o->p.mcpu, &r, err, sizeof err);
      double at = now_s() - t0;
      for (int k = 0; k < PC_N; k++)
        if (r.cover[k]) {
          total[k] += r.cover[k];
          if (first[k] < 0) first[k] = at;
        }
      remarks_free(&r);
      LLVMDisposeModule(m);
    }
    free(text);
  }
  LLVMContextDispose(ctx);
  double secs = now_s() - t0;
  printf("nvtv bench fuzz --coverage: %ld kernels (seeds %llu-%llu) in %.1f s, 1 core; pipelines: %s\n", kernels,
         (unsigned long long)b->seed, (unsigned long long)(b->seed + (uint64_t)kernels - 1), secs,
         o->passes ? o->passes : "the default pipeline and each pass alone");
  if (bad) printf("kernels that did not parse: %ld (a generator bug)\n", bad);
  printf("%-9s %-58s %9s %9s\n", "PASS", "REWRITE KIND", "HITS", "FIRST(s)");
  int missed = 0;
  for (int k = 0; k < PC_N; k++) {
    if (o->passes && !strstr(o->passes, pass_cov_pass((pass_cov)k))) continue;
    if (first[k] < 0) missed++;
    if (first[k] < 0) printf("%-9s %-58s %9s %9s\n", pass_cov_pass((pass_cov)k), pass_cov_kind((pass_cov)k), "0", "never");
    else printf("%-9s %-58s %9lu %9.2f\n", pass_cov_pass((pass_cov)k), pass_cov_kind((pass_cov)k), total[k], first[k]);
  }
  if (missed) printf("not reached: %d kind%s\n", missed, missed == 1 ? "" : "s");
  else printf("every kind reached\n");
  return bad ? 1 : missed ? 3 : 0;
}

int cli_bench_fuzz(int argc, char **argv) {
  camp_opts co;
  camp_opts_default(&co);
  co.time_s = 20;
  co.quiet = true;
  bench_fuzz_args b = {{"bench fuzz", 20}, false, false, 0, 1};
  cli_opts o;
  if (!cli_parse_own(argc, argv, 3, &o, "bench fuzz", CLI_KNOBS, bench_fuzz_options, bench_fuzz_option, &b)) return EXIT_USAGE;
  if (b.coverage) {
    if (!b.time_given) b.t.s = 60;
    return bench_coverage(&b, &o);
  }
  if (b.max_kernels) co.max_kernels = (long)b.max_kernels;
  co.seed = b.seed;
  time_arg t = b.t;
  co.time_s = t.s;
  camp_limits_from_cli(&co, &o);
  orc_config oc;
  orc_from_cli(&o, &oc);
  oc.in_process = true;
  oc.v.timeout_ms = 1000;
  co.orc = oc;
  co.reduce_s = 0;
  char tmpl[] = "/tmp/nvtv-bench-fuzz-XXXXXX";
  if (!mkdtemp(tmpl)) {
    cli_fail("bench fuzz: cannot create a temporary directory");
    return EXIT_USAGE;
  }
  co.out = tmpl;
  /* the size of what the generator makes: the first 200 seeds */
  LLVMContextRef ctx = ir_context_new();
  long insts = 0, lo = 1 << 30, hi = 0;
  for (uint64_t s = 1; s <= 200; s++) {
    gen_spec sp;
    gen_from_seed(s, 0, &sp);
    char *text = gen_emit(&sp), err[256];
    LLVMModuleRef m = ir_parse_string(ctx, text, "b", err, sizeof err);
    free(text);
    if (!m) continue;
    long n = red_count_insts(m);
    insts += n;
    if (n < lo) lo = n;
    if (n > hi) hi = n;
    LLVMDisposeModule(m);
  }
  LLVMContextDispose(ctx);
  camp_summary s;
  camp_run(&co, &s);
  char pipe[512];
  orc_pipeline_text(&co.orc, pipe, sizeof pipe);
  double k = s.kernels ? (double)s.kernels : 1;
  printf("nvtv bench fuzz: %s, 1 job for %.0f s, generated kernels of %ld-%ld instructions (mean %.1f)\n", pipe, s.seconds, lo,
         hi, insts / 200.0);
  printf("kernels: %ld in %.1f s: %.1f kernels/s per core, each fully verified (%ld accesses proved, %ld bounded, %ld unknown)\n",
         s.kernels, s.seconds, s.kernels / (s.seconds > 0 ? s.seconds : 1), s.accesses[V_PROVED], s.accesses[V_BOUNDED],
         s.accesses[V_UNKNOWN]);
  double tot = (s.gen_ms + s.pass_ms + s.verify_ms + s.exec_ms) / k, div = tot > 0 ? tot : 1;
  printf("per kernel: %.2f ms = %.2f generating (%.0f%%) + %.2f pipeline (%.0f%%) + %.2f verifying (%.0f%%)", tot, s.gen_ms / k,
         100 * s.gen_ms / k / div, s.pass_ms / k, 100 * s.pass_ms / k / div, s.verify_ms / k, 100 * s.verify_ms / k / div);
  if (co.orc.exec_oracle) printf(" + %.2f executing (%.0f%%)", s.exec_ms / k, 100 * s.exec_ms / k / div);
  printf("\n");
  printf("findings: %ld (%ld unique)%s\n", s.findings, s.unique, s.unique ? " -- see the campaign directory" : "");
  if (!s.unique) {
    if (!ir_remove_tree(tmpl)) cli_fail("bench fuzz: cannot remove %s: %s", tmpl, strerror(errno));
  } else {
    printf("campaign directory: %s\n", tmpl);
  }
  return 0;
}

/* ---- nvtv bench reduce ---- */

static double file_insts(LLVMContextRef ctx, const char *path) {
  char err[256];
  LLVMModuleRef m = ir_load(ctx, path, err, sizeof err);
  if (!m) return -1;
  int n = red_count_insts(m);
  LLVMDisposeModule(m);
  return n;
}

/* Our reducer against llvm-reduce on the same findings and the same interestingness test
 * (nvtv check --expect SIGNATURE): final instruction counts and wall time. */
enum { BR_FINDINGS = 1, BR_TIME, BR_KEEP };
static const cli_option bench_reduce_options[] = {
    {"findings", true, BR_FINDINGS, false}, {"time", true, BR_TIME, false}, {"keep", false, BR_KEEP, false},
    {NULL, false, 0, false}};
typedef struct bench_reduce_args {
  int findings;
  double time_s;
  bool keep;
} bench_reduce_args;
static bool bench_reduce_option(void *ctx, int id, const char *v) {
  bench_reduce_args *b = ctx;
  uint64_t u;
  switch (id) {
  case BR_FINDINGS:
    if (!cli_num("bench reduce", "--findings", v, 1, 1000, &u)) return false;
    b->findings = (int)u;
    return true;
  case BR_TIME: return cli_secs("bench reduce", "--time", v, 1, &b->time_s);
  case BR_KEEP: b->keep = true; return true;
  }
  return false;
}

/* Runs argv (no shell) with its output discarded, killed after `secs` seconds. */
static void run_quietly(char *const argv[], unsigned secs) {
  pid_t pid = fork();
  if (pid < 0) return;
  if (pid == 0) {
    int fd = open("/dev/null", O_WRONLY);
    if (fd >= 0) {
      dup2(fd, 1);
      dup2(fd, 2);
    }
    setpgid(0, 0);
    execv(argv[0], argv);
    _exit(127);
  }
  double end = now_s() + secs;
  int st;
  while (waitpid(pid, &st, WNOHANG) == 0) {
    if (now_s() > end) {
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
      waitpid(pid, &st, 0);
      break;
    }
    struct timespec ts = {0, 50 * 1000 * 1000};
    nanosleep(&ts, NULL);
  }
}

int cli_bench_reduce(int argc, char **argv) {
  bench_reduce_args br = {6, 120, false};
  cli_spec spec = {"bench reduce", {bench_reduce_options}, bench_reduce_option, &br, NULL};
  if (!cli_getopt_at_most(&spec, argc, argv, 3, NULL, 0)) return EXIT_USAGE;
  int want = br.findings;
  double limit = br.time_s;
  bool keep = br.keep;
  const char *llvm_reduce = "/usr/lib/llvm-19/bin/llvm-reduce";
  if (access(llvm_reduce, X_OK)) {
    cli_fail("bench reduce: %s is missing", llvm_reduce);
    return EXIT_USAGE;
  }
  char self[4096];
  ssize_t sl = readlink("/proc/self/exe", self, sizeof self - 1);
  if (sl <= 0) return EXIT_USAGE;
  self[sl] = 0;
  /* findings: the unsound settings of the seeds, on generated kernels */
  static const struct { const char *passes, *knobs[3]; unsigned shapes; } cfgs[] = {
      {"cbe,basr,cgp,scev-cgp", {"nv-disable-scev-cgp=0", "ignore-32-bit-overflow=1", NULL}, GEN_SHAPE_WIDE},
      {"dse", {"dse-criterion=four-map", NULL, NULL}, GEN_SHAPE_BARRIER},
      {"cbe,basr,cgp,scev-cgp", {"nv-disable-scev-cgp=0", "ignore-signed-32-bit-overflow=1", "do-scev-cgp-aggresively=1"}, 0},
  };
  char tmpl[] = "/tmp/nvtv-bench-reduce-XXXXXX";
  if (!mkdtemp(tmpl)) return EXIT_USAGE;
  LLVMContextRef ctx = ir_context_new();
  printf("nvtv bench reduce: %d findings, the same interestingness test for both (nvtv check --expect SIGNATURE)\n", want);
  printf("%-4s %-44s %6s %8s %9s %8s %9s\n", "#", "signature", "input", "nvtv", "nvtv-s", "llvm-red", "llvm-s");
  int found = 0;
  double sum_ours = 0, sum_llvm = 0, t_ours = 0, t_llvm = 0;
  for (uint64_t seed = 1; found < want && seed < 5000; seed++) {
    int ci = found % 3;
    orc_config c;
    orc_config_default(&c);
    c.passes = cfgs[ci].passes;
    char err[256];
    for (int k = 0; k < 3 && cfgs[ci].knobs[k]; k++) knobs_parse(&c.knobs, cfgs[ci].knobs[k], err, sizeof err);
    c.v.quick = true;
    c.v.timeout_ms = 500;
    gen_spec sp;
    gen_from_seed(seed * 7919, cfgs[ci].shapes, &sp);
    char *text = gen_emit(&sp);
    LLVMModuleRef m = ir_parse_string(ctx, text, "b", err, sizeof err);
    free(text);
    if (!m) continue;
    orc_result r;
    orc_run(&c, m, &r);
    if (r.kind != ORC_FINDING) {
      orc_result_free(&r);
      LLVMDisposeModule(m);
      continue;
    }
    char sig[256];
    snprintf(sig, sizeof sig, "%s", r.sig);
    orc_result_free(&r);
    found++;
    char in[4200], script[4200], outl[4200];
    snprintf(in, sizeof in, "%s/f%d.ll", tmpl, found);
    ir_write(m, in, err, sizeof err);
    double before = red_count_insts(m);
    double t0 = now_s();
    red_stats st;
    m = red_reduce(&c, ctx, m, NULL, sig, limit, &st);
    double t_o = now_s() - t0;
    double ours = red_count_insts(m);
    snprintf(outl, sizeof outl, "%s/nvtv%d.ll", tmpl, found);
    ir_write(m, outl, err, sizeof err);
    LLVMDisposeModule(m);
    /* llvm-reduce with our check as its test */
    snprintf(script, sizeof script, "%s/test%d.sh", tmpl, found);
    FILE *f = fopen(script, "w");
    if (!f) continue;
    char *k = knobs_describe(&c.knobs);
    fprintf(f, "#!/bin/sh\nexec '%s' check \"$1\" -passes=%s", self, c.passes);
    for (char *t = strtok(k, " "); t; t = strtok(NULL, " ")) fprintf(f, " -%s", t);
    fprintf(f, " --timeout-ms 500 --expect '%s' >/dev/null 2>&1\n", sig);
    fclose(f);
    free(k);
    chmod(script, 0755);
    snprintf(outl, sizeof outl, "%s/llvm%d.ll", tmpl, found);
    char test_arg[4300], out_arg[4300];
    snprintf(test_arg, sizeof test_arg, "--test=%s", script);
    snprintf(out_arg, sizeof out_arg, "--output=%s", outl);
    char *const args[] = {(char *)llvm_reduce, test_arg, out_arg, in, NULL};
    t0 = now_s();
    run_quietly(args, (unsigned)limit + 60);
    double t_l = now_s() - t0;
    double theirs = file_insts(ctx, outl);
    printf("%-4d %-44.44s %6.0f %8.0f %8.1fs %8.0f %8.1fs\n", found, strchr(sig, '|') ? strchr(sig, '|') + 1 : sig, before, ours,
           t_o, theirs, t_l);
    sum_ours += ours;
    sum_llvm += theirs;
    t_ours += t_o;
    t_llvm += t_l;
  }
  printf("total: nvtv %.0f instructions in %.1f s, llvm-reduce %.0f instructions in %.1f s (nvtv %.2fx the time)\n", sum_ours,
         t_ours, sum_llvm, t_llvm, t_llvm > 0 ? t_ours / t_llvm : 0);
  LLVMContextDispose(ctx);
  if (keep) {
    printf("inputs, results and tests kept in %s (fN.ll, nvtvN.ll, llvmN.ll, testN.sh)\n", tmpl);
    return 0;
  }
  if (!ir_remove_tree(tmpl)) cli_fail("bench reduce: cannot remove %s: %s", tmpl, strerror(errno));
  return 0;
}

/* ---- nvtv plot ---- */

/* A program on PATH (gnuplot), or false. */
static bool on_path(const char *prog, char *out, size_t n) {
  const char *path = getenv("PATH");
  if (!path) path = "/usr/bin:/bin";
  for (const char *p = path; *p;) {
    size_t len = strcspn(p, ":");
    snprintf(out, n, "%.*s/%s", (int)len, p, prog);
    if (len && access(out, X_OK) == 0) return true;
    p += len + (p[len] == ':');
  }
  return false;
}

static const cli_option plot_options[] = {{"o", true, 1, false}, {NULL, false, 0, false}};
static bool plot_option(void *ctx, int id, const char *v) {
  (void)id;
  *(const char **)ctx = v;
  return true;
}

int cli_plot(int argc, char **argv) {
  const char *svg = NULL, *dir;
  cli_spec spec = {"plot", {plot_options}, plot_option, &svg, NULL};
  if (!cli_getopt_at_most(&spec, argc, argv, 2, &dir, 1)) return EXIT_USAGE;
  if (!dir) {
    cli_fail("plot: expected a campaign directory (usage: nvtv plot OUT [-o FILE.svg])");
    return EXIT_USAGE;
  }
  char data[4096], out[4096], gp[4096];
  snprintf(data, sizeof data, "%s/plot_data", dir);
  if (access(data, R_OK)) {
    cli_fail("plot: %s: no plot_data (not a campaign directory, or one from before nvtv wrote it)", dir);
    return EXIT_USAGE;
  }
  snprintf(out, sizeof out, "%s", svg ? svg : "");
  if (!svg) snprintf(out, sizeof out, "%s/campaign.svg", dir);
  if (!on_path("gnuplot", gp, sizeof gp)) {
    cli_fail("plot: gnuplot is not installed (apt-get install gnuplot-nox); the data is in %s, one CSV row per "
             "interval: elapsed_s,kernels,kernels_per_s,proved,bounded,unknown,findings,unique",
             data);
    return EXIT_USAGE;
  }
  char script[4096];
  snprintf(script, sizeof script, "%s/.plot.gp", dir);
  FILE *f = fopen(script, "w");
  if (!f) {
    cli_fail("plot: cannot write %s: %s", script, strerror(errno));
    return EXIT_USAGE;
  }
  char qd[4200], qo[4200];
  pipe_shell_quote(data, qd, sizeof qd);
  pipe_shell_quote(out, qo, sizeof qo);
  fprintf(f,
          "set terminal svg size 960,720 dynamic background rgb 'white'\n"
          "set output %s\n"
          "set datafile separator ','\n"
          "set multiplot layout 3,1 title 'nvtv fuzz: %s'\n"
          "set grid\nset key left top\nset xlabel 'seconds'\n"
          "plot %s using 1:2 with lines lw 2 title 'kernels', '' using 1:3 axes x1y2 with lines title 'kernels/s'\n"
          "set ytics nomirror\n"
          "plot %s using 1:4 with lines lw 2 title 'proved accesses', '' using 1:5 with lines title 'bounded', "
          "'' using 1:6 with lines title 'unknown'\n"
          "plot %s using 1:7 with steps lw 2 title 'findings', '' using 1:8 with steps lw 2 title 'unique findings'\n"
          "unset multiplot\n",
          qo, dir, qd, qd, qd);
  fclose(f);
  pid_t pid = fork();
  if (pid == 0) {
    int null = open("/dev/null", O_WRONLY); /* its warnings (an empty range early on) are noise */
    if (null >= 0) dup2(null, 2);
    execl(gp, "gnuplot", script, (char *)NULL);
    _exit(127);
  }
  int status = 0;
  while (pid > 0 && waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  unlink(script);
  if (pid < 0 || !WIFEXITED(status) || WEXITSTATUS(status)) {
    cli_fail("plot: gnuplot failed on %s", data);
    return EXIT_USAGE;
  }
  printf("%s\n", out);
  return 0;
}
