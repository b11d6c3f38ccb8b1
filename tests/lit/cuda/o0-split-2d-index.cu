// A uchar4 pixel copied into a -O0 local at a 2-D index: SROA splits the copy
// into byte loads at `in + 4*(sext(y)*w + sext(x))`, where src's copy reads at
// `in + 4*sext(y*w + x)` with `y = ctaid.y*ntid.y + tid.y` an add nsw.  The offset of each
// byte load into the copy's source is a constant only where src's address is not poison
// (sym_nf_where_defined: extensions distribute over its nsw operations); it is a proposal,
// and the split-copy rule proves the addresses equal.  An earlier build: the three byte
// loads unpaired (tags-lost), the luma store unknown (a value-mismatch model over their
// free values, refuted by execution): 24 proved, 1 unknown, 3 unsupported.
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: tags-lost
// CHECK: @_Z4lumaPK6uchar4Phii: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
__global__ void __launch_bounds__(256)
luma(const uchar4 *__restrict__ in, unsigned char *__restrict__ out, int w, int h)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h)
        return;
    const uchar4 p = in[y * w + x];
    const unsigned s = 77u * p.x + 150u * p.y + 29u * p.z;
    out[y * w + x] = (unsigned char)(s >> 8);
}
