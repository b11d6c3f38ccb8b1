/*
 * matmul_tiled.cu
 *
 * C = alpha * A * B + beta * C for row-major single-precision matrices
 * (A is M x K, B is K x N, C is M x N), with TILE x TILE tiles of A and B
 * staged in shared memory (PMPP chapter 5 style).  Arbitrary M, N, K: tiles
 * that stick out of a matrix are zero-padded.
 *
 * Launch: blockDim = (16,16,1) (required), gridDim = (ceil(N/16), ceil(M/16), 1).
 * Preconditions: M, N, K >= 1; A has M*K, B has K*N, C has M*N floats;
 *                C does not alias A or B.
 */
#include <cuda_runtime.h>

#define TILE 16

__global__ void __launch_bounds__(TILE * TILE)
sgemm_tiled(int M, int N, int K, float alpha,
            const float *__restrict__ A, const float *__restrict__ B,
            float beta, float *__restrict__ C)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int row = blockIdx.y * TILE + ty;
    const int col = blockIdx.x * TILE + tx;

    float acc = 0.0f;
    const int num_tiles = (K + TILE - 1) / TILE;

    for (int t = 0; t < num_tiles; ++t) {
        const int a_col = t * TILE + tx;
        const int b_row = t * TILE + ty;
        As[ty][tx] = (row < M && a_col < K) ? A[row * K + a_col] : 0.0f;
        Bs[ty][tx] = (b_row < K && col < N) ? B[b_row * N + col] : 0.0f;
        __syncthreads();

#pragma unroll
        for (int k = 0; k < TILE; ++k)
            acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }

    if (row < M && col < N)
        C[row * N + col] = alpha * acc + beta * C[row * N + col];
}
