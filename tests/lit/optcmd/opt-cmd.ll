; --opt-cmd: an external command as the pipeline under test.  The same verdicts as the
; in-process pipeline (stdin/stdout and {in}/{out}); a failing command is "pass crashed"
; with its last stderr line (exit 2); output that does not parse or verify is invalid IR;
; a command that runs too long is killed; tags a command drops are tags-lost.
; RUN: nvtv check %s -llvm-passes='%pipe' | FileCheck %s --check-prefix=SAME
; RUN: nvtv check %s --opt-cmd "%opt -passes='%pipe'" | FileCheck %s --check-prefix=SAME
; RUN: nvtv check %s --opt-cmd "%opt -passes='%pipe' {in} -o {out}" | FileCheck %s --check-prefix=SAME
; RUN: nvtv check %s --opt-cmd "%opt -S -passes='%pipe' {in}" | FileCheck %s --check-prefix=SAME
; SAME: @k: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
;
; RUN: not nvtv check %s --opt-cmd '%opt -passes=no-such-pass' 2>&1 | FileCheck %s --check-prefix=EXIT
; EXIT: nvtv: {{.*}}opt-cmd.ll: pass crashed (exit status 1): {{.*}}opt{{.*}}: unknown pass name 'no-such-pass'
; RUN: not nvtv check %s --opt-cmd 'kill -SEGV $$' 2>&1 | FileCheck %s --check-prefix=SIGNAL
; SIGNAL: pass crashed (signal 11: Segmentation fault)
; RUN: not nvtv check %s --opt-cmd 'echo "this is not IR"' 2>&1 | FileCheck %s --check-prefix=PARSE
; PARSE: pass produced invalid IR: the output does not parse: tgt:1:1: error: expected top-level entity
; RUN: not nvtv check %s --opt-cmd "sed -e 's/ret void/br label %%entry/'" 2>&1 | FileCheck %s --check-prefix=VERIFIER
; VERIFIER: pass produced invalid IR: Entry block to function must not have predecessors
; RUN: not nvtv check %s --opt-cmd 'true' 2>&1 | FileCheck %s --check-prefix=EMPTY
; EMPTY: pass produced invalid IR: the command wrote no module on stdout
; --pass-timeout is CPU time (a loaded machine makes no hang); a command that blocks without
; running meets the wall-clock net at 4 x the limit + 10 s
; RUN: not nvtv check %s --opt-cmd 'while :; do :; done' --pass-timeout 1 2>&1 | FileCheck %s --check-prefix=TIMEOUT
; TIMEOUT: pass timed out after 1 CPU s (--opt-cmd)
; RUN: not nvtv check %s --opt-cmd 'sleep 30' --pass-timeout 1 2>&1 | FileCheck %s --check-prefix=BLOCKED
; BLOCKED: pass stopped by the wall-clock safety net (14 s) after its CPU limit of 1 s (--opt-cmd)
; RUN: not nvtv check %s --opt-cmd 'no-such-command-xyz' 2>&1 | FileCheck %s --check-prefix=NOTFOUND
; NOTFOUND: pass crashed (exit status 127: command not found)
;
; A pass that recreates the load without its metadata (here: sed drops the first tag).
; A dropped tag on an otherwise unchanged load is recovered by the merged-access rule (the
; one untagged load of its kind, proved to stand for it); one on a load that also changed
; (volatile) has no candidate and stays tags-lost.
; RUN: nvtv check %s --opt-cmd "sed -e '0,/!nvtv.id/s/, !nvtv.id ![0-9]*//'" | FileCheck %s --check-prefix=RECOVERED
; RECOVERED:      @k: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; RECOVERED:      rules: proved 2 one-to-one, 1 merged, 0 deleted-load
; RUN: nvtv check %s --opt-cmd "sed -e 's/load i32\(.*\), !nvtv.id ![0-9]*/load volatile i32\1/'" --fail-on-unknown > %t.lost || true
; RUN: FileCheck %s --check-prefix=LOST < %t.lost
; LOST:      unsupported: tags-lost in @k at #1
; LOST-NEXT:   access:     load i32 addrspace(1)
; LOST-NEXT:   reason:     no tgt access carries this !nvtv.id, and 1 tgt access carries none: a pass recreated the access without copying its metadata (or deleted it)
; LOST:      unsupported: unsupported in @k at #2
; LOST:        reason:     the stored values are equal: depends on a value nvtv does not model (untagged load)
; LOST:      unsupported: tags-lost in @k{{$}}
; LOST-NEXT:   reason:     tgt's memory access has no !nvtv.id: a pass recreated it without copying its metadata (Instruction::copyMetadata, combineMetadata), so nvtv cannot pair it: %v = load volatile i32
; LOST:      @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples, 3 unsupported

; RUN: not nvtv check %s --opt-cmd '' 2>&1 | FileCheck %s --check-prefix=EMPTYCMD
; EMPTYCMD: nvtv: check: option --opt-cmd: the command is empty
; RUN: not nvtv check %s --opt-cmd 'cat' -passes=cbe 2>&1 | FileCheck %s --check-prefix=TWO
; TWO: nvtv: check: give one of -passes=, -llvm-passes= and --opt-cmd, not several

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add nsw i32 %t, -4
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %x
  %v = load i32, ptr addrspace(1) %p, align 4
  %j = add nsw i32 %t, 8
  %y = sext i32 %j to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %y
  store i32 %v, ptr addrspace(1) %q, align 4
  %c = icmp slt i32 %t, %n
  br i1 %c, label %then, label %done

then:
  store i32 0, ptr addrspace(1) %p, align 4
  br label %done

done:
  ret void
}
