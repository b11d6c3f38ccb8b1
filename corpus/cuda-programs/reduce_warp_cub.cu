// reduce_warp_cub.cu - dot product three ways: a warp-shuffle reduction with
// atomicAdd(float), cub::WarpReduce, and cub::BlockReduce; the results must agree.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cub/cub.cuh>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err = (call);                                                \
    if (err != cudaSuccess) {                                                \
      fprintf(stderr, "%s failed: %s\n", #call, cudaGetErrorString(err));    \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

constexpr int BLOCK = 256;
constexpr int WARPS = BLOCK / 32;

__inline__ __device__ float warpSum(float v) {
  for (int offset = 16; offset > 0; offset >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  return v;
}

__global__ void dotShuffle(const float* x, const float* y, float* result, int n) {
  __shared__ float warpTotals[WARPS];
  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    sum += x[i] * y[i];
  sum = warpSum(sum);
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0) warpTotals[warp] = sum;
  __syncthreads();
  if (warp == 0) {
    sum = (lane < WARPS) ? warpTotals[lane] : 0.0f;
    sum = warpSum(sum);
    if (lane == 0) atomicAdd(result, sum);
  }
}

__global__ void dotCubWarp(const float* x, const float* y, float* result, int n) {
  using WarpReduce = cub::WarpReduce<float>;
  __shared__ typename WarpReduce::TempStorage temp[WARPS];
  int warp = threadIdx.x / 32;
  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    sum += x[i] * y[i];
  float warpTotal = WarpReduce(temp[warp]).Sum(sum);
  if ((threadIdx.x & 31) == 0) atomicAdd(result, warpTotal);
}

template <int THREADS>
__global__ void __launch_bounds__(THREADS)
dotCubBlock(const float* x, const float* y, float* result, int n) {
  using BlockReduce = cub::BlockReduce<float, THREADS>;
  __shared__ typename BlockReduce::TempStorage temp;
  float sum = 0.0f;
  for (int i = blockIdx.x * THREADS + threadIdx.x; i < n; i += THREADS * gridDim.x)
    sum += x[i] * y[i];
  float total = BlockReduce(temp).Sum(sum);
  if (threadIdx.x == 0) atomicAdd(result, total);
}

int main() {
  const int n = 5 * 1024 * 1024 + 3;
  std::vector<float> hx(n), hy(n);
  double ref = 0.0;
  for (int i = 0; i < n; ++i) {
    hx[i] = ((i * 7) % 11) * 0.125f - 0.5f;
    hy[i] = ((i * 3) % 13) * 0.0625f;
    ref += (double)hx[i] * hy[i];
  }
  float *dx, *dy, *dres;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dres, 3 * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dy, hy.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dres, 0, 3 * sizeof(float)));

  const int grid = 240;
  dotShuffle<<<grid, BLOCK>>>(dx, dy, dres + 0, n);
  CUDA_CHECK(cudaGetLastError());
  dotCubWarp<<<grid, BLOCK>>>(dx, dy, dres + 1, n);
  CUDA_CHECK(cudaGetLastError());
  dotCubBlock<BLOCK><<<grid, BLOCK>>>(dx, dy, dres + 2, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());

  float h_res[3];
  CUDA_CHECK(cudaMemcpy(h_res, dres, sizeof(h_res), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dx));
  CUDA_CHECK(cudaFree(dy));
  CUDA_CHECK(cudaFree(dres));

  bool ok = true;
  const char* names[3] = {"shuffle", "cub::WarpReduce", "cub::BlockReduce"};
  for (int k = 0; k < 3; ++k) {
    double rel = std::fabs(h_res[k] - ref) / std::fmax(1.0, std::fabs(ref));
    printf("%-17s %.3f (ref %.3f, rel err %.2e)\n", names[k], h_res[k], ref, rel);
    ok = ok && rel < 1e-4;
  }
  printf("%s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
