// conv_separable.cu - separable 2-D Gaussian blur: a row pass and a column
// pass, each through a shared tile with an apron, taps in __constant__ memory.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t e_ = (call);                                                 \
    if (e_ != cudaSuccess) {                                                 \
      fprintf(stderr, "CUDA error %d: %s (%s:%d)\n", (int)e_,                \
              cudaGetErrorString(e_), __FILE__, __LINE__);                   \
      exit(EXIT_FAILURE);                                                    \
    }                                                                        \
  } while (0)

#define KR 5                 // kernel radius
#define KW (2 * KR + 1)      // kernel width
#define TX 32
#define TY 8

__constant__ float c_taps[KW];

__global__ void convRows(const float* __restrict__ src, float* __restrict__ dst, int w, int h) {
  __shared__ float tile[TY][TX + 2 * KR];
  const int x = blockIdx.x * TX + threadIdx.x;
  const int y = min(blockIdx.y * TY + threadIdx.y, h - 1);
  const float* row = src + (size_t)y * w;
  for (int i = threadIdx.x; i < TX + 2 * KR; i += TX) {
    int gx = blockIdx.x * TX + i - KR;
    gx = max(0, min(gx, w - 1));  // clamp at the image border
    tile[threadIdx.y][i] = row[gx];
  }
  __syncthreads();
  if (x < w && blockIdx.y * TY + threadIdx.y < h) {
    float acc = 0.0f;
#pragma unroll
    for (int k = 0; k < KW; ++k) acc += c_taps[k] * tile[threadIdx.y][threadIdx.x + k];
    dst[(size_t)y * w + x] = acc;
  }
}

__global__ void convCols(const float* __restrict__ src, float* __restrict__ dst, int w, int h) {
  __shared__ float tile[TY + 2 * KR][TX + 1];
  const int x = min(blockIdx.x * TX + threadIdx.x, w - 1);
  const int y = blockIdx.y * TY + threadIdx.y;
  for (int j = threadIdx.y; j < TY + 2 * KR; j += TY) {
    int gy = blockIdx.y * TY + j - KR;
    gy = max(0, min(gy, h - 1));
    tile[j][threadIdx.x] = src[(size_t)gy * w + x];
  }
  __syncthreads();
  if (blockIdx.x * TX + threadIdx.x < w && y < h) {
    float acc = 0.0f;
#pragma unroll
    for (int k = 0; k < KW; ++k) acc += c_taps[k] * tile[threadIdx.y + k][threadIdx.x];
    dst[(size_t)y * w + x] = acc;
  }
}

int main() {
  const int w = 640, h = 361;
  const size_t n = (size_t)w * h;
  float taps[KW], sum = 0.0f;
  for (int k = 0; k < KW; ++k) {
    float d = (float)(k - KR);
    taps[k] = std::exp(-d * d / (2.0f * 2.0f * 2.0f));
    sum += taps[k];
  }
  for (float& t : taps) t /= sum;

  std::vector<float> img(n), out(n), tmp(n), ref(n);
  for (size_t i = 0; i < n; ++i) img[i] = (float)((i * 2654435761u) % 256) / 255.0f;

  float *d_img, *d_tmp, *d_out;
  CHECK(cudaMalloc(&d_img, n * sizeof(float)));
  CHECK(cudaMalloc(&d_tmp, n * sizeof(float)));
  CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  CHECK(cudaMemcpy(d_img, img.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpyToSymbol(c_taps, taps, sizeof(taps)));

  dim3 block(TX, TY), grid((w + TX - 1) / TX, (h + TY - 1) / TY);
  convRows<<<grid, block>>>(d_img, d_tmp, w, h);
  CHECK(cudaGetLastError());
  convCols<<<grid, block>>>(d_tmp, d_out, w, h);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));

  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float a = 0.0f;
      for (int k = 0; k < KW; ++k) a += taps[k] * img[(size_t)y * w + std::clamp(x + k - KR, 0, w - 1)];
      tmp[(size_t)y * w + x] = a;
    }
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float a = 0.0f;
      for (int k = 0; k < KW; ++k) a += taps[k] * tmp[(size_t)std::clamp(y + k - KR, 0, h - 1) * w + x];
      ref[(size_t)y * w + x] = a;
    }
  float maxErr = 0.0f;
  for (size_t i = 0; i < n; ++i) maxErr = std::max(maxErr, std::fabs(out[i] - ref[i]));

  CHECK(cudaFree(d_img));
  CHECK(cudaFree(d_tmp));
  CHECK(cudaFree(d_out));
  printf("separable conv %dx%d, %d taps: max error %.2e -> %s\n", w, h, KW, maxErr,
         maxErr < 1e-5f ? "PASSED" : "FAILED");
  return maxErr < 1e-5f ? 0 : 1;
}
