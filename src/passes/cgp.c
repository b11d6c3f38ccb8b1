/* CodeGenPrepare, the parts that matter on NVPTX (seed 003, "Upstream CodeGenPrepare").
 * requires: a valid function; breaks: nothing the verifier relies on (memory operations
 * keep their !nvtv.id; new blocks carry no memory operations of their own, only
 * instructions moved off the hot path).
 *
 * 1. Address sinking.  A memory operation whose address is computed in another block gets
 *    a copy of that computation in its own block, named sunkaddr (one per address and
 *    block: the seed's ValueToSunkAddr cache), so that the address is not live across the
 *    blocks in between and ISel sees base + immediate next to the access.
 * 2. sunk_phi.  With addr-sink-new-phis, a block whose predecessors all hold a sunk copy
 *    of the address merges them with a phi instead of computing a third copy.
 * 3. Large-offset GEPs (cgp-split-large-offset-gep).  Accesses off one base whose
 *    constant offsets do not fit PTX's signed 32-bit immediate share a new base
 *    (splitgep) and keep small offsets from it.
 * 4. Branch optimisations (off with disable-cgp-branch-opts): a branch on `a & b` or
 *    `a | b` becomes two branches through a block named BB.cond.split; an edge whose
 *    branch weights make it unlikely (at most 1%, LLVM's predictable-branch threshold)
 *    gets a block named SUCC.unlikely, and the computations only that path needs move
 *    into it, off the hot path.
 *
 * What the seed leaves open, and what was chosen:
 *  - What is "foldable".  NVPTX addressing is base register + immediate, so an address
 *    mode here is the address's chain of GEPs and address-space casts; the index values
 *    they use stay where they are (they dominate the access).  The seed's pseudo-code sinks
 *    whenever the address is defined in another block; a copy is only placed where it
 *    cannot run more often than the original: the access's loop must contain the
 *    address's block (no sinking into a loop), as LLVM does through its profitability
 *    check.
 *  - addr-sink-using-gep=1 copies the GEP chain with its flags: it computes the same value
 *    at a point the original dominates, so it is exactly as poison as before.  =0 computes
 *    ptrtoint(base) + offset and inttoptr (the seed: "strips address space"), with no
 *    flags: never poison, which refines the original.
 *  - sunk_phi needs every predecessor of the merge block to hold a sunk copy (the seed's
 *    "when the two sunk copies would be identical"); the copies are made in reverse
 *    post-order, so forward predecessors are done first.
 *  - Branch-condition splitting needs the condition to have no other use; the new branch
 *    never evaluates `b` where the old one branched on poison, which only removes UB.
 *    Weights, when present, are split as LLVM's splitBranchCondition does.
 *  - .unlikely blocks keep the CFG reducible: an edge split never creates a new cycle.
 */
#include "passes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct sunk {
  LLVMValueRef addr;
  LLVMBasicBlockRef bb;
  LLVMValueRef copy;
} sunk;

typedef struct cgp {
  const nvtv_knobs *k;
  nvtv_remarks *r;
  const char *fname;
  LLVMContextRef ctx;
  LLVMModuleRef mod;
  LLVMTargetDataRef td;
  LLVMBuilderRef b;
  sunk *cache;
  int ncache, capcache;
  int counter;
} cgp;

/* ---- the address chain ---- */

static bool chain_link(LLVMValueRef v) {
  if (!LLVMIsAInstruction(v)) return false;
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMGetElementPtr:
    return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind; /* no vector GEPs */
  case LLVMAddrSpaceCast: case LLVMBitCast:
    return true;
  default:
    return false;
  }
}

static LLVMValueRef cached(cgp *p, LLVMValueRef addr, LLVMBasicBlockRef bb) {
  for (int i = 0; i < p->ncache; i++)
    if (p->cache[i].addr == addr && p->cache[i].bb == bb) return p->cache[i].copy;
  return NULL;
}

static void cache_put(cgp *p, LLVMValueRef addr, LLVMBasicBlockRef bb, LLVMValueRef copy) {
  if (p->ncache == p->capcache) {
    p->capcache = p->capcache ? 2 * p->capcache : 16;
    p->cache = realloc(p->cache, (size_t)p->capcache * sizeof *p->cache);
    if (!p->cache) ir_oom();
  }
  p->cache[p->ncache++] = (sunk){addr, bb, copy};
}

static void name_sunk(cgp *p, LLVMValueRef v) {
  char name[32];
  snprintf(name, sizeof name, "sunkaddr%d", p->counter++);
  LLVMSetValueName2(v, name, strlen(name));
}

/* The chain of v outside block bb, cloned before `before` (GEP form). */
static LLVMValueRef clone_chain(cgp *p, LLVMValueRef v, LLVMBasicBlockRef bb, LLVMValueRef before, int depth) {
  if (!chain_link(v) || LLVMGetInstructionParent(v) == bb || depth > 16) return v;
  LLVMValueRef base = clone_chain(p, LLVMGetOperand(v, 0), bb, before, depth + 1);
  LLVMValueRef cl = LLVMInstructionClone(v);
  if (base != LLVMGetOperand(v, 0)) LLVMSetOperand(cl, 0, base);
  LLVMPositionBuilderBefore(p->b, before);
  LLVMInsertIntoBuilderWithName(p->b, cl, "");
  name_sunk(p, cl);
  return cl;
}

/* Byte offset of one GEP as an integer of width w, built before the builder's position;
 * *root receives its pointer operand. */
static LLVMValueRef gep_offset(cgp *p, LLVMValueRef gep, unsigned w) {
  LLVMTypeRef iw = LLVMIntTypeInContext(p->ctx, w);
  LLVMValueRef off = LLVMConstInt(iw, 0, 0);
  LLVMTypeRef ty = LLVMGetGEPSourceElementType(gep);
  int n = LLVMGetNumIndices(gep);
  for (int i = 0; i < n; i++) {
    LLVMValueRef idx = LLVMGetOperand(gep, (unsigned)i + 1);
    LLVMValueRef term;
    uint64_t foff;
    if (ir_gep_step(p->td, &ty, idx, i, &foff) == IR_GEP_FIELD) {
      term = LLVMConstInt(iw, foff, 0);
    } else {
      unsigned iwidth = LLVMGetIntTypeWidth(LLVMTypeOf(idx));
      uint64_t size = LLVMABISizeOfType(p->td, ty);
      LLVMValueRef x = iwidth == w ? idx : iwidth < w ? LLVMBuildSExt(p->b, idx, iw, "sunkaddr") : LLVMBuildTrunc(p->b, idx, iw, "sunkaddr");
      term = size == 1 ? x : LLVMBuildMul(p->b, x, LLVMConstInt(iw, size, 0), "sunkaddr");
    }
    if (LLVMIsAConstantInt(term) && LLVMConstIntGetZExtValue(term) == 0) continue;
    off = LLVMIsAConstantInt(off) && LLVMConstIntGetZExtValue(off) == 0 ? term : LLVMBuildAdd(p->b, off, term, "sunkaddr");
  }
  return off;
}

/* The chain of v outside bb as ptrtoint(root) + offsets, inttoptr, before `before`. */
static LLVMValueRef int_chain(cgp *p, LLVMValueRef v, LLVMBasicBlockRef bb, LLVMValueRef before) {
  LLVMValueRef links[17];
  int n = 0;
  LLVMValueRef root = v;
  while (n < 17 && chain_link(root) && LLVMGetInstructionParent(root) != bb) {
    links[n++] = root;
    root = LLVMGetOperand(root, 0);
  }
  if (n == 17) return NULL;
  unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(v));
  unsigned w = LLVMPointerSizeForAS(p->td, LLVMGetPointerAddressSpace(LLVMTypeOf(root))) * 8;
  for (int i = 0; i < n; i++) /* one address space and width throughout */
    if (LLVMGetInstructionOpcode(links[i]) != LLVMGetElementPtr) return NULL;
  LLVMPositionBuilderBefore(p->b, before);
  LLVMTypeRef iw = LLVMIntTypeInContext(p->ctx, w);
  LLVMValueRef x = LLVMBuildPtrToInt(p->b, root, iw, "sunkaddr");
  for (int i = n - 1; i >= 0; i--) {
    LLVMValueRef off = gep_offset(p, links[i], w);
    if (!LLVMIsAConstantInt(off) || LLVMConstIntGetZExtValue(off)) x = LLVMBuildAdd(p->b, x, off, "sunkaddr");
  }
  LLVMValueRef r = LLVMBuildIntToPtr(p->b, x, LLVMPointerTypeInContext(p->ctx, as), "");
  name_sunk(p, r);
  return r;
}

/* ---- 1 and 2: sinking ---- */

static bool sink_allowed(const ir_cfg *cfg, int def, int use) {
  int l = cfg->loop_of[use];
  return l < 0 || ir_loop_contains(cfg, l, def);
}

/* A copy costs nothing when what it copies folds into PTX's [reg+imm]: constant GEPs. */
static bool free_copy(LLVMValueRef v, LLVMBasicBlockRef bb) {
  for (int d = 0; chain_link(v) && LLVMGetInstructionParent(v) != bb; d++, v = LLVMGetOperand(v, 0)) {
    if (d > 16) return false;
    if (LLVMGetInstructionOpcode(v) != LLVMGetElementPtr) continue;
    for (int i = 1; i < LLVMGetNumOperands(v); i++)
      if (!LLVMIsAConstantInt(LLVMGetOperand(v, (unsigned)i))) return false;
  }
  return true;
}

/* Otherwise sinking must be a move: every use of the address is an access elsewhere
 * that may receive a copy, so the original dies. */
static bool all_uses_sink(const ir_cfg *cfg, LLVMValueRef addr, int def) {
  for (LLVMUseRef u = LLVMGetFirstUse(addr); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    ir_memkind k = ir_memkind_of(user);
    if ((k != IR_MEM_LOAD && k != IR_MEM_STORE && k != IR_MEM_RMW && k != IR_MEM_CMPXCHG) || ir_mem_pointer(user, 0) != addr)
      return false;
    if (LLVMGetInstructionOpcode(user) == LLVMStore && LLVMGetOperand(user, 0) == addr) return false; /* stored as a value */
    int b = ir_block_index(cfg, LLVMGetInstructionParent(user));
    if (b < 0 || b == def || !sink_allowed(cfg, def, b)) return false;
  }
  return true;
}

/* A phi of the sunk copies in every predecessor of bb, or NULL. */
static LLVMValueRef sunk_phi(cgp *p, const ir_cfg *cfg, LLVMValueRef addr, int blk) {
  int np = cfg->npred[blk];
  if (np < 2 || np > 16) return NULL;
  LLVMValueRef vals[16];
  LLVMBasicBlockRef from[16];
  for (int i = 0; i < np; i++) {
    from[i] = cfg->block[cfg->pred[blk][i]];
    if (!(vals[i] = cached(p, addr, from[i]))) return NULL;
  }
  LLVMBasicBlockRef bb = cfg->block[blk];
  LLVMPositionBuilderBefore(p->b, LLVMGetFirstInstruction(bb));
  LLVMValueRef phi = LLVMBuildPhi(p->b, LLVMTypeOf(addr), "sunk_phi");
  LLVMAddIncoming(phi, vals, from, (unsigned)np);
  return phi;
}

static int sink_addresses(cgp *p, LLVMValueRef fn) {
  ir_cfg *cfg = ir_cfg_build(fn);
  if (!cfg) return 0;
  int n = 0;
  for (int blk = 0; blk < cfg->n; blk++) {
    LLVMBasicBlockRef bb = cfg->block[blk];
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      ir_memkind k = ir_memkind_of(i);
      if (k != IR_MEM_LOAD && k != IR_MEM_STORE && k != IR_MEM_RMW && k != IR_MEM_CMPXCHG) continue;
      LLVMValueRef addr = ir_mem_pointer(i, 0);
      if (!chain_link(addr) || LLVMGetInstructionParent(addr) == bb) continue;
      int def = ir_block_index(cfg, LLVMGetInstructionParent(addr));
      if (def < 0 || !sink_allowed(cfg, def, blk)) continue;
      if (!free_copy(addr, bb) && !all_uses_sink(cfg, addr, def)) continue;
      LLVMValueRef copy = cached(p, addr, bb);
      if (!copy && knob(p->k, KNOB_ADDR_SINK_NEW_PHIS) && (copy = sunk_phi(p, cfg, addr, blk)))
        remark(p->r, "cgp", "@%s: sunk_phi merges the sunk copies of an address", p->fname), remark_cover(p->r, PC_CGP_SINK_PHI);
      if (!copy) {
        LLVMValueRef at = LLVMGetFirstInstruction(bb);
        while (LLVMGetInstructionOpcode(at) == LLVMPHI) at = LLVMGetNextInstruction(at);
        copy = knob(p->k, KNOB_ADDR_SINK_USING_GEP) ? clone_chain(p, addr, bb, at, 0) : int_chain(p, addr, bb, at);
        if (!copy) continue;
      }
      cache_put(p, addr, bb, copy);
      addr_set_pointer(i, copy);
      n++;
    }
  }
  ir_cfg_free(cfg);
  if (n) remark(p->r, "cgp", "@%s: %d addresses sunk next to their accesses", p->fname, n), remark_cover(p->r, PC_CGP_SINK);
  return n;
}

/* ---- 3: large offsets ---- */

static bool large(int64_t off) { return off < INT32_MIN || off > INT32_MAX; }

static bool large_member(addr_fn *a, const addr_member *m, void *env) {
  (void)a, (void)env;
  return large(m->s.off);
}

static int split_large_offsets(cgp *p, LLVMValueRef fn) {
  addr_fn *a = addr_open(fn);
  if (!a) return 0;
  addr_member *m;
  int n = addr_collect(a, false, large_member, NULL, &m), done = 0;
  addr_sort_groups(m, n);
  for (int i = 0; i < n;) {
    int j = addr_group_end(m, n, i);
    bool fits = !large(m[j - 1].s.off - m[i].s.off);
    if (j - i >= 2 && fits) {
      addr_group_opts o = {NULL, 0, false, NULL, "splitgep"};
      const char *how;
      int r = addr_rewrite_group(a, m, i, j, &o, &how);
      if (r) remark(p->r, "cgp", "@%s: %d accesses with offsets beyond 32 bits share a split base (%s)", p->fname, j - i, how);
      if (r) remark_cover(p->r, PC_CGP_SPLIT_BASE);
      done += r;
    }
    i = j;
  }
  free(m);
  addr_close(a);
  return done;
}

/* ---- 4: branches ---- */

static unsigned prof_kind(cgp *p) { return LLVMGetMDKindIDInContext(p->ctx, "prof", 4); }

/* Branch weights of a two-way branch. */
static bool weights(cgp *p, LLVMValueRef br, uint64_t w[2]) {
  LLVMValueRef md = LLVMGetMetadata(br, prof_kind(p));
  if (!md || LLVMGetMDNodeNumOperands(md) != 3) return false;
  LLVMValueRef ops[3];
  LLVMGetMDNodeOperands(md, ops);
  unsigned len;
  const char *s = LLVMGetMDString(ops[0], &len);
  if (!s || len != 14 || memcmp(s, "branch_weights", 14)) return false;
  for (int i = 0; i < 2; i++) {
    if (!ops[i + 1] || !LLVMIsAConstantInt(ops[i + 1])) return false;
    w[i] = LLVMConstIntGetZExtValue(ops[i + 1]);
  }
  return true;
}

static void set_weights(cgp *p, LLVMValueRef br, uint64_t t, uint64_t f) {
  while (t > UINT32_MAX || f > UINT32_MAX) t /= 2, f /= 2;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(p->ctx);
  LLVMMetadataRef ops[3] = {LLVMMDStringInContext2(p->ctx, "branch_weights", 14),
                            LLVMValueAsMetadata(LLVMConstInt(i32, t ? t : 1, 0)),
                            LLVMValueAsMetadata(LLVMConstInt(i32, f ? f : 1, 0))};
  LLVMSetMetadata(br, prof_kind(p), LLVMMetadataAsValue(p->ctx, LLVMMDNodeInContext2(p->ctx, ops, 3)));
}

/* Is c `a & b` / `a | b` (or the select forms), with *is_and, *x, *y? */
static bool logical(LLVMValueRef c, bool *is_and, LLVMValueRef *x, LLVMValueRef *y) {
  if (!LLVMIsAInstruction(c)) return false;
  LLVMOpcode op = LLVMGetInstructionOpcode(c);
  if (op == LLVMAnd || op == LLVMOr) {
    *is_and = op == LLVMAnd;
    *x = LLVMGetOperand(c, 0);
    *y = LLVMGetOperand(c, 1);
    return true;
  }
  if (op == LLVMSelect && LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMIntegerTypeKind) {
    LLVMValueRef t = LLVMGetOperand(c, 1), f = LLVMGetOperand(c, 2);
    if (LLVMIsAConstantInt(f) && LLVMConstIntGetZExtValue(f) == 0) { /* a ? b : false */
      *is_and = true;
      *x = LLVMGetOperand(c, 0);
      *y = t;
      return true;
    }
    if (LLVMIsAConstantInt(t) && LLVMConstIntGetZExtValue(t) == 1) { /* a ? true : b */
      *is_and = false;
      *x = LLVMGetOperand(c, 0);
      *y = f;
      return true;
    }
  }
  return false;
}

static void phi_add_same(LLVMBasicBlockRef bb, LLVMBasicBlockRef from, LLVMBasicBlockRef nw) {
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && LLVMGetInstructionOpcode(i) == LLVMPHI; i = LLVMGetNextInstruction(i)) {
    unsigned n = LLVMCountIncoming(i);
    for (unsigned q = 0; q < n; q++)
      if (LLVMGetIncomingBlock(i, q) == from) {
        LLVMValueRef v = LLVMGetIncomingValue(i, q);
        LLVMAddIncoming(i, &v, &nw, 1);
        break;
      }
  }
}

static char *block_name(LLVMBasicBlockRef bb, const char *suffix, char *buf, size_t n) {
  const char *nm = LLVMGetBasicBlockName(bb);
  snprintf(buf, n, "%.80s%s", nm && *nm ? nm : "bb", suffix);
  return buf;
}

static bool split_condition(cgp *p, LLVMBasicBlockRef bb) {
  LLVMValueRef br = LLVMGetBasicBlockTerminator(bb);
  if (!br || LLVMGetInstructionOpcode(br) != LLVMBr || !LLVMIsConditional(br)) return false;
  LLVMValueRef c = LLVMGetCondition(br), x, y;
  bool is_and;
  if (!logical(c, &is_and, &x, &y) || LLVMGetInstructionParent(c) != bb) return false;
  LLVMUseRef u = LLVMGetFirstUse(c);
  if (!u || LLVMGetNextUse(u)) return false;
  LLVMBasicBlockRef t = LLVMGetSuccessor(br, 0), f = LLVMGetSuccessor(br, 1);
  if (t == f) return false;
  uint64_t w[2];
  bool has_w = weights(p, br, w);
  char name[128];
  LLVMBasicBlockRef nb = LLVMInsertBasicBlockInContext(p->ctx, LLVMGetNextBasicBlock(bb) ? LLVMGetNextBasicBlock(bb) : NULL,
                                                       block_name(bb, ".cond.split", name, sizeof name));
  if (!LLVMGetNextBasicBlock(bb) || nb == NULL) return false;
  LLVMMoveBasicBlockAfter(nb, bb);
  /* and: bb: br x, nb, f; nb: br y, t, f.   or: bb: br x, t, nb; nb: br y, t, f */
  LLVMPositionBuilderAtEnd(p->b, nb);
  LLVMValueRef br2 = LLVMBuildCondBr(p->b, y, t, f);
  LLVMPositionBuilderBefore(p->b, br);
  LLVMValueRef br1 = is_and ? LLVMBuildCondBr(p->b, x, nb, f) : LLVMBuildCondBr(p->b, x, t, nb);
  LLVMInstructionEraseFromParent(br);
  LLVMInstructionEraseFromParent(c);
  /* the successor reached only through nb now sees it instead of bb; the other one sees
   * both */
  LLVMBasicBlockRef moved = is_and ? t : f, both = is_and ? f : t;
  ir_phi_replace_block(moved, bb, nb);
  phi_add_same(both, bb, nb);
  if (has_w) { /* LLVM: the first branch's weights are halved on the side the second shares */
    if (is_and) {
      set_weights(p, br1, w[0] + w[1] / 2, w[1] / 2);
      set_weights(p, br2, w[0], w[1] / 2);
    } else {
      set_weights(p, br1, w[0] / 2, w[0] / 2 + w[1]);
      set_weights(p, br2, w[0] / 2, w[1]);
    }
  }
  remark(p->r, "cgp", "@%s: branch on %s split into %s", p->fname, is_and ? "and" : "or", name);
  remark_cover(p->r, is_and ? PC_CGP_SPLIT_AND : PC_CGP_SPLIT_OR);
  return true;
}

static bool pure(LLVMValueRef i) {
  if (LLVMIsATerminatorInst(i) || LLVMGetInstructionOpcode(i) == LLVMPHI) return false;
  if (LLVMIsABinaryOperator(i) || LLVMIsACastInst(i) || LLVMIsAGetElementPtrInst(i) || LLVMIsAICmpInst(i)) {
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    return op != LLVMUDiv && op != LLVMSDiv && op != LLVMURem && op != LLVMSRem;
  }
  return false;
}

/* Moves into nb the pure instructions of bb whose every use is dominated by nb. */
static int sink_cold(cgp *p, LLVMValueRef fn, LLVMBasicBlockRef bb, LLVMBasicBlockRef nb) {
  (void)p;
  ir_cfg *cfg = ir_cfg_build(fn);
  int nbi = ir_block_index(cfg, nb), moved = 0;
  LLVMValueRef at = LLVMGetFirstInstruction(nb);
  for (LLVMValueRef i = LLVMGetBasicBlockTerminator(bb), prev; i; i = prev) {
    prev = LLVMGetPreviousInstruction(i);
    if (!pure(i) || !LLVMGetFirstUse(i)) continue;
    bool cold = true;
    for (LLVMUseRef u = LLVMGetFirstUse(i); u && cold; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      LLVMBasicBlockRef ub = LLVMGetInstructionParent(user);
      if (LLVMGetInstructionOpcode(user) == LLVMPHI) { /* used on the edge from the phi's predecessor */
        unsigned n = LLVMCountIncoming(user);
        for (unsigned q = 0; q < n && cold; q++)
          if (LLVMGetIncomingValue(user, q) == i) {
            int pb = ir_block_index(cfg, LLVMGetIncomingBlock(user, q));
            cold = pb >= 0 && ir_dominates(cfg, nbi, pb);
          }
        continue;
      }
      int b = ir_block_index(cfg, ub);
      cold = b >= 0 && ir_dominates(cfg, nbi, b);
    }
    if (!cold) continue;
    size_t len;
    const char *nm = LLVMGetValueName2(i, &len);
    char name[128];
    snprintf(name, sizeof name, "%.*s", (int)(len < 120 ? len : 120), nm);
    LLVMInstructionRemoveFromParent(i);
    LLVMPositionBuilderBefore(p->b, at);
    LLVMInsertIntoBuilderWithName(p->b, i, name);
    at = i;
    moved++;
  }
  ir_cfg_free(cfg);
  return moved;
}

static bool split_unlikely(cgp *p, LLVMValueRef fn, LLVMBasicBlockRef bb) {
  LLVMValueRef br = LLVMGetBasicBlockTerminator(bb);
  uint64_t w[2];
  if (!br || LLVMGetInstructionOpcode(br) != LLVMBr || !LLVMIsConditional(br) || !weights(p, br, w)) return false;
  uint64_t total = w[0] + w[1];
  for (int s = 0; s < 2; s++) {
    if (total == 0 || w[s] * 100 > total) continue;
    LLVMBasicBlockRef cold = LLVMGetSuccessor(br, (unsigned)s);
    if (cold == LLVMGetSuccessor(br, (unsigned)(1 - s))) continue;
    /* worth a block only if something moves into it */
    char name[128];
    LLVMBasicBlockRef nb = ir_split_edge(bb, cold, block_name(cold, ".unlikely", name, sizeof name));
    int moved = sink_cold(p, fn, bb, nb);
    if (!moved) {
      /* undo: the edge goes straight to cold again */
      LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
      for (unsigned q = 0; q < LLVMGetNumSuccessors(t); q++)
        if (LLVMGetSuccessor(t, q) == nb) LLVMSetSuccessor(t, q, cold);
      ir_phi_replace_block(cold, nb, bb);
      LLVMDeleteBasicBlock(nb);
      continue;
    }
    remark(p->r, "cgp", "@%s: %d instructions moved off the hot path into %s", p->fname, moved, name);
    remark_cover(p->r, PC_CGP_COLD);
    return true;
  }
  return false;
}

static int branch_opts(cgp *p, LLVMValueRef fn) {
  int n = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) n += split_condition(p, bb);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) n += split_unlikely(p, fn, bb);
  return n;
}

bool cgp_run(LLVMValueRef fn, const nvtv_knobs *k, nvtv_remarks *r) {
  if (LLVMCountBasicBlocks(fn) == 0) return false;
  char fname[128];
  remark_fn_name(fn, fname, sizeof fname);
  cgp p = {0};
  p.k = k;
  p.r = r;
  p.fname = fname;
  p.mod = LLVMGetGlobalParent(fn);
  p.ctx = LLVMGetModuleContext(p.mod);
  p.td = LLVMGetModuleDataLayout(p.mod);
  p.b = LLVMCreateBuilderInContext(p.ctx);
  int changed = 0;
  if (knob(k, KNOB_CGP_SPLIT_LARGE_OFFSET_GEP)) changed += split_large_offsets(&p, fn);
  changed += sink_addresses(&p, fn);
  /* after sinking: addresses already sit in their blocks, what is left for a cold block
   * is values */
  if (!knob(k, KNOB_DISABLE_CGP_BRANCH_OPTS)) changed += branch_opts(&p, fn);
  if (changed) addr_delete_dead(fn);
  LLVMDisposeBuilder(p.b);
  free(p.cache);
  return changed > 0;
}
