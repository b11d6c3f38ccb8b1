/* Local variables (the term builder's model of allocas, sym_build.c).
 * A local variable is an entry-block alloca of one object of at most LOCAL_MAX_BYTES whose
 * address reaches only plain loads and stores of scalars at constant offsets, memcpy,
 * memmove and memset calls of a constant length inside it, and lifetime markers: what
 * mem2reg and SROA promote.  It is private to its thread, so what a load of it reads is what
 * the thread last wrote there on the path that reached the load.  nvtv keeps it as slots
 * (offset, width): a load of slot (o, w) reads
 *   - after a store of w bits at o: the stored value;
 *   - after a memcpy into the local that covers the slot: what the copy reads at the same
 *     place of its source (another local's slot, or memory: a function of the copy's tag,
 *     the offset and the iteration, SYM_LOAD with aux SYM_FIELD + offset, the term tgt's
 *     load of that field gets when SROA splits the copy, verify/rules/split.c);
 *   - after a memset that covers it: the byte repeated;
 *   - after any other write that overlaps it: an unsupported value (another layout);
 * at a block's entry an if-then-else over the incoming edges, at a loop header a recurrence
 * like a header phi's (the phi mem2reg would insert), at the entry block an undefined value.
 * The address may also reach a reference (a pointer local every store of which stores it:
 * an inlined `const T &` parameter at -O0), whose loads stand for the local; a struct load
 * taken apart by extractvalue; and a phi or select that only feeds copy sources
 * (`cond ? in[i] : zero`), through which a copy reads the local or memory as it chooses.
 * At -O0 every variable lives in an alloca: without this, loop counters stored back on
 * every iteration would be unknown loaded values, and a float4 copied from global memory
 * into a local and read field by field would have no counterpart in tgt's four loads. */
#include "sym_build_impl.h"

#include <string.h>

enum { LOCAL_MAX_BYTES = 4096 };

typedef struct luse {
  int64_t off[2]; /* where pointer operand 0 / 1 (a copy's source) points in the local, or -1 */
} luse;

typedef struct lvar lvar;
typedef struct lslot {
  lvar *var;
  int64_t off;
  unsigned w;
  ir_map at; /* block key -> the slot's value at the block's entry */
} lslot;

struct lvar {
  uint64_t size;
  ir_map uses; /* instruction -> luse* */
  ir_vec slots;
};

static const char NOT_LOCAL[1];

/* llvm.memcpy / memmove / memset (set: the last) */
static bool mem_intrinsic(LLVMValueRef x, bool *set) {
  const char *n = LLVMIsACallInst(x) ? ir_callee_name(x, NULL) : NULL;
  if (!n) return false;
  *set = !strncmp(n, "llvm.memset.", 12);
  return *set || !strncmp(n, "llvm.memcpy.", 12) || !strncmp(n, "llvm.memmove.", 13);
}

/* a memory intrinsic's constant length, -1 when it has none or is volatile */
static int64_t intrinsic_len(LLVMValueRef x) {
  LLVMValueRef len = LLVMGetOperand(x, 2), vol = LLVMGetOperand(x, 3);
  if (!LLVMIsAConstantInt(len) || !LLVMIsAConstantInt(vol) || LLVMConstIntGetZExtValue(vol)) return -1;
  uint64_t n = LLVMConstIntGetZExtValue(len);
  return n <= LOCAL_MAX_BYTES ? (int64_t)n : -1;
}

/* a load of a struct or array whose only users take fields out of it (extractvalue) */
static bool fields_only(LLVMValueRef ld) {
  LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(ld));
  if (k != LLVMStructTypeKind && k != LLVMArrayTypeKind) return false;
  for (LLVMUseRef u = LLVMGetFirstUse(ld); u; u = LLVMGetNextUse(u))
    if (!LLVMIsAExtractValueInst(LLVMGetUser(u))) return false;
  return true;
}

/* Lane width in bits of a vector of scalars nvtv models (0: another type). */
static unsigned lane_width(builder *b, LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? symb_type_width(b, LLVMGetElementType(t)) : 0;
}

/* a load of a vector whose only users take constant lanes out of it (extractelement) */
static bool lanes_only(builder *b, LLVMValueRef ld) {
  if (!lane_width(b, LLVMTypeOf(ld))) return false;
  for (LLVMUseRef u = LLVMGetFirstUse(ld); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef x = LLVMGetUser(u);
    if (!LLVMIsAExtractElementInst(x) || !LLVMIsAConstantInt(LLVMGetOperand(x, 1))) return false;
  }
  return true;
}

/* A reference: pointer local R (an alloca of a pointer that only plain loads and stores at
 * R itself use) into which every store stores the same value; that value, else NULL.  At
 * -O0 an inlined `const float4 &c` parameter is one (`store ptr %p, ptr %c.addr`), and what
 * its loads give is the local it refers to. */
static LLVMValueRef ref_target(LLVMValueRef R) {
  if (!R || !LLVMIsAAllocaInst(R) || LLVMGetTypeKind(LLVMGetAllocatedType(R)) != LLVMPointerTypeKind) return NULL;
  LLVMValueRef t = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(R); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef x = LLVMGetUser(u);
    bool ld = LLVMIsALoadInst(x), st = LLVMIsAStoreInst(x) && LLVMGetOperand(x, 1) == R && LLVMGetOperand(x, 0) != R;
    if (ir_is_marker_call(x)) continue;
    if ((!ld && !st) || LLVMGetVolatile(x) || LLVMGetOrdering(x) != LLVMAtomicOrderingNotAtomic) return NULL;
    if (st && t && LLVMGetOperand(x, 0) != t) return NULL;
    if (st) t = LLVMGetOperand(x, 0);
  }
  return t;
}

/* a pointer phi or select in one block whose only users are the source operands of copies
 * in that block */
static bool copy_source_only(LLVMValueRef x) {
  bool set = false;
  for (LLVMUseRef u = LLVMGetFirstUse(x); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef y = LLVMGetUser(u);
    if (!mem_intrinsic(y, &set) || set || u != LLVMGetOperandUse(y, 1) || LLVMGetOperand(y, 0) == x ||
        LLVMGetInstructionParent(y) != LLVMGetInstructionParent(x))
      return false;
  }
  return true;
}

/* Records the users of v, a pointer `base` bytes into local L; false when one is not allowed. */
static bool local_uses(builder *b, lvar *L, LLVMValueRef v, int64_t base, int depth) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef x = LLVMGetUser(u);
    int64_t len = -1, off = 0;
    int op = 0;
    bool set = false;
    if (LLVMIsALoadInst(x) || (LLVMIsAStoreInst(x) && LLVMGetOperand(x, 1) == v && LLVMGetOperand(x, 0) != v)) {
      LLVMTypeRef t = LLVMIsALoadInst(x) ? LLVMTypeOf(x) : LLVMTypeOf(LLVMGetOperand(x, 0));
      if (LLVMGetVolatile(x) || LLVMGetOrdering(x) != LLVMAtomicOrderingNotAtomic) return false;
      if (!symb_type_width(b, t) && !(LLVMIsALoadInst(x) ? fields_only(x) || lanes_only(b, x) : lane_width(b, t)))
        return false;
      len = (int64_t)LLVMStoreSizeOfType(b->f->td, t);
    } else if ((LLVMIsAGetElementPtrInst(x) || LLVMIsABitCastInst(x)) && LLVMGetOperand(x, 0) == v && depth < 16) {
      if (LLVMIsAGetElementPtrInst(x) && !ir_gep_const_offset(b->f->td, x, &off)) return false;
      if (!local_uses(b, L, x, base + off, depth + 1)) return false;
      continue;
    } else if (ir_is_marker_call(x)) {
      continue;
    } else if ((LLVMIsAPHINode(x) || (LLVMIsASelectInst(x) && u != LLVMGetOperandUse(x, 0))) && copy_source_only(x)) {
      continue; /* `cond ? in[i] : zero` copied: a read, what it reads is the copy's (copy_read) */
    } else if (LLVMIsAStoreInst(x) && LLVMGetOperand(x, 0) == v && ref_target(LLVMGetOperand(x, 1)) == v) {
      LLVMValueRef R = LLVMGetOperand(x, 1); /* a reference to the local: its loads give v */
      if (ir_map_has(&L->uses, R)) continue;
      luse *e = ir_alloc(b->f->arena, sizeof *e);
      e->off[0] = e->off[1] = -1;
      ir_map_put(&L->uses, R, e);
      for (LLVMUseRef r = LLVMGetFirstUse(R); r; r = LLVMGetNextUse(r))
        if (LLVMIsALoadInst(LLVMGetUser(r)) && (depth >= 16 || !local_uses(b, L, LLVMGetUser(r), base, depth + 1)))
          return false;
      continue;
    } else if (mem_intrinsic(x, &set) && (u == LLVMGetOperandUse(x, 0) || (!set && u == LLVMGetOperandUse(x, 1)))) {
      len = intrinsic_len(x);
      op = u == LLVMGetOperandUse(x, 0) ? 0 : 1;
    } else {
      return false;
    }
    if (base < 0 || len < 0 || (uint64_t)(base + len) > L->size) return false;
    luse *e = ir_map_get(&L->uses, x);
    if (e) return false; /* a second use by one instruction: a copy within the local */
    e = ir_alloc(b->f->arena, sizeof *e);
    e->off[0] = e->off[1] = -1;
    e->off[op] = base;
    ir_map_put(&L->uses, x, e);
  }
  return true;
}

/* the local variable a is, or NULL */
static lvar *local_var(builder *b, LLVMValueRef a) {
  void *m = a ? ir_map_get(&b->locals, a) : (void *)NOT_LOCAL;
  if (m) return m == NOT_LOCAL ? NULL : m;
  lvar *L = NULL;
  LLVMValueRef cnt = LLVMIsAAllocaInst(a) ? LLVMGetOperand(a, 0) : NULL;
  LLVMTypeRef t = cnt ? LLVMGetAllocatedType(a) : NULL;
  if (cnt && LLVMGetInstructionParent(a) == b->cfg->block[0] && LLVMIsAConstantInt(cnt) &&
      LLVMConstIntGetZExtValue(cnt) == 1 && LLVMTypeIsSized(t) && LLVMABISizeOfType(b->f->td, t) <= LOCAL_MAX_BYTES) {
    L = ir_alloc(b->f->arena, sizeof *L);
    memset(L, 0, sizeof *L);
    L->size = LLVMABISizeOfType(b->f->td, t);
    ir_map_init(&L->uses);
    ir_vec_push(&b->local_maps, L);
    if (!local_uses(b, L, a, 0, 0)) L = NULL;
  }
  ir_map_put(&b->locals, a, L ? (void *)L : (void *)NOT_LOCAL);
  return L;
}

static lslot *slot_of(builder *b, lvar *L, int64_t off, unsigned w) {
  for (int i = 0; i < L->slots.n; i++) {
    lslot *s = L->slots.v[i];
    if (s->off == off && s->w == w) return s;
  }
  lslot *s = ir_alloc(b->f->arena, sizeof *s);
  s->var = L;
  s->off = off;
  s->w = w;
  ir_map_init(&s->at);
  ir_vec_push(&L->slots, s);
  return s;
}

static sym_term *slot_before(builder *b, lslot *s, LLVMValueRef at);

/* The local variable p points into (its alloca in *alloca when asked) and where, through
 * constant GEPs, casts and references, or NULL.  (local_uses accepts no other way to one.) */
static lvar *local_at(builder *b, LLVMValueRef p, int64_t *off, LLVMValueRef *alloca) {
  *off = 0;
  for (int d = 0; p && d < 64; d++) {
    int64_t o = 0;
    if (LLVMIsAAllocaInst(p)) {
      if (alloca) *alloca = p;
      return local_var(b, p);
    }
    if (LLVMIsALoadInst(p)) p = ref_target(LLVMGetOperand(p, 0));
    else if (LLVMIsAGetElementPtrInst(p) && ir_gep_const_offset(b->f->td, p, &o)) p = LLVMGetOperand(p, 0);
    else if (LLVMIsABitCastInst(p) || LLVMIsAAddrSpaceCastInst(p)) p = LLVMGetOperand(p, 0);
    else return NULL;
    *off += o;
  }
  return NULL;
}

/* A copy whose source is a phi (outside loops) or select of x's block (`cond ? in[i] : zero`)
 * reads through the pointer it chooses: the number of choices, 0 for a plain source. */
static unsigned choices(builder *b, LLVMValueRef x) {
  LLVMValueRef p = LLVMGetOperand(x, 1);
  if (LLVMGetInstructionParent(p) != LLVMGetInstructionParent(x)) return 0;
  if (LLVMIsASelectInst(p)) return 2;
  int blk = ir_block_index(b->cfg, LLVMGetInstructionParent(x));
  return LLVMIsAPHINode(p) && b->cfg->loop_of[blk] < 0 ? LLVMCountIncoming(p) : 0;
}

/* choice i of x's source and in *cond where it is the one chosen (NULL: an unreachable edge) */
static LLVMValueRef choice(builder *b, LLVMValueRef x, unsigned i, sym_term **cond) {
  LLVMValueRef p = LLVMGetOperand(x, 1);
  if (LLVMIsASelectInst(p)) {
    sym_term *c = symb_opnd(b, x, LLVMGetOperand(p, 0));
    *cond = i ? sym_not(b->c, c) : c;
    return LLVMGetOperand(p, 1 + i);
  }
  int pb = ir_block_index(b->cfg, LLVMGetIncomingBlock(p, i));
  *cond = pb < 0 ? NULL : symb_edge_reach(b, pb, ir_block_index(b->cfg, LLVMGetInstructionParent(x)), false);
  return LLVMGetIncomingValue(p, i);
}

/* What copy x reads at byte rel through pointer p (its source, or one its source chooses
 * from) as w bits, in x's context: a local's slot, or memory (x's read there). */
static sym_term *read_via(builder *b, LLVMValueRef x, LLVMValueRef p, int64_t rel, unsigned w) {
  int64_t off;
  lvar *L = local_at(b, p, &off, NULL);
  if (L) return off + rel >= 0 && (uint64_t)(off + rel) + (w + 7) / 8 <= L->size ? slot_before(b, slot_of(b, L, off + rel, w), x)
                                                                                   : symb_unsupp(b, w, "a copy outside a local variable");
  long tag = ir_tag_of(x);
  if (tag < 0) return symb_unsupp(b, w, "a local variable copied from memory by an untagged memcpy");
  sym_term *vec[65];
  int n = symb_access_vec(b, x, vec);
  return sym_mk(b->c, SYM_LOAD, w, 0, (uint64_t)tag, SYM_FIELD + (uint64_t)rel, n, vec);
}

/* What copy x reads at byte rel of its source as w bits, in x's context (through the pointer
 * a source that chooses chooses). */
static sym_term *copy_read(builder *b, LLVMValueRef x, int64_t rel, unsigned w) {
  sym_term *r = NULL, *cond;
  for (unsigned i = choices(b, x); i-- > 0;) {
    LLVMValueRef q = choice(b, x, i, &cond);
    if (!cond) continue;
    sym_term *t = read_via(b, x, q, rel, w);
    r = r ? sym_ite(b->c, cond, t, r) : t;
  }
  return r ? r : read_via(b, x, LLVMGetOperand(x, 1), rel, w);
}

/* w bits of the byte `byte` repeated (memset) */
static sym_term *splat(builder *b, sym_term *byte, unsigned w) {
  sym_ctx *c = b->c;
  if (w % 8) return symb_unsupp(b, w, "a local variable read with a width memset does not fill");
  sym_term *one = sym_cast(c, SYM_ZEXT, 0, w, sym_cast(c, SYM_TRUNC, 0, 8, byte)), *r = one;
  for (unsigned k = 8; k < w; k += 8) r = sym_bin(c, SYM_OR, 0, r, sym_bin(c, SYM_SHL, 0, one, sym_const(c, w, k)));
  return r;
}

static sym_term *slot_at_entry(builder *b, lslot *s, int blk);

/* slot s's value just before instruction at, in at's block and context */
static sym_term *slot_before(builder *b, lslot *s, LLVMValueRef at) {
  int64_t sb = (int64_t)(s->w + 7) / 8;
  for (LLVMValueRef x = LLVMGetPreviousInstruction(at); x; x = LLVMGetPreviousInstruction(x)) {
    luse *u = ir_map_get(&s->var->uses, x);
    if (!u || u->off[0] < 0 || LLVMIsALoadInst(x)) continue;
    int64_t o = u->off[0];
    bool set = false, store = LLVMIsAStoreInst(x);
    LLVMValueRef sv = store ? LLVMGetOperand(x, 0) : NULL;
    int64_t len = store ? (int64_t)LLVMStoreSizeOfType(b->f->td, LLVMTypeOf(sv)) : intrinsic_len(x);
    if (o + len <= s->off || s->off + sb <= o) continue;
    if (store && o == s->off && symb_type_width(b, LLVMTypeOf(sv)) == s->w) return symb_opnd(b, x, sv);
    unsigned lw = store ? lane_width(b, LLVMTypeOf(sv)) : 0;
    if (lw == s->w && lw % 8 == 0 && s->off >= o && s->off + sb <= o + len && (s->off - o) % (lw / 8) == 0)
      return symb_lane(b, x, sv, (uint64_t)(s->off - o) / (lw / 8), lw); /* a whole vector stored */
    if (!store && o <= s->off && s->off + sb <= o + len && mem_intrinsic(x, &set))
      return set ? splat(b, symb_opnd(b, x, LLVMGetOperand(x, 1)), s->w) : copy_read(b, x, s->off - o, s->w);
    return symb_unsupp(b, s->w, "a local variable read in another layout than it was written");
  }
  return slot_at_entry(b, s, ir_block_index(b->cfg, LLVMGetInstructionParent(at)));
}

/* (the same value on every edge is that value: mem2reg's phi of one value, which is the
 * case of a variable a loop with `continue` leaves alone; as an if-then-else it would hide
 * that the variable never changes) */
static sym_term *slot_incoming(builder *b, const void *what, int blk, int l, int want) {
  lslot *s = (lslot *)what;
  sym_term *r = NULL, *one = NULL;
  bool same = true;
  for (int i = b->cfg->npred[blk] - 1; i >= 0; i--) {
    int p = b->cfg->pred[blk][i];
    if (want >= 0 && ir_loop_contains(b->cfg, l, p) != (want == 1)) continue;
    sym_term *v = symb_leave_loops(b, slot_before(b, s, LLVMGetBasicBlockTerminator(b->cfg->block[p])), p, blk, false);
    same &= !one || v == one;
    one = v;
    r = r ? sym_ite(b->c, symb_edge_reach(b, p, blk, false), v, r) : v;
  }
  return same ? one : r;
}

static sym_term *slot_at_entry(builder *b, lslot *s, int blk) {
  sym_term *t = ir_map_get(&s->at, symb_key_block(blk));
  if (t) return t;
  int l = b->cfg->loop_of[blk];
  if (b->cfg->irreducible) t = symb_unsupp(b, s->w, "irreducible control flow");
  else if (blk == 0) t = sym_mk(b->c, SYM_UNDEF, s->w, 0, sym_fresh(b->c), 0, 0, NULL); /* never stored */
  else if (l >= 0 && b->cfg->loops[l].header == blk) t = symb_header_rec(b, &s->at, symb_key_block(blk), s->w, blk, l, slot_incoming, s);
  else t = slot_incoming(b, s, blk, l, -1);
  if (!t) t = symb_unsupp(b, s->w, "local variable in a block without reachable predecessors");
  symb_cache_put(b, &s->at, symb_key_block(blk), t);
  return t;
}

/* a field of a struct or array loaded from a local variable (extractvalue): the slot it
 * reads, else NULL */
sym_term *symb_local_field(builder *b, LLVMValueRef ev, unsigned w) {
  LLVMValueRef ld = LLVMGetOperand(ev, 0);
  int64_t off;
  lvar *L = LLVMIsALoadInst(ld) && w ? local_at(b, LLVMGetOperand(ld, 0), &off, NULL) : NULL;
  if (!L) return NULL;
  LLVMTypeRef t = LLVMTypeOf(ld);
  const unsigned *idx = LLVMGetIndices(ev);
  for (unsigned i = 0; i < LLVMGetNumIndices(ev); i++) {
    if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
      off += (int64_t)LLVMOffsetOfElement(b->f->td, t, idx[i]);
      t = LLVMStructGetTypeAtIndex(t, idx[i]);
    } else if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
      t = LLVMGetElementType(t);
      off += (int64_t)idx[i] * (int64_t)LLVMABISizeOfType(b->f->td, t);
    } else {
      return NULL;
    }
  }
  return slot_before(b, slot_of(b, L, off, w), ld);
}

/* a constant lane of a vector loaded from a local variable (extractelement): the slot it
 * reads, else NULL (the prelude's __ldg(float4*) at -O0 keeps the loaded <4 x float> in an
 * alloca and reads it back lane by lane) */
sym_term *symb_local_lane(builder *b, LLVMValueRef ee, unsigned w) {
  LLVMValueRef ld = LLVMGetOperand(ee, 0), idx = LLVMGetOperand(ee, 1);
  int64_t off;
  lvar *L = LLVMIsALoadInst(ld) && w && LLVMIsAConstantInt(idx) ? local_at(b, LLVMGetOperand(ld, 0), &off, NULL) : NULL;
  if (!L || lane_width(b, LLVMTypeOf(ld)) != w || w % 8) return NULL;
  uint64_t j = LLVMConstIntGetZExtValue(idx);
  if (j >= LLVMGetVectorSize(LLVMTypeOf(ld))) return NULL;
  return slot_before(b, slot_of(b, L, off + (int64_t)(j * (w / 8)), w), ld);
}

/* a load of a local variable: the slot it reads, else NULL */
sym_term *symb_local_load(builder *b, LLVMValueRef v, unsigned w) {
  int64_t off;
  lvar *L = LLVMIsALoadInst(v) && w ? local_at(b, LLVMGetOperand(v, 0), &off, NULL) : NULL;
  return L ? slot_before(b, slot_of(b, L, off, w), v) : NULL;
}

void symb_locals_free(builder *b) {
  ir_map_free(&b->locals);
  for (int i = 0; i < b->local_maps.n; i++) {
    lvar *L = b->local_maps.v[i];
    ir_map_free(&L->uses);
    for (int k = 0; k < L->slots.n; k++) ir_map_free(&((lslot *)L->slots.v[k])->at);
    ir_vec_free(&L->slots);
  }
  ir_vec_free(&b->local_maps);
}

/* ---- the module's interface (sym.h) ---- */

bool sym_is_local(sym_fn *f, LLVMValueRef alloca) { return local_var(f->priv, alloca) != NULL; }

LLVMValueRef sym_local_of(sym_fn *f, LLVMValueRef p) {
  int64_t off;
  LLVMValueRef A = NULL;
  return p && local_at(f->priv, p, &off, &A) ? A : NULL;
}

sym_term *sym_copy_source(sym_fn *f, LLVMValueRef x, sym_term **when) {
  builder *b = f->priv;
  LLVMValueRef mem = NULL;
  int64_t off;
  unsigned n = choices(b, x);
  *when = sym_true(b->c);
  if (!n) return local_at(b, LLVMGetOperand(x, 1), &off, NULL) ? NULL : symb_opnd(b, x, LLVMGetOperand(x, 1));
  sym_term *cond = sym_false(b->c), *c;
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef q = choice(b, x, i, &c);
    if (!c || local_at(b, q, &off, NULL)) continue;
    if (mem && mem != q) return NULL; /* two pointers into memory */
    mem = q;
    cond = sym_or(b->c, cond, c);
  }
  if (!mem) return NULL;
  *when = cond;
  LLVMValueRef p = LLVMGetOperand(x, 1);
  sym_term *t = LLVMIsASelectInst(p) ? symb_opnd(b, x, mem) : symb_use_at(b, mem, ir_block_index(b->cfg, LLVMGetInstructionParent(x)));
  symb_flush_opaque(b);
  return t;
}

bool sym_local_offset(sym_fn *f, LLVMValueRef x, int op, uint64_t *off) {
  int64_t o;
  if (!local_at(f->priv, LLVMGetOperand(x, (unsigned)op), &o, NULL)) return false;
  *off = (uint64_t)o;
  return true;
}

sym_term *sym_copy_read(sym_fn *f, LLVMValueRef x, uint64_t rel, unsigned w) {
  builder *b = f->priv;
  sym_term *t = copy_read(b, x, (int64_t)rel, w);
  symb_flush_opaque(b);
  return t;
}
