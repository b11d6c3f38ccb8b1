/* Base Address Strength Reduction (seed 000).
 * requires: a valid function; breaks: nothing the verifier relies on (memory operations
 * keep their !nvtv.id, only their address operands change; the loops' own induction
 * variables and exits are untouched).
 *
 * In each loop, memory operations whose addresses are the same function of the loop's
 * iteration plus different constants form a group (seed: "memory operations that share a
 * common base pointer expression").  The member with the smallest constant is the anchor.
 * When the anchor's address is an affine function of the iteration, start + step * k, it is
 * strength-reduced into a pointer induction variable: a header phi that starts at start
 * (computed in the preheader: seed "placed at the loop preheader") and grows by step at
 * each latch, and every member becomes phi + (its constant - the anchor's).  The address
 * chains (64-bit multiply-adds of the IV) then die.
 *
 * What the seed leaves open, and what was chosen:
 *  - Grouping key.  The address's normal form under the facts its own no-poison condition
 *    gives, minus its constant (addr_split_facts): `sext(i + 1)` with nsw groups with
 *    `sext(i)` (rewriting it as anchor + 4 is valid wherever the access is not poison, which
 *    is all the refinement asks); without nsw it does not (DESIGN.md, item 6).  A group
 *    belongs to the innermost loop whose counter its key depends on; its members may sit in
 *    that loop's subloops.  Keys that depend on no counter are CBE's.
 *  - v429 = 2: groups need two members.
 *  - Levels (do-base-address-strength-reduce).  1 rewrites every group.  2, the default,
 *    adds the seed's unstated "conditions": every relative offset fits a 32-bit immediate
 *    (PTX `ld [%rd+imm]`), and the rewrite removes more instructions from the loop than it
 *    adds (one increment per latch for the induction variable).
 *  - Negative offsets (base-address-strength-reduce-neg-offset, the seed's dword_4FBCAE0).
 *    Groups whose largest offset is negative are only considered when it is > 1; the
 *    negative part is then absorbed into the induction variable's start (the seed's
 *    "separate common base", for loop-invariant bases).  The seed's claim that the anchor
 *    otherwise produces negative relative offsets cannot be: relative to the minimum every
 *    offset is >= 0.
 *  - The chain variant (do-base-address-strength-reduce-chain) derives each member from
 *    the nearest rewritten member that dominates it rather than from the anchor, so that
 *    chains of dependent address computations become chains of small increments.
 *  - base-address-strength-reduce-iv-limit: loops with more header phis than this are
 *    skipped (register pressure); base-address-strength-reduce-max-iv: at most this many
 *    new induction variables per loop.
 *  - When the start cannot be computed in the preheader (it depends on an enclosing loop's
 *    counter that no phi holds, or on a value defined inside the loop) or the address is
 *    not affine, the group is still rewritten around its anchor inside the loop body
 *    (addr_rewrite_group), as CBE does across blocks.
 *  - New values: basr_iv (the phi), basr_iv.next, basr_start/basr_step (preheader),
 *    scevcgp_N (members), bitCastEnd (address-space casts).
 *  - dump-base-address-strength-reduce prints every group, its anchor, start, step and what
 *    was done.
 */
#include "passes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct basr {
  addr_fn *a;
  const nvtv_knobs *k;
  nvtv_remarks *r;
  const char *fname;
  int *ivs; /* induction variables created per loop */
  int rewritten;
} basr;

static bool basr_member(addr_fn *a, const addr_member *m, void *env) {
  (void)env;
  int l = addr_key_loop(a, m->s.key);
  return l >= 0 && ir_loop_contains(a->cfg, l, m->block);
}

static int header_phis(addr_fn *a, int l) {
  int n = 0;
  for (LLVMValueRef i = LLVMGetFirstInstruction(a->cfg->block[a->cfg->loops[l].header]);
       i && LLVMGetInstructionOpcode(i) == LLVMPHI; i = LLVMGetNextInstruction(i))
    n++;
  return n;
}

/* The group's largest offset as the source writes it: relative to c * h for a header phi
 * h of the loop whose step divides the group's (in[i-2] is -8 from 4*i), rather than the
 * normal form's constant, which also holds the constants of h's start.  Falls back to the
 * normal form's offset when no phi matches. */
static int64_t written_max_offset(addr_fn *a, int l, sym_term *start, sym_term *step, int64_t max_off) {
  sym_ctx *c = a->c;
  uint32_t g = a->gid[l];
  for (LLVMValueRef h = LLVMGetFirstInstruction(a->cfg->block[a->cfg->loops[l].header]);
       h && LLVMGetInstructionOpcode(h) == LLVMPHI; h = LLVMGetNextInstruction(h)) {
    if (LLVMGetTypeKind(LLVMTypeOf(h)) != LLVMIntegerTypeKind) continue;
    sym_term *t = addr_term(a, h), *hs, *hd;
    if (!t || !addr_affine(a, sym_nf(c, t), l, &hs, &hd) || sym_is_const(hd, 0)) continue;
    unsigned w = step->width;
    if (hd->width != w) {
      hs = sym_nf(c, sym_cast(c, SYM_SEXT, 0, w, hs));
      hd = sym_nf(c, sym_cast(c, SYM_SEXT, 0, w, hd));
    }
    for (uint64_t k = 1; k <= 64; k *= 2) {
      sym_term *kk = sym_const(c, w, k);
      if (sym_nf(c, sym_bin(c, SYM_MUL, 0, kk, hd)) != step) continue;
      sym_term *rel = sym_nf(c, sym_bin(c, SYM_SUB, 0, start, sym_bin(c, SYM_MUL, 0, kk, hs)));
      return addr_const_part(rel) + max_off;
    }
  }
  (void)g;
  return max_off;
}

static bool fits_i32(int64_t x) { return x >= INT32_MIN && x <= INT32_MAX; }

static int block_size(LLVMBasicBlockRef bb) {
  int n = 0;
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) n++;
  return n;
}

/* start and step computed in loop l's preheader; *added counts the new instructions. */
static bool expand_parts(basr *p, int l, sym_term *start, sym_term *step, unsigned as, LLVMValueRef *s, LLVMValueRef *d,
                         int *added) {
  addr_fn *a = p->a;
  ir_loop *L = &a->cfg->loops[l];
  if (L->preheader < 0) return false;
  LLVMBasicBlockRef pre = a->cfg->block[L->preheader];
  int before = block_size(pre);
  LLVMValueRef at = LLVMGetBasicBlockTerminator(pre);
  *s = addr_expand_ptr(a, start, as, at, "basr_start");
  *d = *s ? addr_expand(a, step, at, "basr_step") : NULL;
  *added += block_size(pre) - before;
  return *s && *d; /* what a failure left is dead and removed afterwards */
}

/* The loop's new pointer induction variable: s, s + d, s + 2d, ... */
static LLVMValueRef make_iv(basr *p, int l, LLVMValueRef s, LLVMValueRef d) {
  addr_fn *a = p->a;
  ir_loop *L = &a->cfg->loops[l];
  LLVMBasicBlockRef hdr = a->cfg->block[L->header];
  LLVMPositionBuilderBefore(a->b, LLVMGetFirstInstruction(hdr));
  LLVMValueRef phi = LLVMBuildPhi(a->b, LLVMTypeOf(s), "basr_iv");
  LLVMBasicBlockRef pre = a->cfg->block[L->preheader];
  LLVMAddIncoming(phi, &s, &pre, 1);
  for (int i = 0; i < L->nlatches; i++) {
    LLVMBasicBlockRef lb = a->cfg->block[L->latches[i]];
    LLVMPositionBuilderBefore(a->b, LLVMGetBasicBlockTerminator(lb));
    LLVMValueRef next = LLVMBuildGEP2(a->b, LLVMInt8TypeInContext(a->ctx), phi, &d, 1, "basr_iv.next");
    LLVMAddIncoming(phi, &next, &lb, 1);
  }
  /* every predecessor of the header is the preheader or a latch (natural loop with a
   * preheader), so the phi is complete */
  return phi;
}

/* Level 2's condition: each iteration loses more instructions than the increments it
 * gains, and the function does not grow (the start and step computed in the preheader and
 * the increments are no more than what dies).  A start that is expensive to rebuild from
 * the normal form fails the second test, and the loop is better off as it is. */
static bool pays(basr *p, const addr_member *m, int from, int to, int l, int nivs, int added) {
  if (knob(p->k, KNOB_BASR) < 2) return true;
  int latches = p->a->cfg->loops[l].nlatches * nivs;
  return addr_dying(p->a, m, from, to, l) > latches && added + latches <= addr_dying(p->a, m, from, to, -1);
}

static void dump_group(basr *p, const addr_member *m, int from, int to, int l, const char *what) {
  if (!knob(p->k, KNOB_BASR_DUMP)) return;
  char key[256] = "";
  sym_print(p->a->c, m[from].s.key, key, sizeof key);
  char offs[128] = "";
  size_t n = 0;
  for (int i = from; i < to && n + 24 < sizeof offs; i++)
    n += (size_t)snprintf(offs + n, sizeof offs - n, "%s%lld", i > from ? "," : "", (long long)m[i].s.off);
  remark(p->r, "basr", "@%s loop %d: base %s offsets {%s}: %s", p->fname, l, key, offs, what);
}

static void process_group(basr *p, addr_member *m, int from, int to) {
  addr_fn *a = p->a;
  int l = addr_key_loop(a, m[from].s.key);
  long level = knob(p->k, KNOB_BASR);
  if (to - from < 2) return;
  if (header_phis(a, l) > knob(p->k, KNOB_BASR_IV_LIMIT)) {
    dump_group(p, m, from, to, l, "skipped: more induction variables than base-address-strength-reduce-iv-limit");
    return;
  }
  if (level >= 2) {
    if (!fits_i32(m[to - 1].s.off - m[from].s.off)) {
      dump_group(p, m, from, to, l, "skipped: a relative offset does not fit 32 bits");
      return;
    }
  }
  sym_term *start, *step;
  LLVMValueRef iv = NULL;
  bool lin = addr_affine(a, m[from].s.key, l, &start, &step);
  int64_t max_off = lin ? written_max_offset(a, l, start, step, m[to - 1].s.off) : m[to - 1].s.off;
  if (max_off < 0 && knob(p->k, KNOB_BASR_NEG_OFFSET) <= 1) {
    dump_group(p, m, from, to, l, "skipped: every offset negative (base-address-strength-reduce-neg-offset <= 1)");
    return;
  }
  if (lin && p->ivs[l] < knob(p->k, KNOB_BASR_MAX_IV)) {
    sym_ctx *c = a->c;
    start = sym_nf(c, sym_bin(c, SYM_ADD, 0, start, sym_const(c, start->width, (uint64_t)m[from].s.off)));
    LLVMValueRef s0, d0;
    int added = 0;
    if (expand_parts(p, l, start, step, LLVMGetPointerAddressSpace(LLVMTypeOf(m[from].ptr)), &s0, &d0, &added)) {
      if (!pays(p, m, from, to, l, 1, added)) {
        dump_group(p, m, from, to, l, "skipped: the rewrite would not remove instructions");
        return;
      }
      iv = make_iv(p, l, s0, d0);
    }
  }
  addr_group_opts o = {NULL, 0, knob(p->k, KNOB_BASR_CHAIN) != 0, iv, NULL};
  const char *how;
  int n = addr_rewrite_group(a, m, from, to, &o, &how);
  if (iv) {
    p->ivs[l]++;
    dump_group(p, m, from, to, l, "strength-reduced into a pointer induction variable");
    remark_cover(p->r, PC_BASR_PTR_IV);
    remark(p->r, "basr", "@%s: %d accesses in loop %d share a base: pointer induction variable, anchor offset %lld",
           p->fname, to - from, l, (long long)m[from].s.off);
  } else {
    dump_group(p, m, from, to, l, n ? "rewritten around the anchor in the loop body" : "left as is (no anchor available)");
    if (n) remark_cover(p->r, PC_BASR_BODY);
    if (n)
      remark(p->r, "basr", "@%s: %d accesses in loop %d share a base: %d rewritten in the body, %s", p->fname, to - from, l,
             n, how);
  }
  p->rewritten += n;
}

/* A key without its root pointer: the index part several arrays can share. */
static sym_term *index_of(addr_fn *a, sym_term *key) {
  sym_ctx *c = a->c;
  sym_term **sum = &key;
  int n = 1;
  if (key->op == SYM_ADD) {
    sum = key->ops;
    n = key->nops;
  }
  for (int i = 0; i < n; i++)
    if (sym_leaf_aspace(sum[i]) >= 0) return sym_nf(c, sym_bin(c, SYM_SUB, 0, key, sum[i]));
  return NULL;
}

/* Single accesses to different arrays at one index (seed 000's four-array loop, A[tid + i],
 * B[tid + i], ...) share the index's "base expression": each array gets its pointer
 * induction variable, which removes the index's extension, scaling and the per-array
 * additions from the loop.  Judged together, since the index chain dies only when every
 * array is rewritten. */
static void process_index(basr *p, addr_member *m, const int *idx, int k, int l) {
  addr_fn *a = p->a;
  sym_ctx *c = a->c;
  if (header_phis(a, l) > knob(p->k, KNOB_BASR_IV_LIMIT) || p->ivs[l] + k > knob(p->k, KNOB_BASR_MAX_IV)) return;
  LLVMValueRef *s = calloc((size_t)k, sizeof *s), *d = calloc((size_t)k, sizeof *d);
  addr_member *ms = calloc((size_t)k, sizeof *ms);
  if (!s || !d || !ms) ir_oom();
  int added = 0, ok = 1;
  for (int q = 0; q < k && ok; q++) {
    addr_member *x = &m[idx[q]];
    sym_term *start, *step;
    ms[q] = *x;
    ok = addr_affine(a, x->s.key, l, &start, &step) &&
         written_max_offset(a, l, start, step, x->s.off) >= 0 && /* negative ones are the knob's */
         expand_parts(p, l, sym_nf(c, sym_bin(c, SYM_ADD, 0, start, sym_const(c, start->width, (uint64_t)x->s.off))), step,
                      LLVMGetPointerAddressSpace(LLVMTypeOf(x->ptr)), &s[q], &d[q], &added);
  }
  if (ok && pays(p, ms, 0, k, l, k, added)) {
    for (int q = 0; q < k; q++) {
      LLVMValueRef iv = make_iv(p, l, s[q], d[q]);
      addr_group_opts o = {NULL, 0, false, iv, NULL};
      const char *how;
      p->rewritten += addr_rewrite_group(a, m, idx[q], idx[q] + 1, &o, &how);
      p->ivs[l]++;
    }
    remark(p->r, "basr", "@%s: %d arrays in loop %d share an index: a pointer induction variable each", p->fname, k, l);
    remark_cover(p->r, PC_BASR_SHARED_INDEX);
  }
  free(s);
  free(d);
  free(ms);
}

static int round_once(basr *p, LLVMValueRef fn) {
  p->a = addr_open(fn);
  if (!p->a) return 0;
  p->rewritten = 0;
  if (p->a->cfg->nloops == 0 || p->a->cfg->irreducible) {
    addr_close(p->a);
    return 0;
  }
  int *ivs = p->ivs;
  p->ivs = calloc((size_t)p->a->cfg->nloops, sizeof *p->ivs);
  if (!p->ivs) ir_oom();
  addr_member *m;
  int n = addr_collect(p->a, true, basr_member, p, &m);
  addr_sort_groups(m, n);
  int *single = calloc((size_t)n + 1, sizeof *single), ns = 0;
  if (!single) ir_oom();
  for (int i = 0; i < n;) {
    int j = addr_group_end(m, n, i);
    if (j - i >= 2)
      process_group(p, m, i, j);
    else
      single[ns++] = i;
    i = j;
  }
  /* singles of one loop with one index, in sets of two or more */
  bool *used = calloc((size_t)ns + 1, sizeof *used);
  int *set = calloc((size_t)ns + 1, sizeof *set);
  if (!used || !set) ir_oom();
  for (int i = 0; i < ns; i++) {
    if (used[i]) continue;
    int l = addr_key_loop(p->a, m[single[i]].s.key), k = 0;
    sym_term *ix = index_of(p->a, m[single[i]].s.key);
    if (!ix) continue;
    for (int j = i; j < ns; j++)
      if (!used[j] && addr_key_loop(p->a, m[single[j]].s.key) == l && index_of(p->a, m[single[j]].s.key) == ix &&
          m[single[j]].s.off == m[single[i]].s.off) {
        used[j] = true;
        set[k++] = single[j];
      }
    if (k >= 2) process_index(p, m, set, k, l);
  }
  free(used);
  free(set);
  free(single);
  free(m);
  free(p->ivs);
  p->ivs = ivs;
  addr_close(p->a);
  addr_delete_dead(fn);
  return p->rewritten;
}

bool basr_run(LLVMValueRef fn, const nvtv_knobs *k, nvtv_remarks *r) {
  if (!knob(k, KNOB_BASR) || LLVMCountBasicBlocks(fn) == 0) return false;
  char fname[128];
  remark_fn_name(fn, fname, sizeof fname);
  basr p = {0};
  p.k = k;
  p.r = r;
  p.fname = fname;
  /* one round: a second would find the new induction variables' groups already in the
   * best shape (each member one constant away from the phi) */
  return round_once(&p, fn) > 0;
}
