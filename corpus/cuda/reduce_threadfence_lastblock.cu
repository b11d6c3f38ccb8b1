/*
 * reduce_threadfence_lastblock.cu
 *
 * Single-pass double-precision sum in the style of the CUDA
 * "threadFenceReduction" sample.  Every block reduces a grid-stride slice into
 * partials[blockIdx.x], issues __threadfence() so the partial is visible
 * device-wide, then takes a ticket from a global counter.  The block that draws
 * the last ticket reduces all partials and writes *result, then resets the
 * counter so the kernel can be launched again.
 *
 * Launch: blockDim = (256,1,1) (required: shared array and tree are sized for
 *         it), any gridDim.x >= 1.
 * Preconditions: g_retire_count == 0 before the first launch (it is statically
 *                initialised); partials holds gridDim.x doubles; in holds n.
 */
#include <cuda_runtime.h>

#define BLOCK 256

__device__ unsigned int g_retire_count = 0;

__device__ __forceinline__ void block_reduce_shared(double *sdata, unsigned int tid)
{
    // sdata[0..BLOCK) populated and synchronised by the caller.
#pragma unroll
    for (unsigned int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
}

__global__ void __launch_bounds__(BLOCK)
reduce_sum_single_pass(const double *__restrict__ in, double *partials,
                       double *__restrict__ result, size_t n)
{
    __shared__ double sdata[BLOCK];
    __shared__ bool am_last;

    const unsigned int tid = threadIdx.x;

    double sum = 0.0;
    for (size_t i = (size_t)blockIdx.x * BLOCK + tid; i < n; i += (size_t)BLOCK * gridDim.x)
        sum += in[i];
    sdata[tid] = sum;
    __syncthreads();
    block_reduce_shared(sdata, tid);

    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();                         // publish before taking a ticket
        const unsigned int ticket = atomicAdd(&g_retire_count, 1u);
        am_last = (ticket == gridDim.x - 1);
    }
    __syncthreads();

    if (am_last) {                               // block-uniform
        __threadfence();
        const volatile double *vp = partials;
        double s = 0.0;
        for (unsigned int i = tid; i < gridDim.x; i += BLOCK)
            s += vp[i];
        sdata[tid] = s;
        __syncthreads();
        block_reduce_shared(sdata, tid);
        if (tid == 0) {
            *result = sdata[0];
            g_retire_count = 0;
        }
    }
}
