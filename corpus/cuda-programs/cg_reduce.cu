// cg_reduce.cu - sum and maximum of an int array with cooperative groups:
// thread_block sync, tiled_partition<32> and cg::reduce, with atomicAdd/atomicMax.
#include <cstdio>
#include <cstdlib>
#include <climits>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t e_ = (call);                                                 \
    if (e_ != cudaSuccess) {                                                 \
      fprintf(stderr, "CUDA error: %s at %s:%d\n", cudaGetErrorString(e_),   \
              __FILE__, __LINE__);                                           \
      exit(EXIT_FAILURE);                                                    \
    }                                                                        \
  } while (0)

template <int BLOCK>
__global__ void cgSumMax(const int* __restrict__ in, int n, unsigned long long* sum, int* maxv) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  __shared__ long long warpSums[BLOCK / 32];
  __shared__ int warpMax[BLOCK / 32];

  long long s = 0;
  int m = INT_MIN;
  for (int i = blockIdx.x * BLOCK + block.thread_rank(); i < n; i += BLOCK * gridDim.x) {
    int v = in[i];
    s += v;
    m = max(m, v);
  }
  s = cg::reduce(warp, s, cg::plus<long long>());
  m = cg::reduce(warp, m, cg::greater<int>());
  if (warp.thread_rank() == 0) {
    warpSums[warp.meta_group_rank()] = s;
    warpMax[warp.meta_group_rank()] = m;
  }
  block.sync();

  if (warp.meta_group_rank() == 0) {
    int lane = warp.thread_rank();
    s = (lane < BLOCK / 32) ? warpSums[lane] : 0;
    m = (lane < BLOCK / 32) ? warpMax[lane] : INT_MIN;
    s = cg::reduce(warp, s, cg::plus<long long>());
    m = cg::reduce(warp, m, cg::greater<int>());
    if (lane == 0) {
      atomicAdd(sum, (unsigned long long)s);  // two's complement wrap gives the signed sum
      atomicMax(maxv, m);
    }
  }
}

int main() {
  const int n = 10000019;
  constexpr int BLOCK = 512;
  std::vector<int> h(n);
  long long refSum = 0;
  int refMax = INT_MIN;
  for (int i = 0; i < n; ++i) {
    h[i] = (int)((i * 2654435761u) % 20001u) - 10000;
    refSum += h[i];
    refMax = std::max(refMax, h[i]);
  }
  int *d_in, *d_max;
  unsigned long long* d_sum;
  CHECK(cudaMalloc(&d_in, n * sizeof(int)));
  CHECK(cudaMalloc(&d_sum, sizeof(unsigned long long)));
  CHECK(cudaMalloc(&d_max, sizeof(int)));
  CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_sum, 0, sizeof(unsigned long long)));
  int initMax = INT_MIN;
  CHECK(cudaMemcpy(d_max, &initMax, sizeof(int), cudaMemcpyHostToDevice));

  cgSumMax<BLOCK><<<264, BLOCK>>>(d_in, n, d_sum, d_max);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  unsigned long long gSum = 0;
  int gMax = 0;
  CHECK(cudaMemcpy(&gSum, d_sum, sizeof(gSum), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&gMax, d_max, sizeof(gMax), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_sum));
  CHECK(cudaFree(d_max));
  bool ok = ((long long)gSum == refSum) && gMax == refMax;
  printf("cg reduce: sum %lld (ref %lld), max %d (ref %d) -> %s\n", (long long)gSum, refSum,
         gMax, refMax, ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
