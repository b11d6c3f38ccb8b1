; Verifier messages: reach-added and reach-lost of a call.  A call of a device function that
; touches memory is paired with tgt's call of the same function; tgt must make it exactly
; where src does (its arguments are compared too).  added.ll flips the guard's comparison (eq
; to ne, as the adversary's cmp mutation does): tgt calls @put where src never does; lost.ll
; narrows the guard to the first four threads.  Each counterexample is seen in memory.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/added.ll | FileCheck %s --check-prefix=ADDED
; ADDED:      counterexample: reach-added in @k
; ADDED-NEXT:   check:      tgt executes the call of @put (src line 9, tgt line 9) only where src does
; ADDED:        confirmed:  yes, by execution: memory:
; RUN: not nvtv verify %t/src.ll %t/lost.ll | FileCheck %s --check-prefix=LOST
; LOST:       counterexample: reach-lost in @k
; LOST-NEXT:    check:      tgt executes the call of @put (src line 9, tgt line 11) wherever src does
; LOST:         confirmed:  yes, by execution: memory:
; RUN: nvtv verify %t/src.ll %t/src.ll | FileCheck %s --check-prefix=SAME
; SAME:       total: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples

;--- src.ll
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %n, 5
  br i1 %c, label %then, label %end
then:
  call void @put(ptr addrspace(1) %out, i32 %t)
  br label %end
end:
  ret void
}

define internal void @put(ptr addrspace(1) %p, i32 %i) {
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  store i32 1, ptr addrspace(1) %q, align 4, !nvtv.id !1
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!1 = !{i64 1}

;--- added.ll
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ne i32 %n, 5
  br i1 %c, label %then, label %end
then:
  call void @put(ptr addrspace(1) %out, i32 %t)
  br label %end
end:
  ret void
}

define internal void @put(ptr addrspace(1) %p, i32 %i) {
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  store i32 1, ptr addrspace(1) %q, align 4, !nvtv.id !1
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!1 = !{i64 1}

;--- lost.ll
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %n, 5
  %u = icmp ult i32 %t, 4
  %cu = and i1 %c, %u
  br i1 %cu, label %then, label %end
then:
  call void @put(ptr addrspace(1) %out, i32 %t)
  br label %end
end:
  ret void
}

define internal void @put(ptr addrspace(1) %p, i32 %i) {
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  store i32 1, ptr addrspace(1) %q, align 4, !nvtv.id !1
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!1 = !{i64 1}
