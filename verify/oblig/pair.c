/* Two threads, one question: can thread t's access x and another thread t''s access y of
 * src touch overlapping bytes, both reached and defined, where a condition holds?  The
 * barrier rule (barrier.c) and the memory-order rule (memorder.c) ask it.
 *
 * Thread t' is t's terms renamed (sym_other_thread): its own thread ids, loop counters
 * (shifted by kshift), loaded values and opaque phis; arguments, block ids and sizes are
 * shared.  Each thread's loops left on the way stopped at their exit iterations (loop
 * facts).  A satisfiable query is re-evaluated outside Z3; a model that rests on an opaque
 * recurrence is asked again at each iteration up to --unroll, the phis unrolled on both
 * threads (a model there is a real one; none anywhere is a bounded verdict).
 */
#include "oblig.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void verify_pair_begin(vctx *v, v_pair *p) {
  memset(p, 0, sizeof *p);
  p->v = v;
  p->dims = sym_cta_dims(v->s.fn);
  p->kshift = (uint32_t)v->ngid + 1;
  for (uint32_t g = 0; g < (uint32_t)v->ngid; g++) { /* k.loop' for the other thread */
    char nm[96];
    snprintf(nm, sizeof nm, "%s'", sym_loop_name(v->c, g));
    sym_set_loop_name(v->c, g + p->kshift, nm);
  }
  sym_set_other_shift(v->c, p->kshift);
}

void verify_pair_end(v_pair *p) { sym_set_other_shift(p->v->c, 0); }

/* t != t': their ids differ in a dimension the CTA extends in (sym_cta_dims; the kernel
 * reads no other, so its terms do not mention them) */
static sym_term *threads_differ(const v_pair *p) {
  sym_ctx *c = p->v->c;
  sym_term *differ = sym_false(c);
  for (int d = 0; d < 3; d++)
    if (p->dims >> d & 1) {
      sym_term *t = sym_leaf(c, SYM_SREG, 32, SREG_TID_X + d), *u = sym_leaf(c, SYM_SREG, 32, SREG_TID2_X + d);
      differ = sym_or(c, differ, sym_not(c, sym_icmp(c, LLVMIntEQ, t, u)));
    }
  return differ;
}

/* [kx, kx + sx) and [ky, ky + sy) overlap: ky - kx + sy - 1 <u sx + sy - 1 */
static sym_term *overlap(sym_ctx *c, sym_term *kx, uint64_t sx, sym_term *ky, uint64_t sy) {
  unsigned w = kx->width;
  sym_term *d = sym_bin(c, SYM_ADD, 0, sym_bin(c, SYM_SUB, 0, ky, kx), sym_const(c, w, sy - 1));
  return sym_icmp(c, LLVMIntULT, d, sym_const(c, w, sx + sy - 1));
}

static bool holds_in(sym_ctx *c, sym_term *const *f, int n, const sym_model *m) {
  bool ok = true;
  for (int i = 0; i < n && ok; i++) {
    bool poison = false;
    ok = sym_eval(c, f[i], m, &poison) == 1 && !poison;
  }
  return ok;
}

/* the loop counters (t's or t''s) of the opaque phis the facts mention */
static int opaque_counters(const v_pair *p, sym_term *const *f, int n, sym_term **out, int cap) {
  ir_vec leaves = {0};
  for (int i = 0; i < n; i++) sym_collect_leaves(f[i], &leaves);
  int k = 0;
  for (int i = 0; i < leaves.n; i++) {
    sym_term *l = leaves.v[i];
    uint32_t g;
    if (l->op != SYM_OPAQUE || !sym_opaque_loop(p->v->c, (uint32_t)l->imm, &g)) continue;
    sym_term *kl = sym_leaf(p->v->c, SYM_K, 64, g + ((l->aux & SYM_AUX_OTHER) ? p->kshift : 0));
    bool dup = false;
    for (int j = 0; j < k; j++) dup |= out[j] == kl;
    if (!dup && k < cap) out[k++] = kl;
  }
  ir_vec_free(&leaves);
  return k;
}

/* t with its boolean connectives rebuilt, so that constants a substitution made fold away
 * ("k != 0 implies ..." at k = 0) along with the opaque phis at iteration -1 they guard */
static sym_term *fold_bool(sym_ctx *c, sym_term *t, ir_map *memo) {
  if (t->width != 1 || (t->op != SYM_AND && t->op != SYM_OR && t->op != SYM_NOT)) return t;
  sym_term *got = ir_map_get(memo, t);
  if (got) return got;
  sym_term *stack[8], **ops = t->nops <= 8 ? stack : malloc(sizeof *ops * t->nops);
  if (!ops) ir_oom();
  for (int i = 0; i < t->nops; i++) ops[i] = fold_bool(c, t->ops[i], memo);
  sym_term *r = t->op == SYM_NOT ? sym_not(c, ops[0]) : t->op == SYM_AND ? sym_and_n(c, ops, t->nops) : sym_or_n(c, ops, t->nops);
  if (ops != stack) free(ops);
  ir_map_put(memo, t, r);
  return r;
}

static smt_result check(const v_pair *p, sym_term *const *f, int n, int core, bool allow_slice, sym_model *m, bool *sliced,
                        bool *reeval, char *why, size_t whylen);

/* the question again at constant iterations of the loops with opaque phis */
static void unrolled(const v_pair *p, sym_term **f, int n, v_pair_result *pr) {
  vctx *v = p->v;
  sym_ctx *c = v->c;
  sym_term *ks[4];
  int nk = opaque_counters(p, f, n, ks, 4);
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
    ir_map memo;
    ir_map_init(&memo);
    for (int i = 0; i < n; i++) {
      g[i] = fold_bool(c, sym_subst(c, f[i], &m, true), &memo);
      still |= sym_has_op(g[i], SYM_OPAQUE);
    }
    ir_map_free(&memo);
    ir_map_free(&m);
    sym_model mm;
    sym_model_init(&mm);
    char why[sizeof pr->why];
    double t0 = verify_now_ms();
    bool sliced, reeval;
    smt_result r = check(p, g, n, pr->core, pr->allow_slice, &mm, &sliced, &reeval, why, sizeof why);
    if (v->trace)
      fprintf(stderr, "[trace] pair unrolled %d: %s in %.0f ms%s\n", cb, r == SMT_SAT ? "sat" : r == SMT_UNSAT ? "unsat" : "unknown",
              verify_now_ms() - t0, still ? " (still opaque)" : "");
    if (r == SMT_SAT && !still) {
      sym_model_free(&pr->model);
      pr->model = mm;
      for (int i = 0; i < nk; i++) sym_model_set(&pr->model, ks[i], it[i]);
      pr->r = SMT_SAT;
      pr->sliced = sliced;
      pr->confirmed = reeval;
      free(g);
      return;
    }
    sym_model_free(&mm);
    if (r != SMT_UNSAT) open = true;
  }
  free(g);
  /* no model at the iterations tried: the symbolic one may still be real at a later one */
  pr->bounded = !open;
}

/* the loops (K, exit, termination, header leaves; t's ids and t''s) a term mentions, as bits */
static void loops_of(uint32_t kshift, sym_term *t, ir_map *set) {
  ir_vec leaves = {0};
  sym_collect_leaves(t, &leaves);
  for (int i = 0; i < leaves.n; i++) {
    sym_term *l = leaves.v[i];
    /* the other thread's loop: its counters are shifted ids, its header, exit and
     * termination applications the same ids marked as the other thread's */
    if (l->op == SYM_K || l->op == SYM_EXITK || l->op == SYM_TERM || l->op == SYM_HR)
      ir_map_put(set, (void *)(uintptr_t)(l->imm + 1 + (l->op != SYM_K && (l->aux & SYM_AUX_OTHER) ? kshift : 0)), set);
  }
  ir_vec_free(&leaves);
}

static bool only_loops_in(uint32_t kshift, sym_term *t, const ir_map *keep) {
  ir_map mine;
  ir_map_init(&mine);
  loops_of(kshift, t, &mine);
  bool ok = true;
  for (size_t i = 0; i < mine.cap && ok; i++)
    if (mine.keys[i]) ok = ir_map_has(keep, mine.keys[i]);
  ir_map_free(&mine);
  return ok;
}

/* The conjuncts of f that speak only of the loops the conflict itself mentions (the facts
 * before `core` and the last, the overlap): the reach of an access after a grid-stride loop,
 * with its 64-bit products, is what a slice leaves out.  Fewer premises: unsat on the slice
 * is unsat for the whole, and a model of the slice is a proposal that execution judges.
 * Returns the slice's size (0 when it drops nothing); cut holds up to cap conjuncts. */
static int slice(uint32_t kshift, sym_term *const *f, int n, int core, sym_term **cut, int cap) {
  ir_map keep;
  ir_map_init(&keep);
  for (int i = 0; i < core && i < n; i++) loops_of(kshift, f[i], &keep);
  loops_of(kshift, f[n - 1], &keep);
  int m = 0;
  bool dropped = false;
  for (int i = 0; i < n; i++) {
    sym_term **cj, *one;
    int k = verify_conjuncts(f[i], &cj, &one);
    for (int j = 0; j < k; j++) {
      if (only_loops_in(kshift, cj[j], &keep) && m < cap) cut[m++] = cj[j];
      else dropped = true;
    }
  }
  ir_map_free(&keep);
  return dropped ? m : 0;
}

/* sat (with a model), unsat or unknown: on the slice first when allowed (*sliced says
 * whether the model is the slice's), then on the whole; *reeval: the model satisfies the
 * facts it answers, evaluated outside Z3 */
static smt_result check(const v_pair *p, sym_term *const *f, int n, int core, bool allow_slice, sym_model *m, bool *sliced,
                        bool *reeval, char *why, size_t whylen) {
  vctx *v = p->v;
  *sliced = false;
  enum { CAP = 512 };
  sym_term **cut = malloc(sizeof *cut * CAP);
  if (!cut) ir_oom();
  int k = allow_slice ? slice(p->kshift, f, n, core, cut, CAP) : 0;
  int minimize = v->o->quick ? 2 : 1;
  /* nonlinear products abstracted (64-bit index products with arguments): unsat there is
   * unsat, and cheaper than bit-blasting them */
  if (smt_check_abstract(v->z, k ? cut : f, k ? k : n, v->o->timeout_ms / 4 + 1) == SMT_UNSAT) {
    free(cut);
    return SMT_UNSAT;
  }
  if (k) {
    smt_result r = smt_check(v->z, cut, k, minimize, m, why, whylen);
    if (r == SMT_UNSAT || r == SMT_SAT) {
      *sliced = r == SMT_SAT;
      *reeval = r == SMT_SAT && holds_in(v->c, cut, k, m);
      free(cut);
      return r;
    }
    sym_model_free(m);
    sym_model_init(m);
  }
  free(cut);
  smt_result r = smt_check(v->z, f, n, minimize, m, why, whylen);
  *reeval = r == SMT_SAT && holds_in(v->c, f, n, m);
  return r;
}

static void solve(const v_pair *p, sym_term **f, int n, v_pair_result *pr) {
  pr->why[0] = 0;
  pr->bounded = false;
  double t0 = verify_now_ms();
  pr->r = check(p, f, n, pr->core, pr->allow_slice, &pr->model, &pr->sliced, &pr->confirmed, pr->why, sizeof pr->why);
  if (p->v->trace)
    fprintf(stderr, "[trace] pair: %d facts: %s%s in %.0f ms\n", n, pr->r == SMT_SAT ? "sat" : pr->r == SMT_UNSAT ? "unsat" : "unknown",
            pr->sliced ? " (slice)" : "", verify_now_ms() - t0);
  if (pr->r != SMT_UNSAT) unrolled(p, f, n, pr);
}

/* The question with y run by the other thread (other) or by t itself at the same iterations
 * of the loops around both. */
/* The last thread of the block (tid.d = ntid.d - 1 where the kernel reads tid.d) runs access
 * a where it reaches it, inside a's object, or src is undefined anyway.  Every thread of a
 * model's block runs in its replay: without this, a model's block may hold threads that
 * index past a 16x16 tile (ntid.x = 49 for a race of thread (48,0)), and execution refutes
 * it for src's own UB. */
static sym_term *last_thread_inside(const v_pair *p, const sym_access *a, uint64_t size) {
  sym_ctx *c = p->v->c;
  ir_map m;
  ir_map_init(&m);
  for (int d = 0; d < 3; d++)
    if (p->dims >> d & 1)
      ir_map_put(&m, sym_leaf(c, SYM_SREG, 32, SREG_TID_X + d),
                 sym_bin(c, SYM_SUB, 0, sym_leaf(c, SYM_SREG, 32, SREG_NTID_X + d), sym_const(c, 32, 1)));
  sym_term *ub = sym_and(c, a->reachd, sym_or(c, sym_access_outside(c, a->addr[0], size),
                                               verify_address_poison(p->v, (sym_access *)a)));
  sym_term *r = sym_not(c, sym_subst(c, ub, &m, true));
  ir_map_free(&m);
  return r;
}

/* the question's facts kept (to ask again without a refuted model), then solved */
static void submit(const v_pair *p, sym_term **f, int n, v_pair_result *pr) {
  pr->nf = n < (int)(sizeof pr->f / sizeof *pr->f) ? n : 0;
  memcpy(pr->f, f, sizeof *f * (size_t)pr->nf);
  sym_model_init(&pr->model);
  solve(p, f, n, pr);
}

static void ask(const v_pair *p, bool other, const sym_access *x, uint64_t sx, const sym_access *y, uint64_t sy,
                sym_term *also, const ir_vec *also_y, sym_term *extra, v_pair_result *pr) {
  vctx *v = p->v;
  sym_ctx *c = v->c;
  sym_term *f[112];
  int n = 0;
  if (other) f[n++] = threads_differ(p);
  if (also) f[n++] = also;
  if (extra) f[n++] = extra;
  pr->core = n; /* (and the overlap, last) */
  pr->allow_slice = true;
  sym_term *px = sym_and(c, x->reachd, sym_not(c, verify_address_poison(v, (sym_access *)x)));
  sym_term *py = sym_and(c, y->reachd, sym_not(c, verify_address_poison(v, (sym_access *)y)));
  /* each thread's access stays inside its object, or src is undefined anyway */
  px = sym_and(c, px, sym_not(c, sym_access_outside(c, x->addr[0], sx)));
  py = sym_and(c, py, sym_not(c, sym_access_outside(c, y->addr[0], sy)));
  sym_term *ay = other ? sym_other_thread(c, y->gaddr[0], p->kshift) : y->gaddr[0];
  /* what the loops left on the way did: each stopped at its exit iteration (without this
   * a thread could pass a loop that never ends; nvtv fuzz found a minimized kernel whose
   * only race was after an endless loop).  The other thread's are its own, shifted. */
  enum { NY = 16 };
  sym_term *lx[3] = {px, x->gaddr[0], also ? also : px}, *ly[2 + NY] = {py, y->gaddr[0]}, *lf[32];
  int nx = 0, ny = 0, nly = 2;
  for (int i = 0; also_y && i < also_y->n && nly < 2 + NY; i++) ly[nly++] = also_y->v[i];
  verify_loop_facts(v, lx, 3, f + n, &nx, 32);
  n += nx;
  verify_loop_facts(v, ly, nly, lf, &ny, 32);
  for (int i = 0; i < ny; i++) f[n++] = other ? sym_other_thread(c, lf[i], p->kshift) : lf[i];
  f[n++] = px;
  f[n++] = other ? sym_other_thread(c, py, p->kshift) : py;
  pr->last_inside = NULL; /* (for a second question, when execution refutes the first model) */
  if (other) {
    sym_term *li = last_thread_inside(p, x, sx);
    li = sym_and(c, li, last_thread_inside(p, y, sy));
    for (int i = 0; i < v->s.sf->naccess; i++) { /* src's other accesses of objects of a known size */
      const sym_access *z = &v->s.sf->acc[i];
      if (z == x || z == y || !z->npointers || z->kind == IR_MEM_SYNC || z->kind == IR_MEM_INTRIN) continue;
      LLVMTypeRef ty = ir_mem_type(z->inst);
      uint64_t size = ty ? LLVMABISizeOfType(LLVMGetModuleDataLayout(LLVMGetGlobalParent(v->s.fn)), ty) : 0;
      sym_term *out = size ? sym_access_outside(c, z->addr[0], size) : NULL;
      if (out && !sym_is_const(out, 0)) li = sym_and(c, li, last_thread_inside(p, z, size));
    }
    pr->last_inside = li;
  }
  f[n++] = overlap(c, x->gaddr[0], sx, ay, sy);
  pr->ax = x->gaddr[0];
  pr->ay = ay;
  submit(p, f, n, pr);
}

void verify_pair_ask(const v_pair *p, const sym_access *x, uint64_t sx, const sym_access *y, uint64_t sy,
                     sym_term *also, const ir_vec *also_y, sym_term *extra, v_pair_result *pr) {
  ask(p, true, x, sx, y, sy, also, also_y, extra, pr);
}

/* Two threads at the same iteration of each loop of `loops` (both at its header, hr), and
 * one of conds holds for t and not for t'.  With facts, each thread's loops left on the way
 * stopped at their exit iterations, as in ask(). */
void verify_pair_ask_disagree(const v_pair *p, sym_term *const *conds, int nc, const uint32_t *loops,
                              sym_term *const *hr, int nl, bool facts, v_pair_result *pr) {
  vctx *v = p->v;
  sym_ctx *c = v->c;
  sym_term *f[112], *lt[48], *lf[32];
  int n = 0, nt = 0, nf = 0;
  f[n++] = threads_differ(p);
  for (int i = 0; i < nl && n < 40; i++) {
    f[n++] = sym_icmp(c, LLVMIntEQ, sym_leaf(c, SYM_K, 64, loops[i]), sym_leaf(c, SYM_K, 64, loops[i] + p->kshift));
    f[n++] = hr[i];
    f[n++] = sym_other_thread(c, hr[i], p->kshift);
  }
  pr->core = n;
  pr->allow_slice = true;
  for (int i = 0; i < nl && nt < 16; i++) lt[nt++] = hr[i];
  for (int i = 0; i < nc && nt < 48; i++) lt[nt++] = conds[i];
  if (facts) verify_loop_facts(v, lt, nt, lf, &nf, 32);
  for (int i = 0; i < nf && n < 100; i++) {
    f[n++] = lf[i];
    f[n++] = sym_other_thread(c, lf[i], p->kshift);
  }
  sym_term *d = sym_false(c);
  for (int i = 0; i < nc; i++) d = sym_or(c, d, sym_and(c, conds[i], sym_not(c, sym_other_thread(c, conds[i], p->kshift))));
  f[n++] = d;
  pr->ax = pr->ay = NULL;
  pr->last_inside = NULL;
  submit(p, f, n, pr);
}

bool verify_pair_one_thread_apart(const v_pair *p, const sym_access *x, uint64_t sx, const sym_access *y, uint64_t sy) {
  sym_ctx *c = p->v->c;
  sym_term *d = sym_nf(c, sym_bin(c, SYM_SUB, 0, y->gaddr[0], x->gaddr[0]));
  if (d->op != SYM_CONST || d->width != 64) return false;
  int64_t k = (int64_t)d->imm; /* y - x: the ranges overlap iff -sy < k < sx */
  return k <= -(int64_t)sy || k >= (int64_t)sx;
}

void verify_pair_ask_one_thread(const v_pair *p, const sym_access *x, uint64_t sx, const sym_access *y, uint64_t sy,
                                v_pair_result *pr) {
  ask(p, false, x, sx, y, sy, NULL, NULL, NULL, pr);
}

void verify_pair_line(vctx *v, verify_sbuf *txt, json_t *js, const char *label, const sym_access *a, const char *who,
                      const char *where) {
  char ty[64];
  bool call = a->kind == IR_MEM_NONE; /* a call that may touch memory */
  const char *op = call ? "call" : ir_memkind_name(a->kind);
  char callee[160] = "", space[32] = "";
  if (call) snprintf(callee, sizeof callee, " %s%s", ir_callee_name(a->inst, NULL) ? "@" : "",
                     ir_callee_name(a->inst, NULL) ? ir_callee_name(a->inst, NULL) : "(inline asm or indirect)");
  else {
    verify_access_words(a, ty, sizeof ty);
    snprintf(space, sizeof space, " addrspace(%u)", a->aspace[0]);
  }
  if (call) ty[0] = 0;
  int line = ir_line_of(v->s.lm, a->inst);
  char at[200] = "";
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(a->inst));
  size_t fl = 0;
  const char *fname = fn != v->s.fn ? LLVMGetValueName2(fn, &fl) : NULL; /* a device function's access (callee.c) */
  if (line && fname) snprintf(at, sizeof at, " (src line %d, in @%.*s)", line, (int)(fl < 120 ? fl : 120), fname);
  else if (line) snprintf(at, sizeof at, " (src line %d)", line);
  else if (fname) snprintf(at, sizeof at, " (in @%.*s)", (int)(fl < 120 ? fl : 120), fname);
  verify_sbprintf(txt, "  %-11s %s%s%s%s%s by thread %s, %s\n", label, op, callee, ty, space, at, who, where);
  json_object_set_new(js, label[0] == 'f' ? "first" : "second",
                      json_pack("{s:I, s:s, s:s, s:i, s:s}", "id", (json_int_t)a->tag, "op", op, "type", ty[0] ? ty + 1 : "",
                                "src_line", line, "thread", who));
}

void verify_pair_values(vctx *v, const v_pair_result *pr, verify_sbuf *txt, json_t *js) {
  bool p0 = false, p1 = false;
  uint64_t a = sym_eval(v->c, pr->ax, &pr->model, &p0), c2 = sym_eval(v->c, pr->ay, &pr->model, &p1);
  verify_sbprintf(txt, "  values:     t's address = 0x%llx, t''s address = 0x%llx (generic)\n", (unsigned long long)a,
                  (unsigned long long)c2);
  json_object_set_new(js, "first_address", verify_json_u64(a));
  json_object_set_new(js, "second_address", verify_json_u64(c2));
}

static const char *space_name(int s) { return s == 3 ? "shared" : s == 1 ? "global" : "generic"; }

void verify_pair_hazard(verify_sbuf *txt, json_t *js, bool xwrite, bool ywrite, bool ordered, int space) {
  const char *hz = xwrite && ywrite ? "WAW" : !ordered ? "read-write" : xwrite ? "RAW" : "WAR";
  verify_sbprintf(txt, "  hazard:     %s on %s memory\n", hz, space_name(space));
  json_object_set_new(js, "hazard", json_string(hz));
  json_object_set_new(js, "space", json_string(space_name(space)));
}

/* the two threads of the model, the CTA's shape and the loop iterations it chose: excluded
 * when execution refutes it (an iteration the loop never reaches, a thread pair whose race
 * writes back what was read) */
static sym_term *not_this_model(const v_pair *p, const sym_model *m) {
  sym_ctx *c = p->v->c;
  static const sym_sreg regs[] = {SREG_TID_X, SREG_TID_Y, SREG_TID_Z, SREG_TID2_X, SREG_TID2_Y, SREG_TID2_Z,
                                  SREG_NTID_X, SREG_NTID_Y, SREG_NTID_Z};
  sym_term *same = sym_true(c);
  for (size_t i = 0; i < sizeof regs / sizeof *regs; i++) {
    sym_term *r = sym_leaf(c, SYM_SREG, 32, regs[i]);
    uint64_t val;
    if (sym_model_get(m, r, &val)) same = sym_and(c, same, sym_icmp(c, LLVMIntEQ, r, sym_const(c, 32, val)));
  }
  for (int i = 0; i < m->n; i++)
    if (m->leaf[i]->op == SYM_K && m->leaf[i]->width == 64)
      same = sym_and(c, same, sym_icmp(c, LLVMIntEQ, m->leaf[i], sym_const(c, 64, m->v[i])));
  return sym_not(c, same);
}

/* The smallest CTA that holds the two threads: ntid.d = max(tid.d, tid'.d) + 1 where the
 * kernel reads tid.d, 1 elsewhere.  A model's launch is free within the launch bounds, and a
 * larger block brings threads that src itself has no defined run for (a 16x16 tile indexed
 * by an 18-row block): execution refutes such a model for a reason that is not the race. */
static sym_term *smallest_block(const v_pair *p) {
  sym_ctx *c = p->v->c;
  sym_term *r = sym_true(c);
  for (int d = 0; d < 3; d++) {
    sym_term *n = sym_leaf(c, SYM_SREG, 32, SREG_NTID_X + d), *want = sym_const(c, 32, 1);
    if (p->dims >> d & 1) {
      sym_term *t = sym_leaf(c, SYM_SREG, 32, SREG_TID_X + d), *u = sym_leaf(c, SYM_SREG, 32, SREG_TID2_X + d);
      sym_term *hi = sym_ite(c, sym_icmp(c, LLVMIntUGT, t, u), t, u);
      want = sym_bin(c, SYM_ADD, 0, hi, sym_const(c, 32, 1));
    }
    r = sym_and(c, r, sym_icmp(c, LLVMIntEQ, n, want));
  }
  return r;
}

/* A model pushed toward small numbers is often a degenerate run: a matrix product with N = 0
 * races on its tile, but writes nothing a schedule could show.  The same model with each small
 * integer argument made larger, where the question's facts still hold (sym_eval), is an
 * equally good answer that does more; execution judges it first.  False when nothing could
 * be widened. */
static bool widened(const v_pair *p, const v_pair_result *pr, sym_model *out) {
  static const uint64_t bigger[] = {64, 100, 1000, 17};
  sym_ctx *c = p->v->c;
  sym_model_init(out);
  for (int i = 0; i < pr->model.n; i++) sym_model_set(out, pr->model.leaf[i], pr->model.v[i]);
  bool any = false;
  for (int i = 0; i < out->n; i++) {
    sym_term *l = out->leaf[i];
    if (l->op != SYM_ARG || l->width < 8 || out->v[i] >= 16) continue;
    uint64_t was = out->v[i];
    bool kept = false;
    for (size_t k = 0; k < sizeof bigger / sizeof *bigger && !kept; k++) {
      out->v[i] = bigger[k];
      kept = holds_in(c, pr->f, pr->nf, out);
    }
    if (kept) any = true;
    else out->v[i] = was;
  }
  if (!any) sym_model_free(out);
  return any;
}

v_verdict verify_pair_verdict(const v_pair *p, v_pair_result *pr, const char *kind, long tag, bool fast) {
  vctx *v = p->v;
  v_verdict r = pr->r == SMT_UNSAT ? V_PROVED : pr->r == SMT_SAT ? V_CEX : V_UNKNOWN;
  if (pr->bounded) r = V_BOUNDED; /* no model up to --unroll iterations of the opaque loops */
  /* executed before reported: a race the schedules cannot show is unknown.  A refuted model
   * of the slice is followed by the whole question's; a refuted model of the whole may be one
   * thread pair of several (the scan's thread 0 writes back what it read, a race no schedule
   * can see): other pairs are tried, four models in all. */
  for (int attempt = 0; r == V_CEX && !fast && !v->o->no_replay; attempt++) {
    pr->replayed = true;
    sym_model w;
    if (widened(p, pr, &w)) {
      pr->exec = verify_replay(v, kind, tag, &w, pr->obs, sizeof pr->obs);
      if (pr->exec == INTERP_CONFIRMED) { /* the widened model is the one shown */
        sym_model_free(&pr->model);
        pr->model = w;
        break;
      }
      sym_model_free(&w);
    }
    pr->exec = verify_replay(v, kind, tag, &pr->model, pr->obs, sizeof pr->obs);
    /* (an interestingness test, --quick, takes the first model's word) */
    if (pr->exec != INTERP_REFUTED || attempt == (v->o->quick || p->no_retry ? 0 : 3) || !pr->nf ||
        pr->nf >= (int)(sizeof pr->f / sizeof *pr->f))
      break;
    v_pair_result again = *pr;
    sym_model_init(&again.model);
    if (pr->sliced) { /* the slice's model was no execution: the whole question */
      again.allow_slice = false;
    } else {
      again.f[again.nf] = again.f[again.nf - 1]; /* (the overlap stays last) */
      again.f[again.nf++ - 1] = not_this_model(p, &pr->model);
    }
    /* first the smallest block that holds the threads, whose last thread runs src's accesses
     * inside their objects; if there is no model there, any */
    bool small = again.nf < (int)(sizeof again.f / sizeof *again.f);
    if (small) {
      again.f[again.nf] = again.f[again.nf - 1];
      again.f[again.nf++ - 1] = pr->last_inside ? sym_and(p->v->c, smallest_block(p), pr->last_inside) : smallest_block(p);
    }
    /* (that question is larger: the block's last thread's accesses; four times the budget) */
    unsigned was = small && pr->last_inside ? smt_set_timeout(v->z, v->o->timeout_ms * 4) : 0;
    solve(p, again.f, again.nf, &again);
    if (was) smt_set_timeout(v->z, was);
    if (small && again.r == SMT_UNSAT) {
      sym_model_free(&again.model);
      again.f[again.nf - 2] = again.f[again.nf - 1];
      again.nf--;
      sym_model_init(&again.model);
      solve(p, again.f, again.nf, &again);
    }
    if (pr->sliced && again.r == SMT_UNSAT) { /* the whole question has no model: proved */
      sym_model_free(&pr->model);
      *pr = again;
      r = V_PROVED;
      break;
    }
    if (again.r != SMT_SAT || again.bounded) {
      sym_model_free(&again.model);
      break;
    }
    sym_model_free(&pr->model);
    *pr = again;
  }
  if (r == V_CEX && pr->replayed) {
    if (pr->exec == INTERP_REFUTED) {
      pr->r = SMT_UNKNOWN;
      pr->refuted = true;
      r = V_UNKNOWN;
      snprintf(pr->why, sizeof pr->why,
               "a %s counterexample that execution refutes (%s); imprecision: the two-thread model's approximations "
               "(each thread's loaded values are independent of the other's)",
               kind, pr->obs);
    }
  }
  if (r == V_PROVED && !fast) v->r->z3_proved++;
  return r;
}

void verify_pair_finish(vctx *v, v_finding *f, const v_pair_result *pr, verify_sbuf *txt, json_t *js, bool fast_unsound) {
  bool cex = pr->r == SMT_SAT;
  f->reevaluated = cex && pr->confirmed;
  f->confirmed = cex && pr->replayed && pr->exec == INTERP_CONFIRMED;
  f->refuted = pr->refuted;
  if (!cex) {
    verify_sbprintf(txt, "  reason:     %s\n", pr->why[0] ? pr->why : "solver gave no answer");
  } else {
    verify_print_model(v, &pr->model, txt, js);
    if (pr->ax) verify_pair_values(v, pr, txt, js); /* (a question about two accesses) */
    verify_confirmation_lines(txt, js, pr->confirmed, pr->replayed, pr->exec, pr->obs);
  }
  if (fast_unsound) verify_sbprintf(txt, "  note:       the normal-form fast path had cleared this pair\n");
  if (pr->refuted) json_object_set_new(js, "execution", json_string("refuted"));
  json_object_set_new(js, "confirmed", json_boolean(f->confirmed));
  verify_finish(f, txt, js);
}
