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
  st->nkids[0] = (uint8_t)(b[1] % 4);
  st->nkids[1] = (uint8_t)(b[2] % 3);
  st->array = b[3];
  st->op = b[4];
  st->value = (uint8_t)(b[5] % 4);
  st->step = (uint8_t)(b[6] % 4);
  st->down = (uint8_t)(b[7] & 1);
  st->argb = (uint8_t)((b[7] >> 1) & 1);
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
  int live = 0;
  for (int i = 0; i < s->ns; i++) live++;
  h[6] = (uint8_t)(live ? live - 1 : 0);
  for (int i = 0; i < HDR && n < cap; i++) out[n++] = h[i];
  for (int i = 0; i < s->ns; i++) {
    const gen_stmt *st = &s->s[i];
    uint8_t b[REC] = {0};
    b[0] = kind_code(st->kind);
    b[1] = st->kind == GS_SWITCH ? (uint8_t)(st->nkids[0] - 1) : st->nkids[0];
    b[2] = st->nkids[1];
    b[3] = st->array;
    b[4] = st->op;
    b[5] = st->value;
    b[6] = st->step;
    b[7] = (uint8_t)(st->down | (st->argb << 1));
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
      {"shared", GEN_SHAPE_SHARED}};
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
      snprintf(err, errlen, "unknown shape '%.*s' (known: strided, negoff, crossblock, barrier, loop, wide, shared)",
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
    if ((shapes & GEN_SHAPE_SHARED) && s->nshared == 0) s->nshared = 1;
    prev = i;
  }
  if ((shapes & GEN_SHAPE_BARRIER) && s->ns + 1 < GEN_MAX_STMTS) {
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

typedef struct emitter {
  const gen_spec *s;
  verify_sbuf b;
  int tmp, blk;
  const char *loops[3]; /* counter names, innermost first */
  char loopbuf[3][16];
  int nloops;
  char last[32];      /* last loaded value in this block, "" if none */
  int last_elem;
  bool used_ld;
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
  default: v32 = e->loops[a - GA_L0]; break;
  }
  if (!wide) {
    strcpy(out, v32);
    return;
  }
  verify_sbprintf(&e->b, "  %s = %s i32 %s to i64\n", tmpname(e, t), ext == 'z' ? "zext" : "sext", v32);
  strcpy(out, t);
}

/* The index in elements, as an i64 value (or constant) in out. */
static void emit_index(emitter *e, const gen_index *ix, char *out) {
  int form = ix->form;
  int domain = form & 3; /* 0 i32 nsw + sext, 1 i32 + sext, 2 i32 nsw + zext, 3 i64 */
  if (ix->c[GA_ROWLD]) domain = 3;
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
    int a = order[i], c = ix->c[a];
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
  if (!split_k && ix->k) {
    char nacc[32];
    if (acc[0]) verify_sbprintf(&e->b, "  %s = add%s %s %s, %d\n", tmpname(e, nacc), fl, ity, acc, ix->k);
    else snprintf(nacc, sizeof nacc, "%d", ix->k);
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

static void emit_access(emitter *e, const gen_stmt *st) {
  const gen_spec *s = e->s;
  int a = st->array, el = array_elem(s, a), as;
  char base[16], idx[32], p[32];
  base_of(s, a, base, sizeof base, &as);
  const char *ty = elem_ty(el);
  emit_index(e, &st->idx, idx);
  int gep = (st->idx.form >> 4) & 3;
  const char *ib = (st->idx.form & 0x40) ? " inbounds" : "";
  switch (gep) {
  case 0:
  case 3:
    verify_sbprintf(&e->b, "  %s = getelementptr%s %s, ptr addrspace(%d) %s, i64 %s\n", tmpname(e, p), ib, ty, as, base, idx);
    if (gep == 3 && st->idx.k) {
      char q[32];
      verify_sbprintf(&e->b, "  %s = getelementptr%s %s, ptr addrspace(%d) %s, i64 %d\n", tmpname(e, q), ib, ty, as, p, st->idx.k);
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
  int align = elem_size(el);
  int op = st->op % 8;
  if (op < 4) {
    char v[32];
    verify_sbprintf(&e->b, "  %s = load %s, ptr addrspace(%d) %s, align %d\n", tmpname(e, v), ty, as, p, align);
    strcpy(e->last, v);
    e->last_elem = el;
    return;
  }
  char val[48];
  switch (st->value) {
  case 1:
    if (e->last[0] && e->last_elem == el) {
      strcpy(val, e->last);
      break;
    }
    /* fall through */
  case 0: snprintf(val, sizeof val, el == 1 ? "%d.0" : "%d", 1 + st->idx.k % 7); break;
  default: {
    const char *src = st->value == 3 && e->nloops ? e->loops[0] : "%n";
    if (el == 1) verify_sbprintf(&e->b, "  %s = sitofp i32 %s to float\n", tmpname(e, val), src);
    else if (el == 2) verify_sbprintf(&e->b, "  %s = sext i32 %s to i64\n", tmpname(e, val), src);
    else strcpy(val, src);
    break;
  }
  }
  if (op == 7) {
    char old[32];
    verify_sbprintf(&e->b, "  %s = atomicrmw %s ptr addrspace(%d) %s, %s %s monotonic, align %d\n", tmpname(e, old),
        el == 1 ? "fadd" : "add", as, p, ty, val, align);
    return;
  }
  verify_sbprintf(&e->b, "  store %s %s, ptr addrspace(%d) %s, align %d\n", ty, val, as, p, align);
}

static int emit_seq(emitter *e, int i, int count);

/* One arm of an if or a switch: block `pfx``id`.`arm`, count statements from i, a branch to
 * `pfx``id`.end; returns the next statement. */
static int emit_arm(emitter *e, const char *pfx, int id, const char *arm, int i, int count) {
  char l[48];
  snprintf(l, sizeof l, "%s%d.%s", pfx, id, arm);
  start_block(e, l);
  i = emit_seq(e, i, count);
  verify_sbprintf(&e->b, "  br label %%%s%d.end\n", pfx, id);
  return i;
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
  case GS_BARRIER: verify_sbprintf(&e->b, "  call void @llvm.nvvm.barrier0()\n"); return next;
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
    bool has_else = st->nkids[1] > 0;
    verify_sbprintf(&e->b, "  br i1 %s, label %%if%d.then, label %%if%d.%s\n", c, id, id, has_else ? "else" : "end");
    next = emit_arm(e, "if", id, "then", next, st->nkids[0]);
    if (has_else) next = emit_arm(e, "if", id, "else", next, st->nkids[1]);
    snprintf(l, sizeof l, "if%d.end", id);
    start_block(e, l);
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
      next = emit_arm(e, "sw", id, arm, next, 1);
    }
    if (dflt) next = emit_arm(e, "sw", id, "default", next, st->nkids[1]);
    snprintf(l, sizeof l, "sw%d.end", id);
    start_block(e, l);
    return next;
  }
  case GS_LOOP: {
    /* for (i = start; cond; i += step): a preheader, a header with the phi and the test, the
     * body, a latch */
    char start[32], bound[32], iname[16];
    snprintf(iname, sizeof iname, "%%i%d", id);
    if (st->argb) snprintf(bound, sizeof bound, "%%n");
    else snprintf(bound, sizeof bound, "%d", st->bound);
    const char *stepv = st->step == 3 ? "%nx" : NULL;
    int stepc = st->step == 3 ? 0 : st->step + 1;
    if (st->step == 3) snprintf(start, sizeof start, "%%tx");
    else if (st->down) snprintf(start, sizeof start, "%s", "%ub");
    else snprintf(start, sizeof start, "0");
    if (st->down && st->step != 3) { /* from bound - 1 down to 0 */
      char ub[32];
      if (st->argb) verify_sbprintf(&e->b, "  %s = add nsw i32 %%n, -1\n", tmpname(e, ub));
      else snprintf(ub, sizeof ub, "%d", st->bound - 1);
      strcpy(start, ub);
    }
    verify_sbprintf(&e->b, "  br label %%lp%d.ph\n", id);
    snprintf(l, sizeof l, "lp%d.ph", id);
    start_block(e, l);
    verify_sbprintf(&e->b, "  br label %%lp%d.h\n", id);
    snprintf(l, sizeof l, "lp%d.h", id);
    start_block(e, l);
    verify_sbprintf(&e->b, "  %s = phi i32 [ %s, %%lp%d.ph ], [ %s.next, %%lp%d.latch ]\n", iname, start, id, iname, id);
    if (st->down && st->step != 3) verify_sbprintf(&e->b, "  %s = icmp sgt i32 %s, -1\n", tmpname(e, c), iname);
    else verify_sbprintf(&e->b, "  %s = icmp slt i32 %s, %s\n", tmpname(e, c), iname, bound);
    verify_sbprintf(&e->b, "  br i1 %s, label %%lp%d.body, label %%lp%d.exit\n", c, id, id);
    snprintf(l, sizeof l, "lp%d.body", id);
    start_block(e, l);
    /* innermost first */
    memmove(&e->loops[1], &e->loops[0], 2 * sizeof e->loops[0]);
    snprintf(e->loopbuf[e->nloops], sizeof e->loopbuf[0], "%s", iname);
    e->loops[0] = e->loopbuf[e->nloops];
    e->nloops++;
    next = emit_seq(e, next, st->nkids[0]);
    e->nloops--;
    memmove(&e->loops[0], &e->loops[1], 2 * sizeof e->loops[0]);
    verify_sbprintf(&e->b, "  br label %%lp%d.latch\n", id);
    snprintf(l, sizeof l, "lp%d.latch", id);
    start_block(e, l);
    if (stepv) verify_sbprintf(&e->b, "  %s.next = add nsw i32 %s, %s\n", iname, iname, stepv);
    else verify_sbprintf(&e->b, "  %s.next = add nsw i32 %s, %d\n", iname, iname, st->down ? -stepc : stepc);
    verify_sbprintf(&e->b, "  br label %%lp%d.h\n", id);
    snprintf(l, sizeof l, "lp%d.exit", id);
    start_block(e, l);
    return next;
  }
  default: return next;
  }
}

static int emit_seq(emitter *e, int i, int count) {
  for (int k = 0; k < count && i < e->s->ns; k++) i = emit_stmt(e, i);
  return i;
}

char *gen_emit(const gen_spec *s) {
  emitter e = {0};
  e.s = s;
  verify_sbprintf(&e.b, "; generated by nvtv gen\n");
  verify_sbprintf(&e.b, "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n");
  verify_sbprintf(&e.b, "target triple = \"nvptx64-nvidia-cuda\"\n\n");
  for (int i = 0; i < s->nshared; i++)
    verify_sbprintf(&e.b, "@s%d = internal addrspace(3) global [%d x %s] undef, align 8\n", i, ARRAY_ELEMS,
        elem_ty(s->elem[GEN_MAX_ARRAYS + i]));
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
  verify_sbprintf(&e.b, "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n");
  if (s->dims & 1) verify_sbprintf(&e.b, "declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n");
  if (s->dims & 2) verify_sbprintf(&e.b, "declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()\n");
  verify_sbprintf(&e.b, "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n");
  verify_sbprintf(&e.b, "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n");
  verify_sbprintf(&e.b, "declare void @llvm.nvvm.barrier0()\n\n");
  verify_sbprintf(&e.b, "!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n");
  return e.b.s;
}
