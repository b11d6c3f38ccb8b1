/* sym: symbolic values of a kernel.
 *
 * Terms are hash-consed bit-vector expressions over leaves (arguments, special registers,
 * globals, loop counters, loaded values, ...).  Raw terms follow the IR exactly, flags
 * included; sym_nf() maps a term to its normal form (a canonical polynomial over atoms,
 * valid when the term is not poison), and sym_poison() to the boolean condition under which
 * it is poison.  Two terms with the same normal form are equal wherever neither is poison.
 *
 * sym_fn_build() turns one function into terms: header phis of the form phi + c become
 * add-recurrences in the loop counter, other header phis opaque leaves (unrolled on
 * demand), merge phis if-then-else over gated edge conditions, and each block gets a
 * reachability condition within one iteration of its innermost loop.
 */
#ifndef NVTV_SYM_H
#define NVTV_SYM_H

#include <stdio.h>

#include "ir.h"

typedef enum sym_op {
  /* leaves */
  SYM_CONST,  /* imm = value */
  SYM_ARG,    /* imm = argument index */
  SYM_SREG,   /* imm = sym_sreg */
  SYM_GLOBAL, /* imm = interned name */
  SYM_WIN,    /* imm = address space; where that space's window sits in the generic space */
  SYM_K,      /* imm = loop id; iteration counter of the loop, i64 */
  SYM_UNDEF,  /* imm = unique id */
  SYM_POISON,
  SYM_UNSUPP, /* imm = unique id, aux = interned reason: something nvtv does not model */
  /* applications of uninterpreted functions; ops are the arguments */
  SYM_LOAD,   /* imm = memop tag, aux = field; ops = iteration vector */
  SYM_UF,     /* imm = interned function name; ops = arguments then iteration vector */
  SYM_OPAQUE, /* imm = opaque-phi id; ops = iteration vector */
  SYM_HR,     /* bool; imm = loop id; header reached at ops (iteration vector) */
  SYM_EXITK,  /* i64; imm = loop id; the iteration at which the loop exits; ops = outer vector */
  SYM_TERM,   /* bool; imm = loop id; the loop terminates; ops = outer vector */
  SYM_PHIVAR, /* imm = unique id; placeholder while a header phi is analysed */
  SYM_OBJ,    /* imm = 0: start, 1: size of the allocated object ops[0] (a root pointer)
                 points into; aux = known size + 1, or 0 */
  /* integer operations (ADD and MUL are n-ary in normal forms) */
  SYM_ADD, SYM_SUB, SYM_MUL, SYM_SHL, SYM_LSHR, SYM_ASHR, SYM_AND, SYM_OR, SYM_XOR,
  SYM_UDIV, SYM_SDIV, SYM_UREM, SYM_SREM, SYM_SMIN, SYM_SMAX, SYM_UMIN, SYM_UMAX, SYM_ABS,
  SYM_SEXT, SYM_ZEXT, SYM_TRUNC,
  SYM_GEP,    /* ops[0] = base, ops[1..] = scaled offsets in the index width */
  SYM_ADDREC, /* ops = start, step, K: start + trunc(K) * step */
  SYM_ITE,    /* ops = cond, then, else */
  SYM_FREEZE, /* imm = unique id; ops = x */
  SYM_RANGE,  /* ops = x; [imm, aux) signed-wrapped half-open range, poison outside */
  SYM_ICMP,   /* imm = LLVMIntPredicate */
  SYM_NOT,    /* boolean */
  SYM_OVF,    /* boolean poison/UB condition; imm = sym_ovf; ops = operands */
  SYM_NUM_OPS
} sym_op;
_Static_assert(SYM_NUM_OPS <= 64, "sym_term.opset holds one bit per operation");

/* flags */
enum {
  SYM_NSW = 1,       /* add/sub/mul/shl/trunc nsw; GEP nusw; addrec: exact signed range */
  SYM_NUW = 2,       /* ...nuw; addrec: exact unsigned range */
  SYM_EXACT = 4,
  SYM_DISJOINT = 8,
  SYM_NNEG = 16,
  SYM_PTRREC = 32,   /* addrec: pointer start, signed step, exact unsigned range */
  SYM_INTMINPOISON = 64, /* abs */
  SYM_ATOM = 128,    /* a product kept opaque in a normal form */
  SYM_INBOUNDS = 256, /* GEP / pointer addrec: stays inside its root's allocated object */
  SYM_ASC = 512,      /* add/sub: the window arithmetic of an address-space cast (the object
                         of the operand is the object of the result) */
  SYM_ALLOCA = 1024   /* a SYM_GLOBAL that is an alloca: the thread's own object of this call */
};

typedef enum sym_sreg {
  SREG_TID_X, SREG_TID_Y, SREG_TID_Z,
  SREG_NTID_X, SREG_NTID_Y, SREG_NTID_Z,
  SREG_CTAID_X, SREG_CTAID_Y, SREG_CTAID_Z,
  SREG_NCTAID_X, SREG_NCTAID_Y, SREG_NCTAID_Z,
  SREG_LANEID, SREG_WARPSIZE,
  SREG_NREAD, /* the registers a kernel can read end here */
  /* the other thread of a pair (barrier checks): tid.x' ... and laneid' */
  SREG_TID2_X = SREG_NREAD, SREG_TID2_Y, SREG_TID2_Z, SREG_LANEID2,
  SREG_COUNT
} sym_sreg;

typedef enum sym_ovf {
  OVF_SADD, OVF_UADD, OVF_SSUB, OVF_USUB, OVF_SMUL, OVF_UMUL,
  OVF_SHL_S, OVF_SHL_U, /* (a, b): a << b loses bits (signed / unsigned) */
  OVF_SHAMT,            /* (b): shift amount >= width */
  OVF_EXACT_LSHR, OVF_EXACT_ASHR, OVF_EXACT_UDIV, OVF_EXACT_SDIV,
  OVF_DIV0,             /* (b): b == 0 (immediate UB) */
  OVF_SDIV,             /* (a, b): INT_MIN / -1 (immediate UB) */
  OVF_TRUNC_S, OVF_TRUNC_U, /* (a) with width = result width */
  OVF_NNEG,             /* (a): a <s 0 */
  OVF_DISJOINT,         /* (a, b): a & b != 0 */
  OVF_PTRADD_S,         /* (p, o): p + signed o wraps (GEP nusw) */
  OVF_PTRADD_U,         /* (p, o): p + unsigned o wraps (GEP nuw) */
  OVF_REC_S, OVF_REC_U, OVF_REC_P, /* (start, step, K): exact start + K*step out of range */
  OVF_RANGE,            /* (x, lo, hi) constants: x outside [lo, hi) */
  OVF_ABS,              /* (a): a == INT_MIN */
  OVF_INBOUNDS,         /* (p, start, size): p outside [start, start + size] (GEP inbounds) */
  OVF_COUNT
} sym_ovf_kind;

typedef struct sym_term sym_term;
struct sym_term {
  uint16_t op, width, flags, nops;
  uint32_t id, hash;
  uint64_t imm, aux;
  sym_term *nf, *poison; /* memoised */
  uint64_t loops;        /* bit (id % 64) for every K leaf inside */
  uint64_t opset;        /* bit op for every operation inside, t's own included */
  sym_term *ops[];
};

typedef struct sym_ctx sym_ctx;

sym_ctx *sym_new(void);
void sym_free(sym_ctx *c);
size_t sym_bytes(const sym_ctx *c);
int sym_count(const sym_ctx *c);
uint32_t sym_intern(sym_ctx *c, const char *s, size_t n);
const char *sym_name(const sym_ctx *c, uint32_t id);
uint32_t sym_fresh(sym_ctx *c); /* unique ids for UNDEF/UNSUPP/FREEZE/PHIVAR/OPAQUE */

uint64_t sym_mask(unsigned w);
int64_t sym_sext64(uint64_t v, unsigned w);

/* Hash-consed construction, no simplification. */
sym_term *sym_mk(sym_ctx *c, sym_op op, unsigned w, unsigned flags, uint64_t imm, uint64_t aux,
                 int nops, sym_term *const *ops);
sym_term *sym_const(sym_ctx *c, unsigned w, uint64_t v);
sym_term *sym_leaf(sym_ctx *c, sym_op op, unsigned w, uint64_t imm);
sym_term *sym_true(sym_ctx *c);
sym_term *sym_false(sym_ctx *c);
bool sym_is_const(const sym_term *t, uint64_t v);
/* Address space of a pointer leaf (argument or global), or -1. */
int sym_leaf_aspace(const sym_term *t);
/* Allocated objects: a pointer argument, global or alloca is a root; an inbounds GEP
 * derived from it must stay within [start, start + size] of its object.  A root whose size
 * is recorded here (globals, allocas, byval arguments) points at the start of its object;
 * the others (pointer arguments, dynamic shared memory) somewhere inside an object of
 * unknown size. */
void sym_set_object_size(sym_ctx *c, sym_term *root, uint64_t size);
bool sym_object_size(const sym_ctx *c, sym_term *root, uint64_t *size);
/* The root pointer an inbounds GEP chain / pointer recurrence starts from, through
 * address-space casts (both directions, instructions and constant expressions), or NULL.
 * sym_root_space also gives the address space ptr itself points in (its outermost cast's,
 * or the root's). */
sym_term *sym_root_of(sym_term *ptr);
sym_term *sym_root_space(sym_term *ptr, int *space);
/* An address-space cast of x, as the IR's addrspacecast is modelled: from space `as` to the
 * generic space, a window WIN(as) plus the zero-extended address; from the generic space
 * to `as`, the inverse truncated to `w` bits.  Global (1) and generic (0) coincide. */
sym_term *sym_to_generic(sym_ctx *c, sym_term *x, unsigned as);
sym_term *sym_from_generic(sym_ctx *c, sym_term *x, unsigned as, unsigned w);
/* The object a pointer is based on (LLVM's provenance): the argument or global its GEP chain,
 * pointer recurrence or select/phi of such chains starts from, whatever their flags; NULL
 * when not known (an int-to-pointer cast, a loaded pointer, chains from different objects). */
sym_term *sym_base_of(sym_term *ptr);
sym_term *sym_base_space(sym_term *ptr, int *space);
/* "An access of `bytes` bytes at ptr leaves the object ptr is based on": executing such an
 * access is UB (LangRef), so src's accesses are inside their objects wherever src is
 * defined.  False when the object is not known. */
sym_term *sym_access_outside(sym_ctx *c, sym_term *ptr, uint64_t bytes);

/* Simplifying constructors: raw semantics preserved (poison included). */
sym_term *sym_bin(sym_ctx *c, sym_op op, unsigned flags, sym_term *a, sym_term *b);
sym_term *sym_cast(sym_ctx *c, sym_op op, unsigned flags, unsigned w, sym_term *a);
sym_term *sym_icmp(sym_ctx *c, int pred, sym_term *a, sym_term *b);
sym_term *sym_ite(sym_ctx *c, sym_term *cond, sym_term *a, sym_term *b);
sym_term *sym_and(sym_ctx *c, sym_term *a, sym_term *b);
sym_term *sym_or(sym_ctx *c, sym_term *a, sym_term *b);
/* The conjunction / disjunction of v[0..n) in one step (n may be 0). */
sym_term *sym_and_n(sym_ctx *c, sym_term *const *v, int n);
sym_term *sym_or_n(sym_ctx *c, sym_term *const *v, int n);
sym_term *sym_not(sym_ctx *c, sym_term *a);
sym_term *sym_implies(sym_ctx *c, sym_term *a, sym_term *b);
sym_term *sym_ovf(sym_ctx *c, sym_ovf_kind kind, int n, sym_term *const *ops);

/* Normal form and poison condition (sym_nf.c). */
sym_term *sym_nf(sym_ctx *c, sym_term *t);
sym_term *sym_poison(sym_ctx *c, sym_term *t);
/* Flattened disjuncts of a normalised boolean term. */
int sym_disjuncts(sym_term *t, sym_term ***out);
/* Facts (sym_facts.c): what holds wherever a set of premises does.  A premise's
 * "not (ovf or ovf ...)" conjuncts become no-overflow facts, its comparisons of an atom
 * with a constant bounds.  sym_facts_nf() is the normal form of t under the facts:
 * extensions distribute over operations that cannot wrap, OVF atoms the facts exclude are
 * false.  sym_facts_rewrite() does the same but keeps every OVF atom (for premises). */
typedef struct sym_facts sym_facts;
sym_facts *sym_facts_new(sym_ctx *c);
void sym_facts_free(sym_facts *f);
void sym_facts_assume(sym_facts *f, sym_term *premise);
int sym_facts_count(const sym_facts *f);
sym_term *sym_facts_nf(const sym_facts *f, sym_term *t);
sym_term *sym_facts_rewrite(const sym_facts *f, sym_term *t);
bool sym_facts_nonneg(const sym_facts *f, sym_term *t);
void sym_facts_dump(const sym_facts *f, FILE *out); /* developer aid */
/* t's normal form where the raw term `defined` is not poison (extensions distribute over its
 * no-wrap operations): the offset of an untagged load into a split copy's source, a
 * proposal whose addresses the split-copy rule then proves equal. */
sym_term *sym_nf_where_defined(sym_ctx *c, sym_term *t, sym_term *defined);
/* The OVF disjuncts of a poison condition (facts, once the condition is excluded). */
int sym_poison_facts(sym_ctx *c, sym_term *poison, sym_term **out, int cap);
/* True when every disjunct of NF(b) is a disjunct of NF(a) (so b implies a). */
bool sym_or_subset(sym_ctx *c, sym_term *b, sym_term *a);

/* The same term as seen by another thread of the CTA (barrier checks): tid.* and laneid
 * become tid.*' and laneid', loop counters k_L become k_{L + kshift}, and loaded values,
 * calls and opaque phis become applications of the other thread's own functions (their
 * aux gets SYM_AUX_OTHER).  Arguments, block ids and sizes, and globals are shared. */
#define SYM_AUX_OTHER (1ULL << 62)
/* The deepest nest of values the builder follows; a deeper chain is an unsupported value
 * (the command's stack, see tools/nvtv/nvtv.c, holds this many with room to spare). */
#define SYM_MAX_DEPTH 20000
#define SYM_MAX_DEPTH_TEXT "20000"
sym_term *sym_other_thread(sym_ctx *c, sym_term *t, uint32_t kshift);
/* The kshift of the pair being checked: sym_subst's expansion of the other thread's opaque
 * phis at constant iterations uses their start and update as the other thread sees them
 * (0: the other thread's phis stay opaque). */
void sym_set_other_shift(sym_ctx *c, uint32_t kshift);

/* Can thread t's access [x, x + sx) overlap another thread t' != t's access
 * [yo, yo + sy), where yo = sym_other_thread(y), in function fn?  dims: bit d set when the
 * CTA may extend in dimension d (x always does).  False only when the normal forms prove it
 * impossible, or the two roots are distinct objects (two globals, or a noalias argument and
 * another root) (sym_threads.c). */
bool sym_threads_may_overlap(sym_ctx *c, LLVMValueRef fn, sym_term *x, uint64_t sx, sym_term *yo, uint64_t sy,
                             unsigned dims);
/* Do two addresses (normal forms) point into distinct objects: two different globals, or a
 * noalias (__restrict__) argument of fn and another root?  An access through one never
 * reaches the other (LLVM's provenance and noalias rules), a premise of the barrier model. */
bool sym_distinct_objects(LLVMValueRef fn, sym_term *x, sym_term *y);

/* For the barrier question (sym_threads.c): an access's generic address under the facts of
 * its own no-poison condition, or NULL when it cannot be resolved (memory intrinsics,
 * unsupported values); and its memory space: 3 shared (also generic pointers into the
 * shared window), 1 global, 0 generic of unknown space, -1 private or read-only (local,
 * constant, param), which never conflicts. */
typedef struct sym_access sym_access;
sym_term *sym_access_key(sym_ctx *c, const sym_access *x);
/* The dimensions a function's CTA may extend in (bit d): x always, y and z when it reads
 * tid.y or ntid.y (tid.z, ntid.z) and the value matters (dead reads, which any pass may
 * delete, do not count).  A kernel that never asks which row it is in is taken to run one
 * row: otherwise every access indexed by tid.x alone is shared by a column. */
unsigned sym_cta_dims(LLVMValueRef fn);
int sym_access_space(const sym_access *x, sym_term *key);

/* Substitution of leaves (sym_term.c).  map: leaf -> replacement.  Opaque phis whose
 * iteration vector becomes constant are expanded through the unroll table when
 * `expand` is set. */
sym_term *sym_subst(sym_ctx *c, sym_term *t, const ir_map *map, bool expand);
/* The condition of the first select (a non-boolean ite) in t, depth first, or NULL. */
sym_term *sym_first_ite(sym_term *t);
/* t's normal form with the boolean term cond replaced by val (a case of a split on cond). */
sym_term *sym_assume(sym_ctx *c, sym_term *t, sym_term *cond, bool val);
/* self: the phi's own term at the loop's generic iteration (its iteration vector) */
void sym_opaque_define(sym_ctx *c, uint32_t id, sym_term *self, sym_term *start, sym_term *back, uint32_t loop);
sym_term *sym_opaque_self(const sym_ctx *c, uint32_t id);
bool sym_opaque_loop(const sym_ctx *c, uint32_t id, uint32_t *loop);
bool sym_opaque_get(const sym_ctx *c, uint32_t id, sym_term **start, sym_term **back, uint32_t *loop);
/* t with every opaque phi whose id is a key of ids ((id + 1) -> (new id + 1)) renamed, its
 * iteration vector kept.  memo (term -> term) is shared across calls with the same ids. */
sym_term *sym_rename_opaque(sym_ctx *c, sym_term *t, const ir_map *ids, ir_map *memo);
/* t with every instance of opaque phi id replaced by body, a term at the phi's generic
 * iteration (sym_opaque_self): an instance at another iteration vector gets body at that
 * vector.  memo (term -> term) is shared across calls with the same id and body. */
sym_term *sym_replace_opaque(sym_ctx *c, sym_term *t, uint32_t id, sym_term *body, ir_map *memo);
bool sym_has_op(sym_term *t, sym_op op);
bool sym_depends_on_loop(sym_term *t, uint32_t loop);
/* Leaves and uninterpreted applications inside t (each once), appended to v. */
void sym_collect_leaves(sym_term *t, ir_vec *v);

/* Printing (sym_term.c). */
void sym_set_arg_name(sym_ctx *c, unsigned idx, const char *name);
/* Names the arguments of fn's terms after its parameters (sym_fn_build does it for the
 * function it builds; a caller that builds a callee's terms in its context names its own again). */
void sym_name_args(sym_ctx *c, LLVMValueRef fn);
void sym_set_loop_name(sym_ctx *c, uint32_t loop, const char *name);
const char *sym_loop_name(const sym_ctx *c, uint32_t loop);
const char *sym_sreg_name(sym_sreg r);
/* The hardware's inclusive bounds of a special register (those the verifier assumes). */
bool sym_sreg_bounds(sym_sreg r, uint64_t *lo, uint64_t *hi);
/* Is ovf a range attribute's condition on a special register that its hardware bounds
 * always satisfy (range(i32 0, 1024) on tid.x)? */
bool sym_range_always_holds(const sym_term *ovf);
/* Appends a readable rendering of t to buf (truncated to cap). */
void sym_print(const sym_ctx *c, sym_term *t, char *buf, size_t cap);
const char *sym_op_name(sym_op op);

/* Concrete evaluation (sym_eval.c).  Leaves and applications take their value from the
 * model (term -> value); absent ones are 0. */
typedef struct sym_model {
  ir_map val; /* sym_term* -> (uint64_t value + 1 stored as intptr) via sym_model_set */
  int n;
  sym_term **leaf;
  uint64_t *v;
  int cap;
} sym_model;
void sym_model_init(sym_model *m);
void sym_model_free(sym_model *m);
void sym_model_set(sym_model *m, sym_term *leaf, uint64_t v);
bool sym_model_get(const sym_model *m, sym_term *leaf, uint64_t *v);
/* value of t, masked to its width; *poison set when t is poison (or its UB condition holds) */
uint64_t sym_eval(sym_ctx *c, sym_term *t, const sym_model *m, bool *poison);

/* ---- functions (sym_build.c) ---------------------------------------------------------- */

enum { SYM_MAX_LANES = 16 };

struct sym_access {
  long tag;
  LLVMValueRef inst;
  ir_memkind kind;
  int block;           /* cfg index */
  int loop;            /* innermost cfg loop or -1 */
  int npointers;       /* 0 (sync), 1, or 2 (memcpy/memmove) */
  sym_term *addr[2];   /* in the address space's own width */
  unsigned aspace[2];
  sym_term *gaddr[2];  /* lifted to the generic space (64-bit) */
  sym_term *value;     /* stored value / rmw operand / cmpxchg new value, or NULL */
  sym_term *cmp;       /* cmpxchg compare value, or NULL */
  sym_term *len;       /* memintrin length, or NULL */
  sym_term *reach, *reachd;
  /* an untagged plain load or store of a vector (SLP, the load-store vectorizer): nlanes
   * lanes of lane_type; a store's lane values are the scalar terms the lanes were built from
   * (sym_build.c lane_of), and nlanes is 0 when they cannot be read off; a load's stay NULL */
  int nlanes;
  unsigned lane_bytes;
  LLVMTypeRef lane_type;     /* the element type; on a lane access (verify/rules/merge.c): its type */
  sym_term *lane[SYM_MAX_LANES];
};

typedef struct sym_loopinfo {
  uint32_t gid;        /* shared loop id */
  sym_term *k;         /* its counter */
  int nvec;
  sym_term **vec;      /* iteration vector, outermost first, ending with k */
  sym_term *entry, *entryd;  /* the loop is entered (outer context) */
  sym_term *cont, *contd;    /* iteration k goes on to k+1 */
  sym_term *hr;
  sym_term *noub;      /* src: every branch taken in iteration k is on a defined value */
} sym_loopinfo;

typedef struct sym_fn {
  sym_ctx *ctx;
  ir_cfg *cfg;
  int side;
  int naccess;
  sym_access *acc;
  sym_term **reach, **reachd; /* per block */
  sym_loopinfo *loops;        /* per cfg loop */
  sym_term *noub;             /* function-level region */
  const char *unsupported;    /* why the function cannot be modelled, or NULL */
  uint32_t *opaque;           /* ids of the opaque header phis built for this function */
  int nopaque;
  ir_map memo;                /* LLVMValueRef -> sym_term* (home context) */
  LLVMTargetDataRef td;
  ir_arena *arena;
  struct sym_builder *priv;   /* lazy term construction for sym_value_at */
} sym_fn;

/* What an untagged load of tgt may stand for (the merged-access rule, verify/rules/merge.c): a
 * pass that sinks or hoists the loads of two branches into one, or merges two loads of one
 * address, drops their tags.  Where the untagged load's address equals candidate i's, it
 * reads what the candidate reads (the assumption made for every tagged pair); elsewhere an
 * unknown value of its own. */
enum { SYM_MERGE_COPIES = 32 };
typedef struct sym_merge {
  int n;
  long tag[8];           /* src load tags */
  sym_term *reach[8];    /* src reaches candidate i through defined branches (reachd) */
  sym_term *addr[8];     /* candidate i's address, in its address space's width */
  /* src copies (memcpy/memmove) tgt split (SROA, verify/rules/split.c): where the load's address is
   * a constant offset o into copy i's source (within its length), it reads what the copy
   * reads there (SYM_LOAD of ctag[i], aux SYM_FIELD + o) */
  int ncopy;
  long ctag[SYM_MERGE_COPIES];
  sym_term *csrc[SYM_MERGE_COPIES];
  uint64_t clen[SYM_MERGE_COPIES];
} sym_merge;

typedef struct sym_opts {
  bool respect_range_attrs; /* call-site range attributes and !range metadata */
  const ir_map *untagged;   /* tgt untagged load (LLVMValueRef) -> const sym_merge*, or NULL */
  /* tgt access instruction -> iteration + 1: a copy of a src access that full unrolling made
   * reads what src's access reads at that iteration of its loop (the iteration ends the
   * load's iteration vector), or NULL */
  const ir_map *copies;
  /* loop-invariant code motion (verify/rules/licm.c), or NULL: tgt load instruction -> src tag + 1,
   * a load LICM moved out of a loop, that reads what src's load of that tag reads at
   * iteration 0 of the loop (the iteration ends its iteration vector); and tgt header phi ->
   * src tag + 1, a location scalar promotion keeps in a register, that holds at every
   * iteration what src's load of that tag reads there */
  const ir_map *hoisted, *promoted;
  /* tgt: per cfg loop, NULL or, for a loop that is src's loop rotated (src tests at its
   * header, tgt at its latch), src's header test at iteration k: tgt's header is reached at
   * k where src's is and passes that test, and tgt leaves at the iteration before src's */
  sym_term *const *rotated;
  /* per cfg loop: rotated[l] is instead src's header test that tgt dropped (tgt's header
   * does not leave the loop): reached as above, but tgt leaves at src's own iteration */
  const bool *dropped;
} sym_opts;

/* loop_gid[i] is the shared id of cfg loop i.  Returns NULL only for a function without a
 * body; fn->unsupported names anything the model cannot express. */
sym_fn *sym_fn_build(sym_ctx *c, ir_cfg *cfg, const uint32_t *loop_gid, int side,
                     const sym_opts *o);
void sym_fn_free(sym_fn *f);
/* Every term f holds (accesses, loops, blocks, function region; with memo, the cached
 * values of sym_value_at too) replaced by fn(arg, term). */
void sym_fn_map_terms(sym_fn *f, sym_term *(*fn)(void *arg, sym_term *t), void *arg, bool memo);
/* Term of an IR value as seen from block `at` (cfg index; -1: its own block), loops
 * exited on the way replaced by their exit iteration.  Built lazily. */
sym_term *sym_value_at(sym_fn *f, LLVMValueRef v, int at);
/* Local variables (sym_build.c): is the alloca modelled as one (its loads read what the
 * thread wrote)?  And what memcpy/memmove x reads at byte rel of its source as a w-bit value,
 * in x's context: a local variable's slot, or the copy's read of memory (SYM_LOAD of x's
 * tag, aux SYM_FIELD + rel). */
#define SYM_FIELD ((uint64_t)1 << 32)
bool sym_is_local(sym_fn *f, LLVMValueRef alloca);
/* the local variable (its alloca) pointer p points into, through GEPs, casts and references
 * (a pointer local every store of which stores the same pointer), or NULL */
LLVMValueRef sym_local_of(sym_fn *f, LLVMValueRef p);
sym_term *sym_copy_read(sym_fn *f, LLVMValueRef x, uint64_t rel, unsigned w);
/* The pointer into memory (not into a local variable) copy x reads through, in x's context,
 * and in *when the condition under which it does (a source that chooses between a local and
 * memory: `cond ? in[i] : zero`); NULL when it reads a local only, or chooses between
 * several pointers into memory. */
sym_term *sym_copy_source(sym_fn *f, LLVMValueRef x, sym_term **when);
/* where pointer operand op of memory intrinsic x points in the local variable it is based on */
bool sym_local_offset(sym_fn *f, LLVMValueRef x, int op, uint64_t *off);
/* Substitution map for loop gid's counter -> replacement (helper for callers). */
sym_term *sym_subst_loop(sym_ctx *c, sym_term *t, uint32_t gid, sym_term *by, bool expand);

#endif
