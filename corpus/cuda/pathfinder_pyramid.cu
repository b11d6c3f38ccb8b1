/*
 * pathfinder_pyramid.cu
 *
 * Rodinia "pathfinder": minimum-cost path from the top row to each bottom
 * cell of a rows x cols grid, moving down, down-left or down-right.  One launch
 * advances `iters` rows using the ghost-zone ("pyramid") technique: a block
 * covers BLOCK columns of which only the central BLOCK - 2*border are its
 * results; each step the band of trustworthy cells shrinks by one on each
 * side.  Cells outside the grid are excluded by clamping the W/E neighbours
 * into the valid range.  A block writes only its own central columns, so no
 * two blocks ever write the same dst element.
 *
 *   dst[c] = min over the three cells above (after `iters` rows) + wall[row][c]
 *
 * Launch: blockDim = (256,1,1) (required),
 *         gridDim.x = ceil(cols / (256 - 2*border)).
 * Preconditions: cols >= 1; 1 <= iters <= border; 2*border < 256;
 *                start_row + iters <= rows; wall holds rows*cols ints;
 *                src holds cols ints (row start_row-1 costs); dst holds cols
 *                ints and does not alias src.
 */
#include <cuda_runtime.h>

#define BLOCK 256

__global__ void __launch_bounds__(BLOCK)
pathfinder_pyramid(const int *__restrict__ wall, const int *__restrict__ src,
                   int *__restrict__ dst, int cols, int start_row, int iters, int border)
{
    __shared__ int prev[BLOCK];
    __shared__ int result[BLOCK];

    const int tx = threadIdx.x;
    const int small_cols = BLOCK - 2 * border;
    const int blk_x = small_cols * (int)blockIdx.x - border;   // may be negative
    const int blk_x_max = blk_x + BLOCK - 1;
    const int xidx = blk_x + tx;

    const int valid_min = (blk_x < 0) ? -blk_x : 0;
    const int valid_max = (blk_x_max > cols - 1) ? BLOCK - 1 - (blk_x_max - cols + 1) : BLOCK - 1;
    const bool is_valid = tx >= valid_min && tx <= valid_max;
    const int W = max(tx - 1, valid_min);
    const int E = min(tx + 1, valid_max);

    if (is_valid)
        prev[tx] = src[xidx];
    __syncthreads();

    bool computed = false;
    for (int i = 0; i < iters; ++i) {
        computed = false;
        if (is_valid && tx >= i + 1 && tx <= BLOCK - i - 2) {
            computed = true;
            const int shortest = min(prev[W], min(prev[tx], prev[E]));
            result[tx] = shortest + wall[(size_t)(start_row + i) * cols + xidx];
        }
        __syncthreads();
        if (i == iters - 1)
            break;                       // uniform: i and iters are block-wide
        if (computed)
            prev[tx] = result[tx];
        __syncthreads();
    }

    if (computed && tx >= border && tx < BLOCK - border)
        dst[xidx] = result[tx];
}
