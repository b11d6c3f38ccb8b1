// A whole program as CUDA programmers keep it, compiled with the CUDA toolkit's own headers:
// host main with cudaMalloc and <<<...>>>, <cstdio>, <cmath>, <vector>, <algorithm>,
// cuda_fp16 (__hadd is inline asm in CUDA's headers: a pure function of its operands),
// cooperative groups, a template instantiated by the host launch, printf in a kernel.
// REQUIRES: cuda-toolkit
// RUN: nvtv check %s -passes=default --cuda-path %cuda_path -v | FileCheck %s
// CHECK:      CUDA headers: the CUDA {{[0-9.]+}} toolkit's
// CHECK-DAG:  @_Z6reduceILi256EEvPKfPfi: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// CHECK-DAG:  @_Z5halfkPK6__halfPS_i: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-path %cuda_path | FileCheck %s --check-prefix=O3
// O3: total: 1 files, 2 kernels: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <algorithm>
#include <vector>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { fprintf(stderr, "%s\n", cudaGetErrorString(e)); exit(1); } } while (0)

template <int BS>
__global__ void __launch_bounds__(BS) reduce(const float *in, float *out, int n) {
  __shared__ float s[BS];
  cg::thread_block b = cg::this_thread_block();
  int i = blockIdx.x * BS + threadIdx.x;
  s[threadIdx.x] = i < n ? sqrtf(fabsf(in[i])) : 0.f;
  b.sync();
  for (int k = BS / 2; k > 0; k >>= 1) {
    if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = s[0];
}

__global__ void halfk(const __half *a, __half *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) b[i] = __hadd(a[i], __float2half(1.0f));
  if (i == 0) printf("n=%d\n", n);
}

int main() {
  int n = 1 << 20;
  float *d_in, *d_out;
  CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CHECK(cudaMalloc(&d_out, (n / 256) * sizeof(float)));
  reduce<256><<<n / 256, 256>>>(d_in, d_out, n);
  CHECK(cudaDeviceSynchronize());
  std::vector<float> h(n / 256);
  CHECK(cudaMemcpy(h.data(), d_out, h.size() * sizeof(float), cudaMemcpyDeviceToHost));
  printf("%f\n", std::max(1.0f, h[0]));
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
  return 0;
}
