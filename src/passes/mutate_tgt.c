/* mutate-tgt: the adversary's pass.  It makes ONE random semantic change to a tagged module,
 * the way buggy GPU passes do, so that the verifier's verdict on (src, mutated tgt) can be
 * held against execution (nvtv fuzz --adversary).  A verifier that calls such a pair
 * "proved" while execution tells src and tgt apart is unsound; one that misses a difference
 * execution sees loses recall.
 * requires: a valid module whose memory operations and syncs carry !nvtv.id; breaks: the
 * program's meaning, on purpose, in one place (every kept or moved instruction keeps its
 * tag, and the module still passes the IR verifier).
 *
 * Kinds (-mutate-kind=LIST, all by default):
 *   sync-delete  delete a barrier, a warp sync or a fence
 *   sync-move    move one up or down past the nearest access (or call that may touch
 *                memory: a device function's) of its block, out of the
 *                branch arm it sits in (to the end of the block that branches), or into an arm
 *   sync-dup     a copy of one at the start of a branch arm, or after the next access
 *   hoist        a load or store above the sync before it in its block, or a load out of a
 *                loop that has a sync (to the preheader: LICM across the loop's barrier)
 *   sink         a load or store below the sync after it in its block
 *   unguard      a load or store out of the branch arm that guards it
 *   offset       a constant GEP index, or an added constant, of an address +/- 1
 *   stride       a multiplier or shift amount of an address, or a loop's step, changed
 *   ext          sext <-> zext
 *   cmp          a comparison's predicate: strict <-> non-strict, eq <-> ne, signed <-> unsigned
 *   bound        a loop's exit bound +/- 1 (a constant, or the bound plus one)
 *   swap         the operands of a non-commutative operation or comparison, or a select's arms
 *   narrow       a 64-bit index computed in 32 bits (trunc, then sext or zext back)
 *
 * -mutate-seed=N chooses: a kind uniformly among those with a candidate in the module, then a
 * candidate of it; a candidate whose edit would not give valid IR (an operand that cannot
 * move along) is skipped for the next.  The choice is made over the whole module, each time
 * the pass is called on a function, and carried out on the function it falls in; the module
 * then records it as !nvtv.mutation = !{!"KIND", !"CLASS", !"DESCRIPTION"} (CLASS: what moved
 * or changed and where, for deduplicating findings), and the pass does nothing more.
 */
#include "passes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kind_names[MUTATE_NKINDS] = {
#define MUTATE_NAME(id, name, help) name,
    MUTATE_KINDS(MUTATE_NAME)
#undef MUTATE_NAME
};

const char *mutate_kind_name(int k) { return k >= 0 && k < MUTATE_NKINDS ? kind_names[k] : "none"; }

int mutate_kind_index(const char *name) {
  for (int k = 0; k < MUTATE_NKINDS; k++)
    if (!strcmp(kind_names[k], name)) return k;
  return -1;
}

/* ---- one function's instructions --------------------------------------------------------- */

typedef struct fnview {
  LLVMValueRef fn;
  ir_cfg *cfg;
  LLVMValueRef *inst; /* in block order */
  int n;
  ir_map ord;         /* instruction -> ordinal + 1 */
  bool *addr;         /* per ordinal: computes (part of) a memory access's address */
} fnview;

typedef struct cand {
  int kind, fn, inst, var;
} cand;

typedef struct cands {
  cand *v;
  int n, cap;
} cands;

static void add(cands *c, int kind, int fn, int inst, int var) {
  if (c->n == c->cap) {
    c->cap = c->cap ? c->cap * 2 : 64;
    c->v = realloc(c->v, (size_t)c->cap * sizeof *c->v);
    if (!c->v) ir_oom();
  }
  c->v[c->n++] = (cand){kind, fn, inst, var};
}

static bool is_sync(LLVMValueRef I) {
  ir_synckind k = ir_sync_kind(I);
  if (k == IR_SYNC_BARRIER || k == IR_SYNC_FENCE) return true;
  const char *n = k == IR_SYNC_EXEMPT ? ir_callee_name(I, NULL) : NULL;
  return n && !strncmp(n, "llvm.nvvm.bar.warp.sync", 23);
}

static bool is_ldst(LLVMValueRef I) {
  LLVMOpcode op = LLVMGetInstructionOpcode(I);
  return op == LLVMLoad || op == LLVMStore;
}

static bool is_access(LLVMValueRef I) {
  ir_memkind k = ir_memkind_of(I);
  return k == IR_MEM_LOAD || k == IR_MEM_STORE || k == IR_MEM_RMW || k == IR_MEM_CMPXCHG || k == IR_MEM_INTRIN;
}

/* An instruction that may move along with the access it computes for: no memory, no side
 * effect, no control (special-register reads are calls without memory). */
static bool pure(LLVMValueRef I) {
  switch (LLVMGetInstructionOpcode(I)) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr:
  case LLVMXor: case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMPtrToInt: case LLVMIntToPtr: case LLVMBitCast:
  case LLVMAddrSpaceCast: case LLVMGetElementPtr: case LLVMICmp: case LLVMSelect: case LLVMFreeze:
    return true;
  case LLVMCall: {
    const char *n = ir_callee_name(I, NULL);
    return n && !strncmp(n, "llvm.nvvm.read.ptx.sreg.", 24);
  }
  default: return false;
  }
}

static int ord_of(const fnview *v, LLVMValueRef I) { return (int)(intptr_t)ir_map_get(&v->ord, I) - 1; }

static int block_of(const fnview *v, LLVMValueRef I) { return ir_block_index(v->cfg, LLVMGetInstructionParent(I)); }

/* marks the pure computation of an address (through phis too: a pointer IV's step) */
static void mark_addr(fnview *v, LLVMValueRef x) {
  if (!x || !LLVMIsAInstruction(x)) return;
  int o = ord_of(v, x);
  if (o < 0 || v->addr[o]) return;
  LLVMOpcode op = LLVMGetInstructionOpcode(x);
  if (!pure(x) && op != LLVMPHI) return;
  v->addr[o] = true;
  int n = LLVMGetNumOperands(x);
  for (int i = 0; i < n; i++) mark_addr(v, LLVMGetOperand(x, (unsigned)i));
}

static fnview *view_open(LLVMValueRef fn) {
  fnview *v = calloc(1, sizeof *v);
  if (!v) ir_oom();
  v->fn = fn;
  v->cfg = ir_cfg_build(fn);
  ir_map_init(&v->ord);
  int cap = 64;
  v->inst = malloc((size_t)cap * sizeof *v->inst);
  if (!v->inst) ir_oom();
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef I = LLVMGetFirstInstruction(b); I; I = LLVMGetNextInstruction(I)) {
      if (v->n == cap) {
        cap *= 2;
        v->inst = realloc(v->inst, (size_t)cap * sizeof *v->inst);
        if (!v->inst) ir_oom();
      }
      ir_map_put(&v->ord, I, (void *)(intptr_t)(v->n + 1));
      v->inst[v->n++] = I;
    }
  v->addr = calloc((size_t)v->n + 1, 1);
  if (!v->addr) ir_oom();
  for (int i = 0; i < v->n; i++)
    for (int w = 0; w < 2; w++) mark_addr(v, ir_mem_pointer(v->inst[i], w));
  return v;
}

static void view_close(fnview *v) {
  if (!v) return;
  ir_cfg_free(v->cfg);
  ir_map_free(&v->ord);
  free(v->inst);
  free(v->addr);
  free(v);
}

/* ---- where things are --------------------------------------------------------------------- */

/* The nearest sync before (dir -1) or after (dir 1) I in its block, or NULL. */
static LLVMValueRef sync_near(LLVMValueRef I, int dir) {
  for (LLVMValueRef x = dir < 0 ? LLVMGetPreviousInstruction(I) : LLVMGetNextInstruction(I); x;
       x = dir < 0 ? LLVMGetPreviousInstruction(x) : LLVMGetNextInstruction(x))
    if (is_sync(x)) return x;
  return NULL;
}

/* The nearest access before or after I in its block, or NULL (a sync in between stops). */
static LLVMValueRef access_near(LLVMValueRef I, int dir) {
  for (LLVMValueRef x = dir < 0 ? LLVMGetPreviousInstruction(I) : LLVMGetNextInstruction(I); x;
       x = dir < 0 ? LLVMGetPreviousInstruction(x) : LLVMGetNextInstruction(x)) {
    if (is_sync(x)) return NULL;
    if (is_access(x) || ir_call_touches_memory(x)) return x; /* (a device function's call too) */
  }
  return NULL;
}

/* A block that is one arm of a conditional branch: its single predecessor branches, in the same loop. */
static int guard_of(const fnview *v, int b) {
  if (b <= 0 || v->cfg->npred[b] != 1) return -1;
  int p = v->cfg->pred[b][0];
  /* a loop's exit test is no guard: moving the exit block's access there puts it in the loop */
  if (v->cfg->loop_of[p] != v->cfg->loop_of[b]) return -1;
  return v->cfg->nsucc[p] == 2 && v->cfg->succ[p][0] != v->cfg->succ[p][1] ? p : -1;
}

static LLVMValueRef first_insertion(LLVMBasicBlockRef bb) {
  LLVMValueRef I = LLVMGetFirstInstruction(bb);
  while (I && LLVMGetInstructionOpcode(I) == LLVMPHI) I = LLVMGetNextInstruction(I);
  return I;
}

static bool loop_has_sync(const fnview *v, int l) {
  const ir_loop *L = &v->cfg->loops[l];
  for (int i = 0; i < L->nblocks; i++)
    for (LLVMValueRef x = LLVMGetFirstInstruction(v->cfg->block[L->blocks[i]]); x; x = LLVMGetNextInstruction(x))
      if (is_sync(x)) return true;
  return false;
}

static int64_t const_int(LLVMValueRef x, bool *ok) {
  *ok = x && LLVMIsAConstantInt(x) && LLVMGetIntTypeWidth(LLVMTypeOf(x)) <= 64;
  return *ok ? LLVMConstIntGetSExtValue(x) : 0;
}

/* The operand of an exit test of loop l that does not change in it, as the index of the
 * icmp's operand; -1 when the test is no icmp of that form. */
static int bound_operand(const fnview *v, LLVMValueRef cmp, int l) {
  for (int i = 0; i < 2; i++) {
    LLVMValueRef x = LLVMGetOperand(cmp, (unsigned)i);
    if (!LLVMIsAInstruction(x)) return i;
    int b = block_of(v, x);
    if (b >= 0 && !ir_loop_contains(v->cfg, l, b)) return i;
  }
  return -1;
}

/* The icmp of a conditional branch that leaves loop l from block b, or NULL. */
static LLVMValueRef exit_test(const fnview *v, int l, int b) {
  LLVMValueRef t = LLVMGetBasicBlockTerminator(v->cfg->block[b]);
  if (!t || LLVMGetInstructionOpcode(t) != LLVMBr || !LLVMIsConditional(t)) return NULL;
  LLVMValueRef c = LLVMGetCondition(t);
  if (!LLVMIsAICmpInst(c) || bound_operand(v, c, l) < 0) return NULL;
  LLVMTypeRef ty = LLVMTypeOf(LLVMGetOperand(c, 0));
  return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind ? c : NULL;
}

/* ---- candidates ---------------------------------------------------------------------------- */

static bool swappable(LLVMValueRef I) {
  switch (LLVMGetInstructionOpcode(I)) {
  case LLVMSub: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem:
    return true;
  case LLVMICmp: {
    LLVMIntPredicate p = LLVMGetICmpPredicate(I);
    return p != LLVMIntEQ && p != LLVMIntNE;
  }
  case LLVMSelect: return LLVMGetOperand(I, 1) != LLVMGetOperand(I, 2);
  default: return false;
  }
}

/* Constant GEP indices that count elements (not struct fields): bit i for operand i. */
static unsigned gep_const_indices(LLVMValueRef gep) {
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(LLVMGetGlobalParent(LLVMGetBasicBlockParent(LLVMGetInstructionParent(gep))));
  LLVMTypeRef ty = LLVMGetGEPSourceElementType(gep);
  unsigned bits = 0;
  int n = LLVMGetNumOperands(gep);
  for (int i = 1; i < n && i < 32; i++) {
    LLVMValueRef idx = LLVMGetOperand(gep, (unsigned)i);
    uint64_t off;
    ir_gep_kind k = ir_gep_step(td, &ty, idx, i - 1, &off);
    if (k == IR_GEP_BAD) break;
    bool ok;
    const_int(idx, &ok);
    if (k == IR_GEP_SCALE && ok) bits |= 1u << i;
  }
  return bits;
}

static unsigned gep_wide_indices(LLVMValueRef gep) {
  unsigned bits = 0;
  int n = LLVMGetNumOperands(gep);
  for (int i = 1; i < n && i < 32; i++) {
    LLVMValueRef idx = LLVMGetOperand(gep, (unsigned)i);
    LLVMTypeRef t = LLVMTypeOf(idx);
    if (!LLVMIsConstant(idx) && LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 64) bits |= 1u << i;
  }
  return bits;
}

#define WANT(k) (mask & (1u << MUTATE_##k))

/* a sync's candidates: delete it, move it (up, down, out of its arm, into an arm), copy it */
static void enum_sync(const fnview *v, int fi, int i, unsigned mask, cands *out) {
  LLVMValueRef I = v->inst[i];
  int b = block_of(v, I);
  if (LLVMGetFirstUse(I)) return; /* barrier0.popc and the like whose result is used: kept */
  if (WANT(SYNC_DELETE)) add(out, MUTATE_SYNC_DELETE, fi, i, 0);
  if (WANT(SYNC_MOVE)) {
    if (access_near(I, -1)) add(out, MUTATE_SYNC_MOVE, fi, i, 0);
    if (access_near(I, 1)) add(out, MUTATE_SYNC_MOVE, fi, i, 1);
    if (guard_of(v, b) >= 0) add(out, MUTATE_SYNC_MOVE, fi, i, 2);
    for (int s = 0; s < v->cfg->nsucc[b]; s++) /* into an arm of the branch that ends its block */
      if (guard_of(v, v->cfg->succ[b][s]) == b) add(out, MUTATE_SYNC_MOVE, fi, i, 3 + s);
  }
  if (WANT(SYNC_DUP)) {
    for (int s = 0; s < v->cfg->nsucc[b]; s++)
      if (guard_of(v, v->cfg->succ[b][s]) == b) add(out, MUTATE_SYNC_DUP, fi, i, s);
    if (access_near(I, 1)) add(out, MUTATE_SYNC_DUP, fi, i, 2);
  }
}

/* a load's or store's: across a sync, out of a synced loop, out of its guard */
static void enum_move(const fnview *v, int fi, int i, unsigned mask, cands *out) {
  LLVMValueRef I = v->inst[i];
  int b = block_of(v, I), l = v->cfg->loop_of[b];
  if (WANT(HOIST) && sync_near(I, -1)) add(out, MUTATE_HOIST, fi, i, 0);
  if (WANT(HOIST) && LLVMGetInstructionOpcode(I) == LLVMLoad && l >= 0 && v->cfg->loops[l].preheader >= 0 &&
      loop_has_sync(v, l))
    add(out, MUTATE_HOIST, fi, i, 1);
  if (WANT(SINK) && sync_near(I, 1)) add(out, MUTATE_SINK, fi, i, 0);
  if (WANT(UNGUARD) && guard_of(v, b) >= 0) add(out, MUTATE_UNGUARD, fi, i, 0);
}

/* Is I the update of a loop's header phi (its step)? */
static bool loop_step(const fnview *v, LLVMValueRef I) {
  for (LLVMUseRef u = LLVMGetFirstUse(I); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMGetInstructionOpcode(user) != LLVMPHI || LLVMGetOperand(I, 0) != user) continue;
    int hb = block_of(v, user);
    if (hb >= 0 && v->cfg->loop_of[hb] >= 0 && v->cfg->loops[v->cfg->loop_of[hb]].header == hb) return true;
  }
  return false;
}

/* an arithmetic instruction's: offsets, scales, steps, extensions, predicates, operands, widths */
static void enum_arith(const fnview *v, int fi, int i, unsigned mask, cands *out) {
  LLVMValueRef I = v->inst[i];
  LLVMOpcode op = LLVMGetInstructionOpcode(I);
  bool addr = v->addr[i], c1 = false;
  if (op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl) const_int(LLVMGetOperand(I, 1), &c1);
  if (WANT(OFFSET) && op == LLVMGetElementPtr && addr && gep_const_indices(I)) add(out, MUTATE_OFFSET, fi, i, 0);
  if (WANT(OFFSET) && (op == LLVMAdd || op == LLVMSub) && addr && c1) add(out, MUTATE_OFFSET, fi, i, 1);
  if (WANT(STRIDE) && (op == LLVMMul || op == LLVMShl) && addr && c1) add(out, MUTATE_STRIDE, fi, i, 0);
  if (WANT(STRIDE) && (op == LLVMAdd || op == LLVMGetElementPtr) && addr && loop_step(v, I))
    add(out, MUTATE_STRIDE, fi, i, 1);
  if (WANT(EXT) && (op == LLVMSExt || op == LLVMZExt)) add(out, MUTATE_EXT, fi, i, 0);
  if (WANT(CMP) && op == LLVMICmp) {
    add(out, MUTATE_CMP, fi, i, 0);
    LLVMIntPredicate p = LLVMGetICmpPredicate(I);
    if (p != LLVMIntEQ && p != LLVMIntNE) add(out, MUTATE_CMP, fi, i, 1);
  }
  if (WANT(SWAP) && swappable(I)) add(out, MUTATE_SWAP, fi, i, 0);
  if (WANT(NARROW) && op == LLVMGetElementPtr && addr && gep_wide_indices(I)) add(out, MUTATE_NARROW, fi, i, 0);
  if (WANT(NARROW) && (op == LLVMMul || op == LLVMAdd || op == LLVMShl) && addr && LLVMGetIntTypeWidth(LLVMTypeOf(I)) == 64)
    add(out, MUTATE_NARROW, fi, i, 1);
}

static void enumerate(const fnview *v, int fi, unsigned mask, cands *out) {
  for (int i = 0; i < v->n; i++) {
    LLVMValueRef I = v->inst[i];
    if (block_of(v, I) < 0) continue;
    if (is_sync(I)) {
      enum_sync(v, fi, i, mask, out);
      continue;
    }
    if (is_ldst(I)) enum_move(v, fi, i, mask, out);
    enum_arith(v, fi, i, mask, out);
  }
  if (WANT(BOUND))
    for (int l = 0; l < v->cfg->nloops; l++) {
      const ir_loop *L = &v->cfg->loops[l];
      for (int e = 0; e < L->nexits; e++) {
        LLVMValueRef c = exit_test(v, l, L->exit_from[e]);
        if (c) add(out, MUTATE_BOUND, fi, ord_of(v, c), l);
      }
    }
}
#undef WANT

/* ---- edits ----------------------------------------------------------------------------------- */

typedef struct edit {
  fnview *v;
  LLVMBuilderRef b;
  char cls[96], desc[400];
} edit;

static const char *opcode_name(LLVMValueRef I) {
  switch (LLVMGetInstructionOpcode(I)) {
  case LLVMAdd: return "add";
  case LLVMSub: return "sub";
  case LLVMMul: return "mul";
  case LLVMShl: return "shl";
  case LLVMLShr: return "lshr";
  case LLVMAShr: return "ashr";
  case LLVMUDiv: return "udiv";
  case LLVMSDiv: return "sdiv";
  case LLVMURem: return "urem";
  case LLVMSRem: return "srem";
  case LLVMICmp: return "icmp";
  case LLVMSelect: return "select";
  case LLVMGetElementPtr: return "gep";
  default: return "instruction";
  }
}

/* %name of a value, or "(unnamed)" */
static const char *vname(LLVMValueRef v) {
  size_t n;
  const char *s = LLVMGetValueName2(v, &n);
  return s && n ? s : "(unnamed)";
}

/* A short name for an instruction in classes and descriptions: "load", "barrier0", ... */
static const char *short_name(LLVMValueRef I) {
  if (LLVMGetInstructionOpcode(I) == LLVMFence) return "fence";
  const char *n = LLVMGetInstructionOpcode(I) == LLVMCall ? ir_callee_name(I, NULL) : NULL;
  if (n) return !strncmp(n, "llvm.nvvm.", 10) ? n + 10 : !strncmp(n, "llvm.", 5) ? n + 5 : n;
  return opcode_name(I);
}

static const char *opname(LLVMValueRef I) {
  switch (LLVMGetInstructionOpcode(I)) {
  case LLVMLoad: return "load";
  case LLVMStore: return "store";
  case LLVMAtomicRMW: return "atomicrmw";
  case LLVMAtomicCmpXchg: return "cmpxchg";
  default: return short_name(I);
  }
}

/* "load #5 (addrspace 3)" */
static void describe(LLVMValueRef I, char *s, size_t n) {
  long tag = ir_tag_of(I);
  LLVMValueRef p = ir_mem_pointer(I, 0);
  int at = snprintf(s, n, "%s", opname(I));
  if (tag >= 0 && (size_t)at < n) at += snprintf(s + at, n - (size_t)at, " #%ld", tag);
  if (p && (size_t)at < n) snprintf(s + at, n - (size_t)at, " (addrspace %u)", LLVMGetPointerAddressSpace(LLVMTypeOf(p)));
}

static const char *space_of(LLVMValueRef I) {
  LLVMValueRef p = ir_mem_pointer(I, 0);
  if (!p) return "";
  switch (LLVMGetPointerAddressSpace(LLVMTypeOf(p))) {
  case 1: return "-global";
  case 3: return "-shared";
  case 0: return "-generic";
  default: return "-other";
  }
}

static bool in_loop(const fnview *v, LLVMValueRef I) {
  int b = block_of(v, I);
  return b >= 0 && v->cfg->loop_of[b] >= 0;
}

static void insert_before(edit *e, LLVMValueRef I, LLVMValueRef T) {
  char name[256] = "";
  size_t len;
  const char *nm = LLVMGetValueName2(I, &len);
  if (nm && len && len < sizeof name) memcpy(name, nm, len), name[len] = 0;
  LLVMInstructionRemoveFromParent(I);
  LLVMPositionBuilderBefore(e->b, T);
  LLVMInsertIntoBuilderWithName(e->b, I, name);
}

/* Does x's value stay available at T (before instruction T) without moving x? */
static bool available_at(const fnview *v, LLVMValueRef x, LLVMValueRef T) {
  if (!LLVMIsAInstruction(x)) return true;
  int bx = block_of(v, x), bt = block_of(v, T);
  if (bx < 0 || bt < 0) return false;
  if (bx == bt) return ord_of(v, x) < ord_of(v, T);
  return ir_dominates(v->cfg, bx, bt);
}

/* The pure instructions I's operands need moved along to stand before T, dependencies first;
 * false when one cannot move (a phi, a load, a call). */
static bool operand_chain(const fnview *v, LLVMValueRef I, LLVMValueRef T, ir_vec *chain, ir_map *seen, int depth) {
  int n = LLVMGetNumOperands(I);
  if (depth > 32) return false;
  for (int i = 0; i < n; i++) {
    LLVMValueRef x = LLVMGetOperand(I, (unsigned)i);
    if (LLVMIsABasicBlock(x) || available_at(v, x, T) || ir_map_has(seen, x)) continue;
    if (!LLVMIsAInstruction(x) || !pure(x) || !operand_chain(v, x, T, chain, seen, depth + 1)) return false;
    ir_map_put(seen, x, x);
    ir_vec_push(chain, x);
  }
  return true;
}

/* Moves I (with the computation of its operands) to before T. */
static bool move_up(edit *e, LLVMValueRef I, LLVMValueRef T) {
  ir_vec chain = {0};
  ir_map seen;
  ir_map_init(&seen);
  bool ok = operand_chain(e->v, I, T, &chain, &seen, 0);
  if (ok) {
    for (int i = 0; i < chain.n; i++) insert_before(e, chain.v[i], T);
    insert_before(e, I, T);
  }
  ir_vec_free(&chain);
  ir_map_free(&seen);
  return ok;
}

/* The users of x in its block before `limit`, transitively, in block order; false when one
 * cannot move (it is not pure). */
static bool user_chain(const fnview *v, LLVMValueRef x, LLVMValueRef limit, ir_map *seen) {
  for (LLVMUseRef u = LLVMGetFirstUse(x); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (ir_map_has(seen, user)) continue;
    if (LLVMGetInstructionParent(user) != LLVMGetInstructionParent(limit) || ord_of(v, user) > ord_of(v, limit)) continue;
    if (!pure(user)) return false;
    ir_map_put(seen, user, user);
    if (!user_chain(v, user, limit, seen)) return false;
  }
  return true;
}

/* Moves I (and its users before the new place) to just after A. */
static bool move_down(edit *e, LLVMValueRef I, LLVMValueRef A) {
  LLVMValueRef next = LLVMGetNextInstruction(A);
  if (!next) return false;
  ir_map seen;
  ir_map_init(&seen);
  bool ok = user_chain(e->v, I, A, &seen);
  if (ok) {
    LLVMValueRef from = LLVMGetNextInstruction(I);
    insert_before(e, I, next);
    for (LLVMValueRef x = from; x && x != next;) { /* the users, in their order */
      LLVMValueRef nx = LLVMGetNextInstruction(x);
      if (ir_map_has(&seen, x)) insert_before(e, x, next);
      x = nx;
    }
  }
  ir_map_free(&seen);
  return ok;
}

static LLVMValueRef int_const(LLVMValueRef like, int64_t v) {
  return LLVMConstInt(LLVMTypeOf(like), (unsigned long long)v, 1);
}

static bool ed_sync(edit *e, LLVMValueRef I, int kind, int var) {
  const fnview *v = e->v;
  int b = block_of(v, I);
  char what[96];
  describe(I, what, sizeof what);
  const char *loop = in_loop(v, I) ? "-loop" : "";
  if (kind == MUTATE_SYNC_DELETE) {
    snprintf(e->cls, sizeof e->cls, "%s%s", short_name(I), loop);
    snprintf(e->desc, sizeof e->desc, "%s deleted", what);
    LLVMInstructionEraseFromParent(I);
    return true;
  }
  if (kind == MUTATE_SYNC_MOVE) {
    static const char *const dir[] = {"up", "down", "out-of-arm", "into-arm", "into-arm"};
    LLVMValueRef A = var == 0 ? access_near(I, -1) : var == 1 ? access_near(I, 1) : NULL;
    char acc[96] = "";
    if (A) describe(A, acc, sizeof acc);
    snprintf(e->cls, sizeof e->cls, "%s-%s%s", short_name(I), dir[var < 4 ? var : 4], loop);
    if (var == 0) {
      snprintf(e->desc, sizeof e->desc, "%s moved above %s", what, acc);
      insert_before(e, I, A);
    } else if (var == 1) {
      snprintf(e->desc, sizeof e->desc, "%s moved below %s", what, acc);
      LLVMValueRef next = LLVMGetNextInstruction(A);
      if (!next) return false;
      insert_before(e, I, next);
    } else if (var == 2) {
      int p = guard_of(v, b);
      snprintf(e->desc, sizeof e->desc, "%s moved out of the branch arm it sits in, before the branch", what);
      insert_before(e, I, LLVMGetBasicBlockTerminator(v->cfg->block[p]));
    } else {
      int s = v->cfg->succ[b][var - 3];
      snprintf(e->desc, sizeof e->desc, "%s moved into arm %d of the branch after it", what, var - 3);
      insert_before(e, I, first_insertion(v->cfg->block[s]));
    }
    return true;
  }
  /* sync-dup */
  LLVMValueRef c = LLVMInstructionClone(I);
  snprintf(e->cls, sizeof e->cls, "%s-%s%s", short_name(I), var < 2 ? "into-arm" : "after-access", loop);
  if (var < 2) {
    snprintf(e->desc, sizeof e->desc, "%s copied into arm %d of the branch after it", what, var);
    LLVMPositionBuilderBefore(e->b, first_insertion(v->cfg->block[v->cfg->succ[b][var]]));
  } else {
    LLVMValueRef A = access_near(I, 1), next = A ? LLVMGetNextInstruction(A) : NULL;
    if (!next) {
      LLVMDeleteInstruction(c);
      return false;
    }
    char acc[96];
    describe(A, acc, sizeof acc);
    snprintf(e->desc, sizeof e->desc, "%s copied below %s", what, acc);
    LLVMPositionBuilderBefore(e->b, next);
  }
  LLVMInsertIntoBuilder(e->b, c);
  return true;
}

static bool ed_move(edit *e, LLVMValueRef I, int kind, int var) {
  const fnview *v = e->v;
  char what[96], s[96] = "";
  describe(I, what, sizeof what);
  const char *loop = in_loop(v, I) ? "-loop" : "";
  if (kind == MUTATE_HOIST && var == 0) {
    LLVMValueRef S = sync_near(I, -1);
    describe(S, s, sizeof s);
    snprintf(e->cls, sizeof e->cls, "%s%s-above-%s%s", opname(I), space_of(I), short_name(S), loop);
    snprintf(e->desc, sizeof e->desc, "%s hoisted above %s", what, s);
    return move_up(e, I, S);
  }
  if (kind == MUTATE_HOIST) {
    const ir_loop *L = &v->cfg->loops[v->cfg->loop_of[block_of(v, I)]];
    snprintf(e->cls, sizeof e->cls, "%s%s-out-of-synced-loop", opname(I), space_of(I));
    snprintf(e->desc, sizeof e->desc, "%s hoisted out of its loop (which has a sync) to the preheader", what);
    return move_up(e, I, LLVMGetBasicBlockTerminator(v->cfg->block[L->preheader]));
  }
  if (kind == MUTATE_SINK) {
    LLVMValueRef S = sync_near(I, 1);
    describe(S, s, sizeof s);
    snprintf(e->cls, sizeof e->cls, "%s%s-below-%s%s", opname(I), space_of(I), short_name(S), loop);
    snprintf(e->desc, sizeof e->desc, "%s sunk below %s", what, s);
    return move_down(e, I, S);
  }
  int p = guard_of(v, block_of(v, I));
  snprintf(e->cls, sizeof e->cls, "%s%s-out-of-guard%s", opname(I), space_of(I), loop);
  snprintf(e->desc, sizeof e->desc, "%s moved out of the branch arm that guards it", what);
  return move_up(e, I, LLVMGetBasicBlockTerminator(v->cfg->block[p]));
}

static bool ed_offset(edit *e, LLVMValueRef I, int var) {
  bool ok;
  if (var == 0) {
    unsigned bits = gep_const_indices(I);
    int i = 31;
    while (i > 0 && !(bits >> i & 1)) i--;
    LLVMValueRef x = LLVMGetOperand(I, (unsigned)i);
    int64_t c = const_int(x, &ok);
    LLVMSetOperand(I, (unsigned)i, int_const(x, c + 1));
    snprintf(e->cls, sizeof e->cls, "gep-index");
    snprintf(e->desc, sizeof e->desc, "GEP index %d of %%%s: %lld -> %lld", i, vname(I), (long long)c,
             (long long)c + 1);
    return true;
  }
  LLVMValueRef x = LLVMGetOperand(I, 1);
  int64_t c = const_int(x, &ok);
  LLVMSetOperand(I, 1, int_const(x, c + 1));
  snprintf(e->cls, sizeof e->cls, "%s-constant", opcode_name(I));
  snprintf(e->desc, sizeof e->desc, "%s constant of %%%s: %lld -> %lld", opcode_name(I),
           vname(I), (long long)c, (long long)c + 1);
  return true;
}

static bool ed_stride(edit *e, LLVMValueRef I, int var) {
  bool ok;
  LLVMOpcode op = LLVMGetInstructionOpcode(I);
  if (var == 0) {
    LLVMValueRef x = LLVMGetOperand(I, 1);
    int64_t c = const_int(x, &ok), d = c + 1;
    if (op == LLVMShl && (uint64_t)d >= LLVMGetIntTypeWidth(LLVMTypeOf(I))) d = c - 1;
    if (d == 0 && op == LLVMMul) d = 2;
    LLVMSetOperand(I, 1, int_const(x, d));
    snprintf(e->cls, sizeof e->cls, "%s-scale", op == LLVMShl ? "shl" : "mul");
    snprintf(e->desc, sizeof e->desc, "%s of %%%s: %lld -> %lld", op == LLVMShl ? "shift" : "factor", vname(I),
             (long long)c, (long long)d);
    return true;
  }
  /* the step of a loop: add phi, C or gep phi, C */
  int at = op == LLVMGetElementPtr ? LLVMGetNumOperands(I) - 1 : 1;
  if (at < 1) return false;
  LLVMValueRef x = LLVMGetOperand(I, (unsigned)at);
  int64_t c = const_int(x, &ok);
  if (!ok) return false;
  int64_t d = c ? 2 * c : 1;
  LLVMSetOperand(I, (unsigned)at, int_const(x, d));
  snprintf(e->cls, sizeof e->cls, "loop-step");
  snprintf(e->desc, sizeof e->desc, "loop step %%%s: %lld -> %lld", vname(I), (long long)c, (long long)d);
  return true;
}

static void replace(edit *e, LLVMValueRef I, LLVMValueRef with) {
  char name[256] = "";
  size_t len;
  const char *nm = LLVMGetValueName2(I, &len);
  if (nm && len && len < sizeof name) memcpy(name, nm, len), name[len] = 0;
  LLVMReplaceAllUsesWith(I, with);
  LLVMInstructionEraseFromParent(I);
  if (name[0]) LLVMSetValueName2(with, name, strlen(name));
  (void)e;
}

static bool ed_ext(edit *e, LLVMValueRef I) {
  bool sext = LLVMGetInstructionOpcode(I) == LLVMSExt;
  LLVMPositionBuilderBefore(e->b, I);
  LLVMValueRef x = LLVMGetOperand(I, 0);
  LLVMValueRef n = sext ? LLVMBuildZExt(e->b, x, LLVMTypeOf(I), "") : LLVMBuildSExt(e->b, x, LLVMTypeOf(I), "");
  snprintf(e->cls, sizeof e->cls, "%s", sext ? "sext-to-zext" : "zext-to-sext");
  snprintf(e->desc, sizeof e->desc, "%%%s: %s", vname(I), sext ? "sext -> zext" : "zext -> sext");
  replace(e, I, n);
  return true;
}

static const char *pred_name(LLVMIntPredicate p) {
  static const char *const n[] = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
  return p >= LLVMIntEQ && p <= LLVMIntSLE ? n[p - LLVMIntEQ] : "?";
}

static bool ed_cmp(edit *e, LLVMValueRef I, int var) {
  LLVMIntPredicate p = LLVMGetICmpPredicate(I), q;
  static const LLVMIntPredicate strict[] = {LLVMIntNE, LLVMIntEQ, LLVMIntUGE, LLVMIntUGT, LLVMIntULE,
                                            LLVMIntULT, LLVMIntSGE, LLVMIntSGT, LLVMIntSLE, LLVMIntSLT};
  static const LLVMIntPredicate sign[] = {LLVMIntEQ, LLVMIntNE, LLVMIntSGT, LLVMIntSGE, LLVMIntSLT,
                                          LLVMIntSLE, LLVMIntUGT, LLVMIntUGE, LLVMIntULT, LLVMIntULE};
  q = var == 0 ? strict[p - LLVMIntEQ] : sign[p - LLVMIntEQ];
  LLVMPositionBuilderBefore(e->b, I);
  LLVMValueRef n = LLVMBuildICmp(e->b, q, LLVMGetOperand(I, 0), LLVMGetOperand(I, 1), "");
  snprintf(e->cls, sizeof e->cls, "%s-to-%s", pred_name(p), pred_name(q));
  snprintf(e->desc, sizeof e->desc, "%%%s: icmp %s -> icmp %s", vname(I), pred_name(p), pred_name(q));
  replace(e, I, n);
  return true;
}

static bool ed_bound(edit *e, LLVMValueRef I, int l) {
  int j = bound_operand(e->v, I, l);
  if (j < 0) return false;
  LLVMValueRef x = LLVMGetOperand(I, (unsigned)j);
  bool ok;
  int64_t c = const_int(x, &ok);
  if (ok) {
    LLVMSetOperand(I, (unsigned)j, int_const(x, c + 1));
    snprintf(e->desc, sizeof e->desc, "exit test %%%s of a loop: bound %lld -> %lld", vname(I), (long long)c,
             (long long)c + 1);
  } else {
    LLVMPositionBuilderBefore(e->b, I);
    LLVMSetOperand(I, (unsigned)j, LLVMBuildAdd(e->b, x, int_const(x, 1), "bound1"));
    snprintf(e->desc, sizeof e->desc, "exit test %%%s of a loop: its bound plus one", vname(I));
  }
  snprintf(e->cls, sizeof e->cls, "%s-bound", ok ? "constant" : "value");
  return true;
}

static bool ed_swap(edit *e, LLVMValueRef I) {
  bool sel = LLVMGetInstructionOpcode(I) == LLVMSelect;
  unsigned a = sel ? 1 : 0, b = sel ? 2 : 1;
  LLVMValueRef x = LLVMGetOperand(I, a), y = LLVMGetOperand(I, b);
  LLVMSetOperand(I, a, y);
  LLVMSetOperand(I, b, x);
  snprintf(e->cls, sizeof e->cls, "%s", sel ? "select-arms" : opcode_name(I));
  snprintf(e->desc, sizeof e->desc, "%%%s: %s swapped", vname(I), sel ? "select arms" : "operands");
  return true;
}

static bool ed_narrow(edit *e, LLVMValueRef I, int var) {
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(I));
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx), i64 = LLVMInt64TypeInContext(ctx);
  LLVMPositionBuilderBefore(e->b, I);
  if (var == 0) {
    unsigned bits = gep_wide_indices(I);
    int i = 1;
    while (i < 32 && !(bits >> i & 1)) i++;
    if (i >= 32) return false;
    LLVMValueRef x = LLVMGetOperand(I, (unsigned)i);
    LLVMValueRef t = LLVMBuildTrunc(e->b, x, i32, "narrow");
    LLVMSetOperand(I, (unsigned)i, LLVMBuildSExt(e->b, t, i64, "narrow.ext"));
    snprintf(e->cls, sizeof e->cls, "gep-index-i32");
    snprintf(e->desc, sizeof e->desc, "GEP index %d of %%%s computed in 32 bits (trunc, sext)", i, vname(I));
    return true;
  }
  LLVMValueRef a = LLVMBuildTrunc(e->b, LLVMGetOperand(I, 0), i32, "narrow.a");
  LLVMValueRef b = LLVMBuildTrunc(e->b, LLVMGetOperand(I, 1), i32, "narrow.b");
  LLVMOpcode op = LLVMGetInstructionOpcode(I);
  LLVMValueRef r = LLVMBuildBinOp(e->b, op, a, b, "narrow");
  LLVMValueRef x = LLVMBuildSExt(e->b, r, i64, "");
  snprintf(e->cls, sizeof e->cls, "%s-i32", opcode_name(I));
  snprintf(e->desc, sizeof e->desc, "%%%s (i64 %s) computed in 32 bits and sign-extended", vname(I),
           opcode_name(I));
  replace(e, I, x);
  return true;
}

static bool apply(fnview *v, const cand *c, char *cls, size_t ncls, char *desc, size_t ndesc) {
  if (c->inst < 0 || c->inst >= v->n) return false;
  edit e = {v, LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(v->fn))), "", ""};
  LLVMValueRef I = v->inst[c->inst];
  bool ok;
  switch (c->kind) {
  case MUTATE_SYNC_DELETE: case MUTATE_SYNC_MOVE: case MUTATE_SYNC_DUP: ok = ed_sync(&e, I, c->kind, c->var); break;
  case MUTATE_HOIST: case MUTATE_SINK: case MUTATE_UNGUARD: ok = ed_move(&e, I, c->kind, c->var); break;
  case MUTATE_OFFSET: ok = ed_offset(&e, I, c->var); break;
  case MUTATE_STRIDE: ok = ed_stride(&e, I, c->var); break;
  case MUTATE_EXT: ok = ed_ext(&e, I); break;
  case MUTATE_CMP: ok = ed_cmp(&e, I, c->var); break;
  case MUTATE_BOUND: ok = ed_bound(&e, I, c->var); break;
  case MUTATE_SWAP: ok = ed_swap(&e, I); break;
  default: ok = ed_narrow(&e, I, c->var); break;
  }
  LLVMDisposeBuilder(e.b);
  snprintf(cls, ncls, "%s", e.cls);
  snprintf(desc, ndesc, "%s", e.desc);
  return ok;
}

/* ---- the choice over a module ------------------------------------------------------------------ */

static int defined_functions(LLVMModuleRef m, LLVMValueRef *out, int cap) {
  int n = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f)) {
      if (n < cap) out[n] = f;
      n++;
    }
  return n;
}

enum { MAX_FNS = 256, MAX_TRIES = 48 };

static void collect(LLVMModuleRef m, unsigned mask, cands *all) {
  LLVMValueRef fns[MAX_FNS];
  int nf = defined_functions(m, fns, MAX_FNS);
  for (int i = 0; i < nf && i < MAX_FNS; i++) {
    fnview *v = view_open(fns[i]);
    enumerate(v, i, mask, all);
    view_close(v);
  }
}

unsigned mutate_applicable(LLVMModuleRef m, unsigned mask) {
  cands all = {0};
  collect(m, mask, &all);
  unsigned got = 0;
  for (int i = 0; i < all.n; i++) got |= 1u << all.v[i].kind;
  free(all.v);
  return got;
}

static uint64_t next_rand(uint64_t *s) {
  uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

/* Does the candidate apply to (a copy of) m and leave valid IR? */
static bool try_on_copy(LLVMModuleRef m, const cand *c) {
  LLVMModuleRef t = ir_clone(m);
  LLVMValueRef fns[MAX_FNS];
  defined_functions(t, fns, MAX_FNS);
  fnview *v = view_open(fns[c->fn]);
  char cls[96], desc[400], err[256];
  bool ok = apply(v, c, cls, sizeof cls, desc, sizeof desc);
  view_close(v);
  ok = ok && ir_verify(t, err, sizeof err);
  LLVMDisposeModule(t);
  return ok;
}

/* The seed's mutation of m: a kind among those with a candidate, then one of its candidates
 * that applies. */
static bool choose(LLVMModuleRef m, uint64_t seed, unsigned mask, cand *out) {
  cands all = {0};
  collect(m, mask, &all);
  int kinds[MUTATE_NKINDS], nk = 0;
  for (int k = 0; k < MUTATE_NKINDS; k++)
    for (int i = 0; i < all.n; i++)
      if (all.v[i].kind == k) {
        kinds[nk++] = k;
        break;
      }
  uint64_t rng = seed ^ 0x6D7574617465ULL;
  for (int i = nk - 1; i > 0; i--) { /* kinds in a random order: the first that applies */
    int j = (int)(next_rand(&rng) % (uint64_t)(i + 1));
    int t = kinds[i];
    kinds[i] = kinds[j];
    kinds[j] = t;
  }
  bool found = false;
  int tries = 0;
  cand *mine = malloc(((size_t)all.n + 1) * sizeof *mine);
  if (!mine) ir_oom();
  for (int ki = 0; ki < nk && !found && tries < MAX_TRIES; ki++) {
    int n = 0;
    for (int i = 0; i < all.n; i++)
      if (all.v[i].kind == kinds[ki]) mine[n++] = all.v[i];
    for (int i = n - 1; i > 0; i--) {
      int j = (int)(next_rand(&rng) % (uint64_t)(i + 1));
      cand t = mine[i];
      mine[i] = mine[j];
      mine[j] = t;
    }
    for (int i = 0; i < n && !found && tries < MAX_TRIES; i++, tries++)
      if (try_on_copy(m, &mine[i])) {
        *out = mine[i];
        found = true;
      }
  }
  free(mine);
  free(all.v);
  return found;
}

static void record_md(LLVMModuleRef m, const char *kind, const char *cls, const char *desc) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMValueRef s[3] = {LLVMMDStringInContext(ctx, kind, (unsigned)strlen(kind)),
                       LLVMMDStringInContext(ctx, cls, (unsigned)strlen(cls)),
                       LLVMMDStringInContext(ctx, desc, (unsigned)strlen(desc))};
  LLVMAddNamedMetadataOperand(m, "nvtv.mutation", LLVMMDNodeInContext(ctx, s, 3));
}

int mutate_described(LLVMModuleRef m, char *cls, size_t ncls, char *desc, size_t ndesc) {
  if (cls && ncls) cls[0] = 0;
  if (desc && ndesc) desc[0] = 0;
  if (!m || LLVMGetNamedMetadataNumOperands(m, "nvtv.mutation") < 1) return -1;
  LLVMValueRef node;
  LLVMGetNamedMetadataOperands(m, "nvtv.mutation", &node);
  if (LLVMGetMDNodeNumOperands(node) != 3) return -1;
  LLVMValueRef ops[3];
  LLVMGetMDNodeOperands(node, ops);
  const char *s[3];
  unsigned len[3];
  for (int i = 0; i < 3; i++) {
    s[i] = ops[i] ? LLVMGetMDString(ops[i], &len[i]) : NULL;
    if (!s[i]) return -1;
  }
  if (cls && ncls) snprintf(cls, ncls, "%.*s", (int)len[1], s[1]);
  if (desc && ndesc) snprintf(desc, ndesc, "%.*s", (int)len[2], s[2]);
  char k[64];
  snprintf(k, sizeof k, "%.*s", (int)len[0], s[0]);
  return mutate_kind_index(k);
}

bool mutate_run(LLVMValueRef fn, const nvtv_knobs *k, nvtv_remarks *r) {
  LLVMModuleRef m = LLVMGetGlobalParent(fn);
  if (LLVMGetNamedMetadataNumOperands(m, "nvtv.mutation") > 0) return false; /* one per module */
  cand c;
  uint64_t seed = (uint64_t)knob(k, KNOB_MUTATE_SEED);
  unsigned mask = (unsigned)knob(k, KNOB_MUTATE_KIND);
  char name[128];
  if (!choose(m, seed, mask, &c)) {
    LLVMValueRef fns[MAX_FNS];
    if (defined_functions(m, fns, MAX_FNS) > 0 && fns[0] == fn) remark(r, "mutate-tgt", "no mutation of the kinds asked applies");
    return false;
  }
  LLVMValueRef fns[MAX_FNS];
  defined_functions(m, fns, MAX_FNS);
  if (fns[c.fn] != fn) return false;
  fnview *v = view_open(fn);
  char cls[96], desc[400];
  bool ok = apply(v, &c, cls, sizeof cls, desc, sizeof desc);
  view_close(v);
  if (!ok) return false;
  record_md(m, mutate_kind_name(c.kind), cls, desc);
  remark(r, "mutate-tgt", "@%s: %s: %s", remark_fn_name(fn, name, sizeof name), mutate_kind_name(c.kind), desc);
  return true;
}
