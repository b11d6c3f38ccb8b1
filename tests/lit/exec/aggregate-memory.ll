; Loads and stores of whole structs and arrays (clang -O0 keeps make_char4's result in a
; %struct.char4 alloca and loads it whole): each cell at its layout offset, padding bytes
; left as they were, and a pointer field keeps its provenance when loaded back (here one
; 2^40 bytes below %p, in another buffer's window).  Before, the interpreter refused the
; kernel ("unsupported: '%4 = load %struct.char4, ptr %retval'"), so a counterexample of
; quantize_int8.cu at -O0 could be neither confirmed nor refuted.
; RUN: nvtv run %s --threads 1 --unbounded --fill zero | FileCheck %s
; The verifier compares accessed types by structure: parsed twice into one context, %struct.S
; of tgt is %struct.S.1, which was an "access-changed" counterexample of verify K K.
; RUN: nvtv verify %s %s | FileCheck %s --check-prefix=SAME
; SAME: @k: 8 proved, 0 bounded, 0 unknown, 0 counterexamples
; CHECK: @k: 1 thread, schedule rr: ok after 33 instructions
; CHECK: %out: 4096 bytes of global memory, 1 line of 32 changed
; CHECK-NEXT: +0x0000: 01020304 63000000 05000000 00000000 00000000 00000000 00000000 00000000
; CHECK: %p: 4096 bytes of global memory, unchanged
; CHECK-NEXT: outside its buffer: %p-0x10000000000 = 09
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.char4 = type { i8, i8, i8, i8 }
%struct.S = type { i8, i32, ptr, [2 x i16] }
define void @k(ptr addrspace(1) %out, ptr %p) {
  %c = alloca %struct.char4, align 4
  %s = alloca %struct.S, align 8
  %v0 = insertvalue %struct.char4 poison, i8 1, 0
  %v1 = insertvalue %struct.char4 %v0, i8 2, 1
  %v2 = insertvalue %struct.char4 %v1, i8 3, 2
  %v3 = insertvalue %struct.char4 %v2, i8 4, 3
  store %struct.char4 %v3, ptr %c, align 4
  %l = load %struct.char4, ptr %c, align 4
  store %struct.char4 %l, ptr addrspace(1) %out, align 4
  %w0 = insertvalue %struct.S zeroinitializer, i8 7, 0
  %w1 = insertvalue %struct.S %w0, i32 99, 1
  %q = getelementptr i8, ptr %p, i64 -1099511627776
  %w2 = insertvalue %struct.S %w1, ptr %q, 2
  %w3 = insertvalue %struct.S %w2, i16 5, 3, 1
  store %struct.S %w3, ptr %s, align 8
  %m = load %struct.S, ptr %s, align 8
  %x = extractvalue %struct.S %m, 1
  %y = extractvalue %struct.S %m, 3, 1
  %pp = extractvalue %struct.S %m, 2
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %x, ptr addrspace(1) %o1
  %o2 = getelementptr i16, ptr addrspace(1) %out, i64 4
  store i16 %y, ptr addrspace(1) %o2
  store i8 9, ptr %pp
  ret void
}
