// stencil1d_halo.cu - 1-D weighted stencil of radius 4. Each block loads its
// segment plus a halo of RADIUS cells on each side into shared memory; the
// weights live in __constant__ memory.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t err = (call);                                                \
    if (err != cudaSuccess) {                                                \
      fprintf(stderr, "%s:%d: CUDA error: %s\n", __FILE__, __LINE__,         \
              cudaGetErrorString(err));                                      \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

#define RADIUS 4
#define BLOCK_SIZE 128

__constant__ float c_weights[2 * RADIUS + 1];

__global__ void stencil1d(const float* __restrict__ in, float* __restrict__ out, int n) {
  __shared__ float temp[BLOCK_SIZE + 2 * RADIUS];
  int gindex = blockIdx.x * blockDim.x + threadIdx.x;
  int lindex = threadIdx.x + RADIUS;

  // Interior cell (zero outside the array).
  temp[lindex] = (gindex < n) ? in[gindex] : 0.0f;
  // Halo cells, loaded by the first RADIUS threads.
  if (threadIdx.x < RADIUS) {
    int left = gindex - RADIUS;
    int right = gindex + BLOCK_SIZE;
    temp[lindex - RADIUS] = (left >= 0 && left < n) ? in[left] : 0.0f;
    temp[lindex + BLOCK_SIZE] = (right < n) ? in[right] : 0.0f;
  }
  __syncthreads();

  if (gindex < n) {
    float result = 0.0f;
#pragma unroll
    for (int off = -RADIUS; off <= RADIUS; ++off)
      result += c_weights[off + RADIUS] * temp[lindex + off];
    out[gindex] = result;
  }
}

int main() {
  const int n = 1000003;
  std::vector<float> h_in(n), h_out(n);
  float h_w[2 * RADIUS + 1];
  float wsum = 0.0f;
  for (int k = 0; k <= 2 * RADIUS; ++k) {
    h_w[k] = 1.0f / (1.0f + std::abs(k - RADIUS));
    wsum += h_w[k];
  }
  for (int k = 0; k <= 2 * RADIUS; ++k) h_w[k] /= wsum;
  for (int i = 0; i < n; ++i) h_in[i] = std::sin(i * 0.01f) + 0.1f * (i % 5);

  float *d_in, *d_out;
  CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  CHECK(cudaMemcpy(d_in, h_in.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpyToSymbol(c_weights, h_w, sizeof(h_w)));

  int blocks = (n + BLOCK_SIZE - 1) / BLOCK_SIZE;
  stencil1d<<<blocks, BLOCK_SIZE>>>(d_in, d_out, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(h_out.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));

  double maxErr = 0.0;
  for (int i = 0; i < n; ++i) {
    double ref = 0.0;
    for (int off = -RADIUS; off <= RADIUS; ++off) {
      int j = i + off;
      if (j >= 0 && j < n) ref += h_w[off + RADIUS] * h_in[j];
    }
    maxErr = std::fmax(maxErr, std::fabs(ref - h_out[i]));
  }
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
  printf("stencil1d radius %d: max error %.2e -> %s\n", RADIUS, maxErr,
         maxErr < 1e-5 ? "PASSED" : "FAILED");
  return maxErr < 1e-5 ? 0 : 1;
}
