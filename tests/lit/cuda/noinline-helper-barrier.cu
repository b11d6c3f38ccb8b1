// A shared tile staged by a __noinline__ __device__ helper, then a 3-point stencil over it
// (a fresh kernel, clang -O3).  Two wrong changes to the barrier after the helper's call: it
// deleted (once unknown: "a call that may access memory"), and it moved above the call
// (once proved: the memory-order rule did not check a moved call).  The helper's store to
// the tile is read off its body in the caller's terms: both are confirmed counterexamples
// that name the helper's store.
// RUN: rm -rf %t && mkdir -p %t
// RUN: nvtv tag %s --cuda-O 3 -o %t/src.ll
// RUN: nvtv opt %t/src.ll -passes=mutate-tgt -mutate-kind=sync-delete -mutate-seed=1 -o %t/del.ll 2>&1 | FileCheck %s --check-prefix=DEL
// DEL: sync-delete: barrier0 #3 deleted
// RUN: not nvtv verify %t/src.ll %t/del.ll | FileCheck %s --check-prefix=DELV
// DELV: counterexample: barrier-race in @_Z6smoothPKfPfi at #3
// DELV: first: store float addrspace(0) (src line {{[0-9]+}}, in @_Z5stagePfPKfii) by thread t, before the sync
// DELV: confirmed: yes, by execution
// RUN: nvtv opt %t/src.ll -passes=mutate-tgt -mutate-kind=sync-move -mutate-seed=2 -o %t/up.ll 2>&1 | FileCheck %s --check-prefix=UP
// UP: sync-move: barrier0 #3 moved above _Z5stagePfPKfii
// RUN: not nvtv verify %t/src.ll %t/up.ll | FileCheck %s --check-prefix=UPV
// UPV: counterexample: memory-order in @_Z6smoothPKfPfi
// UPV: first: store float addrspace(0) (src line {{[0-9]+}}, in @_Z5stagePfPKfii) by thread t, the access tgt moved
// UPV: confirmed: yes, by execution
#define TILE 128

__device__ __noinline__ void stage(float *tile, const float *__restrict__ in, int i, int n) {
  tile[threadIdx.x] = i < n ? in[i] : 0.0f;
}

__global__ void __launch_bounds__(TILE) smooth(const float *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ float tile[TILE];
  int i = blockIdx.x * TILE + threadIdx.x;
  stage(tile, in, i, n);
  __syncthreads();
  int l = threadIdx.x == 0 ? 0 : threadIdx.x - 1;
  int r = threadIdx.x == TILE - 1 ? TILE - 1 : threadIdx.x + 1;
  if (i < n) out[i] = 0.25f * tile[l] + 0.5f * tile[threadIdx.x] + 0.25f * tile[r];
}
