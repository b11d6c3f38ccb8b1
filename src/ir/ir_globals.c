/* Rejoining the globals that LLVM's GlobalOpt split (its scalar replacement of aggregates).
 *
 * GlobalOpt replaces an internal aggregate global @G whose every use is a constant-offset
 * access by one global per part it sees used, @G.0, @G.1, ... numbered in the order of their
 * offsets among the used parts (so the name alone does not give the offset: an unused part
 * shifts the numbers).  `__shared__ float s[2]` at -O0 becomes @s.0 and @s.1 under
 * default<O3>; the verifier then saw tgt's accesses based on objects src does not have and
 * reported provenance-changed counterexamples that were none.
 *
 * What is rejoined, and why it is sound: tgt's parts are private (internal, every use a load
 * or store through a constant address), so tgt behaves the same if they are laid out as
 * disjoint slices of one object.  The slice of each part is taken from the tagged accesses:
 * every tagged access through @G.N must have its src partner (same !nvtv.id) at a constant
 * offset in @G, all at the same distance from their offsets in @G.N; the slices must lie in
 * @G and not overlap; the initializers must both be undef or both zero.  Anything else (a
 * part used by a call, compared, stored; a part whose accesses disagree; two parts on the
 * same bytes) leaves tgt as it is, and its accesses are reported as before.  A transformation
 * that merged two elements into one part, or moved an access to another element's part,
 * gives accesses that disagree: nothing is rejoined and provenance-changed is reported.
 * The rewrite happens before symbolic evaluation and replay alike, so both see one tgt. */
#include "ir.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The global a constant pointer expression is based on (through address-space casts and
 * GEPs with constant indices), and its byte offset from it; NULL for anything else. */
static LLVMValueRef const_base(LLVMTargetDataRef td, LLVMValueRef v, int64_t *off) {
  *off = 0;
  for (int depth = 0; depth < 16 && v; depth++) {
    if (LLVMIsAGlobalVariable(v)) return v;
    if (!LLVMIsAConstantExpr(v)) return NULL;
    LLVMOpcode op = LLVMGetConstOpcode(v);
    if (op == LLVMAddrSpaceCast || op == LLVMBitCast) {
      v = LLVMGetOperand(v, 0);
      continue;
    }
    if (op != LLVMGetElementPtr) return NULL;
    LLVMTypeRef ty = LLVMGetGEPSourceElementType(v);
    int n = LLVMGetNumOperands(v);
    for (int k = 1; k < n; k++) {
      LLVMValueRef idx = LLVMGetOperand(v, k);
      if (!LLVMIsAConstantInt(idx) || !LLVMTypeIsSized(ty)) return NULL;
      uint64_t fo;
      ir_gep_kind g = ir_gep_step(td, &ty, idx, k - 1, &fo);
      if (g == IR_GEP_BAD) return NULL;
      /* (modulo 2^64, as the GEP's own arithmetic) */
      uint64_t step = g == IR_GEP_FIELD ? fo : (uint64_t)LLVMConstIntGetSExtValue(idx) * LLVMABISizeOfType(td, ty);
      *off = (int64_t)((uint64_t)*off + step);
    }
    v = LLVMGetOperand(v, 0);
  }
  return NULL;
}

/* undef or poison: 1; zero: 2; other: 0 */
static int init_kind(LLVMValueRef g) {
  LLVMValueRef i = LLVMGetInitializer(g);
  if (!i || LLVMIsUndef(i) || LLVMIsPoison(i)) return 1;
  return LLVMIsNull(i) ? 2 : 0;
}

/* The src instruction of every tag, indexed by tag (a table of n entries). */
static LLVMValueRef *src_by_tag(LLVMModuleRef src, long *n) {
  long cap = 64;
  LLVMValueRef *t = calloc((size_t)cap, sizeof *t);
  if (!t) ir_oom();
  for (LLVMValueRef f = LLVMGetFirstFunction(src); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        long id = ir_tag_of(i);
        if (id < 0) continue;
        while (id >= cap) {
          t = realloc(t, (size_t)cap * 2 * sizeof *t);
          if (!t) ir_oom();
          memset(t + cap, 0, (size_t)cap * sizeof *t);
          cap *= 2;
        }
        t[id] = i;
      }
  *n = cap;
  return t;
}

typedef struct part {
  LLVMValueRef g;
  int64_t at;   /* its slice of the src global starts here */
  uint64_t size;
} part;

/* The slice of part p in src's global sg, from the tagged tgt accesses through p; false when
 * there is none or they disagree. */
static bool slice_of(LLVMModuleRef tgt, LLVMTargetDataRef td, LLVMValueRef *by_tag, long ntags, LLVMValueRef sg,
                     part *p) {
  bool found = false;
  for (LLVMValueRef f = LLVMGetFirstFunction(tgt); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        if (!LLVMIsALoadInst(i) && !LLVMIsAStoreInst(i)) continue;
        int64_t toff, soff;
        if (const_base(td, ir_mem_pointer(i, 0), &toff) != p->g) continue;
        long id = ir_tag_of(i);
        LLVMValueRef si = id >= 0 && id < ntags ? by_tag[id] : NULL;
        if (!si || (!LLVMIsALoadInst(si) && !LLVMIsAStoreInst(si))) return false;
        if (const_base(td, ir_mem_pointer(si, 0), &soff) != sg) return false;
        if (found && soff - toff != p->at) return false;
        p->at = soff - toff;
        found = true;
      }
  return found;
}

/* Whether name is base followed by "." and digits. */
static bool is_part_name(const char *name, size_t n, const char *base, size_t bn) {
  if (n < bn + 2 || strncmp(name, base, bn) || name[bn] != '.') return false;
  for (size_t k = bn + 1; k < n; k++)
    if (!isdigit((unsigned char)name[k])) return false;
  return true;
}

static int by_at(const void *a, const void *b) {
  const part *x = a, *y = b;
  return x->at < y->at ? -1 : x->at > y->at;
}

/* Rejoins one src global's parts in tgt; the number of parts (0: none, or not rejoinable). */
static int rejoin(LLVMModuleRef tgt, LLVMTargetDataRef td, LLVMValueRef *by_tag, long ntags,
                  LLVMValueRef sg, char *note, size_t notelen) {
  size_t bn;
  const char *base = LLVMGetValueName2(sg, &bn);
  LLVMTypeRef sty = LLVMGlobalGetValueType(sg);
  if (LLVMGetNamedGlobal(tgt, base) || LLVMGetLinkage(sg) != LLVMInternalLinkage || !LLVMTypeIsSized(sty) ||
      !init_kind(sg))
    return 0;
  uint64_t total = LLVMABISizeOfType(td, sty);
  unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(sg));
  part parts[32];
  int n = 0;
  for (LLVMValueRef g = LLVMGetFirstGlobal(tgt); g; g = LLVMGetNextGlobal(g)) {
    size_t gn;
    const char *name = LLVMGetValueName2(g, &gn);
    if (!is_part_name(name, gn, base, bn)) continue;
    LLVMTypeRef gty = LLVMGlobalGetValueType(g);
    if (n == 32 || LLVMGetLinkage(g) != LLVMInternalLinkage || LLVMGetPointerAddressSpace(LLVMTypeOf(g)) != as ||
        !LLVMTypeIsSized(gty) || init_kind(g) != init_kind(sg) || !ir_only_accessed(g, false))
      return 0;
    parts[n] = (part){g, 0, LLVMABISizeOfType(td, gty)};
    if (!slice_of(tgt, td, by_tag, ntags, sg, &parts[n])) return 0;
    if (parts[n].at < 0 || (uint64_t)parts[n].at + parts[n].size > total) return 0;
    n++;
  }
  if (!n) return 0;
  qsort(parts, (size_t)n, sizeof *parts, by_at);
  for (int k = 1; k < n; k++)
    if ((uint64_t)parts[k - 1].at + parts[k - 1].size > (uint64_t)parts[k].at) return 0;
  /* the object src has, in tgt: the parts become constant offsets into it */
  LLVMValueRef ng = LLVMAddGlobalInAddressSpace(tgt, sty, base, as);
  LLVMSetLinkage(ng, LLVMInternalLinkage);
  LLVMSetAlignment(ng, LLVMGetAlignment(sg));
  LLVMSetInitializer(ng, init_kind(sg) == 2 ? LLVMConstNull(sty) : LLVMGetUndef(sty));
  LLVMContextRef ctx = LLVMGetModuleContext(tgt);
  size_t used = strlen(note);
  for (int k = 0; k < n; k++) {
    LLVMValueRef off = LLVMConstInt(LLVMInt64TypeInContext(ctx), (unsigned long long)parts[k].at, false);
    LLVMValueRef at = LLVMConstInBoundsGEP2(LLVMInt8TypeInContext(ctx), ng, &off, 1);
    size_t pn;
    const char *pname = LLVMGetValueName2(parts[k].g, &pn);
    if (used + pn + 48 < notelen)
      used += (size_t)snprintf(note + used, notelen - used, "%s@%.*s at %lld", used ? ", " : "", (int)pn, pname,
                               (long long)parts[k].at);
    LLVMReplaceAllUsesWith(parts[k].g, at);
    LLVMDeleteGlobal(parts[k].g);
  }
  if (used + bn + 8 < notelen) snprintf(note + used, notelen - used, " of @%s", base);
  return n;
}

int ir_rejoin_split_globals(LLVMModuleRef src, LLVMModuleRef tgt, char *note, size_t notelen) {
  if (notelen) note[0] = 0;
  LLVMTargetDataRef td = LLVMCreateTargetData(LLVMGetDataLayoutStr(tgt));
  long ntags = 0;
  LLVMValueRef *by_tag = NULL;
  int total = 0;
  for (LLVMValueRef sg = LLVMGetFirstGlobal(src); sg; sg = LLVMGetNextGlobal(sg)) {
    size_t bn;
    const char *base = LLVMGetValueName2(sg, &bn);
    if (!bn || LLVMGetNamedGlobal(tgt, base)) continue;
    if (!by_tag) by_tag = src_by_tag(src, &ntags);
    total += rejoin(tgt, td, by_tag, ntags, sg, note, notelen);
  }
  free(by_tag);
  LLVMDisposeTargetData(td);
  return total;
}
