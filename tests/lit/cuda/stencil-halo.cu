// The textbook 2-D stencil: an 18x18 __shared__ tile with a one-cell halo,
// compiled by clang-19 at -O1.  clang emits the tile accesses as inbounds GEPs through an
// addrspacecast constant expression of @tile; LLVM's address pipeline and ours must give no
// counterexample (they used to give ten, each refuted by execution: src is out of the tile
// there), and __launch_bounds__(256) must bound ntid.
// RUN: nvtv check %s -llvm-passes='%pipe' | FileCheck %s
// RUN: nvtv check %s -passes=default | FileCheck %s
// RUN: nvtv check %s -llvm-passes='%pipe' --cuda-O 3 > %t.o3 || true
// RUN: FileCheck %s --check-prefix=O3 --input-file %t.o3
// CHECK-NOT: counterexample:
// CHECK-NOT: unknown:
// CHECK: @_Z7stencilPKfPfii: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// CHECK: @_Z10tile_16x16PKfPfi: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// CHECK: launch: @_Z7stencilPKfPfii: ntid.x*ntid.y*ntid.z <= 256
// At -O3 simplifycfg sinks the two halo-row stores into one through a phi of tile rows;
// their poison conditions are proved or unknown, never a counterexample.
// O3-NOT: counterexample:
// O3: @_Z7stencilPKfPfii: {{[0-9]+}} proved, 0 bounded, {{[0-9]+}} unknown, 0 counterexamples
#include <cuda_runtime.h>

#define TS 16

__global__ void __launch_bounds__(TS * TS) stencil(const float *in, float *out, int w, int h) {
  __shared__ float tile[TS + 2][TS + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * TS + tx, y = blockIdx.y * TS + ty;
  bool inside = x < w && y < h;
  tile[ty + 1][tx + 1] = inside ? in[y * w + x] : 0.0f;
  if (tx == 0) tile[ty + 1][0] = (x > 0 && y < h) ? in[y * w + x - 1] : 0.0f;
  if (tx == TS - 1) tile[ty + 1][TS + 1] = (x + 1 < w && y < h) ? in[y * w + x + 1] : 0.0f;
  if (ty == 0) tile[0][tx + 1] = (y > 0 && x < w) ? in[(y - 1) * w + x] : 0.0f;
  if (ty == TS - 1) tile[TS + 1][tx + 1] = (y + 1 < h && x < w) ? in[(y + 1) * w + x] : 0.0f;
  __syncthreads();
  if (!inside) return;
  out[y * w + x] = 0.25f * (tile[ty][tx + 1] + tile[ty + 2][tx + 1] + tile[ty + 1][tx] + tile[ty + 1][tx + 2]);
}

// __launch_bounds__(256) with a 16x16 tile indexed by threadIdx.x and threadIdx.y: a launch
// with ntid.x = 256 would put src out of the tile, so there is nothing for tgt to get wrong.
__global__ void __launch_bounds__(256) tile_16x16(const float *in, float *out, int n) {
  __shared__ float t[16][16];
  int i = (blockIdx.x * 16 + threadIdx.y) * n + threadIdx.x;
  t[threadIdx.y][threadIdx.x] = in[i];
  __syncthreads();
  out[i] = t[threadIdx.x][threadIdx.y] + t[threadIdx.y][(threadIdx.x + 1) % 16];
}
