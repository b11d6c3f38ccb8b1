// A fresh kernel's helper (a padded struct copied at -O0), kept as a regression
// for two false alarms found on it:
//   - `nvtv diff` reported a DIFFERENCE: tgt (SROA) does not write the padding bytes of
//     out[i], which src copies from `w`, a local whose padding was never written.  The
//     interpreter filled a fresh alloca with defined bytes; a fresh alloca holds undef
//     (LangRef), so any byte tgt leaves there refines src's.  Undefined bytes are now tracked
//     (carried by copies, poison when loaded, ignored by the final memory comparison).
//   - the split-copy rule first reported counterexamples here, one confirmed by that replay:
//     the copy's source is `cond ? in[i] : zero` (a phi of a global pointer and a local), and
//     tgt reads in[i]'s fields only where i < n.  The local model reads through such a phi;
//     a read piece needs no reach-lost, and its premises are where tgt reads at all.
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: counterexample:
// CHECK-NOT: unsupported
// CHECK: @_Z11padded_copyPK1SPS_S2_P4int4ii: 60 proved, 0 bounded, 0 unknown, 0 counterexamples
// CHECK: rules: proved 1 one-to-one, 0 merged, 31 deleted-load, 0 widened, 21 dead-local, 0 unrolled, 0 licm, 0 dead-store, 7 split-copy
// RUN: nvtv tag %s --cuda-O 0 -o %t.src.ll
// RUN: nvtv opt %t.src.ll -llvm-passes='default<O3>' -o %t.tgt.ll
// RUN: nvtv diff %t.src.ll %t.tgt.ll --runs 20 | FileCheck %s --check-prefix=DIFF
// DIFF: no difference
#include <cuda_runtime.h>

struct S {
    char c;
    int i;
    short s;
};

__device__ __forceinline__ S bump(S v, int k)
{
    S r = v;
    r.c = (char)(v.c + 1);
    r.i = v.i * k + 3;
    r.s = (short)(v.s - k);
    return r;
}

__global__ void __launch_bounds__(256)
padded_copy(const S* __restrict__ in, S* __restrict__ out, S* __restrict__ rev,
            int4* __restrict__ packed, int n, int k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n + 32) return;

    S zero;
    zero.c = 0; zero.i = 0; zero.s = 0;
    S v = (i < n) ? in[i] : zero;
    S w = bump(v, k);
    out[i] = w;

    if (i < n) {
        rev[n - 1 - i] = in[i];
        int4 q = packed[i];
        int4 r;
        r.x = q.w; r.y = q.z; r.z = q.y; r.w = q.x + w.i;
        packed[i] = r;
    }
}
