/* Arena, pointer map and pointer vector used by every module; the list of input files. */
#define _XOPEN_SOURCE 700 /* nftw */
#include "ir.h"

#include <dirent.h>
#include <errno.h>
#include <ftw.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Out of memory is not an input error we can report per file: say so and stop with the
 * input-error status rather than dumping core. */
void ir_oom(void) {
  static const char msg[] = "nvtv: out of memory\n";
  if (write(2, msg, sizeof msg - 1) < 0) _exit(2);
  _exit(2);
}

void ir_limit_memory(size_t bytes) {
  unsigned long pages = 0;
  FILE *f = fopen("/proc/self/statm", "r");
  if (f) {
    if (fscanf(f, "%lu", &pages) != 1) pages = 0;
    fclose(f);
  }
  size_t now = (size_t)pages * (size_t)sysconf(_SC_PAGESIZE);
  struct rlimit rl = {now + bytes, now + bytes};
  setrlimit(RLIMIT_AS, &rl);
}

typedef struct chunk {
  struct chunk *next;
  size_t used, cap;
  _Alignas(16) unsigned char data[];
} chunk;

struct ir_arena {
  chunk *head;
  size_t total;
};

ir_arena *ir_arena_new(void) {
  ir_arena *a = calloc(1, sizeof *a);
  if (!a) ir_oom();
  return a;
}

void ir_arena_free(ir_arena *a) {
  if (!a) return;
  for (chunk *c = a->head, *n; c; c = n) {
    n = c->next;
    free(c);
  }
  free(a);
}

void *ir_alloc(ir_arena *a, size_t n) {
  n = (n + 15) & ~(size_t)15;
  if (!a->head || a->head->used + n > a->head->cap) {
    size_t cap = n > 65536 ? n : 65536;
    chunk *c = malloc(sizeof *c + cap);
    if (!c) ir_oom();
    c->next = a->head;
    c->used = 0;
    c->cap = cap;
    a->head = c;
    a->total += cap;
  }
  void *p = a->head->data + a->head->used;
  a->head->used += n;
  memset(p, 0, n);
  return p;
}

char *ir_strdup(ir_arena *a, const char *s) {
  size_t n = strlen(s) + 1;
  char *p = ir_alloc(a, n);
  memcpy(p, s, n);
  return p;
}

size_t ir_arena_bytes(const ir_arena *a) { return a ? a->total : 0; }

/* ---- map ---- */

static size_t hash_ptr(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return (size_t)x;
}

void ir_map_init(ir_map *m) { memset(m, 0, sizeof *m); }

void ir_map_free(ir_map *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

static size_t slot_of(const ir_map *m, const void *key) {
  size_t mask = m->cap - 1, i = hash_ptr(key) & mask;
  while (m->keys[i] && m->keys[i] != key) i = (i + 1) & mask;
  return i;
}

static void grow(ir_map *m) {
  ir_map old = *m;
  m->cap = old.cap ? old.cap * 2 : 64;
  m->keys = calloc(m->cap, sizeof *m->keys);
  m->vals = calloc(m->cap, sizeof *m->vals);
  if (!m->keys || !m->vals) ir_oom();
  m->len = 0;
  for (size_t i = 0; i < old.cap; i++)
    if (old.keys[i]) ir_map_put(m, old.keys[i], old.vals[i]);
  free(old.keys);
  free(old.vals);
}

void ir_map_put_all(ir_map *dst, const ir_map *src) {
  for (size_t i = 0; i < src->cap; i++)
    if (src->keys[i]) ir_map_put(dst, src->keys[i], src->vals[i]);
}

void *ir_map_get(const ir_map *m, const void *key) {
  if (!m->cap) return NULL;
  size_t i = slot_of(m, key);
  return m->keys[i] ? m->vals[i] : NULL;
}

bool ir_map_has(const ir_map *m, const void *key) {
  if (!m->cap) return false;
  return m->keys[slot_of(m, key)] != NULL;
}

void ir_map_put(ir_map *m, const void *key, void *val) {
  if ((m->len + 1) * 4 >= m->cap * 3) grow(m);
  size_t i = slot_of(m, key);
  if (!m->keys[i]) {
    m->keys[i] = key;
    m->len++;
  }
  m->vals[i] = val;
}

/* ---- vec ---- */

void ir_vec_push(ir_vec *v, void *p) {
  if (v->n == v->cap) {
    v->cap = v->cap ? v->cap * 2 : 8;
    v->v = realloc(v->v, (size_t)v->cap * sizeof *v->v);
    if (!v->v) ir_oom();
  }
  v->v[v->n++] = p;
}

void ir_vec_free(ir_vec *v) {
  free(v->v);
  memset(v, 0, sizeof *v);
}

/* ---- input files ---- */

bool ir_is_input_name(const char *name) {
  size_t n = strlen(name);
  return (n > 3 && (strcmp(name + n - 3, ".ll") == 0 || strcmp(name + n - 3, ".bc") == 0 ||
                    strcmp(name + n - 3, ".cu") == 0));
}

typedef struct strvec {
  char **v;
  int n, cap;
} strvec;

static void sv_push(strvec *s, char *p) {
  if (s->n == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 64;
    s->v = realloc(s->v, (size_t)s->cap * sizeof *s->v);
    if (!s->v) ir_oom();
  }
  s->v[s->n++] = p;
}

static char *join(const char *dir, const char *name) {
  size_t n = strlen(dir) + strlen(name) + 2;
  char *p = malloc(n);
  if (!p) ir_oom();
  snprintf(p, n, "%s%s%s", dir, dir[0] && dir[strlen(dir) - 1] == '/' ? "" : "/", name);
  return p;
}

static int cmp_names(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void collect_dir(strvec *out, const char *dir, bool recursive, int depth) {
  DIR *d = opendir(dir);
  if (!d) return;
  strvec files = {0}, dirs = {0};
  for (struct dirent *e; (e = readdir(d));) {
    if (e->d_name[0] == '.') continue;
    char *p = join(dir, e->d_name);
    struct stat st;
    if (stat(p, &st) == 0 && S_ISDIR(st.st_mode)) {
      if (recursive && depth < 32) sv_push(&dirs, p);
      else free(p);
    } else if (ir_is_input_name(e->d_name)) {
      sv_push(&files, p);
    } else {
      free(p);
    }
  }
  closedir(d);
  ir_sort(files.v, (size_t)files.n, sizeof *files.v, cmp_names);
  ir_sort(dirs.v, (size_t)dirs.n, sizeof *dirs.v, cmp_names);
  for (int i = 0; i < files.n; i++) sv_push(out, files.v[i]);
  for (int i = 0; i < dirs.n; i++) {
    collect_dir(out, dirs.v[i], recursive, depth + 1);
    free(dirs.v[i]);
  }
  free(files.v);
  free(dirs.v);
}

int ir_collect_inputs(const char *const *paths, int n, bool recursive, char ***out) {
  strvec v = {0};
  for (int i = 0; i < n; i++) {
    struct stat st;
    if (stat(paths[i], &st) == 0 && S_ISDIR(st.st_mode)) {
      collect_dir(&v, paths[i], recursive, 0);
      continue;
    }
    char *p = strdup(paths[i]);
    if (!p) ir_oom();
    sv_push(&v, p);
  }
  *out = v.v;
  return v.n;
}

void ir_inputs_free(char **v, int n) {
  for (int i = 0; v && i < n; i++) free(v[i]);
  free(v);
}

/* ---- files ---- */

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
  (void)st, (void)flag, (void)ftw;
  return remove(path) ? -1 : 0;
}

bool ir_remove_tree(const char *path) {
  struct stat st;
  if (lstat(path, &st)) return errno == ENOENT;
  return nftw(path, remove_entry, 16, FTW_DEPTH | FTW_PHYS) == 0;
}

bool ir_is_marker_call(LLVMValueRef x) {
  LLVMValueRef f = LLVMIsACallInst(x) ? LLVMGetCalledValue(x) : NULL;
  size_t n = 0;
  const char *name = f && LLVMIsAFunction(f) ? LLVMGetValueName2(f, &n) : "";
  return !strncmp(name, "llvm.lifetime.", 14) || !strncmp(name, "llvm.dbg.", 9);
}

LLVMValueRef ir_root_alloca(LLVMValueRef p) {
  for (int d = 0; p && d < 64; d++) {
    if (LLVMIsAAllocaInst(p)) return p;
    LLVMOpcode op = LLVMIsAInstruction(p) ? LLVMGetInstructionOpcode(p) : LLVMIsAConstantExpr(p) ? LLVMGetConstOpcode(p) : 0;
    if (op != LLVMGetElementPtr && op != LLVMBitCast && op != LLVMAddrSpaceCast) return NULL;
    p = LLVMGetOperand(p, 0);
  }
  return NULL;
}

LLVMValueRef ir_pointer_base(LLVMValueRef p) {
  for (int d = 0; p && d < 64; d++) {
    LLVMOpcode op = LLVMIsAInstruction(p) ? LLVMGetInstructionOpcode(p) : LLVMIsAConstantExpr(p) ? LLVMGetConstOpcode(p) : 0;
    if (op != LLVMGetElementPtr && op != LLVMBitCast && op != LLVMAddrSpaceCast) return p;
    p = LLVMGetOperand(p, 0);
  }
  return NULL;
}

/* ir_only_accessed; with memintrin, memcpy/memmove/memset calls on v are accesses too */
static bool only_accessed(LLVMValueRef v, bool insts, bool memintrin, int depth) {
  if (depth > 32) return false;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsALoadInst(user)) continue;
    if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == v && LLVMGetOperand(user, 0) != v) continue;
    LLVMOpcode op = LLVMIsAConstantExpr(user) ? LLVMGetConstOpcode(user)
                    : insts && LLVMIsAInstruction(user) ? LLVMGetInstructionOpcode(user) : 0;
    if ((op == LLVMAddrSpaceCast || op == LLVMGetElementPtr || (op == LLVMBitCast && insts)) &&
        LLVMGetOperand(user, 0) == v && only_accessed(user, insts, memintrin, depth + 1))
      continue;
    if (insts && op == LLVMCall && (ir_is_marker_call(user) || (memintrin && ir_memkind_of(user) == IR_MEM_INTRIN)))
      continue;
    return false;
  }
  return true;
}

bool ir_only_accessed(LLVMValueRef v, bool insts) { return only_accessed(v, insts, false, 0); }

bool ir_is_plain_load(LLVMValueRef i) {
  return ir_memkind_of(i) == IR_MEM_LOAD && LLVMGetInstructionOpcode(i) == LLVMLoad && !LLVMGetVolatile(i) &&
         LLVMGetOrdering(i) == LLVMAtomicOrderingNotAtomic;
}

LLVMValueRef ir_private_object(LLVMValueRef fn, LLVMValueRef p) {
  LLVMValueRef r = ir_pointer_base(p);
  if (!r) return NULL;
  bool byval = false;
  if (LLVMIsAArgument(r))
    for (unsigned i = 0, n = LLVMCountParams(fn); i < n && !byval; i++)
      byval = LLVMGetParam(fn, i) == r && ir_byval_type(fn, i);
  return (byval || LLVMIsAAllocaInst(r)) && only_accessed(r, true, true, 0) ? r : NULL;
}

static bool writes_private_only(LLVMValueRef fn, int depth) {
  if (depth > 4 || LLVMIsDeclaration(fn)) return false;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      ir_memkind k = ir_memkind_of(i);
      if (k == IR_MEM_LOAD) {
        if (!ir_is_plain_load(i)) return false;
        continue;
      }
      if (k == IR_MEM_SYNC) return false;
      if (k != IR_MEM_NONE) {
        if (!ir_private_object(fn, ir_mem_pointer(i, 0))) return false;
        continue;
      }
      if (!ir_call_touches_memory(i)) continue;
      LLVMValueRef f = LLVMGetCalledValue(i);
      if (!LLVMIsAFunction(f) || !writes_private_only(f, depth + 1)) return false;
    }
  return true;
}

bool ir_call_writes_private_only(LLVMValueRef call) {
  LLVMValueRef f = LLVMIsACallInst(call) ? LLVMGetCalledValue(call) : NULL;
  return f && LLVMIsAFunction(f) && writes_private_only(f, 0);
}


static bool same_type(LLVMTypeRef a, LLVMTypeRef b, int depth) {
  LLVMTypeKind k = LLVMGetTypeKind(a);
  if (k != LLVMGetTypeKind(b)) return false;
  if (depth > 16) return true;
  switch (k) {
  case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(a) == LLVMGetIntTypeWidth(b);
  case LLVMPointerTypeKind: return LLVMGetPointerAddressSpace(a) == LLVMGetPointerAddressSpace(b);
  case LLVMArrayTypeKind:
    return LLVMGetArrayLength2(a) == LLVMGetArrayLength2(b) && same_type(LLVMGetElementType(a), LLVMGetElementType(b), depth + 1);
  case LLVMVectorTypeKind:
    return LLVMGetVectorSize(a) == LLVMGetVectorSize(b) && same_type(LLVMGetElementType(a), LLVMGetElementType(b), depth + 1);
  case LLVMStructTypeKind: {
    unsigned n = LLVMCountStructElementTypes(a);
    if (n != LLVMCountStructElementTypes(b) || LLVMIsPackedStruct(a) != LLVMIsPackedStruct(b)) return false;
    for (unsigned i = 0; i < n; i++)
      if (!same_type(LLVMStructGetTypeAtIndex(a, i), LLVMStructGetTypeAtIndex(b, i), depth + 1)) return false;
    return true;
  }
  case LLVMFunctionTypeKind: {
    unsigned n = LLVMCountParamTypes(a);
    if (n != LLVMCountParamTypes(b) || LLVMIsFunctionVarArg(a) != LLVMIsFunctionVarArg(b) ||
        !same_type(LLVMGetReturnType(a), LLVMGetReturnType(b), depth + 1))
      return false;
    LLVMTypeRef pa[64], pb[64];
    if (n > 64) return true;
    LLVMGetParamTypes(a, pa);
    LLVMGetParamTypes(b, pb);
    for (unsigned i = 0; i < n; i++)
      if (!same_type(pa[i], pb[i], depth + 1)) return false;
    return true;
  }
  default: return true;
  }
}

bool ir_same_type(LLVMTypeRef a, LLVMTypeRef b) { return a == b || same_type(a, b, 0); }

int ir_memory_calls(const ir_cfg *cfg, const char *name, size_t len, LLVMValueRef *out, int cap) {
  int n = 0;
  for (int b = 0; b < cfg->n; b++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->block[b]); i; i = LLVMGetNextInstruction(i)) {
      size_t l = 0;
      const char *nm = LLVMGetInstructionOpcode(i) == LLVMCall && ir_memkind_of(i) == IR_MEM_NONE &&
                               ir_call_touches_memory(i) ? ir_callee_name(i, &l) : NULL;
      /* (intrinsics are modelled where their results are used: shuffles, votes, clocks) */
      if (!nm || (l > 5 && !memcmp(nm, "llvm.", 5)) || (name && (l != len || memcmp(nm, name, len)))) continue;
      if (n < cap) out[n] = i;
      n++;
    }
  return n;
}

/* LLVM 19's MemoryEffects (ir_call_memory_effects): two bits (1 read, 2 write) per location,
 * argument memory first, then inaccessible memory, then everything else. */
enum { ME_ARG = 0, ME_INACCESSIBLE = 2, ME_OTHER = 4 };

/* Two pointer bases that cannot be one object: an alloca (fresh storage) and another alloca,
 * a global or a parameter; two different globals. */
static bool distinct_objects(LLVMValueRef x, LLVMValueRef y) {
  if (!x || !y || x == y) return false;
  bool ax = LLVMIsAAllocaInst(x) != NULL, ay = LLVMIsAAllocaInst(y) != NULL;
  bool nx = ax || LLVMIsAGlobalVariable(x) || LLVMIsAArgument(x), ny = ay || LLVMIsAGlobalVariable(y) || LLVMIsAArgument(y);
  return ((ax || ay) && nx && ny) || (LLVMIsAGlobalVariable(x) && LLVMIsAGlobalVariable(y));
}

bool ir_call_may_access(LLVMValueRef fn, LLVMValueRef call, LLVMValueRef ptr, bool writes) {
  if (ir_private_object(fn, ptr)) return false; /* its address reaches no call */
  uint64_t me;
  if (!ir_call_memory_effects(call, &me)) return true;
  unsigned need = writes ? 3 : 2; /* a store conflicts with any access, a load with a write */
  if ((me >> ME_OTHER) & need) return true;
  if (!((me >> ME_ARG) & need)) return false;
  LLVMValueRef base = ir_pointer_base(ptr);
  for (unsigned i = 0, n = (unsigned)LLVMGetNumArgOperands(call); i < n; i++) {
    LLVMValueRef a = LLVMGetOperand(call, i);
    if (LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind && !distinct_objects(base, ir_pointer_base(a)))
      return true;
  }
  return false;
}
