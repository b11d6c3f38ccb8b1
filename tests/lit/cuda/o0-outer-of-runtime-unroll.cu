// A cluster loop around a feature loop that default<O3> unrolls at run time (kmeans'
// shape).  The cluster loop's own accesses are -O0 locals that SROA promotes, so every tag
// tgt's cluster loop holds occurs five times in it, all in the inner main and remainder
// loops: verify/match.c's exclude_copied_loops took that for partial unrolling of the cluster loop
// and paired it with nothing, and every access after it rested on how far a loop without a
// counterpart runs.  Partial unrolling puts its copies in the loop itself; only those count
// now.  The cluster loop pairs, and done[p]'s store is proved.  An earlier build: 2 unknown.
// label[p] = best stays unknown (runtime unrolling's values are not covered).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: a loop with no counterpart in tgt (runtime unrolling, peeling or a restructured loop): the model picks
// CHECK: unknown: unknown in @_Z7nearestPKfS0_PiS1_iii at #{{[0-9]+}}
// CHECK-NEXT: access: store i32 addrspace(0)
// CHECK-NEXT: check: the stored values are equal
// CHECK: @_Z7nearestPKfS0_PiS1_iii: {{[0-9]+}} proved, 0 bounded, 1 unknown, 0 counterexamples
__global__ void __launch_bounds__(128)
nearest(const float *__restrict__ pts, const float *__restrict__ cent,
        int *__restrict__ label, int *__restrict__ done, int k, int d, int n)
{
    const int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p >= n)
        return;
    int best = 0;
    float best_s = 3.0e38f;
    for (int c = 0; c < k; ++c) {
        float s = 0.0f;
        for (int f = 0; f < d; ++f) {
            const float x = pts[(size_t)f * n + p] - cent[c * d + f];
            s += x * x;
        }
        if (s < best_s) {
            best_s = s;
            best = c;
        }
    }
    done[p] = 1;
    label[p] = best;
}
