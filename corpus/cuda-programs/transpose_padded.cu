// transpose_padded.cu - out-of-place matrix transpose through a 32x33 shared
// tile (one column of padding avoids bank conflicts), 32x8 thread blocks.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t e_ = (call);                                                 \
    if (e_ != cudaSuccess) {                                                 \
      fprintf(stderr, "CUDA failure '%s' at %s:%d\n", cudaGetErrorString(e_),\
              __FILE__, __LINE__);                                           \
      exit(EXIT_FAILURE);                                                    \
    }                                                                        \
  } while (0)

constexpr int TILE_DIM = 32;
constexpr int BLOCK_ROWS = 8;

__global__ void transposeNaive(float* out, const float* in, int width, int height) {
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < width && y + j < height) out[x * height + (y + j)] = in[(y + j) * width + x];
}

__global__ void transposePadded(float* out, const float* in, int width, int height) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];

  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < width && y + j < height)
      tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];

  __syncthreads();

  x = blockIdx.y * TILE_DIM + threadIdx.x;  // swapped block offsets
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < height && y + j < width)
      out[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
  const int width = 1000, height = 777;
  const size_t n = (size_t)width * height;
  std::vector<float> h_in(n), h_out(n), h_naive(n);
  for (size_t i = 0; i < n; ++i) h_in[i] = (float)i;

  float *d_in, *d_out, *d_naive;
  CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  CHECK(cudaMalloc(&d_naive, n * sizeof(float)));
  CHECK(cudaMemcpy(d_in, h_in.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_out, 0, n * sizeof(float)));

  dim3 grid((width + TILE_DIM - 1) / TILE_DIM, (height + TILE_DIM - 1) / TILE_DIM);
  dim3 block(TILE_DIM, BLOCK_ROWS);
  transposeNaive<<<grid, block>>>(d_naive, d_in, width, height);
  CHECK(cudaGetLastError());
  transposePadded<<<grid, block>>>(d_out, d_in, width, height);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(h_out.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(h_naive.data(), d_naive, n * sizeof(float), cudaMemcpyDeviceToHost));

  int errors = 0;
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c) {
      float expect = h_in[(size_t)r * width + c];
      if (h_out[(size_t)c * height + r] != expect) ++errors;
      if (h_naive[(size_t)c * height + r] != expect) ++errors;
    }

  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
  CHECK(cudaFree(d_naive));
  printf("transpose %dx%d: %d errors -> %s\n", width, height, errors,
         errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
