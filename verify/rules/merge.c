/* The merged-access rule: one tgt access that stands for several src accesses.
 *
 * SimplifyCFG sinks the loads or stores that end both arms of a branch into the join block
 * (`store float %x.sink, ptr %p.sink`) and hoists the ones that begin them into the branch
 * block; other passes merge accesses of exclusive paths the same way.  LLVM keeps only the
 * metadata kinds it knows on the merged instruction (combineMetadata), so it carries no
 * !nvtv.id: nvtv sees src accesses whose tag no tgt access carries, and an untagged tgt
 * access.
 *
 * Left open by the issue: how to pair them.  Chosen: by proof, never by position or debug
 * line.  A lost src access S and an untagged tgt access T are candidates when they are the
 * same operation (kind, accessed type, address space, volatility) in corresponding loops.
 * S is merged into T when pre_src(S) implies that T is reached, defined, at S's address and
 * (a store) stores S's value: the one-to-one obligations except "tgt executes the access only
 * where src does", which is checked once per T against the disjunction of the reach of
 * every src access merged into it.  With one candidate, a failed obligation is the finding
 * (replayed by comparing memory: T has no tag whose executions could be compared); with
 * several, each is probed quietly (the address only) and S goes to the first at S's address;
 * with none, S stays `tags-lost`.
 *
 * Widened accesses (SLP and the load-store vectorizer: four byte stores become one `store
 * <4 x i8>`, four float loads one `load <4 x float>`): a lost src load or store S of type T
 * and an untagged load or store of a vector of T are candidates; each lane j is an access of
 * T at the vector's address + j * sizeof(T), storing lane j's scalar (sym_access.lane:
 * insertelement chains, shuffles, integer arithmetic and casts; a store whose lanes cannot be
 * read off is no candidate).  S is the lane whose address a quiet probe proves equal to S's,
 * and is then checked against that lane access like a merged access, reach-added included
 * (per lane: tgt touches lane j only where src runs S).  A store lane no src store was
 * paired with writes bytes src does not: unsupported.  What `extractelement` of lane j of a
 * widened load reads is what a merged src load at the lane's address reads (as for merged
 * loads below, sym_build.c widened_lane_load).
 *
 * An untagged load's value: where src runs candidate S at this iteration and T's address
 * equals S's, T reads what S reads (sym_merge; the assumption made for every tagged pair),
 * anywhere else an unknown value of its own.  A candidate at T's very address needs no reach
 * condition: T runs only where an access merged into it runs (reach-added), and a candidate
 * that src does not run there reads a value that no src term depends on.  A merged load that
 * feeds a store or an address is checked like a tagged one.
 */
#include "rules.h"

/* The merged-access rule's state for one function pair (merge.c). */
typedef struct merge_state {
  ir_map untagged;      /* tgt untagged load -> sym_merge* (sym_opts.untagged) */
  sym_merge **plans;
  int nplans;
  int *into;            /* per src access: the tgt access it is merged into, or -1 */
  int *ncand;           /* per src access: its untagged tgt candidates */
  int *ncover;          /* per tgt access: src accesses merged into it */
  int *first;           /* per tgt access: the first of them */
  sym_term **sreach;    /* per tgt access: src reaches one of them */
  v_verdict *group;     /* per tgt access: its reach-added verdict, V_NVERDICTS until run */
  int *lane;            /* per src access: the lane of a widened tgt store it is, or -1 */
  unsigned *lanes;      /* per tgt access: the lanes src accesses were paired with (a bit each) */
} merge_state;

static merge_state *mstate(vctx *v) { return verify_rule_state(v, &verify_rule_merged, sizeof(merge_state)); }

#include <stdlib.h>
#include <string.h>

static unsigned pointer_space(LLVMValueRef inst) {
  LLVMValueRef p = ir_mem_pointer(inst, 0);
  return p ? LLVMGetPointerAddressSpace(LLVMTypeOf(p)) : 0;
}

static int loop_gid(const side *sd, LLVMValueRef inst) {
  int blk = ir_block_index(sd->cfg, LLVMGetInstructionParent(inst));
  int l = blk < 0 ? -1 : sd->cfg->loop_of[blk];
  return l < 0 ? -1 : (int)sd->gid[l];
}

/* The same operation, a plain load or store, in corresponding loops: of the same type
 * (widened: t accesses a vector of s's type). */
static bool same_op(vctx *v, LLVMValueRef s, LLVMValueRef t, bool widened) {
  ir_memkind k = ir_memkind_of(s);
  if ((k != IR_MEM_LOAD && k != IR_MEM_STORE) || ir_memkind_of(t) != k) return false;
  if (!ir_is_plain_memop(s) || !ir_is_plain_memop(t)) return false;
  LLVMTypeRef tt = ir_mem_type(t);
  if (widened && (LLVMGetTypeKind(tt) != LLVMVectorTypeKind || !ir_same_type(LLVMGetElementType(tt), ir_mem_type(s)))) return false;
  if ((!widened && !ir_same_type(ir_mem_type(s), tt)) || pointer_space(s) != pointer_space(t)) return false;
  if (LLVMGetVolatile(s) != LLVMGetVolatile(t) || LLVMGetOrdering(s) != LLVMGetOrdering(t)) return false;
  return loop_gid(&v->s, s) == loop_gid(&v->t, t);
}

/* Do src's s and tgt's t address distinct objects, by their IR pointers' roots?  A src
 * alloca is none of tgt's globals or arguments (memory that exists before the kernel), and
 * two globals of different names are different objects.  A candidate list is short
 * (SYM_MERGE tags): at -O0 the loads of every local variable of the loop would crowd out
 * the loads tgt's untagged one may really stand for (bitonic_sort_shared's final merge). */
static bool distinct_roots(LLVMValueRef s, LLVMValueRef t) {
  LLVMValueRef bs = ir_pointer_base(LLVMGetOperand(s, 0)), bt = ir_pointer_base(LLVMGetOperand(t, 0));
  if (!bs || !bt) return false;
  bool gs = LLVMIsAGlobalVariable(bs) != NULL, gt = LLVMIsAGlobalVariable(bt) != NULL;
  if (LLVMIsAAllocaInst(bs)) return gt || LLVMIsAArgument(bt);
  if (LLVMIsAAllocaInst(bt)) return gs || LLVMIsAArgument(bs);
  if (gs && gt) {
    size_t ns, nt;
    const char *a = LLVMGetValueName2(bs, &ns), *b = LLVMGetValueName2(bt, &nt);
    return ns && nt && (ns != nt || memcmp(a, b, ns));
  }
  return false;
}

/* No access is merged into one based on another object: a store to a local variable that
 * SROA deleted is not the store to an argument's array sunk beside it (both pointers' roots
 * known and different).  Checked once both sides' terms exist. */
static bool same_object(const sym_access *a, const sym_access *b) {
  if (a->npointers < 1 || b->npointers < 1) return true;
  sym_term *sa = sym_base_of(a->addr[0]), *sb = sym_base_of(b->addr[0]);
  return !sa || !sb || sa == sb;
}

/* (an access to a local variable of src is none: tgt promoted the variable, the dead-local
 * rule's case, and a tgt store beside it is a field of a split copy, split.c) */
static bool merge_candidates(vctx *v, const sym_access *a, const sym_access *b) {
  return b->tag < 0 && same_op(v, a->inst, b->inst, false) && same_object(a, b) &&
         !sym_local_of(v->s.sf, ir_mem_pointer(a->inst, 0));
}

/* Lane j of a widened access b as an access of its element type (the same instruction, so
 * a replay compares memory; lane_type with nlanes 0 marks it and gives access_changed its
 * type). */
static sym_access verify_lane_access(vctx *v, const sym_access *b, int j) {
  sym_ctx *c = v->c;
  sym_access L = *b;
  sym_term *base = b->addr[0];
  if (j) {
    sym_term *ops[2] = {base, sym_const(c, base->width, (uint64_t)j * b->lane_bytes)};
    L.addr[0] = sym_mk(c, SYM_GEP, base->width, 0, 0, 0, 2, ops);
    L.gaddr[0] = sym_to_generic(c, L.addr[0], b->aspace[0]);
  }
  L.value = b->lane[j];
  L.nlanes = 0;
  return L;
}

/* a lost scalar load or store and an untagged widened one of its type */
static bool widen_candidates(vctx *v, const sym_access *a, const sym_access *b) {
  return b->tag < 0 && b->nlanes && same_op(v, a->inst, b->inst, true) && same_object(a, b);
}

/* A lost src access that no untagged access of its own type took: a lane of a widened one? */
static void assign_lane(vctx *v, int i) {
  merge_state *m = mstate(v);
  sym_access *a = &v->s.sf->acc[i];
  v->quiet = true;
  v->rule_note = "widened (probe)";
  for (int j = 0; j < v->t.sf->naccess && m->into[i] < 0; j++) {
    sym_access *b = &v->t.sf->acc[j];
    if (!widen_candidates(v, a, b)) continue;
    m->ncand[i]++;
    for (int k = 0; k < b->nlanes; k++) {
      sym_access L = verify_lane_access(v, b, k);
      if (verify_check_access(v, a, &L, V_CHECK_PROBE) != V_PROVED) continue;
      m->into[i] = j;
      m->lane[i] = k;
      m->lanes[j] |= 1u << k;
      break;
    }
  }
  v->quiet = false;
  v->rule_note = NULL;
}

/* Before tgt's terms are built: what each untagged tgt load may stand for (sym_opts). */
static void verify_merge_plan(vctx *v) {
  merge_state *m = mstate(v);
  memset(m, 0, sizeof *m);
  ir_map_init(&m->untagged);
  ir_map tags; /* tgt's tags (its terms, and so verify_acc_by_tag, come later) */
  ir_map_init(&tags);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(v->t.fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (ir_tag_of(i) >= 0) ir_map_put(&tags, (void *)(intptr_t)(ir_tag_of(i) + 1), i);
  int nlost = 0;
  long *lost = malloc((size_t)(v->s.sf->naccess + 1) * sizeof *lost);
  sym_term **from = malloc((size_t)(v->s.sf->naccess + 1) * sizeof *from); /* a lost copy's source */
  if (!lost || !from) ir_oom();
  for (int i = 0; i < v->s.sf->naccess; i++) {
    sym_access *a = &v->s.sf->acc[i];
    if (a->tag < 0 || ir_map_has(&tags, (void *)(intptr_t)(a->tag + 1))) continue;
    from[nlost] = a->kind == IR_MEM_LOAD ? NULL : verify_split_source(v, a);
    if (a->kind == IR_MEM_LOAD || from[nlost]) lost[nlost++] = i;
  }
  ir_map_free(&tags);
  if (nlost) {
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(v->t.fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef t = LLVMGetFirstInstruction(bb); t; t = LLVMGetNextInstruction(t)) {
        if (ir_tag_of(t) >= 0 || ir_memkind_of(t) != IR_MEM_LOAD || !ir_is_plain_memop(t)) continue;
        sym_merge *g = calloc(1, sizeof *g);
        if (!g) ir_oom();
        for (int j = 0; j < nlost; j++) {
          sym_access *a = &v->s.sf->acc[lost[j]];
          if (a->kind != IR_MEM_LOAD) { /* a copy tgt split: the load may read one of its fields */
            if (g->ncopy < SYM_MERGE_COPIES && loop_gid(&v->s, a->inst) == loop_gid(&v->t, t) && a->aspace[1] == pointer_space(t)) {
              g->ctag[g->ncopy] = a->tag;
              g->csrc[g->ncopy] = from[j];
              g->clen[g->ncopy++] = a->len->imm;
            }
            continue;
          }
          if (g->n == (int)(sizeof g->tag / sizeof *g->tag)) continue;
          if (!same_op(v, a->inst, t, false) && !same_op(v, a->inst, t, true)) continue;
          if (distinct_roots(a->inst, t)) continue;
          g->tag[g->n] = a->tag;
          g->reach[g->n] = a->reachd;
          g->addr[g->n] = a->addr[0];
          g->n++;
        }
        if (!g->n && !g->ncopy) {
          free(g);
          continue;
        }
        ir_map_put(&m->untagged, t, g);
        m->plans = realloc(m->plans, (size_t)(m->nplans + 1) * sizeof *m->plans);
        if (!m->plans) ir_oom();
        m->plans[m->nplans++] = g;
      }
  }
  free(lost);
  free(from);
}

/* After both sides are built: the tgt access each lost src access is merged into. */
static void verify_merge_assign(vctx *v) {
  merge_state *m = mstate(v);
  int ns = v->s.sf->naccess, nt = v->t.sf->naccess;
  m->into = malloc((size_t)(ns + 1) * sizeof *m->into);
  m->ncand = calloc((size_t)ns + 1, sizeof *m->ncand);
  m->ncover = calloc((size_t)nt + 1, sizeof *m->ncover);
  m->first = malloc((size_t)(nt + 1) * sizeof *m->first);
  m->sreach = calloc((size_t)nt + 1, sizeof *m->sreach);
  m->group = malloc((size_t)(nt + 1) * sizeof *m->group);
  m->lane = malloc((size_t)(ns + 1) * sizeof *m->lane);
  m->lanes = calloc((size_t)nt + 1, sizeof *m->lanes);
  if (!m->into || !m->ncand || !m->ncover || !m->first || !m->sreach || !m->group || !m->lane || !m->lanes) ir_oom();
  for (int j = 0; j < nt; j++) m->group[j] = V_NVERDICTS; /* not checked yet */
  for (int i = 0; i < ns; i++) {
    sym_access *a = &v->s.sf->acc[i];
    m->into[i] = -1;
    m->lane[i] = -1;
    if (a->tag < 0 || a->kind == IR_MEM_SYNC || verify_acc_by_tag(&v->t, a->tag)) continue;
    int only = -1;
    for (int j = 0; j < nt; j++)
      if (merge_candidates(v, a, &v->t.sf->acc[j])) {
        m->ncand[i]++;
        only = j;
      }
    if (m->ncand[i] == 1) {
      m->into[i] = only;
    } else if (m->ncand[i] > 1) {
      v->quiet = true;
      v->rule_note = "merged (probe)";
      for (int j = 0; j < nt && m->into[i] < 0; j++) {
        sym_access *b = &v->t.sf->acc[j];
        if (merge_candidates(v, a, b) && verify_check_access(v, a, b, V_CHECK_PROBE) == V_PROVED)
          m->into[i] = j;
      }
      v->quiet = false;
      v->rule_note = NULL;
    }
    if (m->into[i] < 0) assign_lane(v, i);
    int j = m->into[i];
    if (j < 0) continue;
    if (!m->ncover[j]++) m->first[j] = i;
    m->sreach[j] = m->sreach[j] ? sym_or(v->c, m->sreach[j], a->reach) : a->reach;
  }
}

/* ---- forwarding facts ---- */

static bool scalar_type(LLVMTypeRef ty) {
  LLVMTypeKind k = LLVMGetTypeKind(ty);
  return k == LLVMIntegerTypeKind || k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind || k == LLVMPointerTypeKind;
}

/* What src access r reads or writes at the bytes load a reads (a plain load or store of a's
 * type and address space at a's address, or a copy whose source covers them), or NULL. */
static sym_term *same_bytes(vctx *v, const sym_access *a, const sym_access *r) {
  sym_ctx *c = v->c;
  LLVMTypeRef ty = ir_mem_type(a->inst);
  unsigned w = (unsigned)LLVMSizeOfTypeInBits(v->s.sf->td, ty);
  sym_term *pa = sym_nf(c, a->addr[0]);
  if (verify_plain_load(r->inst) || verify_plain_store(r->inst)) {
    if (ir_mem_type(r->inst) != ty || r->aspace[0] != a->aspace[0] || sym_nf(c, r->addr[0]) != pa) return NULL;
    return r->kind == IR_MEM_STORE ? r->value : sym_value_at(v->s.sf, r->inst, -1);
  }
  int64_t len = verify_copy_len(r);
  if (len < 0 || r->aspace[1] != a->aspace[0] || r->addr[1]->width != pa->width || !scalar_type(ty)) return NULL;
  sym_term *d = sym_nf(c, sym_bin(c, SYM_SUB, 0, pa, r->addr[1]));
  uint64_t bytes = LLVMStoreSizeOfType(v->s.sf->td, ty);
  if (d->op != SYM_CONST || d->imm > (uint64_t)len || (uint64_t)len - d->imm < bytes) return NULL;
  return sym_copy_read(v->s.sf, r->inst, d->imm, w);
}

enum { FORWARD_MAX = 4 }; /* facts per deleted load */

/* Do loads a and r both read memory as it is where their nearest common dominator branches:
 * in the same iteration of the same loops, with nothing on the paths from its terminator to
 * either that may change the bytes (`(d != 0) ? y[row] / d : y[row]`, whose two reads of
 * y[row] SimplifyCFG hoists into one)? */
static bool quiet_arms(vctx *v, const sym_access *a, const sym_access *r, LLVMValueRef pa) {
  ir_cfg *cfg = v->s.cfg;
  if (cfg->loop_of[a->block] != cfg->loop_of[r->block]) return false;
  int d = ir_nearest_common_dominator(cfg, a->block, r->block);
  if (d < 0 || d == a->block || d == r->block || cfg->loop_of[d] != cfg->loop_of[a->block]) return false;
  LLVMValueRef br = LLVMGetBasicBlockTerminator(cfg->block[d]);
  return br && verify_quiet_path(v, br, a->inst, pa, a->addr[0]) && verify_quiet_path(v, br, r->inst, pa, a->addr[0]);
}

/* Forwarding facts (the forwarded-load rule): a src load that no tgt access carries may have
 * been replaced by another read of the same bytes (GVN, EarlyCSE, instcombine, or the two
 * merged into one, which then carries no tag): an earlier or later load of the same address,
 * or a copy (memcpy) whose source covers them; or by the value an earlier store of its type
 * wrote there (store-to-load forwarding).  When one of the two runs before the other
 * at the same iterations of its loops (quiet_path) and nothing on the paths between writes
 * memory or synchronises, the load reads what the other read or wrote: another thread's write in between would
 * be a data race, and a racy non-atomic load reads undef in LLVM's memory model.  A barrier
 * or fence in between ends the fact (a write ordered by it is no race), except for a private
 * object (a local or byval argument whose address is only read and written through), which
 * only writes through it change.  A write into a private object changes no other object.
 * The same address means the same normal form (equal wherever defined; a poison address is
 * UB where the load runs, and where it does not, its value is read by nothing in src).
 * Loads of equal but differently computed addresses get no fact: a false alarm there is
 * refuted by execution (unknown). */
static sym_term *verify_merge_forward(vctx *v) {
  sym_ctx *c = v->c;
  sym_term *fwd = sym_true(c);
  for (int i = 0; i < v->s.sf->naccess; i++) {
    sym_access *a = &v->s.sf->acc[i];
    if (a->tag < 0 || !verify_plain_load(a->inst) || verify_acc_by_tag(&v->t, a->tag)) continue;
    LLVMValueRef pa = ir_mem_pointer(a->inst, 0), A = ir_root_alloca(pa);
    if (A && sym_is_local(v->s.sf, A)) continue; /* a local variable's load reads its slot */
    sym_term *va = sym_value_at(v->s.sf, a->inst, -1);
    int facts = 0;
    for (int j = 0; j < v->s.sf->naccess && facts < FORWARD_MAX && va; j++) {
      sym_access *r = &v->s.sf->acc[j];
      if (j == i || r->tag < 0 || r->kind == IR_MEM_SYNC || !r->npointers) continue;
      sym_term *vr = same_bytes(v, a, r);
      if (!vr || vr->width != va->width) continue;
      /* a store before the load, or another read before or after it, or a read in the
       * other arm of a branch both leave quietly */
      if (!verify_quiet_path(v, r->inst, a->inst, pa, a->addr[0]) &&
          (r->kind == IR_MEM_STORE || (!verify_quiet_path(v, a->inst, r->inst, pa, a->addr[0]) && !quiet_arms(v, a, r, pa))))
        continue;
      fwd = sym_and(c, fwd, sym_icmp(c, LLVMIntEQ, va, vr));
      facts++;
      if (v->trace) fprintf(stderr, "[trace] #%ld reads what #%ld reads\n", a->tag, r->tag);
    }
  }
  return fwd;
}

/* The dead-local rule: a plain store to a local variable (an alloca of src that does not
 * escape: only loads and stores use its address) that tgt no longer has at all: no tgt
 * access carries the tag of any src access to it, and no tgt access is based on an alloca of
 * its name (SROA and mem2reg promoted it; at -O0 every local lives in one).  The variable is
 * private to its thread and dies with the call, so the store itself is unobservable; what its
 * value feeds is checked where it is observed (the stored values and addresses of the
 * accesses that remain, with the deleted loads' values).  Counted as a proof of the rule. */
static bool dead_local_store(vctx *v, const sym_access *a) {
  if (!verify_plain_store(a->inst) || !verify_local_gone(v, verify_local_of(v, ir_mem_pointer(a->inst, 0)))) return false;
  v->fr->rule[V_RULE_DEADLOCAL]++;
  return true;
}

/* The dead-store rule (DSE): a plain store that tgt deleted, followed in its block by a src
 * store to the same address (the same normal form) of at least as many bytes, with nothing in
 * between that reads memory, synchronises, touches memory in a call or may stop the thread
 * (a call that is not a memory-free intrinsic).  Where src runs the first it runs the second
 * before anyone can read the first's bytes: this thread reads nothing in between, and another
 * thread's read of them would be a data race (a racy non-atomic load reads undef in LLVM's
 * memory model).  The later store is checked on its own.  Loads of a distinct object
 * (`__restrict__`, another global) in between are allowed. */
static bool overwritten_store(vctx *v, const sym_access *a) {
  if (!verify_plain_store(a->inst) || !a->npointers) return false;
  sym_ctx *c = v->c;
  sym_term *p = sym_nf(c, a->addr[0]);
  uint64_t bytes = LLVMStoreSizeOfType(v->s.sf->td, ir_mem_type(a->inst));
  for (LLVMValueRef i = LLVMGetNextInstruction(a->inst); i; i = LLVMGetNextInstruction(i)) {
    ir_memkind k = ir_memkind_of(i);
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    if (op == LLVMFence) return false;
    if (k == IR_MEM_NONE) {
      const char *callee = op == LLVMCall ? ir_callee_name(i, NULL) : "llvm.";
      if (op == LLVMCall && (ir_call_touches_memory(i) || !callee || strncmp(callee, "llvm.", 5))) return false;
      continue;
    }
    const sym_access *x = verify_access_of(&v->s, i);
    if (!x || !x->npointers) return false;
    if (verify_plain_load(i) && sym_distinct_objects(v->s.fn, sym_nf(c, x->addr[0]), p)) continue;
    if (!verify_plain_store(i)) return false;
    if (sym_nf(c, x->addr[0]) == p && LLVMStoreSizeOfType(v->s.sf->td, ir_mem_type(i)) >= bytes) {
      v->fr->rule[V_RULE_DEADSTORE]++;
      return true;
    }
    /* another plain store in between: this one's bytes are still unread */
  }
  return false;
}

/* A deleted plain load of a local variable (an alloca that does not escape) where tgt has
 * untagged accesses: none of them can be this load recreated in a way that matters, since
 * only this thread could read the variable and the load changes no memory; its value is
 * checked where it is used, like any deleted load's (the deleted-load rule). */
static bool deleted_local_load(vctx *v, const sym_access *a) {
  LLVMValueRef A = verify_plain_load(a->inst) ? verify_local_of(v, ir_mem_pointer(a->inst, 0)) : NULL;
  if (!A || (!ir_only_accessed(A, true) && !sym_is_local(v->s.sf, A))) return false;
  v->fr->rule[V_RULE_DELETED]++;
  return true;
}

/* A src access tgt deleted: a plain load changes no memory, and tgt's replacement for its
 * value is checked wherever the value matters (stored values, addresses, branches), with the
 * forwarding facts; a store to a local variable tgt promoted is unobservable (the dead-local
 * rule), one that src overwrites before anything reads it is dead (the dead-store rule);
 * anything else is unsupported. */
static v_verdict verify_deleted_access(vctx *v, sym_access *a) {
  if (dead_local_store(v, a) || overwritten_store(v, a)) return V_PROVED;
  if (!verify_plain_load(a->inst)) {
    verify_note(v, V_UNSUPPORTED, "unsupported", a->tag, "memory access deleted by the transformation%s",
                a->kind == IR_MEM_STORE ? " (no later src store in its block overwrites it before anything may read it: "
                                          "the dead-store rule does not apply)"
                                        : "");
    return V_UNSUPPORTED;
  }
  v->fr->rule[V_RULE_DELETED]++;
  return V_PROVED;
}

static bool verify_merge_covers(vctx *v, int tidx) { return mstate(v)->ncover && mstate(v)->ncover[tidx] > 0; }

/* A lost src access paired with lane k of a widened tgt access: that lane's obligations,
 * reach-added included (each lane stands for one src access). */
static v_verdict widened_access(vctx *v, sym_access *a, sym_access *b, int k, const char *where) {
  char rule[200], *ty = LLVMPrintTypeToString(ir_mem_type(b->inst));
  snprintf(rule, sizeof rule, "widened: lane %d of tgt's untagged %s of %s%s", k, ir_memkind_name(b->kind), ty, where);
  LLVMDisposeMessage(ty);
  v->rule_note = rule;
  sym_access L = verify_lane_access(v, b, k);
  v_verdict r = verify_check_access(v, a, &L, V_CHECK_MERGED);
  if (r != V_CEX) r = verify_worse(r, verify_reach_added(v, a, &L, a->reach));
  v->rule_note = NULL;
  if (r == V_PROVED) v->fr->rule[V_RULE_WIDENED]++;
  return r;
}

/* A widened tgt access some of whose lanes no src access was paired with: it touches bytes
 * src does not (or the pairing failed). */
static bool verify_lanes_unpaired(vctx *v, int tidx) {
  const sym_access *b = &v->t.sf->acc[tidx];
  return b->nlanes && mstate(v)->lanes && mstate(v)->lanes[tidx] != (1u << b->nlanes) - 1;
}

/* A lost src access (index i): merged into its tgt access, or tags-lost. */
static v_verdict verify_merged_access(vctx *v, int i, int nuntagged) {
  merge_state *m = mstate(v);
  sym_access *a = &v->s.sf->acc[i];
  int j = m->into[i];
  if (j < 0 && (dead_local_store(v, a) || deleted_local_load(v, a) || overwritten_store(v, a))) return V_PROVED;
  if (j < 0) {
    if (m->ncand[i] > 1)
      verify_note(v, V_UNSUPPORTED, "tags-lost", a->tag,
                  "no tgt access carries this !nvtv.id, and none of the %d untagged tgt accesses of its kind "
                  "was proved to take its place (merged-access rule)",
                  m->ncand[i]);
    else
      verify_note(v, V_UNSUPPORTED, "tags-lost", a->tag,
                  "no tgt access carries this !nvtv.id, and %d tgt access%s none: a pass recreated "
                  "the access without copying its metadata (or deleted it)",
                  nuntagged, nuntagged == 1 ? " carries" : "es carry");
    return V_UNSUPPORTED;
  }
  sym_access *b = &v->t.sf->acc[j];
  char rule[200], where[32] = "", more[48] = "";
  int line = ir_line_of(v->t.lm, b->inst);
  if (line) snprintf(where, sizeof where, " (tgt line %d)", line);
  if (m->lane[i] >= 0) return widened_access(v, a, b, m->lane[i], where);
  if (m->ncover[j] > 1) snprintf(more, sizeof more, " and %d other src access%s", m->ncover[j] - 1, m->ncover[j] == 2 ? "" : "es");
  snprintf(rule, sizeof rule, "merged: tgt's untagged %s%s stands for this access%s", ir_memkind_name(b->kind), where, more);
  v->rule_note = rule;
  v_verdict r = verify_check_access(v, a, b, V_CHECK_MERGED);
  if (r != V_CEX) {
    if (m->group[j] == V_NVERDICTS) m->group[j] = verify_reach_added(v, &v->s.sf->acc[m->first[j]], b, m->sreach[j]);
    r = verify_worse(r, m->group[j]);
  }
  v->rule_note = NULL;
  if (r == V_PROVED) v->fr->rule[V_RULE_MERGED]++;
  return r;
}

static void verify_merge_free(vctx *v) {
  merge_state *m = mstate(v);
  for (int i = 0; i < m->nplans; i++) free(m->plans[i]);
  free(m->plans);
  ir_map_free(&m->untagged);
  free(m->into);
  free(m->ncand);
  free(m->ncover);
  free(m->first);
  free(m->sreach);
  free(m->group);
  free(m->lane);
  free(m->lanes);
  memset(m, 0, sizeof *m);
}

static void merge_tgt_opts(vctx *v, sym_opts *to) { to->untagged = &mstate(v)->untagged; }

static void merge_pair(vctx *v, int lost, int unpaired) {
  if (!lost || !unpaired) return;
  verify_merge_assign(v);
  for (int j = 0; j < v->t.sf->naccess; j++) v->taken[j] |= verify_merge_covers(v, j);
}

static sym_term *merge_facts(vctx *v, int lost, int unpaired) {
  (void)lost;
  return unpaired ? verify_merge_forward(v) : NULL;
}

static bool merged_takes(vctx *v, sym_access *a, sym_access *b, int lost) {
  (void)v, (void)a;
  return !b && lost;
}

static v_verdict merged_check(vctx *v, sym_access *a, int i, sym_access *b, int lost) {
  (void)b;
  v_verdict r = verify_merged_access(v, i, lost);
  if (v->o->verbose && r != V_UNSUPPORTED) verify_verbose_line(v, a, r, false);
  return r;
}

/* merged or widened; a lane nothing was paired with is unsupported */
static bool merged_tgt_access(vctx *v, sym_access *b, int i) {
  if (b->tag >= 0 || !verify_merge_covers(v, i)) return false;
  if (verify_lanes_unpaired(v, i)) {
    verify_note(v, V_UNSUPPORTED, "unsupported", -1, "tgt's widened %s (tgt line %d) %s lanes that no src %s was paired with",
                ir_memkind_name(b->kind), ir_line_of(v->t.lm, b->inst), b->kind == IR_MEM_STORE ? "writes" : "reads",
                ir_memkind_name(b->kind));
    v->fr->count[V_UNSUPPORTED]++;
  }
  return true;
}

const verify_rule verify_rule_merged = {.name = "merged",
                                        .plan = verify_merge_plan,
                                        .tgt_opts = merge_tgt_opts,
                                        .pair = merge_pair,
                                        .facts = merge_facts,
                                        .takes = merged_takes,
                                        .check = merged_check,
                                        .tgt_access = merged_tgt_access,
                                        .free = verify_merge_free};

static bool deleted_takes(vctx *v, sym_access *a, sym_access *b, int lost) {
  (void)v, (void)a, (void)lost;
  return !b;
}

static v_verdict deleted_check(vctx *v, sym_access *a, int i, sym_access *b, int lost) {
  (void)i, (void)b, (void)lost;
  v_verdict r = verify_deleted_access(v, a);
  if (v->o->verbose && r == V_PROVED) verify_verbose_line(v, a, r, true);
  return r;
}

const verify_rule verify_rule_deleted = {.name = "deleted", .takes = deleted_takes, .check = deleted_check};
