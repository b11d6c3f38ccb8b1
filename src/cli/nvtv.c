/* nvtv: the command-line driver.
 *
 *   nvtv verify SRC TGT    prove that TGT refines SRC, access by access
 *   nvtv opt IN            run a stock LLVM pipeline (forked) and print the result
 *   nvtv check FILES...    tag, transform and verify each file
 *   nvtv tag IN            attach !nvtv.id to memory operations and syncs
 *   nvtv bench verify      speed and memory of the verifier on a corpus
 *
 * Exit status: 0 all proved (or verified up to N), 1 counterexample, 2 usage or input
 * error, 3 unknown or unsupported results only (1 with --fail-on-unknown).
 */
#include "cli.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NVTV_VERSION "0.1.0"

void cli_fail(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("nvtv: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
}

static const char *usage_text =
    "usage: nvtv <command> [options]\n"
    "\n"
    "commands:\n"
    "  verify SRC.ll TGT.ll   check that every memory access of TGT refines SRC\n"
    "  opt IN.ll -llvm-passes='PIPELINE' [-o OUT.ll]\n"
    "                         run a stock LLVM pipeline (NVPTX target machine) in a child\n"
    "  check FILES... -llvm-passes='PIPELINE'\n"
    "                         tag, transform and verify each kernel file\n"
    "  tag IN.ll [-o OUT.ll]  attach !nvtv.id to memory operations and sync intrinsics\n"
    "  bench verify [FILES]   kernels verified per second, query times, peak memory\n"
    "\n"
    "options:\n"
    "  --timeout-ms N         per-query solver timeout (default 2000); a timeout is unknown\n"
    "  --unroll N             iterations checked for non-affine recurrences (default 4)\n"
    "  --always-z3            re-check every fast-path verdict with Z3\n"
    "  --no-range-attrs       ignore call-site range attributes and !range metadata\n"
    "  --json                 machine-readable output\n"
    "  --fail-on-unknown      exit 1 instead of 3 when results are unknown or unsupported\n"
    "  --mcpu CPU             NVPTX CPU for stock pipelines (default sm_90)\n"
    "  --pass-timeout S       kill a pipeline that runs longer than S seconds\n"
    "  -o FILE                output file ('-' for stdout)\n"
    "\n"
    "exit status: 0 proved, 1 counterexample, 2 usage or input error, 3 unknown only\n";

/* 1: option `name` with its value in *val; 0: not this option; -1: value missing
 * (reported). */
static int need_value(int argc, char **argv, int *i, const char *name, const char **val) {
  const char *a = argv[*i];
  size_t n = strlen(name);
  if (strncmp(a, name, n) == 0 && a[n] == '=') {
    *val = a + n + 1;
    return 1;
  }
  if (strcmp(a, name) == 0) {
    if (*i + 1 >= argc) {
      cli_fail("option %s needs a value", name);
      return -1;
    }
    *val = argv[++*i];
    return 1;
  }
  return 0;
}

static bool parse_uint(const char *s, const char *opt, unsigned long lo, unsigned long hi, unsigned long *out) {
  char *end;
  unsigned long v = strtoul(s, &end, 10);
  if (!*s || *end || v < lo || v > hi) {
    cli_fail("option %s: '%s' is not a number in [%lu, %lu]", opt, s, lo, hi);
    return false;
  }
  *out = v;
  return true;
}

bool cli_parse(int argc, char **argv, int from, cli_opts *o, const char *cmd) {
  memset(o, 0, sizeof *o);
  verify_opts_default(&o->v);
  pipe_opts_default(&o->p);
  o->files = calloc((size_t)argc + 1, sizeof *o->files);
  if (!o->files) ir_oom();
  for (int i = from; i < argc; i++) {
    const char *a = argv[i], *val = NULL;
    unsigned long u;
    if (a[0] != '-' || strcmp(a, "-") == 0) {
      o->files[o->nfiles++] = a;
      continue;
    }
    static const char *valued[] = {"--timeout-ms", "--unroll", "--pass-timeout", "--mcpu", "-mcpu",
                                   "-llvm-passes", "--llvm-passes", "-o"};
    int which = -1, got = 0;
    for (int k = 0; k < (int)(sizeof valued / sizeof *valued) && !got; k++)
      if ((got = need_value(argc, argv, &i, valued[k], &val))) which = k;
    if (got < 0) return false;
    if (which == 0) {
      if (!parse_uint(val, "--timeout-ms", 1, 3600000, &u)) return false;
      o->v.timeout_ms = (unsigned)u;
    } else if (which == 1) {
      if (!parse_uint(val, "--unroll", 1, 64, &u)) return false;
      o->v.unroll = (int)u;
    } else if (which == 2) {
      if (!parse_uint(val, "--pass-timeout", 1, 86400, &u)) return false;
      o->p.timeout_s = (unsigned)u;
    } else if (which == 3 || which == 4) {
      o->p.mcpu = val;
    } else if (which == 5 || which == 6) {
      o->llvm_passes = val;
    } else if (which == 7) {
      o->out = val;
    } else if (strcmp(a, "--always-z3") == 0) {
      o->v.always_z3 = true;
    } else if (strcmp(a, "--no-range-attrs") == 0) {
      o->v.range_attrs = false;
    } else if (strcmp(a, "--json") == 0) {
      o->json = true;
    } else if (strcmp(a, "--fail-on-unknown") == 0) {
      o->fail_on_unknown = true;
    } else if (strcmp(a, "--quiet") == 0 || strcmp(a, "-q") == 0) {
      o->quiet = true;
    } else {
      cli_fail("%s: unknown option '%s' (see nvtv --help)", cmd, a);
      return false;
    }
  }
  return true;
}

static LLVMModuleRef load_checked(LLVMContextRef ctx, const char *path) {
  char err[1024];
  LLVMModuleRef m = ir_load(ctx, path, err, sizeof err);
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

/* ---- verify ---- */

static int cmd_verify(int argc, char **argv) {
  cli_opts o;
  if (!cli_parse(argc, argv, 2, &o, "verify")) return EXIT_USAGE;
  if (o.nfiles != 2) {
    cli_fail("verify: expected SRC and TGT, got %d file(s)", o.nfiles);
    return EXIT_USAGE;
  }
  LLVMContextRef ctx = ir_context_new();
  LLVMModuleRef src = load_checked(ctx, o.files[0]);
  LLVMModuleRef tgt = src ? load_checked(ctx, o.files[1]) : NULL;
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
  if (!cli_parse(argc, argv, 2, &o, "opt")) return EXIT_USAGE;
  if (o.nfiles != 1) {
    cli_fail("opt: expected one input file, got %d", o.nfiles);
    return EXIT_USAGE;
  }
  if (!o.llvm_passes) {
    cli_fail("opt: no pipeline given (use -llvm-passes='...')");
    return EXIT_USAGE;
  }
  LLVMContextRef ctx = ir_context_new();
  LLVMModuleRef m = load_checked(ctx, o.files[0]);
  if (!m) return EXIT_USAGE;
  pipe_status st;
  char err[1024];
  LLVMModuleRef out = pipe_run_llvm(m, ctx, o.llvm_passes, &o.p, &st, err, sizeof err);
  if (!out) {
    cli_fail("opt: %s%s", st == PIPE_BAD_PIPELINE ? "bad pipeline: " : "", err);
    return EXIT_USAGE;
  }
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
  if (!cli_parse(argc, argv, 2, &o, "tag")) return EXIT_USAGE;
  if (o.nfiles != 1) {
    cli_fail("tag: expected one input file, got %d", o.nfiles);
    return EXIT_USAGE;
  }
  LLVMContextRef ctx = ir_context_new();
  LLVMModuleRef m = load_checked(ctx, o.files[0]);
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
  LLVMModuleRef src = load_checked(ctx, path);
  if (!src) {
    LLVMContextDispose(ctx);
    return EXIT_USAGE;
  }
  int tagged;
  ir_tag_counts(src, &tagged, NULL);
  if (!tagged) ir_tag_module(src);
  pipe_status st;
  char err[1024];
  LLVMModuleRef tgt = pipe_run_llvm(src, ctx, o->llvm_passes, &o->p, &st, err, sizeof err);
  if (!tgt) {
    cli_fail("%s: %s%s", path, st == PIPE_BAD_PIPELINE ? "bad pipeline: " : "", err);
    LLVMDisposeModule(src);
    LLVMContextDispose(ctx);
    return EXIT_USAGE;
  }
  verify_opts vo = o->v;
  vo.src_path = path;
  vo.tgt_path = NULL;
  double t0 = now_ms();
  bool ok = verify_modules(src, tgt, &vo, r, err, sizeof err);
  if (verify_ms) *verify_ms = now_ms() - t0;
  if (!ok) cli_fail("%s: %s", path, err);
  LLVMDisposeModule(src);
  LLVMDisposeModule(tgt);
  LLVMContextDispose(ctx);
  return ok ? -1 : EXIT_USAGE;
}

static int cmd_check(int argc, char **argv) {
  cli_opts o;
  if (!cli_parse(argc, argv, 2, &o, "check")) return EXIT_USAGE;
  if (!o.nfiles) {
    cli_fail("check: no input files");
    return EXIT_USAGE;
  }
  if (!o.llvm_passes) {
    cli_fail("check: no pipeline given (use -llvm-passes='...')");
    return EXIT_USAGE;
  }
  verify_report r;
  verify_report_init(&r);
  bool input_error = false;
  if (o.json) printf("{\"files\":[");
  for (int i = 0; i < o.nfiles; i++) {
    int nf0 = r.nfn, nfind0 = r.nf;
    if (cli_check_file(o.files[i], &o, &r, NULL) == EXIT_USAGE) {
      input_error = true;
      if (o.json) printf("%s{\"file\":\"%s\",\"error\":true}", i ? "," : "", o.files[i]);
      continue;
    }
    if (o.json) {
      char *fn = verify_json_str(o.files[i]);
      printf("%s{\"file\":%s,\"functions\":[", i ? "," : "", fn);
      free(fn);
      for (int k = nf0; k < r.nfn; k++) {
        char *n = verify_json_str(r.fn[k].name);
        printf("%s{\"name\":%s", k > nf0 ? "," : "", n);
        for (int v = 0; v < V_NVERDICTS; v++) printf(",\"%s\":%d", v_verdict_name((v_verdict)v), r.fn[k].count[v]);
        printf("}");
        free(n);
      }
      printf("],\"findings\":[");
      for (int k = nfind0; k < r.nf; k++) printf("%s%s", k > nfind0 ? "," : "", r.f[k].json);
      printf("]}");
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
    verify_print_summary(stdout, &r, nf0, o.files[i]);
  }
  int c[V_NVERDICTS];
  verify_totals(&r, 0, c);
  if (o.json) {
    printf("],\"total\":{");
    for (int v = 0; v < V_NVERDICTS; v++) printf("%s\"%s\":%d", v ? "," : "", v_verdict_name((v_verdict)v), c[v]);
    printf("}}\n");
  } else {
    printf("total: %d files, %d kernels: %d proved, %d bounded, %d unknown, %d counterexample%s", o.nfiles, r.nfn,
           c[V_PROVED], c[V_BOUNDED], c[V_UNKNOWN], c[V_CEX], c[V_CEX] == 1 ? "" : "s");
    if (c[V_UNSUPPORTED]) printf(", %d unsupported", c[V_UNSUPPORTED]);
    printf("\n");
    verify_print_notes(stdout, &r);
  }
  int st = input_error ? EXIT_USAGE : verify_exit_status(&r, o.fail_on_unknown);
  verify_report_free(&r);
  free(o.files);
  return st;
}

int main(int argc, char **argv) {
  if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
    fputs(usage_text, argc < 2 ? stderr : stdout);
    return argc < 2 ? EXIT_USAGE : 0;
  }
  if (strcmp(argv[1], "--version") == 0) {
    printf("nvtv %s\n", NVTV_VERSION);
    return 0;
  }
  const char *cmd = argv[1];
  if (strcmp(cmd, "verify") == 0) return cmd_verify(argc, argv);
  if (strcmp(cmd, "opt") == 0) return cmd_opt(argc, argv);
  if (strcmp(cmd, "check") == 0) return cmd_check(argc, argv);
  if (strcmp(cmd, "tag") == 0) return cmd_tag(argc, argv);
  if (strcmp(cmd, "bench") == 0) return cli_bench(argc, argv);
  cli_fail("unknown command '%s' (see nvtv --help)", cmd);
  return EXIT_USAGE;
}
