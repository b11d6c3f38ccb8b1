// An unsigned char converted to float at -O0 under default<O3> (rgb24_to_gray's
// shape): clang -O0 writes `sitofp (zext i8 x to i32)`, instcombine `uitofp i8 x`.  Both
// are the same non-negative integer rounded once: the normal form rewrites an int-to-float
// conversion of a zero-extended value to the unsigned conversion of the narrower one.
// An earlier build: "Z3 model did not re-evaluate to a difference" (the two conversions
// were different uninterpreted operations).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: unknown:
// CHECK: @_Z7to_grayPKhPhi: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
__global__ void __launch_bounds__(256) to_gray(const unsigned char *__restrict__ rgb, unsigned char *__restrict__ gray, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        const float y = 0.299f * rgb[3 * i] + 0.587f * rgb[3 * i + 1] + 0.114f * rgb[3 * i + 2];
        gray[i] = (unsigned char)fminf(y + 0.5f, 255.0f);
    }
}
