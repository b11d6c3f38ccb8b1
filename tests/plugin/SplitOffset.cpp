// The address passes of the test plugin (Plugin.cpp), for testing nvtv's --opt-cmd and CI
// gate on passes that are not nvtv's (tests/gate_tests.py):
//
//   nvtv-split-offset        gep T, p, (add nsw X, C)  ->  gep T, (gep T, p, X), C, and the
//                            same through a sext (CUDA's a[i - 1] with an int i): a correct
//                            address rewrite (with nsw, X + C does not wrap, so the sext
//                            distributes; the two GEPs drop inbounds, so no new poison)
//   nvtv-split-offset-buggy  the same, but a negative C is folded as -C: the classic sign
//                            mistake of hand-written offset splitting (a wrong address only
//                            for negative offsets)
//
// Only the GEP is replaced; the load or store that uses it stays, with its !nvtv.id.
//   opt-19 -load-pass-plugin=./libNvtvTestPasses.so -passes=nvtv-split-offset in.ll
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PassManager.h"

using namespace llvm;

namespace {

struct SplitOffset : PassInfoMixin<SplitOffset> {
  bool Buggy;
  explicit SplitOffset(bool Buggy) : Buggy(Buggy) {}

  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    SmallVector<GetElementPtrInst *, 16> Work;
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (auto *G = dyn_cast<GetElementPtrInst>(&I))
          if (G->getNumIndices() == 1) Work.push_back(G);
    bool Changed = false;
    for (GetElementPtrInst *G : Work) {
      Value *Idx = G->getOperand(1);
      auto *Ext = dyn_cast<SExtInst>(Idx);
      auto *Add = dyn_cast<BinaryOperator>(Ext ? Ext->getOperand(0) : Idx);
      if (!Add || Add->getOpcode() != Instruction::Add || !Add->hasNoSignedWrap()) continue;
      auto *C = dyn_cast<ConstantInt>(Add->getOperand(1));
      if (!C || C->isZero()) continue;
      int64_t Off = C->getSExtValue();
      if (Buggy && Off < 0) Off = -Off; // the bug: the sign is lost for negative offsets
      IRBuilder<> B(G);
      Value *X = Add->getOperand(0);
      if (Ext) X = B.CreateSExt(X, Idx->getType(), X->getName() + ".ext");
      Type *T = G->getSourceElementType();
      Value *Base = B.CreateGEP(T, G->getPointerOperand(), X, G->getName() + ".base");
      Value *New = B.CreateGEP(T, Base, ConstantInt::get(Idx->getType(), Off, /*signed*/ true),
                               G->getName() + ".split");
      G->replaceAllUsesWith(New);
      G->eraseFromParent();
      Changed = true;
    }
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
};

} // namespace

// (registered in Plugin.cpp)
bool nvtvRegisterSplitOffset(StringRef Name, FunctionPassManager &FPM) {
  if (Name == "nvtv-split-offset") FPM.addPass(SplitOffset(false));
  else if (Name == "nvtv-split-offset-buggy") FPM.addPass(SplitOffset(true));
  else return false;
  return true;
}
