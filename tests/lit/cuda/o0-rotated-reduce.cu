// Rotated loops at -O0 under default<O3>.  clang -O0 tests each `for` at its
// header; loop-rotate guards the loop with the first test and tests at the latch, so tgt's
// iteration k goes on where src's header test passes at k+1.  The pair is checked as
// rotated: no trip-count counterexample to refute.  After the loop tgt holds the sum of its
// last iteration, `sum + x[i]`, which is src's sum at its exit; where the guard skips the loop
// tgt holds 0, src's sum at iteration 0.  @block_sum adds two fully unrolled warp folds, the
// second reading the first's result, and an atomicAdd behind both (a refuted counterexample
// on an earlier build: the second fold's entry spoke of the first fold's exit, left free).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 --timeout-ms 1000 > %t
// RUN: FileCheck %s --input-file %t
// CHECK: @_Z9grid_sumsPKfPfm: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// CHECK: @_Z9block_sumPKfPfm: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// CHECK: rules: proved {{[1-9][0-9]*}} one-to-one, 0 merged, {{[1-9][0-9]*}} deleted-load
__global__ void __launch_bounds__(256)
grid_sums(const float *__restrict__ x, float *__restrict__ out, size_t n)
{
    float sum = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)blockDim.x * gridDim.x)
        sum += x[i];
    out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

__device__ __forceinline__ float fold(float v)
{
#pragma unroll
    for (int d = 16; d > 0; d >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, d);
    return v;
}

__global__ void __launch_bounds__(256)
block_sum(const float *__restrict__ x, float *__restrict__ total, size_t n)
{
    __shared__ float part[8];
    unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    float s = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)blockDim.x * gridDim.x)
        s += x[i];
    s = fold(s);
    if (lane == 0)
        part[warp] = s;
    __syncthreads();
    if (warp == 0) {
        s = lane < blockDim.x / 32 ? part[lane] : 0.0f;
        s = fold(s);
        if (lane == 0)
            atomicAdd(total, s);
    }
}
