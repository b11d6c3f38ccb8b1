/* Unit tests of fuzz/: the spec codec, the emitter, the mutators, signatures, reports, the
 * adversary's classification of its pairs. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"
#include "test.h"

static LLVMContextRef ctx;

static bool same_spec(const gen_spec *a, const gen_spec *b) {
  if (a->nglobal != b->nglobal || a->nshared != b->nshared || a->dims != b->dims || a->flags != b->flags || a->ns != b->ns)
    return false;
  if (memcmp(a->elem, b->elem, sizeof a->elem)) return false;
  for (int i = 0; i < a->ns; i++) {
    const gen_stmt *x = &a->s[i], *y = &b->s[i];
    if (x->kind != y->kind || x->nkids[0] != y->nkids[0] || x->nkids[1] != y->nkids[1]) return false;
    if (x->kind == GS_ACCESS && (memcmp(x->idx.c, y->idx.c, sizeof x->idx.c) || x->idx.k != y->idx.k ||
                                 (x->idx.form & 0x7f) != (y->idx.form & 0x7f) || x->array != y->array || x->op % 8 != y->op % 8))
      return false;
  }
  return true;
}

static bool emits_valid(const gen_spec *s) {
  char *text = gen_emit(s), err[512];
  LLVMModuleRef m = ir_parse_string(ctx, text, "t", err, sizeof err);
  bool ok = m && ir_verify(m, err, sizeof err);
  if (!ok) fprintf(stderr, "invalid kernel: %s\n%s\n", err, text);
  free(text);
  if (m) LLVMDisposeModule(m);
  return ok;
}

/* any bytes decode to a spec whose kernel verifies, and encode back exactly */
static int test_random_bytes(void) {
  for (int round = 0; round < 400; round++) {
    uint8_t b[600];
    size_t n = (size_t)(rnd() % sizeof b);
    for (size_t i = 0; i < n; i++) b[i] = (uint8_t)rnd();
    gen_spec s, t;
    gen_decode(b, n, NULL, &s);
    CHECK(s.ns >= 0 && s.ns <= GEN_MAX_STMTS);
    CHECK(emits_valid(&s));
    uint8_t e[8 + 16 * GEN_MAX_STMTS];
    size_t en = gen_encode(&s, e, sizeof e);
    gen_decode(e, en, NULL, &t);
    CHECKF(same_spec(&s, &t), "round %d: decode(encode(s)) != s", round);
  }
  return 0;
}

static int test_seeds_and_shapes(void) {
  unsigned all = GEN_SHAPE_STRIDED | GEN_SHAPE_NEGOFF | GEN_SHAPE_CROSSBLOCK | GEN_SHAPE_BARRIER | GEN_SHAPE_LOOP |
                 GEN_SHAPE_WIDE | GEN_SHAPE_SHARED;
  for (uint64_t seed = 1; seed <= 300; seed++) {
    gen_spec s, again;
    unsigned shapes = seed % 3 == 0 ? all : seed % 3 == 1 ? 0 : GEN_SHAPE_BARRIER;
    gen_from_seed(seed, shapes, &s);
    gen_from_seed(seed, shapes, &again);
    CHECK(same_spec(&s, &again)); /* deterministic */
    CHECK(emits_valid(&s));
    if (shapes & GEN_SHAPE_BARRIER) {
      bool bar = false;
      for (int i = 0; i < s.ns; i++) bar |= s.s[i].kind == GS_BARRIER;
      CHECKF(bar, "seed %llu: --shape barrier gave no barrier", (unsigned long long)seed);
    }
  }
  unsigned sh;
  char err[256];
  CHECK(gen_parse_shapes("strided,negoff,barrier", &sh, err, sizeof err) && sh == (GEN_SHAPE_STRIDED | GEN_SHAPE_NEGOFF | GEN_SHAPE_BARRIER));
  CHECK(!gen_parse_shapes("strided,bogus", &sh, err, sizeof err) && strstr(err, "unknown shape 'bogus'"));
  return 0;
}

/* the index forms write the same index differently: all nine accesses of one kernel with
 * copied coefficients and k = 0 get one normal form */
static int test_forms_differ_in_text(void) {
  gen_spec s;
  memset(&s, 0, sizeof s);
  s.nglobal = 1;
  for (int f = 0; f < 8; f++) {
    gen_stmt *st = &s.s[s.ns++];
    st->kind = GS_ACCESS;
    st->idx.c[GA_TX] = 4;
    st->idx.c[GA_N] = 2;
    st->idx.form = (uint8_t)(f << 2 | (f & 1));
  }
  CHECK(emits_valid(&s));
  char *text = gen_emit(&s);
  CHECK(strstr(text, "shl") && strstr(text, "mul"));
  CHECK(strstr(text, "getelementptr inbounds") == NULL); /* form bit 6 is clear */
  free(text);
  return 0;
}

static int test_mutations_keep_validity(void) {
  gen_spec s;
  uint64_t rng = 42;
  gen_from_seed(7, 0, &s);
  for (int i = 0; i < 300; i++) {
    gen_mutate(&s, &rng);
    CHECK(emits_valid(&s));
  }
  /* IR mutations of a generated kernel */
  for (uint64_t seed = 1; seed <= 60; seed++) {
    gen_from_seed(seed, GEN_SHAPE_BARRIER | GEN_SHAPE_LOOP, &s);
    char *text = gen_emit(&s), err[512];
    LLVMModuleRef m = ir_parse_string(ctx, text, "t", err, sizeof err);
    free(text);
    CHECK(m);
    uint64_t r = seed;
    for (int k = 0; k < 6; k++) {
      mut_apply(m, &r);
      CHECKF(ir_verify(m, err, sizeof err), "seed %llu mutation %d: %s", (unsigned long long)seed, k, err);
    }
    LLVMDisposeModule(m);
  }
  return 0;
}

/* The oracle for scev-cgp with -ignore-32-bit-overflow=1, in quick mode: its finding on a
 * tid.x * ld address is the reducer tests' signature. */
static bool unsound_scevcgp(orc_config *c) {
  char err[256];
  orc_config_default(c);
  c->passes = "scev-cgp";
  c->v.quick = true;
  /* as a campaign's worker runs it (nvtv reduce forks a child per pipeline run instead: under
   * ASan those forks took 45 s of this test's 74) */
  c->in_process = true;
  return knobs_parse(&c->knobs, "nv-disable-scev-cgp=0", err, sizeof err) &&
         knobs_parse(&c->knobs, "ignore-32-bit-overflow=1", err, sizeof err);
}

static int test_signature_and_interest(void) {
  orc_config c;
  char err[256];
  CHECK(unsound_scevcgp(&c));
  const char *k =
      "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
      "target triple = \"nvptx64-nvidia-cuda\"\n"
      "define void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, i64 %ld) {\n"
      "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %z = zext i32 %t to i64\n  %r = mul i64 %z, %ld\n"
      "  %p = getelementptr float, ptr addrspace(1) %a, i64 %r\n  store float 1.0, ptr addrspace(1) %p, align 4\n"
      "  %q = getelementptr float, ptr addrspace(1) %b, i64 %r\n  store float 2.0, ptr addrspace(1) %q, align 4\n"
      "  ret void\n}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
  LLVMModuleRef m = ir_parse_string(ctx, k, "k", err, sizeof err);
  CHECK(m);
  orc_result r;
  orc_run(&c, m, &r);
  CHECKF(r.kind == ORC_FINDING, "kind %d %s", r.kind, r.what);
  CHECKF(!strcmp(r.sig, "scev-cgp nv-disable-scev-cgp=0 ignore-32-bit-overflow=1|address-mismatch|-|store"), "%s", r.sig);
  char sig[256];
  snprintf(sig, sizeof sig, "%s", r.sig);
  orc_result_free(&r);
  CHECK(orc_interesting(&c, m, sig));
  CHECK(!orc_interesting(&c, m, "scev-cgp|address-mismatch|-|load"));
  /* the reducer keeps the signature and shrinks */
  red_stats st;
  m = red_reduce(&c, ctx, m, NULL, sig, 900, &st);
  CHECK(orc_interesting(&c, m, sig));
  CHECKF(st.after <= st.before && st.after <= 8, "%d -> %d", st.before, st.after);
  LLVMDisposeModule(m);
  return 0;
}

/* Parses kernel k, which must give sig, reduces it to its fixed point into *out, which must
 * still give sig. */
static int reduce_kernel(orc_config *c, const char *k, const char *sig, LLVMModuleRef *out, red_stats *st) {
  char err[256];
  LLVMModuleRef m = ir_parse_string(ctx, k, "k", err, sizeof err);
  CHECKF(m, "%s", err);
  CHECK(orc_interesting(c, m, sig));
  /* a fixed point ends it: the budget only guards a hang (ASan runs are 10x slower) */
  m = red_reduce(c, ctx, m, NULL, sig, 900, st);
  CHECK(orc_interesting(c, m, sig));
  *out = m;
  return 0;
}

/* Flags the finding does not need go (nneg, nuw, nsw, inbounds), so that forwarding can go on. */
static int test_reduce_flags(void) {
  orc_config c;
  CHECK(unsound_scevcgp(&c));
  const char *k =
      "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
      "target triple = \"nvptx64-nvidia-cuda\"\n"
      "define void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, i64 %ld) {\n"
      "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %z = zext nneg i32 %t to i64\n  %r = mul nuw i64 %z, %ld\n"
      "  %r2 = add nuw nsw i64 %r, 0\n"
      "  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %r2\n  store float 1.0, ptr addrspace(1) %p, align 4\n"
      "  %q = getelementptr inbounds float, ptr addrspace(1) %b, i64 %r\n  store float 2.0, ptr addrspace(1) %q, align 4\n"
      "  ret void\n}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
  LLVMModuleRef m;
  red_stats st;
  if (reduce_kernel(&c, k, "scev-cgp nv-disable-scev-cgp=0 ignore-32-bit-overflow=1|address-mismatch|-|store", &m, &st))
    return 1;
  char *text = LLVMPrintModuleToString(m);
  CHECKF(!strstr(text, "nneg") && !strstr(text, "nuw") && !strstr(text, "nsw") && !strstr(text, "inbounds"), "%s", text);
  CHECKF(st.after == 8, "%d -> %d", st.before, st.after);
  LLVMDisposeMessage(text);
  LLVMDisposeModule(m);
  return 0;
}

/* A return that cuts off two blocks, the later one branching to the earlier: both go and the
 * result verifies.  (The reducer once deleted the first while the second still branched to
 * it: a use after free that crashed a campaign's worker; here it need not crash, so this test
 * checks the outcome, and campaign findings of kind reducer-crash check the rest.) */
static int test_reduce_dead_blocks(void) {
  orc_config c;
  char err[256];
  CHECK(unsound_scevcgp(&c));
  const char *k =
      "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
      "target triple = \"nvptx64-nvidia-cuda\"\n"
      "define void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, i64 %ld) {\n"
      "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %z = zext i32 %t to i64\n  %r = mul i64 %z, %ld\n"
      "  %p = getelementptr float, ptr addrspace(1) %a, i64 %r\n  store float 1.0, ptr addrspace(1) %p, align 4\n"
      "  %q = getelementptr float, ptr addrspace(1) %b, i64 %r\n  store float 2.0, ptr addrspace(1) %q, align 4\n"
      "  br label %x\n"
      "y:\n  %v = phi i64 [ %w, %x ]\n  ret void\n"
      "x:\n  %w = add i64 %ld, 1\n  br label %y\n"
      "}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
  LLVMModuleRef m;
  red_stats st;
  if (reduce_kernel(&c, k, "scev-cgp nv-disable-scev-cgp=0 ignore-32-bit-overflow=1|address-mismatch|-|store", &m, &st))
    return 1;
  CHECK(ir_verify(m, err, sizeof err));
  CHECKF(st.after == 8, "%d -> %d", st.before, st.after);
  LLVMDisposeModule(m);
  return 0;
}

/* Straight-line blocks merge; a phi in a later block then names the merged block. */
static int test_merge_blocks(void) {
  const char *k =
      "target triple = \"nvptx64-nvidia-cuda\"\n"
      "define void @k(ptr addrspace(1) %a) {\n"
      "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %c = icmp eq i32 %t, 0\n"
      "  br i1 %c, label %p, label %s\n"
      "p:\n  br label %b\n"
      "b:\n  %z = zext i32 %t to i64\n  br label %b2\n"
      "b2:\n  %z2 = add i64 %z, 1\n  br label %s\n"
      "s:\n  %i = phi i64 [ 0, %entry ], [ %z2, %b2 ]\n"
      "  %q = getelementptr i32, ptr addrspace(1) %a, i64 %i\n  store i32 1, ptr addrspace(1) %q, align 4\n"
      "  br label %loop\n"
      "loop:\n  br label %loop\n}\n"
      "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
  char err[512];
  LLVMModuleRef m = ir_parse_string(ctx, k, "k", err, sizeof err);
  CHECKF(m, "%s", err);
  LLVMValueRef f = LLVMGetNamedFunction(m, "k");
  CHECK(red_merge_blocks(f, -1) == 2); /* b and b2 into p; s has two predecessors; loop one */
  CHECKF(ir_verify(m, err, sizeof err), "%s", err);
  CHECK(LLVMCountBasicBlocks(f) == 4);
  char *text = LLVMPrintModuleToString(m);
  CHECKF(strstr(text, "[ %z2, %p ]"), "%s", text);
  CHECKF(strstr(text, "%z = zext i32 %t to i64"), "%s", text); /* names kept */
  LLVMDisposeMessage(text);
  LLVMDisposeModule(m);
  return 0;
}

static int test_reports(void) {
  char dir[] = "/tmp/nvtv-test-rep-XXXXXX";
  CHECK(mkdtemp(dir));
  char sarif[128], junit[128];
  snprintf(sarif, sizeof sarif, "%s/r.sarif", dir);
  snprintf(junit, sizeof junit, "%s/j.xml", dir);
  rep_item it[2] = {{"address-mismatch", "address-mismatch \"x\" <y>", "k.ll", 12, "k", "sig|a", "error", "  src: a\n"},
                    {"barrier-race", "barrier-race", "k.ll", 0, "k", "sig|b", "error", NULL}};
  CHECK(rep_write_sarif(sarif, it, 2, "0.1"));
  rep_case cs[2] = {{"k.ll", it, 2, 0.5, NULL}, {"ok.ll", NULL, 0, 0.1, NULL}};
  CHECK(rep_write_junit(junit, "suite", cs, 2));
  char buf[8192];
  FILE *f = fopen(sarif, "r");
  CHECK(f);
  size_t n = fread(buf, 1, sizeof buf - 1, f);
  fclose(f);
  buf[n] = 0;
  CHECK(strstr(buf, "\"version\": \"2.1.0\"") && strstr(buf, "\"ruleId\": \"barrier-race\"") && strstr(buf, "\"startLine\": 12"));
  CHECK(strstr(buf, "\\\"x\\\" <y>")); /* escaped */
  /* relative to the working directory under SRCROOT, the detail lines, a fingerprint */
  CHECK(strstr(buf, "\"uri\": \"k.ll\"") && strstr(buf, "\"uriBaseId\": \"SRCROOT\"") && strstr(buf, "\"originalUriBaseIds\""));
  CHECK(strstr(buf, "in @k\\n  src: a\\n") && strstr(buf, "\"nvtvFinding/v1\": \""));
  f = fopen(junit, "r");
  CHECK(f);
  n = fread(buf, 1, sizeof buf - 1, f);
  fclose(f);
  buf[n] = 0;
  CHECK(strstr(buf, "tests=\"2\" failures=\"1\"") && strstr(buf, "&quot;x&quot; &lt;y&gt;"));
  unlink(sarif);
  unlink(junit);
  rmdir(dir);
  return 0;
}

/* The adversary's pairs: mutate-tgt on a 1-D shared stencil, every verdict held against
 * execution (exec_always), classified into the recall table; only an unsound verdict is a
 * finding, named by the change's kind and class; the table survives JSON. */
static const char *stencil =
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "@s = internal addrspace(3) global [64 x i32] undef, align 4\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "declare void @llvm.nvvm.barrier0()\n"
    "define void @stencil(ptr addrspace(1) %in, ptr addrspace(1) %out) {\n"
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %t64 = zext i32 %t to i64\n"
    "  %pi = getelementptr i32, ptr addrspace(1) %in, i64 %t64\n"
    "  %v = load i32, ptr addrspace(1) %pi, align 4\n"
    "  %ps = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t\n"
    "  store i32 %v, ptr addrspace(3) %ps, align 4\n"
    "  call void @llvm.nvvm.barrier0()\n"
    "  %t1 = add i32 %t, 1\n"
    "  %nb = and i32 %t1, 63\n"
    "  %pn = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %nb\n"
    "  %w = load i32, ptr addrspace(3) %pn, align 4\n"
    "  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64\n"
    "  store i32 %w, ptr addrspace(1) %po, align 4\n"
    "  ret void\n}\n";

static bool adversary_pair(LLVMModuleRef m, int kind, adv_table *t, orc_result *r) {
  orc_config c;
  orc_config_default(&c);
  c.in_process = true;
  c.passes = "mutate-tgt";
  c.exec_oracle = c.exec_always = true;
  c.v.quick = true;
  c.v.timeout_ms = 1000;
  c.knobs.v[KNOB_MUTATE_KIND] = 1L << kind;
  c.knobs.v[KNOB_MUTATE_SEED] = 1;
  orc_run(&c, m, r);
  return adv_classify(r, t);
}

static int test_adversary(void) {
  char err[256];
  LLVMModuleRef m = ir_parse_string(ctx, stencil, "s", err, sizeof err);
  CHECKF(m, "%s", err);
  adv_table t;
  memset(&t, 0, sizeof t);
  orc_result r;
  /* a wrong constant offset: execution tells apart, the verifier finds it: a hit */
  CHECK(!adversary_pair(m, MUTATE_OFFSET, &t, &r));
  CHECKF(t.n[MUTATE_OFFSET][ADV_PAIRS] == 1 && t.n[MUTATE_OFFSET][ADV_DIFFER] == 1 && t.n[MUTATE_OFFSET][ADV_HIT] == 1,
         "%ld %ld %ld", t.n[MUTATE_OFFSET][ADV_PAIRS], t.n[MUTATE_OFFSET][ADV_DIFFER], t.n[MUTATE_OFFSET][ADV_HIT]);
  orc_result_free(&r);
  /* the neighbour's load hoisted above the barrier: execution tells apart; whatever the
   * verifier says is counted once, and only "proved" is a finding, named by the change */
  bool keep = adversary_pair(m, MUTATE_HOIST, &t, &r);
  const long *h = t.n[MUTATE_HOIST];
  CHECK(h[ADV_PAIRS] == 1 && h[ADV_DIFFER] == 1);
  CHECK(h[ADV_HIT] + h[ADV_UNSOUND] + h[ADV_BOUNDED] + h[ADV_UNKNOWN] + h[ADV_UNSUPP] == 1);
  CHECK(keep == (h[ADV_UNSOUND] == 1));
  if (keep)
    CHECKF(r.kind == ORC_EXEC_DIFF &&
               !strcmp(r.sig, "mutate-tgt mutate-kind=hoist|verifier-unsound|-|hoist:load-shared-above-barrier0"),
           "%s", r.sig);
  orc_result_free(&r);
  /* a zext of a thread id made a sext: the same on every input */
  CHECK(!adversary_pair(m, MUTATE_EXT, &t, &r));
  CHECK(t.n[MUTATE_EXT][ADV_PAIRS] == 1 && t.n[MUTATE_EXT][ADV_DIFFER] == 0 && t.n[MUTATE_EXT][ADV_SAME] == 1);
  orc_result_free(&r);
  /* no comparison to change: no pair */
  CHECK(!adversary_pair(m, MUTATE_CMP, &t, &r));
  CHECK(t.n[MUTATE_NKINDS][ADV_PAIRS] == 1 && t.n[MUTATE_CMP][ADV_PAIRS] == 0);
  orc_result_free(&r);
  json_t *j = adv_json(&t);
  adv_table back;
  CHECK(adv_from_json(j, &back) && !memcmp(&back, &t, sizeof t));
  json_decref(j);
  LLVMDisposeModule(m);
  return 0;
}

int main(int argc, char **argv) {
  (void)argc, (void)argv;
  ctx = ir_context_new();
  RUN(test_random_bytes);
  RUN(test_seeds_and_shapes);
  RUN(test_forms_differ_in_text);
  RUN(test_mutations_keep_validity);
  RUN(test_signature_and_interest);
  RUN(test_merge_blocks);
  RUN(test_reduce_flags);
  RUN(test_reduce_dead_blocks);
  RUN(test_reports);
  RUN(test_adversary);
  LLVMContextDispose(ctx);
  return TEST_EXIT();
}
