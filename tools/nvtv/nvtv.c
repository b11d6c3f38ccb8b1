/* nvtv: the command-line driver.
 *
 *   nvtv verify SRC TGT    prove that TGT refines SRC, access by access
 *   nvtv opt IN            run our passes or a stock LLVM pipeline (forked), print the result
 *   nvtv check FILES...    tag, transform and verify each file
 *   nvtv tag IN            attach !nvtv.id to memory operations and syncs
 *   nvtv knobs             list the passes' knobs with their defaults, ranges and seeds
 *   nvtv bench verify      speed and memory of the verifier on a corpus
 *   nvtv bench ptx         integer instructions and registers of the PTX, before and after
 *
 * Exit status: 0 all proved (or verified up to N), 1 counterexample, 2 usage or input
 * error, 3 unknown or unsupported results only (1 with --fail-on-unknown).
 */
#include "cli.h"

#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>


void cli_fail(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("nvtv: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
}

/* The commands: one table for dispatch, `nvtv --help`, `nvtv help CMD`, `nvtv CMD --help`
 * and "did you mean". */
typedef struct cli_cmd {
  const char *name;
  int (*run)(int argc, char **argv);
  const char *help;
} cli_cmd;

static int cmd_verify(int argc, char **argv);
static int cmd_opt(int argc, char **argv);
static int cmd_check(int argc, char **argv);
static int cmd_tag(int argc, char **argv);
static int cmd_knobs(int argc, char **argv);

static const cli_cmd commands[] = {
    {"verify", cmd_verify,
     "  verify SRC.ll TGT.ll   check that every memory access of TGT refines SRC\n"},
    {"opt", cmd_opt,
     "  opt IN.ll -passes=cbe,basr,cgp [-KNOB=VALUE ...] [-o OUT.ll]\n"
     "                         run our passes in a child; remarks go to stderr\n"
     "  opt IN.ll -llvm-passes='PIPELINE' [-o OUT.ll]\n"
     "                         run a stock LLVM pipeline (NVPTX target machine) in a child\n"},
    {"check", cmd_check,
     "  check FILES... -passes=LIST | -llvm-passes='PIPELINE' | --opt-cmd 'COMMAND'\n"
     "                         tag, transform and verify each kernel file (.ll, .bc, .cu;\n"
     "                         '-' reads stdin)\n"},
    {"tag", cmd_tag,
     "  tag IN.ll [-o OUT.ll]  attach !nvtv.id to memory operations and sync intrinsics\n"},
    {"knobs", cmd_knobs,
     "  knobs [--json]         list every knob: kind, default, range, seed document, help\n"},
    {"bench", cli_bench,
     "  bench verify [FILES]   kernels verified per second, query times, peak memory\n"
     "  bench ptx [FILES]      integer ALU instructions (all, in loops) and registers of the\n"
     "                         PTX before and after a pipeline (default: as is vs -passes=default)\n"
     "  bench exec [FILES]     interpreter speed: dynamic instructions per second, ms per 10^4\n"
     "  bench fuzz [--time S]  kernels per second per core, fully verified, and the split\n"
     "  bench reduce [--findings N] [--time S] [--keep]\n"
     "                         our reducer against llvm-reduce on the same findings\n"},
    {"run", cli_run,
     "  run K.ll [FUNC] [--args a=1,p=256,...] [--threads N | --ntid X,Y,Z] [--ctaid X,Y,Z]\n"
     "         [--nctaid X,Y,Z] [--schedule S] [--seed N] [--fill zero|pattern] [--size BYTES]\n"
     "         [--max-steps N] [--unbounded] [--all]\n"
     "                         run one CTA of each kernel, print the final memory and any UB;\n"
     "                         S: rr, rr-block, random, adversarial, adversarial-rev\n"},
    {"diff", cli_diff,
     "  diff SRC.ll TGT.ll [FUNC] [--runs N] [--seed N] [--schedule S|all] [--json] (and run's)\n"
     "                         run src and tgt on the same random inputs and schedules, compare\n"
     "                         final memory and UB (exit 1 on a difference)\n"
     "  diff SRC.ll TGT.ll --confirm [--json]\n"
     "                         verify, then replay every counterexample concretely\n"},
    {"gen", cli_gen,
     "  gen [--seed N] [--shape strided,negoff,crossblock,barrier,loop,wide,shared] [-o K.ll]\n"
     "      [--count N --dir DIR] [--emit-bytes FILE] [--bytes FILE]\n"
     "                         generate kernels from seeds (or a fuzzer input's bytes)\n"},
    {"fuzz", cli_fuzz,
     "  fuzz [--time S] [--jobs N] [--corpus DIR] [--out DIR] [--seed N] [--resume]\n"
     "       [--random-knobs [--include-unsound]] [--exec-oracle [--exec-runs N]]\n"
     "       [--kernel-timeout S] [--mem-limit 2G] [--shape LIST] [--reduce-time S]\n"
     "       [--max-kernels N] [--max-findings N] [--stats-interval S]\n"
     "       [-passes=... | -llvm-passes=... | --opt-cmd 'COMMAND'] [-KNOB=V]\n"
     "                         a campaign: generate or mutate, transform, verify; findings\n"
     "                         deduplicated, minimized and written to DIR/findings (exit 1)\n"
     "  fuzz --adversary [-mutate-kind=LIST] (and fuzz's options but the pipeline)\n"
     "                         test the verifier: mutate-tgt makes one wrong change per kernel,\n"
     "                         execution and the verifier judge each pair; a pair the verifier\n"
     "                         proved that execution tells apart is a verifier-unsound finding;\n"
     "                         prints recall per kind of change (docs/adversary.md)\n"},
    {"reduce", cli_reduce,
     "  reduce K.ll [--expect SIGNATURE] [--time S] [-o OUT.ll] (and the pipeline)\n"
     "                         minimize a kernel keeping its finding's signature\n"},
    {"plot", cli_plot,
     "  plot OUT [-o FILE.svg]  draw a campaign's progress (OUT/plot_data) with gnuplot, as\n"
     "                         afl-plot does (default OUT/campaign.svg)\n"},
    {"replay", cli_replay,
     "  replay DIR             reproduce a finding directory of nvtv fuzz\n"},
};

static const char *options_text =
    "options:\n"
    "  --timeout-ms N         per-query solver timeout (default 2000); a timeout is unknown\n"
    "  --unroll N             iterations checked for non-affine recurrences (default 4)\n"
    "  --kernel-timeout S     verify, check: each function in a child with S CPU seconds;\n"
    "                         past it the function is unknown (kind limit) and the run goes on\n"
    "                         (fuzz: CPU seconds per kernel, default 30)\n"
    "  --mem-limit SIZE       the same with SIZE bytes (N, Nk, NM, NG) of memory per function\n"
    "                         (fuzz: per worker, default 2G)\n"
    "  --always-z3            re-check every fast-path verdict with Z3\n"
    "  --no-range-attrs       ignore call-site range attributes and !range metadata\n"
    "  --expect SIGNATURE     check: exit 0 when a finding has this signature, else 1 (a\n"
    "                         reducer's interestingness test: nvtv reduce, llvm-reduce --test)\n"
    "  --sarif FILE, --junit FILE  check: write the findings as SARIF 2.1.0 / JUnit XML\n"
    "  --exec-oracle          check, fuzz: also run src and tgt concretely where Z3 found\n"
    "                         nothing; a difference is exec-mismatch, or verifier-unsound when\n"
    "                         every access was proved\n"
    "  --barrier-model M      removed barriers: cuda (default; what __syncthreads promises)\n"
    "                         or four-map (the seed's per-block shared-memory criterion)\n"
    "  --json                 machine-readable output\n"
    "  --fail-on-unknown      exit 1 instead of 3 when results are unknown or unsupported\n"
    "  -passes=LIST           our passes, comma-separated (cbe, basr, lsr, cgp, scev-cgp, dse,\n"
    "                         mutate-tgt: the adversary's one random change);\n"
    "                         'default' is the seeds' pipeline\n"
    "  -KNOB=VALUE, -KNOB     set a pass knob (opt, check, bench; see nvtv knobs)\n"
    "  --remarks              check: print what the passes said, on stderr\n"
    "  --baseline-passes=LIST, --baseline-llvm-passes='PIPELINE'\n"
    "                         bench ptx: transform the baseline too (default: as is)\n"
    "  --vs-llvm-lsr          bench ptx: LLVM's loop-reduce against our lsr, LLVM's own LSR\n"
    "                         off in code generation on both sides\n"
    "  --mcpu CPU             NVPTX CPU for pipelines and code generation (default sm_90)\n"
    "  --pass-timeout S       kill a pipeline that runs longer than S seconds\n"
    "  --opt-cmd 'COMMAND'    your own opt or pass plugin as the pipeline ({in}/{out} or\n"
    "                         stdin/stdout; docs/gate.md)\n"
    "  --cuda-O N, -I DIR, -D NAME[=V]  .cu inputs: clang's -O level (default 1) and flags\n"
    "  --cuda-path DIR        .cu inputs: the CUDA toolkit whose headers to use ('none': nvtv's\n"
    "                         prelude); default $CUDA_PATH, $CUDA_HOME, /usr/local/cuda or nvcc's\n"
    "                         (NVTV_NO_CUDA_TOOLKIT=1 hides them all)\n"
    "  --ntid X,Y,Z, --max-threads N    launch bounds on top of the kernel's own\n"
    "  --no-replay            report counterexamples without executing them\n"
    "  --first-cex            stop each function's checks at its first counterexample (the\n"
    "                         campaigns' question: is there one?)\n"
    "  -S                     accepted and ignored (output is textual IR, as opt -S)\n"
    "  -v                     one line per access: how it was proved\n"
    "  -o FILE                output file ('-' for stdout)\n"
    "\n"
    "exit status: 0 proved, 1 counterexample, 2 usage or input error, 3 unknown only\n";

/* The options every command that transforms or verifies takes. */
typedef enum opt_id {
  OPT_PASS_TIMEOUT = 1,
  OPT_MCPU,
  OPT_PASSES,
  OPT_LLVM_PASSES,
  OPT_BASELINE_PASSES,
  OPT_BASELINE_LLVM_PASSES,
  OPT_EXPECT,
  OPT_SARIF,
  OPT_JUNIT,
  OPT_OUT,
  OPT_NTID,
  OPT_MAX_THREADS,
  OPT_OPT_CMD,
  OPT_ALWAYS_Z3,
  OPT_JSON,
  OPT_FAIL_ON_UNKNOWN,
  OPT_QUIET,
  OPT_REMARKS,
  OPT_EXEC_ORACLE,
  OPT_NO_REPLAY,
  OPT_FIRST_CEX,
  OPT_S,
  OPT_VERBOSE
} opt_id;

static const cli_option common_options[] = {
    {"pass-timeout", true, OPT_PASS_TIMEOUT, false},
    {"mcpu", true, OPT_MCPU, false},
    {"passes", true, OPT_PASSES, true},
    {"llvm-passes", true, OPT_LLVM_PASSES, true},
    {"expect", true, OPT_EXPECT, false},
    {"sarif", true, OPT_SARIF, false},
    {"junit", true, OPT_JUNIT, false},
    {"o", true, OPT_OUT, false},
    {"ntid", true, OPT_NTID, false},
    {"max-threads", true, OPT_MAX_THREADS, false},
    {"opt-cmd", true, OPT_OPT_CMD, false},
    {"always-z3", false, OPT_ALWAYS_Z3, false},
    {"json", false, OPT_JSON, false},
    {"fail-on-unknown", false, OPT_FAIL_ON_UNKNOWN, false},
    {"quiet", false, OPT_QUIET, false},
    {"q", false, OPT_QUIET, false},
    {"remarks", false, OPT_REMARKS, false},
    {"exec-oracle", false, OPT_EXEC_ORACLE, false},
    {"no-replay", false, OPT_NO_REPLAY, false},
    {"first-cex", false, OPT_FIRST_CEX, false},
    {"S", false, OPT_S, false}, /* as opt -S: our output is textual IR anyway */
    {"v", false, OPT_VERBOSE, false},
    {"verbose", false, OPT_VERBOSE, false},
    {NULL, false, 0, false}};

static const cli_option baseline_options[] = { /* bench verify, bench ptx */
    {"baseline-passes", true, OPT_BASELINE_PASSES, false},
    {"baseline-llvm-passes", true, OPT_BASELINE_LLVM_PASSES, false},
    {NULL, false, 0, false}};

const cli_option cli_cuda_options[] = {
    {"cuda-O", true, CLI_CUDA_O, false}, {"I", true, CLI_CUDA_I, false}, {"D", true, CLI_CUDA_D, false},
    {"cuda-path", true, CLI_CUDA_PATH, false}, {NULL, false, 0, false}};

bool cli_cuda_option(const char *cmd, ir_cuda_opts *c, int id, const char *val) {
  char flag[4096];
  switch (id) {
  case CLI_CUDA_O:
    if (strlen(val) != 1 || val[0] < '0' || val[0] > '3') {
      cli_fail("%s: option --cuda-O: '%s' is not 0, 1, 2 or 3", cmd, val);
      return false;
    }
    c->opt_level = val[0] - '0';
    return true;
  case CLI_CUDA_I:
  case CLI_CUDA_D:
    snprintf(flag, sizeof flag, "-%c%s", id == CLI_CUDA_I ? 'I' : 'D', val);
    if (!ir_cuda_add_flag(c, flag)) { /* (copied: the buffer is this call's) */
      cli_fail("%s: too many -I/-D options (at most %d words)", cmd, IR_CUDA_MAX_FLAGS);
      return false;
    }
    return true;
  case CLI_CUDA_PATH:
    c->cuda_path = val;
    return true;
  }
  return false;
}

typedef struct parse_ctx {
  cli_opts *o;
  const char *cmd;
  cli_handler own;
  void *own_ctx;
} parse_ctx;

static bool set_option(void *vctx, int id, const char *val) {
  parse_ctx *pc = vctx;
  cli_opts *o = pc->o;
  const char *cmd = pc->cmd;
  uint64_t u;
  if (id >= CLI_OWN) return pc->own(pc->own_ctx, id, val);
  if (id >= CLI_CUDA_O) return cli_cuda_option(cmd, &o->cuda, id, val);
  if (id >= CLI_VERIFY_TIMEOUT) return cli_verify_option(cmd, &o->v, id, val);
  switch ((opt_id)id) {
  case OPT_PASS_TIMEOUT:
    if (!cli_num(cmd, "--pass-timeout", val, 1, 86400, &u)) return false;
    o->p.timeout_s = (unsigned)u;
    break;
  case OPT_MCPU: o->p.mcpu = val; break;
  case OPT_PASSES: o->passes = val; break;
  case OPT_LLVM_PASSES: o->llvm_passes = val; break;
  case OPT_BASELINE_PASSES: o->baseline_passes = val; break;
  case OPT_BASELINE_LLVM_PASSES: o->baseline_llvm_passes = val; break;
  case OPT_EXPECT: o->expect = val; break;
  case OPT_SARIF: o->sarif = val; break;
  case OPT_JUNIT: o->junit = val; break;
  case OPT_OUT: o->out = val; break;
  case OPT_NTID:
    if (!cli_parse_triple(cmd, "--ntid", val, 1, 1024, o->v.ntid)) return false;
    break;
  case OPT_MAX_THREADS:
    if (!cli_num(cmd, "--max-threads", val, 1, 1024, &u)) return false;
    o->v.max_threads = (unsigned)u;
    break;
  case OPT_OPT_CMD:
    if (!*val) {
      cli_fail("%s: option --opt-cmd: the command is empty", cmd);
      return false;
    }
    o->opt_cmd = val;
    break;
  case OPT_ALWAYS_Z3: o->v.always_z3 = true; break;
  case OPT_JSON: o->json = true; break;
  case OPT_FAIL_ON_UNKNOWN: o->fail_on_unknown = true; break;
  case OPT_QUIET: o->quiet = true; break;
  case OPT_REMARKS: o->remarks = true; break;
  case OPT_EXEC_ORACLE: o->exec_oracle = true; break;
  case OPT_NO_REPLAY: o->v.no_replay = true; break;
  case OPT_FIRST_CEX: o->v.first_cex = true; break;
  case OPT_S: break;
  case OPT_VERBOSE: o->verbose = true; break;
  }
  return true;
}

bool cli_parse_triple(const char *cmd, const char *opt, const char *s, unsigned lo, unsigned hi, unsigned out[3]) {
  unsigned v[3] = {lo, lo, lo};
  int n = 0;
  const char *p = s;
  while (*p && n < 3) {
    char *end;
    unsigned long x = strtoul(p, &end, 10);
    if (end == p || x < lo || x > hi) break;
    v[n++] = (unsigned)x;
    p = end;
    if (*p == ',') p++;
    else break;
  }
  if (!n || *p) {
    cli_fail("%s%soption %s: '%s' is not X[,Y[,Z]] with numbers in [%u, %u]", cmd, *cmd ? ": " : "", opt, s, lo, hi);
    return false;
  }
  memcpy(out, v, sizeof v);
  return true;
}

/* -passes=default is the seeds' pipeline; ours and a stock one do not mix; pass names are
 * checked before any file is read. */
static bool check_pipelines(cli_opts *o, const char *cmd) {
  if ((o->passes != NULL) + (o->llvm_passes != NULL) + (o->opt_cmd != NULL) > 1) {
    cli_fail("%s: give one of -passes=, -llvm-passes= and --opt-cmd, not several", cmd);
    return false;
  }
  if (o->baseline_passes && o->baseline_llvm_passes) {
    cli_fail("%s: give --baseline-passes= or --baseline-llvm-passes=, not both", cmd);
    return false;
  }
  if (o->passes && strcmp(o->passes, "default") == 0) o->passes = passes_default_pipeline();
  if (o->baseline_passes && strcmp(o->baseline_passes, "default") == 0)
    o->baseline_passes = passes_default_pipeline();
  /* once here rather than once per input file */
  char err[512];
  const char *lists[] = {o->passes, o->baseline_passes};
  for (int i = 0; i < 2; i++)
    if (lists[i] && !pipe_check_passes(lists[i], err, sizeof err)) {
      cli_fail("%s: bad pipeline: %s", cmd, err);
      return false;
    }
  return true;
}

bool cli_parse_own(int argc, char **argv, int from, cli_opts *o, const char *cmd, unsigned accept,
                   const cli_option *extra, cli_handler own, void *ctx) {
  memset(o, 0, sizeof *o);
  verify_opts_default(&o->v);
  pipe_opts_default(&o->p);
  knobs_default(&o->knobs);
  ir_cuda_opts_default(&o->cuda);
  o->files = calloc((size_t)argc + 1, sizeof *o->files);
  if (!o->files) ir_oom();
  parse_ctx pc = {o, cmd, own, ctx};
  cli_spec spec = {cmd, {common_options, cli_cuda_options, cli_verify_options}, set_option, &pc, (accept & CLI_KNOBS) ? &o->knobs : NULL};
  int t = 3;
  if (accept & CLI_BASELINE) spec.tables[t++] = baseline_options;
  if (extra) spec.tables[t++] = extra;
  bool ok = cli_getopt(&spec, argc, argv, from, o->files, &o->nfiles);
  if (ok && o->p.mcpu) o->cuda.mcpu = o->p.mcpu;
  if (ok) o->v.verbose = o->verbose;
  if (ok && check_pipelines(o, cmd)) return true;
  free(o->files);
  o->files = NULL;
  return false;
}

bool cli_parse(int argc, char **argv, int from, cli_opts *o, const char *cmd, unsigned accept) {
  return cli_parse_own(argc, argv, from, o, cmd, accept, NULL, NULL, NULL);
}

LLVMModuleRef cli_load(LLVMContextRef ctx, const char *path, const ir_cuda_opts *cuda) {
  char err[1024];
  LLVMModuleRef m = ir_load_with(ctx, path, cuda, err, sizeof err);
  if (!m) {
    cli_fail("%s", err);
    return NULL;
  }
  if (!ir_verify(m, err, sizeof err)) {
    cli_fail("%s: invalid IR: %s", path, err);
    LLVMDisposeModule(m);
    return NULL;
  }
  return m;
}

LLVMModuleRef cli_run_pipeline(LLVMModuleRef m, LLVMContextRef ctx, const char *passes,
                               const char *llvm_passes, const cli_opts *o, nvtv_remarks *remarks,
                               const char *label) {
  pipe_status st;
  char err[1024];
  if (!passes && !llvm_passes && o->opt_cmd) {
    char *errtext = NULL;
    pipe_opts po = o->p;
    po.stderr_text = &errtext;
    if (!po.timeout_s) po.timeout_s = 600; /* an external command that hangs must not hang check */
    LLVMModuleRef out = pipe_run_cmd(m, ctx, o->opt_cmd, &po, &st, err, sizeof err);
    if (!out) cli_fail("%s: %s", label, err);
    /* the command's own diagnostics: after the one-line message when it failed, with the
     * passes' remarks when asked */
    if (errtext && (o->remarks || (!out && strchr(errtext, '\n') != strrchr(errtext, '\n'))))
      cli_print_command_stderr(errtext, out ? 400 : 20);
    free(errtext);
    return out;
  }
  LLVMModuleRef out = passes ? pipe_run_ours(m, ctx, passes, &o->knobs, &o->p, remarks, &st, err, sizeof err)
                             : pipe_run_llvm(m, ctx, llvm_passes, &o->p, &st, err, sizeof err);
  if (!out) cli_fail("%s: %s%s", label, st == PIPE_BAD_PIPELINE ? "bad pipeline: " : "", err);
  return out;
}

void cli_print_command_stderr(const char *text, int max_lines) {
  int lines = 0;
  for (const char *p = text; *p; p++) lines += *p == '\n';
  const char *p = text;
  for (int skip = lines - max_lines; skip > 0 && *p; p++) skip -= *p == '\n';
  for (size_t at = 0; p[at];) {
    size_t n = strcspn(p + at, "\n");
    fprintf(stderr, "  opt-cmd stderr: %.*s\n", (int)n, p + at);
    at += n + (p[at + n] != 0);
  }
}

void cli_print_remarks(const nvtv_remarks *r, const char *prefix) {
  for (size_t at = 0; at < r->len;) {
    size_t n = strcspn(r->text + at, "\n");
    fprintf(stderr, "%s%.*s\n", prefix, (int)n, r->text + at);
    at += n + 1;
  }
}

/* ---- verify ---- */

static int cmd_verify(int argc, char **argv) {
  cli_opts o;
  if (!cli_parse(argc, argv, 2, &o, "verify", 0)) return EXIT_USAGE;
  if (o.nfiles != 2) {
    cli_fail("verify: expected SRC and TGT, got %d file(s)", o.nfiles);
    return EXIT_USAGE;
  }
  LLVMContextRef ctx = ir_context_new();
  LLVMModuleRef src = cli_load(ctx, o.files[0], &o.cuda);
  LLVMModuleRef tgt = src ? cli_load(ctx, o.files[1], &o.cuda) : NULL;
  if (!src || !tgt) return EXIT_USAGE;
  o.v.src_path = o.files[0];
  o.v.tgt_path = o.files[1];
  verify_report r;
  verify_report_init(&r);
  char err[512];
  if (!verify_modules(src, tgt, &o.v, &r, err, sizeof err)) {
    cli_fail("verify: %s", err);
    return EXIT_USAGE;
  }
  if (o.json) verify_print_json(stdout, &r, o.files[0], o.files[1]);
  else verify_print_text(stdout, &r, NULL);
  int st = verify_exit_status(&r, o.fail_on_unknown);
  verify_report_free(&r);
  LLVMDisposeModule(src);
  LLVMDisposeModule(tgt);
  LLVMContextDispose(ctx);
  free(o.files);
  return st;
}

/* ---- opt ---- */

static int cmd_opt(int argc, char **argv) {
  cli_opts o;
  if (!cli_parse(argc, argv, 2, &o, "opt", CLI_KNOBS)) return EXIT_USAGE;
  if (o.nfiles != 1) {
    cli_fail("opt: expected one input file, got %d", o.nfiles);
    return EXIT_USAGE;
  }
  if (!o.passes && !o.llvm_passes && !o.opt_cmd) {
    cli_fail("opt: no pipeline given (use -passes=LIST, -llvm-passes='...' or --opt-cmd 'COMMAND')");
    return EXIT_USAGE;
  }
  LLVMContextRef ctx = ir_context_new();
  LLVMModuleRef m = cli_load(ctx, o.files[0], &o.cuda);
  if (!m) return EXIT_USAGE;
  nvtv_remarks rem;
  remarks_init(&rem);
  LLVMModuleRef out = cli_run_pipeline(m, ctx, o.passes, o.llvm_passes, &o, &rem, "opt");
  /* what the passes said comes first, also when the result is then rejected */
  cli_print_remarks(&rem, "");
  remarks_free(&rem);
  if (!out) return EXIT_USAGE;
  char err[1024];
  LLVMSetModuleIdentifier(out, o.files[0], strlen(o.files[0]));
  if (!ir_write(out, o.out ? o.out : "-", err, sizeof err)) {
    cli_fail("%s", err);
    return EXIT_USAGE;
  }
  LLVMDisposeModule(out);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  free(o.files);
  return 0;
}

/* ---- tag ---- */

static int cmd_tag(int argc, char **argv) {
  cli_opts o;
  if (!cli_parse(argc, argv, 2, &o, "tag", 0)) return EXIT_USAGE;
  if (o.nfiles != 1) {
    cli_fail("tag: expected one input file, got %d", o.nfiles);
    return EXIT_USAGE;
  }
  LLVMContextRef ctx = ir_context_new();
  LLVMModuleRef m = cli_load(ctx, o.files[0], &o.cuda);
  if (!m) return EXIT_USAGE;
  int tagged;
  ir_tag_counts(m, &tagged, NULL);
  if (!tagged) ir_tag_module(m);
  char err[512];
  if (!ir_write(m, o.out ? o.out : "-", err, sizeof err)) {
    cli_fail("%s", err);
    return EXIT_USAGE;
  }
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  free(o.files);
  return 0;
}

/* ---- check ---- */

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int cli_check_file(const char *path, const cli_opts *o, verify_report *r, double *verify_ms) {
  LLVMContextRef ctx = ir_context_new();
  LLVMModuleRef src = cli_load(ctx, path, &o->cuda);
  if (!src) {
    LLVMContextDispose(ctx);
    return EXIT_USAGE;
  }
  int tagged;
  ir_tag_counts(src, &tagged, NULL);
  if (!tagged) ir_tag_module(src);
  nvtv_remarks rem;
  remarks_init(&rem);
  LLVMModuleRef tgt = cli_run_pipeline(src, ctx, o->passes, o->llvm_passes, o, &rem, path);
  if (o->remarks) {
    char prefix[1024];
    snprintf(prefix, sizeof prefix, "%s: ", path);
    cli_print_remarks(&rem, prefix);
  }
  remarks_free(&rem);
  if (!tgt) {
    LLVMDisposeModule(src);
    LLVMContextDispose(ctx);
    return EXIT_USAGE;
  }
  char err[1024];
  verify_opts vo = o->v;
  vo.src_path = path;
  vo.tgt_path = NULL;
  double t0 = now_ms();
  int fn0 = r->nfn;
  bool ok = verify_modules(src, tgt, &vo, r, err, sizeof err);
  if (verify_ms) *verify_ms = now_ms() - t0;
  if (!ok) cli_fail("%s: %s", path, err);
  else if (o->exec_oracle && !o->expect) cli_check_exec(o, src, tgt, r, fn0, path);
  LLVMDisposeModule(src);
  LLVMDisposeModule(tgt);
  LLVMContextDispose(ctx);
  return ok ? -1 : EXIT_USAGE;
}

/* check's own option: --budget S, the whole run's wall-clock seconds */
static const cli_option check_options[] = {{"budget", true, CLI_OWN, false}, {NULL, false, 0, false}};

static bool check_option(void *ctx, int id, const char *val) {
  (void)id;
  return cli_secs("check", "--budget", val, 1, (double *)ctx);
}

/* check --budget: what the budget left out, files not begun and functions not (fully)
 * verified, one line; true when anything was left out. */
static bool print_not_reached(const cli_opts *o, const verify_report *r, const cli_check_run *run, double budget,
                              bool print) {
  int nfile = 0, nfn = 0;
  for (int i = 0; i < o->nfiles; i++) nfile += run->not_reached[i];
  for (int k = 0; k < r->nf; k++) nfn += !strcmp(r->f[k].kind, "budget");
  if (!nfile && !nfn) return false;
  if (!print) return true;
  printf("not reached within the --budget of %.0f s: %d file%s, %d function%s:", budget, nfile, nfile == 1 ? "" : "s", nfn,
         nfn == 1 ? "" : "s");
  int shown = 0;
  for (int k = 0; k < r->nf && shown < 20; k++)
    if (!strcmp(r->f[k].kind, "budget")) printf("%s %s @%s", shown++ ? "," : "", o->files[run->file_of[k]], r->f[k].func);
  for (int i = 0; i < o->nfiles && shown < 20; i++)
    if (run->not_reached[i]) printf("%s %s", shown++ ? "," : "", o->files[i]);
  printf("%s\n", nfile + nfn > shown ? ", ..." : "");
  return true;
}

static int cmd_check(int argc, char **argv) {
  cli_opts o;
  double budget = 0;
  if (!cli_parse_own(argc, argv, 2, &o, "check", CLI_KNOBS, check_options, check_option, &budget)) return EXIT_USAGE;
  if (budget > 0) o.v.deadline_ms = verify_now_ms() + budget * 1e3; /* compiling .cu inputs counts too */
  bool any_cu = false;
  for (int i = 0; i < o.nfiles; i++) any_cu |= ir_is_cuda_path(o.files[i]);
  if (o.verbose && any_cu && !o.json) { /* -v: first, the headers .cu files are compiled with */
    char line[4400];
    ir_cuda_headers_line(&o.cuda, line, sizeof line);
    printf("%s\n", line);
  }
  if (!o.nfiles) {
    cli_fail("check: no input files");
    return EXIT_USAGE;
  }
  if (!o.passes && !o.llvm_passes && !o.opt_cmd) {
    cli_fail("check: no pipeline given (use -passes=LIST, -llvm-passes='...' or --opt-cmd 'COMMAND')");
    return EXIT_USAGE;
  }
  /* a directory stands for its kernels (.ll, .bc, .cu; not its subdirectories) */
  char **inputs;
  int ninputs = ir_collect_inputs(o.files, o.nfiles, false, &inputs);
  free(o.files);
  o.files = (const char **)inputs;
  o.nfiles = ninputs;
  if (!o.nfiles) {
    cli_fail("check: no kernels (.ll, .bc, .cu) in the given directories");
    return EXIT_USAGE;
  }
  verify_report r;
  verify_report_init(&r);
  bool input_error = false;
  cli_check_run run = {NULL, NULL, calloc((size_t)o.nfiles, sizeof(double)), calloc((size_t)o.nfiles, sizeof(bool)),
                       calloc((size_t)o.nfiles, sizeof(bool))};
  if (!run.file_ms || !run.file_error || !run.not_reached) ir_oom();
  if (o.expect) o.v.quick = true; /* an interestingness test */
  json_t *jfiles = o.json ? json_array() : NULL;
  bool progress = isatty(STDERR_FILENO) && o.nfiles > 1; /* nothing extra when not a terminal */
  for (int i = 0; i < o.nfiles; i++) {
    int nf0 = r.nfn, nfind0 = r.nf;
    if (o.v.deadline_ms > 0 && verify_now_ms() >= o.v.deadline_ms) {
      run.not_reached[i] = true;
      if (o.json) json_array_append_new(jfiles, json_pack("{s:s, s:b}", "file", o.files[i], "not_reached", 1));
      continue;
    }
    if (progress) fprintf(stderr, "\r\033[K[%d/%d] %s", i + 1, o.nfiles, o.files[i]);
    double t0 = now_ms();
    int got = cli_check_file(o.files[i], &o, &r, NULL);
    run.file_ms[i] = now_ms() - t0;
    run.file_of = realloc(run.file_of, (size_t)(r.nf + 1) * sizeof *run.file_of);
    run.fn_file = realloc(run.fn_file, (size_t)(r.nfn + 1) * sizeof *run.fn_file);
    if (!run.file_of || !run.fn_file) ir_oom();
    for (int k = nfind0; k < r.nf; k++) run.file_of[k] = i;
    for (int k = nf0; k < r.nfn; k++) run.fn_file[k] = i;
    if (got == EXIT_USAGE) {
      input_error = true;
      run.file_error[i] = true;
      if (o.json) json_array_append_new(jfiles, json_pack("{s:s, s:b}", "file", o.files[i], "error", 1));
      continue;
    }
    if (o.json) {
      json_t *fns = json_array(), *finds = json_array();
      for (int k = nf0; k < r.nfn; k++) json_array_append_new(fns, verify_json_function(&r.fn[k]));
      for (int k = nfind0; k < r.nf; k++) {
        json_t *x = json_deep_copy(r.f[k].json ? r.f[k].json : json_object());
        char sig[512];
        cli_finding_signature(&o, &r.f[k], sig, sizeof sig);
        json_object_set_new(x, "signature", json_string(sig));
        json_array_append_new(finds, x);
      }
      json_array_append_new(jfiles, json_pack("{s:s, s:f, s:o, s:o}", "file", o.files[i], "ms", run.file_ms[i],
                                              "functions", fns, "findings", finds));
      continue;
    }
    for (int k = nfind0; k < r.nf; k++) {
      const v_finding *f = &r.f[k];
      if (o.quiet && f->verdict != V_CEX) continue;
      printf("%s: %s: %s in @%s", o.files[i], f->verdict == V_CEX ? "counterexample" : v_verdict_name(f->verdict),
             f->kind, f->func);
      if (f->tag >= 0) printf(" at #%ld", f->tag);
      printf("\n%s", f->text);
    }
    if (o.verbose && r.lines) { /* -v: this file's lines */
      fputs(r.lines, stdout);
      free(r.lines);
      r.lines = NULL;
      r.lines_n = r.lines_cap = 0;
    }
    bool any_cex = false; /* -q: a file's summary only where it has a counterexample */
    for (int k = nfind0; k < r.nf; k++) any_cex |= r.f[k].verdict == V_CEX;
    if (!o.quiet || any_cex) verify_print_summary(stdout, &r, nf0, o.files[i]);
  }
  if (progress) fprintf(stderr, "\r\033[K");
  int c[V_NVERDICTS];
  verify_totals(&r, 0, c);
  if (o.json) {
    char pipe[1024];
    cli_pipeline_text(&o, pipe, sizeof pipe);
    json_t *doc = json_pack("{s:o, s:s, s:o, s:o, s:o}", "versions", verify_json_versions(), "pipeline", pipe,
                            "approximations", verify_json_approximations(&r), "files", jfiles, "total",
                            verify_json_totals(&r, 0));
    if (r.rejoined[0]) json_object_set_new(doc, "rejoined", json_string(r.rejoined));
    verify_json_dump(stdout, doc);
  } else {
    int rejected = 0, kernels = 0;
    for (int i = 0; i < o.nfiles; i++) rejected += run.file_error[i];
    for (int k = 0; k < r.nfn; k++) kernels += r.fn[k].kernel;
    char fns[96]; /* device functions are verified as functions, and named so */
    if (kernels && kernels < r.nfn)
      snprintf(fns, sizeof fns, "%d kernels and %d device functions", kernels, r.nfn - kernels);
    else snprintf(fns, sizeof fns, "%d kernels", r.nfn);
    /* a rejected file is no part of a success-looking line: it is said first */
    if (rejected)
      printf("total: %d files, %d REJECTED (their first error is above), %s of the others: %d proved, %d bounded, "
             "%d unknown, %d counterexample%s", o.nfiles, rejected, fns, c[V_PROVED], c[V_BOUNDED], c[V_UNKNOWN],
             c[V_CEX], c[V_CEX] == 1 ? "" : "s");
    else
      printf("total: %d files, %s: %d proved, %d bounded, %d unknown, %d counterexample%s", o.nfiles, fns,
             c[V_PROVED], c[V_BOUNDED], c[V_UNKNOWN], c[V_CEX], c[V_CEX] == 1 ? "" : "s");
    if (c[V_UNSUPPORTED]) printf(", %d unsupported", c[V_UNSUPPORTED]);
    printf("\n");
    if (o.quiet) { /* the approximations, not every kernel's launch facts */
      for (int k = 0; k < r.nfn; k++) r.fn[k].launch[0] = 0;
    }
    verify_print_notes(stdout, &r);
  }
  bool left_out = print_not_reached(&o, &r, &run, budget, !o.json);
  int st = input_error ? EXIT_USAGE : verify_exit_status(&r, o.fail_on_unknown);
  if (left_out && st == EXIT_PROVED) st = o.fail_on_unknown ? EXIT_CEX : EXIT_UNKNOWN; /* not checked is not proved */
  int extra = cli_check_extras(&o, &r, &run);
  if (extra >= 0) st = extra;
  free(run.file_of);
  free(run.fn_file);
  free(run.file_ms);
  free(run.file_error);
  free(run.not_reached);
  verify_report_free(&r);
  ir_inputs_free(inputs, ninputs);
  return st;
}

/* ---- knobs ---- */

/* The default and the range of a knob as listed: numbers, or an enumeration's choices. */
static void knob_cells(const nvtv_knob_desc *d, char *def, size_t deflen, char *range, size_t rangelen) {
  const char *c;
  size_t n;
  if (d->kind == 's') { /* a set: its choices by name */
    knob_set_text(d, d->def, def, deflen);
    int at = snprintf(range, rangelen, "{");
    for (long i = 0; knob_enum_choice(d, i, &c, &n) && (size_t)at < rangelen; i++)
      at += snprintf(range + at, rangelen - (size_t)at, "%s%.*s", i ? "," : "", (int)n, c);
    if ((size_t)at < rangelen) snprintf(range + at, rangelen - (size_t)at, "}");
    return;
  }
  if (!knob_enum_choice(d, d->def, &c, &n)) {
    snprintf(def, deflen, "%ld", d->def);
    snprintf(range, rangelen, "[%ld, %ld]", d->min, d->max);
    return;
  }
  snprintf(def, deflen, "%.*s", (int)n, c);
  int at = snprintf(range, rangelen, "{");
  for (long i = d->min; i <= d->max && knob_enum_choice(d, i, &c, &n) && (size_t)at < rangelen; i++)
    at += snprintf(range + at, rangelen - (size_t)at, "%s%.*s", i > d->min ? "," : "", (int)n, c);
  if ((size_t)at < rangelen) snprintf(range + at, rangelen - (size_t)at, "}");
}

static void knobs_print_text(void) {
  int wname = (int)strlen("KNOB"), wdef = (int)strlen("DEFAULT"), wrange = (int)strlen("RANGE");
  char def[64], range[256];
  for (int i = 0; i < KNOB_COUNT; i++) {
    const nvtv_knob_desc *d = knob_desc((nvtv_knob_id)i);
    knob_cells(d, def, sizeof def, range, sizeof range);
    int n = (int)strlen(d->name);
    if (n > wname) wname = n;
    if ((int)strlen(def) > wdef) wdef = (int)strlen(def);
    if ((int)strlen(range) > wrange) wrange = (int)strlen(range);
  }
  printf("%-*s  %-7s  %-*s  %-*s  %-4s  %s\n", wname, "KNOB", "KIND", wdef, "DEFAULT", wrange, "RANGE", "SEED", "HELP");
  for (int i = 0; i < KNOB_COUNT; i++) {
    const nvtv_knob_desc *d = knob_desc((nvtv_knob_id)i);
    knob_cells(d, def, sizeof def, range, sizeof range);
    printf("%-*s  %-7s  %-*s  %-*s  %-4s  %.*s\n", wname, d->name, knob_kind_name(d->kind), wdef, def, wrange,
           range, d->seed, (int)knob_help_len(d), d->help);
  }
}

static void knobs_print_json(void) {
  json_t *knobs = json_array();
  for (int i = 0; i < KNOB_COUNT; i++) {
    const nvtv_knob_desc *d = knob_desc((nvtv_knob_id)i);
    char help[512];
    snprintf(help, sizeof help, "%.*s", (int)knob_help_len(d), d->help);
    json_t *k = json_pack("{s:s, s:s, s:I, s:I, s:I, s:b, s:s, s:s}", "name", d->name, "kind", knob_kind_name(d->kind),
                          "default", (json_int_t)d->def, "min", (json_int_t)d->min, "max", (json_int_t)d->max, "unsound",
                          d->kind == 'u', "seed", d->seed, "help", help);
    if (d->kind == 'e' || d->kind == 's') {
      json_t *ch = json_array();
      const char *c;
      size_t n;
      for (long x = 0; knob_enum_choice(d, x, &c, &n); x++) json_array_append_new(ch, json_stringn(c, n));
      json_object_set_new(k, "choices", ch);
    }
    json_array_append_new(knobs, k);
  }
  verify_json_dump(stdout, json_pack("{s:o, s:o}", "versions", verify_json_versions(), "knobs", knobs));
}

static const cli_option knobs_options[] = {{"json", false, 1, false}, {NULL, false, 0, false}};
static bool knobs_option(void *ctx, int id, const char *val) {
  (void)id, (void)val;
  *(bool *)ctx = true;
  return true;
}

static int cmd_knobs(int argc, char **argv) {
  bool json = false;
  cli_spec spec = {"knobs", {knobs_options}, knobs_option, &json, NULL};
  if (!cli_getopt_at_most(&spec, argc, argv, 2, NULL, 0)) return EXIT_USAGE;
  if (json) knobs_print_json();
  else knobs_print_text();
  return 0;
}

static void print_usage(FILE *out) {
  fputs("usage: nvtv <command> [options]   (nvtv help COMMAND, nvtv COMMAND --help)\n\ncommands:\n", out);
  for (size_t i = 0; i < sizeof commands / sizeof *commands; i++) fputs(commands[i].help, out);
  fputs("\n", out);
  fputs(options_text, out);
  fputs("\nexit status: 0 proved, 1 counterexample, 2 usage or input error, 3 unknown only\n", out);
}

static const cli_cmd *command_named(const char *name) {
  for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
    if (!strcmp(commands[i].name, name)) return &commands[i];
  return NULL;
}

static int print_command_help(const char *name) {
  const cli_cmd *c = command_named(name);
  if (!c) {
    cli_fail("help: unknown command '%s' (see nvtv --help)", name);
    return EXIT_USAGE;
  }
  printf("usage: nvtv %s ...\n\n%s\n", c->name, c->help);
  fputs(options_text, stdout);
  return 0;
}

static void print_version(bool verbose) {
  json_t *v = verify_json_versions();
  printf("nvtv %s (git %s), LLVM %s, Z3 %s\n", json_string_value(json_object_get(v, "nvtv")),
         json_string_value(json_object_get(v, "git")), json_string_value(json_object_get(v, "llvm")),
         json_string_value(json_object_get(v, "z3")));
  json_decref(v);
  if (verbose) { /* what .cu files are compiled with */
    char line[4400];
    ir_cuda_headers_line(NULL, line, sizeof line);
    printf("clang: %s\n%s\n", ir_cuda_clang(), line);
  }
}

static int nvtv_main(int argc, char **argv) {
  if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
      (strcmp(argv[1], "help") == 0 && argc < 3)) {
    print_usage(argc < 2 ? stderr : stdout);
    return argc < 2 ? EXIT_USAGE : 0;
  }
  if (strcmp(argv[1], "help") == 0) return print_command_help(argv[2]);
  if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0 || strcmp(argv[1], "version") == 0) {
    print_version(argc > 2 && (!strcmp(argv[2], "-v") || !strcmp(argv[2], "--verbose")));
    return 0;
  }
  const char *cmd = argv[1];
  const cli_cmd *c = command_named(cmd);
  if (!c) {
    const char *names[sizeof commands / sizeof *commands];
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++) names[i] = commands[i].name;
    const char *near = cli_closest(cmd, names, (int)(sizeof commands / sizeof *commands));
    if (near) cli_fail("unknown command '%s'; did you mean '%s'? (see nvtv --help)", cmd, near);
    else cli_fail("unknown command '%s' (see nvtv --help)", cmd);
    return EXIT_USAGE;
  }
  for (int i = 2; i < argc; i++)
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) return print_command_help(cmd);
  return c->run(argc, argv);
}

/* The command runs on a thread with a large stack: the IR builder, the normal form and the
 * solver's translation recurse over expressions, and a kernel may hold a chain of thousands
 * of dependent instructions (SYM_MAX_DEPTH bounds it).  Pages are only committed when used. */
typedef struct main_args {
  int argc;
  char **argv;
  int rc;
} main_args;

static void *main_thread(void *p) {
  main_args *a = p;
  a->rc = nvtv_main(a->argc, a->argv);
  return NULL;
}

int main(int argc, char **argv) {
  main_args a = {argc, argv, EXIT_USAGE};
  pthread_attr_t attr;
  pthread_t th;
  if (pthread_attr_init(&attr) == 0 && pthread_attr_setstacksize(&attr, (size_t)1 << 30) == 0 &&
      pthread_create(&th, &attr, main_thread, &a) == 0) {
    /* signals go to the command's thread, where its handlers and system calls expect them */
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, NULL);
    pthread_join(th, NULL);
    pthread_attr_destroy(&attr);
    return a.rc;
  }
  return nvtv_main(argc, argv); /* no thread: the process's own stack */
}
