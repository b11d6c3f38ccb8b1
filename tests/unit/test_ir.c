/* Unit tests for src/ir: parsing, the CFG, dominators, the loop forest, block and edge
 * splitting, memop tags and the line map. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ir.h"
#include "test.h"

static LLVMContextRef ctx;

static LLVMModuleRef parse(const char *text) {
  char err[512] = "";
  LLVMModuleRef m = ir_parse_string(ctx, text, "test.ll", err, sizeof err);
  if (!m) fprintf(stderr, "parse failed: %s\n", err);
  return m;
}

static bool valid(LLVMModuleRef m) {
  char err[512] = "";
  bool ok = ir_verify(m, err, sizeof err);
  if (!ok) fprintf(stderr, "ir_verify: %s\n", err);
  return ok;
}

static LLVMBasicBlockRef block_named(LLVMValueRef fn, const char *name) {
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    if (strcmp(LLVMGetBasicBlockName(b), name) == 0) return b;
  return NULL;
}

static int idx(const ir_cfg *c, const char *name) {
  LLVMBasicBlockRef b = block_named(c->fn, name);
  return b ? ir_block_index(c, b) : -2;
}

static bool has(const int *v, int n, int x) {
  for (int i = 0; i < n; i++)
    if (v[i] == x) return true;
  return false;
}

static LLVMValueRef inst_named(LLVMValueRef fn, const char *name) {
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
      size_t n;
      const char *s = LLVMGetValueName2(i, &n);
      if (n == strlen(name) && memcmp(s, name, n) == 0) return i;
    }
  return NULL;
}

/* ---- parsing ---- */

static int test_parse_error_has_line(void) {
  char err[512] = "";
  const char *bad = "define void @f() {\n"
                    "entry:\n"
                    "  %x = add i32 %nope, 1\n"
                    "  ret void\n"
                    "}\n";
  LLVMModuleRef m = ir_parse_string(ctx, bad, "bad.ll", err, sizeof err);
  CHECK(m == NULL);
  CHECKF(strncmp(err, "bad.ll:3:", 9) == 0, "message '%s'", err);
  CHECKF(strstr(err, "error") != NULL, "message '%s'", err);
  CHECK(strchr(err, '\n') == NULL);
  return 0;
}

static int test_load_missing_file(void) {
  char err[512] = "";
  CHECK(ir_load(ctx, "/nonexistent/dir/x.ll", err, sizeof err) == NULL);
  CHECKF(strstr(err, "/nonexistent/dir/x.ll: error: cannot read file") == err, "message '%s'", err);
  return 0;
}

static int test_verify_rejects_bad_module(void) {
  /* parses, but the use does not follow its definition's dominance */
  LLVMModuleRef m = parse("define i32 @f(i1 %c) {\n"
                          "entry:\n"
                          "  br i1 %c, label %a, label %b\n"
                          "a:\n"
                          "  %x = add i32 1, 2\n"
                          "  br label %b\n"
                          "b:\n"
                          "  ret i32 %x\n"
                          "}\n");
  CHECK(m);
  char err[512] = "";
  CHECK(!ir_verify(m, err, sizeof err));
  CHECK(err[0] != 0 && strchr(err, '\n') == NULL);
  LLVMDisposeModule(m);
  return 0;
}

/* ---- CFG and dominators ---- */

static const char *diamond_ll =
    "define void @diamond(i32 %n, ptr %p) {\n"
    "entry:\n"
    "  %c = icmp slt i32 %n, 0\n"
    "  br i1 %c, label %then, label %else\n"
    "then:\n"
    "  store i32 1, ptr %p\n"
    "  br label %join\n"
    "else:\n"
    "  store i32 2, ptr %p\n"
    "  br label %join\n"
    "join:\n"
    "  %x = phi i32 [ 1, %then ], [ 2, %else ], [ 3, %dead ]\n"
    "  store i32 %x, ptr %p\n"
    "  ret void\n"
    "dead:\n"
    "  br label %join\n"
    "}\n";

static int test_diamond(void) {
  LLVMModuleRef m = parse(diamond_ll);
  CHECK(m);
  LLVMValueRef fn = LLVMGetNamedFunction(m, "diamond");
  ir_cfg *c = ir_cfg_build(fn);
  CHECK(c);
  /* the unreachable block is left out */
  CHECK(c->n == 4);
  CHECK(idx(c, "dead") == -1);
  int e = idx(c, "entry"), t = idx(c, "then"), f = idx(c, "else"), j = idx(c, "join");
  CHECK(e == 0 && c->block[0] == LLVMGetEntryBasicBlock(fn));
  CHECK(j == 3); /* reverse post-order: the join comes after both arms */
  CHECK(t > e && f > e && t < j && f < j);
  CHECK(c->nsucc[e] == 2 && c->succ[e][0] == t && c->succ[e][1] == f);
  CHECK(c->nsucc[t] == 1 && c->succ[t][0] == j);
  CHECK(c->npred[j] == 2 && has(c->pred[j], 2, t) && has(c->pred[j], 2, f));
  CHECK(c->npred[e] == 0 && c->nsucc[j] == 0);
  CHECK(c->idom[e] == e && c->idom[t] == e && c->idom[f] == e && c->idom[j] == e);
  CHECK(c->domdepth[e] == 0 && c->domdepth[j] == 1);
  CHECK(ir_dominates(c, e, j) && ir_dominates(c, e, t) && ir_dominates(c, j, j));
  CHECK(!ir_dominates(c, t, j) && !ir_dominates(c, f, j) && !ir_dominates(c, j, e));
  CHECK(ir_nearest_common_dominator(c, t, f) == e);
  CHECK(ir_nearest_common_dominator(c, t, j) == e);
  CHECK(ir_nearest_common_dominator(c, t, t) == t);
  CHECK(c->nloops == 0 && !c->irreducible);
  for (int b = 0; b < c->n; b++) CHECK(c->loop_of[b] == -1);
  ir_cfg_free(c);
  LLVMDisposeModule(m);
  return 0;
}

static const char *nest_ll =
    "define void @nest(i32 %n, ptr %p) {\n"
    "entry:\n"
    "  br label %outer\n"
    "outer:\n"
    "  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]\n"
    "  br label %inner\n"
    "inner:\n"
    "  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]\n"
    "  store i32 %j, ptr %p\n"
    "  %j1 = add i32 %j, 1\n"
    "  %cj = icmp slt i32 %j1, %n\n"
    "  br i1 %cj, label %inner, label %outer.latch\n"
    "outer.latch:\n"
    "  %i1 = add i32 %i, 1\n"
    "  %ci = icmp slt i32 %i1, %n\n"
    "  br i1 %ci, label %outer, label %exit\n"
    "exit:\n"
    "  ret void\n"
    "}\n";

static int test_loop_nest(void) {
  LLVMModuleRef m = parse(nest_ll);
  CHECK(m);
  ir_cfg *c = ir_cfg_build(LLVMGetNamedFunction(m, "nest"));
  CHECK(c && c->n == 5);
  int e = idx(c, "entry"), o = idx(c, "outer"), in = idx(c, "inner"), l = idx(c, "outer.latch"),
      x = idx(c, "exit");
  CHECK(!c->irreducible);
  CHECK(c->nloops == 2);
  /* parents before children */
  ir_loop *L0 = &c->loops[0], *L1 = &c->loops[1];
  CHECK(L0->id == 0 && L1->id == 1);
  CHECK(L0->header == o && L0->depth == 1 && L0->parent == -1);
  CHECK(L1->header == in && L1->depth == 2 && L1->parent == 0);
  CHECK(L0->nchildren == 1 && L0->children[0] == 1 && L1->nchildren == 0);
  CHECK(L0->nblocks == 3 && has(L0->blocks, 3, o) && has(L0->blocks, 3, in) && has(L0->blocks, 3, l));
  CHECK(L1->nblocks == 1 && L1->blocks[0] == in);
  CHECK(L0->nlatches == 1 && L0->latches[0] == l);
  CHECK(L1->nlatches == 1 && L1->latches[0] == in);
  CHECK(L0->preheader == e);
  CHECK(L1->preheader == o); /* outer's only successor is inner */
  CHECK(L0->nexits == 1 && L0->exit_from[0] == l && L0->exit_to[0] == x);
  CHECK(L1->nexits == 1 && L1->exit_from[0] == in && L1->exit_to[0] == l);
  CHECK(c->loop_of[e] == -1 && c->loop_of[x] == -1);
  CHECK(c->loop_of[o] == 0 && c->loop_of[l] == 0 && c->loop_of[in] == 1);
  CHECK(ir_loop_contains(c, 0, in) && ir_loop_contains(c, 1, in) && ir_loop_contains(c, 0, l));
  CHECK(!ir_loop_contains(c, 1, l) && !ir_loop_contains(c, 0, x) && !ir_loop_contains(c, 1, o));
  CHECK(c->idom[in] == o && c->idom[l] == in && c->idom[x] == l);
  CHECK(ir_dominates(c, o, x) && !ir_dominates(c, l, in));
  ir_cfg_free(c);
  LLVMDisposeModule(m);
  return 0;
}

/* a header entered from two outside blocks has no preheader; two latches */
static int test_loop_no_preheader_two_latches(void) {
  LLVMModuleRef m = parse("define void @f(i1 %c, i1 %d, i1 %e) {\n"
                          "entry:\n"
                          "  br i1 %c, label %a, label %b\n"
                          "a:\n"
                          "  br label %h\n"
                          "b:\n"
                          "  br label %h\n"
                          "h:\n"
                          "  br i1 %d, label %l1, label %l2\n"
                          "l1:\n"
                          "  br i1 %e, label %h, label %out\n"
                          "l2:\n"
                          "  br label %h\n"
                          "out:\n"
                          "  ret void\n"
                          "}\n");
  CHECK(m);
  ir_cfg *c = ir_cfg_build(LLVMGetNamedFunction(m, "f"));
  CHECK(c->nloops == 1 && !c->irreducible);
  ir_loop *L = &c->loops[0];
  CHECK(L->header == idx(c, "h"));
  CHECK(L->preheader == -1);
  CHECK(L->nlatches == 2 && has(L->latches, 2, idx(c, "l1")) && has(L->latches, 2, idx(c, "l2")));
  CHECK(L->nblocks == 3);
  CHECK(L->nexits == 1 && L->exit_to[0] == idx(c, "out"));
  CHECK(c->idom[idx(c, "h")] == idx(c, "entry"));
  ir_cfg_free(c);
  LLVMDisposeModule(m);
  return 0;
}

static int test_irreducible(void) {
  LLVMModuleRef m = parse("define void @irr(i1 %c, i1 %d) {\n"
                          "entry:\n"
                          "  br i1 %c, label %a, label %b\n"
                          "a:\n"
                          "  br i1 %d, label %b, label %exit\n"
                          "b:\n"
                          "  br label %a\n"
                          "exit:\n"
                          "  ret void\n"
                          "}\n");
  CHECK(m);
  ir_cfg *c = ir_cfg_build(LLVMGetNamedFunction(m, "irr"));
  CHECK(c && c->n == 4);
  CHECK(c->irreducible);
  CHECK(c->nloops == 0); /* neither a nor b dominates the other */
  CHECK(c->idom[idx(c, "a")] == 0 && c->idom[idx(c, "b")] == 0);
  ir_cfg_free(c);
  LLVMDisposeModule(m);
  return 0;
}

static int test_self_loop_and_switch(void) {
  LLVMModuleRef m = parse("define void @f(i32 %n) {\n"
                          "entry:\n"
                          "  switch i32 %n, label %d [ i32 0, label %s\n"
                          "                            i32 1, label %s ]\n"
                          "s:\n"
                          "  %k = phi i32 [ 0, %entry ], [ 0, %entry ], [ %k1, %s ]\n"
                          "  %k1 = add i32 %k, 1\n"
                          "  %c = icmp ult i32 %k1, 10\n"
                          "  br i1 %c, label %s, label %d\n"
                          "d:\n"
                          "  ret void\n"
                          "}\n");
  CHECK(m && valid(m));
  ir_cfg *c = ir_cfg_build(LLVMGetNamedFunction(m, "f"));
  int e = idx(c, "entry"), s = idx(c, "s"), d = idx(c, "d");
  CHECK(c->nsucc[e] == 3); /* default, case 0, case 1 in operand order */
  CHECK(c->succ[e][0] == d && c->succ[e][1] == s && c->succ[e][2] == s);
  CHECK(c->npred[s] == 2 && has(c->pred[s], 2, e) && has(c->pred[s], 2, s)); /* unique preds */
  CHECK(c->nloops == 1 && c->loops[0].header == s && c->loops[0].nlatches == 1 &&
        c->loops[0].latches[0] == s && c->loops[0].nblocks == 1);
  CHECK(c->loops[0].preheader == -1); /* entry has other successors */
  ir_cfg_free(c);
  LLVMDisposeModule(m);
  return 0;
}

/* ---- editing ---- */

static int phi_incoming_has(LLVMValueRef phi, LLVMBasicBlockRef bb) {
  int k = 0;
  for (unsigned i = 0; i < LLVMCountIncoming(phi); i++) k += LLVMGetIncomingBlock(phi, i) == bb;
  return k;
}

static int test_split_edge_diamond(void) {
  LLVMModuleRef m = parse(diamond_ll);
  LLVMValueRef fn = LLVMGetNamedFunction(m, "diamond");
  LLVMBasicBlockRef then = block_named(fn, "then"), join = block_named(fn, "join");
  LLVMBasicBlockRef nb = ir_split_edge(then, join, "then.join");
  CHECK(nb && valid(m));
  CHECK(strcmp(LLVMGetBasicBlockName(nb), "then.join") == 0);
  LLVMValueRef phi = inst_named(fn, "x");
  CHECK(phi && LLVMGetInstructionOpcode(phi) == LLVMPHI);
  CHECK(phi_incoming_has(phi, nb) == 1 && phi_incoming_has(phi, then) == 0);
  ir_cfg *c = ir_cfg_build(fn);
  int t = ir_block_index(c, then), n = ir_block_index(c, nb), j = ir_block_index(c, join);
  CHECK(c->n == 5 && c->nsucc[t] == 1 && c->succ[t][0] == n && c->succ[n][0] == j);
  CHECK(c->idom[n] == t && c->idom[j] == 0);
  ir_cfg_free(c);
  LLVMDisposeModule(m);
  return 0;
}

/* both switch edges to one block go through the new block; the phi keeps one entry */
static int test_split_edge_switch_duplicates(void) {
  LLVMModuleRef m = parse("define i32 @f(i32 %n) {\n"
                          "entry:\n"
                          "  switch i32 %n, label %d [ i32 0, label %t\n"
                          "                            i32 1, label %t ]\n"
                          "t:\n"
                          "  %x = phi i32 [ 7, %entry ], [ 7, %entry ]\n"
                          "  ret i32 %x\n"
                          "d:\n"
                          "  ret i32 0\n"
                          "}\n");
  CHECK(m && valid(m));
  LLVMValueRef fn = LLVMGetNamedFunction(m, "f");
  LLVMBasicBlockRef entry = block_named(fn, "entry"), t = block_named(fn, "t");
  LLVMBasicBlockRef nb = ir_split_edge(entry, t, "crit");
  CHECK(valid(m));
  LLVMValueRef phi = inst_named(fn, "x");
  CHECK(LLVMCountIncoming(phi) == 1 && LLVMGetIncomingBlock(phi, 0) == nb);
  LLVMValueRef sw = LLVMGetBasicBlockTerminator(entry);
  CHECK(LLVMGetSuccessor(sw, 1) == nb && LLVMGetSuccessor(sw, 2) == nb);
  CHECK(LLVMGetSuccessor(sw, 0) == block_named(fn, "d"));
  LLVMDisposeModule(m);
  return 0;
}

static int test_split_block(void) {
  LLVMModuleRef m = parse(nest_ll);
  LLVMValueRef fn = LLVMGetNamedFunction(m, "nest");
  /* split the outer latch before its compare: the tail branches back to the header, whose
   * phi must now name the tail */
  LLVMValueRef ci = inst_named(fn, "ci");
  LLVMBasicBlockRef latch = block_named(fn, "outer.latch");
  LLVMBasicBlockRef tail = ir_split_block(ci, "latch.tail");
  CHECK(tail && valid(m));
  CHECK(LLVMGetInstructionParent(ci) == tail);
  CHECK(inst_named(fn, "ci") == ci); /* names survive the move */
  CHECK(LLVMGetInstructionParent(inst_named(fn, "i1")) == latch);
  LLVMValueRef iphi = inst_named(fn, "i");
  CHECK(phi_incoming_has(iphi, tail) == 1 && phi_incoming_has(iphi, latch) == 0);
  ir_cfg *c = ir_cfg_build(fn);
  CHECK(c->n == 6 && c->nloops == 2);
  ir_loop *L0 = &c->loops[0];
  CHECK(L0->nlatches == 1 && L0->latches[0] == ir_block_index(c, tail));
  CHECK(L0->nblocks == 4);
  ir_cfg_free(c);
  /* split the inner self-loop at its store: the back edge now comes from the new block */
  LLVMValueRef j = inst_named(fn, "j");
  LLVMValueRef store = LLVMGetNextInstruction(j);
  LLVMBasicBlockRef inner = block_named(fn, "inner");
  LLVMBasicBlockRef body = ir_split_block(store, "inner.body");
  CHECK(valid(m));
  j = inst_named(fn, "j"); /* phis are rebuilt: the old handle is gone */
  CHECK(j && LLVMGetInstructionOpcode(j) == LLVMPHI);
  CHECK(phi_incoming_has(j, body) == 1 && phi_incoming_has(j, inner) == 0);
  c = ir_cfg_build(fn);
  CHECK(c->nloops == 2 && c->loops[1].header == ir_block_index(c, inner) && c->loops[1].nblocks == 2);
  ir_cfg_free(c);
  LLVMDisposeModule(m);
  return 0;
}

/* ---- tags ---- */

static const char *memops_ll =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i64 %n) {\n"
    "entry:\n"
    "  %v = load i32, ptr addrspace(1) %p, align 4\n"              /* 1 */
    "  %w = add i32 %v, 1\n"
    "  store i32 %w, ptr addrspace(1) %q, align 4\n"               /* 2 */
    "  %o = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic\n"  /* 3 */
    "  %x = cmpxchg ptr addrspace(1) %q, i32 0, i32 1 seq_cst seq_cst\n" /* 4 */
    "  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %p, ptr addrspace(1) %q, i64 %n, i1 false)\n" /* 5 */
    "  call void @llvm.nvvm.barrier0()\n"                          /* 6 */
    "  fence seq_cst\n"                                            /* 7 */
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  call void @helper()\n"
    "  ret void\n"
    "}\n"
    "define void @k2(ptr %p) {\n"
    "entry:\n"
    "  store i8 0, ptr %p\n"                                       /* 8 */
    "  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)\n" /* 9 */
    "  ret void\n"
    "}\n"
    "declare void @helper()\n"
    "declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)\n"
    "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n"
    "declare void @llvm.nvvm.barrier0()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";

static int test_tags(void) {
  LLVMModuleRef m = parse(memops_ll);
  CHECK(m && valid(m));
  int tagged = -1, taggable = -1;
  ir_tag_counts(m, &tagged, &taggable);
  CHECK(tagged == 0 && taggable == 9);
  CHECK(ir_tag_module(m) == 9);
  CHECK(valid(m));
  ir_tag_counts(m, &tagged, &taggable);
  CHECK(tagged == 9 && taggable == 9);
  static const ir_memkind kinds[] = {IR_MEM_LOAD, IR_MEM_STORE, IR_MEM_RMW, IR_MEM_CMPXCHG, IR_MEM_INTRIN,
                                     IR_MEM_SYNC, IR_MEM_SYNC, IR_MEM_STORE, IR_MEM_INTRIN};
  long next = 1;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        ir_memkind k = ir_memkind_of(i);
        if (k == IR_MEM_NONE) {
          CHECK(ir_tag_of(i) == -1);
          continue;
        }
        CHECKF(ir_tag_of(i) == next, "tag %ld, expected %ld", ir_tag_of(i), next);
        CHECKF(k == kinds[next - 1], "#%ld is %s", next, ir_memkind_name(k));
        next++;
      }
  CHECK(next == 10);
  /* pointer and value operands */
  LLVMValueRef fk = LLVMGetNamedFunction(m, "k");
  LLVMValueRef v = inst_named(fk, "v");
  CHECK(ir_mem_pointer(v, 0) == LLVMGetParam(fk, 0) && ir_mem_pointer(v, 1) == NULL);
  LLVMValueRef st = LLVMGetNextInstruction(inst_named(fk, "w"));
  CHECK(ir_mem_pointer(st, 0) == LLVMGetParam(fk, 1) && ir_mem_value(st) == inst_named(fk, "w"));
  LLVMValueRef mc = LLVMGetNextInstruction(inst_named(fk, "x"));
  CHECK(ir_mem_pointer(mc, 0) == LLVMGetParam(fk, 0) && ir_mem_pointer(mc, 1) == LLVMGetParam(fk, 1));
  /* the textual IR carries the metadata */
  char *s = LLVMPrintModuleToString(m);
  CHECK(strstr(s, "!nvtv.id !") != NULL);
  LLVMDisposeMessage(s);
  ir_untag_module(m);
  ir_tag_counts(m, &tagged, NULL);
  CHECK(tagged == 0 && ir_tag_of(v) == -1);
  CHECK(valid(m));
  LLVMDisposeModule(m);
  return 0;
}

static int test_tags_survive_clone_and_print(void) {
  LLVMModuleRef m = parse(memops_ll);
  ir_tag_module(m);
  char *s = LLVMPrintModuleToString(m);
  LLVMModuleRef back = parse(s);
  LLVMDisposeMessage(s);
  CHECK(back);
  int tagged;
  ir_tag_counts(back, &tagged, NULL);
  CHECK(tagged == 9);
  LLVMModuleRef cl = ir_clone(m);
  ir_tag_counts(cl, &tagged, NULL);
  CHECK(tagged == 9);
  CHECK(ir_tag_of(inst_named(LLVMGetNamedFunction(cl, "k"), "v")) == 1);
  LLVMDisposeModule(cl);
  LLVMDisposeModule(back);
  LLVMDisposeModule(m);
  return 0;
}

/* ---- line map ---- */

static const char *lines_ll =
    "; line 1: a comment\n"                                           /* 1 */
    "target triple = \"nvptx64-nvidia-cuda\"\n"                       /* 2 */
    "\n"                                                              /* 3 */
    "define void @first(ptr %p, i32 %n) {\n"                          /* 4 */
    "entry:\n"                                                        /* 5 */
    "  %a = add i32 %n, 1      ; [1]\n"                               /* 6 */
    "\n"                                                              /* 7 */
    "  ; a comment inside\n"                                          /* 8 */
    "  switch i32 %a, label %d [\n"                                   /* 9 */
    "    i32 0, label %x\n"                                           /* 10 */
    "    i32 1, label %x\n"                                           /* 11 */
    "  ]\n"                                                           /* 12 */
    "x:                        ; preds = %entry\n"                    /* 13 */
    "  store i32 %a, ptr %p\n"                                        /* 14 */
    "  br label %d\n"                                                 /* 15 */
    "d:\n"                                                            /* 16 */
    "  ret void\n"                                                    /* 17 */
    "}\n"                                                             /* 18 */
    "\n"                                                              /* 19 */
    "define void @\"second fn\"(ptr %p) {\n"                          /* 20 */
    "  %v = load i32, ptr %p\n"                                       /* 21 */
    "  store i32 %v, ptr %p\n"                                        /* 22 */
    "  ret void\n"                                                    /* 23 */
    "}\n";                                                            /* 24 */

static int test_linemap(void) {
  char path[] = "/tmp/nvtv-test-linemap-XXXXXX";
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  FILE *f = fdopen(fd, "w");
  fputs(lines_ll, f);
  fclose(f);
  char err[512] = "";
  LLVMModuleRef m = ir_load(ctx, path, err, sizeof err);
  CHECKF(m != NULL, "%s", err);
  ir_linemap *lm = ir_linemap_load(path);
  CHECK(lm);
  static const int want1[] = {6, 9, 14, 15, 17}, want2[] = {21, 22, 23};
  const int *want[2] = {want1, want2};
  int nwant[2] = {5, 3};
  LLVMValueRef fns[2] = {LLVMGetNamedFunction(m, "first"), LLVMGetNamedFunction(m, "second fn")};
  for (int k = 0; k < 2; k++) {
    CHECK(fns[k]);
    int n = 0;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fns[k]); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i), n++) {
        CHECK(n < nwant[k]);
        CHECKF(ir_line_of(lm, i) == want[k][n], "fn %d inst %d: line %d, expected %d", k, n, ir_line_of(lm, i),
               want[k][n]);
      }
    CHECK(n == nwant[k]);
  }
  ir_linemap_free(lm);
  CHECK(ir_linemap_load("/nonexistent/x.ll") == NULL);
  CHECK(ir_line_of(NULL, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fns[0]))) == 0);
  LLVMDisposeModule(m);
  unlink(path);
  return 0;
}

static int test_write_roundtrip(void) {
  char path[] = "/tmp/nvtv-test-write-XXXXXX.ll";
  int fd = mkstemps(path, 3);
  CHECK(fd >= 0);
  close(fd);
  LLVMModuleRef m = parse(nest_ll);
  char err[512] = "";
  CHECKF(ir_write(m, path, err, sizeof err), "%s", err);
  LLVMModuleRef back = ir_load(ctx, path, err, sizeof err);
  CHECKF(back != NULL, "%s", err);
  CHECK(LLVMGetNamedFunction(back, "nest") != NULL && valid(back));
  LLVMDisposeModule(back);
  LLVMDisposeModule(m);
  unlink(path);
  return 0;
}

/* ---- utilities ---- */

static int test_map_and_arena(void) {
  ir_map m;
  ir_map_init(&m);
  int keys[1000];
  for (int i = 0; i < 1000; i++) ir_map_put(&m, &keys[i], (void *)(intptr_t)(i + 1));
  for (int i = 0; i < 1000; i++) CHECK(ir_map_get(&m, &keys[i]) == (void *)(intptr_t)(i + 1));
  ir_map_put(&m, &keys[5], (void *)(intptr_t)77);
  CHECK(ir_map_get(&m, &keys[5]) == (void *)(intptr_t)77 && m.len == 1000);
  int other;
  CHECK(!ir_map_has(&m, &other) && ir_map_get(&m, &other) == NULL);
  ir_map_free(&m);
  ir_arena *a = ir_arena_new();
  for (int i = 1; i < 3000; i += 7) {
    unsigned char *p = ir_alloc(a, (size_t)i);
    CHECK(((uintptr_t)p & 15) == 0);
    for (int j = 0; j < i; j++) CHECK(p[j] == 0);
    memset(p, 0xAB, (size_t)i);
  }
  CHECK(strcmp(ir_strdup(a, "abc"), "abc") == 0);
  CHECK(ir_arena_bytes(a) > 0);
  ir_arena_free(a);
  return 0;
}

/* constant GEP offsets (struct fields, arrays, the pointer operand's index) and the alloca
 * behind a pointer, as the local-variable model uses them */
static int test_gep_offsets(void) {
  LLVMModuleRef m = parse("target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
                          "%S = type { i8, i32, [3 x i16], { float, double } }\n"
                          "define void @f(i64 %n) {\n"
                          "  %a = alloca [4 x %S], align 8\n"
                          "  %g1 = getelementptr %S, ptr %a, i32 0, i32 1\n"
                          "  %g2 = getelementptr %S, ptr %a, i64 1, i32 2, i64 2\n"
                          "  %g3 = getelementptr %S, ptr %g2, i32 0, i32 3, i32 1\n"
                          "  %g4 = getelementptr i8, ptr %a, i64 -4\n"
                          "  %g5 = getelementptr %S, ptr %a, i64 %n\n"
                          "  %c = addrspacecast ptr %g3 to ptr addrspace(1)\n"
                          "  ret void\n}\n");
  CHECK(m && valid(m));
  LLVMValueRef f = LLVMGetNamedFunction(m, "f");
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
  int64_t off = 0;
  CHECK(ir_gep_const_offset(td, inst_named(f, "g1"), &off) && off == 4);
  CHECK(ir_gep_const_offset(td, inst_named(f, "g2"), &off) && off == 32 + 8 + 4);
  CHECK(ir_gep_const_offset(td, inst_named(f, "g3"), &off) && off == 16 + 8);
  CHECK(ir_gep_const_offset(td, inst_named(f, "g4"), &off) && off == -4);
  CHECK(!ir_gep_const_offset(td, inst_named(f, "g5"), &off));
  CHECK(!ir_gep_const_offset(td, inst_named(f, "a"), &off));
  CHECK(ir_root_alloca(inst_named(f, "c")) == inst_named(f, "a"));
  CHECK(ir_root_alloca(LLVMGetParam(f, 0)) == NULL);
  LLVMDisposeModule(m);
  return 0;
}

int main(int argc, char **argv) {
  (void)argc, (void)argv;
  ctx = ir_context_new();
  RUN(test_parse_error_has_line);
  RUN(test_load_missing_file);
  RUN(test_verify_rejects_bad_module);
  RUN(test_diamond);
  RUN(test_loop_nest);
  RUN(test_loop_no_preheader_two_latches);
  RUN(test_irreducible);
  RUN(test_self_loop_and_switch);
  RUN(test_split_edge_diamond);
  RUN(test_split_edge_switch_duplicates);
  RUN(test_split_block);
  RUN(test_tags);
  RUN(test_tags_survive_clone_and_print);
  RUN(test_linemap);
  RUN(test_write_roundtrip);
  RUN(test_map_and_arena);
  RUN(test_gep_offsets);
  LLVMContextDispose(ctx);
  return TEST_EXIT();
}
