// reduce_tree.cu - two-pass sum reduction: each block reduces a grid-stride
// slice into dynamic shared memory with a tree (unrolled last warp), then a
// single block reduces the per-block partial sums.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t status = (call);                                             \
    if (status != cudaSuccess) {                                             \
      fprintf(stderr, "error %d (%s) at %s:%d\n", (int)status,               \
              cudaGetErrorString(status), __FILE__, __LINE__);               \
      exit(EXIT_FAILURE);                                                    \
    }                                                                        \
  } while (0)

// Last-warp unroll. Independent thread scheduling (Volta+) needs explicit
// __syncwarp() between the read and the write of each step.
template <unsigned int BLOCK>
__device__ void warpReduce(volatile float* s, unsigned int tid) {
  float v = s[tid];
#pragma unroll
  for (unsigned int off = 32; off > 0; off >>= 1) {
    if (BLOCK >= 2 * off) v += s[tid + off];
    __syncwarp();
    s[tid] = v;
    __syncwarp();
  }
}

template <unsigned int BLOCK>
__global__ void reduceSum(const float* __restrict__ in, float* __restrict__ out,
                          unsigned int n) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (BLOCK * 2) + tid;
  unsigned int gridSize = BLOCK * 2 * gridDim.x;

  float sum = 0.0f;
  while (i < n) {
    sum += in[i];
    if (i + BLOCK < n) sum += in[i + BLOCK];
    i += gridSize;
  }
  sdata[tid] = sum;
  __syncthreads();

  if (BLOCK >= 512) { if (tid < 256) sdata[tid] += sdata[tid + 256]; __syncthreads(); }
  if (BLOCK >= 256) { if (tid < 128) sdata[tid] += sdata[tid + 128]; __syncthreads(); }
  if (BLOCK >= 128) { if (tid < 64) sdata[tid] += sdata[tid + 64]; __syncthreads(); }
  if (tid < 32) warpReduce<BLOCK>(sdata, tid);
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

template <unsigned int BLOCK>
static void launchReduce(const float* in, float* out, unsigned int n, int blocks) {
  size_t smem = BLOCK * sizeof(float);
  reduceSum<BLOCK><<<blocks, BLOCK, smem>>>(in, out, n);
  CHECK(cudaGetLastError());
}

int main() {
  const unsigned int n = (1u << 22) + 123;
  const int blocks = 128;
  std::vector<float> h(n);
  double ref = 0.0;
  for (unsigned int i = 0; i < n; ++i) {
    h[i] = (float)((i % 17) - 8) * 0.25f;
    ref += h[i];
  }

  float *d_in, *d_partial, *d_out;
  CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CHECK(cudaMalloc(&d_partial, blocks * sizeof(float)));
  CHECK(cudaMalloc(&d_out, sizeof(float)));
  CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  launchReduce<256>(d_in, d_partial, n, blocks);
  launchReduce<128>(d_partial, d_out, blocks, 1);
  CHECK(cudaDeviceSynchronize());

  float result = 0.0f;
  CHECK(cudaMemcpy(&result, d_out, sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_partial));
  CHECK(cudaFree(d_out));

  bool ok = std::fabs(result - ref) <= 1e-3 * std::fmax(1.0, std::fabs(ref));
  printf("reduce: gpu=%.4f cpu=%.4f -> %s\n", result, ref, ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
