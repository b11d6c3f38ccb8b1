; known-bad: every barrier deleted, as the seed's DSE pseudo-code does [tgt]
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x i32] undef, align 4

define void @double_buffer(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  %t1 = add nuw nsw i32 %t, 1
  %nb = urem i32 %t1, %ntid
  %pn = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %nb
  %has = icmp sgt i32 %n, 0
  br i1 %has, label %loop.ph, label %exit

loop.ph:                                          ; preds = %entry
  br label %loop

loop:                                             ; preds = %loop, %loop.ph
  %k = phi i32 [ 0, %loop.ph ], [ %k.next, %loop ]
  %acc = phi i32 [ 0, %loop.ph ], [ %acc.next, %loop ]
  %kn = mul i32 %k, %ntid
  %idx32 = add i32 %kn, %t
  %idx = zext i32 %idx32 to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pi, align 4, !nvtv.id !1
  store i32 %v, ptr addrspace(3) %ps, align 4, !nvtv.id !2
  %x = load i32, ptr addrspace(3) %pn, align 4, !nvtv.id !4
  %acc.next = add i32 %acc, %x
  %k.next = add nuw nsw i32 %k, 1
  %c = icmp slt i32 %k.next, %n
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:                                    ; preds = %loop
  %acc.lcssa = phi i32 [ %acc.next, %loop ]
  br label %exit

exit:                                             ; preds = %exit.loopexit, %entry
  %r = phi i32 [ 0, %entry ], [ %acc.lcssa, %exit.loopexit ]
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %r, ptr addrspace(1) %po, align 4, !nvtv.id !6
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

!0 = !{ptr @double_buffer, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}
