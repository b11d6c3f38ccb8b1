// vector_add.cu - element-wise C = A + B, templated on element type.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(EXIT_FAILURE);                                                    \
    }                                                                        \
  } while (0)

template <typename T>
__global__ void vectorAdd(const T* __restrict__ a, const T* __restrict__ b,
                          T* __restrict__ c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    c[i] = a[i] + b[i];
  }
  if (i == 0) {
    printf("vectorAdd: grid=%d block=%d n=%d\n", gridDim.x, blockDim.x, n);
  }
}

template <typename T>
static bool runTest(int n) {
  std::vector<T> hA(n), hB(n), hC(n);
  for (int i = 0; i < n; ++i) {
    hA[i] = static_cast<T>(rand() % 1000) / static_cast<T>(10);
    hB[i] = static_cast<T>(rand() % 1000) / static_cast<T>(7);
  }
  size_t bytes = n * sizeof(T);
  T *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, bytes));
  CHECK(cudaMalloc(&dB, bytes));
  CHECK(cudaMalloc(&dC, bytes));
  CHECK(cudaMemcpy(dA, hA.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, hB.data(), bytes, cudaMemcpyHostToDevice));

  const int threads = 256;
  const int blocks = (n + threads - 1) / threads;
  vectorAdd<T><<<blocks, threads>>>(dA, dB, dC, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hC.data(), dC, bytes, cudaMemcpyDeviceToHost));

  int errors = 0;
  for (int i = 0; i < n; ++i) {
    double ref = static_cast<double>(hA[i]) + static_cast<double>(hB[i]);
    if (std::fabs(static_cast<double>(hC[i]) - ref) > 1e-5 * std::fabs(ref) + 1e-6) {
      if (errors < 5) fprintf(stderr, "mismatch at %d: %f vs %f\n", i,
                              (double)hC[i], ref);
      ++errors;
    }
  }
  CHECK(cudaFree(dA));
  CHECK(cudaFree(dB));
  CHECK(cudaFree(dC));
  return errors == 0;
}

int main(int argc, char** argv) {
  int n = (argc > 1) ? atoi(argv[1]) : (1 << 20) + 37;
  srand(1234);
  bool okF = runTest<float>(n);
  bool okD = runTest<double>(n);
  printf("vector_add float: %s, double: %s\n", okF ? "PASSED" : "FAILED",
         okD ? "PASSED" : "FAILED");
  return (okF && okD) ? EXIT_SUCCESS : EXIT_FAILURE;
}
