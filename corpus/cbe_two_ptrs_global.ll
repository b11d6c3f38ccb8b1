; CBE pointer-to-global grouping: two local pointers %p (tid) and %q (tid2) into one global array @g
; shapes: cbe-global, cross-block, tid-1d, addrspace1-global, range-attr
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global [1024 x float] zeroinitializer, align 4

; float *p = &g[tid], *q = &g[tid2]; float v = *p;
; if (tid2 < 1024) { float w = *q; *q = v - w; v = v + w; } *p = v;
define void @cbe_two_ptrs_global(i32 %shift) {
entry:
  %tid32 = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid = zext nneg i32 %tid32 to i64
  %sh = zext i32 %shift to i64
  %tid2 = add i64 %tid, %sh
  %p = getelementptr inbounds [1024 x float], ptr addrspace(1) @g, i64 0, i64 %tid
  %v = load float, ptr addrspace(1) %p, align 4
  %inb = icmp ult i64 %tid2, 1024
  br i1 %inb, label %if.then, label %if.end

if.then:
  %q = getelementptr inbounds [1024 x float], ptr addrspace(1) @g, i64 0, i64 %tid2
  %w = load float, ptr addrspace(1) %q, align 4
  %d = fsub float %v, %w
  store float %d, ptr addrspace(1) %q, align 4
  %s = fadd float %v, %w
  br label %if.end

if.end:
  %r = phi float [ %s, %if.then ], [ %v, %entry ]
  %r2 = fmul float %r, 5.000000e-01
  store float %r2, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @cbe_two_ptrs_global, !"kernel", i32 1}
