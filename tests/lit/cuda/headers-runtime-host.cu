// A whole program without a CUDA toolkit (lit hides it): host main with the runtime API
// (cudaMalloc, cudaMemcpy, cudaMemcpyToSymbol, events, device properties, streams), an
// error-check macro, <<<...>>> launches, the C and C++ libraries.  The prelude declares the
// host API, so host code parses; it is never compiled for the device, so only the kernels
// are checked.  The first line of -v names the headers.
// RUN: nvtv check %s -passes=default -v | FileCheck %s
// CHECK:      CUDA headers: nvtv's prelude (no CUDA toolkit: NVTV_NO_CUDA_TOOLKIT is set)
// CHECK:      @_Z5scaleiPKfPf: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// CHECK:      total: 1 files, 1 kernels: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// RUN: nvtv --version -v | FileCheck %s --check-prefix=VERSION
// VERSION: CUDA headers: nvtv's prelude
#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>
#include <cuda_profiler_api.h>

#define CUDA_CHECK(call)                                                              \
  do {                                                                                \
    cudaError_t err_ = (call);                                                        \
    if (err_ != cudaSuccess) {                                                        \
      fprintf(stderr, "%s:%d: %s (%s)\n", __FILE__, __LINE__, cudaGetErrorString(err_), \
              cudaGetErrorName(err_));                                                \
      exit(EXIT_FAILURE);                                                             \
    }                                                                                 \
  } while (0)

__constant__ float coeff[4];

__global__ void __launch_bounds__(256) scale(int n, const float *__restrict__ in, float *__restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = coeff[i & 3] * in[i] + coeff[0];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  int dev = 0, count = 0;
  CUDA_CHECK(cudaGetDeviceCount(&count));
  CUDA_CHECK(cudaSetDevice(dev));
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, dev));
  printf("%s: sm_%d%d, %d SMs\n", prop.name, prop.major, prop.minor, prop.multiProcessorCount);
  std::vector<float> h(n), r(n);
  for (int i = 0; i < n; ++i) h[i] = std::sin((float)i);
  const float c[4] = {1.f, 2.f, 3.f, 4.f};
  CUDA_CHECK(cudaMemcpyToSymbol(coeff, c, sizeof c));
  float *d_in = nullptr, *d_out = nullptr;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc((void **)&d_out, n * sizeof(float)));
  cudaStream_t s;
  CUDA_CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  cudaEvent_t t0, t1;
  CUDA_CHECK(cudaEventCreate(&t0));
  CUDA_CHECK(cudaEventCreate(&t1));
  CUDA_CHECK(cudaMemcpyAsync(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice, s));
  cudaProfilerStart();
  CUDA_CHECK(cudaEventRecord(t0, s));
  dim3 block(256), grid((n + block.x - 1) / block.x);
  scale<<<grid, block, 0, s>>>(n, d_in, d_out);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaEventRecord(t1, s));
  CUDA_CHECK(cudaStreamSynchronize(s));
  cudaProfilerStop();
  float ms = 0;
  CUDA_CHECK(cudaEventElapsedTime(&ms, t0, t1));
  CUDA_CHECK(cudaMemcpy(r.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));
  double err = 0;
  for (int i = 0; i < n; ++i) err = std::max(err, (double)std::fabs(r[i] - (c[i & 3] * h[i] + c[0])));
  assert(err < 1e-5);
  printf("max error %g in %.3f ms\n", err, ms);
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));
  CUDA_CHECK(cudaStreamDestroy(s));
  CUDA_CHECK(cudaDeviceReset());
  return 0;
}
