; ModuleID = 'adversary'
source_filename = "adversary"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [256 x float] undef, align 4

define void @generic_from_shared(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %t = call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = addrspacecast ptr addrspace(3) @buf to ptr
  %t64 = zext i32 %t to i64
  %pb = getelementptr float, ptr %b, i64 %t64
  store float 0.000000e+00, ptr %pb, align 4, !nvtv.id !2
  %c = load float, ptr %b, align 4, !nvtv.id !3
  call void @llvm.nvvm.barrier0(), !nvtv.id !4
  store float %c, ptr addrspace(1) %out, align 4, !nvtv.id !5
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
!nvtv.mutation = !{!1}

!0 = !{ptr @generic_from_shared, !"kernel", i32 1}
!1 = !{!"sync-move", !"barrier0-down", !"barrier0 #2 moved below load #3 (addrspace 0)"}
!2 = !{i64 1}
!3 = !{i64 3}
!4 = !{i64 2}
!5 = !{i64 4}
