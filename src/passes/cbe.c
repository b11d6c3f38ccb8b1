/* Common Base Elimination (seeds 001 and the CBE half of 004).
 * requires: nothing beyond a valid function; breaks: nothing the verifier relies on (memory
 * operations keep their !nvtv.id; only their address operands change).
 *
 * Memory operations whose addresses normalise to the same base plus different constants
 * ("SCEV-equal bases written differently", seed 004) form a group.  The member with the
 * smallest constant is the anchor; its address is placed at the nearest common dominator
 * of the group and every member becomes anchor + (its constant - the anchor's), an i8 GEP
 * named scevcgp_N.  The old address chains die and are removed.
 *
 * What the seeds leave open, and what was chosen:
 *  - Grouping key.  The normal form of the address minus its constant (src/sym), so
 *    `mul i,4` and `shl i,2` (004), and pointers into one global reached through different
 *    local pointers (001, "pointer-to-global grouping"), group together whenever their
 *    variable parts are equal.  Addresses that move with a loop counter are left to BASR:
 *    CBE is the cross-block pass for loop-invariant bases (001: "BASR then runs within loop
 *    bodies ... the IV changes each iteration").
 *  - cbe-min-uses counts group members (memory operations), not the uses of one GEP: 004's
 *    pseudo-code tests gep->getNumUses() while describing uses of a candidate base
 *    (DESIGN.md, item 5).
 *  - Placement (addr_rewrite_group).  When the anchor's own address and its memory
 *    operation dominate every member, the address is reused as is.  When another member's
 *    access runs before all the others, the anchor is derived from that member's address
 *    right after it (it was not poison there: the access ran).  Otherwise a base is placed
 *    before the group's first access in the nearest common dominator (scevcgptmp_N): a
 *    copy of the anchor's computation if it has no poison flags at all, else the normal
 *    form expanded (the anchor's access may not run on every path through the dominator,
 *    so its address may be poison there while a member's is not; dropping the flags of a
 *    copy is not enough, since the normal form relied on them).  The member GEPs carry no
 *    flags.
 *  - "Merge through phis".  When the anchor cannot be cloned at the dominator (its operands
 *    are defined below it), a member in a join block whose predecessors each have a group
 *    member's address available gets a phi of those (scevcgptmp_phi), and every member
 *    that another member dominates is rewritten from that member instead.
 *  - Allocas.  With cbe-clone-allocas, a static alloca outside the entry block and outside
 *    loops is re-created in the entry block so that its base is available everywhere
 *    (the remark calls it the seed's baseValue).  The clone keeps the original's name, not
 *    "baseValue": the verifier matches allocas of src and tgt by name.  Allocas inside
 *    loops allocate per iteration and stay.
 *  - bitCastEnd is the addrspacecast a member needs when the anchor is in another address
 *    space (with opaque pointers there are no pointee types to cast).
 *  - cbe-max-depth bounds the key's term depth; cbe-max-iter bounds the rounds (a round
 *    can expose new groups); scev-cgp-cross-block-limit bounds the bases created in one
 *    block; scev-cgp-idom-level-limit bounds how many dominator levels a base is hoisted.
 *  - cbe-verbose prints 004's "Processing X / Block Y" progress lines as remarks.
 */
#include "passes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct cbe {
  addr_fn *a;
  const nvtv_knobs *k;
  nvtv_remarks *r;
  const char *fname;
  int *made;     /* bases created per block */
  int rewritten; /* members rewritten this round */
} cbe;

static bool cbe_member(addr_fn *a, const addr_member *m, void *env) {
  const cbe *p = env;
  return m->s.depth <= knob(p->k, KNOB_CBE_MAX_DEPTH) && !addr_key_in_loop(a, m->s.key);
}

/* Moves static allocas that are outside the entry block and outside loops into it. */
static bool clone_allocas(LLVMValueRef fn, nvtv_remarks *r, const char *fname) {
  ir_cfg *cfg = ir_cfg_build(fn);
  if (!cfg) return false;
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(LLVMGetGlobalParent(fn)));
  bool changed = false;
  for (int blk = 1; blk < cfg->n; blk++) {
    if (cfg->loop_of[blk] >= 0) continue;
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->block[blk]), next; i; i = next) {
      next = LLVMGetNextInstruction(i);
      if (LLVMGetInstructionOpcode(i) != LLVMAlloca || !LLVMIsAConstantInt(LLVMGetOperand(i, 0))) continue;
      LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(entry));
      LLVMValueRef na = LLVMBuildAlloca(b, LLVMGetAllocatedType(i), "baseValue");
      LLVMSetAlignment(na, LLVMGetAlignment(i));
      LLVMReplaceAllUsesWith(i, na);
      size_t n;
      const char *old = LLVMGetValueName2(i, &n);
      char name[128];
      snprintf(name, sizeof name, "%.*s", (int)(n < 100 ? n : 100), old);
      LLVMInstructionEraseFromParent(i);
      if (*name) LLVMSetValueName2(na, name, strlen(name)); /* keep its identity (the verifier names allocas) */
      remark(r, "cbe", "@%s: alloca %%%s cloned into the entry block (baseValue)", fname, *name ? name : "");
      remark_cover(r, PC_CBE_ALLOCA);
      changed = true;
    }
  }
  LLVMDisposeBuilder(b);
  ir_cfg_free(cfg);
  return changed;
}

static void process_group(cbe *p, addr_member *m, int from, int to) {
  addr_fn *a = p->a;
  int ncd = addr_ncd(a, m, from, to);
  long limit = knob(p->k, KNOB_SCEV_CGP_IDOM_LEVEL_LIMIT);
  for (int i = from; i < to; i++)
    if (a->cfg->domdepth[m[i].block] - a->cfg->domdepth[ncd] > limit) return;
  addr_group_opts o = {&p->made[ncd], knob(p->k, KNOB_SCEV_CGP_CROSS_BLOCK_LIMIT), false, NULL, NULL};
  const char *how;
  int n = addr_rewrite_group(a, m, from, to, &o, &how);
  p->rewritten += n;
  if (n)
    remark_cover(p->r, !strcmp(how, "anchor reused")                        ? PC_CBE_ANCHOR
                       : !strcmp(how, "base derived from the first access") ? PC_CBE_DERIVED
                       : !strcmp(how, "by dominance")                       ? PC_CBE_DOMINANCE
                                                                           : PC_CBE_DOMINATOR);
  if (n)
    remark(p->r, "cbe", "@%s: group of %d accesses, anchor offset %lld, %d rewritten, %s", p->fname, to - from,
           (long long)m[from].s.off, n, how);
}

static int round_once(cbe *p, LLVMValueRef fn) {
  p->a = addr_open(fn);
  if (!p->a) return 0;
  p->rewritten = 0;
  p->made = calloc((size_t)p->a->cfg->n, sizeof *p->made);
  if (!p->made) ir_oom();
  addr_member *m;
  int n = addr_collect(p->a, false, cbe_member, p, &m);
  addr_sort_groups(m, n);
  for (int i = 0; i < n;) {
    int j = addr_group_end(m, n, i);
    /* a group whose members all share one address is already as cheap as it gets */
    bool same = true;
    for (int q = i + 1; q < j; q++) same &= m[q].ptr == m[i].ptr;
    if (j - i >= knob(p->k, KNOB_CBE_MIN_USES) && j - i >= 2 && !same) process_group(p, m, i, j);
    i = j;
  }
  free(m);
  free(p->made);
  addr_close(p->a);
  addr_delete_dead(fn);
  return p->rewritten;
}

bool cbe_run(LLVMValueRef fn, const nvtv_knobs *k, nvtv_remarks *r) {
  if (!knob(k, KNOB_CBE_ENABLE) || LLVMCountBasicBlocks(fn) == 0) return false;
  char fname[128];
  remark_fn_name(fn, fname, sizeof fname);
  cbe p = {0};
  p.k = k;
  p.r = r;
  p.fname = fname;
  if (knob(k, KNOB_CBE_VERBOSE)) { /* the seed's progress lines, once per block */
    int blk = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      remark(r, "cbe", "Processing %s / Block %d", fname, blk++);
  }
  bool changed = knob(k, KNOB_CBE_CLONE_ALLOCAS) && clone_allocas(fn, r, fname);
  for (long it = 0; it < knob(k, KNOB_CBE_MAX_ITER); it++) {
    if (!round_once(&p, fn)) break;
    changed = true;
  }
  return changed;
}
