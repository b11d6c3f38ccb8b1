/* From one function's IR to terms.
 * requires: ir_cfg of the function (RPO, dominators, loops) and the shared loop ids;
 * breaks: nothing (read-only over the IR).
 *
 * Every SSA value gets a term in its home context: symbolic in the counters of the loops
 * around its block.  A use from outside a loop sees the value at the loop's exit iteration
 * (SYM_EXITK), and reaching a block after a loop requires that the loop terminates
 * (SYM_TERM).  A header is reached at iteration vector v when its loop is entered and
 * SYM_HR(v) holds; the verifier proves separately, per matched loop pair, that entry and
 * continuation conditions agree, which is what lets src and tgt share HR/EXITK/TERM.
 *
 * Header phis are analysed with a placeholder: when the back-edge value is the phi plus a
 * loop-invariant step (through add/sub/GEP), the phi is an add-recurrence; otherwise it is
 * an opaque leaf whose start and back-edge terms are recorded for bounded unrolling.
 * Every cache entry created while a placeholder is live is logged and rewritten once the
 * phi's term is known.  What loads of local variables read: sym_local.c.
 */
#include "sym_build_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static sym_term *val(builder *b, LLVMValueRef v);
static sym_term *handle(builder *b, LLVMValueRef v, const char *what);
static sym_term *reach_of(builder *b, int blk, bool defined);
static sym_term *load_term(builder *b, LLVMValueRef v, unsigned w);

/* ---- caches with probe logging ---- */

void symb_cache_put(builder *b, ir_map *m, const void *key, sym_term *t) {
  ir_map_put(m, key, t);
  if (!b->probing) return;
  if (b->nlog == b->caplog) {
    b->caplog = b->caplog ? b->caplog * 2 : 64;
    b->log = realloc(b->log, (size_t)b->caplog * sizeof *b->log);
    if (!b->log) ir_oom();
  }
  b->log[b->nlog].map = m;
  b->log[b->nlog++].key = key;
}

static void *key_loop(int l, int variant) { return (void *)(intptr_t)(l * 4 + variant + 1); }
void *symb_key_block(int blk) { return (void *)(intptr_t)(blk + 1); }

/* An unmodelled value: obligations that depend on it are reported as unsupported. */
sym_term *symb_unsupp(builder *b, unsigned w, const char *why) {
  return sym_mk(b->c, SYM_UNSUPP, w ? w : 1, 0, sym_fresh(b->c), sym_intern(b->c, why, strlen(why)), 0, NULL);
}

/* ---- types ---- */

static unsigned ptr_width(builder *b, unsigned as) {
  unsigned bytes = LLVMPointerSizeForAS(b->f->td, as);
  /* (wider pointers make the function unsupported, wide_values; its terms stay 64-bit) */
  return bytes && bytes <= 8 ? bytes * 8 : 64;
}

/* Width in bits of a first-class scalar type, or 0 when not modelled. */
unsigned symb_type_width(builder *b, LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(t);
    return w <= 64 ? w : 0;
  }
  case LLVMPointerTypeKind: return ptr_width(b, LLVMGetPointerAddressSpace(t));
  case LLVMHalfTypeKind: case LLVMBFloatTypeKind: return 16;
  case LLVMFloatTypeKind: return 32;
  case LLVMDoubleTypeKind: return 64;
  default: return 0;
  }
}

/* ---- loops and contexts ---- */

static int loop_of_value(builder *b, LLVMValueRef v) {
  if (!LLVMIsAInstruction(v)) return -1;
  int blk = ir_block_index(b->cfg, LLVMGetInstructionParent(v));
  return blk < 0 ? -1 : b->cfg->loop_of[blk];
}

static sym_term *kleaf(builder *b, int l) { return sym_leaf(b->c, SYM_K, 64, b->gid[l]); }

/* iteration vector of cfg loop l (outermost first); returns its length */
static int vec_of(builder *b, int l, sym_term **out) {
  int n = l >= 0 ? b->cfg->loops[l].depth : 0;
  if (n > IR_MAX_LOOP_DEPTH) { /* the function is unsupported (sym_fn_build); the vector is cut */
    b->unsupported = "a loop nest deeper than " IR_STR(IR_MAX_LOOP_DEPTH) " loops";
    for (; n > IR_MAX_LOOP_DEPTH; n--) l = b->cfg->loops[l].parent;
  }
  for (int x = l, i = n - 1; x >= 0; x = b->cfg->loops[x].parent, i--) out[i] = kleaf(b, x);
  return n;
}

static sym_term *loop_app(builder *b, sym_op op, unsigned w, int l, bool outer) {
  sym_term *v[64];
  int n = vec_of(b, outer ? b->cfg->loops[l].parent : l, v);
  if (outer && b->cfg->loops[l].parent < 0) n = 0;
  return sym_mk(b->c, op, w, 0, b->gid[l], 0, n, v);
}

static sym_term *rotated_test(builder *b, int l) { return b->opts.rotated ? b->opts.rotated[l] : NULL; }

/* a rotated loop proper: tgt leaves from its latch one iteration before src's header does */
static bool leaves_early(builder *b, int l) { return rotated_test(b, l) && !(b->opts.dropped && b->opts.dropped[l]); }

/* t with the back-edge value of each opaque header phi of loop l read as that phi at k+1
 * (its definition).  A rotated loop leaves from its latch in iteration e-1 with the values
 * its header phis take at e, the iteration at which src's header leaves: `sum + x[i]` of
 * the last iteration is src's `sum` at its exit, the same opaque term once the phis pair. */
static sym_term *back_as_next(builder *b, sym_term *t, int l) {
  sym_ctx *c = b->c;
  uint32_t g = b->gid[l];
  sym_term *k1 = sym_bin(c, SYM_ADD, 0, kleaf(b, l), sym_const(c, 64, 1));
  ir_map m;
  ir_map_init(&m);
  for (int i = 0; i < b->nopq; i++)
    if (b->opq[i].loop == g && b->opq[i].back != b->opq[i].self)
      ir_map_put(&m, b->opq[i].back, sym_subst_loop(c, b->opq[i].self, g, k1, false));
  for (int i = 0; i < b->opq_ids.n; i++) {
    uint32_t id = (uint32_t)(uintptr_t)b->opq_ids.v[i], lg;
    sym_term *start, *back, *self = sym_opaque_self(c, id);
    if (sym_opaque_get(c, id, &start, &back, &lg) && lg == g && self && back != self)
      ir_map_put(&m, back, sym_subst_loop(c, self, g, k1, false));
  }
  sym_term *r = m.len ? sym_subst(c, t, &m, false) : t;
  ir_map_free(&m);
  return r;
}

/* t as seen after leaving loop l: its counter at the exit iteration (a rotated loop leaves
 * from its latch one iteration before src's leaves from its header) */
static sym_term *at_exit(builder *b, sym_term *t, int l) {
  sym_term *e = loop_app(b, SYM_EXITK, 64, l, true);
  if (leaves_early(b, l)) {
    e = sym_bin(b->c, SYM_ADD, 0, e, sym_const(b->c, 64, UINT64_MAX));
    t = back_as_next(b, t, l);
  }
  return sym_subst_loop(b->c, t, b->gid[l], e, false);
}

/* loops around `from` that do not contain `to`, innermost first, applied to t */
sym_term *symb_leave_loops(builder *b, sym_term *t, int from, int to, bool add_term) {
  for (int l = b->cfg->loop_of[from]; l >= 0; l = b->cfg->loops[l].parent) {
    if (to >= 0 && ir_loop_contains(b->cfg, l, to)) break;
    t = at_exit(b, t, l);
    if (add_term) t = sym_and(b->c, loop_app(b, SYM_TERM, 1, l, true), t);
  }
  return t;
}

sym_term *symb_use_at(builder *b, LLVMValueRef v, int at) {
  sym_term *t = val(b, v);
  if (!LLVMIsAInstruction(v)) return t;
  int d = ir_block_index(b->cfg, LLVMGetInstructionParent(v));
  if (d < 0 || b->cfg->loop_of[d] < 0) return t;
  return symb_leave_loops(b, t, d, at, false);
}

/* Operand o of instruction user, as user sees it: a value defined in a loop that does not
 * contain user's block is its value at the loop's exit iteration.  (Passes do not keep LCSSA:
 * an instruction in an exit block may read a value of the loop directly.) */
sym_term *symb_opnd(builder *b, LLVMValueRef user, LLVMValueRef o) {
  if (!LLVMIsAInstruction(user) || !LLVMIsAInstruction(o)) return val(b, o);
  int at = ir_block_index(b->cfg, LLVMGetInstructionParent(user));
  return at < 0 ? val(b, o) : symb_use_at(b, o, at);
}

/* ---- edges and reachability ---- */

static sym_term *slot_cond(builder *b, int p, int slot, bool defined) {
  LLVMValueRef term = LLVMGetBasicBlockTerminator(b->cfg->block[p]);
  sym_ctx *c = b->c;
  switch (LLVMGetInstructionOpcode(term)) {
  case LLVMBr: {
    if (!LLVMIsConditional(term)) return sym_true(c);
    sym_term *raw = symb_opnd(b, term, LLVMGetCondition(term));
    sym_term *cond = sym_nf(c, raw);
    sym_term *r = slot == 0 ? cond : sym_not(c, cond);
    return defined ? sym_and(c, r, sym_not(c, sym_poison(c, raw))) : r;
  }
  case LLVMSwitch: {
    sym_term *raw = symb_opnd(b, term, LLVMGetOperand(term, 0));
    sym_term *x = sym_nf(c, raw);
    unsigned ncases = LLVMGetNumSuccessors(term) - 1;
    sym_term *r;
    if (slot == 0) { /* no case: one conjunction of every "x != case" */
      sym_term **v = malloc((ncases + 1) * sizeof *v);
      if (!v) ir_oom();
      for (unsigned i = 1; i <= ncases; i++)
        v[i - 1] = sym_not(c, sym_nf(c, sym_icmp(c, LLVMIntEQ, x, symb_opnd(b, term, LLVMGetOperand(term, 2 * i)))));
      r = sym_and_n(c, v, (int)ncases);
      free(v);
    } else {
      r = sym_nf(c, sym_icmp(c, LLVMIntEQ, x, symb_opnd(b, term, LLVMGetOperand(term, 2 * (unsigned)slot))));
    }
    return defined ? sym_and(c, r, sym_not(c, sym_poison(c, raw))) : r;
  }
  default: return sym_true(c);
  }
}

/* (an edge out of a block whose thread ended there, at an nvvm.exit or a trap, is never
 * taken: ir_cfg.stop) */
static sym_term *edge_cond(builder *b, int p, int s, bool defined) {
  sym_term *r = sym_false(b->c);
  if (b->cfg->stop[p]) return r;
  int all = 1;
  for (int i = 0; i < b->cfg->nsucc[p]; i++) all &= b->cfg->succ[p][i] == s;
  if (all) return sym_true(b->c);
  for (int i = 0; i < b->cfg->nsucc[p]; i++)
    if (b->cfg->succ[p][i] == s) r = sym_or(b->c, r, slot_cond(b, p, i, defined));
  return r;
}

sym_term *symb_edge_reach(builder *b, int p, int s, bool defined) {
  sym_term *r = sym_and(b->c, reach_of(b, p, defined), edge_cond(b, p, s, defined));
  return symb_leave_loops(b, r, p, s, true);
}

static sym_term *loop_entry(builder *b, int l, bool defined) {
  ir_map *m = defined ? &b->entryd : &b->entry;
  sym_term *r = ir_map_get(m, key_loop(l, 0));
  if (r) return r;
  ir_loop *L = &b->cfg->loops[l];
  sym_term **v = malloc(((size_t)b->cfg->npred[L->header] + 1) * sizeof *v);
  if (!v) ir_oom();
  int n = 0;
  for (int i = 0; i < b->cfg->npred[L->header]; i++) {
    int p = b->cfg->pred[L->header][i];
    if (!ir_loop_contains(b->cfg, l, p)) v[n++] = symb_edge_reach(b, p, L->header, defined);
  }
  r = sym_or_n(b->c, v, n);
  free(v);
  symb_cache_put(b, m, key_loop(l, 0), r);
  return r;
}

static sym_term *reach_of(builder *b, int blk, bool defined) {
  ir_map *m = defined ? &b->reachd : &b->reach;
  sym_term *r = ir_map_get(m, symb_key_block(blk));
  if (r) return r;
  if (blk == 0) {
    r = sym_true(b->c);
  } else if (b->cfg->irreducible) { /* the function is unsupported; paths would cycle */
    r = symb_unsupp(b, 1, "irreducible control flow");
  } else {
    int l = b->cfg->loop_of[blk];
    if (l >= 0 && b->cfg->loops[l].header == blk) {
      r = sym_and(b->c, loop_entry(b, l, defined), loop_app(b, SYM_HR, 1, l, false));
      if (rotated_test(b, l)) r = sym_and(b->c, r, rotated_test(b, l));
    } else {
      sym_term **v = malloc(((size_t)b->cfg->npred[blk] + 1) * sizeof *v);
      if (!v) ir_oom();
      for (int i = 0; i < b->cfg->npred[blk]; i++) v[i] = symb_edge_reach(b, b->cfg->pred[blk][i], blk, defined);
      r = sym_or_n(b->c, v, b->cfg->npred[blk]);
      free(v);
    }
  }
  symb_cache_put(b, m, symb_key_block(blk), r);
  return r;
}

/* ---- phis ---- */

/* if-then-else over the incoming edges of `blk` selected by `want` (1: from inside loop l,
 * 0: from outside l, -1: all), as seen from blk */
static sym_term *merge_incoming(builder *b, LLVMValueRef phi, int blk, int l, int want) {
  unsigned n = LLVMCountIncoming(phi);
  sym_term *r = NULL;
  for (int i = (int)n - 1; i >= 0; i--) {
    int p = ir_block_index(b->cfg, LLVMGetIncomingBlock(phi, (unsigned)i));
    if (p < 0) continue; /* from an unreachable block */
    if (want >= 0 && ir_loop_contains(b->cfg, l, p) != (want == 1)) continue;
    sym_term *v = symb_use_at(b, LLVMGetIncomingValue(phi, (unsigned)i), want == 1 ? p : blk);
    r = r ? sym_ite(b->c, symb_edge_reach(b, p, blk, false), v, r) : v;
  }
  return r;
}

static bool contains_rec(sym_term *t, sym_term *x, ir_map *seen) {
  if (t == x) return true;
  if (!t->nops || ir_map_has(seen, t)) return false;
  ir_map_put(seen, t, t);
  for (int i = 0; i < t->nops; i++)
    if (contains_rec(t->ops[i], x, seen)) return true;
  return false;
}

static bool contains(sym_term *t, sym_term *x) {
  ir_map seen;
  ir_map_init(&seen);
  bool r = contains_rec(t, x, &seen);
  ir_map_free(&seen);
  return r;
}

/* Is raw term t equal to ph + step through a chain of add/sub/GEP?  Collects the step, the
 * no-wrap flags common to the chain and the number of steps. */
static bool step_of(sym_ctx *c, sym_term *t, sym_term *ph, sym_term **step, unsigned *flags,
                    int *nsteps) {
  if (t == ph) {
    *step = NULL;
    *flags = SYM_NSW | SYM_NUW | SYM_PTRREC | SYM_INBOUNDS;
    *nsteps = 0;
    return true;
  }
  if ((t->op == SYM_ADD || t->op == SYM_SUB) && t->nops == 2) {
    int side = contains(t->ops[0], ph) ? 0 : 1;
    if (t->op == SYM_SUB && side != 0) return false;
    if ((t->op == SYM_SUB) && (t->flags & SYM_NUW)) return false; /* decreasing unsigned: not modelled */
    sym_term *other = t->ops[1 - side];
    if (!step_of(c, t->ops[side], ph, step, flags, nsteps)) return false;
    sym_term *d = t->op == SYM_SUB ? sym_bin(c, SYM_SUB, 0, sym_const(c, t->width, 0), other) : other;
    *step = *step ? sym_bin(c, SYM_ADD, 0, *step, d) : d;
    *flags &= t->flags & (SYM_NSW | SYM_NUW);
    (*nsteps)++;
    return true;
  }
  if (t->op == SYM_GEP) {
    if (!step_of(c, t->ops[0], ph, step, flags, nsteps)) return false;
    for (int i = 1; i < t->nops; i++) *step = *step ? sym_bin(c, SYM_ADD, 0, *step, t->ops[i]) : t->ops[i];
    unsigned f = 0;
    if (t->flags & SYM_NSW) f |= SYM_PTRREC;
    if (t->flags & SYM_NUW) f |= SYM_NUW;
    if (t->flags & SYM_INBOUNDS) f |= SYM_INBOUNDS;
    *flags &= f;
    (*nsteps)++;
    return true;
  }
  return false;
}

/* Opaque phis are registered with the context once no placeholder can occur in them. */
void symb_flush_opaque(builder *b) {
  if (b->probing) return;
  for (int i = 0; i < b->nopq; i++) {
    sym_opaque_define(b->c, b->opq[i].id, b->opq[i].self, b->opq[i].start, b->opq[i].back, b->opq[i].loop);
    ir_vec_push(&b->opq_ids, (void *)(uintptr_t)b->opq[i].id);
  }
  b->nopq = 0;
}

static void add_pending(builder *b, uint32_t id, uint32_t loop, sym_term *self, sym_term *start, sym_term *back) {
  if (b->nopq == b->capopq) {
    b->capopq = b->capopq ? 2 * b->capopq : 16;
    b->opq = realloc(b->opq, (size_t)b->capopq * sizeof *b->opq);
    if (!b->opq) ir_oom();
  }
  b->opq[b->nopq++] = (pending_opaque){id, loop, self, start, back};
}

/* t with header placeholder ph replaced by the phi's term.  The placeholder is a function
 * of its loop's iteration vector, as the phi is: a term built on it while it was pending may
 * have left the loop (an outer header's update, computed to find this phi's start, reads
 * values after this loop), where the exit iteration replaced its counter.  Each occurrence
 * ph(a...) becomes the phi's term at a... . */
static sym_term *resolve_placeholder(sym_ctx *c, sym_term *t, sym_term *ph, sym_term *result) {
  if (!sym_has_op(t, SYM_PHIVAR)) return t;
  ir_vec lv = {0};
  sym_collect_leaves(t, &lv);
  ir_map m;
  ir_map_init(&m);
  for (int i = 0; i < lv.n; i++) {
    sym_term *x = lv.v[i];
    if (x->op != SYM_PHIVAR || x->imm != ph->imm) continue;
    if (x == ph) {
      ir_map_put(&m, x, result);
      continue;
    }
    ir_map at;
    ir_map_init(&at);
    for (int j = 0; j < ph->nops; j++) ir_map_put(&at, ph->ops[j], x->ops[j]);
    ir_map_put(&m, x, sym_subst(c, result, &at, false));
    ir_map_free(&at);
  }
  sym_term *r = m.len ? sym_subst(c, t, &m, false) : t;
  ir_map_free(&m);
  ir_vec_free(&lv);
  return r;
}

/* The incoming values of a header's phi (or of a local variable at the header: mem2reg's
 * phi) over the edges selected by want (0: from outside loop l, 1: from inside). */

/* A value at loop l's header blk, cached in memo under key: an add-recurrence, a closed form,
 * or an opaque per-iteration function (see the file's comment). */
sym_term *symb_header_rec(builder *b, ir_map *memo, const void *key, unsigned w, int blk, int l, symb_incoming_fn in,
                            const void *what) {
  sym_ctx *c = b->c;
  sym_term *start = in(b, what, blk, l, 0);
  if (!start) return symb_unsupp(b, w, "loop header without an entry edge");
  /* computing the start may have built this phi already (an outer loop's phi whose update
   * reads this one): one phi, one term */
  sym_term *built = ir_map_get(memo, key);
  if (built) return built;
  sym_term *vec[64];
  int nvec = vec_of(b, l, vec);
  sym_term *ph = sym_mk(c, SYM_PHIVAR, w, 0, sym_fresh(c), 0, nvec, vec);
  int log0 = b->nlog, opq0 = b->nopq;
  b->probing++;
  symb_cache_put(b, memo, key, ph);
  sym_term *back = in(b, what, blk, l, 1);
  b->probing--;
  sym_term *step = NULL, *result;
  unsigned flags = 0;
  int nsteps = 0;
  /* back == start: the same value on every edge (phi [0, entry], [0, latch], what a reducer
   * leaves): the phi never changes */
  bool rec = back && (back == start || step_of(c, back, ph, &step, &flags, &nsteps));
  if (rec && step && (sym_depends_on_loop(step, b->gid[l]) || sym_has_op(step, SYM_PHIVAR))) rec = false;
  if (rec && nsteps > 1 && flags) rec = false; /* several flagged steps: exact range is not monotone */
  if (rec && nsteps > 1) flags = 0;
  if (rec && !step) {
    result = start; /* the phi never changes */
  } else if (!rec && back && back != start && !sym_has_op(back, SYM_PHIVAR) && !sym_has_op(back, SYM_UNSUPP)) {
    /* the update reads no phi of this loop (nor one still being built): a closed form,
     * start at iteration 0 and the update of iteration k-1 after it (tile*256 rebuilt by a
     * pass as a phi of 256*tile + 256) */
    sym_term *k = kleaf(b, l), *km1 = sym_bin(c, SYM_ADD, 0, k, sym_const(c, 64, UINT64_MAX));
    result = sym_ite(c, sym_icmp(c, LLVMIntEQ, k, sym_const(c, 64, 0)), start, sym_subst_loop(c, back, b->gid[l], km1, false));
  } else if (rec) {
    sym_term *ops[3] = {start, step, kleaf(b, l)};
    result = sym_mk(c, SYM_ADDREC, w, flags & (SYM_NSW | SYM_NUW | SYM_PTRREC | SYM_INBOUNDS), 0, 0, 3, ops);
  } else {
    uint32_t id = sym_fresh(c);
    sym_term *v[64];
    int n = vec_of(b, l, v);
    result = sym_mk(c, SYM_OPAQUE, w, 0, id, 0, n, v);
    add_pending(b, id, b->gid[l], result, start, back ? back : result);
  }
  /* rewrite everything built on the placeholder */
  for (int i = log0; i < b->nlog; i++) {
    sym_term *t = ir_map_get(b->log[i].map, b->log[i].key);
    if (t) ir_map_put(b->log[i].map, b->log[i].key, resolve_placeholder(c, t, ph, result));
  }
  for (int i = opq0; i < b->nopq; i++) {
    b->opq[i].start = resolve_placeholder(c, b->opq[i].start, ph, result);
    b->opq[i].back = resolve_placeholder(c, b->opq[i].back, ph, result);
  }
  if (!b->probing) b->nlog = 0; /* an outer probe still needs its entries */
  symb_cache_put(b, memo, key, result);
  return result;
}

static sym_term *phi_incoming(builder *b, const void *phi, int blk, int l, int want) {
  return merge_incoming(b, (LLVMValueRef)phi, blk, l, want);
}

static sym_term *header_phi(builder *b, LLVMValueRef phi, int blk, int l) {
  unsigned w = symb_type_width(b, LLVMTypeOf(phi));
  return symb_header_rec(b, &b->f->memo, phi, w ? w : 64 /* a handle */, blk, l, phi_incoming, phi);
}

static sym_term *phi_term(builder *b, LLVMValueRef phi) {
  int blk = ir_block_index(b->cfg, LLVMGetInstructionParent(phi));
  int l = b->cfg->loop_of[blk];
  void *promoted = b->opts.promoted ? ir_map_get(b->opts.promoted, phi) : NULL;
  if (l >= 0 && b->cfg->loops[l].header == blk && promoted) { /* what src's load reads at each iteration */
    sym_term *vec[64];
    int n = vec_of(b, l, vec);
    return sym_mk(b->c, SYM_LOAD, symb_type_width(b, LLVMTypeOf(phi)), 0, (uint64_t)(uintptr_t)promoted - 1, 0, n, vec);
  }
  if (l >= 0 && b->cfg->loops[l].header == blk) return header_phi(b, phi, blk, l);
  unsigned w = symb_type_width(b, LLVMTypeOf(phi));
  if (!w) w = 64; /* a handle */
  sym_term *r = merge_incoming(b, phi, blk, l, -1);
  return r ? r : symb_unsupp(b, w, "phi without reachable incoming edge");
}

/* ---- GEP ---- */

static sym_term *index_to(builder *b, sym_term *i, unsigned w, unsigned flags) {
  if (i->width == w) return i;
  if (i->width < w) return sym_cast(b->c, SYM_SEXT, 0, w, i);
  return sym_cast(b->c, SYM_TRUNC, flags & (SYM_NSW | SYM_NUW), w, i);
}

static sym_term *gep_term(builder *b, LLVMValueRef g, bool is_inst) {
  sym_ctx *c = b->c;
  LLVMValueRef ptr = LLVMGetOperand(g, 0);
  LLVMTypeRef pty = LLVMTypeOf(ptr);
  if (LLVMGetTypeKind(pty) != LLVMPointerTypeKind) return symb_unsupp(b, 64, "vector GEP");
  unsigned as = LLVMGetPointerAddressSpace(pty), pw = ptr_width(b, as);
  sym_term *base = symb_opnd(b, g, ptr);
  LLVMGEPNoWrapFlags nw = LLVMGEPGetNoWrapFlags(g);
  unsigned flags = 0;
  if (nw & LLVMGEPFlagInBounds) flags |= SYM_INBOUNDS;
  if (nw & (LLVMGEPFlagInBounds | LLVMGEPFlagNUSW)) flags |= SYM_NSW;
  if (nw & LLVMGEPFlagNUW) flags |= SYM_NUW;
  LLVMTypeRef ty = LLVMGetGEPSourceElementType(g);
  int nidx = LLVMGetNumOperands(g) - 1;
  sym_term *ops[66];
  int n = 0;
  ops[n++] = base;
  for (int k = 0; k < nidx; k++) {
    LLVMValueRef iv = LLVMGetOperand(g, (unsigned)k + 1);
    uint64_t off;
    ir_gep_kind gk = ir_gep_step(b->f->td, &ty, iv, k, &off);
    if (gk == IR_GEP_BAD) return symb_unsupp(b, pw, "GEP into an unsupported type");
    if (gk == IR_GEP_FIELD) {
      if (off && n < 65) ops[n++] = sym_const(c, pw, off);
      continue;
    }
    if (LLVMGetTypeKind(LLVMTypeOf(iv)) != LLVMIntegerTypeKind) return symb_unsupp(b, pw, "vector GEP index");
    uint64_t size = LLVMABISizeOfType(b->f->td, ty);
    sym_term *i = symb_opnd(b, g, iv);
    /* (an index nvtv does not model, an i65 constant among them, is an unsupported pointer:
     * of the pointer's width, not the index's) */
    if (i->op == SYM_UNSUPP) return i->width == pw ? i : symb_unsupp(b, pw, sym_name(c, (uint32_t)i->aux));
    if (size == 0 || sym_is_const(i, 0)) continue;
    i = index_to(b, i, pw, flags);
    sym_term *o = size == 1 ? i : sym_bin(c, SYM_MUL, flags & (SYM_NSW | SYM_NUW), i, sym_const(c, pw, size));
    if (n >= 65) return symb_unsupp(b, pw, "GEP with too many indices");
    ops[n++] = o;
  }
  if (n == 1) return base;
  return sym_mk(c, SYM_GEP, pw, flags, 0, 0, n, ops);
}

/* ---- address spaces ---- */

static sym_term *to_generic(builder *b, sym_term *x, unsigned as) { return sym_to_generic(b->c, x, as); }

static sym_term *from_generic(builder *b, sym_term *x, unsigned as) {
  return sym_from_generic(b->c, x, as, ptr_width(b, as));
}

/* ---- calls ---- */

static int sreg_of(const char *n) {
  static const char *names[] = {"tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z",
                                "ctaid.x", "ctaid.y", "ctaid.z", "nctaid.x", "nctaid.y", "nctaid.z",
                                "laneid", "warpsize"};
  const char *pre = "llvm.nvvm.read.ptx.sreg.";
  if (strncmp(n, pre, strlen(pre)) != 0) return -1;
  n += strlen(pre);
  for (int i = 0; i < SREG_NREAD; i++)
    if (strcmp(n, names[i]) == 0) return i;
  return -1;
}

/* "range(iN LO, HI)" in the printed call: clang-19 puts it on special-register reads. */
static bool call_range(LLVMValueRef call, int64_t *lo, int64_t *hi) {
  char *s = LLVMPrintValueToString(call);
  char *p = strstr(s, " range(i");
  char *at = strchr(s, '@');
  long long a, z;
  bool ok = p && (!at || p < at) && sscanf(p + 8, "%*u %lld, %lld)", &a, &z) == 2;
  if (ok) {
    *lo = a;
    *hi = z;
  }
  LLVMDisposeMessage(s);
  return ok;
}

static bool md_range(builder *b, LLVMValueRef inst, int64_t *lo, int64_t *hi) {
  LLVMValueRef md = LLVMGetMetadata(inst, b->range_kind);
  if (!md || LLVMGetMDNodeNumOperands(md) != 2) return false; /* unions are not modelled */
  LLVMValueRef ops[2];
  LLVMGetMDNodeOperands(md, ops);
  if (!ops[0] || !ops[1] || !LLVMIsAConstantInt(ops[0]) || !LLVMIsAConstantInt(ops[1])) return false;
  *lo = LLVMConstIntGetSExtValue(ops[0]);
  *hi = LLVMConstIntGetSExtValue(ops[1]);
  return true;
}

static sym_term *ranged(builder *b, LLVMValueRef inst, sym_term *t, bool is_call) {
  int64_t lo, hi;
  if (!b->opts.respect_range_attrs) return t;
  if (!(is_call && call_range(inst, &lo, &hi)) && !md_range(b, inst, &lo, &hi)) return t;
  uint64_t m = sym_mask(t->width);
  return sym_mk(b->c, SYM_RANGE, t->width, 0, (uint64_t)lo & m, (uint64_t)hi & m, 1, &t);
}

/* An uninterpreted operation.  Pure ones (float arithmetic, llvm.* intrinsics) are
 * functions of their operands; other calls also of the iteration, since they may return
 * different values each time they run. */
static sym_term *uf_app(builder *b, const char *name, LLVMValueRef inst, int nargs, unsigned w, bool pure) {
  sym_term *ops[72];
  int n = 0;
  for (int i = 0; i < nargs && n < 64; i++) {
    LLVMValueRef a = LLVMGetOperand(inst, (unsigned)i);
    if (LLVMGetValueKind(a) == LLVMMetadataAsValueValueKind) continue;
    ops[n++] = symb_opnd(b, inst, a);
  }
  int l = loop_of_value(b, inst);
  if (l >= 0 && !pure) n += vec_of(b, l, ops + n);
  return sym_mk(b->c, SYM_UF, w, 0, sym_intern(b->c, name, strlen(name)), 0, n, ops);
}

/* llvm.{s,u}{add,sub}.sat on integers: the wrapping result, or the bound it saturates to
 * where the operation overflows (instcombine's `x > 0 ? x - 1 : 0` is `usub.sat(x, 1)`,
 * clang -O0's `(tx > 0) ? tx - 1 : tx` for an unsigned-range tx).  NULL for other names. */
static sym_term *saturating(builder *b, LLVMValueRef call, const char *name, unsigned w) {
  sym_ctx *c = b->c;
  static const char *const names[4] = {"llvm.sadd.sat.", "llvm.uadd.sat.", "llvm.ssub.sat.", "llvm.usub.sat."};
  static const sym_ovf_kind kinds[4] = {OVF_SADD, OVF_UADD, OVF_SSUB, OVF_USUB};
  int k = 0;
  while (k < 4 && strncmp(name, names[k], strlen(names[k]))) k++;
  if (k == 4 || LLVMGetNumArgOperands(call) != 2 || LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMIntegerTypeKind || w > 64)
    return NULL;
  sym_term *x = symb_opnd(b, call, LLVMGetOperand(call, 0)), *y = symb_opnd(b, call, LLVMGetOperand(call, 1));
  sym_term *ops[2] = {x, y};
  sym_term *r = sym_bin(c, k < 2 ? SYM_ADD : SYM_SUB, 0, x, y), *sat;
  if (k == 1) sat = sym_const(c, w, sym_mask(w));
  else if (k == 3) sat = sym_const(c, w, 0);
  else /* signed: the bound on x's side of zero */
    sat = sym_ite(c, sym_icmp(c, LLVMIntSLT, x, sym_const(c, w, 0)), sym_const(c, w, 1ULL << (w - 1)),
                  sym_const(c, w, sym_mask(w) >> 1));
  return sym_ite(c, sym_ovf(c, kinds[k], 2, ops), sat, r);
}

/* Inline asm that is a function of its operands and of the thread that runs it: asm without
 * side effects or memory (CUDA's headers: __hadd's add.f16, the conversions, %laneid, a shared
 * window's base), and the warp operations CUB writes in asm (shfl.sync, vote, match, redux),
 * which are what the llvm.nvvm intrinsics of the same name are (uninterpreted functions of
 * their operands: the same operands on every lane in src and tgt give the same result). */
static bool asm_is_function(LLVMValueRef callee, LLVMValueRef call) {
  return ir_asm_warp_op(call) || (!LLVMGetInlineAsmHasSideEffects(callee) && !ir_call_touches_memory(call));
}

static sym_term *asm_term(builder *b, LLVMValueRef call, LLVMValueRef callee, unsigned w) {
  size_t al;
  const char *text = LLVMGetInlineAsmAsmString(callee, &al);
  char key[256];
  snprintf(key, sizeof key, "asm{%.*s}", (int)(al < 240 ? al : 240), text);
  sym_term *ops[72];
  int n = 0;
  for (int i = 0; i < (int)LLVMGetNumArgOperands(call) && n < 64; i++) ops[n++] = symb_opnd(b, call, LLVMGetOperand(call, (unsigned)i));
  /* (the thread: %laneid and the like differ from thread to thread, and a two-thread question
   * renames these leaves for the other thread) */
  static const sym_sreg who[] = {SREG_TID_X, SREG_TID_Y, SREG_TID_Z, SREG_CTAID_X, SREG_CTAID_Y, SREG_CTAID_Z};
  for (int i = 0; i < 6; i++) ops[n++] = sym_leaf(b->c, SYM_SREG, 32, who[i]);
  return sym_mk(b->c, SYM_UF, w, 0, sym_intern(b->c, key, strlen(key)), 0, n, ops);
}

static sym_term *call_term(builder *b, LLVMValueRef call, unsigned w) {
  sym_ctx *c = b->c;
  size_t len;
  const char *name = ir_callee_name(call, &len);
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!name && LLVMIsAInlineAsm(callee) && w && asm_is_function(callee, call)) return asm_term(b, call, callee, w);
  if (!name) return symb_unsupp(b, w, LLVMIsAInlineAsm(callee) ? "inline asm" : "indirect call");
  int sr = sreg_of(name);
  if (sr >= 0) return ranged(b, call, sym_leaf(c, SYM_SREG, 32, (uint64_t)sr), true);
  int nargs = (int)LLVMGetNumArgOperands(call);
  static const struct { const char *pre; sym_op op; } mm[] = {
      {"llvm.smin.", SYM_SMIN}, {"llvm.smax.", SYM_SMAX}, {"llvm.umin.", SYM_UMIN}, {"llvm.umax.", SYM_UMAX}};
  for (unsigned i = 0; i < sizeof mm / sizeof *mm; i++)
    if (strncmp(name, mm[i].pre, strlen(mm[i].pre)) == 0 && nargs == 2)
      return sym_bin(c, mm[i].op, 0, symb_opnd(b, call, LLVMGetOperand(call, 0)), symb_opnd(b, call, LLVMGetOperand(call, 1)));
  if (strncmp(name, "llvm.abs.", 9) == 0 && nargs == 2) {
    sym_term *x = symb_opnd(b, call, LLVMGetOperand(call, 0));
    LLVMValueRef f = LLVMGetOperand(call, 1);
    unsigned fl = LLVMIsAConstantInt(f) && LLVMConstIntGetZExtValue(f) ? SYM_INTMINPOISON : 0;
    return sym_mk(c, SYM_ABS, w, fl, 0, 0, 1, &x);
  }
  sym_term *sat = saturating(b, call, name, w);
  if (sat) return sat;
  if (strncmp(name, "llvm.ssa.copy", 13) == 0) return symb_opnd(b, call, LLVMGetOperand(call, 0));
  if (ir_is_ldg_name(name)) return load_term(b, call, w);
  /* llvm.* intrinsics and libdevice's math (__nv_sinf, ...) are pure functions of their
   * operands; not the libdevice functions that write through a pointer (__nv_sincosf) */
  bool pure = strncmp(name, "llvm.", 5) == 0 || (strncmp(name, "__nv_", 5) == 0 && !ir_call_has_pointer_arg(call));
  return ranged(b, call, uf_app(b, name, call, nargs, w, pure), true);
}

/* An untagged load that may stand for src loads (sym_merge): ite over the candidates.  A
 * candidate at tgt's very address (the same normal form) is taken as it is: tgt executes the
 * load only where src executes a load merged into it, and where src does not run the
 * candidate, the candidate's value is read by nothing in src.  Any other candidate is taken
 * where src reaches it through defined branches and the addresses' normal forms are equal
 * (the addresses wherever they are defined: where tgt's is poison, tgt is undefined at the
 * load).  Else an unknown value of its own. */
/* x == y on normal forms, with the selects of x split out (up to three deep): a phi of the
 * arms' addresses compared with one arm's address is the phi's condition, or a linear
 * comparison, where the comparison of the products (w * (c ? y - 1 : y + 1)) would make the
 * solver bit-blast a multiplier. */
static sym_term *eq_by_cases(sym_ctx *c, sym_term *x, sym_term *y, int depth) {
  sym_term *cond = depth < 3 ? sym_first_ite(x) : NULL;
  if (!cond) return sym_nf(c, sym_icmp(c, LLVMIntEQ, x, y));
  sym_term *yes = eq_by_cases(c, sym_assume(c, x, cond, true), y, depth + 1);
  return sym_nf(c, sym_ite(c, cond, yes, eq_by_cases(c, sym_assume(c, x, cond, false), y, depth + 1)));
}

/* What an untagged load at pa reads: a merged src candidate's value where src runs it at
 * pa's address, else an unknown value of its own. */
static sym_term *merged_load(builder *b, sym_term *pa, unsigned w, const sym_merge *mg, sym_term **vec, int n) {
  sym_ctx *c = b->c;
  char name[48];
  snprintf(name, sizeof name, "untagged.load.%u", sym_fresh(c));
  for (int i = 0; i < mg->ncopy; i++) { /* a field of a split copy */
    if (mg->csrc[i]->width != pa->width) continue;
    sym_term *d = sym_nf_where_defined(c, sym_bin(c, SYM_SUB, 0, pa, mg->csrc[i]), mg->csrc[i]);
    if (d->op == SYM_CONST && d->imm < mg->clen[i] && mg->clen[i] - d->imm >= (w + 7) / 8)
      return sym_mk(c, SYM_LOAD, w, 0, (uint64_t)mg->ctag[i], SYM_FIELD + d->imm, n, vec);
  }
  /* a candidate at the very same address (normal form) is what the load reads: the others
   * could only be at it too where pointers alias, and would read the same bytes */
  for (int i = 0; i < mg->n; i++)
    if (mg->addr[i]->width == pa->width && sym_nf(c, pa) == sym_nf(c, mg->addr[i]))
      return sym_mk(c, SYM_LOAD, w, 0, (uint64_t)mg->tag[i], 0, n, vec);
  sym_term *t = sym_mk(c, SYM_UF, w, 0, sym_intern(c, name, strlen(name)), 0, n, vec);
  for (int i = mg->n - 1; i >= 0; i--) {
    if (mg->addr[i]->width != pa->width) continue;
    sym_term *ld = sym_mk(c, SYM_LOAD, w, 0, (uint64_t)mg->tag[i], 0, n, vec);
    sym_term *eq = eq_by_cases(c, sym_nf(c, pa), sym_nf(c, mg->addr[i]), 0);
    t = sym_ite(c, sym_and(c, mg->reach[i], eq), ld, t);
  }
  return t;
}

/* Lane j of an untagged vector load ld that may stand for src's scalar loads (a widened
 * load, sym_opts.untagged): what a scalar load at the vector's address + j * the element
 * size reads.  NULL when ld is no such load; widened_lane_load: for `extractelement`. */
static sym_term *lane_load(builder *b, LLVMValueRef ld, uint64_t j, unsigned w) {
  if (!b->opts.untagged || !LLVMIsALoadInst(ld) || !w || LLVMGetTypeKind(LLVMTypeOf(ld)) != LLVMVectorTypeKind)
    return NULL;
  const sym_merge *mg = ir_map_get(b->opts.untagged, ld);
  if (!mg) return NULL;
  LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(ld));
  uint64_t eb = LLVMABISizeOfType(b->f->td, et);
  if (j >= LLVMGetVectorSize(LLVMTypeOf(ld)) || eb * 8 != w) return NULL;
  sym_ctx *c = b->c;
  sym_term *pa = symb_opnd(b, ld, LLVMGetOperand(ld, 0));
  if (j) {
    sym_term *ops[2] = {pa, sym_const(c, pa->width, j * eb)};
    pa = sym_mk(c, SYM_GEP, pa->width, 0, 0, 0, 2, ops);
  }
  sym_term *vec[64];
  int l = loop_of_value(b, ld);
  int n = l >= 0 ? vec_of(b, l, vec) : 0;
  return merged_load(b, pa, w, mg, vec, n);
}

/* Lane j of vector value vec, used at instruction at: the term `extractelement vec, i64 j`
 * gets (a lane of a vector stored to a local variable reads as the lane itself). */
sym_term *symb_lane(builder *b, LLVMValueRef at, LLVMValueRef vec, uint64_t j, unsigned w) {
  sym_term *lane = LLVMIsALoadInst(vec) ? lane_load(b, vec, j, w) : NULL;
  if (lane) return lane;
  sym_term *ops2[2] = {symb_opnd(b, at, vec), sym_const(b->c, 64, j)};
  return sym_mk(b->c, SYM_UF, w, 0, sym_intern(b->c, "extractelement", 14), 0, 2, ops2);
}

static sym_term *widened_lane_load(builder *b, LLVMValueRef v, unsigned w) {
  LLVMValueRef idx = LLVMGetOperand(v, 1);
  if (!LLVMIsAConstantInt(idx)) return NULL;
  return lane_load(b, LLVMGetOperand(v, 0), LLVMConstIntGetZExtValue(idx), w);
}

/* The iteration vector of an access: its loops' counters, and for a copy of a src access
 * that full unrolling made (sym_opts.copies) the src iteration it stands for. */
int symb_access_vec(builder *b, LLVMValueRef inst, sym_term **vec) {
  int l = loop_of_value(b, inst);
  int n = l >= 0 ? vec_of(b, l, vec) : 0;
  void *it = b->opts.copies ? ir_map_get(b->opts.copies, inst) : NULL;
  if (it) vec[n++] = sym_const(b->c, 64, (uint64_t)(uintptr_t)it - 1);
  else if (b->opts.hoisted && ir_map_has(b->opts.hoisted, inst)) vec[n++] = sym_const(b->c, 64, 0);
  return n;
}

/* The value a load (or atomic) reads: from a promotable local, what was last stored to it;
 * else, tagged, a function of its tag and the iteration vector, the same term in src and tgt
 * for the same access at the same iteration. */
static sym_term *load_term(builder *b, LLVMValueRef v, unsigned w) {
  sym_term *local = symb_local_load(b, v, w);
  if (local) return local;
  long tag = ir_tag_of(v);
  void *hoisted = b->opts.hoisted ? ir_map_get(b->opts.hoisted, v) : NULL;
  if (hoisted) tag = (long)(uintptr_t)hoisted - 1;
  const sym_merge *mg = tag < 0 && b->opts.untagged ? ir_map_get(b->opts.untagged, v) : NULL;
  if (tag < 0 && !mg) return symb_unsupp(b, w, "untagged load");
  sym_term *vec[65];
  int n = symb_access_vec(b, v, vec);
  if (mg) return ranged(b, v, merged_load(b, symb_opnd(b, v, LLVMGetOperand(v, 0)), w, mg, vec, n), false);
  sym_term *t = sym_mk(b->c, SYM_LOAD, w, 0, (uint64_t)tag, 0, n, vec);
  return LLVMGetInstructionOpcode(v) == LLVMAtomicRMW ? t : ranged(b, v, t, false);
}

/* ---- values ---- */

/* A value nvtv does not model bit by bit (vectors, aggregates, wide integers): an opaque
 * 64-bit handle, an uninterpreted function of the operands' terms (and of the tag and
 * iteration for loads), so equal computations give equal handles.  A difference that only
 * shows through a handle is reported as unknown, never as a counterexample. */
static sym_term *handle(builder *b, LLVMValueRef v, const char *what) {
  sym_ctx *c = b->c;
  char name[64];
  sym_term *ops[72];
  int n = 0;
  if (what && !LLVMIsAInstruction(v)) {
    /* a constant aggregate or vector: a function of its elements (identified struct types
     * get new names when src and tgt share a context, so their text cannot key it) */
    LLVMTypeRef ty = LLVMTypeOf(v);
    LLVMTypeKind k = LLVMGetTypeKind(ty);
    unsigned ne = k == LLVMStructTypeKind ? LLVMCountStructElementTypes(ty)
                  : k == LLVMArrayTypeKind ? (unsigned)LLVMGetArrayLength2(ty)
                  : k == LLVMVectorTypeKind ? LLVMGetVectorSize(ty) : 0;
    if (ne && ne <= 64 && LLVMIsAConstant(v)) {
      bool ok = true;
      for (unsigned i = 0; i < ne && ok; i++) {
        LLVMValueRef e = LLVMGetAggregateElement(v, i);
        ok = e != NULL;
        if (ok) ops[n++] = val(b, e);
      }
      if (ok) {
        snprintf(name, sizeof name, "agg.%d", (int)k);
        return sym_mk(c, SYM_UF, 64, 0, sym_intern(c, name, strlen(name)), 0, n, ops);
      }
      n = 0;
    }
    char *s = LLVMPrintValueToString(v);
    sym_term *t = sym_mk(c, SYM_UF, 64, 0, sym_intern(c, s, strlen(s)), 0, 0, NULL);
    LLVMDisposeMessage(s);
    return t;
  }
  if (what) {
    snprintf(name, sizeof name, "%s", what);
  } else {
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    snprintf(name, sizeof name, "handle.%d", (int)op);
    if (op == LLVMLoad || op == LLVMAtomicRMW || op == LLVMAtomicCmpXchg || ir_memkind_of(v) == IR_MEM_LOAD) {
      long tag = ir_tag_of(v);
      if (tag < 0) return symb_unsupp(b, 64, "untagged load of a vector or aggregate");
      ops[n++] = sym_const(c, 64, (uint64_t)tag);
    } else {
      int no = LLVMGetNumOperands(v);
      for (int i = 0; i < no && n < 64; i++) {
        LLVMValueRef a = LLVMGetOperand(v, (unsigned)i);
        if (LLVMGetValueKind(a) == LLVMMetadataAsValueValueKind || LLVMIsABasicBlock(a)) continue;
        ops[n++] = symb_opnd(b, v, a);
      }
    }
    int l = loop_of_value(b, v);
    if (l >= 0 && (op == LLVMLoad || op == LLVMPHI || op == LLVMCall)) n += vec_of(b, l, ops + n);
    if (op == LLVMPHI) return symb_unsupp(b, 64, "phi of a vector or aggregate type");
  }
  return sym_mk(c, SYM_UF, 64, 0, sym_intern(c, name, strlen(name)), 0, n, ops);
}

static const char *opcode_name(LLVMOpcode op) {
  switch (op) {
  case LLVMFAdd: return "fadd";
  case LLVMFSub: return "fsub";
  case LLVMFMul: return "fmul";
  case LLVMFDiv: return "fdiv";
  case LLVMFRem: return "frem";
  case LLVMFNeg: return "fneg";
  case LLVMFPToSI: return "fptosi";
  case LLVMFPToUI: return "fptoui";
  case LLVMSIToFP: return "sitofp";
  case LLVMUIToFP: return "uitofp";
  case LLVMFPTrunc: return "fptrunc";
  case LLVMFPExt: return "fpext";
  default: return NULL;
  }
}

/* An integer binary operation as a term of its operands, flags included (instructions only:
 * constant expressions carry none here); NULL for another opcode.  binop() and the lanes of
 * vector operations (lane_of) share it. */
static sym_term *int_binop(sym_ctx *c, LLVMValueRef v, LLVMOpcode op, bool is_inst, sym_term *x, sym_term *y) {
  static const struct { LLVMOpcode op; sym_op s; } map[] = {
      {LLVMAdd, SYM_ADD}, {LLVMSub, SYM_SUB}, {LLVMMul, SYM_MUL}, {LLVMShl, SYM_SHL},
      {LLVMLShr, SYM_LSHR}, {LLVMAShr, SYM_ASHR}, {LLVMAnd, SYM_AND}, {LLVMOr, SYM_OR},
      {LLVMXor, SYM_XOR}, {LLVMUDiv, SYM_UDIV}, {LLVMSDiv, SYM_SDIV}, {LLVMURem, SYM_UREM},
      {LLVMSRem, SYM_SREM}};
  sym_op s = SYM_NUM_OPS;
  for (unsigned i = 0; i < sizeof map / sizeof *map; i++)
    if (map[i].op == op) s = map[i].s;
  if (s == SYM_NUM_OPS) return NULL;
  unsigned flags = 0;
  if (is_inst) {
    if (op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl) {
      if (LLVMGetNSW(v)) flags |= SYM_NSW;
      if (LLVMGetNUW(v)) flags |= SYM_NUW;
    }
    if ((op == LLVMUDiv || op == LLVMSDiv || op == LLVMLShr || op == LLVMAShr) && LLVMGetExact(v))
      flags |= SYM_EXACT;
    if (op == LLVMOr && LLVMGetIsDisjoint(v)) flags |= SYM_DISJOINT;
  }
  return sym_bin(c, s, flags, x, y);
}

static sym_term *binop(builder *b, LLVMValueRef v, LLVMOpcode op, bool is_inst) {
  sym_term *x = symb_opnd(b, v, LLVMGetOperand(v, 0)), *y = symb_opnd(b, v, LLVMGetOperand(v, 1));
  return int_binop(b->c, v, op, is_inst, x, y);
}

/* trunc, zext, sext of x to width w, flags included (cast_term and lane_of) */
static sym_term *int_cast(sym_ctx *c, LLVMValueRef v, LLVMOpcode op, bool is_inst, unsigned w, sym_term *x) {
  if (op == LLVMTrunc) {
    unsigned f = is_inst ? (LLVMGetNUW(v) ? SYM_NUW : 0) | (LLVMGetNSW(v) ? SYM_NSW : 0) : 0;
    return sym_cast(c, SYM_TRUNC, f, w, x);
  }
  if (op == LLVMZExt) return sym_cast(c, SYM_ZEXT, is_inst && LLVMGetNNeg(v) ? SYM_NNEG : 0, w, x);
  return sym_cast(c, SYM_SEXT, 0, w, x);
}

static sym_term *cast_term(builder *b, LLVMValueRef v, LLVMOpcode op, unsigned w, bool is_inst) {
  sym_ctx *c = b->c;
  LLVMValueRef a = LLVMGetOperand(v, 0);
  sym_term *x = symb_opnd(b, v, a);
  switch (op) {
  case LLVMTrunc: case LLVMZExt: case LLVMSExt: return int_cast(c, v, op, is_inst, w, x);
  case LLVMPtrToInt: case LLVMIntToPtr:
    return x->width == w ? x : sym_cast(c, x->width < w ? SYM_ZEXT : SYM_TRUNC, 0, w, x);
  case LLVMBitCast:
    if (x->width == w) return x;
    return symb_unsupp(b, w, "bitcast between types of different sizes");
  case LLVMAddrSpaceCast: {
    unsigned from = LLVMGetPointerAddressSpace(LLVMTypeOf(a));
    unsigned to = LLVMGetPointerAddressSpace(LLVMTypeOf(v));
    if (from == to) return x;
    if (to == 0) return to_generic(b, x, from);
    if (from == 0) return from_generic(b, x, to);
    return from_generic(b, to_generic(b, x, from), to);
  }
  default: return symb_unsupp(b, w, "unsupported cast");
  }
}

static sym_term *compute(builder *b, LLVMValueRef v) {
  sym_ctx *c = b->c;
  LLVMTypeRef ty = LLVMTypeOf(v);
  unsigned w = symb_type_width(b, ty);
  if (LLVMIsAArgument(v)) {
    LLVMValueRef fn = LLVMGetParamParent(v);
    unsigned idx = 0;
    for (LLVMValueRef p = LLVMGetFirstParam(fn); p && p != v; p = LLVMGetNextParam(p)) idx++;
    if (!w) return handle(b, v, "arg");
    unsigned as = LLVMGetTypeKind(ty) == LLVMPointerTypeKind ? LLVMGetPointerAddressSpace(ty) + 1 : 0;
    sym_term *arg = sym_mk(c, SYM_ARG, w, 0, idx, as, 0, NULL);
    LLVMTypeRef byval = as ? ir_byval_type(fn, idx) : NULL;
    if (byval && LLVMTypeIsSized(byval)) sym_set_object_size(c, arg, LLVMABISizeOfType(b->f->td, byval));
    return arg;
  }
  if (LLVMIsAGlobalValue(v)) {
    size_t n;
    const char *name = LLVMGetValueName2(v, &n);
    unsigned as = LLVMGetTypeKind(ty) == LLVMPointerTypeKind ? LLVMGetPointerAddressSpace(ty) : 0;
    sym_term *g = sym_mk(c, SYM_GLOBAL, w ? w : 64, 0, sym_intern(c, name, n), as, 0, NULL);
    if (LLVMIsAGlobalVariable(v)) {
      /* an external zero-sized array is dynamic shared memory (extern __shared__ T a[]):
       * its size is the launch's, unknown here */
      LLVMTypeRef vt = LLVMGlobalGetValueType(v);
      if (LLVMTypeIsSized(vt) && !ir_is_dynamic_global(v)) sym_set_object_size(c, g, LLVMABISizeOfType(b->f->td, vt));
    }
    return g;
  }
  if (LLVMIsAConstantInt(v)) {
    if (!w) return symb_unsupp(b, 1, "integer wider than 64 bits");
    return sym_const(c, w, LLVMConstIntGetZExtValue(v));
  }
  if (LLVMIsAConstantPointerNull(v)) return sym_const(c, w, 0);
  if (LLVMIsPoison(v)) return sym_leaf(c, SYM_POISON, w ? w : 1, 0);
  if (LLVMIsUndef(v)) return sym_mk(c, SYM_UNDEF, w ? w : 1, 0, sym_fresh(c), 0, 0, NULL);
  if (LLVMIsAConstantFP(v) && (w == 32 || w == 64) && LLVMGetTypeKind(ty) != LLVMBFloatTypeKind &&
      LLVMGetTypeKind(ty) != LLVMHalfTypeKind) {
    LLVMBool loses = 0;
    double d = LLVMConstRealGetDouble(v, &loses);
    uint64_t bits = 0;
    if (w == 64) memcpy(&bits, &d, 8);
    else {
      float fl = (float)d;
      uint32_t b32;
      memcpy(&b32, &fl, 4);
      bits = b32;
    }
    if (!loses) return sym_const(c, w, bits);
  }
  if (LLVMIsAConstantFP(v)) {
    char *s = LLVMPrintValueToString(v);
    sym_term *t = sym_mk(c, SYM_UF, w ? w : 32, 0, sym_intern(c, s, strlen(s)), 0, 0, NULL);
    LLVMDisposeMessage(s);
    return t;
  }
  bool is_inst = LLVMIsAInstruction(v) != NULL;
  /* values of other types are 64-bit handles; a phi of them merges or recurs over handles */
  if (!w && !(is_inst && LLVMGetInstructionOpcode(v) == LLVMPHI)) return handle(b, v, is_inst ? NULL : "const");
  if (!is_inst && !LLVMIsAConstantExpr(v)) return symb_unsupp(b, w, "unsupported constant");
  LLVMOpcode op = is_inst ? LLVMGetInstructionOpcode(v) : LLVMGetConstOpcode(v);
  switch (op) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMLShr: case LLVMAShr:
  case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMUDiv: case LLVMSDiv: case LLVMURem:
  case LLVMSRem:
    return binop(b, v, op, is_inst);
  case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMPtrToInt: case LLVMIntToPtr:
  case LLVMBitCast: case LLVMAddrSpaceCast:
    return cast_term(b, v, op, w, is_inst);
  case LLVMGetElementPtr: return gep_term(b, v, is_inst);
  case LLVMICmp:
    return sym_icmp(c, is_inst ? (int)LLVMGetICmpPredicate(v) : (int)LLVMGetICmpPredicate(v),
                    symb_opnd(b, v, LLVMGetOperand(v, 0)), symb_opnd(b, v, LLVMGetOperand(v, 1)));
  case LLVMSelect: {
    sym_term *cond = symb_opnd(b, v, LLVMGetOperand(v, 0));
    if (cond->width != 1) return symb_unsupp(b, w, "vector select");
    return sym_ite(c, cond, symb_opnd(b, v, LLVMGetOperand(v, 1)), symb_opnd(b, v, LLVMGetOperand(v, 2)));
  }
  case LLVMPHI: return phi_term(b, v);
  case LLVMFreeze: {
    sym_term *x = symb_opnd(b, v, LLVMGetOperand(v, 0));
    return sym_mk(c, SYM_FREEZE, x->width, 0, sym_fresh(c), 0, 1, &x);
  }
  case LLVMLoad: case LLVMAtomicRMW: return load_term(b, v, w);
  case LLVMExtractValue: {
    LLVMValueRef agg = LLVMGetOperand(v, 0);
    if (LLVMIsAAtomicCmpXchgInst(agg) && LLVMGetNumIndices(v) == 1) {
      long tag = ir_tag_of(agg);
      if (tag < 0) return symb_unsupp(b, w, "untagged cmpxchg");
      sym_term *vec[65];
      int n = symb_access_vec(b, agg, vec);
      return sym_mk(c, SYM_LOAD, w, 0, (uint64_t)tag, 1 + LLVMGetIndices(v)[0], n, vec);
    }
    sym_term *local = symb_local_field(b, v, w);
    if (local) return local;
    /* a field of a struct value (a call's result, a loaded struct): an uninterpreted
     * function of the aggregate's handle, equal wherever the handles are */
    char nm[64];
    int k = snprintf(nm, sizeof nm, "extractvalue");
    for (unsigned i = 0; i < LLVMGetNumIndices(v) && k < 56; i++) k += snprintf(nm + k, sizeof nm - (size_t)k, ".%u", LLVMGetIndices(v)[i]);
    sym_term *h = symb_opnd(b, v, agg);
    return sym_mk(c, SYM_UF, w, 0, sym_intern(c, nm, strlen(nm)), 0, 1, &h);
  }
  case LLVMExtractElement: {
    sym_term *lane = widened_lane_load(b, v, w);
    if (!lane) lane = symb_local_lane(b, v, w);
    if (lane) return lane;
    sym_term *ops2[2] = {symb_opnd(b, v, LLVMGetOperand(v, 0)), symb_opnd(b, v, LLVMGetOperand(v, 1))};
    return sym_mk(c, SYM_UF, w, 0, sym_intern(c, "extractelement", 14), 0, 2, ops2);
  }
  case LLVMCall: return call_term(b, v, w);
  case LLVMFCmp: {
    /* an unordered predicate p (8..15) is the negation of its inverse, the ordered 15 - p
     * (LLVM's numbering: !(x oge y) is x ult y, exact with NaNs): instcombine's `fcmp ult`
     * for clang -O0's `xor (fcmp oge), true` is then the same term */
    int p = (int)LLVMGetFCmpPredicate(v);
    char name[32];
    snprintf(name, sizeof name, "fcmp.%d", p >= 8 ? 15 - p : p);
    sym_term *t = uf_app(b, name, v, 2, 1, true);
    return p >= 8 ? sym_not(c, t) : t;
  }
  case LLVMAlloca: {
    size_t n;
    const char *name = LLVMGetValueName2(v, &n);
    char buf[256];
    snprintf(buf, sizeof buf, "alloca.%.*s", (int)(n < 200 ? n : 200), name);
    sym_term *g = sym_mk(c, SYM_GLOBAL, w, SYM_ALLOCA, sym_intern(c, buf, strlen(buf)), LLVMGetPointerAddressSpace(ty), 0, NULL);
    LLVMValueRef cnt = LLVMGetOperand(v, 0);
    LLVMTypeRef at = LLVMGetAllocatedType(v);
    if (LLVMIsAConstantInt(cnt) && LLVMTypeIsSized(at))
      sym_set_object_size(c, g, LLVMABISizeOfType(b->f->td, at) * LLVMConstIntGetZExtValue(cnt));
    return g;
  }
  default: {
    const char *nm = opcode_name(op);
    if (nm && w) return uf_app(b, nm, v, LLVMGetNumOperands(v), w, true);
    return symb_unsupp(b, w, "unsupported instruction");
  }
  }
}

static sym_term *val(builder *b, LLVMValueRef v) {
  sym_term *t = ir_map_get(&b->f->memo, v);
  if (t) return t;
  if (LLVMIsAInstruction(v) && ir_block_index(b->cfg, LLVMGetInstructionParent(v)) < 0)
    return symb_unsupp(b, symb_type_width(b, LLVMTypeOf(v)), "value from an unreachable block");
  /* a cycle not through a loop header (irreducible control flow) would recurse forever, a
   * very long chain would exhaust the stack: both are unsupported values */
  if (b->cfg->irreducible && ir_map_get(&b->busy, v)) /* (header phis re-enter through their placeholder) */
    return symb_unsupp(b, symb_type_width(b, LLVMTypeOf(v)), "a value that depends on itself outside a loop header");
  if (b->depth >= SYM_MAX_DEPTH)
    return symb_unsupp(b, symb_type_width(b, LLVMTypeOf(v)), "an expression chain deeper than " SYM_MAX_DEPTH_TEXT " values");
  ir_map_put(&b->busy, v, (void *)1);
  b->depth++;
  t = compute(b, v);
  b->depth--;
  ir_map_put(&b->busy, v, NULL);
  symb_cache_put(b, &b->f->memo, v, t);
  return t;
}

/* ---- accesses and loops ---- */

/* Lane j of vector value v (used by user) as the term of the scalar it was built from, or
 * NULL: insertelement at constant indices, shufflevector, integer arithmetic and casts
 * lane-wise (the terms the scalar instructions give), constant elements, lanes of widened
 * loads.  Floating-point vector arithmetic is not read through. */
static sym_term *lane_of(builder *b, LLVMValueRef user, LLVMValueRef v, unsigned j, int depth) {
  if (depth > 32) return NULL;
  if (LLVMIsAConstant(v)) {
    LLVMValueRef e = LLVMGetAggregateElement(v, j);
    if (!e || LLVMIsUndef(e) || LLVMIsPoison(e)) return NULL;
    return symb_opnd(b, user, e);
  }
  if (!LLVMIsAInstruction(v)) return NULL;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  switch (op) {
  case LLVMLoad: return lane_load(b, v, j, symb_type_width(b, LLVMGetElementType(LLVMTypeOf(v))));
  case LLVMInsertElement: {
    LLVMValueRef idx = LLVMGetOperand(v, 2);
    if (!LLVMIsAConstantInt(idx)) return NULL;
    if (LLVMConstIntGetZExtValue(idx) == j) return symb_opnd(b, v, LLVMGetOperand(v, 1));
    return lane_of(b, v, LLVMGetOperand(v, 0), j, depth + 1);
  }
  case LLVMShuffleVector: {
    int m = LLVMGetMaskValue(v, j);
    if (m == LLVMGetUndefMaskElem()) return NULL;
    LLVMValueRef a = LLVMGetOperand(v, 0);
    unsigned na = LLVMGetVectorSize(LLVMTypeOf(a));
    return (unsigned)m < na ? lane_of(b, v, a, (unsigned)m, depth + 1)
                            : lane_of(b, v, LLVMGetOperand(v, 1), (unsigned)m - na, depth + 1);
  }
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMLShr: case LLVMAShr:
  case LLVMAnd: case LLVMOr: case LLVMXor: {
    sym_term *x = lane_of(b, v, LLVMGetOperand(v, 0), j, depth + 1);
    sym_term *y = x ? lane_of(b, v, LLVMGetOperand(v, 1), j, depth + 1) : NULL;
    return y ? int_binop(b->c, v, op, true, x, y) : NULL;
  }
  case LLVMTrunc: case LLVMZExt: case LLVMSExt: {
    LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(v));
    sym_term *x = lane_of(b, v, LLVMGetOperand(v, 0), j, depth + 1);
    if (!x || LLVMGetTypeKind(et) != LLVMIntegerTypeKind || !symb_type_width(b, et)) return NULL;
    return int_cast(b->c, v, op, true, symb_type_width(b, et), x);
  }
  default: return NULL;
  }
}

/* An untagged plain load or store of a vector: its lanes (sym_access.lane: a store's lane
 * values; a load's stay NULL, what they read is widened_lane_load's). */
static void vector_lanes(builder *b, sym_access *a, LLVMValueRef inst, LLVMValueRef sv) {
  LLVMTypeRef vt = sv ? LLVMTypeOf(sv) : LLVMTypeOf(inst);
  if (a->tag >= 0 || (a->kind != IR_MEM_STORE && a->kind != IR_MEM_LOAD) || !ir_is_plain_memop(inst) ||
      LLVMGetTypeKind(vt) != LLVMVectorTypeKind)
    return;
  unsigned n = LLVMGetVectorSize(vt);
  LLVMTypeRef et = LLVMGetElementType(vt);
  unsigned w = symb_type_width(b, et);
  if (n < 2 || n > SYM_MAX_LANES || !w || w % 8 || LLVMABISizeOfType(b->f->td, et) * 8 != w) return;
  for (unsigned j = 0; j < n && sv; j++)
    if (!(a->lane[j] = lane_of(b, inst, sv, j, 0))) return;
  a->nlanes = (int)n;
  a->lane_bytes = w / 8;
  a->lane_type = et;
}

static void build_access(builder *b, sym_access *a, LLVMValueRef inst, int blk) {
  sym_ctx *c = b->c;
  a->inst = inst;
  a->tag = ir_tag_of(inst);
  a->kind = ir_memkind_of(inst);
  a->block = blk;
  a->loop = b->cfg->loop_of[blk];
  bool stopped = ir_cfg_stopped(b->cfg, blk, inst); /* (after an nvvm.exit or a trap in its block) */
  a->reach = stopped ? sym_false(c) : reach_of(b, blk, false);
  a->reachd = stopped ? sym_false(c) : reach_of(b, blk, true);
  for (int k = 0; k < 2; k++) {
    LLVMValueRef p = ir_mem_pointer(inst, k);
    if (!p) break;
    a->npointers = k + 1;
    a->aspace[k] = LLVMGetPointerAddressSpace(LLVMTypeOf(p));
    a->addr[k] = symb_opnd(b, inst, p);
    a->gaddr[k] = to_generic(b, a->addr[k], a->aspace[k]);
  }
  LLVMValueRef sv = ir_mem_value(inst);
  if (sv) a->value = symb_opnd(b, inst, sv);
  vector_lanes(b, a, inst, sv);
  if (a->kind == IR_MEM_CMPXCHG) a->cmp = symb_opnd(b, inst, LLVMGetOperand(inst, 1));
  if (a->kind == IR_MEM_INTRIN) {
    a->len = symb_opnd(b, inst, LLVMGetOperand(inst, 2));
    const char *n = ir_callee_name(inst, NULL);
    if (strncmp(n, "llvm.memset", 11) == 0) a->value = symb_opnd(b, inst, LLVMGetOperand(inst, 1));
  }
  (void)c;
}

static sym_term *noub_of(builder *b, int loop) {
  sym_ctx *c = b->c;
  sym_term *r = sym_true(c);
  for (int blk = 0; blk < b->cfg->n; blk++) {
    if (b->cfg->loop_of[blk] != loop) continue;
    LLVMValueRef t = LLVMGetBasicBlockTerminator(b->cfg->block[blk]);
    if (!t) continue;
    LLVMOpcode op = LLVMGetInstructionOpcode(t);
    sym_term *bad = NULL;
    if (op == LLVMUnreachable) bad = sym_true(c);
    else if (op == LLVMBr && LLVMIsConditional(t)) bad = sym_poison(c, symb_opnd(b, t, LLVMGetCondition(t)));
    else if (op == LLVMSwitch) bad = sym_poison(c, symb_opnd(b, t, LLVMGetOperand(t, 0)));
    if (bad && !sym_is_const(bad, 0))
      r = sym_and(c, r, sym_implies(c, reach_of(b, blk, false), sym_not(c, bad)));
  }
  return r;
}

static void build_loop(builder *b, int l) {
  sym_loopinfo *li = &b->f->loops[l];
  ir_loop *L = &b->cfg->loops[l];
  sym_ctx *c = b->c;
  li->gid = b->gid[l];
  li->k = kleaf(b, l);
  sym_term *v[64];
  li->nvec = vec_of(b, l, v);
  li->vec = ir_alloc(b->f->arena, (size_t)li->nvec * sizeof *li->vec);
  memcpy(li->vec, v, (size_t)li->nvec * sizeof *v);
  li->entry = loop_entry(b, l, false);
  li->entryd = loop_entry(b, l, true);
  li->hr = loop_app(b, SYM_HR, 1, l, false);
  li->cont = li->contd = sym_false(c);
  for (int i = 0; i < L->nlatches; i++) {
    int lt = L->latches[i];
    li->cont = sym_or(c, li->cont, sym_and(c, reach_of(b, lt, false), edge_cond(b, lt, L->header, false)));
    li->contd = sym_or(c, li->contd, sym_and(c, reach_of(b, lt, true), edge_cond(b, lt, L->header, true)));
  }
  li->noub = noub_of(b, l);
  size_t n;
  const char *hn = LLVMGetBasicBlockName(b->cfg->block[L->header]);
  n = strlen(hn);
  char name[64];
  snprintf(name, sizeof name, "%.*s", (int)(n ? (n < 60 ? n : 60) : 4), n ? hn : "loop");
  sym_set_loop_name(c, li->gid, name);
}

/* Pointer terms are at most 64 bits wide: an instruction that makes or takes a wider pointer
 * (a datalayout with 128-bit pointers) makes the function unsupported as a whole, before any
 * term of a mismatched width reaches the solver.  (A wider integer is an unsupported value
 * of its own, met where it is used: gep_term, casts.) */
static bool too_wide(builder *b, LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) t = LLVMGetElementType(t);
  return LLVMGetTypeKind(t) == LLVMPointerTypeKind && LLVMPointerSizeForAS(b->f->td, LLVMGetPointerAddressSpace(t)) > 8;
}

static const char *wide_values(builder *b, const ir_cfg *cfg) {
  for (int blk = 0; blk < cfg->n; blk++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->block[blk]); i; i = LLVMGetNextInstruction(i)) {
      bool wide = too_wide(b, LLVMTypeOf(i));
      for (int k = 0; k < LLVMGetNumOperands(i) && !wide; k++) {
        LLVMValueRef o = LLVMGetOperand(i, (unsigned)k);
        wide = o && LLVMGetValueKind(o) != LLVMBasicBlockValueKind && LLVMGetValueKind(o) != LLVMMetadataAsValueValueKind &&
               too_wide(b, LLVMTypeOf(o));
      }
      if (wide) return "a pointer wider than 64 bits";
    }
  return NULL;
}

void sym_name_args(sym_ctx *c, LLVMValueRef fn) {
  unsigned idx = 0;
  for (LLVMValueRef p = LLVMGetFirstParam(fn); p; p = LLVMGetNextParam(p), idx++) {
    size_t n;
    const char *nm = LLVMGetValueName2(p, &n);
    if (n) {
      char buf[128];
      snprintf(buf, sizeof buf, "%.*s", (int)(n < 120 ? n : 120), nm);
      sym_set_arg_name(c, idx, buf);
    }
  }
}

sym_fn *sym_fn_build(sym_ctx *c, ir_cfg *cfg, const uint32_t *loop_gid, int side, const sym_opts *o) {
  if (!cfg) return NULL;
  ir_arena *a = ir_arena_new();
  sym_fn *f = ir_alloc(a, sizeof *f);
  f->arena = a;
  f->ctx = c;
  f->cfg = cfg;
  f->side = side;
  ir_map_init(&f->memo);
  f->td = LLVMGetModuleDataLayout(LLVMGetGlobalParent(cfg->fn));
  builder *b = ir_alloc(a, sizeof *b);
  f->priv = b;
  b->f = f;
  b->c = c;
  b->cfg = cfg;
  uint32_t *gid = ir_alloc(a, (size_t)(cfg->nloops ? cfg->nloops : 1) * sizeof *gid);
  memcpy(gid, loop_gid, (size_t)cfg->nloops * sizeof *gid);
  b->gid = gid;
  b->opts = o ? *o : (sym_opts){.respect_range_attrs = true};
  if (b->opts.rotated) { /* the caller's array may go before the terms built on demand */
    sym_term **rot = ir_alloc(a, (size_t)(cfg->nloops ? cfg->nloops : 1) * sizeof *rot);
    memcpy(rot, b->opts.rotated, (size_t)cfg->nloops * sizeof *rot);
    b->opts.rotated = rot;
  }
  if (b->opts.dropped) {
    bool *drop = ir_alloc(a, (size_t)(cfg->nloops ? cfg->nloops : 1) * sizeof *drop);
    memcpy(drop, b->opts.dropped, (size_t)cfg->nloops * sizeof *drop);
    b->opts.dropped = drop;
  }
  b->range_kind = LLVMGetMDKindIDInContext(LLVMGetTypeContext(LLVMTypeOf(cfg->fn)), "range", 5);
  ir_map_init(&b->reach);
  ir_map_init(&b->reachd);
  ir_map_init(&b->entry);
  ir_map_init(&b->entryd);
  ir_map_init(&b->busy);
  ir_map_init(&b->locals);
  if (cfg->irreducible) b->unsupported = "irreducible control flow";
  for (int l = 0; l < cfg->nloops; l++)
    if (cfg->loops[l].depth > IR_MAX_LOOP_DEPTH) b->unsupported = "a loop nest deeper than " IR_STR(IR_MAX_LOOP_DEPTH) " loops";
  const char *wide = wide_values(b, cfg);
  if (wide) b->unsupported = wide;
  sym_name_args(c, cfg->fn);
  for (int blk = 0; blk < cfg->n; blk++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(cfg->block[blk]);
    LLVMOpcode op = t ? LLVMGetInstructionOpcode(t) : LLVMUnreachable;
    if (op == LLVMIndirectBr || op == LLVMCallBr || op == LLVMInvoke)
      b->unsupported = "indirectbr, callbr or invoke";
  }
  int nacc = 0;
  for (int blk = 0; blk < cfg->n; blk++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->block[blk]); i; i = LLVMGetNextInstruction(i))
      nacc += ir_memkind_of(i) != IR_MEM_NONE;
  f->acc = ir_alloc(a, (size_t)(nacc ? nacc : 1) * sizeof *f->acc);
  f->loops = ir_alloc(a, (size_t)(cfg->nloops ? cfg->nloops : 1) * sizeof *f->loops);
  for (int l = 0; l < cfg->nloops; l++) build_loop(b, l);
  for (int blk = 0; blk < cfg->n; blk++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->block[blk]); i; i = LLVMGetNextInstruction(i))
      if (ir_memkind_of(i) != IR_MEM_NONE) build_access(b, &f->acc[f->naccess++], i, blk);
  f->noub = noub_of(b, -1);
  f->reach = ir_alloc(a, (size_t)cfg->n * sizeof *f->reach);
  f->reachd = ir_alloc(a, (size_t)cfg->n * sizeof *f->reachd);
  for (int blk = 0; blk < cfg->n; blk++) {
    f->reach[blk] = reach_of(b, blk, false);
    f->reachd[blk] = reach_of(b, blk, true);
  }
  symb_flush_opaque(b);
  f->unsupported = b->unsupported;
  f->nopaque = b->opq_ids.n;
  f->opaque = ir_alloc(a, (size_t)(f->nopaque ? f->nopaque : 1) * sizeof *f->opaque);
  for (int i = 0; i < f->nopaque; i++) f->opaque[i] = (uint32_t)(uintptr_t)b->opq_ids.v[i];
  return f;
}

void sym_fn_map_terms(sym_fn *f, sym_term *(*fn)(void *arg, sym_term *t), void *arg, bool memo) {
#define R(x) ((x) = (x) ? fn(arg, (x)) : NULL)
  for (int i = 0; i < f->naccess; i++) {
    sym_access *a = &f->acc[i];
    for (int k = 0; k < 2; k++) {
      R(a->addr[k]);
      R(a->gaddr[k]);
    }
    R(a->value);
    R(a->cmp);
    R(a->len);
    R(a->reach);
    R(a->reachd);
    for (int j = 0; j < a->nlanes && j < SYM_MAX_LANES; j++) R(a->lane[j]);
  }
  for (int l = 0; l < f->cfg->nloops; l++) {
    sym_loopinfo *L = &f->loops[l];
    R(L->entry);
    R(L->entryd);
    R(L->cont);
    R(L->contd);
    R(L->hr);
    R(L->noub);
  }
  R(f->noub);
  for (int b = 0; b < f->cfg->n; b++) {
    R(f->reach[b]);
    R(f->reachd[b]);
  }
  for (size_t i = 0; memo && i < f->memo.cap; i++)
    if (f->memo.keys[i]) R(f->memo.vals[i]);
#undef R
}

void sym_fn_free(sym_fn *f) {
  if (!f) return;
  builder *b = f->priv;
  ir_map_free(&b->reach);
  ir_map_free(&b->reachd);
  ir_map_free(&b->entry);
  ir_map_free(&b->entryd);
  ir_map_free(&b->busy);
  symb_locals_free(b);
  free(b->log);
  free(b->opq);
  ir_vec_free(&b->opq_ids);
  ir_map_free(&f->memo);
  ir_arena_free(f->arena);
}

sym_term *sym_value_at(sym_fn *f, LLVMValueRef v, int at) {
  builder *b = f->priv;
  sym_term *t = at >= 0 ? symb_use_at(b, v, at) : val(b, v);
  symb_flush_opaque(b);
  return t;
}
