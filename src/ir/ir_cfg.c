/* CFG in reverse post-order, dominator tree (Cooper, Harvey and Kennedy, "A Simple, Fast
 * Dominance Algorithm") and the natural-loop forest.
 * requires: a function with a body; breaks: nothing (read-only). */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

int ir_block_index(const ir_cfg *c, LLVMBasicBlockRef bb) {
  intptr_t v = (intptr_t)ir_map_get(&c->index, bb);
  return v ? (int)v - 1 : -1;
}

static int intersect(const int *idom, int a, int b) {
  while (a != b) {
    while (a > b) a = idom[a];
    while (b > a) b = idom[b];
  }
  return a;
}

static void compute_rpo(ir_cfg *c, LLVMValueRef fn) {
  int total = (int)LLVMCountBasicBlocks(fn);
  LLVMBasicBlockRef *all = malloc((size_t)total * sizeof *all);
  LLVMBasicBlockRef *post = malloc((size_t)total * sizeof *post);
  int *stack_i = malloc((size_t)total * sizeof *stack_i);
  LLVMBasicBlockRef *stack_b = malloc((size_t)total * sizeof *stack_b);
  if (!all || !post || !stack_i || !stack_b) ir_oom();
  LLVMGetBasicBlocks(fn, all);
  ir_map seen;
  ir_map_init(&seen);
  int np = 0, sp = 0;
  stack_b[sp] = all[0];
  stack_i[sp++] = 0;
  ir_map_put(&seen, all[0], (void *)1);
  while (sp) {
    LLVMBasicBlockRef b = stack_b[sp - 1];
    LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
    unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;
    int i = stack_i[sp - 1];
    if ((unsigned)i < ns) {
      stack_i[sp - 1]++;
      LLVMBasicBlockRef s = LLVMGetSuccessor(t, (unsigned)i);
      if (!ir_map_has(&seen, s)) {
        ir_map_put(&seen, s, (void *)1);
        stack_b[sp] = s;
        stack_i[sp++] = 0;
      }
    } else {
      post[np++] = b;
      sp--;
    }
  }
  c->n = np;
  c->block = ir_alloc(c->arena, (size_t)np * sizeof *c->block);
  for (int i = 0; i < np; i++) {
    c->block[i] = post[np - 1 - i];
    ir_map_put(&c->index, c->block[i], (void *)(intptr_t)(i + 1));
  }
  ir_map_free(&seen);
  free(all);
  free(post);
  free(stack_i);
  free(stack_b);
}

static void compute_edges(ir_cfg *c) {
  int n = c->n;
  c->nsucc = ir_alloc(c->arena, (size_t)n * sizeof(int));
  c->succ = ir_alloc(c->arena, (size_t)n * sizeof(int *));
  c->npred = ir_alloc(c->arena, (size_t)n * sizeof(int));
  c->pred = ir_alloc(c->arena, (size_t)n * sizeof(int *));
  for (int b = 0; b < n; b++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(c->block[b]);
    int ns = t ? (int)LLVMGetNumSuccessors(t) : 0;
    c->nsucc[b] = ns;
    c->succ[b] = ir_alloc(c->arena, (size_t)(ns ? ns : 1) * sizeof(int));
    for (int i = 0; i < ns; i++) {
      int s = ir_block_index(c, LLVMGetSuccessor(t, (unsigned)i));
      c->succ[b][i] = s;
      c->npred[s]++;
    }
  }
  /* predecessors are unique even when a terminator names a block twice */
  int *fill = calloc((size_t)n, sizeof *fill);
  if (!fill) ir_oom();
  for (int b = 0; b < n; b++) c->pred[b] = ir_alloc(c->arena, (size_t)(c->npred[b] + 1) * sizeof(int));
  for (int b = 0; b < n; b++)
    for (int i = 0; i < c->nsucc[b]; i++) {
      int s = c->succ[b][i], dup = 0;
      for (int j = 0; j < fill[s]; j++) dup |= c->pred[s][j] == b;
      if (!dup) c->pred[s][fill[s]++] = b;
    }
  for (int b = 0; b < n; b++) c->npred[b] = fill[b];
  free(fill);
}

static void compute_dom(ir_cfg *c) {
  int n = c->n;
  int *idom = ir_alloc(c->arena, (size_t)n * sizeof(int));
  for (int i = 0; i < n; i++) idom[i] = -1;
  idom[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (int b = 1; b < n; b++) {
      int nd = -1;
      for (int i = 0; i < c->npred[b]; i++) {
        int p = c->pred[b][i];
        if (idom[p] < 0) continue;
        nd = nd < 0 ? p : intersect(idom, p, nd);
      }
      if (nd != idom[b]) {
        idom[b] = nd;
        changed = true;
      }
    }
  }
  c->idom = idom;
  c->domdepth = ir_alloc(c->arena, (size_t)n * sizeof(int));
  for (int b = 1; b < n; b++) c->domdepth[b] = c->domdepth[idom[b]] + 1;
}

bool ir_dominates(const ir_cfg *c, int a, int b) {
  while (c->domdepth[b] > c->domdepth[a]) b = c->idom[b];
  return a == b;
}

int ir_nearest_common_dominator(const ir_cfg *c, int a, int b) { return intersect(c->idom, a, b); }

/* ---- loops ---- */

typedef struct tmp_loop {
  int header;
  unsigned char *in; /* membership bitmap */
  int nblocks;
  ir_vec latches;
} tmp_loop;

static void add_back_edge(ir_cfg *c, tmp_loop *l, int tail) {
  int n = c->n;
  int *work = malloc((size_t)n * sizeof *work);
  if (!work) ir_oom();
  int w = 0;
  ir_vec_push(&l->latches, (void *)(intptr_t)tail);
  if (!l->in[tail]) {
    l->in[tail] = 1;
    l->nblocks++;
    work[w++] = tail;
  }
  while (w) {
    int b = work[--w];
    if (b == l->header) continue;
    for (int i = 0; i < c->npred[b]; i++) {
      int p = c->pred[b][i];
      if (!l->in[p]) {
        l->in[p] = 1;
        l->nblocks++;
        work[w++] = p;
      }
    }
  }
  free(work);
}

static int cmp_loop(const void *a, const void *b) {
  const ir_loop *x = a, *y = b;
  if (x->depth != y->depth) return x->depth - y->depth;
  return x->header - y->header;
}

static void compute_loops(ir_cfg *c) {
  int n = c->n, nl = 0;
  tmp_loop *tl = calloc((size_t)n, sizeof *tl);
  int *loop_at = malloc((size_t)n * sizeof *loop_at);
  if (!tl || !loop_at) ir_oom();
  for (int i = 0; i < n; i++) loop_at[i] = -1;
  for (int b = 0; b < n; b++)
    for (int i = 0; i < c->nsucc[b]; i++) {
      int h = c->succ[b][i];
      if (h > b) continue; /* not retreating in RPO */
      if (!ir_dominates(c, h, b)) {
        c->irreducible = true;
        continue;
      }
      if (loop_at[h] < 0) {
        loop_at[h] = nl;
        tl[nl].header = h;
        tl[nl].in = calloc((size_t)n, 1);
        if (!tl[nl].in) ir_oom();
        tl[nl].in[h] = 1;
        tl[nl].nblocks = 1;
        nl++;
      }
      tmp_loop *l = &tl[loop_at[h]];
      bool dup = false;
      for (int j = 0; j < l->latches.n; j++) dup |= (intptr_t)l->latches.v[j] == b;
      if (!dup) add_back_edge(c, l, b);
    }
  c->nloops = nl;
  c->loops = ir_alloc(c->arena, (size_t)(nl ? nl : 1) * sizeof *c->loops);
  /* parent = the smallest other loop containing the header */
  int *parent = malloc((size_t)(nl ? nl : 1) * sizeof *parent);
  if (!parent) ir_oom();
  for (int i = 0; i < nl; i++) {
    parent[i] = -1;
    for (int j = 0; j < nl; j++)
      if (j != i && tl[j].in[tl[i].header] && tl[j].nblocks > tl[i].nblocks &&
          (parent[i] < 0 || tl[j].nblocks < tl[parent[i]].nblocks))
        parent[i] = j;
  }
  int *depth = calloc((size_t)(nl ? nl : 1), sizeof *depth);
  if (!depth) ir_oom();
  for (int i = 0; i < nl; i++)
    for (int p = i; p >= 0; p = parent[p]) depth[i]++;
  for (int i = 0; i < nl; i++) {
    ir_loop *L = &c->loops[i];
    L->id = i; /* provisional: tmp index, remapped below */
    L->header = tl[i].header;
    L->parent = parent[i];
    L->depth = depth[i];
  }
  ir_sort(c->loops, (size_t)nl, sizeof *c->loops, cmp_loop);
  int *newid = malloc((size_t)(nl ? nl : 1) * sizeof *newid);
  if (!newid) ir_oom();
  for (int i = 0; i < nl; i++) newid[c->loops[i].id] = i;
  c->loop_of = ir_alloc(c->arena, (size_t)n * sizeof(int));
  for (int b = 0; b < n; b++) c->loop_of[b] = -1;
  for (int i = 0; i < nl; i++) {
    ir_loop *L = &c->loops[i];
    tmp_loop *t = &tl[L->id];
    L->id = i;
    L->parent = L->parent >= 0 ? newid[L->parent] : -1;
    L->nblocks = t->nblocks;
    L->blocks = ir_alloc(c->arena, (size_t)t->nblocks * sizeof(int));
    int k = 0;
    for (int b = 0; b < n; b++)
      if (t->in[b]) {
        L->blocks[k++] = b;
        c->loop_of[b] = i; /* deeper loops come later and overwrite */
      }
    L->nlatches = t->latches.n;
    L->latches = ir_alloc(c->arena, (size_t)t->latches.n * sizeof(int));
    for (int j = 0; j < t->latches.n; j++) L->latches[j] = (int)(intptr_t)t->latches.v[j];
    int ne = 0;
    for (int j = 0; j < L->nblocks; j++) {
      int b = L->blocks[j];
      for (int s = 0; s < c->nsucc[b]; s++) ne += !t->in[c->succ[b][s]];
    }
    L->nexits = ne;
    L->exit_from = ir_alloc(c->arena, (size_t)(ne ? ne : 1) * sizeof(int));
    L->exit_to = ir_alloc(c->arena, (size_t)(ne ? ne : 1) * sizeof(int));
    ne = 0;
    for (int j = 0; j < L->nblocks; j++) {
      int b = L->blocks[j];
      for (int s = 0; s < c->nsucc[b]; s++)
        if (!t->in[c->succ[b][s]]) {
          L->exit_from[ne] = b;
          L->exit_to[ne++] = c->succ[b][s];
        }
    }
    int outside = -1, nout = 0;
    for (int j = 0; j < c->npred[L->header]; j++) {
      int p = c->pred[L->header][j];
      if (!t->in[p]) {
        outside = p;
        nout++;
      }
    }
    L->preheader = (nout == 1 && c->nsucc[outside] == 1) ? outside : -1;
  }
  for (int i = 0; i < nl; i++) {
    ir_loop *L = &c->loops[i];
    for (int j = 0; j < nl; j++) L->nchildren += c->loops[j].parent == i;
    L->children = ir_alloc(c->arena, (size_t)(L->nchildren ? L->nchildren : 1) * sizeof(int));
    int k = 0;
    for (int j = 0; j < nl; j++)
      if (c->loops[j].parent == i) L->children[k++] = j;
  }
  for (int i = 0; i < nl; i++) {
    free(tl[i].in);
    ir_vec_free(&tl[i].latches);
  }
  free(tl);
  free(loop_at);
  free(parent);
  free(depth);
  free(newid);
}

bool ir_loop_contains(const ir_cfg *c, int loop, int block) {
  for (int l = c->loop_of[block]; l >= 0; l = c->loops[l].parent)
    if (l == loop) return true;
  return false;
}

/* Does the loop ID (`!llvm.loop` on a latch's branch) of loop l say
 * "llvm.loop.unroll.disable"?  LLVM's unroller puts it on every loop it unrolled partially
 * or at run time, and on a runtime remainder loop. */
bool ir_loop_unroll_disabled(const ir_cfg *c, int l) {
  const ir_loop *L = &c->loops[l];
  if (!L->nlatches) return false;
  LLVMValueRef br = LLVMGetBasicBlockTerminator(c->block[L->latches[0]]);
  unsigned kind = LLVMGetMDKindIDInContext(LLVMGetTypeContext(LLVMTypeOf(c->fn)), "llvm.loop", 9);
  LLVMValueRef id = br ? LLVMGetMetadata(br, kind) : NULL;
  unsigned n = id ? LLVMGetMDNodeNumOperands(id) : 0;
  LLVMValueRef *ops = malloc(((size_t)n + 1) * sizeof *ops);
  if (!ops) ir_oom();
  if (n) LLVMGetMDNodeOperands(id, ops);
  bool found = false;
  for (unsigned i = 1; i < n && !found; i++) { /* (operand 0 is the loop ID itself) */
    unsigned m = ops[i] && LLVMIsAMDNode(ops[i]) ? LLVMGetMDNodeNumOperands(ops[i]) : 0;
    if (!m) continue;
    LLVMValueRef *sub = malloc((size_t)m * sizeof *sub);
    if (!sub) ir_oom();
    LLVMGetMDNodeOperands(ops[i], sub);
    unsigned len = 0;
    const char *s = sub[0] && LLVMIsAMDString(sub[0]) ? LLVMGetMDString(sub[0], &len) : NULL;
    found = s && len == 24 && !memcmp(s, "llvm.loop.unroll.disable", 24);
    free(sub);
  }
  free(ops);
  return found;
}

ir_cfg *ir_cfg_build(LLVMValueRef fn) {
  if (LLVMCountBasicBlocks(fn) == 0) return NULL;
  ir_arena *a = ir_arena_new();
  ir_cfg *c = ir_alloc(a, sizeof *c);
  c->arena = a;
  c->fn = fn;
  ir_map_init(&c->index);
  compute_rpo(c, fn);
  compute_edges(c);
  compute_dom(c);
  compute_loops(c);
  c->stop = ir_alloc(a, (size_t)c->n * sizeof *c->stop);
  for (int b = 0; b < c->n; b++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(c->block[b]); i && !c->stop[b]; i = LLVMGetNextInstruction(i))
      if (ir_never_returns(i)) c->stop[b] = i;
  return c;
}

bool ir_cfg_stopped(const ir_cfg *c, int blk, LLVMValueRef inst) {
  if (!c->stop[blk] || inst == c->stop[blk]) return false;
  for (LLVMValueRef i = LLVMGetNextInstruction(c->stop[blk]); i; i = LLVMGetNextInstruction(i))
    if (i == inst) return true;
  return false;
}

void ir_cfg_free(ir_cfg *c) {
  if (!c) return;
  ir_map_free(&c->index);
  ir_arena_free(c->arena);
}

/* ---- walking to the nearest stop on every path ---- */

/* Visits every instruction reachable from `from` (forward: after it; backward: before it)
 * without passing an instruction for which stop() holds, block by block over the CFG:
 * forward through successors (back edges included) to the function's exits, backward
 * through predecessors to the entry.  Each instruction is visited at most once; `from`
 * itself is visited if the walk comes round to it (a loop). */
void ir_walk(const ir_cfg *c, LLVMValueRef from, bool forward, bool cross_blocks, bool (*stop)(LLVMValueRef, void *),
             void (*visit)(LLVMValueRef, void *), void *env) {
  int start = ir_block_index(c, LLVMGetInstructionParent(from));
  if (start < 0) return;
  char *entered = calloc((size_t)c->n, 1); /* whole block queued */
  int *work = malloc((size_t)c->n * sizeof *work), nw = 0;
  if (!entered || !work) ir_oom();
  /* the rest of from's own block */
  bool blocked = false;
  for (LLVMValueRef i = forward ? LLVMGetNextInstruction(from) : LLVMGetPreviousInstruction(from); i;
       i = forward ? LLVMGetNextInstruction(i) : LLVMGetPreviousInstruction(i)) {
    if (stop(i, env)) {
      blocked = true;
      break;
    }
    visit(i, env);
  }
  if (!blocked && cross_blocks) {
    int n = forward ? c->nsucc[start] : c->npred[start];
    for (int k = 0; k < n; k++) {
      int b = forward ? c->succ[start][k] : c->pred[start][k];
      if (!entered[b]) entered[b] = 1, work[nw++] = b;
    }
  }
  while (nw) {
    int blk = work[--nw];
    LLVMBasicBlockRef bb = c->block[blk];
    bool stopped = false;
    for (LLVMValueRef i = forward ? LLVMGetFirstInstruction(bb) : LLVMGetLastInstruction(bb); i;
         i = forward ? LLVMGetNextInstruction(i) : LLVMGetPreviousInstruction(i)) {
      if (stop(i, env)) {
        stopped = true;
        break;
      }
      visit(i, env);
    }
    if (stopped) continue;
    int n = forward ? c->nsucc[blk] : c->npred[blk];
    for (int k = 0; k < n; k++) {
      int b = forward ? c->succ[blk][k] : c->pred[blk][k];
      if (!entered[b]) entered[b] = 1, work[nw++] = b;
    }
  }
  free(entered);
  free(work);
}
