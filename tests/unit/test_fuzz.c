/* Unit tests of fuzz/: the spec codec, the emitter, the mutators, signatures, reports. */
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
  CHECKF(!strcmp(r.sig, "scev-cgp nv-disable-scev-cgp=0 ignore-32-bit-overflow=1|address-mismatch|-|store:float:as1"), "%s", r.sig);
  char sig[256];
  snprintf(sig, sizeof sig, "%s", r.sig);
  orc_result_free(&r);
  CHECK(orc_interesting(&c, m, sig));
  CHECK(!orc_interesting(&c, m, "scev-cgp|address-mismatch|-|load:float:as1"));
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
  if (reduce_kernel(&c, k, "scev-cgp nv-disable-scev-cgp=0 ignore-32-bit-overflow=1|address-mismatch|-|store:float:as1", &m, &st))
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
  if (reduce_kernel(&c, k, "scev-cgp nv-disable-scev-cgp=0 ignore-32-bit-overflow=1|address-mismatch|-|store:float:as1", &m, &st))
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
  rep_case cs[2] = {{"k.ll", it, 2, 0.5}, {"ok.ll", NULL, 0, 0.1}};
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
  LLVMContextDispose(ctx);
  return TEST_EXIT();
}
