/*
 * quantize_int8.cu
 *
 * Symmetric per-row int8 quantisation of a row-major rows x cols float matrix
 * and int8 dot products.
 *   quantize_rows: one block per row; the block finds max|x| of its row with
 *                  a shared tree reduction, derives scale = max/127, then
 *                  writes round(x/scale) as char, packing 4 values into a
 *                  char4 per thread-iteration where cols % 4 == 0.
 *   dot_int8_rows: one warp per row pair (a row of qa times the same row of
 *                  qb) accumulating char products in int, warp-shuffle
 *                  reduction, result rescaled to float.
 *
 * Launch: quantize_rows: blockDim = (256,1,1) (required), gridDim.x = rows.
 *         dot_int8_rows: blockDim = (256,1,1) (8 warps), gridDim.x = ceil(rows/8).
 * Preconditions: rows, cols >= 1; x holds rows*cols floats (finite);
 *                q holds rows*cols chars; scales holds rows floats;
 *                for the char4 path q must be 4-byte aligned (cudaMalloc).
 */
#include <cuda_runtime.h>

#define THREADS 256

__device__ __forceinline__ char quant(float v, float inv_scale)
{
    const float r = fminf(fmaxf(v * inv_scale, -127.0f), 127.0f);
    return (char)__float2int_rn(r);
}

__global__ void __launch_bounds__(THREADS)
quantize_rows(const float *__restrict__ x, char *__restrict__ q,
              float *__restrict__ scales, int cols)
{
    __shared__ float smax[THREADS];

    const int row = blockIdx.x;
    const float *xr = x + (size_t)row * cols;
    char *qr = q + (size_t)row * cols;

    float m = 0.0f;
    for (int c = threadIdx.x; c < cols; c += THREADS)
        m = fmaxf(m, fabsf(xr[c]));
    smax[threadIdx.x] = m;
    __syncthreads();
    for (unsigned int s = THREADS / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            smax[threadIdx.x] = fmaxf(smax[threadIdx.x], smax[threadIdx.x + s]);
        __syncthreads();
    }

    const float amax = smax[0];
    const float scale = (amax > 0.0f) ? amax / 127.0f : 1.0f;
    const float inv = 1.0f / scale;
    if (threadIdx.x == 0)
        scales[row] = scale;

    if ((cols & 3) == 0) {
        char4 *q4 = reinterpret_cast<char4 *>(qr);
        for (int c4 = threadIdx.x; c4 < cols / 4; c4 += THREADS) {
            const int c = 4 * c4;
            q4[c4] = make_char4(quant(xr[c], inv), quant(xr[c + 1], inv),
                                quant(xr[c + 2], inv), quant(xr[c + 3], inv));
        }
    } else {
        for (int c = threadIdx.x; c < cols; c += THREADS)
            qr[c] = quant(xr[c], inv);
    }
}

__global__ void __launch_bounds__(THREADS)
dot_int8_rows(const char *__restrict__ qa, const char *__restrict__ qb,
              const float *__restrict__ scale_a, const float *__restrict__ scale_b,
              float *__restrict__ out, int rows, int cols)
{
    const int lane = threadIdx.x & 31;
    const int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    if (row >= rows)          // warp-uniform exit
        return;

    const char *a = qa + (size_t)row * cols;
    const char *b = qb + (size_t)row * cols;
    int acc = 0;
    for (int c = lane; c < cols; c += 32)
        acc += (int)a[c] * (int)b[c];

#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
        acc += __shfl_down_sync(0xffffffffu, acc, off);

    if (lane == 0)
        out[row] = (float)acc * scale_a[row] * scale_b[row];
}
