// A false counterexample a newcomer helper found on a correct kernel: every thread
// reads a shared tile, only guarded threads use the value.  At -O0 under default<O3>,
// InstCombine sinks the load into the guard, so tgt reads on fewer paths than src; an earlier build
// reported "reach-lost ... confirmed: yes, by execution" (the load ran fewer times), though
// nothing observes a read that did not happen and `nvtv diff` finds no difference.  A plain
// load tgt skips is now a deleted load where it skips it (verify/oblig/access.c verify_check_access: no
// reach-lost obligation, the others where tgt reads); a lost store still is one
// (corpus/known-bad/guard_dropped_reach_lost).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: counterexample:
// CHECK: @_Z8sinkloadPKfPfi: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// CHECK: @_Z15sinkload_globalPKfPfi: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
__global__ void __launch_bounds__(32) sinkload(const float *in, float *out, int n)
{
    __shared__ float t[32];
    t[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    float v = t[threadIdx.x ^ 1];
    if ((int)threadIdx.x < n)
        out[threadIdx.x] = v;
}

__global__ void sinkload_global(const float *in, float *out, int n)
{
    float v = in[threadIdx.x];
    if ((int)threadIdx.x < n)
        out[threadIdx.x] = v;
}
