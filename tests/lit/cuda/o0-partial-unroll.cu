// `#pragma unroll 4` on a 16-iteration loop at -O0 under default<O3> (needleman_wunsch_tiles.cu's
// shape): tgt keeps a loop of 4 iterations with 4 copies of each
// access.  Paired with src's loop it shared src's exit iteration (16 against tgt's 3):
// "trip-count" and "reach-lost" counterexamples that execution refuted on everything after
// the loop.  Now a tgt loop in which every tag occurs u > 1 times is paired with no src loop
// (verify/match.c's exclude_copied_loops), src's loop has its constant exit and tgt's its own
// (unroll.c's verify_unroll_tgt); the copies inside stay unsupported (partial unrolling).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: unknown:
// CHECK: reason: {{.*}}src's loop runs 16 iterations, tgt's 4 copies lie in a loop of tgt's own (partial unrolling: not covered)
// CHECK: @_Z9tile_rowsPKiPii: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples, 2 unsupported
#define B 16
__global__ void __launch_bounds__(B) tile_rows(const int *__restrict__ in, int *__restrict__ out, int n)
{
    __shared__ int s[B][B];
    const int tx = threadIdx.x;
    const int base = blockIdx.x * B * B;
#pragma unroll 4
    for (int r = 0; r < B; ++r)
        s[r][tx] = in[base + r * B + tx];
    __syncthreads();
    int sum = 0;
    for (int c = 0; c < B; ++c)
        sum += s[tx][c];
    out[blockIdx.x * B + tx] = sum;
}
