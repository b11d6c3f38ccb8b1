; ModuleID = 'adversary'
source_filename = "adversary"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [256 x float] undef, align 4

define void @smem_stencil1d(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %tid = call range(i32 0, 254) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call range(i32 1, 255) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul nsw i32 %ctaid, %ntid
  %g = add nsw i32 %cm, %tid
  %l = add nuw nsw i32 %tid, 1
  %g64 = sext i32 %g to i64
  %pg = getelementptr inbounds float, ptr addrspace(1) %in, i64 %g64
  %v = load float, ptr addrspace(1) %pg, align 4, !nvtv.id !2
  %l64 = zext nneg i32 %l to i64
  %psl = getelementptr inbounds [256 x float], ptr addrspace(3) @s, i64 0, i64 %l64
  store float %v, ptr addrspace(3) %psl, align 4, !nvtv.id !3
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %halo, label %sync

halo:                                             ; preds = %entry
  %gm1 = add nsw i32 %g, -1
  %gm164 = sext i32 %gm1 to i64
  %pgl = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gm164
  %vl = load float, ptr addrspace(1) %pgl, align 4, !nvtv.id !4
  store float %vl, ptr addrspace(3) @s, align 4, !nvtv.id !5
  %gn = add nsw i32 %g, %ntid
  %gn64 = sext i32 %gn to i64
  %pgr = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gn64
  %vr = load float, ptr addrspace(1) %pgr, align 4, !nvtv.id !6
  %hr = add nuw nsw i32 %ntid, 1
  %hr64 = zext nneg i32 %hr to i64
  %psr = getelementptr inbounds [256 x float], ptr addrspace(3) @s, i64 0, i64 %hr64
  store float %vr, ptr addrspace(3) %psr, align 4, !nvtv.id !7
  br label %sync

sync:                                             ; preds = %halo, %entry
  %lm1 = add nsw i64 %l64, -1
  %p0 = getelementptr inbounds [256 x float], ptr addrspace(3) @s, i64 0, i64 %lm1
  %a0 = load float, ptr addrspace(3) %p0, align 4, !nvtv.id !8
  call void @llvm.nvvm.barrier0(), !nvtv.id !9
  %a1 = load float, ptr addrspace(3) %psl, align 4, !nvtv.id !10
  %lp1 = add nuw nsw i64 %l64, 1
  %p2 = getelementptr inbounds [256 x float], ptr addrspace(3) @s, i64 0, i64 %lp1
  %a2 = load float, ptr addrspace(3) %p2, align 4, !nvtv.id !11
  %m0 = fmul float %a0, 2.500000e-01
  %m1 = fmul float %a1, 5.000000e-01
  %m2 = fmul float %a2, 2.500000e-01
  %s01 = fadd float %m0, %m1
  %r = fadd float %s01, %m2
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %g64
  store float %r, ptr addrspace(1) %po, align 4, !nvtv.id !12
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

!0 = !{ptr @smem_stencil1d, !"kernel", i32 1}
!1 = !{!"hoist", !"load-shared-above-barrier0", !"load #8 (addrspace 3) hoisted above barrier0 #7"}
!2 = !{i64 1}
!3 = !{i64 2}
!4 = !{i64 3}
!5 = !{i64 4}
!6 = !{i64 5}
!7 = !{i64 6}
!8 = !{i64 8}
!9 = !{i64 7}
!10 = !{i64 9}
!11 = !{i64 10}
!12 = !{i64 11}
