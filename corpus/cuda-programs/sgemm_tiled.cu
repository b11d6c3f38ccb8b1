// sgemm_tiled.cu - C = alpha*A*B + beta*C with 16x16 shared-memory tiles.
// Handles sizes that are not multiples of the tile width.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x)                                                             \
  do {                                                                       \
    cudaError_t err = (x);                                                   \
    if (err != cudaSuccess) {                                                \
      fprintf(stderr, "CUDA error: %s (%s:%d)\n", cudaGetErrorString(err),   \
              __FILE__, __LINE__);                                           \
      std::exit(1);                                                          \
    }                                                                        \
  } while (0)

template <int TILE>
__global__ void __launch_bounds__(TILE * TILE)
sgemmTiled(int M, int N, int K, float alpha, const float* __restrict__ A,
           const float* __restrict__ B, float beta, float* __restrict__ C) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];

  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * TILE + ty;
  const int col = blockIdx.x * TILE + tx;
  float acc = 0.0f;

  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    int aCol = t * TILE + tx;
    int bRow = t * TILE + ty;
    As[ty][tx] = (row < M && aCol < K) ? A[row * K + aCol] : 0.0f;
    Bs[ty][tx] = (bRow < K && col < N) ? B[bRow * N + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  if (row < M && col < N) C[row * N + col] = alpha * acc + beta * C[row * N + col];
}

static void sgemmHost(int M, int N, int K, float alpha, const std::vector<float>& A,
                      const std::vector<float>& B, float beta, std::vector<float>& C) {
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      double s = 0.0;
      for (int k = 0; k < K; ++k) s += (double)A[i * K + k] * B[k * N + j];
      C[i * N + j] = (float)(alpha * s + beta * C[i * N + j]);
    }
}

int main() {
  const int M = 300, N = 257, K = 129;
  const float alpha = 1.5f, beta = -0.5f;
  constexpr int TILE = 16;
  std::vector<float> hA(M * K), hB(K * N), hC(M * N), ref;
  for (auto& v : hA) v = (rand() % 200 - 100) / 100.0f;
  for (auto& v : hB) v = (rand() % 200 - 100) / 100.0f;
  for (auto& v : hC) v = (rand() % 200 - 100) / 100.0f;
  ref = hC;

  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, hA.size() * sizeof(float)));
  CHECK(cudaMalloc(&dB, hB.size() * sizeof(float)));
  CHECK(cudaMalloc(&dC, hC.size() * sizeof(float)));
  CHECK(cudaMemcpy(dA, hA.data(), hA.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, hB.data(), hB.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dC, hC.data(), hC.size() * sizeof(float), cudaMemcpyHostToDevice));

  dim3 block(TILE, TILE);
  dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
  sgemmTiled<TILE><<<grid, block>>>(M, N, K, alpha, dA, dB, beta, dC);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hC.data(), dC, hC.size() * sizeof(float), cudaMemcpyDeviceToHost));

  sgemmHost(M, N, K, alpha, hA, hB, beta, ref);
  double maxErr = 0.0;
  for (size_t i = 0; i < hC.size(); ++i)
    maxErr = std::fmax(maxErr, std::fabs((double)hC[i] - ref[i]));

  CHECK(cudaFree(dA));
  CHECK(cudaFree(dB));
  CHECK(cudaFree(dC));
  bool ok = maxErr < 1e-3;
  printf("sgemm %dx%dx%d: max abs error %.3e -> %s\n", M, N, K, maxErr,
         ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
