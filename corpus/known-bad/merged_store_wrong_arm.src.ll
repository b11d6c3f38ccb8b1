; known-bad: SimplifyCFG-style sinking of the stores of both arms into one untagged store at the join; the then-arm index is off by one [src]
; shapes: merged-store, if-else, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @merged_store_wrong_arm(ptr addrspace(1) %a, i32 %n, float %x) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %t, %n
  br i1 %c, label %then, label %else
then:
  %i1 = zext i32 %t to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i1
  store float %x, ptr addrspace(1) %p1, align 4, !nvtv.id !1
  br label %end
else:
  %t2 = add nuw nsw i32 %t, 1024
  %i2 = zext i32 %t2 to i64
  %p2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i2
  store float 0.0, ptr addrspace(1) %p2, align 4, !nvtv.id !2
  br label %end
end:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
