; A malformed !nvtv.id (not one non-negative integer), or one tag on two source
; instructions, is an input error: exit 2 and one line naming the file, the function, the
; tag and the instruction.
; RUN: split-file %s %t
; RUN: not nvtv verify %t/dup.ll %t/dup.ll 2>&1 | FileCheck %s --check-prefix=DUP
; DUP: nvtv: verify: {{.*}}dup.ll: @k: !nvtv.id 5 is on several instructions (store i32 2, ptr addrspace(1) %b, align 4, !nvtv.id !{{[0-9]+}}){{$}}
; RUN: sh -c 'nvtv verify %t/dup.ll %t/dup.ll; test $? -eq 2'
; RUN: not nvtv verify %t/str.ll %t/str.ll 2>&1 | FileCheck %s --check-prefix=STR
; STR: nvtv: verify: {{.*}}str.ll: @k: !nvtv.id is not one integer (store i32 1, {{.*}})
; RUN: not nvtv verify %t/neg.ll %t/neg.ll 2>&1 | FileCheck %s --check-prefix=NEG
; NEG: nvtv: verify: {{.*}}neg.ll: @k: !nvtv.id -3 is negative
; a pass may duplicate a tag in its output: tgt only, not an input error
; RUN: sh -c 'nvtv verify %t/one.ll %t/dup.ll > %t.tgt; test $? -eq 3'
; RUN: FileCheck %s --check-prefix=TGT --input-file=%t.tgt
; TGT: reason: the access was duplicated by the transformation
; TGT: @k: 0 proved, 0 bounded, 0 unknown, 0 counterexamples, 2 unsupported

;--- dup.ll
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p, i32 %i) {
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  store i32 1, ptr addrspace(1) %a, !nvtv.id !1
  %b = getelementptr inbounds i32, ptr addrspace(1) %p, i32 7
  store i32 2, ptr addrspace(1) %b, !nvtv.id !1
  ret void
}
!1 = !{i64 5}
;--- one.ll
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p, i32 %i) {
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  store i32 1, ptr addrspace(1) %a, !nvtv.id !1
  %b = getelementptr inbounds i32, ptr addrspace(1) %p, i32 7
  store i32 2, ptr addrspace(1) %b, !nvtv.id !2
  ret void
}
!1 = !{i64 5}
!2 = !{i64 6}
;--- str.ll
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p, i32 %i) {
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  store i32 1, ptr addrspace(1) %a, !nvtv.id !1
  ret void
}
!1 = !{!"five"}
;--- neg.ll
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p, i32 %i) {
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  store i32 1, ptr addrspace(1) %a, !nvtv.id !1
  ret void
}
!1 = !{i64 -3}
