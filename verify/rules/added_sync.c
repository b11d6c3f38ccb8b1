/* Added syncs (DESIGN.md "Soundness: memory order and an adversary"): a sync intrinsic of tgt
 * that src has no counterpart for.  Either a copy of a src sync that another copy of the same
 * tag dominates (a barrier duplicated into the branch arm after it, or below
 * the next access), a sync whose tag src does not have, or an untagged sync where every src
 * sync has its counterpart (else it may be a src sync whose tag a pass lost: tags-lost).
 *
 * Where no copy dominates the others (one copied into the arm above the original), the one
 * in a block named as src's stands for it, if exactly one is.  Which copy stands for src's
 * is a matter of precision only: it is checked one-to-one (reached exactly where src's is),
 * the others as added.  (A copy in a loop below the original outside it is an added barrier
 * per iteration; the copies of a fully unrolled loop are the unrolled-copy rule's.)
 *
 * An added sync only orders: every execution of tgt with it is one of src's schedules, so
 * the memory-order rule's sync intervals leave it out (memorder.c) -- provided tgt can run
 * it at all.  A fence always runs.  A CTA barrier runs only where every thread of the CTA
 * reaches it alike (CUDA: __syncthreads() in divergent code is undefined; the interpreter
 * deadlocks), so for two threads t != t' at the same iteration of each loop around it
 * (both at its header) the question is whether they disagree on
 *   - the barrier's reach,
 *   - each enclosing loop's entry or continuation (a thread that leaves the loop earlier
 *     runs fewer instances),
 * a sufficient condition for uniformity by induction over the iterations.  A model is
 * replayed (tgt deadlocks or ends differently, src defined); one execution refutes is
 * unknown.  A barrier with a thread count that every thread reaches alike is proved where
 * the count is the block's size (its normal form), else unknown; an added warp sync, exit or
 * trap is unsupported.
 * requires: both sides' terms, tgt's cfg and loop ids; breaks: nothing.
 */
#include "rules.h"

#include <stdio.h>
#include <string.h>

static int block_of(const side *sd, LLVMValueRef i) { return ir_block_index(sd->cfg, LLVMGetInstructionParent(i)); }

/* does a run before b on every path (a strictly dominates b)? */
static bool dominates(const side *sd, LLVMValueRef a, LLVMValueRef b) {
  int ba = block_of(sd, a), bb = block_of(sd, b);
  if (ba < 0 || bb < 0) return false;
  if (ba != bb) return ir_dominates(sd->cfg, ba, bb);
  for (LLVMValueRef i = LLVMGetNextInstruction(a); i; i = LLVMGetNextInstruction(i))
    if (i == b) return true;
  return false;
}

/* every src sync has a tgt sync with its tag (an untagged tgt sync is then no recreated src
 * one, whose tag a pass lost) */
static bool src_syncs_kept(vctx *v) {
  for (int i = 0; i < v->s.sf->naccess; i++) {
    const sym_access *a = &v->s.sf->acc[i];
    if (a->kind != IR_MEM_SYNC || a->tag < 0) continue;
    bool kept = false;
    for (int j = 0; j < v->t.sf->naccess && !kept; j++) kept = v->t.sf->acc[j].tag == a->tag;
    if (!kept) return false;
  }
  return true;
}

/* tgt's sync copies that another copy of the same tag dominates (a sync
 * duplicated below itself): v->t.extra, before tgt's accesses are indexed by tag. */
static void verify_added_sync_index(vctx *v) {
  side *t = &v->t;
  ir_map_init(&t->extra);
  bool kept = src_syncs_kept(v);
  for (int i = 0; i < t->sf->naccess; i++) {
    sym_access *b = &t->sf->acc[i];
    if (b->kind == IR_MEM_SYNC && b->tag < 0 && kept) ir_map_put(&t->extra, b->inst, b->inst);
    if (b->kind != IR_MEM_SYNC || b->tag < 0 || ir_map_has(&v->copied, (void *)(intptr_t)(b->tag + 1))) continue;
    for (int j = 0; j < t->sf->naccess; j++) {
      sym_access *a = &t->sf->acc[j];
      if (j == i || a->tag != b->tag || a->kind != IR_MEM_SYNC) continue;
      if (ir_map_has(&t->extra, a->inst) || !dominates(t, a->inst, b->inst)) continue;
      ir_map_put(&t->extra, b->inst, b->inst);
      break;
    }
  }
  /* copies where none dominates the others (one copied into the arm above the original):
   * the one in a block of src's block's name stands for src's, if exactly one is */
  for (int i = 0; i < t->sf->naccess; i++) {
    sym_access *b = &t->sf->acc[i];
    if (b->kind != IR_MEM_SYNC || b->tag < 0 || ir_map_has(&t->extra, b->inst) || ir_map_has(&v->copied, (void *)(intptr_t)(b->tag + 1)))
      continue;
    sym_access *a = verify_acc_by_tag(&v->s, b->tag);
    if (!a || a->kind != IR_MEM_SYNC) continue;
    const char *name = LLVMGetBasicBlockName(LLVMGetInstructionParent(a->inst));
    int copies = 0, named = 0;
    sym_access *keep = NULL;
    for (int j = 0; j < t->sf->naccess; j++) {
      sym_access *c = &t->sf->acc[j];
      if (c->tag != b->tag || c->kind != IR_MEM_SYNC || ir_map_has(&t->extra, c->inst)) continue;
      copies++;
      if (name[0] && !strcmp(LLVMGetBasicBlockName(LLVMGetInstructionParent(c->inst)), name)) {
        named++;
        keep = c;
      }
    }
    if (copies < 2 || named != 1) continue;
    for (int j = 0; j < t->sf->naccess; j++) {
      sym_access *c = &t->sf->acc[j];
      if (c != keep && c->tag == b->tag && c->kind == IR_MEM_SYNC) ir_map_put(&t->extra, c->inst, c->inst);
    }
  }
}

static int tgt_line(vctx *v, LLVMValueRef i) { return ir_line_of(v->t.lm, i); }

static void report(vctx *v, sym_access *b, v_verdict verdict, v_pair_result *pr) {
  bool cex = pr->r == SMT_SAT && verdict == V_CEX;
  v_finding *f = verify_add_finding(v, cex ? V_CEX : V_UNKNOWN, cex ? "added-barrier" : "unknown", b->tag);
  verify_sbuf txt = {0};
  json_t *js = verify_json_head(f);
  if (b->tag >= 0 && verify_acc_by_tag(&v->s, b->tag)) verify_describe_access(v, f, &txt, js, b->tag);
  else verify_sbprintf(&txt, "  access:     %s\n", ir_callee_name(b->inst, NULL));
  verify_sbprintf(&txt, "  check:      a barrier tgt added is reached by every thread of the CTA alike, as often "
                        "(a __syncthreads() in divergent code is undefined)\n");
  int line = tgt_line(v, b->inst);
  if (line) verify_sbprintf(&txt, "  added:      at tgt line %d\n", line);
  json_object_set_new(js, "added_tgt_line", json_integer(line));
  if (cex) verify_sbprintf(&txt, "  threads:    t runs it, t' does not (or leaves a loop around it at another iteration)\n");
  verify_pair_finish(v, f, pr, &txt, js, false);
}

static v_verdict added_barrier(vctx *v, sym_access *b) {
  sym_ctx *c = v->c;
  LLVMValueRef i = b->inst;
  if (LLVMGetFirstUse(i)) {
    verify_note(v, V_UNSUPPORTED, "unsupported", b->tag, "tgt added a barrier whose result it uses (tgt line %d)",
                tgt_line(v, i));
    return V_UNSUPPORTED;
  }
  enum { MAXL = IR_MAX_LOOP_DEPTH };
  sym_term *conds[1 + 2 * MAXL], *hr[MAXL];
  uint32_t loops[MAXL];
  int nc = 0, nl = 0;
  conds[nc++] = b->reach;
  for (int l = b->loop; l >= 0 && nl < MAXL; l = v->t.cfg->loops[l].parent) {
    sym_loopinfo *li = &v->t.sf->loops[l];
    loops[nl] = li->gid;
    hr[nl++] = li->hr;
    conds[nc++] = li->cont;
    conds[nc++] = li->entry;
  }
  v_pair p;
  verify_pair_begin(v, &p);
  /* first without the facts of the loops left on the way (their trip counts make the
   * question large): no model there is no model at all, and a model execution confirms is a
   * counterexample; otherwise the whole question */
  v_pair_result pr;
  v_verdict r = V_UNKNOWN;
  for (int facts = 0; facts < 2 && r != V_PROVED && r != V_CEX; facts++) {
    if (facts) sym_model_free(&pr.model);
    memset(&pr, 0, sizeof pr);
    verify_pair_ask_disagree(&p, conds, nc, loops, hr, nl, facts, &pr);
    r = verify_pair_verdict(&p, &pr, "added-barrier", b->tag, false);
    /* (the weaker question's model counts only as execution confirms it) */
    if (facts == 0 && r == V_CEX && (!pr.replayed || pr.exec != INTERP_CONFIRMED)) r = V_UNKNOWN;
  }
  verify_pair_end(&p);
  if (r == V_CEX || r == V_UNKNOWN) report(v, b, r, &pr);
  sym_model_free(&pr.model);
  if (r == V_PROVED && LLVMGetNumArgOperands(i) >= 2) { /* every thread arrives: the count must be all of them */
    sym_term *cnt = sym_value_at(v->t.sf, LLVMGetOperand(i, 1), -1);
    sym_term *all = sym_leaf(c, SYM_SREG, 32, SREG_NTID_X);
    for (int d = 1; d < 3; d++) all = sym_bin(c, SYM_MUL, 0, all, sym_leaf(c, SYM_SREG, 32, SREG_NTID_X + d));
    if (!cnt || cnt->width != 32 || !sym_is_const(sym_nf(c, sym_icmp(c, LLVMIntEQ, cnt, all)), 1)) {
      verify_note(v, V_UNKNOWN, "unknown", b->tag,
                  "tgt added a barrier with a thread count (tgt line %d) that every thread reaches alike; that the count "
                  "is the block's size is not shown",
                  tgt_line(v, i));
      r = V_UNKNOWN;
    }
  }
  return r;
}

/* A sync tgt added: a fence orders more and is proved; a barrier must be reached by every
 * thread of the CTA alike.  Adds its finding and returns the verdict. */
static v_verdict verify_added_sync(vctx *v, sym_access *b) {
  ir_synckind k = ir_sync_kind(b->inst);
  if (k == IR_SYNC_FENCE) return V_PROVED; /* it orders more, never less */
  if (k == IR_SYNC_BARRIER) return added_barrier(v, b);
  char *txt = LLVMPrintValueToString(b->inst);
  const char *ins = txt;
  while (*ins == ' ') ins++;
  verify_note(v, V_UNSUPPORTED, "unsupported", -1, "the transformation added a sync intrinsic (tgt line %d): %.160s",
              tgt_line(v, b->inst), ins);
  LLVMDisposeMessage(txt);
  return V_UNSUPPORTED;
}

static bool added_tgt_access(vctx *v, sym_access *b, int i) {
  (void)i;
  if (b->kind != IR_MEM_SYNC || !verify_added_sync_is(v, b->inst)) return false;
  v_verdict r = verify_added_sync(v, b);
  if (r != V_PROVED) v->fr->count[r]++;
  return true;
}

const verify_rule verify_rule_added_sync = {.name = "added-sync", .tgt_built = verify_added_sync_index, .tgt_access = added_tgt_access};
