// A fresh kernel of stop 27 at -O0 under default<O3>.  At -O0 the prelude's atomicAdd(int *,
// int) stores its parameters to allocas and loads them back; default<O3> drops its constant
// argument, so src and tgt take different arguments and the interpreter cannot replay it.
// The verifier leaves loaded values free, and its model loaded 1 for the pointer that tgt
// takes as %p = 0: an address-mismatch "counterexample", reported as one though execution
// could not check it.  A counterexample that is not executable and whose difference rests on
// loaded values is now unknown, with that reason.  (The same rule turned a reach-added one
// on a barrier after a -O0 loop whose counter is loaded from its alloca.)
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 --timeout-ms 500 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: counterexample:
// CHECK: reason:     a address-mismatch counterexample that rests on loaded values the verifier leaves free (memory is not modelled) and that execution could not check (@_ZL9atomicAddPii takes different arguments in src and tgt)
// CHECK: total: 1 files, 2 kernels: {{[0-9]+}} proved, 0 bounded, {{[0-9]+}} unknown, 0 counterexamples
__global__ void __launch_bounds__(128)
bucket_count(int *__restrict__ cnt, const int *__restrict__ keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&cnt[keys[i] & 31], 1);
}
