// False alarms found on fresh kernels compiled at -O0 and run through default<O3>.
// At -O0 every local variable lives in an alloca; SROA and mem2reg delete its loads and
// stores, and loop-rotate guards the loops.
// - sign_split: the merged rule paired the deleted stores to the locals `v` and `i` with the
//   untagged store that SimplifyCFG sank into the join (`neg[i] = ...`) and reported
//   provenance-changed ("tgt's pointer is based on %neg, src's on @alloca.v"), confirmed
//   without execution.  A store is never merged into one based on another object.
// - block_sum: the trip-count check compared a -O0 loop (entered always, the test in its
//   header) with the rotated one (entered under a guard), and the replay "confirmed" it by
//   counting a load of the loop counter's alloca that tgt no longer has.  A replay compares
//   the executions of a tag only where tgt carries it, else memory.  Now the loop
//   pair is checked as a rotated loop (its counter a promoted local), not as two loops with
//   the same entry: no trip-count counterexample is left to refute.  Now (a
//   product with a truncated loop counter is 0 at iteration 0) the grid-stride loop is
//   proved at this budget; the tree reduction `s >>= 1` from blockDim.x / 2 is bounded.
// (--timeout-ms 100: most other accesses here are timeouts or refuted counterexamples; they
// need not cost 2 s each.)
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 --timeout-ms 100 -v > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: counterexample:
// CHECK-NOT: provenance-changed
// CHECK: @_Z10sign_splitPKiPiS1_i: {{[0-9]+}} proved, 0 bounded, {{[0-9]+}} unknown, 0 counterexamples
// CHECK: @_Z9block_sumPKfPfi: {{[0-9]+}} proved, {{[0-9]+}} bounded (verified up to 4 iterations), {{[0-9]+}} unknown, 0 counterexamples
// CHECK: total: 1 files, 2 kernels: {{.*}} 0 counterexamples
// RUN: FileCheck %s --check-prefix=ROTATED --input-file %t
// ROTATED: @_Z9block_sumPKfPfi #{{[0-9]+}} load float addrspace(0) (line 49): {{proved|bounded}}
#define THREADS 512

__global__ void __launch_bounds__(128)
sign_split(const int *__restrict__ x, int *__restrict__ pos, int *__restrict__ neg, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = x[i];
  if (v >= 0) {
    pos[i] = v;
    neg[i] = 0;
  } else {
    pos[i] = 0;
    neg[i] = -v;
  }
}

__global__ void __launch_bounds__(THREADS)
block_sum(const float *__restrict__ in, float *__restrict__ partial, int n) {
  __shared__ float sdata[THREADS];
  unsigned tid = threadIdx.x;
  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + tid; i < n; i += blockDim.x * gridDim.x)
    sum += in[i];
  sdata[tid] = sum;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) partial[blockIdx.x] = sdata[0];
}
