; A query whose search Z3's resource count undercounts is stopped by the CPU-time safety net:
; with the resource limit lifted (NVTV_RLIMIT_PER_MS) and the net set to 20 ms (NVTV_CPU_NET_MS),
; the pair's reach query (150 ms of CPU time) is unknown with the net's reason, never proved.
; RUN: env NVTV_RLIMIT_PER_MS=1000000000 NVTV_CPU_NET_MS=20 not nvtv verify %corpus/known-bad/guard_dropped_reach_lost.src.ll %corpus/known-bad/guard_dropped_reach_lost.tgt.ll | FileCheck %s
; CHECK: reason: timeout: the CPU-time safety net (20 ms of CPU time for the query's {{[0-9]+}} ms budget) stopped Z3 before its resource limit
; CHECK: total: {{[0-9]+}} proved, 0 bounded, 1 unknown, 0 counterexamples
