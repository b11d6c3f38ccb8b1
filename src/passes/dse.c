/* Dead Sync Elimination (the DSE half of seed 004).
 * requires: a valid function; breaks: nothing the verifier relies on (only sync calls go;
 * every memory operation keeps its !nvtv.id).
 *
 * A barrier is dead when no two distinct threads of the CTA can make conflicting accesses
 * (same bytes, at least one a write) that it orders: one above it, one below.  Above and
 * below are the accesses reachable from the barrier, backward and forward, without passing
 * another barrier that stays.  Addresses are keyed by their normal form; whether thread t's
 * key and another thread's can meet is sym_threads_may_overlap.  An address nvtv cannot
 * resolve widens to its memory space and keeps the barrier.
 *
 * dse-criterion (DESIGN.md "Barrier soundness"):
 *   cuda (default)  what __syncthreads promises: the regions extend over the CFG to the
 *                   nearest barrier on every path (back edges, kernel entry and exit), shared,
 *                   global and generic memory count, and write-after-write is a conflict.
 *   four-map        the seed's predicate: per block, from the previous sync (or block entry)
 *                   to the next (or block end), shared memory only, conflicts are
 *                   write-above x read-below and write-below x read-above.  Unsound on
 *                   purpose (it misses WAW, global memory and cross-block pairs).
 *   pseudo-code     the seed's pseudo-code as written: it only ever fills the maps above a
 *                   barrier, so every non-exempt barrier whose result is unused is deleted
 *                   (DESIGN.md item 2).  Unsound on purpose: the fuzzer's and the tests'
 *                   "every barrier removed".
 *
 * What the seed gets wrong, and what was done instead (DESIGN.md items 1-4):
 *  - Its example deletes a barrier between `load s[%i]` and `store s[%i]` with a uniform %i:
 *    every thread reads then writes the same element, a cross-thread write-after-read.  Both
 *    criteria keep that barrier; with %i = tid.x each thread has its own element and the
 *    barrier goes.
 *  - Its pseudo-code only fills the maps above the barrier, so every non-exempt barrier
 *    would be deleted; both sides are scanned here.
 *  - It says "three" exempt intrinsics and lists five; all five are kept: nvvm.exit,
 *    nvvm.trap, bar.warp.sync, cp.async.bulk.wait_group, cluster.arrive.relaxed.
 *  - Barriers whose result is used (barrier0.popc/and/or) are never removed.
 * What the seed leaves open:
 *  - Fences (membar.*, fence.*, the fence instruction) order a thread's own accesses as
 *    other threads observe them (data, fence, flag: message passing, also across CTAs for
 *    membar.gl), which the thread-pair question does not see.  A fence is removed only when
 *    one of its sides has no shared, global or generic access at all, however far (to the
 *    kernel's entry or exits), and no cross-thread conflict crosses it either.  nvvm.exit
 *    and nvvm.trap end the regions (nothing runs after them).  Other sync intrinsics (cluster barriers, cp.async
 *    waits) are never removed and do not end regions.
 *  - The CTA is taken to be one thread wide in y and z unless the function reads tid.y or
 *    ntid.y (tid.z, ntid.z): otherwise every address indexed by tid.x alone would be shared
 *    by the threads of a column.  The verifier makes the same assumption and says so.
 *  - Barriers are judged in program order; a removed one no longer bounds the regions of
 *    the ones after it.
 *  - -print-dead-sync-elim prints the seed's "Removed dead synch: " with the four maps, and
 *    each kept barrier with the pair that keeps it.
 */
#include "passes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SPACE_NONE = -1, SPACE_GENERIC = 0, SPACE_GLOBAL = 1, SPACE_SHARED = 3 }; /* sym_access_space */

typedef struct dacc {
  LLVMValueRef inst;
  bool read, write;
  int space;    /* SPACE_*; SPACE_NONE: private or read-only, never conflicts */
  sym_term *g;  /* generic address, or NULL when unresolved */
  uint64_t size;
} dacc;

typedef struct dse {
  addr_fn *a;
  const nvtv_knobs *k;
  nvtv_remarks *r;
  const char *fname;
  bool four_map, pseudo_code;
  unsigned dims;
  ir_map acc;      /* instruction -> dacc* */
  ir_map removed;  /* syncs judged dead */
  LLVMValueRef cur;
  ir_vec region;   /* the dacc*s a walk visited */
} dse;

/* ---- accesses ---- */

static void collect(dse *p) {
  sym_fn *sf = p->a->sf;
  for (int i = 0; i < sf->naccess; i++) {
    sym_access *x = &sf->acc[i];
    if (x->kind == IR_MEM_SYNC || !x->npointers) continue;
    dacc *d = calloc(1, sizeof *d);
    if (!d) ir_oom();
    d->inst = x->inst;
    d->read = x->kind != IR_MEM_STORE;
    d->write = x->kind != IR_MEM_LOAD;
    if (x->kind == IR_MEM_INTRIN) d->read = d->write = true; /* two pointers, a length: unresolved */
    d->g = sym_access_key(p->a->c, x);
    LLVMTypeRef ty = ir_mem_type(x->inst);
    d->size = ty && d->g ? LLVMStoreSizeOfType(p->a->td, ty) : 0;
    d->space = sym_access_space(x, d->g);
    ir_map_put(&p->acc, x->inst, d);
  }
  /* calls that may touch memory (a device function's stores): any address, read and written
   * (nvtv fuzz --exec-oracle found DSE removing a barrier after a call that stored what
   * another thread then overwrote) */
  for (int blk = 0; blk < p->a->cfg->n; blk++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(p->a->cfg->block[blk]); i; i = LLVMGetNextInstruction(i)) {
      if (!ir_call_touches_memory(i)) continue;
      dacc *d = calloc(1, sizeof *d);
      if (!d) ir_oom();
      d->inst = i;
      d->read = d->write = true;
      d->space = SPACE_GENERIC;
      ir_map_put(&p->acc, i, d);
    }
}

/* ---- regions ---- */

static bool ends_thread(LLVMValueRef i) {
  const char *n = LLVMGetInstructionOpcode(i) == LLVMCall ? ir_callee_name(i, NULL) : NULL;
  return n && (!strcmp(n, "llvm.nvvm.exit") || !strcmp(n, "llvm.nvvm.trap") || !strcmp(n, "llvm.trap"));
}

static bool stops(LLVMValueRef i, void *env) {
  dse *p = env;
  ir_synckind k = ir_sync_kind(i);
  if (k == IR_SYNC_NONE) return false;
  if (p->four_map) return true; /* the seed: any sync ends the maps */
  if (ends_thread(i)) return true;
  return k == IR_SYNC_BARRIER && i != p->cur && !ir_map_has(&p->removed, i);
}

static void visit(LLVMValueRef i, void *env) {
  dse *p = env;
  dacc *d = ir_map_get(&p->acc, i);
  if (d && d->space != SPACE_NONE && (!p->four_map || d->space == SPACE_SHARED)) ir_vec_push(&p->region, d);
}

static void region(dse *p, LLVMValueRef b, bool forward, ir_vec *out) {
  p->region.n = 0;
  ir_walk(p->a->cfg, b, forward, !p->four_map, stops, visit, p);
  *out = p->region;
  p->region = (ir_vec){0};
}

/* ---- conflicts ---- */

static bool hazard(const dse *p, const dacc *x, const dacc *y) {
  if (p->four_map) return (x->write && y->read) || (y->write && x->read);
  return x->write || y->write;
}

static bool may_conflict(dse *p, const dacc *x, const dacc *y) {
  if (!hazard(p, x, y)) return false;
  if (x->space != y->space && x->space != SPACE_GENERIC && y->space != SPACE_GENERIC) return false;
  if (!x->g || !y->g) return true; /* widened to the memory space */
  sym_term *yo = sym_other_thread(p->a->c, y->g, (uint32_t)p->a->cfg->nloops + 1);
  return sym_threads_may_overlap(p->a->c, p->a->fn, x->g, x->size, yo, y->size, p->dims);
}

/* ---- remarks ---- */

static void key_text(dse *p, const dacc *d, char *buf, size_t n) {
  static const char *sp[] = {"generic", "global", "?", "shared"};
  if (!d->g) {
    snprintf(buf, n, "<%s memory>", d->space >= 0 && d->space <= 3 ? sp[d->space] : "?");
    return;
  }
  buf[0] = 0;
  sym_print(p->a->c, d->g, buf, n);
}

static void map_line(dse *p, char *out, size_t cap, const char *label, const ir_vec *v, bool writes) {
  size_t n = (size_t)snprintf(out, cap, "%-12s {", label);
  bool first = true;
  for (int i = 0; i < v->n && n + 8 < cap; i++) {
    const dacc *d = v->v[i];
    if (writes ? !d->write : !d->read) continue;
    char k[160];
    key_text(p, d, k, sizeof k);
    n += (size_t)snprintf(out + n, cap - n, "%s%s", first ? "" : ", ", k);
    first = false;
  }
  if (n + 2 < cap) snprintf(out + n, cap - n, "}");
}

static const char *block_name_of(LLVMValueRef i) {
  const char *n = LLVMGetBasicBlockName(LLVMGetInstructionParent(i));
  return n && *n ? n : "<unnamed>";
}

static void report(dse *p, LLVMValueRef b, const ir_vec *above, const ir_vec *below, bool removed, const dacc *x,
                   const dacc *y) {
  const char *name = LLVMGetInstructionOpcode(b) == LLVMFence ? "fence" : ir_callee_name(b, NULL);
  if (removed) remark(p->r, "dse", "@%s: removed %s in %%%s", p->fname, name, block_name_of(b));
  if (!knob(p->k, KNOB_PRINT_DEAD_SYNC_ELIM)) return;
  if (!removed) {
    char kx[160], ky[160];
    key_text(p, x, kx, sizeof kx);
    key_text(p, y, ky, sizeof ky);
    remark(p->r, "dse", "Kept synch: %s in %%%s of @%s: %s %s above and %s %s below may conflict across threads", name,
           block_name_of(b), p->fname, x->write ? "write" : "read", kx, y->write ? "write" : "read", ky);
    return;
  }
  char l[4][1024];
  map_line(p, l[0], sizeof l[0], "Read above:", above, false);
  map_line(p, l[1], sizeof l[1], "Write above:", above, true);
  map_line(p, l[2], sizeof l[2], "Read below:", below, false);
  map_line(p, l[3], sizeof l[3], "Write below:", below, true);
  remark(p->r, "dse", "Removed dead synch: %s in %%%s of @%s\n  %s\n  %s\n  %s\n  %s", name, block_name_of(b), p->fname, l[0],
         l[1], l[2], l[3]);
}

/* ---- the pass ---- */

static bool removable_kind(LLVMValueRef i) {
  ir_synckind k = ir_sync_kind(i);
  /* a used result stays: barrier0.popc/and/or, or a call that only looks like a sync */
  return (k == IR_SYNC_FENCE || k == IR_SYNC_BARRIER) && !LLVMGetFirstUse(i);
}

static bool thread_end(LLVMValueRef i, void *env) {
  (void)env;
  return ends_thread(i);
}

/* A fence orders the thread's own accesses as other threads (of any CTA, for membar.gl)
 * observe them: data, fence, flag.  It is dead only when nothing it could order is on one
 * of its sides, however far. */
static bool fence_orders(dse *p, LLVMValueRef b, const dacc **x, const dacc **y) {
  ir_vec side[2];
  for (int k = 0; k < 2; k++) {
    p->region.n = 0;
    ir_walk(p->a->cfg, b, k == 1, true, thread_end, visit, p);
    side[k] = p->region;
    p->region = (ir_vec){0};
  }
  bool orders = side[0].n && side[1].n;
  if (orders) *x = side[0].v[0], *y = side[1].v[0];
  ir_vec_free(&side[0]);
  ir_vec_free(&side[1]);
  return orders;
}

static void judge(dse *p, LLVMValueRef b) {
  p->cur = b;
  ir_vec above, below;
  region(p, b, false, &above);
  region(p, b, true, &below);
  const dacc *cx = NULL, *cy = NULL;
  if (ir_sync_kind(b) == IR_SYNC_FENCE && !p->pseudo_code) fence_orders(p, b, &cx, &cy);
  for (int i = 0; i < above.n && !cx; i++)
    for (int j = 0; j < below.n && !cx; j++)
      if (may_conflict(p, above.v[i], below.v[j])) cx = above.v[i], cy = below.v[j];
  if (p->pseudo_code) cx = NULL; /* the below maps stay empty */
  if (!cx) ir_map_put(&p->removed, b, b);
  remark_cover(p->r, ir_sync_kind(b) == IR_SYNC_FENCE ? (cx ? PC_DSE_FENCE_KEPT : PC_DSE_FENCE_REMOVED)
                     : p->pseudo_code                  ? PC_DSE_PSEUDO_REMOVED
                     : p->four_map                     ? (cx ? PC_DSE_FOURMAP_KEPT : PC_DSE_FOURMAP_REMOVED)
                                                       : (cx ? PC_DSE_CUDA_KEPT : PC_DSE_CUDA_REMOVED));
  report(p, b, &above, &below, !cx, cx, cy);
  ir_vec_free(&above);
  ir_vec_free(&below);
  p->cur = NULL;
}

/* Coverage of the syncs DSE never judges: exempt intrinsics, barriers whose result is used. */
static void cover_kept(nvtv_remarks *r, LLVMValueRef i) {
  ir_synckind k = ir_sync_kind(i);
  if (k == IR_SYNC_BARRIER) remark_cover(r, PC_DSE_USED_RESULT);
  if (k != IR_SYNC_EXEMPT) return;
  const char *n = ir_callee_name(i, NULL);
  remark_cover(r, !strcmp(n, "llvm.nvvm.exit")          ? PC_DSE_EXEMPT_EXIT
                  : strstr(n, "trap")                   ? PC_DSE_EXEMPT_TRAP
                  : strstr(n, "bar.warp.sync")          ? PC_DSE_EXEMPT_WARP
                  : strstr(n, "cp.async.bulk.wait")     ? PC_DSE_EXEMPT_BULK
                                                        : PC_DSE_EXEMPT_CLUSTER);
}

bool dse_run(LLVMValueRef fn, const nvtv_knobs *k, nvtv_remarks *r) {
  if (LLVMCountBasicBlocks(fn) == 0) return false;
  char fname[128];
  remark_fn_name(fn, fname, sizeof fname);
  dse p = {0};
  p.k = k;
  p.r = r;
  p.fname = fname;
  p.four_map = knob(k, KNOB_DSE_CRITERION) >= 1;
  p.pseudo_code = knob(k, KNOB_DSE_CRITERION) == 2;
  p.a = addr_open(fn);
  if (!p.a) return false;
  p.dims = sym_cta_dims(fn);
  ir_map_init(&p.acc);
  ir_map_init(&p.removed);
  collect(&p);
  ir_vec syncs = {0};
  for (int blk = 0; blk < p.a->cfg->n; blk++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(p.a->cfg->block[blk]); i; i = LLVMGetNextInstruction(i))
      if (removable_kind(i)) ir_vec_push(&syncs, i);
      else cover_kept(r, i);
  for (int i = 0; i < syncs.n; i++) judge(&p, syncs.v[i]);
  int n = 0;
  for (int i = 0; i < syncs.n; i++)
    if (ir_map_has(&p.removed, syncs.v[i])) {
      LLVMInstructionEraseFromParent(syncs.v[i]);
      n++;
    }
  ir_vec_free(&syncs);
  for (size_t i = 0; i < p.acc.cap; i++)
    if (p.acc.keys[i]) free(p.acc.vals[i]);
  ir_map_free(&p.acc);
  ir_map_free(&p.removed);
  addr_close(p.a);
  return n > 0;
}
