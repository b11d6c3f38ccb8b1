/*
 * saxpy_grid_stride.cu
 *
 * y = a*x + y over very large arrays with 64-bit (size_t) indices.
 *   saxpy_grid_stride: scalar grid-stride loop, any launch configuration.
 *   saxpy_float4:      vectorised: each iteration moves one float4 (16 bytes)
 *                      per thread with __ldg on x; a scalar tail loop handles
 *                      the last n % 4 elements.
 *
 * Launch: blockDim = (256,1,1) (what __launch_bounds__ promises), any
 *         gridDim.x >= 1 (e.g. 32 * number of SMs).
 * Preconditions: x and y hold n floats, do not alias, and for saxpy_float4
 *                are 16-byte aligned (cudaMalloc guarantees this).
 */
#include <cuda_runtime.h>

__global__ void __launch_bounds__(256)
saxpy_grid_stride(size_t n, float a, const float *__restrict__ x, float *__restrict__ y)
{
    const size_t stride = (size_t)blockDim.x * gridDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        y[i] = a * x[i] + y[i];
}

__global__ void __launch_bounds__(256)
saxpy_float4(size_t n, float a, const float *__restrict__ x, float *__restrict__ y)
{
    const size_t tid = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    const size_t stride = (size_t)blockDim.x * gridDim.x;
    const size_t n4 = n / 4;

    const float4 *x4 = reinterpret_cast<const float4 *>(x);
    float4 *y4 = reinterpret_cast<float4 *>(y);

    for (size_t i = tid; i < n4; i += stride) {
        const float4 xv = __ldg(&x4[i]);
        float4 yv = y4[i];
        yv.x = a * xv.x + yv.x;
        yv.y = a * xv.y + yv.y;
        yv.z = a * xv.z + yv.z;
        yv.w = a * xv.w + yv.w;
        y4[i] = yv;
    }

    // Tail: at most three elements, handled by the first threads of the grid.
    for (size_t i = n4 * 4 + tid; i < n; i += stride)
        y[i] = a * x[i] + y[i];
}
