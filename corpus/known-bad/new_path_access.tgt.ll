; known-bad: a store guarded by `if (v > 0)` is moved to the block before the branch, so it runs on every path [tgt: the bad rewrite]
; shapes: if-then, guarded, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; int v = A[g]; if (v > 0) B[g] = v;  C[g] = v + 1;
define void @new_path_access(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, ptr addrspace(1) noalias %C) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %tid
  %g = zext i32 %g32 to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %g
  %v = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %g
  store i32 %v, ptr addrspace(1) %pb, align 4
  %pos = icmp sgt i32 %v, 0
  br i1 %pos, label %if.then, label %if.end

if.then:
  br label %if.end

if.end:
  %w = add i32 %v, 1
  %pc = getelementptr inbounds i32, ptr addrspace(1) %C, i64 %g
  store i32 %w, ptr addrspace(1) %pc, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @new_path_access, !"kernel", i32 1}
