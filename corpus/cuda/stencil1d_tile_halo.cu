/*
 * stencil1d_tile_halo.cu
 *
 * 1-D weighted stencil of radius RADIUS: out[i] = sum_{k=-R..R} w[k+R] * in[i+k].
 * Each block stages BLOCK_SIZE interior elements plus RADIUS halo cells on each
 * side in a __shared__ tile.  Halo cells outside [0, n) are zero-filled
 * (zero Dirichlet boundary).  The weights live in __constant__ memory.
 *
 * Launch: blockDim = (BLOCK_SIZE,1,1) = (256,1,1), gridDim.x = ceil(n / 256).
 * Preconditions: n > 0; in and out each hold n floats and do not alias.
 */
#include <cuda_runtime.h>

#define BLOCK_SIZE 256
#define RADIUS 3

__constant__ float c_weights[2 * RADIUS + 1];

__global__ void __launch_bounds__(BLOCK_SIZE)
stencil1d_tile_halo(const float *__restrict__ in, float *__restrict__ out, int n)
{
    __shared__ float tile[BLOCK_SIZE + 2 * RADIUS];

    const int gidx = blockIdx.x * BLOCK_SIZE + threadIdx.x;
    const int lidx = threadIdx.x + RADIUS;

    // Interior element.
    tile[lidx] = (gidx < n) ? in[gidx] : 0.0f;

    // The first RADIUS threads also load the left and right halos.
    if (threadIdx.x < RADIUS) {
        const int left  = gidx - RADIUS;
        const int right = gidx + BLOCK_SIZE;
        tile[threadIdx.x]                       = (left >= 0) ? in[left] : 0.0f;
        tile[threadIdx.x + BLOCK_SIZE + RADIUS] = (right < n) ? in[right] : 0.0f;
    }
    __syncthreads();

    if (gidx < n) {
        float acc = 0.0f;
#pragma unroll
        for (int k = -RADIUS; k <= RADIUS; ++k)
            acc += c_weights[k + RADIUS] * tile[lidx + k];
        out[gidx] = acc;
    }
}
