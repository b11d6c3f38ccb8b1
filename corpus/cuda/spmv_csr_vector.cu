/*
 * spmv_csr_vector.cu
 *
 * CSR SpMV y = A*x, "vector" kernel: one 32-thread warp per row.  The lanes
 * stride through the row's non-zeros, then fold their partial dot products
 * with __shfl_down_sync; lane 0 writes y[row].  Good for rows with many
 * non-zeros.  Double-precision values; the shuffle is done on the two 32-bit
 * halves since only 32-bit shuffles are available.
 *
 * Launch: blockDim = (128,1,1) (required: 4 warps per block),
 *         gridDim.x = ceil(num_rows / 4) (more blocks are harmless).
 * Preconditions: as for any CSR matrix: row_ptr has num_rows+1 non-decreasing
 *                entries, col_idx values in [0, num_cols); x holds num_cols
 *                doubles, y holds num_rows doubles; y aliases no input.
 */
#include <cuda_runtime.h>

#define THREADS_PER_BLOCK 128
#define WARP_SIZE 32

__device__ __forceinline__ double shfl_down_double(double v, int delta)
{
    union { double d; int i[2]; } u;
    u.d = v;
    u.i[0] = __shfl_down_sync(0xffffffffu, u.i[0], delta);
    u.i[1] = __shfl_down_sync(0xffffffffu, u.i[1], delta);
    return u.d;
}

__global__ void __launch_bounds__(THREADS_PER_BLOCK)
spmv_csr_vector(int num_rows, const int *__restrict__ row_ptr,
                const int *__restrict__ col_idx, const double *__restrict__ vals,
                const double *__restrict__ x, double *__restrict__ y)
{
    const int lane = threadIdx.x & (WARP_SIZE - 1);
    const int warp_id = (blockIdx.x * blockDim.x + threadIdx.x) / WARP_SIZE;
    const int num_warps = (blockDim.x * gridDim.x) / WARP_SIZE;

    // Loop bound depends only on the warp id: whole warps iterate together,
    // so the full-mask shuffles below are executed by all 32 lanes.
    for (int row = warp_id; row < num_rows; row += num_warps) {
        const int begin = row_ptr[row];
        const int end   = row_ptr[row + 1];

        double sum = 0.0;
        for (int j = begin + lane; j < end; j += WARP_SIZE)
            sum += vals[j] * __ldg(&x[col_idx[j]]);

#pragma unroll
        for (int offset = WARP_SIZE / 2; offset > 0; offset >>= 1)
            sum += shfl_down_double(sum, offset);

        if (lane == 0)
            y[row] = sum;
    }
}
