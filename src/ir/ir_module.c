/* Loading, printing, verifying and tagging modules. */
#include "ir.h"

#include <llvm-c/DebugInfo.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/IRReader.h>

static void quiet_diagnostics(LLVMDiagnosticInfoRef di, void *ctx) { (void)di, (void)ctx; }

LLVMContextRef ir_context_new(void) {
  LLVMContextRef c = LLVMContextCreate();
  LLVMContextSetDiagnosticHandler(c, quiet_diagnostics, NULL);
  return c;
}

/* First line of an LLVM message, into err. */
static void first_line(const char *msg, char *err, size_t errlen) {
  size_t n = strcspn(msg, "\n");
  if (n >= errlen) n = errlen - 1;
  memcpy(err, msg, n);
  err[n] = 0;
}

static LLVMModuleRef parse_buffer(LLVMContextRef ctx, LLVMMemoryBufferRef buf, const char *name,
                                  char *err, size_t errlen) {
  const char *start = LLVMGetBufferStart(buf);
  size_t size = LLVMGetBufferSize(buf);
  LLVMModuleRef m = NULL;
  char *msg = NULL;
  /* nothing but white space and NUL bytes (an empty file, /dev/null): LLVM would read an
   * empty module, and a check of it would say "0 kernels" */
  size_t k = 0;
  while (k < size && (start[k] == 0 || start[k] == ' ' || start[k] == '\t' || start[k] == '\n' || start[k] == '\r')) k++;
  if (k == size) {
    snprintf(err, errlen, "%s: error: empty input (%s)", name, size ? "only white space or NUL bytes" : "0 bytes");
    LLVMDisposeMemoryBuffer(buf);
    return NULL;
  }
  if (size >= 4 && (unsigned char)start[0] == 'B' && (unsigned char)start[1] == 'C' &&
      (unsigned char)start[2] == 0xC0 && (unsigned char)start[3] == 0xDE) {
    if (LLVMParseBitcodeInContext2(ctx, buf, &m)) {
      snprintf(err, errlen, "%s: error: invalid bitcode", name);
      m = NULL;
    }
    LLVMDisposeMemoryBuffer(buf);
    return m;
  }
  /* LLVMParseIRInContext takes ownership of buf. */
  if (LLVMParseIRInContext(ctx, buf, &m, &msg)) {
    if (msg) {
      char line[1024];
      first_line(msg, line, sizeof line);
      /* LLVM names the buffer; make sure the path leads the message. */
      if (strncmp(line, name, strlen(name)) == 0)
        snprintf(err, errlen, "%s", line);
      else
        snprintf(err, errlen, "%s: %s", name, line);
      LLVMDisposeMessage(msg);
    } else {
      snprintf(err, errlen, "%s: error: cannot parse IR", name);
    }
    return NULL;
  }
  if (msg) LLVMDisposeMessage(msg);
  return m;
}

LLVMModuleRef ir_load(LLVMContextRef ctx, const char *path, char *err, size_t errlen) {
  if (ir_is_cuda_path(path)) return ir_load_cuda(ctx, path, NULL, err, errlen);
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  /* "-": standard input, as opt reads it (text or bitcode) */
  if (strcmp(path, "-") == 0 ? LLVMCreateMemoryBufferWithSTDIN(&buf, &msg)
                             : LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
    snprintf(err, errlen, "%s: error: cannot read file: %s", path, msg ? msg : "unknown error");
    if (msg) LLVMDisposeMessage(msg);
    return NULL;
  }
  return parse_buffer(ctx, buf, path, err, errlen);
}

LLVMModuleRef ir_load_with(LLVMContextRef ctx, const char *path, const ir_cuda_opts *o, char *err, size_t errlen) {
  if (ir_is_cuda_path(path)) return ir_load_cuda(ctx, path, o, err, errlen);
  return ir_load(ctx, path, err, errlen);
}

LLVMModuleRef ir_parse_bytes(LLVMContextRef ctx, const char *data, size_t len, const char *name, char *err,
                             size_t errlen) {
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(data, len, name ? name : "<bytes>");
  return parse_buffer(ctx, buf, name ? name : "<bytes>", err, errlen);
}

LLVMModuleRef ir_parse_string(LLVMContextRef ctx, const char *text, const char *name, char *err,
                              size_t errlen) {
  LLVMMemoryBufferRef buf =
      LLVMCreateMemoryBufferWithMemoryRangeCopy(text, strlen(text), name ? name : "<string>");
  return parse_buffer(ctx, buf, name ? name : "<string>", err, errlen);
}

bool ir_verify(LLVMModuleRef m, char *err, size_t errlen) {
  char *msg = NULL;
  if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
    first_line(msg ? msg : "invalid module", err, errlen);
    if (msg) LLVMDisposeMessage(msg);
    return false;
  }
  if (msg) LLVMDisposeMessage(msg);
  return true;
}

bool ir_write(LLVMModuleRef m, const char *path, char *err, size_t errlen) {
  size_t n = strlen(path);
  if (n > 3 && strcmp(path + n - 3, ".bc") == 0) {
    if (LLVMWriteBitcodeToFile(m, path)) {
      snprintf(err, errlen, "%s: error: cannot write bitcode", path);
      return false;
    }
    return true;
  }
  char *s = LLVMPrintModuleToString(m);
  FILE *f = strcmp(path, "-") == 0 ? stdout : fopen(path, "w");
  if (!f) {
    snprintf(err, errlen, "%s: error: cannot open for writing", path);
    LLVMDisposeMessage(s);
    return false;
  }
  bool ok = fputs(s, f) >= 0;
  if (f != stdout) ok = (fclose(f) == 0) && ok;
  else fflush(stdout);
  LLVMDisposeMessage(s);
  if (!ok) snprintf(err, errlen, "%s: error: write failed", path);
  return ok;
}

LLVMModuleRef ir_clone(LLVMModuleRef m) { return LLVMCloneModule(m); }

LLVMTypeRef ir_byval_type(LLVMValueRef fn, unsigned idx) {
  unsigned kind = LLVMGetEnumAttributeKindForName("byval", 5);
  LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(fn, idx + 1, kind);
  return a ? LLVMGetTypeAttributeValue(a) : NULL;
}

bool ir_is_dynamic_global(LLVMValueRef g) {
  if (!LLVMIsAGlobalVariable(g) || LLVMGetInitializer(g)) return false;
  LLVMTypeRef t = LLVMGlobalGetValueType(g);
  if (!LLVMTypeIsSized(t)) return true;
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(LLVMGetGlobalParent(g));
  return LLVMABISizeOfType(td, t) == 0;
}

/* ---- memory operations ------------------------------------------------------------- */

ir_gep_kind ir_gep_step(LLVMTargetDataRef td, LLVMTypeRef *ty, LLVMValueRef idx, int k, uint64_t *off) {
  *off = 0;
  if (k == 0) return IR_GEP_SCALE;
  switch (LLVMGetTypeKind(*ty)) {
  case LLVMStructTypeKind: {
    unsigned field = (unsigned)LLVMConstIntGetZExtValue(idx);
    *off = LLVMOffsetOfElement(td, *ty, field);
    *ty = LLVMStructGetTypeAtIndex(*ty, field);
    return IR_GEP_FIELD;
  }
  case LLVMArrayTypeKind: case LLVMVectorTypeKind: *ty = LLVMGetElementType(*ty); return IR_GEP_SCALE;
  default: return IR_GEP_BAD;
  }
}

bool ir_gep_const_offset(LLVMTargetDataRef td, LLVMValueRef gep, int64_t *out) {
  if (!LLVMIsAGetElementPtrInst(gep)) return false;
  LLVMTypeRef ty = LLVMGetGEPSourceElementType(gep);
  int64_t off = 0;
  unsigned n = (unsigned)LLVMGetNumOperands(gep);
  for (unsigned k = 1; k < n; k++) {
    LLVMValueRef idx = LLVMGetOperand(gep, k);
    uint64_t fo;
    if (!LLVMIsAConstantInt(idx) || LLVMGetTypeKind(LLVMTypeOf(idx)) == LLVMVectorTypeKind) return false;
    ir_gep_kind g = ir_gep_step(td, &ty, idx, (int)k - 1, &fo);
    if (g == IR_GEP_BAD || !LLVMTypeIsSized(ty)) return false;
    /* (modulo 2^64, as the GEP's own arithmetic: a fuzzed index near 2^63 wraps) */
    uint64_t step = g == IR_GEP_FIELD ? fo : (uint64_t)LLVMConstIntGetSExtValue(idx) * LLVMABISizeOfType(td, ty);
    off = (int64_t)((uint64_t)off + step);
  }
  *out = off;
  return true;
}

const char *ir_callee_name(LLVMValueRef call, size_t *len) {
  if (!call || !(LLVMIsACallInst(call) || LLVMIsAInvokeInst(call) || LLVMIsACallBrInst(call))) return NULL; /* a fence, any other instruction */
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee)) return NULL;
  size_t n;
  const char *s = LLVMGetValueName2(callee, &n);
  if (len) *len = n;
  return s;
}

static bool has_prefix(const char *s, const char *p) { return strncmp(s, p, strlen(p)) == 0; }

bool ir_is_sync_name(const char *n) {
  return has_prefix(n, "llvm.nvvm.barrier") || has_prefix(n, "llvm.nvvm.bar.") ||
         has_prefix(n, "llvm.nvvm.membar") || has_prefix(n, "llvm.nvvm.fence") ||
         strcmp(n, "llvm.nvvm.exit") == 0 || strcmp(n, "llvm.nvvm.trap") == 0 ||
         strcmp(n, "llvm.trap") == 0 || has_prefix(n, "llvm.nvvm.cp.async.bulk.wait") ||
         has_prefix(n, "llvm.nvvm.cp.async.wait") || has_prefix(n, "llvm.nvvm.cluster.arrive");
}

ir_synckind ir_sync_kind(LLVMValueRef inst) {
  if (!inst || !LLVMIsAInstruction(inst)) return IR_SYNC_NONE;
  if (LLVMGetInstructionOpcode(inst) == LLVMFence) return IR_SYNC_FENCE;
  if (LLVMGetInstructionOpcode(inst) != LLVMCall) return IR_SYNC_NONE;
  const char *n = ir_callee_name(inst, NULL);
  if (!n || !ir_is_sync_name(n)) return IR_SYNC_NONE;
  /* nvvm.trap is spelled llvm.trap in LLVM 19, cp.async.bulk.wait_group
   * llvm.nvvm.cp.async.bulk.wait.group[.read] */
  if (!strcmp(n, "llvm.nvvm.exit") || !strcmp(n, "llvm.nvvm.trap") || !strcmp(n, "llvm.trap") ||
      has_prefix(n, "llvm.nvvm.bar.warp.sync") || has_prefix(n, "llvm.nvvm.cp.async.bulk.wait") ||
      strstr(n, "cluster.arrive.relaxed"))
    return IR_SYNC_EXEMPT;
  if (!strcmp(n, "llvm.nvvm.barrier0") || has_prefix(n, "llvm.nvvm.barrier0.") || !strcmp(n, "llvm.nvvm.barrier.n") ||
      has_prefix(n, "llvm.nvvm.bar.sync") || has_prefix(n, "llvm.nvvm.barrier.sync") || !strcmp(n, "llvm.nvvm.barrier"))
    return IR_SYNC_BARRIER;
  if (has_prefix(n, "llvm.nvvm.membar") || has_prefix(n, "llvm.nvvm.fence")) return IR_SYNC_FENCE;
  return IR_SYNC_OTHER;
}

bool ir_never_returns(LLVMValueRef inst) {
  if (!inst || !LLVMIsACallInst(inst)) return false;
  const char *n = ir_callee_name(inst, NULL);
  if (n && (!strcmp(n, "llvm.nvvm.exit") || !strcmp(n, "llvm.nvvm.trap") || !strcmp(n, "llvm.trap"))) return true;
  unsigned kind = LLVMGetEnumAttributeKindForName("noreturn", 8);
  if (LLVMGetCallSiteEnumAttribute(inst, LLVMAttributeFunctionIndex, kind)) return true;
  LLVMValueRef f = LLVMGetCalledValue(inst);
  return f && LLVMIsAFunction(f) && LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kind);
}

const char *ir_synckind_name(ir_synckind k) {
  static const char *n[] = {"none", "barrier", "fence", "exempt", "other"};
  return (unsigned)k <= IR_SYNC_OTHER ? n[k] : "?";
}

bool ir_is_ldg_name(const char *n) {
  return has_prefix(n, "llvm.nvvm.ldg.global.") || has_prefix(n, "llvm.nvvm.ldu.global.");
}

bool ir_is_plain_memop(LLVMValueRef inst) {
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  return op == LLVMLoad || op == LLVMStore || op == LLVMAtomicRMW || op == LLVMAtomicCmpXchg;
}

bool ir_call_memory_effects(LLVMValueRef call, uint64_t *me) {
  unsigned kind = LLVMGetEnumAttributeKindForName("memory", 6);
  LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(call, LLVMAttributeFunctionIndex, kind);
  LLVMValueRef f = LLVMGetCalledValue(call);
  if (!a && f && LLVMIsAFunction(f)) a = LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kind);
  if (!a) return false;
  *me = LLVMGetEnumAttributeValue(a);
  return true;
}

/* memory(none) on the call site or the callee; intrinsics get theirs when declared */
static bool memory_none(LLVMValueRef call) {
  uint64_t me;
  return ir_call_memory_effects(call, &me) && me == 0;
}

bool ir_asm_warp_op(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAInlineAsm(callee)) return false;
  size_t al;
  const char *at = LLVMGetInlineAsmAsmString(callee, &al);
  char text[1024];
  snprintf(text, sizeof text, "%.*s", (int)(al < sizeof text - 1 ? al : sizeof text - 1), at);
  /* a warp operation among register moves and arithmetic (CUB fuses shfl.sync with an add
   * under a predicate), with nothing that touches memory or synchronises beside it */
  static const char *const warp[] = {"shfl.sync.", "vote.", "match.", "redux.sync.", "activemask."};
  static const char *const other[] = {"ld.", "st.", "atom.", "red.", "bar.", "barrier.", "membar", "fence", "cp.", "call"};
  bool any = false;
  for (size_t i = 0; i < sizeof warp / sizeof *warp && !any; i++) any = strstr(text, warp[i]) != NULL;
  for (size_t i = 0; i < sizeof other / sizeof *other && any; i++) any = !strstr(text, other[i]);
  return any;
}

/* A call with a pointer argument: libdevice's __nv_sincosf, __nv_frexpf, __nv_modff and
 * __nv_remquof write their results through one, so they are not pure. */
bool ir_call_has_pointer_arg(LLVMValueRef inst) {
  unsigned n = (unsigned)LLVMGetNumArgOperands(inst);
  for (unsigned i = 0; i < n; i++)
    if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(inst, i))) == LLVMPointerTypeKind) return true;
  return false;
}

bool ir_call_touches_memory(LLVMValueRef inst) {
  if (!inst || !LLVMIsAInstruction(inst) || LLVMGetInstructionOpcode(inst) != LLVMCall) return false;
  if (ir_memkind_of(inst) != IR_MEM_NONE) return false;
  const char *n = ir_callee_name(inst, NULL);
  /* bookkeeping the interpreter also runs as no-ops: no memory of their own */
  /* ... warp operations, which exchange registers, not memory (their ordering of lanes is a
   * sync's, ir_sync_kind), and libdevice's math (__nv_sinf, ...: pure) */
  static const char *const none[] = {"llvm.nvvm.read.ptx.sreg.", "llvm.dbg.", "llvm.lifetime.", "llvm.assume",
                                     "llvm.nvvm.cp.async.bulk.commit.group", "llvm.nvvm.cp.async.commit.group",
                                     "llvm.experimental.noalias.scope.decl", "llvm.invariant.", "llvm.sideeffect",
                                     "llvm.donothing", "llvm.pseudoprobe", "llvm.nvvm.shfl.", "llvm.nvvm.vote.",
                                     "llvm.nvvm.match.", "llvm.nvvm.activemask", "llvm.nvvm.redux.sync.", "__nv_"};
  for (size_t i = 0; n && i < sizeof none / sizeof *none; i++)
    if (has_prefix(n, none[i])) return has_prefix(n, "__nv_") && ir_call_has_pointer_arg(inst);
  if (!n && ir_asm_warp_op(inst)) return false;
  return !memory_none(inst);
}

ir_memkind ir_memkind_of(LLVMValueRef inst) {
  if (!inst || !LLVMIsAInstruction(inst)) return IR_MEM_NONE;
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMLoad: return IR_MEM_LOAD;
  case LLVMStore: return IR_MEM_STORE;
  case LLVMAtomicRMW: return IR_MEM_RMW;
  case LLVMAtomicCmpXchg: return IR_MEM_CMPXCHG;
  case LLVMFence: return IR_MEM_SYNC;
  case LLVMCall: {
    const char *n = ir_callee_name(inst, NULL);
    if (!n) return IR_MEM_NONE;
    if (has_prefix(n, "llvm.memcpy") || has_prefix(n, "llvm.memmove") ||
        has_prefix(n, "llvm.memset"))
      return IR_MEM_INTRIN;
    if (ir_is_sync_name(n)) return IR_MEM_SYNC;
    if (ir_is_ldg_name(n)) return IR_MEM_LOAD;
    return IR_MEM_NONE;
  }
  default: return IR_MEM_NONE;
  }
}

int ir_count_memops(LLVMValueRef fn) {
  int n = 0;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) n += ir_memkind_of(i) != IR_MEM_NONE;
  return n;
}

const char *ir_memkind_name(ir_memkind k) {
  static const char *names[] = {"none", "load", "store", "atomicrmw", "cmpxchg", "memintrin", "sync"};
  return names[k];
}

LLVMValueRef ir_mem_pointer(LLVMValueRef inst, int which) {
  switch (ir_memkind_of(inst)) {
  case IR_MEM_LOAD: return which == 0 ? LLVMGetOperand(inst, 0) : NULL;
  case IR_MEM_STORE: return which == 0 ? LLVMGetOperand(inst, 1) : NULL;
  case IR_MEM_RMW:
  case IR_MEM_CMPXCHG: return which == 0 ? LLVMGetOperand(inst, 0) : NULL;
  case IR_MEM_INTRIN: {
    const char *n = ir_callee_name(inst, NULL);
    if (which == 0) return LLVMGetOperand(inst, 0);
    if (which == 1 && !has_prefix(n, "llvm.memset")) return LLVMGetOperand(inst, 1);
    return NULL;
  }
  default: return NULL;
  }
}

LLVMValueRef ir_mem_value(LLVMValueRef inst) {
  switch (ir_memkind_of(inst)) {
  case IR_MEM_STORE: return LLVMGetOperand(inst, 0);
  case IR_MEM_RMW: return LLVMGetOperand(inst, 1);
  case IR_MEM_CMPXCHG: return LLVMGetOperand(inst, 2);
  default: return NULL;
  }
}

LLVMTypeRef ir_mem_type(LLVMValueRef inst) {
  switch (ir_memkind_of(inst)) {
  case IR_MEM_LOAD:
  case IR_MEM_RMW: return LLVMTypeOf(inst);
  case IR_MEM_STORE: return LLVMTypeOf(LLVMGetOperand(inst, 0));
  case IR_MEM_CMPXCHG: return LLVMTypeOf(LLVMGetOperand(inst, 1));
  default: return NULL;
  }
}

/* ---- tags ---------------------------------------------------------------------------- */

static unsigned tag_kind(LLVMModuleRef m) {
  return LLVMGetMDKindIDInContext(LLVMGetModuleContext(m), "nvtv.id", 7);
}

int ir_tag_module(LLVMModuleRef m) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  unsigned kind = tag_kind(m);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
  int n = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        if (ir_memkind_of(i) == IR_MEM_NONE) continue;
        LLVMMetadataRef md = LLVMValueAsMetadata(LLVMConstInt(i64, (unsigned long long)++n, 0));
        LLVMSetMetadata(i, kind, LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, &md, 1)));
      }
  return n;
}

long ir_tag_of(LLVMValueRef inst) {
  LLVMModuleRef m = LLVMGetGlobalParent(LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst)));
  LLVMValueRef md = LLVMGetMetadata(inst, tag_kind(m));
  if (!md || LLVMGetMDNodeNumOperands(md) != 1) return -1;
  LLVMValueRef op;
  LLVMGetMDNodeOperands(md, &op);
  if (!op || !LLVMIsAConstantInt(op)) return -1;
  return (long)LLVMConstIntGetSExtValue(op);
}

/* An instruction as one line for messages (at most n bytes). */
static void inst_text(LLVMValueRef i, char *out, size_t n) {
  char *t = LLVMPrintValueToString(i);
  const char *p = t;
  while (*p == ' ') p++;
  snprintf(out, n, "%.*s", (int)strcspn(p, "\n"), p);
  LLVMDisposeMessage(t);
}

bool ir_check_tags(LLVMModuleRef m, bool unique, char *err, size_t errlen) {
  unsigned kind = tag_kind(m);
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    ir_map seen;
    ir_map_init(&seen);
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        LLVMValueRef md = LLVMGetMetadata(i, kind);
        if (!md) continue;
        const char *bad = NULL;
        long tag = -1;
        bool have = false; /* the tag's value was read */
        if (!LLVMIsAMDNode(md) || LLVMGetMDNodeNumOperands(md) != 1) bad = "is not one integer";
        else {
          LLVMValueRef op;
          LLVMGetMDNodeOperands(md, &op);
          if (!op || !LLVMIsAConstantInt(op) || LLVMGetIntTypeWidth(LLVMTypeOf(op)) > 64) bad = "is not one integer";
          else {
            have = true;
            if ((tag = (long)LLVMConstIntGetSExtValue(op)) < 0) bad = "is negative";
          }
        }
        if (!bad && unique) {
          if (ir_map_get(&seen, (void *)(intptr_t)(tag + 1))) bad = "is on several instructions";
          ir_map_put(&seen, (void *)(intptr_t)(tag + 1), i);
        }
        if (bad) {
          char text[160];
          size_t n;
          const char *name = LLVMGetValueName2(f, &n);
          inst_text(i, text, sizeof text);
          if (have) snprintf(err, errlen, "@%.*s: !nvtv.id %ld %s (%s)", (int)n, name, tag, bad, text);
          else snprintf(err, errlen, "@%.*s: !nvtv.id %s (%s)", (int)n, name, bad, text);
          ir_map_free(&seen);
          return false;
        }
      }
    ir_map_free(&seen);
  }
  return true;
}

void ir_tag_counts(LLVMModuleRef m, int *tagged, int *taggable) {
  int t = 0, a = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        if (ir_memkind_of(i) == IR_MEM_NONE) continue;
        a++;
        if (ir_tag_of(i) >= 0) t++;
      }
  if (tagged) *tagged = t;
  if (taggable) *taggable = a;
}

void ir_untag_module(LLVMModuleRef m) {
  unsigned kind = tag_kind(m);
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        if (LLVMGetMetadata(i, kind)) LLVMSetMetadata(i, kind, NULL);
}

/* ---- line map ------------------------------------------------------------------------ */

typedef struct lm_fn {
  char *name;
  int n, cap, *line;
} lm_fn;

struct ir_linemap {
  int nfn;
  lm_fn *fn;
};

static void lm_push(lm_fn *f, int line) {
  if (f->n == f->cap) {
    f->cap = f->cap ? 2 * f->cap : 64;
    f->line = realloc(f->line, (size_t)f->cap * sizeof *f->line);
    if (!f->line) ir_oom();
  }
  f->line[f->n++] = line;
}

/* "@name" or "@\"name\"" after "define ... "; returns malloc'd name. */
static char *define_name(const char *s) {
  const char *at = strchr(s, '@');
  if (!at) return NULL;
  at++;
  const char *e;
  if (*at == '"') {
    at++;
    e = strchr(at, '"');
    if (!e) return NULL;
  } else {
    e = at;
    while (*e && *e != '(' && !isspace((unsigned char)*e)) e++;
  }
  char *r = malloc((size_t)(e - at) + 1);
  if (!r) ir_oom();
  memcpy(r, at, (size_t)(e - at));
  r[e - at] = 0;
  return r;
}

static bool is_label_line(const char *s) {
  /* "name:" optionally followed by spaces and a comment; names may be quoted. */
  const char *p = s;
  if (*p == '"') {
    p = strchr(p + 1, '"');
    if (!p) return false;
    p++;
  } else {
    while (*p && (isalnum((unsigned char)*p) || strchr("._-$", *p))) p++;
  }
  if (p == s || *p != ':') return false;
  p++;
  while (*p == ' ' || *p == '\t') p++;
  return *p == 0 || *p == ';' || *p == '\n' || *p == '\r';
}

ir_linemap *ir_linemap_load(const char *path) {
  if (ir_is_cuda_path(path)) return NULL;
  FILE *f = fopen(path, "r");
  if (!f) return NULL;
  int c0 = fgetc(f);
  if (c0 == 'B') { /* bitcode */
    fclose(f);
    return NULL;
  }
  if (c0 != EOF) ungetc(c0, f);
  ir_linemap *lm = calloc(1, sizeof *lm);
  if (!lm) ir_oom();
  char *line = NULL;
  size_t cap = 0;
  int lineno = 0, brackets = 0;
  lm_fn *cur = NULL;
  while (getline(&line, &cap, f) >= 0) {
    lineno++;
    char *s = line;
    while (*s == ' ' || *s == '\t') s++;
    if (!cur) {
      if (strncmp(s, "define", 6) == 0 && isspace((unsigned char)s[6])) {
        char *nm = define_name(s);
        if (!nm) continue;
        lm->fn = realloc(lm->fn, (size_t)(lm->nfn + 1) * sizeof *lm->fn);
        if (!lm->fn) ir_oom();
        cur = &lm->fn[lm->nfn++];
        memset(cur, 0, sizeof *cur);
        cur->name = nm;
      }
      continue;
    }
    if (brackets > 0) { /* continuation of a switch / indirectbr operand list */
      for (char *p = s; *p && *p != ';'; p++) brackets += (*p == '[') - (*p == ']');
      continue;
    }
    if (*s == '}') {
      cur = NULL;
      continue;
    }
    if (*s == 0 || *s == '\n' || *s == '\r' || *s == ';' || is_label_line(s)) continue;
    lm_push(cur, lineno);
    int depth = 0;
    for (char *p = s; *p && *p != ';'; p++) {
      if (*p == '"') { /* skip strings */
        p = strchr(p + 1, '"');
        if (!p) break;
        continue;
      }
      depth += (*p == '[') - (*p == ']');
    }
    if (depth > 0 && strncmp(s, "switch", 6) == 0) brackets = depth;
    else if (depth > 0 && strncmp(s, "indirectbr", 10) == 0) brackets = depth;
  }
  free(line);
  fclose(f);
  return lm;
}

void ir_linemap_free(ir_linemap *lm) {
  if (!lm) return;
  for (int i = 0; i < lm->nfn; i++) {
    free(lm->fn[i].name);
    free(lm->fn[i].line);
  }
  free(lm->fn);
  free(lm);
}

static const char *loc_file(LLVMMetadataRef loc, unsigned *n) {
  LLVMMetadataRef scope = LLVMDILocationGetScope(loc), file = scope ? LLVMDIScopeGetFile(scope) : NULL;
  *n = 0;
  return file ? LLVMDIFileGetFilename(file, n) : "";
}

/* The line of the user's code an instruction came from: along the inlinedAt chain, the
 * innermost location in the file of the outermost one (a CUDA header's inline function,
 * __syncwarp in the toolkit's headers, is reported where the kernel calls it; a device
 * function of the kernel's own file where its access is). */
static int source_line(LLVMValueRef inst) {
  LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(inst);
  if (!loc) return (int)LLVMGetDebugLocLine(inst);
  LLVMMetadataRef chain[64];
  int n = 0;
  for (LLVMMetadataRef at = loc; at && n < 64; at = LLVMDILocationGetInlinedAt(at)) chain[n++] = at;
  unsigned ol;
  const char *outer = loc_file(chain[n - 1], &ol);
  for (int i = 0; i < n; i++) {
    unsigned l;
    const char *f = loc_file(chain[i], &l);
    if (l == ol && !memcmp(f, outer, l)) return (int)LLVMDILocationGetLine(chain[i]);
  }
  return (int)LLVMDILocationGetLine(chain[n - 1]);
}

int ir_line_of(const ir_linemap *lm, LLVMValueRef inst) {
  if (!inst) return 0;
  if (!lm) return LLVMIsAInstruction(inst) ? source_line(inst) : 0;
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(inst);
  if (!bb) return 0;
  LLVMValueRef fn = LLVMGetBasicBlockParent(bb);
  size_t n;
  const char *name = LLVMGetValueName2(fn, &n);
  for (int i = 0; i < lm->nfn; i++) {
    if (strlen(lm->fn[i].name) != n || memcmp(lm->fn[i].name, name, n) != 0) continue;
    int k = 0;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef x = LLVMGetFirstInstruction(b); x; x = LLVMGetNextInstruction(x), k++)
        if (x == inst) return k < lm->fn[i].n ? lm->fn[i].line[k] : 0;
    return 0;
  }
  return 0;
}
