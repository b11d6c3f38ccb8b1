/* Hash-consed terms: construction, light simplification, substitution and printing. */
#include "sym.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct opaque_def {
  sym_term *start, *back, *self;
  uint32_t loop;
} opaque_def;

struct sym_ctx {
  ir_arena *arena;
  sym_term **tab;
  size_t cap, len;
  uint32_t next_id, fresh;
  char **names;
  uint32_t nnames, capnames;
  uint32_t *ntab; /* open addressing over names: index+1 */
  size_t ncap;
  ir_map opaque; /* (id+1) -> opaque_def* */
  char *argname[256];
  ir_map loopname; /* (gid+1) -> char* */
  ir_map objsize;  /* root term -> size + 1 */
  uint32_t other_kshift; /* sym_set_other_shift: the other thread's loop ids, 0 for none */
};

uint64_t sym_mask(unsigned w) { return w >= 64 ? ~0ULL : ((1ULL << w) - 1); }

int64_t sym_sext64(uint64_t v, unsigned w) {
  if (w >= 64) return (int64_t)v;
  uint64_t m = 1ULL << (w - 1);
  v &= sym_mask(w);
  return (int64_t)((v ^ m) - m);
}

sym_ctx *sym_new(void) {
  sym_ctx *c = calloc(1, sizeof *c);
  if (!c) ir_oom();
  c->arena = ir_arena_new();
  c->cap = 1024;
  c->tab = calloc(c->cap, sizeof *c->tab);
  c->ncap = 256;
  c->ntab = calloc(c->ncap, sizeof *c->ntab);
  if (!c->tab || !c->ntab) ir_oom();
  ir_map_init(&c->opaque);
  ir_map_init(&c->loopname);
  ir_map_init(&c->objsize);
  return c;
}

void sym_free(sym_ctx *c) {
  if (!c) return;
  ir_arena_free(c->arena);
  free(c->tab);
  free(c->ntab);
  for (uint32_t i = 0; i < c->nnames; i++) free(c->names[i]);
  free(c->names);
  ir_map_free(&c->opaque);
  for (size_t i = 0; i < c->loopname.cap; i++)
    if (c->loopname.keys[i]) free(c->loopname.vals[i]);
  ir_map_free(&c->loopname);
  ir_map_free(&c->objsize);
  for (int i = 0; i < 256; i++) free(c->argname[i]);
  free(c);
}

size_t sym_bytes(const sym_ctx *c) { return ir_arena_bytes(c->arena) + c->cap * sizeof(void *); }
int sym_count(const sym_ctx *c) { return (int)c->len; }
uint32_t sym_fresh(sym_ctx *c) { return ++c->fresh; }

/* ---- names ---- */

static uint32_t str_hash(const char *s, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

uint32_t sym_intern(sym_ctx *c, const char *s, size_t n) {
  if ((c->nnames + 1) * 2 >= c->ncap) {
    size_t nc = c->ncap * 2;
    uint32_t *nt = calloc(nc, sizeof *nt);
    if (!nt) ir_oom();
    for (uint32_t i = 0; i < c->nnames; i++) {
      size_t j = str_hash(c->names[i], strlen(c->names[i])) & (nc - 1);
      while (nt[j]) j = (j + 1) & (nc - 1);
      nt[j] = i + 1;
    }
    free(c->ntab);
    c->ntab = nt;
    c->ncap = nc;
  }
  size_t j = str_hash(s, n) & (c->ncap - 1);
  while (c->ntab[j]) {
    const char *t = c->names[c->ntab[j] - 1];
    if (strlen(t) == n && memcmp(t, s, n) == 0) return c->ntab[j] - 1;
    j = (j + 1) & (c->ncap - 1);
  }
  if (c->nnames == c->capnames) {
    c->capnames = c->capnames ? c->capnames * 2 : 64;
    c->names = realloc(c->names, c->capnames * sizeof *c->names);
    if (!c->names) ir_oom();
  }
  char *copy = malloc(n + 1);
  if (!copy) ir_oom();
  memcpy(copy, s, n);
  copy[n] = 0;
  c->names[c->nnames] = copy;
  c->ntab[j] = ++c->nnames;
  return c->nnames - 1;
}

const char *sym_name(const sym_ctx *c, uint32_t id) { return id < c->nnames ? c->names[id] : "?"; }

/* ---- hash-consing ---- */

static uint32_t term_hash(unsigned op, unsigned w, unsigned flags, uint64_t imm, uint64_t aux,
                          int n, sym_term *const *ops) {
  uint64_t h = 0x9E3779B97F4A7C15ULL ^ ((uint64_t)op << 48 | (uint64_t)w << 32 | flags);
  h = (h ^ imm) * 0x100000001B3ULL;
  h = (h ^ aux) * 0x100000001B3ULL;
  for (int i = 0; i < n; i++) h = (h ^ ops[i]->id) * 0xff51afd7ed558ccdULL;
  h ^= h >> 29;
  return (uint32_t)h ^ (uint32_t)(h >> 32);
}

static bool same(const sym_term *t, unsigned op, unsigned w, unsigned flags, uint64_t imm,
                 uint64_t aux, int n, sym_term *const *ops) {
  if (t->op != op || t->width != w || t->flags != flags || t->imm != imm || t->aux != aux ||
      t->nops != n)
    return false;
  for (int i = 0; i < n; i++)
    if (t->ops[i] != ops[i]) return false;
  return true;
}

static void rehash(sym_ctx *c) {
  size_t nc = c->cap * 2;
  sym_term **nt = calloc(nc, sizeof *nt);
  if (!nt) ir_oom();
  for (size_t i = 0; i < c->cap; i++) {
    sym_term *t = c->tab[i];
    if (!t) continue;
    size_t j = t->hash & (nc - 1);
    while (nt[j]) j = (j + 1) & (nc - 1);
    nt[j] = t;
  }
  free(c->tab);
  c->tab = nt;
  c->cap = nc;
}

sym_term *sym_mk(sym_ctx *c, sym_op op, unsigned w, unsigned flags, uint64_t imm, uint64_t aux,
                 int n, sym_term *const *ops) {
  if (op == SYM_CONST) imm &= sym_mask(w);
  uint32_t h = term_hash(op, w, flags, imm, aux, n, ops);
  size_t j = h & (c->cap - 1);
  for (sym_term *t; (t = c->tab[j]); j = (j + 1) & (c->cap - 1))
    if (t->hash == h && same(t, op, w, flags, imm, aux, n, ops)) return t;
  sym_term *t = ir_alloc(c->arena, sizeof *t + (size_t)n * sizeof(sym_term *));
  t->op = (uint16_t)op;
  t->width = (uint16_t)w;
  t->flags = (uint16_t)flags;
  t->nops = (uint16_t)n;
  t->imm = imm;
  t->aux = aux;
  t->hash = h;
  t->id = c->next_id++;
  if (op == SYM_K) t->loops = 1ULL << (imm % 64);
  t->opset = 1ULL << op;
  for (int i = 0; i < n; i++) {
    t->ops[i] = ops[i];
    t->loops |= ops[i]->loops;
    t->opset |= ops[i]->opset;
  }
  c->tab[j] = t;
  if (++c->len * 2 >= c->cap) rehash(c);
  return t;
}

sym_term *sym_const(sym_ctx *c, unsigned w, uint64_t v) { return sym_mk(c, SYM_CONST, w, 0, v, 0, 0, NULL); }
sym_term *sym_leaf(sym_ctx *c, sym_op op, unsigned w, uint64_t imm) { return sym_mk(c, op, w, 0, imm, 0, 0, NULL); }
sym_term *sym_true(sym_ctx *c) { return sym_const(c, 1, 1); }
sym_term *sym_false(sym_ctx *c) { return sym_const(c, 1, 0); }
bool sym_is_const(const sym_term *t, uint64_t v) { return t->op == SYM_CONST && t->imm == (v & sym_mask(t->width)); }

int sym_leaf_aspace(const sym_term *t) {
  if (t->op == SYM_GLOBAL) return (int)t->aux;
  if (t->op == SYM_ARG && t->aux) return (int)t->aux - 1;
  return -1;
}

void sym_set_object_size(sym_ctx *c, sym_term *root, uint64_t size) {
  ir_map_put(&c->objsize, root, (void *)(uintptr_t)(size + 1));
}

bool sym_object_size(const sym_ctx *c, sym_term *root, uint64_t *size) {
  uintptr_t v = (uintptr_t)ir_map_get(&c->objsize, root);
  if (v) *size = v - 1;
  return v != 0;
}

/* The operand of an address-space cast built by sym_to_generic / sym_from_generic, or
 * NULL; *to gets the space the cast goes to. */
static sym_term *cast_operand(sym_term *p, int *to) {
  if (p->op == SYM_ADD && (p->flags & SYM_ASC) && p->nops == 2 && p->ops[0]->op == SYM_WIN) {
    *to = 0;
    sym_term *x = p->ops[1];
    return x->op == SYM_ZEXT && !x->flags ? x->ops[0] : x;
  }
  sym_term *s = p->op == SYM_TRUNC && !p->flags ? p->ops[0] : p;
  if (s->op == SYM_SUB && (s->flags & SYM_ASC) && s->nops == 2 && s->ops[1]->op == SYM_WIN) {
    *to = (int)s->ops[1]->imm;
    return s->ops[0];
  }
  return NULL;
}

/* Walks a pointer's derivation to its root.  inbounds_only: a pointer recurrence counts
 * only when inbounds (sym_root_of); otherwise any GEP chain or recurrence (sym_base_of). */
static sym_term *walk_root(sym_term *p, bool inbounds_only, int *space) {
  int sp = -1;
  for (int depth = 0; depth < 64; depth++) {
    int to;
    sym_term *x;
    switch (p->op) {
    case SYM_ARG: case SYM_GLOBAL:
      if (sym_leaf_aspace(p) < 0) return NULL;
      if (space) *space = sp >= 0 ? sp : sym_leaf_aspace(p);
      return p;
    case SYM_GEP: p = p->ops[0]; break;
    case SYM_ADDREC:
      if (inbounds_only && !(p->flags & SYM_INBOUNDS)) return NULL;
      p = p->ops[0];
      break;
    case SYM_ITE: {
      int s1 = -1, s2 = -1;
      sym_term *a = walk_root(p->ops[1], inbounds_only, &s1);
      if (!a || a != walk_root(p->ops[2], inbounds_only, &s2) || s1 != s2) return NULL;
      if (space) *space = sp >= 0 ? sp : s1;
      return a;
    }
    default:
      if (!(x = cast_operand(p, &to))) return NULL;
      if (sp < 0) sp = to;
      p = x;
      break;
    }
  }
  return NULL;
}

sym_term *sym_root_of(sym_term *p) { return walk_root(p, true, NULL); }
sym_term *sym_root_space(sym_term *p, int *space) { return walk_root(p, true, space); }
sym_term *sym_base_of(sym_term *p) { return walk_root(p, false, NULL); }
sym_term *sym_base_space(sym_term *p, int *space) { return walk_root(p, false, space); }

sym_term *sym_to_generic(sym_ctx *c, sym_term *x, unsigned as) {
  if (as == 0 || (as == 1 && x->width == 64)) return x;
  sym_term *win = sym_leaf(c, SYM_WIN, 64, as);
  return sym_bin(c, SYM_ADD, SYM_ASC, win, sym_cast(c, SYM_ZEXT, 0, 64, x));
}

sym_term *sym_from_generic(sym_ctx *c, sym_term *x, unsigned as, unsigned w) {
  if (as == 0 || (as == 1 && x->width == w)) return x;
  sym_term *win = sym_leaf(c, SYM_WIN, x->width, as);
  return sym_cast(c, SYM_TRUNC, 0, w, sym_bin(c, SYM_SUB, SYM_ASC, x, win));
}

/* ---- simplifying constructors ---- */

/* Folds a binary operation on constants; false when the result would be poison or UB. */
static bool fold_bin(sym_op op, unsigned flags, unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
  uint64_t m = sym_mask(w);
  int64_t sa = sym_sext64(a, w), sb = sym_sext64(b, w);
  __int128 wide;
  switch (op) {
  case SYM_ADD:
    wide = (__int128)sa + sb;
    if ((flags & SYM_NSW) && wide != sym_sext64((uint64_t)wide, w)) return false;
    if ((flags & SYM_NUW) && ((a + b) & m) < a) return false;
    *r = (a + b) & m;
    return true;
  case SYM_SUB:
    wide = (__int128)sa - sb;
    if ((flags & SYM_NSW) && wide != sym_sext64((uint64_t)wide, w)) return false;
    if ((flags & SYM_NUW) && b > a) return false;
    *r = (a - b) & m;
    return true;
  case SYM_MUL:
    wide = (__int128)sa * sb;
    if ((flags & SYM_NSW) && wide != sym_sext64((uint64_t)wide, w)) return false;
    if ((flags & SYM_NUW) && (unsigned __int128)a * b > m) return false;
    *r = (a * b) & m;
    return true;
  case SYM_SHL:
    if (b >= w) return false;
    *r = (a << b) & m;
    if ((flags & SYM_NUW) && (*r >> b) != a) return false;
    if ((flags & SYM_NSW) && sym_sext64(*r, w) >> b != sa) return false;
    return true;
  case SYM_LSHR:
    if (b >= w || ((flags & SYM_EXACT) && (a & ((1ULL << b) - 1)))) return false;
    *r = a >> b;
    return true;
  case SYM_ASHR:
    if (b >= w || ((flags & SYM_EXACT) && (a & ((1ULL << b) - 1)))) return false;
    *r = (uint64_t)(sa >> b) & m;
    return true;
  case SYM_AND: *r = a & b; return true;
  case SYM_OR:
    if ((flags & SYM_DISJOINT) && (a & b)) return false;
    *r = a | b;
    return true;
  case SYM_XOR: *r = a ^ b; return true;
  case SYM_UDIV:
    if (!b || ((flags & SYM_EXACT) && a % b)) return false;
    *r = a / b;
    return true;
  case SYM_UREM:
    if (!b) return false;
    *r = a % b;
    return true;
  case SYM_SDIV:
  case SYM_SREM:
    if (!sb || (sb == -1 && sa == sym_sext64(1ULL << (w - 1), w))) return false;
    if (op == SYM_SDIV && (flags & SYM_EXACT) && sa % sb) return false;
    *r = (uint64_t)(op == SYM_SDIV ? sa / sb : sa % sb) & m;
    return true;
  case SYM_SMIN: *r = sa < sb ? a : b; return true;
  case SYM_SMAX: *r = sa > sb ? a : b; return true;
  case SYM_UMIN: *r = a < b ? a : b; return true;
  case SYM_UMAX: *r = a > b ? a : b; return true;
  default: return false;
  }
}

sym_term *sym_bin(sym_ctx *c, sym_op op, unsigned flags, sym_term *a, sym_term *b) {
  unsigned w = a->width;
  uint64_t r;
  if (a->op == SYM_CONST && b->op == SYM_CONST && fold_bin(op, flags, w, a->imm, b->imm, &r))
    return sym_const(c, w, r);
  /* identities that keep poison exactly */
  if (b->op == SYM_CONST) {
    if (b->imm == 0 && (op == SYM_ADD || op == SYM_SUB || op == SYM_OR || op == SYM_XOR ||
                        op == SYM_SHL || op == SYM_LSHR || op == SYM_ASHR))
      return a;
    if (b->imm == 1 && (op == SYM_MUL || op == SYM_UDIV || op == SYM_SDIV)) return a;
    if (b->imm == sym_mask(w) && op == SYM_AND) return a;
  }
  if (a->op == SYM_CONST && a->imm == 0 && (op == SYM_ADD || op == SYM_OR || op == SYM_XOR)) return b;
  if (a->op == SYM_CONST && a->imm == 1 && op == SYM_MUL) return b;
  sym_term *ops[2] = {a, b};
  return sym_mk(c, op, w, flags, 0, 0, 2, ops);
}

sym_term *sym_cast(sym_ctx *c, sym_op op, unsigned flags, unsigned w, sym_term *a) {
  unsigned from = a->width;
  if (from == w) return a;
  if (a->op == SYM_CONST) {
    uint64_t v = a->imm;
    if (op == SYM_SEXT) return sym_const(c, w, (uint64_t)sym_sext64(v, from));
    if (op == SYM_ZEXT) {
      if (!(flags & SYM_NNEG) || sym_sext64(v, from) >= 0) return sym_const(c, w, v);
    } else if (op == SYM_TRUNC) {
      uint64_t t = v & sym_mask(w);
      bool ok = (!(flags & SYM_NUW) || t == v) && (!(flags & SYM_NSW) || sym_sext64(t, w) == sym_sext64(v, from));
      if (ok) return sym_const(c, w, t);
    }
  }
  if (op == a->op && (op == SYM_SEXT || op == SYM_ZEXT) && !flags && !a->flags)
    return sym_cast(c, op, 0, w, a->ops[0]);
  if (op == SYM_TRUNC && !flags && !a->flags && (a->op == SYM_ZEXT || a->op == SYM_SEXT) &&
      a->ops[0]->width == w)
    return a->ops[0]; /* (a zext nneg keeps its poison condition: not folded) */
  return sym_mk(c, op, w, flags, 0, 0, 1, &a);
}

sym_term *sym_icmp(sym_ctx *c, int pred, sym_term *a, sym_term *b) {
  if (a->op == SYM_CONST && b->op == SYM_CONST) {
    unsigned w = a->width;
    uint64_t x = a->imm, y = b->imm;
    int64_t sx = sym_sext64(x, w), sy = sym_sext64(y, w);
    bool r;
    switch (pred) {
    case LLVMIntEQ: r = x == y; break;
    case LLVMIntNE: r = x != y; break;
    case LLVMIntUGT: r = x > y; break;
    case LLVMIntUGE: r = x >= y; break;
    case LLVMIntULT: r = x < y; break;
    case LLVMIntULE: r = x <= y; break;
    case LLVMIntSGT: r = sx > sy; break;
    case LLVMIntSGE: r = sx >= sy; break;
    case LLVMIntSLT: r = sx < sy; break;
    default: r = sx <= sy; break;
    }
    return sym_const(c, 1, r);
  }
  sym_term *ops[2] = {a, b};
  return sym_mk(c, SYM_ICMP, 1, 0, (uint64_t)pred, 0, 2, ops);
}

sym_term *sym_ite(sym_ctx *c, sym_term *cond, sym_term *a, sym_term *b) {
  if (cond->op == SYM_CONST) return cond->imm ? a : b;
  sym_term *ops[3] = {cond, a, b};
  return sym_mk(c, SYM_ITE, a->width, 0, 0, 0, 3, ops);
}

sym_term *sym_not(sym_ctx *c, sym_term *a) {
  if (a->op == SYM_CONST) return sym_const(c, 1, !a->imm);
  if (a->op == SYM_NOT) return a->ops[0];
  return sym_mk(c, SYM_NOT, 1, 0, 0, 0, 1, &a);
}

static int cmp_id(const void *x, const void *y) {
  uint32_t a = (*(sym_term *const *)x)->id, b = (*(sym_term *const *)y)->id;
  return a < b ? -1 : a > b;
}

/* The operands of a junction of the dual kind (a disjunct's conjuncts), or t alone. */
static int parts(sym_op dual, sym_term *t, sym_term ***out, sym_term **one) {
  if (t->op == dual && t->width == 1) {
    *out = t->ops;
    return t->nops;
  }
  *one = t;
  *out = one;
  return 1;
}

static bool complementary(const sym_term *x, const sym_term *y) {
  return (x->op == SYM_NOT && x->ops[0] == y) || (y->op == SYM_NOT && y->ops[0] == x);
}

static bool subset(sym_term **a, int na, sym_term **b, int nb) {
  for (int i = 0; i < na; i++) {
    bool in = false;
    for (int j = 0; j < nb && !in; j++) in = a[i] == b[j];
    if (!in) return false;
  }
  return true;
}

/* Joins of control flow build (A and c) or (A and not c) for the block after an if/else:
 * it is A.  Also absorption, A or (A and B) = A, and the duals for and.  On the sorted,
 * duplicate-free operands v of an or (an and); returns the new count.  Small junctions
 * only: the merge is quadratic. */
static sym_term *junction(sym_ctx *c, sym_op op, sym_term *a, sym_term *b);

static int merge_cases(sym_ctx *c, sym_op op, sym_term **v, int k) {
  if (k < 2 || k > 24) return k;
  sym_op dual = op == SYM_OR ? SYM_AND : SYM_OR;
  for (bool again = true; again;) {
    again = false;
    for (int i = 0; i < k && !again; i++)
      for (int j = 0; j < k && !again; j++) {
        if (i == j) continue;
        sym_term **pi, **pj, *oi, *oj;
        int ni = parts(dual, v[i], &pi, &oi), nj = parts(dual, v[j], &pj, &oj);
        if (ni > 24 || nj > 24) continue;
        if (ni < nj && subset(pi, ni, pj, nj)) { /* absorption: drop v[j] */
          v[j] = v[--k];
          again = true;
          break;
        }
        if (i > j || ni != nj) continue;
        int diff = -1, nd = 0;
        for (int x = 0; x < ni && nd < 2; x++) {
          bool in = false;
          for (int y = 0; y < nj && !in; y++) in = pi[x] == pj[y];
          if (!in) {
            diff = x;
            nd++;
          }
        }
        if (nd != 1) continue;
        /* the one part of v[j] not in v[i] must be the complement of pi[diff] */
        sym_term *rest = NULL;
        bool comp = false;
        for (int y = 0; y < nj; y++) {
          bool in = false;
          for (int x = 0; x < ni && !in; x++) in = pj[y] == pi[x];
          if (!in) comp = complementary(pj[y], pi[diff]);
        }
        if (!comp) continue;
        for (int x = 0; x < ni; x++)
          if (x != diff) rest = rest ? junction(c, dual, rest, pi[x]) : pi[x];
        if (!rest) rest = sym_const(c, 1, op == SYM_OR); /* (c) or (not c) */
        v[i] = rest;
        v[j] = v[--k];
        again = true;
      }
    if (again) { /* re-sort and drop duplicates, constants */
      ir_sort(v, (size_t)k, sizeof *v, cmp_id);
      int m = 0;
      for (int i = 0; i < k; i++) {
        if (v[i]->op == SYM_CONST) {
          if (v[i]->imm == (op == SYM_OR)) { v[0] = v[i]; return 1; } /* absorbing */
          continue;
        }
        if (!m || v[m - 1] != v[i]) v[m++] = v[i];
      }
      k = m;
      if (k < 2) return k;
    }
  }
  return k;
}

/* Logical and/or over booleans without poison (reachability, poison conditions) of n
 * terms at once: flattened, sorted, duplicates and constants removed.  One call over n
 * terms costs what one pairwise step does, so a block with thousands of predecessors or a
 * switch with thousands of cases is not cubic. */
static sym_term *junction_n(sym_ctx *c, sym_op op, sym_term *const *in, int nin) {
  uint64_t unit = op == SYM_AND, zero = !unit;
  int n = 0;
  for (int i = 0; i < nin; i++) n += in[i]->op == op && in[i]->width == 1 ? in[i]->nops : 1;
  sym_term *stackbuf[32];
  sym_term **v = n <= 32 ? stackbuf : malloc((size_t)n * sizeof *v);
  if (!v) ir_oom();
  n = 0;
  for (int i = 0; i < nin; i++) {
    sym_term *t = in[i];
    if (t->op == SYM_CONST) {
      if (t->imm == zero) {
        if (v != stackbuf) free(v);
        return t;
      }
      continue;
    }
    if (t->op == op && t->width == 1)
      for (int j = 0; j < t->nops; j++) v[n++] = t->ops[j];
    else v[n++] = t;
  }
  ir_sort(v, (size_t)n, sizeof *v, cmp_id);
  int k = 0;
  for (int i = 0; i < n; i++)
    if (!k || v[k - 1] != v[i]) v[k++] = v[i];
  sym_term *r = NULL;
  /* x and not x: ids are sorted, so look each negated operand up */
  for (int i = 0; i < k && !r; i++)
    if (v[i]->op == SYM_NOT) {
      sym_term *x = v[i]->ops[0];
      if (bsearch(&x, v, (size_t)k, sizeof *v, cmp_id)) r = sym_const(c, 1, zero);
    }
  if (!r) k = merge_cases(c, op, v, k);
  if (!r) r = k == 0 ? sym_const(c, 1, unit) : k == 1 ? v[0] : sym_mk(c, op, 1, 0, 0, 0, k, v);
  if (v != stackbuf) free(v);
  return r;
}

static sym_term *junction(sym_ctx *c, sym_op op, sym_term *a, sym_term *b) {
  uint64_t zero = op != SYM_AND;
  if (a->op == SYM_CONST) return a->imm == zero ? a : b;
  if (b->op == SYM_CONST) return b->imm == zero ? b : a;
  if (a == b) return a;
  sym_term *v[2] = {a, b};
  return junction_n(c, op, v, 2);
}

sym_term *sym_and_n(sym_ctx *c, sym_term *const *v, int n) { return junction_n(c, SYM_AND, v, n); }
sym_term *sym_or_n(sym_ctx *c, sym_term *const *v, int n) { return junction_n(c, SYM_OR, v, n); }
sym_term *sym_and(sym_ctx *c, sym_term *a, sym_term *b) { return junction(c, SYM_AND, a, b); }
sym_term *sym_or(sym_ctx *c, sym_term *a, sym_term *b) { return junction(c, SYM_OR, a, b); }
sym_term *sym_implies(sym_ctx *c, sym_term *a, sym_term *b) { return sym_or(c, sym_not(c, a), b); }

/* ---- opaque phis and substitution ---- */

bool sym_opaque_loop(const sym_ctx *c, uint32_t id, uint32_t *loop) {
  opaque_def *d = ir_map_get(&c->opaque, (void *)(uintptr_t)(id + 1));
  if (d) *loop = d->loop;
  return d != NULL;
}

void sym_opaque_define(sym_ctx *c, uint32_t id, sym_term *self, sym_term *start, sym_term *back, uint32_t loop) {
  opaque_def *d = ir_alloc(c->arena, sizeof *d);
  d->self = self;
  d->start = start;
  d->back = back;
  d->loop = loop;
  ir_map_put(&c->opaque, (void *)(uintptr_t)(id + 1), d);
}

bool sym_opaque_get(const sym_ctx *c, uint32_t id, sym_term **start, sym_term **back, uint32_t *loop) {
  opaque_def *d = ir_map_get(&c->opaque, (void *)(uintptr_t)(id + 1));
  if (!d) return false;
  *start = d->start;
  *back = d->back;
  *loop = d->loop;
  return true;
}

sym_term *sym_opaque_self(const sym_ctx *c, uint32_t id) {
  opaque_def *d = ir_map_get(&c->opaque, (void *)(uintptr_t)(id + 1));
  return d ? d->self : NULL;
}

static sym_term *rename_rec(sym_ctx *c, sym_term *t, const ir_map *ids, ir_map *memo) {
  if (!t->nops && t->op != SYM_OPAQUE) return t;
  sym_term *r = ir_map_get(memo, t);
  if (r) return r;
  sym_term *buf[8], **ops = t->nops <= 8 ? buf : malloc(t->nops * sizeof *ops);
  if (!ops) ir_oom();
  bool changed = false;
  for (int i = 0; i < t->nops; i++) {
    ops[i] = rename_rec(c, t->ops[i], ids, memo);
    changed |= ops[i] != t->ops[i];
  }
  uint64_t imm = t->imm;
  if (t->op == SYM_OPAQUE) {
    uintptr_t to = (uintptr_t)ir_map_get(ids, (void *)(uintptr_t)(t->imm + 1));
    if (to) {
      imm = to - 1;
      changed = true;
    }
  }
  r = changed ? sym_mk(c, (sym_op)t->op, t->width, t->flags, imm, t->aux, t->nops, ops) : t;
  if (ops != buf) free(ops);
  ir_map_put(memo, t, r);
  return r;
}

sym_term *sym_rename_opaque(sym_ctx *c, sym_term *t, const ir_map *ids, ir_map *memo) {
  return t ? rename_rec(c, t, ids, memo) : NULL;
}

static sym_term *rebuild(sym_ctx *c, sym_term *t, sym_term **ops);

typedef struct replace_state {
  sym_ctx *c;
  uint32_t id;
  sym_term *body, *self;
  ir_map *memo;
} replace_state;

static sym_term *replace_rec(replace_state *s, sym_term *t) {
  if (!t->nops) return t;
  sym_term *r = ir_map_get(s->memo, t);
  if (r) return r;
  sym_term *buf[8], **ops = t->nops <= 8 ? buf : malloc(t->nops * sizeof *ops);
  if (!ops) ir_oom();
  bool changed = false;
  for (int i = 0; i < t->nops; i++) {
    ops[i] = replace_rec(s, t->ops[i]);
    changed |= ops[i] != t->ops[i];
  }
  if (t->op == SYM_OPAQUE && t->imm == s->id && s->self->nops == t->nops) {
    /* this instance's iteration vector in place of the generic one */
    ir_map m;
    ir_map_init(&m);
    for (int i = 0; i < t->nops; i++)
      if (ops[i] != s->self->ops[i]) ir_map_put(&m, s->self->ops[i], ops[i]);
    r = m.len ? sym_subst(s->c, s->body, &m, false) : s->body;
    ir_map_free(&m);
  } else {
    r = changed ? rebuild(s->c, t, ops) : t;
  }
  if (ops != buf) free(ops);
  ir_map_put(s->memo, t, r);
  return r;
}

sym_term *sym_replace_opaque(sym_ctx *c, sym_term *t, uint32_t id, sym_term *body, ir_map *memo) {
  sym_term *self = sym_opaque_self(c, id);
  if (!t || !self) return t;
  replace_state s = {c, id, body, self, memo};
  return replace_rec(&s, t);
}

typedef struct subst_state {
  sym_ctx *c;
  const ir_map *map;
  ir_map memo;
  bool expand;
  /* expanded opaque applications -> their values, shared by the nested expansions of one
   * substitution: an expansion depends only on the application (its phi, iteration and outer
   * counters) and on the outermost map (the nested maps add only the counters the
   * application fixes); without it, phis that read each other expand exponentially often */
  ir_map *expanded;
} subst_state;

static sym_term *subst_rec(subst_state *s, sym_term *t);

/* t with new operands; constants fold where that keeps poison exact, so that a loop
 * counter replaced by a number yields numbers (opaque phis expand on them). */
static sym_term *rebuild(sym_ctx *c, sym_term *t, sym_term **ops) {
  bool all_const = true;
  for (int i = 0; i < t->nops; i++) all_const &= ops[i]->op == SYM_CONST;
  switch (t->op) {
  case SYM_ADD: case SYM_MUL: case SYM_AND: case SYM_OR: case SYM_XOR:
    if (t->nops == 2 && t->width > 1) return sym_bin(c, (sym_op)t->op, t->flags, ops[0], ops[1]);
    if (all_const && t->width > 1) {
      sym_term *r = ops[0];
      for (int i = 1; i < t->nops && r->op == SYM_CONST; i++) r = sym_bin(c, (sym_op)t->op, 0, r, ops[i]);
      if (r->op == SYM_CONST) return r;
    }
    break;
  case SYM_SUB: case SYM_SHL: case SYM_LSHR: case SYM_ASHR: case SYM_UDIV: case SYM_SDIV:
  case SYM_UREM: case SYM_SREM: case SYM_SMIN: case SYM_SMAX: case SYM_UMIN: case SYM_UMAX:
    return sym_bin(c, (sym_op)t->op, t->flags, ops[0], ops[1]);
  case SYM_SEXT: case SYM_ZEXT: case SYM_TRUNC: return sym_cast(c, (sym_op)t->op, t->flags, t->width, ops[0]);
  case SYM_ICMP: return sym_icmp(c, (int)t->imm, ops[0], ops[1]);
  case SYM_ITE: if (ops[0]->op == SYM_CONST) return ops[0]->imm ? ops[1] : ops[2]; break;
  case SYM_NOT: return sym_not(c, ops[0]);
  case SYM_OVF: return sym_ovf(c, (sym_ovf_kind)t->imm, t->nops, ops);
  default: break;
  }
  return sym_mk(c, (sym_op)t->op, t->width, t->flags, t->imm, t->aux, t->nops, ops);
}

void sym_set_other_shift(sym_ctx *c, uint32_t kshift) { c->other_kshift = kshift; }

static sym_term *expand_opaque(subst_state *s, sym_term *t, sym_term *nt) {
  opaque_def *d = ir_map_get(&s->c->opaque, (void *)(uintptr_t)(t->imm + 1));
  /* the other thread's phi (sym_other_thread) unrolls over its own start and update */
  bool other = (t->aux & SYM_AUX_OTHER) != 0;
  if (other && !s->c->other_kshift) return nt;
  sym_term *kj = nt->ops[nt->nops - 1];
  /* unrolling is for small iteration numbers; a large one (k-1 at k = 0 in a fact guarded
   * by k != 0) stays an opaque value */
  if (!d || kj->op != SYM_CONST || kj->imm > 256) return nt;
  for (int i = 0; i + 1 < nt->nops; i++) /* (an outer iteration k-1 at k = 0 too) */
    if (nt->ops[i]->op == SYM_CONST && nt->ops[i]->imm > 256) return nt;
  sym_term *done = ir_map_get(s->expanded, nt);
  if (done) return done;
  /* while it is expanded, an occurrence of the same application inside (a start value
   * that depends on the loop's own counter under an enclosing substitution) stays opaque:
   * the same value, not expanded */
  ir_map_put(s->expanded, nt, nt);
  uint32_t ks = other ? s->c->other_kshift : 0;
  if (kj->imm == 0) {
    done = subst_rec(s, other ? sym_other_thread(s->c, d->start, ks) : d->start);
    ir_map_put(s->expanded, nt, done);
    return done;
  }
  /* back edge value of iteration j-1 under this substitution plus k := j-1 */
  ir_map m2;
  ir_map_init(&m2);
  ir_map_put_all(&m2, s->map);
  sym_term *k = sym_leaf(s->c, SYM_K, 64, d->loop + ks);
  ir_map_put(&m2, k, sym_const(s->c, 64, kj->imm - 1));
  subst_state s2 = {s->c, &m2, {0}, true, s->expanded};
  ir_map_init(&s2.memo);
  sym_term *r = subst_rec(&s2, other ? sym_other_thread(s->c, d->back, ks) : d->back);
  ir_map_free(&s2.memo);
  ir_map_free(&m2);
  ir_map_put(s->expanded, nt, r);
  return r;
}

static sym_term *subst_rec(subst_state *s, sym_term *t) {
  sym_term *r = ir_map_get(s->map, t);
  if (r) return r;
  if (t->nops == 0) return t;
  r = ir_map_get(&s->memo, t);
  if (r) return r;
  sym_term *buf[8];
  sym_term **ops = t->nops <= 8 ? buf : malloc(t->nops * sizeof *ops);
  if (!ops) ir_oom();
  bool changed = false;
  for (int i = 0; i < t->nops; i++) {
    ops[i] = subst_rec(s, t->ops[i]);
    changed |= ops[i] != t->ops[i];
  }
  r = changed ? rebuild(s->c, t, ops) : t;
  if (ops != buf) free(ops);
  if (s->expand && t->op == SYM_OPAQUE) r = expand_opaque(s, t, r);
  ir_map_put(&s->memo, t, r);
  return r;
}

sym_term *sym_subst(sym_ctx *c, sym_term *t, const ir_map *map, bool expand) {
  ir_map expanded;
  ir_map_init(&expanded);
  subst_state s = {c, map, {0}, expand, &expanded};
  ir_map_init(&s.memo);
  sym_term *r = subst_rec(&s, t);
  ir_map_free(&s.memo);
  ir_map_free(&expanded);
  return r;
}

static sym_term *first_ite_rec(sym_term *t, int depth, ir_map *seen) {
  if (t->op == SYM_ITE && t->width > 1 && t->ops[0]->width == 1 && t->ops[0]->op != SYM_CONST) return t->ops[0];
  if (depth > 40 || !t->nops || ir_map_has(seen, t)) return NULL;
  ir_map_put(seen, t, t);
  for (int i = 0; i < t->nops; i++) {
    sym_term *r = first_ite_rec(t->ops[i], depth + 1, seen);
    if (r) return r;
  }
  return NULL;
}

sym_term *sym_first_ite(sym_term *t) {
  ir_map seen;
  ir_map_init(&seen);
  sym_term *r = first_ite_rec(t, 0, &seen);
  ir_map_free(&seen);
  return r;
}

sym_term *sym_assume(sym_ctx *c, sym_term *t, sym_term *cond, bool val) {
  ir_map m;
  ir_map_init(&m);
  ir_map_put(&m, cond, sym_const(c, 1, val));
  sym_term *r = sym_nf(c, sym_subst(c, t, &m, false));
  ir_map_free(&m);
  return r;
}

static sym_term *other_rec(sym_ctx *c, sym_term *t, uint32_t kshift, ir_map *memo) {
  sym_term *got = ir_map_get(memo, t);
  if (got) return got;
  sym_term *r = t;
  switch (t->op) {
  case SYM_SREG:
    if (t->imm <= SREG_TID_Z) r = sym_leaf(c, SYM_SREG, t->width, SREG_TID2_X + t->imm);
    else if (t->imm == SREG_LANEID) r = sym_leaf(c, SYM_SREG, t->width, SREG_LANEID2);
    break;
  case SYM_K: r = sym_leaf(c, SYM_K, t->width, t->imm + kshift); break;
  default:
    if (t->nops) {
      sym_term *stack[8], **ops = t->nops <= 8 ? stack : malloc((size_t)t->nops * sizeof *ops);
      if (!ops) ir_oom();
      bool changed = false;
      for (int i = 0; i < t->nops; i++) {
        ops[i] = other_rec(c, t->ops[i], kshift, memo);
        changed |= ops[i] != t->ops[i];
      }
      bool own = t->op == SYM_LOAD || t->op == SYM_UF || t->op == SYM_OPAQUE || t->op == SYM_HR ||
                 t->op == SYM_EXITK || t->op == SYM_TERM || t->op == SYM_FREEZE || t->op == SYM_UNDEF;
      if (changed || own)
        r = sym_mk(c, (sym_op)t->op, t->width, t->flags, t->imm, own ? t->aux | SYM_AUX_OTHER : t->aux, t->nops, ops);
      if (ops != stack) free(ops);
    } else if (t->op == SYM_UNDEF || t->op == SYM_LOAD || t->op == SYM_UF || t->op == SYM_OPAQUE) {
      r = sym_mk(c, (sym_op)t->op, t->width, t->flags, t->imm, t->aux | SYM_AUX_OTHER, 0, NULL);
    }
  }
  ir_map_put(memo, t, r);
  return r;
}

sym_term *sym_other_thread(sym_ctx *c, sym_term *t, uint32_t kshift) {
  ir_map memo;
  ir_map_init(&memo);
  sym_term *r = other_rec(c, t, kshift, &memo);
  ir_map_free(&memo);
  return r;
}

sym_term *sym_subst_loop(sym_ctx *c, sym_term *t, uint32_t gid, sym_term *by, bool expand) {
  if (!sym_depends_on_loop(t, gid)) return t;
  ir_map m;
  ir_map_init(&m);
  ir_map_put(&m, sym_leaf(c, SYM_K, 64, gid), by);
  sym_term *r = sym_subst(c, t, &m, expand);
  ir_map_free(&m);
  return r;
}

bool sym_has_op(sym_term *t, sym_op op) { return (t->opset >> op) & 1; }

static bool dep_rec(sym_term *t, uint32_t loop, ir_map *seen) {
  if (!(t->loops & (1ULL << (loop % 64)))) return false;
  if (t->op == SYM_K) return t->imm == loop;
  if (ir_map_has(seen, t)) return false;
  ir_map_put(seen, t, t);
  for (int i = 0; i < t->nops; i++)
    if (dep_rec(t->ops[i], loop, seen)) return true;
  return false;
}

bool sym_depends_on_loop(sym_term *t, uint32_t loop) {
  if (!(t->loops & (1ULL << (loop % 64)))) return false;
  ir_map seen;
  ir_map_init(&seen);
  bool r = dep_rec(t, loop, &seen);
  ir_map_free(&seen);
  return r;
}

static bool is_leafish(const sym_term *t) {
  switch (t->op) {
  case SYM_ARG: case SYM_SREG: case SYM_GLOBAL: case SYM_WIN: case SYM_K: case SYM_UNDEF:
  case SYM_UNSUPP: case SYM_LOAD: case SYM_UF: case SYM_OPAQUE: case SYM_HR: case SYM_EXITK:
  case SYM_TERM: case SYM_PHIVAR: case SYM_FREEZE: case SYM_OBJ:
    return true;
  default: return false;
  }
}

static void collect_rec(sym_term *t, ir_vec *v, ir_map *seen) {
  if (ir_map_has(seen, t)) return;
  ir_map_put(seen, t, t);
  for (int i = 0; i < t->nops; i++) collect_rec(t->ops[i], v, seen);
  if (is_leafish(t)) ir_vec_push(v, t);
}

void sym_collect_leaves(sym_term *t, ir_vec *v) {
  ir_map seen;
  ir_map_init(&seen);
  for (int i = 0; i < v->n; i++) ir_map_put(&seen, v->v[i], v->v[i]);
  collect_rec(t, v, &seen);
  ir_map_free(&seen);
}

/* ---- printing ---- */

void sym_set_arg_name(sym_ctx *c, unsigned idx, const char *name) {
  if (idx >= 256 || !name || !*name) return;
  free(c->argname[idx]);
  c->argname[idx] = strdup(name);
}

void sym_set_loop_name(sym_ctx *c, uint32_t loop, const char *name) {
  void *key = (void *)(uintptr_t)(loop + 1);
  if (ir_map_get(&c->loopname, key) || !name) return;
  char *s = strdup(name);
  if (!s) ir_oom();
  ir_map_put(&c->loopname, key, s);
}

const char *sym_loop_name(const sym_ctx *c, uint32_t loop) {
  const char *s = ir_map_get(&c->loopname, (void *)(uintptr_t)(loop + 1));
  return s ? s : "loop";
}

const char *sym_sreg_name(sym_sreg r) {
  static const char *n[] = {"tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z",
                            "ctaid.x", "ctaid.y", "ctaid.z", "nctaid.x", "nctaid.y", "nctaid.z",
                            "laneid", "warpsize", "tid.x'", "tid.y'", "tid.z'", "laneid'"};
  return (unsigned)r < SREG_COUNT ? n[r] : "sreg?";
}

bool sym_sreg_bounds(sym_sreg r, uint64_t *lo, uint64_t *hi) {
  /* the limits verify/oblig/smt.c assumes: 1024 threads (64 in z), 2^31 - 1 blocks in x, 65535
   * in y and z, 32 lanes */
  switch (r) {
  case SREG_TID_X: case SREG_TID_Y: case SREG_TID2_X: case SREG_TID2_Y: *lo = 0, *hi = 1023; return true;
  case SREG_TID_Z: case SREG_TID2_Z: *lo = 0, *hi = 63; return true;
  case SREG_NTID_X: case SREG_NTID_Y: *lo = 1, *hi = 1024; return true;
  case SREG_NTID_Z: *lo = 1, *hi = 64; return true;
  case SREG_CTAID_X: *lo = 0, *hi = 0x7ffffffe; return true;
  case SREG_NCTAID_X: *lo = 1, *hi = 0x7fffffff; return true;
  case SREG_CTAID_Y: case SREG_CTAID_Z: *lo = 0, *hi = 65534; return true;
  case SREG_NCTAID_Y: case SREG_NCTAID_Z: *lo = 1, *hi = 65535; return true;
  case SREG_LANEID: case SREG_LANEID2: *lo = 0, *hi = 31; return true;
  case SREG_WARPSIZE: *lo = 32, *hi = 32; return true;
  default: return false;
  }
}

bool sym_range_always_holds(const sym_term *ovf) {
  if (ovf->op != SYM_OVF || ovf->imm != OVF_RANGE || ovf->nops != 3 || ovf->ops[0]->op != SYM_SREG ||
      ovf->ops[1]->op != SYM_CONST || ovf->ops[2]->op != SYM_CONST)
    return false;
  uint64_t lo, hi, rlo = ovf->ops[1]->imm, rhi = ovf->ops[2]->imm;
  if (!sym_sreg_bounds((sym_sreg)ovf->ops[0]->imm, &lo, &hi)) return false;
  return rlo < rhi ? lo >= rlo && hi < rhi : lo >= rlo || hi < rhi;
}

const char *sym_op_name(sym_op op) {
  static const char *n[SYM_NUM_OPS] = {
      "const", "arg", "sreg", "global", "win", "k", "undef", "poison", "unsupported", "load",
      "uf", "phi", "hr", "exitk", "term", "phivar", "obj", "add", "sub", "mul", "shl", "lshr",
      "ashr", "and", "or", "xor", "udiv", "sdiv", "urem", "srem", "smin", "smax", "umin",
      "umax", "abs", "sext", "zext", "trunc", "gep", "addrec", "ite", "freeze", "range",
      "icmp", "not", "ovf"};
  return (unsigned)op < SYM_NUM_OPS ? n[op] : "?";
}

typedef struct pbuf {
  char *s;
  size_t n, cap;
} pbuf;

static void put(pbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#include <stdarg.h>
static void put(pbuf *b, const char *fmt, ...) {
  if (b->n + 1 >= b->cap) return;
  va_list ap;
  va_start(ap, fmt);
  int k = vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
  va_end(ap);
  if (k > 0) b->n = b->n + (size_t)k < b->cap ? b->n + (size_t)k : b->cap - 1;
}

static const char *pred_name(int p) {
  switch (p) {
  case LLVMIntEQ: return "==";
  case LLVMIntNE: return "!=";
  case LLVMIntUGT: return ">u";
  case LLVMIntUGE: return ">=u";
  case LLVMIntULT: return "<u";
  case LLVMIntULE: return "<=u";
  case LLVMIntSGT: return ">s";
  case LLVMIntSGE: return ">=s";
  case LLVMIntSLT: return "<s";
  default: return "<=s";
  }
}

static const char *ovf_name(unsigned k) {
  static const char *n[OVF_COUNT] = {
      "sadd.ovf", "uadd.ovf", "ssub.ovf", "usub.ovf", "smul.ovf", "umul.ovf", "shl.nsw.ovf",
      "shl.nuw.ovf", "shift.too.big", "lshr.inexact", "ashr.inexact", "udiv.inexact",
      "sdiv.inexact", "div.by.zero", "sdiv.ovf", "trunc.nsw.ovf", "trunc.nuw.ovf", "nneg.neg",
      "or.not.disjoint", "gep.nusw.wrap", "gep.nuw.wrap", "rec.nsw.ovf", "rec.nuw.ovf",
      "rec.ptr.wrap", "out.of.range", "abs.intmin", "gep.out.of.object"};
  return k < OVF_COUNT ? n[k] : "ovf?";
}

static void pr(const sym_ctx *c, sym_term *t, pbuf *b, int depth);

static void pr_list(const sym_ctx *c, sym_term *t, pbuf *b, int from, int depth) {
  for (int i = from; i < t->nops; i++) {
    if (i > from) put(b, ", ");
    pr(c, t->ops[i], b, depth + 1);
  }
}

static void pr_const(pbuf *b, sym_term *t) {
  int64_t s = sym_sext64(t->imm, t->width);
  if (t->width == 1) put(b, "%s", t->imm ? "true" : "false");
  else if (s > -4096 && s < 65536) put(b, "%" PRId64, s);
  else put(b, "0x%" PRIx64, t->imm);
}

static void pr(const sym_ctx *c, sym_term *t, pbuf *b, int depth) {
  if (b->n + 1 >= b->cap) return; /* full: a DAG printed as a tree would walk on exponentially */
  if (depth > 40) {
    put(b, "...");
    return;
  }
  switch (t->op) {
  case SYM_CONST: pr_const(b, t); return;
  case SYM_ARG:
    if (t->imm < 256 && c->argname[t->imm]) put(b, "%%%s", c->argname[t->imm]);
    else put(b, "%%arg%" PRIu64, t->imm);
    return;
  case SYM_SREG: put(b, "%s", sym_sreg_name((sym_sreg)t->imm)); return;
  case SYM_GLOBAL: put(b, "@%s", sym_name(c, (uint32_t)t->imm)); return;
  case SYM_WIN: put(b, "window(as%" PRIu64 ")", t->imm); return;
  case SYM_K: put(b, "k.%s", sym_loop_name(c, (uint32_t)t->imm)); return;
  case SYM_UNDEF: put(b, "undef#%" PRIu64, t->imm); return;
  case SYM_POISON: put(b, "poison"); return;
  case SYM_UNSUPP: put(b, "unsupported(%s)", sym_name(c, (uint32_t)t->aux)); return;
  case SYM_PHIVAR: put(b, "phivar#%" PRIu64, t->imm); return;
  case SYM_OBJ:
    put(b, "object.%s(", t->imm ? "size" : "start");
    pr(c, t->ops[0], b, depth + 1);
    put(b, ")");
    return;
  case SYM_LOAD:
    if (t->aux >= SYM_FIELD) put(b, "load#%" PRIu64 "+%" PRIu64 "(", t->imm, t->aux - SYM_FIELD);
    else put(b, "load#%" PRIu64 "(", t->imm);
    pr_list(c, t, b, 0, depth);
    put(b, ")");
    return;
  case SYM_UF:
    put(b, "%s(", sym_name(c, (uint32_t)t->imm));
    pr_list(c, t, b, 0, depth);
    put(b, ")");
    return;
  case SYM_OPAQUE:
    put(b, "phi#%" PRIu64 "(", t->imm);
    pr_list(c, t, b, 0, depth);
    put(b, ")");
    return;
  case SYM_HR: case SYM_EXITK: case SYM_TERM:
    put(b, "%s.%s(", t->op == SYM_HR ? "reached" : t->op == SYM_EXITK ? "exit.k" : "terminates",
        sym_loop_name(c, (uint32_t)t->imm));
    pr_list(c, t, b, 0, depth);
    put(b, ")");
    return;
  case SYM_ADD:
    put(b, "(");
    for (int i = 0; i < t->nops; i++) {
      if (i) put(b, " + ");
      pr(c, t->ops[i], b, depth + 1);
    }
    put(b, ")");
    return;
  case SYM_MUL:
    for (int i = 0; i < t->nops; i++) {
      if (i) put(b, "*");
      pr(c, t->ops[i], b, depth + 1);
    }
    return;
  case SYM_SUB: case SYM_SHL: case SYM_LSHR: case SYM_ASHR: case SYM_AND: case SYM_OR:
  case SYM_XOR: case SYM_UDIV: case SYM_SDIV: case SYM_UREM: case SYM_SREM: {
    static const char *sy[] = {"-", "*", "<<", ">>u", ">>s", "&", "|", "^", "/u", "/s", "%u", "%s"};
    if (t->width == 1 && (t->op == SYM_AND || t->op == SYM_OR)) {
      put(b, "(");
      for (int i = 0; i < t->nops; i++) {
        if (i) put(b, t->op == SYM_AND ? " && " : " || ");
        pr(c, t->ops[i], b, depth + 1);
      }
      put(b, ")");
      return;
    }
    put(b, "(");
    pr(c, t->ops[0], b, depth + 1);
    put(b, " %s ", sy[t->op - SYM_SUB]);
    pr(c, t->ops[1], b, depth + 1);
    put(b, ")");
    return;
  }
  case SYM_SEXT: case SYM_ZEXT: case SYM_TRUNC:
    put(b, "%s%u(", sym_op_name((sym_op)t->op), t->width);
    pr(c, t->ops[0], b, depth + 1);
    put(b, ")");
    return;
  case SYM_GEP:
    put(b, "(");
    pr(c, t->ops[0], b, depth + 1);
    for (int i = 1; i < t->nops; i++) {
      put(b, " + ");
      pr(c, t->ops[i], b, depth + 1);
    }
    put(b, ")");
    return;
  case SYM_ADDREC:
    put(b, "{");
    pr(c, t->ops[0], b, depth + 1);
    put(b, ",+,");
    pr(c, t->ops[1], b, depth + 1);
    put(b, "}<%s>", t->ops[2]->op == SYM_K ? sym_loop_name(c, (uint32_t)t->ops[2]->imm) : "?");
    if (t->ops[2]->op != SYM_K) {
      put(b, "@");
      pr(c, t->ops[2], b, depth + 1);
    }
    return;
  case SYM_ITE:
    put(b, "(");
    pr(c, t->ops[0], b, depth + 1);
    put(b, " ? ");
    pr(c, t->ops[1], b, depth + 1);
    put(b, " : ");
    pr(c, t->ops[2], b, depth + 1);
    put(b, ")");
    return;
  case SYM_ICMP:
    put(b, "(");
    pr(c, t->ops[0], b, depth + 1);
    put(b, " %s ", pred_name((int)t->imm));
    pr(c, t->ops[1], b, depth + 1);
    put(b, ")");
    return;
  case SYM_NOT:
    put(b, "!");
    pr(c, t->ops[0], b, depth + 1);
    return;
  case SYM_OVF:
    put(b, "%s(", ovf_name((unsigned)t->imm));
    pr_list(c, t, b, 0, depth);
    put(b, ")");
    return;
  case SYM_FREEZE: case SYM_RANGE: case SYM_SMIN: case SYM_SMAX: case SYM_UMIN: case SYM_UMAX:
  case SYM_ABS:
    put(b, "%s(", sym_op_name((sym_op)t->op));
    pr_list(c, t, b, 0, depth);
    put(b, ")");
    return;
  default: put(b, "?%d", t->op); return;
  }
}

void sym_print(const sym_ctx *c, sym_term *t, char *buf, size_t cap) {
  pbuf b = {buf, strlen(buf), cap};
  if (b.n >= cap) return;
  pr(c, t, &b, 0);
}
