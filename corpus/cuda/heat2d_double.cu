/*
 * heat2d_double.cu
 *
 * Explicit FTCS step of the 2-D heat equation in double precision, straight
 * from global memory (no shared tile), Rodinia "hotspot"-like: each interior
 * cell reads its neighbours with negative and positive offsets
 * (t[i - width], t[i - 1], t[i + 1], t[i + width]) and adds a power term.
 * Boundary cells use an insulated (zero-flux) condition by reusing the centre
 * value for missing neighbours.  The second kernel computes the per-block max
 * |t_new - t_old| for a convergence test.
 *
 * Launch: heat_step:  blockDim = (16,16,1), gridDim = (ceil(width/16), ceil(height/16), 1).
 *         max_delta:  blockDim = (256,1,1) (required), any gridDim.x;
 *                     block_max holds gridDim.x doubles.
 * Preconditions: width, height >= 1; arrays hold width*height doubles;
 *                t_new aliases neither t nor power.
 */
#include <cuda_runtime.h>

__global__ void __launch_bounds__(256)
heat_step(const double *__restrict__ t, const double *__restrict__ power,
          double *__restrict__ t_new, int width, int height, double cx, double cy,
          double cap_inv)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height)
        return;

    const int i = y * width + x;
    const double c = t[i];
    const double w = (x > 0) ? t[i - 1] : c;
    const double e = (x < width - 1) ? t[i + 1] : c;
    const double n = (y > 0) ? t[i - width] : c;
    const double s = (y < height - 1) ? t[i + width] : c;

    t_new[i] = c + cap_inv * (power[i] + cx * (e + w - 2.0 * c) + cy * (n + s - 2.0 * c));
}

__global__ void __launch_bounds__(256)
max_delta(const double *__restrict__ a, const double *__restrict__ b, size_t n,
          double *__restrict__ block_max)
{
    __shared__ double smax[256];

    double m = 0.0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)blockDim.x * gridDim.x)
        m = fmax(m, fabs(a[i] - b[i]));
    smax[threadIdx.x] = m;
    __syncthreads();

    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            smax[threadIdx.x] = fmax(smax[threadIdx.x], smax[threadIdx.x + s]);
        __syncthreads();
    }
    if (threadIdx.x == 0)
        block_max[blockIdx.x] = smax[0];
}
