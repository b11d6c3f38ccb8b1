// A tile loop of constant trip count under `#pragma unroll 4` whose float4 loads from
// shared memory lose their tags in default<O3> (SROA splits them into untagged scalar
// loads), at -O0.  No loop of tgt carries a tag, so src's loop used to be paired
// with tgt's by position: but tgt's loop is unrolled by 4 (LLVM marks it
// llvm.loop.unroll.disable), its iteration k is src's 4k .. 4k+3, and the pair shared one
// exit iteration (refuted trip-count and reach-lost models after the loop).  verify/match.c's
// match_loops now pairs no such tgt loop by position, each side's loop leaves at its own
// exit (lone_exit_facts), and the barrier and loads after it are proved (4 unknown before).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: trip-count
// CHECK-NOT: the loop is entered
// CHECK: @_Z10tile_forcePK6float4Pfi: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
#define TILE 64

__global__ void __launch_bounds__(TILE)
tile_force(const float4 *__restrict__ pos, float *__restrict__ out, int ntiles)
{
    __shared__ float4 sh[TILE];
    const int t = threadIdx.x;
    const float4 me = pos[blockIdx.x * TILE + t];
    float acc = 0.0f;
    for (int tile = 0; tile < ntiles; ++tile) {
        sh[t] = pos[tile * TILE + t];
        __syncthreads();
#pragma unroll 4
        for (int k = 0; k < TILE; ++k) {
            const float4 o = sh[k];
            const float dx = o.x - me.x, dy = o.y - me.y, dz = o.z - me.z;
            acc += o.w * (dx * dx + dy * dy + dz * dz);
        }
        __syncthreads();
    }
    out[blockIdx.x * TILE + t] = acc;
}
