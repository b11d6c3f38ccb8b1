// Barrier and memory-order passes of the test plugin, written the way GPU pass authors write
// them, three of them with the bugs such authors make (tests/gate_tests.py gates each):
//
//   nvtv-dedup-barrier         a __syncthreads() right after another one, with no memory access
//                              or call between them, orders nothing the first did not: removed
//                              (correct)
//   nvtv-dedup-barrier-buggy   a __syncthreads() is "redundant" when no shared-memory store lies
//                              between it and the previous barrier of its block (or the block's
//                              start): forgets that a barrier also orders earlier reads before
//                              later writes (write-after-read), and what reaches the block from
//                              other blocks (the tree reduction's loop barrier goes)
//   nvtv-hoist-shared-loads-buggy   latency hiding: a shared-memory load moves up, with the
//                              GEPs and arithmetic of its address, to where the address is
//                              ready, as long as no store stands in the way; a
//                              barrier is a call, not a store, so the load moves above it and
//                              reads another thread's stale data
//   nvtv-sink-stores-buggy     a store moves down to the end of its block, as long as no load or
//                              store stands in the way; again a barrier or fence is not seen as
//                              one, so the store is published too late
//   nvtv-publish-shared-stores-buggy  makes each shared-memory store visible to the block at
//                              once: a __syncthreads() right after it -- also inside a branch only
//                              some threads take (the tree reduction's `if (tid < s)`), where the
//                              block deadlocks
//
// Every moved instruction keeps its metadata (its !nvtv.id); an inserted barrier has none.
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PassManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace llvm;

namespace {

bool isBarrier(const Instruction &I) {
  if (auto *C = dyn_cast<CallInst>(&I))
    if (Function *F = C->getCalledFunction()) {
      StringRef N = F->getName();
      return N == "llvm.nvvm.barrier0" || N.starts_with("llvm.nvvm.barrier.sync");
    }
  return false;
}

bool isSharedStore(const Instruction &I) {
  if (auto *S = dyn_cast<StoreInst>(&I)) return S->getPointerAddressSpace() == 3 || S->getPointerAddressSpace() == 0;
  return false;
}

bool touchesMemory(const Instruction &I) { return I.mayReadOrWriteMemory(); }

struct DedupBarrier : PassInfoMixin<DedupBarrier> {
  bool Buggy;
  explicit DedupBarrier(bool Buggy) : Buggy(Buggy) {}

  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    SmallVector<Instruction *, 8> Dead;
    for (BasicBlock &BB : F) {
      bool SeenBarrier = false, Between = false;
      for (Instruction &I : BB) {
        if (isBarrier(I)) {
          // correct: only a barrier whose predecessor in the block is a barrier, nothing between
          // buggy: any barrier with no shared store since the previous barrier (or block start)
          if (Buggy ? !Between : (SeenBarrier && !Between)) Dead.push_back(&I);
          SeenBarrier = true;
          Between = false;
          continue;
        }
        if (Buggy ? isSharedStore(I) : touchesMemory(I)) Between = true;
      }
    }
    for (Instruction *I : Dead) I->eraseFromParent();
    return Dead.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
  }
};

// The address computation of L in its own block (GEPs, casts, arithmetic), in block order:
// it moves up with the load.
void addressChain(LoadInst *L, SmallVectorImpl<Instruction *> &Chain) {
  SmallVector<Instruction *, 8> Work{L};
  SmallPtrSet<Instruction *, 16> Seen;
  while (!Work.empty()) {
    Instruction *I = Work.pop_back_val();
    for (Value *Op : I->operands())
      if (auto *D = dyn_cast<Instruction>(Op))
        if (D->getParent() == L->getParent() && !isa<PHINode>(D) && !D->mayReadOrWriteMemory() &&
            (isa<GetElementPtrInst>(D) || isa<CastInst>(D) || isa<BinaryOperator>(D)) && Seen.insert(D).second) {
          Chain.push_back(D);
          Work.push_back(D);
        }
  }
  llvm::sort(Chain, [](Instruction *A, Instruction *B) { return A->comesBefore(B); });
}

// The latest point in BB after which every operand from outside the chain is available.
Instruction *readyPoint(LoadInst *L, ArrayRef<Instruction *> Chain) {
  BasicBlock *BB = L->getParent();
  Instruction *Ready = &*BB->getFirstInsertionPt();
  auto Consider = [&](Instruction *U) {
    for (Value *Op : U->operands())
      if (auto *D = dyn_cast<Instruction>(Op))
        if (D->getParent() == BB && !is_contained(Chain, D) && Ready->comesBefore(D->getNextNode()))
          Ready = D->getNextNode();
  };
  Consider(L);
  for (Instruction *C : Chain) Consider(C);
  return Ready;
}

struct HoistSharedLoads : PassInfoMixin<HoistSharedLoads> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    bool Changed = false;
    for (BasicBlock &BB : F) {
      SmallVector<LoadInst *, 8> Loads;
      for (Instruction &I : BB)
        if (auto *L = dyn_cast<LoadInst>(&I))
          if (L->getPointerAddressSpace() == 3 && !L->isVolatile() && L->isUnordered()) Loads.push_back(L);
      for (LoadInst *L : Loads) {
        SmallVector<Instruction *, 8> Chain;
        addressChain(L, Chain);
        Instruction *To = readyPoint(L, Chain);
        // but not above a store: it might write what we read
        for (Instruction *I = To; I != L; I = I->getNextNode())
          if (isa<StoreInst>(I)) To = I->getNextNode();
        while (To != L && is_contained(Chain, To)) To = To->getNextNode(); // (a chain already in place)
        if (To == L || (!Chain.empty() && Chain.front()->comesBefore(To) && !is_contained(Chain, To->getPrevNode())))
          continue;
        for (Instruction *C : Chain) C->moveBefore(To);
        L->moveBefore(To);
        Changed = true;
      }
    }
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
};

struct SinkStores : PassInfoMixin<SinkStores> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    bool Changed = false;
    for (BasicBlock &BB : F) {
      SmallVector<StoreInst *, 8> Stores;
      for (Instruction &I : BB)
        if (auto *S = dyn_cast<StoreInst>(&I))
          if (!S->isVolatile() && S->isUnordered()) Stores.push_back(S);
      for (StoreInst *S : Stores) {
        Instruction *End = BB.getTerminator(), *To = S;
        // walk down while nothing reads or writes memory (loads and stores are what we look for)
        for (Instruction *I = S->getNextNode(); I && I != End; I = I->getNextNode()) {
          if (isa<LoadInst>(I) || isa<StoreInst>(I) || isa<AtomicRMWInst>(I) || isa<MemIntrinsic>(I)) break;
          To = I;
        }
        if (To == S) continue;
        S->moveAfter(To);
        Changed = true;
      }
    }
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
};

// a shared-memory pointer, also through clang's generic casts of a __shared__ array
bool isShared(const Value *P) {
  if (P->getType()->getPointerAddressSpace() == 3) return true;
  const Value *O = getUnderlyingObject(P);
  return O->getType()->isPointerTy() && O->getType()->getPointerAddressSpace() == 3;
}

struct PublishSharedStores : PassInfoMixin<PublishSharedStores> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    SmallVector<StoreInst *, 8> Stores;
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (auto *S = dyn_cast<StoreInst>(&I))
          if (isShared(S->getPointerOperand())) Stores.push_back(S);
    if (Stores.empty()) return PreservedAnalyses::all();
    Function *Bar = Intrinsic::getDeclaration(F.getParent(), Intrinsic::nvvm_barrier0);
    for (StoreInst *S : Stores) CallInst::Create(Bar, {}, "", S->getNextNode());
    return PreservedAnalyses::none();
  }
};

} // namespace

// (registered in Plugin.cpp)
bool nvtvRegisterSyncPass(StringRef Name, FunctionPassManager &FPM) {
  if (Name == "nvtv-dedup-barrier") FPM.addPass(DedupBarrier(false));
  else if (Name == "nvtv-dedup-barrier-buggy") FPM.addPass(DedupBarrier(true));
  else if (Name == "nvtv-hoist-shared-loads-buggy") FPM.addPass(HoistSharedLoads());
  else if (Name == "nvtv-sink-stores-buggy") FPM.addPass(SinkStores());
  else if (Name == "nvtv-publish-shared-stores-buggy") FPM.addPass(PublishSharedStores());
  else return false;
  return true;
}
