/*
 * image_rgb_to_gray.cu
 *
 * Colour-space conversions on 8-bit images.
 *   rgba_to_gray:  uchar4 RGBA pixels -> one unsigned char luma per pixel
 *                  (ITU-R BT.601 weights, rounded).
 *   rgb24_to_gray: packed 3-byte RGB (row pitch in bytes) -> luma, reading
 *                  three unsigned chars per pixel.
 *
 * Launch: blockDim = (32,8,1) (any 2-D shape works; 256 threads promised by
 *         __launch_bounds__), gridDim = (ceil(width/32), ceil(height/8), 1).
 * Preconditions: width, height >= 1; rgba holds width*height uchar4;
 *                rgb holds height rows of src_pitch >= 3*width bytes;
 *                gray holds height rows of gray_pitch >= width bytes.
 */
#include <cuda_runtime.h>

__device__ __forceinline__ unsigned char luma(unsigned char r, unsigned char g, unsigned char b)
{
    const float y = 0.299f * r + 0.587f * g + 0.114f * b;
    return (unsigned char)fminf(y + 0.5f, 255.0f);
}

__global__ void __launch_bounds__(256)
rgba_to_gray(const uchar4 *__restrict__ rgba, unsigned char *__restrict__ gray,
             int width, int height)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        const int idx = y * width + x;
        const uchar4 p = rgba[idx];
        gray[idx] = luma(p.x, p.y, p.z);
    }
}

__global__ void __launch_bounds__(256)
rgb24_to_gray(const unsigned char *__restrict__ rgb, int src_pitch,
              unsigned char *__restrict__ gray, int gray_pitch, int width, int height)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height)
        return;

    const unsigned char *px = rgb + (size_t)y * src_pitch + 3 * x;
    gray[(size_t)y * gray_pitch + x] = luma(__ldg(px), __ldg(px + 1), __ldg(px + 2));
}
