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
static sym_term *newly_unordered(bctx *b, const sym_access *x, const sym_access *y, ir_vec *yterms) {
  v_phase_env e = {b->v->c, sync_reach, b->v, NULL, NULL, "src"};
  bsigs *sx = sigs_of(b, x->inst), *sy = sigs_of(b, y->inst);
  sym_term *now = verify_phase_same(&e, &sx->kept, &e, &sy->kept, b->kshift, false, yterms);
  sym_term *before = verify_phase_same(&e, &sx->all, &e, &sy->all, b->kshift, true, yterms);
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
  bool bounded; /* the model rests on opaque recurrences; none up to `bound` iterations */
  int bound;
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

/* Is the conjunction f satisfiable?  A model that rests on a recurrence nvtv keeps opaque
 * (the reduction's s >>= 1) may give the two threads values no execution has; then the
 * question is asked again at each iteration up to --unroll of the loops with such phis,
 * the phis unrolled on both threads: a model there is a real one, and none is "bounded". */
static bool concrete_model(bctx *b, sym_term **f, int n, pair_result *pr) {
  bool confirmed = true;
  for (int i = 0; i < n && confirmed; i++) {
    bool poison = false;
    confirmed = sym_eval(b->v->c, f[i], &pr->model, &poison) == 1 && !poison;
  }
  return confirmed;
}

static int opaque_counters(bctx *b, sym_term *const *f, int n, sym_term **out, int cap) {
  ir_vec leaves = {0};
  for (int i = 0; i < n; i++) sym_collect_leaves(f[i], &leaves);
  int k = 0;
  for (int i = 0; i < leaves.n; i++) {
    sym_term *l = leaves.v[i];
    uint32_t g;
    if (l->op != SYM_OPAQUE || !sym_opaque_loop(b->v->c, (uint32_t)l->imm, &g)) continue;
    sym_term *kl = sym_leaf(b->v->c, SYM_K, 64, g + ((l->aux & SYM_AUX_OTHER) ? b->kshift : 0));
    bool dup = false;
    for (int j = 0; j < k; j++) dup |= out[j] == kl;
    if (!dup && k < cap) out[k++] = kl;
  }
  ir_vec_free(&leaves);
  return k;
}

static void solve(bctx *b, sym_term **f, int n, pair_result *pr) {
  vctx *v = b->v;
  sym_ctx *c = v->c;
  sym_model_init(&pr->model);
  pr->why[0] = 0;
  int minimize = v->o->quick ? 2 : 1;
  pr->r = smt_check(v->z, f, n, minimize, &pr->model, pr->why, sizeof pr->why);
  pr->confirmed = pr->r == SMT_SAT && concrete_model(b, f, n, pr);
  sym_term *ks[4];
  int nk = pr->r == SMT_UNSAT ? 0 : opaque_counters(b, f, n, ks, 4);
  if (!nk) return;
  int N = v->o->unroll > 0 ? v->o->unroll : 1, combos = 1;
  for (int i = 0; i < nk; i++) combos *= N;
  sym_term **g = malloc(sizeof *g * (size_t)n);
  if (!g) ir_oom();
  bool open = false; /* an iteration without an answer */
  for (int cb = 0; cb < combos; cb++) {
    ir_map m;
    ir_map_init(&m);
    uint64_t it[4];
    for (int i = 0, r = cb; i < nk; i++, r /= N) {
      it[i] = (uint64_t)(r % N);
      ir_map_put(&m, ks[i], sym_const(c, 64, it[i]));
    }
    bool still = false;
    for (int i = 0; i < n; i++) {
      g[i] = sym_subst(c, f[i], &m, true);
      still |= sym_has_op(g[i], SYM_OPAQUE);
    }
    ir_map_free(&m);
    sym_model mm;
    sym_model_init(&mm);
    char why[sizeof pr->why];
    smt_result r = smt_check(v->z, g, n, minimize, &mm, why, sizeof why);
    if (r == SMT_SAT && !still) {
      sym_model_free(&pr->model);
      pr->model = mm;
      for (int i = 0; i < nk; i++) sym_model_set(&pr->model, ks[i], it[i]);
      pr->r = SMT_SAT;
      pr->confirmed = concrete_model(b, g, n, pr);
      pr->bounded = false;
      free(g);
      return;
    }
    sym_model_free(&mm);
    if (r != SMT_UNSAT) open = true;
  }
  free(g);
  /* no model at the iterations tried: the symbolic one may still be real at a later one */
  pr->bounded = !open;
  pr->bound = N;
}

static void ask(bctx *b, const bacc *x, const bacc *y, sym_term *also, const ir_vec *also_y, pair_result *pr) {
  vctx *v = b->v;
  sym_ctx *c = v->c;
  sym_term *f[112];
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
  enum { NY = 16 };
  sym_term *lx[3] = {px, x->x->gaddr[0], also ? also : px}, *ly[2 + NY] = {py, y->x->gaddr[0]}, *lf[32];
  int nx = 0, ny = 0, nly = 2;
  for (int i = 0; also_y && i < also_y->n && nly < 2 + NY; i++) ly[nly++] = also_y->v[i];
  verify_loop_facts(v, lx, 3, f + n, &nx, 32);
  n += nx;
  verify_loop_facts(v, ly, nly, lf, &ny, 32);
  for (int i = 0; i < ny; i++) f[n++] = sym_other_thread(c, lf[i], b->kshift);
  f[n++] = px;
  f[n++] = sym_other_thread(c, py, b->kshift);
  f[n++] = overlap(c, x->x->gaddr[0], x->size, ay, y->size);
  pr->ax = x->x->gaddr[0];
  pr->ay = ay;
  solve(b, f, n, pr);
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
  ir_vec also_y = {0};   /* its terms of y's thread, before they become t''s (loop facts) */
  if (!b->four_map && x->x->kind != IR_MEM_NONE && y->x->kind != IR_MEM_NONE) {
    also = newly_unordered(b, x->x, y->x, &also_y);
    if (sym_is_const(also, 0)) { /* ordered in tgt too, or src's own race */
      ir_vec_free(&also_y);
      return V_PROVED;
    }
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
  ask(b, x, y, also, &also_y, &pr);
  ir_vec_free(&also_y);
  v_verdict r = pr.r == SMT_UNSAT ? V_PROVED : pr.r == SMT_SAT ? V_CEX : V_UNKNOWN;
  if (pr.bounded) r = V_BOUNDED; /* no model up to --unroll iterations of the opaque loops */
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
  if (r != V_PROVED && r != V_BOUNDED) report_pair(b, x, y, &pr, fast && r == V_CEX);
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
  for (size_t i = 0; i < b->sigs.cap; i++)
    if (b->sigs.keys[i]) {
      bsigs *s = b->sigs.vals[i];
      verify_phase_free(&s->kept);
      verify_phase_free(&s->all);
      free(s);
    }
  ir_map_free(&b->sigs);
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
  ir_map_init(&b.sigs);
  sym_set_other_shift(v->c, b.kshift);
  collect(&b);
  if (k == IR_SYNC_FENCE && fence_orders(&b)) {
    free_maps(&b);
    sym_set_other_shift(v->c, 0);
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
  sym_set_other_shift(v->c, 0);
  return worst;
}
