/* Address refinement: the obligations of DESIGN.md for a pair of accesses, and for the
 * calls of a function pair.
 *
 * For a matched access m with pre = "src reaches m on defined branches and its address
 * and value are not poison" (plus: src takes no branch on poison in m's iteration):
 *   reach-lost    pre => tgt reaches m
 *   reach-added   tgt reaches m (and src has no UB) => src reaches m
 *   tgt-poison    pre => tgt's address/value are not poison, its branches are defined
 *   address       pre and tgt defined => addresses equal (generic space when they differ)
 *   value         pre and tgt defined => stored values (cmpxchg compare, lengths) equal
 * (A matched loop pair's obligations are loop.c's; how an obligation is discharged,
 * discharge.c's.)
 */
#include "oblig.h"

#include <stdlib.h>
#include <string.h>

/* ---- per-access checks ---- */

/* a copy (memcpy/memmove) of src of a constant length that is not volatile: its length */
int64_t verify_copy_len(const sym_access *a) {
  const char *n = a->kind == IR_MEM_INTRIN ? ir_callee_name(a->inst, NULL) : NULL;
  if (!n || a->npointers != 2 || (strncmp(n, "llvm.memcpy.", 12) && strncmp(n, "llvm.memmove.", 13))) return -1;
  LLVMValueRef vol = LLVMGetOperand(a->inst, 3);
  if (!a->len || a->len->op != SYM_CONST || a->len->imm > SPLIT_MAX_BYTES || !LLVMIsAConstantInt(vol) ||
      LLVMConstIntGetZExtValue(vol))
    return -1;
  return (int64_t)a->len->imm;
}

/* the memory a copy reads (sym_copy_source), which tgt's loads may read, or NULL */
sym_term *verify_split_source(vctx *v, sym_access *a) {
  sym_term *when;
  return verify_copy_len(a) >= 0 ? sym_copy_source(v->s.sf, a->inst, &when) : NULL;
}

/* A plain load: not volatile, not atomic. */
bool verify_plain_load(LLVMValueRef i) { return ir_is_plain_load(i); }

/* A plain store: not volatile, not atomic. */
bool verify_plain_store(LLVMValueRef i) {
  return LLVMGetInstructionOpcode(i) == LLVMStore && !LLVMGetVolatile(i) && LLVMGetOrdering(i) == LLVMAtomicOrderingNotAtomic;
}

static sym_term *poison_of(vctx *v, sym_access *a) {
  sym_ctx *c = v->c;
  sym_term *p = sym_false(c);
  for (int k = 0; k < a->npointers; k++) p = sym_or(c, p, sym_poison(c, a->addr[k]));
  if (a->value) p = sym_or(c, p, sym_poison(c, a->value));
  if (a->cmp) p = sym_or(c, p, sym_poison(c, a->cmp));
  if (a->len) p = sym_or(c, p, sym_poison(c, a->len));
  return p;
}

/* The integer operation an atomicrmw applies to the old value and its operand (xchg: the
 * operand alone, SYM_NOT here as a marker); false for nand, the float ones and the wrapping
 * increments. */
static bool rmw_sym_op(LLVMAtomicRMWBinOp op, sym_op *out) {
  static const struct { LLVMAtomicRMWBinOp op; sym_op s; } bin[] = {
      {LLVMAtomicRMWBinOpXchg, SYM_NOT}, {LLVMAtomicRMWBinOpAdd, SYM_ADD},   {LLVMAtomicRMWBinOpSub, SYM_SUB},
      {LLVMAtomicRMWBinOpAnd, SYM_AND},  {LLVMAtomicRMWBinOpOr, SYM_OR},     {LLVMAtomicRMWBinOpXor, SYM_XOR},
      {LLVMAtomicRMWBinOpMax, SYM_SMAX}, {LLVMAtomicRMWBinOpMin, SYM_SMIN},  {LLVMAtomicRMWBinOpUMax, SYM_UMAX},
      {LLVMAtomicRMWBinOpUMin, SYM_UMIN}};
  for (size_t i = 0; i < sizeof bin / sizeof *bin; i++)
    if (bin[i].op == op) {
      *out = bin[i].s;
      return true;
    }
  return false;
}

/* What an integer atomicrmw (rmw_sym_op) leaves in memory, from the old value and its operand. */
static sym_term *rmw_effect(sym_ctx *c, LLVMAtomicRMWBinOp op, sym_term *old, sym_term *val) {
  sym_op s = SYM_NOT;
  rmw_sym_op(op, &s);
  return s == SYM_NOT ? val : sym_bin(c, s, 0, old, val);
}

/* Did the atomicrmw's operation change, and is each one's effect an integer function?  Then
 * the value check compares the effects for every old value (instcombine makes `and p, 0` an
 * `xchg p, 0`, and any operation that leaves memory alone an `or p, 0`). */
static bool rmw_op_changed(sym_access *a, sym_access *b) {
  if (a->kind != IR_MEM_RMW || b->kind != IR_MEM_RMW) return false;
  LLVMAtomicRMWBinOp x = LLVMGetAtomicRMWBinOp(a->inst), y = LLVMGetAtomicRMWBinOp(b->inst);
  sym_op sx, sy;
  return x != y && rmw_sym_op(x, &sx) && rmw_sym_op(y, &sy);
}

static bool access_changed(vctx *v, sym_access *a, sym_access *b, char *why, size_t n) {
  if (a->kind != b->kind) {
    snprintf(why, n, "%s became %s", ir_memkind_name(a->kind), ir_memkind_name(b->kind));
    return true;
  }
  /* a lane of a widened store (merge.c) accesses its element type */
  LLVMTypeRef ta = ir_mem_type(a->inst), tb = b->lane_type && !b->nlanes ? b->lane_type : ir_mem_type(b->inst);
  if (ta && tb && !ir_same_type(ta, tb)) { /* (by structure: verify K K renames %struct.S to %struct.S.1) */
    char *x = LLVMPrintTypeToString(ta), *y = LLVMPrintTypeToString(tb);
    snprintf(why, n, "accessed type %s became %s", x, y);
    LLVMDisposeMessage(x);
    LLVMDisposeMessage(y);
    return true;
  }
  if (ir_is_plain_memop(a->inst) != ir_is_plain_memop(b->inst) ||
      (!ir_is_plain_memop(a->inst) && a->kind == IR_MEM_LOAD &&
       strcmp(ir_callee_name(a->inst, NULL), ir_callee_name(b->inst, NULL)))) {
    snprintf(why, n, "a %s became a %s", ir_is_plain_memop(a->inst) ? "load" : ir_callee_name(a->inst, NULL),
             ir_is_plain_memop(b->inst) ? "load" : ir_callee_name(b->inst, NULL));
    return true;
  }
  if (ir_is_plain_memop(a->inst)) {
    if (LLVMGetVolatile(a->inst) != LLVMGetVolatile(b->inst)) {
      snprintf(why, n, "volatile %s", LLVMGetVolatile(a->inst) ? "dropped" : "added");
      return true;
    }
    if (a->kind != IR_MEM_CMPXCHG && LLVMGetOrdering(a->inst) != LLVMGetOrdering(b->inst)) {
      snprintf(why, n, "atomic ordering changed");
      return true;
    }
  }
  if (a->kind == IR_MEM_RMW && LLVMGetAtomicRMWBinOp(a->inst) != LLVMGetAtomicRMWBinOp(b->inst) &&
      !rmw_op_changed(a, b)) {
    snprintf(why, n, "atomicrmw operation changed");
    return true;
  }
  if (a->kind == IR_MEM_CMPXCHG &&
      (LLVMGetCmpXchgSuccessOrdering(a->inst) != LLVMGetCmpXchgSuccessOrdering(b->inst) ||
       LLVMGetCmpXchgFailureOrdering(a->inst) != LLVMGetCmpXchgFailureOrdering(b->inst))) {
    snprintf(why, n, "cmpxchg ordering changed");
    return true;
  }
  if (a->kind == IR_MEM_SYNC || a->kind == IR_MEM_INTRIN) {
    const char *x = ir_callee_name(a->inst, NULL), *y = ir_callee_name(b->inst, NULL);
    if ((x || y) && (!x || !y || strcmp(x, y))) {
      snprintf(why, n, "%s became %s", x ? x : "fence", y ? y : "fence");
      return true;
    }
  }
  if (a->npointers != b->npointers) {
    snprintf(why, n, "pointer operands changed");
    return true;
  }
  (void)v;
  return false;
}

static bool loop_fact_unknown(vctx *v, sym_term *t) {
  ir_vec leaves = {0};
  sym_collect_leaves(t, &leaves);
  bool r = false;
  for (int i = 0; i < leaves.n && !r; i++) {
    sym_term *l = leaves.v[i];
    if ((l->op == SYM_HR || l->op == SYM_TERM || l->op == SYM_EXITK || l->op == SYM_K) &&
        l->imm < (uint64_t)v->ngid && (v->gstat[l->imm] == V_UNKNOWN))
      r = true;
  }
  ir_vec_free(&leaves);
  return r;
}

static sym_term *cmp_addr(vctx *v, sym_access *a, sym_access *b, int k, sym_term **sa, sym_term **sb) {
  bool same_space = a->aspace[k] == b->aspace[k];
  *sa = same_space ? a->addr[k] : a->gaddr[k];
  *sb = same_space ? b->addr[k] : b->gaddr[k];
  return sym_icmp(v->c, LLVMIntEQ, *sb, *sa);
}

sym_term *verify_access_outside(vctx *v, sym_access *a) {
  if (a->kind == IR_MEM_INTRIN) { /* a memcpy, memmove or memset of a constant length */
    sym_ctx *c = v->c;
    if (!a->npointers || !a->len || a->len->op != SYM_CONST || !a->len->imm) return sym_false(c);
    uint64_t n = a->len->imm;
    sym_term *r = sym_access_outside(c, a->addr[0], n), *when, *from;
    /* a copy's source; one that chooses between a local and memory (`cond ? in[i] : zero`)
     * reads memory only where it chooses it */
    if (a->npointers > 1 && (from = sym_copy_source(v->s.sf, a->inst, &when)))
      r = sym_or(c, r, sym_and(c, when, sym_access_outside(c, from, n)));
    else if (a->npointers > 1)
      r = sym_or(c, r, sym_access_outside(c, a->addr[1], n));
    return r;
  }
  LLVMTypeRef ty = ir_mem_type(a->inst);
  if (!a->npointers || !ty || !LLVMTypeIsSized(ty)) return sym_false(v->c);
  return sym_access_outside(v->c, a->addr[0], LLVMStoreSizeOfType(v->s.sf->td, ty));
}

sym_term * verify_address_poison(vctx *v, sym_access *a) {
  sym_term *p = sym_false(v->c);
  for (int k = 0; k < a->npointers; k++) p = sym_or(v->c, p, sym_poison(v->c, a->addr[k]));
  return p;
}

/* Does nothing between x and y (same block, x first) possibly stop the thread or never
 * return?  Calls other than intrinsics that always return may. */
static bool straight_between(LLVMValueRef x, LLVMValueRef y) {
  for (LLVMValueRef i = LLVMGetNextInstruction(x); i && i != y; i = LLVMGetNextInstruction(i)) {
    if (LLVMGetInstructionOpcode(i) != LLVMCall) continue;
    const char *n = ir_callee_name(i, NULL);
    if (!n || strncmp(n, "llvm.", 5) || !strcmp(n, "llvm.trap") || !strcmp(n, "llvm.nvvm.exit") ||
        !strcmp(n, "llvm.nvvm.trap"))
      return false;
  }
  return true;
}

/* Executing an access at a poison address is UB.  Src accesses that dominate this one, in
 * the same iteration of the same or an enclosing loop, were executed first, and those later
 * in the same block will be (nothing in between can stop the thread): either their
 * addresses are not poison, or src is UB and anything goes. */
bool verify_contains_term(sym_term *t, sym_term *sub, int depth) {
  if (t == sub) return true;
  if (depth > 24) return false;
  for (int i = 0; i < t->nops; i++)
    if (verify_contains_term(t->ops[i], sub, depth + 1)) return true;
  return false;
}

static sym_term *dominating_facts(vctx *v, sym_access *a, sym_access *b) {
  sym_ctx *c = v->c;
  ir_cfg *cfg = v->s.cfg;
  sym_term *r = sym_true(c);
  int used = 0;
  /* what src's other accesses in a's iteration say (each is defined where it runs): first
   * the accesses whose address tgt's computes from (a rewrite that derives from another
   * access's address relies on that access having run), then those to a's object, then the
   * others; in each, the ones before a (nearest first), then the later ones */
  const sym_access *me = verify_access_of(&v->s, a->inst); /* (a may be a copy at an iteration) */
  if (!me) return r;
  int self = (int)(me - v->s.sf->acc), n = v->s.sf->naccess;
  sym_term *root = a->npointers ? sym_root_of(a->addr[0]) : NULL;
  bool *taken = calloc((size_t)n + 1, sizeof *taken);
  unsigned char *used_addr = calloc((size_t)n + 1, sizeof *used_addr);
  if (!taken || !used_addr) ir_oom();
  for (int step = 0; step < 6 * n && used < 24; step++) {
    int pass = step / (2 * n), s2 = step % (2 * n);
    int i = s2 < n ? self - 1 - s2 : self + 1 + (s2 - n);
    if (i < 0 || i >= n || taken[i]) continue;
    sym_access *d = &v->s.sf->acc[i];
    if (d == a || !d->npointers || d->tag < 0) continue;
    bool in_tgt = b && b->npointers && verify_contains_term(b->addr[0], d->addr[0], 0);
    bool same_root = root && sym_root_of(d->addr[0]) == root;
    if ((pass == 0 && !in_tgt) || (pass == 1 && !same_root)) continue;
    taken[i] = true;
    bool before = d->block == a->block ? (d->tag < a->tag || straight_between(a->inst, d->inst))
                                       : ir_dominates(cfg, d->block, a->block);
    /* the same address: the same fact, unless the one in use holds only if reached and d
     * runs before a (a later load of the anchor must not hide the dominating one) */
    bool dup = false;
    for (int j = 0; j < n && !dup; j++)
      dup = j != i && used_addr[j] && v->s.sf->acc[j].addr[0] == d->addr[0] && (used_addr[j] == 2 || !before);
    if (dup) continue;
    /* d's loops must all enclose a: then d's counters are a's */
    int ld = cfg->loop_of[d->block];
    if (ld >= 0 && !ir_loop_contains(cfg, ld, a->block)) continue;
    used_addr[i] = before ? 2 : 1; /* only a fact in use makes another access with its address a dup */
    if (v->trace) fprintf(stderr, "[trace] #%ld: %s #%ld\n", a->tag, before ? "dominating" : "if reached,", d->tag);
    sym_term *ok = sym_not(c, sym_or(c, verify_address_poison(v, d), verify_access_outside(v, d)));
    /* an access that does not run before a is defined wherever src reaches it: UB anywhere
     * in the execution (before a or after it) makes all of it undefined */
    r = sym_and(c, r, before ? ok : sym_implies(c, d->reach, ok));
    used++;
  }
  free(taken);
  free(used_addr);
  return r;
}

/* An access whose block runs in every iteration of its innermost loop (it dominates the
 * latches) also ran, without UB, at iteration 0 (at0) and, from iteration 1 on, at
 * iterations 1 and k-1 (later). */
typedef struct earlier {
  sym_term *k, *at0, *later;
} earlier;

static bool earlier_iterations(vctx *v, sym_access *a, earlier *e) {
  sym_ctx *c = v->c;
  ir_cfg *cfg = v->s.cfg;
  memset(e, 0, sizeof *e);
  if (a->loop < 0 || !a->npointers) return false;
  ir_loop *L = &cfg->loops[a->loop];
  for (int i = 0; i < L->nlatches; i++)
    if (!ir_dominates(cfg, a->block, L->latches[i])) return false;
  uint32_t g = v->s.gid[a->loop];
  sym_term *k = v->s.sf->loops[a->loop].k;
  sym_term *p = verify_address_poison(v, a);
  if (!sym_depends_on_loop(p, g)) return false;
  e->k = k;
  e->at0 = sym_not(c, sym_subst_loop(c, p, g, sym_const(c, 64, 0), false));
  sym_term *at1 = sym_not(c, sym_subst_loop(c, p, g, sym_const(c, 64, 1), false));
  sym_term *prev = sym_not(c, sym_subst_loop(c, p, g, sym_bin(c, SYM_SUB, 0, k, sym_const(c, 64, 1)), false));
  e->later = sym_and(c, at1, prev);
  return true;
}

/* A tgt pointer based on another object than src's: the same address, but LLVM's alias
 * analysis may assume the access cannot touch the object it does (LangRef, "Pointer
 * Aliasing Rules").  Only where both objects are known: a pointer from an int-to-pointer
 * cast or a load may point anywhere. */
static v_verdict check_provenance(vctx *v, sym_access *a, sym_access *b) {
  for (int k = 0; k < a->npointers && k < b->npointers; k++) {
    sym_term *sa = sym_base_of(a->addr[k]), *sb = sym_base_of(b->addr[k]);
    if (!sa || !sb || sa == sb) continue;
    char x[128] = "", y[128] = "", why[300];
    sym_print(v->c, sa, x, sizeof x);
    sym_print(v->c, sb, y, sizeof y);
    snprintf(why, sizeof why, "tgt's %spointer is based on %s, src's on %s", k ? "source " : "", y, x);
    v_finding *f = verify_add_finding(v, V_CEX, "provenance-changed", a->tag);
    f->confirmed = true;
    verify_sbuf txt = {0};
    json_t *js = verify_json_head(f);
    json_object_set_new(js, "check", json_string("tgt's pointer is based on the object src's is based on"));
    json_object_set_new(js, "src_object", json_string(x));
    json_object_set_new(js, "tgt_object", json_string(y));
    json_object_set_new(js, "why", json_string(why));
    verify_describe_access(v, f, &txt, js, a->tag);
    verify_sbprintf(&txt, "  check:      tgt's pointer is based on the object src's is based on (pointer provenance)\n"
                          "  change:     %s\n",
                    why);
    json_object_set_new(js, "confirmed", json_true());
    verify_finish(f, &txt, js);
    return V_CEX;
  }
  return V_PROVED;
}

/* reach-added: tgt executes b only where src executes a (for a merged access, sreach is the
 * disjunction of the reach of every src access it stands for; a is the first of them). */
/* A reach obligation: where `where` holds and src branches on defined values in the contexts
 * down to cfg loop `loop`, `goal` holds; src's and tgt's reach are what a counterexample shows. */
static oblig reach_oblig(vctx *v, const char *kind, const char *check, long tag, sym_term *where, int loop,
                         sym_term *goal, sym_term *sreach, sym_term *treach) {
  oblig ob;
  memset(&ob, 0, sizeof ob);
  ob.tag = tag;
  ob.kind = kind;
  ob.check = check;
  verify_push_pre(&ob, where);
  verify_push_pre(&ob, verify_noub_chain(v, loop, true));
  ob.goal = goal;
  ob.show[0] = sreach;
  ob.show[1] = treach;
  return ob;
}

v_verdict verify_reach_added(vctx *v, sym_access *a, sym_access *b, sym_term *sreach) {
  oblig ob = reach_oblig(v, "reach-added", "tgt executes the access only where src does", a->tag, b->reach, a->loop,
                         sreach, sreach, b->reach);
  ob.whole_memory = b->tag < 0 || v->whole_memory;
  ob.rule = v->rule_note;
  if (v->fwd && !sym_is_const(v->fwd, 1)) verify_push_pre(&ob, v->fwd);
  return verify_run_oblig(v, &ob);
}

/* What holds where src runs a (pre[0] is its reach, pre[1] that its address and value are
 * not poison): src is defined there, inside its objects, its dominating accesses were, the
 * iterations before it ran (e), its loops' bounds.  b: tgt's counterpart, or NULL.  At most 13. */
static int access_premises(vctx *v, sym_access *a, sym_access *b, sym_term **pre, earlier *e) {
  sym_ctx *c = v->c;
  sym_term *ps = poison_of(v, a);
  sym_term *noub = verify_noub_chain(v, a->loop, true);
  int npre = 0;
  pre[npre++] = a->reachd;
  pre[npre++] = sym_not(c, ps);
  pre[npre++] = noub;
  /* src's access stays inside the object its pointer is based on, or src is undefined */
  sym_access *whole = v->piece_of ? v->piece_of : a; /* (split.c: a is a piece of it) */
  sym_term *out = verify_access_outside(v, whole);
  if (!sym_is_const(out, 0)) pre[npre++] = sym_not(c, out);
  if (v->fwd && !sym_is_const(v->fwd, 1)) pre[npre++] = v->fwd;
  sym_term *dom = dominating_facts(v, whole, b);
  if (v->copy.on) dom = sym_subst_loop(c, dom, v->copy.g, sym_const(c, 64, v->copy.it), true);
  if (!sym_is_const(dom, 1)) pre[npre++] = dom;
  memset(e, 0, sizeof *e);
  if (!v->copy.on && earlier_iterations(v, a, e)) {
    pre[npre++] = e->at0;
    pre[npre++] = sym_implies(c, sym_not(c, sym_icmp(c, LLVMIntEQ, e->k, sym_const(c, 64, 0))), e->later);
  }
  /* loops with a constant bound: their counters, and the exit iterations of loops before
   * the access, as premises the fast path can use */
  for (int l = a->loop; l >= 0 && npre < 11; l = v->s.cfg->loops[l].parent) {
    sym_term *bd = verify_loop_bound(v, v->s.gid[l]);
    if (bd && bd->op == SYM_CONST) pre[npre++] = sym_icmp(c, LLVMIntULE, v->s.sf->loops[l].k, bd);
  }
  {
    ir_vec leaves = {0};
    sym_collect_leaves(a->reachd, &leaves);
    if (b) sym_collect_leaves(b->reachd, &leaves);
    for (int i = 0; i < leaves.n && npre < 11; i++) {
      sym_term *l = leaves.v[i];
      if (l->op != SYM_EXITK) continue;
      sym_term *bd = verify_loop_bound(v, (uint32_t)l->imm);
      if (bd && bd->op == SYM_CONST) pre[npre++] = sym_icmp(c, LLVMIntULE, l, bd);
    }
    ir_vec_free(&leaves);
  }
  if (a->loop >= 0) {
    /* iterations 0 and k-1 of a's loop ran before iteration k (k >= 1): src branched on
     * defined values in them (a value that wrapped there made src undefined already) */
    uint32_t g = v->s.gid[a->loop];
    sym_loopinfo *L = &v->s.sf->loops[a->loop];
    sym_term *k = L->k, *nz = sym_not(c, sym_icmp(c, LLVMIntEQ, k, sym_const(c, 64, 0)));
    sym_term *n0 = sym_subst_loop(c, L->noub, g, sym_const(c, 64, 0), false);
    sym_term *nk = sym_subst_loop(c, L->noub, g, sym_bin(c, SYM_SUB, 0, k, sym_const(c, 64, 1)), false);
    if (!sym_is_const(n0, 1)) pre[npre++] = sym_implies(c, nz, sym_and(c, n0, nk));
  }
  return npre;
}

v_verdict verify_check_access(vctx *v, sym_access *a, sym_access *b, v_check mode) {
  sym_ctx *c = v->c;
  char why[256];
  if (mode == V_CHECK_PROBE && access_changed(v, a, b, why, sizeof why)) return V_CEX;
  if (access_changed(v, a, b, why, sizeof why)) {
    oblig ob = {0};
    ob.tag = a->tag;
    ob.kind = "access-changed";
    v_finding *f = verify_add_finding(v, V_CEX, "access-changed", a->tag);
    f->confirmed = true;
    verify_sbuf txt = {0};
    json_t *js = verify_json_head(f);
    json_object_set_new(js, "check", json_string(why));
    verify_describe_access(v, f, &txt, js, a->tag);
    verify_sbprintf(&txt, "  check:      size, type, volatility and atomic ordering are preserved\n  change:     %s\n", why);
    json_object_set_new(js, "confirmed", json_true());
    verify_finish(f, &txt, js);
    (void)ob;
    return V_CEX;
  }
  if (mode != V_CHECK_PROBE && check_provenance(v, a, b) == V_CEX) return V_CEX;
  uint32_t *cs, *ct;
  int ns = verify_loop_chain(&v->s, a->block, &cs), nt = verify_loop_chain(&v->t, b->block, &ct);
  bool moved = ns != nt || memcmp(cs, ct, (size_t)ns * sizeof *cs), lone = false;
  for (int i = 0; i < ns && !moved; i++) lone |= v->gsrc[cs[i]] < 0 || v->gtgt[cs[i]] < 0;
  free(cs);
  free(ct);
  if (v->copy.on) moved = lone = false; /* (unroll.c: the pair's chains differ by the unrolled loop) */
  if (moved) /* (a load hoisted out of a loop its thread, or other threads behind a barrier, write it in) */
    return verify_unsupported_move(v, a, mode != V_CHECK_PROBE ? b : NULL, "the access moved into or out of a loop");
  if (lone) {
    verify_note(v, V_UNSUPPORTED, "unsupported", a->tag, "the access is in a loop that has no counterpart");
    return V_UNSUPPORTED;
  }
  sym_term *ps = poison_of(v, a), *pt = poison_of(v, b);
  sym_term *pre[16];
  earlier e;
  int npre = access_premises(v, a, b, pre, &e);
  /* A plain load tgt runs on fewer paths than src (InstCombine sinks a load whose value only
   * a guarded store uses into the guard) is, where tgt skips it, a deleted load: nothing sees
   * that it did not run (dropping a read only drops UB), and its value is checked where tgt
   * uses it.  So no reach-lost obligation for a plain load, and its other checks hold where
   * tgt reads (as for split.c's reads, V_CHECK_READ).  That premise is left out (the checks
   * then hold where src reads: stronger) where tgt's reach is src's, which adds nothing, and
   * where it speaks of recurrences nvtv can only unroll (it would make a proof bounded). */
  bool skips = mode == V_CHECK_READ ||
               ((mode == V_CHECK_ONE || mode == V_CHECK_MERGED) && verify_plain_load(a->inst) && verify_plain_load(b->inst));
  bool fewer = skips && mode != V_CHECK_READ && sym_nf(c, a->reach) != sym_nf(c, b->reach);
  if (skips && npre < 16 && (mode == V_CHECK_READ || (fewer && !sym_has_op(b->reach, SYM_OPAQUE))))
    pre[npre++] = b->reach; /* (where tgt reads at all) */
  v_verdict st = V_PROVED;
  oblig ob;

#define BEGIN(K, CHECK)                            \
  memset(&ob, 0, sizeof ob);                       \
  ob.tag = a->tag;                                 \
  ob.kind = K;                                     \
  ob.check = CHECK;                                \
  ob.whole_memory = b->tag < 0 || v->whole_memory; \
  ob.rule = v->rule_note;                          \
  for (int i_ = 0; i_ < npre; i_++) verify_push_pre(&ob, pre[i_]);
#define RUN()                                      \
  do {                                             \
    v_verdict r_ = verify_run_oblig(v, &ob);              \
    st = verify_worse(st, r_);                     \
    if (r_ == V_CEX) return V_CEX;                 \
  } while (0)

  if (mode != V_CHECK_PROBE && !skips) { /* (a probe asks for the address only) */
    BEGIN("reach-lost", "tgt executes the access wherever src does");
    ob.goal = b->reach;
    ob.show[0] = a->reach;
    ob.show[1] = b->reach;
    RUN();
  }

  if (mode == V_CHECK_ONE) { /* (merged accesses: verify_reach_added, once per tgt access) */
    st = verify_worse(st, verify_reach_added(v, a, b, a->reach));
    if (st == V_CEX) return V_CEX;
  }

  /* an interestingness test (quick, first_cex) wants one counterexample soon: the address and the value
   * first, which a wrong rewrite breaks at once, before the poison checks that can run out of
   * time first; a report keeps the order of the checks */
  for (int part = 0; part < 2; part++) {
    if ((part == 0) == !(v->o->quick || v->o->first_cex)) {
    if (mode != V_CHECK_PROBE) {
      BEGIN("tgt-poison", "tgt's address and value are not poison where src's are defined");
      ob.goal = sym_not(c, pt);
      ob.show[0] = ps;
      ob.show[1] = pt;
      if (sym_or_subset(c, pt, ps)) ob.goal = sym_true(c);
      RUN();

      BEGIN("tgt-poison", "tgt reaches the access without branching on poison");
      ob.goal = b->reachd;
      if (mode == V_CHECK_READ || fewer || sym_nf(c, b->reachd) == sym_nf(c, b->reach))
        verify_push_pre(&ob, b->reach); /* holds by reach-lost, or where tgt reads */
      ob.show[0] = a->reachd;
      ob.show[1] = b->reachd;
      RUN();
    }
    } else {
    for (int k = 0; k < a->npointers; k++) {
      BEGIN("address-mismatch", k ? "memcpy/memmove source addresses are equal" : "src and tgt access the same address");
      verify_push_pre(&ob, sym_not(c, pt));
      sym_term *sa, *sb;
      ob.goal = cmp_addr(v, a, b, k, &sa, &sb);
      ob.show[0] = ob.eq[0] = sa;
      ob.show[1] = ob.eq[1] = sb;
      ob.k = e.k;
      ob.later = e.later;
      RUN();
    }
    sym_term *vals[3][2] = {{a->value, b->value}, {a->cmp, b->cmp}, {a->len, b->len}};
    const char *vk[3] = {"the stored values are equal", "the cmpxchg compare values are equal",
                         "the memory intrinsic lengths are equal"};
    if (a->value && b->value && rmw_op_changed(a, b)) { /* what each leaves, for any old value */
      sym_term *old = sym_mk(c, SYM_UF, a->value->width, 0, sym_intern(c, "atomicrmw.old", 13), 0, 0, NULL);
      vals[0][0] = rmw_effect(c, LLVMGetAtomicRMWBinOp(a->inst), old, a->value);
      vals[0][1] = rmw_effect(c, LLVMGetAtomicRMWBinOp(b->inst), old, b->value);
      vk[0] = "both atomicrmw operations leave the same value in memory";
    }
    for (int k = 0; k < 3 && mode != V_CHECK_PROBE; k++) {
      if (!vals[k][0] || !vals[k][1]) continue;
      BEGIN("value-mismatch", vk[k]);
      verify_push_pre(&ob, sym_not(c, pt));
      ob.goal = sym_icmp(c, LLVMIntEQ, vals[k][1], vals[k][0]);
      ob.show[0] = ob.eq[0] = vals[k][0];
      ob.show[1] = ob.eq[1] = vals[k][1];
      ob.k = e.k;
      ob.later = e.later;
      RUN();
    }
    }
  }
#undef BEGIN
#undef RUN
  if ((st == V_PROVED || st == V_BOUNDED) && (loop_fact_unknown(v, a->reach) || loop_fact_unknown(v, b->reach)))
    st = V_UNKNOWN;
  return st;
}

/* The value tgt carries in a register in place of src's store a (scalar promotion,
 * licm.c): not poison where a's is defined, and equal to it, wherever src runs a and `when`
 * holds (its loop goes on: the value is read at the next iteration). */
v_verdict verify_carried_value(vctx *v, sym_access *a, sym_term *tval, sym_term *when, const char *check) {
  sym_ctx *c = v->c;
  sym_term *pre[16];
  earlier e;
  int npre = access_premises(v, a, NULL, pre, &e);
  sym_term *pt = sym_poison(c, tval);
  v_verdict st = V_PROVED;
  oblig ob;
  for (int step = 0; step < 2; step++) {
    memset(&ob, 0, sizeof ob);
    ob.tag = a->tag;
    ob.kind = step ? "value-mismatch" : "tgt-poison";
    ob.check = check;
    ob.whole_memory = true;
    ob.rule = v->rule_note;
    for (int i = 0; i < npre; i++) verify_push_pre(&ob, pre[i]);
    verify_push_pre(&ob, when);
    if (step) {
      verify_push_pre(&ob, sym_not(c, pt));
      ob.goal = sym_icmp(c, LLVMIntEQ, tval, a->value);
      ob.show[0] = ob.eq[0] = a->value;
      ob.show[1] = ob.eq[1] = tval;
      ob.k = e.k;
      ob.later = e.later;
    } else {
      ob.goal = sym_not(c, pt);
      ob.show[0] = sym_poison(c, a->value);
      ob.show[1] = pt;
    }
    st = verify_worse(st, verify_run_oblig(v, &ob));
    if (st == V_CEX) break;
  }
  return st;
}

/* Where src runs x (defined, inside its object), it touches none of the `bytes` bytes at
 * generic address p.  Quiet: the verdict only (licm.c). */
v_verdict verify_no_overlap(vctx *v, sym_access *x, sym_term *p, uint64_t bytes) {
  sym_ctx *c = v->c;
  LLVMTypeRef ty = x->npointers ? ir_mem_type(x->inst) : NULL;
  if (!ty || x->kind == IR_MEM_INTRIN || x->npointers != 1 || !LLVMTypeIsSized(ty)) return V_UNSUPPORTED;
  uint64_t sx = LLVMStoreSizeOfType(v->s.sf->td, ty);
  oblig ob;
  memset(&ob, 0, sizeof ob);
  ob.tag = x->tag;
  ob.kind = "alias";
  ob.check = "no other access of the loop touches the location";
  verify_push_pre(&ob, x->reachd);
  verify_push_pre(&ob, sym_not(c, verify_address_poison(v, x)));
  verify_push_pre(&ob, verify_noub_chain(v, x->loop, true));
  sym_term *out = verify_access_outside(v, x);
  if (!sym_is_const(out, 0)) verify_push_pre(&ob, sym_not(c, out));
  sym_term *gx = x->gaddr[0];
  /* [gx, gx+sx) and [p, p+bytes) are disjoint on the 2^64 circle */
  sym_term *d1 = sym_bin(c, SYM_SUB, 0, p, gx), *d2 = sym_bin(c, SYM_SUB, 0, gx, p);
  ob.goal = sym_and(c, sym_icmp(c, LLVMIntUGE, d1, sym_const(c, 64, sx)), sym_icmp(c, LLVMIntUGE, d2, sym_const(c, 64, bytes)));
  bool q = v->quiet;
  v->quiet = true;
  v_verdict r = verify_run_oblig(v, &ob);
  v->quiet = q;
  return r;
}

/* ---- calls ---- */

/* A memory call's reach: tgt runs call xt exactly where src runs its counterpart xs (a call
 * of a device function that writes memory, newly reached in tgt, writes what src never did:
 * an adversary's comparison changed from eq to ne had tgt store through a null pointer in a
 * callee while every access of the kernel was proved).  What differs is seen in memory. */
static v_verdict call_reach(vctx *v, sym_access *xs, sym_access *xt) {
  size_t len = 0;
  const char *nm = ir_callee_name(xs->inst, &len);
  char check[200], at[48] = "";
  int ls = ir_line_of(v->s.lm, xs->inst), lt = ir_line_of(v->t.lm, xt->inst);
  if (ls && lt) snprintf(at, sizeof at, " (src line %d, tgt line %d)", ls, lt);
  snprintf(check, sizeof check, "tgt executes the call of @%.*s%s only where src does", (int)len, nm, at);
  oblig ob = reach_oblig(v, "reach-added", check, -1, xt->reach, xs->loop, xs->reach, xs->reach, xt->reach);
  ob.whole_memory = true;
  v_verdict r = verify_run_oblig(v, &ob);
  if (r == V_CEX) return r;
  snprintf(check, sizeof check, "tgt executes the call of @%.*s%s wherever src does", (int)len, nm, at);
  ob = reach_oblig(v, "reach-lost", check, -1, xs->reach, xs->loop, xt->reach, xs->reach, xt->reach);
  ob.whole_memory = true;
  return verify_worse(r, verify_run_oblig(v, &ob));
}

/* Calls keep their reach and their arguments (the callee's accesses are checked in the callee, relative to
 * its parameters: a pointer argument tgt computes differently moves every one of them).
 * The calls of one function pair up in block order when tgt has as many; where it has none,
 * the pass inlined or deleted them and their accesses are checked where they landed.
 * Returns the worst verdict. */
v_verdict verify_check_calls(vctx *v) {
  enum { CAP = 256 };
  LLVMValueRef *all = malloc(sizeof *all * CAP * 3);
  if (!all) ir_oom();
  LLVMValueRef *sc = all + CAP, *tc = all + 2 * CAP;
  int na = ir_memory_calls(v->s.cfg, NULL, 0, all, CAP);
  v_verdict worst = V_PROVED;
  for (int i = 0; i < na && i < CAP && worst != V_CEX; i++) {
    size_t len = 0;
    const char *nm = ir_callee_name(all[i], &len);
    int first = 0;
    while (first < i && ir_callee_name(all[first], NULL) != nm) first++;
    if (first < i) continue; /* (the callee's calls were paired with its first) */
    int ns = ir_memory_calls(v->s.cfg, nm, len, sc, CAP), nt = ir_memory_calls(v->t.cfg, nm, len, tc, CAP);
    if (!nt || ns > CAP || nt > CAP) continue;
    if (ns != nt) {
      verify_note(v, V_UNKNOWN, "unknown", -1,
                  "tgt calls @%.*s %d times where src calls it %d times: nvtv cannot pair the calls to compare their "
                  "arguments", (int)len, nm, nt, ns);
      worst = verify_worse(worst, V_UNKNOWN);
      continue;
    }
    for (int k = 0; k < ns && worst != V_CEX; k++) {
      int bs = ir_block_index(v->s.cfg, LLVMGetInstructionParent(sc[k]));
      int bt = ir_block_index(v->t.cfg, LLVMGetInstructionParent(tc[k]));
      unsigned nargs = LLVMGetNumArgOperands(sc[k]);
      if (bs < 0 || bt < 0) continue;
      sym_access xs = {0}, xt = {0};
      xs.tag = xt.tag = -1;
      xs.inst = sc[k], xt.inst = tc[k];
      xs.kind = xt.kind = IR_MEM_NONE;
      xs.block = bs, xt.block = bt;
      xs.loop = v->s.cfg->loop_of[bs], xt.loop = v->t.cfg->loop_of[bt];
      xs.reach = v->s.sf->reach[bs], xt.reach = v->t.sf->reach[bt];
      xs.reachd = v->s.sf->reachd[bs], xt.reachd = v->t.sf->reachd[bt];
      if (xs.reach != xt.reach) worst = verify_worse(worst, call_reach(v, &xs, &xt));
      if (worst != V_CEX) worst = verify_worse(worst, verify_memorder_call(v, sc[k], tc[k])); /* (moved across a sync) */
      if (worst == V_CEX || nargs != LLVMGetNumArgOperands(tc[k])) continue;
      for (unsigned j = 0; j < nargs && worst != V_CEX; j++) {
        sym_term *a = sym_value_at(v->s.sf, LLVMGetOperand(sc[k], j), bs);
        sym_term *b = sym_value_at(v->t.sf, LLVMGetOperand(tc[k], j), bt);
        if (!a || !b || a->width != b->width || a == b) continue;
        sym_access x = {0};
        x.tag = -1;
        x.inst = sc[k];
        x.kind = IR_MEM_NONE;
        x.block = bs;
        x.loop = v->s.cfg->loop_of[bs];
        x.reach = v->s.sf->reach[bs];
        x.reachd = v->s.sf->reachd[bs];
        x.value = a;
        char check[200];
        snprintf(check, sizeof check, "argument %u of the call of @%.*s (src line %d) is src's", j + 1, (int)len, nm,
                 ir_line_of(v->s.lm, sc[k]));
        v->whole_memory = true;
        worst = verify_worse(worst, verify_carried_value(v, &x, b, sym_true(v->c), check));
        v->whole_memory = false;
      }
    }
  }
  free(all);
  return worst;
}
