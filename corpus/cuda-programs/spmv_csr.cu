// spmv_csr.cu - y = A*x for a CSR matrix: a scalar kernel (one thread per row)
// and a vector kernel (one warp per row, shuffle reduction).
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t e = (call);                                                  \
    if (e != cudaSuccess) {                                                  \
      fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
      exit(EXIT_FAILURE);                                                    \
    }                                                                        \
  } while (0)

struct CsrMatrix {  // device view: structure of arrays
  int rows;
  const int* rowPtr;
  const int* colIdx;
  const float* vals;
};

__global__ void spmvScalar(CsrMatrix A, const float* __restrict__ x, float* __restrict__ y) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < A.rows) {
    float dot = 0.0f;
    for (int j = A.rowPtr[row]; j < A.rowPtr[row + 1]; ++j) dot += A.vals[j] * x[A.colIdx[j]];
    y[row] = dot;
  }
}

__global__ void spmvVector(CsrMatrix A, const float* __restrict__ x, float* __restrict__ y) {
  const int lane = threadIdx.x & 31;
  const int warpsPerGrid = (blockDim.x * gridDim.x) / 32;
  for (int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32; row < A.rows; row += warpsPerGrid) {
    const int start = A.rowPtr[row], end = A.rowPtr[row + 1];
    float dot = 0.0f;
    for (int j = start + lane; j < end; j += 32) dot += A.vals[j] * __ldg(&x[A.colIdx[j]]);
    for (int off = 16; off > 0; off >>= 1) dot += __shfl_down_sync(0xffffffffu, dot, off);
    if (lane == 0) y[row] = dot;
  }
}

int main() {
  const int rows = 20000, cols = 15000;
  std::vector<int> rowPtr(rows + 1, 0), colIdx;
  std::vector<float> vals;
  srand(7);
  for (int r = 0; r < rows; ++r) {
    int nnz = 1 + rand() % ((r % 50 == 0) ? 300 : 20);  // a few long rows
    std::vector<int> cs;
    for (int k = 0; k < nnz; ++k) cs.push_back(rand() % cols);
    std::sort(cs.begin(), cs.end());
    cs.erase(std::unique(cs.begin(), cs.end()), cs.end());
    for (int c : cs) { colIdx.push_back(c); vals.push_back((rand() % 100) / 50.0f - 1.0f); }
    rowPtr[r + 1] = (int)colIdx.size();
  }
  const int nnz = rowPtr[rows];
  std::vector<float> x(cols), y1(rows), y2(rows);
  for (int c = 0; c < cols; ++c) x[c] = std::cos(0.01f * c);

  int *dRowPtr, *dColIdx;
  float *dVals, *dx, *dy1, *dy2;
  CHECK(cudaMalloc(&dRowPtr, (rows + 1) * sizeof(int)));
  CHECK(cudaMalloc(&dColIdx, nnz * sizeof(int)));
  CHECK(cudaMalloc(&dVals, nnz * sizeof(float)));
  CHECK(cudaMalloc(&dx, cols * sizeof(float)));
  CHECK(cudaMalloc(&dy1, rows * sizeof(float)));
  CHECK(cudaMalloc(&dy2, rows * sizeof(float)));
  CHECK(cudaMemcpy(dRowPtr, rowPtr.data(), (rows + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dColIdx, colIdx.data(), nnz * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dVals, vals.data(), nnz * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dx, x.data(), cols * sizeof(float), cudaMemcpyHostToDevice));

  CsrMatrix A{rows, dRowPtr, dColIdx, dVals};
  spmvScalar<<<(rows + 127) / 128, 128>>>(A, dx, dy1);
  CHECK(cudaGetLastError());
  spmvVector<<<(rows * 32 + 255) / 256, 256>>>(A, dx, dy2);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(y1.data(), dy1, rows * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(y2.data(), dy2, rows * sizeof(float), cudaMemcpyDeviceToHost));

  double maxErr = 0.0;
  for (int r = 0; r < rows; ++r) {
    double ref = 0.0;
    for (int j = rowPtr[r]; j < rowPtr[r + 1]; ++j) ref += (double)vals[j] * x[colIdx[j]];
    maxErr = std::max({maxErr, std::fabs(ref - y1[r]), std::fabs(ref - y2[r])});
  }
  CHECK(cudaFree(dRowPtr)); CHECK(cudaFree(dColIdx)); CHECK(cudaFree(dVals));
  CHECK(cudaFree(dx)); CHECK(cudaFree(dy1)); CHECK(cudaFree(dy2));
  printf("spmv %d x %d, nnz %d: max error %.2e -> %s\n", rows, cols, nnz, maxErr,
         maxErr < 1e-3 ? "PASSED" : "FAILED");
  return maxErr < 1e-3 ? 0 : 1;
}
