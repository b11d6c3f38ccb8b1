// CUDA's threadfence pattern inside one CTA: every thread publishes its partial,
// __threadfence(), and takes a ticket with atomicInc; the thread that draws the last ticket
// sums the partials.  The interpreter orders a thread's writes before its fence before
// whatever a thread that observes its later atomic does: src is race-free and compared (the
// order of the tickets decides who sums, not what).  Its weak schedules (adversarial,
// adversarial-rev) keep a thread's plain stores from the others until it fences, syncs or the
// kernel ends, so deleting the fence is a difference: the last thread sums stale partials.
// RUN: nvtv tag %s -o %t.ll
// RUN: nvtv diff %t.ll %t.ll --runs 4 --ntid 8,1,1 | FileCheck %s --check-prefix=SAME
// SAME: 4 compared, 0 discarded (src undefined), 0 racy, 0 inconclusive: no difference
// RUN: sed '/call void @llvm.nvvm.membar.gl/d' %t.ll > %t.nofence.ll
// RUN: not nvtv diff %t.ll %t.nofence.ll --runs 4 --ntid 8,1,1 | FileCheck %s --check-prefix=NOFENCE
// NOFENCE:      difference: {{.*}}schedule adversarial
// NOFENCE:      memory: %out+{{.*}}: src 5c000000, tgt
// NOFENCE:      DIFFERENCE
// RUN: nvtv run %t.nofence.ll --ntid 8,1,1 --fill zero --schedule adversarial | FileCheck %s --check-prefix=RACE
// RACE: warning: data race (read-write) on %partial

__global__ void __launch_bounds__(64) last_thread_sum(int *partial, int *out) {
  __shared__ unsigned int count;
  unsigned t = threadIdx.x;
  if (t == 0) count = 0;
  __syncthreads();
  partial[t] = 3 * t + 1;
  __threadfence();
  unsigned ticket = atomicInc(&count, blockDim.x - 1);
  if (ticket == blockDim.x - 1) {
    int s = 0;
    for (unsigned i = 0; i < blockDim.x; i++) s += partial[i];
    *out = s;
  }
}
