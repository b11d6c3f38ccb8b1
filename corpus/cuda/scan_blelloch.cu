/*
 * scan_blelloch.cu
 *
 * Work-efficient (Blelloch) exclusive prefix sum, after GPU Gems 3 ch. 39.
 * Each block of B threads scans 2*B elements in dynamic shared memory with an
 * up-sweep (reduce) and a down-sweep phase.  Shared indices are padded by
 * CONFLICT_FREE_OFFSET to avoid bank conflicts.  The block total goes to
 * block_sums (if non-null); after the host scans block_sums (exclusive),
 * add_block_offsets adds each block's offset to its 2*B outputs.
 *
 * Launch (both kernels): blockDim = (B,1,1), B a power of two, 32 <= B <= 1024;
 *         gridDim.x = ceil(n / (2*B)).
 * Dynamic shared memory for scan_blelloch:
 *         (2*B + (2*B >> 5)) * sizeof(float) bytes.
 * Preconditions: n >= 1; in/out hold n floats (no aliasing); block_sums null or
 *                gridDim.x floats; block_offsets holds gridDim.x floats.
 */
#include <cuda_runtime.h>

#define LOG_NUM_BANKS 5
#define CONFLICT_FREE_OFFSET(i) ((i) >> LOG_NUM_BANKS)

__global__ void scan_blelloch(const float *__restrict__ in, float *__restrict__ out,
                              float *__restrict__ block_sums, int n)
{
    extern __shared__ float temp[];

    const int thid = threadIdx.x;
    const int m = 2 * blockDim.x;              // elements handled by this block
    const int base = blockIdx.x * m;

    const int ai = thid;
    const int bi = thid + blockDim.x;
    const int pa = ai + CONFLICT_FREE_OFFSET(ai);
    const int pb = bi + CONFLICT_FREE_OFFSET(bi);
    temp[pa] = (base + ai < n) ? in[base + ai] : 0.0f;
    temp[pb] = (base + bi < n) ? in[base + bi] : 0.0f;

    // Up-sweep: build partial sums in place.
    int offset = 1;
    for (int d = m >> 1; d > 0; d >>= 1) {
        __syncthreads();
        if (thid < d) {
            int i = offset * (2 * thid + 1) - 1;
            int j = offset * (2 * thid + 2) - 1;
            i += CONFLICT_FREE_OFFSET(i);
            j += CONFLICT_FREE_OFFSET(j);
            temp[j] += temp[i];
        }
        offset <<= 1;
    }

    // Save the block total and clear the root.
    if (thid == 0) {
        const int last = (m - 1) + CONFLICT_FREE_OFFSET(m - 1);
        if (block_sums)
            block_sums[blockIdx.x] = temp[last];
        temp[last] = 0.0f;
    }

    // Down-sweep: traverse back down, swapping and accumulating.
    for (int d = 1; d < m; d <<= 1) {
        offset >>= 1;
        __syncthreads();
        if (thid < d) {
            int i = offset * (2 * thid + 1) - 1;
            int j = offset * (2 * thid + 2) - 1;
            i += CONFLICT_FREE_OFFSET(i);
            j += CONFLICT_FREE_OFFSET(j);
            const float t = temp[i];
            temp[i] = temp[j];
            temp[j] += t;
        }
    }
    __syncthreads();

    if (base + ai < n)
        out[base + ai] = temp[pa];
    if (base + bi < n)
        out[base + bi] = temp[pb];
}

__global__ void add_block_offsets(float *__restrict__ data,
                                  const float *__restrict__ block_offsets, int n)
{
    __shared__ float offset;
    if (threadIdx.x == 0)
        offset = block_offsets[blockIdx.x];
    __syncthreads();

    const int base = blockIdx.x * 2 * blockDim.x;
    const int i0 = base + threadIdx.x;
    const int i1 = i0 + blockDim.x;
    if (i0 < n)
        data[i0] += offset;
    if (i1 < n)
        data[i1] += offset;
}
