// A grid-stride loop around an inlined doubling loop, at -O0 under default<O3> (scan_warp_shfl.cu's shape without the shuffles).  Three false alarms of an earlier build:
// - sym_build.c: the header value of `d` was a placeholder while an outer header's update
//   was built (the start of `d` is read inside the grid-stride loop), and that update leaves
//   the inner loop: the exit iteration was substituted into a placeholder that had no
//   counter yet, so the grid-stride loop's continuation kept `d` at the inner loop's free
//   counter ("a trip-count counterexample that execution refutes", "reach-added");
// - verify/oblig/loop.c: tgt's guard of its rotated grid-stride loop branches on (n + 127) / 128 outside
//   loops, which src tests in its loop's header at iteration 0: that test's defined-ness was
//   not a premise ("tgt branches on a defined value outside loops", refuted);
// - smt.c: nctaid.x * trunc32(k) is 0 at iteration 0, which the linear abstraction knew of
//   nctaid.x * k only (the reach and value of the store timed out).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 --timeout-ms 1000 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: unknown:
// CHECK: @_Z6chunksPKjPji: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
__device__ __forceinline__ unsigned int steps(unsigned int v, unsigned int lane)
{
    for (int d = 1; d < 32; d <<= 1) {
        if (lane >= (unsigned int)d)
            v += d;
    }
    return v;
}

__global__ void __launch_bounds__(128) chunks(const unsigned int *in, unsigned int *out, int n)
{
    const unsigned int lane = threadIdx.x & 31u;
    const int nchunks = (n + 127) / 128;
    for (int c = blockIdx.x; c < nchunks; c += gridDim.x) {
        int i = c * 128 + threadIdx.x;
        unsigned int v = (i < n) ? in[i] : 0u;
        v = steps(v, lane);
        if (i < n)
            out[i] = v;
    }
}
