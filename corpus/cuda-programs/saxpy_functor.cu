// saxpy_functor.cu - grid-stride transform kernel template taking a functor,
// used for SAXPY and for a clamp-and-scale operation.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t e = (call);                                                  \
    if (e != cudaSuccess) {                                                  \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                     \
              cudaGetErrorString(e));                                        \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

struct Saxpy {
  float a;
  __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

struct ClampScale {
  float lo, hi, s;
  __host__ __device__ float operator()(float x, float y) const {
    float v = x * s + y;
    return v < lo ? lo : (v > hi ? hi : v);
  }
};

// Binary transform over a grid-stride loop; Op is any callable object.
template <typename Op>
__global__ void transform2(const float* x, const float* y, float* out, int n, Op op) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    out[i] = op(x[i], y[i]);
  }
}

// A device-side lambda applied inside the kernel body.
__global__ void squareInPlace(float* v, int n) {
  auto sq = [](float t) { return t * t; };
  int stride = blockDim.x * gridDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    v[i] = sq(v[i]);
  }
}

template <typename Op>
static int verify(const std::vector<float>& x, const std::vector<float>& y,
                  const std::vector<float>& out, Op op) {
  int bad = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    float ref = op(x[i], y[i]);
    if (std::fabs(ref - out[i]) > 1e-5f * std::max(1.0f, std::fabs(ref))) ++bad;
  }
  return bad;
}

int main() {
  const int n = 3 * 1000 * 1000 + 11;
  std::vector<float> hx(n), hy(n), hout(n);
  for (int i = 0; i < n; ++i) {
    hx[i] = std::sin(0.001f * i);
    hy[i] = std::cos(0.002f * i);
  }
  float *dx, *dy, *dout;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dout, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dy, hy.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  int device = 0, sms = 0;
  CUDA_CHECK(cudaGetDevice(&device));
  CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
  dim3 block(256), grid(sms * 8);

  Saxpy sax{2.5f};
  transform2<<<grid, block>>>(dx, dy, dout, n, sax);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(hout.data(), dout, n * sizeof(float), cudaMemcpyDeviceToHost));
  int bad1 = verify(hx, hy, hout, sax);

  ClampScale cs{-0.5f, 0.75f, 3.0f};
  transform2<<<grid, block>>>(dx, dy, dout, n, cs);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(hout.data(), dout, n * sizeof(float), cudaMemcpyDeviceToHost));
  int bad2 = verify(hx, hy, hout, cs);

  squareInPlace<<<grid, block>>>(dx, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(hout.data(), dx, n * sizeof(float), cudaMemcpyDeviceToHost));
  int bad3 = 0;
  for (int i = 0; i < n; ++i)
    if (std::fabs(hout[i] - hx[i] * hx[i]) > 1e-6f) ++bad3;

  CUDA_CHECK(cudaFree(dx));
  CUDA_CHECK(cudaFree(dy));
  CUDA_CHECK(cudaFree(dout));
  printf("saxpy: %d errors, clamp-scale: %d errors, square: %d errors -> %s\n",
         bad1, bad2, bad3, (bad1 + bad2 + bad3) ? "FAILED" : "PASSED");
  return (bad1 + bad2 + bad3) ? 1 : 0;
}
