/*
 * spmv_ell.cu
 *
 * SpMV y = A*x with A in ELLPACK format stored column-major: entry k of row r
 * lives at index k*num_rows + r, so consecutive threads (rows) read
 * consecutive addresses.  Padding entries have col index -1 and are skipped.
 * Also a COO-style "axpy by row" helper kernel that scales y by a diagonal.
 *
 * Launch: blockDim = (256,1,1) (any size works), gridDim.x = ceil(num_rows/256).
 * Preconditions: cols/vals hold max_nnz_per_row*num_rows entries; each col is
 *                -1 or in [0, num_cols); x holds num_cols floats, y and diag
 *                num_rows floats; no aliasing between y and the inputs.
 */
#include <cuda_runtime.h>

__global__ void __launch_bounds__(256)
spmv_ell(int num_rows, int max_nnz_per_row, const int *__restrict__ cols,
         const float *__restrict__ vals, const float *__restrict__ x,
         float *__restrict__ y)
{
    const int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < num_rows) {
        float dot = 0.0f;
        for (int k = 0; k < max_nnz_per_row; ++k) {
            const size_t idx = (size_t)k * num_rows + row;
            const int c = cols[idx];
            if (c >= 0)
                dot += vals[idx] * __ldg(x + c);
        }
        y[row] = dot;
    }
}

__global__ void __launch_bounds__(256)
scale_by_diagonal(int num_rows, const float *__restrict__ diag, float *__restrict__ y)
{
    const int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < num_rows) {
        const float d = diag[row];
        y[row] = (d != 0.0f) ? y[row] / d : y[row];
    }
}
