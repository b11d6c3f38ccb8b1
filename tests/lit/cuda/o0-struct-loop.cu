// A grid-stride loop over a struct at -O0 under default<O3> (from a fresh kernel's
// dot product).  Every access of the src loop has lost its tag in tgt: SROA promoted the
// loop's locals and split the copy of `in[i]` into two untagged loads.  Loops were paired by
// the tags they hold, so this loop had no counterpart: both loads unsupported, and each
// access after the loop unknown ("depends on a recurrence at the exit of src's loop for.cond,
// a loop with no counterpart").  A src loop none of whose tags tgt has is now paired by its
// position among its siblings, as a memory-free loop is, and then checked as any pair
// (here, as a rotated loop).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 --timeout-ms 1000 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: no counterpart
// CHECK-NOT: unsupported
// CHECK: @_Z8pair_dotPK4PairPfi: {{[0-9]+}} proved, 0 bounded, {{[0-9]+}} unknown, 0 counterexamples{{$}}
struct Pair { float a; float b; };

__global__ void __launch_bounds__(256)
pair_dot(const Pair *__restrict__ in, float *__restrict__ out, int n)
{
    int stride = blockDim.x * gridDim.x;
    float acc = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        Pair p = in[i];
        acc += p.a * p.b;
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
