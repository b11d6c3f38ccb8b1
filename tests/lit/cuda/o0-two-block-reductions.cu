// Two block reductions in a row at -O0 under default<O3>, each finished by warp 0, as
// softmax_rows does.
//  - The second warp-0 fold is a loop `m = 16; m > 0; m >>= 1` that tgt unrolls fully.  Its
//    entry condition is a conjunction whose last conjunct is the join of the first
//    `if (warp == 0)`: a disjunction of the path through the first fold and the path around
//    it.  unroll.c's constant_exit assumed the entry's conjuncts one at a time: assuming
//    `warp == 0` first rewrote that disjunction before it was met, so the loop's
//    continuation at iteration 0 stayed a term, and the loop got no constant exit.  Stop
//    34's build: 2 unknown, "depends on a recurrence at the exit of src's loop for.cond.i
//    ... not unrolled" (and softmax_rows ran past 60 s with 18 unknown).  Now every
//    conjunct is assumed at once.
//  - `part[8] / 256.0f` is instcombine's `fmul 0x3F70000000000000` (1/256): the normal form
//    writes fdiv by a power of two as fmul by its exact reciprocal (sym_nf.c).  An earlier
//    build: the stored value timed out.
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 --timeout-ms 1000 > %t
// RUN: FileCheck %s --input-file %t
// CHECK: @_Z9two_phasePKfPfi: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
__device__ __forceinline__ float warp_sum(float v)
{
#pragma unroll
    for (int m = 16; m > 0; m >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, m);
    return v;
}

// The block's variance-like sum: a mean by one block reduction, then the sum of squared
// deviations by another.
__global__ void __launch_bounds__(256) two_phase(const float *x, float *out, int n)
{
    __shared__ float part[9];
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int i = blockIdx.x * 256 + threadIdx.x;
    float v = i < n ? x[i] : 0.0f;
    v = warp_sum(v);
    if (lane == 0) part[warp] = v;
    __syncthreads();
    if (warp == 0) {
        float t = warp_sum(lane < 8 ? part[lane] : 0.0f);
        if (lane == 0) part[8] = t;
    }
    __syncthreads();
    float mean = part[8] / 256.0f;
    float d = (i < n ? x[i] : mean) - mean;
    d = warp_sum(d * d);
    __syncthreads();
    if (lane == 0) part[warp] = d;
    __syncthreads();
    if (warp == 0) {
        float t = warp_sum(lane < 8 ? part[lane] : 0.0f);
        if (lane == 0) out[blockIdx.x] = t;
    }
}
