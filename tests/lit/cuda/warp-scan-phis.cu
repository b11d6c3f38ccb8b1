// A fresh kernel written by a newcomer helper: a block scan over a grid-stride loop of
// chunks, warp scans by __shfl_up_sync in an inlined helper.  At -O1 under default<O3> the
// running value of each warp scan is an opaque phi on both sides, and instcombine inverted
// the select of its start: src `(entered && !(i < n)) ? 0 : in[i]`, tgt `(entered && i < n)
// ? in[i] : 0`.  The starts differ only where the loop is not entered, where no phi is read,
// so phis.c compares them under the loop's entry condition.  An earlier build: the four
// stores after the scans were "bounded (verified up to 4 iterations)".
// RUN: nvtv check %s -llvm-passes='default<O3>' > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK: @_Z17block_scan_chunksPKfPfS1_i: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
#define BLOCK_THREADS 256
#define WARP_SIZE 32
#define NUM_WARPS (BLOCK_THREADS / WARP_SIZE)

__device__ __forceinline__ float warp_inclusive_scan(float v, int lane)
{
    for (int d = 1; d < 32; d <<= 1) {
        float up = __shfl_up_sync(0xffffffffu, v, d);
        if (lane >= d)
            v += up;
    }
    return v;
}

__global__ void __launch_bounds__(256)
block_scan_chunks(const float *__restrict__ in, float *__restrict__ out,
                  float *__restrict__ chunk_totals, int n)
{
    __shared__ float warp_totals[NUM_WARPS];

    const int tid = threadIdx.x;
    const int lane = tid & (WARP_SIZE - 1);
    const int warp = tid / WARP_SIZE;
    const int num_chunks = (n + BLOCK_THREADS - 1) / BLOCK_THREADS;

    for (int chunk = blockIdx.x; chunk < num_chunks; chunk += gridDim.x) {
        const int i = chunk * BLOCK_THREADS + tid;
        float x = (i < n) ? in[i] : 0.0f;

        // 1. scan inside each warp
        x = warp_inclusive_scan(x, lane);
        if (lane == WARP_SIZE - 1)
            warp_totals[warp] = x;
        __syncthreads();

        // 2. first warp scans the warp totals
        if (warp == 0) {
            float t = (lane < NUM_WARPS) ? warp_totals[lane] : 0.0f;
            t = warp_inclusive_scan(t, lane);
            if (lane < NUM_WARPS)
                warp_totals[lane] = t;
        }
        __syncthreads();

        // 3. add the preceding warps' total
        if (warp > 0)
            x += warp_totals[warp - 1];
        if (i < n)
            out[i] = x;
        if (tid == BLOCK_THREADS - 1)
            chunk_totals[chunk] = x;

        // warp_totals is reused by the next chunk
        __syncthreads();
    }
}
