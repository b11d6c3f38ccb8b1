; bounds-checked kernel whose out-of-range threads leave through llvm.nvvm.exit (then unreachable), after a barrier around thread-private scratch
; sync: 1 (barrier0) REMOVABLE (only the thread's own s[t] on both sides); llvm.nvvm.exit is EXEMPT (never deleted: it ends the thread)
; shapes: shared, barrier, nvvm-exit, unreachable, if-then, thread-private, tid-1d, range-attr, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x i32] undef, align 4

; s[t] = t * k; __syncthreads();
; if (g >= len) asm("exit;");
; out[g] = in[g] + s[t];
define void @exempt_exit(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %len, i32 %k) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %tk = mul i32 %t, %k
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %tk, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %ok = icmp ult i32 %g32, %len
  br i1 %ok, label %body, label %bail

bail:
  call void @llvm.nvvm.exit()
  unreachable

body:
  %x = load i32, ptr addrspace(3) %ps, align 4
  %g = zext i32 %g32 to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %v = load i32, ptr addrspace(1) %pi, align 4
  %r = add i32 %v, %x
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.exit()

!nvvm.annotations = !{!0}
!0 = !{ptr @exempt_exit, !"kernel", i32 1}
