// Struct copies at -O0 under default<O3> (the split-copy rule), on the n-body corpus
// file's `integrate` kernel: `float4 p = pos[i];` and `new_pos[i] = p;` are llvm.memcpy calls
// through a local at -O0; SROA splits them into untagged per-field loads and stores, and
// drops the store of v.w back where it came from.  Before the rule: 40 of its accesses
// unsupported ("tags lost"); now all 52 are proved, 5 of them copies.  (The file's other
// kernel, body_forces, keeps the unsupported accesses of its partially unrolled loop.  Now
// its helpers are inlined and it takes about 50 s of CPU: --kernel-timeout stops it at
// 10 s, an unknown, and integrate, about 1 s, is checked whole.)
// RUN: sh -c 'nvtv check %S/../../../corpus/cuda/nbody_shared_tiles.cu -llvm-passes="default<O3>" --cuda-O 0 --kernel-timeout 10 -v > %t; test $? -eq 3'
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: counterexample:
// CHECK-NOT: unsupported{{.*}} in @_Z9integrate
// CHECK-COUNT-5: @_Z9integratePK6float4PS_S2_PK6float3iff #{{[0-9]+}} llvm.memcpy.p0.p0.i64 addrspace(0) (line {{[0-9]+}}): proved
// CHECK: @_Z9integratePK6float4PS_S2_PK6float3iff: 52 proved, 0 bounded, 0 unknown, 0 counterexamples
