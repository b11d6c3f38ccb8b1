/* interp: an execution's memory: buffers and their initial contents, loads, stores,
 * atomics and memory intrinsics with exact bounds, and the shadow that detects races. */
#include "interp_impl.h"

const obj *interp_exec_obj(const void *ctx, uint32_t prov) {
  const interp_exec *x = ctx;
  return prov >= 1 && (int)prov <= x->nb ? &x->b[prov - 1].o : NULL;
}

/* The initial contents: mostly small integers (good indices and counts), some small
 * negative ones and floats, some anything. */
static uint32_t fill_word(uint64_t seed, uint64_t key, int64_t word) {
  uint64_t h = (seed ^ key * 0x9E3779B97F4A7C15ULL) + (uint64_t)word * 0xD1B54A32D192ED03ULL;
  h ^= h >> 31;
  h *= 0xbf58476d1ce4e5b9ULL;
  h ^= h >> 29;
  uint32_t r = (uint32_t)(h >> 32);
  switch (h & 15) {
  case 0: case 1: case 2: case 3: case 4: case 5: return r & 7;
  case 6: case 7: return r & 63;
  case 8: return (uint32_t)-(int32_t)(1 + (r & 3));
  case 9: return r & 1023;
  case 10: case 11: return interp_fbits32((float)((int)(r & 31) - 16) / 4.0f);
  default: return r;
  }
}

uint8_t interp_fill_byte(const interp_exec *x, const buf *b, int64_t off) {
  if (x->in.zero_fill) return 0;
  uint32_t w = fill_word(x->in.fill_seed, b->key, off >> 2);
  return (uint8_t)(w >> (8 * (off & 3)));
}

void interp_fill(const interp_exec *x, const buf *b) {
  if (x->in.zero_fill) {
    memset(b->data, 0, b->o.size);
    return;
  }
  uint64_t n = b->o.size;
  for (uint64_t i = 0; i + 4 <= n; i += 4) {
    uint32_t w = fill_word(x->in.fill_seed, b->key, (int64_t)(i >> 2));
    memcpy(b->data + i, &w, 4);
  }
  for (uint64_t i = n & ~3ULL; i < n; i++) b->data[i] = interp_fill_byte(x, b, (int64_t)i);
}

uint64_t interp_name_key(const char *s) {
  uint64_t h = 1469598103934665603ULL;
  for (; *s; s++) h = (h ^ (uint8_t)*s) * 1099511628211ULL;
  return h;
}

/* The overflow store of unbounded objects: bytes outside a buffer, by (buffer, offset). */
static ovf_ent *ov_find(interp_exec *x, uint32_t id, int64_t off, bool insert) {
  if (insert && (x->nov + 1) * 2 > x->capov) {
    size_t cap = x->capov ? x->capov * 2 : 256;
    ovf_ent *n = calloc(cap, sizeof *n);
    if (!n) ir_oom();
    for (size_t i = 0; i < x->capov; i++) {
      if (!x->ov[i].used) continue;
      size_t h = mix64(x->ov[i].id * 31 + (uint64_t)x->ov[i].off) & (cap - 1);
      while (n[h].used) h = (h + 1) & (cap - 1);
      n[h] = x->ov[i];
    }
    free(x->ov);
    x->ov = n;
    x->capov = cap;
  }
  if (!x->capov) return NULL;
  size_t h = mix64(id * 31 + (uint64_t)off) & (x->capov - 1);
  while (x->ov[h].used) {
    if (x->ov[h].id == id && x->ov[h].off == off) return &x->ov[h];
    h = (h + 1) & (x->capov - 1);
  }
  if (!insert) return NULL;
  memset(&x->ov[h], 0, sizeof x->ov[h]);
  x->ov[h].used = 1;
  x->ov[h].id = id;
  x->ov[h].off = off;
  x->ov[h].val = interp_fill_byte(x, &x->b[id - 1], off); /* what the byte held: a read may come first */
  x->nov++;
  return &x->ov[h];
}

uint8_t interp_mem_byte(const interp_exec *x, uint32_t id, int64_t off) {
  const buf *b = &x->b[id - 1];
  if (off >= 0 && (uint64_t)off < b->o.size) return b->data[off];
  ovf_ent *e = ov_find((interp_exec *)x, id, off, false);
  return e ? e->val : interp_fill_byte(x, b, off);
}

static void mem_read(interp_exec *x, uint32_t id, int64_t off, uint8_t *out, uint64_t n) {
  const buf *b = &x->b[id - 1];
  if (off >= 0 && (uint64_t)off + n <= b->o.size) {
    memcpy(out, b->data + off, n);
    return;
  }
  for (uint64_t i = 0; i < n; i++) out[i] = interp_mem_byte(x, id, off + (int64_t)i);
}

/* Undefined bytes (LangRef: a fresh alloca holds undef).  A load that reads one gets
 * poison (storing it, branching on it is undefined behaviour: src is then not executable
 * there); a copy carries them over; the final memory comparison ignores a byte src left
 * undefined (whatever tgt writes there refines it). */
static bool any_undef(const interp_exec *x, uint32_t id, int64_t off, uint64_t n) {
  const buf *b = &x->b[id - 1];
  if (!b->undef) return false;
  for (uint64_t i = 0; i < n; i++) {
    int64_t o = off + (int64_t)i;
    if (o >= 0 && (uint64_t)o < b->o.size && b->undef[o]) return true;
  }
  return false;
}

/* marks bytes [off, off + n) defined, or as from[i] says */
static void mark_undef(interp_exec *x, uint32_t id, int64_t off, uint64_t n, const uint8_t *from) {
  buf *b = &x->b[id - 1];
  if (!b->undef && from && memchr(from, 1, n)) {
    b->undef = calloc(b->o.size ? b->o.size : 1, 1);
    if (!b->undef) ir_oom();
  }
  if (!b->undef) return;
  for (uint64_t i = 0; i < n; i++) {
    int64_t o = off + (int64_t)i;
    if (o >= 0 && (uint64_t)o < b->o.size) b->undef[o] = from ? from[i] : 0;
  }
}

void interp_mem_write(interp_exec *x, uint32_t id, int64_t off, const uint8_t *in, uint64_t n) {
  buf *b = &x->b[id - 1];
  mark_undef(x, id, off, n, NULL);
  if (off >= 0 && (uint64_t)off + n <= b->o.size) {
    memcpy(b->data + off, in, n);
    return;
  }
  for (uint64_t i = 0; i < n; i++) {
    int64_t o = off + (int64_t)i;
    if (o >= 0 && (uint64_t)o < b->o.size) b->data[o] = in[i];
    else ov_find(x, id, o, true)->val = in[i];
  }
}

/* "%out+0x10", "@s-0x4" */
void interp_addr_str(const interp_exec *x, uint32_t id, int64_t off, char *s, size_t n) {
  if (!id) {
    snprintf(s, n, "(no object)");
    return;
  }
  if (off < 0) snprintf(s, n, "%s-0x%" PRIx64, x->b[id - 1].name, (uint64_t)-off);
  else snprintf(s, n, "%s+0x%" PRIx64, x->b[id - 1].name, (uint64_t)off);
}

void interp_thread_str(const thr *t, char *s, size_t n);

shb *interp_shadow(buf *b, uint64_t off) {
  if (!b->shp) {
    b->shp = calloc((b->o.size + SHPAGE - 1) / SHPAGE, sizeof *b->shp);
    if (!b->shp) ir_oom();
  }
  shb **pg = &b->shp[off / SHPAGE];
  if (!*pg) {
    *pg = calloc(SHPAGE, sizeof **pg);
    if (!*pg) ir_oom();
  }
  return &(*pg)[off % SHPAGE];
}

/* The thread (index + 1, -1 for "several") of the last read of s that u's write is not
 * ordered after, or 0. */
static int unordered_reader(const interp_exec *x, const shb *s, const thr *u) {
  if (s->rt > 0) return interp_hb(u, s->rt - 1, s->rclk) ? 0 : s->rt;
  if (!u->vc || !s->rset) return -1;
  int r = interp_rset_unordered(x, s->rset, u);
  return r >= 0 ? r + 1 : 0;
}

/* Two threads touch a byte between the same barriers (and no other sync orders them: a warp
 * sync, a counted barrier, a fence and an atomic, interp_sync.c), at least one of them
 * writing and changing it, and not both with commuting atomics (atomic: 0 plain, 1 a
 * commuting atomicrmw, 2 any other atomic: a load, a store, xchg, a float add, an atomic
 * whose result is used): what is read or left may depend on the schedule.  (Writes of the
 * value a byte already holds, such as every thread storing the same flag, cannot.)  Called
 * before a write, with the new bytes.  Records the first data race, and apart from it the
 * first pair of atomics whose order matters (interp_diff lets a kernel whose final memory
 * no schedule changes keep those: CUDA's ticket of the last thread, of the last block). */
static void race_check(interp_exec *x, const thr *t, uint32_t id, int64_t off, uint64_t n, const uint8_t *wr,
                       int atomic) {
  bool write = wr != NULL;
  buf *b = &x->b[id - 1];
  if (b->kind == BK_ALLOCA) return;
  int16_t me = (int16_t)(t->id + 1);
  uint32_t clk = interp_clock(t);
  for (uint64_t i = 0; i < n; i++) {
    int64_t o = off + (int64_t)i;
    shb *s;
    uint8_t mem;
    if (o >= 0 && (uint64_t)o < b->o.size) {
      s = interp_shadow(b, (uint64_t)o);
      mem = b->data[o];
    } else { /* an unbounded object's byte outside its buffer */
      ovf_ent *e = ov_find(x, id, o, true);
      s = &e->sh;
      mem = e->val;
    }
    uint8_t cur = s->wt ? s->wval : mem; /* the byte as its last write left it */
    bool changes = write ? wr[i] != cur : s->wold != cur;
    int other = 0;
    const char *kind = NULL;
    bool both_atomic = false;
    if (s->wt && s->wt != me && s->wph == t->phase && !interp_hb(t, s->wt - 1, s->wclk) &&
        !(atomic == 1 && s->wa == 1) && changes) {
      other = s->wt;
      both_atomic = atomic && s->wa;
      /* (a race has no order: RAW or WAR would only say which the schedule ran first, and
       * a verdict's hazard names src's order; "read-write" is both) */
      kind = both_atomic ? "atomics whose order matters" : write ? "WAW" : "read-write";
    } else if (write && wr[i] != s->rold && s->rt && s->rt != me && s->rph == t->phase && !(atomic == 1 && s->ra == 1) &&
               (other = unordered_reader(x, s, t)) != 0) {
      /* the reader saw rold; had this write come first it would have seen wr (an atomic
       * add that a plain store of its result then overwrites is such a pair) */
      both_atomic = atomic && s->ra;
      kind = both_atomic ? "atomics whose order matters" : "read-write";
    }
    char *into = both_atomic ? x->arace : x->race;
    if (kind && !into[0]) {
      char a[160], ta[48], tb[48] = "another thread";
      interp_addr_str(x, id, off + (int64_t)i, a, sizeof a);
      interp_thread_str(t, ta, sizeof ta);
      if (other > 0) interp_thread_str(&x->t[other - 1], tb, sizeof tb);
      snprintf(into, sizeof x->race, "data race (%s) on %s between threads %s and %s, no barrier between them", kind, a,
               tb, ta);
    }
    if (write) {
      s->wt = me;
      s->wph = t->phase;
      s->wa = (uint8_t)atomic;
      s->wold = cur;
      s->wval = wr[i];
      s->wclk = clk;
    } else {
      bool fresh = !s->rt || s->rph != t->phase;
      if (fresh) {
        s->rt = me;
        s->ra = (uint8_t)atomic;
        s->rold = cur;
        s->rclk = clk;
        s->rset = 0;
      } else {
        if (s->rt == me) {
          s->rclk = clk;
        } else if (s->rt > 0) {
          s->rset = t->vc ? interp_rset_new(x, s->rt - 1, s->rclk, t->id, clk) : 0;
          s->rt = -1;
        } else {
          interp_rset_add(x, s->rset, t->id, clk);
        }
        s->ra = s->ra == 1 && atomic == 1;
      }
      s->rph = t->phase;
    }
  }
}

/* The buffer a numeric address in address space as points into (inttoptr, loaded pointers). */
uint32_t interp_decode_addr(const interp_exec *x, int thread, unsigned as, uint64_t v) {
  uint64_t g = as == 0 ? v : v + window(as);
  unsigned top = (unsigned)(g >> 56);
  if (top == 0) {
    uint64_t id = g >> 40;
    return id >= 1 && id <= (uint64_t)x->nb && x->b[id - 1].o.as == 1 ? (uint32_t)id : 0;
  }
  uint64_t local = g - window(top);
  for (int i = 0; i < x->nb; i++) {
    const buf *b = &x->b[i];
    if (b->o.as == top && (top != 5 || b->owner == thread) && local >> 24 == b->o.base >> 24) return (uint32_t)i + 1;
  }
  return 0;
}

/* The provenance of a pointer read at (id, off) whose number is v: the one it was stored with
 * when provrec kept it (and the bytes were not changed since), else what the number decodes to. */
static uint32_t loaded_prov(const interp_exec *x, int thread, unsigned as, uint32_t id, int64_t off, uint64_t v) {
  for (int i = x->npr - 1; i >= 0; i--)
    if (x->pr[i].id == id && x->pr[i].off == off) return x->pr[i].v == v ? x->pr[i].prov : interp_decode_addr(x, thread, as, v);
  return interp_decode_addr(x, thread, as, v);
}

/* A pointer v with provenance prov stored at (id, off): kept in x->pr when its number does not
 * decode back to prov (at most 4096 of them; past that, loads decode the number). */
static void stored_prov(interp_exec *x, int thread, unsigned as, uint32_t id, int64_t off, uint64_t v, uint32_t prov) {
  uint32_t dec = interp_decode_addr(x, thread, as, v);
  bool keep = prov && dec != prov;
  for (int i = 0; i < x->npr; i++)
    if (x->pr[i].id == id && x->pr[i].off == off) {
      x->pr[i].v = v;
      x->pr[i].prov = keep ? prov : dec;
      return;
    }
  if (!keep || x->npr >= 4096) return;
  if (x->npr == x->cappr) {
    x->cappr = x->cappr ? x->cappr * 2 : 16;
    x->pr = realloc(x->pr, (size_t)x->cappr * sizeof *x->pr);
    if (!x->pr) ir_oom();
  }
  x->pr[x->npr++] = (provrec){id, prov, off, v};
}

void interp_thread_str(const thr *t, char *s, size_t n) { snprintf(s, n, "(%u,%u,%u)", t->tid[0], t->tid[1], t->tid[2]); }

void interp_stop(interp_exec *x, interp_status st, thr *t, uint32_t pc, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void interp_stop(interp_exec *x, interp_status st, thr *t, uint32_t pc, const char *fmt, ...) {
  if (x->st != INTERP_OK) return;
  x->st = st;
  char what[400];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  if (!t) {
    snprintf(x->msg, sizeof x->msg, "%s", what);
    return;
  }
  const frame *F = &t->fr[t->depth - 1];
  char ts[48], it[200] = "";
  interp_thread_str(t, ts, sizeof ts);
  if (pc < F->f->ncode && F->f->src[pc]) interp_inst_text(F->f->src[pc], it, sizeof it);
  snprintf(x->msg, sizeof x->msg, "%s in thread %s of @%s: %s", what, ts, F->f->name, it);
}

/* Where an access of n bytes through p lands; false after UB. */
static bool resolve(interp_exec *x, thr *t, uint32_t pc, cell p, unsigned as, unsigned pw, uint64_t n, bool write,
                    const char *what, uint32_t *id, int64_t *off) {
  if (p.poison) {
    interp_stop(x, INTERP_UB, t, pc, "%s through a poison address", what);
    return false;
  }
  if (!p.prov || (int)p.prov > x->nb) {
    interp_stop(x, INTERP_UB, t, pc, "%s through 0x%" PRIx64 ", which points to no object", what, p.v);
    return false;
  }
  buf *b = &x->b[p.prov - 1];
  uint64_t base;
  if (!interp_obj_base_in(&b->o, as, &base)) {
    interp_stop(x, INTERP_UB, t, pc, "%s through an addrspace(%u) pointer into %s (addrspace(%u))", what, as, b->name, b->o.as);
    return false;
  }
  *id = p.prov;
  *off = sx((p.v - base) & mask(pw), pw);
  if (b->kind == BK_ALLOCA && b->owner != t->id) {
    interp_stop(x, INTERP_UB, t, pc, "%s of another thread's local memory %s", what, b->name);
    return false;
  }
  if (write && b->readonly) {
    interp_stop(x, INTERP_UB, t, pc, "%s to constant memory %s", what, b->name);
    return false;
  }
  if (n <= (uint64_t)INT64_MAX && *off > INT64_MAX - (int64_t)n) { /* its last byte's offset wraps */
    interp_stop(x, INTERP_UB, t, pc, "%s of %" PRIu64 " bytes at offset %" PRId64 " of %s wraps the address space", what, n,
                *off, b->name);
    return false;
  }
  /* unbounded objects (as the verifier assumes them) are those of unknown size: pointer
   * arguments, dynamic shared memory, external arrays; a global defined here with its size
   * and a local are bounded, as the verifier's "access outside its object" says */
  bool bounded = !x->o.unbounded || b->kind == BK_ALLOCA || (b->kind == BK_GLOBAL && x->p->g[b->index].fixed);
  if ((*off < 0 || (uint64_t)*off + n > b->o.size) && bounded) {
    char a[160];
    interp_addr_str(x, *id, *off, a, sizeof a);
    interp_stop(x, INTERP_UB, t, pc, "out-of-bounds %s of %" PRIu64 " bytes at %s (a %" PRIu64 "-byte buffer)", what, n, a,
         b->o.size);
    return false;
  }
  /* an unbounded object in a windowed space (shared, constant, local) still lies in its
   * window, as the verifier's object model has it (its address at most 16 MiB, its bytes not
   * below the space's start): an offset more than 16 MiB below it is outside every object */
  if (!bounded && (b->o.as == 3 || b->o.as == 4 || b->o.as == 5) && *off < -((int64_t)1 << 24)) {
    char a[160];
    interp_addr_str(x, *id, *off, a, sizeof a);
    interp_stop(x, INTERP_UB, t, pc, "%s of %" PRIu64 " bytes at %s: below the start of addrspace(%u)", what, n, a,
                b->o.as);
    return false;
  }
  return true;
}

static rec *record(interp_exec *x, thr *t, const memd *m) {
  if (x->rec_thread != t->id || x->nrec >= MAX_REC) return NULL;
  if (x->nrec == x->caprec) {
    x->caprec = x->caprec ? x->caprec * 2 : 64;
    x->rec = realloc(x->rec, (size_t)x->caprec * sizeof *x->rec);
    if (!x->rec) ir_oom();
  }
  rec *r = &x->rec[x->nrec++];
  memset(r, 0, sizeof *r);
  const frame *F = &t->fr[t->depth - 1];
  r->tag = m->tag;
  r->kind = m->kind;
  r->vol = m->vol;
  r->ord = m->ord;
  r->m = m;
  r->f = F->f;
  r->nk = m->nloop < 4 ? m->nloop : 4;
  for (int i = 0; i < r->nk; i++) r->k[i] = F->k[m->loops[m->nloop - r->nk + i]];
  return r;
}

void interp_record_sync(interp_exec *x, thr *t, const memd *m) { (void)record(x, t, m); }

uint64_t interp_lane_get(const uint8_t *p, unsigned esize, unsigned w) {
  uint64_t v = 0;
  memcpy(&v, p, esize);
  return v & mask(w);
}

bool interp_do_load(interp_exec *x, thr *t, uint32_t pc, const ins *I, cell *R) {
  const memd *m = I->x;
  cell p = R[I->a];
  rec *r = record(x, t, m);
  uint32_t id;
  int64_t off;
  if (r) {
    r->apoison = (uint8_t)(p.poison != 0);
    r->size = m->bytes;
  }
  if (!resolve(x, t, pc, p, m->as, m->pw, m->bytes, false, "load", &id, &off)) return false;
  if (r) {
    r->id = id;
    r->off = off;
  }
  uint8_t bytes[512];
  if (m->bytes > sizeof bytes) {
    interp_stop(x, INTERP_ERROR, t, pc, "a load of %u bytes", m->bytes);
    return false;
  }
  mem_read(x, id, off, bytes, m->bytes);
  if (t->nsb) interp_sb_forward(x, t, id, off, bytes, m->bytes); /* its own stores not yet visible to others */
  race_check(x, t, id, off, m->bytes, NULL, m->ord ? 2 : 0);
  if (m->ord || m->vol) interp_sync_observe(x, t, id, off);
  for (int c = 0; c < m->nf; c++) { /* an aggregate: its cells at their offsets */
    const mfield *f = &m->f[c];
    cell *d = &R[I->d + c];
    d->v = interp_lane_get(bytes + f->off, f->esize, f->w);
    d->poison = any_undef(x, id, off + f->off, f->esize);
    d->prov = f->k == T_PTR ? loaded_prov(x, t->id, f->as, id, off + f->off, d->v) : 0;
  }
  for (unsigned l = 0; !m->nf && l < m->ty.lanes; l++) {
    cell *d = &R[I->d + l];
    d->v = interp_lane_get(bytes + l * m->esize, m->esize, m->ty.w);
    d->poison = any_undef(x, id, off + (int64_t)(l * m->esize), m->esize);
    d->prov = m->ty.k == T_PTR ? loaded_prov(x, t->id, m->ty.as, id, off + (int64_t)(l * m->esize), d->v) : 0;
  }
  if (r) r->val = R[I->d].v; /* not compared: a load is its address */
  return true;
}

bool interp_do_store(interp_exec *x, thr *t, uint32_t pc, const ins *I, cell *R) {
  const memd *m = I->x;
  cell p = R[I->a];
  rec *r = record(x, t, m);
  uint8_t bytes[512];
  uint32_t vp = 0;
  if (m->bytes > sizeof bytes) {
    interp_stop(x, INTERP_ERROR, t, pc, "a store of %u bytes", m->bytes);
    return false;
  }
  for (unsigned l = 0; !m->nf && l < m->ty.lanes; l++) {
    const cell *v = &R[I->b + l];
    vp |= v->poison;
    memcpy(bytes + l * m->esize, &v->v, m->esize);
  }
  for (int c = 0; c < m->nf; c++) vp |= R[I->b + c].poison;
  if (r) {
    r->apoison = (uint8_t)(p.poison != 0);
    r->vpoison = (uint8_t)(vp != 0);
    r->size = m->bytes;
    r->val = R[I->b].v;
    r->hasval = 1;
  }
  uint32_t id;
  int64_t off;
  if (!resolve(x, t, pc, p, m->as, m->pw, m->bytes, true, "store", &id, &off)) return false;
  if (r) {
    r->id = id;
    r->off = off;
  }
  if (vp) {
    interp_stop(x, INTERP_UB, t, pc, "store of a poison value");
    return false;
  }
  if (m->nf) { /* an aggregate: its cells over the bytes there (padding keeps them) */
    mem_read(x, id, off, bytes, m->bytes);
    for (int c = 0; c < m->nf; c++) memcpy(bytes + m->f[c].off, &R[I->b + c].v, m->f[c].esize);
  }
  race_check(x, t, id, off, m->bytes, bytes, m->ord ? 2 : 0);
  if (m->ord || m->vol || !interp_sb_keep(x, t, id, off, bytes, m->bytes)) {
    interp_sb_flush(x, t, id, off, m->bytes);
    interp_mem_write(x, id, off, bytes, m->bytes);
  }
  if (m->ord || m->vol) interp_sync_publish(x, t, id, off);
  for (int c = 0; c < m->nf; c++)
    if (m->f[c].k == T_PTR)
      stored_prov(x, t->id, m->f[c].as, id, off + m->f[c].off, R[I->b + c].v, R[I->b + c].prov);
  if (m->ty.k == T_PTR)
    for (unsigned l = 0; l < m->ty.lanes; l++)
      stored_prov(x, t->id, m->ty.as, id, off + (int64_t)(l * m->esize), R[I->b + l].v, R[I->b + l].prov);
  return true;
}

/* An integer atomicrmw as the operation and operand instcombine would give it: `sub p, c` is
 * `add p, -c`; one whose result does not depend on the old value is an xchg of that value
 * (`and p, 0` is `xchg p, 0`); one that leaves memory alone is `or p, 0`.  Recorded so that a
 * pass's canonical form replays as the same execution and another operation as a different
 * one. */
static void rmw_canonical(LLVMAtomicRMWBinOp op, uint64_t a, unsigned w, uint64_t *cop, uint64_t *cval) {
  uint64_t all = mask(w), smin = 1ull << (w - 1), smax = smin - 1;
  /* per operation, the operand that makes it a constant (absorbing) and the one that makes
   * it leave memory alone (identity) */
  const struct { LLVMAtomicRMWBinOp op; bool has_abs; uint64_t abs, id; } t[] = {
      {LLVMAtomicRMWBinOpAdd, false, 0, 0},     {LLVMAtomicRMWBinOpOr, true, all, 0},
      {LLVMAtomicRMWBinOpXor, false, 0, 0},     {LLVMAtomicRMWBinOpAnd, true, 0, all},
      {LLVMAtomicRMWBinOpUMin, true, 0, all},   {LLVMAtomicRMWBinOpUMax, true, all, 0},
      {LLVMAtomicRMWBinOpMin, true, smin, smax}, {LLVMAtomicRMWBinOpMax, true, smax, smin}};
  *cval = a & all;
  if (op == LLVMAtomicRMWBinOpSub) {
    op = LLVMAtomicRMWBinOpAdd;
    *cval = (0 - *cval) & all;
  }
  *cop = op;
  for (size_t i = 0; i < sizeof t / sizeof *t; i++) {
    if (t[i].op != op) continue;
    if (t[i].has_abs && *cval == t[i].abs) {
      *cop = LLVMAtomicRMWBinOpXchg;
    } else if (*cval == t[i].id) {
      *cop = LLVMAtomicRMWBinOpOr;
      *cval = 0;
    }
  }
}

bool interp_do_rmw(interp_exec *x, thr *t, uint32_t pc, const ins *I, cell *R) {
  const memd *m = I->x;
  cell p = R[I->a], v = R[I->b], c = I->op == OP_CMPXCHG ? R[I->c] : v;
  bool fp = m->ty.k == T_F32 || m->ty.k == T_F64;
  rec *r = record(x, t, m);
  if (r) {
    r->apoison = (uint8_t)(p.poison != 0);
    r->vpoison = (uint8_t)((v.poison | c.poison) != 0);
    r->size = m->bytes;
    r->val = I->op == OP_CMPXCHG ? c.v : v.v;
    r->len = I->op == OP_CMPXCHG ? v.v : 0;
    r->hasval = 1;
    if (I->op != OP_CMPXCHG && !fp && m->ty.w >= 1 && m->ty.w <= 64) {
      uint64_t cop;
      rmw_canonical(m->rmw, v.v, m->ty.w, &cop, &r->val);
      r->len = cop + 1; /* (the operation: 0 is a cmpxchg's or an unrecorded one) */
    }
  }
  uint32_t id;
  int64_t off;
  if (!resolve(x, t, pc, p, m->as, m->pw, m->bytes, true, I->op == OP_CMPXCHG ? "cmpxchg" : "atomicrmw", &id, &off))
    return false;
  if (r) {
    r->id = id;
    r->off = off;
  }
  if (v.poison || c.poison) {
    interp_stop(x, INTERP_UB, t, pc, "atomic operation on a poison value");
    return false;
  }
  uint8_t bytes[8];
  interp_sb_flush(x, t, id, off, m->esize);
  mem_read(x, id, off, bytes, m->esize);
  race_check(x, t, id, off, m->esize, NULL, m->commutes ? 1 : 2);
  interp_sync_observe(x, t, id, off);
  unsigned w = m->ty.w;
  uint64_t old = interp_lane_get(bytes, m->esize, w), nw = old;
  if (I->op == OP_CMPXCHG) {
    bool eq = old == v.v;
    if (eq) nw = c.v;
    R[I->d].v = old;
    R[I->d].prov = m->ty.k == T_PTR ? loaded_prov(x, t->id, m->ty.as, id, off, old) : 0;
    R[I->d].poison = 0;
    if (!m->cas1) {
      R[I->d + 1].v = eq;
      R[I->d + 1].prov = R[I->d + 1].poison = 0;
    }
  } else {
    uint64_t a = v.v;
    switch (m->rmw) {
    case LLVMAtomicRMWBinOpXchg: nw = a; break;
    case LLVMAtomicRMWBinOpAdd: nw = (old + a) & mask(w); break;
    case LLVMAtomicRMWBinOpSub: nw = (old - a) & mask(w); break;
    case LLVMAtomicRMWBinOpAnd: nw = old & a; break;
    case LLVMAtomicRMWBinOpNand: nw = ~(old & a) & mask(w); break;
    case LLVMAtomicRMWBinOpOr: nw = old | a; break;
    case LLVMAtomicRMWBinOpXor: nw = old ^ a; break;
    case LLVMAtomicRMWBinOpMax: nw = sx(old, w) > sx(a, w) ? old : a; break;
    case LLVMAtomicRMWBinOpMin: nw = sx(old, w) < sx(a, w) ? old : a; break;
    case LLVMAtomicRMWBinOpUMax: nw = old > a ? old : a; break;
    case LLVMAtomicRMWBinOpUMin: nw = old < a ? old : a; break;
    case LLVMAtomicRMWBinOpFAdd: if (fp) nw = interp_fput(interp_fget(old, w) + interp_fget(a, w), w); break;
    case LLVMAtomicRMWBinOpFSub: if (fp) nw = interp_fput(interp_fget(old, w) - interp_fget(a, w), w); break;
    case LLVMAtomicRMWBinOpFMax: if (fp) nw = interp_fput(fmax(interp_fget(old, w), interp_fget(a, w)), w); break;
    case LLVMAtomicRMWBinOpFMin: if (fp) nw = interp_fput(fmin(interp_fget(old, w), interp_fget(a, w)), w); break;
    case LLVMAtomicRMWBinOpUIncWrap: nw = old >= a ? 0 : old + 1; break;
    case LLVMAtomicRMWBinOpUDecWrap: nw = old == 0 || old > a ? a : old - 1; break;
    default:
      interp_stop(x, INTERP_ERROR, t, pc, "atomicrmw operation %u", m->rmw);
      return false;
    }
    R[I->d].v = old;
    R[I->d].prov = m->ty.k == T_PTR ? loaded_prov(x, t->id, m->ty.as, id, off, old) : 0;
    R[I->d].poison = 0;
  }
  memcpy(bytes, &nw, m->esize);
  race_check(x, t, id, off, m->esize, bytes, m->commutes ? 1 : 2);
  interp_mem_write(x, id, off, bytes, m->esize);
  interp_sync_publish(x, t, id, off);
  if (m->ty.k == T_PTR && nw != old) /* (a pointer xchg or cmpxchg: the new pointer's provenance) */
    stored_prov(x, t->id, m->ty.as, id, off, nw, I->op == OP_CMPXCHG ? c.prov : v.prov);
  return true;
}

bool interp_do_memintr(interp_exec *x, thr *t, uint32_t pc, const ins *I, cell *R) {
  const memd *m = I->x;
  cell dp = R[I->a], sv = R[I->b], lc = R[I->c];
  bool set = I->op == OP_MEMSET;
  rec *r = record(x, t, m);
  if (r) {
    r->apoison = (uint8_t)((dp.poison | (set ? 0 : sv.poison)) != 0);
    r->vpoison = (uint8_t)((lc.poison | (set ? sv.poison : 0)) != 0);
    r->len = lc.v;
    r->hasval = set;
    r->val = set ? sv.v : 0;
  }
  if (lc.poison) {
    interp_stop(x, INTERP_UB, t, pc, "memory intrinsic with a poison length");
    return false;
  }
  uint64_t n = lc.v;
  if (n == 0) return true;
  uint32_t id, id2 = 0;
  int64_t off, off2 = 0;
  if (!resolve(x, t, pc, dp, m->as, m->pw, n, true, set ? "memset" : "memcpy", &id, &off)) return false;
  if (!set && !resolve(x, t, pc, sv, m->as2, m->pw2, n, false, "memcpy source", &id2, &off2)) return false;
  if (n > (256u << 20)) {
    interp_stop(x, INTERP_LIMIT, t, pc, "memory intrinsic of %" PRIu64 " bytes", n);
    return false;
  }
  if (r) {
    r->id = id;
    r->off = off;
    r->id2 = id2;
    r->off2 = off2;
  }
  interp_sb_flush(x, t, 0, 0, 0); /* (written at once: its own earlier stores land first) */
  uint8_t *tmp = malloc(n);
  if (!tmp) ir_oom();
  if (set) {
    if (sv.poison) {
      free(tmp);
      interp_stop(x, INTERP_UB, t, pc, "memset of a poison value");
      return false;
    }
    memset(tmp, (int)(sv.v & 0xff), n);
  } else {
    if (m->kind == MK_MEMCPY && id == id2 && off < off2 + (int64_t)n && off2 < off + (int64_t)n && off != off2) {
      free(tmp);
      interp_stop(x, INTERP_UB, t, pc, "memcpy of overlapping ranges");
      return false;
    }
    mem_read(x, id2, off2, tmp, n);
  }
  uint8_t *um = NULL; /* the source's undefined bytes go along */
  if (!set && x->b[id2 - 1].undef && any_undef(x, id2, off2, n)) {
    um = malloc(n);
    if (!um) ir_oom();
    for (uint64_t i = 0; i < n; i++) um[i] = any_undef(x, id2, off2 + (int64_t)i, 1);
  }
  if (!set) race_check(x, t, id2, off2, n, NULL, 0);
  race_check(x, t, id, off, n, tmp, 0);
  interp_mem_write(x, id, off, tmp, n);
  if (um) mark_undef(x, id, off, n, um);
  free(um);
  free(tmp);
  return true;
}

uint32_t interp_add_buf(interp_exec *x) {
  if (x->nb == x->capb) {
    x->capb = x->capb ? x->capb * 2 : 16;
    x->b = realloc(x->b, (size_t)x->capb * sizeof *x->b);
    if (!x->b) ir_oom();
  }
  memset(&x->b[x->nb], 0, sizeof *x->b);
  x->b[x->nb].owner = -1;
  return (uint32_t)++x->nb;
}

bool interp_do_alloca(interp_exec *x, thr *t, uint32_t pc, const ins *I, cell *R) {
  uint64_t n = 1;
  if (I->a != NOSLOT) {
    if (R[I->a].poison) {
      interp_stop(x, INTERP_UB, t, pc, "alloca of a poison count");
      return false;
    }
    n = R[I->a].v;
  }
  uint64_t size = I->imm * n;
  /* 16 MiB slots of the local window: 255 of them fit a 32-bit local pointer */
  if (x->nalloca >= MAX_ALLOCAS || size > (16u << 20) || t->nalloca >= (I->w <= 32 ? 255 : 1 << 20)) {
    interp_stop(x, INTERP_ERROR, t, pc, "too many or too large allocas");
    return false;
  }
  x->nalloca++;
  uint32_t id = interp_add_buf(x);
  buf *b = &x->b[id - 1];
  b->kind = BK_ALLOCA;
  b->owner = t->id;
  b->index = t->nalloca;
  b->o.as = 5;
  b->o.size = size;
  b->o.objsize = size;
  b->o.base = (uint64_t)(++t->nalloca) << 24;
  b->key = 0x100000 + (uint64_t)t->id * 4096 + (uint64_t)b->index;
  snprintf(b->name, sizeof b->name, "alloca#%d.%d", t->id, b->index);
  b->data = malloc(size ? size : 1);
  b->undef = malloc(size ? size : 1);
  if (!b->data || !b->undef) ir_oom();
  interp_fill(x, b);
  memset(b->undef, 1, size ? size : 1);
  unsigned as = (unsigned)(uintptr_t)I->x;
  cell *d = &R[I->d];
  d->v = (as == 0 ? b->o.base + window(5) : b->o.base) & mask(I->w);
  d->prov = id;
  d->poison = 0;
  return true;
}
