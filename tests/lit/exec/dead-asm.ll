; Inline asm without side effects whose result nothing uses is dead code, and the
; interpreter skips it: a CUDA toolkit's cooperative groups read %reserved_smem_offset_1 so
; into a thread block that clang then drops.  The same asm with its result used is
; unsupported (the interpreter does not know what it computes).
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv run %t/dead.ll --ntid 2,1,1 --fill zero | FileCheck %s
; CHECK: ok after
; CHECK: %out: 4096 bytes of global memory
; CHECK-NEXT: +0x0000: 00000000 01000000
; RUN: not nvtv run %t/used.ll --ntid 2,1,1 2>&1 | FileCheck %s --check-prefix=USED
; USED: unsupported: inline asm

;--- dead.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr %out) {
  %r = call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr i32, ptr %out, i64 %x
  store i32 %t, ptr %p
  ret void
}

;--- used.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr %out) {
  %r = call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr i32, ptr %out, i64 %x
  store i64 %r, ptr %p
  ret void
}
