// A kernel written for its block size: corpus/cuda-programs' Blelloch scan sweeps a tile of
// CHUNK = 2 * blockDim.x elements that it assumes 256 threads fill.  In the oracle's default
// 8-thread block src is undefined on every input, and nothing would be compared; the oracle
// then widens the block (32, 64, ... threads) until src is defined and compares there, and
// says so.  A kernel with no such need is compared in the default block (@addChunkOffsets).
// RUN: nvtv check %corpus/cuda-programs/scan_blelloch_cub.cu -passes=default --exec-oracle | FileCheck %s
// CHECK: @_Z12blellochScanPKiPiS1_i: exec oracle: {{[1-9][0-9]*}} input{{s?}} compared, {{.*}}, in blocks of 256x1x1 (src undefined on every input of the default block)
// CHECK: @_Z15addChunkOffsetsPiPKii: exec oracle: {{[1-9][0-9]*}} input{{s?}} compared, {{.*}} past the step limit){{$}}
// RUN: nvtv tag %corpus/cuda-programs/scan_blelloch_cub.cu -o %t.ll
// RUN: nvtv diff %t.ll %t.ll _Z12blellochScanPKiPiS1_i --runs 4 | FileCheck %s --check-prefix=DIFF
// DIFF: compared, {{[0-9]+}} discarded (src undefined), 0 racy, 0 inconclusive: no difference
// DIFF-NEXT: (compared in blocks of 256x1x1: src was undefined on every input of the 8x1x1 block)
