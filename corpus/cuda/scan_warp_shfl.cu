/*
 * scan_warp_shfl.cu
 *
 * Block-wide inclusive scan built from warp scans: each warp runs a
 * Hillis-Steele scan in registers with __shfl_up_sync, warp totals are scanned
 * by warp 0 through a small shared array, and each warp adds the total of the
 * warps before it.  Processes a long array with a grid-stride loop over
 * block-sized chunks, writing per-chunk inclusive scans (chunk-local) and the
 * chunk totals.
 *
 * Launch: blockDim = (256,1,1) (required: 8 warps), any gridDim.x >= 1.
 * Preconditions: n >= 0; in/out hold n unsigned ints (no aliasing);
 *                chunk_totals holds ceil(n/256) unsigned ints.
 */
#include <cuda_runtime.h>

#define THREADS 256
#define WARPS (THREADS / 32)

__device__ __forceinline__ unsigned int warp_inclusive_scan(unsigned int v, unsigned int lane)
{
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
        const unsigned int up = __shfl_up_sync(0xffffffffu, v, d);
        if (lane >= (unsigned int)d)
            v += up;
    }
    return v;
}

__global__ void __launch_bounds__(THREADS)
scan_chunks_shfl(const unsigned int *__restrict__ in, unsigned int *__restrict__ out,
                 unsigned int *__restrict__ chunk_totals, int n)
{
    __shared__ unsigned int warp_totals[WARPS];

    const unsigned int lane = threadIdx.x & 31u;
    const unsigned int warp = threadIdx.x >> 5;
    const int num_chunks = (n + THREADS - 1) / THREADS;

    // The loop bound is block-uniform, so every thread reaches every barrier.
    for (int chunk = blockIdx.x; chunk < num_chunks; chunk += gridDim.x) {
        const int i = chunk * THREADS + threadIdx.x;
        unsigned int v = (i < n) ? in[i] : 0u;

        v = warp_inclusive_scan(v, lane);
        if (lane == 31)
            warp_totals[warp] = v;
        __syncthreads();

        if (warp == 0) {
            unsigned int t = (lane < WARPS) ? warp_totals[lane] : 0u;
            t = warp_inclusive_scan(t, lane);
            __syncwarp();
            if (lane < WARPS)
                warp_totals[lane] = t;      // now inclusive over warps
        }
        __syncthreads();

        if (warp > 0)
            v += warp_totals[warp - 1];
        if (i < n)
            out[i] = v;
        if (threadIdx.x == THREADS - 1)
            chunk_totals[chunk] = v;
        __syncthreads();                    // warp_totals reused next chunk
    }
}
