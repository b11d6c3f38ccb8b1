/*
 * reduce_shfl.cu
 *
 * Warp-shuffle reduction.  Each thread accumulates a grid-stride partial sum
 * (64-bit index), every warp folds its 32 values with __shfl_down_sync, warp
 * leaders park their sums in shared memory, warp 0 folds those, and thread 0
 * adds the block result to *result with one atomicAdd.
 *
 * Also: a float max-abs reduction with __shfl_xor_sync (butterfly, every lane
 * ends with the result) using the same two-level structure.
 *
 * Launch: blockDim = (256,1,1) (a multiple of 32 is required; 256 is what
 *         __launch_bounds__ promises), any gridDim.x >= 1.
 * Preconditions: *result initialised by the host (0 for sum, 0.0f for max-abs);
 *                x holds n floats.
 */
#include <cuda_runtime.h>

#define THREADS 256
#define WARP 32

__device__ __forceinline__ float warp_sum(float v)
{
#pragma unroll
    for (int offset = WARP / 2; offset > 0; offset >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, offset);
    return v;   // valid in lane 0
}

__device__ __forceinline__ float warp_max_abs(float v)
{
#pragma unroll
    for (int mask = WARP / 2; mask > 0; mask >>= 1)
        v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, mask));
    return v;   // valid in every lane
}

__global__ void __launch_bounds__(THREADS)
reduce_sum_shfl(const float *__restrict__ x, float *__restrict__ result, size_t n)
{
    __shared__ float warp_sums[THREADS / WARP];

    const unsigned int lane = threadIdx.x % WARP;
    const unsigned int wid  = threadIdx.x / WARP;

    float sum = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)blockDim.x * gridDim.x)
        sum += x[i];

    sum = warp_sum(sum);
    if (lane == 0)
        warp_sums[wid] = sum;
    __syncthreads();

    if (wid == 0) {
        sum = (lane < blockDim.x / WARP) ? warp_sums[lane] : 0.0f;
        sum = warp_sum(sum);
        if (lane == 0)
            atomicAdd(result, sum);
    }
}

// (__float_as_int is not available in this environment; a union does the same.)
__device__ __forceinline__ int float_bits(float f)
{
    union { float f; int i; } u;
    u.f = f;
    return u.i;
}

__global__ void __launch_bounds__(THREADS)
reduce_max_abs_shfl(const float *__restrict__ x, float *__restrict__ result, int n)
{
    __shared__ float warp_max[THREADS / WARP];

    const unsigned int lane = threadIdx.x & (WARP - 1);
    const unsigned int wid  = threadIdx.x >> 5;

    float m = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        m = fmaxf(m, fabsf(x[i]));

    m = warp_max_abs(m);
    if (lane == 0)
        warp_max[wid] = m;
    __syncthreads();

    if (wid == 0) {
        m = (lane < blockDim.x / WARP) ? warp_max[lane] : 0.0f;
        m = warp_max_abs(m);
        // Non-negative IEEE floats order like their signed-int bit patterns.
        if (lane == 0)
            atomicMax((int *)result, float_bits(m));
    }
}
