#include "driver_parts.h"

#include <stdlib.h>
#include <string.h>

/* The driver: each function pair's loops matched, its terms built under the rules' plans, the
 * obligations of its loops and branches, then each access checked by the first rule of
 * verify_rules[] that takes it (rules.h), and the report assembled. */

static void index_accesses(side *sd) {
  ir_map_init(&sd->bytag);
  ir_map_init(&sd->dup);
  for (int i = 0; i < sd->sf->naccess; i++) {
    long tag = sd->sf->acc[i].tag;
    if (tag < 0 || ir_map_has(&sd->extra, sd->sf->acc[i].inst)) continue; /* (an added copy of a sync) */
    void *key = (void *)(intptr_t)(tag + 1);
    if (ir_map_has(&sd->bytag, key)) ir_map_put(&sd->dup, key, key);
    else ir_map_put(&sd->bytag, key, (void *)(intptr_t)(i + 1));
  }
}

static v_func *new_func(verify_report *r, const char *name) {
  if (r->nfn == r->capfn) {
    r->capfn = r->capfn ? 2 * r->capfn : 16;
    r->fn = realloc(r->fn, (size_t)r->capfn * sizeof *r->fn);
    if (!r->fn) ir_oom();
  }
  v_func *f = &r->fn[r->nfn++];
  memset(f, 0, sizeof *f);
  snprintf(f->name, sizeof f->name, "%s", name);
  return f;
}



#define EACH_RULE(R) for (const verify_rule *const *R = verify_rules; *R; R++)

/* tgt's access b, which no rule accounted for: one that lost its tag, or one tgt added */
static void unpaired_tgt_access(vctx *v, sym_access *b, int unpaired) {
  char *txt = LLVMPrintValueToString(b->inst);
  const char *ins = txt;
  while (*ins == ' ') ins++;
  int line = ir_line_of(v->t.lm, b->inst);
  char where[32] = "";
  if (line) snprintf(where, sizeof where, " (tgt line %d)", line);
  if (b->tag < 0 && unpaired) /* (with every src access paired, an added access) */
    verify_note(v, V_UNSUPPORTED, "tags-lost", -1,
                "tgt's %s%s has no !nvtv.id: a pass recreated it without copying its metadata "
                "(Instruction::copyMetadata, combineMetadata), so nvtv cannot pair it: %.160s",
                b->kind == IR_MEM_SYNC ? "sync intrinsic" : "memory access", where, ins);
  else
    verify_note(v, V_UNSUPPORTED, "unsupported", -1, "the transformation added a %s%s: %.160s",
                b->kind == IR_MEM_SYNC ? "sync intrinsic" : "memory access", where, ins);
  LLVMDisposeMessage(txt);
  v->fr->count[V_UNSUPPORTED]++;
}

/* Both sides' terms: src's, the rules' plans, tgt's under the options they ask for */
static void build_terms(vctx *v) {
  sym_ctx *c = v->c;
  sym_opts so = {.respect_range_attrs = v->o->range_attrs};
  verify_index_copies(&v->t);
  ir_map_init(&v->copied);
  verify_match_loops(v);
  v->s.sf = sym_fn_build(c, v->s.cfg, v->s.gid, 0, &so);
  EACH_RULE(R) if ((*R)->plan) (*R)->plan(v);
  sym_opts to = so;
  sym_term **rot = calloc((size_t)v->t.cfg->nloops + 1, sizeof *rot);
  bool *drop = calloc((size_t)v->t.cfg->nloops + 1, sizeof *drop);
  if (!rot || !drop) ir_oom();
  verify_match_rotations(v, rot, drop);
  to.rotated = rot;
  to.dropped = drop;
  EACH_RULE(R) if ((*R)->tgt_opts) (*R)->tgt_opts(v, &to);
  v->t.sf = sym_fn_build(c, v->t.cfg, v->t.gid, 1, &to);
  bool again = false;
  if (!v->s.sf->unsupported && !v->t.sf->unsupported) EACH_RULE(R) if ((*R)->justify) again |= (*R)->justify(v);
  if (again) { /* a rule's pair lost its license: tgt's terms without it */
    sym_fn_free(v->t.sf);
    EACH_RULE(R) if ((*R)->tgt_opts) (*R)->tgt_opts(v, &to);
    v->t.sf = sym_fn_build(c, v->t.cfg, v->t.gid, 1, &to);
  }
  free(rot);
  free(drop);
  index_accesses(&v->s);
  EACH_RULE(R) if ((*R)->tgt_built) (*R)->tgt_built(v);
  index_accesses(&v->t);
  v->taken = calloc((size_t)v->t.sf->naccess + 1, sizeof *v->taken);
  if (!v->taken) ir_oom();
  verify_match_phis(v);
}

/* Each src access to the first rule that takes it, then each tgt access to the first that
 * accounts for it */
static void check_accesses(vctx *v) {
  sym_ctx *c = v->c;
  /* tgt accesses without a tag: a pass that recreates an instruction and does not copy
   * its metadata (Instruction::copyMetadata, combineMetadata) */
  int lost = 0, unpaired = 0;
  for (int i = 0; i < v->t.sf->naccess; i++) lost += v->t.sf->acc[i].tag < 0;
  for (int i = 0; i < v->s.sf->naccess; i++)
    unpaired += v->s.sf->acc[i].tag >= 0 && !verify_acc_by_tag(&v->t, v->s.sf->acc[i].tag);
  EACH_RULE(R) if ((*R)->pair) (*R)->pair(v, lost, unpaired);
  EACH_RULE(R) if ((*R)->claim) (*R)->claim(v, lost, unpaired);
  EACH_RULE(R) {
    sym_term *f = (*R)->facts ? (*R)->facts(v, lost, unpaired) : NULL;
    if (f && !sym_is_const(f, 1)) v->fwd = v->fwd ? sym_and(c, v->fwd, f) : f;
  }
  for (int i = 0; i < v->s.sf->naccess; i++) {
    sym_access *a = &v->s.sf->acc[i];
    if (a->tag < 0) continue;
    if ((v->o->quick || v->o->first_cex) && v->fr->count[V_CEX]) break; /* one is enough */
    if (v->o->first_doubt && (v->fr->count[V_UNKNOWN] || v->fr->count[V_UNSUPPORTED] || v->fr->count[V_BOUNDED])) break;
    sym_access *b = verify_acc_by_tag(&v->t, a->tag);
    v_verdict r = V_UNSUPPORTED;
    if (ir_map_has(&v->s.dup, (void *)(intptr_t)(a->tag + 1))) {
      if (verify_acc_by_tag(&v->s, a->tag) != a) continue;
      verify_note(v, V_UNSUPPORTED, "unsupported", a->tag, "the same !nvtv.id is on several src instructions");
    } else {
      v->acc_fast = v->acc_z3 = 0;
      v->acc_z3_ms = 0;
      const verify_rule *const *R = verify_rules;
      while (*R && !((*R)->takes && (*R)->takes(v, a, b, lost))) R++;
      if (*R) r = (*R)->check(v, a, i, b, lost);
    }
    v->fr->count[r]++;
  }
  v_verdict calls = verify_check_calls(v);
  if (calls == V_CEX || calls == V_UNKNOWN) v->fr->count[calls]++;
  for (int i = 0; i < v->t.sf->naccess; i++) {
    sym_access *b = &v->t.sf->acc[i];
    bool mine = false;
    EACH_RULE(R) if (!mine && (*R)->tgt_access) mine = (*R)->tgt_access(v, b, i);
    if (!mine && (b->tag < 0 || !verify_acc_by_tag(&v->s, b->tag))) unpaired_tgt_access(v, b, unpaired);
  }
}

static void verify_function(vctx *v, LLVMValueRef fs, LLVMValueRef ft) {
  double t0 = verify_now_ms();
  v->s.fn = fs;
  v->t.fn = ft;
  v->s.cfg = ir_cfg_build(fs);
  v->t.cfg = ir_cfg_build(ft);
  build_terms(v);
  v->fr->naccess = v->s.sf->naccess;
  v->fr->nloops = v->s.cfg->nloops;
  const char *unsup = v->s.sf->unsupported ? v->s.sf->unsupported : v->t.sf->unsupported;
  if (unsup) {
    verify_note(v, V_UNSUPPORTED, "unsupported", -1, "%s", unsup);
    v->fr->count[V_UNSUPPORTED] += v->s.sf->naccess;
  } else {
    /* (a campaign's question, first_cex, is answered by a loop's counterexample: the other
     * loops and the branches are not asked, each a question as costly as an access's) */
    bool one = v->o->quick || v->o->first_cex;
    for (uint32_t g = 0; g < (uint32_t)v->ngid && !(one && v->fr->count[V_CEX]); g++)
      if (v->gsrc[g] >= 0 && v->gtgt[g] >= 0) verify_check_loop(v, g);
    v_verdict branches = !(one && v->fr->count[V_CEX]) ? verify_check_branches(v) : V_PROVED;
    check_accesses(v);
    /* a loop's or the branches' question left open (a refuted model, a timeout) is the
     * function's doubt when no access carries one: the accesses' proofs rest on equal trip
     * counts and defined branches, so the function is not proved (a trip count changed
     * where the loop's only access is a device function's call: every access proved, the
     * loop unknown, and the verdict once "proved") */
    bool open = branches == V_UNKNOWN;
    for (uint32_t g = 0; g < (uint32_t)v->ngid && !open; g++) open = v->gsrc[g] >= 0 && v->gtgt[g] >= 0 && v->gstat[g] == V_UNKNOWN;
    const int *n = v->fr->count;
    if (open && !n[V_UNKNOWN] && !n[V_CEX] && !n[V_UNSUPPORTED] && !n[V_BOUNDED]) v->fr->count[V_UNKNOWN]++;
  }
  EACH_RULE(R) if ((*R)->free) (*R)->free(v);
  for (size_t i = 0; i < sizeof v->state / sizeof v->state[0]; i++) free(v->state[i]);
  verify_memorder_free(v);
  verify_callees_free(v);
  ir_map_free(&v->s.bytag);
  ir_map_free(&v->s.dup);
  ir_map_free(&v->t.bytag);
  ir_map_free(&v->t.dup);
  ir_map_free(&v->t.extra);
  verify_free_copies(&v->t);
  ir_map_free(&v->copied);
  free(v->taken);
  sym_fn_free(v->s.sf);
  sym_fn_free(v->t.sf);
  ir_cfg_free(v->s.cfg);
  ir_cfg_free(v->t.cfg);
  free(v->s.gid);
  free(v->t.gid);
  free(v->gsrc);
  free(v->gtgt);
  free(v->gstat);
  free(v->gbound);
  free(v->gbound_done);
  free(v->gnowrap);
  free(v->grot);
  free(v->gdrop);
  free(v->gexit);
  v->fr->ms = verify_now_ms() - t0;
}

static bool is_definition(LLVMValueRef f) { return LLVMCountBasicBlocks(f) > 0; }

/* A function of local linkage whose parameters or return type tgt changed. */
static bool ipo_changed_signature(LLVMValueRef fs, LLVMValueRef ft) {
  LLVMLinkage l = LLVMGetLinkage(fs);
  if (l != LLVMInternalLinkage && l != LLVMPrivateLinkage) return false;
  return !ir_same_type(LLVMGlobalGetValueType(fs), LLVMGlobalGetValueType(ft));
}

static bool any_inbounds(LLVMModuleRef m) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        if (LLVMGetInstructionOpcode(i) == LLVMGetElementPtr && (LLVMGEPGetNoWrapFlags(i) & LLVMGEPFlagInBounds))
          return true;
  return false;
}

/* One finding per access and verdict: an access that has a counterexample is not also shown
 * as unknown (a check before it that execution refuted), and an unknown access once (a tiled
 * matmul showed one unknown 30 times, once per partner of a moved access) -- its counts
 * are per access already. */
static void prune_findings(verify_report *r, int from) {
  int out = from;
  for (int i = from; i < r->nf; i++) {
    v_finding *f = &r->f[i];
    bool drop = false;
    if (f->verdict == V_UNKNOWN && f->tag >= 0)
      for (int j = from; j < r->nf && !drop; j++) {
        const v_finding *g = &r->f[j];
        drop = j != i && g->tag == f->tag && !strcmp(g->func, f->func) &&
               (g->verdict == V_CEX || (g->verdict == V_UNKNOWN && j < i));
      }
    if (drop) {
      free(f->text);
      json_decref(f->json);
      continue;
    }
    r->f[out++] = *f;
  }
  r->nf = out;
}

static void verify_one(vctx *v, LLVMValueRef fs, LLVMValueRef ft) {
  verify_report *r = v->r;
  v->c = sym_new();
  v->z = smt_new(v->c, v->o->timeout_ms);
  smt_set_launch(v->z, &v->launch);
  if (v->o->allowance_ms) smt_set_allowance(v->z, v->o->allowance_ms);
  int nf0 = r->nf;
  verify_function(v, fs, ft);
  prune_findings(r, nf0);
  size_t terms = (size_t)sym_count(v->c);
  if (terms > r->peak_terms) r->peak_terms = terms;
  smt_add_stats(&r->smt, smt_get_stats(v->z));
  smt_free(v->z);
  sym_free(v->c);
}

bool verify_modules(LLVMModuleRef src, LLVMModuleRef tgt, const verify_opts *o, verify_report *r,
                    char *err, size_t errlen) {
  /* tags come from nvtv tag or a pass that keeps them: malformed ones, or one tag on two
   * source instructions, are input errors (a pass may duplicate tags in its output) */
  char terr[400];
  bool src_ok = ir_check_tags(src, true, terr, sizeof terr);
  if (!src_ok || !ir_check_tags(tgt, false, terr, sizeof terr)) {
    const char *path = src_ok ? o->tgt_path : o->src_path;
    snprintf(err, errlen, "%s: %s", path ? path : src_ok ? "tgt" : "src", terr);
    return false;
  }
  int st, sa, tt, ta;
  ir_tag_counts(src, &st, &sa);
  ir_tag_counts(tgt, &tt, &ta);
  if (st == 0 && tt == 0) {
    /* untagged pair: match accesses by position, which needs the same count */
    if (sa != ta) {
      snprintf(err, errlen, "cannot match accesses: src has %d memory operations, tgt has %d, and neither is tagged with !nvtv.id", sa, ta);
      return false;
    }
    ir_tag_module(src);
    ir_tag_module(tgt);
  } else if (st == 0) {
    /* (a tagged src and an untagged tgt: the pass dropped every tag, reported per access as
     * tags-lost) */
    snprintf(err, errlen, "cannot match accesses: only one of src and tgt carries !nvtv.id tags");
    return false;
  }
  char joined[400];
  if (ir_rejoin_split_globals(src, tgt, joined, sizeof joined)) { /* (nvtv check: every file's, in order) */
    size_t k = strlen(r->rejoined);
    snprintf(r->rejoined + k, sizeof r->rejoined - k, "%s%s", k ? "; " : "", joined);
  }
  r->unroll = o->unroll;
  if (any_inbounds(src) || any_inbounds(tgt)) r->approx |= V_APPROX_INBOUNDS;
  ir_linemap *lms = o->src_path ? ir_linemap_load(o->src_path) : NULL;
  ir_linemap *lmt = o->tgt_path ? ir_linemap_load(o->tgt_path) : NULL;
  for (LLVMValueRef fs = LLVMGetFirstFunction(src); fs; fs = LLVMGetNextFunction(fs)) {
    if (!is_definition(fs)) continue;
    size_t n;
    const char *name = LLVMGetValueName2(fs, &n);
    LLVMValueRef ft = LLVMGetNamedFunction(tgt, name);
    vctx v;
    memset(&v, 0, sizeof v);
    v.o = o;
    v.r = r;
    v.fr = new_func(r, name);
    if (o->deadline_ms > 0 && verify_now_ms() >= o->deadline_ms) {
      verify_note(&v, V_UNKNOWN, "budget", -1, "not reached: the --budget ran out before @%s; not verified", name);
      v.fr->naccess = ir_count_memops(fs);
      v.fr->count[V_UNKNOWN] = v.fr->naccess ? v.fr->naccess : 1; /* nothing of @name was checked */
      continue;
    }
    if (!ft || !is_definition(ft)) {
      verify_note(&v, V_UNSUPPORTED, "unsupported", -1, "tgt has no definition of @%s", name);
      v.fr->count[V_UNSUPPORTED]++; /* nothing of @name was checked: never "proved" */
      continue;
    }
    if (ipo_changed_signature(fs, ft)) {
      /* dead-argument elimination or IPSCCP dropped a parameter or the return value of a local
       * function (atomicAnd(p, 0) became xchg(p, 0) at -O0 under default<O3>): tgt's body is
       * right only for the arguments its callers pass, which a function-by-function check does
       * not see */
      verify_note(&v, V_UNSUPPORTED, "unsupported", -1,
                  "an interprocedural pass changed the signature of @%s (its parameters or return type): tgt's body "
                  "holds only for its callers' arguments, which a function-by-function check does not see: not "
                  "checked", name);
      v.fr->count[V_UNSUPPORTED]++;
      continue;
    }
    ir_launch launch;
    ir_launch_of(fs, &launch);
    char lerr[256];
    if (!ir_launch_merge(&launch, o->ntid, o->max_threads, lerr, sizeof lerr)) {
      snprintf(err, errlen, "@%s: %s", name, lerr);
      ir_linemap_free(lms);
      ir_linemap_free(lmt);
      return false;
    }
    ir_launch_str(&launch, v.fr->launch, sizeof v.fr->launch);
    v.fr->kernel = launch.kernel;
    v.launch = launch;
    v.trace = getenv("NVTV_TRACE") != NULL;
    v.s.lm = lms;
    v.t.lm = lmt;
    if (o->kernel_timeout_s || o->mem_limit || o->deadline_ms > 0) verify_limited(&v, fs, ft, verify_one);
    else verify_one(&v, fs, ft);
  }
  ir_linemap_free(lms);
  ir_linemap_free(lmt);
  return true;
}
