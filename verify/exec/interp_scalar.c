/* interp: scalar semantics, from LangRef (shared by the decoder's constant folding and
 * the interpreter): integer and float arithmetic with their poison rules, comparisons,
 * casts, address-space casts and GEPs. */
#include "interp_impl.h"

/* ---- scalar semantics (shared by the decoder's constant folding and the interpreter) -- */

vty interp_type_of(LLVMTargetDataRef td, LLVMTypeRef t);

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
    vty v = interp_type_of(td, t);
    return v.k == T_BAD || v.k == T_VOID ? -1 : v.ncell;
  }
  }
}

vty interp_type_of(LLVMTargetDataRef td, LLVMTypeRef t) {
  vty r = {T_BAD, 0, 0, 1, 1};
  switch (LLVMGetTypeKind(t)) {
  case LLVMVoidTypeKind: r.k = T_VOID; r.ncell = 0; break;
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(t);
    if (w <= 64) { r.k = T_INT; r.w = (uint8_t)w; }
    break;
  }
  case LLVMHalfTypeKind: r.k = T_F16; r.w = 16; break;
  case LLVMFloatTypeKind: r.k = T_F32; r.w = 32; break;
  case LLVMDoubleTypeKind: r.k = T_F64; r.w = 64; break;
  case LLVMPointerTypeKind:
    r.k = T_PTR;
    r.as = (uint16_t)LLVMGetPointerAddressSpace(t);
    r.w = (uint8_t)(LLVMPointerSizeForAS(td, r.as) * 8);
    break;
  case LLVMVectorTypeKind: {
    vty e = interp_type_of(td, LLVMGetElementType(t));
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
int interp_agg_offset(LLVMTargetDataRef td, LLVMTypeRef t, const unsigned *idx, unsigned n, LLVMTypeRef *sub) {
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

uint32_t interp_fbits32(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

uint64_t interp_fbits64(double f) {
  uint64_t u;
  memcpy(&u, &f, 8);
  return u;
}

float interp_f32of(uint64_t v) {
  uint32_t u = (uint32_t)v;
  float f;
  memcpy(&f, &u, 4);
  return f;
}

double interp_f64of(uint64_t v) {
  double f;
  memcpy(&f, &v, 8);
  return f;
}

/* IEEE half: exact to double; from double rounded once, to nearest even */
double interp_half_get(uint16_t h) {
  int e = (h >> 10) & 0x1f, m = h & 0x3ff;
  double v = e == 0x1f ? (m ? NAN : INFINITY) : e ? ldexp(1024 + m, e - 25) : ldexp(m, -24);
  return h & 0x8000 ? -v : v;
}

uint16_t interp_half_put(double v) {
  if (isnan(v)) return 0x7e00;
  uint16_t sign = signbit(v) ? 0x8000 : 0;
  double a = fabs(v);
  if (a >= 65520.0) return (uint16_t)(sign | 0x7c00);
  if (a < ldexp(1.0, -14)) return (uint16_t)(sign | (uint16_t)nearbyint(ldexp(a, 24))); /* (1024: the least normal) */
  int e;
  frexp(a, &e); /* a = m * 2^e, m in [0.5, 1) */
  double r = nearbyint(ldexp(a, 11 - e));
  if (r >= 2048) {
    r = 1024;
    e++;
  }
  if (e - 1 + 15 >= 31) return (uint16_t)(sign | 0x7c00);
  return (uint16_t)(sign | (uint16_t)((e - 1 + 15) << 10) | (uint16_t)(r - 1024));
}

/* NaN payloads are not semantics: one canonical NaN keeps src and tgt comparable. */
uint64_t interp_fput(double v, unsigned w) {
  if (w == 16) return interp_half_put(v);
  if (w == 32) {
    float f = (float)v;
    return isnan(f) ? 0x7fc00000u : interp_fbits32(f);
  }
  return isnan(v) ? 0x7ff8000000000000ULL : interp_fbits64(v);
}

double interp_fget(uint64_t v, unsigned w) {
  return w == 16 ? interp_half_get((uint16_t)v) : w == 32 ? (double)interp_f32of(v) : interp_f64of(v);
}


/* Integer binary operation on masked operands of width w. */
int interp_alu(unsigned op, unsigned fl, unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
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

bool interp_icmp(unsigned pred, unsigned w, uint64_t a, uint64_t b) {
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

bool interp_fcmp(unsigned pred, double a, double b) {
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
bool interp_cast_int(unsigned op, unsigned fl, unsigned sw, unsigned dw, uint64_t a, uint64_t *r) {
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
bool interp_cast_fp(unsigned op, unsigned fl, unsigned sw, unsigned dw, uint64_t a, uint64_t *r) {
  switch (op) {
  case OP_FPTOSI: case OP_FPTOUI: {
    double v = trunc(interp_fget(a, sw));
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
  case OP_SITOFP:
    *r = dw == 32 ? interp_fbits32((float)sx(a, sw)) : dw == 16 ? interp_fput((double)sx(a, sw), 16) : interp_fbits64((double)sx(a, sw));
    return false;
  case OP_UITOFP:
    *r = dw == 32 ? interp_fbits32((float)a) : dw == 16 ? interp_fput((double)a, 16) : interp_fbits64((double)a);
    return (fl & F_NNEG) && sx(a, sw) < 0;
  case OP_FPEXT: *r = interp_fput(interp_fget(a, sw), dw); return false;
  default: *r = interp_fput(interp_fget(a, sw), dw); return false; /* fptrunc */
  }
}

bool interp_obj_base_in(const obj *o, unsigned pas, uint64_t *base) {
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
uint64_t interp_ascast(uint64_t v, unsigned from, unsigned to, unsigned tw) {
  uint64_t g = from == 0 ? v : v + window(from);
  return (to == 0 ? g : g - window(to)) & mask(tw);
}


/* base + constant + sum of index*scale, with GEP's no-wrap flags and inbounds. */
cell interp_gep_eval(const gepd *g, unsigned fl, cell base, const cell *R, objfn get, const void *ctx) {
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
    } else if (o->objsize != UNBOUNDED && interp_obj_base_in(o, g->as, &ob)) {
      int64_t bo = sx((b - ob) & m, pw), ro = sx((res - ob) & m, pw);
      if (bo < 0 || (uint64_t)bo > o->objsize || ro < 0 || (uint64_t)ro > o->objsize) po = 1;
    }
  }
  cell r = {res, base.prov, po};
  return r;
}
