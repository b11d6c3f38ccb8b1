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
 * that buffer rather than inside a neighbour, so bounds are checked exactly.  A pointer
 * stored to memory and loaded back keeps its `prov` too (x->pr), when its number would
 * decode to another buffer: -O0 code keeps every pointer in an alloca.
 *
 * Threads run one at a time, each until its quantum ends (one instruction, one block, as
 * far as it can go), so atomics are atomic.  A barrier blocks until the CTA (or
 * barrier.sync.cnt's count) has arrived at that barrier id, as bar.sync does; bar.warp.sync
 * until the lanes of its mask have.  The adversarial schedules are weak: a thread's stores
 * reach other threads only when it fences or syncs (interp_sync.c).
 * UB ends the execution with a message naming the thread and the instruction.  A store
 * of poison counts as UB (the interpreter's brief): memory never holds poison.  undef is
 * poison here: a transformation may give it any value, so ours must not decide anything.
 *
 * As an oracle the interpreter must not report a difference src itself could show: a
 * shadow of each touched byte records which thread last wrote and read it in which
 * barrier phase (and at which clock of its thread, where other syncs order threads), so
 * that a data race, which makes src's result depend on the schedule, is seen
 * (interp_exec_race) and the input discarded by interp_diff.
 */
#include "interp_impl.h"


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
  interp_fill(x, b);
}

static bool same_memory_inputs(const interp_input *a, const interp_input *b) {
  return a->fill_seed == b->fill_seed && a->zero_fill == b->zero_fill && a->npoke == b->npoke &&
         !memcmp(a->poke, b->poke, (size_t)a->npoke * sizeof *a->poke);
}

/* A new buffer of argument arg (kind BK_ARG) in address space as: its object, what is
 * compared of it, its key, its contents (like's, else the fill).  Returns its id. */
static uint32_t arg_buf(interp_exec *x, int arg, unsigned as, uint64_t size, uint64_t objsize, uint64_t base,
                        uint64_t key, const interp_opts *o, const interp_exec *like) {
  uint32_t id = interp_add_buf(x);
  buf *b = &x->b[id - 1];
  b->kind = BK_ARG;
  b->index = arg;
  b->o.as = as;
  b->o.size = size;
  b->o.objsize = objsize;
  b->o.base = as == 1 ? (uint64_t)id << 40 : base;
  b->readonly = as == 4;
  b->observed = as != 4 && as != 5 && (as != 3 || o->shared_observed);
  b->key = key;
  b->data = malloc(size ? size : 1);
  if (!b->data) ir_oom();
  fill_like(x, b, like);
  return id;
}

/* A struct passed by value with device pointers inside (CUDA's `Matrix {w, h, stride,
 * float *elements}`, a CSR matrix's three arrays): each global or generic pointer field of
 * the byval buffer arg_id, at offset off of type ty, points to a buffer of its own, as a
 * host program's cudaMalloc'd arrays do; the other bytes keep the buffer's fill.  At most 8
 * such buffers per argument (n counts them). */
static int byval_pointers(interp_exec *x, uint32_t arg_id, LLVMTypeRef ty, uint64_t off, const interp_input *in,
                          int arg, const interp_opts *o, const interp_exec *like, int n) {
  LLVMTargetDataRef td = x->p->td;
  LLVMTypeKind k = LLVMGetTypeKind(ty);
  if (k == LLVMStructTypeKind) {
    unsigned ne = LLVMCountStructElementTypes(ty);
    for (unsigned e = 0; e < ne && n < 8; e++)
      n = byval_pointers(x, arg_id, LLVMStructGetTypeAtIndex(ty, e), off + LLVMOffsetOfElement(td, ty, e), in, arg, o,
                         like, n);
  } else if (k == LLVMArrayTypeKind) {
    LLVMTypeRef et = LLVMGetElementType(ty);
    uint64_t es = LLVMABISizeOfType(td, et), len = LLVMGetArrayLength2(ty);
    for (uint64_t e = 0; e < len && e < 8 && n < 8; e++) n = byval_pointers(x, arg_id, et, off + e * es, in, arg, o, like, n);
  } else if (k == LLVMPointerTypeKind && (LLVMGetPointerAddressSpace(ty) == 0 || LLVMGetPointerAddressSpace(ty) == 1) &&
             LLVMStoreSizeOfType(td, ty) == 8 && off + 8 <= x->b[arg_id - 1].o.size) {
    uint32_t id = arg_buf(x, arg, 1, o->buf_size, in->objsize[arg] == UNBOUNDED ? UNBOUNDED : o->buf_size, 0,
                          0x2000 + (uint64_t)arg * 64 + (uint64_t)n, o, like);
    buf *b = &x->b[id - 1];
    snprintf(b->name, sizeof b->name, "%%%s+%" PRIu64, x->kf->argname[arg], off);
    uint64_t base = 0;
    interp_obj_base_in(&b->o, LLVMGetPointerAddressSpace(ty), &base);
    memcpy(x->b[arg_id - 1].data + off, &base, 8);
    n++;
  }
  return n;
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
    interp_stop(x, INTERP_ERROR, NULL, 0, "no such function");
    return x;
  }
  const dfn *f = x->kf = &p->fn[k];
  if (in->nargs != f->nargs) {
    interp_stop(x, INTERP_ERROR, NULL, 0, "@%s takes %d arguments, %d given", f->name, f->nargs, in->nargs);
    return x;
  }
  uint64_t nt = 1;
  for (int d = 0; d < 3; d++) {
    if (!in->ntid[d] || !in->nctaid[d] || in->ctaid[d] >= in->nctaid[d]) {
      interp_stop(x, INTERP_ERROR, NULL, 0, "bad CTA shape: ntid, nctaid must be >= 1 and ctaid < nctaid");
      return x;
    }
    nt *= in->ntid[d];
  }
  if (nt > MAX_THREADS) {
    interp_stop(x, INTERP_ERROR, NULL, 0, "%" PRIu64 " threads in a CTA (at most %d)", nt, MAX_THREADS);
    return x;
  }
  x->tmp = malloc((size_t)(p->maxmov + 1) * sizeof *x->tmp);
  if (!x->tmp) ir_oom();
  unsigned ord[8] = {0};
  for (int i = 0; i < p->ng; i++) {
    const gvar *g = &p->g[i];
    uint32_t gid = interp_add_buf(x);
    buf *b = &x->b[gid - 1];
    b->o = g->o;
    /* a declaration of unknown size (an extern __shared__ array, an external global) is as
     * large as accessed where objects are as the verifier assumes them: its inbounds GEPs
     * are not poison past the launch's dynamic shared memory, as accesses are not UB there */
    if (o->unbounded && !g->fixed) b->o.objsize = UNBOUNDED;
    b->kind = BK_GLOBAL;
    b->index = i;
    b->readonly = g->readonly;
    b->observed = !g->readonly && g->o.as != 5 && (g->o.as != 3 || o->shared_observed);
    b->key = interp_name_key(g->name);
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
        interp_stop(x, INTERP_ERROR, NULL, 0, "buffer of %" PRIu64 " bytes for %%%s", in->size[i], f->argname[i]);
        return x;
      }
      unsigned as = t.as == 0 ? 1 : t.as;
      uint32_t id = arg_buf(x, i, as, in->size[i], in->objsize[i], as == 1 ? 0 : (uint64_t)(++ord[as & 7]) << 24,
                            0x1000 + (uint64_t)i, o, like);
      buf *b = &x->b[id - 1];
      snprintf(b->name, sizeof b->name, "%%%s", f->argname[i]);
      uint64_t base = 0;
      interp_obj_base_in(&b->o, t.as, &base);
      c->v = (base + (uint64_t)in->off[i]) & mask(t.w);
      c->prov = id;
      LLVMTypeRef bt = f->fn ? ir_byval_type(f->fn, (unsigned)i) : NULL;
      if (bt && in->off[i] >= 0) byval_pointers(x, id, bt, (uint64_t)in->off[i], in, i, o, like, 0);
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
      interp_mem_write(x, id, pk->off, bytes, (uint64_t)pk->size);
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
    frame *F = interp_push_frame(t, f, NOSLOT);
    for (int a = 0; a < f->nargs; a++)
      memcpy(&F->R[f->argslot[a]], &args[a * 64], f->argty[a].ncell * sizeof *F->R);
  }
  free(args);
  interp_sync_init(x);
  return x;
}

static interp_exec *run_exec(const interp_prog *p, int k, const interp_input *in, const sched_spec *s,
                             const interp_opts *o, int rec_thread, int stop_thread, const interp_exec *like) {
  interp_exec *x = exec_new(p, k, in, o, like);
  x->rec_thread = rec_thread;
  x->stop_thread = stop_thread < x->nt ? stop_thread : -1;
  if (x->st == INTERP_OK) interp_schedule(x, s);
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
    free(x->b[i].undef);
    if (x->b[i].shp)
      for (uint64_t pg = 0; pg < (x->b[i].o.size + SHPAGE - 1) / SHPAGE; pg++) free(x->b[i].shp[pg]);
    free(x->b[i].shp);
  }
  free(x->b);
  interp_sync_free(x);
  for (int i = 0; i < x->nt; i++) {
    while (x->t[i].depth) interp_pop_frame(&x->t[i]);
    free(x->t[i].fr);
  }
  free(x->t);
  free(x->ov);
  free(x->tmp);
  free(x->rec);
  free(x->pr);
  free(x);
}

interp_status interp_exec_status(const interp_exec *x) { return x->st; }
const char *interp_exec_message(const interp_exec *x) { return x->msg; }
uint64_t interp_exec_steps(const interp_exec *x) { return x->steps; }
const char *interp_exec_race(const interp_exec *x) { return x->race[0] ? x->race : x->arace[0] ? x->arace : NULL; }

bool interp_exec_read(const interp_exec *x, const char *name, int64_t off, void *out, size_t n) {
  for (int i = 0; i < x->nb; i++)
    if (x->b[i].kind != BK_ALLOCA && strcmp(x->b[i].name, name) == 0) {
      for (size_t k = 0; k < n; k++) ((uint8_t *)out)[k] = interp_mem_byte(x, (uint32_t)i + 1, off + (int64_t)k);
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
    } else if (interp_is_fp(t.k)) {
      double v = strtod(val, &end);
      if (end == val || *end) {
        snprintf(err, errlen, "--args: %%%s: '%s' is not a number", f->argname[a], val);
        return false;
      }
      in->val[a] = interp_fput(v, t.w);
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

/* The pick-th integer constant compared against in the kernel (icmp and switch operands),
 * cycling; false when there is none.  A guard `x == 3` or `tile < 4` is crossed by inputs
 * near its constants. */
static bool kernel_constant(const dfn *f, uint64_t pick, uint64_t *out) {
  uint64_t seen = 0;
  for (int pass = 0; pass < 2; pass++)
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f->fn); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        LLVMOpcode op = LLVMGetInstructionOpcode(i);
        if (op != LLVMICmp && op != LLVMSwitch) continue;
        int n = LLVMGetNumOperands(i);
        for (int k = 0; k < n; k++) {
          LLVMValueRef v = LLVMGetOperand(i, (unsigned)k);
          if (!v || !LLVMIsAConstantInt(v) || LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 64) continue;
          if (pass == 1 && seen && pick % seen == 0) {
            *out = (uint64_t)LLVMConstIntGetSExtValue(v);
            return true;
          }
          if (pass == 1) pick--;
          else seen++;
        }
      }
  return false;
}

/* the dimensions a kernel reads (with its callees': any function's, conservatively) */
static unsigned kernel_dims(const interp_prog *p, const dfn *f) { return f->dims | (f->calls ? p->dims : 0); }

void interp_input_random(interp_input *in, const interp_prog *p, int k, const interp_opts *o, uint64_t seed) {
  interp_input_default(in, p, k, o);
  const dfn *f = &p->fn[k];
  uint64_t r = seed;
  bool req = f->reqntid[0] || f->reqntid[1] || f->reqntid[2];
  unsigned dims = o->fixed_shape ? 0 : kernel_dims(p, f);
  if (!req && o->ntid[1] == 1 && o->ntid[2] == 1 && (dims & 6)) {
    /* a kernel that asks which row it is in gets rows (and, with z, layers) */
    static const unsigned shapes[4][3] = {{4, 2, 1}, {2, 4, 1}, {4, 4, 1}, {2, 2, 2}};
    const unsigned *sh = shapes[rng_next(&r) % ((dims & 4) ? 4 : 3)];
    for (int d = 0; d < 3; d++) in->ntid[d] = sh[d];
  }
  if (!req && !o->fixed_shape && o->ntid[1] == 1 && o->ntid[2] == 1 && !(dims & 6) && rng_next(&r) % 4 == 0)
    in->ntid[0] = rng_next(&r) & 1 ? 1024 : 257; /* past a 256-thread guard, the largest block */
  clamp_shape(in, f);
  unsigned nt = in->ntid[0] * in->ntid[1] * in->ntid[2];
  for (int i = 0; i < in->nargs; i++) {
    vty t = f->argty[i];
    uint64_t h = rng_next(&r), v;
    if (interp_is_fp(t.k)) {
      double d = (double)((int)(h % 17) - 8) / 2;
      in->val[i] = interp_fput(d, t.w);
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
    switch ((h >> 8) % 24) {
    case 0: case 1: case 2: case 3: case 4: case 5: v = (h >> 16) % 9; break;
    case 6: case 7: case 8: case 9: case 10: v = (h >> 16) % 65; break;
    case 11: case 12: v = (h >> 16) % (2 * nt + 1); break;
    case 13: case 22: v = (uint64_t)-(int64_t)(1 + (h >> 16) % 16); break; /* just before a pointer */
    case 14: v = (h >> 16) % (o->buf_size / 8 + 1); break;
    /* boundary values: the signed maximum and minimum and the unsigned maximum, each a few
     * steps inside, where an index plus a thread id wraps (nsw, a narrowed index) */
    case 15: case 16: case 17: v = (mask(w) >> 1) - (h >> 16) % 8; in->boundary = true; break;
    case 18: v = (1ULL << (w - 1)) + (h >> 16) % 8; in->boundary = true; break;
    case 19: case 20: v = mask(w) - (h >> 16) % 8; in->boundary = true; break;
    /* a few elements before or past a buffer */
    case 21: v = (h >> 16) & 1 ? (uint64_t)-(int64_t)(16 << ((h >> 17) % 5)) : (16u << ((h >> 17) % 5)); break;
    case 23: /* a constant the kernel compares against, or one off */
      if (kernel_constant(f, h >> 20, &v)) v += (h >> 16) % 3 - 1;
      else v = rng_next(&r);
      break;
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
    else if (interp_is_fp(t.k))
      at += (size_t)snprintf(out + at, n - at, "%s%%%s = %g", sep, f->argname[i], interp_fget(in->val[i], t.w));
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
    if (!e->used || !x->b[e->id - 1].observed || e->val == interp_fill_byte(x, &x->b[e->id - 1], e->off)) continue;
    if (shown++ >= 32) continue;
    char a[160];
    interp_addr_str(x, e->id, e->off, a, sizeof a);
    fprintf(out, "  outside its buffer: %s = %02x\n", a, e->val);
  }
  if (shown > 32) fprintf(out, "  ... %d more bytes outside their buffers\n", shown - 32);
}

/* The buffer of b that plays ab's part in a (arguments by position, the buffers a byval
 * argument's pointers point to by position and field, globals by name). */
static int counterpart(const interp_exec *b, const buf *ab) {
  for (int j = 0; j < b->nb; j++) {
    const buf *bb = &b->b[j];
    if (bb->kind != ab->kind) continue;
    if (ab->kind == BK_ARG ? bb->index == ab->index && bb->key == ab->key /* (a byval's pointees too) */
                           : ab->kind == BK_GLOBAL && strcmp(bb->name, ab->name) == 0)
      return j;
  }
  return -1;
}

static void diff_bytes(const interp_exec *a, uint32_t ida, const interp_exec *b, uint32_t idb, int64_t off, int count,
                       char *what, size_t n) {
  int64_t at = off & ~(int64_t)3;
  uint8_t pa[8], pb[8];
  for (int i = 0; i < 8; i++) {
    pa[i] = interp_mem_byte(a, ida, at + i);
    pb[i] = interp_mem_byte(b, idb, at + i);
  }
  int len = memcmp(pa + 4, pb + 4, 4) ? 8 : 4;
  char s[160], ha[40] = "", hb[40] = "";
  interp_addr_str(a, ida, at, s, sizeof s);
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
        if (ab->data[k] != bb->data[k] && !(ab->undef && ab->undef[k])) { /* (src left it undefined: any byte refines it) */
          if (first < 0) first = (int64_t)k;
          count++;
        }
      if (count) {
        if (what) diff_bytes(a, (uint32_t)i + 1, b, (uint32_t)j + 1, first, count, what, n);
        return false;
      }
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
      if (interp_mem_byte(y, (uint32_t)j + 1, en->off) != en->val) {
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

/* src's executions of one input under n schedules, each defined and free of data races: do
 * their results not depend on the order of atomics?  Either no two atomics whose order
 * matters met, or they did and every schedule still ended in the same memory (the ticket
 * of CUDA's last-block pattern decides who sums, not what).  Otherwise a correct tgt could
 * end as src under an order no schedule tried. */
static bool order_free(interp_exec *const *xs, int n) {
  bool met = false;
  for (int s = 0; s < n; s++) met |= xs[s]->arace[0] != 0;
  for (int s = 1; s < n && met; s++)
    if (!interp_exec_same_memory(xs[0], xs[s], NULL, 0)) return false;
  return true;
}

static int diff_kernel_at(const interp_prog *ps, const interp_prog *pt, int ks, int kt, const interp_opts *o,
                          interp_diff_stats *st, char *what, size_t n);

static void add_stats(interp_diff_stats *to, const interp_diff_stats *s) {
  to->runs += s->runs;
  to->compared += s->compared;
  to->discarded += s->discarded;
  to->inconclusive += s->inconclusive;
  to->racy += s->racy;
  to->execs += s->execs;
  to->steps += s->steps;
}

/* diff_kernel_at in o's CTA, and where src was undefined on every input there, in wider ones */
static int diff_kernel(const interp_prog *ps, const interp_prog *pt, int ks, int kt, const interp_opts *o,
                       interp_diff_stats *st, char *what, size_t n) {
  interp_diff_stats here;
  memset(&here, 0, sizeof here);
  int r = diff_kernel_at(ps, pt, ks, kt, o, &here, what, n);
  const dfn *f = &ps->fn[ks];
  bool req = f->reqntid[0] || f->reqntid[1] || f->reqntid[2];
  if (!o->widen || r != 0 || here.compared || here.racy || !here.discarded || req || o->ntid[1] != 1 || o->ntid[2] != 1) {
    add_stats(st, &here);
    return r;
  }
  interp_diff_stats first = here;
  static const unsigned shapes[][3] = {{32, 1, 1}, {64, 1, 1}, {128, 1, 1}, {256, 1, 1}, {512, 1, 1}, {1024, 1, 1},
                                       {16, 16, 1}, {32, 32, 1}};
  unsigned dims = kernel_dims(ps, f);
  for (size_t i = 0; i < sizeof shapes / sizeof *shapes; i++) {
    const unsigned *sh = shapes[i];
    if ((dims & 6) ? sh[1] == 1 : sh[1] != 1) continue; /* rows for a kernel that reads tid.y */
    unsigned nt = sh[0] * sh[1];
    if (nt <= o->ntid[0] || (f->max_threads && nt > f->max_threads)) continue;
    interp_opts ow = *o;
    for (int d = 0; d < 3; d++) ow.ntid[d] = sh[d];
    ow.runs = o->runs < 4 ? o->runs : 4;
    ow.fixed_shape = true;
    memset(&here, 0, sizeof here);
    r = diff_kernel_at(ps, pt, ks, kt, &ow, &here, what, n);
    if (r != 0 || here.compared) {
      add_stats(st, &here);
      for (int d = 0; d < 3; d++) st->widened[d] = sh[d];
      return r;
    }
  }
  add_stats(st, &first);
  return 0;
}

static int diff_kernel_at(const interp_prog *ps, const interp_prog *pt, int ks, int kt, const interp_opts *o,
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
    interp_opts ou = *o; /* the options of this input's executions */
    if (in.boundary || r % 4 == 3) { /* objects as the verifier assumes them (unbounded): an
                                        index near 2^31 is an address then, not src's UB */
      ou.unbounded = true;
      for (int a = 0; a < in.nargs; a++) in.objsize[a] = UNBOUNDED;
    }
    st->runs++;
    interp_exec *sx_[5] = {0};
    bool usable = true;
    for (int s = 0; s < nk && usable; s++) {
      sched_spec sp = {kinds[s], seed, NULL, 0};
      sx_[s] = run_exec(ps, ks, &in, &sp, &ou, -1, -1, s ? sx_[0] : NULL);
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
    if (usable && !order_free(sx_, nk)) {
      usable = false;
      st->racy++;
    }
    int found = 0;
    for (int s = 0; s < nk && usable && !found; s++) {
      sched_spec sp = {kinds[s], seed, NULL, 0};
      interp_exec *tx = run_exec(pt, kt, &in, &sp, &ou, -1, -1, sx_[0]);
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

/* The "model" object of a finding's JSON: names to values (decimal strings, or numbers). */
static int parse_model(const json_t *json, ment *m, int cap) {
  json_t *model = json ? json_object_get(json, "model") : NULL;
  const char *key;
  json_t *val;
  int n = 0;
  json_object_foreach(model, key, val) {
    if (n >= cap) break;
    uint64_t v;
    if (json_is_string(val)) v = strtoull(json_string_value(val), NULL, 10);
    else if (json_is_integer(val)) v = (uint64_t)json_integer_value(val);
    else continue;
    snprintf(m[n].name, sizeof m[n].name, "%s", key);
    m[n++].v = v;
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
  if (!r->apoison && r->id) interp_addr_str(x, r->id, r->off, at, sizeof at);
  if (r->id2) interp_addr_str(x, r->id2, r->off2, from, sizeof from);
  const char *vol = r->vol ? "volatile " : "", *atom = r->ord ? "atomic " : "";
  size_t at0 = 0;
  switch (r->kind) {
  case MK_LOAD: at0 = (size_t)snprintf(s, n, "%s%sload of %u bytes at %s", vol, atom, r->size, at); break;
  case MK_STORE:
    at0 = (size_t)snprintf(s, n, "%s%sstore of %s0x%" PRIx64 " (%u byte%s) at %s", vol, atom, r->vpoison ? "poison " : "",
                           r->val & mask(r->size >= 8 ? 64 : r->size * 8), r->size, r->size == 1 ? "" : "s", at);
    break;
  case MK_RMW: {
    static const char *const ops[] = {"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin"};
    const char *op = r->len >= 1 && r->len <= sizeof ops / sizeof *ops ? ops[r->len - 1] : "";
    at0 = (size_t)snprintf(s, n, "%satomicrmw %s%sof %u bytes at %s, operand 0x%" PRIx64, vol, op, *op ? " " : "", r->size,
                           at, r->val);
    break;
  }
  case MK_CMPXCHG:
    at0 = (size_t)snprintf(s, n, "%scmpxchg of %u bytes at %s, compare 0x%" PRIx64 ", new 0x%" PRIx64, vol, r->size, at,
                           r->val, r->len);
    break;
  case MK_SYNC: at0 = (size_t)snprintf(s, n, "the sync"); break;
  case MK_EXIT: at0 = (size_t)snprintf(s, n, "the exit"); break;
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
 * stopped before the comparison could be made (step budget, unsupported construct).  A sync
 * (`sync`, replayed over the whole block) differs where src is defined and tgt deadlocks or
 * diverges at a barrier, or runs the sync a different number of times (MK_SYNC records). */
static int compare_access(const interp_exec *xs, const interp_exec *xt, long tag, bool sync, char *obs, size_t n) {
  enum { CAP = 4096 };
  const rec **S = malloc(CAP * sizeof *S), **T = malloc(CAP * sizeof *T);
  if (!S || !T) ir_oom();
  int ns = tag_recs(xs, tag, S, CAP), nt = tag_recs(xt, tag, T, CAP);
  char th[48], da[300], db[300];
  interp_thread_str(&xs->t[xs->rec_thread], th, sizeof th);
  int res = 0;
  int i;
  for (i = 0; i < ns && i < nt; i++)
    if (!same_rec(xs, S[i], xt, T[i])) break;
  if (sync && xs->st == INTERP_OK && (xt->st == INTERP_UB || xt->st == INTERP_DEADLOCK)) {
    snprintf(obs, n, "access: sync #%ld, thread %s: src is defined, tgt has %s: %s", tag, th, interp_status_name(xt->st), xt->msg);
    res = 1;
  } else if (sync && xs->st != INTERP_OK) { /* a sync's replay runs the whole block: src must be defined in all of it */
    snprintf(obs, n, "access: sync #%ld: src is not defined on these inputs (%s: %s)", tag, interp_status_name(xs->st), xs->msg);
    res = xs->st == INTERP_LIMIT || xs->st == INTERP_ERROR ? -1 : 0;
  } else if (i < ns && (S[i]->apoison || S[i]->vpoison)) {
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

/* A replay's own limit, across all its runs: a model whose loop runs 2^31 iterations (a
 * wrapping i32 counter) must not hold the verifier for minutes.  Past it the counterexample
 * is reported as not replayed, never lost. */
enum { REPLAY_STEPS = 24000000 };
#define REPLAY_CPU_S 10.0

typedef struct replay_budget {
  uint64_t steps; /* instructions left, all runs and threads together */
  double cpu_end; /* this thread's CPU clock, seconds */
} replay_budget;

static double thread_cpu_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void budget_init(replay_budget *b) {
  b->steps = REPLAY_STEPS;
  b->cpu_end = thread_cpu_s() + REPLAY_CPU_S;
}

/* The verdict when the budget ran out: refuted if a defined run of src already agreed with
 * tgt (what it saw is the observation), else not replayed. */
static interp_replay_verdict budget_spent(bool agreed, const char *first, char *obs, size_t n) {
  if (!agreed) return INTERP_NOT_EXECUTABLE;
  snprintf(obs, n, "%s", first);
  return INTERP_REFUTED;
}

/* run_exec within the budget: NULL once it is spent (obs then says so) */
static interp_exec *budget_run(replay_budget *b, const interp_prog *p, int k, const interp_input *in, const sched_spec *s,
                               const interp_opts *o, int rec_thread, int stop_thread, const interp_exec *like, char *obs,
                               size_t n) {
  if (b->steps == 0 || thread_cpu_s() >= b->cpu_end) {
    snprintf(obs, n, "not replayed: the replay's limit (%d instructions, %.0f CPU s over all its runs) was reached",
             (int)REPLAY_STEPS, REPLAY_CPU_S);
    return NULL;
  }
  interp_opts ob = *o;
  if (ob.max_steps > b->steps) ob.max_steps = b->steps;
  interp_exec *x = run_exec(p, k, in, s, &ob, rec_thread, stop_thread, like);
  uint64_t used = interp_exec_steps(x);
  b->steps = used < b->steps ? b->steps - used : 0;
  return x;
}

static interp_replay_verdict confirm_access(const interp_prog *ps, int ks, const interp_prog *pt, int kt, long tag,
                                            bool sync, const ment *m, int nm, char *obs, size_t n) {
  interp_input base;
  unsigned t1[3], t2[3];
  mload loads[32];
  int nl = parse_loads(m, nm, loads, 32);
  interp_opts o;
  interp_opts_default(&o);
  o.unbounded = true;
  bool same_defined = false, stopped = false, faithful_defined = false;
  char first[512] = "";
  replay_budget bud;
  budget_init(&bud);
  for (int attempt = 0; attempt < 3 * NVARIANTS; attempt++) {
    bool faithful = attempt / 3 < NFREE;
    if (attempt % 3 == 0 && !model_input(ps, ks, m, nm, &base, t1, t2, attempt / 3, obs, n))
      return INTERP_NOT_EXECUTABLE;
    int tl = linear_tid(&base, t1);
    sched_spec sp = {INTERP_SCHED_ADVERSARIAL, 0, &tl, 1};
    interp_input in = base;
    in.zero_fill = attempt % 3 == 0;
    in.fill_seed = fill_seeds[attempt % 3];
    /* an access's replay ends with its thread; a sync's runs on to see the others meet it */
    int stop = sync ? -1 : tl;
    interp_exec *xs = budget_run(&bud, ps, ks, &in, &sp, &o, tl, stop, NULL, obs, n);
    for (int pass = 0; xs && pass < 4 && xs->st != INTERP_ERROR && poke_loads(xs, loads, nl, &in); pass++) {
      interp_exec_free(xs);
      xs = budget_run(&bud, ps, ks, &in, &sp, &o, tl, stop, NULL, obs, n);
    }
    if (!xs) return budget_spent(same_defined, first, obs, n);
    if (xs->st == INTERP_ERROR) {
      snprintf(obs, n, "src: %s", xs->msg);
      interp_exec_free(xs);
      return INTERP_NOT_EXECUTABLE;
    }
    interp_exec *xt = budget_run(&bud, pt, kt, &in, &sp, &o, tl, stop, NULL, obs, n);
    if (!xt) {
      interp_exec_free(xs);
      return budget_spent(same_defined, first, obs, n);
    }
    int r = xt->st == INTERP_ERROR ? -1 : compare_access(xs, xt, tag, sync, obs, n);
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
  replay_budget bud;
  budget_init(&bud);
  for (int attempt = 0; attempt < 3 * NVARIANTS; attempt++) {
    bool faithful = attempt / 3 < NFREE;
    if (attempt % 3 == 0 && attempt) model_input(ps, ks, m, nm, &base, t1, t2, attempt / 3, obs, n);
    interp_input in = base;
    in.zero_fill = attempt % 3 == 1;
    in.fill_seed = fill_seeds[attempt % 3];
    interp_exec *xs[6] = {0};
    bool usable = true;
    for (int s = 0; s < 6 && usable; s++) {
      xs[s] = budget_run(&bud, ps, ks, &in, &specs[s], &o, -1, -1, s ? xs[0] : NULL, obs, n);
      if (!xs[s]) {
        for (int q = 0; q < s; q++) interp_exec_free(xs[q]);
        return budget_spent(src_defined, first, obs, n);
      }
      if (xs[s]->st != INTERP_OK || xs[s]->race[0]) {
        snprintf(obs, n, "memory: src under schedule %s: %s: %s", names[s],
                 xs[s]->race[0] ? "racy" : interp_status_name(xs[s]->st), xs[s]->race[0] ? xs[s]->race : xs[s]->msg);
        usable = false;
        if (faithful && (xs[s]->st == INTERP_LIMIT || xs[s]->st == INTERP_ERROR) && !src_defined)
          verdict = INTERP_NOT_EXECUTABLE;
      }
    }
    if (usable && !order_free(xs, 6)) {
      const char *ar = "";
      for (int s = 0; s < 6 && !ar[0]; s++) ar = xs[s]->arace;
      snprintf(obs, n, "memory: src's final memory depends on the order of its atomics: %s", ar);
      usable = false;
    }
    if (faithful && usable) src_defined = true;
    if (faithful && usable && verdict == INTERP_NOT_EXECUTABLE) verdict = INTERP_REFUTED;
    if (faithful && (!first[0] || usable)) snprintf(first, sizeof first, "%s", obs);
    bool found = false;
    for (int s = 0; s < 6 && usable && !found; s++) {
      interp_exec *xt = budget_run(&bud, pt, kt, &in, &specs[s], &o, -1, -1, xs[0], obs, n);
      if (!xt) {
        for (int q = 0; q < 6; q++) interp_exec_free(xs[q]);
        return budget_spent(src_defined, first, obs, n);
      }
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

bool interp_confirm(LLVMModuleRef src, LLVMModuleRef tgt, const interp_claim *f, char *obs, size_t n) {
  return interp_replay(src, tgt, f, obs, n) == INTERP_CONFIRMED;
}

/* Whether the instruction tagged tag in src's @func is a sync (a barrier, fence, warp sync). */
static bool is_sync_tag(LLVMModuleRef m, const char *func, long tag) {
  LLVMValueRef fn = LLVMGetNamedFunction(m, func);
  if (!fn || tag < 0) return false;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
      if (ir_tag_of(i) == tag) return ir_memkind_of(i) == IR_MEM_SYNC;
  return false;
}

interp_replay_verdict interp_replay(LLVMModuleRef src, LLVMModuleRef tgt, const interp_claim *f, char *obs, size_t n) {
  char none[1];
  if (!obs || !n) {
    obs = none;
    n = sizeof none;
  }
  obs[0] = 0;
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
  const ment *far = NULL; /* an iteration no run within the replay's limit reaches */
  for (int i = 0; i < nm && !far; i++)
    if (!strncmp(m[i].name, "k.", 2) && m[i].v >= REPLAY_STEPS) far = &m[i];
  if (far) {
    snprintf(obs, n, "not replayed: the model's iteration %s = 0x%llx lies beyond the replay's limit of %d instructions",
             far->name, (unsigned long long)far->v, (int)REPLAY_STEPS);
  } else if (ks < 0 || kt < 0) {
    snprintf(obs, n, "no function @%s in %s", f->func, ks < 0 ? "src" : "tgt");
  } else if (!same_signature(&ps->fn[ks], &pt->fn[kt])) {
    snprintf(obs, n, "@%s takes different arguments in src and tgt", f->func);
  } else if (!strcmp(f->kind, "barrier-race") || !strcmp(f->kind, "memory-order") || !strcmp(f->kind, "added-barrier") || !strncmp(f->kind, "removed-", 8) ||
             f->tag < 0) {
    ok = confirm_memory(ps, ks, pt, kt, m, nm, obs, n);
  } else {
    ok = confirm_access(ps, ks, pt, kt, f->tag, is_sync_tag(src, f->func, f->tag), m, nm, obs, n);
  }
  free(m);
  interp_prog_free(pt);
  interp_prog_free(ps);
  return ok;
}
