/* Address refinement: the obligations of DESIGN.md, per matched access and per matched
 * loop, discharged on the normal-form fast path or by Z3.
 *
 * For a matched access m with pre = "src reaches m on defined branches and its address
 * and value are not poison" (plus: src takes no branch on poison in m's iteration):
 *   reach-lost    pre => tgt reaches m
 *   reach-added   tgt reaches m (and src has no UB) => src reaches m
 *   tgt-poison    pre => tgt's address/value are not poison, its branches are defined
 *   address       pre and tgt defined => addresses equal (generic space when they differ)
 *   value         pre and tgt defined => stored values (cmpxchg compare, lengths) equal
 * For a matched loop pair: the loop is entered under the same condition, and iteration k
 * continues in src iff it does in tgt, assuming iteration k-1 continued in both (an
 * induction step, so equal trip counts follow for every k).  Loop counters are shared by
 * the pair, which is what makes the per-access checks meaningful inside loops.
 *
 * An obligation over an opaque recurrence is checked for iterations 0..unroll-1 of its
 * loop, and the access is "verified up to N iterations".
 */
#include "verify_impl.h"

#include <stdlib.h>
#include <string.h>

/* ---- obligations ---- */

typedef struct oblig {
  const char *kind;   /* finding kind on failure */
  const char *check;  /* what must hold, in words */
  sym_term *pre[24];
  int npre;
  sym_term *goal;
  sym_term *show[2];  /* src and tgt quantity to print */
  long tag;
  sym_term *eq[2];    /* an equality goal's two sides (src, tgt), or NULL */
  sym_term *k;        /* loop counter to split an equality by, or NULL */
  sym_term *later;    /* premise that holds when k >= 1 (facts of iteration 1 and k-1) */
  bool whole_memory;  /* replay: compare memory, not the executions of ob.tag (tgt's access has no tag) */
  const char *rule;   /* the correspondence rule that paired the access, when not its tag */
  sym_term *focus;    /* a premise under which the model's difference reaches the replayed access
                         (a loop's extra iteration executes it), asked when a first model is refuted */
} oblig;

typedef struct outcome {
  v_verdict v;
  sym_model model;
  bool have_model;
  bool confirmed;
  int bound_iter;     /* iteration of a bounded counterexample, or -1 */
  uint32_t bound_loop;
  char why[1024];
  sym_term *pre[24], *goal, *show[2];
  int npre;
  bool replayed;            /* the interpreter ran the model */
  bool no_answer;           /* unknown because the solver gave none (a timeout), not a model */
  interp_replay_verdict exec;
  char obs[512];            /* what it saw */
} outcome;

static void push_pre(oblig *ob, sym_term *t) {
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

static sym_facts *facts_of(vctx *v, sym_term *const *pre, int npre) {
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
        sym_facts *F = facts_of(v, pre, npre);
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
static bool fast_implies(vctx *v, const sym_facts *F, sym_term *const *pre, int npre, sym_term *goal) {
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

static bool has_uf_operation(sym_term *t) {
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

static bool fast_implies(vctx *v, const sym_facts *F, sym_term *const *pre, int npre, sym_term *goal);
static sym_facts *facts_of(vctx *v, sym_term *const *pre, int npre);

static smt_result abstract_sliced_first(vctx *v, sym_term *const *zf, int n, unsigned ms);

/* With ms > 0, the solver helps where a case is beyond the fast path: is the case possible
 * at all (a question over comparisons, cheap for the linear abstraction), and else the
 * case's goal with its selects folded.  That is what a phi choosing between two addresses
 * needs when the choice follows from src's reach condition by reasoning the normal form
 * does not do (a merged access's `p.sink = phi [p1, then], [p2, else]`: under the reach of
 * src's store in `then`, tgt's phi takes p1, and w * (y - 1) equals src's w * (y - 1)
 * without bit-blasting either). */
static bool by_cases(vctx *v, sym_term *const *pre, int npre, sym_term *goal, const sym_facts *F, int depth,
                     unsigned ms) {
  if (depth >= 3 || npre >= 23) return false;
  sym_term *g = sym_facts_nf(F, goal), *cond = sym_first_ite(g);
  if (!cond) return false;
  for (int val = 0; val < 2; val++) {
    sym_term *g2 = sym_assume(v->c, g, cond, val), *pre2[24];
    memcpy(pre2, pre, (size_t)npre * sizeof *pre);
    pre2[npre] = val ? cond : sym_not(v->c, cond);
    sym_facts *F2 = facts_of(v, pre2, npre + 1);
    bool ok = fast_implies(v, F2, pre2, npre + 1, g2);
    sym_term *zf[26];
    memcpy(zf, pre2, (size_t)(npre + 1) * sizeof *zf);
    if (!ok && ms) ok = abstract_sliced_first(v, zf, npre + 1, ms) == SMT_UNSAT; /* an impossible case */
    if (!ok) ok = by_cases(v, pre2, npre + 1, g2, F2, depth + 1, ms);
    if (!ok && ms && !sym_first_ite(g2)) {
      zf[npre + 1] = sym_not(v->c, sym_facts_nf(F2, g2));
      ok = abstract_sliced_first(v, zf, npre + 2, ms) == SMT_UNSAT;
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
static void add_loop_facts(vctx *v, oblig *ob, sym_term **facts, int *n, int cap) {
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

static bool model_satisfies(vctx *v, outcome *oc) {
  for (int i = 0; i < oc->npre; i++) {
    bool p = false;
    if (!sym_eval(v->c, oc->pre[i], &oc->model, &p)) return false;
  }
  bool p = false;
  return sym_eval(v->c, oc->goal, &oc->model, &p) == 0;
}

/* The equality split by powers of ob->k, each part checked on the fast path, then (if
 * asked) by Z3: true when every part is 0. */
static bool split_proves(vctx *v, oblig *ob, const sym_facts *F, bool use_z3) {
  if (!ob->eq[0] || !ob->k) return false;
  sym_ctx *c = v->c;
  sym_term *d = sym_facts_nf(F, sym_bin(c, SYM_SUB, 0, ob->eq[1], ob->eq[0]));
  if (d->width == 1) return false;
  ksplit ks;
  if (!verify_split_by_k(v, d, ob->k, &ks)) return false;
  sym_facts *F1 = facts_of(v, ob->pre, ob->npre);
  if (ob->later) sym_facts_assume(F1, ob->later);
  bool ok = true;
  for (int i = 0; i < ks.n && ok; i++) {
    const sym_facts *Fi = i ? F1 : F;
    sym_term *part = sym_facts_nf(Fi, ks.part[i]);
    if (v->trace) {
      char *x = verify_term_str(v, part);
      fprintf(stderr, "[trace] #%ld split part k^%d: %s\n", ob->tag, i, x);
      free(x);
      sym_facts_dump(Fi, stderr);
    }
    if (sym_is_const(part, 0)) continue;
    if (!use_z3) {
      ok = false;
      break;
    }
    sym_term *zf[40];
    int n = 0;
    for (int j = 0; j < ob->npre && n < 30; j++) zf[n++] = ob->pre[j];
    if (i && ob->later) {
      zf[n++] = ob->later;
      zf[n++] = sym_not(c, sym_icmp(c, LLVMIntEQ, ob->k, sym_const(c, 64, 0)));
    }
    zf[n++] = sym_not(c, sym_icmp(c, LLVMIntEQ, part, sym_const(c, part->width, 0)));
    ok = smt_check_abstract(v->z, zf, n, v->o->timeout_ms) == SMT_UNSAT ||
         smt_check(v->z, zf, n, 0, NULL, NULL, 0) == SMT_UNSAT;
  }
  sym_facts_free(F1);
  return ok;
}

/* ---- congruence: an equality proved part by part ----
 * src's and tgt's sides of an address or value equality often differ in a few subterms
 * only: clang -O0's `(v <s hi) ? v : hi` where instcombine wrote smin(v, hi), inside
 * `row + sext(y)*pitch*4`.  The whole query multiplies them by other leaves, and Z3 runs out
 * of its budget on the products; the differing subterms alone are small.  The two normal
 * forms are walked together: equal subterms are dropped, the operands of one operation
 * (commutative ones matched by identity first, then by shape) are compared pairwise, and
 * what differs is collected as pairs.  When every pair is proved equal under the
 * obligation's premises, the sides are equal (each operation is a function of its operands,
 * loads and calls included), so the goal holds.  A failed pair proves nothing and the
 * query goes on as before. */
enum { CONG_MAX = 6, CONG_DEPTH = 16 };

typedef struct cong {
  sym_term *x[CONG_MAX], *y[CONG_MAX];
  int n;
} cong;

static bool cong_commutes(const sym_term *t) {
  return t->op == SYM_ADD || t->op == SYM_MUL || t->op == SYM_AND || t->op == SYM_OR || t->op == SYM_XOR;
}

static int cong_shared(const sym_term *a, const sym_term *b) {
  int n = 0;
  for (int i = 0; i < a->nops; i++)
    for (int j = 0; j < b->nops; j++)
      if (a->ops[i] == b->ops[j]) {
        n++;
        break;
      }
  return n;
}

static bool cong_walk(cong *p, sym_term *a, sym_term *b, int depth) {
  if (a == b) return true;
  bool same = a->op == b->op && a->width == b->width && a->nops == b->nops && a->imm == b->imm && a->aux == b->aux;
  if (!same || !a->nops || depth > CONG_DEPTH) {
    if (p->n == CONG_MAX || a->width != b->width) return false;
    p->x[p->n] = a;
    p->y[p->n++] = b;
    return true;
  }
  if (!cong_commutes(a)) {
    for (int i = 0; i < a->nops; i++)
      if (!cong_walk(p, a->ops[i], b->ops[i], depth + 1)) return false;
    return true;
  }
  bool ua[64] = {false}, ub[64] = {false};
  if (a->nops > 64) return false;
  for (int i = 0; i < a->nops; i++)
    for (int j = 0; j < b->nops; j++)
      if (!ub[j] && a->ops[i] == b->ops[j]) {
        ua[i] = ub[j] = true;
        break;
      }
  for (int i = 0; i < a->nops; i++) {
    if (ua[i]) continue;
    int best = -1, score = -1;
    for (int j = 0; j < b->nops; j++) {
      if (ub[j]) continue;
      sym_term *x = a->ops[i], *y = b->ops[j];
      int sc = x->op == y->op && x->width == y->width ? 1 + cong_shared(x, y) : 0;
      if (sc > score) score = sc, best = j;
    }
    if (best < 0) return false;
    ub[best] = true;
    if (!cong_walk(p, a->ops[i], b->ops[best], depth + 1)) return false;
  }
  return true;
}

/* The equality goal of ob proved pair by pair, on the query zf (whose last entry is the
 * negated goal); each pair gets an equal share of the budget. */
static bool congruence_proves(vctx *v, const oblig *ob, sym_term *const *zf, int n) {
  if (!ob->eq[0] || !ob->eq[1] || n < 1 || n > 96) return false;
  sym_ctx *c = v->c;
  cong p = {{0}, {0}, 0};
  sym_term *a = sym_nf(c, ob->eq[0]), *b = sym_nf(c, ob->eq[1]);
  if (a == b || !cong_walk(&p, a, b, 0) || !p.n || (p.n == 1 && p.x[0] == a)) return false;
  sym_term *q[96];
  memcpy(q, zf, (size_t)n * sizeof *q);
  unsigned ms = v->o->timeout_ms / (unsigned)(2 * p.n) + 1;
  for (int i = 0; i < p.n; i++) {
    q[n - 1] = sym_not(c, sym_icmp(c, LLVMIntEQ, p.x[i], p.y[i]));
    bool ok = smt_check_abstract(v->z, q, n, ms) == SMT_UNSAT || smt_check_exact(v->z, q, n, ms) == SMT_UNSAT;
    if (v->trace) {
      char *x = verify_term_str(v, p.x[i]), *y = verify_term_str(v, p.y[i]);
      fprintf(stderr, "[trace] #%ld congruence pair %d of %d %s: %s == %s\n", ob->tag, i + 1, p.n, ok ? "proved" : "not proved", x, y);
      free(x);
      free(y);
    }
    if (!ok) return false;
  }
  return true;
}

/* The reason of the first unmodelled value (SYM_UNSUPP) the obligation mentions, or NULL:
 * a model over such a value says nothing about the program. */
static const char *unsupported_in(vctx *v, const oblig *ob) {
  ir_vec leaves = {0};
  for (int i = 0; i < ob->npre; i++) sym_collect_leaves(ob->pre[i], &leaves);
  sym_collect_leaves(ob->goal, &leaves);
  const char *r = NULL;
  for (int i = 0; i < leaves.n && !r; i++) {
    sym_term *l = leaves.v[i];
    if (l->op == SYM_UNSUPP) r = sym_name(v->c, (uint32_t)l->aux);
  }
  ir_vec_free(&leaves);
  return r;
}

static void attempt(vctx *v, oblig *ob, outcome *oc);

/* The solver query of an obligation: premises, loop facts, the negated goal (last). */
static int query_of(vctx *v, oblig *ob, const sym_facts *F, sym_term **zf) {
  int n = 0;
  for (int i = 0; i < ob->npre; i++) zf[n++] = ob->pre[i];
  /* the premises normalised the same way as the goal (implied by the premises), so that
   * both speak of the same monomials */
  for (int i = 0; i < ob->npre; i++) {
    sym_term *r = sym_facts_rewrite(F, ob->pre[i]);
    if (r != sym_nf(v->c, ob->pre[i]) && !sym_is_const(r, 1)) zf[n++] = r;
  }
  add_loop_facts(v, ob, zf, &n, 90);
  /* the goal, normalised under pre's facts (equivalent wherever pre holds) */
  zf[n++] = sym_not(v->c, sym_facts_nf(F, ob->goal));
  return n;
}

/* The query (goal last) with its premises split at their top-level "and"s and only the
 * conjuncts keep(cj, arg) accepts kept.  Dropping premises only weakens them, so UNSAT of the
 * cut query proves the whole one.  Returns the count, 0 when nothing would be dropped. */
static int cut_premises(sym_term *const *zf, int n, sym_term **out, int cap, bool (*keep)(sym_term *, void *),
                        void *arg) {
  int m = 0, dropped = 0;
  for (int i = 0; i < n - 1; i++) {
    sym_term *f = zf[i];
    bool split = f->op == SYM_AND && f->width == 1;
    for (int j = 0; j < (split ? f->nops : 1); j++) {
      sym_term *cj = split ? f->ops[j] : f;
      if (keep(cj, arg) && m < cap - 1) out[m++] = cj;
      else dropped++;
    }
  }
  if (!dropped) return 0;
  out[m++] = zf[n - 1];
  return m;
}

static bool leaves_in(sym_term *t, void *goal_leaves) {
  ir_vec l = {0};
  sym_collect_leaves(t, &l);
  bool inside = true;
  for (int k = 0; k < l.n && inside; k++) inside = ir_map_get(goal_leaves, l.v[k]) != NULL;
  ir_vec_free(&l);
  return inside;
}

/* The query cut to what its goal speaks of: the conjuncts whose leaves all occur in the goal.
 * A query whose cost is in premises about other accesses (a loop's exit condition carries
 * every access of its body) is proved at a fraction of the cost. */
static int sliced_query(sym_term *const *zf, int n, sym_term **out, int cap) {
  ir_vec gl = {0};
  sym_collect_leaves(zf[n - 1], &gl);
  ir_map goal;
  ir_map_init(&goal);
  for (int i = 0; i < gl.n; i++) ir_map_put(&goal, gl.v[i], gl.v[i]);
  int m = cut_premises(zf, n, out, cap, leaves_in, &goal);
  ir_map_free(&goal);
  ir_vec_free(&gl);
  return m;
}

/* The abstract query, first cut to its goal's leaves on a tenth of the budget, then whole. */
static smt_result abstract_sliced_first(vctx *v, sym_term *const *zf, int n, unsigned ms) {
  sym_term *cut[192];
  int m = sliced_query(zf, n, cut, 192);
  if (m && smt_check_abstract(v->z, cut, m, ms / 10 + 1) == SMT_UNSAT) {
    v->r->sliced_proved++;
    return SMT_UNSAT;
  }
  return smt_check_abstract(v->z, zf, n, ms);
}

static bool mentions_opaque(sym_term *t) { return sym_has_op(t, SYM_OPAQUE); }

static bool no_opaque(sym_term *t, void *unused) {
  (void)unused;
  return !mentions_opaque(t);
}

/* An obligation over opaque phis, for every value they may take: the fast path, then the
 * linear abstraction on a quarter of the budget.  When src's and tgt's phis correspond
 * (phis.c), this proves it for all iterations; otherwise it fails cheaply and the
 * obligation is unrolled. */
static bool proved_for_any_phi(vctx *v, oblig *ob, outcome *oc) {
  if (v->o->always_z3) {
    /* every fast-path verdict re-checked: the whole attempt, whose fast-path-unsound
     * finding stands; any other failure falls back to unrolling */
    attempt(v, ob, oc);
    if (oc->v == V_PROVED || (oc->v == V_CEX && !strcmp(ob->kind, "fast-path-unsound"))) return true;
    if (oc->have_model) sym_model_free(&oc->model);
    memset(oc, 0, sizeof *oc);
    oc->bound_iter = -1;
    return false;
  }
  sym_facts *F = facts_of(v, ob->pre, ob->npre);
  bool ok = fast_implies(v, F, ob->pre, ob->npre, ob->goal) || split_proves(v, ob, F, false);
  v->r->obligations++;
  if (ok) {
    v->r->fast_proved++;
    v->acc_fast++;
  } else {
    double t0 = verify_now_ms();
    sym_term *zf[96];
    int n = query_of(v, ob, F, zf);
    ok = abstract_sliced_first(v, zf, n, v->o->timeout_ms / 4) == SMT_UNSAT;
    /* A goal without phis whose premises speak of one (that src is defined after a later
     * loop): the exact question once, without those premises, costs less than one per
     * unrolled iteration (each of which needs the products the abstraction drops). */
    if (!ok && !mentions_opaque(zf[n - 1])) {
      sym_term *cut[96];
      int m = cut_premises(zf, n, cut, 96, no_opaque, NULL); /* (weaker: UNSAT proves it) */
      ok = m && smt_check_exact(v->z, cut, m, v->o->timeout_ms) == SMT_UNSAT;
    }
    if (ok) {
      v->r->z3_proved++;
      v->acc_z3++;
      v->acc_z3_ms += verify_now_ms() - t0;
    }
  }
  sym_facts_free(F);
  return ok;
}

/* One attempt: fast path, then Z3. */
static void attempt_inner(vctx *v, oblig *ob, outcome *oc) {
  sym_facts *F = facts_of(v, ob->pre, ob->npre);
  bool fast = fast_implies(v, F, ob->pre, ob->npre, ob->goal) || split_proves(v, ob, F, false) ||
              by_cases(v, ob->pre, ob->npre, ob->goal, F, 0, 0);
  v->r->obligations++;
  if (fast && !v->o->always_z3) {
    v->r->fast_proved++;
    oc->v = V_PROVED;
    sym_facts_free(F);
    return;
  }
  if (!fast && split_proves(v, ob, F, true)) {
    v->r->z3_proved++;
    oc->v = V_PROVED;
    sym_facts_free(F);
    return;
  }
  sym_term *zf[96];
  int n = query_of(v, ob, F, zf);
  sym_facts_free(F);
  sym_model_init(&oc->model);
  oc->have_model = true;
  smt_result r = SMT_UNKNOWN, ra = SMT_UNKNOWN;
  const char *unsup = fast ? NULL : unsupported_in(v, ob);
  if (unsup) {
    /* a model over a value nvtv does not model says nothing: only a proof can come out */
    if (smt_check_abstract(v->z, zf, n, v->o->timeout_ms / 4) == SMT_UNSAT) {
      v->r->z3_proved++;
      oc->v = V_PROVED;
    } else {
      oc->v = V_UNSUPPORTED;
      snprintf(oc->why, sizeof oc->why, "depends on a value nvtv does not model (%s)", unsup);
    }
    memcpy(oc->pre, ob->pre, sizeof ob->pre);
    oc->npre = ob->npre;
    oc->goal = ob->goal;
    return;
  }
  sym_term *alone[2] = {zf[n - 1]};
  if (!fast && ob->rule && sym_first_ite(ob->goal) && !unsup) { /* (merged accesses: phis of the arms) */
    sym_facts *F1 = facts_of(v, ob->pre, ob->npre);
    bool ok = by_cases(v, ob->pre, ob->npre, ob->goal, F1, 0, v->o->timeout_ms / 8 + 1);
    sym_facts_free(F1);
    if (ok) {
      v->r->z3_proved++;
      oc->v = V_PROVED;
      return;
    }
  }
  if (!fast && !sym_has_op(ob->goal, SYM_K) &&
      smt_check_abstract(v->z, alone, 1, v->o->timeout_ms / 20 + 1) == SMT_UNSAT) {
    /* the goal holds whatever src does (a poison condition the ranges of the special
     * registers and the objects' sizes rule out): a small query instead of one over every
     * premise */
    ra = r = SMT_UNSAT;
  } else if (!fast && ob->goal->width == 1 && smt_check_prop(v->z, zf, n, v->o->timeout_ms / 10 + 1) == SMT_UNSAT) {
    /* propositional logic over the comparisons suffices (reach conditions a pass
     * rearranged) */
    ra = r = SMT_UNSAT;
  } else if (!fast) {
    /* the linear abstraction proves most of what needs a solver, and cheaply refutes
     * nothing: give it the budget, then ask the exact question */
    ra = r = abstract_sliced_first(v, zf, n, v->o->timeout_ms);
    if (r != SMT_UNSAT) r = SMT_UNKNOWN;
    if (r != SMT_UNSAT && congruence_proves(v, ob, zf, n)) {
      v->r->z3_proved++;
      ra = r = SMT_UNSAT;
    }
  }
  if (r != SMT_UNSAT) r = smt_check(v->z, zf, n, v->o->quick ? 2 : 1, &oc->model, oc->why, sizeof oc->why);
  if (v->trace) {
    char *g = verify_term_str_n(v, zf[n - 1], 8000);
    fprintf(stderr, "[trace] #%ld %s: fast=%d abstract=%d exact=%d\n  not-goal: %s\n", ob->tag, ob->kind, fast, ra, r, g);
    free(g);
    for (int i = 0; i < n - 1; i++) {
      char *f = verify_term_str_n(v, zf[i], 8000);
      fprintf(stderr, "  fact: %s\n", f);
      free(f);
    }
  }
  memcpy(oc->pre, ob->pre, sizeof ob->pre);
  oc->npre = ob->npre;
  oc->goal = ob->goal;
  oc->show[0] = ob->show[0];
  oc->show[1] = ob->show[1];
  if (r == SMT_UNSAT) {
    oc->v = V_PROVED;
    if (!fast) v->r->z3_proved++;
    else v->r->fast_proved++;
    return;
  }
  if (fast && r == SMT_SAT) {
    oc->v = V_CEX;
    oc->confirmed = model_satisfies(v, oc);
    snprintf(oc->why, sizeof oc->why, "fast path said proved, Z3 found a model");
    ob->kind = "fast-path-unsound";
    return;
  }
  if (fast && r == SMT_UNKNOWN) {
    /* --always-z3 could not re-check in time: the fast-path proof stands, unconfirmed */
    v->r->fast_proved++;
    v->r->z3_unconfirmed++;
    oc->v = V_PROVED;
    return;
  }
  if (r == SMT_UNKNOWN) {
    oc->v = V_UNKNOWN;
    oc->no_answer = true;
    return;
  }
  oc->confirmed = model_satisfies(v, oc);
  oc->v = V_CEX;
  if (!oc->confirmed) {
    oc->v = V_UNKNOWN;
    snprintf(oc->why, sizeof oc->why, "Z3 model did not re-evaluate to a difference");
  } else {
    bool uf = has_uf_operation(ob->goal);
    for (int i = 0; i < ob->npre && !uf; i++) uf = has_uf_operation(ob->pre[i]);
    if (uf) {
      oc->v = V_UNKNOWN;
      snprintf(oc->why, sizeof oc->why, "differs only through an uninterpreted operation (call, float op, undef)");
    }
  }
}

/* attempt_inner, and for -v how the obligation was decided */
static void attempt(vctx *v, oblig *ob, outcome *oc) {
  int fast0 = v->r->fast_proved;
  double t0 = verify_now_ms();
  attempt_inner(v, ob, oc);
  if (v->r->fast_proved > fast0 && oc->v == V_PROVED) {
    v->acc_fast++;
  } else {
    v->acc_z3++;
    v->acc_z3_ms += verify_now_ms() - t0;
  }
}

/* loops whose opaque recurrences appear in the obligation */
static int opaque_loops(vctx *v, oblig *ob, uint32_t *out, int cap) {
  ir_vec leaves = {0};
  for (int i = 0; i < ob->npre; i++) sym_collect_leaves(ob->pre[i], &leaves);
  sym_collect_leaves(ob->goal, &leaves);
  int n = 0;
  for (int i = 0; i < leaves.n; i++) {
    sym_term *l = leaves.v[i];
    uint32_t g;
    if (l->op != SYM_OPAQUE || !sym_opaque_loop(v->c, (uint32_t)l->imm, &g)) continue;
    bool dup = false;
    for (int j = 0; j < n; j++) dup |= out[j] == g;
    if (!dup && n < cap) out[n++] = g;
  }
  ir_vec_free(&leaves);
  return n;
}

/* substitution for "loop g at iteration j": its counter and its exit iteration */
static void bound_map(vctx *v, oblig *ob, uint32_t g, uint64_t j, ir_map *m) {
  sym_ctx *c = v->c;
  ir_map_put(m, sym_leaf(c, SYM_K, 64, g), sym_const(c, 64, j));
  ir_vec leaves = {0};
  for (int i = 0; i < ob->npre; i++) sym_collect_leaves(ob->pre[i], &leaves);
  sym_collect_leaves(ob->goal, &leaves);
  for (int i = 0; i < leaves.n; i++) {
    sym_term *l = leaves.v[i];
    if (l->op == SYM_EXITK && l->imm == g) ir_map_put(m, l, sym_const(c, 64, j));
  }
  ir_vec_free(&leaves);
}

/* The first loop without a counterpart (and without a constant exit, unroll.c) whose
 * exit iteration, termination or header the obligation's terms mention, or -1: nothing
 * relates its iterations to the other side's, so a model may pick any exit. */
static int rests_on_lone_loop(vctx *v, const oblig *ob) {
  ir_vec leaves = {0};
  for (int i = 0; i < 2; i++)
    if (ob->show[i]) sym_collect_leaves(ob->show[i], &leaves);
  sym_collect_leaves(ob->goal, &leaves);
  int r = -1;
  for (int i = 0; i < leaves.n && r < 0; i++) {
    sym_term *l = leaves.v[i];
    if ((l->op == SYM_EXITK || l->op == SYM_TERM || l->op == SYM_HR) && l->imm < (uint64_t)v->ngid &&
        (v->gsrc[l->imm] < 0 || v->gtgt[l->imm] < 0) && !(v->unroll.exit && v->unroll.exit[l->imm] >= 0))
      r = (int)l->imm;
  }
  ir_vec_free(&leaves);
  return r;
}

/* "src's loop L[ verb], a loop with no counterpart in tgt (...)" for such a loop (gid g). */
static const char *lone_loop_words(vctx *v, int g, const char *verb, char *buf, size_t n) {
  bool in_src = v->gsrc[g] >= 0;
  snprintf(buf, n, "%s's loop %s%s%s, a loop with no counterpart in %s (runtime unrolling, peeling or a restructured loop)",
           in_src ? "src" : "tgt", sym_loop_name(v->c, (uint32_t)g), *verb ? " " : "", verb, in_src ? "tgt" : "src");
  return buf;
}

/* Adds the loads among t's leaves to set, or to list. */
static void add_loads(sym_term *t, ir_map *set, ir_vec *list) {
  ir_vec leaves = {0};
  sym_collect_leaves(t, &leaves);
  for (int i = 0; i < leaves.n; i++) {
    sym_term *l = leaves.v[i];
    if (l->op != SYM_LOAD) continue;
    if (set) ir_map_put(set, l, l);
    else ir_vec_push(list, l);
  }
  ir_vec_free(&leaves);
}

/* The forwarding facts (merge.fwd, premise `self` of ob) that ob can use: those that speak
 * of a load its goal or other premises mention, or a load of a fact taken (transitively).
 * The others relate loads the query does not mention: a premise less is never unsound, and
 * such facts, satisfiable apart from the rest (each equates what two reads of the same bytes
 * read), cannot change the answer; they only make the query larger. */
static sym_term *relevant_facts(vctx *v, const oblig *ob, int self) {
  sym_ctx *c = v->c;
  sym_term **cj, *one;
  int n = verify_conjuncts(ob->pre[self], &cj, &one);
  if (n <= 1) return ob->pre[self];
  ir_map used;
  ir_map_init(&used);
  add_loads(ob->goal, &used, NULL);
  for (int i = 0; i < ob->npre; i++)
    if (i != self) add_loads(ob->pre[i], &used, NULL);
  ir_vec *loads = calloc((size_t)n, sizeof *loads); /* each fact's loads; emptied once taken */
  if (!loads) ir_oom();
  for (int j = 0; j < n; j++) add_loads(cj[j], NULL, &loads[j]);
  sym_term *r = sym_true(c);
  for (bool more = true; more;) {
    more = false;
    for (int j = 0; j < n; j++) {
      bool meets = false;
      for (int b = 0; b < loads[j].n && !meets; b++) meets = ir_map_has(&used, loads[j].v[b]);
      if (!meets) continue;
      for (int b = 0; b < loads[j].n; b++) ir_map_put(&used, loads[j].v[b], loads[j].v[b]);
      ir_vec_free(&loads[j]);
      r = sym_and(c, r, cj[j]);
      more = true;
    }
  }
  for (int j = 0; j < n; j++) ir_vec_free(&loads[j]);
  free(loads);
  ir_map_free(&used);
  return r;
}

static bool contains_term(sym_term *t, sym_term *sub, int depth);

static sym_term *fwd_rep(const ir_map *m, sym_term *t) {
  for (sym_term *r; (r = ir_map_get(m, t));) t = r;
  return t;
}

/* The forwarding facts ob uses (premise `self`) that equate a load with another load or a
 * stored value, applied as a substitution to the goal and the other premises: under the
 * premise x == y the goal says the same with y for x, and in normal form the operands of
 * commutative float operations are then ordered alike (Z3's congruence does not turn
 * `fmul(2, load#26)` into `fmul(load#21, 2)`; heat_strips' `2.0f*cur[t+1]` after
 * `cur[t+1]`, which GVN reads once).  The premise itself stays. */
static void apply_forwarding(vctx *v, oblig *ob, int self) {
  sym_term **cj, *one;
  int n = verify_conjuncts(ob->pre[self], &cj, &one);
  ir_map m;
  ir_map_init(&m);
  ir_vec keys = {0};
  for (int j = 0; j < n; j++) {
    sym_term *q = cj[j];
    if (q->op != SYM_ICMP || q->imm != LLVMIntEQ) continue;
    sym_term *x = fwd_rep(&m, q->ops[0]), *y = fwd_rep(&m, q->ops[1]);
    if (x == y) continue;
    if (y->op == SYM_LOAD && (x->op != SYM_LOAD || y->id > x->id)) {
      sym_term *t = x;
      x = y;
      y = t;
    }
    if (x->op != SYM_LOAD || contains_term(y, x, 0)) continue;
    ir_map_put(&m, x, y);
    ir_vec_push(&keys, x);
  }
  if (keys.n) {
    ir_map flat;
    ir_map_init(&flat);
    for (int j = 0; j < keys.n; j++) ir_map_put(&flat, keys.v[j], fwd_rep(&m, keys.v[j]));
    ob->goal = sym_subst(v->c, ob->goal, &flat, false);
    for (int i = 0; i < ob->npre; i++)
      if (i != self) ob->pre[i] = sym_subst(v->c, ob->pre[i], &flat, false);
    ir_map_free(&flat);
  }
  ir_vec_free(&keys);
  ir_map_free(&m);
}

static void discharge(vctx *v, oblig *ob, outcome *oc) {
  memset(oc, 0, sizeof *oc);
  oc->bound_iter = -1;
  for (int i = 0; i < ob->npre && v->merge.fwd; i++)
    if (ob->pre[i] == v->merge.fwd) {
      ob->pre[i] = relevant_facts(v, ob, i);
      apply_forwarding(v, ob, i);
    }
  bool opq = mentions_opaque(ob->goal);
  for (int i = 0; i < ob->npre && !opq; i++) opq = mentions_opaque(ob->pre[i]);
  if (!opq) {
    attempt(v, ob, oc);
    return;
  }
  if (proved_for_any_phi(v, ob, oc)) {
    if (!v->o->always_z3) oc->v = V_PROVED;
    return;
  }
  int lone = rests_on_lone_loop(v, ob);
  if (lone >= 0) { /* unrolling it would only try exits the other side does not share */
    if (oc->have_model) sym_model_free(&oc->model);
    memset(oc, 0, sizeof *oc);
    oc->bound_iter = -1;
    oc->v = V_UNKNOWN;
    char w[200];
    snprintf(oc->why, sizeof oc->why, "depends on a recurrence at the exit of %s: not unrolled",
             lone_loop_words(v, lone, "", w, sizeof w));
    return;
  }
  uint32_t loops[4];
  int nl = opaque_loops(v, ob, loops, 4);
  int N = v->o->unroll > 0 ? v->o->unroll : 1;
  int combos = 1;
  for (int i = 0; i < nl; i++) combos *= N;
  v_verdict worst = V_BOUNDED;
  /* the loop facts of the obligation as it is, before its counters and exits become
   * constants (after, nothing would tie a header reached at iteration j to the iterations
   * before it going on: a model could reach an iteration the loop never runs) */
  sym_term *lf[64];
  int nlf = 0;
  add_loop_facts(v, ob, lf, &nlf, 64);
  sym_term *lfacts = nlf ? sym_and_n(v->c, lf, nlf) : NULL;
  for (int cb = 0; cb < combos; cb++) {
    ir_map m;
    ir_map_init(&m);
    int x = cb;
    uint64_t iters[4];
    for (int i = 0; i < nl; i++) {
      iters[i] = (uint64_t)(x % N);
      x /= N;
      bound_map(v, ob, loops[i], iters[i], &m);
    }
    oblig b = *ob;
    for (int i = 0; i < b.npre; i++) b.pre[i] = sym_subst(v->c, ob->pre[i], &m, true);
    b.goal = sym_subst(v->c, ob->goal, &m, true);
    if (lfacts) push_pre(&b, sym_subst(v->c, lfacts, &m, true));
    b.show[0] = ob->show[0] ? sym_subst(v->c, ob->show[0], &m, true) : NULL;
    b.show[1] = ob->show[1] ? sym_subst(v->c, ob->show[1], &m, true) : NULL;
    ir_map_free(&m);
    bool still = mentions_opaque(b.goal);
    for (int i = 0; i < b.npre && !still; i++) still = mentions_opaque(b.pre[i]);
    outcome o;
    memset(&o, 0, sizeof o);
    attempt(v, &b, &o);
    if (still && o.v == V_CEX) {
      o.v = V_UNKNOWN;
      snprintf(o.why, sizeof o.why, "depends on a recurrence nvtv cannot unroll here");
    }
    if (o.v == V_CEX || ((o.v == V_UNKNOWN || o.v == V_UNSUPPORTED) && worst != V_CEX)) {
      if (oc->have_model) sym_model_free(&oc->model);
      *oc = o;
      oc->bound_iter = nl ? (int)iters[0] : -1;
      oc->bound_loop = nl ? loops[0] : 0;
      worst = o.v;
      /* unsupported: the other iterations would say the same; no answer in time: they
       * cannot make the verdict better, and each is larger than the last (a -O0 matrix
       * product's accumulator unrolled over its tile loop cost ten seconds a query, four
       * queries an iteration).  A model that is no counterexample goes on: a later
       * iteration may give one (tests/lit/verify/phi-shifted.ll's bad.ll) */
      if (o.v == V_CEX || o.v == V_UNSUPPORTED || (o.v == V_UNKNOWN && o.no_answer)) {
        ob->kind = b.kind;
        return;
      }
    } else if (o.have_model) {
      sym_model_free(&o.model);
    }
  }
  if (worst == V_BOUNDED) oc->v = V_BOUNDED;
}

/* ---- counterexample text ---- */

static void print_model(vctx *v, outcome *oc, verify_sbuf *txt, json_t *js) { verify_print_model(v, &oc->model, txt, js); }

void verify_print_model(vctx *v, const sym_model *m, verify_sbuf *txt, json_t *js) {
  sym_ctx *c = v->c;
  const char *groups[] = {"inputs", "objects", "thread", "iteration", "loads", "other"};
  json_t *model = json_object();
  for (int g = 0; g < 6; g++) {
    verify_sbuf line = {0};
    bool first = true;
    for (int i = 0; i < m->n; i++) {
      sym_term *l = m->leaf[i];
      int grp;
      switch (l->op) {
      case SYM_ARG: grp = 0; break;
      case SYM_OBJ: case SYM_WIN: grp = 1; break;
      case SYM_SREG: grp = 2; break;
      case SYM_K: case SYM_EXITK: grp = 3; break;
      case SYM_LOAD: case SYM_UF: grp = 4; break;
      case SYM_HR: case SYM_TERM: continue;
      default: grp = 5; break;
      }
      if (grp != g) continue;
      char name[200] = "";
      sym_print(c, l, name, sizeof name);
      uint64_t val = m->v[i];
      char vs[40];
      int64_t sv = sym_sext64(val, l->width);
      if (l->width == 1) snprintf(vs, sizeof vs, "%s", val ? "true" : "false");
      else if (sv > -100000 && sv < 100000) snprintf(vs, sizeof vs, "%lld", (long long)sv);
      else snprintf(vs, sizeof vs, "0x%llx", (unsigned long long)val);
      verify_sbprintf(&line, "%s%s = %s", first ? "" : ", ", name, vs);
      json_object_set_new(model, name, verify_json_u64(val));
      first = false;
    }
    if (line.s) {
      char label[16];
      snprintf(label, sizeof label, "%s:", groups[g]);
      verify_sbprintf(txt, "  %-11s %s\n", label, line.s);
      free(line.s);
    }
  }
  json_object_set_new(js, "model", model);
}

/* ---- replaying counterexamples ---- */

interp_replay_verdict verify_replay(vctx *v, const char *kind, long tag, const sym_model *m, char *obs, size_t n) {
  v_finding f;
  memset(&f, 0, sizeof f);
  f.verdict = V_CEX;
  f.kind = kind;
  f.tag = tag;
  snprintf(f.func, sizeof f.func, "%s", v->fr->name);
  verify_sbuf txt = {0};
  f.json = json_pack("{s:b}", "replay", 1);
  verify_print_model(v, m, &txt, f.json);
  interp_replay_verdict r =
      verify_finding_replay(LLVMGetGlobalParent(v->s.fn), LLVMGetGlobalParent(v->t.fn), &f, obs, n);
  free(txt.s);
  json_decref(f.json);
  return r;
}

/* The kinds of free values (leaves a model may set at will) that the terms ts read. */
enum { FREE_LOADS = 1, FREE_CALLS = 2, FREE_ITERS = 4, FREE_PHIS = 8 };
static unsigned free_leaves(sym_term *const *ts, int n) {
  ir_vec leaves = {0};
  for (int i = 0; i < n; i++)
    if (ts[i]) sym_collect_leaves(ts[i], &leaves);
  unsigned k = 0;
  for (int i = 0; i < leaves.n; i++) {
    sym_term *l = leaves.v[i];
    k |= l->op == SYM_LOAD ? FREE_LOADS : 0;
    k |= l->op == SYM_UF && l->nops > 0 ? FREE_CALLS : 0;
    k |= l->op == SYM_K || l->op == SYM_EXITK || l->op == SYM_HR || l->op == SYM_TERM ? FREE_ITERS : 0;
    k |= l->op == SYM_OPAQUE ? FREE_PHIS : 0;
  }
  ir_vec_free(&leaves);
  return k;
}

/* What a refuted counterexample says about the verifier: which of its approximations made a
 * model that execution does not follow. */
static void imprecision_of(vctx *v, const oblig *ob, const char *obs, char *out, size_t n) {
  if (strstr(obs, "src's address") || strstr(obs, "src's value") || strstr(obs, "src stops first") ||
      strstr(obs, "(src: undefined") || strstr(obs, "memory: src under")) {
    snprintf(out, n, "src is undefined (or racy) on these inputs when executed, which the verifier's precondition "
                     "did not capture: an approximation of src's poison, object bounds or UB");
    return;
  }
  /* which free values the obligation rests on */
  sym_term *ts[26];
  int nt = 0;
  for (int i = 0; i < ob->npre; i++) ts[nt++] = ob->pre[i];
  ts[nt++] = ob->goal;
  unsigned k = free_leaves(ts, nt);
  (void)v;
  snprintf(out, n, "src and tgt behave the same on these inputs: the model's difference rests on values the verifier "
                   "leaves free (%s%s%s%s%s)",
           k & FREE_LOADS ? "loaded values: memory is not modelled, " : "",
           k & FREE_CALLS ? "results of calls and float operations, " : "",
           k & FREE_ITERS ? "loop iterations and exits, " : "", k & FREE_PHIS ? "non-affine recurrences, " : "",
           "values it cannot bound");
}

void verify_confirmation_lines(verify_sbuf *txt, json_t *js, bool reevaluated, bool replayed,
                               interp_replay_verdict exec, const char *obs) {
  verify_sbprintf(txt, "  re-evaluated: %s\n", reevaluated ? "yes (outside Z3)" : "no");
  json_object_set_new(js, "reevaluated", json_boolean(reevaluated));
  if (!replayed) {
    verify_sbprintf(txt, "  confirmed:  not replayed (--no-replay)\n");
    return;
  }
  bool yes = exec == INTERP_CONFIRMED;
  verify_sbprintf(txt, "  confirmed:  %s: %s\n", yes ? "yes, by execution" : "no, not executable", obs);
  json_object_set_new(js, "execution", json_string(yes ? "confirmed" : "not-executable"));
  json_object_set_new(js, "observation", json_string(obs));
}

/* Whether src's or tgt's side of the obligation (what differs in a counterexample; the goal
 * when it shows none) reads a loaded value: memory is not modelled, so the model may give
 * that load any value. */
static bool rests_on_loads(const oblig *ob) {
  sym_term *const *ts = ob->show[0] || ob->show[1] ? ob->show : &ob->goal;
  return free_leaves(ts, ob->show[0] || ob->show[1] ? 2 : 1) & FREE_LOADS;
}

/* A counterexample is replayed before it is reported: refuted, it becomes unknown with the
 * reason and the approximation that caused it.  Not executable, it stays one, marked so,
 * unless its difference rests on loaded values: those the model picks freely, and without an
 * execution nothing says memory could hold them (at -O0 under default<O3>, a loop counter
 * loaded from its alloca and an address loaded from a parameter's alloca gave two such
 * "counterexamples" in kernels the interpreter could not run). */
static void replay_outcome(vctx *v, oblig *ob, outcome *oc) {
  if (v->o->no_replay || !oc->have_model || !strcmp(ob->kind, "fast-path-unsound")) return;
  int lone = rests_on_lone_loop(v, ob);
  if (lone >= 0) {
    oc->v = V_UNKNOWN;
    char w[200];
    snprintf(oc->why, sizeof oc->why,
             "a %s counterexample that rests on how far %s: the model picks its exit freely; not replayed",
             ob->kind, lone_loop_words(v, lone, "runs", w, sizeof w));
    return;
  }
  oc->replayed = true;
  /* executions of a tag are compared only where tgt carries the tag: of an access tgt
   * deleted (mem2reg's loads of a local), tgt's "never runs it" is no difference */
  bool by_tag = !ob->whole_memory && ob->tag >= 0 && verify_acc_by_tag(&v->t, ob->tag);
  oc->exec = verify_replay(v, ob->kind, by_tag ? ob->tag : -1, &oc->model, oc->obs, sizeof oc->obs);
  if (oc->exec == INTERP_NOT_EXECUTABLE && rests_on_loads(ob)) {
    oc->v = V_UNKNOWN;
    snprintf(oc->why, sizeof oc->why,
             "a %s counterexample that rests on loaded values the verifier leaves free (memory is not modelled) "
             "and that execution could not check (%s)", ob->kind, oc->obs);
    return;
  }
  if (oc->exec != INTERP_REFUTED) return;
  oc->v = V_UNKNOWN;
  char imp[400];
  imprecision_of(v, ob, oc->obs, imp, sizeof imp);
  snprintf(oc->why, sizeof oc->why, "a %s counterexample that execution refutes (%s); imprecision: %s", ob->kind,
           oc->obs, imp);
}

/* tgt-poison: the one poison condition of tgt's disjunction that holds under the model (the
 * whole disjunction is the "tgt:" line), and its class (gep.out.of.object, nsw, ...) for
 * the JSON and the signature. */
static void poison_reason(vctx *v, outcome *oc, verify_sbuf *txt, json_t *js) {
  sym_term *t = oc->show[1];
  if (!t) return;
  sym_term *one[1] = {t};
  sym_term **parts = one;
  int n = 1;
  if (t->op == SYM_OR && t->width == 1) {
    parts = t->ops;
    n = t->nops;
  }
  for (int i = 0; i < n; i++) {
    bool p = false;
    if (sym_eval(v->c, parts[i], &oc->model, &p) != 1 || p) continue;
    char *s = verify_term_str(v, parts[i]);
    char cls[64];
    size_t k = strcspn(s, "(");
    snprintf(cls, sizeof cls, "%.*s", (int)(k < sizeof cls ? k : sizeof cls - 1), s);
    if (!k || k == strlen(s)) snprintf(cls, sizeof cls, "condition");
    verify_sbprintf(txt, "  because:    %s (tgt is poison there)\n", s);
    json_object_set_new(js, "poison_reason", json_string(cls));
    json_object_set_new(js, "poison_condition", json_string(s));
    free(s);
    return;
  }
}

static void report_outcome(vctx *v, oblig *ob, outcome *oc) {
  bool cex = oc->v == V_CEX;
  v_finding *f = verify_add_finding(v, oc->v, cex ? ob->kind : "unknown", ob->tag);
  f->reevaluated = cex && oc->confirmed;
  f->confirmed = cex && oc->replayed && oc->exec == INTERP_CONFIRMED;
  f->refuted = oc->replayed && oc->exec == INTERP_REFUTED;
  verify_sbuf txt = {0};
  json_t *js = verify_json_head(f);
  json_object_set_new(js, "check", json_string(ob->check));
  if (ob->tag >= 0) verify_describe_access(v, f, &txt, js, ob->tag);
  verify_sbprintf(&txt, "  check:      %s\n", ob->check);
  if (ob->rule) {
    verify_sbprintf(&txt, "  rule:       %s\n", ob->rule);
    json_object_set_new(js, "rule", json_string(ob->rule));
  }
  if (!cex) {
    const char *why = oc->why[0] ? oc->why : "solver gave no answer";
    verify_sbprintf(&txt, "  reason:     %s\n", why);
    json_object_set_new(js, "reason", json_string(why));
  }
  if (oc->bound_iter >= 0)
    verify_sbprintf(&txt, "  unrolled:   %s at iteration %d (opaque recurrence)\n", sym_loop_name(v->c, oc->bound_loop), oc->bound_iter);
  for (int k = 0; k < 2; k++) {
    sym_term *t = oc->show[k] ? oc->show[k] : ob->show[k];
    if (!t) continue;
    char *s = verify_term_str(v, t), *full = verify_term_full(v, t);
    verify_sbprintf(&txt, "  %s:        %s\n", k ? "tgt" : "src", s);
    json_object_set_new(js, k ? "tgt_term" : "src_term", json_string(full));
    free(full);
    free(s);
  }
  if (oc->have_model && oc->v == V_CEX && !strcmp(ob->kind, "tgt-poison")) poison_reason(v, oc, &txt, js);
  if (oc->have_model && oc->v == V_CEX) {
    print_model(v, oc, &txt, js);
    if (oc->show[0] && oc->show[1]) {
      bool p0 = false, p1 = false;
      uint64_t a = sym_eval(v->c, oc->show[0], &oc->model, &p0);
      uint64_t b = sym_eval(v->c, oc->show[1], &oc->model, &p1);
      verify_sbprintf(&txt, "  values:     src = 0x%llx%s, tgt = 0x%llx%s\n", (unsigned long long)a, p0 ? " (poison)" : "",
                (unsigned long long)b, p1 ? " (poison)" : "");
      json_object_set_new(js, "src_value", verify_json_u64(a));
      json_object_set_new(js, "tgt_value", verify_json_u64(b));
      json_object_set_new(js, "src_poison", json_boolean(p0));
      json_object_set_new(js, "tgt_poison", json_boolean(p1));
    }
    verify_confirmation_lines(&txt, js, oc->confirmed, oc->replayed, oc->exec, oc->obs);
  }
  if (f->refuted) json_object_set_new(js, "execution", json_string("refuted"));
  json_object_set_new(js, "confirmed", json_boolean(f->confirmed));
  if (oc->bound_iter >= 0) json_object_set_new(js, "iteration", json_integer(oc->bound_iter));
  verify_finish(f, &txt, js);
}

/* ---- matching ---- */

static int cmp_long(const void *a, const void *b) {
  long x = *(const long *)a, y = *(const long *)b;
  return x < y ? -1 : x > y;
}

typedef struct loopsig {
  long *tags;
  int n;
} loopsig;

/* tags of the accesses inside each loop of a cfg, sorted */
static void loop_sigs(ir_cfg *cfg, loopsig *out) {
  for (int l = 0; l < cfg->nloops; l++) {
    ir_loop *L = &cfg->loops[l];
    ir_vec tags = {0};
    for (int i = 0; i < L->nblocks; i++)
      for (LLVMValueRef x = LLVMGetFirstInstruction(cfg->block[L->blocks[i]]); x; x = LLVMGetNextInstruction(x)) {
        ir_memkind k = ir_memkind_of(x); /* not syncs: a pass may remove those */
        long t = k != IR_MEM_NONE && k != IR_MEM_SYNC ? ir_tag_of(x) : -1;
        if (t >= 0) ir_vec_push(&tags, (void *)(intptr_t)t);
      }
    out[l].n = tags.n;
    out[l].tags = malloc((size_t)(tags.n ? tags.n : 1) * sizeof(long));
    if (!out[l].tags) ir_oom();
    for (int i = 0; i < tags.n; i++) out[l].tags[i] = (long)(intptr_t)tags.v[i];
    ir_sort(out[l].tags, (size_t)out[l].n, sizeof(long), cmp_long);
    ir_vec_free(&tags);
  }
}

static bool same_sig(loopsig *a, loopsig *b) {
  return a->n == b->n && !memcmp(a->tags, b->tags, (size_t)a->n * sizeof(long));
}

/* Marks (used = 2) every tgt loop with an access whose tag tgt also has outside the loop:
 * runtime or partial unrolling's main loop and remainder, a peeled iteration; and every
 * loop in which each tag occurs the same number of times u > 1: partial unrolling by u
 * without a remainder.  Its iteration k is not src's iteration k, so it is paired with no
 * src loop. */
/* How many times tag occurs in the blocks of tgt loop j that no inner loop holds. */
static int direct_count(vctx *v, int j, long tag) {
  ir_cfg *ct = v->t.cfg;
  ir_loop *L = &ct->loops[j];
  int n = 0;
  for (int i = 0; i < L->nblocks; i++) {
    if (ct->loop_of[L->blocks[i]] != j) continue;
    for (LLVMValueRef x = LLVMGetFirstInstruction(ct->block[L->blocks[i]]); x; x = LLVMGetNextInstruction(x)) {
      ir_memkind k = ir_memkind_of(x);
      n += k != IR_MEM_NONE && k != IR_MEM_SYNC && ir_tag_of(x) == tag;
    }
  }
  return n;
}

static void exclude_copied_loops(vctx *v, loopsig *ts, int *used) {
  for (int j = 0; j < v->t.cfg->nloops; j++) {
    int u = -1;
    for (int a = 0; a < ts[j].n && !used[j];) {
      int b = a;
      while (b < ts[j].n && ts[j].tags[b] == ts[j].tags[a]) b++;
      if (verify_tgt_count(v, ts[j].tags[a]) > b - a) used[j] = 2;
      /* the copies of partial unrolling lie in j itself: a loop around a runtime-unrolled
       * one (kmeans' cluster loop around its feature loop) holds its copies in inner loops */
      int d = direct_count(v, j, ts[j].tags[a]);
      if (d) u = u < 0 || u == d ? d : 0;
      a = b;
    }
    if (!used[j] && u > 1) used[j] = 2;
  }
}

/* Has tgt none of the loop's tags?  (-O0: SROA promotes the locals a loop reads and writes
 * and splits its struct copies into untagged loads; the loop is then as good as memory-free
 * for pairing.) */
static bool all_lost(vctx *v, const loopsig *s) {
  for (int a = 0; a < s->n; a++)
    if (verify_tgt_count(v, s->tags[a])) return false;
  return true;
}

/* Pairs src and tgt loops: by the accesses they contain, then memory-free loops (and loops
 * none of whose tags tgt has) by their position among their siblings.  Fills gid maps
 * (matched pairs share an id). */
static void match_loops(vctx *v, loopsig *ss, loopsig *ts) {
  ir_cfg *cs = v->s.cfg, *ct = v->t.cfg;
  int *m = malloc((size_t)(cs->nloops + 1) * sizeof *m);
  int *used = calloc((size_t)(ct->nloops + 1), sizeof *used);
  if (!m || !used) ir_oom();
  exclude_copied_loops(v, ts, used);
  for (int i = 0; i < cs->nloops; i++) {
    m[i] = -1;
    int ps = cs->loops[i].parent;
    for (int j = 0; j < ct->nloops && m[i] < 0; j++) {
      int pt = ct->loops[j].parent;
      bool parents = (ps < 0 && pt < 0) || (ps >= 0 && m[ps] == pt);
      if (!used[j] && parents && ss[i].n && same_sig(&ss[i], &ts[j])) {
        m[i] = j;
        used[j] = 1;
      }
    }
  }
  /* a loop that lost or gained accesses (LICM moved one out, a pass sank one in): the
   * sibling that shares the most of its accesses */
  for (int i = 0; i < cs->nloops; i++) {
    if (m[i] >= 0 || !ss[i].n) continue;
    int ps = cs->loops[i].parent, best = -1, best_n = 0;
    for (int j = 0; j < ct->nloops; j++) {
      int pt = ct->loops[j].parent;
      bool parents = (ps < 0 && pt < 0) || (ps >= 0 && m[ps] == pt);
      if (used[j] || !parents) continue;
      int common = 0;
      for (int a = 0, b = 0; a < ss[i].n && b < ts[j].n;) {
        if (ss[i].tags[a] == ts[j].tags[b]) common++, a++, b++;
        else if (ss[i].tags[a] < ts[j].tags[b]) a++;
        else b++;
      }
      if (common > best_n) best_n = common, best = j;
    }
    if (best >= 0) {
      m[i] = best;
      used[best] = 1;
    }
  }
  /* by position only where both sides have as many such loops under the pair's parents: a
   * runtime-unrolled loop whose loads lost their tags is two tgt loops (main and remainder),
   * neither of which is src's loop; and never a tgt loop that LLVM's unroller marked as
   * unrolled (llvm.loop.unroll.disable) where src's loop has no such mark (nbody's `#pragma
   * unroll 8` tile loop, whose float4 loads lost their tags: its iteration k is src's 8k..8k+7) */
  bool src_marked = false;
  for (int i = 0; i < cs->nloops && !src_marked; i++) src_marked = m[i] < 0 && ir_loop_unroll_disabled(cs, i);
  for (int j = 0; j < ct->nloops && !src_marked; j++)
    if (!used[j] && !ts[j].n && ir_loop_unroll_disabled(ct, j))
      used[j] = 3; /* (still counted below: a remainder loop has the mark) */
  for (int i = 0; i < cs->nloops; i++) {
    if (m[i] >= 0 || (ss[i].n && !all_lost(v, &ss[i]))) continue;
    int ps = cs->loops[i].parent;
    if (ps >= 0 && m[ps] < 0) continue;
    int pt0 = ps < 0 ? -1 : m[ps], ns = 0, nt = 0;
    for (int x = 0; x < cs->nloops; x++)
      ns += cs->loops[x].parent == ps && m[x] < 0 && (!ss[x].n || all_lost(v, &ss[x]));
    for (int j = 0; j < ct->nloops; j++) nt += ct->loops[j].parent == pt0 && (!used[j] || used[j] == 3) && !ts[j].n;
    if (ns != nt) continue;
    for (int j = 0; j < ct->nloops; j++) {
      int pt = ct->loops[j].parent;
      bool parents = pt == pt0;
      if (!used[j] && parents && !ts[j].n) {
        m[i] = j;
        used[j] = 1;
        break;
      }
    }
  }
  int n = cs->nloops + ct->nloops;
  v->gsrc = malloc((size_t)(n + 1) * sizeof(int));
  v->gtgt = malloc((size_t)(n + 1) * sizeof(int));
  v->gstat = calloc((size_t)(n + 1), sizeof(v_verdict));
  v->gbound = calloc((size_t)(n + 1), sizeof *v->gbound);
  v->gbound_done = calloc((size_t)(n + 1), sizeof *v->gbound_done);
  v->gnowrap = calloc((size_t)(n + 1), sizeof *v->gnowrap);
  v->grot = calloc((size_t)(n + 1), sizeof *v->grot);
  v->gdrop = calloc((size_t)(n + 1), sizeof *v->gdrop);
  if (!v->gbound || !v->gbound_done || !v->gnowrap || !v->grot || !v->gdrop) ir_oom();
  v->s.gid = malloc((size_t)(cs->nloops + 1) * sizeof(uint32_t));
  v->t.gid = malloc((size_t)(ct->nloops + 1) * sizeof(uint32_t));
  if (!v->gsrc || !v->gtgt || !v->gstat || !v->s.gid || !v->t.gid) ir_oom();
  int g = 0;
  for (int i = 0; i < cs->nloops; i++) {
    v->s.gid[i] = (uint32_t)g;
    v->gsrc[g] = i;
    v->gtgt[g] = m[i];
    if (m[i] >= 0) v->t.gid[m[i]] = (uint32_t)g;
    g++;
  }
  for (int j = 0; j < ct->nloops; j++)
    if (used[j] != 1) { /* (unpaired, or excluded: 2, 3) */
      v->t.gid[j] = (uint32_t)g;
      v->gsrc[g] = -1;
      v->gtgt[g] = j;
      g++;
    }
  v->ngid = g;
  free(m);
  free(used);
}

/* src's header test of loop ls: the condition to stay in the loop, at iteration k, when its
 * header ends in a conditional branch with one successor in the loop; else NULL. */
static sym_term *header_test(vctx *v, int ls) {
  ir_cfg *cs = v->s.cfg;
  ir_loop *S = &cs->loops[ls];
  LLVMValueRef br = LLVMGetBasicBlockTerminator(cs->block[S->header]);
  if (LLVMGetInstructionOpcode(br) != LLVMBr || !LLVMIsConditional(br)) return NULL;
  int s0 = ir_block_index(cs, LLVMGetSuccessor(br, 0)), s1 = ir_block_index(cs, LLVMGetSuccessor(br, 1));
  bool in0 = s0 >= 0 && ir_loop_contains(cs, ls, s0), in1 = s1 >= 0 && ir_loop_contains(cs, ls, s1);
  if (in0 == in1) return NULL;
  sym_term *cond = sym_value_at(v->s.sf, LLVMGetCondition(br), -1);
  if (!cond || cond->width != 1) return NULL;
  cond = sym_nf(v->c, cond);
  return in0 ? cond : sym_not(v->c, cond);
}

/* Is tgt loop lt src loop ls rotated (loop-rotate)?  src tests at its header, its only
 * exiting block, before a body that ends in a latch; tgt's one latch is its only exiting
 * block.  Returns src's header test or NULL.  (Other exits would leave tgt at src's
 * iteration, not the one before.) */
static sym_term *rotation_test(vctx *v, int ls, int lt) {
  ir_cfg *cs = v->s.cfg, *ct = v->t.cfg;
  ir_loop *S = &cs->loops[ls], *T = &ct->loops[lt];
  if (!S->nexits || !T->nexits || T->nlatches != 1) return NULL;
  for (int i = 0; i < S->nlatches; i++)
    if (S->latches[i] == S->header) return NULL;
  for (int i = 0; i < S->nexits; i++)
    if (S->exit_from[i] != S->header) return NULL;
  for (int i = 0; i < T->nexits; i++)
    if (T->exit_from[i] != T->latches[0]) return NULL;
  return header_test(v, ls);
}

/* Did tgt drop src's header test?  src's header leaves the loop and tgt's loop keeps
 * exactly src's other exit edges: LLVM proved the test true after iteration 0 from another
 * exit (`i < n` with `if (i == n - 1) break;` inside) and kept it as the loop's guard only.
 * Both sides then leave at the same iteration, from the same exit, once the loop is entered;
 * check_loop proves that src's header test passes wherever tgt's loop runs.  (Called where
 * rotation_test did not match.)  Returns the test or NULL. */
static sym_term *header_test_dropped(vctx *v, int ls, int lt) {
  ir_loop *S = &v->s.cfg->loops[ls], *T = &v->t.cfg->loops[lt];
  int tests = 0;
  for (int i = 0; i < S->nexits; i++) tests += S->exit_from[i] == S->header;
  if (!tests || !T->nexits || T->nexits != S->nexits - tests) return NULL;
  return header_test(v, ls);
}

/* The loops around blk, outermost first, as global ids: *out is malloc'd (any depth). */
int verify_loop_chain(side *sd, int blk, uint32_t **out) {
  int n = 0;
  for (int l = sd->cfg->loop_of[blk]; l >= 0; l = sd->cfg->loops[l].parent) n++;
  *out = malloc(((size_t)n + 1) * sizeof **out);
  if (!*out) ir_oom();
  int i = n;
  for (int l = sd->cfg->loop_of[blk]; l >= 0; l = sd->cfg->loops[l].parent) (*out)[--i] = sd->gid[l];
  return n;
}

/* ---- per-loop checks ---- */

static sym_term *noub_ctx(side *sd, int cfgloop) {
  return cfgloop < 0 ? sd->sf->noub : sd->sf->loops[cfgloop].noub;
}

static long smallest_tag_in_loop(side *sd, int l) {
  long best = -1;
  for (int i = 0; i < sd->sf->naccess; i++) {
    sym_access *a = &sd->sf->acc[i];
    if (a->tag >= 0 && ir_loop_contains(sd->cfg, l, a->block) && (best < 0 || a->tag < best)) best = a->tag;
  }
  return best;
}

/* The smallest block that holds the model's thread: ntid.d = tid.d + 1 where the kernel reads
 * tid.d, 1 elsewhere.  Every thread of the launch runs in a replay, and a model's block is
 * free within the launch bounds: a larger one brings threads that src has no defined run for
 * (a tile indexed past its end), and execution refutes the model for a reason that is not the
 * access's. */
static sym_term *smallest_block(vctx *v) {
  sym_ctx *c = v->c;
  unsigned dims = sym_cta_dims(v->s.fn);
  sym_term *r = sym_true(c);
  for (int d = 0; d < 3; d++) {
    sym_term *n = sym_leaf(c, SYM_SREG, 32, SREG_NTID_X + d);
    sym_term *want = dims >> d & 1 ? sym_bin(c, SYM_ADD, 0, sym_leaf(c, SYM_SREG, 32, SREG_TID_X + d), sym_const(c, 32, 1))
                                   : sym_const(c, 32, 1);
    r = sym_and(c, r, sym_icmp(c, LLVMIntEQ, n, want));
  }
  return r;
}

static sym_term *access_outside(vctx *v, sym_access *a);

/* src defined at each of its accesses (at most 64) where the thread reaches it, in the
 * model's thread and in threads 0 and ntid-1 of each dimension the kernel reads (loop
 * counters left free): src undefined later in the thread, or in another thread, refutes a
 * model when it is replayed, for a reason that is not the access's. */
static sym_term *src_defined(vctx *v) {
  if (v->src_defined) return v->src_defined;
  sym_ctx *c = v->c;
  sym_term *own = v->s.sf->noub ? v->s.sf->noub : sym_true(c);
  for (int i = 0, n = 0; i < v->s.sf->naccess && n < 64; i++) {
    sym_access *x = &v->s.sf->acc[i];
    if (!x->reachd || !x->npointers) continue;
    n++;
    own = sym_and(c, own, sym_not(c, sym_and(c, x->reachd, sym_or(c, verify_address_poison(v, x), access_outside(v, x)))));
  }
  unsigned dims = sym_cta_dims(v->s.fn);
  sym_term *r = own;
  for (int end = 0; end < 2; end++) {
    ir_map m;
    ir_map_init(&m);
    for (int d = 0; d < 3; d++)
      if (dims >> d & 1)
        ir_map_put(&m, sym_leaf(c, SYM_SREG, 32, SREG_TID_X + d),
                   end ? sym_bin(c, SYM_SUB, 0, sym_leaf(c, SYM_SREG, 32, SREG_NTID_X + d), sym_const(c, 32, 1))
                       : sym_const(c, 32, 0));
    r = sym_and(c, r, sym_subst(c, own, &m, true));
    ir_map_free(&m);
  }
  return v->src_defined = r;
}

/* sreg(d) p k in each dimension d (sreg: the x register of tid, ntid or ctaid) */
static sym_term *each_dim(sym_ctx *c, int sreg, LLVMIntPredicate p, unsigned k) {
  sym_term *r = sym_true(c);
  for (int d = 0; d < 3; d++) r = sym_and(c, r, sym_icmp(c, p, sym_leaf(c, SYM_SREG, 32, sreg + d), sym_const(c, 32, k)));
  return r;
}

/* tid.d <= 1 in each dimension: with smallest_block, a block of threads 0 and 1 (per
 * dimension), both of which src_defined covers */
static sym_term *first_threads(vctx *v) { return each_dim(v->c, SREG_TID_X, LLVMIntULE, 1); }

/* A block of one thread, thread (0,0,0): no other thread to be undefined or to race */
static sym_term *lone_thread(vctx *v) {
  return sym_and(v->c, each_dim(v->c, SREG_NTID_X, LLVMIntEQ, 1), each_dim(v->c, SREG_TID_X, LLVMIntEQ, 0));
}

/* ctaid = 0 in each dimension */
static sym_term *grid_origin(vctx *v) { return each_dim(v->c, SREG_CTAID_X, LLVMIntEQ, 0); }

/* The loop counters in an obligation's goal and premises, each fixed at `at`, or NULL when
 * it has none: a timeout asked again at the first iterations, where a difference is cheap to
 * find (k*ntid*nctaid in a grid-stride loop's exit test is what the solver gave up on). */
static sym_term *first_iterations(vctx *v, const oblig *ob, uint64_t at) {
  sym_ctx *c = v->c;
  ir_vec leaves = {0};
  sym_collect_leaves(ob->goal, &leaves);
  for (int i = 0; i < ob->npre; i++) sym_collect_leaves(ob->pre[i], &leaves);
  sym_term *r = NULL;
  for (int i = 0; i < leaves.n; i++) {
    sym_term *l = leaves.v[i];
    if (l->op == SYM_K) r = sym_and(c, r ? r : sym_true(c), sym_icmp(c, LLVMIntEQ, l, sym_const(c, 64, at)));
  }
  ir_vec_free(&leaves);
  return r;
}

/* ob asked again under one more premise: its model replaces *oc when execution does not
 * refute it (a premise only narrows the question) */
static bool exec_confirmed(const outcome *oc) { return oc->replayed && oc->exec == INTERP_CONFIRMED; }

/* (confirmed: only a model execution confirms replaces it) */
static void ask_again(vctx *v, oblig *ob, outcome *oc, sym_term *premise, bool confirmed) {
  oblig again = *ob;
  push_pre(&again, premise);
  outcome o2;
  discharge(v, &again, &o2);
  if (o2.v == V_CEX) replay_outcome(v, &again, &o2);
  if (o2.v == V_CEX && (!confirmed || exec_confirmed(&o2))) {
    if (oc->have_model) sym_model_free(&oc->model);
    *oc = o2;
    *ob = again;
  } else if (o2.have_model) {
    sym_model_free(&o2.model);
  }
}

/* ask_again for a timeout, a model execution could not run, or src_defined's questions: a
 * quarter of the query's budget each time, and at most V_LATE_ASKS such questions in a
 * function (a kernel whose proofs are hard pays for them at most that often) */
enum { V_LATE_ASKS = 4 };
static void ask_again_late(vctx *v, oblig *ob, outcome *oc, sym_term *premise, bool confirmed) {
  if (v->late_asks >= V_LATE_ASKS) return;
  v->late_asks++;
  verify_opts o = *v->o;
  o.timeout_ms = o.timeout_ms >= 4 ? o.timeout_ms / 4 : 1;
  const verify_opts *was = v->o;
  v->o = &o;
  ask_again(v, ob, oc, premise, confirmed);
  v->o = was;
}

static v_verdict run_oblig(vctx *v, oblig *ob) {
  outcome oc;
  discharge(v, ob, &oc);
  if (v->quiet) { /* a probe (verify_check_access, V_CHECK_PROBE): the verdict only */
    if (oc.have_model) sym_model_free(&oc.model);
    return oc.v;
  }
  if (oc.v == V_CEX) replay_outcome(v, ob, &oc);
  /* a model execution refutes: another, where the difference reaches the replayed access
   * (ob->focus), then in the smallest block that holds its thread, then with src defined in
   * the whole thread and at the block's ends (src_defined), then so in a block of threads 0
   * and 1;
   * each premise only narrows the question, and a model stands only if execution confirms it */
  sym_term *tries[2];
  int ntries = 0;
  if (ob->focus) tries[ntries++] = ob->focus;
  tries[ntries++] = ob->focus ? sym_and(v->c, ob->focus, smallest_block(v)) : smallest_block(v);
  for (int i = 0; i < ntries + 2; i++) {
    if (!(oc.v == V_UNKNOWN && oc.replayed && oc.exec == INTERP_REFUTED && !v->o->quick && ob->npre < 24)) break;
    if (i >= ntries && !strstr(oc.obs, "src: undefined") && !strstr(oc.obs, "src is not defined")) break; /* (src was defined) */
    sym_term *defined = i >= ntries ? sym_and(v->c, src_defined(v), smallest_block(v)) : NULL;
    if (i < ntries) ask_again(v, ob, &oc, tries[i], false);
    else ask_again_late(v, ob, &oc, i == ntries ? defined : sym_and(v->c, defined, first_threads(v)), false);
  }
  /* a timeout: the same question at the loops' first iterations, then there in a block of
   * one thread at the grid's origin (no product of thread and block indices left), then at
   * the loops' second iterations */
  sym_term *k0 = first_iterations(v, ob, 0), *k1 = k0 ? first_iterations(v, ob, 1) : NULL;
  sym_term *at_origin = sym_and(v->c, k0 ? k0 : sym_true(v->c), sym_and(v->c, lone_thread(v), grid_origin(v)));
  sym_term *late[3] = {k0, at_origin, k1};
  for (int i = 0; i < 3 && oc.v == V_UNKNOWN && oc.no_answer && !v->o->quick && ob->npre < 24; i++)
    if (late[i]) ask_again_late(v, ob, &oc, late[i], false);
  /* a model execution could not run (an iteration past the replay's limit): the loops'
   * first iterations, for one it can */
  for (int i = 0; i < 3; i += 2)
    if (oc.replayed && oc.exec == INTERP_NOT_EXECUTABLE && late[i] && !v->o->quick && ob->npre < 24)
      ask_again_late(v, ob, &oc, late[i], true);
  if (oc.v == V_CEX || oc.v == V_UNKNOWN) report_outcome(v, ob, &oc);
  if (oc.v == V_UNSUPPORTED) verify_note(v, V_UNSUPPORTED, "unsupported", ob->tag, "%s: %s", ob->check, oc.why);
  if (oc.have_model) sym_model_free(&oc.model);
  return oc.v;
}

/* src branches on defined values in the current iteration of every context from the
 * function down to cfg loop l (inclusive), or to its parent when !self. */
static sym_term *noub_chain(vctx *v, int l, bool self) {
  sym_ctx *c = v->c;
  sym_term *r = noub_ctx(&v->s, -1);
  for (int x = self ? l : (l >= 0 ? v->s.cfg->loops[l].parent : -1); x >= 0; x = v->s.cfg->loops[x].parent)
    r = sym_and(c, r, noub_ctx(&v->s, x));
  return r;
}

/* The side whose loop goes on from iteration k executes access `tag` in iteration k+1 (some
 * iteration of the loops inside): a trip count's difference that execution sees at the
 * access.  NULL when either side lacks it. */
static sym_term *extra_iteration_reaches(vctx *v, uint32_t g, long tag, sym_term *scont, sym_term *tcont, sym_term *k1) {
  sym_ctx *c = v->c;
  sym_access *sa = tag >= 0 ? verify_acc_by_tag(&v->s, tag) : NULL, *ta = tag >= 0 ? verify_acc_by_tag(&v->t, tag) : NULL;
  if (!sa || !ta || !sa->reach || !ta->reach) return NULL;
  sym_term *s1 = sym_subst_loop(c, sa->reach, g, k1, false), *t1 = sym_subst_loop(c, ta->reach, g, k1, false);
  return sym_or(c, sym_and(c, sym_and(c, scont, sym_not(c, tcont)), s1), sym_and(c, sym_and(c, tcont, sym_not(c, scont)), t1));
}

static void check_loop(vctx *v, uint32_t g) {
  sym_ctx *c = v->c;
  int ls = v->gsrc[g], lt = v->gtgt[g];
  sym_loopinfo *a = &v->s.sf->loops[ls], *b = &v->t.sf->loops[lt];
  long tag = smallest_tag_in_loop(&v->s, ls);
  v_verdict st = V_PROVED;
  sym_term *outer = noub_chain(v, ls, false), *inner = noub_chain(v, ls, true);

  /* a rotated loop (loop-rotate): tgt tests src's header condition before entering and at
   * the end of each iteration; by induction tgt reaches iteration k exactly where src's
   * header does and passes its test there (what the tgt terms assume: sym_opts.rotated).
   * A header test tgt dropped: tgt tests it before entering only, and src's passes at every
   * iteration after an iteration that goes on (induction again, same terms). */
  bool drop = v->gdrop[g];
  int trip_was = v->trip_loop;
  v->trip_loop = (int)g + 1;
  sym_term *test = v->grot[g], *k1 = sym_bin(c, SYM_ADD, 0, a->k, sym_const(c, 64, 1));
  sym_term *sentry = test ? sym_and(c, a->entry, sym_subst_loop(c, test, g, sym_const(c, 64, 0), false)) : a->entry;
  sym_term *test1 = test ? sym_subst_loop(c, test, g, k1, false) : NULL;
  sym_term *scont = test && !drop ? sym_and(c, a->cont, test1) : a->cont;
  oblig ob;
  memset(&ob, 0, sizeof ob);
  ob.tag = tag;
  ob.kind = "trip-count";
  ob.check = drop   ? "tgt enters its loop, whose header test it dropped, exactly when src enters the loop and passes that test"
             : test ? "tgt enters its rotated loop exactly when src enters the loop and passes its first test"
                    : "the loop is entered under the same condition in src and tgt";
  push_pre(&ob, outer);
  ob.goal = sym_and(c, sym_implies(c, sentry, b->entry), sym_implies(c, b->entry, sentry));
  ob.show[0] = sentry;
  ob.show[1] = b->entry;
  st = verify_worse(st, run_oblig(v, &ob));

  memset(&ob, 0, sizeof ob);
  ob.tag = tag;
  ob.kind = "trip-count";
  ob.check = drop   ? "iteration k goes on to k+1 in src exactly when it does in tgt, and src's header test, which tgt dropped, passes at k+1"
             : test ? "tgt's rotated loop goes on from iteration k exactly when src's does and passes its test at k+1"
                    : "iteration k goes on to k+1 in src exactly when it does in tgt (loop exit condition)";
  push_pre(&ob, inner);
  if (test) push_pre(&ob, test);
  sym_term *km1 = sym_bin(c, SYM_SUB, 0, a->k, sym_const(c, 64, 1));
  sym_term *prev = sym_and(c, sym_subst_loop(c, a->cont, g, km1, false), sym_subst_loop(c, b->cont, g, km1, false));
  push_pre(&ob, sym_implies(c, sym_not(c, sym_icmp(c, LLVMIntEQ, a->k, sym_const(c, 64, 0))), prev));
  ob.goal = sym_and(c, sym_implies(c, scont, b->cont), sym_implies(c, b->cont, scont));
  if (drop) ob.goal = sym_and(c, ob.goal, sym_implies(c, a->cont, test1));
  ob.focus = extra_iteration_reaches(v, g, tag, scont, b->cont, k1);
  ob.show[0] = scont;
  ob.show[1] = b->cont;
  v_verdict r2 = run_oblig(v, &ob);
  st = verify_worse(st, r2);

  if (r2 != V_CEX) {
    memset(&ob, 0, sizeof ob);
    ob.tag = tag;
    ob.kind = "tgt-poison";
    ob.check = "tgt branches on a defined value in every iteration where src does";
    push_pre(&ob, inner);
    /* where src goes on from k, it reaches iteration k+1 and is defined there too (else the
     * whole execution is undefined): a loop that tgt rotated tests at its latch in iteration
     * k what src's header tests in iteration k+1 (`c += 256` overflowing past `c < cols`) */
    push_pre(&ob, sym_implies(c, a->cont, sym_subst_loop(c, a->hr, g, k1, false)));
    push_pre(&ob, sym_subst_loop(c, inner, g, k1, false));
    if (test) push_pre(&ob, test); /* (tgt's latch tests src's header test at k+1) */
    push_pre(&ob, sym_implies(c, sym_not(c, sym_icmp(c, LLVMIntEQ, a->k, sym_const(c, 64, 0))), prev));
    ob.goal = b->noub;
    st = verify_worse(st, run_oblig(v, &ob));
  }
  v->trip_loop = trip_was;
  v->gstat[g] = st;
  if (st == V_CEX) v->fr->count[V_CEX]++;
}

/* ---- per-access checks ---- */

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

static sym_term *access_outside(vctx *v, sym_access *a) {
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
static bool contains_term(sym_term *t, sym_term *sub, int depth) {
  if (t == sub) return true;
  if (depth > 24) return false;
  for (int i = 0; i < t->nops; i++)
    if (contains_term(t->ops[i], sub, depth + 1)) return true;
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
    bool in_tgt = b && b->npointers && contains_term(b->addr[0], d->addr[0], 0);
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
    sym_term *ok = sym_not(c, sym_or(c, verify_address_poison(v, d), access_outside(v, d)));
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
  push_pre(&ob, where);
  push_pre(&ob, noub_chain(v, loop, true));
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
  if (v->merge.fwd && !sym_is_const(v->merge.fwd, 1)) push_pre(&ob, v->merge.fwd);
  return run_oblig(v, &ob);
}

/* What holds where src runs a (pre[0] is its reach, pre[1] that its address and value are
 * not poison): src is defined there, inside its objects, its dominating accesses were, the
 * iterations before it ran (e), its loops' bounds.  b: tgt's counterpart, or NULL.  At most 13. */
static int access_premises(vctx *v, sym_access *a, sym_access *b, sym_term **pre, earlier *e) {
  sym_ctx *c = v->c;
  sym_term *ps = poison_of(v, a);
  sym_term *noub = noub_chain(v, a->loop, true);
  int npre = 0;
  pre[npre++] = a->reachd;
  pre[npre++] = sym_not(c, ps);
  pre[npre++] = noub;
  /* src's access stays inside the object its pointer is based on, or src is undefined */
  sym_access *whole = v->piece_of ? v->piece_of : a; /* (split.c: a is a piece of it) */
  sym_term *out = access_outside(v, whole);
  if (!sym_is_const(out, 0)) pre[npre++] = sym_not(c, out);
  if (v->merge.fwd && !sym_is_const(v->merge.fwd, 1)) pre[npre++] = v->merge.fwd;
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
  if (moved) {
    verify_note(v, V_UNSUPPORTED, "unsupported", a->tag, "the access moved into or out of a loop");
    return V_UNSUPPORTED;
  }
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
  for (int i_ = 0; i_ < npre; i_++) push_pre(&ob, pre[i_]);
#define RUN()                                      \
  do {                                             \
    v_verdict r_ = run_oblig(v, &ob);              \
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
        push_pre(&ob, b->reach); /* holds by reach-lost, or where tgt reads */
      ob.show[0] = a->reachd;
      ob.show[1] = b->reachd;
      RUN();
    }
    } else {
    for (int k = 0; k < a->npointers; k++) {
      BEGIN("address-mismatch", k ? "memcpy/memmove source addresses are equal" : "src and tgt access the same address");
      push_pre(&ob, sym_not(c, pt));
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
      push_pre(&ob, sym_not(c, pt));
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
    for (int i = 0; i < npre; i++) push_pre(&ob, pre[i]);
    push_pre(&ob, when);
    if (step) {
      push_pre(&ob, sym_not(c, pt));
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
    st = verify_worse(st, run_oblig(v, &ob));
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
  push_pre(&ob, x->reachd);
  push_pre(&ob, sym_not(c, verify_address_poison(v, x)));
  push_pre(&ob, noub_chain(v, x->loop, true));
  sym_term *out = access_outside(v, x);
  if (!sym_is_const(out, 0)) push_pre(&ob, sym_not(c, out));
  sym_term *gx = x->gaddr[0];
  /* [gx, gx+sx) and [p, p+bytes) are disjoint on the 2^64 circle */
  sym_term *d1 = sym_bin(c, SYM_SUB, 0, p, gx), *d2 = sym_bin(c, SYM_SUB, 0, gx, p);
  ob.goal = sym_and(c, sym_icmp(c, LLVMIntUGE, d1, sym_const(c, 64, sx)), sym_icmp(c, LLVMIntUGE, d2, sym_const(c, 64, bytes)));
  bool q = v->quiet;
  v->quiet = true;
  v_verdict r = run_oblig(v, &ob);
  v->quiet = q;
  return r;
}

/* ---- functions ---- */

static void index_accesses(side *sd) {
  ir_map_init(&sd->bytag);
  ir_map_init(&sd->dup);
  for (int i = 0; i < sd->sf->naccess; i++) {
    long tag = sd->sf->acc[i].tag;
    if (tag < 0 || ir_map_has(&sd->extra, sd->sf->acc[i].inst)) continue; /* (an added copy of a sync) */
    void *key = (void *)(intptr_t)(tag + 1);
    if (ir_map_has(&sd->bytag, key)) ir_map_put(&sd->dup, key, key);
    else ir_map_put(&sd->bytag, key, (void *)(intptr_t)(i + 1));
  }
}

static v_func *new_func(verify_report *r, const char *name) {
  if (r->nfn == r->capfn) {
    r->capfn = r->capfn ? 2 * r->capfn : 16;
    r->fn = realloc(r->fn, (size_t)r->capfn * sizeof *r->fn);
    if (!r->fn) ir_oom();
  }
  v_func *f = &r->fn[r->nfn++];
  memset(f, 0, sizeof *f);
  snprintf(f->name, sizeof f->name, "%s", name);
  return f;
}

/* -v: "@k #3 load i32 addrspace(1) (line 12): proved by the normal form (4 obligations)" */
static void verbose_line(vctx *v, sym_access *a, v_verdict r, bool removed) {
  verify_sbuf b = {v->r->lines, v->r->lines_n, v->r->lines_cap};
  char ty[64];
  const char *what = verify_access_words(a, ty, sizeof ty);
  verify_sbprintf(&b, "@%s #%ld %s%s", v->fr->name, a->tag, what, ty);
  if (a->npointers) verify_sbprintf(&b, " addrspace(%u)", a->aspace[0]);
  int line = ir_line_of(v->s.lm, a->inst);
  if (line) verify_sbprintf(&b, " (line %d)", line);
  int n = v->acc_fast + v->acc_z3;
  if (removed)
    verify_sbprintf(&b, ": removed: %s\n", r == V_PROVED    ? "proved unnecessary"
                                            : r == V_BOUNDED ? "unnecessary up to the unroll bound"
                                                             : v_verdict_name(r));
  else if (r == V_PROVED && !n)
    verify_sbprintf(&b, ": proved: the same terms on both sides\n");
  else if (r == V_PROVED && !v->acc_z3)
    verify_sbprintf(&b, ": proved by the normal form (%d obligation%s)\n", n, n == 1 ? "" : "s");
  else if (r == V_PROVED)
    verify_sbprintf(&b, ": proved, %d of %d obligation%s by Z3 (%.1f ms)\n", v->acc_z3, n, n == 1 ? "" : "s", v->acc_z3_ms);
  else if (r == V_BOUNDED)
    verify_sbprintf(&b, ": bounded: verified up to %d iterations (%d obligations, %.1f ms in Z3)\n", v->o->unroll, n,
                    v->acc_z3_ms);
  else
    verify_sbprintf(&b, ": %s (see the finding)\n", v_verdict_name(r));
  v->r->lines = b.s;
  v->r->lines_n = b.n;
  v->r->lines_cap = b.cap;
}

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
  v_verdict r = run_oblig(v, &ob);
  if (r == V_CEX) return r;
  snprintf(check, sizeof check, "tgt executes the call of @%.*s%s wherever src does", (int)len, nm, at);
  ob = reach_oblig(v, "reach-lost", check, -1, xs->reach, xs->loop, xt->reach, xs->reach, xt->reach);
  ob.whole_memory = true;
  return verify_worse(r, run_oblig(v, &ob));
}

/* Calls keep their reach and their arguments (the callee's accesses are checked in the callee, relative to
 * its parameters: a pointer argument tgt computes differently moves every one of them).
 * The calls of one function pair up in block order when tgt has as many; where it has none,
 * the pass inlined or deleted them and their accesses are checked where they landed.
 * Returns the worst verdict. */
static v_verdict check_calls(vctx *v) {
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

static void verify_function(vctx *v, LLVMValueRef fs, LLVMValueRef ft) {
  double t0 = verify_now_ms();
  sym_ctx *c = v->c;
  v->s.fn = fs;
  v->t.fn = ft;
  v->s.cfg = ir_cfg_build(fs);
  v->t.cfg = ir_cfg_build(ft);
  sym_opts so = {.respect_range_attrs = v->o->range_attrs};
  loopsig *ss = calloc((size_t)v->s.cfg->nloops + 1, sizeof *ss), *ts = calloc((size_t)v->t.cfg->nloops + 1, sizeof *ts);
  if (!ss || !ts) ir_oom();
  loop_sigs(v->s.cfg, ss);
  loop_sigs(v->t.cfg, ts);
  verify_unroll_index(v);
  match_loops(v, ss, ts);
  for (int i = 0; i < v->s.cfg->nloops; i++) free(ss[i].tags);
  for (int i = 0; i < v->t.cfg->nloops; i++) free(ts[i].tags);
  free(ss);
  free(ts);
  v->s.sf = sym_fn_build(c, v->s.cfg, v->s.gid, 0, &so);
  verify_merge_plan(v);
  verify_unroll_plan(v);
  verify_licm_plan(v);
  sym_opts to = so;
  to.untagged = &v->merge.untagged;
  sym_term **rot = calloc((size_t)v->t.cfg->nloops + 1, sizeof *rot);
  bool *drop = calloc((size_t)v->t.cfg->nloops + 1, sizeof *drop);
  if (!rot || !drop) ir_oom();
  for (uint32_t g = 0; g < (uint32_t)v->ngid; g++) {
    int ls = v->gsrc[g], lt = v->gtgt[g];
    if (ls < 0 || lt < 0) continue;
    sym_term *test = rotation_test(v, ls, lt);
    if (!test && (test = header_test_dropped(v, ls, lt))) drop[lt] = v->gdrop[g] = true;
    rot[lt] = v->grot[g] = test;
  }
  to.rotated = rot;
  to.dropped = drop;
  to.copies = &v->unroll.copies;
  verify_licm_opts(v, &to);
  v->t.sf = sym_fn_build(c, v->t.cfg, v->t.gid, 1, &to);
  if (!v->s.sf->unsupported && !v->t.sf->unsupported && verify_licm_justify(v)) {
    sym_fn_free(v->t.sf); /* a LICM pair lost its license: tgt's terms without it */
    verify_licm_opts(v, &to);
    v->t.sf = sym_fn_build(c, v->t.cfg, v->t.gid, 1, &to);
  }
  free(rot);
  free(drop);
  verify_unroll_tgt(v);
  index_accesses(&v->s);
  verify_added_sync_index(v);
  index_accesses(&v->t);
  verify_match_phis(v);
  v->fr->naccess = v->s.sf->naccess;
  v->fr->nloops = v->s.cfg->nloops;

  const char *unsup = v->s.sf->unsupported ? v->s.sf->unsupported : v->t.sf->unsupported;
  if (unsup) {
    verify_note(v, V_UNSUPPORTED, "unsupported", -1, "%s", unsup);
    v->fr->count[V_UNSUPPORTED] += v->s.sf->naccess;
  } else {
    for (uint32_t g = 0; g < (uint32_t)v->ngid; g++)
      if (v->gsrc[g] >= 0 && v->gtgt[g] >= 0) check_loop(v, g);
    /* function-level branches */
    oblig ob = {0};
    ob.tag = -1;
    ob.kind = "tgt-poison";
    ob.check = "tgt branches on a defined value outside loops wherever src does";
    push_pre(&ob, v->s.sf->noub);
    /* an entered src loop runs its header's test at iteration 0: a rotated loop's guard in
     * tgt is that test, outside tgt's loop */
    for (int l = 0; l < v->s.cfg->nloops; l++)
      if (v->s.cfg->loops[l].parent < 0) {
        sym_loopinfo *L = &v->s.sf->loops[l];
        sym_term *zero = sym_const(c, 64, 0);
        push_pre(&ob, sym_subst_loop(c, L->hr, v->s.gid[l], zero, false));
        push_pre(&ob, sym_subst_loop(c, L->noub, v->s.gid[l], zero, false));
      }
    ob.goal = v->t.sf->noub;
    if (run_oblig(v, &ob) == V_CEX) v->fr->count[V_CEX]++;
    /* tgt accesses without a tag: a pass that recreates an instruction and does not copy
     * its metadata (Instruction::copyMetadata, combineMetadata) */
    int lost = 0, unpaired = 0;
    for (int i = 0; i < v->t.sf->naccess; i++) lost += v->t.sf->acc[i].tag < 0;
    for (int i = 0; i < v->s.sf->naccess; i++)
      unpaired += v->s.sf->acc[i].tag >= 0 && !verify_acc_by_tag(&v->t, v->s.sf->acc[i].tag);
    if (lost && unpaired) {
      verify_merge_assign(v);
      verify_split_assign(v); /* (what the merged rule did not take) */
    }
    if (unpaired) verify_merge_forward(v);
    sym_term *hoisted = verify_licm_facts(v);
    if (!sym_is_const(hoisted, 1)) v->merge.fwd = v->merge.fwd ? sym_and(c, v->merge.fwd, hoisted) : hoisted;
    for (int i = 0; i < v->s.sf->naccess; i++) {
      sym_access *a = &v->s.sf->acc[i];
      if (a->tag < 0) continue;
      if ((v->o->quick || v->o->first_cex) && v->fr->count[V_CEX]) break; /* one is enough */
      if (v->o->first_doubt && (v->fr->count[V_UNKNOWN] || v->fr->count[V_UNSUPPORTED] || v->fr->count[V_BOUNDED])) break;
      void *key = (void *)(intptr_t)(a->tag + 1);
      sym_access *b = verify_acc_by_tag(&v->t, a->tag);
      v_verdict r;
      if (ir_map_has(&v->s.dup, key)) {
        if (verify_acc_by_tag(&v->s, a->tag) != a) continue;
        verify_note(v, V_UNSUPPORTED, "unsupported", a->tag, "the same !nvtv.id is on several src instructions");
        r = V_UNSUPPORTED;
      } else if (verify_licm_planned(v, a->tag)) {
        r = verify_licm_access(v, a);
        if (v->o->verbose) verbose_line(v, a, r, false);
      } else if (!b && a->kind == IR_MEM_SYNC) {
        r = verify_removed_sync(v, a);
        if (v->o->verbose) verbose_line(v, a, r, true);
      } else if (!b && verify_split_planned(v, a)) {
        v->acc_fast = v->acc_z3 = 0;
        v->acc_z3_ms = 0;
        r = verify_split_access(v, a);
        if (v->o->verbose && r != V_UNSUPPORTED) verbose_line(v, a, r, false);
      } else if (!b && lost) {
        v->acc_fast = v->acc_z3 = 0;
        v->acc_z3_ms = 0;
        r = verify_merged_access(v, i, lost);
        if (v->o->verbose && r != V_UNSUPPORTED) verbose_line(v, a, r, false);
      } else if (!b) {
        r = verify_deleted_access(v, a);
        if (v->o->verbose && r == V_PROVED) verbose_line(v, a, r, true);
      } else if (verify_unroll_planned(v, a->tag)) {
        r = verify_unrolled_access(v, a);
        if (v->o->verbose) verbose_line(v, a, r, false);
      } else if (ir_map_has(&v->t.dup, key)) {
        char why[300];
        verify_note(v, V_UNSUPPORTED, "unsupported", a->tag, "%s", verify_unroll_why(v, a, why, sizeof why));
        r = V_UNSUPPORTED;
      } else {
        v->acc_fast = v->acc_z3 = 0;
        v->acc_z3_ms = 0;
        r = verify_check_access(v, a, b, V_CHECK_ONE);
        if (r == V_PROVED || r == V_BOUNDED) r = verify_worse(r, verify_memorder_access(v, a, b));
        if (r == V_PROVED) v->fr->rule[V_RULE_TAG]++;
        if (v->o->verbose) verbose_line(v, a, r, false);
      }
      v->fr->count[r]++;
    }
    v_verdict calls = check_calls(v);
    if (calls == V_CEX || calls == V_UNKNOWN) v->fr->count[calls]++;
    for (int i = 0; i < v->t.sf->naccess; i++) {
      sym_access *b = &v->t.sf->acc[i];
      if (verify_licm_covers(v, b->inst) || verify_split_covers(v, i)) continue; /* (checked with the src access it stands for) */
      if (b->tag < 0 && verify_merge_covers(v, i)) { /* merged or widened; a lane nothing was paired with: */
        if (verify_lanes_unpaired(v, i)) {
          verify_note(v, V_UNSUPPORTED, "unsupported", -1,
                      "tgt's widened %s (tgt line %d) %s lanes that no src %s was paired with",
                      ir_memkind_name(b->kind), ir_line_of(v->t.lm, b->inst),
                      b->kind == IR_MEM_STORE ? "writes" : "reads", ir_memkind_name(b->kind));
          v->fr->count[V_UNSUPPORTED]++;
        }
        continue;
      }
      if (b->kind == IR_MEM_SYNC && verify_added_sync_is(v, b->inst)) {
        v_verdict r = verify_added_sync(v, b);
        if (r != V_PROVED) v->fr->count[r]++;
        continue;
      }
      if (b->tag < 0 || !verify_acc_by_tag(&v->s, b->tag)) {
        char *txt = LLVMPrintValueToString(b->inst);
        const char *ins = txt;
        while (*ins == ' ') ins++;
        int line = ir_line_of(v->t.lm, b->inst);
        char where[32] = "";
        if (line) snprintf(where, sizeof where, " (tgt line %d)", line);
        if (b->tag < 0 && unpaired) /* (with every src access paired, an added access) */
          verify_note(v, V_UNSUPPORTED, "tags-lost", -1,
                      "tgt's %s%s has no !nvtv.id: a pass recreated it without copying its metadata "
                      "(Instruction::copyMetadata, combineMetadata), so nvtv cannot pair it: %.160s",
                      b->kind == IR_MEM_SYNC ? "sync intrinsic" : "memory access", where, ins);
        else
          verify_note(v, V_UNSUPPORTED, "unsupported", -1, "the transformation added a %s%s: %.160s",
                      b->kind == IR_MEM_SYNC ? "sync intrinsic" : "memory access", where, ins);
        LLVMDisposeMessage(txt);
        v->fr->count[V_UNSUPPORTED]++;
      }
    }
  }
  verify_merge_free(v);
  verify_memorder_free(v);
  verify_split_free(v);
  verify_unroll_free(v);
  verify_licm_free(v);
  ir_map_free(&v->s.bytag);
  ir_map_free(&v->s.dup);
  ir_map_free(&v->t.bytag);
  ir_map_free(&v->t.dup);
  ir_map_free(&v->t.extra);
  sym_fn_free(v->s.sf);
  sym_fn_free(v->t.sf);
  ir_cfg_free(v->s.cfg);
  ir_cfg_free(v->t.cfg);
  free(v->s.gid);
  free(v->t.gid);
  free(v->gsrc);
  free(v->gtgt);
  free(v->gstat);
  free(v->gbound);
  free(v->gbound_done);
  free(v->gnowrap);
  free(v->grot);
  free(v->gdrop);
  v->fr->ms = verify_now_ms() - t0;
}

static bool is_definition(LLVMValueRef f) { return LLVMCountBasicBlocks(f) > 0; }

/* A function of local linkage whose parameters or return type tgt changed. */
static bool ipo_changed_signature(LLVMValueRef fs, LLVMValueRef ft) {
  LLVMLinkage l = LLVMGetLinkage(fs);
  if (l != LLVMInternalLinkage && l != LLVMPrivateLinkage) return false;
  return !ir_same_type(LLVMGlobalGetValueType(fs), LLVMGlobalGetValueType(ft));
}

static bool any_inbounds(LLVMModuleRef m) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        if (LLVMGetInstructionOpcode(i) == LLVMGetElementPtr && (LLVMGEPGetNoWrapFlags(i) & LLVMGEPFlagInBounds))
          return true;
  return false;
}

/* One finding per access and verdict: an access that has a counterexample is not also shown
 * as unknown (a check before it that execution refuted), and an unknown access once (a tiled
 * matmul showed one unknown 30 times, once per partner of a moved access) -- its counts
 * are per access already. */
static void prune_findings(verify_report *r, int from) {
  int out = from;
  for (int i = from; i < r->nf; i++) {
    v_finding *f = &r->f[i];
    bool drop = false;
    if (f->verdict == V_UNKNOWN && f->tag >= 0)
      for (int j = from; j < r->nf && !drop; j++) {
        const v_finding *g = &r->f[j];
        drop = j != i && g->tag == f->tag && !strcmp(g->func, f->func) &&
               (g->verdict == V_CEX || (g->verdict == V_UNKNOWN && j < i));
      }
    if (drop) {
      free(f->text);
      json_decref(f->json);
      continue;
    }
    r->f[out++] = *f;
  }
  r->nf = out;
}

void verify_one(vctx *v, LLVMValueRef fs, LLVMValueRef ft) {
  verify_report *r = v->r;
  v->c = sym_new();
  v->z = smt_new(v->c, v->o->timeout_ms);
  smt_set_launch(v->z, &v->launch);
  if (v->o->allowance_ms) smt_set_allowance(v->z, v->o->allowance_ms);
  int nf0 = r->nf;
  verify_function(v, fs, ft);
  prune_findings(r, nf0);
  size_t terms = (size_t)sym_count(v->c);
  if (terms > r->peak_terms) r->peak_terms = terms;
  smt_add_stats(&r->smt, smt_get_stats(v->z));
  smt_free(v->z);
  sym_free(v->c);
}

bool verify_modules(LLVMModuleRef src, LLVMModuleRef tgt, const verify_opts *o, verify_report *r,
                    char *err, size_t errlen) {
  /* tags come from nvtv tag or a pass that keeps them: malformed ones, or one tag on two
   * source instructions, are input errors (a pass may duplicate tags in its output) */
  char terr[400];
  bool src_ok = ir_check_tags(src, true, terr, sizeof terr);
  if (!src_ok || !ir_check_tags(tgt, false, terr, sizeof terr)) {
    const char *path = src_ok ? o->tgt_path : o->src_path;
    snprintf(err, errlen, "%s: %s", path ? path : src_ok ? "tgt" : "src", terr);
    return false;
  }
  int st, sa, tt, ta;
  ir_tag_counts(src, &st, &sa);
  ir_tag_counts(tgt, &tt, &ta);
  if (st == 0 && tt == 0) {
    /* untagged pair: match accesses by position, which needs the same count */
    if (sa != ta) {
      snprintf(err, errlen, "cannot match accesses: src has %d memory operations, tgt has %d, and neither is tagged with !nvtv.id", sa, ta);
      return false;
    }
    ir_tag_module(src);
    ir_tag_module(tgt);
  } else if (st == 0) {
    /* (a tagged src and an untagged tgt: the pass dropped every tag, reported per access as
     * tags-lost) */
    snprintf(err, errlen, "cannot match accesses: only one of src and tgt carries !nvtv.id tags");
    return false;
  }
  char joined[400];
  if (ir_rejoin_split_globals(src, tgt, joined, sizeof joined)) { /* (nvtv check: every file's, in order) */
    size_t k = strlen(r->rejoined);
    snprintf(r->rejoined + k, sizeof r->rejoined - k, "%s%s", k ? "; " : "", joined);
  }
  r->unroll = o->unroll;
  if (any_inbounds(src) || any_inbounds(tgt)) r->approx |= V_APPROX_INBOUNDS;
  ir_linemap *lms = o->src_path ? ir_linemap_load(o->src_path) : NULL;
  ir_linemap *lmt = o->tgt_path ? ir_linemap_load(o->tgt_path) : NULL;
  for (LLVMValueRef fs = LLVMGetFirstFunction(src); fs; fs = LLVMGetNextFunction(fs)) {
    if (!is_definition(fs)) continue;
    size_t n;
    const char *name = LLVMGetValueName2(fs, &n);
    LLVMValueRef ft = LLVMGetNamedFunction(tgt, name);
    vctx v;
    memset(&v, 0, sizeof v);
    v.o = o;
    v.r = r;
    v.fr = new_func(r, name);
    if (o->deadline_ms > 0 && verify_now_ms() >= o->deadline_ms) {
      verify_note(&v, V_UNKNOWN, "budget", -1, "not reached: the --budget ran out before @%s; not verified", name);
      v.fr->naccess = ir_count_memops(fs);
      v.fr->count[V_UNKNOWN] = v.fr->naccess ? v.fr->naccess : 1; /* nothing of @name was checked */
      continue;
    }
    if (!ft || !is_definition(ft)) {
      verify_note(&v, V_UNSUPPORTED, "unsupported", -1, "tgt has no definition of @%s", name);
      v.fr->count[V_UNSUPPORTED]++; /* nothing of @name was checked: never "proved" */
      continue;
    }
    if (ipo_changed_signature(fs, ft)) {
      /* dead-argument elimination or IPSCCP dropped a parameter or the return value of a local
       * function (atomicAnd(p, 0) became xchg(p, 0) at -O0 under default<O3>): tgt's body is
       * right only for the arguments its callers pass, which a function-by-function check does
       * not see */
      verify_note(&v, V_UNSUPPORTED, "unsupported", -1,
                  "an interprocedural pass changed the signature of @%s (its parameters or return type): tgt's body "
                  "holds only for its callers' arguments, which a function-by-function check does not see: not "
                  "checked", name);
      v.fr->count[V_UNSUPPORTED]++;
      continue;
    }
    ir_launch launch;
    ir_launch_of(fs, &launch);
    char lerr[256];
    if (!ir_launch_merge(&launch, o->ntid, o->max_threads, lerr, sizeof lerr)) {
      snprintf(err, errlen, "@%s: %s", name, lerr);
      ir_linemap_free(lms);
      ir_linemap_free(lmt);
      return false;
    }
    ir_launch_str(&launch, v.fr->launch, sizeof v.fr->launch);
    v.fr->kernel = launch.kernel;
    v.launch = launch;
    v.trace = getenv("NVTV_TRACE") != NULL;
    v.s.lm = lms;
    v.t.lm = lmt;
    if (o->kernel_timeout_s || o->mem_limit || o->deadline_ms > 0) verify_limited(&v, fs, ft);
    else verify_one(&v, fs, ft);
  }
  ir_linemap_free(lms);
  ir_linemap_free(lmt);
  return true;
}
