// A row loop of unknown trip count that default<O3> unrolls at run time (a main loop by 8
// and a remainder loop), with accesses after it that do not depend on its sum:
// their reach rests on both sides' loops leaving.  verify/oblig/facts.c's lone_exit_facts: where a loop
// without a counterpart terminates, its header is reached at the exit iteration and does
// not go on there; where it is entered and its header can be reached only up to a bound
// (an affine counter against an invariant limit, tgt's `niter != unroll_iter` solved modulo
// 2^32), it terminates.  GVN merged the two loads of a[j] untagged, so no tgt loop carries a
// tag: src's loop is paired by position with none of tgt's two (verify/match.c match_loops: only
// where both sides have as many such loops).  An earlier build: 5 unknown (src's loop paired
// as rotated with tgt's main loop, and models picking the exits freely).  The sum's own
// store stays unknown: runtime unrolling's values are not covered.
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK: unknown: unknown in @_Z8row_normPKfS0_S0_PfPii at #[[SUM:[0-9]+]]
// CHECK-NEXT: access: store float addrspace(0)
// CHECK-NEXT: check: the stored values are equal
// CHECK: @_Z8row_normPKfS0_S0_PfPii: {{[0-9]+}} proved, 0 bounded, 1 unknown, 0 counterexamples
__global__ void __launch_bounds__(128)
row_norm(const float *__restrict__ A, const float *__restrict__ b,
         const float *__restrict__ diag, float *__restrict__ out,
         int *__restrict__ flags, int n)
{
    const int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= n)
        return;
    const float *a = A + (size_t)row * n;
    float s = 0.0f;
    for (int j = 0; j < n; ++j)
        s += a[j] * a[j];
    const float bi = b[row];
    const float di = diag[row];
    flags[row] = di != 0.0f;
    if (di != 0.0f)
        out[row] = bi / di;
    out[n + row] = s;
}
