/*
 * image_sobel_tiled.cu
 *
 * Sobel edge magnitude of an 8-bit grayscale image.  A 16x16 block loads its
 * pixels plus a one-pixel apron (including the four corners) into
 * __shared__ unsigned char tile[18][18]; apron pixels outside the image are
 * replicated from the nearest edge (clamp-to-edge).  Output is
 * min(255, |Gx| + |Gy|).
 *
 * Launch: blockDim = (16,16,1) (required), gridDim = (ceil(w/16), ceil(h/16), 1).
 * Preconditions: w, h >= 1; src and dst hold h rows of pitch >= w bytes each;
 *                no aliasing.
 */
#include <cuda_runtime.h>

#define BS 16

__device__ __forceinline__ unsigned char fetch_clamped(const unsigned char *__restrict__ img,
                                                       int x, int y, int w, int h, int pitch)
{
    x = min(max(x, 0), w - 1);
    y = min(max(y, 0), h - 1);
    return img[y * pitch + x];
}

__global__ void __launch_bounds__(BS * BS)
sobel_tiled(const unsigned char *__restrict__ src, unsigned char *__restrict__ dst,
            int w, int h, int pitch)
{
    __shared__ unsigned char tile[BS + 2][BS + 2];

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int x0 = blockIdx.x * BS;
    const int y0 = blockIdx.y * BS;

    // Cooperative load of the (BS+2)^2 apron tile: 324 pixels by 256 threads.
    for (int k = ty * BS + tx; k < (BS + 2) * (BS + 2); k += BS * BS) {
        const int ly = k / (BS + 2);
        const int lx = k % (BS + 2);
        tile[ly][lx] = fetch_clamped(src, x0 + lx - 1, y0 + ly - 1, w, h, pitch);
    }
    __syncthreads();

    const int x = x0 + tx;
    const int y = y0 + ty;
    if (x >= w || y >= h)
        return;

    const int cx = tx + 1, cy = ty + 1;
    const int gx = -tile[cy - 1][cx - 1] + tile[cy - 1][cx + 1]
                 - 2 * tile[cy][cx - 1] + 2 * tile[cy][cx + 1]
                 - tile[cy + 1][cx - 1] + tile[cy + 1][cx + 1];
    const int gy = -tile[cy - 1][cx - 1] - 2 * tile[cy - 1][cx] - tile[cy - 1][cx + 1]
                 + tile[cy + 1][cx - 1] + 2 * tile[cy + 1][cx] + tile[cy + 1][cx + 1];
    dst[y * pitch + x] = (unsigned char)min(abs(gx) + abs(gy), 255);
}
