/*
 * needleman_wunsch_tiles.cu
 *
 * Needleman-Wunsch global alignment score matrix (Rodinia "nw"-like).  The
 * (n+1) x (n+1) score matrix is split into 16x16 tiles; one launch processes
 * all tiles on tile anti-diagonal `diag` (the host loops diag = 0 .. 2*nt-2,
 * nt = n/16).  Each block copies its tile's top row, left column and corner
 * plus the 16x16 substitution scores into shared memory, sweeps the tile's
 * 31 cell anti-diagonals with one __syncthreads() per step (thread tx owns
 * column tx), and writes the tile back.
 *
 * Launch: blockDim = (16,1,1) (required),
 *         gridDim.x = number of tiles on the diagonal = min(diag, 2*nt-2-diag) + 1.
 * Preconditions: n >= 16 and n % 16 == 0; score holds (n+1)*(n+1) ints with
 *                row 0 and column 0 initialised (e.g. -penalty*i); ref holds
 *                n*n ints (substitution score of residue pair (i,j)).
 */
#include <cuda_runtime.h>

#define B 16

__device__ __forceinline__ int max3(int a, int b, int c)
{
    return max(a, max(b, c));
}

__global__ void __launch_bounds__(B)
nw_tile_diagonal(int *__restrict__ score, const int *__restrict__ ref,
                 int n, int penalty, int diag)
{
    __shared__ int temp[B + 1][B + 1];
    __shared__ int sref[B][B];

    const int nt = n / B;
    const int tx = threadIdx.x;
    const int tile_row = max(0, diag - (nt - 1)) + (int)blockIdx.x;
    const int tile_col = diag - tile_row;
    const int br = tile_row * B;          // score-matrix row of the tile's top border
    const int bc = tile_col * B;          // score-matrix column of the tile's left border
    const int w = n + 1;                  // score-matrix row length

    if (tx == 0)
        temp[0][0] = score[br * w + bc];
    temp[0][tx + 1] = score[br * w + bc + 1 + tx];
    temp[tx + 1][0] = score[(br + 1 + tx) * w + bc];
#pragma unroll 4
    for (int ty = 0; ty < B; ++ty)
        sref[ty][tx] = ref[(br + ty) * n + bc + tx];
    __syncthreads();

    // Anti-diagonal wavefront inside the tile: cell (i, tx) with i + tx == step.
    for (int step = 0; step < 2 * B - 1; ++step) {
        const int i = step - tx;
        if (i >= 0 && i < B) {
            temp[i + 1][tx + 1] = max3(temp[i][tx] + sref[i][tx],
                                       temp[i + 1][tx] - penalty,
                                       temp[i][tx + 1] - penalty);
        }
        __syncthreads();
    }

#pragma unroll 4
    for (int ty = 0; ty < B; ++ty)
        score[(br + 1 + ty) * w + bc + 1 + tx] = temp[ty + 1][tx + 1];
}
