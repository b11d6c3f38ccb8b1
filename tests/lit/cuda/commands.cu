// .cu inputs for every command: nvtv compiles them device-only with clang-19 and its own
// prelude (no CUDA installation), -D and -I go to clang, --cuda-O and --mcpu choose the
// build.  A kernel that needs -DSCALE compiles only with it.
// RUN: nvtv opt %s -passes=default -DSCALE=3 | FileCheck %s --check-prefix=OPT
// RUN: nvtv opt %s -passes=default -DSCALE=3 --cuda-O 0 | FileCheck %s --check-prefix=OPT
// RUN: nvtv check %s -passes=default -DSCALE=3 --mcpu sm_80 | FileCheck %s --check-prefix=CHECK
// RUN: nvtv run %s --ntid 4,1,1 --args n=4 -D SCALE=3 | FileCheck %s --check-prefix=EXEC
// RUN: nvtv tag %s -DSCALE=3 -o %t.ll && nvtv diff %s %t.ll -DSCALE=3 | FileCheck %s --check-prefix=DIFF
// RUN: not nvtv check %s -passes=default 2>&1 | FileCheck %s --check-prefix=NODEF
// OPT: target triple = "nvptx64-nvidia-cuda"
// OPT: define {{.*}}@_Z5scalePfi(
// CHECK: @_Z5scalePfi: {{[1-9][0-9]*}} proved, 0 bounded, 0 unknown, 0 counterexamples
// EXEC: @_Z5scalePfi: 4 threads, schedule rr: ok
// DIFF: @_Z5scalePfi: {{.*}}: no difference
// NODEF: commands.cu:{{[0-9]+}}:{{[0-9]+}}: error: "SCALE must be defined"
#include <cuda_runtime.h>
#ifndef SCALE
#error "SCALE must be defined"
#endif

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = a[i] * SCALE;
}
