/* Barrier soundness (DESIGN.md "Barrier soundness"): for a sync intrinsic src has and tgt
 * does not, can two distinct threads t != t' of one CTA make conflicting accesses that it
 * ordered and that nothing orders any more?
 *
 * Thread t runs src's access x above the removed sync, t' runs y below it, each at its own
 * iteration of every loop, with its own loaded values (sym_other_thread renames t''s
 * registers, counters and loads); arguments, block ids and sizes are shared.  Under
 * --barrier-model:
 *   cuda      above / below are what src reaches from the sync, backward / forward, without
 *             passing a barrier tgt keeps (through back edges, from the entry, to the exits);
 *             shared, global and generic memory count; RAW, WAR and WAW conflict.  A pair
 *             is asked where x and y follow the same barrier instance once the removed
 *             barriers are gone (over-approximated) and did not in src (under-approximated):
 *             the sync intervals of phase.c, so that the store of iteration k and the other
 *             thread's load of iteration k + 1 are a pair, and a pair src leaves unordered
 *             is src's own race.
 *   four-map  the seed's criterion: the sync's block only, between the neighbouring syncs;
 *             shared memory only; RAW (write above, read below) and WAR (read above, write
 *             below).
 * A pair is cleared on the normal-form fast path (sym_threads_may_overlap) or by Z3; a
 * satisfiable query is a finding with both threads, the inputs and the iterations, and is
 * re-evaluated by sym_eval before it is called confirmed.  Removing an exempt intrinsic or
 * a barrier whose result src uses is always a finding.
 */
#include "rules.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct bacc {
  sym_access *x;
  bool read, write;
  int space;      /* sym_access_space */
  sym_term *key;  /* sym_access_key, NULL if unresolved */
  uint64_t size;
  LLVMValueRef at;    /* src's instruction where it happens: x's own, or the call of the
                         device function x belongs to (verify_call_accesses) */
  struct bacc *next;  /* the call's next access */
} bacc;

typedef struct bctx {
  vctx *v;
  sym_access *sync;
  bool four_map;
  v_pair p;        /* the two-thread question (pair.c) */
  bool unknown_told;
  ir_map info;     /* instruction -> bacc* */
  ir_vec region;
  ir_map sigs;     /* instruction -> bsigs* (cuda model) */
} bctx;

/* ---- regions ---- */

static bool ends_thread(LLVMValueRef i) {
  const char *n = LLVMGetInstructionOpcode(i) == LLVMCall ? ir_callee_name(i, NULL) : NULL;
  return n && (!strcmp(n, "llvm.nvvm.exit") || !strcmp(n, "llvm.nvvm.trap") || !strcmp(n, "llvm.trap"));
}

static bool kept_in_tgt(bctx *b, LLVMValueRef i) {
  long tag = ir_tag_of(i);
  return tag < 0 || verify_acc_by_tag(&b->v->t, tag);
}

static bool stops(LLVMValueRef i, void *env) {
  bctx *b = env;
  ir_synckind k = ir_sync_kind(i);
  if (k == IR_SYNC_NONE) return false;
  if (b->four_map) return true;
  if (ends_thread(i)) return true;
  return k == IR_SYNC_BARRIER && i != b->sync->inst && kept_in_tgt(b, i);
}

static void collect_visit(LLVMValueRef i, void *env) {
  bctx *b = env;
  for (bacc *d = ir_map_get(&b->info, i); d; d = d->next)
    if (d->space >= 0 && (!b->four_map || d->space == 3)) ir_vec_push(&b->region, d);
}

static ir_vec region(bctx *b, bool forward) {
  b->region = (ir_vec){0};
  ir_walk(b->v->s.cfg, b->sync->inst, forward, !b->four_map, stops, collect_visit, b);
  ir_vec r = b->region;
  b->region = (ir_vec){0};
  return r;
}

/* ---- sync intervals (phase.c) ---- */

static bool any_barrier(LLVMValueRef i, void *env) {
  (void)env;
  return ir_sync_kind(i) == IR_SYNC_BARRIER;
}

static bool kept_barrier(LLVMValueRef i, void *env) { return any_barrier(i, env) && kept_in_tgt(env, i); }

static sym_term *sync_reach(void *env, LLVMValueRef sync) {
  sym_access *a = verify_access_of(&((vctx *)env)->s, sync);
  return a ? a->reach : NULL;
}

typedef struct bsigs {
  v_phase_sig kept, all; /* last barrier before the access: of those tgt keeps; of src's */
} bsigs;

static bsigs *sigs_of(bctx *b, LLVMValueRef x) {
  bsigs *s = ir_map_get(&b->sigs, x);
  if (s) return s;
  s = calloc(1, sizeof *s);
  if (!s) ir_oom();
  verify_phase_build(b->v->s.cfg, b->v->s.gid, x, kept_barrier, b, &s->kept);
  verify_phase_build(b->v->s.cfg, b->v->s.gid, x, any_barrier, b, &s->all);
  ir_map_put(&b->sigs, x, s);
  return s;
}

/* The pairs the removal can make race: x by t and y by t' follow the same barrier instance
 * once the removed barriers are gone (over-approximated) and not in src (where that is
 * certain).  Iterations are compared instance by instance, so thread t's access in iteration
 * k and t''s in iteration k + 1, which only the removed barrier at the end of the loop body
 * ordered, are a pair; a pair src leaves unordered already is src's own race. */
static sym_term *newly_unordered(bctx *b, const bacc *x, const bacc *y, ir_vec *yterms) {
  v_phase_env e = {b->v->c, sync_reach, b->v, NULL, NULL, "src"};
  bsigs *sx = sigs_of(b, x->at), *sy = sigs_of(b, y->at);
  sym_term *now = verify_phase_same(&e, &sx->kept, &e, &sy->kept, b->p.kshift, false, yterms);
  sym_term *before = verify_phase_same(&e, &sx->all, &e, &sy->all, b->p.kshift, true, yterms);
  return sym_and(b->v->c, now, sym_not(b->v->c, before));
}

/* A removed fence with shared, global or generic accesses on both sides (however far):
 * what it ordered is observable through other threads (data, fence, flag), a question of the
 * memory consistency model that nvtv does not decide.  Reported as unknown. */
static bool stops_at_end(LLVMValueRef i, void *env) {
  (void)env;
  return ends_thread(i);
}

static bool fence_orders(bctx *b) {
  ir_vec sides[2];
  for (int k = 0; k < 2; k++) {
    b->region = (ir_vec){0};
    bool fm = b->four_map;
    b->four_map = false;
    ir_walk(b->v->s.cfg, b->sync->inst, k == 1, true, stops_at_end, collect_visit, b);
    b->four_map = fm;
    sides[k] = b->region;
    b->region = (ir_vec){0};
  }
  bool orders = sides[0].n && sides[1].n;
  if (orders) {
    const bacc *x = sides[0].v[0], *y = sides[1].v[0];
    verify_note(b->v, V_UNKNOWN, "unknown", b->sync->tag,
                "the removed fence ordered this thread's accesses (e.g. src lines %d and %d) as other threads observe "
                "them; nvtv does not model the memory consistency model",
                ir_line_of(b->v->s.lm, x->x->inst), ir_line_of(b->v->s.lm, y->x->inst));
  }
  ir_vec_free(&sides[0]);
  ir_vec_free(&sides[1]);
  return orders;
}

/* ---- pairs ---- */

/* A counted barrier (barrier.sync.cnt, barrier with a count) is modelled as the CTA's
 * barrier: its count is the CTA's thread count.  (A smaller count makes a partial barrier,
 * which is not modelled; the interpreter releases it early and would refute the model.
 * Found by nvtv fuzz: the reducer had turned the count ntid.x into the argument %n, and the
 * model's %n = 0 was undefined in src.) */
static sym_term *count_fact(bctx *b) {
  LLVMValueRef s = b->sync->inst;
  const char *nm = LLVMGetInstructionOpcode(s) == LLVMCall ? ir_callee_name(s, NULL) : NULL;
  if (!nm || (strcmp(nm, "llvm.nvvm.barrier.sync.cnt") && strcmp(nm, "llvm.nvvm.barrier")) || LLVMGetNumArgOperands(s) < 2)
    return NULL;
  sym_ctx *c = b->v->c;
  sym_term *cnt = sym_value_at(b->v->s.sf, LLVMGetOperand(s, 1), -1);
  if (!cnt || cnt->width != 32) return NULL;
  sym_term *all = sym_leaf(c, SYM_SREG, 32, SREG_NTID_X);
  for (int d = 1; d < 3; d++) all = sym_bin(c, SYM_MUL, 0, all, sym_leaf(c, SYM_SREG, 32, SREG_NTID_X + d));
  return sym_icmp(c, LLVMIntEQ, cnt, all);
}

static bool is_hazard(const bctx *b, const bacc *x, const bacc *y) {
  if (b->four_map) return (x->write && y->read) || (y->write && x->read);
  return x->write || y->write;
}

static void report_pair(bctx *b, const bacc *x, const bacc *y, v_pair_result *pr, bool fast_unsound) {
  vctx *v = b->v;
  bool cex = pr->r == SMT_SAT;
  const char *kind = fast_unsound ? "fast-path-unsound" : cex ? "barrier-race" : "unknown";
  v_finding *f = verify_add_finding(v, cex ? V_CEX : V_UNKNOWN, kind, b->sync->tag);
  verify_sbuf txt = {0};
  const char *model = b->four_map ? "four-map" : "cuda";
  json_t *js = verify_json_head(f);
  json_object_set_new(js, "barrier_model", json_string(model));
  verify_describe_access(v, f, &txt, js, b->sync->tag);
  verify_sbprintf(&txt, "  check:      no two threads make conflicting accesses that only the removed sync ordered\n");
  verify_sbprintf(&txt, "  model:      %s\n", model);
  verify_pair_hazard(&txt, js, x->write, y->write, true, x->space == 0 ? y->space : x->space);
  verify_pair_line(v, &txt, js, "first:", x->x, "t", "before the sync");
  verify_pair_line(v, &txt, js, "second:", y->x, "t'", "after the sync");
  verify_pair_finish(v, f, pr, &txt, js, fast_unsound);
}

/* The verdict for one pair: V_PROVED when it cannot collide. */
static v_verdict check_pair1(bctx *b, const bacc *x, const bacc *y) {
  vctx *v = b->v;
  if (!is_hazard(b, x, y)) return V_PROVED;
  if (x->space != y->space && x->space && y->space) return V_PROVED; /* shared and global */
  sym_term *also = NULL; /* a condition the pair is checked under */
  ir_vec also_y = {0};   /* its terms of y's thread, before they become t''s (loop facts) */
  if (!b->four_map && x->x->kind != IR_MEM_NONE && y->x->kind != IR_MEM_NONE) {
    also = newly_unordered(b, x, y, &also_y);
    if (sym_is_const(also, 0)) { /* ordered in tgt too, or src's own race */
      ir_vec_free(&also_y);
      return V_PROVED;
    }
  }
  if (!x->x->npointers || !y->x->npointers || !x->x->gaddr[0] || !y->x->gaddr[0] ||
      (x->x->kind == IR_MEM_INTRIN && x->x->npointers != 1) || (y->x->kind == IR_MEM_INTRIN && y->x->npointers != 1) ||
      !x->size || !y->size) {
    v_pair_result pr = {0};
    pr.r = SMT_UNKNOWN;
    snprintf(pr.why, sizeof pr.why, "%s",
             x->x->kind == IR_MEM_NONE || y->x->kind == IR_MEM_NONE ? "a call that may access memory (nvtv does not look into callees)"
                                                                    : "a memory intrinsic or an address nvtv cannot model");
    if (!b->unknown_told) report_pair(b, x, y, &pr, false);
    b->unknown_told = true;
    ir_vec_free(&also_y);
    return V_UNKNOWN;
  }
  if (x->key && y->key && sym_distinct_objects(v->s.fn, x->key, y->key)) { /* a premise, not a proof */
    ir_vec_free(&also_y);
    return V_PROVED;
  }
  bool fast = x->key && y->key &&
              !sym_threads_may_overlap(v->c, v->s.fn, x->key, x->size, sym_other_thread(v->c, y->key, b->p.kshift), y->size,
                                       b->p.dims);
  if (fast) {
    v->r->fast_proved++;
    if (!v->o->always_z3) {
      ir_vec_free(&also_y);
      return V_PROVED;
    }
  }
  v_pair_result pr;
  memset(&pr, 0, sizeof pr);
  verify_pair_ask(&b->p, x->x, x->size, y->x, y->size, also, &also_y, count_fact(b), &pr);
  ir_vec_free(&also_y);
  v_verdict r = verify_pair_verdict(&b->p, &pr, "barrier-race", b->sync->tag, fast);
  /* (one unknown per removed sync: the first pair that left it open says why) */
  if (r == V_CEX || (r == V_UNKNOWN && !b->unknown_told)) report_pair(b, x, y, &pr, fast && r == V_CEX);
  b->unknown_told |= r == V_UNKNOWN;
  /* the sync is unknown at best now: the remaining pairs look for a counterexample, one
   * model each (a kernel whose oversized blocks race in src itself refutes model after
   * model) */
  b->p.no_retry |= r == V_UNKNOWN;
  sym_model_free(&pr.model);
  return r;
}

/* A memset or memcpy of a constant length as plain accesses of that many bytes: a memset
 * writes through its pointer, a memcpy writes its destination and reads its source (two
 * halves, each checked against the other access).  0 halves: not of that form. */
typedef struct half {
  bacc d;
  sym_access x;
} half;

static int intrin_halves(bctx *b, const bacc *a, half out[2]) {
  if (a->x->kind != IR_MEM_INTRIN) {
    out[0].d = *a;
    return 1;
  }
  uint64_t len = 0;
  const sym_term *l = a->x->len;
  if (!l || l->op != SYM_CONST || !(len = l->imm) || len > (1u << 20)) return 0;
  int n = 0;
  for (int k = 0; k < a->x->npointers && k < 2; k++) {
    if (!a->x->gaddr[k] || !a->x->addr[k]) return 0;
    half *h = &out[n++];
    h->x = *a->x;
    h->x.npointers = 1;
    h->x.addr[0] = a->x->addr[k];
    h->x.gaddr[0] = a->x->gaddr[k];
    h->x.aspace[0] = a->x->aspace[k];
    h->x.addr[1] = h->x.gaddr[1] = NULL;
    h->d = *a;
    h->d.x = &h->x;
    h->d.write = k == 0;
    h->d.read = k == 1;
    h->d.size = len;
    h->d.key = sym_access_key(b->v->c, &h->x);
    h->d.space = sym_access_space(&h->x, h->d.key);
  }
  return n;
}

static v_verdict check_pair(bctx *b, const bacc *x, const bacc *y) {
  if (x->x->kind != IR_MEM_INTRIN && y->x->kind != IR_MEM_INTRIN) return check_pair1(b, x, y);
  half hx[2], hy[2];
  int nx = intrin_halves(b, x, hx), ny = intrin_halves(b, y, hy);
  if (!nx || !ny) return check_pair1(b, x, y); /* (unknown: a length nvtv cannot read off) */
  v_verdict r = V_PROVED;
  for (int i = 0; i < nx && r == V_PROVED; i++)
    for (int j = 0; j < ny && r == V_PROVED; j++) r = verify_worse(r, check_pair1(b, &hx[i].d, &hy[j].d));
  return r;
}

/* ---- entry ---- */

static void describe(bctx *b, bacc *d, const sym_access *x, LLVMValueRef at) {
  d->x = (sym_access *)x; /* (read, never written: a callee's are the function's, callee.c) */
  d->at = at;
  d->read = x->kind != IR_MEM_STORE;
  d->write = x->kind != IR_MEM_LOAD;
  d->key = sym_access_key(b->v->c, x);
  d->space = sym_access_space(x, d->key);
  LLVMTypeRef ty = ir_mem_type(x->inst);
  d->size = ty && x->kind != IR_MEM_INTRIN ? LLVMStoreSizeOfType(b->v->s.sf->td, ty) : 0;
}

static void collect(bctx *b) {
  sym_fn *sf = b->v->s.sf;
  for (int i = 0; i < sf->naccess; i++) {
    sym_access *x = &sf->acc[i];
    if (x->kind == IR_MEM_SYNC || !x->npointers) continue;
    bacc *d = calloc(1, sizeof *d);
    if (!d) ir_oom();
    describe(b, d, x, x->inst);
    ir_map_put(&b->info, x->inst, d);
  }
  /* calls that may touch memory: the accesses of a device function nvtv can read them off
   * (verify_call_accesses), else an access of any address, read and written, that nvtv
   * cannot model (a pair with one is unknown, never proved) */
  const ir_cfg *cfg = b->v->s.cfg;
  for (int blk = 0; blk < cfg->n; blk++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->block[blk]); i; i = LLVMGetNextInstruction(i)) {
      if (!ir_call_touches_memory(i)) continue;
      const sym_access *in = NULL;
      int n = b->four_map ? -1 : verify_call_accesses(b->v, i, blk, &in);
      if (n == 0) continue; /* (it touches nothing) */
      if (n > 0) {
        bacc *ds = calloc((size_t)n, sizeof *ds);
        if (!ds) ir_oom();
        for (int k = 0; k < n; k++) {
          describe(b, &ds[k], &in[k], i);
          ds[k].next = k + 1 < n ? &ds[k + 1] : NULL;
        }
        ir_map_put(&b->info, i, ds);
        continue;
      }
      struct opaque_call {
        bacc d; /* first: free_maps frees the bacc */
        sym_access x;
      } *o = calloc(1, sizeof *o);
      if (!o) ir_oom();
      o->x.inst = i;
      o->x.kind = IR_MEM_NONE;
      o->x.loop = cfg->loop_of[blk];
      o->x.tag = -1;
      o->d.x = &o->x;
      o->d.at = i;
      o->d.read = o->d.write = true;
      ir_map_put(&b->info, i, &o->d);
    }
}

static void free_maps(bctx *b) {
  for (size_t i = 0; i < b->info.cap; i++)
    if (b->info.keys[i]) free(b->info.vals[i]);
  ir_map_free(&b->info);
  for (size_t i = 0; i < b->sigs.cap; i++)
    if (b->sigs.keys[i]) {
      bsigs *s = b->sigs.vals[i];
      verify_phase_free(&s->kept);
      verify_phase_free(&s->all);
      free(s);
    }
  ir_map_free(&b->sigs);
}

/* A sync intrinsic of src (a) that tgt no longer has: was it unnecessary under the
 * barrier model?  Adds its findings and returns the verdict. */
static v_verdict verify_removed_sync(vctx *v, sym_access *a) {
  ir_synckind k = ir_sync_kind(a->inst);
  const char *name = LLVMGetInstructionOpcode(a->inst) == LLVMFence ? "fence" : ir_callee_name(a->inst, NULL);
  if (k == IR_SYNC_EXEMPT) {
    verify_note(v, V_CEX, "removed-exempt", a->tag,
                "%s is exempt from sync elimination: its ordering reaches past what a barrier check can see", name);
    v->r->f[v->r->nf - 1].confirmed = true;
    return V_CEX;
  }
  if (k == IR_SYNC_BARRIER && LLVMGetFirstUse(a->inst)) {
    verify_note(v, V_CEX, "removed-used-result", a->tag, "the result of %s is used: removing it changes a value", name);
    v->r->f[v->r->nf - 1].confirmed = true;
    return V_CEX;
  }
  if (k != IR_SYNC_BARRIER && k != IR_SYNC_FENCE) {
    verify_note(v, V_UNSUPPORTED, "unsupported", a->tag, "%s deleted by the transformation (not a barrier or fence)", name);
    return V_UNSUPPORTED;
  }
  v->r->approx |= V_APPROX_BARRIER;
  bctx b = {0};
  b.v = v;
  b.sync = a;
  b.four_map = v->o->barrier_model == 1;
  verify_pair_begin(v, &b.p);
  ir_map_init(&b.info);
  ir_map_init(&b.sigs);
  collect(&b);
  if (k == IR_SYNC_FENCE && fence_orders(&b)) {
    free_maps(&b);
    verify_pair_end(&b.p);
    return V_UNKNOWN;
  }
  ir_vec above = region(&b, false), below = region(&b, true);
  v_verdict worst = V_PROVED;
  for (int i = 0; i < above.n && worst != V_CEX; i++)
    for (int j = 0; j < below.n && worst != V_CEX; j++) {
      worst = verify_worse(worst, check_pair(&b, above.v[i], below.v[j]));
    }
  ir_vec_free(&above);
  ir_vec_free(&below);
  free_maps(&b);
  verify_pair_end(&b.p);
  return worst;
}

static bool barrier_takes(vctx *v, sym_access *a, sym_access *b, int lost) {
  (void)v, (void)lost;
  return !b && a->kind == IR_MEM_SYNC;
}

static v_verdict barrier_check(vctx *v, sym_access *a, int i, sym_access *b, int lost) {
  (void)i, (void)b, (void)lost;
  v_verdict r = verify_removed_sync(v, a);
  if (v->o->verbose) verify_verbose_line(v, a, r, true);
  return r;
}

const verify_rule verify_rule_barrier = {.name = "barrier", .takes = barrier_takes, .check = barrier_check};
