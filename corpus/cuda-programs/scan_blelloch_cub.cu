// scan_blelloch_cub.cu - exclusive prefix sum of a large int array.
// Pass 1 scans each 2*B-element chunk with the Blelloch work-efficient scan in
// dynamic shared memory and writes the chunk total; pass 2 scans the chunk totals
// with cub::BlockScan; pass 3 adds the scanned totals back.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cub/cub.cuh>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error: %s at %s:%d\n", cudaGetErrorString(err_), \
              __FILE__, __LINE__);                                           \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

constexpr int B = 256;           // threads per block in pass 1
constexpr int CHUNK = 2 * B;     // elements per block in pass 1
constexpr int SUMS_THREADS = 128;
constexpr int SUMS_PER_THREAD = 8;  // pass 2 handles up to 1024 chunks

__global__ void blellochScan(const int* in, int* out, int* chunkSums, int n) {
  extern __shared__ int s[];
  const int tid = threadIdx.x;
  const int base = blockIdx.x * CHUNK;
  s[2 * tid] = (base + 2 * tid < n) ? in[base + 2 * tid] : 0;
  s[2 * tid + 1] = (base + 2 * tid + 1 < n) ? in[base + 2 * tid + 1] : 0;

  int offset = 1;
  for (int d = CHUNK >> 1; d > 0; d >>= 1) {  // up-sweep
    __syncthreads();
    if (tid < d) {
      int ai = offset * (2 * tid + 1) - 1;
      int bi = offset * (2 * tid + 2) - 1;
      s[bi] += s[ai];
    }
    offset <<= 1;
  }
  if (tid == 0) {
    chunkSums[blockIdx.x] = s[CHUNK - 1];
    s[CHUNK - 1] = 0;
  }
  for (int d = 1; d < CHUNK; d <<= 1) {  // down-sweep
    offset >>= 1;
    __syncthreads();
    if (tid < d) {
      int ai = offset * (2 * tid + 1) - 1;
      int bi = offset * (2 * tid + 2) - 1;
      int t = s[ai];
      s[ai] = s[bi];
      s[bi] += t;
    }
  }
  __syncthreads();
  if (base + 2 * tid < n) out[base + 2 * tid] = s[2 * tid];
  if (base + 2 * tid + 1 < n) out[base + 2 * tid + 1] = s[2 * tid + 1];
}

__global__ void scanChunkSums(int* sums, int numChunks) {
  using BlockScan = cub::BlockScan<int, SUMS_THREADS>;
  __shared__ typename BlockScan::TempStorage temp;
  int items[SUMS_PER_THREAD];
  for (int k = 0; k < SUMS_PER_THREAD; ++k) {
    int idx = threadIdx.x * SUMS_PER_THREAD + k;
    items[k] = (idx < numChunks) ? sums[idx] : 0;
  }
  BlockScan(temp).ExclusiveSum(items, items);
  for (int k = 0; k < SUMS_PER_THREAD; ++k) {
    int idx = threadIdx.x * SUMS_PER_THREAD + k;
    if (idx < numChunks) sums[idx] = items[k];
  }
}

__global__ void addChunkOffsets(int* out, const int* sums, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] += sums[i / CHUNK];
}

int main() {
  const int n = 300000;
  const int numChunks = (n + CHUNK - 1) / CHUNK;
  if (numChunks > SUMS_THREADS * SUMS_PER_THREAD) {
    fprintf(stderr, "input too large\n");
    return 1;
  }
  std::vector<int> h_in(n), h_out(n);
  for (int i = 0; i < n; ++i) h_in[i] = (i * 37 + 11) % 9 - 3;

  int *d_in, *d_out, *d_sums;
  CHECK(cudaMalloc(&d_in, n * sizeof(int)));
  CHECK(cudaMalloc(&d_out, n * sizeof(int)));
  CHECK(cudaMalloc(&d_sums, numChunks * sizeof(int)));
  CHECK(cudaMemcpy(d_in, h_in.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  blellochScan<<<numChunks, B, CHUNK * sizeof(int)>>>(d_in, d_out, d_sums, n);
  CHECK(cudaGetLastError());
  scanChunkSums<<<1, SUMS_THREADS>>>(d_sums, numChunks);
  CHECK(cudaGetLastError());
  addChunkOffsets<<<(n + 255) / 256, 256>>>(d_out, d_sums, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(h_out.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost));

  int errors = 0;
  long long running = 0;
  for (int i = 0; i < n; ++i) {
    if (h_out[i] != running) ++errors;
    running += h_in[i];
  }
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
  CHECK(cudaFree(d_sums));
  printf("exclusive scan of %d ints (%d chunks): %d errors -> %s\n", n, numChunks, errors,
         errors ? "FAILED" : "PASSED");
  return errors ? 1 : 0;
}
