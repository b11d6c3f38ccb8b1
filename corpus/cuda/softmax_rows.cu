/*
 * softmax_rows.cu
 *
 * Numerically stable row-wise softmax of a row-major rows x cols matrix:
 *   out[r][c] = exp(x[r][c] - max_r) / sum_c' exp(x[r][c'] - max_r)
 * One block per row.  Two block reductions (max, then sum) are built from
 * __shfl_xor_sync warp reductions plus a shared array of warp partials; the
 * result is broadcast back to every thread through shared memory.
 *
 * Launch: blockDim = (256,1,1) (required: 8 warps), gridDim.x = rows
 *         (grid-stride over rows, so fewer blocks also work).
 * Preconditions: rows, cols >= 1; x/out hold rows*cols floats (x finite);
 *                out may alias x: every read of a row in the max and sum
 *                passes happens before (via the reduction barriers) any write
 *                to that row, and the final pass reads and writes each element
 *                in the same thread.
 */
#include <cuda_runtime.h>

#define THREADS 256
#define NWARPS (THREADS / 32)

__device__ __forceinline__ float warp_reduce_max(float v)
{
#pragma unroll
    for (int m = 16; m > 0; m >>= 1)
        v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, m));
    return v;
}

__device__ __forceinline__ float warp_reduce_sum(float v)
{
#pragma unroll
    for (int m = 16; m > 0; m >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, m);
    return v;
}

// Block-wide reduction; every thread gets the result.  `scratch` must hold
// NWARPS + 1 floats.  Contains barriers: call from block-uniform control flow.
template <bool IS_MAX>
__device__ __forceinline__ float block_reduce(float v, float *scratch)
{
    const int lane = threadIdx.x & 31;
    const int warp = threadIdx.x >> 5;

    v = IS_MAX ? warp_reduce_max(v) : warp_reduce_sum(v);
    if (lane == 0)
        scratch[warp] = v;
    __syncthreads();
    if (warp == 0) {
        float t = (lane < NWARPS) ? scratch[lane] : (IS_MAX ? -3.402823466e38f : 0.0f);
        t = IS_MAX ? warp_reduce_max(t) : warp_reduce_sum(t);
        if (lane == 0)
            scratch[NWARPS] = t;
    }
    __syncthreads();
    const float r = scratch[NWARPS];
    __syncthreads();           // scratch may be reused by the next reduction
    return r;
}

__global__ void __launch_bounds__(THREADS)
softmax_rows(const float *x, float *out, int rows, int cols)
{
    __shared__ float scratch[NWARPS + 1];

    for (int r = blockIdx.x; r < rows; r += gridDim.x) {
        const float *xr = x + (size_t)r * cols;
        float *orow = out + (size_t)r * cols;

        float m = -3.402823466e38f;
        for (int c = threadIdx.x; c < cols; c += THREADS)
            m = fmaxf(m, xr[c]);
        m = block_reduce<true>(m, scratch);

        float s = 0.0f;
        for (int c = threadIdx.x; c < cols; c += THREADS)
            s += expf(xr[c] - m);
        s = block_reduce<false>(s, scratch);

        const float inv = 1.0f / s;
        for (int c = threadIdx.x; c < cols; c += THREADS)
            orow[c] = expf(xr[c] - m) * inv;
    }
}
