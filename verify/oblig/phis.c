/* Corresponding loop phis: induction over src and tgt at once (DESIGN.md, "Correspondences
 * beyond one-to-one").
 *
 * A header phi that is not an add-recurrence (a reduction's `s >>= 1`, an accumulator, a
 * pointer chase) is an opaque leaf, one per side.  src's and tgt's are different unknowns, so
 * an obligation over them could only be checked by unrolling ("verified up to N
 * iterations"), and each unrolled iteration costs solver queries.  When a matched loop has a
 * src phi p and a tgt phi q that start equal and update equally (q's back-edge value, with
 * every corresponding tgt phi read as its src partner, has the normal form of p's), then
 * p == q at every iteration, by induction on k: at 0 by the starts, at k+1 by the updates
 * (the other values of iteration k are the same terms on both sides: arguments, counters,
 * and loads by tag and iteration).  q is then renamed p in every tgt term, and obligations
 * over it are proved for all k.
 *
 * A pair whose update does not match is dropped, which can break the pairs that read it:
 * the correspondence is the greatest fixed point of the check.  Poison: q's start and update
 * may be poison only where p's are, so tgt adds no poison that the renaming would hide.
 *
 * requires: both sym_fn built, loops matched (shared gids); breaks: nothing.
 */
#include "oblig.h"

#include <stdlib.h>
#include <string.h>

typedef struct phi {
  uint32_t id, loop;
  sym_term *start, *back;
  int partner; /* tgt: index of the src phi it equals, or -1 */
} phi;

static int collect(vctx *v, const sym_fn *f, phi **out) {
  phi *p = calloc((size_t)(f->nopaque ? f->nopaque : 1), sizeof *p);
  if (!p) ir_oom();
  int n = 0;
  for (int i = 0; i < f->nopaque; i++) {
    phi x = {f->opaque[i], 0, NULL, NULL, -1};
    if (!sym_opaque_get(v->c, x.id, &x.start, &x.back, &x.loop)) continue;
    if (x.loop >= (uint32_t)v->ngid || v->gsrc[x.loop] < 0 || v->gtgt[x.loop] < 0) continue;
    p[n++] = x;
  }
  *out = p;
  return n;
}

/* the tgt -> src id map of the pairs in force */
static void id_map(const phi *t, int nt, const phi *s, ir_map *m) {
  ir_map_free(m);
  ir_map_init(m);
  for (int i = 0; i < nt; i++)
    if (t[i].partner >= 0)
      ir_map_put(m, (void *)(uintptr_t)(t[i].id + 1), (void *)(uintptr_t)(s[t[i].partner].id + 1));
}

static void first_diff(vctx *v, sym_term *a, sym_term *b, int depth) {
  if (a == b || depth > 60) return;
  if (a->op == b->op && a->nops == 2 && b->nops == 2 && a->ops[0] == b->ops[1]) {
    first_diff(v, a->ops[1], b->ops[0], depth + 1);
    return;
  }
  if (a->op == b->op && a->nops == 2 && b->nops == 2 && a->ops[1] == b->ops[0]) {
    first_diff(v, a->ops[0], b->ops[1], depth + 1);
    return;
  }
  if (a->op != b->op || a->nops != b->nops || a->imm != b->imm || a->width != b->width || a->aux != b->aux) {
    char *x = verify_term_str(v, a), *y = verify_term_str(v, b);
    fprintf(stderr, "[phis] differ at depth %d: %s  VS  %s\n", depth, x, y);
    free(x);
    free(y);
    return;
  }
  for (int i = 0; i < a->nops; i++)
    if (a->ops[i] != b->ops[i]) {
      first_diff(v, a->ops[i], b->ops[i], depth + 1);
      return;
    }
}

/* Does Z3 refute t (a boolean) within the launch's ranges, on the linear abstraction and a
 * small budget?  Only a proof counts: a timeout is "no". */
static bool refuted(vctx *v, sym_term *t) {
  unsigned ms = v->o->timeout_ms / 8 + 1;
  return smt_check_abstract(v->z, &t, 1, ms > 250 ? 250 : ms) == SMT_UNSAT;
}

/* Does x (tgt, renamed) equal y (src) wherever y is defined, without more poison?  Equal
 * normal forms, or with by_z3, equal for every value of the phis and of every other leaf
 * within the launch's ranges (a pass that narrowed a comparison: trunc8(tid.y) == 0 for
 * tid.y == 0 under ntid.y <= 16).  tgt's poison must be src's, syntactically or by Z3 (tgt's
 * ntid.x read with range(1, 257) under __launch_bounds__(256), src's with range(1, 1025)). */
static bool same(vctx *v, sym_term *x, sym_term *y, bool by_z3) {
  sym_ctx *c = v->c;
  if (x->width != y->width) return false;
  if (sym_nf(c, x) != sym_nf(c, y) && (!by_z3 || !refuted(v, sym_not(c, sym_icmp(c, LLVMIntEQ, x, y)))))
    return false;
  sym_term *px = sym_poison(c, x), *py = sym_poison(c, y);
  return sym_is_const(px, 0) || sym_or_subset(c, px, py) || refuted(v, sym_and(c, px, sym_not(c, py)));
}

/* t (tgt) with its phis renamed to their src partners */
static sym_term *renamed(vctx *v, sym_term *t, const ir_map *ids) {
  ir_map memo;
  ir_map_init(&memo);
  sym_term *r = sym_rename_opaque(v->c, t, ids, &memo);
  ir_map_free(&memo);
  return r;
}

static bool same_renamed(vctx *v, sym_term *x, sym_term *y, const ir_map *ids, bool by_z3) {
  return same(v, renamed(v, x, ids), y, by_z3);
}

/* A phi's start where its loop is entered: the conjuncts of src's entry condition true.
 * Only there is the start ever read (every use of a header phi lies in blocks its header
 * dominates), and an instcombine that inverts a select's condition leaves the arms the loop
 * skips in another order: `(entered && !(i < n)) ? 0 : x` in src, `(entered && i < n) ? x :
 * 0` in tgt (the running value of a warp scan inside a grid-stride loop). */
static sym_term *start_entered(vctx *v, const phi *p, sym_term *start) {
  int l = p->loop < (uint32_t)v->ngid ? v->gsrc[p->loop] : -1;
  if (l < 0) return start;
  sym_ctx *c = v->c;
  sym_term **cj, *one, *entry = sym_nf(c, v->s.sf->loops[l].entry);
  int n = verify_conjuncts(entry, &cj, &one);
  if (!n) return start;
  ir_map m;
  ir_map_init(&m);
  for (int i = 0; i < n; i++) ir_map_put(&m, cj[i], sym_true(c));
  sym_term *r = sym_nf(c, sym_subst(c, sym_nf(c, start), &m, false));
  ir_map_free(&m);
  return r;
}

/* q's start (tgt) against p's (src) where the loop is entered */
static bool same_start(vctx *v, const phi *q, const phi *p, const ir_map *ids, bool by_z3) {
  sym_term *x = renamed(v, q->start, ids);
  if (same(v, x, p->start, false)) return true;
  return same(v, start_entered(v, p, x), start_entered(v, p, p->start), by_z3);
}

/* Drops pairs until every remaining one holds under the others.  Several tgt phis may
 * equal one src phi (a duplicated accumulator): the map only renames tgt's. */
static void fixpoint(vctx *v, phi *t, int nt, const phi *s) {
  ir_map ids = {0};
  ir_map_init(&ids);
  for (bool changed = true; changed;) {
    changed = false;
    id_map(t, nt, s, &ids);
    for (int i = 0; i < nt; i++) {
      if (t[i].partner < 0) continue;
      const phi *p = &s[t[i].partner];
      if (!same_start(v, &t[i], p, &ids, true) || !same_renamed(v, t[i].back, p->back, &ids, true)) {
        if (getenv("NVTV_TRACE_PHIS")) {
          ir_map memo;
          ir_map_init(&memo);
          sym_term *x = sym_rename_opaque(v->c, t[i].back, &ids, &memo);
          ir_map_free(&memo);
          char *a = verify_term_str(v, sym_nf(v->c, x)), *b = verify_term_str(v, sym_nf(v->c, p->back));
          char *pa = verify_term_str(v, sym_poison(v->c, x)), *pb = verify_term_str(v, sym_poison(v->c, p->back));
          fprintf(stderr, "[phis] drop tgt#%u ~ src#%u: start %d\n  tgt %s\n  src %s\n  tgt poison %s\n  src poison %s\n",
                  t[i].id, p->id, same_start(v, &t[i], p, &ids, true), a, b, pa, pb);
          free(a); free(b); free(pa); free(pb);
          first_diff(v, sym_nf(v->c, x), sym_nf(v->c, p->back), 0);
        }
        t[i].partner = -1;
        changed = true;
      }
    }
  }
  ir_map_free(&ids);
}

static int count_pairs(const phi *t, int nt) {
  int n = 0;
  for (int i = 0; i < nt; i++) n += t[i].partner >= 0;
  return n;
}

static bool candidate(const phi *q, const phi *p) { return p->loop == q->loop && p->start->width == q->start->width; }

/* First guess: each tgt phi takes a src phi of its loop with the same start, a still
 * unclaimed one first (two accumulators that both start at 0), repeated so that a start
 * over an outer loop's phi sees that phi's partner. */
static void guess(vctx *v, phi *t, int nt, const phi *s, int ns) {
  ir_map ids;
  ir_map_init(&ids);
  bool *claimed = calloc((size_t)ns + 1, sizeof *claimed);
  if (!claimed) ir_oom();
  for (bool more = true; more;) {
    more = false;
    for (int i = 0; i < nt; i++) {
      if (t[i].partner >= 0) continue;
      for (int pass = 0; pass < 2 && t[i].partner < 0; pass++)
        for (int j = 0; j < ns && t[i].partner < 0; j++) {
          if (!candidate(&t[i], &s[j]) || (pass == 0 && claimed[j])) continue;
          /* normal forms only: a first guess over every candidate, not a solver call each */
          if (!same_start(v, &t[i], &s[j], &ids, false)) continue;
          t[i].partner = j;
          claimed[j] = true;
          more = true;
          id_map(t, nt, s, &ids);
        }
    }
  }
  free(claimed);
  ir_map_free(&ids);
}

/* A rewrite of every term of a function: the pairs' renaming, or one phi replaced by a
 * term (a shifted pair). */
typedef struct rewrite {
  const ir_map *ids; /* rename opaque ids, or */
  uint32_t id;       /* replace this phi ... */
  sym_term *body;    /* ... by this term at its generic iteration */
  ir_map memo;
} rewrite;

static sym_term *rw(vctx *v, rewrite *w, sym_term *t) {
  if (!t) return t;
  return w->ids ? sym_rename_opaque(v->c, t, w->ids, &w->memo) : sym_replace_opaque(v->c, t, w->id, w->body, &w->memo);
}

typedef struct rewrite_arg {
  vctx *v;
  rewrite *w;
} rewrite_arg;

static sym_term *rw_term(void *arg, sym_term *t) {
  rewrite_arg *r = arg;
  return rw(r->v, r->w, t);
}

static void rewrite_fn(vctx *v, sym_fn *f, rewrite *w) {
  ir_map_init(&w->memo);
  rewrite_arg r = {v, w};
  sym_fn_map_terms(f, rw_term, &r, true);
  ir_map_free(&w->memo);
}

/* never poison, within the launch's ranges (a start `ntid.x` read with range(1, 1025) is
 * poison only outside them) */
static bool never_poison(vctx *v, sym_term *t) {
  sym_term *p = sym_poison(v->c, t);
  return sym_is_const(p, 0) || refuted(v, p);
}

/* t with the leaf x replaced by by */
static sym_term *subst1(sym_ctx *c, sym_term *t, sym_term *x, sym_term *by) {
  ir_map m;
  ir_map_init(&m);
  ir_map_put(&m, x, by);
  sym_term *r = sym_subst(c, t, &m, false);
  ir_map_free(&m);
  return r;
}

static sym_term *replaced(sym_ctx *c, sym_term *t, uint32_t id, sym_term *body) {
  ir_map memo;
  ir_map_init(&memo);
  sym_term *r = sym_replace_opaque(c, t, id, body, &memo);
  ir_map_free(&memo);
  return r;
}

/* A shifted pair: the phi `a` (one side) is the other side's phi `b` one update ahead,
 * a_k = U(b_k) where U is b's update (the phi `s >>= 1` that instcombine turns into a phi of
 * `s` before the shift: src's s is tgt's s.in >> 1 at every iteration).  U must read
 * nothing of the loop but b itself, so that U at iteration k+1 is U again.  Induction: at 0,
 * a_0 == U(b_0); at k+1, a's update with a_k := U(b_k) equals U(b_{k+1}) = U(U(b_k)).
 * Both are checked on terms renamed by the pairs in force (tgt's side).  Returns the term
 * that replaces a (b's update, renamed) or NULL. */
static sym_term *shifted(vctx *v, const phi *a, const phi *b, const ir_map *ids, bool a_is_tgt) {
  sym_ctx *c = v->c;
  if (a->loop != b->loop || a->start->width != b->start->width) return NULL;
  /* everything on tgt's side speaks of src's paired phis */
  sym_term *astart = a_is_tgt ? renamed(v, a->start, ids) : a->start;
  sym_term *aback = a_is_tgt ? renamed(v, a->back, ids) : a->back;
  sym_term *bstart = a_is_tgt ? b->start : renamed(v, b->start, ids);
  sym_term *bback = a_is_tgt ? b->back : renamed(v, b->back, ids);
  sym_term *x = sym_mk(c, SYM_PHIVAR, b->start->width, 0, sym_fresh(c), 0, 0, NULL);
  sym_term *u = replaced(c, bback, b->id, x); /* U(x) */
  if (u == bback || sym_depends_on_loop(u, b->loop)) return NULL;
  /* the solver questions last */
  if (!never_poison(v, a->start) || !never_poison(v, a->back) || !never_poison(v, b->start) || !never_poison(v, b->back))
    return NULL;
  sym_term *u0 = subst1(c, u, x, bstart), *uu = subst1(c, u, x, bback); /* U(b_0), U(U(b_k)) */
  sym_term *astep = replaced(c, aback, a->id, bback);                    /* a's update at a_k = U(b_k) */
  return same(v, astart, u0, true) && same(v, astep, uu, true) ? bback : NULL;
}

/* Shifted pairs among the phis the pairs left alone, each direction; each found one
 * rewrites its side's function.  Returns how many. */
static int match_shifted(vctx *v, phi *t, int nt, phi *s, int ns, const ir_map *ids) {
  bool *used = calloc((size_t)ns + 1, sizeof *used);
  if (!used) ir_oom();
  for (int i = 0; i < nt; i++)
    if (t[i].partner >= 0) used[t[i].partner] = true;
  int n = 0;
  for (int i = 0; i < nt; i++) {
    if (t[i].partner >= 0) continue;
    for (int j = 0; j < ns; j++) {
      if (used[j]) continue;
      bool tgt_ahead = false;
      sym_term *body = shifted(v, &s[j], &t[i], ids, false); /* src_k = U_tgt(tgt_k) */
      if (!body && (body = shifted(v, &t[i], &s[j], ids, true))) tgt_ahead = true;
      if (!body) continue;
      rewrite w = {NULL, tgt_ahead ? t[i].id : s[j].id, body, {0}};
      rewrite_fn(v, tgt_ahead ? v->t.sf : v->s.sf, &w);
      if (!tgt_ahead) { /* tgt's terms of a rotated loop carry src's header test */
        rewrite_fn(v, v->t.sf, &w);
        ir_map_init(&w.memo);
        for (int g = 0; g < v->ngid; g++)
          if (v->grot && v->grot[g]) v->grot[g] = rw(v, &w, v->grot[g]);
        ir_map_free(&w.memo);
      }
      if (v->trace)
        fprintf(stderr, "[trace] loop %s: %s phi#%u is the other side's phi#%u one update ahead at every iteration\n",
                sym_loop_name(v->c, t[i].loop), tgt_ahead ? "tgt" : "src", tgt_ahead ? t[i].id : s[j].id,
                tgt_ahead ? s[j].id : t[i].id);
      t[i].partner = j; /* counted, and not tried again */
      used[j] = true;
      n++;
      break;
    }
  }
  free(used);
  return n;
}

int verify_match_phis(vctx *v) {
  phi *s, *t;
  int ns = collect(v, v->s.sf, &s), nt = collect(v, v->t.sf, &t);
  guess(v, t, nt, s, ns);
  fixpoint(v, t, nt, s);
  /* a tgt phi left alone may belong with another src phi: try each, keeping what the
   * fixed point keeps */
  int *saved = malloc((size_t)(nt + 1) * sizeof *saved);
  if (!saved) ir_oom();
  for (int i = 0; i < nt; i++) {
    if (t[i].partner >= 0) continue;
    for (int j = 0; j < ns && t[i].partner < 0; j++) {
      if (!candidate(&t[i], &s[j])) continue;
      int before = count_pairs(t, nt);
      for (int x = 0; x < nt; x++) saved[x] = t[x].partner;
      t[i].partner = j;
      fixpoint(v, t, nt, s);
      if (count_pairs(t, nt) <= before) /* the trial pair fell (perhaps with others): undo */
        for (int x = 0; x < nt; x++) t[x].partner = saved[x];
    }
  }
  free(saved);
  int n = count_pairs(t, nt);
  ir_map ids;
  ir_map_init(&ids);
  id_map(t, nt, s, &ids);
  if (n) {
    rewrite w = {&ids, 0, NULL, {0}};
    rewrite_fn(v, v->t.sf, &w);
    if (v->trace)
      for (int i = 0; i < nt; i++)
        if (t[i].partner >= 0)
          fprintf(stderr, "[trace] loop %s: tgt phi#%u is src phi#%u at every iteration\n",
                  sym_loop_name(v->c, t[i].loop), t[i].id, s[t[i].partner].id);
  }
  n += match_shifted(v, t, nt, s, ns, &ids);
  ir_map_free(&ids);
  if (v->trace)
    for (int i = 0; i < nt; i++)
      if (t[i].partner < 0) {
        char *a = verify_term_str(v, sym_nf(v->c, t[i].start)), *b = verify_term_str(v, sym_nf(v->c, t[i].back));
        fprintf(stderr, "[trace] loop %s: tgt phi#%u has no src partner: start %s, update %s\n",
                sym_loop_name(v->c, t[i].loop), t[i].id, a, b);
        free(a);
        free(b);
      }
  if (v->trace)
    for (int j = 0; j < ns; j++) {
      char *a = verify_term_str(v, sym_nf(v->c, s[j].start)), *b = verify_term_str(v, sym_nf(v->c, s[j].back));
      fprintf(stderr, "[trace] loop %s: src phi#%u: start %s, update %s\n", sym_loop_name(v->c, s[j].loop), s[j].id, a, b);
      free(a);
      free(b);
    }
  free(s);
  free(t);
  return n;
}
