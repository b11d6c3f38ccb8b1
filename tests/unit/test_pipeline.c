/* Unit tests for the plumbing of src/passes: the knob registry and its parser, remarks, the
 * pass registry, the forked runners (our passes, stock pipelines, PTX code generation), and
 * mutate-tgt's contract (every kind: valid IR, tags kept, one recorded change).
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
    CHECKF(strchr("bieus", d->kind) != NULL, "%s: kind '%c'", d->name, d->kind);
    CHECKF(d->kind == 'i' || d->kind == 'e' || d->kind == 's' || (d->min == 0 && d->max == 1),
           "%s: a bool ranges over 0..1", d->name);
    /* a seed's knob, or mutate-tgt's (the adversary's pass has no seed) */
    bool mutate = !strncmp(d->name, "mutate-", 7);
    CHECKF(mutate ? !strcmp(d->seed, "-")
                  : strlen(d->seed) == 3 && strncmp(d->seed, "00", 2) == 0 && d->seed[2] >= '0' && d->seed[2] <= '4',
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

/* A set knob (-mutate-kind): names, comma-separated, in any order; "all"; a number; its
 * choices are mutate-tgt's kinds in their order, so that bit k is kind k. */
static int test_knob_sets(void) {
  const nvtv_knob_desc *d = knob_desc(KNOB_MUTATE_KIND);
  CHECK(d->kind == 's' && strcmp(knob_kind_name(d->kind), "set") == 0);
  CHECK(d->max == (1L << MUTATE_NKINDS) - 1 && d->def == d->max);
  for (int k = 0; k < MUTATE_NKINDS; k++) {
    const char *c;
    size_t n;
    CHECK(knob_enum_choice(d, k, &c, &n));
    CHECKF(n == strlen(mutate_kind_name(k)) && !strncmp(c, mutate_kind_name(k), n), "choice %d: %.*s", k, (int)n, c);
  }
  nvtv_knobs kn;
  knobs_default(&kn);
  char err[256];
  CHECK(knobs_parse(&kn, "-mutate-kind=sink,hoist", err, sizeof err));
  CHECK(knob(&kn, KNOB_MUTATE_KIND) == ((1L << MUTATE_HOIST) | (1L << MUTATE_SINK)));
  char *s = knobs_describe(&kn);
  CHECKF(strcmp(s, "mutate-kind=hoist,sink") == 0, "got '%s'", s);
  free(s);
  CHECK(knobs_parse(&kn, "-mutate-kind=all", err, sizeof err) && knob(&kn, KNOB_MUTATE_KIND) == d->max);
  CHECK(knobs_parse(&kn, "-mutate-kind=3", err, sizeof err) && knob(&kn, KNOB_MUTATE_KIND) == 3);
  CHECK(!knobs_parse(&kn, "-mutate-kind=hoist,sideways", err, sizeof err));
  CHECKF(strstr(err, "unknown choice 'sideways'"), "got '%s'", err);
  CHECK(!knobs_parse(&kn, "-mutate-kind=", err, sizeof err));
  CHECK(!knobs_parse(&kn, "-mutate-kind=0", err, sizeof err));
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
  CHECK(n == 7);
  const char *order[] = {"cbe", "basr", "lsr", "cgp", "scev-cgp", "dse", "mutate-tgt"};
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
  CHECKF(strcmp(err, "unknown pass 'lsrx' (known: cbe, basr, lsr, cgp, scev-cgp, dse, mutate-tgt)") == 0, "got '%s'", err);
  CHECK(!pipe_check_passes("cbe,", err, sizeof err));
  CHECKF(strcmp(err, "empty pass name in 'cbe,'") == 0, "got '%s'", err);
  CHECK(pipe_check_passes("", err, sizeof err));   /* the empty pipeline: identity */
  CHECK(pipe_check_passes("  ", err, sizeof err));
  CHECK(!pipe_check_passes(",", err, sizeof err));
  return 0;
}

/* ---- mutate-tgt ---- */

/* A kernel with a candidate for every kind of mutate-tgt's changes: syncs in straight code and
 * in a loop, a guarded store, constant offsets, scales and a step, extensions, comparisons, a
 * loop bound, a subtraction and 64-bit indices. */
static const char *mutate_text =
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "@s = internal addrspace(3) global [64 x i32] undef, align 4\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "declare void @llvm.nvvm.barrier0()\n"
    "define void @k(ptr addrspace(1) %a, i32 %n, i64 %ld) {\n"
    "entry:\n"
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %t64 = zext i32 %t to i64\n"
    "  %ps = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t\n"
    "  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %t64\n"
    "  %v = load i32, ptr addrspace(1) %pa, align 4\n"
    "  store i32 %v, ptr addrspace(3) %ps, align 4\n"
    "  call void @llvm.nvvm.barrier0()\n"
    "  %t1 = add i32 %t, 1\n"
    "  %nb = and i32 %t1, 63\n"
    "  %pn = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %nb\n"
    "  %w = load i32, ptr addrspace(3) %pn, align 4\n"
    "  %c = icmp slt i32 %t, %n\n"
    "  br i1 %c, label %then, label %pre\n"
    "then:\n"
    "  %row = mul i64 %ld, 4\n"
    "  %idx = add i64 %row, %t64\n"
    "  %pg = getelementptr i32, ptr addrspace(1) %a, i64 %idx\n"
    "  store i32 %w, ptr addrspace(1) %pg, align 4\n"
    "  br label %pre\n"
    "pre:\n"
    "  br label %loop\n"
    "loop:\n"
    "  %i = phi i32 [0, %pre], [%i1, %loop]\n"
    "  %d = sub i32 %i, %t\n"
    "  %i64 = sext i32 %i to i64\n"
    "  %q0 = getelementptr i32, ptr addrspace(1) %a, i64 %i64\n"
    "  %q = getelementptr i32, ptr addrspace(1) %q0, i64 8\n"
    "  %x = load i32, ptr addrspace(1) %q, align 4\n"
    "  call void @llvm.nvvm.barrier0()\n"
    "  %y = add i32 %x, %d\n"
    "  store i32 %y, ptr addrspace(3) %ps, align 4\n"
    "  %i1 = add nsw i32 %i, 1\n"
    "  %more = icmp slt i32 %i1, 4\n"
    "  br i1 %more, label %loop, label %exit\n"
    "exit:\n"
    "  ret void\n"
    "}\n";

/* the tags of m's instructions, in order, into t (at most cap) */
static int tags_of(LLVMModuleRef m, long *t, int cap) {
  int n = 0;
  LLVMValueRef f = LLVMGetNamedFunction(m, "k");
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef I = LLVMGetFirstInstruction(b); I; I = LLVMGetNextInstruction(I))
      if (ir_tag_of(I) >= 0 && n < cap) t[n++] = ir_tag_of(I);
  return n;
}

static bool has_tag(const long *t, int n, long tag) {
  for (int i = 0; i < n; i++)
    if (t[i] == tag) return true;
  return false;
}

/* Every kind applies to its kernel with several seeds: valid IR, one change recorded as that
 * kind, every tag kept (a deleted sync's aside, a duplicated sync's twice), and the same seed
 * gives the same change. */
static int test_mutate_tgt(void) {
  char err[512];
  LLVMModuleRef src = ir_parse_string(ctx, mutate_text, "m.ll", err, sizeof err);
  CHECKF(src, "%s", err);
  ir_tag_module(src);
  long st[64], tt[64];
  int ns = tags_of(src, st, 64);
  CHECK(mutate_applicable(src, (1u << MUTATE_NKINDS) - 1) == (1u << MUTATE_NKINDS) - 1);
  for (int k = 0; k < MUTATE_NKINDS; k++)
    for (long seed = 1; seed <= 4; seed++) {
      nvtv_knobs kn;
      knobs_default(&kn);
      kn.v[KNOB_MUTATE_KIND] = 1L << k;
      kn.v[KNOB_MUTATE_SEED] = seed;
      LLVMModuleRef t = ir_clone(src), again = ir_clone(src);
      nvtv_remarks r;
      remarks_init(&r);
      CHECKF(pipe_apply_ours(t, "mutate-tgt", &kn, "sm_90", &r, err, sizeof err), "%s", err);
      CHECKF(ir_verify(t, err, sizeof err), "%s seed %ld: %s", mutate_kind_name(k), seed, err);
      char cls[96], desc[400];
      CHECKF(mutate_described(t, cls, sizeof cls, desc, sizeof desc) == k, "%s seed %ld: %s", mutate_kind_name(k), seed,
             r.text ? r.text : "no remark");
      CHECKF(r.text && strstr(r.text, mutate_kind_name(k)) && strstr(r.text, desc), "%s", r.text ? r.text : "");
      CHECK(cls[0] && desc[0]);
      int nt = tags_of(t, tt, 64);
      for (int i = 0; i < ns; i++)
        CHECKF(has_tag(tt, nt, st[i]) || (k == MUTATE_SYNC_DELETE && strstr(desc, "deleted")), "%s: #%ld lost: %s",
               mutate_kind_name(k), st[i], desc);
      CHECKF(nt == ns + (k == MUTATE_SYNC_DUP) - (k == MUTATE_SYNC_DELETE), "%s: %d tags, src %d", mutate_kind_name(k), nt, ns);
      CHECK(pipe_apply_ours(again, "mutate-tgt", &kn, "sm_90", NULL, err, sizeof err));
      char *a = LLVMPrintModuleToString(t), *b = LLVMPrintModuleToString(again);
      CHECKF(strcmp(a, b) == 0, "%s seed %ld: not deterministic", mutate_kind_name(k), seed);
      LLVMDisposeMessage(a);
      LLVMDisposeMessage(b);
      remarks_free(&r);
      LLVMDisposeModule(t);
      LLVMDisposeModule(again);
    }
  /* one change per module, and none at all where no kind asked for applies */
  LLVMModuleRef t = ir_clone(src);
  nvtv_knobs kn;
  knobs_default(&kn);
  CHECK(pipe_apply_ours(t, "mutate-tgt,mutate-tgt", &kn, "sm_90", NULL, err, sizeof err));
  CHECK(LLVMGetNamedMetadataNumOperands(t, "nvtv.mutation") == 1);
  LLVMDisposeModule(t);
  LLVMModuleRef plain = parse_kernel();
  ir_tag_module(plain);
  kn.v[KNOB_MUTATE_KIND] = 1L << MUTATE_SYNC_DELETE;
  CHECK(pipe_apply_ours(plain, "mutate-tgt", &kn, "sm_90", NULL, err, sizeof err));
  CHECK(mutate_described(plain, NULL, 0, NULL, 0) == -1);
  LLVMDisposeModule(plain);
  LLVMDisposeModule(src);
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
  CHECKF(strcmp(err, "unknown pass 'nope' (known: cbe, basr, lsr, cgp, scev-cgp, dse, mutate-tgt)") == 0, "got '%s'", err);
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
  RUN(test_knob_sets);
  RUN(test_remarks);
  RUN(test_registry);
  RUN(test_mutate_tgt);
  RUN(test_run_ours);
  RUN(test_run_llvm_crash);
  RUN(test_emit_ptx);
  LLVMContextDispose(ctx);
  return TEST_EXIT();
}
