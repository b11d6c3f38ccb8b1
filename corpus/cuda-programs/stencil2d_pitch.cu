// stencil2d_pitch.cu - 5-point Jacobi step on a pitched 2-D grid
// (cudaMallocPitch / cudaMemcpy2D). 16x16 tiles with a one-cell halo.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t e = (call);                                                  \
    if (e != cudaSuccess) {                                                  \
      fprintf(stderr, "CUDA error '%s' in %s at line %d\n",                  \
              cudaGetErrorString(e), __FILE__, __LINE__);                    \
      exit(EXIT_FAILURE);                                                    \
    }                                                                        \
  } while (0)

#define BX 16
#define BY 16

__device__ __forceinline__ const float* rowPtr(const float* base, size_t pitch, int y) {
  return reinterpret_cast<const float*>(reinterpret_cast<const char*>(base) + y * pitch);
}

__global__ void jacobi5(const float* __restrict__ in, size_t inPitch,
                        float* __restrict__ out, size_t outPitch, int nx, int ny) {
  __shared__ float tile[BY + 2][BX + 2];
  const int x = blockIdx.x * BX + threadIdx.x;
  const int y = blockIdx.y * BY + threadIdx.y;
  const int tx = threadIdx.x + 1, ty = threadIdx.y + 1;

  // Clamp-to-edge loads keep every global read in bounds.
  const int cx = min(x, nx - 1), cy = min(y, ny - 1);
  tile[ty][tx] = rowPtr(in, inPitch, cy)[cx];
  if (threadIdx.x == 0) tile[ty][0] = rowPtr(in, inPitch, cy)[max(cx - 1, 0)];
  if (threadIdx.x == BX - 1) tile[ty][BX + 1] = rowPtr(in, inPitch, cy)[min(cx + 1, nx - 1)];
  if (threadIdx.y == 0) tile[0][tx] = rowPtr(in, inPitch, max(cy - 1, 0))[cx];
  if (threadIdx.y == BY - 1) tile[BY + 1][tx] = rowPtr(in, inPitch, min(cy + 1, ny - 1))[cx];
  __syncthreads();

  if (x < nx && y < ny) {
    float v;
    if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
      v = tile[ty][tx];  // Dirichlet boundary stays fixed
    } else {
      v = 0.25f * (tile[ty][tx - 1] + tile[ty][tx + 1] + tile[ty - 1][tx] + tile[ty + 1][tx]);
    }
    float* orow = reinterpret_cast<float*>(reinterpret_cast<char*>(out) + y * outPitch);
    orow[x] = v;
  }
}

int main() {
  const int nx = 515, ny = 301, iters = 10;
  std::vector<float> h(nx * ny, 0.0f), ref;
  for (int x = 0; x < nx; ++x) h[x] = 1.0f;  // hot top edge
  ref = h;

  float *d_a, *d_b;
  size_t pitchA, pitchB;
  CHECK(cudaMallocPitch(&d_a, &pitchA, nx * sizeof(float), ny));
  CHECK(cudaMallocPitch(&d_b, &pitchB, nx * sizeof(float), ny));
  CHECK(cudaMemcpy2D(d_a, pitchA, h.data(), nx * sizeof(float), nx * sizeof(float), ny,
                     cudaMemcpyHostToDevice));

  dim3 block(BX, BY), grid((nx + BX - 1) / BX, (ny + BY - 1) / BY);
  for (int it = 0; it < iters; ++it) {
    jacobi5<<<grid, block>>>(d_a, pitchA, d_b, pitchB, nx, ny);
    CHECK(cudaGetLastError());
    std::swap(d_a, d_b);
    std::swap(pitchA, pitchB);
  }
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy2D(h.data(), nx * sizeof(float), d_a, pitchA, nx * sizeof(float), ny,
                     cudaMemcpyDeviceToHost));

  std::vector<float> tmp(ref);
  for (int it = 0; it < iters; ++it) {
    for (int y = 1; y < ny - 1; ++y)
      for (int x = 1; x < nx - 1; ++x)
        tmp[y * nx + x] = 0.25f * (ref[y * nx + x - 1] + ref[y * nx + x + 1] +
                                   ref[(y - 1) * nx + x] + ref[(y + 1) * nx + x]);
    ref.swap(tmp);
  }
  double maxErr = 0.0;
  for (int i = 0; i < nx * ny; ++i) maxErr = std::fmax(maxErr, std::fabs(h[i] - ref[i]));

  CHECK(cudaFree(d_a));
  CHECK(cudaFree(d_b));
  printf("jacobi %dx%d x%d (pitch %zu bytes): max error %.2e -> %s\n", nx, ny, iters,
         pitchA, maxErr, maxErr < 1e-6 ? "PASSED" : "FAILED");
  return maxErr < 1e-6 ? 0 : 1;
}
