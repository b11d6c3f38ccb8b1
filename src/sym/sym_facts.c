/* Normal forms under facts.
 *
 * Where an operation is known not to overflow (a poison condition of src that pre_src
 * excludes), an extension of its result distributes over it even when the instruction in
 * hand carries no flag: sext(x + y) = sext(x) + sext(y) once "x + y does not overflow
 * signed" is a fact, and sext({s,+,t}) = sext(s) + k*sext(t) once the recurrence's exact
 * value stays in range.  The rewrite keys on normal forms, so tgt expressions that compute
 * the same value as src's flagged ones, wrapping or not, normalise alike.
 *
 * Three more ways to show that an extension's operand does not wrap:
 *  - intervals: the operand's exact value, from the ranges of its atoms, fits its width;
 *  - bounds: comparisons of an atom with a constant among the premises (a loop guard
 *    "m > 0"), and the iteration bound a non-wrapping recurrence implies;
 *  - domination: the operand is a sub-sum of a fact's exact value whose other terms are
 *    non-negative ("a non-negative part of a sum that does not overflow does not either").
 * Each of these is an identity on values wherever the premises hold.
 */
#include "sym_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct irange {
  bool known;
  __int128 lo, hi;
} irange;

struct sym_facts {
  sym_ctx *c;
  ir_vec ovf;      /* OVF atoms known to be false */
  ir_map bound;    /* atom -> irange* (representatives are signed at the atom's width) */
  ir_arena *arena;
};

static irange ir_unknown(void) { return (irange){false, 0, 0}; }
static irange ir_of(__int128 lo, __int128 hi) { return (irange){true, lo, hi}; }

static const __int128 RANGE_CAP = (__int128)1 << 100;

static irange ir_clip(irange r) {
  if (!r.known || r.lo < -RANGE_CAP || r.hi > RANGE_CAP) return ir_unknown();
  return r;
}

static irange ir_meet(irange a, irange b) {
  if (!a.known) return b;
  if (!b.known) return a;
  return ir_of(a.lo > b.lo ? a.lo : b.lo, a.hi < b.hi ? a.hi : b.hi);
}

static irange ir_add(irange a, irange b) {
  if (!a.known || !b.known) return ir_unknown();
  return ir_clip(ir_of(a.lo + b.lo, a.hi + b.hi));
}

static irange ir_mul(irange a, irange b) {
  if (!a.known || !b.known) return ir_unknown();
  const __int128 lim = (__int128)1 << 62;
  if (a.lo < -lim || a.hi > lim || b.lo < -lim || b.hi > lim) return ir_unknown();
  __int128 p[4] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
  __int128 lo = p[0], hi = p[0];
  for (int i = 1; i < 4; i++) {
    if (p[i] < lo) lo = p[i];
    if (p[i] > hi) hi = p[i];
  }
  return ir_clip(ir_of(lo, hi));
}

/* (a width past what __int128 holds has no range here: a term of an unsupported function) */
static irange signed_range(unsigned w) {
  return w > 120 ? ir_unknown() : ir_of(-((__int128)1 << (w - 1)), ((__int128)1 << (w - 1)) - 1);
}
static irange unsigned_range(unsigned w) { return w > 120 ? ir_unknown() : ir_of(0, ((__int128)1 << w) - 1); }
static bool within(irange r, irange in) { return r.known && r.lo >= in.lo && r.hi <= in.hi; }

/* ---- ranges of normal forms ---- */

static irange nf_range(const sym_facts *F, sym_term *t);

static irange base_atom_range(const sym_facts *F, sym_term *a) {
  unsigned w = a->width;
  switch (a->op) {
  case SYM_CONST: return ir_of(sym_sext64(a->imm, w), sym_sext64(a->imm, w));
  case SYM_SREG: {
    uint64_t lo, hi;
    return sym_sreg_bounds((sym_sreg)a->imm, &lo, &hi) ? ir_of((__int128)lo, (__int128)hi) : ir_unknown();
  }
  case SYM_GLOBAL: case SYM_ARG: {
    /* shared, constant and local objects live in windows of at most 16 MiB */
    int as = sym_leaf_aspace(a);
    if (as == 3 || as == 4 || as == 5) return ir_of(0, (__int128)1 << 24);
    return ir_unknown();
  }
  case SYM_WIN: return ir_of(0, (__int128)1 << 62);
  case SYM_ZEXT: {
    irange r = nf_range(F, a->ops[0]);
    unsigned fw = a->ops[0]->width;
    if (within(r, unsigned_range(fw))) return r;
    return unsigned_range(fw);
  }
  case SYM_SEXT: {
    irange r = nf_range(F, a->ops[0]);
    unsigned fw = a->ops[0]->width;
    if (within(r, signed_range(fw))) return r;
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

static irange atom_range(const sym_facts *F, sym_term *a) {
  irange r = base_atom_range(F, a);
  irange *b = F ? ir_map_get(&F->bound, a) : NULL;
  return b ? ir_meet(r, *b) : r;
}

static irange mono_range(const sym_facts *F, uint64_t coef, sym_term *m, unsigned w) {
  irange r = ir_of(sym_sext64(coef, w), sym_sext64(coef, w));
  if (!m) return r;
  sym_term **at, *one = m;
  int n = sym_poly_atoms(m, &at);
  if (!at) at = &one;
  for (int i = 0; i < n; i++) r = ir_mul(r, atom_range(F, at[i]));
  return r;
}

/* The range of the integer polynomial a normal form stands for, over the atoms' ranges
 * (its value is that integer modulo 2^w). */
static irange unclipped(const sym_facts *F, sym_term *t) {
  unsigned w = t->width;
  if (w > 64 || w < 2) return ir_unknown();
  if (t->op == SYM_ADD || (t->op == SYM_MUL && !(t->flags & SYM_ATOM))) {
    poly p;
    sym_poly_of(F->c, t, &p);
    irange r = ir_of(0, 0);
    for (int i = 0; i < p.n; i++) r = ir_add(r, mono_range(F, p.t[i].c, p.t[i].m, w));
    sym_poly_free(&p);
    return r;
  }
  return atom_range(F, t);
}

/* The exact integer value of a normal form, given that it does not wrap its width. */
static irange nf_range(const sym_facts *F, sym_term *t) {
  unsigned w = t->width;
  if (w > 64 || w < 2) return ir_unknown();
  irange r = unclipped(F, t);
  irange *b = ir_map_get(&F->bound, t);
  if (b) r = r.known ? ir_meet(r, *b) : *b;
  /* a normal form is a value modulo 2^w: its range is exact only if it fits */
  if (r.known && !within(r, signed_range(w)) && !within(r, unsigned_range(w))) return ir_unknown();
  return r;
}

/* ---- rules ---- */

struct rule {
  sym_term *key; /* normal form of the operand that does not overflow */
  bool sgn;      /* for sext (true) or zext (false) */
  int kind;      /* 0 add/sub, 1 mul, 2 recurrence, 3 nneg */
  bool both;     /* sext and zext alike (a disjoint or: no carry, no sign change) */
  sym_term *a, *b, *k;
  uint64_t bscale;
};
typedef struct rule rule;

static sym_term *ext_nf(sym_ctx *c, sym_term *x, bool sgn, unsigned w) {
  return x->width == w ? x : sym_ext_atom(c, x, sgn, w);
}

static sym_term *rule_apply(sym_ctx *c, const rule *r, unsigned w) {
  switch (r->kind) {
  case 0: return sym_nf_add(c, ext_nf(c, r->a, r->sgn, w), ext_nf(c, r->b, r->sgn, w), r->bscale);
  case 1: return sym_nf_mul(c, ext_nf(c, r->a, r->sgn, w), ext_nf(c, r->b, r->sgn, w));
  case 2: return sym_nf_add(c, ext_nf(c, r->a, r->sgn, w), sym_nf_mul(c, sym_k_at(c, r->k, w), ext_nf(c, r->b, r->sgn, w)), 1);
  default: return sym_ext_atom(c, r->a, true, w);
  }
}

static bool rule_of(sym_ctx *c, sym_term *f, rule *out) {
  sym_term *a = f->ops[0], *b = f->nops > 1 ? f->ops[1] : NULL;
  rule r = {0};
  r.a = a;
  r.b = b;
  r.bscale = 1;
  switch ((sym_ovf_kind)f->imm) {
  case OVF_SADD: case OVF_UADD:
    r.key = sym_nf_add(c, a, b, 1);
    r.sgn = f->imm == OVF_SADD;
    break;
  case OVF_SSUB: case OVF_USUB:
    r.key = sym_nf_add(c, a, b, ~0ULL);
    r.sgn = f->imm == OVF_SSUB;
    r.bscale = ~0ULL;
    break;
  case OVF_SMUL: case OVF_UMUL:
    r.key = sym_nf_mul(c, a, b);
    r.sgn = f->imm == OVF_SMUL;
    r.kind = 1;
    break;
  case OVF_SHL_S: case OVF_SHL_U:
    if (b->op != SYM_CONST || b->imm >= a->width) return false;
    r.b = sym_const(c, a->width, 1ULL << b->imm);
    r.key = sym_nf_scale(c, a, 1ULL << b->imm);
    r.sgn = f->imm == OVF_SHL_S;
    r.kind = 1;
    break;
  case OVF_REC_S: case OVF_REC_U:
    r.k = f->ops[2];
    r.key = sym_nf_add(c, a, sym_nf_mul(c, sym_k_at(c, r.k, a->width), b), 1);
    r.sgn = f->imm == OVF_REC_S;
    r.kind = 2;
    break;
  case OVF_NNEG:
    r.key = a;
    r.kind = 3;
    break;
  case OVF_DISJOINT: /* a | b with no common bit is a + b without a carry: both extensions distribute */
    r.key = sym_nf_add(c, a, b, 1);
    r.sgn = true;
    r.both = true;
    break;
  default: return false;
  }
  *out = r;
  return true;
}

/* ---- facts and bounds ---- */

sym_facts *sym_facts_new(sym_ctx *c) {
  ir_arena *a = ir_arena_new();
  sym_facts *F = ir_alloc(a, sizeof *F);
  F->arena = a;
  F->c = c;
  ir_map_init(&F->bound);
  return F;
}

void sym_facts_free(sym_facts *F) {
  if (!F) return;
  ir_vec_free(&F->ovf);
  ir_map_free(&F->bound);
  ir_arena_free(F->arena);
}

int sym_facts_count(const sym_facts *F) { return F->ovf.n; }

void sym_facts_dump(const sym_facts *F, FILE *out) {
  char buf[600];
  for (int i = 0; i < F->ovf.n; i++) {
    buf[0] = 0;
    sym_print(F->c, F->ovf.v[i], buf, sizeof buf);
    fprintf(out, "  no-overflow: %s\n", buf);
  }
  for (size_t i = 0; i < F->bound.cap; i++) {
    if (!F->bound.keys[i]) continue;
    irange *r = F->bound.vals[i];
    buf[0] = 0;
    sym_print(F->c, (sym_term *)F->bound.keys[i], buf, sizeof buf);
    fprintf(out, "  bound: %s in [%lld, %lld]\n", buf, (long long)r->lo, (long long)r->hi);
  }
}

static void bound(sym_facts *F, sym_term *a, __int128 lo, __int128 hi) {
  if (a->op == SYM_CONST) return;
  irange *b = ir_map_get(&F->bound, a);
  if (!b) {
    b = ir_alloc(F->arena, sizeof *b);
    *b = ir_unknown(); /* a range may be of the signed or the unsigned reading */
    ir_map_put(&F->bound, a, b);
  }
  *b = ir_meet(*b, ir_of(lo, hi));
}

/* a <s b, a <u b (or their negations) with one side a constant */
static void bound_from_cmp(sym_facts *F, sym_term *cmp, bool holds) {
  if (cmp->op != SYM_ICMP || cmp->ops[0]->width < 2 || cmp->ops[0]->width > 64) return;
  sym_term *a = cmp->ops[0], *b = cmp->ops[1];
  unsigned w = a->width;
  int pred = (int)cmp->imm;
  __int128 smin = signed_range(w).lo, smax = signed_range(w).hi;
  if (pred == LLVMIntSLT) {
    if (holds) { /* a < b */
      if (b->op == SYM_CONST) bound(F, a, smin, (__int128)sym_sext64(b->imm, w) - 1);
      if (a->op == SYM_CONST) bound(F, b, (__int128)sym_sext64(a->imm, w) + 1, smax);
    } else { /* a >= b */
      if (b->op == SYM_CONST) bound(F, a, sym_sext64(b->imm, w), smax);
      if (a->op == SYM_CONST) bound(F, b, smin, sym_sext64(a->imm, w));
    }
  } else if (pred == LLVMIntULT && holds && b->op == SYM_CONST && b->imm && sym_sext64(b->imm - 1, w) >= 0) {
    bound(F, a, 0, (__int128)b->imm - 1); /* a <u c with c - 1 non-negative: 0 <= a < c */
  }
}

static void add_ovf(sym_facts *F, sym_term *o) {
  for (int i = 0; i < F->ovf.n; i++)
    if (F->ovf.v[i] == o) return;
  ir_vec_push(&F->ovf, o);
  /* the 64-bit expansion of a narrower value that does not overflow lies in that value's
   * range (sext(a*b) with a*b nsw in i32 is within [-2^31, 2^31)) */
  rule r;
  unsigned fw = o->ops[0]->width;
  if (fw < 64 && rule_of(F->c, o, &r) && r.kind != 3) {
    sym_term *wide = rule_apply(F->c, &r, 64);
    irange in = r.sgn ? signed_range(fw) : unsigned_range(fw);
    bound(F, wide, in.lo, in.hi);
  }
  /* a non-wrapping recurrence with non-negative start and step is non-negative (it only
   * grows from its start) */
  if (o->imm == OVF_REC_S || o->imm == OVF_REC_U) {
    unsigned w = o->ops[0]->width;
    irange s0 = nf_range(F, o->ops[0]), t0 = nf_range(F, o->ops[1]);
    if (s0.known && t0.known && s0.lo >= 0 && t0.lo >= 0) {
      sym_term *val = sym_nf_add(F->c, o->ops[0], sym_nf_mul(F->c, sym_k_at(F->c, o->ops[2], w), o->ops[1]), 1);
      irange R = o->imm == OVF_REC_S ? signed_range(w) : unsigned_range(w);
      bound(F, val, s0.lo, R.hi);
    }
  }
  /* a non-wrapping recurrence with a constant step bounds its iteration count */
  if ((o->imm == OVF_REC_S || o->imm == OVF_REC_U) && o->ops[1]->op == SYM_CONST) {
    unsigned w = o->ops[0]->width;
    __int128 t = o->imm == OVF_REC_S ? sym_sext64(o->ops[1]->imm, w) : (__int128)o->ops[1]->imm;
    irange s = nf_range(F, o->ops[0]);
    irange R = o->imm == OVF_REC_S ? signed_range(w) : unsigned_range(w);
    if (t && s.known) {
      __int128 room = t > 0 ? R.hi - s.lo : s.hi - R.lo;
      __int128 kmax = room / (t > 0 ? t : -t);
      if (kmax < 0) kmax = 0;
      sym_term *k = o->ops[2];
      if (kmax < ((__int128)1 << 62)) bound(F, k, 0, kmax);
      if (w < 64 && kmax < ((__int128)1 << (w - 1))) bound(F, sym_k_at(F->c, k, w), 0, kmax);
    }
  }
}

void sym_facts_assume(sym_facts *F, sym_term *premise) {
  sym_ctx *c = F->c;
  sym_term *p = sym_nf(c, premise);
  sym_term **cj = &p;
  int n = 1;
  if (p->op == SYM_AND && p->width == 1) {
    cj = p->ops;
    n = p->nops;
  }
  for (int i = 0; i < n; i++) {
    sym_term *t = cj[i];
    if (t->op == SYM_NOT) {
      sym_term *x = t->ops[0];
      if (x->op == SYM_ICMP) {
        bound_from_cmp(F, x, false);
        continue;
      }
      sym_term **d = &x;
      int nd = 1;
      if (x->op == SYM_OR && x->width == 1) {
        d = x->ops;
        nd = x->nops;
      }
      for (int j = 0; j < nd; j++)
        if (d[j]->op == SYM_OVF) add_ovf(F, d[j]);
    } else if (t->op == SYM_ICMP) {
      bound_from_cmp(F, t, true);
    }
  }
}

/* The exact value of a fact's operation as a polynomial over atom representatives (NULL
 * when an operand may itself have wrapped), and the range the fact puts it in. */
static sym_term *fact_exact(const sym_facts *F, const rule *r, irange *in) {
  unsigned w = r->a->width;
  *in = r->sgn ? signed_range(w) : unsigned_range(w);
  if (r->kind == 3) return NULL;
  sym_term *ops[2] = {r->a, r->b};
  for (int i = 0; i < 2; i++) {
    sym_term *x = ops[i];
    if (!x || x->op == SYM_CONST) continue;
    bool atom = x->op != SYM_ADD && !(x->op == SYM_MUL && !(x->flags & SYM_ATOM));
    /* a polynomial operand must not wrap, and be read with the fact's signedness */
    if (!atom && !within(nf_range(F, x), r->sgn ? signed_range(w) : unsigned_range(w))) return NULL;
  }
  return r->key;
}

/* The value read as signed is >= 0: its polynomial lies in [0, 2^(w-1)). */
static bool nonneg(const sym_facts *F, sym_term *t) {
  if (sym_known_nonneg(t)) return true;
  irange r = nf_range(F, t);
  return r.known && r.lo >= 0 && r.hi < ((__int128)1 << (t->width - 1));
}

static bool is_poly(const sym_term *x) { return x->op == SYM_ADD || (x->op == SYM_MUL && !(x->flags & SYM_ATOM)); }

/* Does x's value equal its integer polynomial (no wrap anywhere inside), read signed or
 * unsigned?  By its range, or because a fact says the operation that makes x does not
 * overflow and that operation's operands are themselves exact. */
static bool exact_poly(const sym_facts *F, const rule *rules, int nr, sym_term *x, bool sgn, int depth) {
  if (x->op == SYM_CONST) return true;
  if (!is_poly(x)) {
    /* an atom's range is of its own reading: signed unless it lies in [0, 2^w) */
    irange r = atom_range(F, x);
    if (!r.known) return sgn;
    return within(r, sgn ? signed_range(x->width) : unsigned_range(x->width));
  }
  if (within(nf_range(F, x), sgn ? signed_range(x->width) : unsigned_range(x->width))) return true;
  if (depth > 4) return false;
  for (int j = 0; j < nr; j++) {
    const rule *r = &rules[j];
    if (r->key != x || r->kind == 3 || r->kind == 2) continue;
    if (r->sgn != sgn && !(r->sgn && unclipped(F, x).known && unclipped(F, x).lo >= 0)) continue;
    if (exact_poly(F, rules, nr, r->a, r->sgn, depth + 1) && (!r->b || exact_poly(F, rules, nr, r->b, r->sgn, depth + 1)))
      return true;
  }
  return false;
}

/* x is a sub-sum of a fact's exact value E whose other terms are non-negative, and x's
 * own terms are non-negative: then 0 <= x <= E, inside the fact's range. */
static bool dominated(const sym_facts *F, const rule *rules, int nr, sym_term *x, bool sgn) {
  unsigned w = x->width;
  poly px;
  sym_poly_of(F->c, x, &px);
  bool ok = false;
  irange lo_x = ir_of(0, 0);
  for (int i = 0; i < px.n; i++) lo_x = ir_add(lo_x, mono_range(F, px.t[i].c, px.t[i].m, w));
  if (lo_x.known && lo_x.lo >= 0) {
    for (int j = 0; j < nr && !ok; j++) {
      irange in;
      sym_term *E = fact_exact(F, &rules[j], &in);
      if (!E || E->width != w) continue;
      poly pe;
      sym_poly_of(F->c, E, &pe);
      bool all = true;
      /* every term of x appears in E with the same coefficient */
      for (int i = 0; i < px.n && all; i++) {
        bool found = false;
        for (int k = 0; k < pe.n && !found; k++) found = pe.t[k].m == px.t[i].m && pe.t[k].c == px.t[i].c;
        all = found;
      }
      /* the rest of E is non-negative */
      for (int k = 0; k < pe.n && all; k++) {
        bool in_x = false;
        for (int i = 0; i < px.n && !in_x; i++) in_x = pe.t[k].m == px.t[i].m;
        if (in_x) continue;
        irange mr = mono_range(F, pe.t[k].c, pe.t[k].m, w);
        all = mr.known && mr.lo >= 0;
      }
      /* E <= the fact's upper bound, and that fits what the extension needs */
      irange need = sgn ? signed_range(w) : unsigned_range(w);
      ok = all && in.hi <= need.hi;
      sym_poly_free(&pe);
    }
  }
  sym_poly_free(&px);
  return ok;
}

typedef struct widen_env {
  const sym_facts *F;
  unsigned fw, w;
} widen_env;

/* each atom by the representative its range was computed with */
static sym_term *widen_one(void *env, sym_term *a) {
  widen_env *e = env;
  irange ar = atom_range(e->F, a);
  bool sg = !ar.known || ar.lo < 0 || ar.hi < ((__int128)1 << (e->fw - 1));
  return ext_nf(e->F->c, a, sg, e->w);
}

/* The exact value of x as a polynomial at width w, when x cannot wrap. */
static sym_term *widen_exact(const sym_facts *F, sym_term *x, unsigned w) {
  widen_env e = {F, x->width, w};
  return sym_poly_map(F->c, x, w, true, widen_one, &e);
}

/* ---- implied overflow atoms ---- */

static bool same_ops(const sym_term *a, const sym_term *b) {
  return a->nops == b->nops && !memcmp(a->ops, b->ops, a->nops * sizeof *a->ops);
}

/* Two pointers known in bounds of one object (facts "not out of object" with the same
 * start and size) are at most size < 2^(w-1) apart. */
static bool object_size_ok(const sym_term *size) {
  return size->op == SYM_OBJ || (size->op == SYM_CONST && size->imm <= (sym_mask(size->width) >> 1));
}

static sym_term *inbounds_fact(const sym_facts *F, sym_term *p, sym_term *obj_start, sym_term *obj_size) {
  for (int i = 0; i < F->ovf.n; i++) {
    sym_term *f = F->ovf.v[i];
    if (f->imm == OVF_INBOUNDS && f->ops[0] == p && (!obj_start || (f->ops[1] == obj_start && f->ops[2] == obj_size)))
      return f;
  }
  return NULL;
}

/* p + o does not wrap: p and p + o are both in bounds of one object. */
static bool ptradd_by_objects(const sym_facts *F, sym_term *p, sym_term *o) {
  sym_term *f1 = inbounds_fact(F, p, NULL, NULL);
  if (!f1 || !object_size_ok(f1->ops[2])) return false;
  return inbounds_fact(F, sym_nf_add(F->c, p, o, 1), f1->ops[1], f1->ops[2]) != NULL;
}

/* q is in bounds: q = p + a with p and p + d in bounds of one object and 0 <= a <= d
 * (exact), so q lies between them. */
static bool inbounds_between(const sym_facts *F, sym_term *q, sym_term *start, sym_term *size) {
  sym_ctx *c = F->c;
  if (!object_size_ok(size)) return false;
  for (int i = 0; i < F->ovf.n; i++) {
    sym_term *f1 = F->ovf.v[i];
    if (f1->imm != OVF_INBOUNDS || f1->ops[1] != start || f1->ops[2] != size) continue;
    sym_term *p = f1->ops[0], *a = sym_nf_add(c, q, p, ~0ULL);
    /* a, d - a in [0, 2^(w-2)): then p <= q <= p + d without wrapping */
    __int128 quarter = (__int128)1 << (q->width - 2);
    irange ra = nf_range(F, a);
    if (!ra.known || ra.lo < 0 || ra.hi >= quarter) continue;
    for (int j = 0; j < F->ovf.n; j++) {
      sym_term *f2 = F->ovf.v[j];
      if (f2 == f1 || f2->imm != OVF_INBOUNDS || f2->ops[1] != start || f2->ops[2] != size) continue;
      /* d = (p + d) - p is exact (both in one object); need d - a >= 0 */
      irange rd = nf_range(F, sym_nf_add(c, f2->ops[0], q, ~0ULL));
      if (rd.known && rd.lo >= 0 && rd.hi < quarter) return true;
    }
  }
  return false;
}

/* c*x does not overflow: x = J - I where c*I and c*J do not overflow, and R + c*I, R + c*J
 * are exact (no wrap) and in bounds of one object, so c*x = their difference, which is
 * at most the object's size. */
static bool smul_by_objects(const sym_facts *F, sym_term *x, sym_term *cst) {
  sym_ctx *c = F->c;
  for (int i = 0; i < F->ovf.n; i++) {
    sym_term *fi = F->ovf.v[i];
    if (fi->imm != OVF_SMUL || fi->ops[1] != cst) continue;
    sym_term *I = fi->ops[0], *J = sym_nf_add(c, I, x, 1);
    bool haveJ = false;
    for (int j = 0; j < F->ovf.n && !haveJ; j++) {
      sym_term *fj = F->ovf.v[j];
      haveJ = fj->imm == OVF_SMUL && fj->ops[0] == J && fj->ops[1] == cst;
    }
    if (!haveJ) continue;
    sym_term *oI = sym_nf_mul(c, I, cst), *oJ = sym_nf_mul(c, J, cst);
    for (int a = 0; a < F->ovf.n; a++) {
      sym_term *pa = F->ovf.v[a];
      if (pa->imm != OVF_PTRADD_S || pa->ops[1] != oI) continue;
      sym_term *R = pa->ops[0];
      bool exactJ = false;
      for (int b = 0; b < F->ovf.n && !exactJ; b++) {
        sym_term *fb = F->ovf.v[b];
        exactJ = fb->imm == OVF_PTRADD_S && fb->ops[0] == R && fb->ops[1] == oJ;
      }
      if (exactJ && ptradd_by_objects(F, sym_nf_add(c, R, oI, 1), sym_nf_add(c, oJ, oI, ~0ULL))) return true;
    }
  }
  return false;
}

/* Low bits known to be zero in the value of a normal form: every monomial's coefficient has
 * at least that many (the products of atoms are integers, and so is the value mod 2^w). */
static unsigned known_low_zeros(const sym_facts *F, sym_term *t) {
  unsigned w = t->width, tz = w;
  if (t->op == SYM_CONST) return t->imm ? (unsigned)__builtin_ctzll(t->imm) : w;
  if (t->op != SYM_ADD && !(t->op == SYM_MUL && !(t->flags & SYM_ATOM))) return 0;
  poly p;
  sym_poly_of(F->c, t, &p);
  for (int i = 0; i < p.n; i++) {
    uint64_t c = p.t[i].c & sym_mask(w);
    if (c && (unsigned)__builtin_ctzll(c) < tz) tz = (unsigned)__builtin_ctzll(c);
  }
  sym_poly_free(&p);
  return tz;
}

/* a | b disjoint: one operand's known low zero bits cover the other's whole range (the
 * shape `blockIdx.x * 256 | threadIdx.x` under launch bounds of 256 threads) */
static bool disjoint_by_bits(const sym_facts *F, sym_term *a, sym_term *b) {
  sym_term *op[2] = {a, b};
  for (int i = 0; i < 2; i++) {
    unsigned k = known_low_zeros(F, op[i]);
    if (k == 0 || k > 62) continue;
    irange rb = nf_range(F, op[1 - i]);
    if (rb.known && rb.lo >= 0 && rb.hi < ((__int128)1 << k)) return true;
  }
  return false;
}

static bool ovf_implied_false(const sym_facts *F, sym_term *o) {
  for (int i = 0; i < F->ovf.n; i++)
    if (F->ovf.v[i] == o) return true;
  if (o->imm == OVF_PTRADD_S && ptradd_by_objects(F, o->ops[0], o->ops[1])) return true;
  if (o->imm == OVF_INBOUNDS && inbounds_between(F, o->ops[0], o->ops[1], o->ops[2])) return true;
  if (o->imm == OVF_SMUL && o->ops[1]->op == SYM_CONST && smul_by_objects(F, o->ops[0], o->ops[1])) return true;
  sym_term *a = o->ops[0], *b = o->nops > 1 ? o->ops[1] : NULL;
  unsigned w = a->width;
  /* the signed twin is a fact and the operands are non-negative */
  sym_ovf_kind twin = OVF_COUNT;
  if (o->imm == OVF_UADD) twin = OVF_SADD;
  if (o->imm == OVF_REC_U) twin = OVF_REC_S;
  if (o->imm == OVF_UMUL) twin = OVF_SMUL;
  if (twin != OVF_COUNT && nonneg(F, a) && (!b || nonneg(F, b)))
    for (int i = 0; i < F->ovf.n; i++) {
      sym_term *f = F->ovf.v[i];
      if (f->imm == twin && same_ops(f, o)) return true;
    }
  irange ra = nf_range(F, a), rb = b ? nf_range(F, b) : ir_unknown(), r;
  switch ((sym_ovf_kind)o->imm) {
  case OVF_SADD: return within(ir_add(ra, rb), signed_range(w));
  case OVF_UADD: r = ir_add(ra, rb); return ra.known && rb.known && ra.lo >= 0 && rb.lo >= 0 && within(r, unsigned_range(w));
  case OVF_SMUL: return within(ir_mul(ra, rb), signed_range(w));
  case OVF_UMUL: r = ir_mul(ra, rb); return ra.known && rb.known && ra.lo >= 0 && rb.lo >= 0 && within(r, unsigned_range(w));
  case OVF_NNEG: return ra.known && ra.lo >= 0;
  case OVF_DISJOINT: return disjoint_by_bits(F, a, b);
  case OVF_SHL_S: case OVF_SHL_U: {
    if (!b || b->op != SYM_CONST || b->imm >= w || b->imm > 62) return false;
    r = ir_mul(ra, ir_of((__int128)1 << b->imm, (__int128)1 << b->imm));
    if (o->imm == OVF_SHL_S) return within(r, signed_range(w));
    return ra.known && ra.lo >= 0 && within(r, unsigned_range(w));
  }
  case OVF_PTRADD_S: case OVF_PTRADD_U:
    r = ir_add(ra, rb);
    return ra.known && rb.known && ra.lo >= 0 && within(r, unsigned_range(w)) && (o->imm == OVF_PTRADD_S || rb.lo >= 0);
  case OVF_REC_S: case OVF_REC_U: {
    irange k = atom_range(F, o->ops[2]);
    irange v = ir_add(ra, ir_mul(k, rb));
    return within(v, o->imm == OVF_REC_S ? signed_range(w) : unsigned_range(w));
  }
  case OVF_INBOUNDS: {
    /* an object of known size: the offset from its start lies in [0, size] */
    if (o->ops[2]->op != SYM_CONST) return false;
    irange d = nf_range(F, sym_nf_add(F->c, o->ops[0], o->ops[1], ~0ULL));
    return d.known && d.lo >= 0 && d.hi <= (__int128)o->ops[2]->imm;
  }
  default: return false;
  }
}

/* ---- the rewrite ---- */

static void collect_atoms(sym_term *t, ir_vec *v, ir_map *seen) {
  if (ir_map_has(seen, t)) return;
  ir_map_put(seen, t, t);
  for (int i = 0; i < t->nops; i++) collect_atoms(t->ops[i], v, seen);
  if (t->op == SYM_SEXT || t->op == SYM_ZEXT || t->op == SYM_OVF || t->op == SYM_FREEZE) ir_vec_push(v, t);
  else if (t->op == SYM_AND && t->width > 1 && t->nops == 2 && t->ops[1]->op == SYM_CONST) ir_vec_push(v, t);
}

/* x & C where x is known in [0, 2^b): C's bits from b up select nothing, so C & (2^b - 1)
 * is the same mask (src's `tid & -32` and tgt's `tid & 224` under a launch bound of 256
 * threads: one term) */
static sym_term *mask_narrowed(const sym_facts *F, sym_term *a) {
  sym_term *x = a->ops[0];
  unsigned w = a->width;
  irange r = nf_range(F, x);
  if (!r.known || r.lo < 0 || w > 64) return NULL;
  unsigned b = 0;
  while (b < w && ((__int128)1 << b) <= r.hi) b++;
  if (b >= w) return NULL;
  uint64_t m = a->ops[1]->imm & sym_mask(w), nm = m & (((uint64_t)1 << b) - 1);
  if (nm == m) return NULL;
  return nm ? sym_bin(F->c, SYM_AND, 0, x, sym_const(F->c, w, nm)) : sym_const(F->c, w, 0);
}

/* freeze(x) is x where x is not poison: every disjunct of x's poison condition is excluded
 * by the facts (src's and tgt's freezes of one value are then the same term) */
static bool never_poison(const sym_facts *F, sym_term *x) {
  sym_term *p = sym_nf(F->c, sym_poison(F->c, x)), **d, *one;
  if (sym_is_const(p, 0)) return true;
  int n = sym_disjuncts(p, &d);
  if (!d) {
    one = p;
    d = &one;
    n = 1;
  }
  for (int i = 0; i < n; i++)
    if (d[i]->op != SYM_OVF || !ovf_implied_false(F, d[i])) return false;
  return true;
}

/* The extension of P + Q where P's low k bits are known zero and Q lies in [0, 2^k): the
 * sum is P | Q, no carry, P's sign, so ext(P + Q) = ext(P) + Q.  (`(blockIdx.x << 8) +
 * threadIdx.x` under a launch bound of 256: instcombine makes it an `or disjoint`, whose
 * extension distributes, so tgt's address is sext(P) + sext(Q) and src's sext(P + Q).) */
static sym_term *ext_split_low(const sym_facts *F, sym_term *x, bool sgn, unsigned w) {
  if (x->op != SYM_ADD) return NULL;
  sym_ctx *c = F->c;
  unsigned fw = x->width;
  poly p;
  sym_poly_of(c, x, &p);
  sym_term *out = NULL;
  for (int i = 0; i < p.n && !out; i++) {
    uint64_t ci = p.t[i].c & sym_mask(fw);
    if (!p.t[i].m || !ci) continue;
    unsigned k = (unsigned)__builtin_ctzll(ci);
    if (k == 0 || k >= fw - 1 || k > 62) continue;
    poly hi, lo;
    sym_poly_init(&hi, fw);
    sym_poly_init(&lo, fw);
    for (int j = 0; j < p.n; j++) {
      uint64_t cj = p.t[j].c & sym_mask(fw);
      bool high = p.t[j].m && cj && (unsigned)__builtin_ctzll(cj) >= k;
      sym_poly_push(high ? &hi : &lo, p.t[j].c, p.t[j].m);
    }
    if (lo.n) {
      sym_term *P = sym_poly_term(c, &hi), *Q = sym_poly_term(c, &lo);
      irange rq = nf_range(F, Q);
      if (rq.known && rq.lo >= 0 && rq.hi < ((__int128)1 << k)) {
        sym_term *wq = widen_exact(F, Q, w);
        if (wq) out = sym_nf_add(c, sym_ext_atom(c, P, sgn, w), wq, 1);
      }
    }
    sym_poly_free(&hi);
    sym_poly_free(&lo);
  }
  sym_poly_free(&p);
  return out;
}

static sym_term *ext_rewrite(const sym_facts *F, const rule *rules, int nr, sym_term *a) {
  sym_ctx *c = F->c;
  sym_term *x = a->ops[0];
  bool sgn = a->op == SYM_SEXT;
  unsigned fw = x->width;
  for (int j = 0; j < nr; j++) {
    const rule *r = &rules[j];
    if (r->key != x) continue;
    /* (a degenerate fact, `x + 0` does not overflow, says nothing of x's parts: its rule
     * gives ext(x) back, and x's range may still show it exact, below) */
    if (r->kind == 0 && r->b && r->b->op == SYM_CONST && (r->b->imm & sym_mask(r->b->width)) == 0) continue;
    if (r->kind == 3 && !sgn) return rule_apply(c, r, a->width);
    if (r->kind == 3) continue;
    if (r->both) {
      rule r2 = *r;
      r2.sgn = sgn;
      return rule_apply(c, &r2, a->width);
    }
    if (r->sgn == sgn) return rule_apply(c, r, a->width);
    /* zext of a value known in signed range and non-negative: the sext rule holds.  The
     * value is its polynomial when the operands do not wrap; then its lower bound shows */
    if (r->sgn && !sgn) {
      irange u = unclipped(F, x);
      bool operands_exact = exact_poly(F, rules, nr, r->a, true, 0) && (!r->b || exact_poly(F, rules, nr, r->b, true, 0));
      if (nonneg(F, x) || (operands_exact && u.known && u.lo >= 0)) return rule_apply(c, r, a->width);
    }
    /* sext of a value known in unsigned range and below the sign bit */
    if (!r->sgn && sgn) {
      irange rx = nf_range(F, x);
      if (rx.known && rx.hi < ((__int128)1 << (fw - 1)) && rx.lo >= 0) return rule_apply(c, r, a->width);
    }
  }
  if (x->op != SYM_ADD && !(x->op == SYM_MUL && !(x->flags & SYM_ATOM))) return NULL;
  irange rx = nf_range(F, x);
  if (within(rx, sgn ? signed_range(fw) : unsigned_range(fw)) || dominated(F, rules, nr, x, sgn))
    return widen_exact(F, x, a->width);
  return ext_split_low(F, x, sgn, a->width);
}

static sym_term *nf_under(const sym_facts *F, sym_term *t, bool drop_facts) {
  sym_ctx *c = F->c;
  rule *rules = malloc((size_t)(F->ovf.n + 1) * sizeof *rules);
  if (!rules) ir_oom();
  int nr = 0;
  for (int i = 0; i < F->ovf.n; i++) nr += rule_of(c, F->ovf.v[i], &rules[nr]);
  t = sym_nf(c, t);
  for (int round = 0; round < 6; round++) {
    ir_vec atoms = {0};
    ir_map seen, m;
    ir_map_init(&seen);
    ir_map_init(&m);
    collect_atoms(t, &atoms, &seen);
    for (int i = 0; i < atoms.n; i++) {
      sym_term *a = atoms.v[i], *rep;
      if (a->op == SYM_OVF) {
        if (drop_facts && ovf_implied_false(F, a)) ir_map_put(&m, a, sym_false(c));
        continue;
      }
      if (a->op == SYM_FREEZE) {
        if (never_poison(F, a->ops[0])) ir_map_put(&m, a, a->ops[0]);
        continue;
      }
      if (a->op == SYM_AND) {
        if ((rep = mask_narrowed(F, a)) != NULL) ir_map_put(&m, a, rep);
        continue;
      }
      rep = ext_rewrite(F, rules, nr, a);
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

sym_term *sym_facts_nf(const sym_facts *F, sym_term *t) { return nf_under(F, t, true); }
sym_term *sym_facts_rewrite(const sym_facts *F, sym_term *t) { return nf_under(F, t, false); }

bool sym_facts_nonneg(const sym_facts *F, sym_term *t) { return nonneg(F, t); }

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

sym_term *sym_nf_where_defined(sym_ctx *c, sym_term *t, sym_term *defined) {
  sym_term *d = sym_nf(c, t);
  if (d->op == SYM_CONST) return d;
  sym_facts *F = sym_facts_new(c);
  sym_facts_assume(F, sym_not(c, sym_poison(c, defined)));
  d = sym_facts_nf(F, t);
  sym_facts_free(F);
  return d;
}
