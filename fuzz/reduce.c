/* The reducer: delta debugging to a smaller kernel with the same finding signature.
 *
 * Over the spec first, when the kernel came from the generator: statements (with their
 * subtrees) are left out, bigger subtrees first, then indices are simplified (coefficients
 * to 0 or 1, constants to 0, the plainest form).  Then over the IR: chunks of instructions
 * are deleted (their uses replaced by zero of their type), largest chunks first, halving
 * down to single instructions; an instruction is replaced by one of its operands, by an
 * identical instruction before it, or by a function argument of its type (so that
 * `ctaid.x * ntid.x` can become `%n`); conditional branches become unconditional (the dead
 * side and its phi entries go); a block's terminator becomes a return (what is then
 * unreachable goes); straight-line blocks merge; operands become constants.  A candidate is kept when it still passes
 * the IR verifier and orc_interesting() says it still gives the signature.  Every round
 * restarts from the top while something changed, until a fixed point or the budget: the
 * time limit scaled by the kernel's size (red_budget_s), so that a large kernel is not left
 * half reduced when another process shares the cores.
 */
#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

/* The reducer's budget is CPU time, its own and its finished children's (pipelines run in
 * children): a loaded machine slows a reduction down but does not cut it short. */
static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  struct rusage ch;
  getrusage(RUSAGE_CHILDREN, &ch);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6 + (double)ch.ru_utime.tv_sec * 1e3 + ch.ru_utime.tv_usec / 1e3 +
         (double)ch.ru_stime.tv_sec * 1e3 + ch.ru_stime.tv_usec / 1e3;
}

typedef struct red {
  const orc_config *c;
  LLVMContextRef ctx;
  const char *sig;
  double deadline;
  red_stats *st;
} red;

static bool out_of_time(const red *r) { return (r->c->stop && *r->c->stop) || now_ms() > r->deadline; }

static bool test(red *r, LLVMModuleRef m) {
  char err[512];
  if (!ir_verify(m, err, sizeof err)) return false;
  r->st->tests++;
  return orc_interesting(r->c, m, r->sig);
}

/* Keep candidate c in place of *m when it is still interesting (cond false: not even tried);
 * otherwise dispose of it. */
static bool adopt(red *r, LLVMModuleRef *m, LLVMModuleRef c, bool cond) {
  if (cond && test(r, c)) {
    LLVMDisposeModule(*m);
    *m = c;
    r->st->kept++;
    if (r->c->progress)
      fprintf(stderr, "\r\033[Knvtv reduce: %d -> %d instructions, %d tests", r->st->before, red_count_insts(*m),
              r->st->tests);
    return true;
  }
  LLVMDisposeModule(c);
  return false;
}

int red_count_insts(LLVMModuleRef m) {
  int n = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) n++;
  return n;
}

/* ---- the spec ---- */

static LLVMModuleRef emit(red *r, const gen_spec *s) {
  char *text = gen_emit(s);
  char err[512];
  LLVMModuleRef m = ir_parse_string(r->ctx, text, "reduce", err, sizeof err);
  free(text);
  return m;
}

static bool spec_test(red *r, const gen_spec *s) {
  LLVMModuleRef m = emit(r, s);
  if (!m) return false;
  bool ok = test(r, m);
  LLVMDisposeModule(m);
  return ok;
}

static int subtree_end(const gen_spec *s, int i) {
  int end = i + 1, pending = s->s[i].nkids[0] + s->s[i].nkids[1];
  while (pending > 0 && end < s->ns) {
    pending += s->s[end].nkids[0] + s->s[end].nkids[1] - 1;
    end++;
  }
  return end;
}

static bool reduce_spec(red *r, gen_spec *s) {
  bool any = false;
  for (bool changed = true; changed && !out_of_time(r);) {
    changed = false;
    /* statements, outermost (biggest subtrees) first */
    for (int i = 0; i < s->ns && !out_of_time(r); i++) {
      if (s->off[i]) continue;
      s->off[i] = 1;
      if (spec_test(r, s)) {
        changed = any = true;
        r->st->kept++;
      } else {
        s->off[i] = 0;
      }
    }
    /* indices */
    for (int i = 0; i < s->ns && !out_of_time(r); i++) {
      if (s->off[i] || s->s[i].kind != GS_ACCESS) continue;
      gen_index *ix = &s->s[i].idx;
      for (int a = 0; a < GA_NATOMS && !out_of_time(r); a++) {
        if (!ix->c[a]) continue;
        int8_t old = ix->c[a];
        int8_t tries[2] = {0, 1};
        for (int t = 0; t < 2; t++) {
          if (tries[t] == old) break;
          ix->c[a] = tries[t];
          if (spec_test(r, s)) {
            changed = any = true;
            r->st->kept++;
            break;
          }
          ix->c[a] = old;
        }
      }
      if (ix->k && !out_of_time(r)) {
        int16_t old = ix->k;
        ix->k = 0;
        if (spec_test(r, s)) changed = any = true;
        else ix->k = old;
      }
      if (ix->form && !out_of_time(r)) {
        uint8_t old = ix->form;
        ix->form = 0;
        if (spec_test(r, s)) changed = any = true;
        else ix->form = old;
      }
    }
  }
  (void)subtree_end;
  return any;
}

/* ---- the IR ---- */

/* the n-th instruction of m (in function, block, instruction order) */
static LLVMValueRef nth_inst(LLVMModuleRef m, int n) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        if (n-- == 0) return i;
  return NULL;
}

static bool deletable(LLVMValueRef i) {
  if (LLVMIsATerminatorInst(i)) return false;
  LLVMTypeRef t = LLVMTypeOf(i);
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMVoidTypeKind || k == LLVMIntegerTypeKind || k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind ||
         k == LLVMPointerTypeKind || k == LLVMHalfTypeKind;
}

static void delete_inst(LLVMValueRef i) {
  LLVMTypeRef t = LLVMTypeOf(i);
  if (LLVMGetTypeKind(t) != LLVMVoidTypeKind) LLVMReplaceAllUsesWith(i, LLVMConstNull(t));
  LLVMInstructionEraseFromParent(i);
}

/* Deletes instructions [from, to) of a clone of *m (the deletable ones); keeps the clone if
 * it is still interesting. */
static bool try_delete(red *r, LLVMModuleRef *m, const int *idx, int from, int to) {
  LLVMModuleRef c = ir_clone(*m);
  LLVMValueRef *victims = malloc((size_t)(to - from) * sizeof *victims);
  if (!victims) ir_oom();
  int nv = 0;
  for (int k = from; k < to; k++) {
    LLVMValueRef i = nth_inst(c, idx[k]);
    if (i && deletable(i)) victims[nv++] = i;
  }
  for (int k = nv - 1; k >= 0; k--) delete_inst(victims[k]); /* later ones first */
  free(victims);
  return adopt(r, m, c, nv);
}

/* The k-th instruction of a clone replaced by one of its operands of the same type, by an
 * identical instruction before it in its block, or by an argument of its function of the
 * same type (llvm-reduce's operands-to-args: `mul %ctaid, %ntid` becomes `%n`). */
static bool try_forward(red *r, LLVMModuleRef *m, int k) {
  LLVMValueRef i = nth_inst(*m, k);
  if (!i || !deletable(i) || LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVoidTypeKind) return false;
  int nops = LLVMGetNumOperands(i);
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(i));
  int nparams = (int)LLVMCountParams(fn);
  for (int o = -1; o < nops + nparams; o++) {
    LLVMValueRef with = NULL;
    if (o >= nops) {
      if (LLVMTypeOf(LLVMGetParam(fn, (unsigned)(o - nops))) != LLVMTypeOf(i)) continue;
    } else if (o < 0) { /* an identical instruction earlier in the block */
      for (LLVMValueRef p = LLVMGetPreviousInstruction(i); p && !with; p = LLVMGetPreviousInstruction(p)) {
        if (LLVMGetInstructionOpcode(p) != LLVMGetInstructionOpcode(i) || LLVMTypeOf(p) != LLVMTypeOf(i) ||
            LLVMGetNumOperands(p) != nops || LLVMIsACallInst(p) || LLVMIsALoadInst(p))
          continue;
        bool same = true;
        for (int q = 0; q < nops && same; q++) same = LLVMGetOperand(p, (unsigned)q) == LLVMGetOperand(i, (unsigned)q);
        if (same) with = p;
      }
      if (!with) continue;
    } else {
      LLVMValueRef op = LLVMGetOperand(i, (unsigned)o);
      if (LLVMTypeOf(op) != LLVMTypeOf(i) || LLVMIsABasicBlock(op)) continue;
    }
    LLVMModuleRef c = ir_clone(*m);
    LLVMValueRef ci = nth_inst(c, k);
    LLVMValueRef rep = o < 0 ? NULL
                       : o >= nops ? LLVMGetParam(LLVMGetBasicBlockParent(LLVMGetInstructionParent(ci)), (unsigned)(o - nops))
                                   : LLVMGetOperand(ci, (unsigned)o);
    if (o < 0) { /* find the clone's twin of `with` by position */
      int pos = 0;
      for (LLVMValueRef p = LLVMGetFirstInstruction(LLVMGetInstructionParent(i)); p && p != with; p = LLVMGetNextInstruction(p)) pos++;
      rep = LLVMGetFirstInstruction(LLVMGetInstructionParent(ci));
      while (pos-- > 0) rep = LLVMGetNextInstruction(rep);
    }
    LLVMReplaceAllUsesWith(ci, rep);
    LLVMInstructionEraseFromParent(ci);
    if (adopt(r, m, c, true)) return true;
  }
  return false;
}

static bool reduce_forward(red *r, LLVMModuleRef *m) {
  bool any = false;
  for (int k = red_count_insts(*m) - 1; k >= 0 && !out_of_time(r); k--)
    if (try_forward(r, m, k)) any = true;
  return any;
}

static bool reduce_insts(red *r, LLVMModuleRef *m) {
  bool any = false;
  for (bool changed = true; changed && !out_of_time(r);) {
    changed = false;
    int n = red_count_insts(*m);
    int *idx = malloc((size_t)(n + 1) * sizeof *idx), nd = 0;
    if (!idx) ir_oom();
    for (int k = 0; k < n; k++)
      if (deletable(nth_inst(*m, k))) idx[nd++] = k;
    for (int chunk = nd; chunk >= 1 && !changed && !out_of_time(r); chunk /= 2)
      for (int from = nd - chunk; from >= 0 && !out_of_time(r); from -= chunk)
        if (try_delete(r, m, idx, from, from + chunk)) {
          changed = any = true;
          break; /* indices moved: start over */
        }
    free(idx);
  }
  return any;
}

/* phi: drop the entry for block `from` (rebuilt: the C API cannot remove incoming values) */
static void phi_drop(LLVMValueRef phi, LLVMBasicBlockRef from) {
  unsigned n = LLVMCountIncoming(phi);
  LLVMValueRef vals[64];
  LLVMBasicBlockRef blocks[64];
  unsigned k = 0;
  for (unsigned q = 0; q < n && k < 64; q++)
    if (LLVMGetIncomingBlock(phi, q) != from) {
      vals[k] = LLVMGetIncomingValue(phi, q);
      blocks[k++] = LLVMGetIncomingBlock(phi, q);
    }
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(phi)));
  LLVMPositionBuilderBefore(b, phi);
  LLVMValueRef np = LLVMBuildPhi(b, LLVMTypeOf(phi), "");
  if (k) LLVMAddIncoming(np, vals, blocks, k);
  LLVMReplaceAllUsesWith(phi, k ? np : LLVMConstNull(LLVMTypeOf(phi)));
  size_t len;
  const char *name = LLVMGetValueName2(phi, &len);
  char buf[128];
  snprintf(buf, sizeof buf, "%.*s", (int)(len < 120 ? len : 120), name);
  LLVMInstructionEraseFromParent(phi);
  if (k) LLVMSetValueName2(np, buf, strlen(buf));
  else LLVMInstructionEraseFromParent(np);
  LLVMDisposeBuilder(b);
}

static void drop_edge_phis(LLVMBasicBlockRef to, LLVMBasicBlockRef from) {
  for (LLVMValueRef i = LLVMGetFirstInstruction(to), next; i && LLVMGetInstructionOpcode(i) == LLVMPHI; i = next) {
    next = LLVMGetNextInstruction(i);
    phi_drop(i, from);
  }
}

/* Removes blocks no longer reachable from the entry: all at once, after cutting every
 * reference between them (deleting one while another dead block still branches to it would
 * leave that branch pointing at freed memory). */
static void drop_unreachable(LLVMValueRef f) {
  ir_cfg *cfg = ir_cfg_build(f);
  ir_vec dead = {0};
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
    if (ir_block_index(cfg, b) < 0) ir_vec_push(&dead, b);
  for (int d = 0; d < dead.n; d++) { /* live successors forget the edge */
    LLVMBasicBlockRef b = dead.v[d];
    LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
    for (unsigned s = 0; t && s < LLVMGetNumSuccessors(t); s++)
      if (ir_block_index(cfg, LLVMGetSuccessor(t, s)) >= 0) drop_edge_phis(LLVMGetSuccessor(t, s), b);
  }
  ir_cfg_free(cfg);
  for (int d = 0; d < dead.n; d++) /* their values' remaining uses are unreachable ones */
    for (LLVMValueRef i = LLVMGetFirstInstruction(dead.v[d]); i; i = LLVMGetNextInstruction(i))
      if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind) LLVMReplaceAllUsesWith(i, LLVMGetUndef(LLVMTypeOf(i)));
  for (int d = 0; d < dead.n; d++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(dead.v[d]);
    if (t) LLVMInstructionEraseFromParent(t);
  }
  for (int d = 0; d < dead.n; d++) LLVMDeleteBasicBlock(dead.v[d]);
  ir_vec_free(&dead);
}

/* The n-th terminator of module c that is a conditional branch or switch (branching) or
 * anything but a return (!branching), with its function; NULL when there are fewer. */
static LLVMValueRef nth_terminator(LLVMModuleRef c, int n, bool branching, LLVMValueRef *fn) {
  int seen = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(c); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b)) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
      if (!t) continue;
      bool ok = branching ? LLVMGetNumSuccessors(t) > 1 : LLVMGetInstructionOpcode(t) != LLVMRet;
      if (ok && seen++ == n) {
        *fn = f;
        return t;
      }
    }
  return NULL;
}

/* The n-th conditional branch or switch of a clone becomes `br label %succ(which)`. */
static bool try_branch(red *r, LLVMModuleRef *m, int n, unsigned which) {
  LLVMModuleRef c = ir_clone(*m);
  LLVMValueRef fn = NULL, br = nth_terminator(c, n, true, &fn);
  if (!br || which >= LLVMGetNumSuccessors(br)) {
    LLVMDisposeModule(c);
    return false;
  }
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(br), keep = LLVMGetSuccessor(br, which);
  for (unsigned s = 0; s < LLVMGetNumSuccessors(br); s++) {
    LLVMBasicBlockRef to = LLVMGetSuccessor(br, s);
    if (to != keep) drop_edge_phis(to, bb);
  }
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(c));
  LLVMPositionBuilderBefore(b, br);
  LLVMBuildBr(b, keep);
  LLVMDisposeBuilder(b);
  LLVMInstructionEraseFromParent(br);
  /* a phi in keep may now list bb more than once (switch cases): keep one entry */
  for (LLVMValueRef i = LLVMGetFirstInstruction(keep), next; i && LLVMGetInstructionOpcode(i) == LLVMPHI; i = next) {
    next = LLVMGetNextInstruction(i);
    unsigned cnt = 0, nin = LLVMCountIncoming(i);
    LLVMValueRef v = NULL;
    for (unsigned q = 0; q < nin; q++)
      if (LLVMGetIncomingBlock(i, q) == bb) cnt++, v = v ? v : LLVMGetIncomingValue(i, q);
    if (cnt > 1) {
      phi_drop(i, bb);
      /* phi_drop rebuilt it without bb: add the one entry back */
      LLVMValueRef np = next ? LLVMGetPreviousInstruction(next) : LLVMGetLastInstruction(keep);
      while (np && LLVMGetInstructionOpcode(np) != LLVMPHI) np = LLVMGetPreviousInstruction(np);
      if (np) LLVMAddIncoming(np, &v, &bb, 1);
    }
  }
  drop_unreachable(fn);
  return adopt(r, m, c, true);
}

static bool reduce_branches(red *r, LLVMModuleRef *m) {
  bool any = false;
  for (bool changed = true; changed && !out_of_time(r);) {
    changed = false;
    for (int n = 0; n < 64 && !changed && !out_of_time(r); n++)
      for (unsigned w = 0; w < 4 && !changed && !out_of_time(r); w++)
        if (try_branch(r, m, n, w)) changed = any = true;
  }
  return any;
}

/* The n-th block's terminator (not a return) of a clone becomes a return (of zero), and
 * what is no longer reachable goes: loop tails, infinite loops, the rest of a kernel. */
static bool try_return(red *r, LLVMModuleRef *m, int n) {
  LLVMModuleRef c = ir_clone(*m);
  LLVMValueRef fn = NULL, t = nth_terminator(c, n, false, &fn);
  if (!t) {
    LLVMDisposeModule(c);
    return false;
  }
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(t);
  for (unsigned s = 0; s < LLVMGetNumSuccessors(t); s++) drop_edge_phis(LLVMGetSuccessor(t, s), bb);
  LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(c));
  LLVMPositionBuilderBefore(b, t);
  if (LLVMGetTypeKind(rt) == LLVMVoidTypeKind) LLVMBuildRetVoid(b);
  else LLVMBuildRet(b, LLVMConstNull(rt));
  LLVMDisposeBuilder(b);
  LLVMInstructionEraseFromParent(t);
  drop_unreachable(fn);
  return adopt(r, m, c, true);
}

static int count_preds(LLVMValueRef f, LLVMBasicBlockRef to) {
  int n = 0;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
    for (unsigned s = 0; t && s < LLVMGetNumSuccessors(t); s++) n += LLVMGetSuccessor(t, s) == to;
  }
  return n;
}

/* Straight-line blocks into one: a block whose only predecessor ends in `br label` to it
 * joins that predecessor (its one-entry phis become their values).  only < 0 merges every
 * such pair, else only the only-th.  Returns the number of blocks merged. */
int red_merge_blocks(LLVMValueRef f, int only) {
  int merged = 0, seen = 0;
  LLVMBuilderRef bld = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(f)));
  for (bool again = true; again;) {
    again = false;
    for (LLVMBasicBlockRef p = LLVMGetFirstBasicBlock(f); p && !again; p = LLVMGetNextBasicBlock(p)) {
      LLVMValueRef br = LLVMGetBasicBlockTerminator(p);
      if (!br || LLVMGetInstructionOpcode(br) != LLVMBr || LLVMIsConditional(br)) continue;
      LLVMBasicBlockRef b = LLVMGetSuccessor(br, 0);
      if (b == p || b == LLVMGetEntryBasicBlock(f) || count_preds(f, b) != 1) continue;
      if (only >= 0 && seen++ != only) continue;
      for (LLVMValueRef i = LLVMGetFirstInstruction(b), next; i && LLVMGetInstructionOpcode(i) == LLVMPHI; i = next) {
        next = LLVMGetNextInstruction(i);
        LLVMReplaceAllUsesWith(i, LLVMGetIncomingValue(i, 0));
        LLVMInstructionEraseFromParent(i);
      }
      LLVMInstructionEraseFromParent(br);
      /* b's successors' phis name b: they now come from p.  A block's RAUW updates the phis
       * of its successors, found through its terminator: so before that moves. */
      LLVMReplaceAllUsesWith(LLVMBasicBlockAsValue(b), LLVMBasicBlockAsValue(p));
      for (LLVMValueRef i = LLVMGetFirstInstruction(b), next; i; i = next) {
        next = LLVMGetNextInstruction(i);
        size_t len;
        const char *nm = LLVMGetValueName2(i, &len);
        char name[128];
        snprintf(name, sizeof name, "%.*s", (int)(len < 120 ? len : 120), nm);
        LLVMInstructionRemoveFromParent(i);
        LLVMPositionBuilderAtEnd(bld, p);
        LLVMInsertIntoBuilderWithName(bld, i, name);
      }
      LLVMDeleteBasicBlock(b);
      merged++;
      again = only < 0;
    }
  }
  LLVMDisposeBuilder(bld);
  return merged;
}

/* Merges (every pair when only < 0, else the only-th) in a clone; keeps it if interesting. */
static bool try_merge(red *r, LLVMModuleRef *m, int only, bool *none) {
  LLVMModuleRef c = ir_clone(*m);
  int merged = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(c); f && !merged; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f)) merged += red_merge_blocks(f, only);
  *none = !merged;
  return adopt(r, m, c, merged);
}

static bool reduce_cfg(red *r, LLVMModuleRef *m) {
  bool any = false;
  for (int n = 0; n < 256 && !out_of_time(r); n++)
    if (try_return(r, m, n)) any = true, n--; /* the next one has this number now */
  bool none;
  if (try_merge(r, m, -1, &none)) return true; /* all at once */
  for (int k = 0; !none && k < 256 && !out_of_time(r);) /* else one pair at a time */
    if (try_merge(r, m, k, &none)) any = true;
    else k++;
  return any;
}

/* Operands to constants: an integer operand of the n-th instruction becomes 0. */
static bool reduce_operands(red *r, LLVMModuleRef *m) {
  bool any = false;
  int n = red_count_insts(*m);
  for (int k = 0; k < n && !out_of_time(r); k++) {
    LLVMValueRef i = nth_inst(*m, k);
    if (!i || LLVMGetInstructionOpcode(i) == LLVMPHI || LLVMIsATerminatorInst(i) || LLVMIsACallInst(i)) continue;
    int nops = LLVMGetNumOperands(i);
    for (int o = 0; o < nops && !out_of_time(r); o++) {
      LLVMValueRef op = LLVMGetOperand(i, (unsigned)o);
      if (LLVMIsAConstant(op) || LLVMGetTypeKind(LLVMTypeOf(op)) != LLVMIntegerTypeKind) continue;
      if (LLVMIsAGetElementPtrInst(i) && o > 0 && LLVMGetTypeKind(LLVMGetGEPSourceElementType(i)) == LLVMStructTypeKind)
        continue;
      LLVMModuleRef c = ir_clone(*m);
      LLVMValueRef ci = nth_inst(c, k);
      LLVMSetOperand(ci, (unsigned)o, LLVMConstNull(LLVMTypeOf(op)));
      if (adopt(r, m, c, true)) {
        any = true;
        i = nth_inst(*m, k); /* the old module is gone */
      }
    }
  }
  return any;
}

static bool has_poison_flags(LLVMValueRef v) {
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: return LLVMGetNSW(v) || LLVMGetNUW(v);
  case LLVMGetElementPtr: return LLVMGEPGetNoWrapFlags(v) != 0;
  case LLVMLShr: case LLVMAShr: case LLVMUDiv: case LLVMSDiv: return LLVMGetExact(v);
  case LLVMOr: return LLVMGetIsDisjoint(v);
  case LLVMZExt: return LLVMGetNNeg(v);
  default: return false;
  }
}

/* Flags off (llvm-reduce's flags pass): the n-th instruction's nsw/nuw/inbounds/exact/
 * disjoint/nneg go, when the finding stays.  Fewer facts often let forwarding go further: an
 * `add nsw` under an inbounds GEP that the solver needs to reason about. */
static bool reduce_flags(red *r, LLVMModuleRef *m) {
  bool any = false;
  int n = red_count_insts(*m);
  for (int k = 0; k < n && !out_of_time(r); k++) {
    LLVMValueRef i = nth_inst(*m, k);
    if (!i || !has_poison_flags(i)) continue;
    LLVMModuleRef c = ir_clone(*m);
    LLVMValueRef ci = nth_inst(c, k);
    addr_drop_poison_flags(ci);
    if (adopt(r, m, c, !has_poison_flags(ci))) any = true; /* a change, or no progress */
  }
  return any;
}

/* dead pure instructions left by the rounds */
static void sweep(LLVMModuleRef m) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f)) addr_delete_dead(f);
  for (LLVMValueRef g = LLVMGetFirstGlobal(m), next; g; g = next) { /* unused arrays */
    next = LLVMGetNextGlobal(g);
    if (!LLVMGetFirstUse(g) && LLVMGetLinkage(g) == LLVMInternalLinkage) LLVMDeleteGlobal(g);
  }
}

double red_budget_s(double base_s, int insts) {
  double scale = insts / 30.0;
  if (scale < 1) scale = 1;
  if (scale > RED_MAX_SCALE) scale = RED_MAX_SCALE;
  return base_s * scale;
}

LLVMModuleRef red_reduce(const orc_config *c, LLVMContextRef ctx, LLVMModuleRef m, gen_spec *spec, const char *sig,
                         double time_limit_s, red_stats *st) {
  double t0 = now_ms();
  memset(st, 0, sizeof *st);
  st->before = red_count_insts(m);
  red r = {c, ctx, sig, t0 + red_budget_s(time_limit_s, st->before) * 1e3, st};
  if (spec) {
    reduce_spec(&r, spec);
    LLVMModuleRef e = emit(&r, spec);
    if (e && test(&r, e)) {
      LLVMDisposeModule(m);
      m = e;
    } else if (e) {
      LLVMDisposeModule(e);
    }
  }
  for (bool changed = true; changed && !out_of_time(&r);) {
    changed = reduce_insts(&r, &m);
    changed |= reduce_forward(&r, &m);
    changed |= reduce_branches(&r, &m);
    changed |= reduce_cfg(&r, &m);
    changed |= reduce_operands(&r, &m);
    changed |= reduce_flags(&r, &m);
    LLVMModuleRef s = ir_clone(m);
    sweep(s);
    if (red_count_insts(s) < red_count_insts(m) && test(&r, s)) {
      LLVMDisposeModule(m);
      m = s;
      changed = true;
    } else {
      LLVMDisposeModule(s);
    }
  }
  st->after = red_count_insts(m);
  st->ms = now_ms() - t0;
  if (c->progress) fprintf(stderr, "\r\033[K");
  return m;
}
