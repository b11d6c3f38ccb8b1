// A float test negated at -O0: clang -O0 emits `fcmp oge` and an `xor ..., true`
// for `!(x[i] >= lo)`; instcombine writes `fcmp ult`, the inverse predicate (exact with NaNs:
// the inverse of an ordered test is unordered).  The builder writes an unordered predicate
// p as the negation of the ordered 15 - p, so both sides are one term.  An earlier build:
// the store's reach unknown, "differs only through an uninterpreted operation".
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t
// RUN: FileCheck %s --input-file %t
// CHECK: @_Z8floor_atPKfPfif: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
__global__ void __launch_bounds__(128)
floor_at(const float *__restrict__ x, float *__restrict__ y, int n, float lo)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && !(x[i] >= lo))
        y[i] = lo;
}
