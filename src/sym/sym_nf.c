/* Normal form and poison conditions.
 *
 * The normal form of an integer term is a polynomial modulo 2^w: a sum of coefficient *
 * monomial plus a constant, where a monomial is a product of atoms sorted by term id and an
 * atom is anything that is not an addition or multiplication (leaves, extensions that do
 * not distribute, shifts by variables, if-then-else, ...).  It is exact where the term is
 * not poison: sext/zext distribute over add/sub/mul/shl only when the operation carries the
 * matching no-wrap flag, and a zext of a value known to be non-negative is the same atom as
 * its sext.  Booleans are flattened, sorted and/or trees over comparisons.
 *
 * Because terms are hash-consed and normal forms canonical, equal normal forms are the same
 * pointer: that is the verifier's fast path.  Poison conditions are boolean terms built from
 * SYM_OVF atoms over normalised operands (inside a poison condition an operand is only
 * looked at when it is not itself poison, so its normal form may stand in for it).
 */
#include "sym.h"

#include <stdlib.h>
#include <string.h>

#include "sym_impl.h"

enum { MAX_MONOS = 96, MAX_DEGREE = 6 };

void sym_poly_init(poly *p, unsigned w) {
  p->w = w;
  p->n = p->cap = 0;
  p->t = NULL;
}

void sym_poly_free(poly *p) {
  free(p->t);
  p->t = NULL;
  p->n = p->cap = 0;
}

void sym_poly_push(poly *p, uint64_t c, sym_term *m) {
  c &= sym_mask(p->w);
  if (!c) return;
  if (p->n == p->cap) {
    p->cap = p->cap ? p->cap * 2 : 8;
    p->t = realloc(p->t, (size_t)p->cap * sizeof *p->t);
    if (!p->t) ir_oom();
  }
  p->t[p->n].c = c;
  p->t[p->n++].m = m;
}

int sym_poly_atoms(sym_term *m, sym_term ***out) {
  if (!m) return 0;
  if (m->op == SYM_MUL && !(m->flags & SYM_ATOM)) {
    *out = m->ops;
    return m->nops;
  }
  *out = NULL;
  return 1;
}

/* Splits a normal-form summand into coefficient and monomial. */
static void split_summand(sym_ctx *c, sym_term *s, uint64_t *coef, sym_term **mono_out) {
  if (s->op == SYM_CONST) {
    *coef = s->imm;
    *mono_out = NULL;
  } else if (s->op == SYM_MUL && !(s->flags & SYM_ATOM) && s->ops[0]->op == SYM_CONST) {
    *coef = s->ops[0]->imm;
    *mono_out = s->nops == 2 ? s->ops[1] : sym_mk(c, SYM_MUL, s->width, 0, 0, 0, s->nops - 1, s->ops + 1);
  } else {
    *coef = 1;
    *mono_out = s;
  }
}

void sym_poly_of(sym_ctx *c, sym_term *nf, poly *p) {
  sym_poly_init(p, nf->width);
  uint64_t k;
  sym_term *m;
  if (nf->op == SYM_ADD && nf->width > 1) {
    for (int i = 0; i < nf->nops; i++) {
      split_summand(c, nf->ops[i], &k, &m);
      sym_poly_push(p, k, m);
    }
  } else {
    split_summand(c, nf, &k, &m);
    sym_poly_push(p, k, m);
  }
}

static int cmp_mono(const void *x, const void *y) {
  const mono *a = x, *b = y;
  if (!a->m || !b->m) return (a->m == NULL) - (b->m == NULL); /* constant last */
  return a->m->id < b->m->id ? -1 : a->m->id > b->m->id;
}

static sym_term *scaled(sym_ctx *c, unsigned w, uint64_t k, sym_term *m) {
  if (!m) return sym_const(c, w, k);
  if (k == 1) return m;
  sym_term **at = NULL, *one = m;
  int n = sym_poly_atoms(m, &at);
  if (!at) at = &one;
  sym_term *buf[MAX_DEGREE + 2];
  sym_term **ops = n + 1 <= MAX_DEGREE + 2 ? buf : malloc((size_t)(n + 1) * sizeof *ops);
  if (!ops) ir_oom();
  ops[0] = sym_const(c, w, k);
  memcpy(ops + 1, at, (size_t)n * sizeof *ops);
  sym_term *r = sym_mk(c, SYM_MUL, w, 0, 0, 0, n + 1, ops);
  if (ops != buf) free(ops);
  return r;
}

/* Canonical term of a polynomial (consumes nothing; p is sorted in place). */
sym_term *sym_poly_term(sym_ctx *c, poly *p) {
  ir_sort(p->t, (size_t)p->n, sizeof *p->t, cmp_mono);
  int k = 0;
  for (int i = 0; i < p->n; i++) {
    if (k && p->t[k - 1].m == p->t[i].m) p->t[k - 1].c = (p->t[k - 1].c + p->t[i].c) & sym_mask(p->w);
    else p->t[k++] = p->t[i];
  }
  int j = 0;
  for (int i = 0; i < k; i++)
    if (p->t[i].c) p->t[j++] = p->t[i];
  p->n = j;
  if (!j) return sym_const(c, p->w, 0);
  if (j == 1) return scaled(c, p->w, p->t[0].c, p->t[0].m);
  sym_term **ops = malloc((size_t)j * sizeof *ops);
  if (!ops) ir_oom();
  for (int i = 0; i < j; i++) ops[i] = scaled(c, p->w, p->t[i].c, p->t[i].m);
  sym_term *r = sym_mk(c, SYM_ADD, p->w, 0, 0, 0, j, ops);
  free(ops);
  return r;
}

void sym_poly_addp(poly *dst, const poly *src, uint64_t scale) {
  for (int i = 0; i < src->n; i++) sym_poly_push(dst, src->t[i].c * scale, src->t[i].m);
}

static sym_term *mono_mul(sym_ctx *c, unsigned w, sym_term *a, sym_term *b, bool *ok) {
  if (!a) return b;
  if (!b) return a;
  sym_term **xa, **xb, *sa = a, *sb = b;
  int na = sym_poly_atoms(a, &xa), nb = sym_poly_atoms(b, &xb);
  if (!xa) xa = &sa;
  if (!xb) xb = &sb;
  if (na + nb > MAX_DEGREE) {
    *ok = false;
    return NULL;
  }
  sym_term *v[2 * MAX_DEGREE];
  int i = 0, j = 0, n = 0;
  while (i < na || j < nb)
    v[n++] = (j >= nb || (i < na && xa[i]->id <= xb[j]->id)) ? xa[i++] : xb[j++];
  return sym_mk(c, SYM_MUL, w, 0, 0, 0, n, v);
}

static sym_term *opaque_product(sym_ctx *c, unsigned w, sym_term *x, sym_term *y) {
  sym_term *ops[2] = {x->id <= y->id ? x : y, x->id <= y->id ? y : x};
  return sym_mk(c, SYM_MUL, w, SYM_ATOM, 0, 0, 2, ops);
}

/* out = a * b; falls back to an opaque product atom when the result grows too large. */
void sym_poly_mul(sym_ctx *c, poly *a, poly *b, poly *out) {
  sym_poly_init(out, a->w);
  bool ok = a->n * b->n <= MAX_MONOS;
  for (int i = 0; ok && i < a->n; i++)
    for (int j = 0; ok && j < b->n; j++) {
      sym_term *m = mono_mul(c, a->w, a->t[i].m, b->t[j].m, &ok);
      if (ok) sym_poly_push(out, a->t[i].c * b->t[j].c, m);
    }
  if (ok) return;
  sym_poly_free(out);
  sym_poly_init(out, a->w);
  sym_term *x = sym_poly_term(c, a), *y = sym_poly_term(c, b);
  sym_poly_push(out, 1, opaque_product(c, a->w, x, y));
}

sym_term *sym_nf_add(sym_ctx *c, sym_term *x, sym_term *y, uint64_t yscale) {
  poly a, b;
  sym_poly_of(c, x, &a);
  sym_poly_of(c, y, &b);
  sym_poly_addp(&a, &b, yscale);
  sym_term *r = sym_poly_term(c, &a);
  sym_poly_free(&a);
  sym_poly_free(&b);
  return r;
}

sym_term *sym_nf_mul(sym_ctx *c, sym_term *x, sym_term *y) {
  poly a, b, r;
  sym_poly_of(c, x, &a);
  sym_poly_of(c, y, &b);
  sym_poly_mul(c, &a, &b, &r);
  sym_term *t = sym_poly_term(c, &r);
  sym_poly_free(&a);
  sym_poly_free(&b);
  sym_poly_free(&r);
  return t;
}

sym_term *sym_nf_scale(sym_ctx *c, sym_term *x, uint64_t k) {
  poly a, r;
  sym_poly_of(c, x, &a);
  sym_poly_init(&r, a.w);
  sym_poly_addp(&r, &a, k);
  sym_term *t = sym_poly_term(c, &r);
  sym_poly_free(&a);
  sym_poly_free(&r);
  return t;
}

/* ---- facts ---- */

bool sym_known_nonneg(sym_term *t) {
  unsigned w = t->width;
  switch (t->op) {
  case SYM_CONST: return sym_sext64(t->imm, w) >= 0;
  case SYM_SREG: return w >= 32;
  case SYM_ZEXT: return t->ops[0]->width < w;
  case SYM_SEXT: return sym_known_nonneg(t->ops[0]);
  case SYM_RANGE:
    return t->imm < t->aux && sym_sext64(t->imm, w) >= 0 && sym_sext64(t->aux - 1, w) >= 0;
  case SYM_LSHR: return t->ops[1]->op == SYM_CONST && t->ops[1]->imm >= 1;
  case SYM_AND: return sym_known_nonneg(t->ops[0]) || sym_known_nonneg(t->ops[1]);
  case SYM_UREM: case SYM_UMIN: return sym_known_nonneg(t->ops[1]) || (t->op == SYM_UMIN && sym_known_nonneg(t->ops[0]));
  case SYM_UDIV: return t->ops[1]->op == SYM_CONST && t->ops[1]->imm >= 2;
  case SYM_ADD: case SYM_MUL: case SYM_SHL:
    return (t->flags & SYM_NSW) && t->nops == 2 && sym_known_nonneg(t->ops[0]) &&
           (t->op == SYM_SHL || sym_known_nonneg(t->ops[1]));
  case SYM_OR:
    return (t->flags & SYM_DISJOINT) && sym_known_nonneg(t->ops[0]) && sym_known_nonneg(t->ops[1]);
  case SYM_ADDREC:
    return (t->flags & SYM_NSW) && sym_known_nonneg(t->ops[0]) && sym_known_nonneg(t->ops[1]);
  case SYM_ITE: return sym_known_nonneg(t->ops[1]) && sym_known_nonneg(t->ops[2]);
  case SYM_SMAX: return sym_known_nonneg(t->ops[0]) || sym_known_nonneg(t->ops[1]);
  default: return false;
  }
}

/* ---- extensions and truncation ---- */

static sym_term *nf_trunc(sym_ctx *c, sym_term *p, unsigned w);
static sym_term *nf_ext(sym_ctx *c, sym_term *a, bool sgn, unsigned w);
static sym_term *nf_ite(sym_ctx *c, sym_term *cond, sym_term *a, sym_term *b);

sym_term *sym_ext_atom(sym_ctx *c, sym_term *x, bool sgn, unsigned w) {
  if (x->op == SYM_CONST)
    return sym_const(c, w, sgn ? (uint64_t)sym_sext64(x->imm, x->width) : x->imm);
  /* extensions of extensions */
  if (x->op == SYM_SEXT && sgn) return sym_ext_atom(c, x->ops[0], true, w);
  if (x->op == SYM_ZEXT && (!sgn || x->ops[0]->width < x->width)) return sym_ext_atom(c, x->ops[0], false, w);
  if (x->op == SYM_ITE)
    return nf_ite(c, x->ops[0], sym_ext_atom(c, x->ops[1], sgn, w), sym_ext_atom(c, x->ops[2], sgn, w));
  /* sext of an i1 is minus its zext: instcombine writes `smax - (a + zext b)` as
   * `(smax - a) + sext b` (an unrolled loop's trip count, saxpy's grid-stride remainder), and
   * the two must meet in one normal form */
  if (sgn && x->width == 1) return sym_nf_scale(c, sym_mk(c, SYM_ZEXT, w, 0, 0, 0, 1, &x), ~0ULL);
  sym_op op = (sgn || sym_known_nonneg(x)) ? SYM_SEXT : SYM_ZEXT;
  return sym_mk(c, op, w, 0, 0, 0, 1, &x);
}

sym_term *sym_k_at(sym_ctx *c, sym_term *k, unsigned w) {
  return w >= 64 ? sym_nf(c, k) : nf_trunc(c, sym_nf(c, k), w);
}

static sym_term *nf_ext(sym_ctx *c, sym_term *a, bool sgn, unsigned w) {
  if (a->width == w) return sym_nf(c, a);
  unsigned want = sgn ? SYM_NSW : SYM_NUW;
  switch (a->op) {
  case SYM_CONST: return sym_const(c, w, sgn ? (uint64_t)sym_sext64(a->imm, a->width) : a->imm);
  case SYM_ADD:
    if (a->nops == 2 && (a->flags & want))
      return sym_nf_add(c, nf_ext(c, a->ops[0], sgn, w), nf_ext(c, a->ops[1], sgn, w), 1);
    break;
  case SYM_SUB:
    if (a->flags & want)
      return sym_nf_add(c, nf_ext(c, a->ops[0], sgn, w), nf_ext(c, a->ops[1], sgn, w), ~0ULL);
    break;
  case SYM_MUL:
    if (a->nops == 2 && (a->flags & want))
      return sym_nf_mul(c, nf_ext(c, a->ops[0], sgn, w), nf_ext(c, a->ops[1], sgn, w));
    break;
  case SYM_SHL:
    if ((a->flags & want) && a->ops[1]->op == SYM_CONST && a->ops[1]->imm < a->width)
      return sym_nf_scale(c, nf_ext(c, a->ops[0], sgn, w), 1ULL << a->ops[1]->imm);
    break;
  case SYM_OR:
    if (a->flags & SYM_DISJOINT)
      return sym_nf_add(c, nf_ext(c, a->ops[0], sgn, w), nf_ext(c, a->ops[1], sgn, w), 1);
    break;
  case SYM_ADDREC:
    if (a->flags & want)
      return sym_nf_add(c, nf_ext(c, a->ops[0], sgn, w),
                    sym_nf_mul(c, sym_k_at(c, a->ops[2], w), nf_ext(c, a->ops[1], sgn, w)), 1);
    break;
  case SYM_SEXT:
    if (sgn) return nf_ext(c, a->ops[0], true, w);
    break;
  case SYM_ZEXT:
    if (a->flags & SYM_NNEG) return nf_ext(c, a->ops[0], true, w);
    return nf_ext(c, a->ops[0], false, w);
  case SYM_ITE:
    return nf_ite(c, sym_nf(c, a->ops[0]), nf_ext(c, a->ops[1], sgn, w), nf_ext(c, a->ops[2], sgn, w));
  case SYM_RANGE: return nf_ext(c, a->ops[0], sgn || sym_known_nonneg(a), w);
  default: break;
  }
  sym_term *x = sym_nf(c, a);
  if (!sgn && sym_known_nonneg(a)) sgn = true;
  if (x->op == SYM_CONST) return sym_ext_atom(c, x, sgn, w);
  return sym_ext_atom(c, x, sgn, w);
}

/* Truncation of one atom, as a normal form of width w. */
static sym_term *trunc_atom(sym_ctx *c, sym_term *a, unsigned w) {
  switch (a->op) {
  case SYM_SEXT: case SYM_ZEXT: {
    sym_term *x = a->ops[0];
    if (x->width == w) return x;
    if (x->width < w) return sym_ext_atom(c, x, a->op == SYM_SEXT, w);
    return nf_trunc(c, x, w);
  }
  case SYM_TRUNC: return nf_trunc(c, a->ops[0], w);
  case SYM_ITE:
    return nf_ite(c, a->ops[0], nf_trunc(c, a->ops[1], w), nf_trunc(c, a->ops[2], w));
  default: return sym_mk(c, SYM_TRUNC, w, 0, 0, 0, 1, &a);
  }
}

sym_term *sym_poly_map(sym_ctx *c, sym_term *p, unsigned w, bool sext_coef,
                       sym_term *(*atom)(void *env, sym_term *a), void *env) {
  poly in, out;
  sym_poly_of(c, p, &in);
  sym_poly_init(&out, w);
  for (int i = 0; i < in.n; i++) {
    sym_term **at, *one = in.t[i].m;
    int n = sym_poly_atoms(in.t[i].m, &at);
    if (!at) at = &one;
    poly acc;
    sym_poly_init(&acc, w);
    sym_poly_push(&acc, sext_coef ? (uint64_t)sym_sext64(in.t[i].c, p->width) : in.t[i].c, NULL);
    for (int j = 0; j < n && in.t[i].m; j++) {
      poly f, prod;
      sym_poly_of(c, atom(env, at[j]), &f);
      sym_poly_mul(c, &acc, &f, &prod);
      sym_poly_free(&acc);
      sym_poly_free(&f);
      acc = prod;
    }
    sym_poly_addp(&out, &acc, 1);
    sym_poly_free(&acc);
  }
  sym_term *r = sym_poly_term(c, &out);
  sym_poly_free(&in);
  sym_poly_free(&out);
  return r;
}

typedef struct trunc_env {
  sym_ctx *c;
  unsigned w;
} trunc_env;

static sym_term *trunc_one(void *env, sym_term *a) {
  trunc_env *e = env;
  return trunc_atom(e->c, a, e->w);
}

static sym_term *nf_trunc(sym_ctx *c, sym_term *p, unsigned w) {
  if (p->width == w) return p;
  if (p->op == SYM_CONST) return sym_const(c, w, p->imm);
  trunc_env e = {c, w};
  return sym_poly_map(c, p, w, false, trunc_one, &e);
}

/* ---- booleans and comparisons ---- */

static sym_term *nf_ite(sym_ctx *c, sym_term *cond, sym_term *a, sym_term *b) {
  if (cond->op == SYM_CONST) return cond->imm ? a : b;
  if (a == b) return a;
  if (cond->op == SYM_NOT) {
    sym_term *t = a;
    a = b;
    b = t;
    cond = cond->ops[0];
  }
  if (a->width == 1) {
    if (a->op == SYM_CONST) return a->imm ? sym_or(c, cond, b) : sym_and(c, sym_not(c, cond), b);
    if (b->op == SYM_CONST) return b->imm ? sym_or(c, sym_not(c, cond), a) : sym_and(c, cond, a);
  }
  sym_term *ops[3] = {cond, a, b};
  return sym_mk(c, SYM_ITE, a->width, 0, 0, 0, 3, ops);
}

static sym_term *ordered2(sym_ctx *c, sym_op op, unsigned w, sym_term *x, sym_term *y, bool comm) {
  sym_term *ops[2] = {x, y};
  if (comm && y->id < x->id) {
    ops[0] = y;
    ops[1] = x;
  }
  return sym_mk(c, op, w, 0, 0, 0, 2, ops);
}

static sym_term *nf_cmp(sym_ctx *c, int pred, sym_term *A, sym_term *B) {
  unsigned w = A->width;
  switch (pred) {
  case LLVMIntEQ: case LLVMIntNE: {
    poly d, e;
    sym_poly_of(c, A, &d);
    sym_poly_of(c, B, &e);
    sym_poly_addp(&d, &e, ~0ULL);
    sym_term *t = sym_poly_term(c, &d); /* sorts; leading monomial first */
    if (t->op != SYM_CONST && d.n && d.t[0].m && d.t[0].c > (sym_mask(w) >> 1)) {
      poly neg;
      sym_poly_init(&neg, w);
      sym_poly_addp(&neg, &d, ~0ULL);
      t = sym_poly_term(c, &neg);
      sym_poly_free(&neg);
    }
    sym_poly_free(&d);
    sym_poly_free(&e);
    sym_term *r = t->op == SYM_CONST ? sym_const(c, 1, t->imm == 0)
                                     : sym_icmp(c, LLVMIntEQ, t, sym_const(c, w, 0));
    return pred == LLVMIntEQ ? r : sym_not(c, r);
  }
  case LLVMIntSGT: return nf_cmp(c, LLVMIntSLT, B, A);
  case LLVMIntSGE: return sym_not(c, nf_cmp(c, LLVMIntSLT, A, B));
  case LLVMIntSLE: return sym_not(c, nf_cmp(c, LLVMIntSLT, B, A));
  case LLVMIntUGT: return nf_cmp(c, LLVMIntULT, B, A);
  case LLVMIntUGE: return sym_not(c, nf_cmp(c, LLVMIntULT, A, B));
  case LLVMIntULE: return sym_not(c, nf_cmp(c, LLVMIntULT, B, A));
  default:
    if (A == B) return sym_false(c);
    if (pred == LLVMIntULT && B->op == SYM_CONST && B->imm == 0) return sym_false(c);
    return sym_icmp(c, pred, A, B);
  }
}

/* ---- the normal form ---- */

/* IEEE add and multiply (an application of `name`) commute (LLVM canonicalises their
 * operand order too). */
static bool commutes(const sym_ctx *c, const sym_term *t, uint64_t name) {
  if (t->op != SYM_UF || t->nops < 2) return false;
  const char *n = sym_name(c, (uint32_t)name);
  return !strcmp(n, "fadd") || !strcmp(n, "fmul") || !strncmp(n, "llvm.fma.", 9) ||
         !strncmp(n, "llvm.fmuladd.", 13) || !strncmp(n, "llvm.maxnum.", 12) ||
         !strncmp(n, "llvm.minnum.", 12);
}

/* The bits of 1/x when x (IEEE single or double, by w) is a power of two whose reciprocal
 * is a normal number, else false. */
static bool exact_reciprocal(uint64_t x, unsigned w, uint64_t *r) {
  unsigned mbits = w == 32 ? 23 : 52;
  uint64_t emask = w == 32 ? 0xff : 0x7ff, bias2 = 2 * (emask >> 1); /* 2*bias: 254, 2046 */
  uint64_t e = (x >> mbits) & emask, sign = x & (1ULL << (w - 1));
  if ((x & ((1ULL << mbits) - 1)) || e == 0 || e >= bias2) return false;
  *r = sign | ((bias2 - e) << mbits);
  return true;
}

/* fdiv x, 2^j is fmul x, 2^-j (instcombine's rewrite): both round the same real number,
 * x * 2^-j, and 2^-j is exact; NaN and infinities go through both alike.  Rewrites *name
 * and ops[1] (normal forms) in place. */
static void fdiv_as_fmul(sym_ctx *c, const sym_term *t, sym_term **ops, uint64_t *name) {
  uint64_t r;
  if (t->op == SYM_UF && t->nops == 2 && (t->width == 32 || t->width == 64) && ops[1]->op == SYM_CONST &&
      ops[1]->width == t->width && !strcmp(sym_name(c, (uint32_t)*name), "fdiv") &&
      exact_reciprocal(ops[1]->imm, t->width, &r)) {
    *name = sym_intern(c, "fmul", 4);
    ops[1] = sym_const(c, t->width, r);
  }
}

/* An int-to-float conversion of a zero-extended value is the unsigned conversion of the
 * narrower value: the same non-negative integer, rounded once (clang -O0's
 * `sitofp (zext i8 x to i32)` of an unsigned char, instcombine's `uitofp i8 x`).  Rewrites
 * *name and ops[0] in place. */
static void itofp_of_zext(sym_ctx *c, const sym_term *t, sym_term **ops, uint64_t *name) {
  if (t->op != SYM_UF || t->nops != 1) return;
  const char *n = sym_name(c, (uint32_t)*name);
  bool si = !strcmp(n, "sitofp");
  if (!si && strcmp(n, "uitofp")) return;
  sym_term *x = ops[0];
  if (x->op != SYM_ZEXT || x->nops != 1 || x->ops[0]->width >= x->width || x->ops[0]->width < 2) return;
  ops[0] = x->ops[0];
  if (si) *name = sym_intern(c, "uitofp", 6);
}

static sym_term *rebuild_nf(sym_ctx *c, sym_term *t) {
  sym_term *buf[8] = {0};
  sym_term **ops = t->nops <= 8 ? buf : malloc(t->nops * sizeof *ops);
  if (!ops) ir_oom();
  for (int i = 0; i < t->nops; i++) ops[i] = sym_nf(c, t->ops[i]);
  uint64_t name = t->imm;
  fdiv_as_fmul(c, t, ops, &name);
  itofp_of_zext(c, t, ops, &name);
  if (commutes(c, t, name) && ops[1]->id < ops[0]->id) {
    sym_term *x = ops[0];
    ops[0] = ops[1];
    ops[1] = x;
  }
  sym_term *r = sym_mk(c, (sym_op)t->op, t->width, t->flags & SYM_ATOM, name, t->aux, t->nops, ops);
  if (ops != buf) free(ops);
  return r;
}

static sym_term *nf_bool(sym_ctx *c, sym_term *t) {
  switch (t->op) {
  case SYM_AND: case SYM_OR: {
    sym_term *r = sym_nf(c, t->ops[0]);
    for (int i = 1; i < t->nops; i++)
      r = t->op == SYM_AND ? sym_and(c, r, sym_nf(c, t->ops[i])) : sym_or(c, r, sym_nf(c, t->ops[i]));
    return r;
  }
  case SYM_NOT: return sym_not(c, sym_nf(c, t->ops[0]));
  case SYM_XOR: {
    sym_term *a = sym_nf(c, t->ops[0]), *b = sym_nf(c, t->ops[1]);
    if (a->op == SYM_CONST) return a->imm ? sym_not(c, b) : b;
    if (b->op == SYM_CONST) return b->imm ? sym_not(c, a) : a;
    if (a == b) return sym_false(c);
    return ordered2(c, SYM_XOR, 1, a, b, true);
  }
  default: return NULL;
  }
}

static sym_term *nf_compute(sym_ctx *c, sym_term *t) {
  unsigned w = t->width;
  if (w == 1) {
    sym_term *r = nf_bool(c, t);
    if (r) return r;
  }
  switch (t->op) {
  case SYM_CONST: case SYM_ARG: case SYM_SREG: case SYM_GLOBAL: case SYM_WIN: case SYM_K:
  case SYM_UNDEF: case SYM_POISON: case SYM_UNSUPP:
    return t;
  case SYM_PHIVAR: case SYM_LOAD: case SYM_UF: case SYM_OPAQUE: case SYM_HR: case SYM_EXITK: case SYM_TERM:
  case SYM_OVF: case SYM_OBJ:
    return rebuild_nf(c, t);
  case SYM_ADD: {
    sym_term *r = sym_nf(c, t->ops[0]);
    for (int i = 1; i < t->nops; i++) r = sym_nf_add(c, r, sym_nf(c, t->ops[i]), 1);
    return r;
  }
  case SYM_SUB: return sym_nf_add(c, sym_nf(c, t->ops[0]), sym_nf(c, t->ops[1]), ~0ULL);
  case SYM_MUL: {
    if (t->flags & SYM_ATOM) return rebuild_nf(c, t);
    sym_term *r = sym_nf(c, t->ops[0]);
    for (int i = 1; i < t->nops; i++) r = sym_nf_mul(c, r, sym_nf(c, t->ops[i]));
    return r;
  }
  case SYM_SHL: {
    sym_term *a = sym_nf(c, t->ops[0]), *b = sym_nf(c, t->ops[1]);
    if (b->op == SYM_CONST && b->imm < w) return sym_nf_scale(c, a, 1ULL << b->imm);
    return ordered2(c, SYM_SHL, w, a, b, false);
  }
  case SYM_AND: case SYM_OR: case SYM_XOR: {
    if (t->op == SYM_OR && (t->flags & SYM_DISJOINT))
      return sym_nf_add(c, sym_nf(c, t->ops[0]), sym_nf(c, t->ops[1]), 1);
    sym_term *a = sym_nf(c, t->ops[0]), *b = sym_nf(c, t->ops[1]);
    uint64_t r;
    if (a->op == SYM_CONST && b->op == SYM_CONST) {
      r = t->op == SYM_AND ? a->imm & b->imm : t->op == SYM_OR ? a->imm | b->imm : a->imm ^ b->imm;
      return sym_const(c, w, r);
    }
    if (t->op == SYM_XOR && (sym_is_const(a, ~0ULL) || sym_is_const(b, ~0ULL)))
      return sym_nf_add(c, sym_const(c, w, ~0ULL), a->op == SYM_CONST ? b : a, ~0ULL);
    if (t->op != SYM_AND && (sym_is_const(a, 0) || sym_is_const(b, 0))) return a->op == SYM_CONST ? b : a;
    if (t->op == SYM_AND && (sym_is_const(a, 0) || sym_is_const(b, 0))) return sym_const(c, w, 0);
    if (t->op == SYM_AND && (sym_is_const(a, ~0ULL) || sym_is_const(b, ~0ULL))) return a->op == SYM_CONST ? b : a;
    if (a == b) return t->op == SYM_XOR ? sym_const(c, w, 0) : a;
    return ordered2(c, (sym_op)t->op, w, a, b, true);
  }
  case SYM_LSHR: case SYM_ASHR: case SYM_UDIV: case SYM_SDIV: case SYM_UREM: case SYM_SREM:
  case SYM_SMIN: case SYM_SMAX: case SYM_UMIN: case SYM_UMAX: {
    sym_term *a = sym_nf(c, t->ops[0]), *b = sym_nf(c, t->ops[1]);
    if (a->op == SYM_CONST && b->op == SYM_CONST) {
      sym_term *f = sym_bin(c, (sym_op)t->op, 0, a, b);
      if (f->op == SYM_CONST) return f;
    }
    if ((t->op == SYM_LSHR || t->op == SYM_ASHR || t->op == SYM_UDIV || t->op == SYM_SDIV) &&
        ((b->op == SYM_CONST && b->imm == (t->op >= SYM_UDIV)) ))
      return a;
    /* an unsigned division by 2^j is a shift by j, a remainder a mask (instcombine writes
     * `n >> 2` where clang -O0 wrote `n / 4`: one atom on both sides) */
    if ((t->op == SYM_UDIV || t->op == SYM_UREM) && b->op == SYM_CONST && b->imm > 1 && !(b->imm & (b->imm - 1)))
      return t->op == SYM_UDIV ? ordered2(c, SYM_LSHR, w, a, sym_const(c, w, (uint64_t)__builtin_ctzll(b->imm)), false)
                               : sym_nf(c, sym_bin(c, SYM_AND, 0, a, sym_const(c, w, b->imm - 1)));
    /* a signed division by a negative constant -c (not -1, nor the minimum: no overflow) is
     * minus the division by c, and the remainder is the remainder by c (both truncate toward
     * zero): instcombine writes `-(n / 16)` as `n /s -16` */
    if ((t->op == SYM_SDIV || t->op == SYM_SREM) && b->op == SYM_CONST && sym_sext64(b->imm, w) < -1 &&
        b->imm != (1ULL << (w - 1))) {
      sym_term *pos = sym_const(c, w, (uint64_t)-sym_sext64(b->imm, w));
      sym_term *r = sym_nf(c, sym_bin(c, (sym_op)t->op, 0, a, pos));
      return t->op == SYM_SREM ? r : sym_nf_scale(c, r, ~0ULL);
    }
    bool comm = t->op >= SYM_SMIN;
    if (comm && a == b) return a;
    return ordered2(c, (sym_op)t->op, w, a, b, comm);
  }
  case SYM_ABS: {
    sym_term *a = sym_nf(c, t->ops[0]);
    if (sym_known_nonneg(t->ops[0])) return a;
    return sym_mk(c, SYM_ABS, w, 0, 0, 0, 1, &a);
  }
  case SYM_SEXT: return nf_ext(c, t->ops[0], true, w);
  case SYM_ZEXT: return nf_ext(c, t->ops[0], (t->flags & SYM_NNEG) != 0, w);
  case SYM_TRUNC: return nf_trunc(c, sym_nf(c, t->ops[0]), w);
  case SYM_GEP: {
    sym_term *r = sym_nf(c, t->ops[0]);
    for (int i = 1; i < t->nops; i++) r = sym_nf_add(c, r, sym_nf(c, t->ops[i]), 1);
    return r;
  }
  case SYM_ADDREC:
    return sym_nf_add(c, sym_nf(c, t->ops[0]), sym_nf_mul(c, sym_k_at(c, t->ops[2], w), sym_nf(c, t->ops[1])), 1);
  case SYM_ITE: return nf_ite(c, sym_nf(c, t->ops[0]), sym_nf(c, t->ops[1]), sym_nf(c, t->ops[2]));
  case SYM_FREEZE:
    if (sym_poison(c, t->ops[0])->op == SYM_CONST) return sym_nf(c, t->ops[0]);
    return rebuild_nf(c, t);
  case SYM_RANGE: return sym_nf(c, t->ops[0]);
  case SYM_ICMP: return nf_cmp(c, (int)t->imm, sym_nf(c, t->ops[0]), sym_nf(c, t->ops[1]));
  default: return rebuild_nf(c, t);
  }
}

sym_term *sym_nf(sym_ctx *c, sym_term *t) {
  if (t->nf) return t->nf;
  sym_term *r = nf_compute(c, t);
  t->nf = r;
  if (!r->nf) r->nf = r;
  return r;
}

/* ---- poison ---- */

sym_term *sym_ovf(sym_ctx *c, sym_ovf_kind kind, int n, sym_term *const *ops) {
  bool all_const = true;
  uint64_t v[4];
  for (int i = 0; i < n; i++) {
    all_const &= ops[i]->op == SYM_CONST;
    v[i] = ops[i]->imm;
  }
  sym_term *t = sym_mk(c, SYM_OVF, 1, 0, (uint64_t)kind, 0, n, ops);
  if (all_const) {
    sym_model m;
    sym_model_init(&m);
    bool p = false;
    uint64_t r = sym_eval(c, t, &m, &p);
    sym_model_free(&m);
    (void)v;
    return sym_const(c, 1, r);
  }
  return t;
}

static sym_term *ovf2(sym_ctx *c, sym_ovf_kind k, sym_term *a, sym_term *b) {
  sym_term *ops[2] = {a, b};
  return sym_ovf(c, k, 2, ops);
}

static sym_term *ovf1(sym_ctx *c, sym_ovf_kind k, sym_term *a) { return sym_ovf(c, k, 1, &a); }

/* "p is outside the object of t's root" for an inbounds GEP or pointer recurrence t.  A
 * root of known size is its object's start.  When t points in another address space than
 * its root (an addrspacecast on the way), the pointer and the object are compared in the
 * generic space, where the cast is the identity on the object's window: the same atom,
 * whichever side of a cast a pass moved the GEP to. */
static sym_term *object_atom(sym_ctx *c, sym_term *root, int space, sym_term *p);

static sym_term *sym_inbounds_atom(sym_ctx *c, sym_term *t, sym_term *p) {
  int space = -1;
  sym_term *root = sym_root_space(t, &space);
  if (!root) return sym_false(c);
  return object_atom(c, root, space, p);
}

sym_term *sym_access_outside(sym_ctx *c, sym_term *ptr, uint64_t bytes) {
  int space = -1;
  sym_term *base = sym_base_space(ptr, &space);
  if (!base || !bytes) return sym_false(c);
  sym_term *p = sym_nf(c, ptr);
  sym_term *end = sym_nf(c, sym_bin(c, SYM_ADD, 0, p, sym_const(c, p->width, bytes)));
  return sym_or(c, object_atom(c, base, space, p), object_atom(c, base, space, end));
}

/* "p (pointing in space) is outside root's object" */
static sym_term *object_atom(sym_ctx *c, sym_term *root, int space, sym_term *p) {
  root = sym_nf(c, root);
  uint64_t size;
  bool known = sym_object_size(c, root, &size);
  sym_term *start = known ? root : sym_mk(c, SYM_OBJ, root->width, 0, 0, 0, 1, &root);
  sym_term *sz = known ? sym_const(c, root->width, size)
                       : sym_mk(c, SYM_OBJ, root->width, 0, 1, 0, 1, &root);
  int ras = sym_leaf_aspace(root);
  if (space != ras) {
    p = sym_nf(c, sym_to_generic(c, p, (unsigned)space));
    start = sym_nf(c, sym_to_generic(c, start, (unsigned)ras));
    sz = sym_cast(c, SYM_ZEXT, 0, 64, sz);
  }
  sym_term *ops[3] = {p, start, sz};
  return sym_ovf(c, OVF_INBOUNDS, 3, ops);
}

static sym_term *gep_poison(sym_ctx *c, sym_term *t) {
  sym_term *p = sym_false(c);
  sym_term *addr = sym_nf(c, t->ops[0]), *off = NULL;
  bool s = t->flags & SYM_NSW, u = t->flags & SYM_NUW;
  for (int i = 1; i < t->nops; i++) {
    sym_term *o = sym_nf(c, t->ops[i]);
    if (off) {
      if (s) p = sym_or(c, p, ovf2(c, OVF_SADD, off, o));
      if (u) p = sym_or(c, p, ovf2(c, OVF_UADD, off, o));
    }
    if (s) p = sym_or(c, p, ovf2(c, OVF_PTRADD_S, addr, o));
    if (u) p = sym_or(c, p, ovf2(c, OVF_PTRADD_U, addr, o));
    off = off ? sym_nf_add(c, off, o, 1) : o;
    addr = sym_nf_add(c, addr, o, 1);
  }
  /* LangRef: both the base and the result are in bounds of the object */
  if (t->flags & SYM_INBOUNDS)
    p = sym_or(c, p, sym_or(c, sym_inbounds_atom(c, t, sym_nf(c, t->ops[0])), sym_inbounds_atom(c, t, addr)));
  return p;
}

static sym_term *own_poison(sym_ctx *c, sym_term *t) {
  unsigned f = t->flags;
  sym_term *p = sym_false(c);
  if (t->op == SYM_GEP) return gep_poison(c, t);
  if (t->op == SYM_ADDREC) {
    sym_term *ops[3] = {sym_nf(c, t->ops[0]), sym_nf(c, t->ops[1]), t->ops[2]};
    if (f & SYM_NSW) p = sym_or(c, p, sym_ovf(c, OVF_REC_S, 3, ops));
    if (f & SYM_NUW) p = sym_or(c, p, sym_ovf(c, OVF_REC_U, 3, ops));
    if (f & SYM_PTRREC) p = sym_or(c, p, sym_ovf(c, OVF_REC_P, 3, ops));
    /* from iteration 1 on the value is an inbounds GEP's result */
    if (f & SYM_INBOUNDS) {
      sym_term *k = t->ops[2];
      sym_term *first = sym_icmp(c, LLVMIntEQ, k, sym_const(c, k->width, 0));
      p = sym_or(c, p, sym_and(c, sym_not(c, first), sym_inbounds_atom(c, t, sym_nf(c, t))));
    }
    return p;
  }
  if (t->nops == 0) return p;
  sym_term *a = sym_nf(c, t->ops[0]), *b = t->nops > 1 ? sym_nf(c, t->ops[1]) : NULL;
  switch (t->op) {
  case SYM_ADD: case SYM_SUB: case SYM_MUL:
    if (t->nops != 2) return p;
    if (f & SYM_NSW) p = sym_or(c, p, ovf2(c, t->op == SYM_ADD ? OVF_SADD : t->op == SYM_SUB ? OVF_SSUB : OVF_SMUL, a, b));
    if (f & SYM_NUW) p = sym_or(c, p, ovf2(c, t->op == SYM_ADD ? OVF_UADD : t->op == SYM_SUB ? OVF_USUB : OVF_UMUL, a, b));
    return p;
  case SYM_SHL:
    p = ovf1(c, OVF_SHAMT, b);
    if (f & SYM_NSW) p = sym_or(c, p, ovf2(c, OVF_SHL_S, a, b));
    if (f & SYM_NUW) p = sym_or(c, p, ovf2(c, OVF_SHL_U, a, b));
    return p;
  case SYM_LSHR: case SYM_ASHR:
    p = ovf1(c, OVF_SHAMT, b);
    if (f & SYM_EXACT) p = sym_or(c, p, ovf2(c, t->op == SYM_LSHR ? OVF_EXACT_LSHR : OVF_EXACT_ASHR, a, b));
    return p;
  case SYM_UDIV: case SYM_UREM:
    p = ovf1(c, OVF_DIV0, b);
    if ((f & SYM_EXACT) && t->op == SYM_UDIV) p = sym_or(c, p, ovf2(c, OVF_EXACT_UDIV, a, b));
    return p;
  case SYM_SDIV: case SYM_SREM:
    p = sym_or(c, ovf1(c, OVF_DIV0, b), ovf2(c, OVF_SDIV, a, b));
    if ((f & SYM_EXACT) && t->op == SYM_SDIV) p = sym_or(c, p, ovf2(c, OVF_EXACT_SDIV, a, b));
    return p;
  case SYM_TRUNC: {
    sym_term *wt = sym_const(c, 16, t->width);
    if (f & SYM_NSW) p = sym_or(c, p, ovf2(c, OVF_TRUNC_S, a, wt));
    if (f & SYM_NUW) p = sym_or(c, p, ovf2(c, OVF_TRUNC_U, a, wt));
    return p;
  }
  case SYM_ZEXT: return (f & SYM_NNEG) ? ovf1(c, OVF_NNEG, a) : p;
  case SYM_OR: return (f & SYM_DISJOINT) ? ovf2(c, OVF_DISJOINT, a, b) : p;
  case SYM_ABS: return (f & SYM_INTMINPOISON) ? ovf1(c, OVF_ABS, a) : p;
  case SYM_RANGE: {
    sym_term *ops[3] = {a, sym_const(c, t->width, t->imm), sym_const(c, t->width, t->aux)};
    return sym_ovf(c, OVF_RANGE, 3, ops);
  }
  default: return p;
  }
}

sym_term *sym_poison(sym_ctx *c, sym_term *t) {
  if (t->poison) return t->poison;
  sym_term *p;
  switch (t->op) {
  case SYM_POISON: p = sym_true(c); break;
  case SYM_FREEZE: p = sym_false(c); break;
  case SYM_ITE: {
    sym_term *pc = sym_poison(c, t->ops[0]);
    sym_term *pa = sym_poison(c, t->ops[1]), *pb = sym_poison(c, t->ops[2]);
    p = sym_or(c, pc, nf_ite(c, sym_nf(c, t->ops[0]), pa, pb));
    break;
  }
  case SYM_OVF: p = sym_false(c); break;
  default:
    p = own_poison(c, t);
    for (int i = 0; i < t->nops; i++) p = sym_or(c, p, sym_poison(c, t->ops[i]));
  }
  t->poison = p;
  return p;
}

int sym_disjuncts(sym_term *t, sym_term ***out) {
  if (t->op == SYM_OR && t->width == 1) {
    *out = t->ops;
    return t->nops;
  }
  *out = NULL;
  return sym_is_const(t, 0) ? 0 : 1;
}

bool sym_or_subset(sym_ctx *c, sym_term *b, sym_term *a) {
  b = sym_nf(c, b);
  a = sym_nf(c, a);
  if (b == a || sym_is_const(b, 0) || sym_is_const(a, 1)) return true;
  sym_term **bd, **ad, *b1 = b, *a1 = a;
  int nb = sym_disjuncts(b, &bd), na = sym_disjuncts(a, &ad);
  if (!bd) bd = &b1;
  if (!ad) ad = &a1;
  for (int i = 0; i < nb; i++) {
    bool found = false;
    for (int j = 0; j < na && !found; j++) found = bd[i] == ad[j];
    if (!found) return false;
  }
  return true;
}

