/*
 * stream_compact_ballot.cu
 *
 * Single-pass, unordered stream compaction with warp-aggregated atomics:
 * each warp computes its predicate mask with __ballot_sync, lane 0 reserves
 * __popc(mask) slots with one atomicAdd on the global counter, broadcasts the
 * base with __shfl_sync, and every surviving lane writes to
 * base + popc(mask & lanes_below_me).  Keeps the indices of non-zero elements.
 * The second kernel does the same per block first (shared counter), so only
 * one global atomic is issued per block.
 *
 * Launch: blockDim = (256,1,1) (a multiple of 32 is required), any gridDim.x.
 * Preconditions: *count == 0 before the launch; out has room for n ints;
 *                flags holds n bytes.
 */
#include <cuda_runtime.h>

#define BLOCK 256

__global__ void __launch_bounds__(BLOCK)
compact_nonzero_indices_warp(const unsigned char *__restrict__ flags, int n,
                             int *__restrict__ out, int *__restrict__ count)
{
    const unsigned int lane = threadIdx.x & 31u;
    const unsigned int lanes_below = (1u << lane) - 1u;

    // Iterate in whole-warp steps so every lane takes part in the ballot.
    const int stride = blockDim.x * gridDim.x;
    for (int base = blockIdx.x * blockDim.x + (threadIdx.x & ~31u); base < n; base += stride) {
        const int i = base + (int)lane;
        const int pred = (i < n) && flags[i] != 0;
        const unsigned int mask = __ballot_sync(0xffffffffu, pred);
        int warp_base = 0;
        if (lane == 0 && mask != 0)
            warp_base = atomicAdd(count, __popc(mask));
        warp_base = __shfl_sync(0xffffffffu, warp_base, 0);
        if (pred)
            out[warp_base + __popc(mask & lanes_below)] = i;
    }
}

__global__ void __launch_bounds__(BLOCK)
compact_nonzero_indices_block(const unsigned char *__restrict__ flags, int n,
                              int *__restrict__ out, int *__restrict__ count)
{
    __shared__ int s_count;
    __shared__ int s_base;

    const unsigned int lane = threadIdx.x & 31u;
    const int i = blockIdx.x * BLOCK + threadIdx.x;

    if (threadIdx.x == 0)
        s_count = 0;
    __syncthreads();

    const int pred = (i < n) && flags[i] != 0;
    const unsigned int mask = __ballot_sync(0xffffffffu, pred);
    int warp_off = 0;
    if (lane == 0 && mask != 0)
        warp_off = atomicAdd(&s_count, __popc(mask));
    warp_off = __shfl_sync(0xffffffffu, warp_off, 0);
    __syncthreads();

    if (threadIdx.x == 0)
        s_base = (s_count > 0) ? atomicAdd(count, s_count) : 0;
    __syncthreads();

    if (pred)
        out[s_base + warp_off + __popc(mask & ((1u << lane) - 1u))] = i;
}
