/*
 * stream_compact_scan.cu
 *
 * Order-preserving stream compaction (keep elements with value > threshold) in
 * the classic three phases: predicate -> scan -> scatter.
 *   1. compact_count: each block evaluates the predicate on its BLOCK-element
 *      chunk and stores the number of survivors (__syncthreads_count).
 *   2. (host or a scan kernel) exclusive-scans block_counts into block_offsets.
 *   3. compact_scatter: each block recomputes the flags, performs an exclusive
 *      Hillis-Steele scan of them in shared memory, and writes every survivor
 *      to out[block_offsets[blockIdx.x] + local_rank].
 *
 * Launch (both): blockDim = (256,1,1) (required), gridDim.x = ceil(n/256).
 * Preconditions: n >= 1; in holds n floats; block_counts/block_offsets hold
 *                gridDim.x ints; out holds at least the total survivor count;
 *                out does not alias in.
 */
#include <cuda_runtime.h>

#define BLOCK 256

__device__ __forceinline__ int keep(float v, float threshold)
{
    return v > threshold;
}

__global__ void __launch_bounds__(BLOCK)
compact_count(const float *__restrict__ in, int n, float threshold,
              int *__restrict__ block_counts)
{
    const int i = blockIdx.x * BLOCK + threadIdx.x;
    const int flag = (i < n) ? keep(in[i], threshold) : 0;
    const int count = __syncthreads_count(flag);
    if (threadIdx.x == 0)
        block_counts[blockIdx.x] = count;
}

__global__ void __launch_bounds__(BLOCK)
compact_scatter(const float *__restrict__ in, int n, float threshold,
                const int *__restrict__ block_offsets, float *__restrict__ out)
{
    __shared__ int scan[2][BLOCK];

    const int tid = threadIdx.x;
    const int i = blockIdx.x * BLOCK + tid;
    const float v = (i < n) ? in[i] : 0.0f;
    const int flag = (i < n) ? keep(v, threshold) : 0;

    // Inclusive Hillis-Steele scan of the flags (double buffered).
    int cur = 0;
    scan[cur][tid] = flag;
    __syncthreads();
    for (int offset = 1; offset < BLOCK; offset <<= 1) {
        const int nxt = cur ^ 1;
        scan[nxt][tid] = scan[cur][tid] + (tid >= offset ? scan[cur][tid - offset] : 0);
        cur = nxt;
        __syncthreads();
    }

    if (flag) {
        const int rank = scan[cur][tid] - 1;     // exclusive rank among survivors
        out[block_offsets[blockIdx.x] + rank] = v;
    }
}
