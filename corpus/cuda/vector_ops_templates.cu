/*
 * vector_ops_templates.cu
 *
 * Generic element-wise kernels written as templates and emitted through
 * explicit instantiations:
 *   axpby<T, UNROLL>:  z[i] = a*x[i] + b*y[i], each thread handling UNROLL
 *                      elements spaced blockDim.x apart (coalesced), with an
 *                      `if (i < n)` guard per element;
 *   clamp_inplace<T>:  v[i] = min(max(v[i], lo), hi), grid-stride.
 * Instantiated as axpby<float, 4> and clamp_inplace<int> (one kernel each).
 *
 * Launch: blockDim = (256,1,1) (__launch_bounds__(256)),
 *         axpby: gridDim.x = ceil(n / (256*UNROLL)); clamp_inplace: any gridDim.x.
 * Preconditions: n >= 0; arrays hold n elements; z may alias x or y (each
 *                element is read and written by the same thread only).
 */
#include <cuda_runtime.h>

template <typename T, int UNROLL>
__global__ void __launch_bounds__(256)
axpby(int n, T a, const T *x, T b, const T *y, T *z)
{
    const int base = blockIdx.x * blockDim.x * UNROLL + threadIdx.x;
#pragma unroll
    for (int u = 0; u < UNROLL; ++u) {
        const int i = base + u * blockDim.x;
        if (i < n)
            z[i] = a * x[i] + b * y[i];
    }
}

template <typename T>
__device__ __forceinline__ T clamp_value(T v, T lo, T hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}

template <typename T>
__global__ void __launch_bounds__(256)
clamp_inplace(T *__restrict__ v, size_t n, T lo, T hi)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)blockDim.x * gridDim.x)
        v[i] = clamp_value(v[i], lo, hi);
}

template __global__ void axpby<float, 4>(int, float, const float *, float, const float *, float *);
template __global__ void clamp_inplace<int>(int *, size_t, int, int);
