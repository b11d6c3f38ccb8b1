/*
 * histogram_shared_atomics.cu
 *
 * 256-bin histogram of an 8-bit image/byte stream.  Each block privatises the
 * histogram in shared memory (atomicAdd on __shared__ unsigned int), walks the
 * input with a grid-stride loop, and finally merges its private copy into the
 * global histogram with one global atomicAdd per non-zero bin.
 *
 * The second kernel bins float samples into NUM_BINS equal-width buckets on
 * [lo, hi), clamping out-of-range samples to the edge bins, with a dynamically
 * sized private histogram (extern __shared__).
 *
 * Launch: histogram256: blockDim = (256,1,1) (required: one bin per thread for
 *         init and merge), any gridDim.x.
 *         histogram_float_bins: blockDim = (B,1,1), any B; dynamic shared
 *         memory = num_bins * sizeof(unsigned int).
 * Preconditions: hist / bins zeroed by the host before the launch;
 *                data holds n bytes; samples holds n floats; hi > lo;
 *                num_bins >= 1.
 */
#include <cuda_runtime.h>

#define NUM_BINS 256

__global__ void __launch_bounds__(NUM_BINS)
histogram256(const unsigned char *__restrict__ data, size_t n,
             unsigned int *__restrict__ hist)
{
    __shared__ unsigned int s_hist[NUM_BINS];

    s_hist[threadIdx.x] = 0;
    __syncthreads();

    const size_t stride = (size_t)blockDim.x * gridDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        atomicAdd(&s_hist[data[i]], 1u);
    __syncthreads();

    const unsigned int count = s_hist[threadIdx.x];
    if (count > 0)
        atomicAdd(&hist[threadIdx.x], count);
}

__global__ void histogram_float_bins(const float *__restrict__ samples, int n,
                                     float lo, float hi, int num_bins,
                                     unsigned int *__restrict__ bins)
{
    extern __shared__ unsigned int s_bins[];

    for (int b = threadIdx.x; b < num_bins; b += blockDim.x)
        s_bins[b] = 0;
    __syncthreads();

    const float scale = (float)num_bins / (hi - lo);
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        // Clamp in float first so the conversion below is always in range.
        float f = (samples[i] - lo) * scale;
        f = fminf(fmaxf(f, 0.0f), (float)(num_bins - 1));
        const int b = (int)f;
        atomicAdd(&s_bins[b], 1u);
    }
    __syncthreads();

    for (int b = threadIdx.x; b < num_bins; b += blockDim.x) {
        const unsigned int c = s_bins[b];
        if (c)
            atomicAdd(&bins[b], c);
    }
}
