/*
 * matmul_thread_coarsened.cu
 *
 * Double-precision C = A * B (row-major, A: M x K, B: K x N, C: M x N) with
 * shared tiles and thread coarsening along x: each thread of a 16x16 block
 * computes COARSE = 4 outputs in the same row, spaced TILE columns apart, so
 * one A tile is reused against four B tiles (PMPP section 6.3).
 *
 * Launch: blockDim = (16,16,1) (required),
 *         gridDim = (ceil(N / (16*4)), ceil(M / 16), 1).
 * Preconditions: M, N, K >= 1; matrices sized as above; C aliases neither input.
 */
#include <cuda_runtime.h>

#define TILE 16
#define COARSE 4

__global__ void __launch_bounds__(TILE * TILE, 2)
dgemm_coarsened(const double *__restrict__ A, const double *__restrict__ B,
                double *__restrict__ C, int M, int N, int K)
{
    __shared__ double As[TILE][TILE];
    __shared__ double Bs[TILE][TILE];

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int row = blockIdx.y * TILE + ty;
    const int col_start = blockIdx.x * TILE * COARSE + tx;

    double acc[COARSE];
#pragma unroll
    for (int c = 0; c < COARSE; ++c)
        acc[c] = 0.0;

    for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
        const int a_col = t * TILE + tx;
        As[ty][tx] = (row < M && a_col < K) ? A[(size_t)row * K + a_col] : 0.0;

#pragma unroll
        for (int c = 0; c < COARSE; ++c) {
            const int col = col_start + c * TILE;
            const int b_row = t * TILE + ty;
            __syncthreads();   // previous Bs fully consumed (and As visible below)
            Bs[ty][tx] = (b_row < K && col < N) ? B[(size_t)b_row * N + col] : 0.0;
            __syncthreads();
#pragma unroll
            for (int k = 0; k < TILE; ++k)
                acc[c] += As[ty][k] * Bs[k][tx];
        }
        __syncthreads();       // As consumed before the next tile overwrites it
    }

#pragma unroll
    for (int c = 0; c < COARSE; ++c) {
        const int col = col_start + c * TILE;
        if (row < M && col < N)
            C[(size_t)row * N + col] = acc[c];
    }
}
