// The merged-access rule on real code: `default<O3>` (SimplifyCFG) sinks the halo stores of
// both arms of `if (ty == 0) ... if (ty == TILE_H - 1) ...` into one untagged store, and GVN
// merges the two loads of tile[ty+1][tx+1] in the game of life.  Before the rule these were
// 4 and 6 unsupported accesses; now every access is proved, and no counterexample appears.
// (This file holds no kernel: the RUN lines check corpus kernels.)
// RUN: nvtv check %corpus/cuda/game_of_life_tiled.cu -llvm-passes='default<O3>' | FileCheck %s --check-prefix=LIFE
// LIFE: @_Z15life_step_tiledPKhPhii: 30 proved, 0 bounded, 0 unknown, 0 counterexamples
// LIFE: rules: proved 28 one-to-one, 2 merged, 0 deleted-load
// RUN: nvtv check %corpus/cuda/stencil2d_tile_halo.cu -llvm-passes='default<O3>' | FileCheck %s --check-prefix=STENCIL
// STENCIL: @_Z21stencil2d_jacobi_tilePKfPfiif: 17 proved, 0 bounded, 0 unknown, 0 counterexamples
// STENCIL: rules: proved 13 one-to-one, 4 merged, 0 deleted-load
