; known-bad: tgt strengthens the guard with `threadIdx.x < 256` (assumes blockDim.x <= 256), skipping accesses src makes [tgt: the bad rewrite]
; shapes: guarded, if-then, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; int g = blockIdx.x*blockDim.x + threadIdx.x;  if (g < n) y[g] = a*x[g];
define void @guard_dropped_reach_lost(float %a, ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i32 %n) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cm = mul i32 %ctaid, %ntid
  %g = add i32 %cm, %tid
  %inb0 = icmp slt i32 %g, %n
  %small = icmp ult i32 %tid, 256
  %inb = and i1 %inb0, %small
  br i1 %inb, label %if.then, label %if.end

if.then:
  %gx = sext i32 %g to i64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %gx
  %xv = load float, ptr addrspace(1) %px, align 4
  %r = fmul float %a, %xv
  %py = getelementptr float, ptr addrspace(1) %y, i64 %gx
  store float %r, ptr addrspace(1) %py, align 4
  br label %if.end

if.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @guard_dropped_reach_lost, !"kernel", i32 1}
