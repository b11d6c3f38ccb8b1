// cooperative_groups.h without a toolkit: the thread block, static tiles of a warp and of 16
// lanes, cg::reduce and cg::inclusive_scan over them, tile shuffles, a dynamic tiled_partition
// and coalesced_threads.  The tile operations are __syncwarp and the warp shuffles and votes;
// the interpreter runs them: with v = 3t + 1 over 32 threads the warp sum is 1520 (0x5f0),
// the 16-lane maxima are 46 (0x2e) and 94 (0x5e), and the inclusive scan ends at 1520.
// RUN: nvtv check %s -passes=default | FileCheck %s
// CHECK: total: 1 files, 2 kernels: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// RUN: nvtv run %s --ntid 32,1,1 --fill zero | FileCheck %s --check-prefix=EXEC
// EXEC-NOT:  data race
// EXEC:      %out: 4096 bytes of global memory
// EXEC-NEXT: +0x0000: f0050000 2e000000 5e000000 20000000 f0050000
// Multi-warp tiles (64 threads of a 128-thread block, over block_tile_memory): their own
// named barrier, cg::reduce through the block's memory; tile 0 sums v = 3t + 1 over t < 64
// to 6112 (0x17e0), tile 1 over 64 <= t < 128 to 18400 (0x47e0):
// RUN: nvtv run %s _Z10multi_warpPi --ntid 128,1,1 --fill zero | FileCheck %s --check-prefix=MULTI
// MULTI-NOT: data race
// MULTI:     %out: 4096 bytes of global memory
// MULTI-NEXT: +0x0000: e0170000 e0470000
// RUN: nvtv tag %s -o %t.ll
// RUN: nvtv diff %t.ll %t.ll _Z6groupsPi --runs 2 --ntid 32,1,1 | FileCheck %s --check-prefix=SAME
// RUN: nvtv diff %t.ll %t.ll _Z10multi_warpPi --runs 2 --ntid 128,1,1 | FileCheck %s --check-prefix=SAME
// SAME: no difference
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

__global__ void __launch_bounds__(32) groups(int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  cg::thread_block_tile<16> half = cg::tiled_partition<16>(block);
  int v = 3 * (int)block.thread_rank() + 1;
  int sum = cg::reduce(warp, v, cg::plus<int>());
  int hmax = cg::reduce(half, v, cg::greater<int>());
  int scan = cg::inclusive_scan(warp, v);
  cg::thread_group g = cg::tiled_partition(block, 8);
  cg::coalesced_group active = cg::coalesced_threads();
  block.sync();
  if (warp.thread_rank() == 0) out[0] = sum;
  if (half.thread_rank() == 0) out[1 + half.meta_group_rank()] = hmax;
  if (g.thread_rank() == 0 && active.thread_rank() == 0) out[3] = (int)active.size();
  if (warp.thread_rank() == warp.size() - 1) out[4] = warp.shfl(scan, 31);
}

__global__ void __launch_bounds__(128) multi_warp(int *out) {
  __shared__ cg::block_tile_memory<128> scratch;
  cg::thread_block block = cg::this_thread_block(scratch);
  cg::thread_block_tile<64> tile = cg::tiled_partition<64>(block);
  int s = cg::reduce(tile, 3 * (int)block.thread_rank() + 1, cg::plus<int>());
  if (tile.thread_rank() == 0) out[tile.meta_group_rank()] = s;
}
