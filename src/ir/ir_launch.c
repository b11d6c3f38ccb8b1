/* Launch facts: what a kernel says about the CTA it runs in.
 *
 * Sources, all read the same way for the verifier, Dead Sync Elimination and the
 * interpreter:
 * - !nvvm.annotations entries !{ptr @f, !"key", i32 v, ...} (several pairs per node are
 *   allowed): kernel, reqntid{x,y,z}, maxntid{x,y,z} (clang's __launch_bounds__(N) is
 *   maxntidx N), cluster_dim_{x,y,z};
 * - string function attributes "nvvm.reqntid", "nvvm.maxntid", "nvvm.cluster_dim" ("X",
 *   "X,Y" or "X,Y,Z"), the form later LLVM versions use; the ptx_kernel calling
 *   convention marks a kernel too.
 * PTX's .maxntid bounds the product of the dimensions (the number of threads), not each
 * one, so maxntid becomes max_threads = x*y*z.  .reqntid fixes each dimension.  A cluster
 * dimension divides the grid's.
 */
#include "ir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void set_dim(unsigned *v, char d, uint64_t x) {
  if (d >= 'x' && d <= 'z' && x >= 1 && x <= 65535) v[d - 'x'] = (unsigned)x;
}

static void annotate(ir_launch *l, unsigned maxn[3], const char *key, unsigned len, uint64_t v) {
  if (len == 6 && !memcmp(key, "kernel", 6)) l->kernel = v != 0;
  else if (len == 8 && !memcmp(key, "reqntid", 7)) set_dim(l->reqntid, key[7], v);
  else if (len == 8 && !memcmp(key, "maxntid", 7)) set_dim(maxn, key[7], v);
  else if (len == 13 && !memcmp(key, "cluster_dim_", 12)) set_dim(l->cluster, key[12], v);
}

/* "X[,Y[,Z]]" from a string attribute of fn into v; false when absent or malformed */
static bool attr_dims(LLVMValueRef fn, const char *name, unsigned v[3]) {
  LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, (unsigned)LLVMAttributeFunctionIndex, name, (unsigned)strlen(name));
  if (!a) return false;
  unsigned n;
  const char *s = LLVMGetStringAttributeValue(a, &n);
  char buf[64];
  if (!s || n >= sizeof buf) return false;
  memcpy(buf, s, n);
  buf[n] = 0;
  unsigned x[3] = {1, 1, 1};
  int got = sscanf(buf, "%u,%u,%u", &x[0], &x[1], &x[2]);
  if (got < 1) return false;
  for (int d = 0; d < 3; d++)
    if (x[d] >= 1 && x[d] <= 65535) v[d] = x[d];
  return true;
}

void ir_launch_of(LLVMValueRef fn, ir_launch *l) {
  memset(l, 0, sizeof *l);
  LLVMModuleRef m = LLVMGetGlobalParent(fn);
  unsigned maxn[3] = {0, 0, 0};
  unsigned n = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
  LLVMValueRef *ops = calloc(n ? n : 1, sizeof *ops);
  if (!ops) ir_oom();
  if (n) LLVMGetNamedMetadataOperands(m, "nvvm.annotations", ops);
  for (unsigned i = 0; i < n; i++) {
    unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
    if (k < 3 || k > 64) continue;
    LLVMValueRef o[64];
    LLVMGetMDNodeOperands(ops[i], o);
    if (o[0] != fn) continue;
    for (unsigned j = 1; j + 1 < k; j += 2) {
      unsigned len = 0;
      const char *key = o[j] && LLVMIsAMDString(o[j]) ? LLVMGetMDString(o[j], &len) : NULL;
      if (key && o[j + 1] && LLVMIsAConstantInt(o[j + 1])) annotate(l, maxn, key, len, LLVMConstIntGetZExtValue(o[j + 1]));
    }
  }
  free(ops);
  if (LLVMGetFunctionCallConv(fn) == 71) l->kernel = true; /* ptx_kernel */
  attr_dims(fn, "nvvm.reqntid", l->reqntid);
  attr_dims(fn, "nvvm.maxntid", maxn);
  attr_dims(fn, "nvvm.cluster_dim", l->cluster);
  if (maxn[0] || maxn[1] || maxn[2]) {
    uint64_t p = 1;
    for (int d = 0; d < 3; d++) p *= maxn[d] ? maxn[d] : 1;
    l->max_threads = p > 1024 ? 1024 : (unsigned)p;
  }
}

bool ir_launch_merge(ir_launch *l, const unsigned ntid[3], unsigned max_threads, char *err, size_t errlen) {
  for (int d = 0; d < 3; d++) {
    if (!ntid || !ntid[d]) continue;
    if (l->reqntid[d] && l->reqntid[d] != ntid[d]) {
      snprintf(err, errlen, "--ntid gives %u threads in %c, the kernel requires %u", ntid[d], 'x' + d, l->reqntid[d]);
      return false;
    }
    l->reqntid[d] = ntid[d];
  }
  if (max_threads && (!l->max_threads || max_threads < l->max_threads)) l->max_threads = max_threads;
  if (l->reqntid[0] || l->reqntid[1] || l->reqntid[2]) {
    uint64_t p = 1;
    for (int d = 0; d < 3; d++) p *= l->reqntid[d] ? l->reqntid[d] : 1;
    if (p > 1024 || (l->max_threads && p > l->max_threads)) {
      snprintf(err, errlen, "the required block shape has %llu threads, more than %u allowed", (unsigned long long)p,
               l->max_threads ? l->max_threads : 1024);
      return false;
    }
  }
  return true;
}

bool ir_launch_any(const ir_launch *l) {
  return l->reqntid[0] || l->reqntid[1] || l->reqntid[2] || l->max_threads || l->cluster[0] || l->cluster[1] ||
         l->cluster[2];
}

void ir_launch_str(const ir_launch *l, char *buf, size_t n) {
  size_t at = 0;
  buf[0] = 0;
  if (l->reqntid[0] || l->reqntid[1] || l->reqntid[2])
    at += (size_t)snprintf(buf + at, n - at, "ntid = %u,%u,%u", l->reqntid[0] ? l->reqntid[0] : 1,
                           l->reqntid[1] ? l->reqntid[1] : 1, l->reqntid[2] ? l->reqntid[2] : 1);
  if (l->max_threads && at < n)
    at += (size_t)snprintf(buf + at, n - at, "%sntid.x*ntid.y*ntid.z <= %u", at ? ", " : "", l->max_threads);
  if ((l->cluster[0] || l->cluster[1] || l->cluster[2]) && at < n)
    snprintf(buf + at, n - at, "%scluster %u,%u,%u", at ? ", " : "", l->cluster[0] ? l->cluster[0] : 1,
             l->cluster[1] ? l->cluster[1] : 1, l->cluster[2] ? l->cluster[2] : 1);
}
