; threads of one CTA communicate through global memory: buf[g] = in[g] * 2; barrier; res[g] = buf[base + (t ^ 1)]
; sync: 1 NEEDED (read-after-write through GLOBAL memory: thread t loads the buf element thread t^1 stored; the barrier orders global accesses too)
; shapes: global-comm, addrspace1-global, barrier, xor-index, guarded, tid-1d, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; int base = blockIdx.x * blockDim.x, g = base + t;
; buf[g] = in[g] * 2; __syncthreads();
; if ((t ^ 1) < blockDim.x) res[g] = buf[base + (t ^ 1)];
; %buf is not noalias: with noalias LLVM treats the barrier as not touching it and may move the load of buf above it
define void @global_comm(ptr addrspace(1) noalias %in, ptr addrspace(1) %buf, ptr addrspace(1) noalias %res) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %ctaid, %ntid
  %g32 = add i32 %base, %t
  %g = zext i32 %g32 to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %v = load i32, ptr addrspace(1) %pi, align 4
  %v2 = shl i32 %v, 1
  %pb = getelementptr inbounds i32, ptr addrspace(1) %buf, i64 %g
  store i32 %v2, ptr addrspace(1) %pb, align 4
  call void @llvm.nvvm.barrier0()
  %nt = xor i32 %t, 1
  %ok = icmp ult i32 %nt, %ntid
  br i1 %ok, label %read, label %done

read:
  %n32 = add i32 %base, %nt
  %n = zext i32 %n32 to i64
  %pn = getelementptr inbounds i32, ptr addrspace(1) %buf, i64 %n
  %a = load i32, ptr addrspace(1) %pn, align 4
  %pr = getelementptr inbounds i32, ptr addrspace(1) %res, i64 %g
  store i32 %a, ptr addrspace(1) %pr, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @global_comm, !"kernel", i32 1}
