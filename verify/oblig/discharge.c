/* An obligation discharged: the normal form first, then Z3 on the sliced query, an
 * opaque recurrence checked for iterations 0..unroll-1 of its loop ("verified up to N
 * iterations"), and the outcome's model re-evaluated. */
#include "oblig.h"

#include <stdlib.h>
#include <string.h>

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
  sym_facts *F1 = verify_facts_of(v, ob->pre, ob->npre);
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
  verify_add_loop_facts(v, ob, zf, &n, 90);
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
smt_result verify_abstract_sliced_first(vctx *v, sym_term *const *zf, int n, unsigned ms) {
  sym_term *cut[192];
  int m = sliced_query(zf, n, cut, 192);
  if (m && smt_check_abstract(v->z, cut, m, ms / 10 + 1) == SMT_UNSAT) {
    v->r->sliced_proved++;
    return SMT_UNSAT;
  }
  return smt_check_abstract(v->z, zf, n, ms);
}

static bool mentions_opaque(sym_term *t) { return sym_has_op(t, SYM_OPAQUE); }

/* An opaque phi whose value the term's truth depends on: not one under a disjunction that
 * a constant true decides, a conjunction a constant false decides, or the arm of a select
 * a constant condition does not take.  Substituting a loop counter leaves such dead
 * subterms unfolded (k - 1 at k = 0 in the induction step's premise `k == 0 || ...`). */
static bool live_opaque_rec(sym_term *t, int depth) {
  if (!mentions_opaque(t)) return false;
  if (t->op == SYM_OPAQUE || depth > 64) return true;
  if (t->width == 1 && (t->op == SYM_OR || t->op == SYM_AND))
    for (int i = 0; i < t->nops; i++)
      if (t->ops[i]->op == SYM_CONST && (t->ops[i]->imm != 0) == (t->op == SYM_OR)) return false;
  if (t->op == SYM_ITE && t->ops[0]->op == SYM_CONST) return live_opaque_rec(t->ops[t->ops[0]->imm ? 1 : 2], depth + 1);
  for (int i = 0; i < t->nops; i++)
    if (live_opaque_rec(t->ops[i], depth + 1)) return true;
  return false;
}

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
  sym_facts *F = verify_facts_of(v, ob->pre, ob->npre);
  bool ok = verify_fast_implies(v, F, ob->pre, ob->npre, ob->goal) || split_proves(v, ob, F, false);
  v->r->obligations++;
  if (ok) {
    v->r->fast_proved++;
    v->acc_fast++;
  } else {
    double t0 = verify_now_ms();
    sym_term *zf[96];
    int n = query_of(v, ob, F, zf);
    ok = verify_abstract_sliced_first(v, zf, n, v->o->timeout_ms / 4) == SMT_UNSAT;
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
  sym_facts *F = verify_facts_of(v, ob->pre, ob->npre);
  bool fast = verify_fast_implies(v, F, ob->pre, ob->npre, ob->goal) || split_proves(v, ob, F, false) ||
              verify_by_cases(v, ob->pre, ob->npre, ob->goal, F, 0, 0);
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
    sym_facts *F1 = verify_facts_of(v, ob->pre, ob->npre);
    bool ok = verify_by_cases(v, ob->pre, ob->npre, ob->goal, F1, 0, v->o->timeout_ms / 8 + 1);
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
    ra = r = verify_abstract_sliced_first(v, zf, n, v->o->timeout_ms);
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
    bool uf = verify_has_uf_operation(ob->goal);
    for (int i = 0; i < ob->npre && !uf; i++) uf = verify_has_uf_operation(ob->pre[i]);
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
int verify_rests_on_lone_loop(vctx *v, const oblig *ob) {
  ir_vec leaves = {0};
  for (int i = 0; i < 2; i++)
    if (ob->show[i]) sym_collect_leaves(ob->show[i], &leaves);
  sym_collect_leaves(ob->goal, &leaves);
  int r = -1;
  for (int i = 0; i < leaves.n && r < 0; i++) {
    sym_term *l = leaves.v[i];
    if ((l->op == SYM_EXITK || l->op == SYM_TERM || l->op == SYM_HR) && l->imm < (uint64_t)v->ngid &&
        (v->gsrc[l->imm] < 0 || v->gtgt[l->imm] < 0) && !(v->gexit && v->gexit[l->imm] >= 0))
      r = (int)l->imm;
  }
  ir_vec_free(&leaves);
  return r;
}

/* "src's loop L[ verb], a loop with no counterpart in tgt (...)" for such a loop (gid g). */
const char *verify_lone_loop_words(vctx *v, int g, const char *verb, char *buf, size_t n) {
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

/* The forwarding facts (vctx.fwd, premise `self` of ob) that ob can use: those that speak
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
    if (x->op != SYM_LOAD || verify_contains_term(y, x, 0)) continue;
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

void verify_discharge(vctx *v, oblig *ob, outcome *oc) {
  memset(oc, 0, sizeof *oc);
  oc->bound_iter = -1;
  for (int i = 0; i < ob->npre && v->fwd; i++)
    if (ob->pre[i] == v->fwd) {
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
  int lone = verify_rests_on_lone_loop(v, ob);
  if (lone >= 0) { /* unrolling it would only try exits the other side does not share */
    if (oc->have_model) sym_model_free(&oc->model);
    memset(oc, 0, sizeof *oc);
    oc->bound_iter = -1;
    oc->v = V_UNKNOWN;
    char w[200];
    snprintf(oc->why, sizeof oc->why, "depends on a recurrence at the exit of %s: not unrolled",
             verify_lone_loop_words(v, lone, "", w, sizeof w));
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
  verify_add_loop_facts(v, ob, lf, &nlf, 64);
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
    if (lfacts) verify_push_pre(&b, sym_subst(v->c, lfacts, &m, true));
    b.show[0] = ob->show[0] ? sym_subst(v->c, ob->show[0], &m, true) : NULL;
    b.show[1] = ob->show[1] ? sym_subst(v->c, ob->show[1], &m, true) : NULL;
    ir_map_free(&m);
    bool still = live_opaque_rec(b.goal, 0);
    for (int i = 0; i < b.npre && !still; i++) still = live_opaque_rec(b.pre[i], 0);
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

