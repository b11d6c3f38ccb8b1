/*
 * game_of_life_tiled.cu
 *
 * One generation of Conway's Game of Life on a toroidal (wrap-around)
 * w x h board of unsigned char cells (0 dead, 1 alive).  A 16x16 block stages
 * its cells plus the full one-cell halo, corners included, in
 * __shared__ unsigned char tile[18][18]: each thread loads its own cell, edge
 * threads load the side halos and the four corner threads the diagonal
 * corners.  Neighbour coordinates wrap with modular arithmetic.
 *
 * Launch: blockDim = (16,16,1) (required), gridDim = (w/16, h/16, 1).
 * Preconditions: w and h are positive multiples of 16 (every thread maps to a
 *                board cell, so all threads are active); cur/next hold w*h
 *                bytes and do not alias.
 */
#include <cuda_runtime.h>

#define T 16

__device__ __forceinline__ unsigned char cell_at(const unsigned char *__restrict__ b,
                                                 int x, int y, int w, int h)
{
    x = (x + w) % w;     // x, y are in [-1, w] / [-1, h]
    y = (y + h) % h;
    return b[y * w + x];
}

__global__ void __launch_bounds__(T * T)
life_step_tiled(const unsigned char *__restrict__ cur, unsigned char *__restrict__ next,
                int w, int h)
{
    __shared__ unsigned char tile[T + 2][T + 2];

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int x = blockIdx.x * T + tx;
    const int y = blockIdx.y * T + ty;

    tile[ty + 1][tx + 1] = cur[y * w + x];
    if (tx == 0)      tile[ty + 1][0]     = cell_at(cur, x - 1, y, w, h);
    if (tx == T - 1)  tile[ty + 1][T + 1] = cell_at(cur, x + 1, y, w, h);
    if (ty == 0)      tile[0][tx + 1]     = cell_at(cur, x, y - 1, w, h);
    if (ty == T - 1)  tile[T + 1][tx + 1] = cell_at(cur, x, y + 1, w, h);
    if (tx == 0 && ty == 0)         tile[0][0]         = cell_at(cur, x - 1, y - 1, w, h);
    if (tx == T - 1 && ty == 0)     tile[0][T + 1]     = cell_at(cur, x + 1, y - 1, w, h);
    if (tx == 0 && ty == T - 1)     tile[T + 1][0]     = cell_at(cur, x - 1, y + 1, w, h);
    if (tx == T - 1 && ty == T - 1) tile[T + 1][T + 1] = cell_at(cur, x + 1, y + 1, w, h);
    __syncthreads();

    int alive = 0;
#pragma unroll
    for (int dy = 0; dy < 3; ++dy)
#pragma unroll
        for (int dx = 0; dx < 3; ++dx)
            alive += tile[ty + dy][tx + dx];
    const unsigned char self = tile[ty + 1][tx + 1];
    alive -= self;

    next[y * w + x] = (alive == 3 || (self && alive == 2)) ? 1 : 0;
}
