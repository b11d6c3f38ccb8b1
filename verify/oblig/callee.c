/* The memory accesses of a call, in the caller's terms, where nvtv can read them off the
 * callee: a device function defined in the module, without loops, syncs, calls that touch
 * memory or byval parameters, whose every access's address (and the condition under which it
 * runs) depends on its parameters, special registers and constants only.  Each of its
 * accesses becomes one of the caller's at the call: its address with the callee's parameters
 * replaced by the call's arguments, reached where the call is and the callee's branches lead
 * to it.  A two-thread question (a removed or crossed barrier) then asks about the store a
 * `__device__` helper makes instead of calling the call "an access of any address" (unknown).
 * Any other callee: -1, and the call stays opaque. */
#include "oblig.h"

#include <stdlib.h>
#include <string.h>

/* Whether t's leaves are the callee's parameters, special registers, constants and globals. */
static bool plain_leaves(sym_term *t) {
  if (!t) return true;
  ir_vec leaves = {0};
  sym_collect_leaves(t, &leaves);
  bool ok = true;
  for (int i = 0; i < leaves.n && ok; i++) {
    sym_op op = ((sym_term *)leaves.v[i])->op;
    ok = op == SYM_ARG || op == SYM_SREG || op == SYM_CONST || op == SYM_GLOBAL || op == SYM_WIN || op == SYM_OBJ;
  }
  ir_vec_free(&leaves);
  return ok;
}

static bool simple_callee(LLVMValueRef fn, LLVMValueRef self) {
  if (!fn || LLVMIsDeclaration(fn) || fn == self || LLVMIsFunctionVarArg(LLVMGlobalGetValueType(fn))) return false;
  for (unsigned j = 0; j < LLVMCountParams(fn); j++)
    if (ir_byval_type(fn, j)) return false;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
      if (ir_memkind_of(i) == IR_MEM_SYNC || ir_call_touches_memory(i)) return false;
      if (LLVMGetInstructionOpcode(i) == LLVMCall && ir_never_returns(i)) return false;
    }
  return true;
}

/* a call's accesses, read once per function (verify_callees_free) */
typedef struct summary {
  int n;
  sym_access *acc;
} summary;

static int read_off(vctx *v, LLVMValueRef call, int blk, sym_access **out) {
  *out = NULL;
  LLVMValueRef fn = LLVMGetCalledValue(call);
  if (!fn || !LLVMIsAFunction(fn) || !simple_callee(fn, v->s.fn)) return -1;
  unsigned np = LLVMCountParams(fn);
  if (LLVMGetNumArgOperands(call) != np) return -1;
  ir_cfg *cfg = ir_cfg_build(fn);
  if (!cfg || cfg->nloops || cfg->irreducible) {
    if (cfg) ir_cfg_free(cfg);
    return -1;
  }
  sym_ctx *c = v->c;
  sym_opts so = {.respect_range_attrs = v->o->range_attrs};
  uint32_t none[1] = {0}; /* (no loops) */
  sym_fn *cf = sym_fn_build(c, cfg, none, 0, &so);
  sym_name_args(c, v->s.fn); /* (building the callee's terms named the arguments after its parameters) */
  int n = -1;
  if (cf && !cf->unsupported) {
    ir_map m;
    ir_map_init(&m);
    bool ok = true;
    for (unsigned j = 0; j < np && ok; j++) {
      sym_term *formal = sym_value_at(cf, LLVMGetParam(fn, j), 0);
      sym_term *actual = sym_value_at(v->s.sf, LLVMGetOperand(call, j), blk);
      if (!formal) continue; /* (a parameter of a type nvtv does not model: unused in addresses) */
      if (formal->op != SYM_ARG || !actual || actual->width != formal->width) ok = false;
      else ir_map_put(&m, formal, actual);
    }
    sym_access *acc = ok && cf->naccess ? calloc((size_t)cf->naccess, sizeof *acc) : NULL;
    if (ok && cf->naccess && !acc) ir_oom();
    int k = 0;
    for (int i = 0; ok && i < cf->naccess; i++) {
      sym_access a = cf->acc[i];
      if (!a.npointers || a.kind == IR_MEM_NONE || a.kind == IR_MEM_SYNC) ok = false;
      for (int p = 0; ok && p < a.npointers; p++) ok = plain_leaves(a.addr[p]) && plain_leaves(a.gaddr[p]);
      ok = ok && plain_leaves(a.reach) && plain_leaves(a.reachd) && plain_leaves(a.len);
      if (!ok) break;
      for (int p = 0; p < a.npointers; p++) {
        a.addr[p] = sym_subst(c, a.addr[p], &m, false);
        a.gaddr[p] = sym_subst(c, a.gaddr[p], &m, false);
      }
      if (a.len) a.len = sym_subst(c, a.len, &m, false);
      a.value = a.cmp = NULL; /* (values may read the callee's loads: a two-thread question needs none) */
      a.nlanes = 0;
      a.reach = sym_and(c, v->s.sf->reach[blk], sym_subst(c, a.reach ? a.reach : sym_true(c), &m, false));
      a.reachd = sym_and(c, v->s.sf->reachd[blk], sym_subst(c, a.reachd ? a.reachd : sym_true(c), &m, false));
      a.tag = -1;
      a.block = blk;
      a.loop = v->s.cfg->loop_of[blk];
      acc[k++] = a;
    }
    ir_map_free(&m);
    if (ok) {
      n = k;
      *out = acc;
    } else {
      free(acc);
    }
  }
  if (cf) sym_fn_free(cf);
  ir_cfg_free(cfg);
  return n;
}

int verify_call_accesses(vctx *v, LLVMValueRef call, int blk, const sym_access **out) {
  summary *s = ir_map_get(&v->callees, call);
  if (!s) {
    s = calloc(1, sizeof *s);
    if (!s) ir_oom();
    s->n = read_off(v, call, blk, &s->acc);
    ir_map_put(&v->callees, call, s);
  }
  *out = s->acc;
  return s->n;
}

void verify_callees_free(vctx *v) {
  for (size_t i = 0; i < v->callees.cap; i++)
    if (v->callees.keys[i]) {
      summary *s = v->callees.vals[i];
      free(s->acc);
      free(s);
    }
  ir_map_free(&v->callees);
}
