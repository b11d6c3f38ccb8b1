/* rewrite.c: what a pass changed in the computation of an access's address, in words a
 * signature can carry.
 *
 * One pass bug shows up at every access it rewrote: separate-const-offset-from-gep keeping
 * `inbounds` on a split GEP is an address-mismatch or tgt-poison finding at a store of i32
 * into global memory, another into shared memory, a third of float.  Named by the access
 * (opcode, type, address space) they are three "unique" findings; named by the rewrite they
 * are one.  The rewrite is the difference between the instructions that compute the pointer
 * in src and in tgt, as multisets of opcodes with their no-wrap flags and integer widths
 * (element types, address spaces, names and constants left out), each difference named once
 * however often it occurs: "-add.i32.nsw,+gep.inbounds".  Loaded values and call results end the
 * walk (their own computation is another access's); so do 64 instructions.
 *
 * Chosen: when both sides use the same opcodes (a changed constant or operand), there is no
 * rewrite to name and the caller keeps the access's own words. */
#include "oblig.h"

#include <stdlib.h>
#include <string.h>

enum { REWRITE_MAX = 64 };

static void token(LLVMValueRef i, char *out, size_t n) {
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  const char *name = op == LLVMGetElementPtr ? "gep" : NULL;
  char buf[32];
  if (!name) {
    /* LLVM's own spelling of the opcode, without the operands */
    char *s = LLVMPrintValueToString(i), *eq = strstr(s, "= ");
    const char *w = eq ? eq + 2 : s;
    while (*w == ' ') w++;
    size_t k = strcspn(w, " ");
    snprintf(buf, sizeof buf, "%.*s", (int)(k < sizeof buf - 1 ? k : sizeof buf - 1), w);
    LLVMDisposeMessage(s);
    name = buf;
  }
  int at = snprintf(out, n, "%s", name);
  LLVMTypeRef ty = LLVMTypeOf(i); /* integers by width (sext-then-add is not add-then-sext) */
  if (LLVMGetTypeKind(ty) == LLVMIntegerTypeKind) at += snprintf(out + at, n - (size_t)at, ".i%u", LLVMGetIntTypeWidth(ty));
  if (op == LLVMGetElementPtr) {
    LLVMGEPNoWrapFlags f = LLVMGEPGetNoWrapFlags(i);
    if (f & LLVMGEPFlagInBounds) at += snprintf(out + at, n - (size_t)at, ".inbounds");
    else if (f & LLVMGEPFlagNUSW) at += snprintf(out + at, n - (size_t)at, ".nusw");
    if (f & LLVMGEPFlagNUW) at += snprintf(out + at, n - (size_t)at, ".nuw");
  } else if (op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl) {
    if (LLVMGetNSW(i)) at += snprintf(out + at, n - (size_t)at, ".nsw");
    if (LLVMGetNUW(i)) at += snprintf(out + at, n - (size_t)at, ".nuw");
  } else if (op == LLVMZExt || op == LLVMUIToFP) {
    if (LLVMGetNNeg(i)) snprintf(out + at, n - (size_t)at, ".nneg");
  }
}

static bool ends_walk(LLVMValueRef i) {
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  return op == LLVMLoad || op == LLVMCall || op == LLVMAtomicRMW || op == LLVMAtomicCmpXchg;
}

/* the tokens of the instructions that compute v (v included), at most REWRITE_MAX */
static int slice(LLVMValueRef v, char (*tok)[32]) {
  LLVMValueRef work[REWRITE_MAX], seen[REWRITE_MAX];
  int nw = 0, ns = 0, nt = 0;
  if (v && LLVMIsAInstruction(v)) work[nw++] = seen[ns++] = v;
  while (nw && nt < REWRITE_MAX) {
    LLVMValueRef i = work[--nw];
    if (ends_walk(i)) continue;
    token(i, tok[nt++], 32);
    for (int k = 0; k < LLVMGetNumOperands(i); k++) {
      LLVMValueRef o = LLVMGetOperand(i, (unsigned)k);
      if (!o || !LLVMIsAInstruction(o)) continue;
      bool dup = false;
      for (int s = 0; s < ns && !dup; s++) dup = seen[s] == o;
      if (dup || ns == REWRITE_MAX) continue;
      work[nw++] = seen[ns++] = o;
    }
  }
  return nt;
}

static int cmp_tok(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

bool verify_rewrite_words(LLVMValueRef src_access, LLVMValueRef tgt_access, char *out, size_t n) {
  out[0] = 0;
  if (!src_access || !tgt_access) return false;
  char (*ts)[32] = calloc(REWRITE_MAX, 32), (*tt)[32] = calloc(REWRITE_MAX, 32);
  if (!ts || !tt) ir_oom();
  int ns = slice(ir_mem_pointer(src_access, 0), ts), nt = slice(ir_mem_pointer(tgt_access, 0), tt);
  qsort(ts, (size_t)ns, 32, cmp_tok);
  qsort(tt, (size_t)nt, 32, cmp_tok);
  size_t at = 0;
  int i = 0, j = 0;
  while ((i < ns || j < nt) && at + 40 < n) { /* a merge of the two sorted lists: what only one side has */
    int c = i == ns ? 1 : j == nt ? -1 : strcmp(ts[i], tt[j]);
    if (c == 0) {
      i++, j++;
      continue;
    }
    const char *t = c < 0 ? ts[i++] : tt[j++];
    char word[40];
    snprintf(word, sizeof word, "%c%s", c < 0 ? '-' : '+', t);
    if (at && strstr(out, word) && (strstr(out, word)[strlen(word)] == ',' || !strstr(out, word)[strlen(word)]))
      continue; /* a set: how many copies a kernel has of the change is no part of the bug */
    at += (size_t)snprintf(out + at, n - at, "%s%s", at ? "," : "", word);
  }
  free(ts);
  free(tt);
  return at > 0;
}
