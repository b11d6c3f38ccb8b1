/* Internals shared by the files of the term builder (sym_build.c, sym_local.c): the
 * builder's state and the helpers the local-variable model uses.  Not part of the module's
 * interface (sym.h). */
#ifndef NVTV_SYM_BUILD_IMPL_H
#define NVTV_SYM_BUILD_IMPL_H

#include "sym.h"

typedef struct pending_opaque {
  uint32_t id, loop;
  sym_term *self, *start, *back;
} pending_opaque;

typedef struct logent {
  ir_map *map;
  const void *key;
} logent;

struct sym_builder {
  sym_fn *f;
  sym_ctx *c;
  ir_cfg *cfg;
  const uint32_t *gid;
  sym_opts opts;
  ir_map reach, reachd, entry, entryd; /* block/loop key -> term */
  int probing;
  logent *log;
  int nlog, caplog;
  pending_opaque *opq;
  int nopq, capopq;
  unsigned range_kind;
  const char *unsupported;
  ir_vec opq_ids;  /* every opaque phi defined so far */
  ir_map busy;     /* values being computed: a value met again depends on itself */
  int depth;       /* values being computed, nested */
  ir_map locals;   /* alloca -> its model (sym_local.c), or a mark: not a local variable */
  ir_vec local_maps; /* the models, to free */
};
typedef struct sym_builder builder;

/* ---- sym_build.c ---- */

/* Width in bits of a first-class scalar type, or 0 when not modelled. */
unsigned symb_type_width(builder *b, LLVMTypeRef t);
/* An unmodelled value: obligations that depend on it are reported as unsupported. */
sym_term *symb_unsupp(builder *b, unsigned w, const char *why);
/* Operand o of instruction user, in user's context. */
sym_term *symb_opnd(builder *b, LLVMValueRef user, LLVMValueRef o);
/* v as seen from block at (loops left on the way at their exit iteration). */
sym_term *symb_use_at(builder *b, LLVMValueRef v, int at);
/* The iteration vector of an access (its loops' counters, and what sym_opts adds). */
int symb_access_vec(builder *b, LLVMValueRef inst, sym_term **vec);
/* t, a term of block from, as seen from block to. */
sym_term *symb_leave_loops(builder *b, sym_term *t, int from, int to, bool add_term);
/* The edge p -> s is taken (p reached and its branch goes to s). */
sym_term *symb_edge_reach(builder *b, int p, int s, bool defined);
/* A cache entry, logged while a header phi's placeholder is live. */
void symb_cache_put(builder *b, ir_map *m, const void *key, sym_term *t);
void *symb_key_block(int blk);
/* Defines the opaque header phis built since the last call. */
void symb_flush_opaque(builder *b);
/* The incoming values of a header's phi (or of a local variable at the header: mem2reg's
 * phi) over the edges selected by want (0: from outside loop l, 1: from inside). */
typedef sym_term *(*symb_incoming_fn)(builder *b, const void *what, int blk, int l, int want);
/* A value at loop l's header blk, cached in memo under key: an add-recurrence, a closed
 * form, or an opaque per-iteration function. */
sym_term *symb_header_rec(builder *b, ir_map *memo, const void *key, unsigned w, int blk, int l, symb_incoming_fn in,
                          const void *what);

/* ---- sym_local.c: local variables ---- */

/* A load of a local variable (v, w bits), or a field of a struct loaded from one
 * (extractvalue): the slot it reads; NULL when it is none. */
sym_term *symb_local_load(builder *b, LLVMValueRef v, unsigned w);
sym_term *symb_local_field(builder *b, LLVMValueRef ev, unsigned w);
sym_term *symb_local_lane(builder *b, LLVMValueRef ee, unsigned w);
sym_term *symb_lane(builder *b, LLVMValueRef at, LLVMValueRef vec, uint64_t j, unsigned w);
void symb_locals_free(builder *b);

#endif
