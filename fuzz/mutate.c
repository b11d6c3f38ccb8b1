/* IR-level mutations of corpus kernels, each valid by construction: shift a constant offset,
 * swap mul by a power of two and shl, add or remove a no-wrap or inbounds flag, duplicate an
 * access at a new offset, insert or move a barrier, split a block. */
#include "fuzz.h"

#include <stdlib.h>
#include <string.h>

typedef struct pick {
  LLVMValueRef *v;
  int n, cap;
} pick;

static void push(pick *p, LLVMValueRef v) {
  if (p->n == p->cap) {
    p->cap = p->cap ? 2 * p->cap : 32;
    p->v = realloc(p->v, (size_t)p->cap * sizeof *p->v);
    if (!p->v) ir_oom();
  }
  p->v[p->n++] = v;
}

static LLVMValueRef choose(pick *p, uint64_t *rng) { return p->n ? p->v[gen_rand(rng) % (uint64_t)p->n] : NULL; }

typedef bool (*want_fn)(LLVMValueRef);

static void collect(LLVMModuleRef m, want_fn want, pick *p) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        if (want(i)) push(p, i);
}

static bool const_gep(LLVMValueRef i) {
  if (!LLVMIsAGetElementPtrInst(i) || LLVMGetNumOperands(i) < 2) return false;
  LLVMValueRef last = LLVMGetOperand(i, (unsigned)LLVMGetNumOperands(i) - 1);
  return LLVMIsAConstantInt(last) && LLVMGetNumOperands(i) == 2;
}

static bool pow2_mul_or_shl(LLVMValueRef i) {
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  if (op != LLVMMul && op != LLVMShl) return false;
  LLVMValueRef c = LLVMGetOperand(i, 1);
  if (!LLVMIsAConstantInt(c)) return false;
  uint64_t v = LLVMConstIntGetZExtValue(c);
  return op == LLVMShl ? v < 16 : v && !(v & (v - 1));
}

static bool flagged(LLVMValueRef i) {
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  return op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl || op == LLVMGetElementPtr;
}

static bool access(LLVMValueRef i) {
  ir_memkind k = ir_memkind_of(i);
  return (k == IR_MEM_LOAD || k == IR_MEM_STORE) && LLVMIsAGetElementPtrInst(ir_mem_pointer(i, 0));
}

static bool barrier(LLVMValueRef i) { return ir_sync_kind(i) == IR_SYNC_BARRIER && !LLVMGetFirstUse(i); }

static bool splittable(LLVMValueRef i) {
  return LLVMGetInstructionOpcode(i) != LLVMPHI && !LLVMIsATerminatorInst(i) && LLVMGetPreviousInstruction(i) &&
         LLVMGetInstructionOpcode(LLVMGetPreviousInstruction(i)) != LLVMPHI;
}

static bool anything(LLVMValueRef i) { return !LLVMIsATerminatorInst(i) && LLVMGetInstructionOpcode(i) != LLVMPHI; }

static LLVMValueRef barrier_decl(LLVMModuleRef m) {
  LLVMValueRef f = LLVMGetNamedFunction(m, "llvm.nvvm.barrier0");
  if (f) return f;
  LLVMTypeRef ty = LLVMFunctionType(LLVMVoidTypeInContext(LLVMGetModuleContext(m)), NULL, 0, 0);
  return LLVMAddFunction(m, "llvm.nvvm.barrier0", ty);
}

const char *mut_apply(LLVMModuleRef m, uint64_t *rng) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
  const char *what = NULL;
  pick p = {0};
  switch (gen_rand(rng) % 7) {
  case 0: { /* shift a constant offset by a few elements */
    collect(m, const_gep, &p);
    LLVMValueRef g = choose(&p, rng);
    if (!g) break;
    LLVMValueRef c = LLVMGetOperand(g, 1);
    long long d = (long long)(gen_rand(rng) % 9) - 4;
    LLVMSetOperand(g, 1, LLVMConstInt(LLVMTypeOf(c), (unsigned long long)(LLVMConstIntGetSExtValue(c) + d), 1));
    what = "shift-offset";
    break;
  }
  case 1: { /* mul x, 2^k <-> shl x, k */
    collect(m, pow2_mul_or_shl, &p);
    LLVMValueRef i = choose(&p, rng);
    if (!i) break;
    LLVMValueRef x = LLVMGetOperand(i, 0), c = LLVMGetOperand(i, 1);
    uint64_t v = LLVMConstIntGetZExtValue(c);
    LLVMPositionBuilderBefore(b, i);
    LLVMValueRef n = LLVMGetInstructionOpcode(i) == LLVMMul
                         ? LLVMBuildShl(b, x, LLVMConstInt(LLVMTypeOf(c), (unsigned long long)__builtin_ctzll(v), 0), "")
                         : LLVMBuildMul(b, x, LLVMConstInt(LLVMTypeOf(c), 1ULL << v, 0), "");
    LLVMReplaceAllUsesWith(i, n);
    LLVMInstructionEraseFromParent(i);
    what = "swap-mul-shl";
    break;
  }
  case 2: { /* a flag */
    collect(m, flagged, &p);
    LLVMValueRef i = choose(&p, rng);
    if (!i) break;
    if (LLVMIsAGetElementPtrInst(i)) {
      LLVMSetIsInBounds(i, !LLVMIsInBounds(i));
    } else if (gen_rand(rng) & 1) {
      LLVMSetNSW(i, !LLVMGetNSW(i));
    } else {
      LLVMSetNUW(i, !LLVMGetNUW(i));
    }
    what = "toggle-flag";
    break;
  }
  case 3: { /* duplicate an access at another offset */
    collect(m, access, &p);
    LLVMValueRef a = choose(&p, rng);
    if (!a) break;
    LLVMValueRef ptr = ir_mem_pointer(a, 0);
    LLVMTypeRef ty = ir_mem_type(a);
    LLVMPositionBuilderBefore(b, LLVMGetNextInstruction(a));
    LLVMValueRef idx = LLVMConstInt(LLVMInt64TypeInContext(LLVMGetModuleContext(m)), (gen_rand(rng) % 8 + 1) * 4, 0);
    LLVMValueRef q = LLVMBuildGEP2(b, LLVMInt8TypeInContext(LLVMGetModuleContext(m)), ptr, &idx, 1, "");
    if (ir_memkind_of(a) == IR_MEM_LOAD || (gen_rand(rng) & 1)) {
      LLVMValueRef l = LLVMBuildLoad2(b, ty, q, "");
      LLVMSetAlignment(l, LLVMGetAlignment(a));
    } else {
      LLVMValueRef s = LLVMBuildStore(b, ir_mem_value(a), q);
      LLVMSetAlignment(s, LLVMGetAlignment(a));
    }
    what = "duplicate-access";
    break;
  }
  case 4: { /* insert a barrier in the entry block (uniform control flow) */
    LLVMValueRef fn = NULL;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !fn; f = LLVMGetNextFunction(f))
      if (!LLVMIsDeclaration(f)) fn = f;
    if (!fn) break;
    LLVMBasicBlockRef e = LLVMGetEntryBasicBlock(fn);
    for (LLVMValueRef i = LLVMGetFirstInstruction(e); i; i = LLVMGetNextInstruction(i))
      if (anything(i) || LLVMIsATerminatorInst(i)) push(&p, i);
    LLVMValueRef at = choose(&p, rng);
    if (!at) break;
    LLVMValueRef f = barrier_decl(m);
    LLVMPositionBuilderBefore(b, at);
    LLVMBuildCall2(b, LLVMGlobalGetValueType(f), f, NULL, 0, "");
    what = "insert-barrier";
    break;
  }
  case 5: { /* move a barrier one instruction up or down in its block */
    collect(m, barrier, &p);
    LLVMValueRef bar = choose(&p, rng);
    if (!bar) break;
    LLVMValueRef to = (gen_rand(rng) & 1) ? LLVMGetPreviousInstruction(bar) : LLVMGetNextInstruction(bar);
    if (!to || LLVMIsATerminatorInst(to) || LLVMGetInstructionOpcode(to) == LLVMPHI) break;
    bool operand = false; /* barrier0.popc(%x) stays below %x */
    for (int k = 0; k < LLVMGetNumOperands(bar); k++) operand |= LLVMGetOperand(bar, (unsigned)k) == to;
    if (operand) break;
    LLVMValueRef cl = LLVMInstructionClone(bar);
    if (to == LLVMGetPreviousInstruction(bar)) LLVMPositionBuilderBefore(b, to);
    else LLVMPositionBuilderBefore(b, LLVMGetNextInstruction(to));
    LLVMInsertIntoBuilder(b, cl);
    LLVMInstructionEraseFromParent(bar);
    what = "move-barrier";
    break;
  }
  default: { /* split a block */
    collect(m, splittable, &p);
    LLVMValueRef at = choose(&p, rng);
    if (!at) break;
    ir_split_block(at, "split");
    what = "split-block";
    break;
  }
  }
  free(p.v);
  LLVMDisposeBuilder(b);
  return what;
}
