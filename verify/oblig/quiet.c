/* What src's code between two points may change: a plain read's bytes left alone on every
 * path (the forwarding facts of the merged and split rules), and src's local variables tgt
 * promoted away (the dead-local rule). */
#include "oblig.h"

#include <stdlib.h>
#include <string.h>

/* May instruction i change what a plain read at address term addr, through a pointer into
 * `obj` (ir_private_object, or NULL for any other pointer), reads?  A write to a private
 * object or a local variable changes no other object, and nothing but a write through it
 * changes a private one: other threads, barriers and callees cannot reach it.  A write to
 * an object distinct from addr's (two globals, a noalias argument) does not either. */
static bool may_clobber(vctx *v, LLVMValueRef i, LLVMValueRef obj, sym_term *addr) {
  LLVMValueRef fn = v->s.fn;
  ir_memkind k = ir_memkind_of(i);
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  if (k == IR_MEM_NONE) {
    bool writes = op == LLVMFence || (op == LLVMCall && ir_call_touches_memory(i) && !ir_call_writes_private_only(i));
    return writes && !obj;
  }
  if (k == IR_MEM_LOAD && verify_plain_load(i)) return false;
  if (k == IR_MEM_SYNC) return !obj;
  /* a store, an atomic, a memory intrinsic: what its destination points into */
  LLVMValueRef dst = ir_mem_pointer(i, 0);
  if (!dst) return true;
  if (obj) return ir_pointer_base(dst) == obj;
  if (ir_private_object(fn, dst) || sym_local_of(v->s.sf, dst)) return false;
  const sym_access *w = verify_access_of(&v->s, i);
  return !w || !w->npointers || !sym_distinct_objects(fn, sym_nf(v->c, w->addr[0]), addr);
}

typedef struct quiet_walk {
  vctx *v;
  LLVMValueRef from, obj;
  sym_term *addr;
  bool clobbered;
} quiet_walk;

static bool walk_stop(LLVMValueRef i, void *env) { return i == ((quiet_walk *)env)->from; }

static void walk_visit(LLVMValueRef i, void *env) {
  quiet_walk *q = env;
  if (!q->clobbered && may_clobber(q->v, i, q->obj, q->addr)) q->clobbered = true;
}

/* Does `from` run before `to` in every execution of `to`, at the same iterations of every
 * loop around `from`, with nothing on the paths between that may change what a plain read
 * of pointer p (address term addr, src) reads?  from's block dominates to's, every loop
 * around from is around to, and a backward walk from `to` that stops at `from` meets no
 * clobber (may_clobber; through every loop between them, whole). */
bool verify_quiet_path(vctx *v, LLVMValueRef from, LLVMValueRef to, LLVMValueRef p, sym_term *addr) {
  ir_cfg *cfg = v->s.cfg;
  int bf = ir_block_index(cfg, LLVMGetInstructionParent(from)), bt = ir_block_index(cfg, LLVMGetInstructionParent(to));
  if (bf < 0 || bt < 0 || !ir_dominates(cfg, bf, bt)) return false;
  if (bf == bt) {
    LLVMValueRef i = from;
    while (i && i != to) i = LLVMGetNextInstruction(i);
    if (!i) return false; /* to comes first */
  }
  int l = cfg->loop_of[bf];
  if (l >= 0 && !ir_loop_contains(cfg, l, bt)) return false;
  quiet_walk q = {v, from, ir_private_object(v->s.fn, p), sym_nf(v->c, addr), false};
  ir_walk(cfg, to, false, true, walk_stop, walk_visit, &q);
  return !q.clobbered;
}

/* The alloca of src a pointer is based on: through GEPs and casts, or a local variable's
 * (sym_local_of: references too), or NULL. */
LLVMValueRef verify_local_of(vctx *v, LLVMValueRef p) {
  LLVMValueRef A = p ? ir_root_alloca(p) : NULL;
  return A ? A : p ? sym_local_of(v->s.sf, p) : NULL;
}

/* A local variable of src (an alloca sym models as one, or one only loads and stores use)
 * that tgt no longer has: no tgt access carries the tag of a src access to it, and no tgt
 * access is based on an alloca of its name (SROA and mem2reg promoted it). */
bool verify_local_gone(vctx *v, LLVMValueRef A) {
  if (!A || (!ir_only_accessed(A, true) && !sym_is_local(v->s.sf, A))) return false;
  size_t n = 0;
  const char *name = LLVMGetValueName2(A, &n);
  for (int i = 0; i < v->s.sf->naccess; i++) {
    const sym_access *x = &v->s.sf->acc[i];
    for (int k = 0; k < x->npointers; k++)
      if (x->tag >= 0 && verify_acc_by_tag(&v->t, x->tag) && verify_local_of(v, ir_mem_pointer(x->inst, k)) == A) return false;
  }
  for (int i = 0; i < v->t.sf->naccess; i++) {
    const sym_access *y = &v->t.sf->acc[i];
    for (int k = 0; k < y->npointers; k++) {
      LLVMValueRef B = ir_root_alloca(ir_mem_pointer(y->inst, k));
      size_t m = 0;
      const char *bn = B ? LLVMGetValueName2(B, &m) : NULL;
      if (B && (!n || (m >= n && !strncmp(bn, name, n) && (m == n || bn[n] == '.')))) return false;
    }
  }
  return true;
}
