/*
 * stencil2d_tile_halo.cu
 *
 * One Jacobi sweep of the 2-D Laplace/heat equation on a w x h grid (row-major):
 *   out[y][x] = in[y][x] + alpha * (N + S + E + W - 4*C)
 * Interior points are updated; the outermost ring of the grid is copied through
 * unchanged (fixed Dirichlet boundary).  A 16x16 block stages its points plus a
 * one-cell halo in __shared__ float tile[18][18].
 *
 * Launch: blockDim = (16,16,1) (required: the tile is sized for it),
 *         gridDim = (ceil(w/16), ceil(h/16), 1).
 * Preconditions: w >= 1, h >= 1; in and out each hold w*h floats, no aliasing.
 */
#include <cuda_runtime.h>

#define TILE_W 16
#define TILE_H 16

__global__ void __launch_bounds__(TILE_W * TILE_H)
stencil2d_jacobi_tile(const float *__restrict__ in, float *__restrict__ out,
                      int w, int h, float alpha)
{
    __shared__ float tile[TILE_H + 2][TILE_W + 2];

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int x = blockIdx.x * TILE_W + tx;
    const int y = blockIdx.y * TILE_H + ty;
    const bool inside = (x < w) && (y < h);

    // Centre.
    tile[ty + 1][tx + 1] = inside ? in[y * w + x] : 0.0f;

    // West / east halo columns.
    if (tx == 0)
        tile[ty + 1][0] = (x > 0 && y < h) ? in[y * w + (x - 1)] : 0.0f;
    if (tx == TILE_W - 1)
        tile[ty + 1][TILE_W + 1] = (x + 1 < w && y < h) ? in[y * w + (x + 1)] : 0.0f;

    // North / south halo rows.
    if (ty == 0)
        tile[0][tx + 1] = (y > 0 && x < w) ? in[(y - 1) * w + x] : 0.0f;
    if (ty == TILE_H - 1)
        tile[TILE_H + 1][tx + 1] = (y + 1 < h && x < w) ? in[(y + 1) * w + x] : 0.0f;

    // The four corner cells are not used by the 5-point stencil.
    __syncthreads();

    if (!inside)
        return;

    const float c = tile[ty + 1][tx + 1];
    if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
        out[y * w + x] = c;
    } else {
        const float lap = tile[ty][tx + 1] + tile[ty + 2][tx + 1]
                        + tile[ty + 1][tx] + tile[ty + 1][tx + 2] - 4.0f * c;
        out[y * w + x] = c + alpha * lap;
    }
}
