// A warp-synchronous reduction.  Lines are the kernel's: __syncwarp() is reported on the line
// that calls it, not on the prelude's (its helpers are nodebug).  The interpreter runs
// __syncwarp as PTX's bar.warp.sync: the lanes of the mask meet there, and their accesses on
// either side are ordered; the lanes' exchange through shared memory is no race, and nvtv
// diff compares.  Without the warp syncs it is a race, and a difference.
// RUN: nvtv check %s -passes=default -v | FileCheck %s --check-prefix=LINES
// LINES: llvm.nvvm.bar.warp.sync (line 22)
// LINES: llvm.nvvm.bar.warp.sync (line 26)
// RUN: nvtv run %s --ntid 32,1,1 | FileCheck %s --check-prefix=EXEC
// EXEC-NOT: data race
// RUN: nvtv tag %s -o %t.ll
// RUN: nvtv diff %s %t.ll --runs 2 --ntid 32,1,1 | FileCheck %s --check-prefix=DIFF
// DIFF: 2 compared, 0 discarded (src undefined), 0 racy, 0 inconclusive: no difference
// RUN: sed '/call void @llvm.nvvm.bar.warp.sync/d' %t.ll > %t.nosync.ll
// RUN: not nvtv diff %t.ll %t.nosync.ll --runs 2 --ntid 32,1,1 | FileCheck %s --check-prefix=NOSYNC
// NOSYNC: DIFFERENCE

__global__ void __launch_bounds__(32) warp_sum(const float *in, float *out) {
  __shared__ float s[32];
  unsigned t = threadIdx.x;
  s[t] = in[t];
  __syncwarp();
  for (unsigned off = 16; off > 0; off >>= 1) {
    float v = 0.0f;
    if (t < off) v = s[t + off];
    __syncwarp();
    if (t < off) s[t] += v;
    __syncwarp();
  }
  if (t == 0) out[0] = s[0];
}
