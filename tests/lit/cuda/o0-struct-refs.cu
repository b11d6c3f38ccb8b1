// Locals at -O0 reached through references and returned structs (the local model,
// sym_build.c): an inlined `const Body &b` parameter is a pointer local every store of which
// stores &b (a reference: its loads give the local it refers to), and a struct returned by
// value is read back with `load %struct.float3` and extractvalue (each field a slot of the
// local).  Before: b escaped into `b.addr`, so neither `b` nor `r` was modelled: 32 proved,
// 1 unknown, 8 unsupported; now every access is proved, the two copies by split-copy.
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: counterexample:
// CHECK-NOT: unsupported
// CHECK: @_Z7momentsPK4BodyP6float3if: 41 proved, 0 bounded, 0 unknown, 0 counterexamples
// CHECK: rules: proved 0 one-to-one, 0 merged, 25 deleted-load, 0 widened, 14 dead-local, 0 unrolled, 0 licm, 0 dead-store, 2 split-copy
#include <cuda_runtime.h>

struct Body {
    float3 pos;
    float mass;
};

// a reference parameter and a struct returned by value, inlined at -O0 as well
__device__ __forceinline__ float3 weighted(const Body &b, float s)
{
    float3 r;
    r.x = b.pos.x * b.mass * s;
    r.y = b.pos.y * b.mass * s;
    r.z = b.pos.z * b.mass * s;
    return r;
}

__global__ void __launch_bounds__(128)
moments(const Body *__restrict__ bodies, float3 *__restrict__ out, int n, float s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    Body b = bodies[i];
    float3 m = weighted(b, s);
    m.z += b.mass;
    out[i] = m;
}
