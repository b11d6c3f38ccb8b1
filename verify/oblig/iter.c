/* A term, or a whole access, of src at a constant iteration of one of its loops, with the
 * loop's header reached there wherever the loop is entered (the unrolled-copy and LICM rules'
 * view of src's iteration i). */
#include "oblig.h"

#include <stdlib.h>
#include <string.h>

/* Loop L's entry condition at the outer iterations of its header-reached atom h (h's
 * operands but the last, for L's outer counters); expand: unroll recurrences that become
 * constant. */
sym_term *verify_entry_at(sym_ctx *c, const sym_loopinfo *L, const sym_term *h, bool expand) {
  ir_map outer;
  ir_map_init(&outer);
  for (int d = 0; d + 1 < L->nvec; d++)
    if (L->vec[d] != h->ops[d]) ir_map_put(&outer, L->vec[d], h->ops[d]);
  sym_term *r = outer.len || expand ? sym_subst(c, L->entry, &outer, expand) : L->entry;
  ir_map_free(&outer);
  return r;
}

/* The header of src's cfg loop l (gid g) is reached at iteration i of it, below a bound up
 * to which the loop always goes on where it is entered, exactly where it is entered: the
 * header-reached atom of such an iteration is the entry condition (at the atom's outer
 * iteration vector).  Adds every such atom of t's leaves to map. */
bool verify_map_header_reached(vctx *v, sym_term *t, uint32_t g, int64_t upto, ir_map *map) {
  sym_ctx *c = v->c;
  int l = v->gsrc[g];
  sym_loopinfo *L = &v->s.sf->loops[l];
  ir_vec leaves = {0};
  sym_collect_leaves(t, &leaves);
  bool any = false;
  for (int i = 0; i < leaves.n; i++) {
    sym_term *h = leaves.v[i];
    if (h->op != SYM_HR || h->imm != g || !h->nops) continue;
    sym_term *it = h->ops[h->nops - 1];
    if (it->op != SYM_CONST || (int64_t)it->imm > upto || h->nops != L->nvec) continue;
    ir_map_put(map, h, verify_entry_at(c, L, h, false));
    any = true;
  }
  ir_vec_free(&leaves);
  return any;
}

/* x at iteration i of src's loop g, its header reached there wherever the loop is entered
 * (every iteration before i went on). */
sym_term *verify_at_iter(vctx *v, sym_term *x, uint32_t g, uint64_t i) {
  sym_ctx *c = v->c;
  x = sym_subst_loop(c, x, g, sym_const(c, 64, i), true);
  ir_map m;
  ir_map_init(&m);
  if (verify_map_header_reached(v, x, g, (int64_t)i, &m)) x = sym_subst(c, x, &m, false);
  ir_map_free(&m);
  return x;
}

/* src's access at iteration `it` of its loop g: its terms there, in the loop around it */
sym_access verify_at_iteration(vctx *v, const sym_access *a, uint32_t g, uint64_t it) {
  sym_access r = *a;
#define AT(x) ((x) ? verify_at_iter(v, (x), g, it) : NULL)
  for (int p = 0; p < a->npointers; p++) {
    r.addr[p] = AT(a->addr[p]);
    r.gaddr[p] = AT(a->gaddr[p]);
  }
  r.value = AT(a->value);
  r.cmp = AT(a->cmp);
  r.len = AT(a->len);
  for (int j = 0; j < a->nlanes && j < SYM_MAX_LANES; j++) r.lane[j] = AT(a->lane[j]);
  r.reach = AT(a->reach);
  r.reachd = AT(a->reachd);
#undef AT
  r.loop = v->s.cfg->loops[a->loop].parent;
  return r;
}
