/*
 * scan_hillis_steele.cu
 *
 * Block-level inclusive prefix sum with the Hillis-Steele (naive, O(n log n)
 * work) algorithm in a double-buffered __shared__ array.  Each block scans
 * BLOCK consecutive elements of the input; the block total is written to
 * block_sums (if non-null) so a second pass can scan the totals and a third
 * (e.g. scan_blelloch.cu's add_block_offsets) can make the scan global.
 *
 * Launch: blockDim = (512,1,1) (required), gridDim.x = ceil(n/512).
 * Preconditions: n >= 1; in/out hold n ints (may not alias); block_sums is
 *                null or holds gridDim.x ints.
 */
#include <cuda_runtime.h>

#define BLOCK 512

__global__ void __launch_bounds__(BLOCK)
scan_inclusive_hillis_steele(const int *__restrict__ in, int *__restrict__ out,
                             int *__restrict__ block_sums, int n)
{
    __shared__ int buf[2][BLOCK];

    const int tid = threadIdx.x;
    const int gid = blockIdx.x * BLOCK + tid;

    int pout = 0;
    buf[pout][tid] = (gid < n) ? in[gid] : 0;
    __syncthreads();

    for (int offset = 1; offset < BLOCK; offset <<= 1) {
        const int pin = pout;
        pout = 1 - pout;
        if (tid >= offset)
            buf[pout][tid] = buf[pin][tid] + buf[pin][tid - offset];
        else
            buf[pout][tid] = buf[pin][tid];
        __syncthreads();
    }

    if (gid < n)
        out[gid] = buf[pout][tid];
    if (block_sums != 0 && tid == BLOCK - 1)
        block_sums[blockIdx.x] = buf[pout][BLOCK - 1];
}

/*
 * Exclusive variant over a dynamically sized block: the input is shifted right
 * by one on load.  Dynamic shared memory = 2 * blockDim.x * sizeof(float).
 * Launch: blockDim = (B,1,1), any B <= 1024; gridDim.x = ceil(n/B).
 */
__global__ void scan_exclusive_hillis_steele_dyn(const float *__restrict__ in,
                                                 float *__restrict__ out, int n)
{
    extern __shared__ float temp[];   // 2 * blockDim.x floats

    const int tid = threadIdx.x;
    const int B = blockDim.x;
    const int gid = blockIdx.x * B + tid;

    int pout = 0, pin = 1;
    temp[pout * B + tid] = (tid > 0 && gid - 1 < n) ? in[gid - 1] : 0.0f;
    __syncthreads();

    for (int offset = 1; offset < B; offset *= 2) {
        pout = 1 - pout;
        pin = 1 - pout;
        float v = temp[pin * B + tid];
        if (tid >= offset)
            v += temp[pin * B + tid - offset];
        temp[pout * B + tid] = v;
        __syncthreads();
    }

    if (gid < n)
        out[gid] = temp[pout * B + tid];
}
