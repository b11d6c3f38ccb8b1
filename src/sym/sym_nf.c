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

typedef struct mono {
  uint64_t c;
  sym_term *m; /* NULL for the constant */
} mono;

typedef struct poly {
  unsigned w;
  int n, cap;
  mono *t;
} poly;

enum { MAX_MONOS = 96, MAX_DEGREE = 6 };

static void p_init(poly *p, unsigned w) {
  p->w = w;
  p->n = p->cap = 0;
  p->t = NULL;
}

static void p_free(poly *p) {
  free(p->t);
  p->t = NULL;
  p->n = p->cap = 0;
}

static void p_push(poly *p, uint64_t c, sym_term *m) {
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

static int atoms_of(sym_term *m, sym_term ***out) {
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

static void p_of(sym_ctx *c, sym_term *nf, poly *p) {
  p_init(p, nf->width);
  uint64_t k;
  sym_term *m;
  if (nf->op == SYM_ADD && nf->width > 1) {
    for (int i = 0; i < nf->nops; i++) {
      split_summand(c, nf->ops[i], &k, &m);
      p_push(p, k, m);
    }
  } else {
    split_summand(c, nf, &k, &m);
    p_push(p, k, m);
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
  int n = atoms_of(m, &at);
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
static sym_term *p_term(sym_ctx *c, poly *p) {
  qsort(p->t, (size_t)p->n, sizeof *p->t, cmp_mono);
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

static void p_addp(poly *dst, const poly *src, uint64_t scale) {
  for (int i = 0; i < src->n; i++) p_push(dst, src->t[i].c * scale, src->t[i].m);
}

static sym_term *mono_mul(sym_ctx *c, unsigned w, sym_term *a, sym_term *b, bool *ok) {
  if (!a) return b;
  if (!b) return a;
  sym_term **xa, **xb, *sa = a, *sb = b;
  int na = atoms_of(a, &xa), nb = atoms_of(b, &xb);
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
static void p_mul(sym_ctx *c, poly *a, poly *b, poly *out) {
  p_init(out, a->w);
  bool ok = a->n * b->n <= MAX_MONOS;
  for (int i = 0; ok && i < a->n; i++)
    for (int j = 0; ok && j < b->n; j++) {
      sym_term *m = mono_mul(c, a->w, a->t[i].m, b->t[j].m, &ok);
      if (ok) p_push(out, a->t[i].c * b->t[j].c, m);
    }
  if (ok) return;
  p_free(out);
  p_init(out, a->w);
  sym_term *x = p_term(c, a), *y = p_term(c, b);
  p_push(out, 1, opaque_product(c, a->w, x, y));
}

static sym_term *nf_add(sym_ctx *c, sym_term *x, sym_term *y, uint64_t yscale) {
  poly a, b;
  p_of(c, x, &a);
  p_of(c, y, &b);
  p_addp(&a, &b, yscale);
  sym_term *r = p_term(c, &a);
  p_free(&a);
  p_free(&b);
  return r;
}

static sym_term *nf_mul(sym_ctx *c, sym_term *x, sym_term *y) {
  poly a, b, r;
  p_of(c, x, &a);
  p_of(c, y, &b);
  p_mul(c, &a, &b, &r);
  sym_term *t = p_term(c, &r);
  p_free(&a);
  p_free(&b);
  p_free(&r);
  return t;
}

static sym_term *nf_scale(sym_ctx *c, sym_term *x, uint64_t k) {
  poly a, r;
  p_of(c, x, &a);
  p_init(&r, a.w);
  p_addp(&r, &a, k);
  sym_term *t = p_term(c, &r);
  p_free(&a);
  p_free(&r);
  return t;
}

/* ---- facts ---- */

static bool known_nonneg(sym_term *t) {
  unsigned w = t->width;
  switch (t->op) {
  case SYM_CONST: return sym_sext64(t->imm, w) >= 0;
  case SYM_SREG: return w >= 32;
  case SYM_ZEXT: return t->ops[0]->width < w;
  case SYM_SEXT: return known_nonneg(t->ops[0]);
  case SYM_RANGE:
    return t->imm < t->aux && sym_sext64(t->imm, w) >= 0 && sym_sext64(t->aux - 1, w) >= 0;
  case SYM_LSHR: return t->ops[1]->op == SYM_CONST && t->ops[1]->imm >= 1;
  case SYM_AND: return known_nonneg(t->ops[0]) || known_nonneg(t->ops[1]);
  case SYM_UREM: case SYM_UMIN: return known_nonneg(t->ops[1]) || (t->op == SYM_UMIN && known_nonneg(t->ops[0]));
  case SYM_UDIV: return t->ops[1]->op == SYM_CONST && t->ops[1]->imm >= 2;
  case SYM_ADD: case SYM_MUL: case SYM_SHL:
    return (t->flags & SYM_NSW) && t->nops == 2 && known_nonneg(t->ops[0]) &&
           (t->op == SYM_SHL || known_nonneg(t->ops[1]));
  case SYM_OR:
    return (t->flags & SYM_DISJOINT) && known_nonneg(t->ops[0]) && known_nonneg(t->ops[1]);
  case SYM_ADDREC:
    return (t->flags & SYM_NSW) && known_nonneg(t->ops[0]) && known_nonneg(t->ops[1]);
  case SYM_ITE: return known_nonneg(t->ops[1]) && known_nonneg(t->ops[2]);
  case SYM_SMAX: return known_nonneg(t->ops[0]) || known_nonneg(t->ops[1]);
  default: return false;
  }
}

/* ---- extensions and truncation ---- */

static sym_term *nf_trunc(sym_ctx *c, sym_term *p, unsigned w);
static sym_term *nf_ext(sym_ctx *c, sym_term *a, bool sgn, unsigned w);
static sym_term *nf_ite(sym_ctx *c, sym_term *cond, sym_term *a, sym_term *b);

static sym_term *ext_atom(sym_ctx *c, sym_term *x, bool sgn, unsigned w) {
  if (x->op == SYM_CONST)
    return sym_const(c, w, sgn ? (uint64_t)sym_sext64(x->imm, x->width) : x->imm);
  /* extensions of extensions */
  if (x->op == SYM_SEXT && sgn) return ext_atom(c, x->ops[0], true, w);
  if (x->op == SYM_ZEXT && (!sgn || x->ops[0]->width < x->width)) return ext_atom(c, x->ops[0], false, w);
  if (x->op == SYM_ITE)
    return nf_ite(c, x->ops[0], ext_atom(c, x->ops[1], sgn, w), ext_atom(c, x->ops[2], sgn, w));
  sym_op op = (sgn || known_nonneg(x)) ? SYM_SEXT : SYM_ZEXT;
  return sym_mk(c, op, w, 0, 0, 0, 1, &x);
}

static sym_term *k_at(sym_ctx *c, sym_term *k, unsigned w) {
  return w >= 64 ? sym_nf(c, k) : nf_trunc(c, sym_nf(c, k), w);
}

static sym_term *nf_ext(sym_ctx *c, sym_term *a, bool sgn, unsigned w) {
  if (a->width == w) return sym_nf(c, a);
  unsigned want = sgn ? SYM_NSW : SYM_NUW;
  switch (a->op) {
  case SYM_CONST: return sym_const(c, w, sgn ? (uint64_t)sym_sext64(a->imm, a->width) : a->imm);
  case SYM_ADD:
    if (a->nops == 2 && (a->flags & want))
      return nf_add(c, nf_ext(c, a->ops[0], sgn, w), nf_ext(c, a->ops[1], sgn, w), 1);
    break;
  case SYM_SUB:
    if (a->flags & want)
      return nf_add(c, nf_ext(c, a->ops[0], sgn, w), nf_ext(c, a->ops[1], sgn, w), ~0ULL);
    break;
  case SYM_MUL:
    if (a->nops == 2 && (a->flags & want))
      return nf_mul(c, nf_ext(c, a->ops[0], sgn, w), nf_ext(c, a->ops[1], sgn, w));
    break;
  case SYM_SHL:
    if ((a->flags & want) && a->ops[1]->op == SYM_CONST && a->ops[1]->imm < a->width)
      return nf_scale(c, nf_ext(c, a->ops[0], sgn, w), 1ULL << a->ops[1]->imm);
    break;
  case SYM_OR:
    if (a->flags & SYM_DISJOINT)
      return nf_add(c, nf_ext(c, a->ops[0], sgn, w), nf_ext(c, a->ops[1], sgn, w), 1);
    break;
  case SYM_ADDREC:
    if (a->flags & want)
      return nf_add(c, nf_ext(c, a->ops[0], sgn, w),
                    nf_mul(c, k_at(c, a->ops[2], w), nf_ext(c, a->ops[1], sgn, w)), 1);
    break;
  case SYM_SEXT:
    if (sgn) return nf_ext(c, a->ops[0], true, w);
    break;
  case SYM_ZEXT:
    if (a->flags & SYM_NNEG) return nf_ext(c, a->ops[0], true, w);
    return nf_ext(c, a->ops[0], false, w);
  case SYM_ITE:
    return nf_ite(c, sym_nf(c, a->ops[0]), nf_ext(c, a->ops[1], sgn, w), nf_ext(c, a->ops[2], sgn, w));
  case SYM_RANGE: return nf_ext(c, a->ops[0], sgn || known_nonneg(a), w);
  default: break;
  }
  sym_term *x = sym_nf(c, a);
  if (!sgn && known_nonneg(a)) sgn = true;
  if (x->op == SYM_CONST) return ext_atom(c, x, sgn, w);
  return ext_atom(c, x, sgn, w);
}

/* Truncation of one atom, as a normal form of width w. */
static sym_term *trunc_atom(sym_ctx *c, sym_term *a, unsigned w) {
  switch (a->op) {
  case SYM_SEXT: case SYM_ZEXT: {
    sym_term *x = a->ops[0];
    if (x->width == w) return x;
    if (x->width < w) return ext_atom(c, x, a->op == SYM_SEXT, w);
    return nf_trunc(c, x, w);
  }
  case SYM_TRUNC: return nf_trunc(c, a->ops[0], w);
  case SYM_ITE:
    return nf_ite(c, a->ops[0], nf_trunc(c, a->ops[1], w), nf_trunc(c, a->ops[2], w));
  default: return sym_mk(c, SYM_TRUNC, w, 0, 0, 0, 1, &a);
  }
}

static sym_term *nf_trunc(sym_ctx *c, sym_term *p, unsigned w) {
  if (p->width == w) return p;
  if (p->op == SYM_CONST) return sym_const(c, w, p->imm);
  poly in, out;
  p_of(c, p, &in);
  p_init(&out, w);
  for (int i = 0; i < in.n; i++) {
    sym_term **at, *one = in.t[i].m;
    int n = atoms_of(in.t[i].m, &at);
    if (!at) at = &one;
    poly acc;
    p_init(&acc, w);
    p_push(&acc, in.t[i].c, NULL);
    for (int j = 0; j < n; j++) {
      poly f, prod;
      p_of(c, trunc_atom(c, at[j], w), &f);
      p_mul(c, &acc, &f, &prod);
      p_free(&acc);
      p_free(&f);
      acc = prod;
    }
    p_addp(&out, &acc, 1);
    p_free(&acc);
  }
  sym_term *r = p_term(c, &out);
  p_free(&in);
  p_free(&out);
  return r;
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
    p_of(c, A, &d);
    p_of(c, B, &e);
    p_addp(&d, &e, ~0ULL);
    sym_term *t = p_term(c, &d); /* sorts; leading monomial first */
    if (t->op != SYM_CONST && d.n && d.t[0].m && d.t[0].c > (sym_mask(w) >> 1)) {
      poly neg;
      p_init(&neg, w);
      p_addp(&neg, &d, ~0ULL);
      t = p_term(c, &neg);
      p_free(&neg);
    }
    p_free(&d);
    p_free(&e);
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

/* IEEE add and multiply commute (LLVM canonicalises their operand order too). */
static bool commutes(const sym_ctx *c, const sym_term *t) {
  if (t->op != SYM_UF || t->nops < 2) return false;
  const char *n = sym_name(c, (uint32_t)t->imm);
  return !strcmp(n, "fadd") || !strcmp(n, "fmul") || !strncmp(n, "llvm.fma.", 9) ||
         !strncmp(n, "llvm.fmuladd.", 13) || !strncmp(n, "llvm.maxnum.", 12) ||
         !strncmp(n, "llvm.minnum.", 12);
}

static sym_term *rebuild_nf(sym_ctx *c, sym_term *t) {
  sym_term *buf[8];
  sym_term **ops = t->nops <= 8 ? buf : malloc(t->nops * sizeof *ops);
  if (!ops) ir_oom();
  for (int i = 0; i < t->nops; i++) ops[i] = sym_nf(c, t->ops[i]);
  if (commutes(c, t) && ops[1]->id < ops[0]->id) {
    sym_term *x = ops[0];
    ops[0] = ops[1];
    ops[1] = x;
  }
  sym_term *r = sym_mk(c, (sym_op)t->op, t->width, t->flags & SYM_ATOM, t->imm, t->aux, t->nops, ops);
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
  case SYM_UNDEF: case SYM_POISON: case SYM_UNSUPP: case SYM_PHIVAR:
    return t;
  case SYM_LOAD: case SYM_UF: case SYM_OPAQUE: case SYM_HR: case SYM_EXITK: case SYM_TERM:
  case SYM_OVF:
    return rebuild_nf(c, t);
  case SYM_ADD: {
    sym_term *r = sym_nf(c, t->ops[0]);
    for (int i = 1; i < t->nops; i++) r = nf_add(c, r, sym_nf(c, t->ops[i]), 1);
    return r;
  }
  case SYM_SUB: return nf_add(c, sym_nf(c, t->ops[0]), sym_nf(c, t->ops[1]), ~0ULL);
  case SYM_MUL: {
    if (t->flags & SYM_ATOM) return rebuild_nf(c, t);
    sym_term *r = sym_nf(c, t->ops[0]);
    for (int i = 1; i < t->nops; i++) r = nf_mul(c, r, sym_nf(c, t->ops[i]));
    return r;
  }
  case SYM_SHL: {
    sym_term *a = sym_nf(c, t->ops[0]), *b = sym_nf(c, t->ops[1]);
    if (b->op == SYM_CONST && b->imm < w) return nf_scale(c, a, 1ULL << b->imm);
    return ordered2(c, SYM_SHL, w, a, b, false);
  }
  case SYM_AND: case SYM_OR: case SYM_XOR: {
    if (t->op == SYM_OR && (t->flags & SYM_DISJOINT))
      return nf_add(c, sym_nf(c, t->ops[0]), sym_nf(c, t->ops[1]), 1);
    sym_term *a = sym_nf(c, t->ops[0]), *b = sym_nf(c, t->ops[1]);
    uint64_t r;
    if (a->op == SYM_CONST && b->op == SYM_CONST) {
      r = t->op == SYM_AND ? a->imm & b->imm : t->op == SYM_OR ? a->imm | b->imm : a->imm ^ b->imm;
      return sym_const(c, w, r);
    }
    if (t->op == SYM_XOR && (sym_is_const(a, ~0ULL) || sym_is_const(b, ~0ULL)))
      return nf_add(c, sym_const(c, w, ~0ULL), a->op == SYM_CONST ? b : a, ~0ULL);
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
    bool comm = t->op >= SYM_SMIN;
    if (comm && a == b) return a;
    return ordered2(c, (sym_op)t->op, w, a, b, comm);
  }
  case SYM_ABS: {
    sym_term *a = sym_nf(c, t->ops[0]);
    if (known_nonneg(t->ops[0])) return a;
    return sym_mk(c, SYM_ABS, w, 0, 0, 0, 1, &a);
  }
  case SYM_SEXT: return nf_ext(c, t->ops[0], true, w);
  case SYM_ZEXT: return nf_ext(c, t->ops[0], (t->flags & SYM_NNEG) != 0, w);
  case SYM_TRUNC: return nf_trunc(c, sym_nf(c, t->ops[0]), w);
  case SYM_GEP: {
    sym_term *r = sym_nf(c, t->ops[0]);
    for (int i = 1; i < t->nops; i++) r = nf_add(c, r, sym_nf(c, t->ops[i]), 1);
    return r;
  }
  case SYM_ADDREC:
    return nf_add(c, sym_nf(c, t->ops[0]), nf_mul(c, k_at(c, t->ops[2], w), sym_nf(c, t->ops[1])), 1);
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
    off = off ? nf_add(c, off, o, 1) : o;
    addr = nf_add(c, addr, o, 1);
  }
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

/* ---- normal forms under no-overflow facts ------------------------------------------------
 *
 * Where an operation is known not to overflow (a poison condition of src that pre_src
 * excludes), an extension of its result distributes over it even when the instruction in
 * hand carries no flag: sext(x + y) = sext(x) + sext(y) once "x + y does not overflow
 * signed" is a fact, and sext({s,+,t}) = sext(s) + k*sext(t) once the recurrence's exact
 * value stays in range.  The rewrite keys on normal forms, so tgt expressions that compute
 * the same value as src's flagged ones, wrapping or not, normalise alike.  An interval
 * analysis over the leaves' ranges gives the same for expressions that cannot overflow at
 * all. */

typedef struct irange {
  bool known;
  __int128 lo, hi;
} irange;

static irange ir_unknown(void) { return (irange){false, 0, 0}; }
static irange ir_of(__int128 lo, __int128 hi) { return (irange){true, lo, hi}; }

static const __int128 RANGE_CAP = (__int128)1 << 100;

static irange ir_clip(irange r) {
  if (!r.known || r.lo < -RANGE_CAP || r.hi > RANGE_CAP) return ir_unknown();
  return r;
}

static irange ir_add(irange a, irange b) {
  if (!a.known || !b.known) return ir_unknown();
  return ir_clip(ir_of(a.lo + b.lo, a.hi + b.hi));
}

static irange ir_mul(irange a, irange b) {
  if (!a.known || !b.known) return ir_unknown();
  if (a.lo < -((__int128)1 << 62) || a.hi > ((__int128)1 << 62) || b.lo < -((__int128)1 << 62) || b.hi > ((__int128)1 << 62))
    return ir_unknown();
  __int128 p[4] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
  __int128 lo = p[0], hi = p[0];
  for (int i = 1; i < 4; i++) {
    if (p[i] < lo) lo = p[i];
    if (p[i] > hi) hi = p[i];
  }
  return ir_clip(ir_of(lo, hi));
}

static irange signed_range(unsigned w) { return ir_of(-((__int128)1 << (w - 1)), ((__int128)1 << (w - 1)) - 1); }
static irange unsigned_range(unsigned w) { return ir_of(0, ((__int128)1 << w) - 1); }

/* The exact integer value of a normal form lies in the result, given that it does not
 * wrap its width (true when the result fits the width). */
static irange nf_range(sym_term *t);

static irange atom_range(sym_term *a) {
  unsigned w = a->width;
  switch (a->op) {
  case SYM_CONST: return ir_of(sym_sext64(a->imm, w), sym_sext64(a->imm, w));
  case SYM_SREG:
    switch ((sym_sreg)a->imm) {
    case SREG_TID_X: case SREG_TID_Y: return ir_of(0, 1023);
    case SREG_TID_Z: return ir_of(0, 63);
    case SREG_NTID_X: case SREG_NTID_Y: return ir_of(1, 1024);
    case SREG_NTID_Z: return ir_of(1, 64);
    case SREG_CTAID_X: return ir_of(0, 0x7ffffffe);
    case SREG_CTAID_Y: case SREG_CTAID_Z: return ir_of(0, 65534);
    case SREG_NCTAID_X: return ir_of(1, 0x7fffffff);
    case SREG_NCTAID_Y: case SREG_NCTAID_Z: return ir_of(1, 65535);
    case SREG_LANEID: return ir_of(0, 31);
    case SREG_WARPSIZE: return ir_of(32, 32);
    default: return ir_unknown();
    }
  case SYM_GLOBAL: case SYM_ARG:
    /* shared, constant and local objects live in windows of at most 16 MiB */
    if (a->aux == 3 || a->aux == 4 || a->aux == 5) return ir_of(0, (__int128)1 << 24);
    return ir_unknown();
  case SYM_WIN: return ir_of(0, (__int128)1 << 62);
  case SYM_ZEXT: {
    irange r = nf_range(a->ops[0]);
    unsigned fw = a->ops[0]->width;
    if (r.known && r.lo >= 0 && r.hi < ((__int128)1 << fw)) return r;
    return unsigned_range(fw);
  }
  case SYM_SEXT: {
    irange r = nf_range(a->ops[0]);
    unsigned fw = a->ops[0]->width;
    if (r.known && r.lo >= -((__int128)1 << (fw - 1)) && r.hi < ((__int128)1 << (fw - 1))) return r;
    return signed_range(fw);
  }
  case SYM_LSHR:
    if (a->ops[1]->op == SYM_CONST && a->ops[1]->imm >= 1 && a->ops[1]->imm < w)
      return ir_of(0, ((__int128)1 << (w - a->ops[1]->imm)) - 1);
    return ir_unknown();
  case SYM_AND:
    for (int i = 0; i < 2; i++)
      if (a->ops[i]->op == SYM_CONST && sym_sext64(a->ops[i]->imm, w) >= 0)
        return ir_of(0, sym_sext64(a->ops[i]->imm, w));
    return ir_unknown();
  case SYM_UREM:
    if (a->ops[1]->op == SYM_CONST && a->ops[1]->imm && sym_sext64(a->ops[1]->imm, w) > 0)
      return ir_of(0, (__int128)a->ops[1]->imm - 1);
    return ir_unknown();
  default: return ir_unknown();
  }
}

static irange nf_range(sym_term *t) {
  unsigned w = t->width;
  if (w > 64 || w < 2) return ir_unknown();
  irange r;
  if (t->op == SYM_ADD) {
    r = ir_of(0, 0);
    for (int i = 0; i < t->nops; i++) r = ir_add(r, nf_range(t->ops[i]));
  } else if (t->op == SYM_MUL && !(t->flags & SYM_ATOM)) {
    r = ir_of(1, 1);
    for (int i = 0; i < t->nops; i++) r = ir_mul(r, atom_range(t->ops[i]));
  } else {
    r = atom_range(t);
  }
  /* a normal form is a value modulo 2^w: its range is exact only if it fits */
  irange s = signed_range(w);
  if (r.known && (r.lo < s.lo || r.hi > s.hi) && !(r.lo >= 0 && r.hi < ((__int128)1 << w))) return ir_unknown();
  return r;
}

typedef struct rule {
  sym_term *key;   /* normal form of the operand that does not overflow */
  bool sgn;        /* for sext (true) or zext (false) */
  int kind;        /* 0 add-like: ops a,b (sum, difference by sign), 1 mul, 2 rec, 3 nneg */
  sym_term *a, *b, *k;
  uint64_t bscale; /* for sub: -1 */
} rule;

static sym_term *ext_nf(sym_ctx *c, sym_term *x, bool sgn, unsigned w) {
  if (x->width == w) return x;
  return ext_atom(c, x, sgn, w);
}

static sym_term *rule_apply(sym_ctx *c, const rule *r, unsigned w) {
  switch (r->kind) {
  case 0: return nf_add(c, ext_nf(c, r->a, r->sgn, w), ext_nf(c, r->b, r->sgn, w), r->bscale);
  case 1: return nf_mul(c, ext_nf(c, r->a, r->sgn, w), ext_nf(c, r->b, r->sgn, w));
  case 2: return nf_add(c, ext_nf(c, r->a, r->sgn, w), nf_mul(c, k_at(c, r->k, w), ext_nf(c, r->b, r->sgn, w)), 1);
  default: return ext_atom(c, r->a, true, w);
  }
}

/* Rules from one fact (an OVF atom known to be false). */
static int rules_of(sym_ctx *c, sym_term *f, rule *out) {
  if (f->op != SYM_OVF) return 0;
  sym_term *a = f->ops[0], *b = f->nops > 1 ? f->ops[1] : NULL;
  rule r = {0};
  r.a = a;
  r.b = b;
  r.bscale = 1;
  switch ((sym_ovf_kind)f->imm) {
  case OVF_SADD: case OVF_UADD:
    r.key = nf_add(c, a, b, 1);
    r.sgn = f->imm == OVF_SADD;
    break;
  case OVF_SSUB: case OVF_USUB:
    r.key = nf_add(c, a, b, ~0ULL);
    r.sgn = f->imm == OVF_SSUB;
    r.bscale = ~0ULL;
    break;
  case OVF_SMUL: case OVF_UMUL:
    r.key = nf_mul(c, a, b);
    r.sgn = f->imm == OVF_SMUL;
    r.kind = 1;
    break;
  case OVF_SHL_S: case OVF_SHL_U:
    if (b->op != SYM_CONST || b->imm >= a->width) return 0;
    r.b = sym_const(c, a->width, 1ULL << b->imm);
    r.key = nf_scale(c, a, 1ULL << b->imm);
    r.sgn = f->imm == OVF_SHL_S;
    r.kind = 1;
    break;
  case OVF_REC_S: case OVF_REC_U:
    r.k = f->ops[2];
    r.key = nf_add(c, a, nf_mul(c, k_at(c, r.k, a->width), b), 1);
    r.sgn = f->imm == OVF_REC_S;
    r.kind = 2;
    break;
  case OVF_NNEG:
    r.key = a;
    r.sgn = false;
    r.kind = 3;
    break;
  default: return 0;
  }
  *out = r;
  return 1;
}

static bool nonneg_nf(sym_term *t) {
  if (known_nonneg(t)) return true;
  irange r = nf_range(t);
  return r.known && r.lo >= 0;
}

/* Is OVF atom o false given the facts (or the leaves' ranges)? */
static bool ovf_implied_false(sym_ctx *c, sym_term *o, sym_term *const *facts, int n) {
  for (int i = 0; i < n; i++)
    if (facts[i] == o) return true;
  sym_term *a = o->ops[0], *b = o->nops > 1 ? o->ops[1] : NULL;
  unsigned w = a->width;
  /* the signed twin is a fact and the operands are non-negative */
  sym_ovf_kind twin = OVF_COUNT;
  if (o->imm == OVF_UADD) twin = OVF_SADD;
  if (o->imm == OVF_REC_U) twin = OVF_REC_S;
  if (o->imm == OVF_UMUL) twin = OVF_SMUL;
  if (twin != OVF_COUNT && nonneg_nf(a) && (!b || nonneg_nf(b)))
    for (int i = 0; i < n; i++)
      if (facts[i]->op == SYM_OVF && facts[i]->imm == twin && facts[i]->nops == o->nops &&
          !memcmp(facts[i]->ops, o->ops, o->nops * sizeof *o->ops))
        return true;
  /* interval reasoning for add/sub/mul */
  irange ra = nf_range(a), rb = b ? nf_range(b) : ir_unknown(), r;
  switch ((sym_ovf_kind)o->imm) {
  case OVF_SADD: r = ir_add(ra, rb); return r.known && r.lo >= signed_range(w).lo && r.hi <= signed_range(w).hi;
  case OVF_UADD: r = ir_add(ra, rb); return r.known && ra.lo >= 0 && rb.lo >= 0 && r.hi <= unsigned_range(w).hi;
  case OVF_SMUL: r = ir_mul(ra, rb); return r.known && r.lo >= signed_range(w).lo && r.hi <= signed_range(w).hi;
  case OVF_UMUL: r = ir_mul(ra, rb); return r.known && ra.lo >= 0 && rb.lo >= 0 && r.hi <= unsigned_range(w).hi;
  case OVF_NNEG: return ra.known && ra.lo >= 0;
  case OVF_PTRADD_S: case OVF_PTRADD_U:
    r = ir_add(ra, rb);
    return r.known && ra.lo >= 0 && r.lo >= 0 && r.hi <= unsigned_range(w).hi &&
           (o->imm == OVF_PTRADD_S || rb.lo >= 0);
  default: return false;
  }
}

static void collect_atoms(sym_term *t, ir_vec *v, ir_map *seen) {
  if (ir_map_has(seen, t)) return;
  ir_map_put(seen, t, t);
  for (int i = 0; i < t->nops; i++) collect_atoms(t->ops[i], v, seen);
  if (t->op == SYM_SEXT || t->op == SYM_ZEXT || t->op == SYM_OVF) ir_vec_push(v, t);
}

sym_term *sym_nf_assuming(sym_ctx *c, sym_term *t, sym_term *const *facts, int nfacts) {
  rule *rules = malloc((size_t)(nfacts + 1) * sizeof *rules);
  if (!rules) ir_oom();
  int nr = 0;
  for (int i = 0; i < nfacts; i++) nr += rules_of(c, facts[i], &rules[nr]);
  t = sym_nf(c, t);
  for (int round = 0; round < 6; round++) {
    ir_vec atoms = {0};
    ir_map seen, m;
    ir_map_init(&seen);
    ir_map_init(&m);
    collect_atoms(t, &atoms, &seen);
    for (int i = 0; i < atoms.n; i++) {
      sym_term *a = atoms.v[i];
      if (a->op == SYM_OVF) {
        if (ovf_implied_false(c, a, facts, nfacts)) ir_map_put(&m, a, sym_false(c));
        continue;
      }
      sym_term *x = a->ops[0];
      bool sgn = a->op == SYM_SEXT;
      sym_term *rep = NULL;
      for (int j = 0; j < nr && !rep; j++) {
        const rule *r = &rules[j];
        if (r->key != x) continue;
        if (r->kind == 3) {
          if (!sgn) rep = rule_apply(c, r, a->width);
        } else if (r->sgn == sgn) {
          rep = rule_apply(c, r, a->width);
        }
      }
      if (!rep) {
        /* no overflow is possible at all */
        irange rx = nf_range(x);
        unsigned fw = x->width;
        if (rx.known && ((sgn && rx.lo >= signed_range(fw).lo && rx.hi <= signed_range(fw).hi) ||
                         (!sgn && rx.lo >= 0 && rx.hi <= unsigned_range(fw).hi)) &&
            (x->op == SYM_ADD || x->op == SYM_MUL)) {
          poly p, out;
          p_of(c, x, &p);
          p_init(&out, a->width);
          for (int q = 0; q < p.n; q++) {
            sym_term **at, *one = p.t[q].m;
            int na = atoms_of(p.t[q].m, &at);
            if (!at) at = &one;
            poly acc, f, prod;
            p_init(&acc, a->width);
            /* coefficients and atoms by the representatives nf_range used */
            p_push(&acc, (uint64_t)sym_sext64(p.t[q].c, fw), NULL);
            for (int z = 0; z < na; z++) {
              irange ar = atom_range(at[z]);
              p_of(c, ext_nf(c, at[z], ar.lo < 0 || ar.hi < ((__int128)1 << (fw - 1)), a->width), &f);
              p_mul(c, &acc, &f, &prod);
              p_free(&acc);
              p_free(&f);
              acc = prod;
            }
            p_addp(&out, &acc, 1);
            p_free(&acc);
          }
          rep = p_term(c, &out);
          p_free(&p);
          p_free(&out);
        }
      }
      if (rep && rep != a) ir_map_put(&m, a, rep);
    }
    ir_vec_free(&atoms);
    ir_map_free(&seen);
    bool changed = m.len > 0;
    if (changed) t = sym_nf(c, sym_subst(c, t, &m, false));
    ir_map_free(&m);
    if (!changed) break;
  }
  free(rules);
  return t;
}

/* The OVF atoms among the disjuncts of a poison condition: facts once it is excluded. */
int sym_poison_facts(sym_ctx *c, sym_term *p, sym_term **out, int cap) {
  sym_term **d, *one;
  p = sym_nf(c, p);
  int n = sym_disjuncts(p, &d), k = 0;
  if (!d) {
    one = p;
    d = &one;
  }
  for (int i = 0; i < n && k < cap; i++)
    if (d[i]->op == SYM_OVF) out[k++] = d[i];
  return k;
}
