/* interp_impl.h: what the interpreter's files share (verify/exec/interp*.c): values, decoded
 * code, buffers, threads and executions, and the functions one file calls in another.
 * Not part of exec.h's interface; nothing outside verify/exec/ includes it.  DESIGN.md
 * "Differential execution" is the overview. */
#ifndef NVTV_INTERP_IMPL_H
#define NVTV_INTERP_IMPL_H

#include "exec.h"

#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---- values ------------------------------------------------------------------------- */

typedef struct cell {
  uint64_t v;
  uint32_t prov;   /* buffer id (index + 1) a pointer derives from, 0 for none */
  uint32_t poison;
} cell;

static inline uint64_t mask(unsigned w) { return w >= 64 ? ~0ULL : (1ULL << w) - 1; }

static inline int64_t sx(uint64_t v, unsigned w) {
  return w >= 64 ? (int64_t)v : (int64_t)(v << (64 - w)) >> (64 - w);
}

static inline uint64_t mix64(uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

static inline uint64_t rng_next(uint64_t *s) {
  *s += 0x9E3779B97F4A7C15ULL;
  return mix64(*s);
}

enum { T_VOID, T_INT, T_F16, T_F32, T_F64, T_PTR, T_AGG, T_BAD }; /* (T_F16: IEEE half) */
static inline bool interp_is_fp(int k) { return k == T_F16 || k == T_F32 || k == T_F64; }

/* A first-class type: scalar kind and width, lanes of a vector, cells of an aggregate. */
typedef struct vty {
  uint8_t k, w;
  uint16_t as;
  uint16_t lanes, ncell;
} vty;

#define NOSLOT UINT32_MAX
#define UNBOUNDED UINT64_MAX
enum { MAX_DEPTH = 256, MAX_ALLOCAS = 1 << 16, MAX_REC = 1 << 16, MAX_THREADS = 1024, DYN_SHARED = 4096 };

static inline uint64_t window(unsigned as) { return as <= 1 ? 0 : (uint64_t)as << 56; }

/* ---- decoded code ------------------------------------------------------------------- */

typedef enum opc {
  OP_NOP, OP_MOV,
  OP_ADD, OP_SUB, OP_MUL, OP_UDIV, OP_SDIV, OP_UREM, OP_SREM, OP_SHL, OP_LSHR, OP_ASHR,
  OP_AND, OP_OR, OP_XOR,
  OP_ICMP, OP_SELECT,
  OP_TRUNC, OP_ZEXT, OP_SEXT, OP_PTRTOINT, OP_INTTOPTR, OP_ASCAST, OP_BITCAST,
  OP_FPTOSI, OP_FPTOUI, OP_SITOFP, OP_UITOFP, OP_FPEXT, OP_FPTRUNC,
  OP_FADD, OP_FSUB, OP_FMUL, OP_FDIV, OP_FREM, OP_FNEG, OP_FCMP, OP_FMA, OP_FABS, OP_FMIN, OP_FMAX,
  OP_FSQRT, OP_FMATH, OP_NVMATH, OP_HALF,
  OP_SMIN, OP_SMAX, OP_UMIN, OP_UMAX, OP_ABS, OP_CTPOP, OP_CTLZ, OP_CTTZ, OP_BSWAP, OP_BITREV, OP_FSHL, OP_FSHR, OP_OVFOP,
  OP_SAT, OP_PTRMASK,
  OP_FREEZE, OP_GEP,
  OP_LOAD, OP_STORE, OP_RMW, OP_CMPXCHG, OP_MEMCPY, OP_MEMSET, OP_ALLOCA,
  OP_SREG, OP_BARRIER, OP_WARP, OP_FENCE, OP_CL_ARRIVE, OP_CL_WAIT, OP_ASSUME,
  OP_EXTRACT, OP_INSERT,
  OP_CALL, OP_BR, OP_CBR, OP_SWITCH, OP_RET, OP_EXIT, OP_TRAP, OP_UNREACHABLE, OP_UNSUP
} iop;

/* The buffer an integer still derives from (ptrtoint's provenance, carried through the
 * arithmetic of an address: p + i, i + p, p - i, and masking), so that inttoptr gives back
 * the pointer's own buffer even when the number, with objects unbounded, lies beyond the
 * buffer's window; 0 when it derives from none or from two. */
static inline uint32_t int_prov(unsigned op, uint32_t a, uint32_t b) {
  switch (op) {
  case OP_ADD: case OP_AND: case OP_OR: case OP_XOR: return a && b ? 0 : a ? a : b;
  case OP_SUB: return b ? 0 : a;
  default: return 0;
  }
}

enum { F_NSW = 1, F_NUW = 2, F_EXACT = 4, F_DISJ = 8, F_NNEG = 16, F_INB = 32, F_NUSW = 64, F_FLAG = 128 };

typedef struct ins {
  uint16_t op;
  uint8_t w;   /* bits of the operation's result (integers, floats, pointers) */
  uint8_t fl;  /* F_* */
  uint32_t d, a, b, c;
  uint64_t imm;
  void *x;     /* per-opcode data: edge, gepd, memd, calld, swd, message */
} ins;

typedef struct edge {
  uint32_t to;      /* pc of the target block; block index until resolved */
  int nmov;
  uint32_t *dst, *src;
  int loop;         /* loop whose header this edge enters, or -1 */
  bool back;        /* from inside that loop: next iteration; else iteration 0 */
} edge;

typedef struct gepd {
  int64_t cst;
  bool cst_ovf;
  int n;
  uint32_t *idx;
  int64_t *scale;
  uint8_t *iw;
  uint8_t pw;
  uint16_t as;
} gepd;

/* MK_SYNC, MK_EXIT: a tagged barrier or fence, a tagged nvvm.exit, recorded (no address) so
 * that a replay counts their executions as it counts an access's */
enum { MK_LOAD, MK_STORE, MK_RMW, MK_CMPXCHG, MK_MEMCPY, MK_MEMMOVE, MK_MEMSET, MK_SYNC, MK_EXIT };

/* One cell of an aggregate loaded or stored whole: its byte offset, size in memory and type. */
typedef struct mfield {
  uint32_t off;
  uint8_t k, w, esize;
  uint16_t as;
} mfield;

typedef struct memd {
  long tag;
  uint8_t kind;
  vty ty;
  uint32_t esize, bytes;
  uint16_t as, as2;
  uint8_t pw, pw2;
  uint8_t vol, ord, rmw;
  uint8_t commutes; /* an atomicrmw whose order among others does not matter: integer
                       add/sub/and/or/xor/min/max with its result unused */
  uint8_t cas1;     /* a cmpxchg whose result is the old value alone (nvvm.atomic.cas) */
  int nloop;
  int *loops; /* enclosing loops, outermost first */
  int nf;     /* an aggregate (struct or array) access: its cells, in the order of its value's */
  mfield *f;
} memd;

typedef struct calld {
  int callee;
  int nargs;
  uint32_t *args;
  uint16_t *ncell;
  uint16_t rcell;
} calld;

typedef struct swd {
  int n;
  uint64_t *val;
  edge **e;
  edge *def;
  uint8_t w;
} swd;

typedef struct dfn {
  LLVMValueRef fn;
  char name[128];
  ir_cfg *cfg;
  int nargs;
  uint32_t *argslot;
  vty *argty;
  char (*argname)[64];
  uint32_t ncell;
  cell *tmpl;
  ins *code;
  uint32_t ncode;
  LLVMValueRef *src; /* instruction of each pc, for messages */
  uint32_t *blockpc;
  int nloops;
  char (*loopname)[64];
  int maxmov;
  bool kernel;
  unsigned reqntid[3]; /* the CTA shape the kernel requires (ir_launch_of) */
  unsigned max_threads; /* at most this many threads per CTA (maxntid, __launch_bounds__), or 0 */
  unsigned dims;        /* bit d: it reads tid or ntid of dimension d */
  bool calls;           /* it calls a function of the module (whose dims count too) */
} dfn;

/* An allocated object: where it sits and how large it is (globals at decode time, every
 * buffer at run time). */
typedef struct obj {
  uint64_t base;    /* numeric address in its own address space */
  uint64_t size;    /* bytes */
  uint64_t objsize; /* what inbounds GEPs must stay within: size, or UNBOUNDED */
  unsigned as;      /* 1 global (generic arguments too), 3 shared, 4 constant, 5 local */
} obj;

typedef struct gvar {
  obj o;
  LLVMValueRef gv;
  char name[96];
  bool readonly;
  bool fixed;    /* defined here with its size: bounded even where objects are unbounded */
  uint8_t *init; /* initial bytes, NULL when undef (filled like every other buffer) */
} gvar;

struct interp_prog {
  LLVMModuleRef m;
  LLVMTargetDataRef td;
  ir_arena *arena;
  dfn *fn;
  int nfn;
  ir_map fnidx; /* LLVMValueRef -> index + 1 */
  gvar *g;
  int ng;
  ir_map gidx;  /* LLVMValueRef -> index + 1 */
  int *kern;
  int nkern;
  int maxmov;
  unsigned dims; /* bit d: some function reads tid or ntid of dimension d (dfn.dims: which) */
  /* some function synchronises otherwise than by CTA-wide barriers: a warp sync, a fence, a
   * barrier with a thread count or bar.arrive.  Executions then keep a vector clock per
   * thread (interp_sync.c) to know which accesses those order. */
  bool needs_vc;
};


enum { ALU_OK, ALU_POISON, ALU_DIV0, ALU_SOVF };

typedef const obj *(*objfn)(const void *ctx, uint32_t prov);

/* ---- executions ----------------------------------------------------------------------- */

enum { BK_GLOBAL, BK_ARG, BK_ALLOCA };

typedef struct buf {
  obj o;
  uint8_t *data;
  uint8_t *init;  /* contents at the start (observed buffers), for printing what changed */
  char name[100];
  int kind, index, owner;
  bool readonly, observed;
  uint64_t key;   /* the fill pattern's: the same buffer of src and tgt gets the same bytes */
  struct shb **shp; /* race detection's shadow, in pages of SHPAGE bytes made on first touch */
  uint8_t *undef;   /* per byte: never written (a fresh alloca's bytes, and what a copy of them
                       writes); NULL: every byte defined */
} buf;

/* Race detection's shadow of a byte: the last write and read(s), by thread + 1 (rt -1:
 * several threads), whether atomic, and the barrier phase they happened in; wold is the
 * byte before the last write, rold the byte the phase's first read saw.  With vector clocks
 * (interp_prog.needs_vc) also the thread's clock at the access, and for several readers the
 * set of their clocks (rset: index + 1 into interp_exec.rsets, 0 when none could be kept). */
typedef struct shb {
  int16_t wt, rt;
  uint32_t wph, rph;
  uint8_t wa, ra, wold, rold;
  uint8_t wval; /* what the last write wrote (memory may not hold it yet: a store buffer) */
  uint32_t wclk, rclk, rset;
} shb;

enum { SHPAGE = 256 };

typedef struct ovf_ent {
  uint32_t id;
  uint8_t val, used;
  int64_t off;
  shb sh; /* race detection, as for bytes inside the buffer */
} ovf_ent;

/* A store a thread has made that other threads do not see yet (a weak schedule's store
 * buffer, interp_sync.c): its bytes, where they go. */
typedef struct pend {
  uint32_t id;
  uint8_t n;
  int64_t off;
  uint8_t bytes[16];
} pend;

typedef struct frame {
  const dfn *f;
  cell *R;
  uint32_t pc;
  uint32_t ret;
  int64_t *k;
} frame;

enum { TS_RUN, TS_BAR, TS_CLWAIT, TS_WARP, TS_DONE };

typedef struct thr {
  int id;
  unsigned tid[3];
  int st;
  frame *fr;
  int depth, capfr;
  int bar;
  uint32_t bar_dst;
  uint8_t bar_kind;
  bool bar_pred;
  int clgen;
  int nalloca;
  uint32_t phase; /* barriers passed: accesses of two threads in the same phase are unordered */
  const void *warp_at; /* the warp collective it waits at (TS_WARP), and its operands */
  uint8_t warp_kind;
  uint32_t warp_dst, warp_mask, warp_b, warp_c;
  uint64_t clocks;  /* reads of %clock, %clock64 and %globaltimer so far */
  uint8_t warp_add; /* CUB's fused shuffle-add: 0, or 1 (integer) / 2 (f32) to add the lane's own value */
  cell warp_val;
  uint32_t *vc;  /* vector clock (needs_vc): vc[u] = the clock of thread u this one is ordered after */
  uint32_t *fvc; /* the clock at its last fence, which its later atomics publish; NULL before one */
  pend *sb;      /* weak schedules: its stores not yet visible to other threads, oldest first */
  int nsb;
} thr;

/* One execution of a memory operation by the recorded thread (interp_confirm). */
typedef struct rec {
  long tag;
  uint8_t kind, vol, ord, apoison, vpoison, hasval;
  uint32_t id, id2;
  int64_t off, off2;
  uint32_t size;
  uint64_t val, len;
  int nk;
  int64_t k[4];
  const dfn *f;
  const memd *m;
} rec;

/* A pointer stored in memory whose number alone would decode to another buffer (or none): a
 * pointer argument of unknown size indexed far below its start.  Its loads take back the
 * provenance it was stored with while the bytes still hold the same number. */
typedef struct provrec {
  uint32_t id, prov;
  int64_t off;
  uint64_t v;
} provrec;

struct interp_exec {
  const interp_prog *p;
  int kidx;
  const dfn *kf;
  interp_opts o;
  interp_input in;
  buf *b;
  int nb, capb;
  thr *t;
  int nt, live;
  /* while interp_schedule runs: the threads in state TS_RUN as a Fenwick tree over their
   * ranks (the schedule's order), their number, and how many wait at a cluster barrier */
  int *fw, *rank, nrun, nclwait;
  uint64_t steps;
  interp_status st;
  char msg[640];
  int arrived[16];
  unsigned expect[16];
  ovf_ent *ov;
  size_t nov, capov;
  cell *tmp;
  int rec_thread, stop_thread;
  char race[400]; /* the first data race, "" for none */
  char arace[400]; /* the first pair of atomics whose order matters, "" for none */
  bool weak;       /* plain stores stay in a thread's store buffer until it syncs (interp_sync.c) */
  uint32_t **rsets; /* reader sets of the shadow (vector clocks), nrsets of them */
  int nrsets, caprsets;
  struct syncobj *so; /* release clocks of atomically accessed locations, by (buffer, offset) */
  int nso, capso;
  uint32_t *barvc[16]; /* what the threads that arrived at barrier id have published */
  bool barpart[16];    /* barrier id had a thread that only arrives (bar.arrive) */
  rec *rec;
  int nrec, caprec;
  int nalloca;
  provrec *pr;
  int npr, cappr;
};


typedef struct sched_spec {
  interp_sched kind;
  uint64_t seed;
  const int *prio; /* threads that go first, in this order (adversarial) */
  int nprio;
} sched_spec;

/* ---- across the files ---- */

vty interp_type_of(LLVMTargetDataRef td, LLVMTypeRef t);
int interp_agg_offset(LLVMTargetDataRef td, LLVMTypeRef t, const unsigned *idx, unsigned n, LLVMTypeRef *sub);
uint32_t interp_fbits32(float f);
uint64_t interp_fbits64(double f);
float interp_f32of(uint64_t v);
double interp_f64of(uint64_t v);
uint64_t interp_fput(double v, unsigned w);
/* interp_nvmath.c: libdevice's __nv_* functions.  lookup: the function's code, its number of
 * arguments and a conversion's rounding mode (false: not one of them); interp_nvmath: its
 * value for argument values a (of widths aw) as a result of width w. */
bool interp_nvmath_lookup(const char *callee, int *code, int *nargs, int *mode);
uint64_t interp_nvmath(int code, int mode, const uint64_t *a, const unsigned *aw, unsigned w);
/* cuda_fp16's inline asm: one f16 / f16x2 / bf16 instruction ("{add.f16 $0,$1,$2;}",
 * "{cvt.rn.f16.f32 $0, $1;}"): its code and number of inputs, or false; its value. */
bool interp_half_asm(const char *text, int *code, int *nin);
uint64_t interp_half(int code, const uint64_t *a, unsigned w);
int interp_alu(unsigned op, unsigned fl, unsigned w, uint64_t a, uint64_t b, uint64_t *r);
bool interp_icmp(unsigned pred, unsigned w, uint64_t a, uint64_t b);
bool interp_fcmp(unsigned pred, double a, double b);
bool interp_cast_int(unsigned op, unsigned fl, unsigned sw, unsigned dw, uint64_t a, uint64_t *r);
bool interp_cast_fp(unsigned op, unsigned fl, unsigned sw, unsigned dw, uint64_t a, uint64_t *r);
bool interp_obj_base_in(const obj *o, unsigned pas, uint64_t *base);
uint64_t interp_ascast(uint64_t v, unsigned from, unsigned to, unsigned tw);
cell interp_gep_eval(const gepd *g, unsigned fl, cell base, const cell *R, objfn get, const void *ctx);
void interp_inst_text(LLVMValueRef I, char *text, size_t n);
const obj *interp_exec_obj(const void *ctx, uint32_t prov);
uint8_t interp_fill_byte(const interp_exec *x, const buf *b, int64_t off);
void interp_fill(const interp_exec *x, const buf *b);
uint64_t interp_name_key(const char *s);
uint8_t interp_mem_byte(const interp_exec *x, uint32_t id, int64_t off);
void interp_mem_write(interp_exec *x, uint32_t id, int64_t off, const uint8_t *in, uint64_t n);
void interp_addr_str(const interp_exec *x, uint32_t id, int64_t off, char *s, size_t n);
shb *interp_shadow(buf *b, uint64_t off);
uint32_t interp_decode_addr(const interp_exec *x, int thread, unsigned as, uint64_t v);
void interp_stop(interp_exec *x, interp_status st, thr *t, uint32_t pc, const char *fmt, ...);
uint64_t interp_lane_get(const uint8_t *p, unsigned esize, unsigned w);
bool interp_do_load(interp_exec *x, thr *t, uint32_t pc, const ins *I, cell *R);
bool interp_do_store(interp_exec *x, thr *t, uint32_t pc, const ins *I, cell *R);
bool interp_do_rmw(interp_exec *x, thr *t, uint32_t pc, const ins *I, cell *R);
bool interp_do_memintr(interp_exec *x, thr *t, uint32_t pc, const ins *I, cell *R);
uint32_t interp_add_buf(interp_exec *x);
bool interp_do_alloca(interp_exec *x, thr *t, uint32_t pc, const ins *I, cell *R);
frame *interp_push_frame(thr *t, const dfn *f, uint32_t ret);
void interp_pop_frame(thr *t);
void interp_deadlock(interp_exec *x);
void interp_schedule(interp_exec *x, const sched_spec *s);

void interp_thread_str(const thr *t, char *s, size_t n);
double interp_half_get(uint16_t h);
uint16_t interp_half_put(double v);
double interp_fget(uint64_t v, unsigned w);

/* interp_sync.c: what orders two threads' accesses besides CTA-wide barriers (vector clocks
 * for warp syncs, counted barriers, bar.arrive, fences and the atomics after them), and the
 * store buffers of the weak schedules. */
void interp_sync_init(interp_exec *x);
void interp_sync_free(interp_exec *x);
static inline uint32_t interp_clock(const thr *t) { return t->vc ? t->vc[t->id] : 0; }
/* Is an access by thread `other` (index) at clock clk ordered before thread u's next one? */
static inline bool interp_hb(const thr *u, int other, uint32_t clk) { return u->vc && u->vc[other] >= clk; }
/* Reader sets: the clocks of several threads' reads of one byte. */
uint32_t interp_rset_new(interp_exec *x, int t1, uint32_t c1, int t2, uint32_t c2);
void interp_rset_add(interp_exec *x, uint32_t rset, int t, uint32_t c);
/* The first thread of the set whose read u is not ordered after (u itself aside), or -1. */
int interp_rset_unordered(const interp_exec *x, uint32_t rset, const thr *u);
/* u's clock joins every participant's (they met: a warp sync, a counted barrier), and each
 * participant's own clock moves on. */
void interp_sync_meet(interp_exec *x, thr **ts, int n);
/* A barrier arrival publishes t's clock to the barrier's waiters (counted barriers, bar.arrive). */
void interp_sync_arrive(interp_exec *x, thr *t, int id);
/* The barrier's published clocks reach each thread it releases (not needed when it was full:
 * every thread waited, a new phase starts); the barrier then starts afresh. */
void interp_sync_release(interp_exec *x, thr **ts, int n, int id, bool full);
/* A fence: t's stores become visible, and its later atomics publish its clock of now. */
void interp_sync_fence(interp_exec *x, thr *t);
/* a tagged sync's or exit's execution by the recorded thread (MK_SYNC, MK_EXIT: no address) */
void interp_record_sync(interp_exec *x, thr *t, const memd *m);
/* An atomic (or volatile) write by t to (id, off) publishes t's fenced clock; an atomic (or
 * volatile) read acquires what was published there. */
void interp_sync_publish(interp_exec *x, thr *t, uint32_t id, int64_t off);
void interp_sync_observe(interp_exec *x, thr *t, uint32_t id, int64_t off);
/* Store buffers (x->weak): a plain store of n bytes kept back (false: write it now); a read
 * of t's own kept bytes; the kept stores overlapping [off, off + n) (n 0: all of them)
 * written to memory; every thread's at the end. */
bool interp_sb_keep(interp_exec *x, thr *t, uint32_t id, int64_t off, const uint8_t *bytes, uint64_t n);
void interp_sb_forward(const interp_exec *x, const thr *t, uint32_t id, int64_t off, uint8_t *out, uint64_t n);
void interp_sb_flush(interp_exec *x, thr *t, uint32_t id, int64_t off, uint64_t n);
void interp_sb_flush_all(interp_exec *x);

#endif
