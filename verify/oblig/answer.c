/* An obligation's answer: its model printed and replayed in the interpreter, a refuted or
 * missing model asked again under narrower premises (each kept only where execution does not
 * refute it), and the finding reported. */
#include "oblig.h"

#include <stdlib.h>
#include <string.h>

static void print_model(vctx *v, outcome *oc, verify_sbuf *txt, json_t *js) { verify_print_model(v, &oc->model, txt, js); }

void verify_print_model(vctx *v, const sym_model *m, verify_sbuf *txt, json_t *js) {
  sym_ctx *c = v->c;
  const char *groups[] = {"inputs", "objects", "thread", "iteration", "loads", "other"};
  json_t *model = json_object();
  for (int g = 0; g < 6; g++) {
    verify_sbuf line = {0};
    bool first = true;
    for (int i = 0; i < m->n; i++) {
      sym_term *l = m->leaf[i];
      int grp;
      switch (l->op) {
      case SYM_ARG: grp = 0; break;
      case SYM_OBJ: case SYM_WIN: grp = 1; break;
      case SYM_SREG: grp = 2; break;
      case SYM_K: case SYM_EXITK: grp = 3; break;
      case SYM_LOAD: case SYM_UF: grp = 4; break;
      case SYM_HR: case SYM_TERM: continue;
      default: grp = 5; break;
      }
      if (grp != g) continue;
      char name[200] = "";
      sym_print(c, l, name, sizeof name);
      uint64_t val = m->v[i];
      char vs[40];
      int64_t sv = sym_sext64(val, l->width);
      if (l->width == 1) snprintf(vs, sizeof vs, "%s", val ? "true" : "false");
      else if (sv > -100000 && sv < 100000) snprintf(vs, sizeof vs, "%lld", (long long)sv);
      else snprintf(vs, sizeof vs, "0x%llx", (unsigned long long)val);
      verify_sbprintf(&line, "%s%s = %s", first ? "" : ", ", name, vs);
      json_object_set_new(model, name, verify_json_u64(val));
      first = false;
    }
    if (line.s) {
      char label[16];
      snprintf(label, sizeof label, "%s:", groups[g]);
      verify_sbprintf(txt, "  %-11s %s\n", label, line.s);
      free(line.s);
    }
  }
  json_object_set_new(js, "model", model);
}

/* ---- replaying counterexamples ---- */

interp_replay_verdict verify_replay(vctx *v, const char *kind, long tag, const sym_model *m, char *obs, size_t n) {
  v_finding f;
  memset(&f, 0, sizeof f);
  f.verdict = V_CEX;
  f.kind = kind;
  f.tag = tag;
  snprintf(f.func, sizeof f.func, "%s", v->fr->name);
  verify_sbuf txt = {0};
  f.json = json_pack("{s:b}", "replay", 1);
  verify_print_model(v, m, &txt, f.json);
  interp_replay_verdict r =
      verify_finding_replay(LLVMGetGlobalParent(v->s.fn), LLVMGetGlobalParent(v->t.fn), &f, obs, n);
  free(txt.s);
  json_decref(f.json);
  return r;
}

/* The kinds of free values (leaves a model may set at will) that the terms ts read. */
enum { FREE_LOADS = 1, FREE_CALLS = 2, FREE_ITERS = 4, FREE_PHIS = 8 };
static unsigned free_leaves(sym_term *const *ts, int n) {
  ir_vec leaves = {0};
  for (int i = 0; i < n; i++)
    if (ts[i]) sym_collect_leaves(ts[i], &leaves);
  unsigned k = 0;
  for (int i = 0; i < leaves.n; i++) {
    sym_term *l = leaves.v[i];
    k |= l->op == SYM_LOAD ? FREE_LOADS : 0;
    k |= l->op == SYM_UF && l->nops > 0 ? FREE_CALLS : 0;
    k |= l->op == SYM_K || l->op == SYM_EXITK || l->op == SYM_HR || l->op == SYM_TERM ? FREE_ITERS : 0;
    k |= l->op == SYM_OPAQUE ? FREE_PHIS : 0;
  }
  ir_vec_free(&leaves);
  return k;
}

/* What a refuted counterexample says about the verifier: which of its approximations made a
 * model that execution does not follow. */
static void imprecision_of(vctx *v, const oblig *ob, const char *obs, char *out, size_t n) {
  if (strstr(obs, "src's address") || strstr(obs, "src's value") || strstr(obs, "src stops first") ||
      strstr(obs, "(src: undefined") || strstr(obs, "memory: src under")) {
    snprintf(out, n, "src is undefined (or racy) on these inputs when executed, which the verifier's precondition "
                     "did not capture: an approximation of src's poison, object bounds or UB");
    return;
  }
  /* which free values the obligation rests on */
  sym_term *ts[26];
  int nt = 0;
  for (int i = 0; i < ob->npre; i++) ts[nt++] = ob->pre[i];
  ts[nt++] = ob->goal;
  unsigned k = free_leaves(ts, nt);
  (void)v;
  snprintf(out, n, "src and tgt behave the same on these inputs: the model's difference rests on values the verifier "
                   "leaves free (%s%s%s%s%s)",
           k & FREE_LOADS ? "loaded values: memory is not modelled, " : "",
           k & FREE_CALLS ? "results of calls and float operations, " : "",
           k & FREE_ITERS ? "loop iterations and exits, " : "", k & FREE_PHIS ? "non-affine recurrences, " : "",
           "values it cannot bound");
}

void verify_confirmation_lines(verify_sbuf *txt, json_t *js, bool reevaluated, bool replayed,
                               interp_replay_verdict exec, const char *obs) {
  verify_sbprintf(txt, "  re-evaluated: %s\n", reevaluated ? "yes (outside Z3)" : "no");
  json_object_set_new(js, "reevaluated", json_boolean(reevaluated));
  if (!replayed) {
    verify_sbprintf(txt, "  confirmed:  not replayed (--no-replay)\n");
    return;
  }
  bool yes = exec == INTERP_CONFIRMED;
  verify_sbprintf(txt, "  confirmed:  %s: %s\n", yes ? "yes, by execution" : "no, not executable", obs);
  json_object_set_new(js, "execution", json_string(yes ? "confirmed" : "not-executable"));
  json_object_set_new(js, "observation", json_string(obs));
}

/* Whether src's or tgt's side of the obligation (what differs in a counterexample; the goal
 * when it shows none) reads a loaded value: memory is not modelled, so the model may give
 * that load any value. */
static bool rests_on_loads(const oblig *ob) {
  sym_term *const *ts = ob->show[0] || ob->show[1] ? ob->show : &ob->goal;
  return free_leaves(ts, ob->show[0] || ob->show[1] ? 2 : 1) & FREE_LOADS;
}

/* A counterexample is replayed before it is reported: refuted, it becomes unknown with the
 * reason and the approximation that caused it.  Not executable, it stays one, marked so,
 * unless its difference rests on loaded values: those the model picks freely, and without an
 * execution nothing says memory could hold them (at -O0 under default<O3>, a loop counter
 * loaded from its alloca and an address loaded from a parameter's alloca gave two such
 * "counterexamples" in kernels the interpreter could not run). */
static void replay_outcome(vctx *v, oblig *ob, outcome *oc) {
  if (v->o->no_replay || !oc->have_model || !strcmp(ob->kind, "fast-path-unsound")) return;
  int lone = verify_rests_on_lone_loop(v, ob);
  if (lone >= 0) {
    oc->v = V_UNKNOWN;
    char w[200];
    snprintf(oc->why, sizeof oc->why,
             "a %s counterexample that rests on how far %s: the model picks its exit freely; not replayed",
             ob->kind, verify_lone_loop_words(v, lone, "runs", w, sizeof w));
    return;
  }
  oc->replayed = true;
  /* executions of a tag are compared only where tgt carries the tag: of an access tgt
   * deleted (mem2reg's loads of a local), tgt's "never runs it" is no difference */
  bool by_tag = !ob->whole_memory && ob->tag >= 0 && verify_acc_by_tag(&v->t, ob->tag);
  oc->exec = verify_replay(v, ob->kind, by_tag ? ob->tag : -1, &oc->model, oc->obs, sizeof oc->obs);
  if (oc->exec == INTERP_NOT_EXECUTABLE && rests_on_loads(ob)) {
    oc->v = V_UNKNOWN;
    snprintf(oc->why, sizeof oc->why,
             "a %s counterexample that rests on loaded values the verifier leaves free (memory is not modelled) "
             "and that execution could not check (%s)", ob->kind, oc->obs);
    return;
  }
  if (oc->exec != INTERP_REFUTED) return;
  oc->v = V_UNKNOWN;
  char imp[400];
  imprecision_of(v, ob, oc->obs, imp, sizeof imp);
  snprintf(oc->why, sizeof oc->why, "a %s counterexample that execution refutes (%s); imprecision: %s", ob->kind,
           oc->obs, imp);
}

/* tgt-poison: the one poison condition of tgt's disjunction that holds under the model (the
 * whole disjunction is the "tgt:" line), and its class (gep.out.of.object, nsw, ...) for
 * the JSON and the signature. */
static void poison_reason(vctx *v, outcome *oc, verify_sbuf *txt, json_t *js) {
  sym_term *t = oc->show[1];
  if (!t) return;
  sym_term *one[1] = {t};
  sym_term **parts = one;
  int n = 1;
  if (t->op == SYM_OR && t->width == 1) {
    parts = t->ops;
    n = t->nops;
  }
  for (int i = 0; i < n; i++) {
    bool p = false;
    if (sym_eval(v->c, parts[i], &oc->model, &p) != 1 || p) continue;
    char *s = verify_term_str(v, parts[i]);
    char cls[64];
    size_t k = strcspn(s, "(");
    snprintf(cls, sizeof cls, "%.*s", (int)(k < sizeof cls ? k : sizeof cls - 1), s);
    if (!k || k == strlen(s)) snprintf(cls, sizeof cls, "condition");
    verify_sbprintf(txt, "  because:    %s (tgt is poison there)\n", s);
    json_object_set_new(js, "poison_reason", json_string(cls));
    json_object_set_new(js, "poison_condition", json_string(s));
    free(s);
    return;
  }
}

static void report_outcome(vctx *v, oblig *ob, outcome *oc) {
  bool cex = oc->v == V_CEX;
  v_finding *f = verify_add_finding(v, oc->v, cex ? ob->kind : "unknown", ob->tag);
  f->reevaluated = cex && oc->confirmed;
  f->confirmed = cex && oc->replayed && oc->exec == INTERP_CONFIRMED;
  f->refuted = oc->replayed && oc->exec == INTERP_REFUTED;
  verify_sbuf txt = {0};
  json_t *js = verify_json_head(f);
  json_object_set_new(js, "check", json_string(ob->check));
  if (ob->tag >= 0) verify_describe_access(v, f, &txt, js, ob->tag);
  verify_sbprintf(&txt, "  check:      %s\n", ob->check);
  if (ob->rule) {
    verify_sbprintf(&txt, "  rule:       %s\n", ob->rule);
    json_object_set_new(js, "rule", json_string(ob->rule));
  }
  if (!cex) {
    const char *why = oc->why[0] ? oc->why : "solver gave no answer";
    verify_sbprintf(&txt, "  reason:     %s\n", why);
    json_object_set_new(js, "reason", json_string(why));
  }
  if (oc->bound_iter >= 0)
    verify_sbprintf(&txt, "  unrolled:   %s at iteration %d (opaque recurrence)\n", sym_loop_name(v->c, oc->bound_loop), oc->bound_iter);
  for (int k = 0; k < 2; k++) {
    sym_term *t = oc->show[k] ? oc->show[k] : ob->show[k];
    if (!t) continue;
    char *s = verify_term_str(v, t), *full = verify_term_full(v, t);
    verify_sbprintf(&txt, "  %s:        %s\n", k ? "tgt" : "src", s);
    json_object_set_new(js, k ? "tgt_term" : "src_term", json_string(full));
    free(full);
    free(s);
  }
  if (oc->have_model && oc->v == V_CEX && !strcmp(ob->kind, "tgt-poison")) poison_reason(v, oc, &txt, js);
  if (oc->have_model && oc->v == V_CEX) {
    print_model(v, oc, &txt, js);
    if (oc->show[0] && oc->show[1]) {
      bool p0 = false, p1 = false;
      uint64_t a = sym_eval(v->c, oc->show[0], &oc->model, &p0);
      uint64_t b = sym_eval(v->c, oc->show[1], &oc->model, &p1);
      verify_sbprintf(&txt, "  values:     src = 0x%llx%s, tgt = 0x%llx%s\n", (unsigned long long)a, p0 ? " (poison)" : "",
                (unsigned long long)b, p1 ? " (poison)" : "");
      json_object_set_new(js, "src_value", verify_json_u64(a));
      json_object_set_new(js, "tgt_value", verify_json_u64(b));
      json_object_set_new(js, "src_poison", json_boolean(p0));
      json_object_set_new(js, "tgt_poison", json_boolean(p1));
    }
    verify_confirmation_lines(&txt, js, oc->confirmed, oc->replayed, oc->exec, oc->obs);
  }
  if (f->refuted) json_object_set_new(js, "execution", json_string("refuted"));
  json_object_set_new(js, "confirmed", json_boolean(f->confirmed));
  if (oc->bound_iter >= 0) json_object_set_new(js, "iteration", json_integer(oc->bound_iter));
  verify_finish(f, &txt, js);
}

/* The smallest block that holds the model's thread: ntid.d = tid.d + 1 where the kernel reads
 * tid.d, 1 elsewhere.  Every thread of the launch runs in a replay, and a model's block is
 * free within the launch bounds: a larger one brings threads that src has no defined run for
 * (a tile indexed past its end), and execution refutes the model for a reason that is not the
 * access's. */
static sym_term *smallest_block(vctx *v) {
  sym_ctx *c = v->c;
  unsigned dims = sym_cta_dims(v->s.fn);
  sym_term *r = sym_true(c);
  for (int d = 0; d < 3; d++) {
    sym_term *n = sym_leaf(c, SYM_SREG, 32, SREG_NTID_X + d);
    sym_term *want = dims >> d & 1 ? sym_bin(c, SYM_ADD, 0, sym_leaf(c, SYM_SREG, 32, SREG_TID_X + d), sym_const(c, 32, 1))
                                   : sym_const(c, 32, 1);
    r = sym_and(c, r, sym_icmp(c, LLVMIntEQ, n, want));
  }
  return r;
}

/* src defined at each of its accesses (at most 64) where the thread reaches it, in the
 * model's thread and in threads 0 and ntid-1 of each dimension the kernel reads (loop
 * counters left free): src undefined later in the thread, or in another thread, refutes a
 * model when it is replayed, for a reason that is not the access's. */
static sym_term *src_defined(vctx *v) {
  if (v->src_defined) return v->src_defined;
  sym_ctx *c = v->c;
  sym_term *own = v->s.sf->noub ? v->s.sf->noub : sym_true(c);
  for (int i = 0, n = 0; i < v->s.sf->naccess && n < 64; i++) {
    sym_access *x = &v->s.sf->acc[i];
    if (!x->reachd || !x->npointers) continue;
    n++;
    own = sym_and(c, own, sym_not(c, sym_and(c, x->reachd, sym_or(c, verify_address_poison(v, x), verify_access_outside(v, x)))));
  }
  /* and the pointers src passes to the functions it calls (at most 32): a device function
   * that stores through a poison argument is src's UB too, which the caller's terms do not
   * see (a stride changed before the call: the model's address became poison in the callee) */
  enum { CALLS = 32 };
  LLVMValueRef calls[CALLS];
  int ncalls = ir_memory_calls(v->s.cfg, NULL, 0, calls, CALLS);
  for (int i = 0; i < ncalls && i < CALLS; i++) {
    int b = ir_block_index(v->s.cfg, LLVMGetInstructionParent(calls[i]));
    if (b < 0 || !v->s.sf->reachd[b]) continue;
    for (unsigned j = 0; j < (unsigned)LLVMGetNumArgOperands(calls[i]); j++) {
      LLVMValueRef arg = LLVMGetOperand(calls[i], j);
      if (LLVMGetTypeKind(LLVMTypeOf(arg)) != LLVMPointerTypeKind) continue;
      sym_term *t = sym_value_at(v->s.sf, arg, b);
      if (t) own = sym_and(c, own, sym_not(c, sym_and(c, v->s.sf->reachd[b], sym_poison(c, t))));
    }
  }
  unsigned dims = sym_cta_dims(v->s.fn);
  sym_term *r = own;
  for (int end = 0; end < 2; end++) {
    ir_map m;
    ir_map_init(&m);
    for (int d = 0; d < 3; d++)
      if (dims >> d & 1)
        ir_map_put(&m, sym_leaf(c, SYM_SREG, 32, SREG_TID_X + d),
                   end ? sym_bin(c, SYM_SUB, 0, sym_leaf(c, SYM_SREG, 32, SREG_NTID_X + d), sym_const(c, 32, 1))
                       : sym_const(c, 32, 0));
    r = sym_and(c, r, sym_subst(c, own, &m, true));
    ir_map_free(&m);
  }
  return v->src_defined = r;
}

/* sreg(d) p k in each dimension d (sreg: the x register of tid, ntid or ctaid) */
static sym_term *each_dim(sym_ctx *c, int sreg, LLVMIntPredicate p, unsigned k) {
  sym_term *r = sym_true(c);
  for (int d = 0; d < 3; d++) r = sym_and(c, r, sym_icmp(c, p, sym_leaf(c, SYM_SREG, 32, sreg + d), sym_const(c, 32, k)));
  return r;
}

/* tid.d <= 1 in each dimension: with smallest_block, a block of threads 0 and 1 (per
 * dimension), both of which src_defined covers */
static sym_term *first_threads(vctx *v) { return each_dim(v->c, SREG_TID_X, LLVMIntULE, 1); }

/* A block of one thread, thread (0,0,0): no other thread to be undefined or to race */
static sym_term *lone_thread(vctx *v) {
  return sym_and(v->c, each_dim(v->c, SREG_NTID_X, LLVMIntEQ, 1), each_dim(v->c, SREG_TID_X, LLVMIntEQ, 0));
}

/* ctaid = 0 in each dimension */
static sym_term *grid_origin(vctx *v) { return each_dim(v->c, SREG_CTAID_X, LLVMIntEQ, 0); }

/* The loop counters in an obligation's goal and premises, each fixed at `at`, or NULL when
 * it has none: a timeout asked again at the first iterations, where a difference is cheap to
 * find (k*ntid*nctaid in a grid-stride loop's exit test is what the solver gave up on). */
static sym_term *first_iterations(vctx *v, const oblig *ob, uint64_t at) {
  sym_ctx *c = v->c;
  ir_vec leaves = {0};
  sym_collect_leaves(ob->goal, &leaves);
  for (int i = 0; i < ob->npre; i++) sym_collect_leaves(ob->pre[i], &leaves);
  sym_term *r = NULL;
  for (int i = 0; i < leaves.n; i++) {
    sym_term *l = leaves.v[i];
    if (l->op == SYM_K) r = sym_and(c, r ? r : sym_true(c), sym_icmp(c, LLVMIntEQ, l, sym_const(c, 64, at)));
  }
  ir_vec_free(&leaves);
  return r;
}

/* ob asked again under one more premise: its model replaces *oc when execution does not
 * refute it (a premise only narrows the question) */
static bool exec_confirmed(const outcome *oc) { return oc->replayed && oc->exec == INTERP_CONFIRMED; }

/* (confirmed: only a model execution confirms replaces it) */
static void ask_again(vctx *v, oblig *ob, outcome *oc, sym_term *premise, bool confirmed) {
  oblig again = *ob;
  verify_push_pre(&again, premise);
  outcome o2;
  verify_discharge(v, &again, &o2);
  if (o2.v == V_CEX) replay_outcome(v, &again, &o2);
  if (o2.v == V_CEX && (!confirmed || exec_confirmed(&o2))) {
    if (oc->have_model) sym_model_free(&oc->model);
    *oc = o2;
    *ob = again;
  } else if (o2.have_model) {
    sym_model_free(&o2.model);
  }
}

/* ask_again for a timeout, a model execution could not run, or src_defined's questions: a
 * quarter of the query's budget each time, and at most V_LATE_ASKS such questions in a
 * function (a kernel whose proofs are hard pays for them at most that often) */
enum { V_LATE_ASKS = 4 };
static void ask_again_late(vctx *v, oblig *ob, outcome *oc, sym_term *premise, bool confirmed) {
  if (v->late_asks >= V_LATE_ASKS) return;
  v->late_asks++;
  verify_opts o = *v->o;
  o.timeout_ms = o.timeout_ms >= 4 ? o.timeout_ms / 4 : 1;
  const verify_opts *was = v->o;
  v->o = &o;
  ask_again(v, ob, oc, premise, confirmed);
  v->o = was;
}

v_verdict verify_run_oblig(vctx *v, oblig *ob) {
  outcome oc;
  verify_discharge(v, ob, &oc);
  if (v->quiet) { /* a probe (verify_check_access, V_CHECK_PROBE): the verdict only */
    if (oc.have_model) sym_model_free(&oc.model);
    return oc.v;
  }
  if (oc.v == V_CEX) replay_outcome(v, ob, &oc);
  /* a model execution refutes: another, where the difference reaches the replayed access
   * (ob->focus), then in the smallest block that holds its thread, then with src defined in
   * the whole thread and at the block's ends (src_defined), then so in a block of threads 0
   * and 1;
   * each premise only narrows the question, and a model stands only if execution confirms it */
  sym_term *tries[2];
  int ntries = 0;
  if (ob->focus) tries[ntries++] = ob->focus;
  tries[ntries++] = ob->focus ? sym_and(v->c, ob->focus, smallest_block(v)) : smallest_block(v);
  for (int i = 0; i < ntries + 2; i++) {
    if (!(oc.v == V_UNKNOWN && oc.replayed && oc.exec == INTERP_REFUTED && !v->o->quick && ob->npre < 24)) break;
    if (i >= ntries && !strstr(oc.obs, "src: undefined") && !strstr(oc.obs, "src is not defined")) break; /* (src was defined) */
    sym_term *defined = i >= ntries ? sym_and(v->c, src_defined(v), smallest_block(v)) : NULL;
    if (i < ntries) ask_again(v, ob, &oc, tries[i], false);
    else ask_again_late(v, ob, &oc, i == ntries ? defined : sym_and(v->c, defined, first_threads(v)), false);
  }
  /* a timeout: the same question at the loops' first iterations, then there in a block of
   * one thread at the grid's origin (no product of thread and block indices left), then at
   * the loops' second iterations */
  sym_term *k0 = first_iterations(v, ob, 0), *k1 = k0 ? first_iterations(v, ob, 1) : NULL;
  sym_term *at_origin = sym_and(v->c, k0 ? k0 : sym_true(v->c), sym_and(v->c, lone_thread(v), grid_origin(v)));
  sym_term *late[3] = {k0, at_origin, k1};
  for (int i = 0; i < 3 && oc.v == V_UNKNOWN && oc.no_answer && !v->o->quick && ob->npre < 24; i++)
    if (late[i]) ask_again_late(v, ob, &oc, late[i], false);
  /* a model execution could not run (an iteration past the replay's limit): the loops'
   * first iterations, for one it can */
  for (int i = 0; i < 3; i += 2)
    if (oc.replayed && oc.exec == INTERP_NOT_EXECUTABLE && late[i] && !v->o->quick && ob->npre < 24)
      ask_again_late(v, ob, &oc, late[i], true);
  if (oc.v == V_CEX || oc.v == V_UNKNOWN) report_outcome(v, ob, &oc);
  if (oc.v == V_UNSUPPORTED) verify_note(v, V_UNSUPPORTED, "unsupported", ob->tag, "%s: %s", ob->check, oc.why);
  if (oc.have_model) sym_model_free(&oc.model);
  return oc.v;
}

