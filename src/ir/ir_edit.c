/* Block and edge splitting.  The C API cannot change a phi's incoming block, so phis are
 * rebuilt in place.  requires: a well-formed function; breaks: any ir_cfg built before. */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

static char *name_copy(LLVMValueRef v) {
  size_t n;
  const char *s = LLVMGetValueName2(v, &n);
  char *r = malloc(n + 1);
  if (!r) ir_oom();
  memcpy(r, s, n);
  r[n] = 0;
  return r;
}

/* Moves instruction i to the end of bb, keeping its name. */
static void move_to_end(LLVMBuilderRef b, LLVMValueRef i, LLVMBasicBlockRef bb) {
  char *nm = name_copy(i);
  LLVMInstructionRemoveFromParent(i);
  LLVMPositionBuilderAtEnd(b, bb);
  LLVMInsertIntoBuilderWithName(b, i, nm);
  free(nm);
}

/* merge: several edges old->bb become one edge nw->bb (edge splitting). */
static void phi_replace(LLVMBasicBlockRef bb, LLVMBasicBlockRef old, LLVMBasicBlockRef nw,
                        bool merge) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(LLVMBasicBlockAsValue(bb))));
  LLVMValueRef i = LLVMGetFirstInstruction(bb);
  while (i && LLVMGetInstructionOpcode(i) == LLVMPHI) {
    LLVMValueRef next = LLVMGetNextInstruction(i);
    unsigned n = LLVMCountIncoming(i);
    bool uses_old = false;
    for (unsigned k = 0; k < n; k++) uses_old |= LLVMGetIncomingBlock(i, k) == old;
    if (uses_old) {
      LLVMPositionBuilderBefore(b, i);
      char *nm = name_copy(i);
      LLVMValueRef phi = LLVMBuildPhi(b, LLVMTypeOf(i), "");
      bool done_new = false;
      for (unsigned k = 0; k < n; k++) {
        LLVMValueRef v = LLVMGetIncomingValue(i, k);
        LLVMBasicBlockRef from = LLVMGetIncomingBlock(i, k);
        if (from == old) {
          if (merge && done_new) continue;
          from = nw;
          done_new = true;
        }
        LLVMAddIncoming(phi, &v, &from, 1);
      }
      LLVMReplaceAllUsesWith(i, phi);
      LLVMInstructionEraseFromParent(i);
      LLVMSetValueName2(phi, nm, strlen(nm));
      free(nm);
    }
    i = next;
  }
  LLVMDisposeBuilder(b);
}

void ir_phi_replace_block(LLVMBasicBlockRef bb, LLVMBasicBlockRef old, LLVMBasicBlockRef nw) {
  phi_replace(bb, old, nw, false);
}

static LLVMBasicBlockRef new_block_after(LLVMBasicBlockRef bb, const char *name) {
  LLVMValueRef fn = LLVMGetBasicBlockParent(bb);
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(fn));
  LLVMBasicBlockRef next = LLVMGetNextBasicBlock(bb);
  return next ? LLVMInsertBasicBlockInContext(ctx, next, name)
              : LLVMAppendBasicBlockInContext(ctx, fn, name);
}

LLVMBasicBlockRef ir_split_block(LLVMValueRef first, const char *name) {
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(first);
  LLVMBasicBlockRef nb = new_block_after(bb, name);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(first)));
  for (LLVMValueRef i = first, next; i; i = next) {
    next = LLVMGetNextInstruction(i);
    move_to_end(b, i, nb);
  }
  LLVMPositionBuilderAtEnd(b, bb);
  LLVMBuildBr(b, nb);
  LLVMValueRef t = LLVMGetBasicBlockTerminator(nb);
  unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;
  for (unsigned k = 0; k < ns; k++) ir_phi_replace_block(LLVMGetSuccessor(t, k), bb, nb);
  LLVMDisposeBuilder(b);
  return nb;
}

LLVMBasicBlockRef ir_split_edge(LLVMBasicBlockRef from, LLVMBasicBlockRef to, const char *name) {
  LLVMBasicBlockRef nb = new_block_after(from, name);
  LLVMValueRef t = LLVMGetBasicBlockTerminator(from);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(t)));
  LLVMPositionBuilderAtEnd(b, nb);
  LLVMBuildBr(b, to);
  unsigned ns = LLVMGetNumSuccessors(t);
  for (unsigned k = 0; k < ns; k++)
    if (LLVMGetSuccessor(t, k) == to) LLVMSetSuccessor(t, k, nb);
  phi_replace(to, from, nb, true);
  LLVMDisposeBuilder(b);
  return nb;
}
