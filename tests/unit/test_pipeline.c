/* Unit tests for the plumbing of src/passes: the knob registry and its parser, remarks, the
 * pass registry, and the forked runners (our passes, stock pipelines, PTX code generation).
 * The passes themselves are tested by lit (tests/lit). */
#include <stdlib.h>
#include <string.h>

#include "passes.h"
#include "test.h"

static LLVMContextRef ctx;

static const char *kernel_text =
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "define void @k(ptr addrspace(1) %a, i32 %n) {\n"
    "entry:\n"
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %i = add nsw i32 %t, %n\n"
    "  %x = sext i32 %i to i64\n"
    "  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x\n"
    "  store float 0.0, ptr addrspace(1) %p, align 4\n"
    "  ret void\n"
    "}\n"
    "!nvvm.annotations = !{!0}\n"
    "!0 = !{ptr @k, !\"kernel\", i32 1}\n";

static LLVMModuleRef parse_kernel(void) {
  char err[512] = "";
  LLVMModuleRef m = ir_parse_string(ctx, kernel_text, "k.ll", err, sizeof err);
  if (!m) fprintf(stderr, "parse failed: %s\n", err);
  return m;
}

/* ---- knobs ---- */

static int test_knob_table(void) {
  for (int i = 0; i < KNOB_COUNT; i++) {
    const nvtv_knob_desc *d = knob_desc((nvtv_knob_id)i);
    CHECKF(d->min <= d->def && d->def <= d->max, "%s: default %ld outside [%ld, %ld]", d->name, d->def, d->min, d->max);
    CHECKF(strchr("biue", d->kind) != NULL, "%s: kind '%c'", d->name, d->kind);
    CHECKF(d->kind == 'i' || d->kind == 'e' || (d->min == 0 && d->max == 1), "%s: a bool ranges over 0..1", d->name);
    CHECKF(strlen(d->seed) == 3 && strncmp(d->seed, "00", 2) == 0 && d->seed[2] >= '0' && d->seed[2] <= '4',
           "%s: seed '%s'", d->name, d->seed);
    CHECKF(d->help && *d->help, "%s: no help", d->name);
    for (int j = 0; j < i; j++) CHECKF(strcmp(d->name, knob_desc((nvtv_knob_id)j)->name) != 0, "%s twice", d->name);
  }
  nvtv_knobs k;
  knobs_default(&k);
  CHECK(knob(&k, KNOB_CBE_ENABLE) == 1);
  CHECK(knob(&k, KNOB_NV_DISABLE_SCEV_CGP) == 1);
  CHECK(knob(&k, KNOB_IGNORE_32_BIT_OVERFLOW) == 0);
  CHECK(!k.set[KNOB_CBE_ENABLE]);
  CHECK(strcmp(knob_kind_name(knob_desc(KNOB_IGNORE_BAD_BASE)->kind), "UNSOUND") == 0);
  return 0;
}

static int test_knob_forms(void) {
  nvtv_knobs k;
  knobs_default(&k);
  char err[256] = "";
  CHECK(knobs_parse(&k, "-cbe-max-depth=4", err, sizeof err) && knob(&k, KNOB_CBE_MAX_DEPTH) == 4);
  CHECK(k.set[KNOB_CBE_MAX_DEPTH]);
  CHECK(knobs_parse(&k, "--cbe-max-depth=5", err, sizeof err) && knob(&k, KNOB_CBE_MAX_DEPTH) == 5);
  CHECK(knobs_parse(&k, "cbe-max-depth=64", err, sizeof err) && knob(&k, KNOB_CBE_MAX_DEPTH) == 64);
  CHECK(knobs_parse(&k, "-cbe-verbose", err, sizeof err) && knob(&k, KNOB_CBE_VERBOSE) == 1);
  CHECK(knobs_parse(&k, "cbe-verbose=false", err, sizeof err) && knob(&k, KNOB_CBE_VERBOSE) == 0);
  CHECK(knobs_parse(&k, "--ignore-bad-base", err, sizeof err) && knob(&k, KNOB_IGNORE_BAD_BASE) == 1);
  CHECK(knobs_parse(&k, "-ignore-bad-base=0", err, sizeof err) && knob(&k, KNOB_IGNORE_BAD_BASE) == 0);
  CHECK(knobs_parse(&k, "-cbe-enable=true", err, sizeof err) && knob(&k, KNOB_CBE_ENABLE) == 1);
  CHECK(knobs_parse(&k, "-scev-cgp-tid-max-value=1073741824", err, sizeof err));
  CHECK(knob_is_knob_arg("-cbe-enable") && knob_is_knob_arg("--cbe-enable=0") && knob_is_knob_arg("cbe-enable"));
  CHECK(!knob_is_knob_arg("-cbe") && !knob_is_knob_arg("-") && !knob_is_knob_arg("--") && !knob_is_knob_arg("-o"));
  return 0;
}

static int parse_fails(const char *arg, const char *msg) {
  nvtv_knobs k, before;
  knobs_default(&k);
  before = k;
  char err[256] = "";
  CHECKF(!knobs_parse(&k, arg, err, sizeof err), "'%s' was accepted", arg);
  CHECKF(strcmp(err, msg) == 0, "'%s': got \"%s\", expected \"%s\"", arg, err, msg);
  CHECKF(memcmp(&k, &before, sizeof k) == 0, "'%s' changed the knobs", arg);
  return 0;
}

static int test_knob_errors(void) {
  CHECK(!parse_fails("-cbe-max-depth=65", "knob cbe-max-depth: 65 is out of range [1, 64]"));
  CHECK(!parse_fails("-cbe-max-depth=0", "knob cbe-max-depth: 0 is out of range [1, 64]"));
  CHECK(!parse_fails("-cbe-max-depth=-3", "knob cbe-max-depth: -3 is out of range [1, 64]"));
  CHECK(!parse_fails("-cbe-enable=2", "knob cbe-enable: 2 is out of range [0, 1]"));
  CHECK(!parse_fails("-cbe-enable=99999999999999999999", "knob cbe-enable: 99999999999999999999 is out of range [0, 1]"));
  CHECK(!parse_fails("-cbe-max-depth=x", "knob cbe-max-depth: 'x' is not a number"));
  CHECK(!parse_fails("-cbe-max-depth=", "knob cbe-max-depth: '' is not a number"));
  CHECK(!parse_fails("-cbe-max-depth=+3", "knob cbe-max-depth: '+3' is not a number"));
  CHECK(!parse_fails("-cbe-max-depth= 3", "knob cbe-max-depth: ' 3' is not a number"));
  CHECK(!parse_fails("-cbe-max-depth=3x", "knob cbe-max-depth: '3x' is not a number"));
  CHECK(!parse_fails("-cbe-max-depth=0x10", "knob cbe-max-depth: '0x10' is not a number"));
  CHECK(!parse_fails("-cbe-max-depth=true", "knob cbe-max-depth: 'true' is not a number"));
  CHECK(!parse_fails("-cbe-max-depth", "knob cbe-max-depth needs a value (-cbe-max-depth=N)"));
  CHECK(!parse_fails("-cbe-enable=yes", "knob cbe-enable: 'yes' is not a number"));
  CHECK(!parse_fails("-no-such-knob=1", "unknown knob 'no-such-knob'"));
  CHECK(!parse_fails("-", "unknown knob ''"));
  return 0;
}

static int test_knob_suggestions(void) {
  CHECK(!parse_fails("-cbe-enabel=1", "unknown knob 'cbe-enabel' (did you mean 'cbe-enable'?)"));
  CHECK(!parse_fails("--cbe-max-dept=2", "unknown knob 'cbe-max-dept' (did you mean 'cbe-max-depth'?)"));
  CHECK(!parse_fails("-ignore-32-bit-overflw", "unknown knob 'ignore-32-bit-overflw' (did you mean 'ignore-32-bit-overflow'?)"));
  CHECK(!parse_fails("-cbe-max", "unknown knob 'cbe-max'"));
  const char *s = knob_suggest("-do-scev-cpg=1");
  CHECK(s && strcmp(s, "do-scev-cgp") == 0);
  CHECK(knob_suggest("--bogus") == NULL);
  return 0;
}

static int test_knobs_describe(void) {
  nvtv_knobs k;
  knobs_default(&k);
  char *s = knobs_describe(&k);
  CHECK(strcmp(s, "") == 0);
  free(s);
  char err[256];
  CHECK(knobs_parse(&k, "-ignore-bad-base", err, sizeof err));
  CHECK(knobs_parse(&k, "-cbe-max-depth=4", err, sizeof err));
  CHECK(knobs_parse(&k, "-cbe-enable=1", err, sizeof err)); /* the default: not described */
  s = knobs_describe(&k);
  CHECKF(strcmp(s, "cbe-max-depth=4 ignore-bad-base=1") == 0, "got '%s'", s);
  /* what it describes parses back to the same values */
  nvtv_knobs again;
  knobs_default(&again);
  for (char *tok = strtok(s, " "); tok; tok = strtok(NULL, " ")) CHECK(knobs_parse(&again, tok, err, sizeof err));
  free(s);
  CHECK(memcmp(again.v, k.v, sizeof k.v) == 0);
  return 0;
}

/* ---- remarks ---- */

static int test_remarks(void) {
  nvtv_remarks r;
  remarks_init(&r);
  CHECK(r.len == 0);
  remark(&r, "cbe", "Processing %s / Block %d", "k", 0);
  remark(&r, "basr", "group of %d\nanchor %%a\n", 4);
  remark(NULL, "cbe", "dropped");
  remarks_append(&r, "x: y\n", 5);
  CHECKF(strcmp(r.text, "cbe: Processing k / Block 0\nbasr: group of 4\nbasr: anchor %a\nx: y\n") == 0, "got '%s'",
         r.text);
  CHECK(r.len == strlen(r.text));
  remarks_free(&r);
  CHECK(r.text == NULL && r.len == 0);
  return 0;
}

/* ---- the pass registry ---- */

static int test_registry(void) {
  CHECK(strcmp(passes_default_pipeline(), "cbe,basr,lsr,cgp,dse") == 0);
  int n;
  const nvtv_pass *all = passes_all(&n);
  CHECK(n == 6);
  const char *order[] = {"cbe", "basr", "lsr", "cgp", "scev-cgp", "dse"};
  for (int i = 0; i < n; i++) CHECK(strcmp(all[i].name, order[i]) == 0 && all[i].run);
  CHECK(pass_named("scev-cgp") == &all[4]);
  CHECK(pass_named("cbe")->run == cbe_run);
  CHECK(pass_named("lsr")->run == lsr_run);
  CHECK(pass_named("nope") == NULL && pass_named("") == NULL);
  char err[256];
  CHECK(pipe_check_passes("cbe,basr,cgp,scev-cgp", err, sizeof err));
  CHECK(pipe_check_passes(" cbe , basr", err, sizeof err));
  CHECK(pipe_check_passes("cbe,lsr", err, sizeof err));
  CHECK(!pipe_check_passes("cbe,lsrx", err, sizeof err));
  CHECKF(strcmp(err, "unknown pass 'lsrx' (known: cbe, basr, lsr, cgp, scev-cgp, dse)") == 0, "got '%s'", err);
  CHECK(!pipe_check_passes("cbe,", err, sizeof err));
  CHECKF(strcmp(err, "empty pass name in 'cbe,'") == 0, "got '%s'", err);
  CHECK(pipe_check_passes("", err, sizeof err));   /* the empty pipeline: identity */
  CHECK(pipe_check_passes("  ", err, sizeof err));
  CHECK(!pipe_check_passes(",", err, sizeof err));
  return 0;
}

/* ---- forked runners ---- */

static int test_run_ours(void) {
  LLVMModuleRef m = parse_kernel();
  CHECK(m);
  nvtv_knobs k;
  knobs_default(&k);
  nvtv_remarks r;
  remarks_init(&r);
  pipe_status st;
  char err[512] = "";
  LLVMModuleRef out = pipe_run_ours(m, ctx, "cbe,basr,cgp,scev-cgp", &k, NULL, &r, &st, err, sizeof err);
  CHECKF(out && st == PIPE_OK, "%s", err);
  CHECK(LLVMGetNamedFunction(out, "k") && !LLVMIsDeclaration(LLVMGetNamedFunction(out, "k")));
  CHECK(LLVMGetNamedFunction(out, "llvm.nvvm.read.ptx.sreg.tid.x"));
  LLVMDisposeModule(out);
  out = pipe_run_ours(m, ctx, "cbe,nope", NULL, NULL, NULL, &st, err, sizeof err);
  CHECK(!out && st == PIPE_BAD_PIPELINE);
  CHECKF(strcmp(err, "unknown pass 'nope' (known: cbe, basr, lsr, cgp, scev-cgp, dse)") == 0, "got '%s'", err);
  remarks_free(&r);
  LLVMDisposeModule(m);
  return 0;
}

static int test_run_llvm_crash(void) {
  LLVMModuleRef m = parse_kernel();
  CHECK(m);
  pipe_status st;
  char err[512] = "";
  LLVMModuleRef out = pipe_run_llvm(m, ctx, "function(trigger-crash-function)", NULL, &st, err, sizeof err);
  CHECKF(!out && st == PIPE_CRASHED && strncmp(err, "pass crashed (signal", 20) == 0, "st %d: %s", st, err);
  out = pipe_run_llvm(m, ctx, "function(no-such-pass)", NULL, &st, err, sizeof err);
  CHECKF(!out && st == PIPE_BAD_PIPELINE && strstr(err, "no-such-pass"), "st %d: %s", st, err);
  out = pipe_run_llvm(m, ctx, "function(instcombine<no-verify-fixpoint>)", NULL, &st, err, sizeof err);
  CHECKF(out && st == PIPE_OK, "%s", err);
  LLVMDisposeModule(out);
  LLVMDisposeModule(m);
  return 0;
}

static int test_emit_ptx(void) {
  LLVMModuleRef m = parse_kernel();
  CHECK(m);
  char err[512] = "";
  char *ptx = pipe_emit_ptx(m, "sm_90", err, sizeof err);
  CHECKF(ptx, "%s", err);
  CHECK(strstr(ptx, ".target sm_90"));
  CHECK(strstr(ptx, ".entry k("));
  CHECK(strstr(ptx, "st.global.u32") || strstr(ptx, "st.global.f32"));
  free(ptx);
  ptx = pipe_emit_ptx(m, "sm_80", err, sizeof err);
  CHECKF(ptx && strstr(ptx, ".target sm_80"), "%s", err);
  free(ptx);
  /* the parent's module is untouched by the child's code generation */
  char verr[256];
  CHECK(ir_verify(m, verr, sizeof verr));
  LLVMDisposeModule(m);
  return 0;
}

int main(int argc, char **argv) {
  (void)argc, (void)argv;
  ctx = ir_context_new();
  RUN(test_knob_table);
  RUN(test_knob_forms);
  RUN(test_knob_errors);
  RUN(test_knob_suggestions);
  RUN(test_knobs_describe);
  RUN(test_remarks);
  RUN(test_registry);
  RUN(test_run_ours);
  RUN(test_run_llvm_crash);
  RUN(test_emit_ptx);
  LLVMContextDispose(ctx);
  return TEST_EXIT();
}
