/* The kernel generator.
 *
 * A spec is a header of 8 bytes and one 16-byte record per statement, in preorder (a
 * statement, then the subtrees of its children).  Any bytes decode to a valid spec: every
 * field is taken modulo its range, child counts are clamped to what follows, compound
 * statements at the depth limit become accesses, and a barrier under a thread-dependent
 * branch (where it would be undefined) becomes an access.  So libFuzzer's and AFL++'s byte
 * mutations are structural mutations, and gen_encode is exact.  The free bits of each
 * record (high nibbles of the kind, value and step bytes; the header's last byte) choose
 * the variants of gen_stmt (sync intrinsics, loop forms, access forms) and of the kernel.
 * Emission is gen_emit.c.
 */
#include "fuzz.h"

#include <stdlib.h>
#include <string.h>

enum { HDR = 8, REC = 16 };

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

