/* Concrete evaluation of terms under a model.  Written independently of the Z3 encoding in
 * verify/oblig/smt.c, so that a counterexample can be re-checked by a second implementation of
 * the same semantics. */
#include "sym.h"

#include <stdlib.h>

void sym_model_init(sym_model *m) {
  ir_map_init(&m->val);
  m->n = m->cap = 0;
  m->leaf = NULL;
  m->v = NULL;
}

void sym_model_free(sym_model *m) {
  ir_map_free(&m->val);
  free(m->leaf);
  free(m->v);
  m->leaf = NULL;
  m->v = NULL;
  m->n = m->cap = 0;
}

void sym_model_set(sym_model *m, sym_term *leaf, uint64_t v) {
  intptr_t i = (intptr_t)ir_map_get(&m->val, leaf);
  if (i) {
    m->v[i - 1] = v;
    return;
  }
  if (m->n == m->cap) {
    m->cap = m->cap ? m->cap * 2 : 16;
    m->leaf = realloc(m->leaf, (size_t)m->cap * sizeof *m->leaf);
    m->v = realloc(m->v, (size_t)m->cap * sizeof *m->v);
    if (!m->leaf || !m->v) ir_oom();
  }
  m->leaf[m->n] = leaf;
  m->v[m->n++] = v;
  ir_map_put(&m->val, leaf, (void *)(intptr_t)m->n);
}

bool sym_model_get(const sym_model *m, sym_term *leaf, uint64_t *v) {
  intptr_t i = (intptr_t)ir_map_get(&m->val, leaf);
  if (!i) return false;
  *v = m->v[i - 1];
  return true;
}

typedef __int128 i128;
typedef unsigned __int128 u128;

static bool out_signed(i128 x, unsigned w) {
  i128 lo = -((i128)1 << (w - 1)), hi = ((i128)1 << (w - 1)) - 1;
  return x < lo || x > hi;
}

static bool out_unsigned(i128 x, unsigned w) { return x < 0 || x > (i128)sym_mask(w); }

/* exact start + k*step with k unsigned 64-bit; false when it does not fit in 128 bits */
static bool exact_rec(i128 start, uint64_t k, i128 step, i128 *r) {
  i128 prod;
  if (__builtin_mul_overflow((i128)k, step, &prod)) return false;
  return !__builtin_add_overflow(start, prod, r);
}

static bool ovf_holds(unsigned kind, sym_term *const *ops, const uint64_t *v) {
  unsigned w = ops[0]->width;
  uint64_t a = v[0], b = ops[1] ? v[1] : 0, m = sym_mask(w);
  int64_t sa = sym_sext64(a, w), sb = sym_sext64(b, w);
  i128 r;
  switch (kind) {
  case OVF_SADD: return out_signed((i128)sa + sb, w);
  case OVF_UADD: return out_unsigned((i128)a + b, w);
  case OVF_SSUB: return out_signed((i128)sa - sb, w);
  case OVF_USUB: return b > a;
  case OVF_SMUL: return out_signed((i128)sa * sb, w);
  case OVF_UMUL: return (u128)a * b > m;
  case OVF_SHL_S:
    if (b >= w) return true;
    return sym_sext64((a << b) & m, w) >> b != sa;
  case OVF_SHL_U:
    if (b >= w) return true;
    return (((a << b) & m) >> b) != a;
  case OVF_SHAMT: return a >= w;
  case OVF_EXACT_LSHR: case OVF_EXACT_ASHR: return b < w && b > 0 && (a & ((1ULL << b) - 1));
  case OVF_EXACT_UDIV: return b && a % b;
  case OVF_EXACT_SDIV:
    if (!sb || (sb == -1)) return false;
    return sa % sb != 0;
  case OVF_DIV0: return a == 0;
  case OVF_SDIV: return sb == -1 && a == (1ULL << (w - 1));
  case OVF_TRUNC_S: {
    unsigned tw = (unsigned)b;
    return sym_sext64(a & sym_mask(tw), tw) != sa;
  }
  case OVF_TRUNC_U: return (a & sym_mask((unsigned)b)) != a;
  case OVF_NNEG: return sa < 0;
  case OVF_DISJOINT: return (a & b) != 0;
  case OVF_PTRADD_S: return out_unsigned((i128)a + sb, w);
  case OVF_PTRADD_U: return out_unsigned((i128)a + b, w);
  case OVF_REC_S: return !exact_rec(sa, v[2], sb, &r) || out_signed(r, w);
  case OVF_REC_U: return !exact_rec(a, v[2], b, &r) || out_unsigned(r, w);
  case OVF_REC_P: return !exact_rec(a, v[2], sb, &r) || out_unsigned(r, w);
  case OVF_RANGE: {
    uint64_t lo = v[1], hi = v[2];
    bool in = lo < hi ? (a >= lo && a < hi) : (a >= lo || a < hi);
    return !in;
  }
  case OVF_ABS: return a == (1ULL << (w - 1));
  case OVF_INBOUNDS: return a < b || a - b > v[2];
  default: return true;
  }
}

typedef struct ev {
  sym_ctx *c;
  const sym_model *m;
  ir_map memo; /* term -> index+1 into vals */
  uint64_t *vals;
  int n, cap;
} ev;

static uint64_t eval_rec(ev *e, sym_term *t);

static uint64_t leaf_value(ev *e, sym_term *t) {
  uint64_t v = 0;
  sym_model_get(e->m, t, &v);
  return v & sym_mask(t->width);
}

static uint64_t eval_op(ev *e, sym_term *t) {
  unsigned w = t->width;
  uint64_t m = sym_mask(w);
  uint64_t a = 0, b = 0;
  switch (t->op) {
  case SYM_CONST: return t->imm;
  case SYM_POISON: return 0;
  case SYM_ARG: case SYM_SREG: case SYM_GLOBAL: case SYM_WIN: case SYM_K: case SYM_UNDEF:
  case SYM_UNSUPP: case SYM_LOAD: case SYM_UF: case SYM_OPAQUE: case SYM_HR: case SYM_EXITK:
  case SYM_TERM: case SYM_PHIVAR: case SYM_OBJ:
    return leaf_value(e, t);
  case SYM_FREEZE: {
    uint64_t p = eval_rec(e, sym_poison(e->c, t->ops[0]));
    return p ? leaf_value(e, t) : eval_rec(e, t->ops[0]);
  }
  case SYM_ADD: case SYM_GEP: {
    uint64_t s = 0;
    for (int i = 0; i < t->nops; i++) s += eval_rec(e, t->ops[i]);
    return s & m;
  }
  case SYM_MUL: {
    uint64_t s = 1;
    for (int i = 0; i < t->nops; i++) s *= eval_rec(e, t->ops[i]);
    return s & m;
  }
  case SYM_AND: case SYM_OR: {
    uint64_t s = t->op == SYM_AND ? m : 0;
    for (int i = 0; i < t->nops; i++) {
      uint64_t x = eval_rec(e, t->ops[i]);
      s = t->op == SYM_AND ? s & x : s | x;
    }
    return s;
  }
  case SYM_NOT: return !eval_rec(e, t->ops[0]);
  case SYM_ITE: return eval_rec(e, t->ops[0]) ? eval_rec(e, t->ops[1]) : eval_rec(e, t->ops[2]);
  case SYM_ADDREC: {
    uint64_t s = eval_rec(e, t->ops[0]), st = eval_rec(e, t->ops[1]), k = eval_rec(e, t->ops[2]);
    return (s + k * st) & m;
  }
  case SYM_OVF: {
    uint64_t v[4] = {0, 0, 0, 0};
    sym_term *ops[4] = {NULL, NULL, NULL, NULL};
    for (int i = 0; i < t->nops && i < 4; i++) {
      v[i] = eval_rec(e, t->ops[i]);
      ops[i] = t->ops[i];
    }
    return ovf_holds((unsigned)t->imm, ops, v);
  }
  default: break;
  }
  a = eval_rec(e, t->ops[0]);
  if (t->nops > 1) b = eval_rec(e, t->ops[1]);
  unsigned wa = t->ops[0]->width;
  int64_t sa = sym_sext64(a, wa), sb = sym_sext64(b, wa);
  switch (t->op) {
  case SYM_SUB: return (a - b) & m;
  case SYM_SHL: return b >= w ? 0 : (a << b) & m;
  case SYM_LSHR: return b >= w ? 0 : a >> b;
  case SYM_ASHR: return b >= w ? 0 : (uint64_t)(sa >> b) & m;
  case SYM_XOR: return (a ^ b) & m;
  case SYM_UDIV: return b ? a / b : 0;
  case SYM_UREM: return b ? a % b : 0;
  case SYM_SDIV:
    if (!sb || (sb == -1 && a == (1ULL << (w - 1)))) return 0;
    return (uint64_t)(sa / sb) & m;
  case SYM_SREM:
    if (!sb || (sb == -1 && a == (1ULL << (w - 1)))) return 0;
    return (uint64_t)(sa % sb) & m;
  case SYM_SMIN: return sa < sb ? a : b;
  case SYM_SMAX: return sa > sb ? a : b;
  case SYM_UMIN: return a < b ? a : b;
  case SYM_UMAX: return a > b ? a : b;
  case SYM_ABS: return sa < 0 ? (uint64_t)(-sa) & m : a;
  case SYM_SEXT: return (uint64_t)sa & m;
  case SYM_ZEXT: return a;
  case SYM_TRUNC: return a & m;
  case SYM_RANGE: return a;
  case SYM_ICMP:
    switch ((int)t->imm) {
    case LLVMIntEQ: return a == b;
    case LLVMIntNE: return a != b;
    case LLVMIntUGT: return a > b;
    case LLVMIntUGE: return a >= b;
    case LLVMIntULT: return a < b;
    case LLVMIntULE: return a <= b;
    case LLVMIntSGT: return sa > sb;
    case LLVMIntSGE: return sa >= sb;
    case LLVMIntSLT: return sa < sb;
    default: return sa <= sb;
    }
  default: return 0;
  }
}

static uint64_t eval_rec(ev *e, sym_term *t) {
  if (t->op == SYM_CONST) return t->imm;
  intptr_t i = (intptr_t)ir_map_get(&e->memo, t);
  if (i) return e->vals[i - 1];
  uint64_t v = eval_op(e, t) & sym_mask(t->width);
  if (e->n == e->cap) {
    e->cap = e->cap ? e->cap * 2 : 64;
    e->vals = realloc(e->vals, (size_t)e->cap * sizeof *e->vals);
    if (!e->vals) ir_oom();
  }
  e->vals[e->n++] = v;
  ir_map_put(&e->memo, t, (void *)(intptr_t)e->n);
  return v;
}

uint64_t sym_eval(sym_ctx *c, sym_term *t, const sym_model *m, bool *poison) {
  ev e = {c, m, {0}, NULL, 0, 0};
  ir_map_init(&e.memo);
  uint64_t v = eval_rec(&e, t);
  if (poison) *poison = t->op != SYM_OVF && eval_rec(&e, sym_poison(c, t)) != 0;
  ir_map_free(&e.memo);
  free(e.vals);
  return v;
}
