/* passes: the transformations nvtv ships and checks, and how they are run.
 *
 * knobs.c    the knob registry: a constant table of every knob (name, kind, default, range,
 *            seed); the values live in an nvtv_knobs handed to every pass
 * remarks.c  what passes have to say (dumps, "Removed dead synch", progress lines)
 * pipeline.c runs a pass list of ours, or a stock LLVM pipeline through LLVMRunPasses with
 *            an NVPTX target machine, inside a forked child, so that a crash, an abort or a
 *            hang cannot take the tool down: the child sends back bitcode (and remarks), the
 *            parent reports "pass crashed".
 * cbe.c basr.c cgp.c scevcgp.c (and later lsr.c dse.c): one pass per file, one entry point
 *            over one function:  bool X_run(LLVMValueRef fn, const nvtv_knobs *k,
 *            nvtv_remarks *r), returning whether the function changed.  Passes never parse
 *            files or print.
 */
#ifndef NVTV_PASSES_H
#define NVTV_PASSES_H

#include "ir.h"
#include "sym.h"

/* ---- knobs ----------------------------------------------------------------------------
 * X(id, name, kind, default, min, max, seed, help).  kind: 'b' bool (0/1), 'i' integer, 'e'
 * enumeration (then min/max index the choices named in help, comma-separated after '|'),
 * 's' a set of those choices (a bit mask, given as a comma-separated list of their names),
 * 'u' unsound on purpose (a bool that breaks correctness; the fuzzer's --random-knobs leaves
 * it alone unless --include-unsound). */
#define NVTV_KNOBS(X)                                                                            \
  /* Common Base Elimination (seed 001, CBE half of 004) */                                      \
  X(CBE_ENABLE, "cbe-enable", 'b', 1, 0, 1, "004", "Master enable of Common Base Elimination")   \
  X(CBE_MAX_DEPTH, "cbe-max-depth", 'i', 8, 1, 64, "004",                                        \
    "Maximum depth of an address expression considered when grouping bases")                     \
  X(CBE_MAX_ITER, "cbe-max-iter", 'i', 16, 1, 1024, "004", "Maximum rounds of CBE per function") \
  X(CBE_CLONE_ALLOCAS, "cbe-clone-allocas", 'b', 1, 0, 1, "004",                                 \
    "Clone allocas into the entry block so that their bases can be shared")                     \
  X(CBE_MIN_USES, "cbe-min-uses", 'i', 2, 1, 1024, "004",                                        \
    "Minimum number of memory operations in a group before CBE rewrites it")                    \
  X(CBE_VERBOSE, "cbe-verbose", 'b', 0, 0, 1, "004", "Print 'Processing X / Block Y' progress")  \
  X(SCEV_CGP_CROSS_BLOCK_LIMIT, "scev-cgp-cross-block-limit", 'i', 16, 0, 4096, "001",           \
    "Maximum number of common bases created in one block")                                      \
  X(SCEV_CGP_IDOM_LEVEL_LIMIT, "scev-cgp-idom-level-limit", 'i', 8, 0, 4096, "001",              \
    "Maximum dominator-tree distance a common base is hoisted over")                            \
  /* Base Address Strength Reduction (seed 000) */                                               \
  X(BASR, "do-base-address-strength-reduce", 'i', 2, 0, 2, "000",                                \
    "0 off, 1 every group, 2 only groups the rewrite makes cheaper")                             \
  X(BASR_CHAIN, "do-base-address-strength-reduce-chain", 'b', 1, 0, 1, "000",                    \
    "Chain variant: each member derives from the nearest dominating rewritten member")          \
  X(BASR_IV_LIMIT, "base-address-strength-reduce-iv-limit", 'i', 8, 0, 1024, "000",              \
    "Skip loops with more induction variables (header phis) than this")                         \
  X(BASR_MAX_IV, "base-address-strength-reduce-max-iv", 'i', 16, 0, 1024, "000",                 \
    "Maximum number of bases rewritten per loop")                                                \
  X(BASR_DUMP, "dump-base-address-strength-reduce", 'b', 0, 0, 1, "000",                         \
    "Print the groups, anchors and rewrites")                                                    \
  X(BASR_NEG_OFFSET, "base-address-strength-reduce-neg-offset", 'i', 1, 0, 3, "000",             \
    "Negative-offset aggressiveness (dword_4FBCAE0): groups with a negative offset only when > 1") \
  /* CodeGenPrepare (seed 003) */                                                                \
  X(ADDR_SINK_USING_GEP, "addr-sink-using-gep", 'b', 1, 0, 1, "003",                             \
    "Sink addresses as GEP chains (else as integer arithmetic and inttoptr)")                    \
  X(ADDR_SINK_NEW_PHIS, "addr-sink-new-phis", 'b', 0, 0, 1, "003",                               \
    "Allow sunk_phi: merge sunk copies with a new phi instead of a third copy")                  \
  X(CGP_SPLIT_LARGE_OFFSET_GEP, "cgp-split-large-offset-gep", 'b', 1, 0, 1, "003",               \
    "Split GEPs whose constant offset does not fit a PTX immediate")                            \
  X(DISABLE_CGP_BRANCH_OPTS, "disable-cgp-branch-opts", 'b', 0, 0, 1, "003",                     \
    "Disable cold-block and branch-condition splitting")                                        \
  /* SCEV-CGP (seed 003) */                                                                      \
  X(NV_DISABLE_SCEV_CGP, "nv-disable-scev-cgp", 'b', 1, 0, 1, "003",                             \
    "Master disable of SCEV-CGP (overrides do-scev-cgp)")                                        \
  X(DO_SCEV_CGP, "do-scev-cgp", 'b', 1, 0, 1, "003", "Enable SCEV-based address rewriting")      \
  X(DO_SCEV_CGP_AGGRESIVELY, "do-scev-cgp-aggresively", 'b', 0, 0, 1, "003",                     \
    "Also rewrite addresses used once")                                                          \
  X(DO_FUNCTION_SCEV_CGP, "do-function-scev-cgp", 'b', 0, 0, 1, "003",                           \
    "Share thread-id terms across loops (function level) as well as within blocks")            \
  X(SCEV_CGP_CONTROL, "scev-cgp-control", 'i', 1024, 0, 1 << 20, "003",                          \
    "Maximum number of SCEV-CGP rewrites per function")                                          \
  X(SCEV_CGP_INST_LIMIT, "scev-cgp-inst-limit", 'i', 64, 1, 4096, "003",                         \
    "Maximum instructions analysed per address expression")                                      \
  X(SCEV_CGP_OLD_BASE, "scev-cgp-old-base", 'b', 0, 0, 1, "003",                                 \
    "Reuse the original base pointer instead of a new common base")                              \
  X(SCEV_CGP_TID_MAX_VALUE, "scev-cgp-tid-max-value", 'i', 1024, 1, 1 << 30, "003",              \
    "Bound on thread ids used to prove that address arithmetic fits 32 bits")                   \
  X(SCEV_CGP_CHECK_LATENCY, "scev-cgp-check-latency", 'i', 0, 0, 1000, "003",                    \
    "Minimum saved instructions for a rewrite to be made")                                       \
  X(SCEV_CGP_NORM, "scev-cgp-norm", 'i', 1, 0, 2, "003",                                         \
    "Normal form used for grouping: 0 syntactic, 1 polynomial, 2 polynomial under facts")       \
  X(PRINT_AFTER_SCEV_CGP, "print-after-scev-cgp", 'b', 0, 0, 1, "003",                           \
    "Print the function after SCEV-CGP")                                                         \
  X(DUMP_SCEV_CGP, "dump-scev-cgp", 'b', 0, 0, 1, "003", "Print SCEV-CGP's decisions")          \
  X(TOPO_SORT_BEGIN, "topo-sort-begin", 'i', 0, 0, 1 << 20, "003",                               \
    "First address (in topological order) SCEV-CGP considers")                                  \
  X(SPECIAL_REASSOCIATE_FOR_THREADID, "special-reassociate-for-threadid", 'b', 1, 0, 1, "003",   \
    "Keep thread-id terms apart when reassociating")                                             \
  X(IGNORE_BAD_BASE, "ignore-bad-base", 'u', 0, 0, 1, "003",                                     \
    "UNSOUND: group addresses whose bases are different objects")                               \
  X(IGNORE_32_BIT_OVERFLOW, "ignore-32-bit-overflow", 'u', 0, 0, 1, "003",                       \
    "UNSOUND: narrow address arithmetic to 32 bits without proving it fits")                    \
  X(IGNORE_SIGNED_32_BIT_OVERFLOW, "ignore-signed-32-bit-overflow", 'u', 0, 0, 1, "003",         \
    "UNSOUND: treat sext(a + b) as sext(a) + sext(b) without nsw")                              \
  /* Dead Sync Elimination (DSE half of seed 004) */                                             \
  X(DSE_CRITERION, "dse-criterion", 'e', 0, 0, 2, "004",                                         \
    "When a barrier is dead: cuda (sound), the seed's four-map (UNSOUND), or its pseudo-code as " \
    "written, which deletes every non-exempt barrier (UNSOUND)|cuda,four-map,pseudo-code")      \
  X(PRINT_DEAD_SYNC_ELIM, "print-dead-sync-elim", 'b', 0, 0, 1, "004",                           \
    "Print 'Removed dead synch:' with the four maps, and why each kept barrier stays")           \
  /* NVIDIA's Loop Strength Reduction (seed 002) */                                              \
  X(LSR_DISABLE_UNKNOWN_TRIP, "disable-unknown-trip-lsr", 'b', 0, 0, 1, "002",                   \
    "Skip loops whose trip count is not an affine exit test against an invariant bound")        \
  X(LSR_CHECK_RP, "lsr-check-rp", 'b', 1, 0, 1, "002",                                           \
    "Reject formulae that take the loop's register-pressure estimate above lsr-rp-limit")        \
  X(LSR_RP_LIMIT, "lsr-rp-limit", 'i', 32, 1, 1024, "002",                                       \
    "Register-pressure ceiling per loop, in 32-bit registers (64-bit values count two)")        \
  X(LSR_COUNT_SXT_RP, "count-sxt-opt-for-reg-pressure", 'b', 1, 0, 1, "002",                     \
    "Count the 64-bit results of sign/zero extensions in a loop as register pressure")          \
  X(LSR_64_BIT, "do-lsr-64-bit", 'i', -1, -1, 1, "002",                                          \
    "Allow new 64-bit induction variables (-1: by --mcpu, off below sm_70, on from sm_70)")     \
  X(LSR_SXTOPT, "lsr-sxtopt", 'b', 1, 0, 1, "002",                                               \
    "Fold sign/zero extensions into narrow induction variables (32-bit IV, extended at the use)") \
  X(LSR_LOOP_LEVEL, "lsr-loop-level", 'i', 0, 0, 16, "002",                                      \
    "Only loops at this height (1 innermost, 2 their parents, ...); 0 every loop")              \
  X(LSR_SKIP_OUTER_LOOP, "lsr-skip-outer-loop", 'b', 0, 0, 1, "002",                             \
    "Skip loops that contain other loops")                                                       \
  X(LSR_SHAREDMEM32, "disable-lsr-for-sharedmem32-ptr", 'b', 0, 0, 1, "002",                     \
    "Leave addresses of 32-bit shared pointers (addrspace(3), p3:32) as they are")              \
  X(LSR_NO_COMPLEXITY_DISCOUNT, "disable-lsr-complexity-discount", 'b', 0, 0, 1, "002",          \
    "Compare formulae by registers first, without the discount for register+immediate addresses") \
  X(LSR_FILTER_BAD_FORMULA, "filter-bad-formula", 'b', 1, 0, 1, "002",                           \
    "Drop formulae that are dominated by another, or that add instructions to the loop")        \
  X(LSR_SELECTION, "lsr-selection", 'e', 0, 0, 1, "002",                                         \
    "Which formula is chosen: the seed's median-cost one, or the cheapest|median,cheapest")      \
  /* The adversary's miscompiling pass (mutate-tgt: not in any default pipeline) */             \
  X(MUTATE_SEED, "mutate-seed", 'i', 0, 0, 9223372036854775807L, "-",                          \
    "mutate-tgt: the seed that picks the kind and the place of its one change")                 \
  X(MUTATE_KIND, "mutate-kind", 's', 8191, 1, 8191, "-",                                          \
    "mutate-tgt: the kinds of change it may make (a comma-separated list)|sync-delete,sync-move," \
    "sync-dup,hoist,sink,unguard,offset,stride,ext,cmp,bound,swap,narrow")

typedef enum nvtv_knob_id {
#define NVTV_KNOB_ENUM(id, name, kind, def, lo, hi, seed, help) KNOB_##id,
  NVTV_KNOBS(NVTV_KNOB_ENUM)
#undef NVTV_KNOB_ENUM
  KNOB_COUNT
} nvtv_knob_id;

typedef struct nvtv_knob_desc {
  const char *name;
  char kind; /* 'b', 'i', 'e', 'u' */
  long def, min, max;
  const char *seed, *help;
} nvtv_knob_desc;

typedef struct nvtv_knobs {
  long v[KNOB_COUNT];
  bool set[KNOB_COUNT]; /* given on the command line */
} nvtv_knobs;

const nvtv_knob_desc *knob_desc(nvtv_knob_id id);
void knobs_default(nvtv_knobs *k);
/* "-name=value" or "name=value" (also "-name" for a bool): false with a one-line message
 * for an unknown knob, a malformed or an out-of-range value. */
bool knobs_parse(nvtv_knobs *k, const char *arg, char *err, size_t errlen);
bool knob_is_knob_arg(const char *arg); /* does it name a knob? */
/* The knob closest to the name in arg (as knobs_parse reads it) within edit distance 2, for
 * "did you mean"; NULL when none is that close. */
const char *knob_suggest(const char *arg);
static inline long knob(const nvtv_knobs *k, nvtv_knob_id id) { return k->v[id]; }
/* "name=value" for every knob that differs from its default, space-separated (malloc'd). */
char *knobs_describe(const nvtv_knobs *k);
/* For listings: "bool", "int", "enum" or "UNSOUND"; the length of the help text before its
 * '|' (the choices of an enumeration); choice idx of an enumeration (false past the last). */
const char *knob_kind_name(char kind);
size_t knob_help_len(const nvtv_knob_desc *d);
bool knob_enum_choice(const nvtv_knob_desc *d, long idx, const char **s, size_t *n);
/* A set knob's value as its choices' names, comma-separated ("all" for every one), in buf. */
const char *knob_set_text(const nvtv_knob_desc *d, long v, char *buf, size_t n);

/* ---- remarks --------------------------------------------------------------------------- */

/* Coverage: the kinds of rewrite each pass makes, counted as it makes them (nvtv bench fuzz
 * --coverage).  X(ID, pass, kind): LSR counts the candidates each phase makes ("cand", also
 * one equal to an earlier phase's) and the formulae its chosen plans use ("used"); DSE each
 * criterion's outcome and each exempt intrinsic it meets; the others each form of rewrite.
 * An exit test on another group's register (phases 2B and 4) is always on the test's own
 * register before or after its increment, which registers shared by (start, step) make the
 * same formula as phase 1's: used, it counts as phase 1. */
#define PASS_COVERAGE(X)                                                                          \
  X(CBE_ANCHOR, "cbe", "group rewritten: anchor reused")                                        \
  X(CBE_DERIVED, "cbe", "group rewritten: base derived from the first access")                  \
  X(CBE_DOMINATOR, "cbe", "group rewritten: base placed at the common dominator")               \
  X(CBE_DOMINANCE, "cbe", "group rewritten: by dominance")                                      \
  X(CBE_ALLOCA, "cbe", "alloca cloned into the entry block")                                    \
  X(BASR_PTR_IV, "basr", "group: pointer induction variable")                                   \
  X(BASR_BODY, "basr", "group: rewritten around the anchor in the body")                        \
  X(BASR_SHARED_INDEX, "basr", "arrays sharing an index: a pointer IV each")                    \
  X(LSR_SKIPPED, "lsr", "loop skipped (a knob or its shape)")                                   \
  X(LSR_KEPT, "lsr", "loop kept: no plan better than the code")                                 \
  X(LSR_REWRITTEN, "lsr", "loop rewritten")                                                     \
  X(LSR_CAND_REG_P1, "lsr", "cand: phase 1, own induction variable")                            \
  X(LSR_CAND_NARROW_P1, "lsr", "cand: phase 1, narrow register (lsr-sxtopt)")                   \
  X(LSR_CAND_CMP_P1, "lsr", "cand: phase 1, exit test on its own register")                     \
  X(LSR_CAND_NARROW_P2, "lsr", "cand: phase 2A, unfolded offset (narrow index)")                \
  X(LSR_CAND_CMP_P2, "lsr", "cand: phase 2B, exit test on an integer register")                 \
  X(LSR_CAND_SCALED_P3, "lsr", "cand: phase 3, stride factor base + S*R")                       \
  X(LSR_CAND_REG_P4, "lsr", "cand: phase 4, chain from another group")                          \
  X(LSR_CAND_CMP_P4, "lsr", "cand: phase 4, exit test on an address register")                  \
  X(LSR_CAND_REG_P5, "lsr", "cand: phase 5, reuse of a header phi")                             \
  X(LSR_CAND_NARROW_P5, "lsr", "cand: phase 5, narrow index on a header phi")                   \
  X(LSR_CAND_CMP_P5, "lsr", "cand: phase 5, exit test on a header phi")                         \
  X(LSR_USED_REG_P1, "lsr", "used: phase 1, own induction variable")                            \
  X(LSR_USED_NARROW_P1, "lsr", "used: phase 1, narrow register (lsr-sxtopt)")                   \
  X(LSR_USED_CMP_P1, "lsr", "used: phase 1, exit test on its own register")                     \
  X(LSR_USED_NARROW_P2, "lsr", "used: phase 2A, unfolded offset (narrow index)")                \
  X(LSR_USED_SCALED_P3, "lsr", "used: phase 3, stride factor base + S*R")                       \
  X(LSR_USED_REG_P4, "lsr", "used: phase 4, chain from another group")                          \
  X(LSR_USED_REG_P5, "lsr", "used: phase 5, reuse of a header phi")                             \
  X(LSR_USED_NARROW_P5, "lsr", "used: phase 5, narrow index on a header phi")                   \
  X(LSR_USED_CMP_P5, "lsr", "used: phase 5, exit test on a header phi")                         \
  X(CGP_SINK, "cgp", "addresses sunk next to their accesses")                                   \
  X(CGP_SINK_PHI, "cgp", "sunk copies merged by a phi (addr-sink-new-phis)")                    \
  X(CGP_SPLIT_BASE, "cgp", "offsets beyond 32 bits: a split base")                              \
  X(CGP_SPLIT_AND, "cgp", "branch on an and split in two")                                      \
  X(CGP_SPLIT_OR, "cgp", "branch on an or split in two")                                        \
  X(CGP_COLD, "cgp", "instructions moved off the hot path")                                     \
  X(SCG_SHARED, "scev-cgp", "thread-id terms shared")                                           \
  X(SCG_NARROWED, "scev-cgp", "thread-id terms shared, computed in 32 bits")                    \
  X(DSE_CUDA_REMOVED, "dse", "barrier removed (cuda criterion)")                                \
  X(DSE_CUDA_KEPT, "dse", "barrier kept: a conflict across it (cuda criterion)")                \
  X(DSE_FOURMAP_REMOVED, "dse", "barrier removed (four-map criterion)")                         \
  X(DSE_FOURMAP_KEPT, "dse", "barrier kept (four-map criterion)")                               \
  X(DSE_PSEUDO_REMOVED, "dse", "barrier removed (pseudo-code criterion)")                       \
  X(DSE_FENCE_REMOVED, "dse", "fence removed: nothing to order")                                \
  X(DSE_FENCE_KEPT, "dse", "fence kept: it orders accesses")                                    \
  X(DSE_USED_RESULT, "dse", "barrier kept: popc/and/or result used")                            \
  X(DSE_EXEMPT_EXIT, "dse", "exempt: nvvm.exit")                                                \
  X(DSE_EXEMPT_TRAP, "dse", "exempt: trap")                                                     \
  X(DSE_EXEMPT_WARP, "dse", "exempt: bar.warp.sync")                                            \
  X(DSE_EXEMPT_BULK, "dse", "exempt: cp.async.bulk.wait_group")                                 \
  X(DSE_EXEMPT_CLUSTER, "dse", "exempt: cluster arrive/wait")

#define PASS_COV_ENUM(id, pass, kind) PC_##id,
typedef enum pass_cov { PASS_COVERAGE(PASS_COV_ENUM) PC_N } pass_cov;
#undef PASS_COV_ENUM
const char *pass_cov_pass(pass_cov k);
const char *pass_cov_kind(pass_cov k);

typedef struct nvtv_remarks {
  char *text; /* lines, each "pass: message\n" */
  size_t len, cap;
  unsigned long cover[PC_N]; /* rewrites made, by kind (in this process only: a forked
                                pipeline sends back its text, not these) */
} nvtv_remarks;

/* Counts one rewrite of kind k (r may be NULL). */
void remark_cover(nvtv_remarks *r, pass_cov k);

void remarks_init(nvtv_remarks *r);
/* The function's name, for remarks, truncated to fit buf. */
const char *remark_fn_name(LLVMValueRef fn, char *buf, size_t n);
void remarks_free(nvtv_remarks *r);
void remark(nvtv_remarks *r, const char *pass, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Appends raw text (lines already formatted), e.g. remarks sent back by a child. */
void remarks_append(nvtv_remarks *r, const char *text, size_t n);

/* ---- our passes ------------------------------------------------------------------------- */

typedef bool (*nvtv_pass_fn)(LLVMValueRef fn, const nvtv_knobs *k, nvtv_remarks *r);
typedef struct nvtv_pass {
  const char *name; /* cbe, basr, lsr, cgp, scev-cgp, dse */
  nvtv_pass_fn run;
} nvtv_pass;

/* The passes that exist, in the seeds' default order. */
const nvtv_pass *passes_all(int *n);
const nvtv_pass *pass_named(const char *name);
/* "cbe,basr,lsr,cgp,dse" restricted to the passes that exist. */
const char *passes_default_pipeline(void);

bool cbe_run(LLVMValueRef fn, const nvtv_knobs *k, nvtv_remarks *r);
bool basr_run(LLVMValueRef fn, const nvtv_knobs *k, nvtv_remarks *r);
bool cgp_run(LLVMValueRef fn, const nvtv_knobs *k, nvtv_remarks *r);
bool lsr_run(LLVMValueRef fn, const nvtv_knobs *k, nvtv_remarks *r);
bool scevcgp_run(LLVMValueRef fn, const nvtv_knobs *k, nvtv_remarks *r);
bool dse_run(LLVMValueRef fn, const nvtv_knobs *k, nvtv_remarks *r);

/* ---- the adversary's pass (mutate_tgt.c) ---------------------------------------------------
 * mutate-tgt makes one random semantic change to a tagged module, as a buggy pass would (see
 * the file's comment).  X(ID, name, what): the kinds, in the order of -mutate-kind's bits. */
#define MUTATE_KINDS(X)                                                                         \
  X(SYNC_DELETE, "sync-delete", "delete a barrier, warp sync or fence")                         \
  X(SYNC_MOVE, "sync-move", "move a sync past an access, out of or into a branch arm")          \
  X(SYNC_DUP, "sync-dup", "duplicate a sync into a branch arm or past an access")               \
  X(HOIST, "hoist", "hoist a load or store above a sync, or a load out of a synced loop")       \
  X(SINK, "sink", "sink a load or store below a sync")                                          \
  X(UNGUARD, "unguard", "move a load or store out of the branch arm that guards it")            \
  X(OFFSET, "offset", "change a constant offset of an address by one")                          \
  X(STRIDE, "stride", "change a scale of an address or a loop's step")                          \
  X(EXT, "ext", "sign extension for zero extension or back")                                   \
  X(CMP, "cmp", "change a comparison's predicate")                                              \
  X(BOUND, "bound", "change a loop's exit bound by one")                                        \
  X(SWAP, "swap", "swap the operands of a non-commutative operation or a select's arms")        \
  X(NARROW, "narrow", "compute a 64-bit index in 32 bits")
typedef enum mutate_kind {
#define MUTATE_ENUM(id, name, help) MUTATE_##id,
  MUTATE_KINDS(MUTATE_ENUM)
#undef MUTATE_ENUM
  MUTATE_NKINDS
} mutate_kind;
bool mutate_run(LLVMValueRef fn, const nvtv_knobs *k, nvtv_remarks *r);
const char *mutate_kind_name(int kind);      /* "sync-delete", ...; "none" out of range */
int mutate_kind_index(const char *name);     /* -1 for none */
/* The kinds (bit k) in mask that have a candidate in m (one may still fail to apply). */
unsigned mutate_applicable(LLVMModuleRef m, unsigned mask);
/* The mutation a module carries (!nvtv.mutation, as mutate-tgt left it): its kind, or -1
 * for none; its class (what changed and where: "load-shared-above-barrier0-loop") and
 * description. */
int mutate_described(LLVMModuleRef m, char *cls, size_t ncls, char *desc, size_t ndesc);

/* ---- running pipelines (pipeline.c) ------------------------------------------------------ */

typedef enum pipe_status {
  PIPE_OK = 0,
  PIPE_BAD_PIPELINE, /* unknown pass or malformed pipeline text */
  PIPE_CRASHED,      /* the child died on a signal or exited abnormally */
  PIPE_TIMEOUT,      /* the child exceeded its time limit */
  PIPE_INVALID_IR,   /* the pass produced IR the verifier rejects */
  PIPE_SYSTEM        /* fork/pipe failure */
} pipe_status;

typedef struct pipe_opts {
  const char *mcpu;     /* default "sm_90" */
  unsigned timeout_s;   /* 0: none */
  size_t mem_limit;     /* bytes, 0: none */
  char **stderr_text;   /* pipe_run_cmd: receives what the command wrote on stderr (caller
                           frees; NULL when it wrote nothing), or NULL for not kept */
  volatile int *running_group; /* pipe_run_cmd: holds the command's process group while it
                           runs (0 after), for whoever must kill it with its caller (a
                           campaign that stops a worker), or NULL */
} pipe_opts;

void pipe_opts_default(pipe_opts *o);
/* Initialises the NVPTX target once per process. */
void pipe_init_targets(void);
/* Runs `pipeline` (LLVM new-pass-manager syntax) over a copy of m in a child process and
 * returns the result parsed into ctx, or NULL with *st and a one-line message in err. */
LLVMModuleRef pipe_run_llvm(LLVMModuleRef m, LLVMContextRef ctx, const char *pipeline,
                            const pipe_opts *o, pipe_status *st, char *err, size_t errlen);
/* Runs a comma-separated list of our passes over every defined function of a copy of m in
 * a child process; remarks (may be NULL) receives what the passes said. */
LLVMModuleRef pipe_run_ours(LLVMModuleRef m, LLVMContextRef ctx, const char *passes,
                            const nvtv_knobs *k, const pipe_opts *o, nvtv_remarks *remarks,
                            pipe_status *st, char *err, size_t errlen);
/* Runs an external command over a copy of m (optcmd.c): the user's `opt`, a pass plugin.
 * `{in}` / `{out}` in cmd are files (textual IR in; text or bitcode out), otherwise stdin /
 * stdout.  Contained like pipe_run_llvm (time and memory limits, the process group killed);
 * a signal or non-zero exit is PIPE_CRASHED with the command's last stderr line, output that
 * does not parse or verify PIPE_INVALID_IR. */
LLVMModuleRef pipe_run_cmd(LLVMModuleRef m, LLVMContextRef ctx, const char *cmd, const pipe_opts *o,
                           pipe_status *st, char *err, size_t errlen);
bool pipe_cmd_uses(const char *cmd, const char *placeholder);
/* A pass's output checked by LLVM's verifier: out, or NULL (disposed) with PIPE_INVALID_IR and
 * "pass produced invalid IR: ...". */
LLVMModuleRef pipe_verified(LLVMModuleRef out, pipe_status *st, char *err, size_t errlen);
/* s quoted for sh: 'it'\''s' */
void pipe_shell_quote(const char *s, char *out, size_t n);
/* Checks a pass list for pipe_run_ours without running it: false with the message
 * pipe_run_ours would give (an unknown or empty pass name). */
bool pipe_check_passes(const char *passes, char *err, size_t errlen);
/* The same in this process, on m itself: for callers that are disposable processes already
 * (campaign workers).  False with a message for a bad pipeline. */
bool pipe_apply_ours(LLVMModuleRef m, const char *passes, const nvtv_knobs *k, const char *mcpu, nvtv_remarks *r, char *err,
                     size_t errlen);
bool pipe_apply_llvm(LLVMModuleRef m, const char *pipeline, const char *mcpu, char *err, size_t errlen);
/* The NVPTX target machine for a module's triple (caller disposes), or NULL with err. */
LLVMTargetMachineRef pipe_target_machine(LLVMModuleRef m, const char *mcpu, char *err, size_t errlen);
/* PTX text of m (caller frees), compiled at -O3 for mcpu, or NULL with err. */
char *pipe_emit_ptx(LLVMModuleRef m, const char *mcpu, char *err, size_t errlen);

/* ---- what the address passes share (addr.c) ----------------------------------------------
 * An addr_fn holds the analysis of one function (CFG, loops, terms); passes edit the IR and
 * open a fresh one afterwards.  Loop ids of the terms are the cfg loop indices. */

typedef struct addr_fn {
  LLVMValueRef fn;
  LLVMModuleRef mod;
  LLVMContextRef ctx;
  LLVMTargetDataRef td;
  ir_cfg *cfg;
  sym_ctx *c;
  sym_fn *sf;
  uint32_t *gid;
  LLVMBuilderRef b;
  ir_map tag_inst; /* memop tag + 1 -> instruction */
  int counter;     /* suffix of new names */
  ir_map known;    /* normal form -> ir_vec of values that are never poison */
  const char *prefix; /* of the names addr_rewrite_group gives */
} addr_fn;

/* An address as its normal form nf = key + off: the part that is not constant, and the
 * constant in bytes. */
typedef struct addr_split_t {
  sym_term *nf, *key, *root;
  int64_t off;
  unsigned aspace;
  int depth; /* of the key's term */
} addr_split_t;

typedef struct addr_member {
  LLVMValueRef inst, ptr; /* the memory operation and its address */
  int block, loop;
  addr_split_t s;
} addr_member;

addr_fn *addr_open(LLVMValueRef fn);
void addr_close(addr_fn *a);
sym_term *addr_term(addr_fn *a, LLVMValueRef v);
int addr_block(addr_fn *a, LLVMValueRef inst);
bool addr_split(addr_fn *a, LLVMValueRef ptr, addr_split_t *out);
/* The same, but the normal form is taken under the facts the address's own no-poison
 * condition gives (extensions distribute over nsw/nuw arithmetic, recurrences with no-wrap
 * flags stay affine): equal wherever the address is not poison, which is all a rewrite of
 * a memory operation's address has to respect. */
bool addr_split_facts(addr_fn *a, LLVMValueRef ptr, addr_split_t *out);
/* The constant of a normal form (the last summand when it is one), sign-extended. */
int64_t addr_const_part(sym_term *nf);
/* t = start + step * k in loop l, with start and step (normal forms) free of l's counter
 * and of exit counts. */
bool addr_affine(addr_fn *a, sym_term *t, int l, sym_term **start, sym_term **step);
/* The innermost loop whose counter t depends on, or -1. */
int addr_key_loop(addr_fn *a, sym_term *t);
/* Is t poison only through range attributes the hardware always satisfies? */
bool addr_never_poison(addr_fn *a, sym_term *t);
/* Clears the flags that can make v poison (nsw/nuw, GEP no-wrap, exact, disjoint, nneg). */
void addr_drop_poison_flags(LLVMValueRef v);
/* Does the key depend on some loop's counter (an address that moves with an IV)? */
bool addr_key_in_loop(addr_fn *a, sym_term *key);
/* Is v defined where `at` (an instruction) runs? */
bool addr_available(addr_fn *a, LLVMValueRef v, LLVMValueRef at);
bool addr_inst_dominates(addr_fn *a, LLVMValueRef x, LLVMValueRef y);
/* A copy of v's pure computation placed before `before`, cloning what is not available
 * there; flags that could make it poison are dropped when drop_flags.  NULL if impossible. */
LLVMValueRef addr_hoist(addr_fn *a, LLVMValueRef v, LLVMValueRef before, bool drop_flags, const char *prefix);
/* IR computing the integer normal form nf before `before`, or NULL. */
LLVMValueRef addr_expand(addr_fn *a, sym_term *nf, LLVMValueRef before, const char *prefix);
/* IR computing the pointer normal form nf (one pointer atom + offset) in address space as. */
LLVMValueRef addr_expand_ptr(addr_fn *a, sym_term *nf, unsigned as, LLVMValueRef before, const char *prefix);
/* base + delta bytes (a plain i8 GEP, no flags), cast to address space as, before `before`. */
LLVMValueRef addr_offset_from(addr_fn *a, LLVMValueRef base, int64_t delta, unsigned as, LLVMValueRef before,
                              const char *name);
void addr_set_pointer(LLVMValueRef memop, LLVMValueRef ptr);
int addr_delete_dead(LLVMValueRef fn);
/* The function's loads, stores and atomics whose address splits (under facts, when set),
 * filtered by want. */
int addr_collect(addr_fn *a, bool facts, bool (*want)(addr_fn *, const addr_member *, void *), void *env,
                 addr_member **out);
/* Sorts by (key, address space, offset); a group is a run of equal key and space. */
void addr_sort_groups(addr_member *m, int n);
int addr_group_end(const addr_member *m, int n, int from);
int addr_ncd(addr_fn *a, const addr_member *m, int from, int to);
/* How many pure instructions (of loop l, or anywhere when l < 0) die when the members'
 * addresses are replaced. */
int addr_dying(addr_fn *a, const addr_member *m, int from, int to, int l);
/* The same weighed by addr_cost. */
int addr_dying_cost(addr_fn *a, const addr_member *m, int from, int to, int l);
/* What an instruction costs on an SM, roughly: 64-bit integer and address arithmetic is
 * two 32-bit operations (add/addc), a 64-bit multiply four, 32-bit arithmetic one. */
int addr_cost(LLVMValueRef v);

/* Rewrites every member of the group m[from, to) (sorted by offset: m[from] is the
 * anchor) as an address in one chain from the anchor's.  The anchor's address is reused
 * when it and its access dominate every member; otherwise it is derived right after the
 * access that dominates all others, or cloned (flags dropped) at the nearest common
 * dominator, each such new base counting against *made < limit; without any, members
 * dominated by another member, or in joins of them (a phi), are rewritten from those.
 * With chain, each member derives from the nearest rewritten member dominating it, not
 * from the anchor.  Returns how many addresses changed; *how says which way. */
typedef struct addr_group_opts {
  int *made;  /* new bases created at the dominator (NULL: no limit) */
  long limit;
  bool chain;
  LLVMValueRef base; /* when set: the anchor's address, available at every member */
  const char *prefix; /* names: PREFIX_N members, PREFIXtmp_N bases (default scevcgp) */
} addr_group_opts;
int addr_rewrite_group(addr_fn *a, addr_member *m, int from, int to, const addr_group_opts *o, const char **how);

#endif
