/* The obligation layer's facts: what every question may assume (the launch, the loops'
 * induction hypotheses and exits) and the normal-form fast path that answers a question
 * without Z3 when the facts imply it. */
#include "oblig.h"

#include <stdlib.h>
#include <string.h>

void verify_push_pre(oblig *ob, sym_term *t) {
  if (sym_is_const(t, 1)) return;
  if (ob->npre < 24) ob->pre[ob->npre++] = t;
}

/* conjuncts of a normalised boolean */
int verify_conjuncts(sym_term *t, sym_term ***out, sym_term **one) {
  if (t->op == SYM_AND && t->width == 1) {
    *out = t->ops;
    return t->nops;
  }
  *one = t;
  *out = one;
  return sym_is_const(t, 1) ? 0 : 1;
}

/* The kernel's launch facts as bounds on the special registers (Z3 has them in every query;
 * the fast path gets them here). */
static void launch_facts(vctx *v, sym_facts *F) {
  sym_ctx *c = v->c;
  const ir_launch *l = &v->launch;
  for (int d = 0; d < 3; d++) {
    uint64_t most = l->reqntid[d] ? l->reqntid[d] : l->max_threads;
    if (!most) continue;
    sym_term *tid = sym_leaf(c, SYM_SREG, 32, SREG_TID_X + d), *ntid = sym_leaf(c, SYM_SREG, 32, SREG_NTID_X + d);
    sym_facts_assume(F, sym_icmp(c, LLVMIntULT, tid, sym_const(c, 32, most)));
    sym_facts_assume(F, sym_icmp(c, LLVMIntULE, ntid, sym_const(c, 32, most)));
  }
}

sym_facts *verify_facts_of(vctx *v, sym_term *const *pre, int npre) {
  sym_facts *F = sym_facts_new(v->c);
  for (int i = 0; i < npre; i++) sym_facts_assume(F, pre[i]);
  launch_facts(v, F);
  return F;
}

/* "r implies not p" as a disjunction: returns r and p, or false. */
static bool implication_shape(sym_term *d, sym_term **r, sym_term **p) {
  if (d->op != SYM_OR || d->width != 1 || d->nops != 2) return false;
  if (d->ops[0]->op != SYM_NOT || d->ops[1]->op != SYM_NOT) return false;
  *r = d->ops[0]->ops[0];
  *p = d->ops[1]->ops[0];
  return true;
}

/* One goal conjunct against the (normalised) pre conjuncts. */
static bool fast_conjunct(vctx *v, sym_term *g, sym_term *const *pc, int npc, sym_term *const *pre, int npre) {
  for (int j = 0; j < npc; j++)
    if (pc[j] == g) return true;
  /* tgt: "branch reached implies its condition is defined" against the same shape in src:
   * under r, src's "not qs" holds too */
  sym_term *rt, *qt;
  for (int sd = 0; sd < 2; sd++) {
    if (!implication_shape(g, &rt, &qt)) break;
    if (sd) { sym_term *x = rt; rt = qt; qt = x; }
    for (int j = 0; j < npc; j++) {
      sym_term *rs, *qs;
      for (int s2 = 0; s2 < 2; s2++) {
        if (!implication_shape(pc[j], &rs, &qs)) break;
        if (s2) { sym_term *x = rs; rs = qs; qs = x; }
        if (rs != rt) continue;
        sym_facts *F = verify_facts_of(v, pre, npre);
        sym_facts_assume(F, sym_not(v->c, qs));
        sym_term *q = sym_facts_nf(F, qt);
        sym_facts_free(F);
        if (sym_is_const(q, 0) || sym_or_subset(v->c, q, qs)) return true;
      }
    }
  }
  return false;
}

/* Does the conjunction of pre imply goal syntactically (normal forms, under the facts)? */
bool verify_fast_implies(vctx *v, const sym_facts *F, sym_term *const *pre, int npre, sym_term *goal) {
  sym_term *g = sym_facts_nf(F, goal);
  if (sym_is_const(g, 1)) return true;
  sym_term *pcs[256];
  int npc = 0;
  for (int j = 0; j < npre; j++) {
    sym_term *p = sym_facts_nf(F, pre[j]), **pc, *p1;
    int np = verify_conjuncts(p, &pc, &p1);
    for (int k = 0; k < np && npc < 256; k++) pcs[npc++] = pc[k];
  }
  sym_term **gc, *g1;
  int ng = verify_conjuncts(g, &gc, &g1);
  for (int i = 0; i < ng; i++)
    if (!fast_conjunct(v, gc[i], pcs, npc, pre, npre)) return false;
  return true;
}

/* ---- splitting an equality by powers of the loop counter ----
 * a(k) == b(k) follows from: the difference's k^0 part is 0 given the premises (which
 * include the facts of iteration 0), and for i >= 1 its k^i part is 0 given the premises
 * and the facts of iteration 1 (they hold whenever k >= 1, the only case where k^i
 * matters).  Each part is free of k, which is what a solver finds easy. */

bool verify_split_by_k(vctx *v, sym_term *d, sym_term *k, ksplit *out) {
  sym_ctx *c = v->c;
  uint32_t g = (uint32_t)k->imm;
  unsigned w = d->width;
  sym_term *kw = sym_nf(c, w >= 64 ? k : sym_cast(c, SYM_TRUNC, 0, w, k));
  sym_term **sum = &d;
  int ns = 1;
  if (d->op == SYM_ADD && w > 1) {
    sum = d->ops;
    ns = d->nops;
  }
  memset(out, 0, sizeof *out);
  for (int i = 0; i < 4; i++) out->part[i] = sym_const(c, w, 0);
  for (int i = 0; i < ns; i++) {
    sym_term *m = sum[i];
    int power = 0;
    sym_term *rest = sym_const(c, w, 1);
    sym_term **f = &m;
    int nf = 1;
    if (m->op == SYM_MUL && !(m->flags & SYM_ATOM)) {
      f = m->ops;
      nf = m->nops;
    }
    for (int j = 0; j < nf; j++) {
      if (f[j] == kw) power++;
      else if (sym_depends_on_loop(f[j], g)) return false; /* k inside an atom */
      else rest = sym_bin(c, SYM_MUL, 0, rest, f[j]);
    }
    if (power > 3) return false;
    out->part[power] = sym_nf(c, sym_bin(c, SYM_ADD, 0, out->part[power], rest));
    if (power + 1 > out->n) out->n = power + 1;
  }
  return out->n > 1;
}

bool verify_has_uf_operation(sym_term *t) {
  ir_vec leaves = {0};
  sym_collect_leaves(t, &leaves);
  bool r = false;
  for (int i = 0; i < leaves.n && !r; i++) {
    sym_term *l = leaves.v[i];
    r = (l->op == SYM_UF && l->nops > 0) || l->op == SYM_UNDEF || l->op == SYM_FREEZE;
  }
  ir_vec_free(&leaves);
  return r;
}


/* ---- case splits ----
 * Passes turn branches into selects (instcombine folds `c ? a[i] : a[0]` into an index
 * select), and a select in tgt's address or poison condition hides from the normal form
 * what each case says.  Splitting on the condition (a premise in each case, the select
 * folded) often leaves two goals the fast path proves, where the solver would have to
 * bit-blast both arms of 64-bit arithmetic at once. */

/* With ms > 0, the solver helps where a case is beyond the fast path: is the case possible
 * at all (a question over comparisons, cheap for the linear abstraction), and else the
 * case's goal with its selects folded.  That is what a phi choosing between two addresses
 * needs when the choice follows from src's reach condition by reasoning the normal form
 * does not do (a merged access's `p.sink = phi [p1, then], [p2, else]`: under the reach of
 * src's store in `then`, tgt's phi takes p1, and w * (y - 1) equals src's w * (y - 1)
 * without bit-blasting either). */
bool verify_by_cases(vctx *v, sym_term *const *pre, int npre, sym_term *goal, const sym_facts *F, int depth,
                     unsigned ms) {
  if (depth >= 3 || npre >= 23) return false;
  sym_term *g = sym_facts_nf(F, goal), *cond = sym_first_ite(g);
  if (!cond) return false;
  for (int val = 0; val < 2; val++) {
    sym_term *g2 = sym_assume(v->c, g, cond, val), *pre2[24];
    memcpy(pre2, pre, (size_t)npre * sizeof *pre);
    pre2[npre] = val ? cond : sym_not(v->c, cond);
    sym_facts *F2 = verify_facts_of(v, pre2, npre + 1);
    bool ok = verify_fast_implies(v, F2, pre2, npre + 1, g2);
    sym_term *zf[26];
    memcpy(zf, pre2, (size_t)(npre + 1) * sizeof *zf);
    if (!ok && ms) ok = verify_abstract_sliced_first(v, zf, npre + 1, ms) == SMT_UNSAT; /* an impossible case */
    if (!ok) ok = verify_by_cases(v, pre2, npre + 1, g2, F2, depth + 1, ms);
    if (!ok && ms && !sym_first_ite(g2)) {
      zf[npre + 1] = sym_not(v->c, sym_facts_nf(F2, g2));
      ok = verify_abstract_sliced_first(v, zf, npre + 2, ms) == SMT_UNSAT;
    }
    sym_facts_free(F2);
    if (!ok) return false;
  }
  return true;
}

/* An add-recurrence that does not overflow up to iteration K did not overflow in the step
 * before it either: the exact a + s*(K-1) lies between a and a + s*K, so adding s to it in w
 * bits is exact.  Stated for each recurrence-overflow atom of the query, in the shape of a
 * rotated latch's `add nsw i, stride` at K - 1 (src, defined at the next iteration, is the
 * premise that speaks of K). */
enum { STEP_FACTS = 8 };

static void collect_rec_ovf(sym_term *t, ir_vec *out, ir_map *seen) {
  if (!t->nops || !sym_has_op(t, SYM_OVF) || ir_map_has(seen, t) || out->n >= STEP_FACTS) return;
  ir_map_put(seen, t, t);
  if (t->op == SYM_OVF && (t->imm == OVF_REC_S || t->imm == OVF_REC_U) && t->nops == 3) {
    ir_vec_push(out, t);
    return;
  }
  for (int i = 0; i < t->nops; i++) collect_rec_ovf(t->ops[i], out, seen);
}

static void step_facts(vctx *v, sym_term *const *t, int nt, sym_term **facts, int *n, int cap) {
  sym_ctx *c = v->c;
  ir_vec recs = {0};
  ir_map seen;
  ir_map_init(&seen);
  for (int i = 0; i < nt; i++) collect_rec_ovf(t[i], &recs, &seen);
  ir_map_free(&seen);
  for (int i = 0; i < recs.n && *n < cap; i++) {
    sym_term *r = recs.v[i], *a = r->ops[0], *st = r->ops[1], *k = r->ops[2];
    unsigned w = a->width;
    if (st->width != w || k->width != 64 || w >= 64) continue; /* (64-bit: a 64 x 64 product the abstraction chokes on) */
    sym_term *km1 = sym_bin(c, SYM_SUB, 0, k, sym_const(c, 64, 1));
    sym_term *kw = sym_cast(c, SYM_TRUNC, 0, w, km1);
    sym_term *ops[2] = {sym_nf(c, sym_bin(c, SYM_ADD, 0, a, sym_bin(c, SYM_MUL, 0, st, kw))), st};
    sym_term *step = sym_ovf(c, r->imm == OVF_REC_S ? OVF_SADD : OVF_UADD, 2, ops);
    sym_term *at0 = sym_icmp(c, LLVMIntEQ, k, sym_const(c, 64, 0));
    facts[(*n)++] = sym_nf(c, sym_implies(c, sym_and(c, sym_not(c, r), sym_not(c, at0)), sym_not(c, step)));
  }
  ir_vec_free(&recs);
}

/* Loop facts for the terms of a query: the induction hypothesis of each loop the access
 * runs under, and what holds at the exit iteration of each loop it has left. */
void verify_add_loop_facts(vctx *v, oblig *ob, sym_term **facts, int *n, int cap) {
  sym_term *t[32];
  int nt = 0;
  for (int i = 0; i < ob->npre && nt < 31; i++) t[nt++] = ob->pre[i];
  t[nt++] = ob->goal;
  int n0 = *n;
  verify_loop_facts(v, t, nt, facts, n, cap);
  /* in normal form, as the goal is: a counter substituted into a product, (k - 1 + 1)*x,
   * is the goal's k*x again (the abstraction would see two unrelated products) */
  for (int i = n0; i < *n; i++) facts[i] = sym_nf(v->c, facts[i]);
  int n1 = *n;
  step_facts(v, t, nt, facts, n, cap);
  step_facts(v, facts + n0, n1 - n0, facts, n, cap);
}

/* loop g is rotated proper: tgt leaves from its latch the iteration before src's header does */
static bool rotated(vctx *v, uint32_t g) { return v->grot[g] && !v->gdrop[g]; }

/* tgt's loop went on from iteration k to k+1, as a fact where src's did: for a rotated loop
 * only where src's header test passes at k+1 too (there, check_loop proved them the same) */
static sym_term *tgt_cont_at(vctx *v, uint32_t g, sym_loopinfo *lt, sym_term *k) {
  sym_ctx *c = v->c;
  sym_term *ct = sym_subst_loop(c, lt->cont, g, k, false);
  if (!rotated(v, g)) return ct;
  sym_term *k1 = sym_bin(c, SYM_ADD, 0, k, sym_const(c, 64, 1));
  return sym_implies(c, sym_subst_loop(c, v->grot[g], g, k1, false), ct);
}

/* An opaque phi at an iteration that is not a constant (a loop's exit iteration) is its start
 * where that iteration is 0: what a rotated loop's guard leaves when it skips the loop.  The
 * start is read at l's outer iterations (the phi's generic counters mapped to them). */
static void opaque_at_zero(vctx *v, sym_term *l, sym_term **facts, int *n, int cap) {
  sym_ctx *c = v->c;
  sym_term *self = sym_opaque_self(c, (uint32_t)l->imm);
  if (!l->nops || !self || self->nops != l->nops || l->ops[l->nops - 1]->op == SYM_CONST || *n >= cap) return;
  sym_term *zero = sym_const(c, 64, 0);
  ir_map m;
  ir_map_init(&m);
  for (int i = 0; i + 1 < l->nops; i++) ir_map_put(&m, self->ops[i], l->ops[i]);
  ir_map_put(&m, self->ops[l->nops - 1], zero);
  sym_term *at0 = sym_subst(c, self, &m, true);
  ir_map_free(&m);
  if (at0->op == SYM_OPAQUE) return;
  facts[(*n)++] = sym_implies(c, sym_icmp(c, LLVMIntEQ, l->ops[l->nops - 1], zero), sym_icmp(c, LLVMIntEQ, l, at0));
}

/* What iteration k > 0 of loop g says about the iterations before it: the header was
 * reached at k - 1, and both sides went on from k - 1 and from 0 (a rotated loop's guard and
 * the after-loop terms of tgt speak of iteration 0 and of the exit iteration minus one). */
static sym_term *went_on_before(vctx *v, uint32_t g, sym_loopinfo *ls, sym_loopinfo *lt, sym_term *k) {
  sym_ctx *c = v->c;
  sym_term *km1 = sym_bin(c, SYM_SUB, 0, k, sym_const(c, 64, 1)), *zero = sym_const(c, 64, 0);
  sym_term *r = sym_and(c, sym_subst_loop(c, ls->cont, g, km1, false), tgt_cont_at(v, g, lt, km1));
  r = sym_and(c, r, sym_subst_loop(c, ls->hr, g, km1, false));
  return sym_and(c, r, sym_and(c, sym_subst_loop(c, ls->cont, g, zero, false), tgt_cont_at(v, g, lt, zero)));
}

/* src's half of went_on_before */
static sym_term *src_went_on_before(vctx *v, uint32_t g, sym_loopinfo *ls, sym_term *k) {
  sym_ctx *c = v->c;
  sym_term *km1 = sym_bin(c, SYM_SUB, 0, k, sym_const(c, 64, 1)), *zero = sym_const(c, 64, 0);
  sym_term *r = sym_and(c, sym_subst_loop(c, ls->cont, g, km1, false), sym_subst_loop(c, ls->hr, g, km1, false));
  return sym_and(c, r, sym_subst_loop(c, ls->cont, g, zero, false));
}

/* Does cfg loop l of side sd run each iteration to its end or to UB: no loop inside it, and
 * no call but to an intrinsic (an out-of-line callee may not return)? */
static bool iterations_finish(side *sd, int l) {
  ir_cfg *cfg = sd->cfg;
  for (int x = 0; x < cfg->nloops; x++)
    if (cfg->loops[x].parent == l) return false;
  ir_loop *L = &cfg->loops[l];
  for (int i = 0; i < L->nblocks; i++)
    for (LLVMValueRef x = LLVMGetFirstInstruction(cfg->block[L->blocks[i]]); x; x = LLVMGetNextInstruction(x)) {
      if (LLVMGetInstructionOpcode(x) != LLVMCall) continue;
      const char *callee = ir_callee_name(x, NULL);
      if (!callee || strncmp(callee, "llvm.", 5)) return false;
    }
  return true;
}

/* What the exit of a loop without a counterpart (runtime unrolling's main and remainder
 * loops in tgt, the src loop they replace) says, at the outer iterations of leaf l (its
 * exit iteration or termination): where it terminates, its header is reached at the exit
 * iteration e and does not go on there, and went on at e - 1; where it is entered and can
 * reach its header only up to iteration B (verify_lone_bound), it terminates, by e <= B,
 * when each iteration runs to its end (iterations_finish).  Nothing ties the two sides'
 * loops together: the accesses after them compare where both have left. */
static void lone_exit_facts(vctx *v, sym_term *l, sym_term **facts, int *n, int cap) {
  sym_ctx *c = v->c;
  uint32_t g = (uint32_t)l->imm;
  side *sd = v->gsrc[g] >= 0 ? &v->s : &v->t;
  int cl = v->gsrc[g] >= 0 ? v->gsrc[g] : v->gtgt[g];
  sym_loopinfo *L = &sd->sf->loops[cl];
  if (l->nops != L->nvec - 1 || *n > cap - 2) return;
  sym_term *e = sym_mk(c, SYM_EXITK, 64, 0, g, 0, l->nops, l->ops);
  sym_term *term = sym_mk(c, SYM_TERM, 1, 0, g, 0, l->nops, l->ops);
  ir_map at, outer; /* (outer: l's outer iterations; at: those and an iteration of the loop) */
  ir_map_init(&at);
  ir_map_init(&outer);
  for (int d = 0; d + 1 < L->nvec; d++)
    if (L->vec[d] != l->ops[d]) ir_map_put(&outer, L->vec[d], l->ops[d]);
  ir_map_put_all(&at, &outer);
  sym_term *em1 = sym_bin(c, SYM_SUB, 0, e, sym_const(c, 64, 1));
  ir_map_put(&at, L->k, e);
  sym_term *hr = sym_subst(c, L->hr, &at, false), *stop = sym_not(c, sym_subst(c, L->cont, &at, false));
  ir_map_put(&at, L->k, em1);
  sym_term *before = sym_and(c, sym_subst(c, L->hr, &at, false), sym_subst(c, L->cont, &at, false));
  sym_term *after = sym_implies(c, sym_not(c, sym_icmp(c, LLVMIntEQ, e, sym_const(c, 64, 0))), before);
  facts[(*n)++] = sym_implies(c, term, sym_and(c, sym_and(c, hr, stop), after));
  sym_term *bound = verify_lone_bound(v, g);
  if (bound && iterations_finish(sd, cl)) {
    bound = outer.len ? sym_subst(c, bound, &outer, false) : bound;
    sym_term *entry = outer.len ? sym_subst(c, L->entry, &outer, false) : L->entry;
    sym_term *finite = sym_not(c, sym_icmp(c, LLVMIntEQ, bound, sym_const(c, 64, UINT64_MAX)));
    facts[(*n)++] = sym_and(c, sym_implies(c, sym_and(c, entry, finite), term),
                            sym_implies(c, term, sym_icmp(c, LLVMIntULE, e, bound)));
  }
  ir_map_free(&at);
  ir_map_free(&outer);
}

void verify_loop_facts(vctx *v, sym_term *const *terms, int nterms, sym_term **facts, int *n, int cap) {
  sym_ctx *c = v->c;
  ir_vec leaves = {0};
  for (int i = 0; i < nterms; i++) sym_collect_leaves(terms[i], &leaves);
  for (int i = 0; i < leaves.n && *n < cap; i++) {
    sym_term *l = leaves.v[i];
    if (l->op == SYM_OPAQUE) {
      opaque_at_zero(v, l, facts, n, cap);
      continue;
    }
    if (l->op != SYM_K && l->op != SYM_EXITK && l->op != SYM_TERM) continue;
    uint32_t g = (uint32_t)l->imm;
    if (g < (uint32_t)v->ngid && l->op != SYM_K && (v->gsrc[g] < 0) != (v->gtgt[g] < 0)) {
      lone_exit_facts(v, l, facts, n, cap);
      continue;
    }
    if (l->op == SYM_TERM || g >= (uint32_t)v->ngid || v->gsrc[g] < 0 || v->gtgt[g] < 0) continue;
    sym_loopinfo *ls = &v->s.sf->loops[v->gsrc[g]], *lt = &v->t.sf->loops[v->gtgt[g]];
    sym_term *bound = verify_loop_bound(v, g), *nowrap = verify_loop_nowrap(v, g);
    if (l->op == SYM_K && *n < cap) /* an entered loop reaches its header at iteration 0 */
      facts[(*n)++] = sym_subst_loop(c, ls->hr, g, sym_const(c, 64, 0), false);
    if (l->op == SYM_K) {
      sym_term *prev = went_on_before(v, g, ls, lt, l);
      facts[(*n)++] = sym_implies(c, sym_not(c, sym_icmp(c, LLVMIntEQ, l, sym_const(c, 64, 0))), prev);
      if (bound && *n < cap) facts[(*n)++] = sym_implies(c, ls->hr, sym_icmp(c, LLVMIntULE, l, bound));
      if (nowrap && *n < cap) facts[(*n)++] = sym_implies(c, ls->hr, nowrap);
    } else {
      if (bound && *n < cap - 1) facts[(*n)++] = sym_icmp(c, LLVMIntULE, l, bound);
      /* l = EXITK(g)(outer vector): the header is reached there and does not continue */
      sym_term *term = sym_mk(c, SYM_TERM, 1, 0, g, 0, l->nops, l->ops);
      if (nowrap && *n < cap - 1) facts[(*n)++] = sym_implies(c, term, sym_subst_loop(c, nowrap, g, l, false));
      sym_term *hr = sym_subst_loop(c, ls->hr, g, l, false);
      sym_term *stop = sym_not(c, sym_subst_loop(c, ls->cont, g, l, false));
      /* both sides leave at the exit iteration and went on before it: what loop g's own
       * trip-count checks prove, so while they run, the exit is src's alone (an adversary's
       * sext -> zext of a start made tgt enter a loop src skips, and was proved: tgt's exit
       * test at src's exit iteration 0 was a premise) */
      bool own = v->trip_loop == (int)g + 1;
      if (!rotated(v, g) && !own) stop = sym_and(c, stop, sym_not(c, sym_subst_loop(c, lt->cont, g, l, false)));
      sym_term *prev = own ? src_went_on_before(v, g, ls, l) : went_on_before(v, g, ls, lt, l);
      sym_term *after = sym_implies(c, sym_not(c, sym_icmp(c, LLVMIntEQ, l, sym_const(c, 64, 0))), prev);
      facts[(*n)++] = sym_implies(c, term, sym_and(c, sym_and(c, hr, stop), after));
      /* a rotated loop: tgt's values at exit are taken at src's exit iteration minus one,
       * src's exit test runs at the exit iteration, and src branching on poison there is UB
       * (an execution that leaves the loop: terminates) */
      if (rotated(v, g) && *n < cap) facts[(*n)++] = sym_implies(c, term, sym_subst_loop(c, ls->noub, g, l, false));
      /* an entered loop whose iteration 0 does not go on ends there (a rotated loop's guard
       * skips tgt's loop: src's still runs its header once) */
      sym_term *zero = sym_const(c, 64, 0), *hr0 = sym_subst_loop(c, ls->hr, g, zero, false);
      sym_term *first = sym_and(c, ls->entry, sym_not(c, sym_subst_loop(c, ls->cont, g, zero, false)));
      if (*n < cap - 1) {
        facts[(*n)++] = hr0; /* as for a counter: an entered loop reaches its header at 0 */
        facts[(*n)++] = sym_implies(c, first, sym_and(c, term, sym_icmp(c, LLVMIntEQ, l, zero)));
      }
    }
  }
  ir_vec_free(&leaves);
}

