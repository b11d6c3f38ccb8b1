// CUB without a toolkit: Debian's libcub-dev over the prelude.  WarpReduce and WarpScan are
// CUB's shuffles in inline asm, plain (shfl.sync.down.b32) and fused with an add ("shfl.sync.up
// .b32 r0|p, ...; @p add.s32 r0, r0, ..."); BlockReduce adds shared memory and barriers.  The
// verifier reads the asm as pure functions of their operands and the lane; the interpreter
// runs it as the shuffle it is: with v = 3t + 1 over 32 threads the sum is 1520 (0x5f0), the
// inclusive scan 1, 5, 12, 22, ..., 1520, and over a 64-thread block 6112 (0x17e0).
// RUN: nvtv check %s -passes=default | FileCheck %s
// CHECK: @_Z9warp_sumsPiS_: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// CHECK: @_Z9block_sumPi: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// RUN: nvtv run %s _Z9warp_sumsPiS_ --ntid 32,1,1 --fill zero | FileCheck %s --check-prefix=WARP
// WARP:      %sum: 4096 bytes of global memory
// WARP-NEXT: +0x0000: f0050000 00000000
// WARP:      %scan: 4096 bytes of global memory
// WARP-NEXT: +0x0000: 01000000 05000000 0c000000 16000000 23000000 33000000 46000000 5c000000
// WARP:      +0x0060: 9d030000 e9030000 38040000 8a040000 df040000 37050000 92050000 f0050000
// RUN: nvtv run %s _Z9block_sumPi --ntid 64,1,1 --fill zero | FileCheck %s --check-prefix=BLOCK
// BLOCK-NOT: data race
// BLOCK:     +0x0000: e0170000 00000000
// RUN: nvtv tag %s -o %t.ll
// RUN: nvtv diff %t.ll %t.ll --runs 2 --ntid 32,1,1 | FileCheck %s --check-prefix=SAME
// SAME: no difference
#include <cub/cub.cuh>

__global__ void __launch_bounds__(32) warp_sums(int *sum, int *scan) {
  typedef cub::WarpReduce<int> Reduce;
  typedef cub::WarpScan<int> Scan;
  __shared__ typename Reduce::TempStorage rt;
  __shared__ typename Scan::TempStorage st;
  int v = 3 * (int)threadIdx.x + 1;
  int s = Reduce(rt).Sum(v);
  int p;
  Scan(st).InclusiveSum(v, p);
  if (threadIdx.x == 0) *sum = s;
  scan[threadIdx.x] = p;
}

__global__ void __launch_bounds__(64) block_sum(int *out) {
  typedef cub::BlockReduce<int, 64> Reduce;
  __shared__ typename Reduce::TempStorage t;
  int s = Reduce(t).Sum(3 * (int)threadIdx.x + 1);
  if (threadIdx.x == 0) *out = s;
}
