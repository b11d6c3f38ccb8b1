; nvtv run: one CTA of 8 threads on given arguments; the final memory, the lines that
; changed (--fill zero: buffers start zeroed), and --all for every line.
; RUN: nvtv run %s --args n=3,out=64 --fill zero | FileCheck %s
; RUN: nvtv run %s k --args n=-1,out=40 --fill zero --threads 2 --all | FileCheck %s --check-prefix=ALL
; RUN: nvtv run %s --args n=3,out=64 --ntid 4,2 --ctaid 1 --nctaid 2 --fill zero | FileCheck %s --check-prefix=TWOD
; CHECK:      @k: 8 threads, schedule rr: ok after 48 instructions
; CHECK-NEXT: inputs: %out = [64 bytes], %n = 3; ntid = (8,1,1), ctaid = (0,0,0)
; CHECK-NEXT: %out: 64 bytes of global memory, 1 line of 32 changed
; CHECK-NEXT:   +0x0000: 00000000 03000000 06000000 09000000 0c000000 0f000000 12000000 15000000
; ALL:        @k: 2 threads, schedule rr: ok after 12 instructions
; ALL-NEXT:   inputs: %out = [40 bytes], %n = -1; ntid = (2,1,1), ctaid = (0,0,0)
; ALL-NEXT:   %out: 40 bytes of global memory
; ALL-NEXT:     +0x0000: 00000000 ffffffff 00000000 00000000 00000000 00000000 00000000 00000000
; ALL-NEXT:     +0x0020: 00000000 00000000
; TWOD:       @k: 8 threads, schedule rr: ok after 48 instructions
; TWOD-NEXT:  inputs: %out = [64 bytes], %n = 3; ntid = (4,2,1), ctaid = (1,0,0)
; TWOD-NEXT:  %out: 64 bytes of global memory, 1 line of 32 changed
; TWOD-NEXT:    +0x0000: 00000000 03000000 06000000 09000000 00000000 00000000 00000000 00000000

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = mul i32 %t, %n
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %x, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
