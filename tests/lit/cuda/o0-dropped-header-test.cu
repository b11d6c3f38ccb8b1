// A time-stepping loop that breaks in its last step before a second barrier (pathfinder's
// shape) at -O0 under default<O3>.  LLVM proves `i < steps` true after iteration 0
// (the break at i == steps - 1 leaves first), drops the header test and keeps it as the
// guard `steps > 0`: tgt's loop leaves from its middle only.  An earlier build: 0 proved in
// the loop, every access unknown through "the loop is entered under the same condition"
// (src's header is always reached, tgt's only when steps > 0).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: unknown:
// CHECK: @_Z11heat_stripsPKfPfif: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
#define TILE 128

__global__ void __launch_bounds__(TILE)
heat_strips(const float *__restrict__ in, float *__restrict__ out, int steps, float alpha)
{
    __shared__ float cur[TILE + 2];
    __shared__ float nxt[TILE + 2];
    const int t = threadIdx.x;
    const int g = blockIdx.x * TILE + t;

    cur[t + 1] = in[g];
    if (t == 0) {
        cur[0] = 0.0f;
        cur[TILE + 1] = 0.0f;
    }
    __syncthreads();

    for (int i = 0; i < steps; ++i) {
        nxt[t + 1] = cur[t + 1] + alpha * (cur[t] - 2.0f * cur[t + 1] + cur[t + 2]);
        __syncthreads();
        if (i == steps - 1)
            break;
        cur[t + 1] = nxt[t + 1];
        __syncthreads();
    }
    out[g] = steps > 0 ? nxt[t + 1] : cur[t + 1];
}
