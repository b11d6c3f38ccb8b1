// A grid-stride loop that steps by 2 * stride (black_scholes.cu's shape) at -O0 under
// default<O3>.  tgt's rotated latch computes `i + 2*stride` with nsw at iteration
// k and branches on it; src computes the same sum in its header at k + 1, where, going on,
// it is defined.  The premise speaks of the recurrence at k + 1 (rec.nsw.ovf), tgt's poison
// of the add at k (sadd.ovf): verify/oblig/facts.c's step facts state that a recurrence that does not
// overflow up to K did not overflow in the step before K, for 32-bit recurrences.  An earlier
// build: 4 unknown, the loop's "tgt branches on a defined value in every iteration" timed out.
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: unknown:
// CHECK: @_Z11scale_pairsPfPKffi: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
__global__ void __launch_bounds__(128, 4)
scale_pairs(float *__restrict__ out, const float *__restrict__ in, float a, int n)
{
    const int tid = blockIdx.x * blockDim.x + threadIdx.x;
    const int stride = blockDim.x * gridDim.x;
    for (int i = tid; i < n; i += 2 * stride) {
        out[i] = a * in[i];
        const int j = i + stride;
        if (j < n)
            out[j] = a * in[j];
    }
}
