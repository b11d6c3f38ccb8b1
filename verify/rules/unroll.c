/* The unrolled-copy rule: full unrolling.
 *
 * LLVM's full unrolling (loop-unroll-full, and loop-unroll when the trip count is a
 * constant) replaces a loop by one copy of its body per iteration, and clones every access
 * with its metadata: tgt then holds the tag of one src access several times, and no tgt
 * loop holds it.  The issue asks that copy j be mapped to its iteration and each copy be
 * proved, the correspondence recovered from the loop, not from the tags.
 *
 * What was chosen:
 * - A src loop that tgt has no loop for and whose continuation condition is a constant at
 *   every iteration (true up to some iteration e, false at e: it runs exactly e iterations
 *   wherever it is entered) has a constant exit: after it, src's values are taken at
 *   iteration e (its exit iteration and termination become constants in every src term,
 *   and opaque recurrences of the loop unroll to e steps).  This is a fact about src alone.
 * - A src access directly in such a loop is reachable at the iterations i <= e where its
 *   reach condition is not constant false.  When tgt holds exactly as many copies of its
 *   tag, each in the loops around src's loop, copy j (in tgt's reverse post-order, then
 *   instruction order: unrolled bodies follow each other) stands for the j-th of those
 *   iterations.  Positions only propose the pairing; every pair is then proved like a tagged
 *   pair with src's counter fixed at its iteration: reach both ways (src's reach includes
 *   its loop's header being reached there), address, value, poison.  A copy at the wrong
 *   iteration is a counterexample.  Coverage needs no obligation: src reaches the access at
 *   no other iteration, by the constants that chose them.
 * - A copy's loads read what src's load reads at its iteration (the builder puts the
 *   iteration at the end of the load's iteration vector, sym_opts.copies), so values built
 *   from them (a reduction after the loop) meet src's unrolled recurrence.
 * - A nest tgt unrolled whole: the outer loop's continuation is reached through an inner
 *   loop's exit, whose iteration may depend on the outer iteration.  The inner loop (no tgt
 *   counterpart either) is unrolled the same way at each outer iteration it is met at
 *   (nested_exit, memoised per exit application, three levels at most), its exit,
 *   termination and header-reached atoms made constants, then the outer loop's.
 * - src branches on defined values in every iteration of the loop, where it is entered: a
 *   premise of the enclosing context (its noub), as for any branch of src.
 *
 * Not covered (the access stays unsupported, with the reason): partial and runtime
 * unrolling (tgt keeps a loop whose iteration k runs src's u*k .. u*k+u-1, plus a
 * remainder), a loop whose trip count is not a constant, a tag with more or fewer copies
 * than reachable iterations, an access in a loop nested inside the unrolled one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"

/* The unrolled-copy rule's state for one function pair (unroll.c). */
typedef struct unroll_plan {
  uint32_t g;            /* src's loop (gid), fully unrolled in tgt */
  const ir_vec *copies;  /* tgt's copies (unroll_state.bytag), in tgt's block order */
  uint64_t *iter;        /* the src iteration each copy stands for */
} unroll_plan;

typedef struct unroll_state {
  ir_map copies;         /* tgt access instruction -> src iteration + 1 (sym_opts.copies) */
  ir_map plans;          /* src tag + 1 -> unroll_plan* */
  ir_vec all;            /* the plans, to free */
  ir_map nested;         /* exit-iteration application with constant outer iterations -> its
                            exit + 2 (1: none), for loops inside such loops (unroll.c) */
} unroll_state;

static unroll_state *ustate(vctx *v) { return verify_rule_state(v, &verify_rule_unroll, sizeof(unroll_state)); }

enum { UNROLL_MAX = 256 }; /* iterations tried for a constant trip count (sym_subst expands so far) */

enum { NEST_MAX = 3 }; /* loops inside loops without a counterpart, unrolled at constant outer iterations */

/* Is gid g a src loop that tgt has no loop for? */
static bool lone_src(vctx *v, uint64_t g) { return g < (uint64_t)v->ngid && v->gsrc[g] >= 0 && v->gtgt[g] < 0; }

static int64_t exit_at(vctx *v, int l, const ir_map *outer, int depth);

/* The exit iteration of the loop an exit-iteration or termination application names, when
 * the loop has a constant exit there: one at every outer iteration (exit[]), or one at the
 * application's constant outer iterations (an inner loop of a fully unrolled nest:
 * `for (size = 2; size < 1024; size <<= 1) for (stride = size / 2; stride > 0; stride >>= 1)`
 * runs its inner loop log2(size) times at each outer iteration); else -1.  Memoised. */
static int64_t nested_exit(vctx *v, sym_term *a, int depth) {
  if ((a->op != SYM_EXITK && a->op != SYM_TERM) || a->imm >= (uint64_t)v->ngid) return -1;
  if (v->gexit[a->imm] >= 0) return v->gexit[a->imm];
  if (!lone_src(v, a->imm) || !a->nops || depth > NEST_MAX) return -1;
  if (a->op == SYM_TERM) a = sym_mk(v->c, SYM_EXITK, 64, 0, a->imm, 0, a->nops, a->ops); /* (one memo entry) */
  void *got = ir_map_get(&ustate(v)->nested, a);
  if (got) return (int64_t)(uintptr_t)got - 2;
  int lc = v->gsrc[a->imm];
  sym_loopinfo *L = &v->s.sf->loops[lc];
  int64_t e = -1;
  if (a->nops == L->nvec - 1) {
    ir_map o;
    ir_map_init(&o);
    for (int d = 0; d < a->nops; d++) ir_map_put(&o, L->vec[d], a->ops[d]);
    e = exit_at(v, lc, &o, depth + 1);
    ir_map_free(&o);
  }
  ir_map_put(&ustate(v)->nested, a, (void *)(uintptr_t)(e + 2));
  return e;
}

/* The exit iteration that nested_exit gives the loop of header-reached atom h at h's outer
 * iterations, or -1. */
static int64_t hr_exit(vctx *v, sym_term *h, int depth) {
  if (h->op != SYM_HR || !h->nops || h->imm >= (uint64_t)v->ngid) return -1;
  if (v->gexit[h->imm] >= 0) return v->gexit[h->imm];
  sym_term *a = sym_mk(v->c, SYM_EXITK, 64, 0, h->imm, 0, h->nops - 1, h->ops);
  return nested_exit(v, a, depth);
}

/* t with the exits, terminations and header-reached atoms of loops that have a constant exit
 * at constant outer iterations made constants, under m (the counters fixed so far: an
 * expanded recurrence needs them) */
static sym_term *inner_exits(vctx *v, sym_term *t, const ir_map *m, int depth) {
  sym_ctx *c = v->c;
  for (int round = 0; round < 8; round++) {
    if (!(sym_has_op(t, SYM_EXITK) || sym_has_op(t, SYM_TERM) || sym_has_op(t, SYM_HR))) break;
    ir_vec leaves = {0};
    sym_collect_leaves(t, &leaves);
    ir_map x;
    ir_map_init(&x);
    ir_map_put_all(&x, m);
    bool any = false;
    for (int i = 0; i < leaves.n; i++) {
      sym_term *a = leaves.v[i];
      int64_t e;
      if (a->op == SYM_HR) {
        /* reached at an iteration up to the exit exactly where the loop is entered */
        sym_term *it = a->nops ? a->ops[a->nops - 1] : NULL;
        if (!it || it->op != SYM_CONST || (e = hr_exit(v, a, depth)) < 0 || (int64_t)it->imm > e)
          continue;
        sym_loopinfo *L = &v->s.sf->loops[v->gsrc[a->imm]];
        if (a->nops != L->nvec) continue;
        ir_map_put(&x, a, verify_entry_at(c, L, a, true));
        any = true;
        continue;
      }
      if ((e = nested_exit(v, a, depth)) < 0) continue;
      ir_map_put(&x, a, a->op == SYM_TERM ? sym_true(c) : sym_const(c, 64, (uint64_t)e));
      any = true;
    }
    if (any) t = sym_subst(c, t, &x, true);
    ir_map_free(&x);
    ir_vec_free(&leaves);
    if (!any) break;
  }
  return t;
}

static bool has_conjunct(sym_term *t, sym_term *x) {
  if (t == x) return true;
  if (t->op != SYM_AND || t->width != 1) return false;
  for (int i = 0; i < t->nops; i++)
    if (t->ops[i] == x) return true;
  return false;
}

/* The conjuncts of a loop's entry condition; of a disjunction (the loop entered after an
 * if-else: one path through each arm), those of every disjunct. */
static void entry_conjuncts(sym_term *entry, ir_vec *out) {
  if (entry->op == SYM_OR && entry->width == 1) {
    sym_term *d0 = entry->ops[0];
    int n0 = d0->op == SYM_AND && d0->width == 1 ? d0->nops : 1;
    for (int j = 0; j < n0; j++) {
      sym_term *x = n0 > 1 ? d0->ops[j] : d0;
      bool all = true;
      for (int i = 1; i < entry->nops && all; i++) all = has_conjunct(entry->ops[i], x);
      if (all) ir_vec_push(out, x);
    }
    ir_vec_push(out, entry);
    return;
  }
  if (entry->op == SYM_AND && entry->width == 1)
    for (int j = 0; j < entry->nops; j++) ir_vec_push(out, entry->ops[j]);
  else
    ir_vec_push(out, entry);
}

/* The exit iteration of src's cfg loop l at the outer iterations `outer` (its enclosing
 * loops' counters mapped to constants; empty for every outer iteration) if, wherever it is
 * entered there, its continuation is a constant at every iteration, else -1. */
static int64_t exit_at(vctx *v, int l, const ir_map *outer, int depth) {
  sym_ctx *c = v->c;
  sym_loopinfo *L = &v->s.sf->loops[l];
  uint32_t g = v->s.gid[l];
  sym_term *entry = L->entry;
  entry = inner_exits(v, outer->len ? sym_subst(c, entry, outer, true) : entry, outer, depth);
  entry = sym_nf(c, entry);
  ir_vec cv = {0};
  entry_conjuncts(entry, &cv);
  sym_term **conj = (sym_term **)cv.v;
  int nconj = cv.n;
  /* every conjunct at once: assumed one by one, an earlier one may rewrite a later one (a
   * disjunction of paths, one of which the earlier conjunct excludes) before it is met */
  ir_map all;
  ir_map_init(&all);
  ir_map_put(&all, entry, sym_true(c));
  for (int j = 0; j < nconj; j++) ir_map_put(&all, conj[j], sym_true(c));
  int64_t e = -1;
  for (uint64_t i = 0; i <= UNROLL_MAX && e < 0; i++) {
    ir_map m;
    ir_map_init(&m);
    ir_map_put_all(&m, outer);
    ir_map_put(&m, sym_leaf(c, SYM_K, 64, g), sym_const(c, 64, i));
    sym_term *x = sym_subst(c, L->cont, &m, true);
    /* its own header reached at i, then the loops inside it (the continuation after an
     * inner loop is reached at its exit, where it was entered: at this header) and loops
     * before it that have a constant exit, until nothing changes */
    for (int round = 0; round < 4; round++) {
      sym_term *x0 = x;
      ir_map hm;
      ir_map_init(&hm);
      if (verify_map_header_reached(v, x, g, (int64_t)i, &hm)) {
        x = sym_subst(c, x, &hm, false);
        x = sym_subst(c, x, &m, true); /* (the entry's recurrences at the outer iterations) */
      }
      ir_map_free(&hm);
      x = inner_exits(v, x, &m, depth);
      if (x == x0) break;
    }
    ir_map_free(&m);
    sym_term *ci = sym_nf(c, x);
    if (ci->op != SYM_CONST) ci = sym_nf(c, sym_subst(c, ci, &all, false));
    /* then one at a time, for a conjunct the normal form brought out of a larger term */
    for (int j = 0; j < nconj && ci->op != SYM_CONST; j++) ci = sym_assume(c, ci, conj[j], true);
    if (ci->op != SYM_CONST) {
      if (getenv("NVTV_TRACE_EXIT")) {
        char *s1 = verify_term_str(v, ci);
        fprintf(stderr, "[exit] loop gid %u (depth %d): continuation at iteration %llu is %s\n", g, depth,
                (unsigned long long)i, s1);
        free(s1);
      }
      break;
    }
    if (!ci->imm) e = (int64_t)i;
  }
  ir_map_free(&all);
  ir_vec_free(&cv);
  return e;
}

static int64_t constant_exit(vctx *v, int l) {
  ir_map none;
  ir_map_init(&none);
  int64_t e = exit_at(v, l, &none, 0);
  ir_map_free(&none);
  return e;
}

static bool outer_paired(vctx *v, int l) {
  for (int x = v->s.cfg->loops[l].parent; x >= 0; x = v->s.cfg->loops[x].parent)
    if (v->gtgt[v->s.gid[x]] < 0) return false;
  return true;
}

/* ---- src's values after a loop with a constant exit ---- */

/* t with every loop's constant exit made a constant (inner_exits over no fixed counter: a
 * header-reached atom becomes its loop's entry condition, which may speak of another
 * constant-exit loop's exit, the second of two unrolled loops in a row) */
static sym_term *fix_exits(vctx *v, sym_term *t) {
  if (!t) return t;
  ir_map none;
  ir_map_init(&none);
  t = inner_exits(v, t, &none, 0);
  ir_map_free(&none);
  return t;
}

static sym_term *fix_exits_cb(void *v, sym_term *t) { return fix_exits(v, t); }

static void fix_src_terms(vctx *v) { sym_fn_map_terms(v->s.sf, fix_exits_cb, v, false); }

/* src branches on defined values in every iteration of loop l where it is entered: a
 * conjunct of the enclosing context's noub (no check_loop runs for a loop without a tgt
 * counterpart). */
static void noub_into_parent(vctx *v, int l, int64_t e) {
  sym_ctx *c = v->c;
  sym_loopinfo *L = &v->s.sf->loops[l];
  uint32_t g = v->s.gid[l];
  sym_term *all = sym_true(c);
  for (int64_t i = 0; i <= e; i++) all = sym_and(c, all, sym_subst_loop(c, L->noub, g, sym_const(c, 64, (uint64_t)i), true));
  sym_term *fact = sym_implies(c, L->entry, all);
  int p = v->s.cfg->loops[l].parent;
  if (p < 0) v->s.sf->noub = sym_and(c, v->s.sf->noub, fact);
  else v->s.sf->loops[p].noub = sym_and(c, v->s.sf->loops[p].noub, fact);
}

/* ---- pairing copies with iterations ---- */

/* Is tgt's copy in exactly the loops around src's loop l (the same gids)? */
static bool copy_in_outer_loops(vctx *v, int l, LLVMValueRef x) {
  uint32_t *cs, *ct;
  int blk = ir_block_index(v->t.cfg, LLVMGetInstructionParent(x));
  if (blk < 0) return false;
  int p = v->s.cfg->loops[l].parent;
  int ns = p >= 0 ? verify_loop_chain(&v->s, v->s.cfg->loops[p].header, &cs) : 0;
  int nt = verify_loop_chain(&v->t, blk, &ct);
  bool same = ns == nt && (!ns || !memcmp(cs, ct, (size_t)ns * sizeof *cs));
  if (p >= 0) free(cs);
  free(ct);
  return same;
}

static void plan_access(vctx *v, sym_access *a, int64_t e, const ir_vec *copies) {
  sym_ctx *c = v->c;
  uint32_t g = v->s.gid[a->loop];
  uint64_t *iter = malloc(((size_t)e + 1) * sizeof *iter);
  if (!iter) ir_oom();
  int m = 0;
  for (int64_t i = 0; i <= e; i++) {
    sym_term *r = sym_nf(c, verify_at_iter(v, a->reach, g, (uint64_t)i));
    if (!sym_is_const(r, 0)) iter[m++] = (uint64_t)i;
  }
  bool ok = m == copies->n;
  for (int j = 0; j < copies->n && ok; j++) ok = copy_in_outer_loops(v, a->loop, copies->v[j]);
  if (!ok) {
    free(iter);
    return;
  }
  unroll_plan *p = calloc(1, sizeof *p);
  if (!p) ir_oom();
  p->g = g;
  p->copies = copies;
  p->iter = iter;
  for (int j = 0; j < m; j++) ir_map_put(&ustate(v)->copies, copies->v[j], (void *)(uintptr_t)(iter[j] + 1));
  ir_map_put(&ustate(v)->plans, (void *)(intptr_t)(a->tag + 1), p);
  ir_map_put(&v->copied, (void *)(intptr_t)(a->tag + 1), p);
  ir_vec_push(&ustate(v)->all, p);
}

/* after src's terms, before tgt's: unroll.copies, src's exits */
static void verify_unroll_plan(vctx *v) {
  unroll_state *u = ustate(v);
  memset(u, 0, sizeof *u);
  ir_map_init(&u->copies);
  ir_map_init(&u->plans);
  v->gexit = malloc(((size_t)v->ngid + 1) * sizeof *v->gexit);
  if (!v->gexit) ir_oom();
  bool any = false;
  for (int g = 0; g < v->ngid; g++) v->gexit[g] = -1;
  ir_map_init(&u->nested);
  for (int g = 0; g < v->ngid; g++) {
    int l = v->gsrc[g];
    if (l < 0 || v->gtgt[g] >= 0) continue;
    v->gexit[g] = constant_exit(v, l);
    if (v->gexit[g] >= 0) {
      noub_into_parent(v, l, v->gexit[g]);
      any = true;
    }
  }
  if (!any) return;
  fix_src_terms(v);
  for (int i = 0; i < v->s.sf->naccess; i++) {
    sym_access *a = &v->s.sf->acc[i];
    if (a->tag < 0 || a->loop < 0 || a->kind == IR_MEM_SYNC) continue;
    uint32_t g = v->s.gid[a->loop];
    if (v->gexit[g] < 0 || !outer_paired(v, a->loop)) continue;
    const ir_vec *copies = ir_map_get(&v->t.copies, (void *)(intptr_t)(a->tag + 1));
    if (copies) plan_access(v, a, v->gexit[g], copies);
  }
}

/* ---- tgt's loops without a counterpart and with a constant trip count ----
 *
 * A loop that a pass unrolled partially by u, whose trip count is a multiple of u (the
 * `#pragma unroll 4` of a 16-iteration loop), runs u times fewer iterations in tgt, each with
 * u copies of every access: it is paired with no src loop (verify/match.c's
 * exclude_copied_loops), so src's loop has its constant exit (above) and tgt's gets its own
 * here.  Only an outermost tgt loop with no loop inside: its continuation at iterations 0,
 * 1, ... with its header reached, until it is a constant false. */

/* t with tgt loop lt's exit e made a constant: its exit iteration e, its termination true,
 * its header reached at an iteration up to e exactly where it is entered */
static sym_term *fix_tgt_exit_once(vctx *v, sym_term *t, int lt, int64_t e) {
  sym_ctx *c = v->c;
  uint32_t g = v->t.gid[lt];
  sym_loopinfo *L = &v->t.sf->loops[lt];
  ir_vec leaves = {0};
  sym_collect_leaves(t, &leaves);
  ir_map m;
  ir_map_init(&m);
  for (int i = 0; i < leaves.n; i++) {
    sym_term *a = leaves.v[i];
    if (a->imm != g) continue;
    if (a->op == SYM_HR && a->nops == 1 && a->ops[0]->op == SYM_CONST && (int64_t)a->ops[0]->imm <= e)
      ir_map_put(&m, a, L->entry);
    else if (a->op == SYM_EXITK && !a->nops)
      ir_map_put(&m, a, sym_const(c, 64, (uint64_t)e));
    else if (a->op == SYM_TERM && !a->nops)
      ir_map_put(&m, a, sym_true(c));
  }
  sym_term *r = m.len ? sym_subst(c, t, &m, true) : t;
  ir_map_free(&m);
  ir_vec_free(&leaves);
  return r;
}

/* (twice: the header reached at the exit iteration is a constant iteration once the exit is) */
static sym_term *fix_tgt_exit(vctx *v, sym_term *t, int lt, int64_t e) {
  for (int round = 0; t && round < 2; round++) t = fix_tgt_exit_once(v, t, lt, e);
  return t;
}

typedef struct tgt_exit {
  vctx *v;
  int lt;
  int64_t e;
} tgt_exit;

static sym_term *fix_tgt_exit_cb(void *arg, sym_term *t) {
  tgt_exit *x = arg;
  return fix_tgt_exit(x->v, t, x->lt, x->e);
}

static int64_t tgt_constant_exit(vctx *v, int lt) {
  sym_ctx *c = v->c;
  sym_loopinfo *L = &v->t.sf->loops[lt];
  uint32_t g = v->t.gid[lt];
  sym_term **cj, *one, *entry = sym_nf(c, L->entry);
  int ncj = verify_conjuncts(entry, &cj, &one);
  for (uint64_t i = 0; i <= UNROLL_MAX; i++) {
    sym_term *x = sym_subst_loop(c, L->cont, g, sym_const(c, 64, i), true);
    x = fix_tgt_exit(v, x, lt, (int64_t)i);
    x = sym_nf(c, x);
    for (int j = 0; j < ncj && x->op != SYM_CONST; j++) x = sym_assume(c, x, cj[j], true);
    if (x->op != SYM_CONST) return -1;
    if (!x->imm) return (int64_t)i;
  }
  return -1;
}

/* after tgt's terms: constant exits of tgt's loops without a counterpart */
static void verify_unroll_tgt(vctx *v) {
  ir_cfg *ct = v->t.cfg;
  if (!v->gexit) return;
  for (int lt = 0; lt < ct->nloops; lt++) {
    uint32_t g = v->t.gid[lt];
    if (v->gsrc[g] >= 0 || ct->loops[lt].parent >= 0) continue;
    bool inner = false;
    for (int x = 0; x < ct->nloops; x++) inner |= ct->loops[x].parent == lt;
    if (inner) continue;
    int64_t e = tgt_constant_exit(v, lt);
    if (getenv("NVTV_TRACE_EXIT")) fprintf(stderr, "[exit] tgt loop gid %u: constant exit %lld\n", g, (long long)e);
    if (e < 0) continue;
    v->gexit[g] = e;
    tgt_exit ctx = {v, lt, e};
    sym_fn_map_terms(v->t.sf, fix_tgt_exit_cb, &ctx, false);
  }
}

static bool verify_unroll_planned(vctx *v, long tag) {
  return v->gexit && ir_map_has(&ustate(v)->plans, (void *)(intptr_t)(tag + 1));
}

/* A reason for a src access whose tag tgt duplicated and no plan covers. */
static const char *verify_unroll_why(vctx *v, sym_access *a, char *buf, size_t n) {
  if (!v->gexit || a->loop < 0) return "the access was duplicated by the transformation";
  uint32_t g = v->s.gid[a->loop];
  if (v->gtgt[g] >= 0)
    return "the access was duplicated by the transformation in a loop that tgt keeps (partial or runtime unrolling, "
           "not covered)";
  if (v->gexit[g] < 0)
    return "the access was duplicated by the transformation: its loop has no counterpart in tgt and no constant trip "
           "count (runtime or partial unrolling, or peeling: not covered; full unrolling of a constant trip count is)";
  /* copies that all lie in one loop of tgt's own: partial unrolling */
  const ir_vec *copies = ir_map_get(&v->t.copies, (void *)(intptr_t)(a->tag + 1));
  int lt = -2;
  for (int j = 0; copies && j < copies->n && lt != -1; j++) {
    int b = ir_block_index(v->t.cfg, LLVMGetInstructionParent((LLVMValueRef)copies->v[j]));
    int l = b < 0 ? -1 : v->t.cfg->loop_of[b];
    lt = lt == -2 || lt == l ? l : -1;
  }
  if (lt >= 0 && v->gsrc[v->t.gid[lt]] < 0) {
    snprintf(buf, n, "the access was duplicated by the transformation: src's loop runs %lld iterations, tgt's %d copies "
                     "lie in a loop of tgt's own (partial unrolling: not covered)",
             (long long)v->gexit[g], copies->n);
    return buf;
  }
  snprintf(buf, n, "the access was duplicated by the transformation: src's loop runs %lld iterations, and tgt's copies "
                   "do not match the iterations that reach the access one to one, or lie in other loops",
           (long long)v->gexit[g]);
  return buf;
}

static v_verdict verify_unrolled_access(vctx *v, sym_access *a) {
  unroll_plan *p = ir_map_get(&ustate(v)->plans, (void *)(intptr_t)(a->tag + 1));
  v_verdict st = V_PROVED;
  char note[200];
  for (int j = 0; j < p->copies->n && st != V_CEX; j++) {
    sym_access *b = verify_access_of(&v->t, p->copies->v[j]);
    if (!b) {
      verify_note(v, V_UNSUPPORTED, "unsupported", a->tag, "tgt's copy %d of the unrolled access has no model", j + 1);
      st = verify_worse(st, V_UNSUPPORTED);
      continue;
    }
    sym_access aj = verify_at_iteration(v, a, p->g, p->iter[j]);
    snprintf(note, sizeof note, "unrolled: tgt's copy %d of %d (tgt line %d) stands for src's iteration %llu of loop %s",
             j + 1, p->copies->n, ir_line_of(v->t.lm, b->inst), (unsigned long long)p->iter[j], sym_loop_name(v->c, p->g));
    v->rule_note = note;
    v->copy.on = true;
    v->copy.g = p->g;
    v->copy.it = p->iter[j];
    v->acc_fast = v->acc_z3 = 0;
    v->acc_z3_ms = 0;
    st = verify_worse(st, verify_check_access(v, &aj, b, V_CHECK_ONE));
    v->copy.on = false;
    v->rule_note = NULL;
  }
  if (st == V_PROVED) v->fr->rule[V_RULE_UNROLLED]++;
  return st;
}

static void verify_unroll_free(vctx *v) {
  unroll_state *u = ustate(v);
  for (int i = 0; i < u->all.n; i++) {
    unroll_plan *p = u->all.v[i];
    free(p->iter);
    free(p);
  }
  ir_map_free(&u->nested);
  ir_vec_free(&u->all);
  ir_map_free(&u->copies);
  ir_map_free(&u->plans);
  memset(u, 0, sizeof *u);
}

static void unroll_tgt_opts(vctx *v, sym_opts *to) { to->copies = &ustate(v)->copies; }

/* a planned copy, or a tag tgt duplicated that no plan covers (unsupported, with why) */
static bool unroll_takes(vctx *v, sym_access *a, sym_access *b, int lost) {
  (void)lost;
  return b && (verify_unroll_planned(v, a->tag) || ir_map_has(&v->t.dup, (void *)(intptr_t)(a->tag + 1)));
}

static v_verdict unroll_check(vctx *v, sym_access *a, int i, sym_access *b, int lost) {
  (void)i, (void)b, (void)lost;
  if (!verify_unroll_planned(v, a->tag)) {
    char why[300];
    verify_note(v, V_UNSUPPORTED, "unsupported", a->tag, "%s", verify_unroll_why(v, a, why, sizeof why));
    return V_UNSUPPORTED;
  }
  v_verdict r = verify_unrolled_access(v, a);
  if (v->o->verbose) verify_verbose_line(v, a, r, false);
  return r;
}

const verify_rule verify_rule_unroll = {.name = "unroll",
                                        .plan = verify_unroll_plan,
                                        .tgt_opts = unroll_tgt_opts,
                                        .tgt_built = verify_unroll_tgt,
                                        .takes = unroll_takes,
                                        .check = unroll_check,
                                        .free = verify_unroll_free};
