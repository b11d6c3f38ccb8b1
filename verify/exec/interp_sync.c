/* interp: what orders two threads' accesses besides CTA-wide barriers, and the store buffers
 * that let a schedule see what a missing fence or sync would let through.
 *
 * A CTA-wide barrier (every thread of the CTA waits at it) orders everything before it before
 * everything after it: race detection compares barrier phases, nothing more.  The other syncs
 * order fewer pairs, and for those each thread keeps a vector clock (FastTrack's idea):
 * vc[u] of thread t is the clock of thread u up to which t's next access is ordered after
 * u's.  A thread's own clock moves on at each sync it takes part in, and an access records
 * its thread's clock, so "ordered" is one comparison.
 *
 * - bar.warp.sync (__syncwarp): the lanes of the mask meet; each leaves with the join of
 *   their clocks (PTX: it orders memory among the participating threads).
 * - A barrier with a thread count, and bar.arrive: an arriving thread publishes its clock to
 *   the barrier, the threads it releases take the join of what was published.  Only a
 *   barrier that every thread of the CTA waits at counts as a phase.
 * - A fence (membar.*, fence.*, the fence instruction) and the atomics after it: a thread's
 *   atomic (or volatile) write publishes the clock of its last fence at that location, and
 *   an atomic (or volatile) read of the location acquires it.  That is the ordering CUDA's
 *   threadfence pattern rests on: a thread's writes before its fence are visible to any
 *   thread that observes a later atomic of that thread.  Atomics themselves are relaxed
 *   (NVPTX lowers CUDA's atomicAdd, seq_cst in the IR, to a relaxed atom).
 *
 * The weak schedules (the adversarial ones) also keep each thread's plain stores to
 * non-local memory in a store buffer until the thread fences, arrives at a barrier or warp
 * sync, or the kernel ends: other threads read the old bytes until then, the thread itself
 * its own.  A race-free kernel ends the same under them (every pair of conflicting accesses
 * is ordered by a sync, and every sync drains the buffer first); a kernel from which a pass
 * deleted a fence or a sync reads stale data there, as a GPU may. */
#include "interp_impl.h"

enum { SB_CAP = 32, SO_CAP = 4096, RSET_BYTES = 64 << 20 };

struct syncobj {
  uint32_t id;
  int64_t off;
  uint32_t *vc;
};

static uint32_t *vc_new(const interp_exec *x) {
  uint32_t *v = calloc((size_t)x->nt, sizeof *v);
  if (!v) ir_oom();
  return v;
}

static void vc_join(const interp_exec *x, uint32_t *into, const uint32_t *from) {
  for (int i = 0; i < x->nt; i++)
    if (from[i] > into[i]) into[i] = from[i];
}

void interp_sync_init(interp_exec *x) {
  if (!x->p->needs_vc) return;
  for (int i = 0; i < x->nt; i++) {
    x->t[i].vc = vc_new(x);
    x->t[i].vc[i] = 1;
  }
}

void interp_sync_free(interp_exec *x) {
  for (int i = 0; i < x->nt; i++) {
    free(x->t[i].vc);
    free(x->t[i].fvc);
    free(x->t[i].sb);
  }
  for (int i = 0; i < x->nrsets; i++) free(x->rsets[i]);
  free(x->rsets);
  for (int i = 0; i < x->nso; i++) free(x->so[i].vc);
  free(x->so);
  for (int i = 0; i < 16; i++) free(x->barvc[i]);
}

/* ---- reader sets ------------------------------------------------------------------------- */

static uint32_t rset_alloc(interp_exec *x) {
  if ((size_t)(x->nrsets + 1) * (size_t)x->nt * sizeof(uint32_t) > RSET_BYTES) return 0; /* conservative past it */
  if (x->nrsets == x->caprsets) {
    x->caprsets = x->caprsets ? x->caprsets * 2 : 64;
    x->rsets = realloc(x->rsets, (size_t)x->caprsets * sizeof *x->rsets);
    if (!x->rsets) ir_oom();
  }
  x->rsets[x->nrsets++] = vc_new(x);
  return (uint32_t)x->nrsets;
}

uint32_t interp_rset_new(interp_exec *x, int t1, uint32_t c1, int t2, uint32_t c2) {
  uint32_t r = rset_alloc(x);
  if (r) {
    x->rsets[r - 1][t1] = c1;
    x->rsets[r - 1][t2] = c2;
  }
  return r;
}

void interp_rset_add(interp_exec *x, uint32_t rset, int t, uint32_t c) {
  if (rset) x->rsets[rset - 1][t] = c;
}

int interp_rset_unordered(const interp_exec *x, uint32_t rset, const thr *u) {
  const uint32_t *s = x->rsets[rset - 1];
  for (int i = 0; i < x->nt; i++)
    if (i != u->id && s[i] && !interp_hb(u, i, s[i])) return i;
  return -1;
}

/* ---- syncs ------------------------------------------------------------------------------- */

void interp_sync_meet(interp_exec *x, thr **ts, int n) {
  if (!x->p->needs_vc || n < 1) return;
  uint32_t *j = vc_new(x);
  for (int i = 0; i < n; i++) vc_join(x, j, ts[i]->vc);
  for (int i = 0; i < n; i++) {
    memcpy(ts[i]->vc, j, (size_t)x->nt * sizeof *j);
    ts[i]->vc[ts[i]->id]++;
  }
  free(j);
}

void interp_sync_arrive(interp_exec *x, thr *t, int id) {
  if (!t->vc) return;
  if (!x->barvc[id]) x->barvc[id] = vc_new(x);
  vc_join(x, x->barvc[id], t->vc);
  t->vc[t->id]++;
}

void interp_sync_release(interp_exec *x, thr **ts, int n, int id, bool full) {
  if (!x->barvc[id]) return;
  for (int i = 0; i < n && !full; i++) /* (a full one starts a phase: no clock needs joining) */
    if (ts[i]->vc) vc_join(x, ts[i]->vc, x->barvc[id]);
  memset(x->barvc[id], 0, (size_t)x->nt * sizeof *x->barvc[id]); /* the next use of the id starts afresh */
}

void interp_sync_fence(interp_exec *x, thr *t) {
  interp_sb_flush(x, t, 0, 0, 0);
  if (!t->vc) return;
  if (!t->fvc) t->fvc = vc_new(x);
  memcpy(t->fvc, t->vc, (size_t)x->nt * sizeof *t->fvc);
  t->vc[t->id]++;
}

static struct syncobj *so_find(interp_exec *x, uint32_t id, int64_t off, bool make) {
  for (int i = 0; i < x->nso; i++)
    if (x->so[i].id == id && x->so[i].off == off) return &x->so[i];
  if (!make || x->nso >= SO_CAP) return NULL; /* past it nothing more is published: more races, never fewer */
  if (x->nso == x->capso) {
    x->capso = x->capso ? x->capso * 2 : 16;
    x->so = realloc(x->so, (size_t)x->capso * sizeof *x->so);
    if (!x->so) ir_oom();
  }
  struct syncobj *o = &x->so[x->nso++];
  o->id = id;
  o->off = off;
  o->vc = vc_new(x);
  return o;
}

void interp_sync_publish(interp_exec *x, thr *t, uint32_t id, int64_t off) {
  if (!t->fvc) return;
  struct syncobj *o = so_find(x, id, off, true);
  if (o) vc_join(x, o->vc, t->fvc);
}

void interp_sync_observe(interp_exec *x, thr *t, uint32_t id, int64_t off) {
  if (!t->vc || !x->nso) return;
  struct syncobj *o = so_find(x, id, off, false);
  if (o) vc_join(x, t->vc, o->vc);
}

/* ---- store buffers ------------------------------------------------------------------------- */

static bool overlaps(const pend *e, uint32_t id, int64_t off, uint64_t n) {
  return e->id == id && e->off < off + (int64_t)n && off < e->off + (int64_t)e->n;
}

/* writes the k oldest kept stores of t to memory */
static void drain(interp_exec *x, thr *t, int k) {
  if (!k) return; /* (no buffer yet: nothing kept) */
  for (int i = 0; i < k; i++) interp_mem_write(x, t->sb[i].id, t->sb[i].off, t->sb[i].bytes, t->sb[i].n);
  memmove(t->sb, t->sb + k, (size_t)(t->nsb - k) * sizeof *t->sb);
  t->nsb -= k;
}

bool interp_sb_keep(interp_exec *x, thr *t, uint32_t id, int64_t off, const uint8_t *bytes, uint64_t n) {
  if (!x->weak) return false;
  const buf *b = &x->b[id - 1];
  if (b->kind == BK_ALLOCA || b->o.as == 5) return false;
  if (n > sizeof t->sb->bytes) { /* large (an aggregate): written at once, after the kept ones */
    drain(x, t, t->nsb);
    return false;
  }
  if (!t->sb) {
    t->sb = malloc(SB_CAP * sizeof *t->sb);
    if (!t->sb) ir_oom();
  }
  if (t->nsb == SB_CAP) drain(x, t, 1);
  pend *e = &t->sb[t->nsb++];
  e->id = id;
  e->off = off;
  e->n = (uint8_t)n;
  memcpy(e->bytes, bytes, n);
  return true;
}

void interp_sb_forward(const interp_exec *x, const thr *t, uint32_t id, int64_t off, uint8_t *out, uint64_t n) {
  (void)x;
  for (int i = 0; i < t->nsb; i++) { /* oldest first: the newest store of a byte wins */
    const pend *e = &t->sb[i];
    if (!overlaps(e, id, off, n)) continue;
    for (int k = 0; k < e->n; k++) {
      int64_t at = e->off + k - off;
      if (at >= 0 && (uint64_t)at < n) out[at] = e->bytes[k];
    }
  }
}

void interp_sb_flush(interp_exec *x, thr *t, uint32_t id, int64_t off, uint64_t n) {
  if (!t->nsb) return;
  if (!n) {
    drain(x, t, t->nsb);
    return;
  }
  /* everything up to the newest overlapping store: an older store of the same bytes must not
   * land after a newer one */
  int last = -1;
  for (int i = 0; i < t->nsb; i++)
    if (overlaps(&t->sb[i], id, off, n)) last = i;
  if (last >= 0) drain(x, t, last + 1);
}

void interp_sb_flush_all(interp_exec *x) {
  for (int i = 0; i < x->nt; i++) drain(x, &x->t[i], x->t[i].nsb);
}
