// rgb_to_gray.cu - converts a pitched RGBA image (uchar4) to an 8-bit
// grayscale image with BT.601 luma weights, using a 2-D grid.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t e = (call);                                                  \
    if (e != cudaSuccess) {                                                  \
      fprintf(stderr, "CUDA error: %s at %s:%d\n", cudaGetErrorString(e),    \
              __FILE__, __LINE__);                                           \
      exit(EXIT_FAILURE);                                                    \
    }                                                                        \
  } while (0)

__global__ void rgbaToGray(const uchar4* __restrict__ rgba, size_t rgbaPitch,
                           unsigned char* __restrict__ gray, size_t grayPitch,
                           int width, int height) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height) return;

  const uchar4* inRow = (const uchar4*)((const char*)rgba + y * rgbaPitch);
  unsigned char* outRow = gray + y * grayPitch;
  uchar4 p = inRow[x];
  float lum = 0.299f * p.x + 0.587f * p.y + 0.114f * p.z;
  outRow[x] = (unsigned char)fminf(lum + 0.5f, 255.0f);

  if (x == 0 && y == 0)
    printf("rgbaToGray: %dx%d, pixel(0,0)=(%d,%d,%d) -> %d\n", width, height, p.x, p.y,
           p.z, outRow[0]);
}

int main() {
  const int width = 1921, height = 1079;
  std::vector<uchar4> img((size_t)width * height);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x)
      img[(size_t)y * width + x] = make_uchar4((x * 3) & 255, (y * 5) & 255, (x ^ y) & 255, 255);

  uchar4* dRgba;
  unsigned char* dGray;
  size_t rgbaPitch, grayPitch;
  CHECK(cudaMallocPitch(&dRgba, &rgbaPitch, width * sizeof(uchar4), height));
  CHECK(cudaMallocPitch(&dGray, &grayPitch, width, height));
  CHECK(cudaMemcpy2D(dRgba, rgbaPitch, img.data(), width * sizeof(uchar4),
                     width * sizeof(uchar4), height, cudaMemcpyHostToDevice));

  dim3 block(32, 8);
  dim3 grid((width + block.x - 1) / block.x, (height + block.y - 1) / block.y);
  rgbaToGray<<<grid, block>>>(dRgba, rgbaPitch, dGray, grayPitch, width, height);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  std::vector<unsigned char> gray((size_t)width * height);
  CHECK(cudaMemcpy2D(gray.data(), width, dGray, grayPitch, width, height,
                     cudaMemcpyDeviceToHost));
  int mismatches = 0;
  for (size_t i = 0; i < gray.size(); ++i) {
    const uchar4 p = img[i];
    int ref = (int)std::fmin(0.299f * p.x + 0.587f * p.y + 0.114f * p.z + 0.5f, 255.0f);
    if (std::abs(ref - (int)gray[i]) > 1) ++mismatches;
  }
  CHECK(cudaFree(dRgba));
  CHECK(cudaFree(dGray));
  printf("rgb->gray %dx%d (pitches %zu/%zu): %d mismatches -> %s\n", width, height,
         rgbaPitch, grayPitch, mismatches, mismatches ? "FAILED" : "PASSED");
  return mismatches ? 1 : 0;
}
