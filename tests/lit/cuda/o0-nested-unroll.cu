// A sorting network over a shared tile at -O0 under default<O3>: the loop nest
// `for (size = 2; size < 256; size <<= 1) for (stride = size / 2; stride > 0; stride >>= 1)`
// is unrolled fully by tgt.  The outer loop's continuation is reached through the inner
// loop's exit, whose iteration depends on the outer iteration (log2(size) + 1 steps), so
// unroll.c's constant exit must unroll the inner loop at each outer iteration
// (nested_exit).  An earlier build: the accesses after the nest were unknown, "depends on a
// recurrence at the exit of src's loop for.cond... a loop with no counterpart in tgt".
// The accesses inside the nest stay unsupported (copies of a nested loop: not covered).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 --timeout-ms 1000 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: unknown:
// CHECK: reason: {{.*}}its loop has no counterpart in tgt and no constant trip count
// CHECK: @_Z10tile_sort4PKjPj: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples, 5 unsupported
#define TILE 256

__global__ void __launch_bounds__(TILE / 2) tile_sort4(const unsigned *__restrict__ in,
                                                       unsigned *__restrict__ out)
{
    __shared__ unsigned s[TILE];
    const unsigned t = threadIdx.x;
    const unsigned base = blockIdx.x * TILE;
    s[t] = in[base + t];
    s[t + TILE / 2] = in[base + t + TILE / 2];
    for (unsigned size = 2; size < TILE; size <<= 1) {
        for (unsigned stride = size / 2; stride > 0; stride >>= 1) {
            __syncthreads();
            const unsigned pos = 2 * t - (t & (stride - 1));
            const unsigned a = s[pos], b = s[pos + stride];
            if (a > b) {
                s[pos] = b;
                s[pos + stride] = a;
            }
        }
    }
    __syncthreads();
    out[base + t] = s[t];
    out[base + t + TILE / 2] = s[t + TILE / 2];
}
