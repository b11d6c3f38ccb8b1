// Fresh kernels at -O0 under default<O3>.  The verifier leaves loaded values free (memory is
// not modelled), and -O0 code loads every local from its alloca, so its models may pick
// loaded values memory never holds.  A counterexample that execution cannot check and whose
// difference rests on loaded values is unknown, with that reason.  @stamp reads the cycle
// counter (the interpreter counts the thread's reads of it), and GVN reuses idx[i] across the call to
// put(&seen[i], a), which -O3 infers writes only through its argument, so the model may
// load two different values: the verifier takes a call that writes memory through a
// pointer argument as a write that may reach idx[i]; the model's replay is refuted (src is
// undefined on its inputs).  (Before the interpreter ran clock64(), the reason was that
// execution could not check the model.)  (Once the store was
// `seen[i] = a` in @stamp itself: the verifier now knows a store to a __restrict__ array
// leaves idx[i] alone, and proves that kernel.)  (Locals are no longer such loads: a promotable alloca's load reads
// what was last stored to it.)  (The rule came from an earlier @bucket_count:
// the prelude's atomicAdd(int *, int), out of line at -O0, lost its constant argument to
// IPSCCP and dead-argument elimination, and the model loaded 1 for the pointer tgt takes as
// %p = 0.  A local function whose signature IPO changed is now unsupported as a whole: its
// body holds only for its callers' arguments.  The prelude's helpers are always_inline
// now, as CUDA's intrinsics are never calls; a static device function of the user's, noinline
// at -O0 as clang marks every function there, is out of line instead.)
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 --timeout-ms 500 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: counterexample:
// CHECK: unsupported: unsupported in @_ZL8count_inPii
// CHECK-NEXT: reason: an interprocedural pass changed the signature of @_ZL8count_inPii
// CHECK: unknown in @_Z5stampPxPKiPii
// CHECK: reason: a tgt-poison counterexample that execution refutes
// CHECK: total: 1 files, 2 kernels and 2 device functions: {{[0-9]+}} proved, 0 bounded, {{[0-9]+}} unknown, 0 counterexamples
static __device__ void count_in(int *c, int v) { atomicAdd(c, v); }

__global__ void __launch_bounds__(128)
bucket_count(int *__restrict__ cnt, const int *__restrict__ keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) count_in(&cnt[keys[i] & 31], 1);
}

static __device__ __noinline__ void put(int *s, int v) { *s = v; }

__global__ void __launch_bounds__(128)
stamp(long long *__restrict__ out, const int *__restrict__ idx, int *__restrict__ seen, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int a = idx[i];
    put(&seen[i], a);
    out[idx[i] & 31] = __nvvm_read_ptx_sreg_clock64();
  }
}
