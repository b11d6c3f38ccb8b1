// bitonic_sort_shared.cu - sorts independent segments of SEG keys, one segment
// per block, with a bitonic network in dynamic shared memory.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t err = (call);                                                \
    if (err != cudaSuccess) {                                                \
      fprintf(stderr, "CUDA error: %s at %s:%d\n", cudaGetErrorString(err),  \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

// Each thread owns two keys; blockDim.x == seg / 2, seg a power of two.
__global__ void bitonicSortSegments(unsigned int* keys, int seg, int n) {
  extern __shared__ unsigned int sk[];
  const int tid = threadIdx.x;
  const int base = blockIdx.x * seg;
  for (int i = tid; i < seg; i += blockDim.x)
    sk[i] = (base + i < n) ? keys[base + i] : 0xffffffffu;  // pad with +inf
  __syncthreads();

  for (int size = 2; size <= seg; size <<= 1) {
    for (int stride = size >> 1; stride > 0; stride >>= 1) {
      // Pair index for this thread in the current stage.
      int pos = 2 * tid - (tid & (stride - 1));
      bool ascending = ((pos & size) == 0);
      unsigned int a = sk[pos], b = sk[pos + stride];
      if ((a > b) == ascending) {
        sk[pos] = b;
        sk[pos + stride] = a;
      }
      __syncthreads();
    }
  }
  for (int i = tid; i < seg; i += blockDim.x)
    if (base + i < n) keys[base + i] = sk[i];
}

int main() {
  const int seg = 1024;
  const int n = 200 * seg + 300;  // last segment partially filled
  const int segments = (n + seg - 1) / seg;
  std::vector<unsigned int> h(n), ref;
  unsigned int s = 2463534242u;
  for (auto& v : h) {  // xorshift32
    s ^= s << 13; s ^= s >> 17; s ^= s << 5;
    v = s % 100000u;
  }
  ref = h;

  unsigned int* d;
  CHECK(cudaMalloc(&d, n * sizeof(unsigned int)));
  CHECK(cudaMemcpy(d, h.data(), n * sizeof(unsigned int), cudaMemcpyHostToDevice));
  bitonicSortSegments<<<segments, seg / 2, seg * sizeof(unsigned int)>>>(d, seg, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(h.data(), d, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));

  for (int b = 0; b < segments; ++b) {
    auto first = ref.begin() + (size_t)b * seg;
    auto last = ref.begin() + std::min<size_t>((size_t)(b + 1) * seg, ref.size());
    std::sort(first, last);
  }
  bool ok = std::equal(h.begin(), h.end(), ref.begin());
  printf("bitonic sort: %d segments of %d keys -> %s\n", segments, seg,
         ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
