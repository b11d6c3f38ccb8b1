/*
 * adjacent_diff_small_types.cu
 *
 * Delta coding of narrow integer signals:
 *   delta_encode_short: out[i] = in[i] - in[i-1] for 16-bit samples (out[0] = in[0]),
 *                       reading the left neighbour through a negative offset;
 *   delta_decode_char:  per-block reconstruction of a signed-char delta stream
 *                       into shorts: a shared-memory inclusive scan of the
 *                       deltas plus a per-block base value (block_base[b] is
 *                       the value preceding block b's first sample).
 *
 * Launch: delta_encode_short: blockDim = (256,1,1), gridDim.x = ceil(n/256).
 *         delta_decode_char:  blockDim = (256,1,1) (required),
 *                             gridDim.x = ceil(n/256).
 * Preconditions: n >= 1; in/out/deltas hold n elements; block_base holds
 *                gridDim.x shorts; values stay within the short range.
 */
#include <cuda_runtime.h>

#define BLOCK 256

__global__ void __launch_bounds__(BLOCK)
delta_encode_short(const short *__restrict__ in, short *__restrict__ out, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = (i == 0) ? in[0] : (short)(in[i] - in[i - 1]);
}

__global__ void __launch_bounds__(BLOCK)
delta_decode_char(const signed char *__restrict__ deltas, const short *__restrict__ block_base,
                  short *__restrict__ out, int n)
{
    __shared__ int s[BLOCK];

    const int tid = threadIdx.x;
    const int i = blockIdx.x * BLOCK + tid;
    s[tid] = (i < n) ? (int)deltas[i] : 0;
    __syncthreads();

    // Inclusive scan: read, barrier, write, barrier (single buffer).
    for (int offset = 1; offset < BLOCK; offset <<= 1) {
        const int add = (tid >= offset) ? s[tid - offset] : 0;
        __syncthreads();
        s[tid] += add;
        __syncthreads();
    }

    if (i < n)
        out[i] = (short)(block_base[blockIdx.x] + s[tid]);
}
