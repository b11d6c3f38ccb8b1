/* How far a loop can go (the loop facts' bounds).
 *
 * A conjunct of src's continuation condition cont(k) is necessary for iteration k to go
 * on, so no iteration after the first k at which it fails is ever reached.  For conjuncts
 * affine in the counter (a + s*k in the counter's width, against a loop-invariant bound)
 * that first k has a closed form (an exit count, as SCEV computes it): an equality exit
 * solves a + s*k == 0 modulo 2^w, a relational exit divides the distance to the bound by
 * the step.  The step is a constant, or loop-invariant (a grid-stride loop's
 * blockDim.x * gridDim.x) where it is positive; the division is the first failing k only
 * where one step past the bound cannot wrap: an unsigned test and a loop-invariant step get
 * that as a condition (no bound elsewhere); a signed test with a constant step is taken not
 * to wrap, as src's signed adds are nsw (it would be undefined) -- a counter that adds an
 * unsigned constant to an int without nsw near INT_MAX is a gap that remains.  Without a bound the induction
 * step ("iteration k-1 went on in both") admits models at iterations the loop never
 * reaches, where a wrapping counter makes src and tgt disagree (4k == 12 and 256k == 768
 * differ at k = 3 + 2^24).  The same increasing tests also say the recurrence does not wrap
 * up to any iteration the header reaches (verify_loop_nowrap): the form in which tgt's
 * `add nuw nsw` flags are proved without dividing by a symbolic step.  Used as premises by
 * facts.c (verify_loop_facts) and access.c (the access checks). */
#include <stdio.h>
#include <stdlib.h>

#include "oblig.h"

static uint64_t inv_odd(uint64_t u) {
  uint64_t x = u; /* Newton: correct to 3, 6, 12, ... bits */
  for (int i = 0; i < 6; i++) x *= 2 - u * x;
  return x;
}

typedef struct affine {
  sym_term *a;  /* loop-invariant part (width w) */
  uint64_t s;   /* step (width w), when a constant */
  sym_term *st; /* else the loop-invariant step (a grid-stride loop's ntid.x*nctaid.x) */
  unsigned w;
} affine;

static bool affine_in(vctx *v, sym_term *t, sym_term *k, affine *f) {
  ksplit ks;
  if (t->width < 2 || t->width > 64 || !verify_split_by_k(v, t, k, &ks) || ks.n != 2) return false;
  f->a = ks.part[0];
  f->w = t->width;
  f->st = NULL;
  f->s = 0;
  if (ks.part[1]->op == SYM_CONST) {
    f->s = ks.part[1]->imm;
    return f->s != 0;
  }
  f->st = ks.part[1];
  return true;
}

static sym_term *c64(vctx *v, uint64_t x) { return sym_const(v->c, 64, x); }
static sym_term *z64(vctx *v, sym_term *x) { return x->width == 64 ? x : sym_cast(v->c, SYM_ZEXT, 0, 64, x); }

/* first k >= 0 with a + s*k == 0 (mod 2^w), or UINT64_MAX when there is none */
static sym_term *first_zero(vctx *v, const affine *f) {
  sym_ctx *c = v->c;
  unsigned w = f->w, t = (unsigned)__builtin_ctzll(f->s);
  if (t >= w) return NULL;
  uint64_t inv = inv_odd(f->s >> t) & sym_mask(w - t);
  sym_term *na = sym_bin(c, SYM_SUB, 0, sym_const(c, w, 0), f->a);
  sym_term *q = t ? sym_bin(c, SYM_LSHR, 0, na, sym_const(c, w, t)) : na;
  q = sym_bin(c, SYM_AND, 0, sym_bin(c, SYM_MUL, 0, q, sym_const(c, w, inv)), sym_const(c, w, sym_mask(w - t)));
  sym_term *k0 = z64(v, q);
  if (!t) return k0;
  sym_term *low = sym_bin(c, SYM_AND, 0, na, sym_const(c, w, sym_mask(t)));
  return sym_ite(c, sym_icmp(c, LLVMIntEQ, low, sym_const(c, w, 0)), k0, c64(v, UINT64_MAX));
}

/* ceil(d / s) or floor(d / s) + 1 (saturating), d a w-bit unsigned distance */
static sym_term *steps(vctx *v, sym_term *d, uint64_t s, bool ceil_) {
  sym_ctx *c = v->c;
  sym_term *d64 = z64(v, d), *s64 = c64(v, s);
  sym_term *q = sym_bin(c, SYM_UDIV, 0, d64, s64);
  if (ceil_) {
    sym_term *r = sym_bin(c, SYM_UREM, 0, d64, s64);
    return sym_ite(c, sym_icmp(c, LLVMIntEQ, r, c64(v, 0)), q, sym_bin(c, SYM_ADD, 0, q, c64(v, 1)));
  }
  return sym_ite(c, sym_icmp(c, LLVMIntEQ, q, c64(v, UINT64_MAX)), q, sym_bin(c, SYM_ADD, 0, q, c64(v, 1)));
}

/* Step st of width w is positive (signed: sgn) and one step past the last value that passes
 * `< Y` (strict) or `<= Y` cannot wrap; *top: Y + st - 1 (strict) or Y + st, in width w. */
static sym_term *step_safe(vctx *v, sym_term *st, sym_term *Y, unsigned w, bool sgn, bool strict, sym_term **top) {
  sym_ctx *c = v->c;
  sym_term *zero = sym_const(c, w, 0);
  sym_term *pos = sgn ? sym_icmp(c, LLVMIntSGT, st, zero) : sym_not(c, sym_icmp(c, LLVMIntEQ, st, zero));
  sym_term *ops[2] = {Y, strict ? sym_bin(c, SYM_SUB, 0, st, sym_const(c, w, 1)) : st};
  if (top) *top = sym_bin(c, SYM_ADD, 0, ops[0], ops[1]);
  return sym_and(c, pos, sym_not(c, sym_ovf(c, sgn ? OVF_SADD : OVF_UADD, 2, ops)));
}

/* symbolic_exit's count for a counter wider than 32 bits (a size_t grid-stride loop,
 * `for (size_t i = tid; i < n; i += (size_t)blockDim.x * gridDim.x)`), in its own width:
 * "one step past a value below Y cannot wrap" is an overflow test there, and the distance
 * Y - a, where a is below Y, is an unsigned number of that width. */
static sym_term *wide_exit(vctx *v, const affine *f, sym_term *Y, bool sgn, bool strict) {
  sym_ctx *c = v->c;
  unsigned w = f->w;
  sym_term *zero = sym_const(c, w, 0), *one = sym_const(c, w, 1);
  sym_term *safe = step_safe(v, f->st, Y, w, sgn, strict, NULL);
  int lt = sgn ? LLVMIntSLT : LLVMIntULT;
  sym_term *d = sym_bin(c, SYM_SUB, 0, Y, f->a);
  sym_term *q = sym_bin(c, SYM_UDIV, 0, d, f->st), *r = sym_bin(c, SYM_UREM, 0, d, f->st);
  sym_term *n;
  if (strict) {
    n = sym_ite(c, sym_icmp(c, LLVMIntEQ, r, zero), q, sym_bin(c, SYM_ADD, 0, q, one));
    n = sym_ite(c, sym_icmp(c, lt, f->a, Y), z64(v, n), c64(v, 0));
  } else { /* q + 1 cannot wrap: st > 0 */
    n = sym_ite(c, sym_icmp(c, lt, Y, f->a), c64(v, 0), z64(v, sym_bin(c, SYM_ADD, 0, q, one)));
  }
  return sym_ite(c, safe, n, c64(v, UINT64_MAX));
}

/* The same for a loop-invariant step st (w <= 32 bits; wider: wide_exit): where it is
 * positive (signed for a signed test) and a value below Y plus the step cannot wrap past the
 * type's maximum, the first k with a + st*k beyond Y (strict: >= Y; else > Y) fails the test;
 * elsewhere no bound (UINT64_MAX).  A grid-stride loop `for (b = tid; b < 256; b += ntid)` at -O0 adds
 * an unsigned ntid without nsw: with no bound a model could run it 2^53 times, where tgt's
 * recurrence, which LLVM flagged nsw from the real trip count, overflows. */
static sym_term *symbolic_exit(vctx *v, const affine *f, sym_term *Y, bool sgn, bool strict) {
  sym_ctx *c = v->c;
  unsigned w = f->w;
  if (w > 32) return wide_exit(v, f, Y, sgn, strict);
  sym_op ext = sgn ? SYM_SEXT : SYM_ZEXT;
  sym_term *y64 = sym_cast(c, ext, 0, 64, Y), *a64 = sym_cast(c, ext, 0, 64, f->a), *s64 = sym_cast(c, ext, 0, 64, f->st);
  uint64_t max = sgn ? sym_mask(w) >> 1 : sym_mask(w);
  sym_term *pos = sgn ? sym_icmp(c, LLVMIntSGT, f->st, sym_const(c, w, 0)) : sym_not(c, sym_icmp(c, LLVMIntEQ, f->st, sym_const(c, w, 0)));
  /* the last value that passes is below Y + (strict ? 0 : 1); one step from it must not wrap */
  sym_term *top = sym_bin(c, SYM_ADD, 0, y64, strict ? sym_bin(c, SYM_SUB, 0, s64, c64(v, 1)) : s64);
  sym_term *safe = sym_and(c, pos, sym_icmp(c, sgn ? LLVMIntSLE : LLVMIntULE, top, c64(v, max)));
  int lt = sgn ? LLVMIntSLT : LLVMIntULT;
  sym_term *d = sym_bin(c, SYM_SUB, 0, y64, a64); /* >= 0 where a < Y (a <= Y) */
  sym_term *q = sym_bin(c, SYM_UDIV, 0, d, s64), *r = sym_bin(c, SYM_UREM, 0, d, s64);
  sym_term *n;
  if (strict) { /* ceil(d / s) */
    n = sym_ite(c, sym_icmp(c, LLVMIntEQ, r, c64(v, 0)), q, sym_bin(c, SYM_ADD, 0, q, c64(v, 1)));
    n = sym_ite(c, sym_icmp(c, lt, f->a, Y), n, c64(v, 0));
  } else { /* floor(d / s) + 1 */
    n = sym_ite(c, sym_icmp(c, lt, Y, f->a), c64(v, 0), sym_bin(c, SYM_ADD, 0, q, c64(v, 1)));
  }
  return sym_ite(c, safe, n, c64(v, UINT64_MAX));
}

/* The first iteration at which necessary condition q (a normalised conjunct of cont(k))
 * fails, or NULL when it has none of the shapes above. */
static sym_term *conjunct_exit(vctx *v, sym_term *q, sym_term *k, uint32_t g) {
  sym_ctx *c = v->c;
  bool neg = false;
  if (q->op == SYM_NOT) {
    neg = true;
    q = q->ops[0];
  }
  if (q->op != SYM_ICMP) return NULL;
  affine f;
  int pred = (int)q->imm;
  if (pred == LLVMIntEQ) {
    if (!sym_is_const(q->ops[1], 0) || !affine_in(v, q->ops[0], k, &f) || f.st) return NULL;
    if (neg) return first_zero(v, &f); /* goes on while a + s*k != 0 */
    /* goes on while a + s*k == 0: at most once */
    return sym_ite(c, sym_icmp(c, LLVMIntEQ, f.a, sym_const(c, f.w, 0)), c64(v, 1), c64(v, 0));
  }
  if (pred != LLVMIntSLT && pred != LLVMIntULT) return NULL;
  bool sgn = pred == LLVMIntSLT;
  sym_term *L = q->ops[0], *R = q->ops[1];
  bool left = sym_depends_on_loop(L, g), right = sym_depends_on_loop(R, g);
  if (left == right) return NULL;
  sym_term *Y = left ? R : L;
  if (!affine_in(v, left ? L : R, k, &f)) return NULL;
  if (f.st) { /* an increasing recurrence against a bound above it (see symbolic_exit) */
    if (!neg && left) return symbolic_exit(v, &f, Y, sgn, true); /* f < Y */
    if (neg && !left) return symbolic_exit(v, &f, Y, sgn, false); /* f <= Y */
    return NULL;
  }
  bool up = f.s <= (sym_mask(f.w) >> 1); /* the step's sign in w bits */
  uint64_t mag = up ? f.s : (0 - f.s) & sym_mask(f.w);
  int lt = sgn ? LLVMIntSLT : LLVMIntULT;
  sym_term *ya = sym_bin(c, SYM_SUB, 0, Y, f.a), *ay = sym_bin(c, SYM_SUB, 0, f.a, Y);
  /* an unsigned counter wraps legitimately: one step past the last value that passes must
   * stay below 2^w, or the test passes again (a signed one overflows only where src, whose
   * signed adds are nsw, is undefined) */
  sym_term *nowrap = sym_true(c);
  if (!sgn && up && (neg ? mag >= 1 : mag > 1))
    nowrap = sym_icmp(c, LLVMIntULE, Y, sym_const(c, f.w, sym_mask(f.w) - (neg ? mag : mag - 1)));
  if (!neg && left && up) /* f < Y */
    return sym_ite(c, nowrap, sym_ite(c, sym_icmp(c, lt, f.a, Y), steps(v, ya, mag, true), c64(v, 0)), c64(v, UINT64_MAX));
  if (!neg && !left && !up && sgn) /* Y < f, f decreasing */
    return sym_ite(c, sym_icmp(c, lt, Y, f.a), steps(v, ay, mag, true), c64(v, 0));
  if (neg && left && !up && sgn) /* f >= Y, f decreasing */
    return sym_ite(c, sym_icmp(c, lt, f.a, Y), c64(v, 0), steps(v, ay, mag, false));
  if (neg && !left && up) /* f <= Y, f increasing */
    return sym_ite(c, nowrap, sym_ite(c, sym_icmp(c, lt, Y, f.a), c64(v, 0), steps(v, ya, mag, false)), c64(v, UINT64_MAX));
  return NULL;
}

/* a + st*k, and the same at k - 1 and one step after it, do not wrap (signed: sgn), in the
 * shapes tgt's terms take: the recurrence's overflow at k and k - 1, and the add of the step
 * to the value at k - 1 (a rotated loop's latch, `add nuw nsw i, stride`, read after the
 * loop at its exit iteration minus one) */
static sym_term *no_wrap(vctx *v, const affine *f, sym_term *st, sym_term *k, bool sgn) {
  sym_ctx *c = v->c;
  sym_term *km1 = sym_bin(c, SYM_SUB, 0, k, sym_const(c, 64, 1));
  sym_term *ops[3] = {sym_nf(c, f->a), sym_nf(c, st), k};
  sym_term *r = sym_not(c, sym_ovf(c, sgn ? OVF_REC_S : OVF_REC_U, 3, ops));
  ops[2] = km1;
  sym_term *prev = sym_not(c, sym_ovf(c, sgn ? OVF_REC_S : OVF_REC_U, 3, ops));
  sym_term *k32 = f->w < 64 ? sym_cast(c, SYM_TRUNC, 0, f->w, km1) : km1;
  sym_term *at[2] = {sym_nf(c, sym_bin(c, SYM_ADD, 0, f->a, sym_bin(c, SYM_MUL, 0, st, k32))), ops[1]};
  prev = sym_and(c, prev, sym_not(c, sym_ovf(c, sgn ? OVF_SADD : OVF_UADD, 2, at)));
  return sym_and(c, r, sym_implies(c, sym_not(c, sym_icmp(c, LLVMIntEQ, k, sym_const(c, 64, 0))), prev));
}

/* Where necessary condition q bounds an increasing recurrence f = a + s*k from above (f < Y,
 * or !(Y < f)), and one step past a value that passes cannot wrap, f does not wrap up to an
 * iteration the header reaches: every iteration before it passed the test, so each value
 * was below the bound before the step and stays below 2^w (or the signed maximum) after
 * it.  That is what LLVM's nuw/nsw on tgt's recurrence rests on, without the exit count's
 * division by a symbolic step that Z3 cannot take apart.  NULL for other shapes. */
static sym_term *conjunct_nowrap(vctx *v, sym_term *q, sym_term *k) {
  sym_ctx *c = v->c;
  bool neg = q->op == SYM_NOT;
  if (neg) q = q->ops[0];
  if (q->op != SYM_ICMP || (q->imm != LLVMIntSLT && q->imm != LLVMIntULT)) return NULL;
  bool sgn = q->imm == LLVMIntSLT, strict = !neg, left = strict;
  sym_term *F = left ? q->ops[0] : q->ops[1], *Y = left ? q->ops[1] : q->ops[0];
  uint32_t g = (uint32_t)k->imm;
  affine f;
  if (sym_depends_on_loop(Y, g) || !sym_depends_on_loop(F, g) || !affine_in(v, F, k, &f)) return NULL;
  unsigned w = f.w;
  sym_term *st = f.st ? f.st : sym_const(c, w, f.s);
  if (!f.st && f.s > (sym_mask(w) >> 1)) return NULL; /* a decreasing counter */
  sym_term *zero = sym_const(c, w, 0), *top;
  sym_term *safe = step_safe(v, st, Y, w, sgn, strict, &top);
  /* the values lie in [a, Y + s - 1] (k >= 1; at 0 the value is a, in range either way):
   * in the other signedness too where that interval stays in [0, 2^(w-1)) (tgt's `add nuw
   * nsw`) */
  sym_term *smax = sym_const(c, w, sym_mask(w) >> 1);
  sym_term *twin = sym_and(c, sym_icmp(c, LLVMIntULE, top, smax), sym_icmp(c, LLVMIntULE, st, smax));
  if (sgn) twin = sym_and(c, twin, sym_icmp(c, LLVMIntSGE, f.a, zero));
  return sym_and(c, sym_implies(c, safe, no_wrap(v, &f, st, k, sgn)),
                 sym_implies(c, sym_and(c, safe, twin), no_wrap(v, &f, st, k, !sgn)));
}

/* Where src's header of loop g is reached at its counter k, the recurrences its continuation
 * tests against a bound do not wrap up to k (conjunct_nowrap), or NULL. */
sym_term *verify_loop_nowrap(vctx *v, uint32_t g) {
  if (g >= (uint32_t)v->ngid || v->gsrc[g] < 0) return NULL;
  verify_loop_bound(v, g); /* (computes both) */
  return v->gnowrap[g];
}

/* The last iteration src's loop g can reach (its header is reached at k only if k <= it),
 * or NULL when no conjunct gives one. */
sym_term *verify_loop_bound(vctx *v, uint32_t g) {
  if (g >= (uint32_t)v->ngid || v->gsrc[g] < 0) return NULL;
  if (v->gbound_done[g]) return v->gbound[g];
  v->gbound_done[g] = true;
  sym_ctx *c = v->c;
  sym_loopinfo *ls = &v->s.sf->loops[v->gsrc[g]];
  sym_term *cont = sym_nf(c, ls->cont), **qs, *one;
  int nq = verify_conjuncts(cont, &qs, &one);
  sym_term *b = NULL;
  sym_term *nw = NULL;
  for (int i = 0; i < nq; i++) {
    sym_term *e = conjunct_exit(v, qs[i], ls->k, g), *x = conjunct_nowrap(v, qs[i], ls->k);
    if (e) b = b ? sym_bin(c, SYM_UMIN, 0, b, e) : e;
    if (x) nw = nw ? sym_and(c, nw, x) : x;
  }
  v->gnowrap[g] = nw;
  if (v->trace && b) {
    char *x = verify_term_str(v, b);
    fprintf(stderr, "[trace] loop %s: iterations <= %s\n", sym_loop_name(c, g), x);
    free(x);
  }
  return v->gbound[g] = b;
}

/* The last iteration a loop without a counterpart can reach, on its own side, or NULL: src's
 * as verify_loop_bound; tgt's only from conjuncts whose exit count holds however tgt's
 * counters wrap (an equality exit solved modulo 2^w, an unsigned test with its no-wrap
 * condition: LLVM's runtime unrolling counts `niter` up to a multiple of u with `!=`, its
 * remainder loop with `!=`), not from signed tests, whose count reads src's adds as nsw. */
sym_term *verify_lone_bound(vctx *v, uint32_t g) {
  if (g >= (uint32_t)v->ngid || (v->gsrc[g] >= 0) == (v->gtgt[g] >= 0)) return NULL;
  if (v->gsrc[g] >= 0) return verify_loop_bound(v, g);
  if (v->gbound_done[g]) return v->gbound[g];
  v->gbound_done[g] = true;
  sym_ctx *c = v->c;
  sym_loopinfo *lt = &v->t.sf->loops[v->gtgt[g]];
  sym_term *cont = sym_nf(c, lt->cont), **qs, *one, *b = NULL;
  int nq = verify_conjuncts(cont, &qs, &one);
  for (int i = 0; i < nq; i++) {
    sym_term *q = qs[i]->op == SYM_NOT ? qs[i]->ops[0] : qs[i];
    if (q->op != SYM_ICMP || (q->imm != LLVMIntEQ && q->imm != LLVMIntULT)) continue;
    sym_term *e = conjunct_exit(v, qs[i], lt->k, g);
    if (e) b = b ? sym_bin(c, SYM_UMIN, 0, b, e) : e;
  }
  return v->gbound[g] = b;
}
