// The test plugin: a new-pass-manager plugin for LLVM 19 with nvtv's test passes, correct
// and buggy, the way a pass author ships them (tests/gate_tests.py gates each one):
//   address rewrites (SplitOffset.cpp): nvtv-split-offset, nvtv-split-offset-buggy
//   barriers and memory order (SyncPasses.cpp): nvtv-dedup-barrier, nvtv-dedup-barrier-buggy,
//     nvtv-hoist-shared-loads-buggy, nvtv-sink-stores-buggy, nvtv-publish-shared-stores-buggy
//   opt-19 -load-pass-plugin=./libNvtvTestPasses.so -passes=nvtv-dedup-barrier-buggy in.ll
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/PassPlugin.h"

using namespace llvm;

bool nvtvRegisterSplitOffset(StringRef Name, FunctionPassManager &FPM);
bool nvtvRegisterSyncPass(StringRef Name, FunctionPassManager &FPM);

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "NvtvTestPasses", "1", [](PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](StringRef Name, FunctionPassManager &FPM, ArrayRef<PassBuilder::PipelineElement>) {
                  return nvtvRegisterSplitOffset(Name, FPM) || nvtvRegisterSyncPass(Name, FPM);
                });
          }};
}
