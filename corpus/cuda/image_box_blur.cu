/*
 * image_box_blur.cu
 *
 * Box blur of an interleaved RGBA8 image (uchar4 pixels) straight from global
 * memory -- no shared tile -- with a (2r+1)x(2r+1) window.  Pixels near the
 * border average only the part of the window inside the image.  Neighbours
 * are addressed with negative offsets relative to the centre pixel
 * (p[-1], p[-width], ...).  The second kernel is a 3x3 float blur on the
 * interior only (the border ring is left untouched), written with explicit
 * in[i - width - 1] ... in[i + width + 1] offsets.
 *
 * Launch: blockDim = (16,16,1) (256 threads), gridDim = (ceil(w/16), ceil(h/16), 1).
 * Preconditions: w, h >= 1; 0 <= r; src/dst hold w*h pixels, no aliasing.
 */
#include <cuda_runtime.h>

__global__ void __launch_bounds__(256)
box_blur_rgba(const uchar4 *__restrict__ src, uchar4 *__restrict__ dst,
              int w, int h, int r)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h)
        return;

    const int x_lo = max(x - r, 0), x_hi = min(x + r, w - 1);
    const int y_lo = max(y - r, 0), y_hi = min(y + r, h - 1);
    const uchar4 *centre = src + (size_t)y * w + x;

    unsigned int sr = 0, sg = 0, sb = 0, sa = 0;
    for (int dy = y_lo - y; dy <= y_hi - y; ++dy) {
        const uchar4 *row = centre + (ptrdiff_t)dy * w;   // dy may be negative
        for (int dx = x_lo - x; dx <= x_hi - x; ++dx) {
            const uchar4 p = row[dx];
            sr += p.x; sg += p.y; sb += p.z; sa += p.w;
        }
    }
    const unsigned int cnt = (unsigned int)((x_hi - x_lo + 1) * (y_hi - y_lo + 1));
    dst[(size_t)y * w + x] = make_uchar4((unsigned char)((sr + cnt / 2) / cnt),
                                         (unsigned char)((sg + cnt / 2) / cnt),
                                         (unsigned char)((sb + cnt / 2) / cnt),
                                         (unsigned char)((sa + cnt / 2) / cnt));
}

__global__ void __launch_bounds__(256)
blur3x3_interior(const float *__restrict__ in, float *__restrict__ out, int width, int height)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1)
        return;

    const int i = y * width + x;
    const float s = in[i - width - 1] + in[i - width] + in[i - width + 1]
                  + in[i - 1]         + in[i]         + in[i + 1]
                  + in[i + width - 1] + in[i + width] + in[i + width + 1];
    out[i] = s * (1.0f / 9.0f);
}
