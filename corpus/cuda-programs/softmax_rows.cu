// softmax_rows.cu - numerically stable row-wise softmax, one block per row.
// Block-wide max and sum use warp shuffles plus a shared array of warp results.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cfloat>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t e = (call);                                                  \
    if (e != cudaSuccess) {                                                  \
      fprintf(stderr, "CUDA error %s (%s:%d)\n", cudaGetErrorString(e),      \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

constexpr int THREADS = 256;

struct MaxOp { __device__ float operator()(float a, float b) const { return fmaxf(a, b); } };
struct SumOp { __device__ float operator()(float a, float b) const { return a + b; } };

template <typename Op>
__device__ float blockAllReduce(float v, Op op, float identity) {
  __shared__ float warpVals[THREADS / 32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (int o = 16; o > 0; o >>= 1) v = op(v, __shfl_down_sync(0xffffffffu, v, o));
  if (lane == 0) warpVals[warp] = v;
  __syncthreads();
  v = (threadIdx.x < THREADS / 32) ? warpVals[threadIdx.x] : identity;
  if (warp == 0)
    for (int o = 16; o > 0; o >>= 1) v = op(v, __shfl_down_sync(0xffffffffu, v, o));
  if (threadIdx.x == 0) warpVals[0] = v;
  __syncthreads();
  float r = warpVals[0];
  __syncthreads();  // warpVals is reused by the next call
  return r;
}

__global__ void __launch_bounds__(THREADS)
softmaxRows(const float* __restrict__ x, float* __restrict__ y, int rows, int cols) {
  const int row = blockIdx.x;
  if (row >= rows) return;
  const float* xr = x + (size_t)row * cols;
  float* yr = y + (size_t)row * cols;

  float m = -FLT_MAX;
  for (int c = threadIdx.x; c < cols; c += THREADS) m = fmaxf(m, xr[c]);
  m = blockAllReduce(m, MaxOp(), -FLT_MAX);

  float s = 0.0f;
  for (int c = threadIdx.x; c < cols; c += THREADS) {
    float e = __expf(xr[c] - m);
    yr[c] = e;
    s += e;
  }
  s = blockAllReduce(s, SumOp(), 0.0f);
  const float inv = 1.0f / s;
  for (int c = threadIdx.x; c < cols; c += THREADS) yr[c] *= inv;
}

int main() {
  const int rows = 513, cols = 1000;
  std::vector<float> hx((size_t)rows * cols), hy(hx.size());
  for (size_t i = 0; i < hx.size(); ++i) hx[i] = 8.0f * std::sin(0.37f * i) + (i % 7);

  float *dx, *dy;
  CUDA_CHECK(cudaMalloc(&dx, hx.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dy, hy.size() * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dx, hx.data(), hx.size() * sizeof(float), cudaMemcpyHostToDevice));
  softmaxRows<<<rows, THREADS>>>(dx, dy, rows, cols);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  CUDA_CHECK(cudaMemcpy(hy.data(), dy, hy.size() * sizeof(float), cudaMemcpyDeviceToHost));

  double maxErr = 0.0;
  for (int r = 0; r < rows; ++r) {
    const float* xr = &hx[(size_t)r * cols];
    float m = *std::max_element(xr, xr + cols);
    double sum = 0.0;
    for (int c = 0; c < cols; ++c) sum += std::exp((double)xr[c] - m);
    for (int c = 0; c < cols; ++c) {
      double ref = std::exp((double)xr[c] - m) / sum;
      maxErr = std::max(maxErr, std::fabs(ref - hy[(size_t)r * cols + c]));
    }
  }
  CUDA_CHECK(cudaFree(dx));
  CUDA_CHECK(cudaFree(dy));
  printf("softmax %dx%d: max error %.3e -> %s\n", rows, cols, maxErr,
         maxErr < 1e-5 ? "PASSED" : "FAILED");
  return maxErr < 1e-5 ? 0 : 1;
}
