; known-bad: the merged store of the join block takes index tid.x + 1 from the then arm (src: tid.x) [tgt]
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
  %t1 = add i32 %t, 1
  br label %end
else:
  %t2 = add nuw nsw i32 %t, 1024
  br label %end
end:
  %j = phi i32 [ %t1, %then ], [ %t2, %else ]
  %v = phi float [ %x, %then ], [ 0.0, %else ]
  %i = zext i32 %j to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  store float %v, ptr addrspace(1) %p, align 4
  ret void
}
