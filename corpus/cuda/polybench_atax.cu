/*
 * polybench_atax.cu
 *
 * PolyBench/GPU ATAX: y = A^T (A x) for a row-major nx x ny matrix A, as two
 * kernels:
 *   atax_kernel1: tmp[i] = sum_j A[i][j] * x[j]   (one thread per row)
 *   atax_kernel2: y[j]   = sum_i A[i][j] * tmp[i] (one thread per column;
 *                 consecutive threads read consecutive addresses of a row)
 *
 * Launch (both): blockDim = (256,1,1), gridDim.x = ceil(nx/256) for kernel 1
 *                and ceil(ny/256) for kernel 2.
 * Preconditions: nx, ny >= 1; A holds nx*ny floats, x and y ny floats, tmp nx
 *                floats; outputs do not alias inputs.
 */
#include <cuda_runtime.h>

__global__ void __launch_bounds__(256)
atax_kernel1(const float *__restrict__ A, const float *__restrict__ x,
             float *__restrict__ tmp, int nx, int ny)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < nx) {
        const float *row = A + (size_t)i * ny;
        float s = 0.0f;
        for (int j = 0; j < ny; ++j)
            s += row[j] * x[j];
        tmp[i] = s;
    }
}

__global__ void __launch_bounds__(256)
atax_kernel2(const float *__restrict__ A, const float *__restrict__ tmp,
             float *__restrict__ y, int nx, int ny)
{
    const int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < ny) {
        float s = 0.0f;
        for (int i = 0; i < nx; ++i)
            s += A[(size_t)i * ny + j] * tmp[i];
        y[j] = s;
    }
}
