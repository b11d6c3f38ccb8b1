/* The kernel generator's emission: a spec (gen.c) as NVPTX IR text.
 *
 * One kernel @k: global arrays as pointer arguments, shared arrays as addrspace(3) globals
 * (the first one dynamic, extern [0 x T], when the spec says so), i32 %n and i64 %ld
 * arguments, and the statements.  Each access's index is an affine sum over thread ids, the
 * global id, %n, %ld * row and the enclosing loop counters, written in one of many equal ways
 * ("forms"): i32 arithmetic with or without nsw then sext/zext, or i64 arithmetic; mul or
 * shl; left- or right-leaning add chains; GEP over the element type, over the array type,
 * over i8 with a scaled offset, or with the constant in a second GEP; with or without
 * inbounds.  An access may copy the previous access's coefficients with another constant:
 * the strided, negative-offset and cross-block groups the address passes rewrite.  The
 * variants (syncs, loop forms, vector, volatile, memcpy/memset and device-function accesses,
 * hoisted addresses, allocas) are described at gen_stmt in fuzz.h.  Every emitted module
 * passes the IR verifier.
 */
#include "fuzz.h"

#include <stdlib.h>
#include <string.h>

enum { ARRAY_ELEMS = 4096 };

/* The loop steps of stride codes 48-63 (0: the enclosing loop's) and the factors of scale
 * codes 48-59 on loop-counter coefficients: large, non-power-of-two and negative, so that
 * LSR's stride-factored formulae and chains have candidates. */
static const int step_table[16] = {5, 7, 12, 24, 100, 1000, 3, 6, 17, 96, 4, 8, 16, 32, 64, 0};
static const int scale_table[12] = {3, 5, 6, 7, 12, 24, 100, -12, 1000, -3, 96, 20};

typedef struct gloop {
  char name[16];
  bool wide;  /* an i64 counter */
  int stepc;  /* its constant step, 0 for ntid.x */
} gloop;

typedef struct emitter {
  const gen_spec *s;
  verify_sbuf b;
  int tmp, blk;
  gloop lv[3]; /* the enclosing loops, innermost first */
  int nloops;
  char last[32];      /* last loaded value in this block, "" if none */
  int last_elem;
  bool used_ld;
  verify_sbuf decls;  /* declarations of the intrinsics used, each once */
  unsigned dev;       /* device functions used: bit (load/store * 6 + as * 3 + elem) */
  bool prof;          /* !1, the branch weights of an unlikely arm, is used */
} emitter;

static const char *elem_ty(int e) { return e == 1 ? "float" : e == 2 ? "i64" : "i32"; }
static int elem_size(int e) { return e == 2 ? 8 : 4; }

static int array_elem(const gen_spec *s, int a) { return s->elem[a < s->nglobal ? a : GEN_MAX_ARRAYS + a - s->nglobal]; }

static void base_of(const gen_spec *s, int a, char *out, size_t n, int *as) {
  if (a < s->nglobal) {
    snprintf(out, n, "%%g%d", a);
    *as = 1;
  } else {
    snprintf(out, n, "@s%d", a - s->nglobal);
    *as = 3;
  }
}

/* A declaration, once. */
static void declare(emitter *e, const char *decl) {
  if (e->decls.s && strstr(e->decls.s, decl)) return;
  verify_sbprintf(&e->decls, "%s\n", decl);
}

/* A new temporary's name. */
static const char *tmpname(emitter *e, char *buf) {
  snprintf(buf, 32, "%%t%d", e->tmp++);
  return buf;
}

static void start_block(emitter *e, const char *label) {
  verify_sbprintf(&e->b, "\n%s:\n", label);
  e->last[0] = 0;
}

/* An atom's value at width 32 or 64 (ext: 's' sext, 'z' zext). */
static void atom_value(emitter *e, int a, bool wide, char ext, char *out) {
  char t[32];
  const char *v32 = NULL;
  switch (a) {
  case GA_TX: v32 = "%tx"; break;
  case GA_TY: v32 = "%ty"; break;
  case GA_TZ: v32 = "%tz"; break;
  case GA_GID: v32 = "%gid"; break;
  case GA_N: v32 = "%n"; break;
  case GA_ROWLD: {
    /* (zext row) * %ld: a 64-bit product */
    const char *row = (e->s->dims & 1) ? "%ty" : "%gid";
    char z[32];
    verify_sbprintf(&e->b, "  %s = zext i32 %s to i64\n", tmpname(e, z), row);
    verify_sbprintf(&e->b, "  %s = mul i64 %s, %%ld\n", tmpname(e, t), z);
    e->used_ld = true;
    strcpy(out, t);
    return;
  }
  default: {
    const gloop *l = &e->lv[a - GA_L0];
    if (l->wide) { /* an i64 counter: as is, or truncated */
      if (wide) strcpy(out, l->name);
      else verify_sbprintf(&e->b, "  %s = trunc i64 %s to i32\n", tmpname(e, out), l->name);
      return;
    }
    v32 = l->name;
    break;
  }
  }
  if (!wide) {
    strcpy(out, v32);
    return;
  }
  verify_sbprintf(&e->b, "  %s = %s i32 %s to i64\n", tmpname(e, t), ext == 'z' ? "zext" : "sext", v32);
  strcpy(out, t);
}

/* The index in elements, as an i64 value (or constant) in out: sum of mul[a] * c[a] * atom
 * + k. */
static void emit_index(emitter *e, const gen_index *ix, const int *mul, long long k, char *out) {
  int form = ix->form;
  int domain = form & 3; /* 0 i32 nsw + sext, 1 i32 + sext, 2 i32 nsw + zext, 3 i64 */
  if (ix->c[GA_ROWLD] || k > 30000 || k < -30000) domain = 3;
  bool shl = form & 4, rev = form & 8;
  bool wide = domain == 3;
  const char *ity = wide ? "i64" : "i32";
  const char *fl = domain == 1 ? "" : " nsw";
  char ext = domain == 2 ? 'z' : 's';
  int order[GA_NATOMS], n = 0;
  for (int a = 0; a < GA_NATOMS; a++)
    if (ix->c[a] && (a < GA_L0 || a - GA_L0 < e->nloops)) order[n++] = a;
  if (rev)
    for (int i = 0; i < n / 2; i++) {
      int t = order[i];
      order[i] = order[n - 1 - i];
      order[n - 1 - i] = t;
    }
  char acc[32] = "";
  for (int i = 0; i < n; i++) {
    int a = order[i], c = ix->c[a] * mul[a];
    char v[32], term[32];
    atom_value(e, a, wide, ext, v);
    int mag = c < 0 ? -c : c;
    if (mag == 1) {
      strcpy(term, v);
    } else if (shl && !(mag & (mag - 1))) {
      verify_sbprintf(&e->b, "  %s = shl%s %s %s, %d\n", tmpname(e, term), fl, ity, v, __builtin_ctz((unsigned)mag));
    } else {
      verify_sbprintf(&e->b, "  %s = mul%s %s %s, %d\n", tmpname(e, term), fl, ity, v, mag);
    }
    char nacc[32];
    if (!acc[0]) {
      if (c < 0) verify_sbprintf(&e->b, "  %s = sub%s %s 0, %s\n", tmpname(e, nacc), fl, ity, term);
      else strcpy(nacc, term);
    } else {
      verify_sbprintf(&e->b, "  %s = %s%s %s %s, %s\n", tmpname(e, nacc), c < 0 ? "sub" : "add", fl, ity, acc, term);
    }
    strcpy(acc, nacc);
  }
  bool split_k = ((form >> 4) & 3) == 3;
  if (!split_k && k) {
    char nacc[32];
    if (acc[0]) verify_sbprintf(&e->b, "  %s = add%s %s %s, %lld\n", tmpname(e, nacc), fl, ity, acc, k);
    else snprintf(nacc, sizeof nacc, "%lld", k);
    strcpy(acc, nacc);
  }
  if (!acc[0]) strcpy(acc, "0");
  if (!wide && acc[0] == '%') {
    char x[32];
    verify_sbprintf(&e->b, "  %s = %s i32 %s to i64\n", tmpname(e, x), ext == 'z' ? "zext" : "sext", acc);
    strcpy(acc, x);
  }
  strcpy(out, acc);
}

/* The address of element idx (an i64 value or constant) of array a, by one of the GEP forms. */
static void emit_gep(emitter *e, int a, const char *idx, int gep, const char *ib, long long k, char *p) {
  const gen_spec *s = e->s;
  int el = array_elem(s, a), as;
  char base[16];
  base_of(s, a, base, sizeof base, &as);
  const char *ty = elem_ty(el);
  switch (gep) {
  case 0:
  case 3:
    verify_sbprintf(&e->b, "  %s = getelementptr%s %s, ptr addrspace(%d) %s, i64 %s\n", tmpname(e, p), ib, ty, as, base, idx);
    if (gep == 3 && k) {
      char q[32];
      verify_sbprintf(&e->b, "  %s = getelementptr%s %s, ptr addrspace(%d) %s, i64 %lld\n", tmpname(e, q), ib, ty, as, p, k);
      strcpy(p, q);
    }
    break;
  case 1:
    verify_sbprintf(&e->b, "  %s = getelementptr%s [%d x %s], ptr addrspace(%d) %s, i64 0, i64 %s\n", tmpname(e, p), ib, ARRAY_ELEMS,
        ty, as, base, idx);
    break;
  default: {
    char off[32];
    if (idx[0] == '%') verify_sbprintf(&e->b, "  %s = shl i64 %s, %d\n", tmpname(e, off), idx, elem_size(el) == 8 ? 3 : 2);
    else snprintf(off, sizeof off, "%lld", (long long)atoll(idx) * elem_size(el));
    verify_sbprintf(&e->b, "  %s = getelementptr%s i8, ptr addrspace(%d) %s, i64 %s\n", tmpname(e, p), ib, as, base, off);
    break;
  }
  }
}

/* The value a store writes: a constant, the last loaded value, %n or a loop counter. */
static void store_value(emitter *e, const gen_stmt *st, int el, char *val) {
  switch (st->value) {
  case 1:
    if (e->last[0] && e->last_elem == el) {
      strcpy(val, e->last);
      return;
    }
    /* fall through */
  case 0: snprintf(val, 48, el == 1 ? "%d.0" : "%d", 1 + st->idx.k % 7); return;
  default: {
    char src[32] = "%n";
    if (st->value == 3 && e->nloops) {
      if (e->lv[0].wide) verify_sbprintf(&e->b, "  %s = trunc i64 %s to i32\n", tmpname(e, src), e->lv[0].name);
      else strcpy(src, e->lv[0].name);
    }
    if (el == 1) verify_sbprintf(&e->b, "  %s = sitofp i32 %s to float\n", tmpname(e, val), src);
    else if (el == 2) verify_sbprintf(&e->b, "  %s = sext i32 %s to i64\n", tmpname(e, val), src);
    else strcpy(val, src);
    return;
  }
  }
}

/* Accesses of variants 11-15: vectors, memcpy, memset, a device function's access. */
static void emit_access_variant(emitter *e, const gen_stmt *st, int a, const char *p, const char *idx, bool load) {
  const gen_spec *s = e->s;
  int el = array_elem(s, a), as = a < s->nglobal ? 1 : 3, align = elem_size(el);
  const char *ty = elem_ty(el);
  char t[32], decl[256];
  switch (st->var) {
  case 11:
  case 12: {
    int n = st->var == 11 ? 2 : 4;
    if (load) {
      verify_sbprintf(&e->b, "  %s = load <%d x %s>, ptr addrspace(%d) %s, align %d\n", tmpname(e, t), n, ty, as, p, align);
      return;
    }
    verify_sbprintf(&e->b, "  store <%d x %s> <", n, ty);
    for (int i = 0; i < n; i++) verify_sbprintf(&e->b, el == 1 ? "%s%s %d.0" : "%s%s %d", i ? ", " : "", ty, 1 + i + st->idx.k % 5);
    verify_sbprintf(&e->b, ">, ptr addrspace(%d) %s, align %d\n", as, p, align);
    return;
  }
  case 13: { /* memcpy to or from the same element of the next array */
    int b = (a + 1) % (s->nglobal + s->nshared), bas = b < s->nglobal ? 1 : 3;
    char q[32];
    emit_gep(e, b, idx, 2, "", 0, q);
    const char *dst = load ? q : p, *src = load ? p : q;
    int das = load ? bas : as, sas = load ? as : bas;
    snprintf(decl, sizeof decl, "declare void @llvm.memcpy.p%d.p%d.i64(ptr addrspace(%d), ptr addrspace(%d), i64, i1)", das, sas,
             das, sas);
    declare(e, decl);
    verify_sbprintf(&e->b, "  call void @llvm.memcpy.p%d.p%d.i64(ptr addrspace(%d) align %d %s, ptr addrspace(%d) align %d %s, i64 %d, i1 %s)\n",
                    das, sas, das, 4, dst, sas, 4, src, 8 + 8 * (st->bound & 1), st->op & 8 ? "true" : "false");
    return;
  }
  case 14:
    snprintf(decl, sizeof decl, "declare void @llvm.memset.p%d.i64(ptr addrspace(%d), i8, i64, i1)", as, as);
    declare(e, decl);
    verify_sbprintf(&e->b, "  call void @llvm.memset.p%d.i64(ptr addrspace(%d) align %d %s, i8 %d, i64 %d, i1 false)\n", as, as, align,
                    p, st->idx.k & 0x7f, 4 * (1 + st->bound % 4));
    return;
  default: { /* 15: a noinline device function does the access */
    int fnid = (load ? 0 : 6) + (as == 1 ? 0 : 3) + el;
    e->dev |= 1u << fnid;
    if (load) {
      verify_sbprintf(&e->b, "  %s = call %s @nvtv_dev%d(ptr addrspace(%d) %s)\n", tmpname(e, t), ty, fnid, as, p);
      strcpy(e->last, t);
      e->last_elem = el;
      return;
    }
    char val[48];
    store_value(e, st, el, val);
    verify_sbprintf(&e->b, "  call void @nvtv_dev%d(ptr addrspace(%d) %s, %s %s)\n", fnid, as, p, ty, val);
    return;
  }
  }
}

static void emit_access(emitter *e, const gen_stmt *st) {
  const gen_spec *s = e->s;
  int a = st->array, el = array_elem(s, a), as = a < s->nglobal ? 1 : 3;
  char idx[32], p[32];
  const char *ty = elem_ty(el);
  int mul[GA_NATOMS];
  for (int i = 0; i < GA_NATOMS; i++) mul[i] = 1;
  long long k = st->idx.k;
  if (st->scale >= 48 && st->scale < 60)
    for (int l = GA_L0; l <= GA_L2; l++) mul[l] = scale_table[st->scale - 48];
  if (st->scale >= 60) k += (k < 0 ? -1LL : 1LL) * (1LL << 30) * (st->scale - 59); /* beyond 32-bit byte offsets */
  if ((s->kflags & 2) && as == 3) mul[GA_TY] = 8, mul[GA_TZ] = 64; /* a 3-D tile */
  emit_index(e, &st->idx, mul, k, idx);
  int gep = (st->idx.form >> 4) & 3;
  const char *ib = (st->idx.form & 0x40) ? " inbounds" : "";
  emit_gep(e, a, idx, gep, ib, k, p);
  int align = elem_size(el);
  int op = st->op % 8;
  if (st->var >= 11) {
    emit_access_variant(e, st, a, p, idx, op < 4);
    return;
  }
  const char *vol = st->var == 10 ? " volatile" : "";
  if (op < 4) {
    char v[32];
    verify_sbprintf(&e->b, "  %s = load%s %s, ptr addrspace(%d) %s, align %d\n", tmpname(e, v), vol, ty, as, p, align);
    strcpy(e->last, v);
    e->last_elem = el;
    return;
  }
  char val[48];
  store_value(e, st, el, val);
  if (op == 7) {
    char old[32];
    verify_sbprintf(&e->b, "  %s = atomicrmw%s %s ptr addrspace(%d) %s, %s %s monotonic, align %d\n", tmpname(e, old), vol,
        el == 1 ? "fadd" : "add", as, p, ty, val, align);
    return;
  }
  verify_sbprintf(&e->b, "  store%s %s %s, ptr addrspace(%d) %s, align %d\n", vol, ty, val, as, p, align);
}

/* A sync statement: barrier0, or (variants 6-15) the other sync intrinsics the passes and
 * DSE know. */
static void emit_sync(emitter *e, const gen_stmt *st, int id) {
  char t[32], c[32];
  switch (st->var) {
  case 6:
    declare(e, "declare void @llvm.nvvm.barrier.sync(i32)");
    verify_sbprintf(&e->b, "  call void @llvm.nvvm.barrier.sync(i32 0)\n");
    return;
  case 7:
    if (e->s->dims) break; /* the count is the block's threads: ntid.x in a 1-D kernel */
    declare(e, "declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)");
    verify_sbprintf(&e->b, "  call void @llvm.nvvm.barrier.sync.cnt(i32 0, i32 %%nx)\n");
    return;
  case 8:
  case 9:
  case 10: {
    const char *v = st->var == 8 ? "popc" : st->var == 9 ? "and" : "or";
    char decl[96];
    snprintf(decl, sizeof decl, "declare i32 @llvm.nvvm.barrier0.%s(i32)", v);
    declare(e, decl);
    verify_sbprintf(&e->b, "  %s = and i32 %%tx, %d\n", tmpname(e, c), 1 + st->bound % 3);
    verify_sbprintf(&e->b, "  %s = call i32 @llvm.nvvm.barrier0.%s(i32 %s)\n", tmpname(e, t), v, c);
    strcpy(e->last, t); /* a later store of an i32 may write it: the result is used */
    e->last_elem = 0;
    return;
  }
  case 11:
    declare(e, "declare void @llvm.nvvm.bar.warp.sync(i32)");
    verify_sbprintf(&e->b, "  call void @llvm.nvvm.bar.warp.sync(i32 -1)\n");
    return;
  case 12:
  case 13:
  case 14: {
    const char *sc = st->var == 12 ? "cta" : st->var == 13 ? "gl" : "sys";
    char decl[64];
    snprintf(decl, sizeof decl, "declare void @llvm.nvvm.membar.%s()", sc);
    declare(e, decl);
    verify_sbprintf(&e->b, "  call void @llvm.nvvm.membar.%s()\n", sc);
    return;
  }
  case 15:
    switch (st->bound % 6) {
    case 0:
      declare(e, "declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg)");
      verify_sbprintf(&e->b, "  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0)\n");
      return;
    case 1:
    case 2: {
      const char *arrive = st->bound % 6 == 1 ? "llvm.nvvm.barrier.cluster.arrive.relaxed" : "llvm.nvvm.barrier.cluster.arrive";
      char decl[96];
      snprintf(decl, sizeof decl, "declare void @%s()", arrive);
      declare(e, decl);
      declare(e, "declare void @llvm.nvvm.barrier.cluster.wait()");
      verify_sbprintf(&e->b, "  call void @%s()\n  call void @llvm.nvvm.barrier.cluster.wait()\n", arrive);
      return;
    }
    case 3:
    case 4: { /* exit or trap: under a uniform test, or the early-return idiom tx >= n */
      bool ex = st->bound % 6 == 3;
      declare(e, ex ? "declare void @llvm.nvvm.exit()" : "declare void @llvm.trap()");
      if (st->op & 1) verify_sbprintf(&e->b, "  %s = icmp uge i32 %%tx, %%n\n", tmpname(e, c));
      else verify_sbprintf(&e->b, "  %s = icmp eq i32 %%n, %d\n", tmpname(e, c), st->bound);
      verify_sbprintf(&e->b, "  br i1 %s, label %%x%d.do, label %%x%d.end\n\nx%d.do:\n", c, id, id, id);
      verify_sbprintf(&e->b, "  call void @%s()\n  br label %%x%d.end\n", ex ? "llvm.nvvm.exit" : "llvm.trap", id);
      char l[32];
      snprintf(l, sizeof l, "x%d.end", id);
      start_block(e, l);
      return;
    }
    default:
      declare(e, "declare void @llvm.nvvm.barrier.n(i32)");
      verify_sbprintf(&e->b, "  call void @llvm.nvvm.barrier.n(i32 0)\n");
      return;
    }
  }
  declare(e, "declare void @llvm.nvvm.barrier0()");
  verify_sbprintf(&e->b, "  call void @llvm.nvvm.barrier0()\n");
}

static int emit_seq(emitter *e, int i, int count);

/* One arm of an if or a switch: block `pfx``id`.`arm`, first the line pre (if any), count
 * statements from i, a branch to `pfx``id`.end; returns the next statement. */
static int emit_arm(emitter *e, const char *pfx, int id, const char *arm, int i, int count, const char *pre) {
  char l[48];
  snprintf(l, sizeof l, "%s%d.%s", pfx, id, arm);
  start_block(e, l);
  if (pre) verify_sbprintf(&e->b, "  %%h%d.%s%s", id, arm, pre);
  if ((e->s->kflags & 4) && !strcmp(arm, "then")) { /* a private array allocated in the arm (after inlining) */
    char a[32], q[32], v[32];
    verify_sbprintf(&e->b, "  %s = alloca [4 x i32], align 4\n", tmpname(e, a));
    verify_sbprintf(&e->b, "  %s = getelementptr inbounds [4 x i32], ptr %s, i64 0, i64 %d\n", tmpname(e, q), a, id % 4);
    verify_sbprintf(&e->b, "  store i32 %%n, ptr %s, align 4\n  %s = load i32, ptr %s, align 4\n", q, tmpname(e, v), q);
  }
  i = emit_seq(e, i, count);
  verify_sbprintf(&e->b, "  br label %%%s%d.end\n", pfx, id);
  return i;
}

/* A loop's exit test on the value v of its counter: v < bound, v > -1 counting down, or
 * g0 + v < g0 + bound on pointers (pv: the pointer).  The condition's name goes to c. */
static void loop_test(emitter *e, const char *v, bool w, bool ptr_exit, bool down, const char *bound, const char *pe,
                      int pel, char *c, char *pv) {
  const char *it = w ? "i64" : "i32";
  if (ptr_exit) {
    char x[32];
    if (w) snprintf(x, sizeof x, "%s", v);
    else verify_sbprintf(&e->b, "  %s = sext i32 %s to i64\n", tmpname(e, x), v);
    verify_sbprintf(&e->b, "  %s = getelementptr %s, ptr addrspace(1) %%g0, i64 %s\n", tmpname(e, pv), elem_ty(pel), x);
    verify_sbprintf(&e->b, "  %s = icmp ult ptr addrspace(1) %s, %s\n", tmpname(e, c), pv, pe);
  } else if (down) verify_sbprintf(&e->b, "  %s = icmp sgt %s %s, -1\n", tmpname(e, c), it, v);
  else verify_sbprintf(&e->b, "  %s = icmp slt %s %s, %s\n", tmpname(e, c), it, v, bound);
}

/* A loop: for (i = start; cond; i += step), i32 or i64, a preheader, a header with the phi
 * and the test, the body, a latch.  Rotated (rot, what -O3's loop-rotate makes): a guard in
 * the preheader and the test of i.next in the latch. */
static int emit_loop(emitter *e, const gen_stmt *st, int id, int next) {
  char start[32], bound[32], iname[16], c[32], l[64];
  bool w = st->var & 1;
  const char *it = w ? "i64" : "i32";
  snprintf(iname, sizeof iname, "%%i%d", id);
  bool ntid = st->step == 3;
  int stepc = ntid ? 0 : st->step + 1;
  if (!ntid && st->stride >= 48) {
    stepc = step_table[st->stride - 48];
    if (!stepc) stepc = e->nloops ? e->lv[0].stepc : 1; /* the enclosing loop's step */
    if (!stepc) ntid = true;
  }
  bool down = st->down && !ntid;
  if (st->argb) {
    if (w) verify_sbprintf(&e->b, "  %s = sext i32 %%n to i64\n", tmpname(e, bound));
    else snprintf(bound, sizeof bound, "%%n");
  } else snprintf(bound, sizeof bound, "%d", st->bound);
  if (ntid) {
    if (w) verify_sbprintf(&e->b, "  %s = zext i32 %%tx to i64\n", tmpname(e, start));
    else snprintf(start, sizeof start, "%%tx");
  } else if (down) { /* from bound - 1 down to 0 */
    if (st->argb) verify_sbprintf(&e->b, "  %s = add nsw %s %s, -1\n", tmpname(e, start), it, bound);
    else snprintf(start, sizeof start, "%d", st->bound - 1);
  } else if ((st->var & 2) && e->nloops && e->lv[0].wide == w) { /* from the enclosing loop's counter */
    snprintf(start, sizeof start, "%s", e->lv[0].name);
  } else snprintf(start, sizeof start, "0");
  /* var bit 2: the exit test compares pointers into %g0, and the body loads through the
   * pointer: for (p = g0 + i; p < g0 + bound; p += step) ... *p */
  bool ptr_exit = (st->var & 4) && !down;
  int pel = array_elem(e->s, 0);
  char pe[32] = "";
  if (ptr_exit) {
    char x[32];
    if (w) snprintf(x, sizeof x, "%s", bound);
    else if (st->argb) verify_sbprintf(&e->b, "  %s = sext i32 %s to i64\n", tmpname(e, x), bound);
    else snprintf(x, sizeof x, "%s", bound);
    verify_sbprintf(&e->b, "  %s = getelementptr %s, ptr addrspace(1) %%g0, i64 %s\n", tmpname(e, pe), elem_ty(pel), x);
  }
  char stepv[32];
  if (ntid) {
    if (w) verify_sbprintf(&e->b, "  %s = zext i32 %%nx to i64\n", tmpname(e, stepv));
    else snprintf(stepv, sizeof stepv, "%%nx");
  } else snprintf(stepv, sizeof stepv, "%d", down ? -stepc : stepc);
  bool rot = st->rot;
  verify_sbprintf(&e->b, "  br label %%lp%d.ph\n", id);
  snprintf(l, sizeof l, "lp%d.ph", id);
  start_block(e, l);
  char pi[32] = "", pg[32];
  if (rot) { /* the guard (does the first iteration run?), then a preheader */
    loop_test(e, start, w, ptr_exit, down, bound, pe, pel, c, pg);
    verify_sbprintf(&e->b, "  br i1 %s, label %%lp%d.pre, label %%lp%d.exit\n", c, id, id);
    snprintf(l, sizeof l, "lp%d.pre", id);
    start_block(e, l);
  }
  verify_sbprintf(&e->b, "  br label %%lp%d.h\n", id);
  snprintf(l, sizeof l, "lp%d.h", id);
  start_block(e, l);
  verify_sbprintf(&e->b, "  %s = phi %s [ %s, %%lp%d.%s ], [ %s.next, %%lp%d.latch ]\n", iname, it, start, id, rot ? "pre" : "ph",
                  iname, id);
  if (rot) {
    if (ptr_exit) { /* the body's pointer */
      char x[32];
      if (w) snprintf(x, sizeof x, "%s", iname);
      else verify_sbprintf(&e->b, "  %s = sext i32 %s to i64\n", tmpname(e, x), iname);
      verify_sbprintf(&e->b, "  %s = getelementptr %s, ptr addrspace(1) %%g0, i64 %s\n", tmpname(e, pi), elem_ty(pel), x);
    }
    verify_sbprintf(&e->b, "  br label %%lp%d.body\n", id);
  } else {
    loop_test(e, iname, w, ptr_exit, down, bound, pe, pel, c, pi);
    verify_sbprintf(&e->b, "  br i1 %s, label %%lp%d.body, label %%lp%d.exit\n", c, id, id);
  }
  snprintf(l, sizeof l, "lp%d.body", id);
  start_block(e, l);
  if (ptr_exit) {
    char v[32];
    verify_sbprintf(&e->b, "  %s = load %s, ptr addrspace(1) %s, align %d\n", tmpname(e, v), elem_ty(pel), pi, elem_size(pel));
  }
  /* innermost first */
  memmove(&e->lv[1], &e->lv[0], 2 * sizeof e->lv[0]);
  snprintf(e->lv[0].name, sizeof e->lv[0].name, "%s", iname);
  e->lv[0].wide = w;
  e->lv[0].stepc = ntid ? 0 : stepc;
  e->nloops++;
  next = emit_seq(e, next, st->nkids[0]);
  e->nloops--;
  memmove(&e->lv[0], &e->lv[1], 2 * sizeof e->lv[0]);
  verify_sbprintf(&e->b, "  br label %%lp%d.latch\n", id);
  snprintf(l, sizeof l, "lp%d.latch", id);
  start_block(e, l);
  /* var bit 3: an unsigned counter (C's unsigned i: no nsw), so sext(i) is no add-recurrence
   * in 64 bits but i is one in 32: LSR's narrow uses */
  verify_sbprintf(&e->b, "  %s.next = add%s %s %s, %s\n", iname, (st->var & 8) && !down ? "" : " nsw", it, iname, stepv);
  if (rot) {
    char nx[32];
    snprintf(nx, sizeof nx, "%s.next", iname);
    loop_test(e, nx, w, ptr_exit, down, bound, pe, pel, c, pg);
    verify_sbprintf(&e->b, "  br i1 %s, label %%lp%d.h, label %%lp%d.exit\n", c, id, id);
  } else verify_sbprintf(&e->b, "  br label %%lp%d.h\n", id);
  snprintf(l, sizeof l, "lp%d.exit", id);
  start_block(e, l);
  return next;
}

/* Emits statement i and its subtree; returns the index after it. */
static int emit_stmt(emitter *e, int i) {
  const gen_spec *s = e->s;
  const gen_stmt *st = &s->s[i];
  int next = i + 1;
  if (s->off[i]) { /* left out, with its subtree */
    int pending = st->nkids[0] + st->nkids[1];
    while (pending > 0) {
      pending += s->s[next].nkids[0] + s->s[next].nkids[1] - 1;
      next++;
    }
    return next;
  }
  char c[32], l[64];
  int id = e->blk++;
  switch (st->kind) {
  case GS_ACCESS: emit_access(e, st); return next;
  case GS_BARRIER: emit_sync(e, st, id); return next;
  case GS_IF: {
    switch (st->op % 4) {
    case 0: verify_sbprintf(&e->b, "  %s = icmp sgt i32 %%n, %d\n", tmpname(e, c), st->bound); break;
    case 1: verify_sbprintf(&e->b, "  %s = icmp ult i32 %%tx, %%n\n", tmpname(e, c)); break;
    case 2: {
      char a[32];
      verify_sbprintf(&e->b, "  %s = and i32 %%tx, 1\n", tmpname(e, a));
      verify_sbprintf(&e->b, "  %s = icmp eq i32 %s, 0\n", tmpname(e, c), a);
      break;
    }
    default: verify_sbprintf(&e->b, "  %s = icmp eq i32 %%n, %d\n", tmpname(e, c), st->bound); break;
    }
    if ((st->op >> 2) % 4 == 3) { /* c && n > bound, or c || n < -bound: what CGP splits */
      char d[32], x[32];
      bool is_and = (st->op >> 4) & 1;
      verify_sbprintf(&e->b, "  %s = icmp %s i32 %%n, %d\n", tmpname(e, d), is_and ? "sgt" : "slt", is_and ? st->bound : -st->bound);
      verify_sbprintf(&e->b, "  %s = %s i1 %s, %s\n", tmpname(e, x), is_and ? "and" : "or", c, d);
      strcpy(c, x);
    }
    bool has_else = st->nkids[1] > 0;
    /* op bit 5: an address computed before the branch and loaded in both arms and after
     * (CGP sinks it into each arm and merges the copies with a phi); with bit 6 the then arm
     * is unlikely (branch weights) and the only user (CGP moves it off the hot path) */
    bool hoist = (st->op >> 5) & 1, cold = hoist && ((st->op >> 6) & 1);
    char pre[128] = "";
    if (hoist) {
      int el = array_elem(e->s, 0);
      char x[32], hp[32];
      verify_sbprintf(&e->b, "  %s = sext i32 %%gid to i64\n", tmpname(e, x));
      verify_sbprintf(&e->b, "  %s = getelementptr %s, ptr addrspace(1) %%g0, i64 %s\n", tmpname(e, hp), elem_ty(el), x);
      snprintf(pre, sizeof pre, " = load %s, ptr addrspace(1) %s, align %d\n", elem_ty(el), hp, elem_size(el));
      if (cold) e->prof = true;
    }
    verify_sbprintf(&e->b, "  br i1 %s, label %%if%d.then, label %%if%d.%s%s\n", c, id, id, has_else ? "else" : "end",
                    cold ? ", !prof !1" : "");
    next = emit_arm(e, "if", id, "then", next, st->nkids[0], hoist ? pre : NULL);
    if (has_else) next = emit_arm(e, "if", id, "else", next, st->nkids[1], hoist && !cold ? pre : NULL);
    snprintf(l, sizeof l, "if%d.end", id);
    start_block(e, l);
    if (hoist && !cold) verify_sbprintf(&e->b, "  %%h%d.end%s", id, pre);
    return next;
  }
  case GS_SWITCH: {
    verify_sbprintf(&e->b, "  %s = and i32 %s, 3\n", tmpname(e, c), st->op % 2 ? "%tx" : "%n");
    int ncase = st->nkids[0];
    bool dflt = st->nkids[1] > 0;
    verify_sbprintf(&e->b, "  switch i32 %s, label %%sw%d.%s [\n", c, id, dflt ? "default" : "end");
    for (int k = 0; k < ncase; k++) verify_sbprintf(&e->b, "    i32 %d, label %%sw%d.c%d\n", k, id, k);
    verify_sbprintf(&e->b, "  ]\n");
    for (int k = 0; k < ncase; k++) {
      char arm[16];
      snprintf(arm, sizeof arm, "c%d", k);
      next = emit_arm(e, "sw", id, arm, next, 1, NULL);
    }
    if (dflt) next = emit_arm(e, "sw", id, "default", next, st->nkids[1], NULL);
    snprintf(l, sizeof l, "sw%d.end", id);
    start_block(e, l);
    return next;
  }
  case GS_LOOP: return emit_loop(e, st, id, next);
  default: return next;
  }
}

static int emit_seq(emitter *e, int i, int count) {
  for (int k = 0; k < count && i < e->s->ns; k++) i = emit_stmt(e, i);
  return i;
}

/* The noinline device functions the kernel calls (access variant 15). */
static void emit_device_functions(emitter *e) {
  for (int fnid = 0; fnid < 12; fnid++) {
    if (!(e->dev & (1u << fnid))) continue;
    bool load = fnid < 6;
    int as = (fnid % 6) / 3 ? 3 : 1, el = fnid % 3;
    const char *ty = elem_ty(el);
    if (load)
      verify_sbprintf(&e->b, "define internal %s @nvtv_dev%d(ptr addrspace(%d) %%p) noinline {\nentry:\n"
                      "  %%v = load %s, ptr addrspace(%d) %%p, align %d\n  ret %s %%v\n}\n\n", ty, fnid, as, ty, as,
                      elem_size(el), ty);
    else
      verify_sbprintf(&e->b, "define internal void @nvtv_dev%d(ptr addrspace(%d) %%p, %s %%v) noinline {\nentry:\n"
                      "  store %s %%v, ptr addrspace(%d) %%p, align %d\n  ret void\n}\n\n", fnid, as, ty, ty, as,
                      elem_size(el));
  }
}

char *gen_emit(const gen_spec *s) {
  emitter e = {0};
  e.s = s;
  verify_sbprintf(&e.b, "; generated by nvtv gen\n");
  verify_sbprintf(&e.b, "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n");
  verify_sbprintf(&e.b, "target triple = \"nvptx64-nvidia-cuda\"\n\n");
  for (int i = 0; i < s->nshared; i++) {
    if (i == 0 && (s->kflags & 1)) /* dynamic shared memory: extern __shared__ T s0[] */
      verify_sbprintf(&e.b, "@s0 = external addrspace(3) global [0 x %s], align 8\n", elem_ty(s->elem[GEN_MAX_ARRAYS]));
    else
      verify_sbprintf(&e.b, "@s%d = internal addrspace(3) global [%d x %s] undef, align 8\n", i, ARRAY_ELEMS,
                      elem_ty(s->elem[GEN_MAX_ARRAYS + i]));
  }
  verify_sbprintf(&e.b, "\ndefine void @k(");
  for (int i = 0; i < s->nglobal; i++)
    verify_sbprintf(&e.b, "%sptr addrspace(1)%s %%g%d", i ? ", " : "", (s->flags & 1) ? " noalias" : "", i);
  verify_sbprintf(&e.b, ", i32 %%n, i64 %%ld) {\nentry:\n");
  const char *rng = (s->flags & 2) ? "range(i32 0, 1024) " : "";
  verify_sbprintf(&e.b, "  %%tx = call %si32 @llvm.nvvm.read.ptx.sreg.tid.x()\n", rng);
  if (s->dims & 1) verify_sbprintf(&e.b, "  %%ty = call %si32 @llvm.nvvm.read.ptx.sreg.tid.y()\n", rng);
  if (s->dims & 2) verify_sbprintf(&e.b, "  %%tz = call %si32 @llvm.nvvm.read.ptx.sreg.tid.z()\n", (s->flags & 2) ? "range(i32 0, 64) " : "");
  verify_sbprintf(&e.b, "  %%cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n");
  verify_sbprintf(&e.b, "  %%nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n");
  verify_sbprintf(&e.b, "  %%cxn = mul i32 %%cx, %%nx\n");
  verify_sbprintf(&e.b, "  %%gid = add i32 %%cxn, %%tx\n");
  int i = 0;
  while (i < s->ns) i = emit_stmt(&e, i);
  verify_sbprintf(&e.b, "  ret void\n}\n\n");
  emit_device_functions(&e);
  verify_sbprintf(&e.b, "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n");
  if (s->dims & 1) verify_sbprintf(&e.b, "declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n");
  if (s->dims & 2) verify_sbprintf(&e.b, "declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()\n");
  verify_sbprintf(&e.b, "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n");
  verify_sbprintf(&e.b, "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n");
  if (e.decls.s) verify_sbprintf(&e.b, "%s", e.decls.s);
  free(e.decls.s);
  verify_sbprintf(&e.b, "\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n");
  if (e.prof) verify_sbprintf(&e.b, "!1 = !{!\"branch_weights\", i32 1, i32 2000}\n");
  return e.b.s;
}
