/*
 * reduce_tree.cu
 *
 * Classic shared-memory tree reduction (sum of floats).  Each thread first
 * accumulates a grid-stride partial sum, then the block folds its partials with
 * the "sequential addressing" tree  for (s = blockDim.x/2; s > 0; s >>= 1).
 * Thread 0 writes one partial per block to block_sums[blockIdx.x]; a second
 * launch with a single block (or the host) finishes the reduction.
 *
 * Dynamic shared memory: blockDim.x * sizeof(float) bytes (extern __shared__).
 *
 * Launch: blockDim = (B,1,1) with B a power of two, 32 <= B <= 1024;
 *         gridDim = (G,1,1), any G >= 1; shared bytes = B*sizeof(float).
 * Preconditions: n >= 0; in holds n floats; block_sums holds gridDim.x floats.
 */
#include <cuda_runtime.h>

__global__ void reduce_sum_tree(const float *__restrict__ in,
                                float *__restrict__ block_sums, size_t n)
{
    extern __shared__ float sdata[];

    const unsigned int tid = threadIdx.x;
    float sum = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + tid; i < n;
         i += (size_t)blockDim.x * gridDim.x)
        sum += in[i];

    sdata[tid] = sum;
    __syncthreads();

    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid == 0)
        block_sums[blockIdx.x] = sdata[0];
}

/*
 * Interleaved-addressing variant (the first textbook version; divergent but
 * simple).  Each block reduces blockDim.x consecutive elements; elements past
 * n count as 0.  Same launch/shared-memory requirements as above.
 */
__global__ void reduce_sum_interleaved(const float *__restrict__ in,
                                       float *__restrict__ block_sums, int n)
{
    extern __shared__ float sdata[];

    const unsigned int tid = threadIdx.x;
    const unsigned int i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = (i < (unsigned int)n) ? in[i] : 0.0f;
    __syncthreads();

    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        const unsigned int index = 2 * s * tid;
        if (index < blockDim.x)
            sdata[index] += sdata[index + s];
        __syncthreads();
    }

    if (tid == 0)
        block_sums[blockIdx.x] = sdata[0];
}
