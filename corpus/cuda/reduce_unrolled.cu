/*
 * reduce_unrolled.cu
 *
 * Fully unrolled block reduction in the style of the CUDA "reduction" sample
 * (kernel 6), templated on the block size so the tree is resolved at compile
 * time.  Each thread first adds two elements per grid-stride step.  The last
 * warp finishes with a __syncwarp()-separated warp-synchronous tail (read,
 * __syncwarp, write, __syncwarp), which is race-free on independent-thread-
 * scheduling GPUs, unlike the old volatile-only idiom.
 *
 * Launch: blockDim = (BLOCK,1,1) with BLOCK = 256 for reduce_sum_unrolled_256
 *         and 512 for reduce_sum_unrolled_512; any gridDim.x >= 1.
 * Preconditions: 0 <= n < 2^31; in holds n floats; out holds gridDim.x floats.
 */
#include <cuda_runtime.h>

template <unsigned int BLOCK>
__device__ __forceinline__ void warp_tail(float *sdata, unsigned int tid)
{
    // Only threads 0..31 get here; sdata[0..63] hold live values.
    float v = sdata[tid];
    if (BLOCK >= 64) { v += sdata[tid + 32]; __syncwarp(); sdata[tid] = v; __syncwarp(); }
    if (BLOCK >= 32) { v += sdata[tid + 16]; __syncwarp(); sdata[tid] = v; __syncwarp(); }
    if (BLOCK >= 16) { v += sdata[tid + 8];  __syncwarp(); sdata[tid] = v; __syncwarp(); }
    if (BLOCK >= 8)  { v += sdata[tid + 4];  __syncwarp(); sdata[tid] = v; __syncwarp(); }
    if (BLOCK >= 4)  { v += sdata[tid + 2];  __syncwarp(); sdata[tid] = v; __syncwarp(); }
    if (BLOCK >= 2)  { v += sdata[tid + 1];  __syncwarp(); sdata[tid] = v; __syncwarp(); }
}

template <unsigned int BLOCK>
__device__ void reduce_unrolled(const float *__restrict__ in, float *__restrict__ out,
                                unsigned int n)
{
    __shared__ float sdata[BLOCK];

    const unsigned int tid = threadIdx.x;
    const unsigned int grid_size = BLOCK * 2 * gridDim.x;
    unsigned int i = blockIdx.x * (BLOCK * 2) + tid;

    float sum = 0.0f;
    while (i < n) {
        sum += in[i];
        if (i + BLOCK < n)
            sum += in[i + BLOCK];
        i += grid_size;
    }
    sdata[tid] = sum;
    __syncthreads();

    if (BLOCK >= 1024) { if (tid < 512) sdata[tid] = sum = sum + sdata[tid + 512]; __syncthreads(); }
    if (BLOCK >= 512)  { if (tid < 256) sdata[tid] = sum = sum + sdata[tid + 256]; __syncthreads(); }
    if (BLOCK >= 256)  { if (tid < 128) sdata[tid] = sum = sum + sdata[tid + 128]; __syncthreads(); }
    if (BLOCK >= 128)  { if (tid < 64)  sdata[tid] = sum = sum + sdata[tid + 64];  __syncthreads(); }

    if (tid < 32)
        warp_tail<BLOCK>(sdata, tid);

    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}

__global__ void __launch_bounds__(256)
reduce_sum_unrolled_256(const float *__restrict__ in, float *__restrict__ out, unsigned int n)
{
    reduce_unrolled<256>(in, out, n);
}

__global__ void __launch_bounds__(512)
reduce_sum_unrolled_512(const float *__restrict__ in, float *__restrict__ out, unsigned int n)
{
    reduce_unrolled<512>(in, out, n);
}
