; ModuleID = 'corpus/barriers/waw.ll'
source_filename = "corpus/barriers/waw.ll"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x i32] undef, align 4

define void @waw(ptr addrspace(1) noalias %out) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 1, ptr addrspace(3) %ps, align 4, !nvtv.id !1
  %v = load i32, ptr addrspace(3) %ps, align 4, !nvtv.id !2
  call void @llvm.nvvm.barrier0(), !nvtv.id !3
  %tx = xor i32 %t, 1
  %px = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %tx
  store i32 2, ptr addrspace(3) %px, align 4, !nvtv.id !4
  call void @llvm.nvvm.barrier0(), !nvtv.id !5
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %v, ptr addrspace(1) %po, align 4, !nvtv.id !6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @waw, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 5}
!3 = !{i64 2}
!4 = !{i64 3}
!5 = !{i64 4}
!6 = !{i64 6}
