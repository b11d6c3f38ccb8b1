/* nvtv run, nvtv diff, nvtv bench exec: the command line of the interpreter (verify/exec/interp.c).
 *
 *   nvtv run K.ll [FUNC]        run each kernel (or FUNC) for one CTA, print the final memory
 *   nvtv diff SRC TGT [FUNC]    run src and tgt on random inputs and schedules, compare
 *   nvtv diff SRC TGT --confirm verify SRC against TGT, then replay every counterexample
 *   nvtv bench exec [FILES]     dynamic instructions per second; ms per 10^4 instructions
 *
 * Exit status: run: 0 the execution ended, 1 UB or deadlock, 3 step limit; diff: 0 no
 * difference, 1 a difference; diff --confirm: 0 no counterexample, 1 a counterexample
 * confirmed by execution, 3 counterexamples none of which execution confirmed; 2 for usage
 * and input errors, and for constructs the interpreter does not support.
 */
#include "cli.h"

#include <dirent.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct run_opts {
  interp_opts io;
  verify_opts v;
  const char *args;
  const char *pos[4];
  int npos;
  bool all, json, confirm, sched_given;
  ir_cuda_opts cuda;
  const char **files;
  int nfiles;
} run_opts;

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

enum {
  RO_MCPU = 1, RO_ARGS, RO_THREADS, RO_NTID, RO_CTAID, RO_NCTAID, RO_SCHEDULE, RO_SEED, RO_FILL, RO_SIZE,
  RO_MAX_STEPS, RO_RUNS, RO_ALL, RO_UNBOUNDED, RO_NO_SHARED, RO_JSON, RO_CONFIRM
};
/* What run, diff and bench exec all take. */
static const cli_option exec_options[] = {
    {"mcpu", true, RO_MCPU, false},       {"threads", true, RO_THREADS, false},
    {"ntid", true, RO_NTID, false},       {"ctaid", true, RO_CTAID, false},
    {"nctaid", true, RO_NCTAID, false},   {"schedule", true, RO_SCHEDULE, false},
    {"seed", true, RO_SEED, false},       {"fill", true, RO_FILL, false},
    {"size", true, RO_SIZE, false},       {"max-steps", true, RO_MAX_STEPS, false},
    {NULL, false, 0, false}};
static const cli_option run_options[] = {
    {"args", true, RO_ARGS, false}, {"all", false, RO_ALL, false}, {"unbounded", false, RO_UNBOUNDED, false},
    {NULL, false, 0, false}};
static const cli_option diff_options[] = {
    {"args", true, RO_ARGS, false},          {"unbounded", false, RO_UNBOUNDED, false},
    {"runs", true, RO_RUNS, false},          {"no-shared", false, RO_NO_SHARED, false},
    {"json", false, RO_JSON, false},         {"confirm", false, RO_CONFIRM, false},
    {NULL, false, 0, false}}; /* and cli_verify_options */
static const cli_option bench_exec_options[] = {{"runs", true, RO_RUNS, false}, {NULL, false, 0, false}};

typedef struct run_parse {
  run_opts *o;
  const char *cmd;
  bool diff;
} run_parse;

static bool run_option(void *ctx, int id, const char *val) {
  run_parse *rp = ctx;
  run_opts *o = rp->o;
  const char *cmd = rp->cmd;
  uint64_t v;
  if (id >= CLI_CUDA_O) return cli_cuda_option(cmd, &o->cuda, id, val);
  if (id >= CLI_VERIFY_TIMEOUT) return cli_verify_option(cmd, &o->v, id, val);
  switch (id) {
  case RO_MCPU: o->cuda.mcpu = val; return true;
  case RO_ARGS: o->args = val; return true;
  case RO_THREADS:
    if (!cli_num(cmd, "--threads", val, 1, 1024, &v)) return false;
    o->io.ntid[0] = (unsigned)v;
    o->io.ntid[1] = o->io.ntid[2] = 1;
    return true;
  case RO_NTID: return cli_parse_triple(cmd, "--ntid", val, 1, 1024, o->io.ntid);
  case RO_CTAID: return cli_parse_triple(cmd, "--ctaid", val, 0, 0xfffffffeu, o->io.ctaid) /* (any a model can print) */;
  case RO_NCTAID: return cli_parse_triple(cmd, "--nctaid", val, 1, 0xffffffffu, o->io.nctaid);
  case RO_SCHEDULE:
    if (!interp_sched_parse(val, &o->io.sched) || (!rp->diff && o->io.sched == INTERP_SCHED_ALL)) {
      cli_fail("%s: unknown schedule '%s' (rr, rr-block, random, adversarial, adversarial-rev%s)", cmd, val,
               rp->diff ? ", all" : "");
      return false;
    }
    o->sched_given = true;
    return true;
  case RO_SEED: return cli_num(cmd, "--seed", val, 0, UINT64_MAX, &o->io.seed);
  case RO_FILL:
    if (strcmp(val, "zero") && strcmp(val, "pattern")) {
      cli_fail("%s: option --fill: '%s' is not zero or pattern", cmd, val);
      return false;
    }
    o->io.zero_fill = !strcmp(val, "zero");
    return true;
  case RO_SIZE: return cli_num(cmd, "--size", val, 0, 256u << 20, &o->io.buf_size);
  case RO_MAX_STEPS: return cli_num(cmd, "--max-steps", val, 1, UINT64_MAX, &o->io.max_steps);
  case RO_RUNS:
    if (!cli_num(cmd, "--runs", val, 1, 1000000, &v)) return false;
    o->io.runs = (int)v;
    return true;
  case RO_ALL: o->all = true; return true;
  case RO_UNBOUNDED: o->io.unbounded = true; return true;
  case RO_NO_SHARED: o->io.shared_observed = false; return true;
  case RO_JSON: o->json = true; return true;
  case RO_CONFIRM: o->confirm = true; return true;
  }
  return false;
}

static bool parse(int argc, char **argv, const char *cmd, bool diff, bool bench, run_opts *o) {
  memset(o, 0, sizeof *o);
  interp_opts_default(&o->io);
  verify_opts_default(&o->v);
  ir_cuda_opts_default(&o->cuda);
  if (!diff) o->io.sched = INTERP_SCHED_RR;
  o->io.widen = diff; /* a kernel written for its block size is compared in one that fits */
  o->files = calloc((size_t)argc + 1, sizeof *o->files);
  if (!o->files) ir_oom();
  run_parse rp = {o, cmd, diff};
  cli_spec spec = {cmd,
                   {exec_options, cli_cuda_options, bench ? bench_exec_options : diff ? diff_options : run_options,
                    diff ? cli_verify_options : NULL},
                   run_option, &rp, NULL};
  if (!cli_getopt(&spec, argc, argv, bench ? 3 : 2, o->files, &o->nfiles)) return false;
  if (bench) return true;
  if (o->nfiles > 4) {
    cli_fail("%s: too many arguments (see nvtv %s --help)", cmd, cmd);
    return false;
  }
  for (int i = 0; i < o->nfiles; i++) o->pos[o->npos++] = o->files[i];
  return true;
}

/* ---- nvtv run ---- */

int cli_run(int argc, char **argv) {
  run_opts o;
  if (!parse(argc, argv, "run", false, false, &o)) return EXIT_USAGE;
  if (o.npos < 1 || o.npos > 2) {
    cli_fail("run: expected K.ll [FUNC], got %d argument(s)", o.npos);
    return EXIT_USAGE;
  }
  LLVMContextRef ctx = ir_context_new();
  LLVMModuleRef m = cli_load(ctx, o.pos[0], &o.cuda);
  if (!m) return EXIT_USAGE;
  char err[1024];
  interp_prog *p = interp_prog_new(m, err, sizeof err);
  if (!p) {
    cli_fail("run: %s: %s", o.pos[0], err);
    return EXIT_USAGE;
  }
  int ks[1024], nk = 0;
  if (o.npos == 2) {
    ks[nk] = interp_prog_find(p, o.pos[1]);
    if (ks[nk++] < 0) {
      cli_fail("run: %s has no function @%s", o.pos[0], o.pos[1]);
      return EXIT_USAGE;
    }
  } else {
    for (int i = 0; i < interp_prog_nkernels(p) && nk < 1024; i++) ks[nk++] = interp_prog_kernel(p, i);
  }
  int status = 0;
  for (int i = 0; i < nk; i++) {
    interp_input in;
    interp_input_default(&in, p, ks[i], &o.io);
    if (o.args && !interp_input_parse(&in, p, ks[i], o.args, err, sizeof err)) {
      cli_fail("run: %s", err);
      return EXIT_USAGE;
    }
    interp_exec *x = interp_run(p, ks[i], &in, o.io.sched, o.io.seed, &o.io);
    interp_status st = interp_exec_status(x);
    if (st == INTERP_ERROR) {
      cli_fail("run: %s: %s", o.pos[0], interp_exec_message(x));
      return EXIT_USAGE;
    }
    char inputs[2048];
    interp_input_str(&in, p, ks[i], inputs, sizeof inputs);
    printf("@%s: %u thread%s, schedule %s: %s after %" PRIu64 " instructions\n", interp_prog_name(p, ks[i]),
           in.ntid[0] * in.ntid[1] * in.ntid[2], in.ntid[0] * in.ntid[1] * in.ntid[2] == 1 ? "" : "s",
           interp_sched_name(o.io.sched), interp_status_name(st), interp_exec_steps(x));
    printf("inputs: %s\n", inputs);
    if (st != INTERP_OK) printf("%s: %s\n", interp_status_name(st), interp_exec_message(x));
    if (interp_exec_race(x)) printf("warning: %s\n", interp_exec_race(x));
    interp_exec_print(stdout, x, o.all);
    int s = st == INTERP_OK ? 0 : st == INTERP_LIMIT ? EXIT_UNKNOWN : EXIT_CEX;
    if (s == EXIT_CEX || (s && !status)) status = s;
    interp_exec_free(x);
  }
  interp_prog_free(p);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  free(o.files);
  return status;
}

/* ---- nvtv diff --confirm ---- */

/* Verification replays every counterexample already (DESIGN.md, "Executed before
 * reported"); --confirm shows each finding with what execution saw, refuted ones included. */
static int diff_confirm(const run_opts *o, LLVMModuleRef src, LLVMModuleRef tgt) {
  verify_opts vo = o->v;
  vo.src_path = o->pos[0];
  vo.tgt_path = o->pos[1];
  vo.no_replay = false;
  verify_report r;
  verify_report_init(&r);
  char err[1024];
  if (!verify_modules(src, tgt, &vo, &r, err, sizeof err)) {
    cli_fail("diff: %s", err);
    return EXIT_USAGE;
  }
  int ncex = 0, nconf = 0, nref = 0;
  json_t *finds = o->json ? json_array() : NULL;
  for (int i = 0; i < r.nf; i++) {
    const v_finding *f = &r.f[i];
    if (o->npos == 3 && strcmp(f->func, o->pos[2])) continue;
    if (f->verdict != V_CEX && !f->refuted) continue;
    ncex += f->verdict == V_CEX;
    nconf += f->verdict == V_CEX && f->confirmed;
    nref += f->refuted;
    if (o->json) {
      json_array_append(finds, f->json ? f->json : json_object());
      continue;
    }
    printf("%s: %s in @%s", f->verdict == V_CEX ? "counterexample" : "refuted by execution", f->kind, f->func);
    if (f->tag >= 0) printf(" at #%ld", f->tag);
    printf("\n%s", f->text);
  }
  if (o->json)
    verify_json_dump(stdout, json_pack("{s:o, s:o, s:i, s:i, s:i}", "versions", verify_json_versions(), "findings", finds,
                                       "counterexamples", ncex, "confirmed", nconf, "refuted", nref));
  else
    printf("total: %d counterexample%s, %d confirmed by execution, %d refuted by execution\n", ncex,
           ncex == 1 ? "" : "s", nconf, nref);
  verify_report_free(&r);
  return nconf ? EXIT_CEX : ncex || nref ? EXIT_UNKNOWN : 0;
}

/* ---- nvtv diff ---- */

int cli_diff(int argc, char **argv) {
  run_opts o;
  if (!parse(argc, argv, "diff", true, false, &o)) return EXIT_USAGE;
  if (o.npos < 2 || o.npos > 3) {
    cli_fail("diff: expected SRC.ll TGT.ll [FUNC], got %d argument(s)", o.npos);
    return EXIT_USAGE;
  }
  LLVMContextRef ctx = ir_context_new();
  LLVMModuleRef src = cli_load(ctx, o.pos[0], &o.cuda);
  LLVMModuleRef tgt = src ? cli_load(ctx, o.pos[1], &o.cuda) : NULL;
  if (!src || !tgt) return EXIT_USAGE;
  int status;
  if (o.confirm) {
    status = diff_confirm(&o, src, tgt);
  } else {
    char err[1024];
    interp_prog *p = interp_prog_new(src, err, sizeof err);
    if (!p) {
      cli_fail("diff: %s: %s", o.pos[0], err);
      return EXIT_USAGE;
    }
    status = 0;
    int nk = o.npos == 3 ? 1 : interp_prog_nkernels(p);
    json_t *jfns = o.json ? json_array() : NULL;
    for (int i = 0; i < nk && status != EXIT_USAGE; i++) {
      const char *name = o.npos == 3 ? o.pos[2] : interp_prog_name(p, interp_prog_kernel(p, i));
      interp_diff_stats st;
      char what[4096];
      int res = interp_diff_stats_run(src, tgt, name, &o.io, &st, what, sizeof what);
      if (res < 0) { /* "src: ..." / "tgt: ...": named by its file, as every rejection is */
        json_decref(jfns);
        jfns = NULL;
        bool t = !strncmp(what, "tgt: ", 5), sd = !strncmp(what, "src: ", 5);
        cli_fail("diff: %s: %s", t ? o.pos[1] : o.pos[0], t || sd ? what + 5 : what);
        status = EXIT_USAGE;
        break;
      }
      if (o.json) {
        json_array_append_new(jfns, json_pack("{s:s, s:i, s:i, s:i, s:i, s:i, s:i, s:o}", "name", name, "runs", st.runs,
                                              "compared", st.compared, "discarded", st.discarded, "racy", st.racy,
                                              "inconclusive", st.inconclusive, "executions", st.execs, "difference",
                                              res ? json_string(what) : json_null()));
      } else {
        if (res) printf("difference: %s\n", what);
        printf("@%s: %d run%s (%s): %d compared, %d discarded (src undefined), %d racy, %d inconclusive: %s\n", name,
               st.runs, st.runs == 1 ? "" : "s",
               o.io.sched == INTERP_SCHED_ALL ? "every schedule" : interp_sched_name(o.io.sched), st.compared,
               st.discarded, st.racy, st.inconclusive,
               res ? "DIFFERENCE" : st.compared ? "no difference" : "NOTHING COMPARED (no run gave src a defined, race-free result)");
        if (st.widened[0])
          printf("  (compared in blocks of %ux%ux%u: src was undefined on every input of the %ux%ux%u block)\n",
                 st.widened[0], st.widened[1], st.widened[2], o.io.ntid[0], o.io.ntid[1], o.io.ntid[2]);
      }
      if (res) status = EXIT_CEX;
      else if (!st.compared && status == 0) status = EXIT_UNKNOWN; /* nothing was shown equal */
    }
    if (o.json && status != EXIT_USAGE)
      verify_json_dump(stdout, json_pack("{s:o, s:o, s:b}", "versions", verify_json_versions(), "functions", jfns,
                                         "difference", status == EXIT_CEX));
    interp_prog_free(p);
  }
  LLVMDisposeModule(src);
  LLVMDisposeModule(tgt);
  LLVMContextDispose(ctx);
  free(o.files);
  return status;
}

/* ---- nvtv bench exec ---- */

/* ~15 instructions per iteration: with 8 threads and n = 83, about 10^4 in all. */
static const char *const synthetic_loop =
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define void @loop(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) {\n"
    "entry:\n"
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
    "  br label %loop\n"
    "loop:\n"
    "  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]\n"
    "  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]\n"
    "  %r = urem i32 %i, 64\n"
    "  %idx = mul i32 %r, %ntid\n"
    "  %j = add i32 %idx, %t\n"
    "  %jx = zext i32 %j to i64\n"
    "  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %jx\n"
    "  %v = load i32, ptr addrspace(1) %p, align 4\n"
    "  %x = mul i32 %v, 3\n"
    "  %acc.next = add i32 %acc, %x\n"
    "  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %jx\n"
    "  store i32 %acc.next, ptr addrspace(1) %q, align 4\n"
    "  %i.next = add nuw nsw i32 %i, 1\n"
    "  %c = icmp slt i32 %i.next, %n\n"
    "  br i1 %c, label %loop, label %exit\n"
    "exit:\n"
    "  call void @llvm.nvvm.barrier0()\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
    "declare void @llvm.nvvm.barrier0()\n";

typedef struct bench_res {
  uint64_t steps; /* per execution */
  double ms;      /* per execution, setup included */
  int status;
} bench_res;

/* Runs kernel k on in under sched until at least min_ms have passed. */
static bench_res bench_kernel(const interp_prog *p, int k, const interp_input *in, interp_sched sched,
                              const interp_opts *o, double min_ms) {
  bench_res r = {0, 0, 0};
  int reps = 0;
  double t0 = now_ms(), t;
  do {
    interp_exec *x = interp_run(p, k, in, sched, 1, o);
    r.steps = interp_exec_steps(x);
    r.status = interp_exec_status(x);
    interp_exec_free(x);
    reps++;
    t = now_ms() - t0;
  } while (t < min_ms && reps < 1000000);
  r.ms = t / reps;
  return r;
}


int cli_bench_exec(int argc, char **argv) {
  run_opts o;
  if (!parse(argc, argv, "bench exec", false, true, &o)) return EXIT_USAGE;
  const char *def[] = {"corpus"};
  char **files;
  int nf = o.nfiles ? ir_collect_inputs(o.files, o.nfiles, false, &files) : ir_collect_inputs(def, 1, false, &files);
  LLVMContextRef ctx = ir_context_new();
  char err[1024];
  unsigned nt = o.io.ntid[0] * o.io.ntid[1] * o.io.ntid[2];
  printf("nvtv bench exec: %d file%s, %u threads per CTA, schedules rr (a switch after every instruction) and "
         "adversarial\n",
         nf, nf == 1 ? "" : "s", nt);
  printf("%-28s %-22s %8s %10s %10s %10s\n", "file", "kernel", "decode", "instrs", "us/run", "Minstr/s");
  uint64_t tot_steps = 0;
  double tot_ms = 0;
  int nkern = 0, unsupported = 0;
  for (int i = 0; i < nf; i++) {
    LLVMModuleRef m = ir_load_with(ctx, files[i], &o.cuda, err, sizeof err);
    if (!m) {
      cli_fail("bench exec: %s", err);
      continue;
    }
    double t0 = now_ms();
    interp_prog *p = interp_prog_new(m, err, sizeof err);
    double dec = now_ms() - t0;
    if (!p) {
      printf("%-28s %s\n", files[i], err);
      unsupported++;
      LLVMDisposeModule(m);
      continue;
    }
    const char *base = strrchr(files[i], '/') ? strrchr(files[i], '/') + 1 : files[i];
    for (int k = 0; k < interp_prog_nkernels(p); k++) {
      int kf = interp_prog_kernel(p, k);
      interp_input in;
      interp_input_random(&in, p, kf, &o.io, 7);
      for (int a = 0; a < in.nargs; a++) in.val[a] &= 0xf; /* small sizes and offsets: stay in bounds */
      bench_res r[2];
      r[0] = bench_kernel(p, kf, &in, INTERP_SCHED_RR, &o.io, 20);
      r[1] = bench_kernel(p, kf, &in, INTERP_SCHED_ADVERSARIAL, &o.io, 20);
      if (r[0].status == INTERP_ERROR) {
        printf("%-28s %-22s unsupported\n", base, interp_prog_name(p, kf));
        unsupported++;
        continue;
      }
      for (int s = 0; s < 2; s++) {
        tot_steps += r[s].steps;
        tot_ms += r[s].ms;
      }
      nkern++;
      printf("%-28s %-22s %6.2fms %10" PRIu64 " %10.2f %10.1f%s\n", base, interp_prog_name(p, kf), dec, r[0].steps,
             (r[0].ms + r[1].ms) / 2 * 1e3, (double)(r[0].steps + r[1].steps) / (r[0].ms + r[1].ms) / 1e3,
             r[0].status == INTERP_OK ? "" : r[0].status == INTERP_UB ? "  (ends in UB)" : "  (ends early)");
    }
    interp_prog_free(p);
    LLVMDisposeModule(m);
  }
  if (tot_ms > 0)
    printf("corpus: %d kernels, %.1f million dynamic instructions per second (%d files not run)\n", nkern,
           (double)tot_steps / tot_ms / 1e3, unsupported);
  /* the synthetic loop: 8 threads (or --threads), ~10^4 dynamic instructions in all */
  LLVMModuleRef m = ir_parse_string(ctx, synthetic_loop, "synthetic-loop.ll", err, sizeof err);
  interp_prog *p = m ? interp_prog_new(m, err, sizeof err) : NULL;
  if (!p) {
    cli_fail("bench exec: synthetic loop: %s", err);
    return EXIT_USAGE;
  }
  int k = interp_prog_find(p, "loop");
  interp_input in;
  interp_input_default(&in, p, k, &o.io);
  in.val[2] = (10000 / 15 + nt - 1) / nt;
  double t0 = now_ms();
  interp_prog *p2 = NULL;
  int ndec = 0;
  do {
    interp_prog_free(p2);
    p2 = interp_prog_new(m, err, sizeof err);
    ndec++;
  } while (now_ms() - t0 < 50);
  double dec = (now_ms() - t0) / ndec;
  interp_prog_free(p2);
  printf("synthetic loop, %u threads:\n", nt);
  static const interp_sched sched[] = {INTERP_SCHED_RR, INTERP_SCHED_RR_BLOCK, INTERP_SCHED_RANDOM,
                                       INTERP_SCHED_ADVERSARIAL};
  double worst = 0;
  for (size_t s = 0; s < sizeof sched / sizeof *sched; s++) {
    bench_res r = bench_kernel(p, k, &in, sched[s], &o.io, 200);
    double per = r.ms * 1e4 / (double)r.steps;
    if (per > worst) worst = per;
    printf("  %-16s %7" PRIu64 " instructions per run, %8.4f ms per run, %8.4f ms per 10^4 instructions, %6.1f "
           "Minstr/s\n",
           interp_sched_name(sched[s]), r.steps, r.ms, per, (double)r.steps / r.ms / 1e3);
  }
  printf("decoding the kernel: %.4f ms\n", dec);
  printf("ms per 10^4-instruction %u-thread run: %.4f (slowest schedule, setup included; budget 5 ms)\n", nt, worst);
  interp_prog_free(p);
  LLVMDisposeModule(m);
  ir_inputs_free(files, nf);
  LLVMContextDispose(ctx);
  free(o.files);
  return 0;
}
