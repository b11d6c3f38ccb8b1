// nbody_tile.cu - all-pairs gravitational accelerations with shared-memory
// tiles of body positions (float4 AoS: xyz + mass), then a leapfrog update of
// velocities kept as a structure of arrays.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error: %s (%s:%d)\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(EXIT_FAILURE);                                                    \
    }                                                                        \
  } while (0)

#define TILE 128
#define SOFTENING 1e-3f

struct Velocities {  // SoA
  float* vx;
  float* vy;
  float* vz;
};

__device__ float3 bodyBodyInteraction(float4 bi, float4 bj, float3 ai) {
  float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
  float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + SOFTENING * SOFTENING;
  float invDist = rsqrtf(distSqr);
  float s = bj.w * invDist * invDist * invDist;
  ai.x += r.x * s;
  ai.y += r.y * s;
  ai.z += r.z * s;
  return ai;
}

__global__ void __launch_bounds__(TILE)
integrate(const float4* __restrict__ pos, float4* __restrict__ newPos, Velocities vel,
          int n, float dt) {
  __shared__ float4 shPos[TILE];
  const int i = blockIdx.x * TILE + threadIdx.x;
  const float4 myPos = (i < n) ? pos[i] : make_float4(0.f, 0.f, 0.f, 0.f);
  float3 acc = make_float3(0.f, 0.f, 0.f);

  for (int tile = 0; tile < (n + TILE - 1) / TILE; ++tile) {
    int j = tile * TILE + threadIdx.x;
    shPos[threadIdx.x] = (j < n) ? pos[j] : make_float4(0.f, 0.f, 0.f, 0.f);  // w=0: no force
    __syncthreads();
#pragma unroll 8
    for (int k = 0; k < TILE; ++k) acc = bodyBodyInteraction(myPos, shPos[k], acc);
    __syncthreads();
  }
  if (i < n) {
    float vx = vel.vx[i] + acc.x * dt;
    float vy = vel.vy[i] + acc.y * dt;
    float vz = vel.vz[i] + acc.z * dt;
    vel.vx[i] = vx; vel.vy[i] = vy; vel.vz[i] = vz;
    newPos[i] = make_float4(myPos.x + vx * dt, myPos.y + vy * dt, myPos.z + vz * dt, myPos.w);
  }
}

int main() {
  const int n = 3000;
  const float dt = 0.01f;
  std::vector<float4> hPos(n), hNew(n);
  std::vector<float> hv(3 * n, 0.0f), gv(3 * n);
  srand(42);
  for (auto& p : hPos)
    p = make_float4(rand() / (float)RAND_MAX * 2 - 1, rand() / (float)RAND_MAX * 2 - 1,
                    rand() / (float)RAND_MAX * 2 - 1, 0.5f + rand() / (float)RAND_MAX);
  for (int i = 0; i < 3 * n; ++i) hv[i] = 0.01f * ((i % 13) - 6);

  float4 *dPos, *dNew;
  float* dVel;
  CHECK(cudaMalloc(&dPos, n * sizeof(float4)));
  CHECK(cudaMalloc(&dNew, n * sizeof(float4)));
  CHECK(cudaMalloc(&dVel, 3 * n * sizeof(float)));
  CHECK(cudaMemcpy(dPos, hPos.data(), n * sizeof(float4), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dVel, hv.data(), 3 * n * sizeof(float), cudaMemcpyHostToDevice));

  Velocities vel{dVel, dVel + n, dVel + 2 * n};
  integrate<<<(n + TILE - 1) / TILE, TILE>>>(dPos, dNew, vel, n, dt);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hNew.data(), dNew, n * sizeof(float4), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(gv.data(), dVel, 3 * n * sizeof(float), cudaMemcpyDeviceToHost));

  double maxRel = 0.0;
  for (int i = 0; i < n; ++i) {
    double a[3] = {0, 0, 0};
    for (int j = 0; j < n; ++j) {
      double r[3] = {hPos[j].x - hPos[i].x, hPos[j].y - hPos[i].y, hPos[j].z - hPos[i].z};
      double d2 = r[0] * r[0] + r[1] * r[1] + r[2] * r[2] + SOFTENING * SOFTENING;
      double s = hPos[j].w / (d2 * std::sqrt(d2));
      for (int c = 0; c < 3; ++c) a[c] += r[c] * s;
    }
    for (int c = 0; c < 3; ++c) {
      double v = hv[c * n + i] + a[c] * dt;
      maxRel = std::max(maxRel, std::fabs(v - gv[c * n + i]) / std::max(1.0, std::fabs(v)));
    }
  }
  CHECK(cudaFree(dPos));
  CHECK(cudaFree(dNew));
  CHECK(cudaFree(dVel));
  printf("nbody n=%d: max relative velocity error %.2e -> %s\n", n, maxRel,
         maxRel < 1e-3 ? "PASSED" : "FAILED");
  return maxRel < 1e-3 ? 0 : 1;
}
