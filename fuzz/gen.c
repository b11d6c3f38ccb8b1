/* The kernel generator.
 *
 * A spec is a header of 8 bytes and one 16-byte record per statement, in preorder (a
 * statement, then the subtrees of its children).  Any bytes decode to a valid spec: every
 * field is taken modulo its range, child counts are clamped to what follows, compound
 * statements at the depth limit become accesses, and a barrier under a thread-dependent
 * branch (where it would be undefined) becomes an access.  So libFuzzer's and AFL++'s byte
 * mutations are structural mutations, and gen_encode is exact.
 *
 * Emission writes one kernel @k: global arrays as pointer arguments, shared arrays as
 * addrspace(3) globals, i32 %n and i64 %ld arguments, and the statements.  Each access's
 * index is an affine sum over thread ids, the global id, %n, %ld * row and the enclosing
 * loop counters, written in one of many equal ways ("forms"): i32 arithmetic with or
 * without nsw then sext/zext, or i64 arithmetic; mul or shl; left- or right-leaning add
 * chains; GEP over the element type, over the array type, over i8 with a scaled offset, or
 * with the constant in a second GEP; with or without inbounds.  An access may copy the
 * previous access's coefficients with another constant: the strided, negative-offset and
 * cross-block groups the address passes rewrite.
 */
#include "fuzz.h"

#include <stdlib.h>
#include <string.h>

enum { HDR = 8, REC = 16, ARRAY_ELEMS = 4096 };

/* ---- random numbers ---- */

uint64_t gen_rand(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* ---- decoding ---- */

static const int8_t coef_table[16] = {0, 0, 0, 0, 0, 0, 1, 1, 2, 4, -1, 3, 8, -2, 16, -4};

typedef struct reader {
  const uint8_t *d;
  size_t n, i;
} reader;

static uint8_t rd(reader *r) { return r->i < r->n ? r->d[r->i++] : 0; }

static gen_kind kind_of(uint8_t b) {
  b %= 16;
  if (b < 8) return GS_ACCESS;
  if (b < 10) return GS_IF;
  if (b < 11) return GS_SWITCH;
  if (b < 13) return GS_LOOP;
  return GS_BARRIER;
}

static void decode_record(reader *r, gen_stmt *st) {
  uint8_t b[REC];
  for (int i = 0; i < REC; i++) b[i] = rd(r);
  memset(st, 0, sizeof *st);
  st->kind = (uint8_t)kind_of(b[0]);
  st->var = (uint8_t)(b[0] >> 4);
  st->scale = (uint8_t)(b[5] >> 2);
  st->stride = (uint8_t)(b[6] >> 2);
  st->nkids[0] = (uint8_t)(b[1] % 4);
  st->nkids[1] = (uint8_t)(b[2] % 3);
  st->array = b[3];
  st->op = b[4];
  st->value = (uint8_t)(b[5] % 4);
  st->step = (uint8_t)(b[6] % 4);
  st->down = (uint8_t)(b[7] & 1);
  st->argb = (uint8_t)((b[7] >> 1) & 1);
  st->rot = (uint8_t)((b[7] >> 2) & 1);
  st->bound = (int16_t)(2 + b[8] % 14);
  st->idx.form = b[9];
  st->idx.k = (int8_t)b[10];
  for (int a = 0; a < GA_NATOMS; a++) {
    uint8_t byte = b[11 + a / 2];
    st->idx.c[a] = coef_table[(a & 1 ? byte >> 4 : byte) & 15];
  }
}

typedef struct fixer {
  gen_spec *s;
  int next; /* next record to place */
  int n;    /* records available */
  gen_stmt *raw;
} fixer;

/* Places raw record `next` (and its children) at the end of s; returns false when none is
 * left. */
static bool place(fixer *f, int depth, int loops, bool divergent) {
  if (f->next >= f->n || f->s->ns >= GEN_MAX_STMTS) return false;
  gen_stmt st = f->raw[f->next++];
  gen_spec *s = f->s;
  if (st.kind != GS_ACCESS && st.kind != GS_BARRIER && depth >= GEN_MAX_DEPTH) st.kind = GS_ACCESS;
  if (st.kind == GS_LOOP && loops >= 3) st.kind = GS_ACCESS;
  if (st.kind == GS_BARRIER && divergent) st.kind = GS_ACCESS;
  int at = s->ns++;
  s->s[at] = st;
  s->off[at] = 0;
  if (st.kind == GS_ACCESS || st.kind == GS_BARRIER) {
    s->s[at].nkids[0] = s->s[at].nkids[1] = 0;
    if (st.kind == GS_ACCESS) { /* loop counters that do not exist read as 0 */
      for (int l = loops; l < 3; l++) s->s[at].idx.c[GA_L0 + l] = 0;
      if (!(s->dims & 1)) s->s[at].idx.c[GA_TY] = 0;
      if (!(s->dims & 2)) s->s[at].idx.c[GA_TZ] = 0;
      s->s[at].array = (uint8_t)(st.array % (s->nglobal + s->nshared));
    }
    return true;
  }
  bool div = divergent;
  if (st.kind == GS_IF) div |= (st.op % 4 == 1 || st.op % 4 == 2);
  if (st.kind == GS_SWITCH) {
    div |= st.op % 2 == 1;
    st.nkids[0] = (uint8_t)(1 + st.nkids[0]); /* one child per case: 1-4 cases */
    st.nkids[1] = (uint8_t)(st.nkids[1] % 2);
  }
  if (st.kind == GS_LOOP) {
    div |= st.step == 3; /* a grid-stride loop starts at tid.x */
    st.nkids[1] = 0;
    if (!st.nkids[0]) st.nkids[0] = 1;
  }
  if (st.kind == GS_IF && !st.nkids[0]) st.nkids[0] = 1;
  int got[2] = {0, 0};
  for (int arm = 0; arm < 2; arm++)
    for (int i = 0; i < st.nkids[arm]; i++)
      if (place(f, depth + 1, loops + (st.kind == GS_LOOP), div)) got[arm]++;
  s->s[at].nkids[0] = (uint8_t)got[0];
  s->s[at].nkids[1] = (uint8_t)got[1];
  if (!got[0]) s->s[at].kind = GS_ACCESS; /* an empty compound becomes an access */
  if (s->s[at].kind == GS_ACCESS) {
    s->s[at].nkids[0] = s->s[at].nkids[1] = 0;
    s->s[at].array = (uint8_t)(st.array % (s->nglobal + s->nshared));
    for (int l = loops; l < 3; l++) s->s[at].idx.c[GA_L0 + l] = 0;
  }
  return true;
}

/* What an access may name: the loop counters around it, tid.y / tid.z when the kernel has
 * them.  Walks the preorder tree; returns the index after the subtree at i. */
static int sanitize_at(gen_spec *s, int i, int loops) {
  gen_stmt *st = &s->s[i];
  if (st->kind == GS_ACCESS) {
    for (int l = loops; l < 3; l++) st->idx.c[GA_L0 + l] = 0;
    if (!(s->dims & 1)) st->idx.c[GA_TY] = 0;
    if (!(s->dims & 2)) st->idx.c[GA_TZ] = 0;
  }
  int next = i + 1, inner = loops + (st->kind == GS_LOOP);
  for (int k = 0; k < st->nkids[0] + st->nkids[1] && next < s->ns; k++) next = sanitize_at(s, next, inner);
  return next;
}

static void sanitize(gen_spec *s) {
  for (int i = 0; i < s->ns;) i = sanitize_at(s, i, 0);
}

void gen_decode(const uint8_t *data, size_t n, const gen_opts *o, gen_spec *s) {
  (void)o;
  reader r = {data, n, 0};
  memset(s, 0, sizeof *s);
  uint8_t h[HDR];
  for (int i = 0; i < HDR; i++) h[i] = rd(&r);
  s->nglobal = (uint8_t)(1 + h[0] % 3);
  s->nshared = (uint8_t)(h[1] % 3);
  for (int i = 0; i < GEN_MAX_ARRAYS * 2; i++) {
    uint8_t e = (uint8_t)((h[2 + i / 4] >> (2 * (i % 4))) & 3);
    s->elem[i] = e == 3 ? 0 : e; /* i32 twice as likely */
  }
  s->dims = (uint8_t)(h[4] % 8 == 6 ? 1 : h[4] % 8 == 7 ? 3 : 0);
  s->flags = (uint8_t)(h[5] % 4);
  s->kflags = (uint8_t)(h[7] % 8);
  int nrec = 1 + h[6] % GEN_MAX_STMTS;
  gen_stmt raw[GEN_MAX_STMTS];
  for (int i = 0; i < nrec; i++) decode_record(&r, &raw[i]);
  fixer f = {s, 0, nrec, raw};
  while (place(&f, 0, 0, false)) {
  }
  /* copied coefficients: form bit 7 takes the previous access's */
  int prev = -1;
  for (int i = 0; i < s->ns; i++) {
    if (s->s[i].kind != GS_ACCESS) continue;
    if ((s->s[i].idx.form & 0x80) && prev >= 0) memcpy(s->s[i].idx.c, s->s[prev].idx.c, sizeof s->s[i].idx.c);
    prev = i;
  }
  sanitize(s);
}

/* ---- encoding ---- */

static uint8_t coef_code(int8_t c) {
  for (int i = 0; i < 16; i++)
    if (coef_table[i] == c) return (uint8_t)i;
  return 0;
}

static uint8_t kind_code(uint8_t k) {
  static const uint8_t code[GS_NKINDS] = {0, 8, 10, 11, 13};
  return code[k];
}

size_t gen_encode(const gen_spec *s, uint8_t *out, size_t cap) {
  size_t n = 0;
  uint8_t h[HDR] = {0};
  h[0] = (uint8_t)(s->nglobal - 1);
  h[1] = s->nshared;
  for (int i = 0; i < GEN_MAX_ARRAYS * 2; i++) h[2 + i / 4] |= (uint8_t)((s->elem[i] & 3) << (2 * (i % 4)));
  h[4] = (uint8_t)(s->dims == 1 ? 6 : s->dims == 3 ? 7 : 0);
  h[5] = s->flags;
  h[7] = s->kflags;
  int live = 0;
  for (int i = 0; i < s->ns; i++) live++;
  h[6] = (uint8_t)(live ? live - 1 : 0);
  for (int i = 0; i < HDR && n < cap; i++) out[n++] = h[i];
  for (int i = 0; i < s->ns; i++) {
    const gen_stmt *st = &s->s[i];
    uint8_t b[REC] = {0};
    b[0] = (uint8_t)(kind_code(st->kind) | (st->var << 4));
    b[1] = st->kind == GS_SWITCH ? (uint8_t)(st->nkids[0] - 1) : st->nkids[0];
    b[2] = st->nkids[1];
    b[3] = st->array;
    b[4] = st->op;
    b[5] = (uint8_t)(st->value | (st->scale << 2));
    b[6] = (uint8_t)(st->step | (st->stride << 2));
    b[7] = (uint8_t)(st->down | (st->argb << 1) | (st->rot << 2));
    b[8] = (uint8_t)(st->bound - 2);
    b[9] = (uint8_t)(st->idx.form & 0x7f); /* coefficients are written out */
    b[10] = (uint8_t)st->idx.k;
    for (int a = 0; a < GA_NATOMS; a++) b[11 + a / 2] |= (uint8_t)(coef_code(st->idx.c[a]) << (a & 1 ? 4 : 0));
    for (int k = 0; k < REC && n < cap; k++) out[n++] = b[k];
  }
  return n;
}

/* ---- seeds and shapes ---- */

bool gen_parse_shapes(const char *s, unsigned *out, char *err, size_t errlen) {
  static const struct { const char *n; unsigned bit; } names[] = {
      {"strided", GEN_SHAPE_STRIDED}, {"negoff", GEN_SHAPE_NEGOFF}, {"crossblock", GEN_SHAPE_CROSSBLOCK},
      {"barrier", GEN_SHAPE_BARRIER}, {"loop", GEN_SHAPE_LOOP},     {"wide", GEN_SHAPE_WIDE},
      {"shared", GEN_SHAPE_SHARED},   {"sync", GEN_SHAPE_SYNC},     {"i64", GEN_SHAPE_I64},
      {"stride", GEN_SHAPE_STRIDE},   {"memops", GEN_SHAPE_MEMOPS}, {"tile3d", GEN_SHAPE_TILE3D},
      {"all", GEN_SHAPE_ALL}};
  *out = 0;
  while (*s) {
    size_t len = strcspn(s, ",");
    bool found = false;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
      if (strlen(names[i].n) == len && !strncmp(names[i].n, s, len)) {
        *out |= names[i].bit;
        found = true;
      }
    if (!found) {
      snprintf(err, errlen, "unknown shape '%.*s' (known: strided, negoff, crossblock, barrier, loop, wide, shared, sync, "
               "i64, stride, memops, tile3d, all)",
               (int)len, s);
      return false;
    }
    s += len;
    if (*s == ',') s++;
  }
  return true;
}

void gen_seed_bytes(uint64_t seed, uint8_t *out, size_t n) {
  uint64_t st = seed ^ 0x6e7674766e767476ULL;
  for (size_t i = 0; i < n; i += 8) {
    uint64_t v = gen_rand(&st);
    for (size_t k = 0; k < 8 && i + k < n; k++) out[i + k] = (uint8_t)(v >> (8 * k));
  }
  /* 20-60 instructions: 3-9 statements */
  if (n > 6) out[6] = (uint8_t)(2 + out[6] % 7);
}

/* Biases a spec toward shapes (nvtv gen --shape, campaigns).  Applied after decoding. */
static void apply_shapes(gen_spec *s, unsigned shapes, uint64_t *rng) {
  if (!shapes) return;
  int prev = -1;
  for (int i = 0; i < s->ns; i++) {
    gen_stmt *st = &s->s[i];
    if (st->kind != GS_ACCESS) continue;
    if ((shapes & GEN_SHAPE_STRIDED) && !st->idx.c[GA_TX] && !st->idx.c[GA_GID]) st->idx.c[GA_GID] = 1;
    if ((shapes & GEN_SHAPE_NEGOFF) && st->idx.k > 0 && (gen_rand(rng) & 1)) st->idx.k = (int16_t)-st->idx.k;
    if ((shapes & GEN_SHAPE_WIDE) && !st->idx.c[GA_ROWLD]) st->idx.c[GA_ROWLD] = 1;
    if ((shapes & (GEN_SHAPE_CROSSBLOCK | GEN_SHAPE_STRIDED | GEN_SHAPE_WIDE)) && prev >= 0 && (gen_rand(rng) % 3))
      st->idx.form |= 0x80, memcpy(st->idx.c, s->s[prev].idx.c, sizeof st->idx.c);
    if ((shapes & GEN_SHAPE_STRIDE) && prev >= 0 && gen_rand(rng) % 3 == 0) { /* A[i + k], B[i + k]: one index */
      st->idx.form |= 0x80, memcpy(st->idx.c, s->s[prev].idx.c, sizeof st->idx.c);
      st->idx.k = s->s[prev].idx.k;
      st->array = (uint8_t)(s->s[prev].array + 1);
    }
    if ((shapes & GEN_SHAPE_SHARED) && s->nshared == 0) s->nshared = 1;
    prev = i;
  }
  if (shapes & GEN_SHAPE_TILE3D) {
    s->dims = 3;
    s->kflags = (uint8_t)(2 | (gen_rand(rng) & 5));
    if (!s->nshared) s->nshared = 1;
  }
  bool has_sync = false;
  for (int i = 0; i < s->ns; i++) has_sync |= s->s[i].kind == GS_BARRIER;
  if (((shapes & GEN_SHAPE_BARRIER) || ((shapes & GEN_SHAPE_SYNC) && !has_sync)) && s->ns + 1 < GEN_MAX_STMTS) {
    /* a barrier at the top level, between two statements */
    int top[GEN_MAX_STMTS], nt = 0;
    for (int i = 0; i < s->ns;) {
      top[nt++] = i;
      int end = i + 1, pending = s->s[i].nkids[0] + s->s[i].nkids[1];
      while (pending > 0) {
        pending += s->s[end].nkids[0] + s->s[end].nkids[1] - 1;
        end++;
      }
      i = end;
    }
    int at = nt > 1 ? top[1 + gen_rand(rng) % (uint64_t)(nt - 1)] : s->ns;
    memmove(&s->s[at + 1], &s->s[at], (size_t)(s->ns - at) * sizeof s->s[0]);
    memmove(&s->off[at + 1], &s->off[at], (size_t)(s->ns - at));
    memset(&s->s[at], 0, sizeof s->s[at]);
    s->s[at].kind = GS_BARRIER;
    s->off[at] = 0;
    s->ns++;
    if (s->nshared == 0) s->nshared = 1;
  }
  for (int i = 0; i < s->ns; i++) {
    gen_stmt *st = &s->s[i];
    uint64_t r = gen_rand(rng);
    if (st->kind == GS_LOOP) {
      if (shapes & GEN_SHAPE_I64) st->var |= 1;
      if ((shapes & GEN_SHAPE_LOOP) && (r & 8)) st->rot = 1;
      if (shapes & GEN_SHAPE_STRIDE) st->var = (uint8_t)((st->var & 1) | (r >> 40 & 14)); /* outer start, pointer exit, unsigned */
      if ((shapes & GEN_SHAPE_STRIDE) && (r & 3)) st->stride = (uint8_t)(48 + (r >> 8) % 16);
    }
    if (st->kind == GS_ACCESS) {
      if ((shapes & GEN_SHAPE_STRIDE) && (r & 1)) st->scale = (uint8_t)(48 + (r >> 8) % 16);
      if ((shapes & GEN_SHAPE_MEMOPS) && (r & 2)) st->var = (uint8_t)(10 + (r >> 16) % 6);
      if ((shapes & GEN_SHAPE_MEMOPS) && !(r & 4) && st->op % 8 >= 4) st->op = 7; /* atomics, also in loops */
      if ((shapes & GEN_SHAPE_TILE3D) && st->array % (s->nglobal + s->nshared) >= s->nglobal)
        st->idx.c[GA_TX] = st->idx.c[GA_TY] = st->idx.c[GA_TZ] = 1;
    }
    if (st->kind == GS_BARRIER && (shapes & GEN_SHAPE_SYNC)) {
      st->var = (uint8_t)(6 + (r >> 8) % 10);
      st->bound = (int16_t)(2 + (r >> 20) % 14);
      st->op = (uint8_t)(r >> 28);
    }
  }
}

void gen_from_seed(uint64_t seed, unsigned shapes, gen_spec *s) {
  uint8_t bytes[HDR + REC * 12];
  gen_seed_bytes(seed, bytes, sizeof bytes);
  gen_decode(bytes, sizeof bytes, NULL, s);
  uint64_t rng = seed * 31 + 7;
  apply_shapes(s, shapes, &rng);
  /* the shapes changed the spec: re-encode and decode so that it is canonical */
  uint8_t again[HDR + REC * GEN_MAX_STMTS];
  size_t n = gen_encode(s, again, sizeof again);
  gen_decode(again, n, NULL, s);
}

int gen_live_stmts(const gen_spec *s) {
  int n = 0;
  for (int i = 0; i < s->ns; i++) n += !s->off[i];
  return n;
}

/* ---- structural mutation ---- */

void gen_mutate(gen_spec *s, uint64_t *rng) {
  uint8_t b[HDR + REC * (GEN_MAX_STMTS + 1)];
  size_t n = gen_encode(s, b, sizeof b);
  int nrec = (int)((n - HDR) / REC);
  switch (gen_rand(rng) % 6) {
  case 0: /* a field of a record */
  case 1:
    if (nrec) b[HDR + (gen_rand(rng) % (uint64_t)nrec) * REC + gen_rand(rng) % REC] = (uint8_t)gen_rand(rng);
    break;
  case 2: /* insert a fresh record */
    if (nrec < GEN_MAX_STMTS) {
      int at = nrec ? (int)(gen_rand(rng) % (uint64_t)(nrec + 1)) : 0;
      memmove(b + HDR + (at + 1) * REC, b + HDR + at * REC, (size_t)(nrec - at) * REC);
      for (int k = 0; k < REC; k++) b[HDR + at * REC + k] = (uint8_t)gen_rand(rng);
      nrec++;
      n += REC;
    }
    break;
  case 3: /* delete a record */
    if (nrec > 1) {
      int at = (int)(gen_rand(rng) % (uint64_t)nrec);
      memmove(b + HDR + at * REC, b + HDR + (at + 1) * REC, (size_t)(nrec - at - 1) * REC);
      nrec--;
      n -= REC;
    }
    break;
  case 4: /* the header */
    b[gen_rand(rng) % 6] = (uint8_t)gen_rand(rng);
    break;
  default: /* an index: form or constant */
    if (nrec) b[HDR + (gen_rand(rng) % (uint64_t)nrec) * REC + 9 + gen_rand(rng) % 2] = (uint8_t)gen_rand(rng);
    break;
  }
  b[6] = (uint8_t)(nrec ? nrec - 1 : 0);
  gen_decode(b, n, NULL, s);
}

/* ---- emission ---- */

/* The loop steps of stride codes 48-63 (0: the enclosing loop's) and the factors of scale
 * codes 48-59 on loop-counter coefficients: large, non-power-of-two and negative, so that
 * LSR's stride-factored formulae and chains have candidates. */
static const int step_table[16] = {5, 7, 12, 24, 100, 1000, 3, 6, 17, 96, 4, 8, 16, 32, 64, 0};
static const int scale_table[12] = {3, 5, 6, 7, 12, 24, 100, -12, 1000, -3, 96, 20};

typedef struct gloop {
  char name[16];
  bool wide;  /* an i64 counter */
  int stepc;  /* its constant step, 0 for ntid.x */
} gloop;

typedef struct emitter {
  const gen_spec *s;
  verify_sbuf b;
  int tmp, blk;
  gloop lv[3]; /* the enclosing loops, innermost first */
  int nloops;
  char last[32];      /* last loaded value in this block, "" if none */
  int last_elem;
  bool used_ld;
  verify_sbuf decls;  /* declarations of the intrinsics used, each once */
  unsigned dev;       /* device functions used: bit (load/store * 6 + as * 3 + elem) */
  bool prof;          /* !1, the branch weights of an unlikely arm, is used */
} emitter;

static const char *elem_ty(int e) { return e == 1 ? "float" : e == 2 ? "i64" : "i32"; }
static int elem_size(int e) { return e == 2 ? 8 : 4; }

static int array_elem(const gen_spec *s, int a) { return s->elem[a < s->nglobal ? a : GEN_MAX_ARRAYS + a - s->nglobal]; }

static void base_of(const gen_spec *s, int a, char *out, size_t n, int *as) {
  if (a < s->nglobal) {
    snprintf(out, n, "%%g%d", a);
    *as = 1;
  } else {
    snprintf(out, n, "@s%d", a - s->nglobal);
    *as = 3;
  }
}

/* A declaration, once. */
static void declare(emitter *e, const char *decl) {
  if (e->decls.s && strstr(e->decls.s, decl)) return;
  verify_sbprintf(&e->decls, "%s\n", decl);
}

/* A new temporary's name. */
static const char *tmpname(emitter *e, char *buf) {
  snprintf(buf, 32, "%%t%d", e->tmp++);
  return buf;
}

static void start_block(emitter *e, const char *label) {
  verify_sbprintf(&e->b, "\n%s:\n", label);
  e->last[0] = 0;
}

/* An atom's value at width 32 or 64 (ext: 's' sext, 'z' zext). */
static void atom_value(emitter *e, int a, bool wide, char ext, char *out) {
  char t[32];
  const char *v32 = NULL;
  switch (a) {
  case GA_TX: v32 = "%tx"; break;
  case GA_TY: v32 = "%ty"; break;
  case GA_TZ: v32 = "%tz"; break;
  case GA_GID: v32 = "%gid"; break;
  case GA_N: v32 = "%n"; break;
  case GA_ROWLD: {
    /* (zext row) * %ld: a 64-bit product */
    const char *row = (e->s->dims & 1) ? "%ty" : "%gid";
    char z[32];
    verify_sbprintf(&e->b, "  %s = zext i32 %s to i64\n", tmpname(e, z), row);
    verify_sbprintf(&e->b, "  %s = mul i64 %s, %%ld\n", tmpname(e, t), z);
    e->used_ld = true;
    strcpy(out, t);
    return;
  }
  default: {
    const gloop *l = &e->lv[a - GA_L0];
    if (l->wide) { /* an i64 counter: as is, or truncated */
      if (wide) strcpy(out, l->name);
      else verify_sbprintf(&e->b, "  %s = trunc i64 %s to i32\n", tmpname(e, out), l->name);
      return;
    }
    v32 = l->name;
    break;
  }
  }
  if (!wide) {
    strcpy(out, v32);
    return;
  }
  verify_sbprintf(&e->b, "  %s = %s i32 %s to i64\n", tmpname(e, t), ext == 'z' ? "zext" : "sext", v32);
  strcpy(out, t);
}

/* The index in elements, as an i64 value (or constant) in out: sum of mul[a] * c[a] * atom
 * + k. */
static void emit_index(emitter *e, const gen_index *ix, const int *mul, long long k, char *out) {
  int form = ix->form;
  int domain = form & 3; /* 0 i32 nsw + sext, 1 i32 + sext, 2 i32 nsw + zext, 3 i64 */
  if (ix->c[GA_ROWLD] || k > 30000 || k < -30000) domain = 3;
  bool shl = form & 4, rev = form & 8;
  bool wide = domain == 3;
  const char *ity = wide ? "i64" : "i32";
  const char *fl = domain == 1 ? "" : " nsw";
  char ext = domain == 2 ? 'z' : 's';
  int order[GA_NATOMS], n = 0;
  for (int a = 0; a < GA_NATOMS; a++)
    if (ix->c[a] && (a < GA_L0 || a - GA_L0 < e->nloops)) order[n++] = a;
  if (rev)
    for (int i = 0; i < n / 2; i++) {
      int t = order[i];
      order[i] = order[n - 1 - i];
      order[n - 1 - i] = t;
    }
  char acc[32] = "";
  for (int i = 0; i < n; i++) {
    int a = order[i], c = ix->c[a] * mul[a];
    char v[32], term[32];
    atom_value(e, a, wide, ext, v);
    int mag = c < 0 ? -c : c;
    if (mag == 1) {
      strcpy(term, v);
    } else if (shl && !(mag & (mag - 1))) {
      verify_sbprintf(&e->b, "  %s = shl%s %s %s, %d\n", tmpname(e, term), fl, ity, v, __builtin_ctz((unsigned)mag));
    } else {
      verify_sbprintf(&e->b, "  %s = mul%s %s %s, %d\n", tmpname(e, term), fl, ity, v, mag);
    }
    char nacc[32];
    if (!acc[0]) {
      if (c < 0) verify_sbprintf(&e->b, "  %s = sub%s %s 0, %s\n", tmpname(e, nacc), fl, ity, term);
      else strcpy(nacc, term);
    } else {
      verify_sbprintf(&e->b, "  %s = %s%s %s %s, %s\n", tmpname(e, nacc), c < 0 ? "sub" : "add", fl, ity, acc, term);
    }
    strcpy(acc, nacc);
  }
  bool split_k = ((form >> 4) & 3) == 3;
  if (!split_k && k) {
    char nacc[32];
    if (acc[0]) verify_sbprintf(&e->b, "  %s = add%s %s %s, %lld\n", tmpname(e, nacc), fl, ity, acc, k);
    else snprintf(nacc, sizeof nacc, "%lld", k);
    strcpy(acc, nacc);
  }
  if (!acc[0]) strcpy(acc, "0");
  if (!wide && acc[0] == '%') {
    char x[32];
    verify_sbprintf(&e->b, "  %s = %s i32 %s to i64\n", tmpname(e, x), ext == 'z' ? "zext" : "sext", acc);
    strcpy(acc, x);
  }
  strcpy(out, acc);
}

/* The address of element idx (an i64 value or constant) of array a, by one of the GEP forms. */
static void emit_gep(emitter *e, int a, const char *idx, int gep, const char *ib, long long k, char *p) {
  const gen_spec *s = e->s;
  int el = array_elem(s, a), as;
  char base[16];
  base_of(s, a, base, sizeof base, &as);
  const char *ty = elem_ty(el);
  switch (gep) {
  case 0:
  case 3:
    verify_sbprintf(&e->b, "  %s = getelementptr%s %s, ptr addrspace(%d) %s, i64 %s\n", tmpname(e, p), ib, ty, as, base, idx);
    if (gep == 3 && k) {
      char q[32];
      verify_sbprintf(&e->b, "  %s = getelementptr%s %s, ptr addrspace(%d) %s, i64 %lld\n", tmpname(e, q), ib, ty, as, p, k);
      strcpy(p, q);
    }
    break;
  case 1:
    verify_sbprintf(&e->b, "  %s = getelementptr%s [%d x %s], ptr addrspace(%d) %s, i64 0, i64 %s\n", tmpname(e, p), ib, ARRAY_ELEMS,
        ty, as, base, idx);
    break;
  default: {
    char off[32];
    if (idx[0] == '%') verify_sbprintf(&e->b, "  %s = shl i64 %s, %d\n", tmpname(e, off), idx, elem_size(el) == 8 ? 3 : 2);
    else snprintf(off, sizeof off, "%lld", (long long)atoll(idx) * elem_size(el));
    verify_sbprintf(&e->b, "  %s = getelementptr%s i8, ptr addrspace(%d) %s, i64 %s\n", tmpname(e, p), ib, as, base, off);
    break;
  }
  }
}

/* The value a store writes: a constant, the last loaded value, %n or a loop counter. */
static void store_value(emitter *e, const gen_stmt *st, int el, char *val) {
  switch (st->value) {
  case 1:
    if (e->last[0] && e->last_elem == el) {
      strcpy(val, e->last);
      return;
    }
    /* fall through */
  case 0: snprintf(val, 48, el == 1 ? "%d.0" : "%d", 1 + st->idx.k % 7); return;
  default: {
    char src[32] = "%n";
    if (st->value == 3 && e->nloops) {
      if (e->lv[0].wide) verify_sbprintf(&e->b, "  %s = trunc i64 %s to i32\n", tmpname(e, src), e->lv[0].name);
      else strcpy(src, e->lv[0].name);
    }
    if (el == 1) verify_sbprintf(&e->b, "  %s = sitofp i32 %s to float\n", tmpname(e, val), src);
    else if (el == 2) verify_sbprintf(&e->b, "  %s = sext i32 %s to i64\n", tmpname(e, val), src);
    else strcpy(val, src);
    return;
  }
  }
}

/* Accesses of variants 11-15: vectors, memcpy, memset, a device function's access. */
static void emit_access_variant(emitter *e, const gen_stmt *st, int a, const char *p, const char *idx, bool load) {
  const gen_spec *s = e->s;
  int el = array_elem(s, a), as = a < s->nglobal ? 1 : 3, align = elem_size(el);
  const char *ty = elem_ty(el);
  char t[32], decl[256];
  switch (st->var) {
  case 11:
  case 12: {
    int n = st->var == 11 ? 2 : 4;
    if (load) {
      verify_sbprintf(&e->b, "  %s = load <%d x %s>, ptr addrspace(%d) %s, align %d\n", tmpname(e, t), n, ty, as, p, align);
      return;
    }
    verify_sbprintf(&e->b, "  store <%d x %s> <", n, ty);
    for (int i = 0; i < n; i++) verify_sbprintf(&e->b, el == 1 ? "%s%s %d.0" : "%s%s %d", i ? ", " : "", ty, 1 + i + st->idx.k % 5);
    verify_sbprintf(&e->b, ">, ptr addrspace(%d) %s, align %d\n", as, p, align);
    return;
  }
  case 13: { /* memcpy to or from the same element of the next array */
    int b = (a + 1) % (s->nglobal + s->nshared), bas = b < s->nglobal ? 1 : 3;
    char q[32];
    emit_gep(e, b, idx, 2, "", 0, q);
    const char *dst = load ? q : p, *src = load ? p : q;
    int das = load ? bas : as, sas = load ? as : bas;
    snprintf(decl, sizeof decl, "declare void @llvm.memcpy.p%d.p%d.i64(ptr addrspace(%d), ptr addrspace(%d), i64, i1)", das, sas,
             das, sas);
    declare(e, decl);
    verify_sbprintf(&e->b, "  call void @llvm.memcpy.p%d.p%d.i64(ptr addrspace(%d) align %d %s, ptr addrspace(%d) align %d %s, i64 %d, i1 %s)\n",
                    das, sas, das, 4, dst, sas, 4, src, 8 + 8 * (st->bound & 1), st->op & 8 ? "true" : "false");
    return;
  }
  case 14:
    snprintf(decl, sizeof decl, "declare void @llvm.memset.p%d.i64(ptr addrspace(%d), i8, i64, i1)", as, as);
    declare(e, decl);
    verify_sbprintf(&e->b, "  call void @llvm.memset.p%d.i64(ptr addrspace(%d) align %d %s, i8 %d, i64 %d, i1 false)\n", as, as, align,
                    p, st->idx.k & 0x7f, 4 * (1 + st->bound % 4));
    return;
  default: { /* 15: a noinline device function does the access */
    int fnid = (load ? 0 : 6) + (as == 1 ? 0 : 3) + el;
    e->dev |= 1u << fnid;
    if (load) {
      verify_sbprintf(&e->b, "  %s = call %s @nvtv_dev%d(ptr addrspace(%d) %s)\n", tmpname(e, t), ty, fnid, as, p);
      strcpy(e->last, t);
      e->last_elem = el;
      return;
    }
    char val[48];
    store_value(e, st, el, val);
    verify_sbprintf(&e->b, "  call void @nvtv_dev%d(ptr addrspace(%d) %s, %s %s)\n", fnid, as, p, ty, val);
    return;
  }
  }
}

static void emit_access(emitter *e, const gen_stmt *st) {
  const gen_spec *s = e->s;
  int a = st->array, el = array_elem(s, a), as = a < s->nglobal ? 1 : 3;
  char idx[32], p[32];
  const char *ty = elem_ty(el);
  int mul[GA_NATOMS];
  for (int i = 0; i < GA_NATOMS; i++) mul[i] = 1;
  long long k = st->idx.k;
  if (st->scale >= 48 && st->scale < 60)
    for (int l = GA_L0; l <= GA_L2; l++) mul[l] = scale_table[st->scale - 48];
  if (st->scale >= 60) k += (k < 0 ? -1LL : 1LL) * (1LL << 30) * (st->scale - 59); /* beyond 32-bit byte offsets */
  if ((s->kflags & 2) && as == 3) mul[GA_TY] = 8, mul[GA_TZ] = 64; /* a 3-D tile */
  emit_index(e, &st->idx, mul, k, idx);
  int gep = (st->idx.form >> 4) & 3;
  const char *ib = (st->idx.form & 0x40) ? " inbounds" : "";
  emit_gep(e, a, idx, gep, ib, k, p);
  int align = elem_size(el);
  int op = st->op % 8;
  if (st->var >= 11) {
    emit_access_variant(e, st, a, p, idx, op < 4);
    return;
  }
  const char *vol = st->var == 10 ? " volatile" : "";
  if (op < 4) {
    char v[32];
    verify_sbprintf(&e->b, "  %s = load%s %s, ptr addrspace(%d) %s, align %d\n", tmpname(e, v), vol, ty, as, p, align);
    strcpy(e->last, v);
    e->last_elem = el;
    return;
  }
  char val[48];
  store_value(e, st, el, val);
  if (op == 7) {
    char old[32];
    verify_sbprintf(&e->b, "  %s = atomicrmw%s %s ptr addrspace(%d) %s, %s %s monotonic, align %d\n", tmpname(e, old), vol,
        el == 1 ? "fadd" : "add", as, p, ty, val, align);
    return;
  }
  verify_sbprintf(&e->b, "  store%s %s %s, ptr addrspace(%d) %s, align %d\n", vol, ty, val, as, p, align);
}

/* A sync statement: barrier0, or (variants 6-15) the other sync intrinsics the passes and
 * DSE know. */
static void emit_sync(emitter *e, const gen_stmt *st, int id) {
  char t[32], c[32];
  switch (st->var) {
  case 6:
    declare(e, "declare void @llvm.nvvm.barrier.sync(i32)");
    verify_sbprintf(&e->b, "  call void @llvm.nvvm.barrier.sync(i32 0)\n");
    return;
  case 7:
    if (e->s->dims) break; /* the count is the block's threads: ntid.x in a 1-D kernel */
    declare(e, "declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)");
    verify_sbprintf(&e->b, "  call void @llvm.nvvm.barrier.sync.cnt(i32 0, i32 %%nx)\n");
    return;
  case 8:
  case 9:
  case 10: {
    const char *v = st->var == 8 ? "popc" : st->var == 9 ? "and" : "or";
    char decl[96];
    snprintf(decl, sizeof decl, "declare i32 @llvm.nvvm.barrier0.%s(i32)", v);
    declare(e, decl);
    verify_sbprintf(&e->b, "  %s = and i32 %%tx, %d\n", tmpname(e, c), 1 + st->bound % 3);
    verify_sbprintf(&e->b, "  %s = call i32 @llvm.nvvm.barrier0.%s(i32 %s)\n", tmpname(e, t), v, c);
    strcpy(e->last, t); /* a later store of an i32 may write it: the result is used */
    e->last_elem = 0;
    return;
  }
  case 11:
    declare(e, "declare void @llvm.nvvm.bar.warp.sync(i32)");
    verify_sbprintf(&e->b, "  call void @llvm.nvvm.bar.warp.sync(i32 -1)\n");
    return;
  case 12:
  case 13:
  case 14: {
    const char *sc = st->var == 12 ? "cta" : st->var == 13 ? "gl" : "sys";
    char decl[64];
    snprintf(decl, sizeof decl, "declare void @llvm.nvvm.membar.%s()", sc);
    declare(e, decl);
    verify_sbprintf(&e->b, "  call void @llvm.nvvm.membar.%s()\n", sc);
    return;
  }
  case 15:
    switch (st->bound % 6) {
    case 0:
      declare(e, "declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg)");
      verify_sbprintf(&e->b, "  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0)\n");
      return;
    case 1:
    case 2: {
      const char *arrive = st->bound % 6 == 1 ? "llvm.nvvm.barrier.cluster.arrive.relaxed" : "llvm.nvvm.barrier.cluster.arrive";
      char decl[96];
      snprintf(decl, sizeof decl, "declare void @%s()", arrive);
      declare(e, decl);
      declare(e, "declare void @llvm.nvvm.barrier.cluster.wait()");
      verify_sbprintf(&e->b, "  call void @%s()\n  call void @llvm.nvvm.barrier.cluster.wait()\n", arrive);
      return;
    }
    case 3:
    case 4: { /* exit or trap: under a uniform test, or the early-return idiom tx >= n */
      bool ex = st->bound % 6 == 3;
      declare(e, ex ? "declare void @llvm.nvvm.exit()" : "declare void @llvm.trap()");
      if (st->op & 1) verify_sbprintf(&e->b, "  %s = icmp uge i32 %%tx, %%n\n", tmpname(e, c));
      else verify_sbprintf(&e->b, "  %s = icmp eq i32 %%n, %d\n", tmpname(e, c), st->bound);
      verify_sbprintf(&e->b, "  br i1 %s, label %%x%d.do, label %%x%d.end\n\nx%d.do:\n", c, id, id, id);
      verify_sbprintf(&e->b, "  call void @%s()\n  br label %%x%d.end\n", ex ? "llvm.nvvm.exit" : "llvm.trap", id);
      char l[32];
      snprintf(l, sizeof l, "x%d.end", id);
      start_block(e, l);
      return;
    }
    default:
      declare(e, "declare void @llvm.nvvm.barrier.n(i32)");
      verify_sbprintf(&e->b, "  call void @llvm.nvvm.barrier.n(i32 0)\n");
      return;
    }
  }
  declare(e, "declare void @llvm.nvvm.barrier0()");
  verify_sbprintf(&e->b, "  call void @llvm.nvvm.barrier0()\n");
}

static int emit_seq(emitter *e, int i, int count);

/* One arm of an if or a switch: block `pfx``id`.`arm`, first the line pre (if any), count
 * statements from i, a branch to `pfx``id`.end; returns the next statement. */
static int emit_arm(emitter *e, const char *pfx, int id, const char *arm, int i, int count, const char *pre) {
  char l[48];
  snprintf(l, sizeof l, "%s%d.%s", pfx, id, arm);
  start_block(e, l);
  if (pre) verify_sbprintf(&e->b, "  %%h%d.%s%s", id, arm, pre);
  if ((e->s->kflags & 4) && !strcmp(arm, "then")) { /* a private array allocated in the arm (after inlining) */
    char a[32], q[32], v[32];
    verify_sbprintf(&e->b, "  %s = alloca [4 x i32], align 4\n", tmpname(e, a));
    verify_sbprintf(&e->b, "  %s = getelementptr inbounds [4 x i32], ptr %s, i64 0, i64 %d\n", tmpname(e, q), a, id % 4);
    verify_sbprintf(&e->b, "  store i32 %%n, ptr %s, align 4\n  %s = load i32, ptr %s, align 4\n", q, tmpname(e, v), q);
  }
  i = emit_seq(e, i, count);
  verify_sbprintf(&e->b, "  br label %%%s%d.end\n", pfx, id);
  return i;
}

/* A loop's exit test on the value v of its counter: v < bound, v > -1 counting down, or
 * g0 + v < g0 + bound on pointers (pv: the pointer).  The condition's name goes to c. */
static void loop_test(emitter *e, const char *v, bool w, bool ptr_exit, bool down, const char *bound, const char *pe,
                      int pel, char *c, char *pv) {
  const char *it = w ? "i64" : "i32";
  if (ptr_exit) {
    char x[32];
    if (w) snprintf(x, sizeof x, "%s", v);
    else verify_sbprintf(&e->b, "  %s = sext i32 %s to i64\n", tmpname(e, x), v);
    verify_sbprintf(&e->b, "  %s = getelementptr %s, ptr addrspace(1) %%g0, i64 %s\n", tmpname(e, pv), elem_ty(pel), x);
    verify_sbprintf(&e->b, "  %s = icmp ult ptr addrspace(1) %s, %s\n", tmpname(e, c), pv, pe);
  } else if (down) verify_sbprintf(&e->b, "  %s = icmp sgt %s %s, -1\n", tmpname(e, c), it, v);
  else verify_sbprintf(&e->b, "  %s = icmp slt %s %s, %s\n", tmpname(e, c), it, v, bound);
}

/* A loop: for (i = start; cond; i += step), i32 or i64, a preheader, a header with the phi
 * and the test, the body, a latch.  Rotated (rot, what -O3's loop-rotate makes): a guard in
 * the preheader and the test of i.next in the latch. */
static int emit_loop(emitter *e, const gen_stmt *st, int id, int next) {
  char start[32], bound[32], iname[16], c[32], l[64];
  bool w = st->var & 1;
  const char *it = w ? "i64" : "i32";
  snprintf(iname, sizeof iname, "%%i%d", id);
  bool ntid = st->step == 3;
  int stepc = ntid ? 0 : st->step + 1;
  if (!ntid && st->stride >= 48) {
    stepc = step_table[st->stride - 48];
    if (!stepc) stepc = e->nloops ? e->lv[0].stepc : 1; /* the enclosing loop's step */
    if (!stepc) ntid = true;
  }
  bool down = st->down && !ntid;
  if (st->argb) {
    if (w) verify_sbprintf(&e->b, "  %s = sext i32 %%n to i64\n", tmpname(e, bound));
    else snprintf(bound, sizeof bound, "%%n");
  } else snprintf(bound, sizeof bound, "%d", st->bound);
  if (ntid) {
    if (w) verify_sbprintf(&e->b, "  %s = zext i32 %%tx to i64\n", tmpname(e, start));
    else snprintf(start, sizeof start, "%%tx");
  } else if (down) { /* from bound - 1 down to 0 */
    if (st->argb) verify_sbprintf(&e->b, "  %s = add nsw %s %s, -1\n", tmpname(e, start), it, bound);
    else snprintf(start, sizeof start, "%d", st->bound - 1);
  } else if ((st->var & 2) && e->nloops && e->lv[0].wide == w) { /* from the enclosing loop's counter */
    snprintf(start, sizeof start, "%s", e->lv[0].name);
  } else snprintf(start, sizeof start, "0");
  /* var bit 2: the exit test compares pointers into %g0, and the body loads through the
   * pointer: for (p = g0 + i; p < g0 + bound; p += step) ... *p */
  bool ptr_exit = (st->var & 4) && !down;
  int pel = array_elem(e->s, 0);
  char pe[32] = "";
  if (ptr_exit) {
    char x[32];
    if (w) snprintf(x, sizeof x, "%s", bound);
    else if (st->argb) verify_sbprintf(&e->b, "  %s = sext i32 %s to i64\n", tmpname(e, x), bound);
    else snprintf(x, sizeof x, "%s", bound);
    verify_sbprintf(&e->b, "  %s = getelementptr %s, ptr addrspace(1) %%g0, i64 %s\n", tmpname(e, pe), elem_ty(pel), x);
  }
  char stepv[32];
  if (ntid) {
    if (w) verify_sbprintf(&e->b, "  %s = zext i32 %%nx to i64\n", tmpname(e, stepv));
    else snprintf(stepv, sizeof stepv, "%%nx");
  } else snprintf(stepv, sizeof stepv, "%d", down ? -stepc : stepc);
  bool rot = st->rot;
  verify_sbprintf(&e->b, "  br label %%lp%d.ph\n", id);
  snprintf(l, sizeof l, "lp%d.ph", id);
  start_block(e, l);
  char pi[32] = "", pg[32];
  if (rot) { /* the guard (does the first iteration run?), then a preheader */
    loop_test(e, start, w, ptr_exit, down, bound, pe, pel, c, pg);
    verify_sbprintf(&e->b, "  br i1 %s, label %%lp%d.pre, label %%lp%d.exit\n", c, id, id);
    snprintf(l, sizeof l, "lp%d.pre", id);
    start_block(e, l);
  }
  verify_sbprintf(&e->b, "  br label %%lp%d.h\n", id);
  snprintf(l, sizeof l, "lp%d.h", id);
  start_block(e, l);
  verify_sbprintf(&e->b, "  %s = phi %s [ %s, %%lp%d.%s ], [ %s.next, %%lp%d.latch ]\n", iname, it, start, id, rot ? "pre" : "ph",
                  iname, id);
  if (rot) {
    if (ptr_exit) { /* the body's pointer */
      char x[32];
      if (w) snprintf(x, sizeof x, "%s", iname);
      else verify_sbprintf(&e->b, "  %s = sext i32 %s to i64\n", tmpname(e, x), iname);
      verify_sbprintf(&e->b, "  %s = getelementptr %s, ptr addrspace(1) %%g0, i64 %s\n", tmpname(e, pi), elem_ty(pel), x);
    }
    verify_sbprintf(&e->b, "  br label %%lp%d.body\n", id);
  } else {
    loop_test(e, iname, w, ptr_exit, down, bound, pe, pel, c, pi);
    verify_sbprintf(&e->b, "  br i1 %s, label %%lp%d.body, label %%lp%d.exit\n", c, id, id);
  }
  snprintf(l, sizeof l, "lp%d.body", id);
  start_block(e, l);
  if (ptr_exit) {
    char v[32];
    verify_sbprintf(&e->b, "  %s = load %s, ptr addrspace(1) %s, align %d\n", tmpname(e, v), elem_ty(pel), pi, elem_size(pel));
  }
  /* innermost first */
  memmove(&e->lv[1], &e->lv[0], 2 * sizeof e->lv[0]);
  snprintf(e->lv[0].name, sizeof e->lv[0].name, "%s", iname);
  e->lv[0].wide = w;
  e->lv[0].stepc = ntid ? 0 : stepc;
  e->nloops++;
  next = emit_seq(e, next, st->nkids[0]);
  e->nloops--;
  memmove(&e->lv[0], &e->lv[1], 2 * sizeof e->lv[0]);
  verify_sbprintf(&e->b, "  br label %%lp%d.latch\n", id);
  snprintf(l, sizeof l, "lp%d.latch", id);
  start_block(e, l);
  /* var bit 3: an unsigned counter (C's unsigned i: no nsw), so sext(i) is no add-recurrence
   * in 64 bits but i is one in 32: LSR's narrow uses */
  verify_sbprintf(&e->b, "  %s.next = add%s %s %s, %s\n", iname, (st->var & 8) && !down ? "" : " nsw", it, iname, stepv);
  if (rot) {
    char nx[32];
    snprintf(nx, sizeof nx, "%s.next", iname);
    loop_test(e, nx, w, ptr_exit, down, bound, pe, pel, c, pg);
    verify_sbprintf(&e->b, "  br i1 %s, label %%lp%d.h, label %%lp%d.exit\n", c, id, id);
  } else verify_sbprintf(&e->b, "  br label %%lp%d.h\n", id);
  snprintf(l, sizeof l, "lp%d.exit", id);
  start_block(e, l);
  return next;
}

/* Emits statement i and its subtree; returns the index after it. */
static int emit_stmt(emitter *e, int i) {
  const gen_spec *s = e->s;
  const gen_stmt *st = &s->s[i];
  int next = i + 1;
  if (s->off[i]) { /* left out, with its subtree */
    int pending = st->nkids[0] + st->nkids[1];
    while (pending > 0) {
      pending += s->s[next].nkids[0] + s->s[next].nkids[1] - 1;
      next++;
    }
    return next;
  }
  char c[32], l[64];
  int id = e->blk++;
  switch (st->kind) {
  case GS_ACCESS: emit_access(e, st); return next;
  case GS_BARRIER: emit_sync(e, st, id); return next;
  case GS_IF: {
    switch (st->op % 4) {
    case 0: verify_sbprintf(&e->b, "  %s = icmp sgt i32 %%n, %d\n", tmpname(e, c), st->bound); break;
    case 1: verify_sbprintf(&e->b, "  %s = icmp ult i32 %%tx, %%n\n", tmpname(e, c)); break;
    case 2: {
      char a[32];
      verify_sbprintf(&e->b, "  %s = and i32 %%tx, 1\n", tmpname(e, a));
      verify_sbprintf(&e->b, "  %s = icmp eq i32 %s, 0\n", tmpname(e, c), a);
      break;
    }
    default: verify_sbprintf(&e->b, "  %s = icmp eq i32 %%n, %d\n", tmpname(e, c), st->bound); break;
    }
    if ((st->op >> 2) % 4 == 3) { /* c && n > bound, or c || n < -bound: what CGP splits */
      char d[32], x[32];
      bool is_and = (st->op >> 4) & 1;
      verify_sbprintf(&e->b, "  %s = icmp %s i32 %%n, %d\n", tmpname(e, d), is_and ? "sgt" : "slt", is_and ? st->bound : -st->bound);
      verify_sbprintf(&e->b, "  %s = %s i1 %s, %s\n", tmpname(e, x), is_and ? "and" : "or", c, d);
      strcpy(c, x);
    }
    bool has_else = st->nkids[1] > 0;
    /* op bit 5: an address computed before the branch and loaded in both arms and after
     * (CGP sinks it into each arm and merges the copies with a phi); with bit 6 the then arm
     * is unlikely (branch weights) and the only user (CGP moves it off the hot path) */
    bool hoist = (st->op >> 5) & 1, cold = hoist && ((st->op >> 6) & 1);
    char pre[128] = "";
    if (hoist) {
      int el = array_elem(e->s, 0);
      char x[32], hp[32];
      verify_sbprintf(&e->b, "  %s = sext i32 %%gid to i64\n", tmpname(e, x));
      verify_sbprintf(&e->b, "  %s = getelementptr %s, ptr addrspace(1) %%g0, i64 %s\n", tmpname(e, hp), elem_ty(el), x);
      snprintf(pre, sizeof pre, " = load %s, ptr addrspace(1) %s, align %d\n", elem_ty(el), hp, elem_size(el));
      if (cold) e->prof = true;
    }
    verify_sbprintf(&e->b, "  br i1 %s, label %%if%d.then, label %%if%d.%s%s\n", c, id, id, has_else ? "else" : "end",
                    cold ? ", !prof !1" : "");
    next = emit_arm(e, "if", id, "then", next, st->nkids[0], hoist ? pre : NULL);
    if (has_else) next = emit_arm(e, "if", id, "else", next, st->nkids[1], hoist && !cold ? pre : NULL);
    snprintf(l, sizeof l, "if%d.end", id);
    start_block(e, l);
    if (hoist && !cold) verify_sbprintf(&e->b, "  %%h%d.end%s", id, pre);
    return next;
  }
  case GS_SWITCH: {
    verify_sbprintf(&e->b, "  %s = and i32 %s, 3\n", tmpname(e, c), st->op % 2 ? "%tx" : "%n");
    int ncase = st->nkids[0];
    bool dflt = st->nkids[1] > 0;
    verify_sbprintf(&e->b, "  switch i32 %s, label %%sw%d.%s [\n", c, id, dflt ? "default" : "end");
    for (int k = 0; k < ncase; k++) verify_sbprintf(&e->b, "    i32 %d, label %%sw%d.c%d\n", k, id, k);
    verify_sbprintf(&e->b, "  ]\n");
    for (int k = 0; k < ncase; k++) {
      char arm[16];
      snprintf(arm, sizeof arm, "c%d", k);
      next = emit_arm(e, "sw", id, arm, next, 1, NULL);
    }
    if (dflt) next = emit_arm(e, "sw", id, "default", next, st->nkids[1], NULL);
    snprintf(l, sizeof l, "sw%d.end", id);
    start_block(e, l);
    return next;
  }
  case GS_LOOP: return emit_loop(e, st, id, next);
  default: return next;
  }
}

static int emit_seq(emitter *e, int i, int count) {
  for (int k = 0; k < count && i < e->s->ns; k++) i = emit_stmt(e, i);
  return i;
}

/* The noinline device functions the kernel calls (access variant 15). */
static void emit_device_functions(emitter *e) {
  for (int fnid = 0; fnid < 12; fnid++) {
    if (!(e->dev & (1u << fnid))) continue;
    bool load = fnid < 6;
    int as = (fnid % 6) / 3 ? 3 : 1, el = fnid % 3;
    const char *ty = elem_ty(el);
    if (load)
      verify_sbprintf(&e->b, "define internal %s @nvtv_dev%d(ptr addrspace(%d) %%p) noinline {\nentry:\n"
                      "  %%v = load %s, ptr addrspace(%d) %%p, align %d\n  ret %s %%v\n}\n\n", ty, fnid, as, ty, as,
                      elem_size(el), ty);
    else
      verify_sbprintf(&e->b, "define internal void @nvtv_dev%d(ptr addrspace(%d) %%p, %s %%v) noinline {\nentry:\n"
                      "  store %s %%v, ptr addrspace(%d) %%p, align %d\n  ret void\n}\n\n", fnid, as, ty, ty, as,
                      elem_size(el));
  }
}

char *gen_emit(const gen_spec *s) {
  emitter e = {0};
  e.s = s;
  verify_sbprintf(&e.b, "; generated by nvtv gen\n");
  verify_sbprintf(&e.b, "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n");
  verify_sbprintf(&e.b, "target triple = \"nvptx64-nvidia-cuda\"\n\n");
  for (int i = 0; i < s->nshared; i++) {
    if (i == 0 && (s->kflags & 1)) /* dynamic shared memory: extern __shared__ T s0[] */
      verify_sbprintf(&e.b, "@s0 = external addrspace(3) global [0 x %s], align 8\n", elem_ty(s->elem[GEN_MAX_ARRAYS]));
    else
      verify_sbprintf(&e.b, "@s%d = internal addrspace(3) global [%d x %s] undef, align 8\n", i, ARRAY_ELEMS,
                      elem_ty(s->elem[GEN_MAX_ARRAYS + i]));
  }
  verify_sbprintf(&e.b, "\ndefine void @k(");
  for (int i = 0; i < s->nglobal; i++)
    verify_sbprintf(&e.b, "%sptr addrspace(1)%s %%g%d", i ? ", " : "", (s->flags & 1) ? " noalias" : "", i);
  verify_sbprintf(&e.b, ", i32 %%n, i64 %%ld) {\nentry:\n");
  const char *rng = (s->flags & 2) ? "range(i32 0, 1024) " : "";
  verify_sbprintf(&e.b, "  %%tx = call %si32 @llvm.nvvm.read.ptx.sreg.tid.x()\n", rng);
  if (s->dims & 1) verify_sbprintf(&e.b, "  %%ty = call %si32 @llvm.nvvm.read.ptx.sreg.tid.y()\n", rng);
  if (s->dims & 2) verify_sbprintf(&e.b, "  %%tz = call %si32 @llvm.nvvm.read.ptx.sreg.tid.z()\n", (s->flags & 2) ? "range(i32 0, 64) " : "");
  verify_sbprintf(&e.b, "  %%cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n");
  verify_sbprintf(&e.b, "  %%nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n");
  verify_sbprintf(&e.b, "  %%cxn = mul i32 %%cx, %%nx\n");
  verify_sbprintf(&e.b, "  %%gid = add i32 %%cxn, %%tx\n");
  int i = 0;
  while (i < s->ns) i = emit_stmt(&e, i);
  verify_sbprintf(&e.b, "  ret void\n}\n\n");
  emit_device_functions(&e);
  verify_sbprintf(&e.b, "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n");
  if (s->dims & 1) verify_sbprintf(&e.b, "declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n");
  if (s->dims & 2) verify_sbprintf(&e.b, "declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()\n");
  verify_sbprintf(&e.b, "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n");
  verify_sbprintf(&e.b, "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n");
  if (e.decls.s) verify_sbprintf(&e.b, "%s", e.decls.s);
  free(e.decls.s);
  verify_sbprintf(&e.b, "\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n");
  if (e.prof) verify_sbprintf(&e.b, "!1 = !{!\"branch_weights\", i32 1, i32 2000}\n");
  return e.b.s;
}
