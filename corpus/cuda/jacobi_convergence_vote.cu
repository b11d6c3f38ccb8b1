/*
 * jacobi_convergence_vote.cu
 *
 * One Jacobi iteration for a dense diagonally dominant system A x = b
 * (row-major n x n, one row per thread, row dot product with x from global
 * memory), combined with a block-wide convergence vote:
 * __syncthreads_and() tells whether every row in the block moved by less
 * than tol, __syncthreads_or() whether any row produced a non-finite value.
 * Thread 0 clears *converged (initialised to 1 by the host) with atomicAnd if
 * the block has not converged and raises *diverged with atomicOr.
 *
 * Launch: blockDim = (128,1,1) (__launch_bounds__(128, 4)),
 *         gridDim.x = ceil(n/128).
 * Preconditions: n >= 1; A holds n*n doubles with A[i][i] != 0; b, x, x_new
 *                hold n doubles; x_new aliases neither x nor A nor b;
 *                *converged == 1 and *diverged == 0 before the launch.
 */
#include <cuda_runtime.h>

__global__ void __launch_bounds__(128, 4)
jacobi_iteration_vote(const double *__restrict__ A, const double *__restrict__ b,
                      const double *__restrict__ x, double *__restrict__ x_new,
                      int n, double tol, int *converged, int *diverged)
{
    const int row = blockIdx.x * blockDim.x + threadIdx.x;

    int ok = 1;      // rows past n vote "converged" and "finite"
    int bad = 0;
    if (row < n) {
        const double *a_row = A + (size_t)row * n;
        double sigma = 0.0;
        for (int j = 0; j < n; ++j)
            if (j != row)
                sigma += a_row[j] * x[j];
        const double xi = (b[row] - sigma) / a_row[row];
        x_new[row] = xi;
        const double d = fabs(xi - x[row]);
        ok = d < tol;
        bad = !(d <= 1.0e300);   // catches NaN and inf
    }

    const int all_ok = __syncthreads_and(ok);
    const int any_bad = __syncthreads_or(bad);
    if (threadIdx.x == 0) {
        if (!all_ok)
            atomicAnd(converged, 0);
        if (any_bad)
            atomicOr(diverged, 1);
    }
}
