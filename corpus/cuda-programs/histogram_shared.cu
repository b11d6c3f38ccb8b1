// histogram_shared.cu - 256-bin byte histogram. Each block accumulates a
// private histogram in shared memory with atomicAdd(int), then merges it into
// the global histogram with one global atomicAdd per bin.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t e = (call);                                                  \
    if (e != cudaSuccess) {                                                  \
      fprintf(stderr, "CUDA error at %s:%d: %s\n", __FILE__, __LINE__,       \
              cudaGetErrorString(e));                                        \
      exit(EXIT_FAILURE);                                                    \
    }                                                                        \
  } while (0)

constexpr int NUM_BINS = 256;

__global__ void histogramShared(const unsigned char* __restrict__ data, size_t n,
                                int* __restrict__ bins) {
  __shared__ int local[NUM_BINS];
  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) local[b] = 0;
  __syncthreads();

  size_t stride = (size_t)blockDim.x * gridDim.x;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    atomicAdd(&local[data[i]], 1);
  __syncthreads();

  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) {
    int c = local[b];
    if (c != 0) atomicAdd(&bins[b], c);
  }
}

// Packed variant: each thread reads four bytes at once through a uchar4.
__global__ void histogramPacked(const uchar4* __restrict__ data, size_t n4,
                                int* __restrict__ bins) {
  __shared__ int local[NUM_BINS];
  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) local[b] = 0;
  __syncthreads();
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n4;
       i += (size_t)blockDim.x * gridDim.x) {
    uchar4 v = data[i];
    atomicAdd(&local[v.x], 1);
    atomicAdd(&local[v.y], 1);
    atomicAdd(&local[v.z], 1);
    atomicAdd(&local[v.w], 1);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) atomicAdd(&bins[b], local[b]);
}

int main() {
  const size_t n = 16u << 20;  // multiple of 4
  std::vector<unsigned char> h(n);
  unsigned int seed = 12345u;
  for (size_t i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    h[i] = (unsigned char)((seed >> 24) ^ (seed >> 13));
  }
  std::vector<int> ref(NUM_BINS, 0);
  for (size_t i = 0; i < n; ++i) ref[h[i]]++;

  unsigned char* d_data;
  int *d_bins1, *d_bins2;
  CHECK(cudaMalloc(&d_data, n));
  CHECK(cudaMalloc(&d_bins1, NUM_BINS * sizeof(int)));
  CHECK(cudaMalloc(&d_bins2, NUM_BINS * sizeof(int)));
  CHECK(cudaMemcpy(d_data, h.data(), n, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_bins1, 0, NUM_BINS * sizeof(int)));
  CHECK(cudaMemset(d_bins2, 0, NUM_BINS * sizeof(int)));

  histogramShared<<<256, 256>>>(d_data, n, d_bins1);
  CHECK(cudaGetLastError());
  histogramPacked<<<256, 256>>>(reinterpret_cast<const uchar4*>(d_data), n / 4, d_bins2);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  std::vector<int> g1(NUM_BINS), g2(NUM_BINS);
  CHECK(cudaMemcpy(g1.data(), d_bins1, NUM_BINS * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(g2.data(), d_bins2, NUM_BINS * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = 0;
  long long total = 0;
  for (int b = 0; b < NUM_BINS; ++b) {
    if (g1[b] != ref[b] || g2[b] != ref[b]) ++bad;
    total += g1[b];
  }
  CHECK(cudaFree(d_data));
  CHECK(cudaFree(d_bins1));
  CHECK(cudaFree(d_bins2));
  printf("histogram: %lld samples, %d bad bins -> %s\n", total, bad,
         bad ? "FAILED" : "PASSED");
  return bad ? 1 : 0;
}
