/*
 * convolution_separable.cu
 *
 * Separable 2-D convolution (e.g. Gaussian blur) of a w x h float image,
 * done as a row pass followed by a column pass, each with a 1-D filter of
 * radius KERNEL_RADIUS kept in __constant__ memory.  Each pass stages an
 * output tile plus an apron of KERNEL_RADIUS pixels in shared memory.  Pixels
 * outside the image are clamped to the nearest edge pixel.
 *
 * Launch (both kernels): blockDim = (32,8,1) (required),
 *         gridDim = (ceil(w/32), ceil(h/8), 1).
 * Preconditions: w, h >= 1; pitch >= w (elements per row); src and dst hold
 *                h*pitch floats and do not alias; c_filter set by the host.
 */
#include <cuda_runtime.h>

#define KERNEL_RADIUS 8
#define KERNEL_LENGTH (2 * KERNEL_RADIUS + 1)
#define BW 32
#define BH 8

#if BH < KERNEL_RADIUS || BW < KERNEL_RADIUS
#error "apron loads assume the block is at least KERNEL_RADIUS wide and tall"
#endif

__constant__ float c_filter[KERNEL_LENGTH];

__device__ __forceinline__ int clampi(int v, int lo, int hi)
{
    return min(max(v, lo), hi);
}

__global__ void __launch_bounds__(BW * BH)
convolution_rows(float *__restrict__ dst, const float *__restrict__ src,
                 int w, int h, int pitch)
{
    __shared__ float tile[BH][BW + 2 * KERNEL_RADIUS];

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int x = blockIdx.x * BW + tx;
    const int y = min((int)(blockIdx.y * BH + ty), h - 1);   // clamp row for loads
    const float *row = src + (size_t)y * pitch;

    tile[ty][tx + KERNEL_RADIUS] = row[clampi(x, 0, w - 1)];
    if (tx < KERNEL_RADIUS) {
        tile[ty][tx] = row[clampi(x - KERNEL_RADIUS, 0, w - 1)];
        tile[ty][tx + BW + KERNEL_RADIUS] = row[clampi(x + BW, 0, w - 1)];
    }
    __syncthreads();

    const int out_y = blockIdx.y * BH + ty;
    if (x < w && out_y < h) {
        float sum = 0.0f;
#pragma unroll
        for (int k = -KERNEL_RADIUS; k <= KERNEL_RADIUS; ++k)
            sum += c_filter[KERNEL_RADIUS - k] * tile[ty][tx + KERNEL_RADIUS + k];
        dst[(size_t)out_y * pitch + x] = sum;
    }
}

__global__ void __launch_bounds__(BW * BH)
convolution_columns(float *__restrict__ dst, const float *__restrict__ src,
                    int w, int h, int pitch)
{
    __shared__ float tile[BH + 2 * KERNEL_RADIUS][BW];

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int x = min((int)(blockIdx.x * BW + tx), w - 1);   // clamp column for loads
    const int y = blockIdx.y * BH + ty;

    tile[ty + KERNEL_RADIUS][tx] = src[(size_t)clampi(y, 0, h - 1) * pitch + x];
    // BH >= KERNEL_RADIUS: the first KERNEL_RADIUS thread rows load the aprons.
    if (ty < KERNEL_RADIUS) {
        tile[ty][tx] = src[(size_t)clampi(y - KERNEL_RADIUS, 0, h - 1) * pitch + x];
        tile[ty + BH + KERNEL_RADIUS][tx] = src[(size_t)clampi(y + BH, 0, h - 1) * pitch + x];
    }
    __syncthreads();

    const int out_x = blockIdx.x * BW + tx;
    if (out_x < w && y < h) {
        float sum = 0.0f;
#pragma unroll
        for (int k = -KERNEL_RADIUS; k <= KERNEL_RADIUS; ++k)
            sum += c_filter[KERNEL_RADIUS - k] * tile[ty + KERNEL_RADIUS + k][tx];
        dst[(size_t)y * pitch + out_x] = sum;
    }
}
