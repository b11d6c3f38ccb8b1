// Two false counterexamples of -O0 kernels under default<O3> (corpus/cuda/quantize_int8.cu
// and polybench_atax.cu), kept as regressions.
// @rowmax: `c += 256` is `add nsw`; LLVM rotates the loop, so tgt's latch tests in iteration
// k what src's header tests in iteration k+1.  The model took cols = 2^31 - 255, where
// c overflows after the last iteration: tgt branches on poison in iteration k while src is
// defined in k, but src goes on to k+1 and branches on the same poison there.  Where src
// goes on from k it is defined in k+1 too: a premise of the loop's tgt-poison check.
// @rowdot: default<O3> unrolls the loop by 8 at run time, with a remainder loop that holds
// each access once: it was paired with src's loop by its accesses, though its iteration k
// is not src's; the model reached the store after the loop with exits that cannot be.  A
// tgt loop whose tags tgt also has outside it is paired with no src loop, and a
// counterexample that rests on how far a loop without a counterpart runs is unknown.  Now
// (verify/oblig/facts.c lone_exit_facts: such loops terminate where entered and bounded, and
// leave where their test fails) the store's reach is proved; its value, the sum, is not.
// @acc2 (a fresh kernel, a false reach-lost counterexample on an earlier build): the
// outer loop is runtime-unrolled with the constant inner loop fully unrolled in each copy;
// the inner access's copies lie in loops src's loop is not in (unsupported, with the reason).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: counterexample:
// CHECK-DAG: reason: the access was duplicated by the transformation: its loop has no counterpart in tgt and no constant trip count
// CHECK-DAG: reason: depends on a recurrence at the exit of src's loop for.cond, a loop with no counterpart in tgt
// CHECK-DAG: reason: a reach-added counterexample that rests on how far src's loop for.cond runs, a loop with no counterpart in tgt
// CHECK-DAG: reason: the access was duplicated by the transformation: src's loop runs 2 iterations, and tgt's copies do not match
// CHECK: total: 1 files, 3 kernels: {{[0-9]+}} proved, 0 bounded, {{[0-9]+}} unknown, 0 counterexamples
#define THREADS 256
__global__ void __launch_bounds__(THREADS)
rowmax(const float *__restrict__ x, float *__restrict__ out, int cols) {
  const float *xr = x + (size_t)blockIdx.x * cols;
  float m = 0.0f;
  for (int c = threadIdx.x; c < cols; c += THREADS) m = fmaxf(m, fabsf(xr[c]));
  out[blockIdx.x * THREADS + threadIdx.x] = m;
}

__global__ void __launch_bounds__(256)
rowdot(const float *__restrict__ A, const float *__restrict__ x, float *__restrict__ y, int nx, int ny) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nx) {
    float s = 0.0f;
    for (int j = 0; j < ny; ++j) s += A[(size_t)i * ny + j] * x[j];
    y[i] = s;
  }
}

__global__ void __launch_bounds__(256)
acc2(const float *__restrict__ x, float *__restrict__ out, int n, int iters) {
  int base = blockIdx.x * 256 + threadIdx.x;
  float s = 0.0f;
  for (int it = 0; it < iters; ++it) {
    for (int e = 0; e < 2; ++e) s += x[base + e];
    base += 2;
  }
  out[threadIdx.x] = s;
}
