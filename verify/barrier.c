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
 *             src connects by a path without any barrier is a race src already has, not the
 *             transformation's, and is skipped -- unless that path is one the inputs choose
 *             (a loop run zero times, an if around the sync): then the pair is checked on
 *             the inputs where the sync runs between them (sync_runs_between).
 *   four-map  the seed's criterion: the sync's block only, between the neighbouring syncs;
 *             shared memory only; RAW (write above, read below) and WAR (read above, write
 *             below).
 * A pair is cleared on the normal-form fast path (sym_threads_may_overlap) or by Z3; a
 * satisfiable query is a finding with both threads, the inputs and the iterations, and is
 * re-evaluated by sym_eval before it is called confirmed.  Removing an exempt intrinsic or
 * a barrier whose result src uses is always a finding.
 */
#include "verify_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct bacc {
  sym_access *x;
  bool read, write;
  int space;      /* sym_access_space */
  sym_term *key;  /* sym_access_key, NULL if unresolved */
  uint64_t size;
} bacc;

typedef struct bctx {
  vctx *v;
  sym_access *sync;
  bool four_map;
  unsigned dims;
  uint32_t kshift;
  ir_map info;     /* instruction -> bacc* */
  ir_vec region;
  ir_map free_of;  /* instruction -> ir_map* of what it reaches without any barrier */
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
  bacc *d = ir_map_get(&b->info, i);
  if (d && d->space >= 0 && (!b->four_map || d->space == 3)) ir_vec_push(&b->region, d);
}

static ir_vec region(bctx *b, bool forward) {
  b->region = (ir_vec){0};
  ir_walk(b->v->s.cfg, b->sync->inst, forward, !b->four_map, stops, collect_visit, b);
  ir_vec r = b->region;
  b->region = (ir_vec){0};
  return r;
}

/* what x reaches without passing any barrier of src (or the end of its thread) */
static bool any_barrier(LLVMValueRef i, void *env) {
  (void)env;
  return ir_sync_kind(i) == IR_SYNC_BARRIER || ends_thread(i);
}

static void mark(LLVMValueRef i, void *env) { ir_map_put(env, i, i); }

static bool unordered_in_src(bctx *b, LLVMValueRef x, LLVMValueRef y) {
  LLVMValueRef from[2] = {x, y}, to[2] = {y, x};
  for (int k = 0; k < 2; k++) {
    ir_map *m = ir_map_get(&b->free_of, from[k]);
    if (!m) {
      m = malloc(sizeof *m);
      if (!m) ir_oom();
      ir_map_init(m);
      ir_walk(b->v->s.cfg, from[k], true, true, any_barrier, mark, m);
      ir_map_put(&b->free_of, from[k], m);
    }
    if (ir_map_has(m, to[k])) return true;
  }
  return false;
}

/* Is loop l (or a loop inside it) the innermost loop of access x? */
static bool inside(const ir_cfg *cfg, const sym_access *x, int l) {
  for (int k = x->loop; k >= 0; k = cfg->loops[k].parent)
    if (k == l) return true;
  return false;
}

/* For a pair src also connects without a barrier: the condition that the removed sync runs
 * between them after all, or NULL when nvtv cannot say.  When no loop around the sync holds
 * x or y, x runs before the sync and y after it (above / below, no cycle through them), so
 * the sync, once it runs, orders them: it runs when its block is reached in the first
 * iteration of each of its loops, entered.  A barrier in a loop that may run zero times,
 * or on one arm of an if, leaves a barrier-free path in the CFG that these inputs may not
 * take: the pair is checked under this condition, not skipped as src's own race. */
static sym_term *sync_runs_between(bctx *b, const sym_access *x, const sym_access *y) {
  vctx *v = b->v;
  sym_ctx *c = v->c;
  const ir_cfg *cfg = v->s.cfg;
  const sym_access *s = b->sync;
  sym_term *r = s->reachd;
  for (int l = s->loop; l >= 0; l = cfg->loops[l].parent) {
    if (inside(cfg, x, l) || inside(cfg, y, l)) return NULL;
    r = sym_and(c, r, v->s.sf->loops[l].entryd);
  }
  for (int l = s->loop; l >= 0; l = cfg->loops[l].parent) r = sym_subst_loop(c, r, v->s.gid[l], sym_const(c, 64, 0), false);
  return r;
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

static const char *hazard_of(const bacc *x, const bacc *y) {
  if (x->write && y->write) return "WAW";
  return x->write ? "RAW" : "WAR";
}

static bool is_hazard(const bctx *b, const bacc *x, const bacc *y) {
  if (b->four_map) return (x->write && y->read) || (y->write && x->read);
  return x->write || y->write;
}

static const char *space_name(int s) {
  return s == 3 ? "shared" : s == 1 ? "global" : "generic";
}

/* t != t': their ids differ in a dimension the CTA extends in (sym_cta_dims; the kernel
 * reads no other, so its terms do not mention them) */
static int thread_facts(bctx *b, sym_term **f) {
  sym_ctx *c = b->v->c;
  sym_term *differ = sym_false(c);
  for (int d = 0; d < 3; d++)
    if (b->dims >> d & 1) {
      sym_term *t = sym_leaf(c, SYM_SREG, 32, SREG_TID_X + d), *u = sym_leaf(c, SYM_SREG, 32, SREG_TID2_X + d);
      differ = sym_or(c, differ, sym_not(c, sym_icmp(c, LLVMIntEQ, t, u)));
    }
  f[0] = differ;
  return 1;
}

/* [kx, kx + sx) and [ky, ky + sy) overlap: ky - kx + sy - 1 <u sx + sy - 1 */
static sym_term *overlap(sym_ctx *c, sym_term *kx, uint64_t sx, sym_term *ky, uint64_t sy) {
  unsigned w = kx->width;
  sym_term *d = sym_bin(c, SYM_ADD, 0, sym_bin(c, SYM_SUB, 0, ky, kx), sym_const(c, w, sy - 1));
  return sym_icmp(c, LLVMIntULT, d, sym_const(c, w, sx + sy - 1));
}

typedef struct pair_result {
  smt_result r;
  sym_model model;
  bool confirmed;          /* re-evaluated by sym_eval */
  char why[1024];
  sym_term *ax, *ay;
  bool replayed, refuted;
  interp_replay_verdict exec;
  char obs[512];
} pair_result;

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

static void ask(bctx *b, const bacc *x, const bacc *y, sym_term *also, pair_result *pr) {
  vctx *v = b->v;
  sym_ctx *c = v->c;
  sym_term *f[48];
  int n = thread_facts(b, f);
  if (also) f[n++] = also;
  sym_term *cf = count_fact(b);
  if (cf) f[n++] = cf;
  sym_term *px = sym_and(c, x->x->reachd, sym_not(c, verify_address_poison(v, x->x)));
  sym_term *py = sym_and(c, y->x->reachd, sym_not(c, verify_address_poison(v, y->x)));
  /* each thread's access stays inside its object, or src is undefined anyway */
  px = sym_and(c, px, sym_not(c, sym_access_outside(c, x->x->addr[0], x->size)));
  py = sym_and(c, py, sym_not(c, sym_access_outside(c, y->x->addr[0], y->size)));
  sym_term *ay = sym_other_thread(c, y->x->gaddr[0], b->kshift);
  /* what the loops left on the way did: each stopped at its exit iteration (without this
   * a thread could pass a loop that never ends; nvtv fuzz found a minimized kernel whose
   * only race was after an endless loop).  The other thread's are its own, shifted. */
  sym_term *lx[2] = {px, x->x->gaddr[0]}, *ly[2] = {py, y->x->gaddr[0]}, *lf[16];
  int nx = 0, ny = 0;
  verify_loop_facts(v, lx, 2, f + n, &nx, 16);
  n += nx;
  verify_loop_facts(v, ly, 2, lf, &ny, 16);
  for (int i = 0; i < ny; i++) f[n++] = sym_other_thread(c, lf[i], b->kshift);
  f[n++] = px;
  f[n++] = sym_other_thread(c, py, b->kshift);
  f[n++] = overlap(c, x->x->gaddr[0], x->size, ay, y->size);
  pr->ax = x->x->gaddr[0];
  pr->ay = ay;
  sym_model_init(&pr->model);
  pr->why[0] = 0;
  pr->r = smt_check(v->z, f, n, v->o->quick ? 2 : 1, &pr->model, pr->why, sizeof pr->why);
  pr->confirmed = false;
  if (pr->r == SMT_SAT) {
    pr->confirmed = true;
    for (int i = 0; i < n && pr->confirmed; i++) {
      bool poison = false;
      pr->confirmed = sym_eval(c, f[i], &pr->model, &poison) == 1 && !poison;
    }
  }
}

static void describe_pair_access(bctx *b, verify_sbuf *txt, json_t *js, const char *label, const bacc *a,
                                 const char *who, const char *where) {
  vctx *v = b->v;
  char ty[64];
  bool call = a->x->kind == IR_MEM_NONE; /* a call that may touch memory */
  const char *op = call ? "call" : ir_memkind_name(a->x->kind);
  char callee[160] = "", space[32] = "";
  if (call) snprintf(callee, sizeof callee, " %s%s", ir_callee_name(a->x->inst, NULL) ? "@" : "",
                     ir_callee_name(a->x->inst, NULL) ? ir_callee_name(a->x->inst, NULL) : "(inline asm or indirect)");
  else {
    verify_access_words(a->x, ty, sizeof ty);
    snprintf(space, sizeof space, " addrspace(%u)", a->x->aspace[0]);
  }
  if (call) ty[0] = 0;
  int line = ir_line_of(v->s.lm, a->x->inst);
  char at[32] = "";
  if (line) snprintf(at, sizeof at, " (src line %d)", line);
  verify_sbprintf(txt, "  %-11s %s%s%s%s%s by thread %s, %s the sync\n", label, op, callee, ty, space, at, who, where);
  json_object_set_new(js, label[0] == 'f' ? "first" : "second",
                      json_pack("{s:I, s:s, s:s, s:i, s:s}", "id", (json_int_t)a->x->tag, "op", op,
                                "type", ty[0] ? ty + 1 : "", "src_line", line, "thread", who));
}

static void report_pair(bctx *b, const bacc *x, const bacc *y, pair_result *pr, bool fast_unsound) {
  vctx *v = b->v;
  bool cex = pr->r == SMT_SAT;
  const char *kind = fast_unsound ? "fast-path-unsound" : cex ? "barrier-race" : "unknown";
  v_finding *f = verify_add_finding(v, cex ? V_CEX : V_UNKNOWN, kind, b->sync->tag);
  f->reevaluated = cex && pr->confirmed;
  f->confirmed = cex && pr->replayed && pr->exec == INTERP_CONFIRMED;
  f->refuted = pr->refuted;
  verify_sbuf txt = {0};
  const char *model = b->four_map ? "four-map" : "cuda";
  json_t *js = verify_json_head(f);
  json_object_set_new(js, "barrier_model", json_string(model));
  verify_describe_access(v, f, &txt, js, b->sync->tag);
  verify_sbprintf(&txt, "  check:      no two threads make conflicting accesses that only the removed sync ordered\n");
  const char *hz = hazard_of(x, y);
  int space = x->space == 0 ? y->space : x->space;
  verify_sbprintf(&txt, "  model:      %s\n  hazard:     %s on %s memory\n", model, hz, space_name(space));
  json_object_set_new(js, "hazard", json_string(hz));
  json_object_set_new(js, "space", json_string(space_name(space)));
  describe_pair_access(b, &txt, js, "first:", x, "t", "before");
  describe_pair_access(b, &txt, js, "second:", y, "t'", "after");
  if (!cex) {
    verify_sbprintf(&txt, "  reason:     %s\n", pr->why[0] ? pr->why : "solver gave no answer");
  } else {
    verify_print_model(v, &pr->model, &txt, js);
    bool p0 = false, p1 = false;
    uint64_t a = sym_eval(v->c, pr->ax, &pr->model, &p0), c2 = sym_eval(v->c, pr->ay, &pr->model, &p1);
    verify_sbprintf(&txt, "  values:     t's address = 0x%llx, t''s address = 0x%llx (generic)\n", (unsigned long long)a,
                    (unsigned long long)c2);
    json_object_set_new(js, "first_address", verify_json_u64(a));
    json_object_set_new(js, "second_address", verify_json_u64(c2));
    verify_confirmation_lines(&txt, js, pr->confirmed, pr->replayed, pr->exec, pr->obs);
  }
  if (fast_unsound) verify_sbprintf(&txt, "  note:       the normal-form fast path had cleared this pair\n");
  if (pr->refuted) json_object_set_new(js, "execution", json_string("refuted"));
  json_object_set_new(js, "confirmed", json_boolean(f->confirmed));
  verify_finish(f, &txt, js);
}

/* The verdict for one pair: V_PROVED when it cannot collide. */
static v_verdict check_pair(bctx *b, const bacc *x, const bacc *y) {
  vctx *v = b->v;
  if (!is_hazard(b, x, y)) return V_PROVED;
  if (x->space != y->space && x->space && y->space) return V_PROVED; /* shared and global */
  sym_term *also = NULL; /* a condition the pair is checked under */
  if (!b->four_map && unordered_in_src(b, x->x->inst, y->x->inst)) {
    also = sync_runs_between(b, x->x, y->x);
    if (!also) return V_PROVED; /* src's own race */
  }
  if (!x->x->npointers || !y->x->npointers || !x->x->gaddr[0] || !y->x->gaddr[0] || x->x->kind == IR_MEM_INTRIN ||
      y->x->kind == IR_MEM_INTRIN || !x->size || !y->size) {
    pair_result pr = {0};
    pr.r = SMT_UNKNOWN;
    snprintf(pr.why, sizeof pr.why, "%s",
             x->x->kind == IR_MEM_NONE || y->x->kind == IR_MEM_NONE ? "a call that may access memory (nvtv does not look into callees)"
                                                                    : "a memory intrinsic or an address nvtv cannot model");
    report_pair(b, x, y, &pr, false);
    return V_UNKNOWN;
  }
  if (x->key && y->key && sym_distinct_objects(v->s.fn, x->key, y->key)) return V_PROVED; /* a premise, not a proof */
  bool fast = x->key && y->key &&
              !sym_threads_may_overlap(v->c, v->s.fn, x->key, x->size, sym_other_thread(v->c, y->key, b->kshift), y->size, b->dims);
  if (fast) {
    v->r->fast_proved++;
    if (!v->o->always_z3) return V_PROVED;
  }
  pair_result pr;
  memset(&pr, 0, sizeof pr);
  ask(b, x, y, also, &pr);
  v_verdict r = pr.r == SMT_UNSAT ? V_PROVED : pr.r == SMT_SAT ? V_CEX : V_UNKNOWN;
  if (r == V_CEX && !fast && !v->o->no_replay) {
    /* executed before reported: a race the schedules cannot show is unknown */
    pr.replayed = true;
    pr.exec = verify_replay(v, "barrier-race", b->sync->tag, &pr.model, pr.obs, sizeof pr.obs);
    if (pr.exec == INTERP_REFUTED) {
      pr.r = SMT_UNKNOWN;
      pr.refuted = true;
      r = V_UNKNOWN;
      snprintf(pr.why, sizeof pr.why,
               "a barrier-race counterexample that execution refutes (%s); imprecision: the barrier model's "
               "approximations (each thread's loop iterations and loaded values are independent of the other's)",
               pr.obs);
    }
  }
  if (r == V_PROVED && !fast) v->r->z3_proved++;
  if (r != V_PROVED) report_pair(b, x, y, &pr, fast && r == V_CEX);
  sym_model_free(&pr.model);
  return r;
}

/* ---- entry ---- */

static void collect(bctx *b) {
  sym_fn *sf = b->v->s.sf;
  for (int i = 0; i < sf->naccess; i++) {
    sym_access *x = &sf->acc[i];
    if (x->kind == IR_MEM_SYNC || !x->npointers) continue;
    bacc *d = calloc(1, sizeof *d);
    if (!d) ir_oom();
    d->x = x;
    d->read = x->kind != IR_MEM_STORE;
    d->write = x->kind != IR_MEM_LOAD;
    d->key = sym_access_key(b->v->c, x);
    d->space = sym_access_space(x, d->key);
    LLVMTypeRef ty = ir_mem_type(x->inst);
    d->size = ty && x->kind != IR_MEM_INTRIN ? LLVMStoreSizeOfType(b->v->s.sf->td, ty) : 0;
    ir_map_put(&b->info, x->inst, d);
  }
  /* calls that may touch memory: an access of any address, read and written, that nvtv
   * cannot model (a pair with one is unknown, never proved) */
  const ir_cfg *cfg = b->v->s.cfg;
  for (int blk = 0; blk < cfg->n; blk++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->block[blk]); i; i = LLVMGetNextInstruction(i)) {
      if (!ir_call_touches_memory(i)) continue;
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
      o->d.read = o->d.write = true;
      ir_map_put(&b->info, i, &o->d);
    }
}

static void free_maps(bctx *b) {
  for (size_t i = 0; i < b->info.cap; i++)
    if (b->info.keys[i]) free(b->info.vals[i]);
  ir_map_free(&b->info);
  for (size_t i = 0; i < b->free_of.cap; i++)
    if (b->free_of.keys[i]) {
      ir_map_free(b->free_of.vals[i]);
      free(b->free_of.vals[i]);
    }
  ir_map_free(&b->free_of);
}

v_verdict verify_removed_sync(vctx *v, sym_access *a) {
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
  b.dims = sym_cta_dims(v->s.fn);
  b.kshift = (uint32_t)v->ngid + 1;
  for (uint32_t g = 0; g < (uint32_t)v->ngid; g++) { /* k.loop' for the other thread */
    char nm[96];
    snprintf(nm, sizeof nm, "%s'", sym_loop_name(v->c, g));
    sym_set_loop_name(v->c, g + b.kshift, nm);
  }
  ir_map_init(&b.info);
  ir_map_init(&b.free_of);
  collect(&b);
  if (k == IR_SYNC_FENCE && fence_orders(&b)) {
    free_maps(&b);
    return V_UNKNOWN;
  }
  ir_vec above = region(&b, false), below = region(&b, true);
  v_verdict worst = V_PROVED;
  for (int i = 0; i < above.n && worst != V_CEX; i++)
    for (int j = 0; j < below.n && worst != V_CEX; j++) {
      v_verdict r = check_pair(&b, above.v[i], below.v[j]);
      if (r == V_CEX || (r == V_UNKNOWN && worst == V_PROVED)) worst = r;
    }
  ir_vec_free(&above);
  ir_vec_free(&below);
  free_maps(&b);
  return worst;
}
