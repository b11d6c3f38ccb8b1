// half_axpy.cu - y = a*x + y in half precision: a scalar __half kernel using
// __hfma/__hmul/__hadd, and a vectorized __half2 kernel using __hfma2.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t err = (call);                                                \
    if (err != cudaSuccess) {                                                \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n", cudaGetErrorString(err), \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

__global__ void haxpy(int n, __half a, const __half* __restrict__ x, __half* __restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = __hfma(a, x[i], y[i]);
}

// The same fused multiply-add on __half2 pairs: two elements per thread.
__global__ void haxpy2(int n2, __half2 a2, const __half2* __restrict__ x, __half2* __restrict__ y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) y[i] = __hfma2(a2, x[i], y[i]);
}

__global__ void hscaleAdd(int n, float a, const __half* x, const __half* y, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    __half ah = __float2half(a);
    __half t = __hadd(__hmul(ah, x[i]), y[i]);
    out[i] = __half2float(t);
  }
}

int main() {
  const int n = 1 << 20;  // even, so the __half2 view covers everything
  const float a = 0.5f;
  std::vector<__half> hx(n), hy(n), hy2(n), res(n);
  std::vector<float> fx(n), fy(n), out(n);
  for (int i = 0; i < n; ++i) {
    fx[i] = ((i % 64) - 32) / 16.0f;
    fy[i] = ((i % 37) - 18) / 8.0f;
    hx[i] = __float2half(fx[i]);
    hy[i] = __float2half(fy[i]);
  }
  __half *dx, *dy, *dy2;
  float* dout;
  CHECK(cudaMalloc(&dx, n * sizeof(__half)));
  CHECK(cudaMalloc(&dy, n * sizeof(__half)));
  CHECK(cudaMalloc(&dy2, n * sizeof(__half)));
  CHECK(cudaMalloc(&dout, n * sizeof(float)));
  CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, hy.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy2, hy.data(), n * sizeof(__half), cudaMemcpyHostToDevice));

  hscaleAdd<<<(n + 255) / 256, 256>>>(n, a, dx, dy, dout);
  CHECK(cudaGetLastError());
  haxpy<<<512, 256>>>(n, __float2half(a), dx, dy);
  CHECK(cudaGetLastError());
  haxpy2<<<(n / 2 + 255) / 256, 256>>>(n / 2, __float2half2_rn(a),
                                        reinterpret_cast<const __half2*>(dx),
                                        reinterpret_cast<__half2*>(dy2));
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(res.data(), dy, n * sizeof(__half), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hy2.data(), dy2, n * sizeof(__half), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(out.data(), dout, n * sizeof(float), cudaMemcpyDeviceToHost));

  // Inputs are exactly representable and the results need <= 11 significant bits.
  float maxErr = 0.0f;
  for (int i = 0; i < n; ++i) {
    float ref = a * fx[i] + fy[i];
    maxErr = std::max({maxErr, std::fabs(__half2float(res[i]) - ref),
                       std::fabs(__half2float(hy2[i]) - ref), std::fabs(out[i] - ref)});
  }
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  CHECK(cudaFree(dy2));
  CHECK(cudaFree(dout));
  printf("half axpy n=%d: max error %.3e -> %s\n", n, maxErr, maxErr < 1e-2f ? "PASSED" : "FAILED");
  return maxErr < 1e-2f ? 0 : 1;
}
