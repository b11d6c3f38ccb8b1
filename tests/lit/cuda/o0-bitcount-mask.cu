// Two -O0 false alarms of default<O3> on warp-level code:
// - warp_counts: -O3 gives llvm.ctpop and llvm.ctlz a return range [0, 33), whose poison
//   src (without the attribute) does not have; a bit count is at most its operand's width
//   (smt.c's background facts), so tgt's range is never violated ("tgt's address and value
//   are not poison where src's are defined" was unknown);
// - warp_firsts: src's `threadIdx.x & ~31` is tgt's `threadIdx.x & 224` under
//   __launch_bounds__(256): the normal form under the facts narrows a mask to the bits its
//   operand's range can set (sym_facts.c), so both sides speak of one term.
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: not poison where src's are defined
// CHECK-NOT: counterexample:
// CHECK: @_Z11warp_countsPKiPii:
// CHECK: @_Z11warp_firstsPKhiPi:
__global__ void __launch_bounds__(256) warp_counts(const int *__restrict__ in, int *__restrict__ out, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned ballot = __ballot_sync(0xffffffffu, i < n && in[i] != 0);
    if (i < n)
        out[i] = __popc(ballot) + __clz(ballot);
}

__global__ void __launch_bounds__(256) warp_firsts(const unsigned char *__restrict__ flags, int n, int *__restrict__ out)
{
    const int lane = threadIdx.x & 31;
    const int base = blockIdx.x * blockDim.x + (threadIdx.x & ~31);
    const int stride = blockDim.x * gridDim.x;
    for (int w = base; w < n; w += stride) {
        const int i = w + lane;
        if (i < n && flags[i])
            out[i] = w;
    }
}
