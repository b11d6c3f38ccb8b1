; known-bad: the stored value v + 1 becomes v + 2 (address unchanged) [src]
; shapes: tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; B[g] = A[g] + 1;
define void @stored_value_changed(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %tid
  %g = zext i32 %g32 to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %g
  %v = load i32, ptr addrspace(1) %pa, align 4
  %w = add i32 %v, 1
  %pb = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %g
  store i32 %w, ptr addrspace(1) %pb, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @stored_value_changed, !"kernel", i32 1}
