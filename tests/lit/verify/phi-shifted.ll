; Shifted loop phis (verify/oblig/phis.c).  The shared-memory tree reduction
; `for (s = ntid/2; s > 0; s >>= 1)` as instcombine leaves it: tgt's header phi holds s
; before the shift (s.in starts at ntid, s = s.in >> 1 in the body), so src's s is tgt's
; s.in one update ahead at every iteration: s_0 = U(s.in_0), and s_{k+1} = U(s_k) =
; U(U(s.in_k)) = U(s.in_{k+1}).  The accesses are proved for every iteration (before: verified
; up to 4 iterations).  bad.ll indexes with s.in >> 2: a counterexample at iteration 0,
; confirmed by execution.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; RUN: env NVTV_TRACE=1 nvtv verify %t/src.ll %t/tgt.ll 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE
; RUN: not nvtv verify %t/src.ll %t/bad.ll | FileCheck %s --check-prefix=BAD
; CHECK-NOT:  counterexample
; CHECK:      @k: 4 proved, 0 bounded, 0 unknown, 0 counterexamples
; TRACE:      loop loop: src phi#{{[0-9]+}} is the other side's phi#{{[0-9]+}} one update ahead at every iteration
; BAD:        counterexample: address-mismatch in @k at #1
; BAD:        confirmed:  yes, by execution
; BAD:        @k: 3 proved, 0 bounded, 0 unknown, 1 counterexample

;--- src.ll
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@sdata = internal addrspace(3) global [1024 x i32] undef, align 4
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()
define void @k() {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sdata, i32 0, i32 %tid
  %s0 = lshr i32 %ntid, 1
  %g = icmp ne i32 %s0, 0
  br i1 %g, label %loop, label %after
loop:
  %s = phi i32 [ %s0, %entry ], [ %s.next, %latch ]
  %act = icmp ult i32 %tid, %s
  br i1 %act, label %if.then, label %latch
if.then:
  %o = add i32 %tid, %s
  %po = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sdata, i32 0, i32 %o
  %b = load i32, ptr addrspace(3) %po, align 4
  %a = load i32, ptr addrspace(3) %ps, align 4
  %sum = add i32 %a, %b
  store i32 %sum, ptr addrspace(3) %ps, align 4
  br label %latch
latch:
  call void @llvm.nvvm.barrier0()
  %s.next = lshr i32 %s, 1
  %c = icmp ugt i32 %s, 1
  br i1 %c, label %loop, label %after
after:
  ret void
}

;--- tgt.ll
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@sdata = internal addrspace(3) global [1024 x i32] undef, align 4
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()
define void @k() {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sdata, i32 0, i32 %tid
  %g.not = icmp ult i32 %ntid, 2
  br i1 %g.not, label %after, label %loop
loop:
  %s.in = phi i32 [ %ntid, %entry ], [ %s, %latch ]
  %s = lshr i32 %s.in, 1
  %act = icmp ult i32 %tid, %s
  br i1 %act, label %if.then, label %latch
if.then:
  %po = getelementptr inbounds i32, ptr addrspace(3) %ps, i32 %s
  %b = load i32, ptr addrspace(3) %po, align 4
  %a = load i32, ptr addrspace(3) %ps, align 4
  %sum = add i32 %a, %b
  store i32 %sum, ptr addrspace(3) %ps, align 4
  br label %latch
latch:
  call void @llvm.nvvm.barrier0()
  %c = icmp ugt i32 %s.in, 3
  br i1 %c, label %loop, label %after
after:
  ret void
}

;--- bad.ll
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@sdata = internal addrspace(3) global [1024 x i32] undef, align 4
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()
define void @k() {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sdata, i32 0, i32 %tid
  %g.not = icmp ult i32 %ntid, 2
  br i1 %g.not, label %after, label %loop
loop:
  %s.in = phi i32 [ %ntid, %entry ], [ %s, %latch ]
  %s = lshr i32 %s.in, 1
  %act = icmp ult i32 %tid, %s
  br i1 %act, label %if.then, label %latch
if.then:
  %s2 = lshr i32 %s.in, 2
  %po = getelementptr inbounds i32, ptr addrspace(3) %ps, i32 %s2
  %b = load i32, ptr addrspace(3) %po, align 4
  %a = load i32, ptr addrspace(3) %ps, align 4
  %sum = add i32 %a, %b
  store i32 %sum, ptr addrspace(3) %ps, align 4
  br label %latch
latch:
  call void @llvm.nvvm.barrier0()
  %c = icmp ugt i32 %s.in, 3
  br i1 %c, label %loop, label %after
after:
  ret void
}
