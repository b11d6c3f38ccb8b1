// The final merge of a bitonic sort at -O0 under default<O3>, with the
// compare-and-swap taking its operands by reference as CUDA code does.  tgt unrolls the
// stride loop and its loads of the tile lose their !nvtv.id.  verify/rules/merge.c pairs such an
// untagged load with the src loads it may stand for, at most SYM_MERGE's few: at -O0 the
// loads of the local variables (`up`, `t`: allocas) filled the list, and the untagged load
// was modelled as "one of those locals' values, if their address is the tile's".  Z3 then
// found counterexamples that execution refuted, at 14 s of CPU.  A src alloca is none of
// tgt's globals (distinct_roots): the loads are now unsupported, with the reason, in 2 s.
// An earlier build: 2 unknown ("a reach-added counterexample that execution refutes").
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 --timeout-ms 1000 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: unknown:
// CHECK: reason: {{.*}}depends on a value nvtv does not model (untagged load)
// CHECK: @_Z10merge_tilePjj: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
#define SEG 256

__device__ __forceinline__ void order(unsigned &a, unsigned &b, unsigned up)
{
    if ((a > b) == (up != 0)) {
        unsigned t = a; a = b; b = t;
    }
}

__global__ void __launch_bounds__(SEG / 2) merge_tile(unsigned *__restrict__ keys, unsigned up)
{
    __shared__ unsigned s[SEG];
    const unsigned t = threadIdx.x;
    const unsigned base = blockIdx.x * SEG;
    s[t] = keys[base + t];
    s[t + SEG / 2] = keys[base + t + SEG / 2];
    for (unsigned stride = SEG / 2; stride > 0; stride >>= 1) {
        __syncthreads();
        const unsigned pos = 2 * t - (t & (stride - 1));
        order(s[pos], s[pos + stride], up);
    }
    __syncthreads();
    keys[base + t] = s[t];
    keys[base + t + SEG / 2] = s[t + SEG / 2];
}
