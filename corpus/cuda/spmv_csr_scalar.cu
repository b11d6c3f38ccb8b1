/*
 * spmv_csr_scalar.cu
 *
 * Sparse matrix-vector product y = A*x (+ beta*y) for a CSR matrix, "scalar"
 * kernel: one thread per row (Bell & Garland 2008).  x is read through the
 * read-only data cache with __ldg.  Rows are processed with a grid-stride loop.
 *
 * Launch: blockDim = (256,1,1) suggested (any size works), any gridDim.x.
 * Preconditions: row_ptr has num_rows+1 non-decreasing entries with
 *                row_ptr[0] == 0; every col_idx[j] (j < row_ptr[num_rows]) is
 *                in [0, num_cols); x holds num_cols, y holds num_rows floats;
 *                y aliases none of the inputs.
 */
#include <cuda_runtime.h>

__global__ void __launch_bounds__(256)
spmv_csr_scalar(int num_rows, const int *__restrict__ row_ptr,
                const int *__restrict__ col_idx, const float *__restrict__ vals,
                const float *__restrict__ x, float beta, float *__restrict__ y)
{
    for (int row = blockIdx.x * blockDim.x + threadIdx.x; row < num_rows;
         row += blockDim.x * gridDim.x) {
        const int begin = row_ptr[row];
        const int end   = row_ptr[row + 1];
        float dot = 0.0f;
        for (int j = begin; j < end; ++j)
            dot += vals[j] * __ldg(&x[col_idx[j]]);
        y[row] = (beta == 0.0f) ? dot : dot + beta * y[row];
    }
}
