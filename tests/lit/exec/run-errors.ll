; nvtv run / diff: usage errors are one line on stderr and exit status 2; so is a construct
; the interpreter does not support, when it is executed.
; RUN: not nvtv run %s --args nope=1 2>&1 | FileCheck %s --check-prefix=ARG
; RUN: not nvtv run %s --args p=abc 2>&1 | FileCheck %s --check-prefix=PTR
; RUN: not nvtv run %s --schedule sideways 2>&1 | FileCheck %s --check-prefix=SCHED
; RUN: not nvtv run %s --threads 0 2>&1 | FileCheck %s --check-prefix=THREADS
; RUN: not nvtv run %s nofunc 2>&1 | FileCheck %s --check-prefix=FUNC
; RUN: not nvtv run %s --frobnicate 2>&1 | FileCheck %s --check-prefix=OPT
; RUN: not nvtv run %s --args n=1 2>&1 | FileCheck %s --check-prefix=UNSUP
; RUN: not nvtv diff %s %s --schedule all --runs 0 2>&1 | FileCheck %s --check-prefix=RUNS
; ARG:     nvtv: run: --args: @k has no argument %nope
; PTR:     nvtv: run: --args: %p is a pointer: give its buffer size in bytes (SIZE or SIZE+OFFSET) or null
; SCHED:   nvtv: run: unknown schedule 'sideways' (rr, rr-block, random, adversarial, adversarial-rev)
; THREADS: nvtv: run: option --threads: '0' is not a number in [1, 1024]
; FUNC:    nvtv: run: {{.*}}run-errors.ll has no function @nofunc
; OPT:     nvtv: run: unknown option '--frobnicate' (see nvtv run --help)
; UNSUP:   nvtv: run: {{.*}}run-errors.ll: @k: unsupported: call to @ext
; RUNS:    nvtv: diff: option --runs: '0' is not a number in [1, 1000000]

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  %c = icmp eq i32 %n, 1
  br i1 %c, label %call, label %done
call:
  call void @ext()
  br label %done
done:
  ret void
}

declare void @ext()
