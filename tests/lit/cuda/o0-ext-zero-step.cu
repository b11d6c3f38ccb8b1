// A tile copy unrolled whole at -O0 under default<O3> (transpose_padded.cu's shape).
// At iteration 0, src's premise says `y + 0` does not overflow; that degenerate fact became
// a rule that gave sext64(y) back unchanged and hid y's range, which shows the extension
// exact (blockIdx.y * 32 + threadIdx.y < 2^31): src's `sext64(y) * cols` never met tgt's
// `zext64(y) * cols`.  sym_facts.c skips a rule of `x + 0`.  An earlier build: copies 1 of
// the load and store timed out (address, poison).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: unknown:
// CHECK: @_Z9copy_rowsPfPKfii: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
#define TILE 32
#define ROWS 8
__global__ void __launch_bounds__(TILE * ROWS) copy_rows(float *__restrict__ out, const float *__restrict__ in, int rows, int cols)
{
    const int x = blockIdx.x * TILE + threadIdx.x;
    const int y = blockIdx.y * TILE + threadIdx.y;
#pragma unroll
    for (int j = 0; j < TILE; j += ROWS)
        if (x < cols && y + j < rows)
            out[(size_t)(y + j) * cols + x] = in[(size_t)(y + j) * cols + x];
}
