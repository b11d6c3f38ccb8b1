/*
 * conv2d_const_mask_tiled.cu
 *
 * 2-D convolution with a (2R+1)x(2R+1) mask in __constant__ memory, tiled as
 * in PMPP chapter 7 ("strategy 1"): the block is the size of the INPUT tile
 * (16x16); every thread loads one input pixel (zero for ghost cells outside the
 * image), and only the inner OUT_TILE x OUT_TILE = 12x12 threads compute an
 * output pixel.
 *
 * Launch: blockDim = (16,16,1) (required),
 *         gridDim = (ceil(width/12), ceil(height/12), 1).
 * Preconditions: width, height >= 1; in/out hold width*height floats,
 *                no aliasing; c_mask set by the host.
 */
#include <cuda_runtime.h>

#define MASK_R 2
#define MASK_DIM (2 * MASK_R + 1)
#define IN_TILE 16
#define OUT_TILE (IN_TILE - 2 * MASK_R)

__constant__ float c_mask[MASK_DIM][MASK_DIM];

__global__ void __launch_bounds__(IN_TILE * IN_TILE)
conv2d_const_mask_tiled(const float *__restrict__ in, float *__restrict__ out,
                        int width, int height)
{
    __shared__ float tile[IN_TILE][IN_TILE];

    const int col = (int)(blockIdx.x * OUT_TILE + threadIdx.x) - MASK_R;   // may be -MASK_R
    const int row = (int)(blockIdx.y * OUT_TILE + threadIdx.y) - MASK_R;

    tile[threadIdx.y][threadIdx.x] =
        (row >= 0 && row < height && col >= 0 && col < width) ? in[row * width + col] : 0.0f;
    __syncthreads();

    const int tc = (int)threadIdx.x - MASK_R;
    const int tr = (int)threadIdx.y - MASK_R;
    if (row >= 0 && row < height && col >= 0 && col < width &&
        tc >= 0 && tc < OUT_TILE && tr >= 0 && tr < OUT_TILE) {
        float acc = 0.0f;
#pragma unroll
        for (int fr = 0; fr < MASK_DIM; ++fr)
#pragma unroll
            for (int fc = 0; fc < MASK_DIM; ++fc)
                acc += c_mask[fr][fc] * tile[tr + fr][tc + fc];
        out[row * width + col] = acc;
    }
}
