/* interp: a concrete interpreter for one CTA of an NVPTX kernel, the second oracle
 * (DESIGN.md "Differential execution").
 *
 * requires: a module that passes the IR verifier; breaks: nothing (read-only).
 *
 * Decoding (interp_prog_new) turns each defined function into an array of `ins`: operands
 * are slots of a frame's register file, constants are evaluated once into the frame
 * template, a phi is a move on each incoming CFG edge (the moves of an edge are a parallel
 * copy), a vector operation is one instruction per lane, an intrinsic its own opcode.
 * Nothing walks the LLVM-C API while a kernel runs.  The arithmetic, comparisons and
 * poison rules are written here again, from LangRef, on purpose: sharing sym_eval's would
 * let one mistake pass both oracles.
 *
 * A value is a `cell`: 64 bits, the buffer a pointer was derived from (`prov`), and a
 * poison bit.  Every pointer argument, global and alloca is a buffer with a numeric base:
 * global memory at id << 40, shared, local and constant memory in 16 MiB slots of their
 * own windows (window(as) = as << 56 in the generic space).  Addresses are numbers, so
 * ptrtoint/inttoptr and addrspacecast behave as on the GPU, and inttoptr recovers the
 * buffer from the number; `prov` makes a wild offset from one buffer land out of bounds of
 * that buffer rather than inside a neighbour, so bounds are checked exactly.
 *
 * Threads run one at a time, each until its quantum ends (one instruction, one block, as
 * far as it can go), so fences are no-ops and atomics are atomic.  A barrier blocks until
 * the CTA (or barrier.sync.cnt's count) has arrived at that barrier id, as bar.sync does.
 * UB ends the execution with a message naming the thread and the instruction.  A store
 * of poison counts as UB (the brief of issue 6): memory never holds poison.  undef is
 * poison here: a transformation may give it any value, so ours must not decide anything.
 *
 * As an oracle the interpreter must not report a difference src itself could show: a
 * shadow of each touched byte records which thread last wrote and read it in which
 * barrier phase, so that a data race, which makes src's result depend on the schedule,
 * is seen (interp_exec_race) and the input discarded by interp_diff.
 */
#include "verify.h"

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

static uint64_t mix64(uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

static uint64_t rng_next(uint64_t *s) {
  *s += 0x9E3779B97F4A7C15ULL;
  return mix64(*s);
}

enum { T_VOID, T_INT, T_F32, T_F64, T_PTR, T_AGG, T_BAD };

/* A first-class type: scalar kind and width, lanes of a vector, cells of an aggregate. */
typedef struct vty {
  uint8_t k, w;
  uint16_t as;
  uint16_t lanes, ncell;
} vty;

#define NOSLOT UINT32_MAX
#define UNBOUNDED UINT64_MAX
enum { MAX_DEPTH = 256, MAX_ALLOCAS = 1 << 16, MAX_REC = 1 << 16, MAX_THREADS = 1024, DYN_SHARED = 4096 };

static uint64_t window(unsigned as) { return as <= 1 ? 0 : (uint64_t)as << 56; }

/* ---- decoded code ------------------------------------------------------------------- */

typedef enum opc {
  OP_NOP, OP_MOV,
  OP_ADD, OP_SUB, OP_MUL, OP_UDIV, OP_SDIV, OP_UREM, OP_SREM, OP_SHL, OP_LSHR, OP_ASHR,
  OP_AND, OP_OR, OP_XOR,
  OP_ICMP, OP_SELECT,
  OP_TRUNC, OP_ZEXT, OP_SEXT, OP_PTRTOINT, OP_INTTOPTR, OP_ASCAST, OP_BITCAST,
  OP_FPTOSI, OP_FPTOUI, OP_SITOFP, OP_UITOFP, OP_FPEXT, OP_FPTRUNC,
  OP_FADD, OP_FSUB, OP_FMUL, OP_FDIV, OP_FREM, OP_FNEG, OP_FCMP, OP_FMA, OP_FABS, OP_FMIN, OP_FMAX,
  OP_FSQRT, OP_FMATH,
  OP_SMIN, OP_SMAX, OP_UMIN, OP_UMAX, OP_ABS, OP_CTPOP, OP_CTLZ, OP_CTTZ, OP_BSWAP, OP_OVFOP,
  OP_SAT, OP_PTRMASK,
  OP_FREEZE, OP_GEP,
  OP_LOAD, OP_STORE, OP_RMW, OP_CMPXCHG, OP_MEMCPY, OP_MEMSET, OP_ALLOCA,
  OP_SREG, OP_BARRIER, OP_WARP, OP_CL_ARRIVE, OP_CL_WAIT, OP_ASSUME,
  OP_EXTRACT, OP_INSERT,
  OP_CALL, OP_BR, OP_CBR, OP_SWITCH, OP_RET, OP_EXIT, OP_TRAP, OP_UNREACHABLE, OP_UNSUP
} iop;

/* The buffer an integer still derives from (ptrtoint's provenance, carried through the
 * arithmetic of an address: p + i, i + p, p - i, and masking), so that inttoptr gives back
 * the pointer's own buffer even when the number, with objects unbounded, lies beyond the
 * buffer's window; 0 when it derives from none or from two. */
static uint32_t int_prov(unsigned op, uint32_t a, uint32_t b) {
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

enum { MK_LOAD, MK_STORE, MK_RMW, MK_CMPXCHG, MK_MEMCPY, MK_MEMMOVE, MK_MEMSET };

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
  int nloop;
  int *loops; /* enclosing loops, outermost first */
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
  unsigned dims; /* bit d: some function reads tid or ntid of dimension d */
};

/* ---- scalar semantics (shared by the decoder's constant folding and the interpreter) -- */

static vty type_of(LLVMTargetDataRef td, LLVMTypeRef t);

static int agg_ncell(LLVMTargetDataRef td, LLVMTypeRef t, int depth) {
  if (depth > 8) return -1;
  switch (LLVMGetTypeKind(t)) {
  case LLVMStructTypeKind: {
    int n = 0;
    unsigned k = LLVMCountStructElementTypes(t);
    for (unsigned i = 0; i < k; i++) {
      int c = agg_ncell(td, LLVMStructGetTypeAtIndex(t, i), depth + 1);
      if (c < 0) return -1;
      n += c;
    }
    return n;
  }
  case LLVMArrayTypeKind: {
    uint64_t len = LLVMGetArrayLength2(t);
    int c = agg_ncell(td, LLVMGetElementType(t), depth + 1);
    if (c < 0 || len > 256) return -1;
    return (int)len * c;
  }
  default: {
    vty v = type_of(td, t);
    return v.k == T_BAD || v.k == T_VOID ? -1 : v.ncell;
  }
  }
}

static vty type_of(LLVMTargetDataRef td, LLVMTypeRef t) {
  vty r = {T_BAD, 0, 0, 1, 1};
  switch (LLVMGetTypeKind(t)) {
  case LLVMVoidTypeKind: r.k = T_VOID; r.ncell = 0; break;
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(t);
    if (w <= 64) { r.k = T_INT; r.w = (uint8_t)w; }
    break;
  }
  case LLVMFloatTypeKind: r.k = T_F32; r.w = 32; break;
  case LLVMDoubleTypeKind: r.k = T_F64; r.w = 64; break;
  case LLVMPointerTypeKind:
    r.k = T_PTR;
    r.as = (uint16_t)LLVMGetPointerAddressSpace(t);
    r.w = (uint8_t)(LLVMPointerSizeForAS(td, r.as) * 8);
    break;
  case LLVMVectorTypeKind: {
    vty e = type_of(td, LLVMGetElementType(t));
    unsigned n = LLVMGetVectorSize(t);
    if (e.k >= T_INT && e.k <= T_PTR && e.lanes == 1 && n >= 1 && n <= 64) {
      r = e;
      r.lanes = r.ncell = (uint16_t)n;
    }
    break;
  }
  case LLVMStructTypeKind: case LLVMArrayTypeKind: {
    int n = agg_ncell(td, t, 0);
    if (n > 0 && n < 4096) { r.k = T_AGG; r.ncell = (uint16_t)n; }
    break;
  }
  default: break;
  }
  return r;
}

/* Cell offset of an aggregate member (extractvalue/insertvalue), and its type. */
static int agg_offset(LLVMTargetDataRef td, LLVMTypeRef t, const unsigned *idx, unsigned n, LLVMTypeRef *sub) {
  int off = 0;
  for (unsigned i = 0; i < n; i++) {
    if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
      for (unsigned j = 0; j < idx[i]; j++) off += agg_ncell(td, LLVMStructGetTypeAtIndex(t, j), 0);
      t = LLVMStructGetTypeAtIndex(t, idx[i]);
    } else if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
      t = LLVMGetElementType(t);
      off += (int)idx[i] * agg_ncell(td, t, 0);
    } else {
      return -1;
    }
  }
  *sub = t;
  return off;
}

static uint32_t fbits32(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

static uint64_t fbits64(double f) {
  uint64_t u;
  memcpy(&u, &f, 8);
  return u;
}

static float f32of(uint64_t v) {
  uint32_t u = (uint32_t)v;
  float f;
  memcpy(&f, &u, 4);
  return f;
}

static double f64of(uint64_t v) {
  double f;
  memcpy(&f, &v, 8);
  return f;
}

/* NaN payloads are not semantics: one canonical NaN keeps src and tgt comparable. */
static uint64_t fput(double v, unsigned w) {
  if (w == 32) {
    float f = (float)v;
    return isnan(f) ? 0x7fc00000u : fbits32(f);
  }
  return isnan(v) ? 0x7ff8000000000000ULL : fbits64(v);
}

static double fget(uint64_t v, unsigned w) { return w == 32 ? (double)f32of(v) : f64of(v); }

enum { ALU_OK, ALU_POISON, ALU_DIV0, ALU_SOVF };

/* Integer binary operation on masked operands of width w. */
static inline int alu(unsigned op, unsigned fl, unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
  uint64_t m = mask(w);
  int st = ALU_OK;
  switch (op) {
  case OP_ADD:
    *r = (a + b) & m;
    if (fl & F_NUW && (w == 64 ? *r < a : a + b > m)) st = ALU_POISON;
    if (fl & F_NSW) {
      int64_t s;
      if (w == 64 ? __builtin_add_overflow((int64_t)a, (int64_t)b, &s) : (s = sx(a, w) + sx(b, w), s != sx((uint64_t)s & m, w)))
        st = ALU_POISON;
    }
    return st;
  case OP_SUB:
    *r = (a - b) & m;
    if (fl & F_NUW && a < b) st = ALU_POISON;
    if (fl & F_NSW) {
      int64_t s;
      if (w == 64 ? __builtin_sub_overflow((int64_t)a, (int64_t)b, &s) : (s = sx(a, w) - sx(b, w), s != sx((uint64_t)s & m, w)))
        st = ALU_POISON;
    }
    return st;
  case OP_MUL:
    *r = (a * b) & m;
    if (fl & F_NUW) {
      unsigned __int128 p = (unsigned __int128)a * b;
      if (p > m) st = ALU_POISON;
    }
    if (fl & F_NSW) {
      __int128 p = (__int128)sx(a, w) * sx(b, w);
      if (p != (__int128)sx((uint64_t)p & m, w)) st = ALU_POISON;
    }
    return st;
  case OP_UDIV: case OP_UREM:
    if (b == 0) return ALU_DIV0;
    *r = op == OP_UDIV ? a / b : a % b;
    if (op == OP_UDIV && fl & F_EXACT && a % b) st = ALU_POISON;
    return st;
  case OP_SDIV: case OP_SREM: {
    if (b == 0) return ALU_DIV0;
    int64_t sa = sx(a, w), sb = sx(b, w);
    if (sb == -1 && sa == sx(1ULL << (w - 1), w)) return ALU_SOVF;
    *r = (uint64_t)(op == OP_SDIV ? sa / sb : sa % sb) & m;
    if (op == OP_SDIV && fl & F_EXACT && sa % sb) st = ALU_POISON;
    return st;
  }
  case OP_SHL:
    if (b >= w) { *r = 0; return ALU_POISON; }
    *r = (a << b) & m;
    if (fl & F_NUW && *r >> b != a) st = ALU_POISON;
    if (fl & F_NSW && sx(*r, w) >> b != sx(a, w)) st = ALU_POISON;
    return st;
  case OP_LSHR:
    if (b >= w) { *r = 0; return ALU_POISON; }
    *r = a >> b;
    if (fl & F_EXACT && (a & ((1ULL << b) - 1))) st = ALU_POISON;
    return st;
  case OP_ASHR:
    if (b >= w) { *r = 0; return ALU_POISON; }
    *r = (uint64_t)(sx(a, w) >> b) & m;
    if (fl & F_EXACT && (a & ((1ULL << b) - 1))) st = ALU_POISON;
    return st;
  case OP_AND: *r = a & b; return st;
  case OP_OR:
    *r = a | b;
    if (fl & F_DISJ && (a & b)) st = ALU_POISON;
    return st;
  case OP_XOR: *r = a ^ b; return st;
  case OP_SMIN: *r = sx(a, w) < sx(b, w) ? a : b; return st;
  case OP_SMAX: *r = sx(a, w) > sx(b, w) ? a : b; return st;
  case OP_UMIN: *r = a < b ? a : b; return st;
  case OP_UMAX: *r = a > b ? a : b; return st;
  default: *r = 0; return ALU_POISON;
  }
}

static bool icmp(unsigned pred, unsigned w, uint64_t a, uint64_t b) {
  switch (pred) {
  case LLVMIntEQ: return a == b;
  case LLVMIntNE: return a != b;
  case LLVMIntUGT: return a > b;
  case LLVMIntUGE: return a >= b;
  case LLVMIntULT: return a < b;
  case LLVMIntULE: return a <= b;
  case LLVMIntSGT: return sx(a, w) > sx(b, w);
  case LLVMIntSGE: return sx(a, w) >= sx(b, w);
  case LLVMIntSLT: return sx(a, w) < sx(b, w);
  case LLVMIntSLE: return sx(a, w) <= sx(b, w);
  default: return false;
  }
}

static bool fcmp(unsigned pred, double a, double b) {
  bool uno = isnan(a) || isnan(b);
  switch (pred) {
  case LLVMRealPredicateFalse: return false;
  case LLVMRealOEQ: return !uno && a == b;
  case LLVMRealOGT: return !uno && a > b;
  case LLVMRealOGE: return !uno && a >= b;
  case LLVMRealOLT: return !uno && a < b;
  case LLVMRealOLE: return !uno && a <= b;
  case LLVMRealONE: return !uno && a != b;
  case LLVMRealORD: return !uno;
  case LLVMRealUNO: return uno;
  case LLVMRealUEQ: return uno || a == b;
  case LLVMRealUGT: return uno || a > b;
  case LLVMRealUGE: return uno || a >= b;
  case LLVMRealULT: return uno || a < b;
  case LLVMRealULE: return uno || a <= b;
  case LLVMRealUNE: return uno || a != b;
  default: return true;
  }
}

/* trunc/zext/sext from sw to dw bits; returns whether the result is poison. */
static bool cast_int(unsigned op, unsigned fl, unsigned sw, unsigned dw, uint64_t a, uint64_t *r) {
  bool po = false;
  switch (op) {
  case OP_TRUNC:
    *r = a & mask(dw);
    if (fl & F_NUW && *r != a) po = true;
    if (fl & F_NSW && sx(*r, dw) != sx(a, sw)) po = true;
    break;
  case OP_ZEXT:
    *r = a;
    if (fl & F_NNEG && sx(a, sw) < 0) po = true;
    break;
  default: *r = (uint64_t)sx(a, sw) & mask(dw); break;
  }
  return po;
}

/* fptosi/fptoui/sitofp/uitofp/fpext/fptrunc; returns whether the result is poison. */
static bool cast_fp(unsigned op, unsigned fl, unsigned sw, unsigned dw, uint64_t a, uint64_t *r) {
  switch (op) {
  case OP_FPTOSI: case OP_FPTOUI: {
    double v = trunc(fget(a, sw));
    *r = 0;
    if (isnan(v)) return true;
    if (op == OP_FPTOSI) {
      double lo = -ldexp(1.0, dw - 1), hi = ldexp(1.0, dw - 1);
      if (v < lo || v >= hi) return true;
      *r = (uint64_t)(int64_t)v & mask(dw);
    } else {
      if (v < 0 || v >= ldexp(1.0, dw)) return true;
      *r = (uint64_t)v & mask(dw);
    }
    return false;
  }
  case OP_SITOFP: *r = dw == 32 ? fbits32((float)sx(a, sw)) : fbits64((double)sx(a, sw)); return false;
  case OP_UITOFP:
    *r = dw == 32 ? fbits32((float)a) : fbits64((double)a);
    return (fl & F_NNEG) && sx(a, sw) < 0;
  case OP_FPEXT: *r = fput(fget(a, sw), dw); return false;
  default: *r = fput(fget(a, sw), dw); return false; /* fptrunc */
  }
}

static bool obj_base_in(const obj *o, unsigned pas, uint64_t *base) {
  if (pas == o->as || (pas <= 1 && o->as <= 1)) {
    *base = o->base;
    return true;
  }
  if (pas == 0) {
    *base = o->base + window(o->as);
    return true;
  }
  return false;
}

/* The numeric address of a pointer cast between address spaces (through the generic one). */
static uint64_t ascast(uint64_t v, unsigned from, unsigned to, unsigned tw) {
  uint64_t g = from == 0 ? v : v + window(from);
  return (to == 0 ? g : g - window(to)) & mask(tw);
}

typedef const obj *(*objfn)(const void *ctx, uint32_t prov);

/* base + constant + sum of index*scale, with GEP's no-wrap flags and inbounds. */
static cell gep_eval(const gepd *g, unsigned fl, cell base, const cell *R, objfn get, const void *ctx) {
  unsigned pw = g->pw;
  uint64_t m = mask(pw);
  int64_t off = g->cst;
  bool sovf = g->cst_ovf, uovf = false;
  unsigned __int128 uoff = (uint64_t)g->cst & m;
  uint32_t po = base.poison;
  for (int i = 0; i < g->n; i++) {
    const cell *ix = &R[g->idx[i]];
    po |= ix->poison;
    int64_t iv = sx(ix->v, g->iw[i]);
    if (g->iw[i] > pw) iv = sx((uint64_t)iv & m, pw);
    int64_t prod;
    if (__builtin_mul_overflow(iv, g->scale[i], &prod)) sovf = true;
    if (__builtin_add_overflow(off, prod, &off)) sovf = true;
    if (fl & F_NUW) {
      unsigned __int128 up = (unsigned __int128)((uint64_t)iv & m) * (uint64_t)g->scale[i];
      if (up > m) uovf = true;
      uoff += up;
      if (uoff > m) uovf = true;
    }
  }
  if (pw < 64 && sx((uint64_t)off & m, pw) != off) sovf = true;
  uint64_t b = base.v & m, res = (b + (uint64_t)off) & m;
  if (fl & (F_NUSW | F_INB)) {
    if (sovf) po = 1;
    if (off >= 0 ? res < b : res > b) po = 1;
  }
  if (fl & F_NUW && (uovf || b + (uint64_t)uoff > m)) po = 1;
  if (fl & F_INB && !po) {
    const obj *o = base.prov ? get(ctx, base.prov) : NULL;
    uint64_t ob;
    if (!o) {
      if (off) po = 1;
    } else if (o->objsize != UNBOUNDED && obj_base_in(o, g->as, &ob)) {
      int64_t bo = sx((b - ob) & m, pw), ro = sx((res - ob) & m, pw);
      if (bo < 0 || (uint64_t)bo > o->objsize || ro < 0 || (uint64_t)ro > o->objsize) po = 1;
    }
  }
  cell r = {res, base.prov, po};
  return r;
}

/* ---- decoding ------------------------------------------------------------------------ */

typedef struct dec {
  interp_prog *p;
  dfn *f;
  ir_map slot; /* LLVMValueRef -> slot + 1 */
  uint32_t nslot;
  cell *tmpl;
  uint32_t captmpl;
  ins *code;
  uint32_t ncode, capcode;
  LLVMValueRef *src;
  LLVMValueRef cur;
  ir_vec edges;
} dec;

static const obj *prog_obj(const void *ctx, uint32_t prov) {
  const interp_prog *p = ctx;
  return prov >= 1 && (int)prov <= p->ng ? &p->g[prov - 1].o : NULL;
}

static uint64_t alloc_size(const interp_prog *p, LLVMTypeRef t) { return LLVMABISizeOfType(p->td, t); }

static bool starts(const char *s, const char *prefix) { return strncmp(s, prefix, strlen(prefix)) == 0; }
static bool ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), k = strlen(suffix);
  return n >= k && strcmp(s + n - k, suffix) == 0;
}

static bool const_eval(interp_prog *p, LLVMValueRef c, cell *out, int ncell, int depth);

/* Builds g from a GEP instruction or constant expression.  Variable indices get slots from
 * d (NULL for a constant expression, whose indices are all constant). */
static uint32_t opnd(dec *d, LLVMValueRef v);

static bool gep_build(interp_prog *p, dec *d, LLVMValueRef gep, gepd *g) {
  LLVMTypeRef ty = LLVMGetGEPSourceElementType(gep);
  LLVMTypeRef bt = LLVMTypeOf(LLVMGetOperand(gep, 0));
  if (LLVMGetTypeKind(bt) != LLVMPointerTypeKind) return false;
  memset(g, 0, sizeof *g);
  g->as = (uint16_t)LLVMGetPointerAddressSpace(bt);
  g->pw = (uint8_t)(LLVMPointerSizeForAS(p->td, g->as) * 8);
  unsigned n = (unsigned)LLVMGetNumOperands(gep);
  g->idx = ir_alloc(p->arena, n * sizeof *g->idx);
  g->scale = ir_alloc(p->arena, n * sizeof *g->scale);
  g->iw = ir_alloc(p->arena, n);
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef ix = LLVMGetOperand(gep, i);
    if (LLVMGetTypeKind(LLVMTypeOf(ix)) != LLVMIntegerTypeKind) return false;
    int64_t scale;
    if (i == 1) {
      scale = (int64_t)alloc_size(p, ty);
    } else if (LLVMGetTypeKind(ty) == LLVMStructTypeKind) {
      if (!LLVMIsAConstantInt(ix)) return false;
      unsigned field = (unsigned)LLVMConstIntGetZExtValue(ix);
      g->cst += (int64_t)LLVMOffsetOfElement(p->td, ty, field);
      ty = LLVMStructGetTypeAtIndex(ty, field);
      continue;
    } else if (LLVMGetTypeKind(ty) == LLVMArrayTypeKind || LLVMGetTypeKind(ty) == LLVMVectorTypeKind) {
      ty = LLVMGetElementType(ty);
      scale = (int64_t)alloc_size(p, ty);
    } else {
      return false;
    }
    unsigned iw = LLVMGetIntTypeWidth(LLVMTypeOf(ix));
    if (iw > 64) return false;
    if (LLVMIsAConstantInt(ix) || (!d && LLVMIsConstant(ix))) {
      cell cv;
      if (!const_eval(p, ix, &cv, 1, 1) || cv.poison) return false;
      int64_t iv = sx(cv.v, iw), prod;
      if (iw > g->pw) iv = sx((uint64_t)iv & mask(g->pw), g->pw);
      if (__builtin_mul_overflow(iv, scale, &prod) || __builtin_add_overflow(g->cst, prod, &g->cst)) g->cst_ovf = true;
    } else {
      if (!d) return false;
      uint32_t s = opnd(d, ix);
      if (s == NOSLOT) return false;
      g->idx[g->n] = s;
      g->scale[g->n] = scale;
      g->iw[g->n] = (uint8_t)iw;
      g->n++;
    }
  }
  return true;
}

static unsigned gep_flags(LLVMValueRef gep) {
  unsigned fl = 0;
  if (LLVMIsAInstruction(gep)) {
    LLVMGEPNoWrapFlags nw = LLVMGEPGetNoWrapFlags(gep);
    if (nw & LLVMGEPFlagInBounds) fl |= F_INB;
    if (nw & LLVMGEPFlagNUSW) fl |= F_NUSW;
    if (nw & LLVMGEPFlagNUW) fl |= F_NUW;
  } else if (LLVMIsInBounds(gep)) {
    fl |= F_INB;
  }
  return fl;
}

static bool const_expr(interp_prog *p, LLVMValueRef c, cell *out, vty ty, int depth) {
  LLVMOpcode op = LLVMGetConstOpcode(c);
  if (op == LLVMGetElementPtr) {
    gepd g;
    cell base;
    if (!const_eval(p, LLVMGetOperand(c, 0), &base, 1, depth + 1) || !gep_build(p, NULL, c, &g)) return false;
    *out = gep_eval(&g, gep_flags(c), base, NULL, prog_obj, p);
    return true;
  }
  LLVMValueRef o0 = LLVMGetOperand(c, 0);
  vty t0 = type_of(p->td, LLVMTypeOf(o0));
  if (t0.ncell != 1 || ty.ncell != 1) return false;
  cell a, b = {0, 0, 0};
  if (!const_eval(p, o0, &a, 1, depth + 1)) return false;
  if (LLVMGetNumOperands(c) > 1 && !const_eval(p, LLVMGetOperand(c, 1), &b, 1, depth + 1)) return false;
  *out = a;
  out->poison = a.poison | b.poison;
  switch (op) {
  case LLVMAddrSpaceCast: out->v = ascast(a.v, t0.as, ty.as, ty.w); return true;
  case LLVMPtrToInt: out->v = a.v & mask(ty.w); return true; /* the provenance stays, as at run time */
  case LLVMIntToPtr:
    out->v = a.v & mask(ty.w);
    if (a.prov) return true;
    for (int i = 0; i < p->ng; i++) {
      uint64_t base;
      if (obj_base_in(&p->g[i].o, ty.as, &base) && out->v - base < p->g[i].o.size) out->prov = (uint32_t)i + 1;
    }
    return true;
  case LLVMBitCast: out->prov = ty.k == T_PTR ? a.prov : 0; return true;
  case LLVMTrunc: case LLVMZExt: case LLVMSExt:
    out->prov = 0;
    cast_int(op == LLVMTrunc ? OP_TRUNC : op == LLVMZExt ? OP_ZEXT : OP_SEXT, 0, t0.w, ty.w, a.v, &out->v);
    return true;
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMXor: case LLVMAnd: case LLVMOr: {
    unsigned o = op == LLVMAdd ? OP_ADD : op == LLVMSub ? OP_SUB : op == LLVMMul ? OP_MUL : op == LLVMShl ? OP_SHL
               : op == LLVMXor ? OP_XOR : op == LLVMAnd ? OP_AND : OP_OR;
    out->prov = int_prov(o, a.prov, b.prov);
    if (alu(o, 0, ty.w, a.v, b.v, &out->v) != ALU_OK) out->poison = 1;
    return true;
  }
  default: return false;
  }
}

static bool const_eval(interp_prog *p, LLVMValueRef c, cell *out, int ncell, int depth) {
  memset(out, 0, (size_t)ncell * sizeof *out);
  if (depth > 32) return false;
  vty ty = type_of(p->td, LLVMTypeOf(c));
  if (ty.k == T_BAD || ty.k == T_VOID || ty.ncell != ncell) return false;
  /* undef may be a different value at each use, and a transformation may pick any: as an
   * oracle we treat it as poison (frozen, it is 0), so that no choice of ours can be the
   * difference between src and tgt */
  if (LLVMIsUndef(c)) {
    for (int i = 0; i < ncell; i++) out[i].poison = 1;
    return true;
  }
  if (LLVMIsAGlobalVariable(c)) {
    intptr_t gi = (intptr_t)ir_map_get(&p->gidx, c);
    uint64_t base;
    if (!gi || !obj_base_in(&p->g[gi - 1].o, ty.as, &base)) return false;
    out->v = base & mask(ty.w);
    out->prov = (uint32_t)gi;
    return true;
  }
  if (LLVMIsAGlobalValue(c)) return false; /* functions, aliases */
  if (LLVMIsAConstantInt(c)) {
    out->v = LLVMConstIntGetZExtValue(c) & mask(ty.w);
    return true;
  }
  if (LLVMIsAConstantFP(c)) {
    LLVMBool loses;
    double v = LLVMConstRealGetDouble(c, &loses);
    out->v = ty.k == T_F32 ? fbits32((float)v) : fbits64(v);
    return true;
  }
  if (LLVMIsNull(c)) return true;
  if (ty.k == T_AGG || ty.lanes > 1) {
    if (!LLVMIsAConstantDataSequential(c) && !LLVMIsAConstantVector(c) && !LLVMIsAConstantArray(c) &&
        !LLVMIsAConstantStruct(c))
      return false;
    LLVMTypeRef t = LLVMTypeOf(c);
    unsigned n = LLVMGetTypeKind(t) == LLVMStructTypeKind ? LLVMCountStructElementTypes(t)
                 : LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t)
                                                            : (unsigned)LLVMGetArrayLength2(t);
    int at = 0;
    for (unsigned i = 0; i < n; i++) {
      LLVMValueRef e = LLVMGetAggregateElement(c, i);
      if (!e) return false;
      vty et = type_of(p->td, LLVMTypeOf(e));
      if (at + et.ncell > ncell || !const_eval(p, e, out + at, et.ncell, depth + 1)) return false;
      at += et.ncell;
    }
    return true;
  }
  if (LLVMIsAConstantExpr(c)) return const_expr(p, c, out, ty, depth);
  return false;
}

/* The bytes of a global's initializer; false for undef (the buffer is filled instead). */
static bool const_bytes(interp_prog *p, LLVMValueRef c, uint8_t *dst, uint64_t size, int depth) {
  if (depth > 16) return false;
  if (LLVMIsUndef(c) || LLVMIsNull(c)) {
    memset(dst, 0, size);
    return !LLVMIsUndef(c) || depth > 0;
  }
  LLVMTypeRef t = LLVMTypeOf(c);
  LLVMTypeKind k = LLVMGetTypeKind(t);
  if (k == LLVMStructTypeKind || k == LLVMArrayTypeKind || k == LLVMVectorTypeKind) {
    unsigned n = k == LLVMStructTypeKind ? LLVMCountStructElementTypes(t)
                 : k == LLVMVectorTypeKind ? LLVMGetVectorSize(t)
                                           : (unsigned)LLVMGetArrayLength2(t);
    memset(dst, 0, size);
    for (unsigned i = 0; i < n; i++) {
      LLVMValueRef e = LLVMGetAggregateElement(c, i);
      if (!e) return false;
      LLVMTypeRef et = LLVMTypeOf(e);
      uint64_t off = k == LLVMStructTypeKind ? LLVMOffsetOfElement(p->td, t, i) : i * alloc_size(p, et);
      uint64_t es = LLVMStoreSizeOfType(p->td, et);
      if (off + es > size || !const_bytes(p, e, dst + off, es, depth + 1)) return false;
    }
    return true;
  }
  cell v;
  if (!const_eval(p, c, &v, 1, 0)) return false;
  uint64_t n = LLVMStoreSizeOfType(p->td, t);
  if (n > 8 || n > size) return false;
  memcpy(dst, &v.v, n);
  return true;
}

static uint32_t new_slots(dec *d, unsigned n) {
  if (d->nslot + n > d->captmpl) {
    uint32_t cap = d->captmpl ? d->captmpl * 2 : 64;
    while (cap < d->nslot + n) cap *= 2;
    cell *t = realloc(d->tmpl, cap * sizeof *t);
    if (!t) ir_oom();
    memset(t + d->captmpl, 0, (cap - d->captmpl) * sizeof *t);
    d->tmpl = t;
    d->captmpl = cap;
  }
  uint32_t at = d->nslot;
  d->nslot += n;
  return at;
}

static uint32_t slot_of(dec *d, LLVMValueRef v) {
  void *s = ir_map_get(&d->slot, v);
  return s ? (uint32_t)(uintptr_t)s - 1 : NOSLOT;
}

static uint32_t opnd(dec *d, LLVMValueRef v) {
  uint32_t s = slot_of(d, v);
  if (s != NOSLOT || !LLVMIsConstant(v)) return s;
  vty t = type_of(d->p->td, LLVMTypeOf(v));
  if (t.k == T_BAD || t.k == T_VOID) return NOSLOT;
  cell tmp[64], *c = t.ncell <= 64 ? tmp : malloc(t.ncell * sizeof *c);
  if (!c) ir_oom();
  bool ok = const_eval(d->p, v, c, t.ncell, 0);
  if (ok) {
    s = new_slots(d, t.ncell);
    memcpy(d->tmpl + s, c, t.ncell * sizeof *c);
    ir_map_put(&d->slot, v, (void *)(uintptr_t)(s + 1));
  }
  if (c != tmp) free(c);
  return ok ? s : NOSLOT;
}

static ins *emit(dec *d, unsigned op, unsigned w, unsigned fl, uint32_t dst, uint32_t a, uint32_t b, uint32_t c,
                 uint64_t imm, void *x) {
  if (d->ncode == d->capcode) {
    d->capcode = d->capcode ? d->capcode * 2 : 64;
    d->code = realloc(d->code, d->capcode * sizeof *d->code);
    d->src = realloc(d->src, d->capcode * sizeof *d->src);
    if (!d->code || !d->src) ir_oom();
  }
  ins *I = &d->code[d->ncode];
  d->src[d->ncode++] = d->cur;
  I->op = (uint16_t)op;
  I->w = (uint8_t)w;
  I->fl = (uint8_t)fl;
  I->d = dst;
  I->a = a;
  I->b = b;
  I->c = c;
  I->imm = imm;
  I->x = x;
  return I;
}

static void unsup(dec *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void unsup(dec *d, const char *fmt, ...) {
  char buf[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  emit(d, OP_UNSUP, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, ir_strdup(d->p->arena, buf));
}

/* An instruction's text without leading blanks and metadata, for messages. */
static void inst_text(LLVMValueRef I, char *buf, size_t n) {
  char *s = LLVMPrintValueToString(I);
  const char *t = s;
  while (*t == ' ') t++;
  size_t len = strlen(t);
  const char *md = strstr(t, ", !");
  if (md) len = (size_t)(md - t);
  if (len > 160) len = 160;
  snprintf(buf, n, "%.*s", (int)len, t);
  LLVMDisposeMessage(s);
}

static int loop_header_of(const ir_cfg *cfg, int b) {
  for (int l = 0; l < cfg->nloops; l++)
    if (cfg->loops[l].header == b) return l;
  return -1;
}

static edge *mk_edge(dec *d, LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
  ir_cfg *cfg = d->f->cfg;
  edge *e = ir_alloc(d->p->arena, sizeof *e);
  int ti = ir_block_index(cfg, to), fi = ir_block_index(cfg, from);
  e->to = (uint32_t)ti;
  int n = 0;
  for (LLVMValueRef phi = LLVMGetFirstInstruction(to); phi && LLVMGetInstructionOpcode(phi) == LLVMPHI;
       phi = LLVMGetNextInstruction(phi))
    n += type_of(d->p->td, LLVMTypeOf(phi)).ncell;
  e->dst = ir_alloc(d->p->arena, (size_t)(n ? n : 1) * sizeof *e->dst);
  e->src = ir_alloc(d->p->arena, (size_t)(n ? n : 1) * sizeof *e->src);
  for (LLVMValueRef phi = LLVMGetFirstInstruction(to); phi && LLVMGetInstructionOpcode(phi) == LLVMPHI;
       phi = LLVMGetNextInstruction(phi)) {
    LLVMValueRef in = NULL;
    for (unsigned i = 0; i < LLVMCountIncoming(phi); i++)
      if (LLVMGetIncomingBlock(phi, i) == from) in = LLVMGetIncomingValue(phi, i);
    vty t = type_of(d->p->td, LLVMTypeOf(phi));
    uint32_t s = in ? opnd(d, in) : NOSLOT, ds = slot_of(d, phi);
    if (s == NOSLOT || ds == NOSLOT || t.k == T_BAD) {
      e->nmov = -1;
      return e;
    }
    for (unsigned c = 0; c < t.ncell; c++) {
      e->dst[e->nmov] = ds + c;
      e->src[e->nmov++] = s + c;
    }
  }
  if (e->nmov > d->f->maxmov) d->f->maxmov = e->nmov;
  e->loop = loop_header_of(cfg, ti);
  e->back = e->loop >= 0 && ir_loop_contains(cfg, e->loop, fi);
  ir_vec_push(&d->edges, e);
  return e;
}

static memd *mk_memd(dec *d, LLVMValueRef I, int kind, LLVMValueRef ptr, LLVMTypeRef vt) {
  interp_prog *p = d->p;
  memd *m = ir_alloc(p->arena, sizeof *m);
  m->tag = ir_tag_of(I);
  m->kind = (uint8_t)kind;
  if (vt) {
    m->ty = type_of(p->td, vt);
    if (m->ty.k < T_INT || m->ty.k > T_PTR) return NULL;
    if (m->ty.k == T_INT) {
      if (m->ty.w % 8 && m->ty.lanes > 1) return NULL;
      m->esize = (m->ty.w + 7u) / 8;
    } else {
      m->esize = m->ty.w / 8u;
    }
    m->bytes = m->esize * m->ty.lanes;
  }
  LLVMTypeRef pt = LLVMTypeOf(ptr);
  if (LLVMGetTypeKind(pt) != LLVMPointerTypeKind) return NULL;
  m->as = (uint16_t)LLVMGetPointerAddressSpace(pt);
  m->pw = (uint8_t)(LLVMPointerSizeForAS(p->td, m->as) * 8);
  LLVMOpcode op = LLVMGetInstructionOpcode(I);
  if (op == LLVMLoad || op == LLVMStore || op == LLVMAtomicRMW || op == LLVMAtomicCmpXchg) {
    m->vol = (uint8_t)LLVMGetVolatile(I);
    m->ord = (uint8_t)(op == LLVMAtomicCmpXchg ? LLVMGetCmpXchgSuccessOrdering(I) : LLVMGetOrdering(I));
  }
  if (op == LLVMAtomicRMW) {
    m->rmw = (uint8_t)LLVMGetAtomicRMWBinOp(I);
    switch (m->rmw) {
    case LLVMAtomicRMWBinOpAdd: case LLVMAtomicRMWBinOpSub: case LLVMAtomicRMWBinOpAnd: case LLVMAtomicRMWBinOpOr:
    case LLVMAtomicRMWBinOpXor: case LLVMAtomicRMWBinOpMax: case LLVMAtomicRMWBinOpMin: case LLVMAtomicRMWBinOpUMax:
    case LLVMAtomicRMWBinOpUMin: m->commutes = LLVMGetFirstUse(I) == NULL; break;
    default: m->commutes = 0; /* xchg, float add (rounding), inc/dec wrap */
    }
  }
  const ir_cfg *cfg = d->f->cfg;
  int b = ir_block_index(cfg, LLVMGetInstructionParent(I));
  int chain[64], n = 0;
  for (int l = b >= 0 ? cfg->loop_of[b] : -1; l >= 0 && n < 64; l = cfg->loops[l].parent) chain[n++] = l;
  m->nloop = n;
  m->loops = ir_alloc(p->arena, (size_t)(n ? n : 1) * sizeof *m->loops);
  for (int i = 0; i < n; i++) m->loops[i] = chain[n - 1 - i];
  return m;
}

static void lanes(dec *d, unsigned op, vty t, unsigned w, unsigned fl, uint32_t dst, uint32_t a, uint32_t b, uint32_t c,
                  uint64_t imm) {
  for (unsigned l = 0; l < t.lanes; l++)
    emit(d, op, w, fl, dst + l, a == NOSLOT ? NOSLOT : a + l, b == NOSLOT ? NOSLOT : b + l,
         c == NOSLOT ? NOSLOT : c + l, imm, NULL);
}

static int sreg_index(const char *s) {
  static const char *const n[] = {"tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z", "ctaid.x", "ctaid.y",
                            "ctaid.z", "nctaid.x", "nctaid.y", "nctaid.z", "laneid", "warpsize"};
  for (int i = 0; i < 14; i++)
    if (strcmp(s, n[i]) == 0) return i;
  return -1;
}

static bool const_true(LLVMValueRef v) { return v && LLVMIsAConstantInt(v) && LLVMConstIntGetZExtValue(v) != 0; }

static void dec_call(dec *d, LLVMValueRef I, uint32_t dst, vty t) {
  interp_prog *p = d->p;
  LLVMValueRef callee = LLVMGetCalledValue(I);
  if (!LLVMIsAFunction(callee)) {
    unsup(d, "%s", LLVMIsAInlineAsm(callee) ? "inline asm" : "indirect call");
    return;
  }
  size_t len;
  const char *name = LLVMGetValueName2(callee, &len);
  static const char *const nops[] = {"llvm.nvvm.membar", "llvm.nvvm.fence", "llvm.nvvm.bar.warp.sync",
                               "llvm.nvvm.cp.async.bulk.commit.group", "llvm.nvvm.cp.async.bulk.wait.group",
                               "llvm.lifetime.", "llvm.dbg.", "llvm.experimental.noalias.scope.decl",
                               "llvm.invariant.", "llvm.sideeffect", "llvm.donothing", "llvm.pseudoprobe"};
  for (size_t i = 0; i < sizeof nops / sizeof *nops; i++)
    if (starts(name, nops[i])) return;
  unsigned na = (unsigned)LLVMGetNumArgOperands(I);
  LLVMValueRef av[4] = {0};
  uint32_t a[4] = {NOSLOT, NOSLOT, NOSLOT, NOSLOT};
  for (unsigned i = 0; i < na && i < 4; i++) {
    av[i] = LLVMGetOperand(I, i);
    a[i] = opnd(d, av[i]);
  }
  if (!LLVMIsDeclaration(callee)) {
    intptr_t fi = (intptr_t)ir_map_get(&p->fnidx, callee);
    if (!fi) {
      unsup(d, "call to @%s", name);
      return;
    }
    calld *cd = ir_alloc(p->arena, sizeof *cd);
    cd->callee = (int)fi - 1;
    cd->nargs = (int)na;
    cd->args = ir_alloc(p->arena, (na ? na : 1) * sizeof *cd->args);
    cd->ncell = ir_alloc(p->arena, (na ? na : 1) * sizeof *cd->ncell);
    for (unsigned i = 0; i < na; i++) {
      LLVMValueRef v = LLVMGetOperand(I, i);
      cd->args[i] = opnd(d, v);
      cd->ncell[i] = type_of(p->td, LLVMTypeOf(v)).ncell;
      if (cd->args[i] == NOSLOT) {
        unsup(d, "argument %u of a call to @%s", i, name);
        return;
      }
    }
    cd->rcell = t.ncell;
    emit(d, OP_CALL, 0, 0, dst, NOSLOT, NOSLOT, NOSLOT, 0, cd);
    return;
  }
  for (unsigned i = 0; i < na && i < 4; i++)
    if (a[i] == NOSLOT && LLVMGetValueKind(av[i]) != LLVMMetadataAsValueValueKind) {
      unsup(d, "argument %u of a call to @%s", i, name);
      return;
    }
  if (starts(name, "llvm.nvvm.read.ptx.sreg.")) {
    int r = sreg_index(name + strlen("llvm.nvvm.read.ptx.sreg."));
    if (r < 0) unsup(d, "special register @%s", name);
    else emit(d, OP_SREG, t.w, 0, dst, NOSLOT, NOSLOT, NOSLOT, (uint64_t)r, NULL);
    if (r >= 0 && r < 6) p->dims |= 1u << (r % 3);
    return;
  }
  /* warp collectives: shfl.sync.{up,down,bfly,idx} and vote.{all,any,uni,ballot}.sync */
  static const char *const wnames[] = {"llvm.nvvm.shfl.sync.up.", "llvm.nvvm.shfl.sync.down.",
                                       "llvm.nvvm.shfl.sync.bfly.", "llvm.nvvm.shfl.sync.idx.",
                                       "llvm.nvvm.vote.all.sync", "llvm.nvvm.vote.any.sync",
                                       "llvm.nvvm.vote.uni.sync", "llvm.nvvm.vote.ballot.sync"};
  for (unsigned i = 0; i < 8; i++) {
    if (!starts(name, wnames[i])) continue;
    bool shfl = i < 4;
    if (shfl && (na != 4 || t.k == T_AGG || t.lanes != 1 || ends_with(name, ".p"))) break;
    if (!shfl && na != 2) break;
    emit(d, OP_WARP, t.w, 0, dst, a[0], a[1], shfl ? a[2] : NOSLOT, i, shfl ? (void *)(uintptr_t)(a[3] + 1) : NULL);
    return;
  }
  if (ir_is_ldg_name(name)) { /* __ldg: a load through the read-only cache */
    memd *m = mk_memd(d, I, MK_LOAD, av[0], LLVMTypeOf(I));
    if (!m) unsup(d, "@%s of this type", name);
    else emit(d, OP_LOAD, t.w, 0, dst, a[0], NOSLOT, NOSLOT, 0, m);
    return;
  }
  if (!strcmp(name, "llvm.nvvm.barrier0")) {
    emit(d, OP_BARRIER, 0, 0, dst, NOSLOT, NOSLOT, NOSLOT, 0, NULL);
    return;
  }
  if (!strcmp(name, "llvm.nvvm.barrier0.popc") || !strcmp(name, "llvm.nvvm.barrier0.and") ||
      !strcmp(name, "llvm.nvvm.barrier0.or")) {
    unsigned k = name[19] == 'p' ? 1 : name[19] == 'a' ? 2 : 3;
    emit(d, OP_BARRIER, 32, 0, dst, NOSLOT, NOSLOT, a[0], k, NULL);
    return;
  }
  if (!strcmp(name, "llvm.nvvm.barrier.n") || !strcmp(name, "llvm.nvvm.bar.sync") ||
      !strcmp(name, "llvm.nvvm.barrier.sync")) {
    emit(d, OP_BARRIER, 0, 0, dst, a[0], NOSLOT, NOSLOT, 0, NULL);
    return;
  }
  if (!strcmp(name, "llvm.nvvm.barrier.sync.cnt") || !strcmp(name, "llvm.nvvm.barrier")) {
    emit(d, OP_BARRIER, 0, 0, dst, a[0], a[1], NOSLOT, 0, NULL);
    return;
  }
  if (starts(name, "llvm.nvvm.barrier.cluster.arrive")) {
    emit(d, OP_CL_ARRIVE, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, NULL);
    return;
  }
  if (starts(name, "llvm.nvvm.barrier.cluster.wait")) {
    emit(d, OP_CL_WAIT, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, NULL);
    return;
  }
  if (!strcmp(name, "llvm.nvvm.exit")) {
    emit(d, OP_EXIT, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, NULL);
    return;
  }
  if (!strcmp(name, "llvm.trap") || !strcmp(name, "llvm.nvvm.trap") || !strcmp(name, "llvm.debugtrap") ||
      !strcmp(name, "llvm.ubsantrap")) {
    emit(d, OP_TRAP, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, NULL);
    return;
  }
  bool cpy = starts(name, "llvm.memcpy."), mov = starts(name, "llvm.memmove."), set = starts(name, "llvm.memset.");
  if (cpy || mov || set) {
    memd *m = na >= 3 ? mk_memd(d, I, set ? MK_MEMSET : cpy ? MK_MEMCPY : MK_MEMMOVE, av[0], NULL) : NULL;
    if (!m) {
      unsup(d, "@%s", name);
      return;
    }
    m->vol = (uint8_t)const_true(na >= 4 ? av[3] : NULL);
    if (!set) {
      LLVMTypeRef st = LLVMTypeOf(av[1]);
      m->as2 = (uint16_t)LLVMGetPointerAddressSpace(st);
      m->pw2 = (uint8_t)(LLVMPointerSizeForAS(p->td, m->as2) * 8);
    }
    emit(d, set ? OP_MEMSET : OP_MEMCPY, type_of(p->td, LLVMTypeOf(av[2])).w, 0, NOSLOT, a[0], a[1], a[2], 0, m);
    return;
  }
  if (!strcmp(name, "llvm.assume")) {
    emit(d, OP_ASSUME, 0, 0, NOSLOT, a[0], NOSLOT, NOSLOT, 0, NULL);
    return;
  }
  if (starts(name, "llvm.expect.") || starts(name, "llvm.ssa.copy.")) {
    emit(d, OP_MOV, 0, 0, dst, a[0], NOSLOT, NOSLOT, t.ncell, NULL);
    return;
  }
  /* NVVM's float math (the approximations as the exact functions: src and tgt run the same
   * semantics, and a verifier finding never rests on a float's value) */
  static const struct { const char *n; unsigned fn; } fm[] = {
    {"llvm.nvvm.rsqrt.approx.", 0}, {"llvm.nvvm.sqrt.", 1}, {"llvm.nvvm.ex2.approx.", 2}, {"llvm.nvvm.lg2.approx.", 3},
    {"llvm.nvvm.sin.approx.", 4}, {"llvm.nvvm.cos.approx.", 5}, {"llvm.nvvm.rcp.", 6}, {"llvm.nvvm.fabs", 7},
    {"llvm.exp2.", 2}, {"llvm.log2.", 3}, {"llvm.sin.", 4}, {"llvm.cos.", 5}, {"llvm.exp.", 8}, {"llvm.log.", 9},
    {"llvm.floor.", 10}, {"llvm.ceil.", 11}, {"llvm.trunc.", 12}, {"llvm.rint.", 13}, {"llvm.nearbyint.", 13},
    {"llvm.round.", 14}, {"llvm.nvvm.floor.", 10}, {"llvm.nvvm.ceil.", 11}, {"llvm.nvvm.trunc.", 12},
    {"llvm.nvvm.round.", 14}, {"llvm.nvvm.saturate.", 15}, {"llvm.nvvm.d2f.", 16}};
  for (size_t i = 0; i < sizeof fm / sizeof *fm; i++) {
    if (!starts(name, fm[i].n) || (t.k != T_F32 && t.k != T_F64) || t.lanes != 1 || na != 1) continue;
    vty at = type_of(p->td, LLVMTypeOf(av[0]));
    if (at.k != T_F32 && at.k != T_F64) break;
    emit(d, OP_FMATH, t.w, 0, dst, a[0], NOSLOT, NOSLOT, fm[i].fn | (uint64_t)at.w << 8, NULL);
    return;
  }
  if ((starts(name, "llvm.nvvm.f2i.") || starts(name, "llvm.nvvm.f2ui.") || starts(name, "llvm.nvvm.d2i.") ||
       starts(name, "llvm.nvvm.d2ui.")) && t.k == T_INT && t.lanes == 1 && na == 1) {
    vty at = type_of(p->td, LLVMTypeOf(av[0]));
    if (at.k != T_F32 && at.k != T_F64) {
      unsup(d, "call to @%s", name);
      return;
    }
    bool uns = name[11] == 'u' || name[12] == 'u';
    emit(d, OP_FMATH, t.w, 0, dst, a[0], NOSLOT, NOSLOT, (uns ? 18u : 17u) | (uint64_t)at.w << 8, NULL);
    return;
  }
  static const struct { const char *n; unsigned op, nargs; } ew[] = {
    {"llvm.smin.", OP_SMIN, 2}, {"llvm.smax.", OP_SMAX, 2}, {"llvm.umin.", OP_UMIN, 2}, {"llvm.umax.", OP_UMAX, 2},
    {"llvm.abs.", OP_ABS, 1}, {"llvm.fmuladd.", OP_FMA, 3}, {"llvm.fma.", OP_FMA, 3}, {"llvm.fabs.", OP_FABS, 1},
    {"llvm.minnum.", OP_FMIN, 2}, {"llvm.maxnum.", OP_FMAX, 2}, {"llvm.sqrt.", OP_FSQRT, 1},
    {"llvm.ctpop.", OP_CTPOP, 1}, {"llvm.ctlz.", OP_CTLZ, 1}, {"llvm.cttz.", OP_CTTZ, 1}, {"llvm.bswap.", OP_BSWAP, 1},
    {"llvm.ptrmask.", OP_PTRMASK, 2}};
  for (size_t i = 0; i < sizeof ew / sizeof *ew; i++) {
    if (!starts(name, ew[i].n)) continue;
    if (t.k < T_INT || t.k > T_PTR) break;
    unsigned fl = 0;
    if ((ew[i].op == OP_ABS || ew[i].op == OP_CTLZ || ew[i].op == OP_CTTZ) && const_true(av[1])) fl = F_FLAG;
    lanes(d, ew[i].op, t, t.w, fl, dst, a[0], ew[i].nargs > 1 ? a[1] : NOSLOT, ew[i].nargs > 2 ? a[2] : NOSLOT, 0);
    return;
  }
  static const char *const ovf[] = {"llvm.sadd.with.overflow.", "llvm.uadd.with.overflow.", "llvm.ssub.with.overflow.",
                              "llvm.usub.with.overflow.", "llvm.smul.with.overflow.", "llvm.umul.with.overflow."};
  for (unsigned i = 0; i < 6; i++)
    if (starts(name, ovf[i])) {
      vty ot = type_of(p->td, LLVMTypeOf(av[0]));
      if (ot.k != T_INT || ot.lanes != 1) break;
      emit(d, OP_OVFOP, ot.w, 0, dst, a[0], a[1], NOSLOT, i, NULL);
      return;
    }
  static const char *const sat[] = {"llvm.sadd.sat.", "llvm.uadd.sat.", "llvm.ssub.sat.", "llvm.usub.sat."};
  for (unsigned i = 0; i < 4; i++)
    if (starts(name, sat[i]) && t.k == T_INT) {
      lanes(d, OP_SAT, t, t.w, 0, dst, a[0], a[1], NOSLOT, i);
      return;
    }
  unsup(d, "call to @%s", name);
}

static void dec_inst(dec *d, LLVMValueRef I) {
  interp_prog *p = d->p;
  d->cur = I;
  LLVMOpcode opc = LLVMGetInstructionOpcode(I);
  vty t = type_of(p->td, LLVMTypeOf(I));
  uint32_t dst = t.k == T_VOID ? NOSLOT : slot_of(d, I);
  unsigned nops = (unsigned)LLVMGetNumOperands(I);
  uint32_t a = NOSLOT, b = NOSLOT, c = NOSLOT;
  if (opc == LLVMPHI || opc == LLVMFence) return;
  if (t.k == T_BAD) {
    char buf[200];
    inst_text(I, buf, sizeof buf);
    unsup(d, "type of '%s'", buf);
    return;
  }
  if (opc != LLVMCall && opc != LLVMBr && opc != LLVMSwitch && opc != LLVMGetElementPtr) {
    if (nops > 0 && (a = opnd(d, LLVMGetOperand(I, 0))) == NOSLOT) goto bad_operand;
    if (nops > 1 && (b = opnd(d, LLVMGetOperand(I, 1))) == NOSLOT) goto bad_operand;
    if (nops > 2 && (c = opnd(d, LLVMGetOperand(I, 2))) == NOSLOT) goto bad_operand;
  }
  switch (opc) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem:
  case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor: {
    static const unsigned map[] = {[LLVMAdd] = OP_ADD, [LLVMSub] = OP_SUB, [LLVMMul] = OP_MUL, [LLVMUDiv] = OP_UDIV,
                                   [LLVMSDiv] = OP_SDIV, [LLVMURem] = OP_UREM, [LLVMSRem] = OP_SREM, [LLVMShl] = OP_SHL,
                                   [LLVMLShr] = OP_LSHR, [LLVMAShr] = OP_ASHR, [LLVMAnd] = OP_AND, [LLVMOr] = OP_OR,
                                   [LLVMXor] = OP_XOR};
    if (t.k != T_INT) break;
    unsigned fl = 0;
    if (opc == LLVMAdd || opc == LLVMSub || opc == LLVMMul || opc == LLVMShl) {
      if (LLVMGetNSW(I)) fl |= F_NSW;
      if (LLVMGetNUW(I)) fl |= F_NUW;
    }
    if ((opc == LLVMUDiv || opc == LLVMSDiv || opc == LLVMLShr || opc == LLVMAShr) && LLVMGetExact(I)) fl |= F_EXACT;
    if (opc == LLVMOr && LLVMGetIsDisjoint(I)) fl |= F_DISJ;
    lanes(d, map[opc], t, t.w, fl, dst, a, b, NOSLOT, 0);
    return;
  }
  case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem: case LLVMFNeg: {
    if (t.k != T_F32 && t.k != T_F64) break;
    unsigned op = opc == LLVMFAdd ? OP_FADD : opc == LLVMFSub ? OP_FSUB : opc == LLVMFMul ? OP_FMUL
                : opc == LLVMFDiv ? OP_FDIV : opc == LLVMFRem ? OP_FREM : OP_FNEG;
    lanes(d, op, t, t.w, 0, dst, a, b, NOSLOT, 0);
    return;
  }
  case LLVMICmp: case LLVMFCmp: {
    vty ot = type_of(p->td, LLVMTypeOf(LLVMGetOperand(I, 0)));
    if (opc == LLVMICmp) lanes(d, OP_ICMP, t, ot.w, 0, dst, a, b, NOSLOT, (uint64_t)LLVMGetICmpPredicate(I));
    else lanes(d, OP_FCMP, t, ot.w, 0, dst, a, b, NOSLOT, (uint64_t)LLVMGetFCmpPredicate(I));
    return;
  }
  case LLVMSelect: {
    vty ct = type_of(p->td, LLVMTypeOf(LLVMGetOperand(I, 0)));
    if (ct.lanes > 1) lanes(d, OP_SELECT, t, t.w, 0, dst, a, b, c, 1);
    else emit(d, OP_SELECT, t.w, 0, dst, a, b, c, t.ncell, NULL);
    return;
  }
  case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP:
  case LLVMSIToFP: case LLVMFPTrunc: case LLVMFPExt: case LLVMPtrToInt: case LLVMIntToPtr: case LLVMBitCast:
  case LLVMAddrSpaceCast: {
    vty st = type_of(p->td, LLVMTypeOf(LLVMGetOperand(I, 0)));
    if (st.k == T_BAD || st.k == T_AGG || t.k == T_AGG) break;
    unsigned fl = 0;
    if (opc == LLVMTrunc) fl = (LLVMGetNUW(I) ? F_NUW : 0) | (LLVMGetNSW(I) ? F_NSW : 0);
    if ((opc == LLVMZExt || opc == LLVMUIToFP) && LLVMGetNNeg(I)) fl = F_NNEG;
    unsigned op;
    switch (opc) {
    case LLVMTrunc: op = OP_TRUNC; break;
    case LLVMZExt: op = OP_ZEXT; break;
    case LLVMSExt: op = OP_SEXT; break;
    case LLVMFPToUI: op = OP_FPTOUI; break;
    case LLVMFPToSI: op = OP_FPTOSI; break;
    case LLVMUIToFP: op = OP_UITOFP; break;
    case LLVMSIToFP: op = OP_SITOFP; break;
    case LLVMFPTrunc: op = OP_FPTRUNC; break;
    case LLVMFPExt: op = OP_FPEXT; break;
    case LLVMPtrToInt: op = OP_PTRTOINT; break;
    case LLVMIntToPtr: op = OP_INTTOPTR; break;
    case LLVMAddrSpaceCast: op = OP_ASCAST; break;
    default: op = OP_BITCAST; break;
    }
    if (op == OP_BITCAST) {
      if (st.lanes == t.lanes && st.w == t.w) {
        emit(d, OP_MOV, 0, 0, dst, a, NOSLOT, NOSLOT, t.ncell, NULL);
        return;
      }
      if (st.k == T_PTR || t.k == T_PTR || st.w * st.lanes != t.w * t.lanes || st.w % 8 || t.w % 8) break;
      emit(d, OP_BITCAST, t.w, 0, dst, a, NOSLOT, NOSLOT, ((uint64_t)st.w << 32) | ((uint64_t)st.lanes << 16) | t.lanes, NULL);
      return;
    }
    uint64_t imm = op == OP_ASCAST ? ((uint64_t)st.as << 16 | t.as) : st.w;
    if (op == OP_INTTOPTR) imm = t.as;
    for (unsigned l = 0; l < t.lanes; l++) emit(d, op, t.w, fl, dst + l, a + l, NOSLOT, NOSLOT, imm, NULL);
    return;
  }
  case LLVMGetElementPtr: {
    if (t.k != T_PTR || t.lanes != 1) break;
    gepd *g = ir_alloc(p->arena, sizeof *g);
    a = opnd(d, LLVMGetOperand(I, 0));
    if (a == NOSLOT || !gep_build(p, d, I, g)) break;
    emit(d, OP_GEP, g->pw, gep_flags(I), dst, a, NOSLOT, NOSLOT, 0, g);
    return;
  }
  case LLVMLoad: {
    memd *m = mk_memd(d, I, MK_LOAD, LLVMGetOperand(I, 0), LLVMTypeOf(I));
    if (!m) break;
    emit(d, OP_LOAD, t.w, 0, dst, a, NOSLOT, NOSLOT, 0, m);
    return;
  }
  case LLVMStore: {
    memd *m = mk_memd(d, I, MK_STORE, LLVMGetOperand(I, 1), LLVMTypeOf(LLVMGetOperand(I, 0)));
    if (!m) break;
    emit(d, OP_STORE, m->ty.w, 0, NOSLOT, b, a, NOSLOT, 0, m);
    return;
  }
  case LLVMAtomicRMW: {
    memd *m = mk_memd(d, I, MK_RMW, LLVMGetOperand(I, 0), LLVMTypeOf(I));
    if (!m || m->ty.lanes != 1) break;
    emit(d, OP_RMW, t.w, 0, dst, a, b, NOSLOT, 0, m);
    return;
  }
  case LLVMAtomicCmpXchg: {
    memd *m = mk_memd(d, I, MK_CMPXCHG, LLVMGetOperand(I, 0), LLVMTypeOf(LLVMGetOperand(I, 1)));
    if (!m || m->ty.lanes != 1 || t.ncell != 2) break;
    emit(d, OP_CMPXCHG, m->ty.w, 0, dst, a, b, c, 0, m);
    return;
  }
  case LLVMAlloca: {
    if (t.k != T_PTR) break;
    emit(d, OP_ALLOCA, t.w, 0, dst, a, NOSLOT, NOSLOT, alloc_size(p, LLVMGetAllocatedType(I)), NULL)->x =
        (void *)(uintptr_t)t.as;
    return;
  }
  case LLVMCall: dec_call(d, I, dst, t); return;
  case LLVMFreeze: emit(d, OP_FREEZE, 0, 0, dst, a, NOSLOT, NOSLOT, t.ncell, NULL); return;
  case LLVMExtractValue: case LLVMInsertValue: {
    LLVMTypeRef sub;
    LLVMTypeRef at = LLVMTypeOf(LLVMGetOperand(I, 0));
    int off = agg_offset(p->td, at, LLVMGetIndices(I), LLVMGetNumIndices(I), &sub);
    if (off < 0) break;
    unsigned n = type_of(p->td, sub).ncell;
    if (opc == LLVMExtractValue) {
      emit(d, OP_MOV, 0, 0, dst, a + (uint32_t)off, NOSLOT, NOSLOT, n, NULL);
    } else {
      emit(d, OP_MOV, 0, 0, dst, a, NOSLOT, NOSLOT, t.ncell, NULL);
      emit(d, OP_MOV, 0, 0, dst + (uint32_t)off, b, NOSLOT, NOSLOT, n, NULL);
    }
    return;
  }
  case LLVMExtractElement: {
    LLVMValueRef ix = LLVMGetOperand(I, 1);
    vty vt = type_of(p->td, LLVMTypeOf(LLVMGetOperand(I, 0)));
    if (LLVMIsAConstantInt(ix) && LLVMConstIntGetZExtValue(ix) < vt.lanes)
      emit(d, OP_MOV, 0, 0, dst, a + (uint32_t)LLVMConstIntGetZExtValue(ix), NOSLOT, NOSLOT, 1, NULL);
    else
      emit(d, OP_EXTRACT, type_of(p->td, LLVMTypeOf(ix)).w, 0, dst, a, b, NOSLOT, vt.lanes, NULL);
    return;
  }
  case LLVMInsertElement: {
    LLVMValueRef ix = LLVMGetOperand(I, 2);
    emit(d, OP_MOV, 0, 0, dst, a, NOSLOT, NOSLOT, t.ncell, NULL);
    if (LLVMIsAConstantInt(ix) && LLVMConstIntGetZExtValue(ix) < t.lanes)
      emit(d, OP_MOV, 0, 0, dst + (uint32_t)LLVMConstIntGetZExtValue(ix), b, NOSLOT, NOSLOT, 1, NULL);
    else
      emit(d, OP_INSERT, type_of(p->td, LLVMTypeOf(ix)).w, 0, dst, b, c, NOSLOT, t.lanes, NULL);
    return;
  }
  case LLVMShuffleVector: {
    unsigned n1 = type_of(p->td, LLVMTypeOf(LLVMGetOperand(I, 0))).lanes;
    cell z = {0, 0, 1}; /* an undefined lane */
    uint32_t zs = new_slots(d, 1);
    d->tmpl[zs] = z;
    for (unsigned l = 0; l < t.lanes; l++) {
      int mv = LLVMGetMaskValue(I, l);
      uint32_t from = mv == LLVMGetUndefMaskElem() || mv < 0 ? zs : (unsigned)mv < n1 ? a + (uint32_t)mv : b + (uint32_t)mv - n1;
      emit(d, OP_MOV, 0, 0, dst + l, from, NOSLOT, NOSLOT, 1, NULL);
    }
    return;
  }
  case LLVMBr: {
    if (LLVMIsConditional(I)) {
      a = opnd(d, LLVMGetCondition(I));
      if (a == NOSLOT) goto bad_operand;
      edge **e = ir_alloc(p->arena, 2 * sizeof *e);
      e[0] = mk_edge(d, LLVMGetInstructionParent(I), LLVMGetSuccessor(I, 0));
      e[1] = mk_edge(d, LLVMGetInstructionParent(I), LLVMGetSuccessor(I, 1));
      emit(d, OP_CBR, 0, 0, NOSLOT, a, NOSLOT, NOSLOT, 0, e);
    } else {
      emit(d, OP_BR, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0,
           mk_edge(d, LLVMGetInstructionParent(I), LLVMGetSuccessor(I, 0)));
    }
    return;
  }
  case LLVMSwitch: {
    a = opnd(d, LLVMGetOperand(I, 0));
    if (a == NOSLOT) goto bad_operand;
    swd *s = ir_alloc(p->arena, sizeof *s);
    unsigned ns = LLVMGetNumSuccessors(I);
    LLVMBasicBlockRef from = LLVMGetInstructionParent(I);
    s->n = (int)ns - 1;
    s->val = ir_alloc(p->arena, ns * sizeof *s->val);
    s->e = ir_alloc(p->arena, ns * sizeof *s->e);
    s->def = mk_edge(d, from, LLVMGetSwitchDefaultDest(I));
    for (unsigned i = 1; i < ns; i++) {
      s->val[i - 1] = LLVMConstIntGetZExtValue(LLVMGetOperand(I, 2 * i));
      s->e[i - 1] = mk_edge(d, from, LLVMGetSuccessor(I, i));
    }
    emit(d, OP_SWITCH, 0, 0, NOSLOT, a, NOSLOT, NOSLOT, 0, s);
    return;
  }
  case LLVMRet:
    emit(d, OP_RET, 0, 0, NOSLOT, nops ? a : NOSLOT, NOSLOT, NOSLOT,
         nops ? type_of(p->td, LLVMTypeOf(LLVMGetOperand(I, 0))).ncell : 0, NULL);
    return;
  case LLVMUnreachable: emit(d, OP_UNREACHABLE, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, NULL); return;
  default: break;
  }
  {
    char buf[200];
    inst_text(I, buf, sizeof buf);
    unsup(d, "'%s'", buf);
    return;
  }
bad_operand: {
    char buf[200];
    inst_text(I, buf, sizeof buf);
    unsup(d, "an operand of '%s'", buf);
  }
}

static bool decode_fn(interp_prog *p, dfn *f, char *err, size_t errlen) {
  dec d = {0};
  d.p = p;
  d.f = f;
  ir_map_init(&d.slot);
  f->cfg = ir_cfg_build(f->fn);
  ir_cfg *cfg = f->cfg;
  f->nargs = (int)LLVMCountParams(f->fn);
  f->argslot = ir_alloc(p->arena, (size_t)(f->nargs ? f->nargs : 1) * sizeof *f->argslot);
  f->argty = ir_alloc(p->arena, (size_t)(f->nargs ? f->nargs : 1) * sizeof *f->argty);
  f->argname = ir_alloc(p->arena, (size_t)(f->nargs ? f->nargs : 1) * sizeof *f->argname);
  int i = 0;
  for (LLVMValueRef a = LLVMGetFirstParam(f->fn); a; a = LLVMGetNextParam(a), i++) {
    vty t = type_of(p->td, LLVMTypeOf(a));
    size_t n;
    const char *nm = LLVMGetValueName2(a, &n);
    if (n) snprintf(f->argname[i], sizeof f->argname[i], "%.*s", (int)(n < 60 ? n : 60), nm);
    else snprintf(f->argname[i], sizeof f->argname[i], "arg%d", i);
    f->argty[i] = t;
    if (t.k == T_BAD || t.k == T_VOID) {
      snprintf(err, errlen, "@%s: argument %%%s has a type the interpreter does not support", f->name, f->argname[i]);
      ir_map_free(&d.slot);
      return false;
    }
    f->argslot[i] = new_slots(&d, t.ncell);
    ir_map_put(&d.slot, a, (void *)(uintptr_t)(f->argslot[i] + 1));
  }
  for (int b = 0; b < cfg->n; b++)
    for (LLVMValueRef I = LLVMGetFirstInstruction(cfg->block[b]); I; I = LLVMGetNextInstruction(I)) {
      vty t = type_of(p->td, LLVMTypeOf(I));
      if (t.k == T_VOID) continue;
      uint32_t s = new_slots(&d, t.k == T_BAD ? 1 : t.ncell);
      ir_map_put(&d.slot, I, (void *)(uintptr_t)(s + 1));
    }
  f->blockpc = ir_alloc(p->arena, (size_t)(cfg->n ? cfg->n : 1) * sizeof *f->blockpc);
  for (int b = 0; b < cfg->n; b++) {
    f->blockpc[b] = d.ncode;
    for (LLVMValueRef I = LLVMGetFirstInstruction(cfg->block[b]); I; I = LLVMGetNextInstruction(I)) dec_inst(&d, I);
  }
  for (int e = 0; e < d.edges.n; e++) {
    edge *ed = d.edges.v[e];
    ed->to = f->blockpc[ed->to];
  }
  ir_vec_free(&d.edges);
  f->nloops = cfg->nloops;
  f->loopname = ir_alloc(p->arena, (size_t)(cfg->nloops ? cfg->nloops : 1) * sizeof *f->loopname);
  for (int l = 0; l < cfg->nloops; l++) {
    const char *hn = LLVMGetBasicBlockName(cfg->block[cfg->loops[l].header]);
    snprintf(f->loopname[l], sizeof f->loopname[l], "%s", *hn ? hn : "loop");
  }
  f->ncell = d.nslot;
  f->tmpl = d.tmpl ? d.tmpl : calloc(1, sizeof *d.tmpl);
  f->code = d.code;
  f->src = d.src;
  f->ncode = d.ncode;
  if (f->maxmov > p->maxmov) p->maxmov = f->maxmov;
  ir_map_free(&d.slot);
  return true;
}

static void find_kernels(interp_prog *p) {
  for (int i = 0; i < p->nfn; i++) {
    ir_launch l;
    ir_launch_of(p->fn[i].fn, &l);
    p->fn[i].kernel = l.kernel;
    for (int d = 0; d < 3; d++) p->fn[i].reqntid[d] = l.reqntid[d] <= MAX_THREADS ? l.reqntid[d] : 0;
    p->fn[i].max_threads = l.max_threads;
  }

  p->kern = ir_alloc(p->arena, (size_t)(p->nfn ? p->nfn : 1) * sizeof *p->kern);
  for (int i = 0; i < p->nfn; i++)
    if (p->fn[i].kernel) p->kern[p->nkern++] = i;
  if (!p->nkern)
    for (int i = 0; i < p->nfn; i++) p->kern[p->nkern++] = i;
}

interp_prog *interp_prog_new(LLVMModuleRef m, char *err, size_t errlen) {
  interp_prog *p = calloc(1, sizeof *p);
  if (!p) ir_oom();
  p->m = m;
  p->td = LLVMGetModuleDataLayout(m);
  p->arena = ir_arena_new();
  ir_map_init(&p->fnidx);
  ir_map_init(&p->gidx);
  int nf = 0, ng = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) nf += !LLVMIsDeclaration(f);
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) ng++;
  p->fn = ir_alloc(p->arena, (size_t)(nf ? nf : 1) * sizeof *p->fn);
  p->g = ir_alloc(p->arena, (size_t)(ng ? ng : 1) * sizeof *p->g);
  /* globals first: their buffers have the ids 1..ng, so their addresses are constants */
  unsigned ord[8] = {0};
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
    gvar *v = &p->g[p->ng++];
    v->gv = g;
    size_t n;
    const char *nm = LLVMGetValueName2(g, &n);
    snprintf(v->name, sizeof v->name, "%.*s", (int)(n < 90 ? n : 90), nm);
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
    v->o.as = as == 0 ? 1 : as;
    v->o.size = alloc_size(p, LLVMGlobalGetValueType(g));
    /* extern __shared__ arrays (zero-sized declarations) get the launch's dynamic shared memory */
    if (!v->o.size && LLVMIsDeclaration(g) && as == 3) v->o.size = DYN_SHARED;
    v->o.objsize = v->o.size;
    v->readonly = LLVMIsGlobalConstant(g) || as == 4;
    v->o.base = v->o.as == 1 ? (uint64_t)p->ng << 40 : (uint64_t)(++ord[v->o.as & 7]) << 24;
    ir_map_put(&p->gidx, g, (void *)(intptr_t)p->ng);
  }
  for (int i = 0; i < p->ng; i++) {
    LLVMValueRef init = LLVMGetInitializer(p->g[i].gv);
    if (!init || p->g[i].o.size > (64u << 20)) continue;
    uint8_t *bytes = ir_alloc(p->arena, p->g[i].o.size ? p->g[i].o.size : 1);
    if (const_bytes(p, init, bytes, p->g[i].o.size, 0)) p->g[i].init = bytes;
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    dfn *d = &p->fn[p->nfn++];
    d->fn = f;
    size_t n;
    const char *nm = LLVMGetValueName2(f, &n);
    snprintf(d->name, sizeof d->name, "%.*s", (int)(n < 120 ? n : 120), nm);
    ir_map_put(&p->fnidx, f, (void *)(intptr_t)p->nfn);
  }
  for (int i = 0; i < p->nfn; i++)
    if (!decode_fn(p, &p->fn[i], err, errlen)) {
      interp_prog_free(p);
      return NULL;
    }
  find_kernels(p);
  return p;
}

void interp_prog_free(interp_prog *p) {
  if (!p) return;
  for (int i = 0; i < p->nfn; i++) {
    free(p->fn[i].tmpl);
    free(p->fn[i].code);
    free(p->fn[i].src);
    if (p->fn[i].cfg) ir_cfg_free(p->fn[i].cfg);
  }
  ir_map_free(&p->fnidx);
  ir_map_free(&p->gidx);
  ir_arena_free(p->arena);
  free(p);
}

int interp_prog_nkernels(const interp_prog *p) { return p->nkern; }

int interp_prog_kernel(const interp_prog *p, int i) { return i >= 0 && i < p->nkern ? p->kern[i] : -1; }

const char *interp_prog_name(const interp_prog *p, int k) { return k >= 0 && k < p->nfn ? p->fn[k].name : ""; }

int interp_prog_find(const interp_prog *p, const char *fn) {
  if (!fn) return p->nkern ? p->kern[0] : -1;
  for (int i = 0; i < p->nfn; i++)
    if (strcmp(p->fn[i].name, fn) == 0) return i;
  return -1;
}

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
} buf;

/* Race detection's shadow of a byte: the last write and read(s), by thread + 1 (rt -1:
 * several threads), whether atomic, and the barrier phase they happened in; wold is the
 * byte before the last write, rold the byte the phase's first read saw. */
typedef struct shb {
  int16_t wt, rt;
  uint32_t wph, rph;
  uint8_t wa, ra, wold, rold;
} shb;

enum { SHPAGE = 256 };

typedef struct ovf_ent {
  uint32_t id;
  uint8_t val, used;
  int64_t off;
  shb sh; /* race detection, as for bytes inside the buffer */
} ovf_ent;

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
  cell warp_val;
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
  uint64_t steps;
  interp_status st;
  char msg[640];
  int arrived[16];
  unsigned expect[16];
  ovf_ent *ov;
  size_t nov, capov;
  cell *tmp;
  int rec_thread, stop_thread;
  char race[300]; /* the first data race, "" for none */
  rec *rec;
  int nrec, caprec;
  int nalloca;
};

static const obj *exec_obj(const void *ctx, uint32_t prov) {
  const interp_exec *x = ctx;
  return prov >= 1 && (int)prov <= x->nb ? &x->b[prov - 1].o : NULL;
}

/* The initial contents: mostly small integers (good indices and counts), some small
 * negative ones and floats, some anything. */
static uint32_t fill_word(uint64_t seed, uint64_t key, int64_t word) {
  uint64_t h = (seed ^ key * 0x9E3779B97F4A7C15ULL) + (uint64_t)word * 0xD1B54A32D192ED03ULL;
  h ^= h >> 31;
  h *= 0xbf58476d1ce4e5b9ULL;
  h ^= h >> 29;
  uint32_t r = (uint32_t)(h >> 32);
  switch (h & 15) {
  case 0: case 1: case 2: case 3: case 4: case 5: return r & 7;
  case 6: case 7: return r & 63;
  case 8: return (uint32_t)-(int32_t)(1 + (r & 3));
  case 9: return r & 1023;
  case 10: case 11: return fbits32((float)((int)(r & 31) - 16) / 4.0f);
  default: return r;
  }
}

static uint8_t fill_byte(const interp_exec *x, const buf *b, int64_t off) {
  if (x->in.zero_fill) return 0;
  uint32_t w = fill_word(x->in.fill_seed, b->key, off >> 2);
  return (uint8_t)(w >> (8 * (off & 3)));
}

static void fill(const interp_exec *x, const buf *b) {
  if (x->in.zero_fill) {
    memset(b->data, 0, b->o.size);
    return;
  }
  uint64_t n = b->o.size;
  for (uint64_t i = 0; i + 4 <= n; i += 4) {
    uint32_t w = fill_word(x->in.fill_seed, b->key, (int64_t)(i >> 2));
    memcpy(b->data + i, &w, 4);
  }
  for (uint64_t i = n & ~3ULL; i < n; i++) b->data[i] = fill_byte(x, b, (int64_t)i);
}

static uint64_t name_key(const char *s) {
  uint64_t h = 1469598103934665603ULL;
  for (; *s; s++) h = (h ^ (uint8_t)*s) * 1099511628211ULL;
  return h;
}

/* The overflow store of unbounded objects: bytes outside a buffer, by (buffer, offset). */
static ovf_ent *ov_find(interp_exec *x, uint32_t id, int64_t off, bool insert) {
  if (insert && (x->nov + 1) * 2 > x->capov) {
    size_t cap = x->capov ? x->capov * 2 : 256;
    ovf_ent *n = calloc(cap, sizeof *n);
    if (!n) ir_oom();
    for (size_t i = 0; i < x->capov; i++) {
      if (!x->ov[i].used) continue;
      size_t h = mix64(x->ov[i].id * 31 + (uint64_t)x->ov[i].off) & (cap - 1);
      while (n[h].used) h = (h + 1) & (cap - 1);
      n[h] = x->ov[i];
    }
    free(x->ov);
    x->ov = n;
    x->capov = cap;
  }
  if (!x->capov) return NULL;
  size_t h = mix64(id * 31 + (uint64_t)off) & (x->capov - 1);
  while (x->ov[h].used) {
    if (x->ov[h].id == id && x->ov[h].off == off) return &x->ov[h];
    h = (h + 1) & (x->capov - 1);
  }
  if (!insert) return NULL;
  memset(&x->ov[h], 0, sizeof x->ov[h]);
  x->ov[h].used = 1;
  x->ov[h].id = id;
  x->ov[h].off = off;
  x->ov[h].val = fill_byte(x, &x->b[id - 1], off); /* what the byte held: a read may come first */
  x->nov++;
  return &x->ov[h];
}

static uint8_t mem_byte(const interp_exec *x, uint32_t id, int64_t off) {
  const buf *b = &x->b[id - 1];
  if (off >= 0 && (uint64_t)off < b->o.size) return b->data[off];
  ovf_ent *e = ov_find((interp_exec *)x, id, off, false);
  return e ? e->val : fill_byte(x, b, off);
}

static void mem_read(interp_exec *x, uint32_t id, int64_t off, uint8_t *out, uint64_t n) {
  const buf *b = &x->b[id - 1];
  if (off >= 0 && (uint64_t)off + n <= b->o.size) {
    memcpy(out, b->data + off, n);
    return;
  }
  for (uint64_t i = 0; i < n; i++) out[i] = mem_byte(x, id, off + (int64_t)i);
}

static void mem_write(interp_exec *x, uint32_t id, int64_t off, const uint8_t *in, uint64_t n) {
  buf *b = &x->b[id - 1];
  if (off >= 0 && (uint64_t)off + n <= b->o.size) {
    memcpy(b->data + off, in, n);
    return;
  }
  for (uint64_t i = 0; i < n; i++) {
    int64_t o = off + (int64_t)i;
    if (o >= 0 && (uint64_t)o < b->o.size) b->data[o] = in[i];
    else ov_find(x, id, o, true)->val = in[i];
  }
}

/* "%out+0x10", "@s-0x4" */
static void addr_str(const interp_exec *x, uint32_t id, int64_t off, char *s, size_t n) {
  if (!id) {
    snprintf(s, n, "(no object)");
    return;
  }
  if (off < 0) snprintf(s, n, "%s-0x%" PRIx64, x->b[id - 1].name, (uint64_t)-off);
  else snprintf(s, n, "%s+0x%" PRIx64, x->b[id - 1].name, (uint64_t)off);
}

static void thread_str(const thr *t, char *s, size_t n);

static shb *shadow(buf *b, uint64_t off) {
  if (!b->shp) {
    b->shp = calloc((b->o.size + SHPAGE - 1) / SHPAGE, sizeof *b->shp);
    if (!b->shp) ir_oom();
  }
  shb **pg = &b->shp[off / SHPAGE];
  if (!*pg) {
    *pg = calloc(SHPAGE, sizeof **pg);
    if (!*pg) ir_oom();
  }
  return &(*pg)[off % SHPAGE];
}

/* Two threads touch a byte between the same barriers, at least one of them writing and
 * changing it, and not both with commuting atomics (atomic: 0 plain, 1 a commuting
 * atomicrmw, 2 any other atomic: a load, a store, xchg, a float add, an atomic whose
 * result is used): what is read or left may depend on the schedule.
 * (Writes of the value a byte already holds, such as every thread storing the same flag,
 * cannot.)  Called before a write, with the new bytes.  Records the first race. */
static void race_check(interp_exec *x, const thr *t, uint32_t id, int64_t off, uint64_t n, const uint8_t *wr,
                       int atomic) {
  bool write = wr != NULL;
  buf *b = &x->b[id - 1];
  if (b->kind == BK_ALLOCA) return;
  int16_t me = (int16_t)(t->id + 1);
  for (uint64_t i = 0; i < n; i++) {
    int64_t o = off + (int64_t)i;
    shb *s;
    uint8_t cur;
    if (o >= 0 && (uint64_t)o < b->o.size) {
      s = shadow(b, (uint64_t)o);
      cur = b->data[o];
    } else { /* an unbounded object's byte outside its buffer */
      ovf_ent *e = ov_find(x, id, o, true);
      s = &e->sh;
      cur = e->val;
    }
    bool changes = write ? wr[i] != cur : s->wold != cur;
    int other = 0;
    const char *kind = NULL;
    if (s->wt && s->wt != me && s->wph == t->phase && !(atomic == 1 && s->wa == 1) && changes) {
      other = s->wt;
      kind = atomic && s->wa ? "atomics whose order matters" : write ? "WAW" : "RAW";
    } else if (write && wr[i] != s->rold && s->rt && s->rt != me && s->rph == t->phase && !(atomic == 1 && s->ra == 1)) {
      /* the reader saw rold; had this write come first it would have seen wr (an atomic
       * add that a plain store of its result then overwrites is such a pair) */
      other = s->rt;
      kind = atomic && s->ra ? "atomics whose order matters" : "WAR";
    }
    if (kind && !x->race[0]) {
      char a[160], ta[48], tb[48] = "another thread";
      addr_str(x, id, off + (int64_t)i, a, sizeof a);
      thread_str(t, ta, sizeof ta);
      if (other > 0) thread_str(&x->t[other - 1], tb, sizeof tb);
      snprintf(x->race, sizeof x->race, "data race (%s) on %s between threads %s and %s, no barrier between them", kind,
               a, tb, ta);
    }
    if (write) {
      s->wt = me;
      s->wph = t->phase;
      s->wa = (uint8_t)atomic;
      s->wold = cur;
    } else {
      bool fresh = !s->rt || s->rph != t->phase;
      if (fresh) {
        s->rt = me;
        s->ra = (uint8_t)atomic;
        s->rold = cur;
      } else {
        if (s->rt != me) s->rt = -1;
        s->ra = s->ra == 1 && atomic == 1;
      }
      s->rph = t->phase;
    }
  }
}

/* The buffer a numeric address in address space as points into (inttoptr, loaded pointers). */
static uint32_t decode_addr(const interp_exec *x, int thread, unsigned as, uint64_t v) {
  uint64_t g = as == 0 ? v : v + window(as);
  unsigned top = (unsigned)(g >> 56);
  if (top == 0) {
    uint64_t id = g >> 40;
    return id >= 1 && id <= (uint64_t)x->nb && x->b[id - 1].o.as == 1 ? (uint32_t)id : 0;
  }
  uint64_t local = g - window(top);
  for (int i = 0; i < x->nb; i++) {
    const buf *b = &x->b[i];
    if (b->o.as == top && (top != 5 || b->owner == thread) && local >> 24 == b->o.base >> 24) return (uint32_t)i + 1;
  }
  return 0;
}

static void thread_str(const thr *t, char *s, size_t n) { snprintf(s, n, "(%u,%u,%u)", t->tid[0], t->tid[1], t->tid[2]); }

static void stop(interp_exec *x, interp_status st, thr *t, uint32_t pc, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static void stop(interp_exec *x, interp_status st, thr *t, uint32_t pc, const char *fmt, ...) {
  if (x->st != INTERP_OK) return;
  x->st = st;
  char what[400];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  if (!t) {
    snprintf(x->msg, sizeof x->msg, "%s", what);
    return;
  }
  const frame *F = &t->fr[t->depth - 1];
  char ts[48], it[200] = "";
  thread_str(t, ts, sizeof ts);
  if (pc < F->f->ncode && F->f->src[pc]) inst_text(F->f->src[pc], it, sizeof it);
  snprintf(x->msg, sizeof x->msg, "%s in thread %s of @%s: %s", what, ts, F->f->name, it);
}

/* Where an access of n bytes through p lands; false after UB. */
static bool resolve(interp_exec *x, thr *t, uint32_t pc, cell p, unsigned as, unsigned pw, uint64_t n, bool write,
                    const char *what, uint32_t *id, int64_t *off) {
  if (p.poison) {
    stop(x, INTERP_UB, t, pc, "%s through a poison address", what);
    return false;
  }
  if (!p.prov || (int)p.prov > x->nb) {
    stop(x, INTERP_UB, t, pc, "%s through 0x%" PRIx64 ", which points to no object", what, p.v);
    return false;
  }
  buf *b = &x->b[p.prov - 1];
  uint64_t base;
  if (!obj_base_in(&b->o, as, &base)) {
    stop(x, INTERP_UB, t, pc, "%s through an addrspace(%u) pointer into %s (addrspace(%u))", what, as, b->name, b->o.as);
    return false;
  }
  *id = p.prov;
  *off = sx((p.v - base) & mask(pw), pw);
  if (b->kind == BK_ALLOCA && b->owner != t->id) {
    stop(x, INTERP_UB, t, pc, "%s of another thread's local memory %s", what, b->name);
    return false;
  }
  if (write && b->readonly) {
    stop(x, INTERP_UB, t, pc, "%s to constant memory %s", what, b->name);
    return false;
  }
  if ((*off < 0 || (uint64_t)*off + n > b->o.size) && !x->o.unbounded) {
    char a[160];
    addr_str(x, *id, *off, a, sizeof a);
    stop(x, INTERP_UB, t, pc, "out-of-bounds %s of %" PRIu64 " bytes at %s (a %" PRIu64 "-byte buffer)", what, n, a,
         b->o.size);
    return false;
  }
  return true;
}

static rec *record(interp_exec *x, thr *t, const memd *m) {
  if (x->rec_thread != t->id || x->nrec >= MAX_REC) return NULL;
  if (x->nrec == x->caprec) {
    x->caprec = x->caprec ? x->caprec * 2 : 64;
    x->rec = realloc(x->rec, (size_t)x->caprec * sizeof *x->rec);
    if (!x->rec) ir_oom();
  }
  rec *r = &x->rec[x->nrec++];
  memset(r, 0, sizeof *r);
  const frame *F = &t->fr[t->depth - 1];
  r->tag = m->tag;
  r->kind = m->kind;
  r->vol = m->vol;
  r->ord = m->ord;
  r->m = m;
  r->f = F->f;
  r->nk = m->nloop < 4 ? m->nloop : 4;
  for (int i = 0; i < r->nk; i++) r->k[i] = F->k[m->loops[m->nloop - r->nk + i]];
  return r;
}

static uint64_t lane_get(const uint8_t *p, unsigned esize, unsigned w) {
  uint64_t v = 0;
  memcpy(&v, p, esize);
  return v & mask(w);
}

static bool do_load(interp_exec *x, thr *t, uint32_t pc, const ins *I, cell *R) {
  const memd *m = I->x;
  cell p = R[I->a];
  rec *r = record(x, t, m);
  uint32_t id;
  int64_t off;
  if (r) {
    r->apoison = (uint8_t)(p.poison != 0);
    r->size = m->bytes;
  }
  if (!resolve(x, t, pc, p, m->as, m->pw, m->bytes, false, "load", &id, &off)) return false;
  if (r) {
    r->id = id;
    r->off = off;
  }
  uint8_t bytes[512];
  if (m->bytes > sizeof bytes) {
    stop(x, INTERP_ERROR, t, pc, "a load of %u bytes", m->bytes);
    return false;
  }
  mem_read(x, id, off, bytes, m->bytes);
  race_check(x, t, id, off, m->bytes, NULL, m->ord ? 2 : 0);
  for (unsigned l = 0; l < m->ty.lanes; l++) {
    cell *d = &R[I->d + l];
    d->v = lane_get(bytes + l * m->esize, m->esize, m->ty.w);
    d->poison = 0;
    d->prov = m->ty.k == T_PTR ? decode_addr(x, t->id, m->ty.as, d->v) : 0;
  }
  if (r) r->val = R[I->d].v; /* not compared: a load is its address */
  return true;
}

static bool do_store(interp_exec *x, thr *t, uint32_t pc, const ins *I, cell *R) {
  const memd *m = I->x;
  cell p = R[I->a];
  rec *r = record(x, t, m);
  uint8_t bytes[512];
  uint32_t vp = 0;
  if (m->bytes > sizeof bytes) {
    stop(x, INTERP_ERROR, t, pc, "a store of %u bytes", m->bytes);
    return false;
  }
  for (unsigned l = 0; l < m->ty.lanes; l++) {
    const cell *v = &R[I->b + l];
    vp |= v->poison;
    memcpy(bytes + l * m->esize, &v->v, m->esize);
  }
  if (r) {
    r->apoison = (uint8_t)(p.poison != 0);
    r->vpoison = (uint8_t)(vp != 0);
    r->size = m->bytes;
    r->val = R[I->b].v;
    r->hasval = 1;
  }
  uint32_t id;
  int64_t off;
  if (!resolve(x, t, pc, p, m->as, m->pw, m->bytes, true, "store", &id, &off)) return false;
  if (r) {
    r->id = id;
    r->off = off;
  }
  if (vp) {
    stop(x, INTERP_UB, t, pc, "store of a poison value");
    return false;
  }
  race_check(x, t, id, off, m->bytes, bytes, m->ord ? 2 : 0);
  mem_write(x, id, off, bytes, m->bytes);
  return true;
}

static bool do_rmw(interp_exec *x, thr *t, uint32_t pc, const ins *I, cell *R) {
  const memd *m = I->x;
  cell p = R[I->a], v = R[I->b], c = I->op == OP_CMPXCHG ? R[I->c] : v;
  rec *r = record(x, t, m);
  if (r) {
    r->apoison = (uint8_t)(p.poison != 0);
    r->vpoison = (uint8_t)((v.poison | c.poison) != 0);
    r->size = m->bytes;
    r->val = I->op == OP_CMPXCHG ? c.v : v.v;
    r->len = I->op == OP_CMPXCHG ? v.v : 0;
    r->hasval = 1;
  }
  uint32_t id;
  int64_t off;
  if (!resolve(x, t, pc, p, m->as, m->pw, m->bytes, true, I->op == OP_CMPXCHG ? "cmpxchg" : "atomicrmw", &id, &off))
    return false;
  if (r) {
    r->id = id;
    r->off = off;
  }
  if (v.poison || c.poison) {
    stop(x, INTERP_UB, t, pc, "atomic operation on a poison value");
    return false;
  }
  uint8_t bytes[8];
  mem_read(x, id, off, bytes, m->esize);
  race_check(x, t, id, off, m->esize, NULL, m->commutes ? 1 : 2);
  unsigned w = m->ty.w;
  uint64_t old = lane_get(bytes, m->esize, w), nw = old;
  if (I->op == OP_CMPXCHG) {
    bool eq = old == v.v;
    if (eq) nw = c.v;
    R[I->d].v = old;
    R[I->d].prov = m->ty.k == T_PTR ? decode_addr(x, t->id, m->ty.as, old) : 0;
    R[I->d].poison = 0;
    R[I->d + 1].v = eq;
    R[I->d + 1].prov = R[I->d + 1].poison = 0;
  } else {
    uint64_t a = v.v;
    bool fp = m->ty.k == T_F32 || m->ty.k == T_F64;
    switch (m->rmw) {
    case LLVMAtomicRMWBinOpXchg: nw = a; break;
    case LLVMAtomicRMWBinOpAdd: nw = (old + a) & mask(w); break;
    case LLVMAtomicRMWBinOpSub: nw = (old - a) & mask(w); break;
    case LLVMAtomicRMWBinOpAnd: nw = old & a; break;
    case LLVMAtomicRMWBinOpNand: nw = ~(old & a) & mask(w); break;
    case LLVMAtomicRMWBinOpOr: nw = old | a; break;
    case LLVMAtomicRMWBinOpXor: nw = old ^ a; break;
    case LLVMAtomicRMWBinOpMax: nw = sx(old, w) > sx(a, w) ? old : a; break;
    case LLVMAtomicRMWBinOpMin: nw = sx(old, w) < sx(a, w) ? old : a; break;
    case LLVMAtomicRMWBinOpUMax: nw = old > a ? old : a; break;
    case LLVMAtomicRMWBinOpUMin: nw = old < a ? old : a; break;
    case LLVMAtomicRMWBinOpFAdd: if (fp) nw = fput(fget(old, w) + fget(a, w), w); break;
    case LLVMAtomicRMWBinOpFSub: if (fp) nw = fput(fget(old, w) - fget(a, w), w); break;
    case LLVMAtomicRMWBinOpFMax: if (fp) nw = fput(fmax(fget(old, w), fget(a, w)), w); break;
    case LLVMAtomicRMWBinOpFMin: if (fp) nw = fput(fmin(fget(old, w), fget(a, w)), w); break;
    case LLVMAtomicRMWBinOpUIncWrap: nw = old >= a ? 0 : old + 1; break;
    case LLVMAtomicRMWBinOpUDecWrap: nw = old == 0 || old > a ? a : old - 1; break;
    default:
      stop(x, INTERP_ERROR, t, pc, "atomicrmw operation %u", m->rmw);
      return false;
    }
    R[I->d].v = old;
    R[I->d].prov = m->ty.k == T_PTR ? decode_addr(x, t->id, m->ty.as, old) : 0;
    R[I->d].poison = 0;
  }
  memcpy(bytes, &nw, m->esize);
  race_check(x, t, id, off, m->esize, bytes, m->commutes ? 1 : 2);
  mem_write(x, id, off, bytes, m->esize);
  return true;
}

static bool do_memintr(interp_exec *x, thr *t, uint32_t pc, const ins *I, cell *R) {
  const memd *m = I->x;
  cell dp = R[I->a], sv = R[I->b], lc = R[I->c];
  bool set = I->op == OP_MEMSET;
  rec *r = record(x, t, m);
  if (r) {
    r->apoison = (uint8_t)((dp.poison | (set ? 0 : sv.poison)) != 0);
    r->vpoison = (uint8_t)((lc.poison | (set ? sv.poison : 0)) != 0);
    r->len = lc.v;
    r->hasval = set;
    r->val = set ? sv.v : 0;
  }
  if (lc.poison) {
    stop(x, INTERP_UB, t, pc, "memory intrinsic with a poison length");
    return false;
  }
  uint64_t n = lc.v;
  if (n == 0) return true;
  uint32_t id, id2 = 0;
  int64_t off, off2 = 0;
  if (!resolve(x, t, pc, dp, m->as, m->pw, n, true, set ? "memset" : "memcpy", &id, &off)) return false;
  if (!set && !resolve(x, t, pc, sv, m->as2, m->pw2, n, false, "memcpy source", &id2, &off2)) return false;
  if (n > (256u << 20)) {
    stop(x, INTERP_LIMIT, t, pc, "memory intrinsic of %" PRIu64 " bytes", n);
    return false;
  }
  if (r) {
    r->id = id;
    r->off = off;
    r->id2 = id2;
    r->off2 = off2;
  }
  uint8_t *tmp = malloc(n);
  if (!tmp) ir_oom();
  if (set) {
    if (sv.poison) {
      free(tmp);
      stop(x, INTERP_UB, t, pc, "memset of a poison value");
      return false;
    }
    memset(tmp, (int)(sv.v & 0xff), n);
  } else {
    if (m->kind == MK_MEMCPY && id == id2 && off < off2 + (int64_t)n && off2 < off + (int64_t)n && off != off2) {
      free(tmp);
      stop(x, INTERP_UB, t, pc, "memcpy of overlapping ranges");
      return false;
    }
    mem_read(x, id2, off2, tmp, n);
  }
  if (!set) race_check(x, t, id2, off2, n, NULL, 0);
  race_check(x, t, id, off, n, tmp, 0);
  mem_write(x, id, off, tmp, n);
  free(tmp);
  return true;
}

static uint32_t add_buf(interp_exec *x) {
  if (x->nb == x->capb) {
    x->capb = x->capb ? x->capb * 2 : 16;
    x->b = realloc(x->b, (size_t)x->capb * sizeof *x->b);
    if (!x->b) ir_oom();
  }
  memset(&x->b[x->nb], 0, sizeof *x->b);
  x->b[x->nb].owner = -1;
  return (uint32_t)++x->nb;
}

static bool do_alloca(interp_exec *x, thr *t, uint32_t pc, const ins *I, cell *R) {
  uint64_t n = 1;
  if (I->a != NOSLOT) {
    if (R[I->a].poison) {
      stop(x, INTERP_UB, t, pc, "alloca of a poison count");
      return false;
    }
    n = R[I->a].v;
  }
  uint64_t size = I->imm * n;
  /* 16 MiB slots of the local window: 255 of them fit a 32-bit local pointer */
  if (x->nalloca >= MAX_ALLOCAS || size > (16u << 20) || t->nalloca >= (I->w <= 32 ? 255 : 1 << 20)) {
    stop(x, INTERP_ERROR, t, pc, "too many or too large allocas");
    return false;
  }
  x->nalloca++;
  uint32_t id = add_buf(x);
  buf *b = &x->b[id - 1];
  b->kind = BK_ALLOCA;
  b->owner = t->id;
  b->index = t->nalloca;
  b->o.as = 5;
  b->o.size = size;
  b->o.objsize = size;
  b->o.base = (uint64_t)(++t->nalloca) << 24;
  b->key = 0x100000 + (uint64_t)t->id * 4096 + (uint64_t)b->index;
  snprintf(b->name, sizeof b->name, "alloca#%d.%d", t->id, b->index);
  b->data = malloc(size ? size : 1);
  if (!b->data) ir_oom();
  fill(x, b);
  unsigned as = (unsigned)(uintptr_t)I->x;
  cell *d = &R[I->d];
  d->v = (as == 0 ? b->o.base + window(5) : b->o.base) & mask(I->w);
  d->prov = id;
  d->poison = 0;
  return true;
}

/* ---- threads ------------------------------------------------------------------------- */

static frame *push_frame(thr *t, const dfn *f, uint32_t ret) {
  if (t->depth == t->capfr) {
    t->capfr = t->capfr ? t->capfr * 2 : 4;
    t->fr = realloc(t->fr, (size_t)t->capfr * sizeof *t->fr);
    if (!t->fr) ir_oom();
  }
  frame *F = &t->fr[t->depth++];
  F->f = f;
  F->R = malloc((f->ncell ? f->ncell : 1) * sizeof *F->R);
  F->k = calloc((size_t)(f->nloops ? f->nloops : 1), sizeof *F->k);
  if (!F->R || !F->k) ir_oom();
  memcpy(F->R, f->tmpl, f->ncell * sizeof *F->R);
  F->pc = 0;
  F->ret = ret;
  return F;
}

static void pop_frame(thr *t) {
  frame *F = &t->fr[--t->depth];
  free(F->R);
  free(F->k);
}

static bool warp_ready(interp_exec *x, int warp, uint32_t m);
static void warp_release(interp_exec *x, int warp, uint32_t m);

static void thread_done(interp_exec *x, thr *t) {
  while (t->depth) pop_frame(t);
  t->st = TS_DONE;
  x->live--;
  /* lanes of its warp waiting at a collective no longer wait for it */
  int warp = t->id / 32;
  for (int l = 0; l < 32 && warp * 32 + l < x->nt; l++) {
    thr *o = &x->t[warp * 32 + l];
    if (o->st == TS_WARP && warp_ready(x, warp, o->warp_mask)) warp_release(x, warp, o->warp_mask);
  }
}

static void release(interp_exec *x, int id) {
  unsigned pop = 0, all = 1, any = 0;
  for (int i = 0; i < x->nt; i++) {
    thr *t = &x->t[i];
    if (t->st != TS_BAR || t->bar != id) continue;
    pop += t->bar_pred;
    all &= t->bar_pred;
    any |= t->bar_pred;
  }
  for (int i = 0; i < x->nt; i++) {
    thr *t = &x->t[i];
    if (t->st != TS_BAR || t->bar != id) continue;
    t->st = TS_RUN;
    t->phase++;
    if (t->bar_kind && t->bar_dst != NOSLOT) {
      cell *d = &t->fr[t->depth - 1].R[t->bar_dst];
      d->v = t->bar_kind == 1 ? pop : t->bar_kind == 2 ? all : any;
      d->prov = d->poison = 0;
    }
  }
  x->arrived[id] = 0;
  x->expect[id] = 0;
}

/* Arrives at a barrier (the thread blocks); false after UB. */
static bool do_barrier(interp_exec *x, thr *t, uint32_t pc, const ins *I, const cell *R) {
  unsigned id = 0, cnt = (unsigned)x->nt;
  if (I->a != NOSLOT) {
    if (R[I->a].poison || R[I->a].v >= 16) {
      stop(x, INTERP_UB, t, pc, "barrier id %s", R[I->a].poison ? "is poison" : "out of range");
      return false;
    }
    id = (unsigned)R[I->a].v;
  }
  if (I->b != NOSLOT) {
    if (R[I->b].poison || R[I->b].v == 0) {
      stop(x, INTERP_UB, t, pc, "barrier thread count %s", R[I->b].poison ? "is poison" : "is 0");
      return false;
    }
    cnt = (unsigned)R[I->b].v;
  }
  if (I->c != NOSLOT && R[I->c].poison) {
    stop(x, INTERP_UB, t, pc, "barrier predicate is poison");
    return false;
  }
  if (x->expect[id] && x->expect[id] != cnt) {
    stop(x, INTERP_UB, t, pc, "barrier %u reached with thread counts %u and %u", id, x->expect[id], cnt);
    return false;
  }
  x->expect[id] = cnt;
  t->st = TS_BAR;
  t->bar = (int)id;
  t->bar_kind = (uint8_t)I->imm;
  t->bar_dst = I->d;
  t->bar_pred = I->c != NOSLOT && R[I->c].v != 0;
  if ((unsigned)++x->arrived[id] >= cnt) release(x, (int)id);
  return true;
}

/* The lanes of t's warp that take part in a collective with mask m: those that exist in the
 * CTA and have not exited (PTX: "all non-exited threads from membermask"). */
static bool warp_member(const interp_exec *x, int warp, unsigned lane, uint32_t m) {
  int id = warp * 32 + (int)lane;
  return (m >> lane & 1) && id < x->nt && x->t[id].st != TS_DONE;
}

/* Computes every waiting lane's result once all lanes of the mask have arrived. */
static void warp_release(interp_exec *x, int warp, uint32_t m) {
  thr *lane[32] = {0};
  for (unsigned l = 0; l < 32; l++)
    if (warp_member(x, warp, l, m)) lane[l] = &x->t[warp * 32 + (int)l];
  uint32_t ballot = 0, all = 1, any = 0;
  bool uni = true;
  int first = -1;
  for (unsigned l = 0; l < 32; l++) {
    if (!lane[l]) continue;
    uint32_t p = lane[l]->warp_val.v != 0;
    ballot |= p << l;
    all &= p;
    any |= p;
    if (first < 0) first = (int)l;
    else uni &= p == (lane[first]->warp_val.v != 0);
  }
  for (unsigned l = 0; l < 32; l++) {
    thr *t = lane[l];
    if (!t) continue;
    cell r = {0, 0, 0};
    if (t->warp_kind < 4) {
      unsigned b = t->warp_b & 31, cval = t->warp_c & 31, seg = (t->warp_c >> 8) & 31;
      int maxl = (int)((l & seg) | (cval & ~seg)), minl = (int)(l & seg), j;
      bool in;
      switch (t->warp_kind) {
      case 0: j = (int)l - (int)b; in = j >= maxl; break;
      case 1: j = (int)(l + b); in = j <= maxl; break;
      case 2: j = (int)(l ^ b); in = j <= maxl; break;
      default: j = minl | (int)(b & ~seg); in = j <= maxl; break;
      }
      if (!in || j < 0 || j > 31 || !lane[j]) j = (int)l; /* out of range, or a lane not taking part */
      r = lane[j]->warp_val;
    } else {
      r.v = t->warp_kind == 4 ? all : t->warp_kind == 5 ? any : t->warp_kind == 6 ? uni : ballot;
    }
    t->st = TS_RUN;
    if (t->warp_dst != NOSLOT) t->fr[t->depth - 1].R[t->warp_dst] = r;
  }
}

/* Waits until every non-exited lane of the mask is at a warp collective, then exchanges;
 * false after UB. */
static bool warp_ready(interp_exec *x, int warp, uint32_t m) {
  for (unsigned l = 0; l < 32; l++)
    if (warp_member(x, warp, l, m) && x->t[warp * 32 + (int)l].st != TS_WARP) return false;
  return true;
}

static bool do_warp(interp_exec *x, thr *t, uint32_t pc, const ins *I, const cell *R) {
  const cell *mk = &R[I->a], *v = &R[I->b];
  unsigned lane = (unsigned)t->id % 32;
  if (mk->poison || !(mk->v >> lane & 1)) {
    stop(x, INTERP_UB, t, pc, "warp collective with %s", mk->poison ? "a poison mask" : "a mask without its own lane");
    return false;
  }
  uint32_t cs = (uint32_t)(uintptr_t)I->x;
  if (I->imm < 4 && ((I->c != NOSLOT && R[I->c].poison) || (cs && R[cs - 1].poison))) {
    stop(x, INTERP_UB, t, pc, "shuffle with a poison lane or clamp");
    return false;
  }
  if (I->imm >= 4 && v->poison) {
    stop(x, INTERP_UB, t, pc, "vote on poison");
    return false;
  }
  t->st = TS_WARP;
  t->warp_at = I;
  t->warp_kind = (uint8_t)I->imm;
  t->warp_dst = I->d;
  t->warp_mask = (uint32_t)mk->v;
  t->warp_val = *v;
  t->warp_b = I->c != NOSLOT ? (uint32_t)R[I->c].v : 0;
  t->warp_c = cs ? (uint32_t)R[cs - 1].v : 0;
  int warp = t->id / 32;
  for (unsigned l = 0; l < 32; l++) {
    if (!warp_member(x, warp, l, t->warp_mask)) continue;
    const thr *o = &x->t[warp * 32 + (int)l];
    if (o->st == TS_WARP && (o->warp_kind != t->warp_kind || o->warp_mask != t->warp_mask)) {
      stop(x, INTERP_UB, t, pc, "warp collectives of lanes %u and %u differ (kind or mask)", lane, l);
      return false;
    }
  }
  if (warp_ready(x, warp, t->warp_mask)) warp_release(x, warp, t->warp_mask);
  return true;
}

static bool cluster_ready(const interp_exec *x, const thr *t) {
  for (int i = 0; i < x->nt; i++)
    if (x->t[i].st != TS_DONE && x->t[i].clgen < t->clgen) return false;
  return true;
}

static uint64_t bswap64(uint64_t v, unsigned w) {
  uint64_t r = 0;
  for (unsigned i = 0; i < w / 8; i++) r |= ((v >> (8 * i)) & 0xff) << (w - 8 - 8 * i);
  return r;
}

/* Runs thread t for at most budget instructions, or to the end of its block, or until it
 * blocks, exits or stops the execution. */
static void run_thread(interp_exec *x, thr *t, int64_t budget, bool to_block_end) {
  frame *F = &t->fr[t->depth - 1];
  cell *R = F->R;
  const ins *code = F->f->code;
  uint32_t pc = F->pc;
  int64_t n = 0;
  while (n < budget) {
    const ins *I = &code[pc];
    n++;
    switch ((iop)I->op) {
    case OP_NOP: pc++; break;
    case OP_MOV: memmove(&R[I->d], &R[I->a], I->imm * sizeof *R); pc++; break;
    case OP_ADD: case OP_SUB: case OP_MUL: case OP_UDIV: case OP_SDIV: case OP_UREM: case OP_SREM: case OP_SHL:
    case OP_LSHR: case OP_ASHR: case OP_AND: case OP_OR: case OP_XOR: case OP_SMIN: case OP_SMAX: case OP_UMIN:
    case OP_UMAX: {
      const cell *a = &R[I->a], *b = &R[I->b];
      uint64_t r;
      int s = alu(I->op, I->fl, I->w, a->v, b->v, &r);
      if (s >= ALU_DIV0 || ((I->op >= OP_UDIV && I->op <= OP_SREM) && b->poison)) {
        stop(x, INTERP_UB, t, pc, "%s", b->poison ? "division by poison" : s == ALU_DIV0 ? "division by zero"
                                                                                           : "signed division overflow");
        goto out;
      }
      cell *d = &R[I->d];
      d->v = r;
      d->prov = int_prov(I->op, a->prov, b->prov);
      d->poison = a->poison | b->poison | (s == ALU_POISON);
      pc++;
      break;
    }
    case OP_ICMP: {
      const cell *a = &R[I->a], *b = &R[I->b];
      cell *d = &R[I->d];
      d->v = icmp((unsigned)I->imm, I->w, a->v, b->v);
      d->prov = 0;
      d->poison = a->poison | b->poison;
      pc++;
      break;
    }
    case OP_SELECT: {
      const cell *c = &R[I->a];
      const cell *s = (c->v & 1) ? &R[I->b] : &R[I->c];
      memmove(&R[I->d], s, I->imm * sizeof *R);
      if (c->poison)
        for (uint64_t i = 0; i < I->imm; i++) R[I->d + i].poison = 1;
      pc++;
      break;
    }
    case OP_TRUNC: case OP_ZEXT: case OP_SEXT: {
      const cell *a = &R[I->a];
      cell *d = &R[I->d];
      uint64_t r;
      bool po = cast_int(I->op, I->fl, (unsigned)I->imm, I->w, a->v, &r);
      d->v = r;
      d->prov = 0;
      d->poison = a->poison | po;
      pc++;
      break;
    }
    case OP_FPTOSI: case OP_FPTOUI: case OP_SITOFP: case OP_UITOFP: case OP_FPEXT: case OP_FPTRUNC: {
      const cell *a = &R[I->a];
      cell *d = &R[I->d];
      uint64_t r;
      bool po = cast_fp(I->op, I->fl, (unsigned)I->imm, I->w, a->v, &r);
      d->v = r;
      d->prov = 0;
      d->poison = a->poison | po;
      pc++;
      break;
    }
    case OP_PTRTOINT: {
      cell a = R[I->a];
      R[I->d] = (cell){a.v & mask(I->w), a.prov, a.poison};
      pc++;
      break;
    }
    case OP_INTTOPTR: {
      cell a = R[I->a];
      uint64_t v = a.v & mask(I->w);
      R[I->d] = (cell){v, a.poison ? 0 : a.prov ? a.prov : decode_addr(x, t->id, (unsigned)I->imm, v), a.poison};
      pc++;
      break;
    }
    case OP_ASCAST: {
      cell a = R[I->a];
      R[I->d] = (cell){ascast(a.v, (unsigned)(I->imm >> 16), (unsigned)(I->imm & 0xffff), I->w), a.prov, a.poison};
      pc++;
      break;
    }
    case OP_BITCAST: {
      unsigned sw = (unsigned)(I->imm >> 32), sl = (unsigned)(I->imm >> 16) & 0xffff, dl = (unsigned)I->imm & 0xffff;
      uint8_t bytes[512];
      uint32_t po = 0;
      for (unsigned l = 0; l < sl && (l + 1) * sw / 8 <= sizeof bytes; l++) {
        memcpy(bytes + l * sw / 8, &R[I->a + l].v, sw / 8);
        po |= R[I->a + l].poison;
      }
      for (unsigned l = 0; l < dl; l++) {
        cell *d = &R[I->d + l];
        d->v = lane_get(bytes + l * I->w / 8, I->w / 8u, I->w);
        d->prov = 0;
        d->poison = po;
      }
      pc++;
      break;
    }
    case OP_FADD: case OP_FSUB: case OP_FMUL: case OP_FDIV: case OP_FREM: case OP_FMIN: case OP_FMAX: {
      const cell *a = &R[I->a], *b = &R[I->b];
      cell *d = &R[I->d];
      if (I->w == 32) {
        float p = f32of(a->v), q = f32of(b->v), r;
        switch (I->op) {
        case OP_FADD: r = p + q; break;
        case OP_FSUB: r = p - q; break;
        case OP_FMUL: r = p * q; break;
        case OP_FDIV: r = p / q; break;
        case OP_FREM: r = fmodf(p, q); break;
        case OP_FMIN: r = fminf(p, q); break;
        default: r = fmaxf(p, q); break;
        }
        d->v = isnan(r) ? 0x7fc00000u : fbits32(r);
      } else {
        double p = f64of(a->v), q = f64of(b->v), r;
        switch (I->op) {
        case OP_FADD: r = p + q; break;
        case OP_FSUB: r = p - q; break;
        case OP_FMUL: r = p * q; break;
        case OP_FDIV: r = p / q; break;
        case OP_FREM: r = fmod(p, q); break;
        case OP_FMIN: r = fmin(p, q); break;
        default: r = fmax(p, q); break;
        }
        d->v = fput(r, 64);
      }
      d->prov = 0;
      d->poison = a->poison | b->poison;
      pc++;
      break;
    }
    case OP_FNEG: case OP_FABS: case OP_FSQRT: {
      const cell *a = &R[I->a];
      cell *d = &R[I->d];
      uint64_t sign = 1ULL << (I->w - 1);
      if (I->op == OP_FNEG) d->v = a->v ^ sign;
      else if (I->op == OP_FABS) d->v = a->v & ~sign;
      else d->v = I->w == 32 ? fput(sqrtf(f32of(a->v)), 32) : fput(sqrt(f64of(a->v)), 64);
      d->prov = 0;
      d->poison = a->poison;
      pc++;
      break;
    }
    case OP_FMATH: {
      const cell *a = &R[I->a];
      cell *d = &R[I->d];
      unsigned fn = (unsigned)(I->imm & 0xff), aw = (unsigned)(I->imm >> 8);
      double xa = aw == 32 ? (double)f32of(a->v) : f64of(a->v), r;
      switch (fn) {
      case 0: r = 1.0 / sqrt(xa); break;
      case 1: r = sqrt(xa); break;
      case 2: r = exp2(xa); break;
      case 3: r = log2(xa); break;
      case 4: r = sin(xa); break;
      case 5: r = cos(xa); break;
      case 6: r = 1.0 / xa; break;
      case 7: r = fabs(xa); break;
      case 8: r = exp(xa); break;
      case 9: r = log(xa); break;
      case 10: r = floor(xa); break;
      case 11: r = ceil(xa); break;
      case 12: r = trunc(xa); break;
      case 13: r = nearbyint(xa); break;
      case 14: r = round(xa); break;
      case 15: r = xa < 0 ? 0 : xa > 1 ? 1 : xa; break;
      default: r = xa; break;
      }
      if (fn == 17 || fn == 18) { /* to integer, rounding to nearest even; NaN and overflow as PTX: 0 / clamped */
        double rr = nearbyint(xa);
        int64_t lo = fn == 17 ? -(int64_t)(1ULL << (I->w - 1)) : 0;
        uint64_t hi = fn == 17 ? (1ULL << (I->w - 1)) - 1 : sym_mask(I->w);
        uint64_t v;
        if (rr != rr) v = 0;
        else if (rr <= (double)lo) v = (uint64_t)lo;
        else if (rr >= (double)hi) v = hi;
        else v = fn == 17 ? (uint64_t)(int64_t)rr : (uint64_t)rr;
        d->v = v & sym_mask(I->w);
      } else {
        d->v = I->w == 32 ? fput((float)r, 32) : fput(r, 64);
      }
      d->prov = 0;
      d->poison = a->poison;
      pc++;
      break;
    }
    case OP_FMA: {
      const cell *a = &R[I->a], *b = &R[I->b], *c = &R[I->c];
      cell *d = &R[I->d];
      if (I->w == 32) {
        float r = fmaf(f32of(a->v), f32of(b->v), f32of(c->v));
        d->v = isnan(r) ? 0x7fc00000u : fbits32(r);
      } else {
        d->v = fput(fma(f64of(a->v), f64of(b->v), f64of(c->v)), 64);
      }
      d->prov = 0;
      d->poison = a->poison | b->poison | c->poison;
      pc++;
      break;
    }
    case OP_FCMP: {
      const cell *a = &R[I->a], *b = &R[I->b];
      cell *d = &R[I->d];
      d->v = fcmp((unsigned)I->imm, fget(a->v, I->w), fget(b->v, I->w));
      d->prov = 0;
      d->poison = a->poison | b->poison;
      pc++;
      break;
    }
    case OP_ABS: case OP_CTPOP: case OP_CTLZ: case OP_CTTZ: case OP_BSWAP: {
      const cell *a = &R[I->a];
      cell *d = &R[I->d];
      unsigned w = I->w;
      uint64_t v = a->v, r;
      uint32_t po = a->poison;
      switch (I->op) {
      case OP_ABS:
        r = sx(v, w) < 0 ? (0 - v) & mask(w) : v;
        if (I->fl & F_FLAG && w && v == 1ULL << (w - 1)) po = 1;
        break;
      case OP_CTPOP: r = (uint64_t)__builtin_popcountll(v); break;
      case OP_CTLZ:
        r = v ? (uint64_t)(__builtin_clzll(v) - (64 - (int)w)) : w;
        if (!v && I->fl & F_FLAG) po = 1;
        break;
      case OP_CTTZ:
        r = v ? (uint64_t)__builtin_ctzll(v) : w;
        if (!v && I->fl & F_FLAG) po = 1;
        break;
      default: r = bswap64(v, w); break;
      }
      d->v = r;
      d->prov = 0;
      d->poison = po;
      pc++;
      break;
    }
    case OP_OVFOP: {
      static const unsigned op[] = {OP_ADD, OP_ADD, OP_SUB, OP_SUB, OP_MUL, OP_MUL};
      const cell *a = &R[I->a], *b = &R[I->b];
      uint64_t r;
      int s = alu(op[I->imm], I->imm & 1 ? F_NUW : F_NSW, I->w, a->v, b->v, &r);
      R[I->d] = (cell){r, 0, a->poison | b->poison};
      R[I->d + 1] = (cell){s == ALU_POISON, 0, a->poison | b->poison};
      pc++;
      break;
    }
    case OP_SAT: {
      const cell *a = &R[I->a], *b = &R[I->b];
      unsigned w = I->w;
      uint64_t r;
      bool sub = I->imm >= 2, sgn = !(I->imm & 1);
      int s = alu(sub ? OP_SUB : OP_ADD, sgn ? F_NSW : F_NUW, w, a->v, b->v, &r);
      if (s == ALU_POISON) {
        if (!sgn) r = sub ? 0 : mask(w);
        else r = sx(a->v, w) < 0 ? 1ULL << (w - 1) : mask(w) >> 1;
      }
      R[I->d] = (cell){r, 0, a->poison | b->poison};
      pc++;
      break;
    }
    case OP_PTRMASK: {
      cell a = R[I->a], b = R[I->b];
      R[I->d] = (cell){a.v & b.v, a.prov, a.poison | b.poison};
      pc++;
      break;
    }
    case OP_FREEZE:
      for (uint64_t i = 0; i < I->imm; i++) R[I->d + i] = R[I->a + i].poison ? (cell){0, 0, 0} : R[I->a + i];
      pc++;
      break;
    case OP_GEP: R[I->d] = gep_eval(I->x, I->fl, R[I->a], R, exec_obj, x); pc++; break;
    case OP_LOAD:
      if (!do_load(x, t, pc, I, R)) goto out;
      pc++;
      break;
    case OP_STORE:
      if (!do_store(x, t, pc, I, R)) goto out;
      pc++;
      break;
    case OP_RMW: case OP_CMPXCHG:
      if (!do_rmw(x, t, pc, I, R)) goto out;
      pc++;
      break;
    case OP_MEMCPY: case OP_MEMSET:
      if (!do_memintr(x, t, pc, I, R)) goto out;
      pc++;
      break;
    case OP_ALLOCA:
      if (!do_alloca(x, t, pc, I, R)) goto out;
      pc++;
      break;
    case OP_SREG: {
      unsigned r = (unsigned)I->imm, dim = r % 3;
      uint64_t v;
      if (r < 3) v = t->tid[dim];
      else if (r < 6) v = x->in.ntid[dim];
      else if (r < 9) v = x->in.ctaid[dim];
      else if (r < 12) v = x->in.nctaid[dim];
      else if (r == 12) v = (uint64_t)t->id % 32;
      else v = 32;
      R[I->d] = (cell){v & mask(I->w), 0, 0};
      pc++;
      break;
    }
    case OP_BARRIER:
      F->pc = pc;
      if (!do_barrier(x, t, pc, I, R)) goto out;
      pc++;
      if (t->st != TS_RUN) goto out;
      break;
    case OP_WARP:
      F->pc = pc;
      if (!do_warp(x, t, pc, I, R)) goto out;
      pc++;
      if (t->st != TS_RUN) goto out;
      break;
    case OP_CL_ARRIVE: t->clgen++; pc++; break;
    case OP_CL_WAIT:
      pc++;
      if (!cluster_ready(x, t)) {
        t->st = TS_CLWAIT;
        goto out;
      }
      break;
    case OP_ASSUME:
      if (R[I->a].poison || !(R[I->a].v & 1)) {
        stop(x, INTERP_UB, t, pc, "llvm.assume of %s", R[I->a].poison ? "poison" : "false");
        goto out;
      }
      pc++;
      break;
    case OP_EXTRACT: {
      cell ix = R[I->b];
      uint64_t i = ix.v & mask(I->w);
      R[I->d] = ix.poison || i >= I->imm ? (cell){0, 0, 1} : R[I->a + i];
      pc++;
      break;
    }
    case OP_INSERT: {
      cell ix = R[I->b];
      uint64_t i = ix.v & mask(I->w);
      if (ix.poison || i >= I->imm)
        for (uint64_t l = 0; l < I->imm; l++) R[I->d + l].poison = 1;
      else R[I->d + i] = R[I->a];
      pc++;
      break;
    }
    case OP_CALL: {
      const calld *cd = I->x;
      if (t->depth >= MAX_DEPTH) {
        stop(x, INTERP_ERROR, t, pc, "calls nested deeper than %d", MAX_DEPTH);
        goto out;
      }
      F->pc = pc;
      const dfn *g = &x->p->fn[cd->callee];
      frame *G = push_frame(t, g, I->d);
      F = &t->fr[t->depth - 2];
      for (int i = 0; i < cd->nargs && i < g->nargs; i++)
        memcpy(&G->R[g->argslot[i]], &F->R[cd->args[i]], cd->ncell[i] * sizeof *R);
      F = G;
      R = F->R;
      code = F->f->code;
      pc = 0;
      break;
    }
    case OP_RET: {
      if (t->depth == 1) {
        thread_done(x, t);
        x->steps += (uint64_t)n;
        return;
      }
      cell rv[64];
      unsigned nc = (unsigned)I->imm < 64 ? (unsigned)I->imm : 64;
      if (I->a != NOSLOT) memcpy(rv, &R[I->a], nc * sizeof *rv);
      pop_frame(t);
      F = &t->fr[t->depth - 1];
      R = F->R;
      code = F->f->code;
      pc = F->pc;
      if (code[pc].d != NOSLOT && I->a != NOSLOT) memcpy(&R[code[pc].d], rv, nc * sizeof *rv);
      pc++;
      break;
    }
    case OP_BR: case OP_CBR: case OP_SWITCH: {
      const edge *e;
      if (I->op == OP_BR) {
        e = I->x;
      } else {
        cell c = R[I->a];
        if (c.poison) {
          stop(x, INTERP_UB, t, pc, "branch on poison");
          goto out;
        }
        if (I->op == OP_CBR) {
          e = ((edge **)I->x)[(c.v & 1) ? 0 : 1];
        } else {
          const swd *s = I->x;
          e = s->def;
          for (int i = 0; i < s->n; i++)
            if (s->val[i] == c.v) {
              e = s->e[i];
              break;
            }
        }
      }
      if (e->nmov < 0) {
        stop(x, INTERP_ERROR, t, pc, "a phi operand the interpreter does not support");
        goto out;
      }
      if (e->nmov) {
        cell *tmp = x->tmp;
        for (int i = 0; i < e->nmov; i++) tmp[i] = R[e->src[i]];
        for (int i = 0; i < e->nmov; i++) R[e->dst[i]] = tmp[i];
        n += e->nmov;
      }
      if (e->loop >= 0) F->k[e->loop] = e->back ? F->k[e->loop] + 1 : 0;
      pc = e->to;
      if (to_block_end) goto out;
      break;
    }
    case OP_EXIT:
      thread_done(x, t);
      x->steps += (uint64_t)n;
      return;
    case OP_TRAP: stop(x, INTERP_UB, t, pc, "llvm.trap"); goto out;
    case OP_UNREACHABLE: stop(x, INTERP_UB, t, pc, "unreachable executed"); goto out;
    case OP_UNSUP: stop(x, INTERP_ERROR, NULL, pc, "@%s: unsupported: %s", F->f->name, (const char *)I->x); goto out;
    }
  }
out:
  if (t->st != TS_DONE) t->fr[t->depth - 1].pc = pc;
  x->steps += (uint64_t)n;
}

/* ---- scheduling ---------------------------------------------------------------------- */

typedef struct sched_spec {
  interp_sched kind;
  uint64_t seed;
  const int *prio; /* threads that go first, in this order (adversarial) */
  int nprio;
} sched_spec;

static bool runnable(const interp_exec *x, const thr *t) {
  return t->st == TS_RUN || (t->st == TS_CLWAIT && cluster_ready(x, t));
}

static void deadlock(interp_exec *x) {
  char s[400] = "";
  int n = 0, exited = 0;
  size_t at = 0;
  for (int i = 0; i < x->nt; i++) {
    const thr *t = &x->t[i];
    if (t->st == TS_DONE) {
      exited++;
      continue;
    }
    if (n++ < 4 && at < sizeof s) {
      char ts[48];
      thread_str(t, ts, sizeof ts);
      if (t->st == TS_BAR)
        at += (size_t)snprintf(s + at, sizeof s - at, "%s%s at barrier %d (%d of %u arrived)", n > 1 ? ", " : "", ts,
                               t->bar, x->arrived[t->bar], x->expect[t->bar]);
      else if (t->st == TS_WARP)
        at += (size_t)snprintf(s + at, sizeof s - at, "%s%s at a warp collective (mask 0x%x)", n > 1 ? ", " : "", ts,
                               t->warp_mask);
      else
        at += (size_t)snprintf(s + at, sizeof s - at, "%s%s at a cluster barrier", n > 1 ? ", " : "", ts);
    }
  }
  stop(x, INTERP_DEADLOCK, NULL, 0, "%d thread%s wait%s (%s%s), %d exited", n, n == 1 ? "" : "s",
       n == 1 ? "s" : "", s, n > 4 ? ", ..." : "", exited);
}

static void schedule(interp_exec *x, const sched_spec *s) {
  int nt = x->nt, cur = nt - 1;
  uint64_t rng = s->seed ^ 0x5DEECE66DULL;
  int *order = NULL;
  bool ordered = s->nprio > 0 || s->kind == INTERP_SCHED_ADVERSARIAL || s->kind == INTERP_SCHED_ADVERSARIAL_REV;
  if (ordered) {
    order = malloc((size_t)nt * sizeof *order);
    char *used = calloc((size_t)nt, 1);
    if (!order || !used) ir_oom();
    int n = 0;
    for (int i = 0; i < s->nprio; i++)
      if (s->prio[i] >= 0 && s->prio[i] < nt && !used[s->prio[i]]) {
        used[s->prio[i]] = 1;
        order[n++] = s->prio[i];
      }
    for (int i = 0; i < nt; i++) {
      int th = s->kind == INTERP_SCHED_ADVERSARIAL_REV ? nt - 1 - i : i;
      if (!used[th]) order[n++] = th;
    }
    free(used);
  }
  while (x->st == INTERP_OK && x->live > 0) {
    if (x->stop_thread >= 0 && x->t[x->stop_thread].st == TS_DONE) break;
    int pick = -1;
    int64_t budget = INT64_MAX;
    bool blk = false;
    if (ordered) {
      for (int i = 0; i < nt && pick < 0; i++)
        if (runnable(x, &x->t[order[i]])) pick = order[i];
    } else if (s->kind == INTERP_SCHED_RANDOM) {
      int nr = 0;
      for (int i = 0; i < nt; i++) nr += runnable(x, &x->t[i]);
      if (nr) {
        int r = (int)(rng_next(&rng) % (uint64_t)nr);
        for (int i = 0; i < nt && pick < 0; i++)
          if (runnable(x, &x->t[i]) && r-- == 0) pick = i;
        budget = 1 + (int64_t)(rng_next(&rng) % 16);
      }
    } else {
      for (int i = 1; i <= nt && pick < 0; i++) {
        int c = (cur + i) % nt;
        if (runnable(x, &x->t[c])) pick = c;
      }
      cur = pick;
      if (s->kind == INTERP_SCHED_RR) budget = 1;
      else blk = true;
    }
    if (pick < 0) {
      deadlock(x);
      break;
    }
    thr *t = &x->t[pick];
    if (t->st == TS_CLWAIT) t->st = TS_RUN;
    uint64_t left = x->o.max_steps > x->steps ? x->o.max_steps - x->steps : 1;
    if ((uint64_t)budget > left) budget = (int64_t)left;
    run_thread(x, t, budget, blk);
    if (x->st == INTERP_OK && x->steps >= x->o.max_steps && x->live > 0)
      stop(x, INTERP_LIMIT, NULL, 0, "stopped after %" PRIu64 " instructions (--max-steps)", x->steps);
  }
  free(order);
}

/* ---- setting up an execution ----------------------------------------------------------- */

/* The initial contents of b: those of the same buffer in `like` (an execution on the same
 * inputs, whose filling need not be repeated), or the fill pattern. */
static void fill_like(const interp_exec *x, buf *b, const interp_exec *like) {
  for (int i = 0; like && i < like->nb; i++) {
    const buf *l = &like->b[i];
    if (l->kind == b->kind && (b->kind == BK_ARG ? l->index == b->index : !strcmp(l->name, b->name)) &&
        l->key == b->key && l->o.size == b->o.size && l->init) {
      memcpy(b->data, l->init, b->o.size);
      return;
    }
  }
  fill(x, b);
}

static bool same_memory_inputs(const interp_input *a, const interp_input *b) {
  return a->fill_seed == b->fill_seed && a->zero_fill == b->zero_fill && a->npoke == b->npoke &&
         !memcmp(a->poke, b->poke, (size_t)a->npoke * sizeof *a->poke);
}

static interp_exec *exec_new(const interp_prog *p, int k, const interp_input *in, const interp_opts *o,
                             const interp_exec *like) {
  interp_exec *x = calloc(1, sizeof *x);
  if (!x) ir_oom();
  x->p = p;
  x->kidx = k;
  x->o = *o;
  x->in = *in;
  x->rec_thread = x->stop_thread = -1;
  if (like && !same_memory_inputs(&like->in, in)) like = NULL;
  if (k < 0 || k >= p->nfn) {
    stop(x, INTERP_ERROR, NULL, 0, "no such function");
    return x;
  }
  const dfn *f = x->kf = &p->fn[k];
  if (in->nargs != f->nargs) {
    stop(x, INTERP_ERROR, NULL, 0, "@%s takes %d arguments, %d given", f->name, f->nargs, in->nargs);
    return x;
  }
  uint64_t nt = 1;
  for (int d = 0; d < 3; d++) {
    if (!in->ntid[d] || !in->nctaid[d] || in->ctaid[d] >= in->nctaid[d]) {
      stop(x, INTERP_ERROR, NULL, 0, "bad CTA shape: ntid, nctaid must be >= 1 and ctaid < nctaid");
      return x;
    }
    nt *= in->ntid[d];
  }
  if (nt > MAX_THREADS) {
    stop(x, INTERP_ERROR, NULL, 0, "%" PRIu64 " threads in a CTA (at most %d)", nt, MAX_THREADS);
    return x;
  }
  x->tmp = malloc((size_t)(p->maxmov + 1) * sizeof *x->tmp);
  if (!x->tmp) ir_oom();
  unsigned ord[8] = {0};
  for (int i = 0; i < p->ng; i++) {
    const gvar *g = &p->g[i];
    uint32_t gid = add_buf(x);
    buf *b = &x->b[gid - 1];
    b->o = g->o;
    b->kind = BK_GLOBAL;
    b->index = i;
    b->readonly = g->readonly;
    b->observed = !g->readonly && g->o.as != 5 && (g->o.as != 3 || o->shared_observed);
    b->key = name_key(g->name);
    snprintf(b->name, sizeof b->name, "@%s", g->name);
    b->data = malloc(g->o.size ? g->o.size : 1);
    if (!b->data) ir_oom();
    if (g->init) memcpy(b->data, g->init, g->o.size);
    else fill_like(x, b, like);
    if (g->o.as != 1) ord[g->o.as & 7]++;
  }
  cell *args = calloc((size_t)(f->nargs ? f->nargs : 1) * 64, sizeof *args);
  if (!args) ir_oom();
  for (int i = 0; i < f->nargs; i++) {
    vty t = f->argty[i];
    cell *c = &args[i * 64];
    if (t.k == T_PTR && !in->null[i]) {
      if (in->size[i] > (256u << 20)) {
        free(args);
        stop(x, INTERP_ERROR, NULL, 0, "buffer of %" PRIu64 " bytes for %%%s", in->size[i], f->argname[i]);
        return x;
      }
      uint32_t id = add_buf(x);
      buf *b = &x->b[id - 1];
      unsigned as = t.as == 0 ? 1 : t.as;
      b->kind = BK_ARG;
      b->index = i;
      b->o.as = as;
      b->o.size = in->size[i];
      b->o.objsize = in->objsize[i];
      b->o.base = as == 1 ? (uint64_t)id << 40 : (uint64_t)(++ord[as & 7]) << 24;
      b->readonly = as == 4;
      b->observed = as != 4 && as != 5 && (as != 3 || o->shared_observed);
      b->key = 0x1000 + (uint64_t)i;
      snprintf(b->name, sizeof b->name, "%%%s", f->argname[i]);
      b->data = malloc(b->o.size ? b->o.size : 1);
      if (!b->data) ir_oom();
      fill_like(x, b, like);
      uint64_t base = 0;
      obj_base_in(&b->o, t.as, &base);
      c->v = (base + (uint64_t)in->off[i]) & mask(t.w);
      c->prov = id;
    } else if (t.k != T_PTR) {
      for (unsigned l = 0; l < t.ncell && l < 64; l++) c[l].v = in->val[i] & mask(t.w);
    }
  }
  for (int i = 0; i < in->npoke && i < 16; i++) {
    const struct interp_poke *pk = &in->poke[i];
    uint32_t id = 0;
    for (int j = 0; j < x->nb && !id; j++) {
      const buf *b = &x->b[j];
      if (pk->arg >= 0 ? b->kind == BK_ARG && b->index == pk->arg
                       : b->kind == BK_GLOBAL && strcmp(b->name + 1, pk->global) == 0)
        id = (uint32_t)j + 1;
    }
    if (!id || pk->size < 1 || pk->size > 8) continue;
    uint8_t bytes[8];
    memcpy(bytes, &pk->val, 8);
    if (x->o.unbounded || (pk->off >= 0 && (uint64_t)pk->off + (uint64_t)pk->size <= x->b[id - 1].o.size))
      mem_write(x, id, pk->off, bytes, (uint64_t)pk->size);
  }
  for (int i = 0; i < x->nb; i++) {
    buf *b = &x->b[i];
    b->init = malloc(b->o.size ? b->o.size : 1);
    if (!b->init) ir_oom();
    memcpy(b->init, b->data, b->o.size);
  }
  x->nt = (int)nt;
  x->live = (int)nt;
  x->t = calloc(nt, sizeof *x->t);
  if (!x->t) ir_oom();
  for (int i = 0; i < (int)nt; i++) {
    thr *t = &x->t[i];
    t->id = i;
    t->tid[0] = (unsigned)i % in->ntid[0];
    t->tid[1] = ((unsigned)i / in->ntid[0]) % in->ntid[1];
    t->tid[2] = (unsigned)i / (in->ntid[0] * in->ntid[1]);
    frame *F = push_frame(t, f, NOSLOT);
    for (int a = 0; a < f->nargs; a++)
      memcpy(&F->R[f->argslot[a]], &args[a * 64], f->argty[a].ncell * sizeof *F->R);
  }
  free(args);
  return x;
}

static interp_exec *run_exec(const interp_prog *p, int k, const interp_input *in, const sched_spec *s,
                             const interp_opts *o, int rec_thread, int stop_thread, const interp_exec *like) {
  interp_exec *x = exec_new(p, k, in, o, like);
  x->rec_thread = rec_thread;
  x->stop_thread = stop_thread < x->nt ? stop_thread : -1;
  if (x->st == INTERP_OK) schedule(x, s);
  return x;
}

interp_exec *interp_run(const interp_prog *p, int k, const interp_input *in, interp_sched sched, uint64_t sched_seed,
                        const interp_opts *o) {
  sched_spec s = {sched == INTERP_SCHED_ALL ? INTERP_SCHED_RR : sched, sched_seed, NULL, 0};
  return run_exec(p, k, in, &s, o, -1, -1, NULL);
}

void interp_exec_free(interp_exec *x) {
  if (!x) return;
  for (int i = 0; i < x->nb; i++) {
    free(x->b[i].data);
    free(x->b[i].init);
    if (x->b[i].shp)
      for (uint64_t pg = 0; pg < (x->b[i].o.size + SHPAGE - 1) / SHPAGE; pg++) free(x->b[i].shp[pg]);
    free(x->b[i].shp);
  }
  free(x->b);
  for (int i = 0; i < x->nt; i++) {
    while (x->t[i].depth) pop_frame(&x->t[i]);
    free(x->t[i].fr);
  }
  free(x->t);
  free(x->ov);
  free(x->tmp);
  free(x->rec);
  free(x);
}

interp_status interp_exec_status(const interp_exec *x) { return x->st; }
const char *interp_exec_message(const interp_exec *x) { return x->msg; }
uint64_t interp_exec_steps(const interp_exec *x) { return x->steps; }
const char *interp_exec_race(const interp_exec *x) { return x->race[0] ? x->race : NULL; }

bool interp_exec_read(const interp_exec *x, const char *name, int64_t off, void *out, size_t n) {
  for (int i = 0; i < x->nb; i++)
    if (x->b[i].kind != BK_ALLOCA && strcmp(x->b[i].name, name) == 0) {
      for (size_t k = 0; k < n; k++) ((uint8_t *)out)[k] = mem_byte(x, (uint32_t)i + 1, off + (int64_t)k);
      return true;
    }
  return false;
}

/* ---- options and inputs ---------------------------------------------------------------- */

void interp_opts_default(interp_opts *o) {
  memset(o, 0, sizeof *o);
  o->ntid[0] = 8;
  o->ntid[1] = o->ntid[2] = 1;
  o->nctaid[0] = o->nctaid[1] = o->nctaid[2] = 1;
  o->sched = INTERP_SCHED_ALL;
  o->seed = 1;
  o->runs = 32;
  o->buf_size = 4096;
  o->max_steps = 2000000;
  o->shared_observed = true;
}

static const char *const sched_names[] = {"rr", "rr-block", "random", "adversarial", "adversarial-rev", "all"};

const char *interp_sched_name(interp_sched s) { return (unsigned)s <= INTERP_SCHED_ALL ? sched_names[s] : "?"; }

bool interp_sched_parse(const char *s, interp_sched *out) {
  for (unsigned i = 0; i <= INTERP_SCHED_ALL; i++)
    if (strcmp(s, sched_names[i]) == 0) {
      *out = (interp_sched)i;
      return true;
    }
  return false;
}

const char *interp_status_name(interp_status s) {
  static const char *const n[] = {"ok", "undefined behaviour", "deadlock", "step limit", "unsupported"};
  return (unsigned)s <= INTERP_ERROR ? n[s] : "?";
}

/* A kernel's __launch_bounds__ are a promise about its launch: keep it. */
static void clamp_shape(interp_input *in, const dfn *f) {
  bool req = f->reqntid[0] || f->reqntid[1] || f->reqntid[2];
  while (!req && f->max_threads && in->ntid[0] * in->ntid[1] * in->ntid[2] > f->max_threads) {
    int d = in->ntid[2] > 1 ? 2 : in->ntid[1] > 1 ? 1 : 0;
    in->ntid[d] = (in->ntid[d] + 1) / 2;
  }
}

void interp_input_default(interp_input *in, const interp_prog *p, int k, const interp_opts *o) {
  memset(in, 0, sizeof *in);
  const dfn *f = &p->fn[k];
  in->nargs = f->nargs < INTERP_MAX_ARGS ? f->nargs : INTERP_MAX_ARGS;
  for (int i = 0; i < in->nargs; i++) {
    in->size[i] = o->buf_size;
    in->objsize[i] = o->unbounded ? UNBOUNDED : o->buf_size;
  }
  bool req = f->reqntid[0] || f->reqntid[1] || f->reqntid[2];
  for (int d = 0; d < 3; d++) {
    in->ntid[d] = req ? (f->reqntid[d] ? f->reqntid[d] : 1) : o->ntid[d] ? o->ntid[d] : 1;
    in->nctaid[d] = o->nctaid[d] ? o->nctaid[d] : 1;
    in->ctaid[d] = o->ctaid[d];
    if (in->ctaid[d] >= in->nctaid[d]) in->nctaid[d] = in->ctaid[d] + 1;
  }
  clamp_shape(in, f);
  in->fill_seed = o->seed;
  in->zero_fill = o->zero_fill;
}

static int arg_named(const dfn *f, const char *name, size_t n) {
  if (n && name[0] == '%') name++, n--;
  for (int i = 0; i < f->nargs; i++)
    if (strlen(f->argname[i]) == n && memcmp(f->argname[i], name, n) == 0) return i;
  return -1;
}

bool interp_input_parse(interp_input *in, const interp_prog *p, int k, const char *text, char *err, size_t errlen) {
  const dfn *f = &p->fn[k];
  const char *s = text;
  while (*s) {
    size_t len = strcspn(s, ",");
    const char *eq = memchr(s, '=', len);
    if (!eq) {
      snprintf(err, errlen, "--args: expected NAME=VALUE, got '%.*s'", (int)len, s);
      return false;
    }
    int a = arg_named(f, s, (size_t)(eq - s));
    if (a < 0 || a >= INTERP_MAX_ARGS) {
      snprintf(err, errlen, "--args: @%s has no argument %%%.*s", f->name, (int)(eq - s) - (*s == '%'), s + (*s == '%'));
      return false;
    }
    char val[128];
    snprintf(val, sizeof val, "%.*s", (int)(len - (size_t)(eq + 1 - s)), eq + 1);
    vty t = f->argty[a];
    char *end = NULL;
    if (t.k == T_PTR) {
      if (strcmp(val, "null") == 0) {
        in->null[a] = true;
      } else {
        uint64_t sz = strtoull(val, &end, 0);
        int64_t off = 0;
        if (end != val && *end == '+') off = strtoll(end + 1, &end, 0);
        if (end == val || *end || sz > (256u << 20)) {
          snprintf(err, errlen, "--args: %%%s is a pointer: give its buffer size in bytes (SIZE or SIZE+OFFSET) or null",
                   f->argname[a]);
          return false;
        }
        in->null[a] = false;
        in->size[a] = sz;
        if (in->objsize[a] != UNBOUNDED) in->objsize[a] = sz;
        in->off[a] = off;
      }
    } else if (t.k == T_F32 || t.k == T_F64) {
      double v = strtod(val, &end);
      if (end == val || *end) {
        snprintf(err, errlen, "--args: %%%s: '%s' is not a number", f->argname[a], val);
        return false;
      }
      in->val[a] = t.k == T_F32 ? fbits32((float)v) : fbits64(v);
    } else {
      uint64_t v = val[0] == '-' ? (uint64_t)strtoll(val, &end, 0) : strtoull(val, &end, 0);
      if (end == val || *end) {
        snprintf(err, errlen, "--args: %%%s: '%s' is not an integer", f->argname[a], val);
        return false;
      }
      in->val[a] = v & mask(t.w);
    }
    s += len;
    if (*s == ',') s++;
  }
  return true;
}

void interp_input_random(interp_input *in, const interp_prog *p, int k, const interp_opts *o, uint64_t seed) {
  interp_input_default(in, p, k, o);
  const dfn *f = &p->fn[k];
  uint64_t r = seed;
  bool req = f->reqntid[0] || f->reqntid[1] || f->reqntid[2];
  if (!req && o->ntid[1] == 1 && o->ntid[2] == 1 && (p->dims & 6)) {
    /* a kernel that asks which row it is in gets rows (and, with z, layers) */
    static const unsigned shapes[4][3] = {{4, 2, 1}, {2, 4, 1}, {4, 4, 1}, {2, 2, 2}};
    const unsigned *sh = shapes[rng_next(&r) % ((p->dims & 4) ? 4 : 3)];
    for (int d = 0; d < 3; d++) in->ntid[d] = sh[d];
  }
  clamp_shape(in, f);
  unsigned nt = in->ntid[0] * in->ntid[1] * in->ntid[2];
  for (int i = 0; i < in->nargs; i++) {
    vty t = f->argty[i];
    uint64_t h = rng_next(&r), v;
    if (t.k == T_F32 || t.k == T_F64) {
      double d = (double)((int)(h % 17) - 8) / 2;
      in->val[i] = t.k == T_F32 ? fbits32((float)d) : fbits64(d);
      continue;
    }
    if (t.k == T_PTR) {
      /* half of the time in the middle of its buffer: kernels index below their pointers too */
      if (h & 1) in->off[i] = (int64_t)(in->size[i] / 2) & ~(int64_t)15;
      continue;
    }
    if (t.k != T_INT) continue;
    unsigned w = t.w;
    /* sizes, offsets and strides that keep addresses inside 4 KiB buffers most of the
     * time (src's UB discards the input), and now and then a value that overflows */
    switch ((h >> 8) % 20) {
    case 0: case 1: case 2: case 3: case 4: case 5: v = (h >> 16) % 9; break;
    case 6: case 7: case 8: case 9: case 10: v = (h >> 16) % 65; break;
    case 11: case 12: v = (h >> 16) % (2 * nt + 1); break;
    case 13: v = (uint64_t)-(int64_t)(1 + (h >> 16) % 4); break;
    case 14: v = (h >> 16) % (o->buf_size / 8 + 1); break;
    case 15: v = mask(w) >> 1; break;
    case 16: v = 1ULL << (w - 1); break;
    case 17: v = mask(w); break;
    default: v = rng_next(&r); break;
    }
    in->val[i] = v & mask(w);
  }
  for (int d = 0; d < 3; d++) in->ctaid[d] = (unsigned)(rng_next(&r) % in->nctaid[d]);
  in->fill_seed = rng_next(&r);
}

void interp_input_str(const interp_input *in, const interp_prog *p, int k, char *out, size_t n) {
  const dfn *f = &p->fn[k];
  size_t at = 0;
  out[0] = 0;
  for (int i = 0; i < in->nargs && at < n; i++) {
    vty t = f->argty[i];
    const char *sep = i ? ", " : "";
    if (t.k == T_PTR && in->null[i])
      at += (size_t)snprintf(out + at, n - at, "%s%%%s = null", sep, f->argname[i]);
    else if (t.k == T_PTR && in->off[i])
      at += (size_t)snprintf(out + at, n - at, "%s%%%s = [%" PRIu64 " bytes]+%" PRId64, sep, f->argname[i], in->size[i],
                             in->off[i]);
    else if (t.k == T_PTR)
      at += (size_t)snprintf(out + at, n - at, "%s%%%s = [%" PRIu64 " bytes]", sep, f->argname[i], in->size[i]);
    else if (t.k == T_F32 || t.k == T_F64)
      at += (size_t)snprintf(out + at, n - at, "%s%%%s = %g", sep, f->argname[i], fget(in->val[i], t.w));
    else
      at += (size_t)snprintf(out + at, n - at, "%s%%%s = %" PRId64, sep, f->argname[i], sx(in->val[i], t.w));
  }
  if (at < n)
    snprintf(out + at, n - at, "%sntid = (%u,%u,%u), ctaid = (%u,%u,%u)", in->nargs ? "; " : "", in->ntid[0],
             in->ntid[1], in->ntid[2], in->ctaid[0], in->ctaid[1], in->ctaid[2]);
}

/* ---- final memory ---------------------------------------------------------------------- */

static const char *space_name(unsigned as) {
  switch (as) {
  case 1: return "global";
  case 3: return "shared";
  case 4: return "constant";
  case 5: return "local";
  default: return "other";
  }
}

static void hex(FILE *out, const uint8_t *p, uint64_t n) {
  for (uint64_t i = 0; i < n; i++) fprintf(out, "%s%02x", i && i % 4 == 0 ? " " : "", p[i]);
}

void interp_exec_print(FILE *out, const interp_exec *x, bool all) {
  for (int i = 0; i < x->nb; i++) {
    const buf *b = &x->b[i];
    if (b->kind == BK_ALLOCA || (!b->observed && !all)) continue;
    int changed = 0;
    for (uint64_t at = 0; at < b->o.size; at += 32) {
      uint64_t n = b->o.size - at < 32 ? b->o.size - at : 32;
      changed += memcmp(b->data + at, b->init + at, n) != 0;
    }
    fprintf(out, "%s: %" PRIu64 " bytes of %s memory", b->name, b->o.size, space_name(b->o.as));
    if (!all && !changed) {
      fprintf(out, ", unchanged\n");
      continue;
    }
    if (!all) fprintf(out, ", %d line%s of 32 changed", changed, changed == 1 ? "" : "s");
    fprintf(out, "\n");
    for (uint64_t at = 0; at < b->o.size; at += 32) {
      uint64_t n = b->o.size - at < 32 ? b->o.size - at : 32;
      if (!all && !memcmp(b->data + at, b->init + at, n)) continue;
      fprintf(out, "  +0x%04" PRIx64 ": ", at);
      hex(out, b->data + at, n);
      fprintf(out, "\n");
    }
  }
  int shown = 0;
  for (size_t i = 0; i < x->capov; i++) {
    const ovf_ent *e = &x->ov[i];
    if (!e->used || !x->b[e->id - 1].observed || e->val == fill_byte(x, &x->b[e->id - 1], e->off)) continue;
    if (shown++ >= 32) continue;
    char a[160];
    addr_str(x, e->id, e->off, a, sizeof a);
    fprintf(out, "  outside its buffer: %s = %02x\n", a, e->val);
  }
  if (shown > 32) fprintf(out, "  ... %d more bytes outside their buffers\n", shown - 32);
}

/* The buffer of b that plays ab's part in a (arguments by position, globals by name). */
static int counterpart(const interp_exec *b, const buf *ab) {
  for (int j = 0; j < b->nb; j++) {
    const buf *bb = &b->b[j];
    if (bb->kind != ab->kind) continue;
    if (ab->kind == BK_ARG ? bb->index == ab->index : ab->kind == BK_GLOBAL && strcmp(bb->name, ab->name) == 0)
      return j;
  }
  return -1;
}

static void diff_bytes(const interp_exec *a, uint32_t ida, const interp_exec *b, uint32_t idb, int64_t off, int count,
                       char *what, size_t n) {
  int64_t at = off & ~(int64_t)3;
  uint8_t pa[8], pb[8];
  for (int i = 0; i < 8; i++) {
    pa[i] = mem_byte(a, ida, at + i);
    pb[i] = mem_byte(b, idb, at + i);
  }
  int len = memcmp(pa + 4, pb + 4, 4) ? 8 : 4;
  char s[160], ha[40] = "", hb[40] = "";
  addr_str(a, ida, at, s, sizeof s);
  for (int i = 0; i < len; i++) {
    snprintf(ha + strlen(ha), sizeof ha - strlen(ha), "%s%02x", i == 4 ? " " : "", pa[i]);
    snprintf(hb + strlen(hb), sizeof hb - strlen(hb), "%s%02x", i == 4 ? " " : "", pb[i]);
  }
  snprintf(what, n, "%s: src %s, tgt %s (%d byte%s differ%s)", s, ha, hb, count, count == 1 ? "" : "s",
           count == 1 ? "s" : "");
}

bool interp_exec_same_memory(const interp_exec *a, const interp_exec *b, char *what, size_t n) {
  if (what && n) what[0] = 0;
  for (int i = 0; i < a->nb; i++) {
    const buf *ab = &a->b[i];
    if (!ab->observed) continue;
    int j = counterpart(b, ab);
    if (j < 0) continue;
    const buf *bb = &b->b[j];
    if (ab->o.size != bb->o.size) {
      if (what) snprintf(what, n, "%s has %" PRIu64 " bytes in src, %" PRIu64 " in tgt", ab->name, ab->o.size, bb->o.size);
      return false;
    }
    if (memcmp(ab->data, bb->data, ab->o.size)) {
      int64_t first = -1;
      int count = 0;
      for (uint64_t k = 0; k < ab->o.size; k++)
        if (ab->data[k] != bb->data[k]) {
          if (first < 0) first = (int64_t)k;
          count++;
        }
      if (what) diff_bytes(a, (uint32_t)i + 1, b, (uint32_t)j + 1, first, count, what, n);
      return false;
    }
  }
  /* bytes outside the buffers (unbounded objects), either side */
  for (int side = 0; side < 2; side++) {
    const interp_exec *x = side ? b : a, *y = side ? a : b;
    for (size_t e = 0; e < x->capov; e++) {
      const ovf_ent *en = &x->ov[e];
      if (!en->used || !x->b[en->id - 1].observed) continue;
      int j = counterpart(y, &x->b[en->id - 1]);
      if (j < 0) continue;
      if (mem_byte(y, (uint32_t)j + 1, en->off) != en->val) {
        if (what) {
          if (side) diff_bytes(a, (uint32_t)j + 1, b, en->id, en->off, 1, what, n);
          else diff_bytes(a, en->id, b, (uint32_t)j + 1, en->off, 1, what, n);
        }
        return false;
      }
    }
  }
  return true;
}

/* ---- the fuzzer's oracle ---------------------------------------------------------------- */

static bool same_signature(const dfn *a, const dfn *b) {
  if (a->nargs != b->nargs) return false;
  for (int i = 0; i < a->nargs; i++)
    if (a->argty[i].k != b->argty[i].k || a->argty[i].w != b->argty[i].w || a->argty[i].as != b->argty[i].as ||
        a->argty[i].ncell != b->argty[i].ncell)
      return false;
  return true;
}

static int diff_kernel(const interp_prog *ps, const interp_prog *pt, int ks, int kt, const interp_opts *o,
                       interp_diff_stats *st, char *what, size_t n) {
  const dfn *f = &ps->fn[ks];
  if (!same_signature(f, &pt->fn[kt])) {
    snprintf(what, n, "@%s: src and tgt take different arguments", f->name);
    return -1;
  }
  interp_sched kinds[5];
  int nk = 0;
  if (o->sched == INTERP_SCHED_ALL)
    for (int s = 0; s < INTERP_SCHED_ALL; s++) kinds[nk++] = (interp_sched)s;
  else
    kinds[nk++] = o->sched;
  for (int r = 0; r < o->runs; r++) {
    uint64_t seed = mix64(o->seed * 0x100000001B3ULL + (uint64_t)r + 1);
    interp_input in;
    interp_input_random(&in, ps, ks, o, seed);
    st->runs++;
    interp_exec *sx_[5] = {0};
    bool usable = true;
    for (int s = 0; s < nk && usable; s++) {
      sched_spec sp = {kinds[s], seed, NULL, 0};
      sx_[s] = run_exec(ps, ks, &in, &sp, o, -1, -1, s ? sx_[0] : NULL);
      st->execs++;
      st->steps += sx_[s]->steps;
      interp_status ss = sx_[s]->st;
      if (ss == INTERP_ERROR) {
        snprintf(what, n, "src: %s", sx_[s]->msg);
        for (int k = 0; k <= s; k++) interp_exec_free(sx_[k]);
        return -1;
      }
      if (ss != INTERP_OK) {
        usable = false;
        if (ss == INTERP_LIMIT) st->inconclusive++;
        else st->discarded++;
      } else if (sx_[s]->race[0]) {
        usable = false;
        st->racy++;
      }
    }
    int found = 0;
    for (int s = 0; s < nk && usable && !found; s++) {
      sched_spec sp = {kinds[s], seed, NULL, 0};
      interp_exec *tx = run_exec(pt, kt, &in, &sp, o, -1, -1, sx_[0]);
      st->execs++;
      st->steps += tx->steps;
      char inputs[600] = "", mem[300] = "";
      if (tx->st != INTERP_OK || !interp_exec_same_memory(sx_[s], tx, NULL, 0))
        interp_input_str(&in, ps, ks, inputs, sizeof inputs);
      if (tx->st == INTERP_ERROR) {
        snprintf(what, n, "tgt: %s", tx->msg);
        found = -1;
      } else if (tx->st == INTERP_LIMIT) {
        st->inconclusive++;
        usable = false;
      } else if (tx->st != INTERP_OK) {
        snprintf(what, n,
                 "@%s: run %d (seed 0x%" PRIx64 "), schedule %s\n  inputs: %s\n  src:    defined under every schedule\n"
                 "  tgt:    %s: %s",
                 f->name, r, seed, interp_sched_name(kinds[s]), inputs, interp_status_name(tx->st), tx->msg);
        found = 1;
      } else {
        bool same = false;
        for (int k = 0; k < nk && !same; k++) same = interp_exec_same_memory(sx_[k], tx, NULL, 0);
        if (!same) {
          interp_exec_same_memory(sx_[s], tx, mem, sizeof mem);
          snprintf(what, n,
                   "@%s: run %d (seed 0x%" PRIx64 "), schedule %s\n  inputs: %s\n  memory: %s\n"
                   "          (tgt's final memory is not src's under any of its %d schedule%s)",
                   f->name, r, seed, interp_sched_name(kinds[s]), inputs, mem, nk, nk == 1 ? "" : "s");
          found = 1;
        }
      }
      interp_exec_free(tx);
    }
    if (usable && !found) st->compared++;
    for (int s = 0; s < nk; s++) interp_exec_free(sx_[s]);
    if (found) return found;
  }
  return 0;
}

int interp_diff_stats_run(LLVMModuleRef src, LLVMModuleRef tgt, const char *fn, const interp_opts *o,
                          interp_diff_stats *st, char *what, size_t n) {
  interp_diff_stats scratch;
  char none[1];
  if (!st) st = &scratch;
  memset(st, 0, sizeof *st);
  if (!what || !n) {
    what = none;
    n = sizeof none;
  }
  what[0] = 0;
  char err[512];
  interp_prog *ps = interp_prog_new(src, err, sizeof err);
  if (!ps) {
    snprintf(what, n, "src: %s", err);
    return -1;
  }
  interp_prog *pt = interp_prog_new(tgt, err, sizeof err);
  if (!pt) {
    snprintf(what, n, "tgt: %s", err);
    interp_prog_free(ps);
    return -1;
  }
  int res = 0;
  int nk = fn ? 1 : ps->nkern;
  for (int i = 0; i < nk && res == 0; i++) {
    int ks = fn ? interp_prog_find(ps, fn) : ps->kern[i];
    if (ks < 0) {
      snprintf(what, n, "src has no function @%s", fn);
      res = -1;
      break;
    }
    int kt = interp_prog_find(pt, ps->fn[ks].name);
    if (kt < 0) {
      snprintf(what, n, "tgt has no function @%s", ps->fn[ks].name);
      res = -1;
      break;
    }
    res = diff_kernel(ps, pt, ks, kt, o, st, what, n);
  }
  interp_prog_free(pt);
  interp_prog_free(ps);
  return res;
}

int interp_diff(LLVMModuleRef src, LLVMModuleRef tgt, const char *fn, const interp_opts *o, char *what, size_t n) {
  return interp_diff_stats_run(src, tgt, fn, o, NULL, what, n);
}

/* ---- replaying a verifier counterexample ------------------------------------------------ */

typedef struct ment {
  char name[128];
  uint64_t v;
} ment;

enum { MAX_MODEL = 256 };

/* The flat "model":{"name":value,...} object of a finding's JSON. */
static int parse_model(const char *json, ment *m, int cap) {
  const char *s = json ? strstr(json, "\"model\":{") : NULL;
  if (!s) return 0;
  s += 9;
  int n = 0;
  while (*s && *s != '}') {
    while (*s == ' ' || *s == ',') s++;
    if (*s != '"') break;
    s++;
    char name[128];
    size_t k = 0;
    while (*s && *s != '"') {
      if (*s == '\\' && s[1]) s++;
      if (k < sizeof name - 1) name[k++] = *s;
      s++;
    }
    name[k] = 0;
    if (*s != '"') break;
    s++;
    while (*s == ' ' || *s == ':') s++;
    char *end;
    uint64_t v = strtoull(s, &end, 10);
    if (end == s) break;
    s = end;
    if (n < cap) {
      snprintf(m[n].name, sizeof m[n].name, "%s", name);
      m[n++].v = v;
    }
  }
  return n;
}

static bool mget(const ment *m, int n, const char *name, uint64_t *v) {
  for (int i = 0; i < n; i++)
    if (strcmp(m[i].name, name) == 0) {
      *v = m[i].v;
      return true;
    }
  return false;
}

/* A loaded value of the model: load#TAG(iteration vector) = v. */
typedef struct mload {
  long tag;
  int nk;
  int64_t k[4];
  bool any;
  uint64_t v;
} mload;

static int parse_loads(const ment *m, int nm, mload *out, int cap) {
  int n = 0;
  for (int i = 0; i < nm && n < cap; i++) {
    const char *s = m[i].name;
    if (strncmp(s, "load#", 5) != 0) continue;
    mload *l = &out[n];
    memset(l, 0, sizeof *l);
    char *end;
    l->tag = strtol(s + 5, &end, 10);
    l->v = m[i].v;
    if (*end != '(') continue;
    const char *a = end + 1;
    while (*a && *a != ')') {
      size_t len = strcspn(a, ",)");
      char arg[128];
      snprintf(arg, sizeof arg, "%.*s", (int)len, a);
      uint64_t v = 0;
      char *e2;
      long long c = strtoll(arg, &e2, 10);
      if (e2 != arg && !*e2) v = (uint64_t)c;
      else if (!mget(m, nm, arg, &v)) l->any = true;
      if (l->nk < 4) l->k[l->nk++] = (int64_t)v;
      a += len;
      while (*a == ',' || *a == ' ') a++;
    }
    n++;
  }
  return n;
}

/* The inputs, CTA and threads a model describes.  Objects are unbounded unless the model
 * gives their size (then inbounds GEPs are checked against it). */
/* Values for the integer arguments a model leaves free (its query did not mention them:
 * any value completes it).  The first is the verifier's own default; the others keep the
 * rest of the CTA from colliding (a row length of 0 makes every row the same), since a
 * completion on which src races or is undefined says nothing about the finding. */
static const uint64_t free_values[] = {0, 256, 4099, 7};
enum { NFREE = sizeof free_values / sizeof *free_values };
/* Variants 0..NFREE-1 follow the model; NFREE..2*NFREE-1 also let every object be as large
 * as accessed (the model's object sizes are for its threads, and the rest of the CTA may
 * need more).  Those can confirm a difference (src is defined there) but not refute one. */
enum { NVARIANTS = 2 * NFREE };

static bool model_input(const interp_prog *p, int k, const ment *m, int nm, interp_input *in, unsigned t1[3],
                        unsigned t2[3], int variant, char *why, size_t whylen) {
  interp_opts o;
  interp_opts_default(&o);
  o.unbounded = true;
  o.ntid[0] = 1;
  interp_input_default(in, p, k, &o);
  const dfn *f = &p->fn[k];
  for (int i = 0; i < in->nargs; i++) {
    char key[160];
    uint64_t v, start;
    snprintf(key, sizeof key, "%%%s", f->argname[i]);
    if (f->argty[i].k != T_PTR) {
      if (mget(m, nm, key, &v)) in->val[i] = v;
      else if (f->argty[i].k == T_INT) in->val[i] = free_values[variant % NFREE] & mask(f->argty[i].w);
      continue;
    }
    char ks[200];
    snprintf(ks, sizeof ks, "object.size(%s)", key);
    if (variant < NFREE && mget(m, nm, ks, &v)) {
      in->objsize[i] = v;
      in->size[i] = v < (1u << 20) ? v : (1u << 20);
    }
    snprintf(ks, sizeof ks, "object.start(%s)", key);
    uint64_t av;
    if (mget(m, nm, ks, &start) && mget(m, nm, key, &av) && av - start <= in->objsize[i]) in->off[i] = (int64_t)(av - start);
  }
  const char *dim = "xyz";
  for (int d = 0; d < 3; d++) {
    char name[16];
    uint64_t v;
    t1[d] = t2[d] = 0;
    snprintf(name, sizeof name, "tid.%c", dim[d]);
    if (mget(m, nm, name, &v)) t1[d] = (unsigned)v;
    snprintf(name, sizeof name, "tid.%c'", dim[d]);
    if (mget(m, nm, name, &v)) t2[d] = (unsigned)v;
    uint64_t nt = in->ntid[d]; /* the kernel's required shape, or 1 */
    snprintf(name, sizeof name, "ntid.%c", dim[d]);
    if (mget(m, nm, name, &v)) nt = v;
    if (t1[d] + 1ULL > nt) nt = t1[d] + 1ULL;
    if (t2[d] + 1ULL > nt) nt = t2[d] + 1ULL;
    if (nt > MAX_THREADS) {
      snprintf(why, whylen, "the model's block has ntid.%c = %llu, more than the %d threads a CTA can have", dim[d],
               (unsigned long long)nt, MAX_THREADS);
      return false;
    }
    in->ntid[d] = (unsigned)nt;
    snprintf(name, sizeof name, "ctaid.%c", dim[d]);
    if (mget(m, nm, name, &v)) in->ctaid[d] = (unsigned)v;
    snprintf(name, sizeof name, "nctaid.%c", dim[d]);
    in->nctaid[d] = mget(m, nm, name, &v) && v > in->ctaid[d] ? (unsigned)v : in->ctaid[d] + 1;
  }
  if ((uint64_t)in->ntid[0] * in->ntid[1] * in->ntid[2] > MAX_THREADS) {
    snprintf(why, whylen, "the model's block has %u x %u x %u threads, more than %d", in->ntid[0], in->ntid[1],
             in->ntid[2], MAX_THREADS);
    return false;
  }
  return true;
}

static int linear_tid(const interp_input *in, const unsigned t[3]) {
  return (int)(t[0] + in->ntid[0] * (t[1] + in->ntid[1] * t[2]));
}

/* Writes the model's loaded values where src's loads read them; true when that changed the
 * initial memory. */
static bool poke_loads(const interp_exec *xs, const mload *l, int nl, interp_input *in) {
  bool changed = false;
  for (int i = 0; i < nl; i++) {
    const rec *hit = NULL;
    for (int r = 0; r < xs->nrec && !hit; r++) {
      const rec *e = &xs->rec[r];
      if (e->tag != l[i].tag || e->kind != MK_LOAD || !e->id) continue;
      bool match = true;
      if (!l[i].any)
        for (int k = 0; k < l[i].nk && k < e->nk; k++)
          if (l[i].k[l[i].nk - 1 - k] != e->k[e->nk - 1 - k]) match = false;
      if (match) hit = e;
    }
    if (!hit) continue;
    const buf *b = &xs->b[hit->id - 1];
    if (b->kind == BK_ALLOCA) continue;
    struct interp_poke pk = {b->kind == BK_ARG ? b->index : -1, "", hit->off, (int)(hit->size < 8 ? hit->size : 8),
                             l[i].v};
    if (b->kind == BK_GLOBAL) snprintf(pk.global, sizeof pk.global, "%s", b->name + 1);
    int j;
    for (j = 0; j < in->npoke; j++)
      if (in->poke[j].arg == pk.arg && !strcmp(in->poke[j].global, pk.global) && in->poke[j].off == pk.off) break;
    if (j < in->npoke && in->poke[j].val == pk.val && in->poke[j].size == pk.size) continue;
    if (j == in->npoke) {
      if (in->npoke >= 16) continue;
      in->npoke++;
    }
    in->poke[j] = pk;
    changed = true;
  }
  return changed;
}

static bool same_rec(const interp_exec *xa, const rec *a, const interp_exec *xb, const rec *b) {
  if (a->kind != b->kind || a->vol != b->vol || a->ord != b->ord || a->apoison != b->apoison ||
      a->vpoison != b->vpoison || a->size != b->size || a->off != b->off || a->len != b->len || a->off2 != b->off2)
    return false;
  if (a->hasval && (a->val & mask(a->size >= 8 ? 64 : a->size * 8)) != (b->val & mask(b->size >= 8 ? 64 : b->size * 8)))
    return false;
  if ((a->id == 0) != (b->id == 0) || (a->id2 == 0) != (b->id2 == 0)) return false;
  if (a->id && strcmp(xa->b[a->id - 1].name, xb->b[b->id - 1].name)) return false;
  if (a->id2 && strcmp(xa->b[a->id2 - 1].name, xb->b[b->id2 - 1].name)) return false;
  return true;
}

static void describe_rec(const interp_exec *x, const rec *r, char *s, size_t n) {
  char at[160] = "a poison address", from[160] = "";
  if (!r->apoison && !r->id) snprintf(at, sizeof at, "an address in no object");
  if (!r->apoison && r->id) addr_str(x, r->id, r->off, at, sizeof at);
  if (r->id2) addr_str(x, r->id2, r->off2, from, sizeof from);
  const char *vol = r->vol ? "volatile " : "", *atom = r->ord ? "atomic " : "";
  size_t at0 = 0;
  switch (r->kind) {
  case MK_LOAD: at0 = (size_t)snprintf(s, n, "%s%sload of %u bytes at %s", vol, atom, r->size, at); break;
  case MK_STORE:
    at0 = (size_t)snprintf(s, n, "%s%sstore of %s0x%" PRIx64 " (%u byte%s) at %s", vol, atom, r->vpoison ? "poison " : "",
                           r->val & mask(r->size >= 8 ? 64 : r->size * 8), r->size, r->size == 1 ? "" : "s", at);
    break;
  case MK_RMW: at0 = (size_t)snprintf(s, n, "%satomicrmw of %u bytes at %s, operand 0x%" PRIx64, vol, r->size, at, r->val); break;
  case MK_CMPXCHG:
    at0 = (size_t)snprintf(s, n, "%scmpxchg of %u bytes at %s, compare 0x%" PRIx64 ", new 0x%" PRIx64, vol, r->size, at,
                           r->val, r->len);
    break;
  case MK_MEMSET: at0 = (size_t)snprintf(s, n, "%smemset of %" PRIu64 " bytes at %s to 0x%02x", vol, r->len, at, (unsigned)(r->val & 0xff)); break;
  default: at0 = (size_t)snprintf(s, n, "%smemcpy of %" PRIu64 " bytes from %s to %s", vol, r->len, from, at); break;
  }
  if (r->nk && at0 < n) {
    const memd *m = r->m;
    at0 += (size_t)snprintf(s + at0, n - at0, " (");
    for (int i = 0; i < r->nk && at0 < n; i++)
      at0 += (size_t)snprintf(s + at0, n - at0, "%sk.%s = %" PRId64, i ? ", " : "",
                              r->f->loopname[m->loops[m->nloop - r->nk + i]], r->k[i]);
    if (at0 < n) snprintf(s + at0, n - at0, ")");
  }
}

static int tag_recs(const interp_exec *x, long tag, const rec **out, int cap) {
  int n = 0;
  for (int i = 0; i < x->nrec && n < cap; i++)
    if (x->rec[i].tag == tag) out[n++] = &x->rec[i];
  return n;
}

/* Compares the executions of access `tag` by the recorded thread: 1 on a difference where
 * src is defined, 0 when there is none (or src is not defined), -1 when an execution
 * stopped before the comparison could be made (step budget, unsupported construct). */
static int compare_access(const interp_exec *xs, const interp_exec *xt, long tag, char *obs, size_t n) {
  enum { CAP = 4096 };
  const rec **S = malloc(CAP * sizeof *S), **T = malloc(CAP * sizeof *T);
  if (!S || !T) ir_oom();
  int ns = tag_recs(xs, tag, S, CAP), nt = tag_recs(xt, tag, T, CAP);
  char th[48], da[300], db[300];
  thread_str(&xs->t[xs->rec_thread], th, sizeof th);
  int res = 0;
  int i;
  for (i = 0; i < ns && i < nt; i++)
    if (!same_rec(xs, S[i], xt, T[i])) break;
  if (i < ns && (S[i]->apoison || S[i]->vpoison)) {
    snprintf(obs, n, "access: src's %s of #%ld is poison at its execution %d by thread %s: src is not defined there",
             S[i]->apoison ? "address" : "value", tag, i + 1, th);
  } else if (i < ns && !S[i]->id && S[i]->kind <= MK_CMPXCHG) {
    snprintf(obs, n, "access: src's address of #%ld points to no object at its execution %d by thread %s", tag, i + 1, th);
  } else if (i < ns && i < nt) {
    describe_rec(xs, S[i], da, sizeof da);
    describe_rec(xt, T[i], db, sizeof db);
    snprintf(obs, n, "access: thread %s, execution %d of #%ld: src: %s; tgt: %s", th, i + 1, tag, da, db);
    res = 1;
  } else if (i < ns) {
    describe_rec(xs, S[i], da, sizeof da);
    if (xt->st == INTERP_LIMIT || xt->st == INTERP_ERROR) {
      snprintf(obs, n, "access: tgt stopped before execution %d of #%ld: %s", i + 1, tag, xt->msg);
      res = -1;
    } else {
      snprintf(obs, n, "access: thread %s runs #%ld %d time%s in src, %d in tgt; src's execution %d: %s; tgt: %s%s%s", th,
               tag, ns, ns == 1 ? "" : "s", nt, i + 1, da, xt->st == INTERP_OK ? "never gets there" : interp_status_name(xt->st),
               xt->st == INTERP_OK ? "" : ": ", xt->st == INTERP_OK ? "" : xt->msg);
      res = 1;
    }
  } else if (i < nt) {
    describe_rec(xt, T[i], db, sizeof db);
    if (xs->st != INTERP_OK) {
      snprintf(obs, n, "access: src stops first (%s: %s)", interp_status_name(xs->st), xs->msg);
      res = xs->st == INTERP_LIMIT || xs->st == INTERP_ERROR ? -1 : 0;
    } else {
      snprintf(obs, n, "access: thread %s runs #%ld %d time%s in src, %d in tgt; tgt's execution %d: %s", th, tag, ns,
               ns == 1 ? "" : "s", nt, i + 1, db);
      res = 1;
    }
  } else if (xs->st == INTERP_OK && (xt->st == INTERP_UB || xt->st == INTERP_DEADLOCK)) {
    snprintf(obs, n, "access: thread %s: the %d execution%s of #%ld agree, then tgt has %s where src is defined: %s", th,
             ns, ns == 1 ? "" : "s", tag, interp_status_name(xt->st), xt->msg);
    res = 1;
  } else if (xs->st == INTERP_LIMIT || xt->st == INTERP_LIMIT || xs->st == INTERP_ERROR || xt->st == INTERP_ERROR) {
    const interp_exec *x = xs->st == INTERP_LIMIT || xs->st == INTERP_ERROR ? xs : xt;
    snprintf(obs, n, "access: %s stopped (%s: %s) after the %d execution%s of #%ld by thread %s agreed",
             x == xs ? "src" : "tgt", interp_status_name(x->st), x->msg, ns, ns == 1 ? "" : "s", tag, th);
    res = -1;
  } else {
    snprintf(obs, n, "access: the %d execution%s of #%ld by thread %s %s the same in src and tgt (src: %s%s%s)", ns,
             ns == 1 ? "" : "s", tag, th, ns == 1 ? "is" : "are", interp_status_name(xs->st),
             xs->st == INTERP_OK ? "" : ": ", xs->msg);
  }
  free(S);
  free(T);
  return res;
}

static const uint64_t fill_seeds[3] = {0, 0x243F6A8885A308D3ULL, 0x13198A2E03707344ULL};

static interp_replay_verdict confirm_access(const interp_prog *ps, int ks, const interp_prog *pt, int kt, long tag,
                                            const ment *m, int nm, char *obs, size_t n) {
  interp_input base;
  unsigned t1[3], t2[3];
  mload loads[32];
  int nl = parse_loads(m, nm, loads, 32);
  interp_opts o;
  interp_opts_default(&o);
  o.unbounded = true;
  bool same_defined = false, stopped = false, faithful_defined = false;
  char first[512] = "";
  for (int attempt = 0; attempt < 3 * NVARIANTS; attempt++) {
    bool faithful = attempt / 3 < NFREE;
    if (attempt % 3 == 0 && !model_input(ps, ks, m, nm, &base, t1, t2, attempt / 3, obs, n))
      return INTERP_NOT_EXECUTABLE;
    int tl = linear_tid(&base, t1);
    sched_spec sp = {INTERP_SCHED_ADVERSARIAL, 0, &tl, 1};
    interp_input in = base;
    in.zero_fill = attempt % 3 == 0;
    in.fill_seed = fill_seeds[attempt % 3];
    interp_exec *xs = run_exec(ps, ks, &in, &sp, &o, tl, tl, NULL);
    for (int pass = 0; pass < 4 && xs->st != INTERP_ERROR && poke_loads(xs, loads, nl, &in); pass++) {
      interp_exec_free(xs);
      xs = run_exec(ps, ks, &in, &sp, &o, tl, tl, NULL);
    }
    if (xs->st == INTERP_ERROR) {
      snprintf(obs, n, "src: %s", xs->msg);
      interp_exec_free(xs);
      return INTERP_NOT_EXECUTABLE;
    }
    interp_exec *xt = run_exec(pt, kt, &in, &sp, &o, tl, tl, NULL);
    int r = xt->st == INTERP_ERROR ? -1 : compare_access(xs, xt, tag, obs, n);
    if (xt->st == INTERP_ERROR) snprintf(obs, n, "tgt: %s", xt->msg);
    bool src_ok = xs->st == INTERP_OK;
    interp_exec_free(xs);
    interp_exec_free(xt);
    if (r > 0) return INTERP_CONFIRMED;
    if (!faithful) continue;
    if (r < 0) stopped = true;
    if (r == 0 && src_ok) same_defined = true;
    if (src_ok) faithful_defined = true;
    if (!first[0] || (r == 0 && src_ok)) snprintf(first, sizeof first, "%s", obs);
  }
  snprintf(obs, n, "%s", first);
  (void)faithful_defined;
  return stopped && !same_defined ? INTERP_NOT_EXECUTABLE : INTERP_REFUTED;
}

static interp_replay_verdict confirm_memory(const interp_prog *ps, int ks, const interp_prog *pt, int kt, const ment *m,
                                            int nm, char *obs, size_t n) {
  interp_input base;
  unsigned t1[3], t2[3];
  if (!model_input(ps, ks, m, nm, &base, t1, t2, 0, obs, n)) return INTERP_NOT_EXECUTABLE;
  int a = linear_tid(&base, t1), b = linear_tid(&base, t2);
  int second_first[2] = {b, a}, first_first[2] = {a, b};
  char sa[48], sb[48];
  snprintf(sa, sizeof sa, "(%u,%u,%u)", t1[0], t1[1], t1[2]);
  snprintf(sb, sizeof sb, "(%u,%u,%u)", t2[0], t2[1], t2[2]);
  sched_spec specs[6] = {{INTERP_SCHED_ADVERSARIAL, 0, second_first, 2}, {INTERP_SCHED_ADVERSARIAL, 0, first_first, 2},
                         {INTERP_SCHED_RR, 0, NULL, 0}, {INTERP_SCHED_RR_BLOCK, 0, NULL, 0},
                         {INTERP_SCHED_ADVERSARIAL, 0, NULL, 0}, {INTERP_SCHED_ADVERSARIAL_REV, 0, NULL, 0}};
  char names[6][160];
  snprintf(names[0], sizeof names[0], "adversarial, thread t' = %s first, then t = %s", sb, sa);
  snprintf(names[1], sizeof names[1], "adversarial, thread t = %s first, then t' = %s", sa, sb);
  snprintf(names[2], sizeof names[2], "rr");
  snprintf(names[3], sizeof names[3], "rr-block");
  snprintf(names[4], sizeof names[4], "adversarial");
  snprintf(names[5], sizeof names[5], "adversarial-rev");
  interp_opts o;
  interp_opts_default(&o);
  o.unbounded = true;
  snprintf(obs, n, "memory: tgt ends with src's final memory, without a race src does not have, under every schedule "
                   "tried");
  interp_replay_verdict verdict = INTERP_REFUTED;
  bool src_defined = false;
  char first[512] = "";
  for (int attempt = 0; attempt < 3 * NVARIANTS; attempt++) {
    bool faithful = attempt / 3 < NFREE;
    if (attempt % 3 == 0 && attempt) model_input(ps, ks, m, nm, &base, t1, t2, attempt / 3, obs, n);
    interp_input in = base;
    in.zero_fill = attempt % 3 == 1;
    in.fill_seed = fill_seeds[attempt % 3];
    interp_exec *xs[6] = {0};
    bool usable = true;
    for (int s = 0; s < 6 && usable; s++) {
      xs[s] = run_exec(ps, ks, &in, &specs[s], &o, -1, -1, s ? xs[0] : NULL);
      if (xs[s]->st != INTERP_OK || xs[s]->race[0]) {
        snprintf(obs, n, "memory: src under schedule %s: %s: %s", names[s],
                 xs[s]->race[0] ? "racy" : interp_status_name(xs[s]->st), xs[s]->race[0] ? xs[s]->race : xs[s]->msg);
        usable = false;
        if (faithful && (xs[s]->st == INTERP_LIMIT || xs[s]->st == INTERP_ERROR) && !src_defined)
          verdict = INTERP_NOT_EXECUTABLE;
      }
    }
    if (faithful && usable) src_defined = true;
    if (faithful && usable && verdict == INTERP_NOT_EXECUTABLE) verdict = INTERP_REFUTED;
    if (faithful && (!first[0] || usable)) snprintf(first, sizeof first, "%s", obs);
    bool found = false;
    for (int s = 0; s < 6 && usable && !found; s++) {
      interp_exec *xt = run_exec(pt, kt, &in, &specs[s], &o, -1, -1, xs[0]);
      char what[300];
      if (xt->st == INTERP_UB || xt->st == INTERP_DEADLOCK) {
        snprintf(obs, n, "memory: schedule %s: tgt has %s (%s), src is defined under every schedule", names[s],
                 interp_status_name(xt->st), xt->msg);
        found = true;
      } else if (xt->st == INTERP_OK) {
        bool same = false;
        for (int k = 0; k < 6 && !same; k++) same = interp_exec_same_memory(xs[k], xt, NULL, 0);
        if (!same) {
          interp_exec_same_memory(xs[s], xt, what, sizeof what);
          snprintf(obs, n, "memory: schedule %s: final memory differs from src's under every schedule: %s%s%s", names[s],
                   what, xt->race[0] ? "; tgt has a " : "", xt->race);
          found = true;
        } else if (xt->race[0]) {
          snprintf(obs, n, "memory: schedule %s: tgt has a data race that src has under no schedule: %s", names[s],
                   xt->race);
          found = true;
        }
      } else if (verdict == INTERP_REFUTED) {
        snprintf(obs, n, "memory: schedule %s: tgt stopped (%s: %s)", names[s], interp_status_name(xt->st), xt->msg);
        verdict = INTERP_NOT_EXECUTABLE;
      }
      interp_exec_free(xt);
    }
    for (int s = 0; s < 6; s++) interp_exec_free(xs[s]);
    if (found) return INTERP_CONFIRMED;
  }
  if (!src_defined) snprintf(obs, n, "%s", first);
  return verdict;
}

bool interp_confirm(LLVMModuleRef src, LLVMModuleRef tgt, const v_finding *f, char *obs, size_t n) {
  return interp_replay(src, tgt, f, obs, n) == INTERP_CONFIRMED;
}

interp_replay_verdict interp_replay(LLVMModuleRef src, LLVMModuleRef tgt, const v_finding *f, char *obs, size_t n) {
  char none[1];
  if (!obs || !n) {
    obs = none;
    n = sizeof none;
  }
  obs[0] = 0;
  if (f->verdict != V_CEX) {
    snprintf(obs, n, "not a counterexample");
    return INTERP_NOT_EXECUTABLE;
  }
  char err[512];
  interp_prog *ps = interp_prog_new(src, err, sizeof err), *pt = ps ? interp_prog_new(tgt, err, sizeof err) : NULL;
  if (!ps || !pt) {
    snprintf(obs, n, "%s: %s", ps ? "tgt" : "src", err);
    interp_prog_free(ps);
    return INTERP_NOT_EXECUTABLE;
  }
  int ks = interp_prog_find(ps, f->func), kt = interp_prog_find(pt, f->func);
  interp_replay_verdict ok = INTERP_NOT_EXECUTABLE;
  ment *m = malloc(MAX_MODEL * sizeof *m);
  if (!m) ir_oom();
  int nm = parse_model(f->json, m, MAX_MODEL);
  if (ks < 0 || kt < 0) {
    snprintf(obs, n, "no function @%s in %s", f->func, ks < 0 ? "src" : "tgt");
  } else if (!same_signature(&ps->fn[ks], &pt->fn[kt])) {
    snprintf(obs, n, "@%s takes different arguments in src and tgt", f->func);
  } else if (!strcmp(f->kind, "barrier-race") || !strncmp(f->kind, "removed-", 8) || f->tag < 0) {
    ok = confirm_memory(ps, ks, pt, kt, m, nm, obs, n);
  } else {
    ok = confirm_access(ps, ks, pt, kt, f->tag, m, nm, obs, n);
  }
  free(m);
  interp_prog_free(pt);
  interp_prog_free(ps);
  return ok;
}
