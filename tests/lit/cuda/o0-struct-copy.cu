// Struct copies at -O0 under default<O3> (the split-copy rule, issue 15): `float4 p = pos[i];`
// and `new_pos[i] = p;` are llvm.memcpy calls through a local at -O0; SROA splits them into
// untagged per-field loads and stores, and drops the store of v.w back where it came from.
// Before the rule: 40 accesses unsupported ("tags lost"); now every access is proved.
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: unsupported
// CHECK-NOT: counterexample:
// CHECK: @_Z9integratePK6float4PS_S2_PK6float3iff: 52 proved, 0 bounded, 0 unknown, 0 counterexamples
// CHECK: rules: proved 0 one-to-one, 0 merged, 33 deleted-load, 0 widened, 14 dead-local, 0 unrolled, 0 licm, 0 dead-store, 5 split-copy
#include <cuda_runtime.h>

// Leapfrog step of an n-body simulation (corpus/cuda/nbody_shared_tiles.cu's second kernel).
__global__ void integrate(const float4 *__restrict__ pos, float4 *__restrict__ new_pos,
                          float4 *__restrict__ vel, const float3 *__restrict__ accel,
                          int n, float dt, float damping)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float4 p = pos[i];
    float4 v = vel[i];
    const float3 a = accel[i];
    v.x = (v.x + a.x * dt) * damping;
    v.y = (v.y + a.y * dt) * damping;
    v.z = (v.z + a.z * dt) * damping;
    p.x += v.x * dt;
    p.y += v.y * dt;
    p.z += v.z * dt;
    new_pos[i] = p;   // mass (w) carried through unchanged
    vel[i] = v;
}
