; Objects are unbounded where the verifier's are (pointer arguments, dynamic shared memory,
; external arrays), not a global defined here with its size: a store 4 GB past a 16 KB
; __shared__ array is src's UB, as the verifier's "access outside its object" says.  The
; adversary once reported this pair (an offset changed by mutate-tgt) as verifier-unsound:
; execution, with every object unbounded, ran src "defined" and told the pair apart.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv diff %t/src.ll %t/tgt.ll --unbounded | FileCheck %s
; CHECK: 0 compared, 32 discarded (src undefined)
; CHECK-NOT: DIFFERENCE
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s --check-prefix=VERIFY
; VERIFY: total: 3 proved, 0 bounded, 0 unknown, 0 counterexamples

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = internal addrspace(3) global [4096 x float] undef, align 8

define void @k(ptr addrspace(1) noalias %g0, ptr addrspace(1) noalias %g1, i32 %n, i64 %ld) {
entry:
  call void @llvm.nvvm.membar.cta(), !nvtv.id !1
  %t8 = add i64 0, 1073741824
  %t9 = getelementptr float, ptr addrspace(3) @s0, i64 %t8
  store <2 x float> <float 1.000000e+00, float 2.000000e+00>, ptr addrspace(3) %t9, align 4, !nvtv.id !2
  %t10 = sext i32 0 to i64
  call void @llvm.nvvm.membar.sys(), !nvtv.id !3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p3.i64(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(3) noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.sys() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nounwind }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!nvvm.annotations = !{!0}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = internal addrspace(3) global [4096 x float] undef, align 8

define void @k(ptr addrspace(1) noalias %g0, ptr addrspace(1) noalias %g1, i32 %n, i64 %ld) {
entry:
  call void @llvm.nvvm.membar.cta(), !nvtv.id !2
  %t8 = add i64 0, 1073741825
  %t9 = getelementptr float, ptr addrspace(3) @s0, i64 %t8
  store <2 x float> <float 1.000000e+00, float 2.000000e+00>, ptr addrspace(3) %t9, align 4, !nvtv.id !3
  %t10 = sext i32 0 to i64
  call void @llvm.nvvm.membar.sys(), !nvtv.id !4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p3.i64(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(3) noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.sys() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nounwind }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!nvvm.annotations = !{!0}
!nvtv.mutation = !{!1}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{!"offset", !"add-constant", !"add constant of %t8: 1073741824 -> 1073741825"}
!2 = !{i64 1}
!3 = !{i64 2}
!4 = !{i64 3}
