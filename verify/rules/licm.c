/* The LICM rule: accesses that loop-invariant code motion moved out of a loop.
 *
 * LICM hoists into the preheader a load whose address does not change in the loop and that
 * nothing in the loop may overwrite; scalar promotion keeps a location the loop loads and
 * stores in a register (a load in the preheader, a header phi, a store in the exit block);
 * a store of a loop-invariant value leaves the loop the same way.  A moved instruction keeps
 * its metadata; the promoted load and store are new ones (LLVM copies only AA metadata), so
 * tgt holds src's tag outside the loop, or an untagged access there.
 *
 * Left open by the issue ("prove each iteration still reads or writes the same address, and
 * memory is the same at exit"): which iteration the moved access stands for, and what
 * licenses the move.  Chosen:
 * - A tgt load before the loop (nothing on the way to the loop writes memory) stands for
 *   src's load at iteration 0; a tgt store before the loop for src's store at iteration 0,
 *   when src stores the same value at the same address in every iteration; a tgt store in
 *   the loop's exit block for src's store at its last iteration (the exit iteration where
 *   the store runs there, a rotated loop, else the one before).  Each pair gets the tagged
 *   pair's obligations with src's counter fixed there: reach both ways (a store hoisted above
 *   the loop's guard stores where src's loop never runs: a counterexample), address, value,
 *   poison.  Replays compare final memory.
 * - What licenses the move is proved on src: its access runs in every iteration that goes on
 *   (its block dominates the latches); the loop has no barrier, fence, atomic, volatile
 *   access or call that touches memory (another thread could then see the intermediate
 *   values without a race); every other access of the loop, nested loops included, is
 *   disjoint from the location at every iteration (distinct objects, or an alias obligation;
 *   for a load hoisted alone, every write).  A pair whose license fails is dropped (its
 *   accesses stay unsupported, with the reason) and tgt's terms are built again without it.
 * - Then a hoisted load reads at every iteration what it read at iteration 0 (a premise of
 *   every check, like the forwarding facts), and the header phi of a promoted location holds
 *   at iteration k what src's load reads there: the builder gives it that term
 *   (sym_opts.promoted).  That is a relational invariant proved by induction: at iteration 0
 *   it is the preheader load (the pair above); the value the phi gets from the latch equals
 *   src's stored value wherever src stores (the step, verify_carried_value), which is what
 *   src's load reads at the next iteration, since nothing else touches the location.
 * - Pairing: by tag where the moved access kept it; else the one src access of the loop of
 *   the same kind, type and address space whose tag tgt lost, or among several the one whose
 *   pointer has the same name.  Positions only propose: a wrong proposal fails an obligation,
 *   and execution compares memory.
 *
 * Not covered (unsupported, as before): promotion in a loop with several exit blocks or
 * latches, a conditional store or load (not in every iteration), an access moved out of
 * several loops at once, memory intrinsics in the loop.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"

/* The LICM rule's state for one function pair (licm.c). */
enum { LICM_LOAD0, LICM_STORE0, LICM_LAST };
typedef struct licm_item {
  int kind;            /* tgt's load / store before the loop: src's at iteration 0 (LICM_LOAD0,
                          LICM_STORE0); tgt's store after it: src's at its last (LICM_LAST) */
  long tag;            /* src's access */
  int sidx;
  LLVMValueRef tinst;  /* tgt's access outside the loop */
  int sloop;           /* src's cfg loop */
  uint32_t g;
  LLVMValueRef phi;    /* scalar promotion: tgt's header phi that holds the location, or NULL */
  LLVMValueRef update; /* (the store's item) the phi's value from the latch */
  int partner;         /* scalar promotion: the other item of the location, or -1 */
  bool dropped;        /* its license failed (why) */
  char why[300];
} licm_item;

typedef struct licm_state {
  licm_item *items;
  int n;
  ir_map hoisted, promoted; /* sym_opts.hoisted / .promoted */
} licm_state;

static licm_state *lstate(vctx *v) { return verify_rule_state(v, &verify_rule_licm, sizeof(licm_state)); }
static bool verify_licm_covers(vctx *v, LLVMValueRef tinst);

static bool plain(LLVMValueRef i) { return verify_plain_load(i) || verify_plain_store(i); }

static unsigned space_of(LLVMValueRef i) { return LLVMGetPointerAddressSpace(LLVMTypeOf(ir_mem_pointer(i, 0))); }

static bool same_op(LLVMValueRef s, LLVMValueRef t) {
  return LLVMGetInstructionOpcode(s) == LLVMGetInstructionOpcode(t) && ir_same_type(ir_mem_type(s), ir_mem_type(t)) &&
         space_of(s) == space_of(t);
}

/* i writes memory or orders it (store, atomic, volatile, fence, sync, a call that touches
 * memory) */
static bool writes(LLVMValueRef i) {
  ir_memkind k = ir_memkind_of(i);
  if (k == IR_MEM_LOAD) return !plain(i);
  if (k != IR_MEM_NONE) return true;
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  return op == LLVMFence || (op == LLVMCall && ir_call_touches_memory(i));
}

static bool touches(LLVMValueRef i) { return ir_memkind_of(i) != IR_MEM_NONE || writes(i); }

static bool block_quiet(LLVMBasicBlockRef bb, LLVMValueRef from, bool loads_ok) {
  for (LLVMValueRef i = from ? LLVMGetNextInstruction(from) : LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
    if (loads_ok ? writes(i) : touches(i)) return false;
  return true;
}

/* x is before tgt's loop lt, in its parent's context, and nothing on a path from x to the
 * loop's header writes memory (touches it at all: !loads_ok). */
static bool clear_to_header(const ir_cfg *cfg, const ir_loop *lt, LLVMValueRef x, bool loads_ok) {
  int xb = ir_block_index(cfg, LLVMGetInstructionParent(x));
  if (xb < 0 || cfg->loop_of[xb] != lt->parent || !ir_dominates(cfg, xb, lt->header)) return false;
  if (!block_quiet(cfg->block[xb], x, loads_ok)) return false;
  bool *seen = calloc((size_t)cfg->n + 1, sizeof *seen);
  int *stack = malloc(((size_t)cfg->n + 1) * sizeof *stack), n = 0;
  if (!seen || !stack) ir_oom();
  bool ok = true;
  seen[xb] = true; /* (x dominates the header: every way back from it meets x) */
  for (int i = 0; i < cfg->npred[lt->header]; i++) {
    int p = cfg->pred[lt->header][i];
    if (!ir_loop_contains(cfg, lt->id, p) && !seen[p]) seen[p] = true, stack[n++] = p;
  }
  while (n && ok) {
    int b = stack[--n];
    ok = block_quiet(cfg->block[b], NULL, loads_ok);
    for (int i = 0; i < cfg->npred[b] && ok; i++)
      if (!seen[cfg->pred[b][i]]) seen[cfg->pred[b][i]] = true, stack[n++] = cfg->pred[b][i];
  }
  free(seen);
  free(stack);
  return ok;
}

/* The one block tgt's loop exits to, entered only from the loop, or -1. */
static int only_exit(const ir_cfg *cfg, const ir_loop *lt) {
  if (lt->nexits < 1) return -1;
  int e = lt->exit_to[0];
  for (int i = 1; i < lt->nexits; i++)
    if (lt->exit_to[i] != e) return -1;
  for (int i = 0; i < cfg->npred[e]; i++)
    if (!ir_loop_contains(cfg, lt->id, cfg->pred[e][i])) return -1;
  return e;
}

static bool every_iteration(const ir_cfg *cfg, int l, int blk) {
  for (int i = 0; i < cfg->loops[l].nlatches; i++)
    if (!ir_dominates(cfg, blk, cfg->loops[l].latches[i])) return false;
  return true;
}

static bool same_name(LLVMValueRef a, LLVMValueRef b) {
  size_t na = 0, nb = 0;
  const char *sa = LLVMGetValueName2(a, &na), *sb = LLVMGetValueName2(b, &nb);
  return na && na == nb && !memcmp(sa, sb, na);
}

static licm_item *item_of_src(vctx *v, long tag) {
  for (int i = 0; i < lstate(v)->n; i++)
    if (lstate(v)->items[i].tag == tag) return &lstate(v)->items[i];
  return NULL;
}

/* src's access (index) that tgt's x, outside src loop l's counterpart, stands for, or -1. */
static int src_partner(vctx *v, int l, LLVMValueRef x) {
  long tag = ir_tag_of(x);
  int one = -1, n = 0, named = -1, nnamed = 0;
  if (tag >= 0 && verify_tgt_count(v, tag) != 1) return -1;
  for (int i = 0; i < v->s.sf->naccess; i++) {
    sym_access *a = &v->s.sf->acc[i];
    if (a->loop != l || a->tag < 0 || !plain(a->inst) || !same_op(a->inst, x)) continue;
    if (tag >= 0) {
      if (a->tag == tag) return i;
      continue;
    }
    if (verify_tgt_count(v, a->tag) || item_of_src(v, a->tag)) continue;
    n++, one = i;
    if (same_name(ir_mem_pointer(a->inst, 0), ir_mem_pointer(x, 0))) nnamed++, named = i;
  }
  return n == 1 ? one : nnamed == 1 ? named : -1;
}

static void add_item(vctx *v, int kind, int sidx, LLVMValueRef x, int l) {
  licm_state *L = lstate(v);
  L->items = realloc(L->items, (size_t)(L->n + 1) * sizeof *L->items);
  if (!L->items) ir_oom();
  licm_item *it = &L->items[L->n++];
  memset(it, 0, sizeof *it);
  it->kind = kind;
  it->tag = v->s.sf->acc[sidx].tag;
  it->sidx = sidx;
  it->tinst = x;
  it->sloop = l;
  it->g = v->s.gid[l];
  it->partner = -1;
}

static void drop(licm_item *it, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void drop(licm_item *it, const char *fmt, ...) {
  if (it->dropped) return;
  it->dropped = true;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(it->why, sizeof it->why, fmt, ap);
  va_end(ap);
}

/* A before B in every iteration: A's block dominates B's, and in one block A comes first. */
static bool before(const ir_cfg *cfg, const sym_access *A, const sym_access *B) {
  if (A->block != B->block) return ir_dominates(cfg, A->block, B->block);
  for (LLVMValueRef i = LLVMGetNextInstruction(A->inst); i; i = LLVMGetNextInstruction(i))
    if (i == B->inst) return true;
  return false;
}

/* Scalar promotion: the load item li and the store item si of one location, tied by tgt's
 * header phi whose entry value is the preheader load. */
static void link_promotion(vctx *v, licm_item *li, licm_item *si, const ir_loop *lt) {
  const ir_cfg *ct = v->t.cfg;
  sym_access *A = &v->s.sf->acc[li->sidx], *B = &v->s.sf->acc[si->sidx];
  if (lt->nlatches != 1 || lt->preheader < 0 || !before(v->s.cfg, A, B) || !ir_same_type(ir_mem_type(A->inst), ir_mem_type(B->inst)))
    return; /* (one location of one type: the two items share one license) */
  LLVMBasicBlockRef pre = ct->block[lt->preheader], latch = ct->block[lt->latches[0]];
  for (LLVMValueRef p = LLVMGetFirstInstruction(ct->block[lt->header]); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) {
    LLVMValueRef in = NULL, up = NULL;
    for (unsigned i = 0; i < LLVMCountIncoming(p); i++) {
      if (LLVMGetIncomingBlock(p, i) == pre) in = LLVMGetIncomingValue(p, i);
      if (LLVMGetIncomingBlock(p, i) == latch) up = LLVMGetIncomingValue(p, i);
    }
    if (in != li->tinst || !up) continue; /* (what the exit store stores is an obligation) */
    li->phi = si->phi = p;
    si->update = up;
    li->partner = (int)(si - lstate(v)->items);
    si->partner = (int)(li - lstate(v)->items);
    return;
  }
}

/* The candidates of one loop pair: src cfg loop l, tgt cfg loop j. */
static void plan_loop(vctx *v, int l, int j) {
  const ir_cfg *ct = v->t.cfg;
  const ir_loop *lt = &ct->loops[j];
  int first = lstate(v)->n;
  /* before the loop: the blocks that dominate its header in its parent's context */
  for (int b = lt->header; b > 0;) {
    b = ct->idom[b];
    if (ct->loop_of[b] != lt->parent) break;
    for (LLVMValueRef x = LLVMGetFirstInstruction(ct->block[b]); x; x = LLVMGetNextInstruction(x)) {
      if (!plain(x) || verify_licm_covers(v, x) || !clear_to_header(ct, lt, x, ir_memkind_of(x) == IR_MEM_LOAD)) continue;
      int i = src_partner(v, l, x);
      if (i < 0) continue;
      sym_access *a = &v->s.sf->acc[i];
      if (!every_iteration(v->s.cfg, l, a->block)) continue;
      uint32_t g = v->s.gid[l];
      if (a->kind == IR_MEM_STORE && (sym_depends_on_loop(a->value, g) || sym_depends_on_loop(a->addr[0], g))) continue;
      add_item(v, a->kind == IR_MEM_LOAD ? LICM_LOAD0 : LICM_STORE0, i, x, l);
    }
    if (b == 0) break;
  }
  /* after it: stores at the start of its one exit block */
  int e = only_exit(ct, lt);
  for (LLVMValueRef x = e >= 0 ? LLVMGetFirstInstruction(ct->block[e]) : NULL; x; x = LLVMGetNextInstruction(x)) {
    if (!touches(x)) continue;
    if (!plain(x) || ir_memkind_of(x) != IR_MEM_STORE || verify_licm_covers(v, x)) break; /* (LICM puts its stores first) */
    int i = src_partner(v, l, x);
    if (i < 0) break;
    sym_access *a = &v->s.sf->acc[i];
    if (!every_iteration(v->s.cfg, l, a->block) || sym_depends_on_loop(a->addr[0], v->s.gid[l])) break;
    add_item(v, LICM_LAST, i, x, l);
  }
  for (int i = first; i < lstate(v)->n; i++)
    for (int k = first; k < lstate(v)->n; k++) {
      licm_item *li = &lstate(v)->items[i], *si = &lstate(v)->items[k];
      if (li->kind == LICM_LOAD0 && si->kind == LICM_LAST && li->partner < 0 && si->partner < 0 &&
          sym_nf(v->c, v->s.sf->acc[li->sidx].addr[0]) == sym_nf(v->c, v->s.sf->acc[si->sidx].addr[0]))
        link_promotion(v, li, si, lt);
    }
}

/* after src's terms, before tgt's */
static void verify_licm_plan(vctx *v) {
  licm_state *L = lstate(v);
  memset(L, 0, sizeof *L);
  for (int l = 0; l < v->s.cfg->nloops; l++) {
    int j = v->gtgt[v->s.gid[l]];
    if (j >= 0) plan_loop(v, l, j);
  }
}

/* sym_opts for tgt's terms: the pairs not dropped. */
static void verify_licm_opts(vctx *v, sym_opts *to) {
  licm_state *L = lstate(v);
  ir_map_free(&L->hoisted);
  ir_map_free(&L->promoted);
  ir_map_init(&L->hoisted);
  ir_map_init(&L->promoted);
  for (int i = 0; i < L->n; i++) {
    licm_item *it = &L->items[i];
    if (it->dropped || it->kind != LICM_LOAD0) continue;
    ir_map_put(&L->hoisted, it->tinst, (void *)(intptr_t)(it->tag + 1));
    if (it->phi) ir_map_put(&L->promoted, it->phi, (void *)(intptr_t)(it->tag + 1));
  }
  to->hoisted = L->n ? &L->hoisted : NULL;
  to->promoted = L->n ? &L->promoted : NULL;
}

/* The license of a pair (see the file's comment), on src's terms.  False: dropped. */
static bool licensed(vctx *v, licm_item *it) {
  const ir_cfg *cs = v->s.cfg;
  const ir_loop *ls = &cs->loops[it->sloop];
  const char *lname = sym_loop_name(v->c, it->g);
  for (int i = 0; i < ls->nblocks; i++)
    for (LLVMValueRef x = LLVMGetFirstInstruction(cs->block[ls->blocks[i]]); x; x = LLVMGetNextInstruction(x))
      if (writes(x) && !plain(x)) {
        drop(it, "tgt moved the access out of loop %s, which synchronises or has an atomic, volatile or opaque "
                 "memory operation (line %d): not covered", lname, ir_line_of(v->s.lm, x));
        return false;
      }
  sym_access *a = &v->s.sf->acc[it->sidx];
  const sym_access *partner = it->partner >= 0 ? &v->s.sf->acc[lstate(v)->items[it->partner].sidx] : NULL;
  bool alone_load = it->kind == LICM_LOAD0 && !partner;
  LLVMTypeRef ty = ir_mem_type(a->inst);
  uint64_t bytes = LLVMStoreSizeOfType(v->s.sf->td, ty);
  sym_term *p = sym_subst_loop(v->c, a->gaddr[0], it->g, sym_const(v->c, 64, 0), false);
  for (int i = 0; i < v->s.sf->naccess; i++) {
    sym_access *x = &v->s.sf->acc[i];
    if (x == a || x == partner || !ir_loop_contains(cs, it->sloop, x->block) || x->kind == IR_MEM_SYNC) continue;
    if (alone_load && !writes(x->inst)) continue;
    if (x->npointers && sym_distinct_objects(v->s.fn, sym_nf(v->c, x->addr[0]), sym_nf(v->c, a->addr[0]))) continue;
    if (verify_no_overlap(v, x, p, bytes) != V_PROVED) {
      drop(it, "tgt moved the access out of loop %s, and src's %s #%ld (line %d) was not proved to leave its "
               "location alone at every iteration",
           lname, ir_memkind_name(x->kind), x->tag, ir_line_of(v->s.lm, x->inst));
      return false;
    }
  }
  return true;
}

/* after tgt's terms: true when a pair was dropped */
static bool verify_licm_justify(vctx *v) {
  licm_state *L = lstate(v);
  bool any = false;
  for (int i = 0; i < L->n; i++) {
    licm_item *it = &L->items[i];
    /* (the two items of a promoted location share one license: the partner's, when it has one) */
    if (it->dropped || (it->partner >= 0 && it->partner < i) || licensed(v, it)) continue;
    any = true;
    if (it->partner >= 0) { /* one location: both go */
      licm_item *o = &L->items[it->partner];
      if (!o->dropped) snprintf(o->why, sizeof o->why, "%s", it->why), o->dropped = true;
    }
  }
  return any;
}

/* The hoisted loads' facts (after tgt's terms): src's load reads at every iteration where it
 * runs what it read at iteration 0. */
static sym_term *verify_licm_facts(vctx *v) {
  sym_ctx *c = v->c;
  licm_state *L = lstate(v);
  sym_term *f = sym_true(c);
  for (int i = 0; i < L->n; i++) {
    licm_item *it = &L->items[i];
    if (it->dropped || it->kind != LICM_LOAD0 || it->partner >= 0) continue;
    sym_access *a = &v->s.sf->acc[it->sidx];
    sym_term *t = sym_value_at(v->s.sf, a->inst, -1);
    if (!t) continue;
    sym_term *t0 = sym_subst_loop(c, t, it->g, sym_const(c, 64, 0), false);
    f = sym_and(c, f, sym_implies(c, a->reach, sym_icmp(c, LLVMIntEQ, t, t0)));
  }
  return f;
}

static bool verify_licm_planned(vctx *v, long tag) { return item_of_src(v, tag) != NULL; }

static bool verify_licm_covers(vctx *v, LLVMValueRef tinst) {
  for (int i = 0; i < lstate(v)->n; i++)
    if (lstate(v)->items[i].tinst == tinst && !lstate(v)->items[i].dropped) return true;
  return false;
}

/* src's store a at its loop's last iteration, where its loop ran it at all and stopped: the
 * exit iteration when a runs there (a rotated loop), else the one before. */
static sym_access last_iteration(vctx *v, const sym_access *a, const licm_item *it) {
  sym_ctx *c = v->c;
  sym_loopinfo *L = &v->s.sf->loops[it->sloop];
  sym_term *ek = sym_mk(c, SYM_EXITK, 64, 0, it->g, 0, L->nvec - 1, L->vec);
  sym_term *term = sym_mk(c, SYM_TERM, 1, 0, it->g, 0, L->nvec - 1, L->vec);
  sym_term *em1 = sym_bin(c, SYM_SUB, 0, ek, sym_const(c, 64, 1));
  sym_access r = verify_at_iteration(v, a, it->g, 0);
  sym_term *at_exit = sym_subst_loop(c, a->reach, it->g, ek, false);
  r.value = sym_ite(c, at_exit, sym_subst_loop(c, a->value, it->g, ek, false), sym_subst_loop(c, a->value, it->g, em1, false));
  r.reach = sym_and(c, term, r.reach);
  r.reachd = sym_and(c, term, r.reachd);
  return r;
}

static const char *where_words(int kind) {
  return kind == LICM_LOAD0 ? "load before" : kind == LICM_STORE0 ? "store before" : "store after";
}

static v_verdict verify_licm_access(vctx *v, sym_access *a) {
  licm_item *it = item_of_src(v, a->tag);
  if (it->dropped) {
    /* moved out of a loop whose barriers ordered it for other threads: the memory-order
     * rule may show the race the move made (a counterexample, never a proof) */
    sym_access *t = ir_tag_of(it->tinst) >= 0 ? verify_access_of(&v->t, it->tinst) : NULL;
    return verify_unsupported_move(v, a, t, it->why);
  }
  sym_access *b = verify_access_of(&v->t, it->tinst);
  if (!b) {
    verify_note(v, V_UNSUPPORTED, "unsupported", a->tag, "tgt's access moved out of the loop has no model");
    return V_UNSUPPORTED;
  }
  char note[240];
  const char *lname = sym_loop_name(v->c, it->g);
  snprintf(note, sizeof note, "licm: tgt's %s%s loop %s (tgt line %d) stands for src's %s iteration", ir_tag_of(it->tinst) < 0 ? "untagged " : "",
           where_words(it->kind), lname, ir_line_of(v->t.lm, b->inst), it->kind == LICM_LAST ? "last" : "first");
  v->rule_note = note;
  v->whole_memory = true;
  v->copy.on = true;
  v->copy.g = it->g;
  v->copy.it = 0;
  v->acc_fast = v->acc_z3 = 0;
  v->acc_z3_ms = 0;
  sym_access aj = it->kind == LICM_LAST ? last_iteration(v, a, it) : verify_at_iteration(v, a, it->g, 0);
  v_verdict st = verify_check_access(v, &aj, b, V_CHECK_ONE);
  v->copy.on = false;
  if (st != V_CEX && it->kind == LICM_LAST && it->update) {
    sym_term *u = sym_value_at(v->t.sf, it->update, -1);
    snprintf(note, sizeof note, "licm: scalar promotion: tgt keeps the location in a register across loop %s", lname);
    sym_term *goes_on = v->s.sf->loops[it->sloop].cont;
    st = verify_worse(st, u ? verify_carried_value(v, a, u, goes_on, "the value tgt carries to the next iteration is what src stores")
                            : V_UNSUPPORTED);
  }
  v->whole_memory = false;
  v->rule_note = NULL;
  if (st == V_PROVED) v->fr->rule[V_RULE_LICM]++;
  return st;
}

static void verify_licm_free(vctx *v) {
  licm_state *L = lstate(v);
  free(L->items);
  ir_map_free(&L->hoisted);
  ir_map_free(&L->promoted);
  memset(L, 0, sizeof *L);
}

static sym_term *licm_facts(vctx *v, int lost, int unpaired) {
  (void)lost, (void)unpaired;
  return verify_licm_facts(v);
}

static bool licm_takes(vctx *v, sym_access *a, sym_access *b, int lost) {
  (void)b, (void)lost;
  return verify_licm_planned(v, a->tag);
}

static v_verdict licm_check(vctx *v, sym_access *a, int i, sym_access *b, int lost) {
  (void)i, (void)b, (void)lost;
  v_verdict r = verify_licm_access(v, a);
  if (v->o->verbose) verify_verbose_line(v, a, r, false);
  return r;
}

static bool licm_tgt_access(vctx *v, sym_access *b, int i) {
  (void)i;
  return verify_licm_covers(v, b->inst); /* (checked with the src access it stands for) */
}

const verify_rule verify_rule_licm = {.name = "licm",
                                      .plan = verify_licm_plan,
                                      .tgt_opts = verify_licm_opts,
                                      .justify = verify_licm_justify,
                                      .facts = licm_facts,
                                      .takes = licm_takes,
                                      .check = licm_check,
                                      .tgt_access = licm_tgt_access,
                                      .free = verify_licm_free};
