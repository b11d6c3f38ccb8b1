; A knob that does not exist, a value out of range, a value that is not a number: exit
; status 2 and one line on stderr saying which.  An option that is neither one of nvtv's
; nor a knob is an unknown option.  Accepted forms: -name=value, --name=value, -name for a
; bool, true/false for a bool.
; RUN: sh -c 'nvtv opt %s -passes=cbe -cbe-enabel=1 2>%t.err >%t.out; test $? -eq 2'
; RUN: FileCheck %s --check-prefix=TYPO --input-file=%t.err
; RUN: count 0 < %t.out
; TYPO: nvtv: opt: unknown knob 'cbe-enabel' (did you mean 'cbe-enable'?){{$}}
; TYPO-NOT: {{.}}

; RUN: sh -c 'nvtv opt %s -passes=cbe -cbe-max-depth=65 2>%t.err; test $? -eq 2'
; RUN: FileCheck %s --check-prefix=RANGE --input-file=%t.err
; RANGE: nvtv: opt: knob cbe-max-depth: 65 is out of range [1, 64]{{$}}
; RANGE-NOT: {{.}}

; RUN: sh -c 'nvtv check %s -passes=cbe --do-base-address-strength-reduce=-1 2>%t.err; test $? -eq 2'
; RUN: FileCheck %s --check-prefix=NEG --input-file=%t.err
; NEG: nvtv: check: knob do-base-address-strength-reduce: -1 is out of range [0, 2]{{$}}
; NEG-NOT: {{.}}

; RUN: not nvtv opt %s -passes=cbe -cbe-min-uses=two 2>&1 | FileCheck %s --check-prefix=NAN
; NAN: nvtv: opt: knob cbe-min-uses: 'two' is not a number{{$}}
; NAN-NOT: {{.}}

; RUN: not nvtv opt %s -passes=cbe -cbe-min-uses 2>&1 | FileCheck %s --check-prefix=NOVAL
; NOVAL: nvtv: opt: knob cbe-min-uses needs a value (-cbe-min-uses=N){{$}}

; RUN: not nvtv check %s -passes=cbe --frobnicate 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; UNKNOWN: nvtv: check: unknown option '--frobnicate' (see nvtv check --help and nvtv knobs){{$}}
; UNKNOWN-NOT: {{.}}

; knobs do nothing for verify, and it says so
; RUN: not nvtv verify %s %s -cbe-enable=0 2>&1 | FileCheck %s --check-prefix=VERIFY
; VERIFY: nvtv: verify: '-cbe-enable=0' is a knob; knobs apply to opt, check, fuzz, reduce and bench verify/ptx/fuzz{{$}}

; the accepted forms
; RUN: nvtv opt %s -passes=cbe -cbe-enable=0 --cbe-max-depth=4 -cbe-verbose=false -cbe-clone-allocas -ignore-bad-base=true -o %t.ll
; RUN: nvtv verify %s %t.ll | FileCheck %s --check-prefix=SAME
; SAME: @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x
  store float 0.0, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
