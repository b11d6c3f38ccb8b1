/*
 * stencil3d_25d_march.cu
 *
 * "2.5-D" 7-point stencil: a 2-D block of 16x16 threads owns an (x,y) column of
 * the nx*ny*nz volume and marches through z.  The z-neighbours are kept in
 * registers (behind / current / infront); the current xy-plane plus a 1-cell
 * halo is staged in __shared__ float plane[18][18] each step.  Grid-boundary
 * points are copied through unchanged.
 *
 * Launch: blockDim = (16,16,1) (required), gridDim = (ceil(nx/16), ceil(ny/16), 1).
 * Preconditions: nx, ny, nz >= 1; in/out hold nx*ny*nz floats (x fastest),
 *                no aliasing.
 */
#include <cuda_runtime.h>

#define TX 16
#define TY 16

__global__ void __launch_bounds__(TX * TY)
stencil3d_25d_march(const float *__restrict__ in, float *__restrict__ out,
                    int nx, int ny, int nz, float c0, float c1)
{
    __shared__ float plane[TY + 2][TX + 2];

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int x = blockIdx.x * TX + tx;
    const int y = blockIdx.y * TY + ty;
    const bool inside = (x < nx) && (y < ny);

    const size_t stride_z = (size_t)nx * (size_t)ny;
    const size_t col = (size_t)y * nx + x;   // offset of (x,y) inside one plane

    float behind  = 0.0f;
    float current = inside ? in[col] : 0.0f;
    float infront = (inside && nz > 1) ? in[stride_z + col] : 0.0f;

    for (int z = 0; z < nz; ++z) {
        const size_t base = (size_t)z * stride_z;

        __syncthreads();   // everyone finished reading the previous plane
        plane[ty + 1][tx + 1] = current;
        if (tx == 0)
            plane[ty + 1][0] = (inside && x > 0) ? in[base + col - 1] : 0.0f;
        if (tx == TX - 1)
            plane[ty + 1][TX + 1] = (inside && x + 1 < nx) ? in[base + col + 1] : 0.0f;
        if (ty == 0)
            plane[0][tx + 1] = (inside && y > 0) ? in[base + col - nx] : 0.0f;
        if (ty == TY - 1)
            plane[TY + 1][tx + 1] = (inside && y + 1 < ny) ? in[base + col + nx] : 0.0f;
        __syncthreads();

        if (inside) {
            if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) {
                out[base + col] = current;
            } else {
                const float nb = plane[ty + 1][tx] + plane[ty + 1][tx + 2]
                               + plane[ty][tx + 1] + plane[ty + 2][tx + 1]
                               + behind + infront;
                out[base + col] = c0 * current + c1 * nb;
            }
        }

        // Rotate the register queue and prefetch plane z+2.
        behind  = current;
        current = infront;
        infront = (inside && z + 2 < nz) ? in[base + 2 * stride_z + col] : 0.0f;
    }
}
