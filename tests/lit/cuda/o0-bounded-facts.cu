// A tree reduction at -O0 under default<O3>.  `s >>= 1` is an opaque recurrence;
// tgt's phi is shifted (it holds s << 1) and its loop rotated, so the accesses after the loop
// are checked for its first 4 iterations with the counter and exit made constants.  (The
// shifted pair now also rewrites tgt's terms, which carry src's header test through the
// rotation: the accesses in the loop went from bounded to proved.)  Before, the loop facts were
// taken after that substitution, when no counter was left to hang them on: nothing tied a
// header reached at iteration 3 to iterations 0 to 2 going on, and a model could reach an
// iteration the loop never runs (ntid.x = 136 leaves at 2).  Here execution refuted those
// models (2 unknown); on a fresh kernel with a grid-stride loop before this one (2^27
// iterations, past the interpreter's step limit) one was reported as a counterexample that
// execution could not check.  The facts are now taken first and substituted with the rest.
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 --timeout-ms 1000 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: counterexample
// CHECK: @_Z4treePfS_: 24 proved, 2 bounded (verified up to 4 iterations), 0 unknown, 0 counterexamples
__global__ void __launch_bounds__(256)
tree(float *__restrict__ p, float *__restrict__ out)
{
    __shared__ float t[256];
    unsigned tid = threadIdx.x;
    t[tid] = p[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            t[tid] += t[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = t[0];
}
