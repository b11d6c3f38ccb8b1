/*
 * stencil3d_tile_halo.cu
 *
 * 7-point 3-D stencil (discrete Laplacian smoother) on an nx*ny*nz grid stored
 * x-fastest.  Each 8x8x8 block stages its 512 points plus the six face halos in
 * a __shared__ float tile[10][10][10] (edge and corner halo cells are unused by
 * a 7-point stencil and are not loaded).  Boundary points of the whole grid are
 * copied unchanged.
 *
 *   out = c0 * C + c1 * (E + W + N + S + U + D)
 *
 * Launch: blockDim = (8,8,8) (required, 512 threads),
 *         gridDim = (ceil(nx/8), ceil(ny/8), ceil(nz/8)).
 * Preconditions: nx, ny, nz >= 1; in/out hold nx*ny*nz floats, no aliasing.
 */
#include <cuda_runtime.h>

#define BX 8
#define BY 8
#define BZ 8

__global__ void __launch_bounds__(BX * BY * BZ)
stencil3d_7pt_tile(const float *__restrict__ in, float *__restrict__ out,
                   int nx, int ny, int nz, float c0, float c1)
{
    __shared__ float tile[BZ + 2][BY + 2][BX + 2];

    const int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
    const int x = blockIdx.x * BX + tx;
    const int y = blockIdx.y * BY + ty;
    const int z = blockIdx.z * BZ + tz;

    const size_t sy = (size_t)nx;
    const size_t sz = (size_t)nx * (size_t)ny;
    const bool inside = x < nx && y < ny && z < nz;
    const size_t idx = (size_t)z * sz + (size_t)y * sy + (size_t)x;

    tile[tz + 1][ty + 1][tx + 1] = inside ? in[idx] : 0.0f;

    // x faces
    if (tx == 0)
        tile[tz + 1][ty + 1][0] = (inside && x > 0) ? in[idx - 1] : 0.0f;
    if (tx == BX - 1)
        tile[tz + 1][ty + 1][BX + 1] = (inside && x + 1 < nx) ? in[idx + 1] : 0.0f;
    // y faces
    if (ty == 0)
        tile[tz + 1][0][tx + 1] = (inside && y > 0) ? in[idx - sy] : 0.0f;
    if (ty == BY - 1)
        tile[tz + 1][BY + 1][tx + 1] = (inside && y + 1 < ny) ? in[idx + sy] : 0.0f;
    // z faces
    if (tz == 0)
        tile[0][ty + 1][tx + 1] = (inside && z > 0) ? in[idx - sz] : 0.0f;
    if (tz == BZ - 1)
        tile[BZ + 1][ty + 1][tx + 1] = (inside && z + 1 < nz) ? in[idx + sz] : 0.0f;

    __syncthreads();

    if (!inside)
        return;

    const float c = tile[tz + 1][ty + 1][tx + 1];
    if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) {
        out[idx] = c;
        return;
    }
    const float nb = tile[tz + 1][ty + 1][tx] + tile[tz + 1][ty + 1][tx + 2]
                   + tile[tz + 1][ty][tx + 1] + tile[tz + 1][ty + 2][tx + 1]
                   + tile[tz][ty + 1][tx + 1] + tile[tz + 2][ty + 1][tx + 1];
    out[idx] = c0 * c + c1 * nb;
}
