// A false counterexample of a fresh -O0 kernel under default<O3> (a shared-memory histogram
// written by a helper), kept as a regression.
// `for (b = threadIdx.x; b < NBINS; b += blockDim.x)` adds the unsigned blockDim.x without
// nsw at -O0, and the loop's step is not a constant, so nvtv had no bound on how far it runs:
// the model ran it 2^53 times (tid.x = 4, ntid.x = 5), where tgt's recurrence, which LLVM
// flagged nsw from the real trip count, overflows ("tgt-poison ... rec.nsw.ovf", not
// executable).  A loop-invariant step now bounds the loop where it is positive and one step
// past the bound cannot wrap: k <= ceil((256 - tid.x) / ntid.x).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: counterexample:
// CHECK: @_Z5histoPKhiPj: {{[0-9]+}} proved, 0 bounded, {{[0-9]+}} unknown, 0 counterexamples
#define NBINS 256
// Histogram: per-block shared bins, grid-stride loop, then merge to global.
__global__ void __launch_bounds__(256)
histo(const unsigned char* data, int n, unsigned int* bins)
{
    __shared__ unsigned int local[NBINS];
    for (int b = threadIdx.x; b < NBINS; b += blockDim.x)
        local[b] = 0;
    __syncthreads();
    int stride = blockDim.x * gridDim.x;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < NBINS; b += blockDim.x) {
        unsigned int c = local[b];
        if (c > 0)
            atomicAdd(&bins[b], c);
    }
}
