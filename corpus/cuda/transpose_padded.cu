/*
 * transpose_padded.cu
 *
 * Out-of-place matrix transpose, odata (cols x rows) = idata^T (rows x cols),
 * through a shared 32x33 tile: the +1 column of padding keeps the column-wise
 * reads free of bank conflicts.  Each 32x8 block moves a 32x32 tile, every
 * thread handling TILE/BLOCK_ROWS = 4 elements (as in the CUDA transpose
 * sample).  Also a tiled copy kernel with the same access pattern, used as the
 * bandwidth baseline.
 *
 * Launch: blockDim = (32,8,1) (required),
 *         gridDim = (ceil(cols/32), ceil(rows/32), 1).
 * Preconditions: rows, cols >= 1; idata holds rows*cols floats (row-major),
 *                odata holds cols*rows floats; no aliasing.
 */
#include <cuda_runtime.h>

#define TILE_DIM 32
#define BLOCK_ROWS 8

__global__ void __launch_bounds__(TILE_DIM * BLOCK_ROWS)
transpose_padded(float *__restrict__ odata, const float *__restrict__ idata,
                 int rows, int cols)
{
    __shared__ float tile[TILE_DIM][TILE_DIM + 1];

    int x = blockIdx.x * TILE_DIM + threadIdx.x;   // column in idata
    int y = blockIdx.y * TILE_DIM + threadIdx.y;   // row in idata

#pragma unroll
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        if (x < cols && y + j < rows)
            tile[threadIdx.y + j][threadIdx.x] = idata[(size_t)(y + j) * cols + x];

    __syncthreads();

    x = blockIdx.y * TILE_DIM + threadIdx.x;       // column in odata (= row in idata)
    y = blockIdx.x * TILE_DIM + threadIdx.y;       // row in odata    (= column in idata)

#pragma unroll
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        if (x < rows && y + j < cols)
            odata[(size_t)(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}

__global__ void __launch_bounds__(TILE_DIM * BLOCK_ROWS)
copy_tiled(float *__restrict__ odata, const float *__restrict__ idata, int rows, int cols)
{
    __shared__ float tile[TILE_DIM][TILE_DIM + 1];

    const int x = blockIdx.x * TILE_DIM + threadIdx.x;
    const int y = blockIdx.y * TILE_DIM + threadIdx.y;

#pragma unroll
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        if (x < cols && y + j < rows)
            tile[threadIdx.y + j][threadIdx.x] = idata[(size_t)(y + j) * cols + x];

    __syncthreads();

#pragma unroll
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        if (x < cols && y + j < rows)
            odata[(size_t)(y + j) * cols + x] = tile[threadIdx.y + j][threadIdx.x];
}
