/* ir: LLVM-C helpers the C API lacks.
 *
 * Loading, printing and verifying modules; tagging memory operations and sync intrinsics
 * with !nvtv.id; a per-function CFG in reverse post-order with predecessors, successors,
 * a dominator tree (Cooper-Harvey-Kennedy) and the natural-loop forest; block and edge
 * splitting.  Also the small arena and pointer map every other module allocates from.
 */
#ifndef NVTV_IR_H
#define NVTV_IR_H

#define NVTV_VERSION "0.1.0"

#include <stdbool.h>
#include <stdlib.h>
#include <stddef.h>
#include <stdint.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

/* ---- arena and pointer map (ir_util.c) ---------------------------------------------- */

void ir_oom(void) __attribute__((noreturn)); /* prints "out of memory" and exits with status 2 */
/* --mem-limit in a child process (a campaign's worker, a limited verification): its address
 * space may grow by at most bytes beyond what it has now (RLIMIT_AS), so that the limit means
 * the memory the work allocates, not the 1 GiB stack reservation and shared libraries. */
void ir_limit_memory(size_t bytes);
/* qsort that accepts an empty or NULL array (qsort's NULL with 0 elements is undefined). */
static inline void ir_sort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *)) {
  if (n > 1) qsort(base, n, size, cmp);
}
/* Removes a directory tree (or a file) without a shell and without following symbolic
 * links; true when nothing is left. */
bool ir_remove_tree(const char *path);

typedef struct ir_arena ir_arena;
ir_arena *ir_arena_new(void);
void ir_arena_free(ir_arena *a);
void *ir_alloc(ir_arena *a, size_t n); /* zeroed, 16-byte aligned */
char *ir_strdup(ir_arena *a, const char *s);
size_t ir_arena_bytes(const ir_arena *a);

/* Open-addressing map from a non-NULL pointer key to a pointer value. */
typedef struct ir_map {
  const void **keys;
  void **vals;
  size_t cap, len;
} ir_map;
void ir_map_init(ir_map *m);
void ir_map_free(ir_map *m);
void *ir_map_get(const ir_map *m, const void *key); /* NULL when absent */
void ir_map_put(ir_map *m, const void *key, void *val);
void ir_map_put_all(ir_map *dst, const ir_map *src); /* every pair of src into dst */
bool ir_map_has(const ir_map *m, const void *key);

/* Growable array of pointers. */
typedef struct ir_vec {
  void **v;
  int n, cap;
} ir_vec;
void ir_vec_push(ir_vec *v, void *p);
void ir_vec_free(ir_vec *v);

/* ---- modules (ir_module.c) ----------------------------------------------------------- */

/* A context whose diagnostics are captured instead of printed. */
LLVMContextRef ir_context_new(void);
/* Parses .ll or .bc (by content).  On failure returns NULL and writes a one-line message
 * "PATH:LINE:COL: error: ..." (or "PATH: ...") into err. */
LLVMModuleRef ir_load(LLVMContextRef ctx, const char *path, char *err, size_t errlen);
LLVMModuleRef ir_parse_string(LLVMContextRef ctx, const char *text, const char *name, char *err,
                              size_t errlen);
/* The same from bytes in memory (text or bitcode). */
LLVMModuleRef ir_parse_bytes(LLVMContextRef ctx, const char *data, size_t len, const char *name, char *err,
                             size_t errlen);
/* CUDA source (ir_cuda.c): a path ending in .cu is compiled device-only by clang-19 with
 * nvtv's prelude (no CUDA installation needed).  mcpu is the GPU (--cuda-gpu-arch), the
 * optimisation level 0-3 (default 1), flags are passed through (-I, -D). */
enum { IR_CUDA_MAX_FLAGS = 64, IR_CUDA_FLAG_TEXT = 16384 };
/* The flags are kept in the struct itself (offsets into text), so that a copy is whole. */
typedef struct ir_cuda_opts {
  const char *mcpu;
  int opt_level;
  const char *cuda_path; /* --cuda-path: a CUDA toolkit, "none" for none; NULL: found (ir_cuda_toolkit) */
  int nflags;
  int flag_at[IR_CUDA_MAX_FLAGS];
  int text_used;
  char text[IR_CUDA_FLAG_TEXT];
} ir_cuda_opts;
void ir_cuda_opts_default(ir_cuda_opts *o);
bool ir_cuda_add_flag(ir_cuda_opts *o, const char *flag); /* copied; false when full */
const char *ir_cuda_flag(const ir_cuda_opts *o, int i);
/* The CUDA toolkit whose headers a .cu file is compiled with: --cuda-path (none: none), else,
 * unless NVTV_NO_CUDA_TOOLKIT is set, $CUDA_PATH, $CUDA_HOME, /usr/local/cuda, the parent of
 * nvcc's bin/ on PATH: one that has include/cuda_runtime.h.  NULL when there is none (then
 * nvtv's own prelude stands in); the path is written into buf. */
const char *ir_cuda_toolkit(const ir_cuda_opts *o, char *buf, size_t n);
/* One line on the headers .cu files are compiled with: "CUDA 13.0 headers (/usr/local/cuda)"
 * or "nvtv's prelude (no CUDA toolkit)". */
void ir_cuda_headers_line(const ir_cuda_opts *o, char *buf, size_t n);
bool ir_is_cuda_path(const char *path);
const char *ir_cuda_clang(void); /* $NVTV_CLANG, else LLVM 19's clang */
const char *ir_cuda_prelude_text(size_t *len);
/* NULL with "PATH:LINE:COL: error: ..." (clang's first error) in err on failure. */
LLVMModuleRef ir_load_cuda(LLVMContextRef ctx, const char *path, const ir_cuda_opts *o, char *err, size_t errlen);
/* ir_load, with .cu files compiled under o (NULL: the defaults). */
LLVMModuleRef ir_load_with(LLVMContextRef ctx, const char *path, const ir_cuda_opts *o, char *err, size_t errlen);
/* Is this file name a kernel input (.ll, .bc or .cu)? */
bool ir_is_input_name(const char *name);
/* The kernel inputs named by paths: files as given, directories replaced by their .ll, .bc
 * and .cu files in name order (with recursive, those of their subdirectories too, after
 * the directory's own files).  Returns the number of paths in *out (malloc'd, each
 * malloc'd; ir_inputs_free). */
int ir_collect_inputs(const char *const *paths, int n, bool recursive, char ***out);
void ir_inputs_free(char **v, int n);
/* Runs the IR verifier; returns false with the first line of its message. */
bool ir_verify(LLVMModuleRef m, char *err, size_t errlen);
/* Writes textual IR (".ll" or "-" for stdout) or bitcode (".bc"). */
bool ir_write(LLVMModuleRef m, const char *path, char *err, size_t errlen);
LLVMModuleRef ir_clone(LLVMModuleRef m);

/* The type of a byval parameter (argument index idx of fn), or NULL. */
LLVMTypeRef ir_byval_type(LLVMValueRef fn, unsigned idx);
/* Is global g memory whose size the launch decides: a declaration (extern) of a zero-sized
 * type, which is how extern __shared__ T a[] arrives. */
bool ir_is_dynamic_global(LLVMValueRef g);

/* ---- launch facts (ir_launch.c) ------------------------------------------------------ */

/* What a kernel says about its launch: from !nvvm.annotations (reqntid, maxntid, cluster
 * dimensions, kernel), the nvvm.* function attributes and the ptx_kernel calling
 * convention.  reqntid[d] > 0 fixes the block size in dimension d; max_threads > 0 bounds
 * ntid.x*ntid.y*ntid.z (maxntid and __launch_bounds__ bound the product); cluster[d] > 0
 * divides nctaid.d. */
typedef struct ir_launch {
  unsigned reqntid[3];
  unsigned max_threads;
  unsigned cluster[3];
  bool kernel;
} ir_launch;
void ir_launch_of(LLVMValueRef fn, ir_launch *l);
/* Adds what the user states (--ntid, --max-threads; zeros for none).  False with a message
 * when the two contradict or the shape is impossible. */
bool ir_launch_merge(ir_launch *l, const unsigned ntid[3], unsigned max_threads, char *err, size_t errlen);
bool ir_launch_any(const ir_launch *l);
void ir_launch_str(const ir_launch *l, char *buf, size_t n); /* "ntid = 16,16,1, ..." */

/* ---- memory operations and tags ------------------------------------------------------ */

typedef enum ir_memkind {
  IR_MEM_NONE = 0,
  IR_MEM_LOAD,
  IR_MEM_STORE,
  IR_MEM_RMW,
  IR_MEM_CMPXCHG,
  IR_MEM_INTRIN, /* llvm.memcpy / memmove / memset */
  IR_MEM_SYNC    /* barriers, fences and the other sync intrinsics */
} ir_memkind;

/* IR_MEM_LOAD also covers the read-only-cache loads clang emits for __ldg and __ldu
 * (llvm.nvvm.ldg.global.* / ldu.global.*: a call whose operand 0 is the pointer and whose
 * result is the loaded value). */
ir_memkind ir_memkind_of(LLVMValueRef inst);
/* The memory operations (ir_memkind_of) of a function's body, reachable or not */
int ir_count_memops(LLVMValueRef fn);
/* A call that is no memory operation or sync of ir_memkind_of, but may read or write memory:
 * a call of a device function, inline asm, an indirect call, an intrinsic without
 * memory(none) (sreg reads and arithmetic intrinsics have it).  DSE and the barrier check
 * take it for an access of any address. */
/* Inline asm of a warp operation (shfl.sync, vote, match, redux, activemask: CUB's) */
bool ir_asm_warp_op(LLVMValueRef call);
bool ir_call_has_pointer_arg(LLVMValueRef inst);
/* The call's LLVM memory effects ("memory" attribute of the call site, else the callee; LLVM
 * 19's encoding, 0 for none); false when neither has one. */
bool ir_call_memory_effects(LLVMValueRef call, uint64_t *me);
bool ir_call_touches_memory(LLVMValueRef inst);
const char *ir_memkind_name(ir_memkind k);
bool ir_is_ldg_name(const char *callee);
/* A load, store, atomicrmw or cmpxchg instruction (volatility and ordering apply). */
bool ir_is_plain_memop(LLVMValueRef inst);
/* Called function's name for a direct call, else NULL. */
const char *ir_callee_name(LLVMValueRef call, size_t *len);
/* One step of a GEP's type walk.  For the k-th index idx (k = 0: the one on the pointer operand)
 * of a GEP whose indexed type so far is *ty (at k = 0: the source element type):
 * IR_GEP_SCALE when the index counts elements of *ty (updated: the array's or vector's
 * element type for k > 0); IR_GEP_FIELD when it selects a struct field (*ty becomes the
 * field's type and *off its byte offset under td); IR_GEP_BAD for any other type. */
typedef enum ir_gep_kind { IR_GEP_BAD, IR_GEP_SCALE, IR_GEP_FIELD } ir_gep_kind;
ir_gep_kind ir_gep_step(LLVMTargetDataRef td, LLVMTypeRef *ty, LLVMValueRef idx, int k, uint64_t *off);
/* The byte offset a GEP instruction adds to its pointer when every index is a constant. */
bool ir_gep_const_offset(LLVMTargetDataRef td, LLVMValueRef gep, int64_t *off);
bool ir_is_sync_name(const char *name);
/* What a sync intrinsic does: a CTA barrier (barrier0 and its popc/and/or forms, barrier.n,
 * bar.sync, barrier.sync, barrier.sync.cnt), a memory fence (membar.*, fence.*, the fence
 * instruction), one of the five that Dead Sync Elimination must never delete (nvvm.exit,
 * nvvm.trap (LLVM 19: llvm.trap), bar.warp.sync, cp.async.bulk.wait_group (LLVM 19:
 * cp.async.bulk.wait.group), cluster.arrive.relaxed), or another (cluster barriers, cp.async
 * waits). */
typedef enum ir_synckind { IR_SYNC_NONE, IR_SYNC_BARRIER, IR_SYNC_FENCE, IR_SYNC_EXEMPT, IR_SYNC_OTHER } ir_synckind;
ir_synckind ir_sync_kind(LLVMValueRef inst);
/* A call that never returns to its block: nvvm.exit, a trap, a noreturn callee (the thread
 * ends there; returning from a noreturn call is undefined).  See ir_cfg.stop. */
bool ir_never_returns(LLVMValueRef inst);
const char *ir_synckind_name(ir_synckind k);
/* Pointer operand(s) of a memory operation: index 0 is the accessed (destination)
 * pointer, index 1 the source of memcpy/memmove.  NULL when absent. */
LLVMValueRef ir_mem_pointer(LLVMValueRef inst, int which);
/* Whether every use of pointer v is the pointer operand of a load or store, or a constant
 * address-space cast or GEP of v whose uses are too; with insts, also GEP, bitcast and
 * address-space cast instructions of v whose uses are, and lifetime and debug intrinsics
 * (a local variable whose address does not escape). */
bool ir_only_accessed(LLVMValueRef v, bool insts);
/* a call to llvm.lifetime.* or llvm.dbg.*: no access to the memory it names */
bool ir_is_marker_call(LLVMValueRef x);
/* The alloca a pointer is derived from through GEPs and casts, or NULL. */
LLVMValueRef ir_root_alloca(LLVMValueRef p);
/* A plain load: a load instruction (not an ldg call), not volatile, not atomic. */
bool ir_is_plain_load(LLVMValueRef i);
/* The value p is computed from through GEPs and casts (NULL past 64 steps). */
LLVMValueRef ir_pointer_base(LLVMValueRef p);
/* The object p points into when only pointers computed from it can reach it: an alloca or
 * a byval argument of fn whose address is only read and written through (loads, stores to
 * it, memcpy/memmove/memset, marker intrinsics; never stored, passed to another call,
 * compared or merged into a phi).  No callee, no other thread and no pointer computed
 * otherwise can point into it.  NULL for any other pointer. */
LLVMValueRef ir_private_object(LLVMValueRef fn, LLVMValueRef p);
/* May `call` (in fn) touch the bytes ptr points to -- write them, or read them where the
 * access writes?  False only where it provably cannot: ptr's object is private to fn (no
 * call sees its address), or the call's memory effects reach only its pointer arguments'
 * memory and ptr's alloca or global is none of theirs (or the call only reads and the
 * access reads). */
bool ir_call_may_access(LLVMValueRef fn, LLVMValueRef call, LLVMValueRef ptr, bool writes);
/* A call to a function defined in the module that (with its callees, 4 deep) writes only
 * its own private objects: no write another function or thread could see, no
 * synchronisation, no atomic or volatile access (clang -O0's helpers write their locals). */
bool ir_call_writes_private_only(LLVMValueRef call);
/* Whether two types have the same structure, struct names aside (src and tgt may live in two
 * contexts, or one where the second module's %struct.S became %struct.S.1). */
bool ir_same_type(LLVMTypeRef a, LLVMTypeRef b);
/* Stored value (store, atomicrmw operand, cmpxchg new value) or NULL. */
LLVMValueRef ir_mem_value(LLVMValueRef inst);
LLVMTypeRef ir_mem_type(LLVMValueRef inst);

/* Attaches !nvtv.id !{i64 N} to every memory op and sync call in textual order, numbering
 * from 1 across the module.  Returns the number tagged. */
int ir_tag_module(LLVMModuleRef m);
/* The tag of an instruction, or -1. */
long ir_tag_of(LLVMValueRef inst);
/* Undoes GlobalOpt's split of an internal aggregate global of src into parts @G.0, @G.1, ...
 * in tgt: where the tagged accesses through every part agree on its slice of src's @G (and
 * the parts are only loaded and stored, lie in @G and do not overlap), tgt gets @G back and
 * each part becomes a constant offset into it (ir_globals.c).  Returns the number of parts
 * rejoined; note gets "@G.0 at 0, @G.1 at 4 of @G" for the report. */
int ir_rejoin_split_globals(LLVMModuleRef src, LLVMModuleRef tgt, char *note, size_t notelen);
/* Number of tagged and of taggable instructions in the module. */
void ir_tag_counts(LLVMModuleRef m, int *tagged, int *taggable);
/* Every !nvtv.id in m is one non-negative integer, and with `unique` no two instructions of
 * a function carry the same one (a source kernel; a pass may duplicate tags in its output).
 * False with "!nvtv.id ..." naming the function and the instruction. */
bool ir_check_tags(LLVMModuleRef m, bool unique, char *err, size_t errlen);
/* Removes every !nvtv.id (for printing clean IR). */
void ir_untag_module(LLVMModuleRef m);

/* Line number (1-based) of each instruction of the textual file the module came from,
 * found by scanning the text: lines[i] for the i-th instruction of function fn in textual
 * order.  Returns NULL when the file cannot be read or is not textual IR (bitcode, CUDA
 * source).  ir_line_of without a map gives the instruction's debug location line (the
 * CUDA line of a compiled .cu), or 0. */
typedef struct ir_linemap ir_linemap;
ir_linemap *ir_linemap_load(const char *path);
void ir_linemap_free(ir_linemap *lm);
int ir_line_of(const ir_linemap *lm, LLVMValueRef inst); /* 0 if unknown */

/* ---- CFG, dominators, loops (ir_cfg.c) ----------------------------------------------- */

/* The deepest loop nest the symbolic model and the interpreter take (iteration vectors are
 * fixed arrays); a deeper function is unsupported, never a crash. */
#define IR_MAX_LOOP_DEPTH 32
#define IR_STR_(x) #x
#define IR_STR(x) IR_STR_(x)

typedef struct ir_loop {
  int id;      /* index into ir_cfg.loops */
  int header;  /* block index */
  int parent;  /* loop index or -1 */
  int depth;   /* 1 = outermost */
  int preheader; /* unique out-of-loop predecessor of the header whose only successor is
                    the header, or -1 */
  int nblocks, *blocks; /* every block of the loop, subloops included */
  int nlatches, *latches;
  int nchildren, *children;
  int nexits, *exit_from, *exit_to; /* exit edges */
} ir_loop;

typedef struct ir_cfg {
  LLVMValueRef fn;
  int n;                      /* reachable blocks */
  LLVMBasicBlockRef *block;   /* reverse post-order; block[0] is the entry */
  int *nsucc, **succ;         /* successor indices, in terminator operand order */
  int *npred, **pred;
  int *idom;                  /* idom[0] == 0 */
  int *domdepth;
  int nloops;
  ir_loop *loops;             /* parents before children */
  int *loop_of;               /* innermost loop per block, or -1 */
  LLVMValueRef *stop;         /* per block: its first call that never returns (ir_never_returns),
                                 where the thread ends, or NULL */
  bool irreducible;           /* a retreating edge that is not a back edge */
  ir_map index;               /* LLVMBasicBlockRef -> index+1 */
  ir_arena *arena;
} ir_cfg;

/* The calls of a function that may touch memory, to functions by name (not intrinsics), in
 * block order; only those of callee `name` (len bytes) unless name is NULL.  Returns how
 * many there are (out holds the first cap). */
int ir_memory_calls(const ir_cfg *cfg, const char *name, size_t len, LLVMValueRef *out, int cap);

ir_cfg *ir_cfg_build(LLVMValueRef fn);
/* inst (in block blk) comes after the call that ends the thread in its block: it never runs */
bool ir_cfg_stopped(const ir_cfg *c, int blk, LLVMValueRef inst);
void ir_cfg_free(ir_cfg *c);
int ir_block_index(const ir_cfg *c, LLVMBasicBlockRef bb); /* -1 if unreachable */
bool ir_dominates(const ir_cfg *c, int a, int b);
int ir_nearest_common_dominator(const ir_cfg *c, int a, int b);
bool ir_loop_contains(const ir_cfg *c, int loop, int block);
bool ir_loop_unroll_disabled(const ir_cfg *c, int l); /* !llvm.loop says llvm.loop.unroll.disable */
/* Visits every instruction reachable from `from` (forward: after it, through successors to
 * the exits; backward: before it, through predecessors to the entry) without passing an
 * instruction for which stop() holds.  Without cross_blocks the walk stays in from's block.
 * Each instruction is visited at most once; from itself when a loop leads back to it. */
void ir_walk(const ir_cfg *c, LLVMValueRef from, bool forward, bool cross_blocks, bool (*stop)(LLVMValueRef, void *),
             void (*visit)(LLVMValueRef, void *), void *env);
/* Successor index i of block b is taken under which case value (switch) or polarity
 * (conditional branch); see ir_cfg.c. */

/* ---- editing (ir_edit.c) --------------------------------------------------------------
 * The C API cannot change a phi's incoming block, so these helpers rebuild the phis they
 * touch: handles to those phis are invalid afterwards (the new phi keeps the name). */

/* Moves `first` and everything after it into a new block placed after bb; bb ends with
 * an unconditional branch to it; phis in the successors are updated.  Returns the new
 * block. */
LLVMBasicBlockRef ir_split_block(LLVMValueRef first, const char *name);
/* Inserts a block on the edge from -> to (every such edge of a switch), updating phis
 * in `to`.  Returns the new block. */
LLVMBasicBlockRef ir_split_edge(LLVMBasicBlockRef from, LLVMBasicBlockRef to, const char *name);
/* Replaces incoming block `old` by `nw` in every phi of bb. */
void ir_phi_replace_block(LLVMBasicBlockRef bb, LLVMBasicBlockRef old, LLVMBasicBlockRef nw);

#endif
