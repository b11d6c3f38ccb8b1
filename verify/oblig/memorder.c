/* The memory-order rule (DESIGN.md "Soundness: memory order and an adversary"): a tagged
 * access of tgt must lie between the same barrier instances as its src counterpart, relative
 * to every other thread's access it may conflict with.
 *
 * Each access's sync interval is the set of barrier instances that may be the last before it
 * (phase.c): src's over the barriers tgt keeps (a removed barrier is the barrier rule's
 * question), tgt's over its own.  Where the two agree (the same barrier tags, the same
 * iteration offsets loop by loop), the access did not move across a barrier and "loaded
 * values are equal in src and tgt" is a premise it may rest on.  Where they differ (a load
 * hoisted above the __syncthreads() before it, a store sunk below one, an access moved to the
 * previous iteration of a loop with a barrier), the move is checked like a barrier removal,
 * for that access against every other thread's access of src that tgt keeps: thread t's
 * moved access and thread t''s access y may not follow the same barrier instance in tgt
 * (over-approximated) unless they do in src (under-approximated), nor lie in the other order
 * of program order in tgt (the access moved past y: across two barriers the two stay ordered,
 * the other way round) -- or they may not touch the same bytes with one of them writing.  A satisfiable pair is a counterexample once
 * execution confirms it, unknown when execution refutes it.
 *
 * Within one thread, an access keeps its order relative to the same thread's accesses of the
 * same bytes: where two accesses (one writing) run in one order in an iteration of their
 * common loops in src and in the other order in tgt, they may not touch the same bytes.  An
 * access moved across a call that may touch its bytes is unknown (call_order).
 *
 * Only barriers cut a thread's execution into intervals every other thread agrees on.  An
 * access that moved across a fence, a warp sync or another sync (and not across a barrier)
 * is checked against every other thread's conflicting access, wherever it lies: none may
 * exist, or the move is unknown (nvtv does not model the memory consistency model).
 * requires: both sides' terms and the tag index; breaks: nothing.
 */
#include "oblig.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the barriers of each side ---- */

static bool src_barrier(LLVMValueRef i, void *env) {
  vctx *v = env;
  if (ir_sync_kind(i) != IR_SYNC_BARRIER) return false;
  long tag = ir_tag_of(i);
  return tag < 0 || verify_acc_by_tag(&v->t, tag); /* (a removed one is the barrier rule's) */
}

/* (a sync tgt added only orders: added_sync.c asks whether it can run) */
static bool tgt_barrier(LLVMValueRef i, void *env) {
  return ir_sync_kind(i) == IR_SYNC_BARRIER && !verify_added_sync_is(env, i);
}

/* any sync point that orders a thread's accesses for others (fences, warp syncs, ...) */
static bool src_sync(LLVMValueRef i, void *env) {
  vctx *v = env;
  ir_synckind k = ir_sync_kind(i);
  if (k == IR_SYNC_NONE) return false;
  long tag = ir_tag_of(i);
  return tag < 0 || verify_acc_by_tag(&v->t, tag);
}

static bool tgt_sync(LLVMValueRef i, void *env) {
  return ir_sync_kind(i) != IR_SYNC_NONE && !verify_added_sync_is(env, i);
}

static sym_term *src_reach(void *env, LLVMValueRef sync) {
  sym_access *a = verify_access_of(&((vctx *)env)->s, sync);
  return a ? a->reach : NULL;
}

/* a kept barrier runs where src's does (its reach is checked like any access's) */
static sym_term *tgt_reach(void *env, LLVMValueRef sync) {
  vctx *v = env;
  long tag = ir_tag_of(sync);
  sym_access *a = tag >= 0 ? verify_acc_by_tag(&v->s, tag) : NULL;
  if (a && a->kind == IR_MEM_SYNC) return a->reach;
  a = verify_access_of(&v->t, sync);
  return a ? a->reach : NULL;
}

/* tgt's rotated loop leaves from its latch, one iteration before src's exit iteration */
static bool tgt_early(void *env, uint32_t g) {
  vctx *v = env;
  return g < (uint32_t)v->ngid && v->grot[g] && !v->gdrop[g];
}

typedef struct sigs {
  v_phase_sig bar, sync;
} sigs;

static sigs *sigs_of(vctx *v, ir_map *cache, side *sd, LLVMValueRef x, bool tgt) {
  sigs *s = ir_map_get(cache, x);
  if (s) return s;
  s = calloc(1, sizeof *s);
  if (!s) ir_oom();
  verify_phase_build(sd->cfg, sd->gid, x, tgt ? tgt_barrier : src_barrier, v, &s->bar);
  verify_phase_build(sd->cfg, sd->gid, x, tgt ? tgt_sync : src_sync, v, &s->sync);
  ir_map_put(cache, x, s);
  return s;
}

static bool has_sync(const ir_cfg *cfg) {
  for (int b = 0; b < cfg->n; b++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->block[b]); i; i = LLVMGetNextInstruction(i))
      if (ir_sync_kind(i) != IR_SYNC_NONE) return true;
  return false;
}

/* DAG reachability (back edges removed): does block a reach block b within one iteration of
 * every loop around both? */
static char *dag_reach(const ir_cfg *cfg) {
  int n = cfg->n;
  char *r = calloc((size_t)n * (size_t)n, 1);
  int *work = malloc(sizeof *work * (size_t)(n + 1));
  if (!r || !work) ir_oom();
  for (int s = 0; s < n; s++) {
    char *row = r + (size_t)s * (size_t)n;
    int nw = 0;
    work[nw++] = s;
    while (nw) {
      int b = work[--nw];
      for (int k = 0; k < cfg->nsucc[b]; k++) {
        int t = cfg->succ[b][k];
        int l = cfg->loop_of[t];
        bool back = false;
        for (int m = l; m >= 0 && !back; m = cfg->loops[m].parent)
          back = cfg->loops[m].header == t && ir_loop_contains(cfg, m, b);
        if (back || row[t]) continue;
        row[t] = 1;
        work[nw++] = t;
      }
    }
  }
  free(work);
  return r;
}

static void prepare(vctx *v) {
  memorder_state *m = &v->memorder;
  if (m->ready) return;
  m->ready = true;
  ir_map_init(&m->src);
  ir_map_init(&m->tgt);
  m->any = has_sync(v->s.cfg) || has_sync(v->t.cfg);
  if (m->any) v->r->approx |= V_APPROX_MEMORDER;
  m->sreach = v->s.cfg->irreducible ? NULL : dag_reach(v->s.cfg);
  m->treach = v->t.cfg->irreducible ? NULL : dag_reach(v->t.cfg);
}

void verify_memorder_free(vctx *v) {
  memorder_state *m = &v->memorder;
  if (!m->ready) return;
  ir_map *maps[2] = {&m->src, &m->tgt};
  for (int k = 0; k < 2; k++) {
    for (size_t i = 0; i < maps[k]->cap; i++)
      if (maps[k]->keys[i]) {
        sigs *s = maps[k]->vals[i];
        verify_phase_free(&s->bar);
        verify_phase_free(&s->sync);
        free(s);
      }
    ir_map_free(maps[k]);
  }
  free(m->sreach);
  free(m->treach);
  memset(m, 0, sizeof *m);
}

/* ---- pairs ---- */

/* a call's callee for a message ("(inline asm or indirect)" when it has no name) */
static const char *callee_of(LLVMValueRef call) {
  const char *n = ir_callee_name(call, NULL);
  return n ? n : "(inline asm or indirect)";
}

static uint64_t size_of(vctx *v, const sym_access *x) {
  LLVMTypeRef ty = ir_mem_type(x->inst);
  return ty && x->kind != IR_MEM_INTRIN ? LLVMStoreSizeOfType(v->s.sf->td, ty) : 0;
}

static bool writes(const sym_access *x) { return x->kind != IR_MEM_LOAD; }

/* What an access touches, as plain accesses: itself; a memory intrinsic of a constant length
 * its destination (written) and a copy's source (read).  -1: an intrinsic of another length,
 * which nvtv cannot bound (the pair is unknown). */
typedef struct view {
  sym_access a;
  uint64_t size;
} view;

static int views(vctx *v, const sym_access *x, view out[2]) {
  if (x->kind != IR_MEM_INTRIN) {
    out[0].a = *x;
    out[0].size = size_of(v, x);
    return out[0].size && x->gaddr[0] ? 1 : -1;
  }
  if (!x->len || x->len->op != SYM_CONST || !x->len->imm || !x->gaddr[0]) return -1;
  int n = 0;
  for (int k = 0; k < x->npointers && k < 2; k++) {
    if (!x->gaddr[k]) return -1;
    view *w = &out[n++];
    w->a = *x;
    w->a.kind = k ? IR_MEM_LOAD : IR_MEM_STORE;
    w->a.npointers = 1;
    w->a.addr[0] = x->addr[k];
    w->a.gaddr[0] = x->gaddr[k];
    w->a.aspace[0] = x->aspace[k];
    w->size = x->len->imm;
  }
  return n;
}

typedef struct mover {
  vctx *v;
  sym_access *a, *b;     /* the moved access: src's, tgt's */
  LLVMValueRef as, at;   /* where it runs, src's and tgt's: the access, or the call of the
                            device function it belongs to (verify_call_accesses) */
  sigs *sa, *sb;
  bool across_barrier;   /* its barrier interval changed (else another sync's) */
  bool unknown_told;
  v_pair p;
} mover;

static void report(mover *m, const sym_access *y, v_pair_result *pr) {
  vctx *v = m->v;
  bool cex = pr->r == SMT_SAT;
  v_finding *f = verify_add_finding(v, cex ? V_CEX : V_UNKNOWN, cex ? "memory-order" : "unknown", m->a->tag);
  verify_sbuf txt = {0};
  json_t *js = verify_json_head(f);
  if (m->a->tag >= 0) verify_describe_access(v, f, &txt, js, m->a->tag);
  else { /* an access of a device function whose call tgt moved */
    f->src_line = ir_line_of(v->s.lm, m->as);
    f->tgt_line = ir_line_of(v->t.lm, m->at);
    verify_sbprintf(&txt, "  access:     call @%s (src line %d, tgt line %d)\n", callee_of(m->as), f->src_line,
                    f->tgt_line);
  }
  if (m->across_barrier)
    verify_sbprintf(&txt, "  check:      tgt keeps the access between the same barrier instances as src, for every other "
                          "thread's access it may conflict with\n");
  else
    verify_sbprintf(&txt, "  check:      tgt moved the access across a fence or another sync: no other thread may access "
                          "its bytes\n");
  int tl = ir_line_of(v->t.lm, m->at);
  if (tl) verify_sbprintf(&txt, "  moved:      to tgt line %d\n", tl);
  int space = sym_access_space(m->a, sym_access_key(v->c, m->a));
  verify_pair_hazard(&txt, js, writes(m->a), writes(y), false, space);
  verify_pair_line(v, &txt, js, "first:", m->a, "t", "the access tgt moved");
  verify_pair_line(v, &txt, js, "second:", y, "t'", m->across_barrier ? "in src's other interval" : "anywhere");
  json_object_set_new(js, "across", json_string(m->across_barrier ? "barrier" : "sync"));
  verify_pair_finish(v, f, pr, &txt, js, false);
}

/* src's access y of another thread against the moved one: the verdict */
/* an access that touches bytes nvtv cannot bound (a memory intrinsic of a variable length) */
static v_verdict unbounded(vctx *v, bool *told, const sym_access *a, const sym_access *y) {
  if (!*told)
    verify_note(v, V_UNKNOWN, "unknown", a->tag,
                "tgt moved the access, and the bytes of %s (src line %d) are not bounded (a memory intrinsic of a "
                "length that is not constant): whether they conflict is not known",
                ir_memkind_name(y->kind), ir_line_of(v->s.lm, y->inst));
  *told = true;
  return V_UNKNOWN;
}

/* t's piece x of the moved access against t''s piece y of another access */
static v_verdict check_views(mover *m, const view *x, const view *y, sym_term *also, const ir_vec *also_y) {
  vctx *v = m->v;
  sym_ctx *c = v->c;
  if (!writes(&x->a) && !writes(&y->a)) return V_PROVED;
  sym_term *kx = sym_access_key(c, &x->a), *ky = sym_access_key(c, &y->a);
  int spx = sym_access_space(&x->a, kx), spy = sym_access_space(&y->a, ky);
  if (spx < 0 || spy < 0 || (spx && spy && spx != spy)) return V_PROVED; /* private, or shared vs global */
  if (kx && ky && sym_distinct_objects(v->s.fn, kx, ky)) return V_PROVED;
  if (kx && ky &&
      !sym_threads_may_overlap(c, v->s.fn, kx, x->size, sym_other_thread(c, ky, m->p.kshift), y->size, m->p.dims)) {
    v->r->fast_proved++;
    if (!v->o->always_z3) return V_PROVED;
  }
  v_pair_result pr;
  memset(&pr, 0, sizeof pr);
  verify_pair_ask(&m->p, &x->a, x->size, &y->a, y->size, also, also_y, NULL, &pr);
  v_verdict r = verify_pair_verdict(&m->p, &pr, "memory-order", m->a->tag, false);
  if (r == V_CEX || (r == V_UNKNOWN && !m->unknown_told)) report(m, &y->a, &pr); /* (one unknown per access) */
  m->unknown_told |= r == V_UNKNOWN;
  m->p.no_retry |= r == V_UNKNOWN; /* (unknown at best now: one model per remaining pair) */
  sym_model_free(&pr.model);
  return r;
}

/* 1: x runs before y in an iteration of the loops around both, -1: after, 0: never both in
 * one iteration, 2: not known (an irreducible CFG) */
static int order(const side *sd, const char *reach, LLVMValueRef x, LLVMValueRef y) {
  if (!reach) return 2;
  int bx = ir_block_index(sd->cfg, LLVMGetInstructionParent(x)), by = ir_block_index(sd->cfg, LLVMGetInstructionParent(y));
  if (bx < 0 || by < 0) return 2;
  if (bx == by) {
    for (LLVMValueRef i = x; i; i = LLVMGetNextInstruction(i))
      if (i == y) return 1;
    return -1;
  }
  int n = sd->cfg->n;
  return reach[(size_t)bx * (size_t)n + (size_t)by] ? 1 : reach[(size_t)by * (size_t)n + (size_t)bx] ? -1 : 0;
}

/* Did tgt put the moved access on the other side of y in program order (within an iteration
 * of their common loops)?  Then their barrier instances may have changed order without ever
 * becoming the same one: a load hoisted above two barriers, past another thread's store in
 * between, reads before it instead of after it, and no race says so. */
static bool order_reversed(mover *m, LLVMValueRef ys, LLVMValueRef yt) {
  memorder_state *ms = &m->v->memorder;
  int os = order(&m->v->s, ms->sreach, m->as, ys), ot = order(&m->v->t, ms->treach, m->at, yt);
  if (os == 2 || ot == 2) return true; /* not known: as if */
  return os && ot && os != ot;
}

/* A pair src orders (different barrier instances) that tgt does not order (the same
 * instance), or orders the other way (the access moved past y, and past a barrier): the
 * condition, with y's terms in also_y; NULL for a move across another sync (any pair). */
static sym_term *newly_unordered(mover *m, LLVMValueRef ys, LLVMValueRef yt, sigs *sy, sigs *syb, ir_vec *also_y) {
  if (!m->across_barrier) return NULL;
  vctx *v = m->v;
  sym_ctx *c = v->c;
  v_phase_env es = {c, src_reach, v, NULL, NULL, "src"}, et = {c, tgt_reach, v, tgt_early, v, "tgt"};
  sym_term *now = order_reversed(m, ys, yt) ? sym_true(c)
                                            : verify_phase_same(&et, &m->sb->bar, &et, &syb->bar, m->p.kshift, false, also_y);
  sym_term *before = verify_phase_same(&es, &m->sa->bar, &es, &sy->bar, m->p.kshift, true, also_y);
  return sym_and(c, now, sym_not(c, before));
}

/* y runs at ys in src and yt in tgt (itself, or the call of its device function) */
static v_verdict check_partner(mover *m, const sym_access *y, LLVMValueRef ys, LLVMValueRef yt, sigs *sy, sigs *syb) {
  vctx *v = m->v;
  if (!writes(m->a) && !writes(y)) return V_PROVED;
  view vx[2], vy[2];
  int nx = views(v, m->a, vx), ny = views(v, y, vy);
  if (nx < 0 || ny < 0) return unbounded(v, &m->unknown_told, m->a, nx < 0 ? m->a : y);
  ir_vec also_y = {0};
  sym_term *also = newly_unordered(m, ys, yt, sy, syb, &also_y);
  if (also && sym_is_const(also, 0)) {
    ir_vec_free(&also_y);
    return V_PROVED;
  }
  v_verdict worst = V_PROVED;
  for (int i = 0; i < nx && worst != V_CEX; i++)
    for (int j = 0; j < ny && worst != V_CEX; j++) worst = verify_worse(worst, check_views(m, &vx[i], &vy[j], also, &also_y));
  ir_vec_free(&also_y);
  return worst;
}

/* ---- within one thread ---- */

/* the loop ids around both x and y, innermost first, as a string of ids */
static int common_loops(const side *sd, LLVMValueRef x, LLVMValueRef y, uint32_t *out, int cap) {
  int bx = ir_block_index(sd->cfg, LLVMGetInstructionParent(x)), by = ir_block_index(sd->cfg, LLVMGetInstructionParent(y));
  int n = 0;
  for (int l = bx >= 0 ? sd->cfg->loop_of[bx] : -1; l >= 0 && n < cap; l = sd->cfg->loops[l].parent)
    if (by >= 0 && ir_loop_contains(sd->cfg, l, by)) out[n++] = sd->gid[l];
  return n;
}

/* src's a and y run in the order tgt's b and yb do, in an iteration of the same loops */
static bool same_order(vctx *v, LLVMValueRef a, LLVMValueRef b, LLVMValueRef y, LLVMValueRef yb) {
  memorder_state *ms = &v->memorder;
  uint32_t cs[PHASE_DEPTH * 4], ct[PHASE_DEPTH * 4];
  int ns = common_loops(&v->s, a, y, cs, PHASE_DEPTH * 4), nt = common_loops(&v->t, b, yb, ct, PHASE_DEPTH * 4);
  if (ns != nt || memcmp(cs, ct, sizeof *cs * (size_t)ns)) return false;
  int os = order(&v->s, ms->sreach, a, y), ot = order(&v->t, ms->treach, b, yb);
  return os != 2 && ot != 2 && (os == ot || !os || !ot);
}

/* src's calls that touch memory, each with tgt's call of the same callee in the same place
 * among that callee's calls (block order), as verify_check_calls pairs them; a callee tgt
 * calls a different number of times is left out (verify_check_calls says unknown) */
static int paired_calls(vctx *v, LLVMValueRef *sc, LLVMValueRef *tc, int cap) {
  enum { CAP = 64 };
  LLVMValueRef all[CAP], s1[CAP], t1[CAP];
  int na = ir_memory_calls(v->s.cfg, NULL, 0, all, CAP), n = 0;
  for (int i = 0; i < na && i < CAP && n < cap; i++) {
    size_t len = 0;
    const char *nm = ir_callee_name(all[i], &len);
    int ns = ir_memory_calls(v->s.cfg, nm, len, s1, CAP), nt = ir_memory_calls(v->t.cfg, nm, len, t1, CAP);
    if (ns != nt || ns > CAP) continue;
    int k = 0;
    while (k < ns && s1[k] != all[i]) k++;
    if (k == ns) continue;
    sc[n] = s1[k];
    tc[n++] = t1[k];
  }
  return n;
}

/* The same thread's calls: an access tgt moved across a call that may touch its bytes
 * (a load hoisted above __nv_sincosf(x, &s, &c) that writes s, a store sunk below a device
 * function that reads it) is unknown -- nvtv does not see into the callee's accesses from
 * here.  The calls pair up in block order, callee by callee, as check_calls pairs them;
 * where tgt calls a function a different number of times, its calls are not compared. */
static v_verdict call_order(vctx *v, sym_access *a, sym_access *b) {
  enum { CAP = 64 };
  LLVMValueRef sc[CAP], tc[CAP];
  int n = paired_calls(v, sc, tc, CAP);
  for (int k = 0; k < n; k++) {
    if (same_order(v, a->inst, b->inst, sc[k], tc[k])) continue;
    if (!ir_call_may_access(v->s.fn, sc[k], ir_mem_pointer(a->inst, 0), writes(a))) continue;
    verify_note(v, V_UNKNOWN, "unknown", a->tag,
                "tgt moved the access across the call of @%s (src line %d), which may %s its bytes: nvtv does not "
                "follow the callee's accesses across a move",
                callee_of(sc[k]), ir_line_of(v->s.lm, sc[k]), writes(a) ? "access" : "write");
    return V_UNKNOWN;
  }
  return V_PROVED;
}

static void report_thread(vctx *v, sym_access *a, sym_access *b, const sym_access *y, v_pair_result *pr) {
  bool cex = pr->r == SMT_SAT;
  v_finding *f = verify_add_finding(v, cex ? V_CEX : V_UNKNOWN, cex ? "memory-order" : "unknown", a->tag);
  verify_sbuf txt = {0};
  json_t *js = verify_json_head(f);
  verify_describe_access(v, f, &txt, js, a->tag);
  verify_sbprintf(&txt, "  check:      tgt keeps the order of the access and the same thread's accesses of the same "
                        "bytes\n");
  int tl = ir_line_of(v->t.lm, b->inst);
  if (tl) verify_sbprintf(&txt, "  moved:      to tgt line %d\n", tl);
  int space = sym_access_space(a, sym_access_key(v->c, a));
  verify_pair_hazard(&txt, js, writes(a), writes(y), false, space);
  verify_pair_line(v, &txt, js, "first:", a, "t", "the access tgt moved");
  verify_pair_line(v, &txt, js, "second:", y, "t", "on the other side of it in tgt");
  json_object_set_new(js, "across", json_string("thread"));
  verify_pair_finish(v, f, pr, &txt, js, false);
}

/* the same thread's accesses whose order with a tgt changed: none may touch a's bytes */
static v_verdict thread_order(vctx *v, sym_access *a, sym_access *b) {
  v_verdict worst = V_PROVED;
  v_pair p;
  bool begun = false, told = false;
  /* each pair once: a's partners after it (a copy of a src access, LICM's, checks them all) */
  int from = a >= v->s.sf->acc && a < v->s.sf->acc + v->s.sf->naccess ? (int)(a - v->s.sf->acc) + 1 : 0;
  for (int i = from; i < v->s.sf->naccess && worst != V_CEX; i++) {
    sym_access *y = &v->s.sf->acc[i];
    if (y == a || y->tag < 0 || y->kind == IR_MEM_SYNC || !y->npointers || (!writes(a) && !writes(y))) continue;
    sym_access *yb = verify_acc_by_tag(&v->t, y->tag);
    if (!yb || ir_map_has(&v->t.dup, (void *)(intptr_t)(y->tag + 1)) || same_order(v, a->inst, b->inst, y->inst, yb->inst)) continue;
    view va[2], vy[2];
    int na = views(v, a, va), ny = views(v, y, vy);
    if (na < 0 || ny < 0) {
      worst = verify_worse(worst, unbounded(v, &told, a, na < 0 ? a : y));
      continue;
    }
    for (int j = 0; j < na && worst != V_CEX; j++)
      for (int k = 0; k < ny && worst != V_CEX; k++) {
        if (!writes(&va[j].a) && !writes(&vy[k].a)) continue;
        sym_term *ka = sym_access_key(v->c, &va[j].a), *ky = sym_access_key(v->c, &vy[k].a);
        if (ka && ky && sym_distinct_objects(v->s.fn, ka, ky)) continue;
        if (!begun) verify_pair_begin(v, &p);
        begun = true;
        if (verify_pair_one_thread_apart(&p, &va[j].a, va[j].size, &vy[k].a, vy[k].size)) {
          v->r->fast_proved++;
          if (!v->o->always_z3) continue;
        }
        v_pair_result pr;
        memset(&pr, 0, sizeof pr);
        verify_pair_ask_one_thread(&p, &va[j].a, va[j].size, &vy[k].a, vy[k].size, &pr);
        v_verdict r = verify_pair_verdict(&p, &pr, "memory-order", a->tag, false);
        if (r == V_CEX || (r == V_UNKNOWN && !told)) report_thread(v, a, b, &vy[k].a, &pr);
        told |= r == V_UNKNOWN;
        sym_model_free(&pr.model);
        worst = verify_worse(worst, r);
      }
  }
  if (begun) verify_pair_end(&p);
  return worst;
}

/* The moved access against every other thread's access of src that tgt keeps: the tagged
 * ones, and those of the device functions src calls (a helper's store to the tile); a call
 * nvtv cannot look into that may touch the moved access's bytes leaves it unknown. */
static v_verdict partners(mover *m) {
  vctx *v = m->v;
  memorder_state *ms = &v->memorder;
  v_verdict worst = V_PROVED;
  for (int i = 0; i < v->s.sf->naccess && worst != V_CEX; i++) {
    sym_access *y = &v->s.sf->acc[i];
    if (y->tag < 0 || y->kind == IR_MEM_SYNC || !y->npointers) continue;
    sym_access *yb = verify_acc_by_tag(&v->t, y->tag);
    if (!yb || ir_map_has(&v->t.dup, (void *)(intptr_t)(y->tag + 1))) continue; /* (tgt does not run it as such) */
    sigs *sy = sigs_of(v, &ms->src, &v->s, y->inst, false), *syb = sigs_of(v, &ms->tgt, &v->t, yb->inst, true);
    worst = verify_worse(worst, check_partner(m, y, y->inst, yb->inst, sy, syb));
  }
  enum { CAP = 64 };
  LLVMValueRef sc[CAP], tc[CAP];
  int nc = paired_calls(v, sc, tc, CAP);
  for (int i = 0; i < nc && worst != V_CEX; i++) {
    sigs *sy = sigs_of(v, &ms->src, &v->s, sc[i], false), *syb = sigs_of(v, &ms->tgt, &v->t, tc[i], true);
    int blk = ir_block_index(v->s.cfg, LLVMGetInstructionParent(sc[i]));
    const sym_access *acc = NULL;
    int n = blk >= 0 ? verify_call_accesses(v, sc[i], blk, &acc) : -1;
    for (int k = 0; k < n && worst != V_CEX; k++) worst = verify_worse(worst, check_partner(m, &acc[k], sc[i], tc[i], sy, syb));
    if (n >= 0 || !ir_call_may_access(v->s.fn, sc[i], ir_mem_pointer(m->a->inst, 0), writes(m->a))) continue;
    ir_vec also_y = {0};
    sym_term *also = newly_unordered(m, sc[i], tc[i], sy, syb, &also_y);
    ir_vec_free(&also_y);
    if (also && sym_is_const(also, 0)) continue;
    if (!m->unknown_told)
      verify_note(v, V_UNKNOWN, "unknown", m->a->tag,
                  "tgt moved the access across a %s, and another thread's call of @%s (src line %d), which nvtv cannot "
                  "look into, may %s its bytes",
                  m->across_barrier ? "barrier" : "sync", callee_of(sc[i]), ir_line_of(v->s.lm, sc[i]),
                  writes(m->a) ? "access" : "write");
    m->unknown_told = true;
    worst = verify_worse(worst, V_UNKNOWN);
  }
  return worst;
}

v_verdict verify_memorder_access(vctx *v, sym_access *a, sym_access *b) {
  prepare(v);
  memorder_state *ms = &v->memorder;
  if (a->kind == IR_MEM_SYNC || !a->npointers || !b) return V_PROVED;
  v_verdict own = thread_order(v, a, b);
  if (own != V_CEX) own = verify_worse(own, call_order(v, a, b));
  if (own == V_CEX || !ms->any) return own;
  mover m = {v, a, b, a->inst, b->inst, sigs_of(v, &ms->src, &v->s, a->inst, false), sigs_of(v, &ms->tgt, &v->t, b->inst, true),
             false, false, {0}};
  bool bar_same = verify_phase_equal(&m.sa->bar, &m.sb->bar);
  if (bar_same && verify_phase_equal(&m.sa->sync, &m.sb->sync)) return own;
  m.across_barrier = !bar_same;
  if (v->trace) {
    fprintf(stderr, "[trace] #%ld moved: src", a->tag);
    verify_phase_print(&m.sa->bar, stderr);
    fprintf(stderr, " tgt");
    verify_phase_print(&m.sb->bar, stderr);
    fprintf(stderr, "\n");
  }
  verify_pair_begin(v, &m.p);
  v_verdict worst = partners(&m);
  verify_pair_end(&m.p);
  return verify_worse(own, worst);
}

v_verdict verify_memorder_call(vctx *v, LLVMValueRef sc, LLVMValueRef tc) {
  prepare(v);
  memorder_state *ms = &v->memorder;
  if (!ms->any) return V_PROVED;
  sigs *sa = sigs_of(v, &ms->src, &v->s, sc, false), *sb = sigs_of(v, &ms->tgt, &v->t, tc, true);
  bool bar_same = verify_phase_equal(&sa->bar, &sb->bar);
  if (bar_same && verify_phase_equal(&sa->sync, &sb->sync)) return V_PROVED;
  int blk = ir_block_index(v->s.cfg, LLVMGetInstructionParent(sc));
  const sym_access *acc = NULL;
  int n = blk >= 0 ? verify_call_accesses(v, sc, blk, &acc) : -1;
  if (n < 0) {
    verify_note(v, V_UNKNOWN, "unknown", -1,
                "tgt moved the call of @%s (src line %d, tgt line %d) across a %s: nvtv cannot look into the callee to "
                "check its accesses against other threads'",
                callee_of(sc), ir_line_of(v->s.lm, sc), ir_line_of(v->t.lm, tc), bar_same ? "sync" : "barrier");
    return V_UNKNOWN;
  }
  v_verdict worst = V_PROVED;
  for (int k = 0; k < n && worst != V_CEX; k++) {
    sym_access *x = (sym_access *)&acc[k]; /* (read only: the function's, callee.c) */
    mover m = {v, x, x, sc, tc, sa, sb, !bar_same, false, {0}};
    verify_pair_begin(v, &m.p);
    worst = verify_worse(worst, partners(&m));
    verify_pair_end(&m.p);
  }
  return worst;
}

/* An access tgt moved in a way no rule pairs (out of its loop, unlicensed LICM): the
 * memory-order obligation may show what the move changed -- a counterexample, never a
 * proof -- else it is unsupported, for why. */
v_verdict verify_unsupported_move(vctx *v, sym_access *a, sym_access *b, const char *why) {
  if (b && verify_memorder_access(v, a, b) == V_CEX) return V_CEX;
  verify_note(v, V_UNSUPPORTED, "unsupported", a->tag, "%s", why);
  return V_UNSUPPORTED;
}
