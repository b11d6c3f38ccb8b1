/* nvtv bench.
 *
 * bench verify: kernels verified per second, median and p95 time per kernel and per solver
 * query, peak memory, over a corpus and a pipeline.  Each kernel is verified once on the
 * fast path (the default) and once with --always-z3, the baseline every verdict is
 * re-checked against, so the two figures come from the same run.
 *
 * bench ptx: what a pipeline buys in the code the GPU runs.  Each kernel file is compiled
 * to PTX by LLVM's NVPTX target machine at -O3 twice, a baseline (the file as is, unless
 * --baseline-(llvm-)passes) and a candidate (our default pipeline, unless -passes= or
 * -llvm-passes=), and the PTX of each function is counted: integer ALU instructions, those
 * inside loop bodies, movs, and registers from `ptxas -v` when the CUDA toolkit is there.
 * The address passes exist to save integer address arithmetic in loops without costing
 * registers, so those are the columns, and the kernels where the candidate loses are
 * listed.
 *
 * bench ptx --vs-llvm-lsr: our loop strength reduction against LLVM's.  LLVM's NVPTX code
 * generation runs LoopStrengthReduce itself (TargetPassConfig::addIRPasses), so a plain
 * comparison would run LLVM's LSR on both sides, over our output on one of them.  With the
 * flag, LLVM's cl::opt -disable-lsr is set (LLVMParseCommandLineOptions, once, in this
 * process: the forked code generation children inherit it), the baseline is the file after
 * -llvm-passes='loop(loop-reduce)' and the candidate the file after -passes=lsr (or the
 * -passes= given), so each side's loops are strength-reduced exactly once, at the same
 * point, before the same code generation. */
#include "cli.h"

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <llvm-c/Support.h>

static const char *default_pipeline =
    "function(separate-const-offset-from-gep,slsr,gvn,nary-reassociate,early-cse,"
    "infer-address-spaces,loop-mssa(licm),instcombine<no-verify-fixpoint>,loop(loop-reduce))";

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double pct(double *v, int n, double p) {
  if (!n) return 0;
  ir_sort(v, (size_t)n, sizeof *v, cmp_double);
  int i = (int)(p * (n - 1) + 0.5);
  return v[i];
}

typedef struct run {
  double *kms;   /* per kernel (function): verification */
  int nkms, capkms;
  double *ems;   /* per file: end to end (load, pipeline, verification) */
  double e2e_ms;
  int nk;
  double total_ms;
  int kernels;
  int count[V_NVERDICTS];
  int queries;
  double query_ms, query_max;
  double rlimit; /* Z3 resource units, over query_ms: the rate smt.c's budget assumes */
  double units[2], ums[2]; /* per solver: word-level, bit-blasting */
  int wall_stops, cached;
  double *qms;
  int nq, capq;
} run;

static void *grow(void *p, int *cap, int need, size_t size);

static bool run_corpus(cli_opts *o, const char **files, int nfiles, run *out) {
  memset(out, 0, sizeof *out);
  out->ems = calloc((size_t)nfiles + 1, sizeof *out->ems);
  if (!out->ems) ir_oom();
  for (int i = 0; i < nfiles; i++) {
    verify_report r;
    verify_report_init(&r);
    double ms = 0;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    if (cli_check_file(files[i], o, &r, &ms) != -1) return false;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    out->ems[out->nk] = (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;
    out->e2e_ms += out->ems[out->nk];
    out->nk++;
    for (int f = 0; f < r.nfn; f++) {
      out->kms = grow(out->kms, &out->capkms, out->nkms + 1, sizeof *out->kms);
      out->kms[out->nkms++] = r.fn[f].ms;
    }
    out->total_ms += ms;
    out->kernels += r.nfn;
    int c[V_NVERDICTS];
    verify_totals(&r, 0, c);
    for (int k = 0; k < V_NVERDICTS; k++) out->count[k] += c[k];
    out->queries += r.smt.queries;
    for (int q = 0; q < r.smt.ntimes; q++) {
      out->qms = grow(out->qms, &out->capq, out->nq + 1, sizeof *out->qms);
      out->qms[out->nq++] = r.smt.times[q];
    }
    out->query_ms += r.smt.ms;
    out->rlimit += r.smt.rlimit;
    for (int k = 0; k < 2; k++) out->units[k] += r.smt.solver_units[k], out->ums[k] += r.smt.solver_ms[k];
    out->wall_stops += r.smt.wall_stops;
    out->cached += r.smt.cached;
    if (r.smt.max_ms > out->query_max) out->query_max = r.smt.max_ms;
    verify_report_free(&r);
  }
  return true;
}

static void print_run(const char *name, run *r) {
  double med = pct(r->kms, r->nkms, 0.5), p95 = pct(r->kms, r->nkms, 0.95);
  double qmed = pct(r->qms, r->nq, 0.5), qp95 = pct(r->qms, r->nq, 0.95);
  printf("%-10s %3d kernels  %6.1f kernels/s  per kernel: median %7.2f ms, p95 %7.2f ms  "
         "solver queries %5d: median %6.2f ms, p95 %7.2f ms, max %7.1f ms  (proved %d, bounded %d, unknown %d, cex %d)\n",
         name, r->kernels, r->total_ms > 0 ? r->kernels * 1000.0 / r->total_ms : 0, med, p95, r->queries, qmed, qp95,
         r->query_max, r->count[V_PROVED], r->count[V_BOUNDED], r->count[V_UNKNOWN], r->count[V_CEX]);
  printf("%-10s Z3 resource units: %.0f in %.0f ms of queries, %.0f per ms (--timeout-ms budgets assume "
         "NVTV_RLIMIT_PER_MS or the built-in rate); %d stopped by a safety net (CPU or wall-clock time); "
         "%d answered by an earlier proof of the same query\n",
         name, r->rlimit, r->query_ms, r->query_ms > 0 ? r->rlimit / r->query_ms : 0, r->wall_stops, r->cached);
  printf("%-10s   word-level solver %.0f units in %.0f ms (%.0f per ms), bit-blasting %.0f units in %.0f ms (%.0f per ms)\n",
         name, r->units[0], r->ums[0], r->ums[0] > 0 ? r->units[0] / r->ums[0] : 0, r->units[1], r->ums[1],
         r->ums[1] > 0 ? r->units[1] / r->ums[1] : 0);
}

/* The files to run: FILES as given, directories replaced by their kernel files (default:
 * the corpus).  *listed is what to free afterwards.  NULL, with the message, when there
 * are none. */
static const char **bench_files(const cli_opts *o, char ***listed, int *nfiles) {
  const char *def = "corpus";
  *nfiles = o->nfiles ? ir_collect_inputs(o->files, o->nfiles, false, listed)
                      : ir_collect_inputs(&def, 1, false, listed);
  if (!*nfiles) {
    cli_fail("bench: no kernels found");
    return NULL;
  }
  return (const char **)*listed;
}

static void free_listed(char **listed, int n) { ir_inputs_free(listed, n); }

static void free_run(run *r) {
  free(r->kms);
  free(r->ems);
  free(r->qms);
}

/* End to end per file (load, tag, pipeline, verify): an --opt-cmd against the same pipeline
 * in process (--baseline-llvm-passes= / --baseline-passes=), the baseline named. */
static bool bench_opt_cmd(cli_opts *o, const char **files, int nfiles, run *ext) {
  cli_opts b = *o;
  b.opt_cmd = NULL;
  b.llvm_passes = o->baseline_llvm_passes;
  b.passes = o->baseline_passes;
  run base;
  if (!run_corpus(&b, files, nfiles, &base)) return false;
  double me = pct(ext->ems, ext->nk, 0.5), mb = pct(base.ems, base.nk, 0.5);
  printf("end to end (load, tag, pipeline, verify), %d files:\n", nfiles);
  printf("  --opt-cmd                  %7.1f files/s, median %7.2f ms per file\n", nfiles * 1e3 / ext->e2e_ms, me);
  printf("  baseline, in process       %7.1f files/s, median %7.2f ms per file (%s%s)\n", nfiles * 1e3 / base.e2e_ms, mb,
         b.passes ? "-passes=" : "-llvm-passes=", b.passes ? b.passes : b.llvm_passes);
  printf("  ratio (--opt-cmd / baseline): %.2fx the time in total, %.2fx the median; %.1f ms more per file\n",
         ext->e2e_ms / base.e2e_ms, mb > 0 ? me / mb : 0, (ext->e2e_ms - base.e2e_ms) / nfiles);
  free_run(&base);
  return true;
}

static const char *pipeline_name(const char *passes, const char *llvm_passes, const char *opt_cmd, char *buf,
                                 size_t n) {
  snprintf(buf, n, "%s%s", passes ? "-passes=" : opt_cmd ? "--opt-cmd " : "-llvm-passes=",
           passes ? passes : opt_cmd ? opt_cmd : llvm_passes);
  return buf;
}

/* A pipeline against a baseline pipeline (--baseline-llvm-passes= / --baseline-passes=
 * without --opt-cmd), both on the fast path, in the same run: is the candidate's
 * verification within a factor of the baseline's?  The ratio is of the medians per kernel
 * and of the totals. */
static bool bench_vs_baseline(cli_opts *o, const char **files, int nfiles, run *cand) {
  cli_opts b = *o;
  b.llvm_passes = o->baseline_llvm_passes;
  b.passes = o->baseline_passes;
  run base;
  if (!run_corpus(&b, files, nfiles, &base)) return false;
  char nb[512];
  printf("baseline: %s\n", pipeline_name(b.passes, b.llvm_passes, NULL, nb, sizeof nb));
  print_run("candidate", cand);
  print_run("baseline", &base);
  double mc = pct(cand->kms, cand->nkms, 0.5), mb = pct(base.kms, base.nkms, 0.5);
  printf("candidate / baseline: %.2fx the median per kernel (%.2f ms against %.2f ms), %.2fx the total "
         "verification time (%.1f s against %.1f s)\n",
         mb > 0 ? mc / mb : 0, mc, mb, base.total_ms > 0 ? cand->total_ms / base.total_ms : 0, cand->total_ms / 1e3,
         base.total_ms / 1e3);
  free_run(&base);
  return true;
}

static int bench_verify(int argc, char **argv) {
  cli_opts o;
  if (!cli_parse(argc, argv, 3, &o, "bench verify", CLI_KNOBS | CLI_BASELINE)) return EXIT_USAGE;
  if (!o.llvm_passes && !o.passes && !o.opt_cmd) o.llvm_passes = default_pipeline;
  bool baseline = o.baseline_passes || o.baseline_llvm_passes;
  char **listed;
  int nfiles;
  const char **files = bench_files(&o, &listed, &nfiles);
  if (!files) return EXIT_USAGE;
  char name[512];
  printf("nvtv bench verify: %d files, pipeline %s\n", nfiles,
         pipeline_name(o.passes, o.llvm_passes, o.opt_cmd, name, sizeof name));
  run fast, z3;
  memset(&z3, 0, sizeof z3);
  bool always_z3 = o.v.always_z3;
  o.v.always_z3 = baseline && always_z3;
  int status = EXIT_USAGE;
  if (!run_corpus(&o, files, nfiles, &fast)) goto out;
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  long peak_fast = ru.ru_maxrss;
  if (baseline && !o.opt_cmd) { /* the candidate against the baseline pipeline, not against always-z3 */
    if (!bench_vs_baseline(&o, files, nfiles, &fast)) goto out;
    getrusage(RUSAGE_SELF, &ru);
    printf("peak memory (RSS): %.1f MB after the candidate run, %.1f MB after both\n", peak_fast / 1024.0,
           ru.ru_maxrss / 1024.0);
    status = 0;
    goto out;
  }
  if (baseline && !bench_opt_cmd(&o, files, nfiles, &fast)) goto out;
  o.v.always_z3 = true;
  if (!run_corpus(&o, files, nfiles, &z3)) goto out;
  getrusage(RUSAGE_SELF, &ru);
  print_run("fast path", &fast);
  print_run("always-z3", &z3);
  double mf = pct(fast.kms, fast.nkms, 0.5), mz = pct(z3.kms, z3.nkms, 0.5);
  printf("speed-up of the fast path over always-z3 (median per kernel): %.2fx\n", mf > 0 ? mz / mf : 0);
  printf("peak memory (RSS): %.1f MB after the fast-path run, %.1f MB after both\n", peak_fast / 1024.0,
         ru.ru_maxrss / 1024.0);
  status = 0;
out:
  free_listed(listed, nfiles);
  free_run(&fast);
  free_run(&z3);
  free(o.files);
  return status;
}

/* ---- bench ptx: counting PTX ---------------------------------------------------------------
 * PTX as LLVM prints it: a function is `.entry NAME(` or `.func [(RETURN PARAMS)] NAME(`,
 * parameters, then a body in braces (with nested braces around call sequences); one
 * statement per line, labels `NAME:` on their own line, `//` comments.  A prototype ending
 * in ';' before any '{' is a declaration and has no body. */

typedef struct ptx_fn {
  char *name;
  int alu, loop_alu, mov;
  int regs; /* -1: not known */
} ptx_fn;

typedef struct ptx_fns {
  ptx_fn *fn;
  int n, cap;
} ptx_fns;

/* One function's statements while its body is read: the instruction list with branch
 * targets, and where each label points, so that loops can be found at the closing brace. */
typedef struct ptx_inst {
  bool alu;
  const char *target; /* of a bra, else NULL */
  size_t tlen;
} ptx_inst;

typedef struct ptx_label {
  const char *name;
  size_t len;
  int at; /* index of the instruction it labels */
} ptx_label;

typedef struct ptx_body {
  ptx_inst *inst;
  int ninst, capinst;
  ptx_label *label;
  int nlabel, caplabel;
  int mov;
} ptx_body;

static void *grow(void *p, int *cap, int need, size_t size) {
  if (need <= *cap) return p;
  *cap = *cap ? 2 * *cap : 64;
  if (*cap < need) *cap = need;
  p = realloc(p, (size_t)*cap * size);
  if (!p) ir_oom();
  return p;
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

static bool in_list(const char *s, size_t n, const char *const *list) {
  for (int i = 0; list[i]; i++)
    if (strlen(list[i]) == n && memcmp(list[i], s, n) == 0) return true;
  return false;
}

static const char *const int_alu_ops[] = {"add", "sub", "mul", "mad", "mul24", "mad24", "div", "rem", "abs", "neg",
                                          "min", "max", "shl", "shr", "and", "or", "xor", "not", "cnot", "bfe",
                                          "bfi", "popc", "clz", "brev", "prmt", "selp", "setp", "slct", "cvt", NULL};
static const char *const int_types[] = {"s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64",
                                        "b8", "b16", "b32", "b64", "pred", NULL};

/* An opcode with a floating-point type anywhere (cvt.rn.f32.s32, setp.lt.f32, add.f16x2,
 * fma.rn.bf16) is float work even when it also names an integer type. */
static bool is_float_type(const char *s, size_t n) {
  return (n >= 3 && (s[0] == 'f' || (s[0] == 'b' && s[1] == 'f') || (s[0] == 't' && s[1] == 'f')) &&
          (s[n - 1] >= '0' && s[n - 1] <= '9')) ||
         (n > 3 && s[0] == 'e' && (s[1] == '4' || s[1] == '5')); /* e4m3, e5m2 */
}

/* Is the opcode ("mad.lo.s32", "cvt.u64.u32") integer ALU work? */
static bool int_alu_opcode(const char *op, size_t n) {
  size_t base = strcspn(op, ".");
  if (base > n) base = n;
  if (!in_list(op, base, int_alu_ops)) return false;
  bool integer = false;
  for (size_t at = base; at < n;) {
    at++; /* the '.' */
    size_t len = strcspn(op + at, ".");
    if (at + len > n) len = n - at;
    if (is_float_type(op + at, len)) return false;
    if (in_list(op + at, len, int_types)) integer = true;
    at += len;
  }
  return integer;
}

static size_t token_len(const char *s, size_t n) {
  size_t i = 0;
  while (i < n && !is_space(s[i]) && s[i] != ',' && s[i] != ';') i++;
  return i;
}

static const char *skip_space(const char *s, const char *end) {
  while (s < end && is_space(*s)) s++;
  return s;
}

/* One statement of a body (no ';'): a directive, a label, or an instruction. */
static void body_statement(ptx_body *b, const char *s, const char *end) {
  for (;;) {
    s = skip_space(s, end);
    while (s < end && (*s == '{' || *s == '}')) s = skip_space(s + 1, end);
    if (s == end || *s == '.') return; /* .reg, .loc, .pragma, .param in call blocks */
    size_t t = token_len(s, (size_t)(end - s));
    if (t && s[t - 1] == ':') {
      b->label = grow(b->label, &b->caplabel, b->nlabel + 1, sizeof *b->label);
      b->label[b->nlabel++] = (ptx_label){s, t - 1, b->ninst};
      s += t;
      continue;
    }
    break;
  }
  if (*s == '@') { /* guard: @%p1 or @!%p1 */
    s += token_len(s, (size_t)(end - s));
    s = skip_space(s, end);
  }
  size_t op = token_len(s, (size_t)(end - s));
  if (!op) return;
  ptx_inst in = {int_alu_opcode(s, op), NULL, 0};
  if (op >= 3 && memcmp(s, "mov", 3) == 0 && (op == 3 || s[3] == '.')) b->mov++;
  if (op >= 3 && memcmp(s, "bra", 3) == 0 && (op == 3 || s[3] == '.')) {
    const char *tg = skip_space(s + op, end);
    in.target = tg;
    in.tlen = token_len(tg, (size_t)(end - tg));
  }
  b->inst = grow(b->inst, &b->capinst, b->ninst + 1, sizeof *b->inst);
  b->inst[b->ninst++] = in;
}

static int label_at(const ptx_body *b, const char *name, size_t len) {
  for (int i = 0; i < b->nlabel; i++)
    if (b->label[i].len == len && memcmp(b->label[i].name, name, len) == 0) return b->label[i].at;
  return -1;
}

/* Loop bodies: from a label to a branch back to it.  Instructions are marked, so nested
 * loops and several back edges to one header count each instruction once. */
static void body_finish(ptx_body *b, ptx_fn *f) {
  bool *in_loop = calloc((size_t)b->ninst + 1, sizeof *in_loop);
  if (!in_loop) ir_oom();
  for (int j = 0; j < b->ninst; j++) {
    if (!b->inst[j].target) continue;
    int i = label_at(b, b->inst[j].target, b->inst[j].tlen);
    for (int k = i; i >= 0 && i <= j && k <= j; k++) in_loop[k] = true;
  }
  f->alu = f->loop_alu = 0;
  for (int j = 0; j < b->ninst; j++) {
    f->alu += b->inst[j].alu;
    f->loop_alu += b->inst[j].alu && in_loop[j];
  }
  f->mov = b->mov;
  f->regs = -1;
  free(in_loop);
  b->ninst = b->nlabel = b->mov = 0;
}

/* The function a header line declares: the name after `.entry` or `.func` (past the
 * return parameters of a .func), malloc'd; NULL when the line declares none. */
static char *header_name(const char *s, const char *end) {
  const char *kw = NULL;
  size_t kwlen = 0;
  for (const char *p = s; p < end && !kw; p++) {
    if (p > s && !is_space(p[-1])) continue;
    if (end - p > 6 && memcmp(p, ".entry", 6) == 0 && (is_space(p[6]) || p[6] == '(')) kw = p, kwlen = 6;
    else if (end - p > 5 && memcmp(p, ".func", 5) == 0 && (is_space(p[5]) || p[5] == '(')) kw = p, kwlen = 5;
  }
  if (!kw) return NULL;
  const char *p = skip_space(kw + kwlen, end);
  if (p < end && *p == '(') {
    for (int depth = 0; p < end; p++) {
      depth += (*p == '(') - (*p == ')');
      if (!depth) break;
    }
    p = skip_space(p + 1, end);
  }
  size_t n = 0;
  while (p + n < end && !is_space(p[n]) && p[n] != '(' && p[n] != ';') n++;
  if (!n) return NULL;
  char *name = malloc(n + 1);
  if (!name) ir_oom();
  memcpy(name, p, n);
  name[n] = 0;
  return name;
}

typedef enum { PTX_OUT, PTX_HEADER, PTX_BODY } ptx_state;

typedef struct ptx_parser {
  ptx_state state;
  int depth;
  char *name;
  ptx_body body;
  ptx_fns *out;
} ptx_parser;

static void parser_end_function(ptx_parser *ps) {
  ptx_fns *o = ps->out;
  o->fn = grow(o->fn, &o->cap, o->n + 1, sizeof *o->fn);
  ptx_fn *f = &o->fn[o->n++];
  f->name = ps->name;
  body_finish(&ps->body, f);
  ps->name = NULL;
  ps->state = PTX_OUT;
}

/* The part of a body line after any header: statements, and braces that may end the body. */
static void parser_body(ptx_parser *ps, const char *s, const char *end) {
  const char *stmt = s;
  for (const char *p = s; p < end; p++) {
    if (*p == '{') ps->depth++;
    else if (*p == '}' && --ps->depth == 0) {
      body_statement(&ps->body, stmt, p);
      parser_end_function(ps);
      return;
    } else if (*p == ';') {
      body_statement(&ps->body, stmt, p);
      stmt = p + 1;
    }
  }
  body_statement(&ps->body, stmt, end);
}

static void parser_line(ptx_parser *ps, const char *s, const char *end) {
  if (ps->state == PTX_OUT) {
    ps->name = header_name(s, end);
    if (!ps->name) return;
    ps->state = PTX_HEADER;
  }
  if (ps->state == PTX_HEADER) {
    const char *brace = memchr(s, '{', (size_t)(end - s)), *semi = memchr(s, ';', (size_t)(end - s));
    if (semi && (!brace || semi < brace)) { /* a declaration */
      free(ps->name);
      ps->name = NULL;
      ps->state = PTX_OUT;
      return;
    }
    if (!brace) return;
    ps->state = PTX_BODY;
    ps->depth = 1;
    s = brace + 1;
  }
  parser_body(ps, s, end);
}

static void ptx_count(const char *text, ptx_fns *out) {
  ptx_parser ps = {PTX_OUT, 0, NULL, {0}, out};
  for (const char *s = text; *s;) {
    const char *nl = strchr(s, '\n');
    const char *end = nl ? nl : s + strlen(s);
    const char *comment = strstr(s, "//");
    parser_line(&ps, s, comment && comment < end ? comment : end);
    s = nl ? nl + 1 : end;
  }
  free(ps.name);
  free(ps.body.inst);
  free(ps.body.label);
}

static void ptx_fns_free(ptx_fns *f) {
  for (int i = 0; i < f->n; i++) free(f->fn[i].name);
  free(f->fn);
  memset(f, 0, sizeof *f);
}

static ptx_fn *ptx_find(const ptx_fns *f, const char *name) {
  for (int i = 0; i < f->n; i++)
    if (strcmp(f->fn[i].name, name) == 0) return &f->fn[i];
  return NULL;
}

/* ---- bench ptx: registers from ptxas -------------------------------------------------------- */

static const char ptxas_path[] = "/usr/local/cuda/bin/ptxas";

static bool have_ptxas(void) { return access(ptxas_path, X_OK) == 0; }

/* Runs argv with stdout and stderr into *out (malloc'd); the exit status, or -1. */
static int run_capture(char *const argv[], char **out) {
  int fds[2];
  *out = NULL;
  if (pipe(fds) < 0) return -1;
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return -1;
  }
  if (pid == 0) {
    dup2(fds[1], 1);
    dup2(fds[1], 2);
    close(fds[0]);
    close(fds[1]);
    execv(argv[0], argv);
    _exit(127);
  }
  close(fds[1]);
  size_t cap = 4096, n = 0;
  char *buf = malloc(cap);
  if (!buf) ir_oom();
  for (;;) {
    if (n + 1 >= cap) {
      buf = realloc(buf, cap *= 2);
      if (!buf) ir_oom();
    }
    ssize_t k = read(fds[0], buf + n, cap - n - 1);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) break;
    n += (size_t)k;
  }
  buf[n] = 0;
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  *out = buf;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* Fills regs of the functions in f from `ptxas -v`: "Used N registers" belongs to the
 * function named last by "Compiling entry function 'X'", "Compiling function 'X'" or
 * "Function properties for X".  false with a message when ptxas fails. */
static bool ptxas_registers(const char *ptx, const char *arch, ptx_fns *f, char *err, size_t errlen) {
  const char *tmp = getenv("TMPDIR");
  char path[4096];
  snprintf(path, sizeof path, "%s/nvtv-bench-XXXXXX.ptx", tmp && *tmp ? tmp : "/tmp");
  int fd = mkstemps(path, 4);
  if (fd < 0) {
    snprintf(err, errlen, "cannot create a temporary file: %s", strerror(errno));
    return false;
  }
  size_t len = strlen(ptx);
  bool written = write(fd, ptx, len) == (ssize_t)len;
  close(fd);
  char archopt[64];
  snprintf(archopt, sizeof archopt, "-arch=%s", arch);
  char *argv[] = {(char *)ptxas_path, "-v", archopt, "-o", "/dev/null", path, NULL};
  char *out = NULL;
  int st = written ? run_capture(argv, &out) : -1;
  unlink(path);
  if (st != 0) {
    const char *msg = out && *out ? out : "could not run it";
    snprintf(err, errlen, "ptxas failed: %.*s", (int)strcspn(msg, "\n"), msg);
    free(out);
    return false;
  }
  ptx_fn *cur = NULL;
  for (const char *s = out; *s;) {
    const char *nl = strchr(s, '\n');
    size_t n = nl ? (size_t)(nl - s) : strlen(s);
    const char *q, *p;
    char name[512];
    int regs;
    if (((p = strstr(s, "ompiling entry function '")) || (p = strstr(s, "ompiling function '"))) && p < s + n &&
        (q = strchr(p, '\'')) && sscanf(q + 1, "%511[^']", name) == 1)
      cur = ptx_find(f, name);
    else if ((p = strstr(s, "Function properties for ")) && p < s + n && sscanf(p + 24, "%511s", name) == 1)
      cur = ptx_find(f, name);
    else if ((p = strstr(s, "Used ")) && p < s + n && sscanf(p, "Used %d registers", &regs) == 1 && cur)
      cur->regs = regs;
    s = nl ? nl + 1 : s + n;
  }
  free(out);
  return true;
}

/* ---- bench ptx: the run ----------------------------------------------------------------------- */

typedef struct ptx_row {
  const char *file;
  char *name;
  ptx_fn base, cand; /* base.name/cand.name unused; alu < 0: the side lacks the function */
} ptx_row;

typedef struct ptx_table {
  ptx_row *row;
  int n, cap;
} ptx_table;

static void table_add(ptx_table *t, const char *file, const char *name, const ptx_fn *b, const ptx_fn *c) {
  static const ptx_fn none = {NULL, -1, -1, -1, -1};
  t->row = grow(t->row, &t->cap, t->n + 1, sizeof *t->row);
  ptx_row *r = &t->row[t->n++];
  r->file = file;
  r->name = strdup(name);
  if (!r->name) ir_oom();
  r->base = b ? *b : none;
  r->cand = c ? *c : none;
  r->base.name = r->cand.name = NULL;
}

/* Transforms m by one side's pipeline (none: as is), emits and counts its PTX.  false after
 * a message. */
static bool side_count(LLVMModuleRef m, LLVMContextRef ctx, const char *passes, const char *llvm_passes,
                       bool opt_cmd, const cli_opts *o, const char *file, bool ptxas, ptx_fns *out) {
  LLVMModuleRef t = m;
  if (passes || llvm_passes || opt_cmd) t = cli_run_pipeline(m, ctx, passes, llvm_passes, o, NULL, file);
  if (!t) return false;
  char err[1024];
  char *ptx = pipe_emit_ptx(t, o->p.mcpu, err, sizeof err);
  if (t != m) LLVMDisposeModule(t);
  if (!ptx) {
    cli_fail("%s: %s", file, err);
    return false;
  }
  ptx_count(ptx, out);
  if (ptxas && !ptxas_registers(ptx, o->p.mcpu, out, err, sizeof err))
    fprintf(stderr, "nvtv: %s: %s (registers n/a)\n", file, err);
  free(ptx);
  return true;
}

static bool bench_file(const char *file, const cli_opts *o, const char *cand_passes, bool ptxas, ptx_table *t) {
  LLVMContextRef ctx = ir_context_new();
  LLVMModuleRef m = cli_load(ctx, file, &o->cuda);
  ptx_fns base = {0}, cand = {0};
  bool ok = m && side_count(m, ctx, o->baseline_passes, o->baseline_llvm_passes, false, o, file, ptxas, &base) &&
            side_count(m, ctx, cand_passes, o->llvm_passes, o->opt_cmd != NULL, o, file, ptxas, &cand);
  for (int i = 0; ok && i < base.n; i++) table_add(t, file, base.fn[i].name, &base.fn[i], ptx_find(&cand, base.fn[i].name));
  for (int i = 0; ok && i < cand.n; i++)
    if (!ptx_find(&base, cand.fn[i].name)) table_add(t, file, cand.fn[i].name, NULL, &cand.fn[i]);
  ptx_fns_free(&base);
  ptx_fns_free(&cand);
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  return ok;
}

/* candidate / baseline, or 0 when undefined (a side lacks the function or has none). */
static double ratio(int b, int c) { return b > 0 && c >= 0 ? (double)c / b : 0; }

static bool row_worse(const ptx_row *r) {
  return (r->base.regs >= 0 && r->cand.regs > r->base.regs) || (r->base.alu >= 0 && r->cand.alu > r->base.alu);
}

/* exp(mean(log ratio)) over the rows whose ratio is defined and not zero. */
static double geomean(const ptx_table *t, bool loop, int *n) {
  double sum = 0;
  *n = 0;
  for (int i = 0; i < t->n; i++) {
    const ptx_row *r = &t->row[i];
    double q = loop ? ratio(r->base.loop_alu, r->cand.loop_alu) : ratio(r->base.alu, r->cand.alu);
    if (q <= 0) continue;
    sum += log(q);
    (*n)++;
  }
  return *n ? exp(sum / *n) : 0;
}

static void cell_int(int v, int w) {
  if (v < 0) printf("  %*s", w, "n/a");
  else printf("  %*d", w, v);
}

static void cell_ratio(int b, int c) {
  double q = ratio(b, c);
  if (q > 0 || (b > 0 && c == 0)) printf("  %5.3f", q);
  else printf("  %5s", "-");
}

static void print_table_text(const ptx_table *t) {
  int w = (int)strlen("kernel");
  for (int i = 0; i < t->n; i++)
    if ((int)strlen(t->row[i].name) > w) w = (int)strlen(t->row[i].name);
  printf("%-*s  %8s  %8s  %5s  %9s  %9s  %5s  %9s  %9s  %8s  %8s\n", w, "kernel", "base-alu", "cand-alu", "ratio",
         "base-loop", "cand-loop", "ratio", "base-regs", "cand-regs", "base-mov", "cand-mov");
  for (int i = 0; i < t->n; i++) {
    const ptx_row *r = &t->row[i];
    printf("%-*s", w, r->name);
    cell_int(r->base.alu, 8);
    cell_int(r->cand.alu, 8);
    cell_ratio(r->base.alu, r->cand.alu);
    cell_int(r->base.loop_alu, 9);
    cell_int(r->cand.loop_alu, 9);
    cell_ratio(r->base.loop_alu, r->cand.loop_alu);
    cell_int(r->base.regs, 9);
    cell_int(r->cand.regs, 9);
    cell_int(r->base.mov, 8);
    cell_int(r->cand.mov, 8);
    printf("\n");
  }
  int n, nl;
  double g = geomean(t, false, &n), gl = geomean(t, true, &nl);
  printf("geometric mean of the ratios (candidate / baseline): int-ALU %.3f over %d kernels, "
         "loop int-ALU %.3f over %d kernels\n", g, n, gl, nl);
  printf("candidate worse (more registers or more int-ALU instructions):");
  int worse = 0;
  for (int i = 0; i < t->n; i++)
    if (row_worse(&t->row[i])) printf("%s %s", worse++ ? "," : "", t->row[i].name);
  printf("%s\n", worse ? "" : " none");
}

static json_t *json_side(const ptx_fn *f) {
  if (f->alu < 0) return json_null();
  return json_pack("{s:i, s:i, s:i, s:o}", "int_alu", f->alu, "loop_int_alu", f->loop_alu, "mov", f->mov, "regs",
                   f->regs < 0 ? json_null() : json_integer(f->regs));
}

static json_t *json_ratio(int b, int c) {
  double q = ratio(b, c);
  return q > 0 || (b > 0 && c == 0) ? json_real(q) : json_null();
}

static void print_table_json(const ptx_table *t, const char *baseline, const char *candidate, const char *mcpu,
                             bool ptxas) {
  json_t *kernels = json_array();
  for (int i = 0; i < t->n; i++) {
    const ptx_row *r = &t->row[i];
    json_array_append_new(kernels, json_pack("{s:s, s:s, s:o, s:o, s:o, s:o, s:b}", "file", r->file, "kernel", r->name,
                                             "baseline", json_side(&r->base), "candidate", json_side(&r->cand), "ratio",
                                             json_ratio(r->base.alu, r->cand.alu), "loop_ratio",
                                             json_ratio(r->base.loop_alu, r->cand.loop_alu), "worse", row_worse(r)));
  }
  int n, nl;
  double g = geomean(t, false, &n), gl = geomean(t, true, &nl);
  verify_json_dump(stdout, json_pack("{s:o, s:s, s:s, s:s, s:b, s:o, s:{s:f, s:i, s:f, s:i}}", "versions",
                                     verify_json_versions(), "mcpu", mcpu, "baseline", baseline, "candidate", candidate,
                                     "ptxas", ptxas, "kernels", kernels, "geomean", "int_alu", g, "int_alu_kernels", n,
                                     "loop_int_alu", gl, "loop_int_alu_kernels", nl));
}

/* "-passes=cbe,basr,cgp cbe-min-uses=3" or "as is" */
static char *side_label(const char *passes, const char *llvm_passes, const nvtv_knobs *k) {
  char *knobs = knobs_describe(k);
  const char *what = passes ? passes : llvm_passes;
  size_t n = (what ? strlen(what) : 0) + strlen(knobs) + 32;
  char *s = malloc(n);
  if (!s) ir_oom();
  if (!what) snprintf(s, n, "as is");
  else snprintf(s, n, "%s%s%s%s", passes ? "-passes=" : "-llvm-passes=", what, passes && *knobs ? " " : "",
                passes ? knobs : "");
  free(knobs);
  return s;
}

static char *with_suffix(char *s, const char *suffix) {
  size_t n = strlen(s), m = strlen(suffix);
  s = realloc(s, n + m + 1);
  if (!s) ir_oom();
  memcpy(s + n, suffix, m + 1);
  return s;
}

static const cli_option ptx_options[] = {{"vs-llvm-lsr", false, CLI_OWN, false}, {NULL, false, 0, false}};
static bool ptx_option(void *ctx, int id, const char *val) {
  (void)id, (void)val;
  *(bool *)ctx = true;
  return true;
}

/* LLVM's code generation without its LoopStrengthReduce, for this process and its children. */
static void codegen_without_lsr(void) {
  const char *args[] = {"nvtv", "-disable-lsr"};
  LLVMParseCommandLineOptions(2, args, "");
}

static const char vs_llvm_lsr_baseline[] = "loop(loop-reduce)";

static int bench_ptx(int argc, char **argv) {
  cli_opts o;
  bool vs_lsr = false;
  if (!cli_parse_own(argc, argv, 3, &o, "bench ptx", CLI_KNOBS | CLI_BASELINE, ptx_options, ptx_option, &vs_lsr))
    return EXIT_USAGE;
  if (vs_lsr && (o.baseline_passes || o.baseline_llvm_passes)) {
    cli_fail("bench ptx: --vs-llvm-lsr sets the baseline (-llvm-passes='%s'); give no --baseline-*",
             vs_llvm_lsr_baseline);
    free(o.files);
    return EXIT_USAGE;
  }
  const char *cand_passes = o.passes;
  if (vs_lsr) {
    o.baseline_llvm_passes = vs_llvm_lsr_baseline;
    if (!cand_passes && !o.llvm_passes) cand_passes = "lsr";
    codegen_without_lsr();
  }
  if (!cand_passes && !o.llvm_passes && !o.opt_cmd) cand_passes = passes_default_pipeline();
  char **listed;
  int nfiles;
  const char **files = bench_files(&o, &listed, &nfiles);
  if (!files) return EXIT_USAGE;
  bool ptxas = have_ptxas();
  char *bl = side_label(o.baseline_passes, o.baseline_llvm_passes, &o.knobs);
  char *cl = o.opt_cmd ? with_suffix(strdup("--opt-cmd "), o.opt_cmd) : side_label(cand_passes, o.llvm_passes, &o.knobs);
  if (vs_lsr) { /* both sides: LLVM's code generation without its own LSR */
    bl = with_suffix(bl, ", codegen -disable-lsr");
    cl = with_suffix(cl, ", codegen -disable-lsr");
  }
  ptx_table t = {0};
  bool failed = false;
  for (int i = 0; i < nfiles; i++)
    if (!bench_file(files[i], &o, cand_passes, ptxas, &t)) failed = true;
  if (o.json) {
    print_table_json(&t, bl, cl, o.p.mcpu, ptxas);
  } else {
    printf("nvtv bench ptx: %d files, %d functions, NVPTX codegen at -O3 for %s; registers: %s\n", nfiles, t.n,
           o.p.mcpu, ptxas ? "ptxas -v" : "n/a (no /usr/local/cuda/bin/ptxas)");
    printf("baseline:  %s\ncandidate: %s\n", bl, cl);
    print_table_text(&t);
  }
  for (int i = 0; i < t.n; i++) free(t.row[i].name);
  free(t.row);
  free(bl);
  free(cl);
  free_listed(listed, nfiles);
  free(o.files);
  return failed ? EXIT_USAGE : 0;
}

int cli_bench(int argc, char **argv) {
  if (argc >= 3 && strcmp(argv[2], "verify") == 0) return bench_verify(argc, argv);
  if (argc >= 3 && strcmp(argv[2], "ptx") == 0) return bench_ptx(argc, argv);
  if (argc >= 3 && strcmp(argv[2], "exec") == 0) return cli_bench_exec(argc, argv);
  if (argc >= 3 && strcmp(argv[2], "fuzz") == 0) return cli_bench_fuzz(argc, argv);
  if (argc >= 3 && strcmp(argv[2], "reduce") == 0) return cli_bench_reduce(argc, argv);
  static const char *const kinds[] = {"verify", "ptx", "exec", "fuzz", "reduce"};
  const char *near = argc >= 3 ? cli_closest(argv[2], kinds, 5) : NULL;
  if (near) cli_fail("bench: unknown benchmark '%s'; did you mean '%s'? (see nvtv bench --help)", argv[2], near);
  else cli_fail("bench: expected verify, ptx, exec, fuzz or reduce (see nvtv bench --help)");
  return EXIT_USAGE;
}
