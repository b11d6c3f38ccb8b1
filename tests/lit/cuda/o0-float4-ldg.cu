// A size_t grid-stride loop over float4 at -O0 under default<O3>.
//  - The prelude's __ldg(const float4 *) keeps the loaded <4 x float> in a local and reads it
//    back lane by lane; the local's lanes are what the vector store wrote (sym_local.c), so
//    src's v.x is tgt's `extractelement` of the same ldg.  An earlier build: the stored values
//    unknown ("Z3 model did not re-evaluate to a difference").
//  - tgt's `i += stride` is `add nuw nsw`: src's test `i < n4` bounds the 64-bit recurrence,
//    so it cannot wrap before the exit (bound.c: wide_exit, conjunct_nowrap), and the linear
//    abstraction knows blockDim.x * gridDim.x is below 2^41 and not 0 (smt.c).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 --timeout-ms 1000 > %t
// RUN: FileCheck %s --input-file %t
// CHECK: @_Z6scale4mfPK6float4PS_: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
__global__ void __launch_bounds__(128)
scale4(size_t n4, float s, const float4 *__restrict__ in, float4 *__restrict__ out)
{
    const size_t stride = (size_t)blockDim.x * gridDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += stride) {
        const float4 v = __ldg(&in[i]);
        out[i] = make_float4(v.x * s, v.y * s, v.z * s, v.w * s);
    }
}
