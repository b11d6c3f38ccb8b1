/* sym_impl.h: what the sym module's own files share (not part of its interface).
 * Polynomials over atoms modulo 2^w, the building blocks of normal forms. */
#ifndef NVTV_SYM_IMPL_H
#define NVTV_SYM_IMPL_H

#include "sym.h"

typedef struct mono {
  uint64_t c;
  sym_term *m; /* NULL for the constant */
} mono;

typedef struct poly {
  unsigned w;
  int n, cap;
  mono *t;
} poly;

void sym_poly_init(poly *p, unsigned w);
void sym_poly_free(poly *p);
void sym_poly_push(poly *p, uint64_t c, sym_term *m);
/* atoms of a monomial: *out = its factors, or NULL when the monomial is one atom */
int sym_poly_atoms(sym_term *m, sym_term ***out);
void sym_poly_of(sym_ctx *c, sym_term *nf, poly *p);
sym_term *sym_poly_term(sym_ctx *c, poly *p);
void sym_poly_addp(poly *dst, const poly *src, uint64_t scale);
void sym_poly_mul(sym_ctx *c, poly *a, poly *b, poly *out);
/* The normal form of width w whose monomials are p's, each atom replaced by atom(env, a)
 * (a normal form of width w) and each coefficient kept, sign-extended when sext_coef. */
sym_term *sym_poly_map(sym_ctx *c, sym_term *p, unsigned w, bool sext_coef,
                       sym_term *(*atom)(void *env, sym_term *a), void *env);

sym_term *sym_nf_add(sym_ctx *c, sym_term *x, sym_term *y, uint64_t yscale);
sym_term *sym_nf_mul(sym_ctx *c, sym_term *x, sym_term *y);
sym_term *sym_nf_scale(sym_ctx *c, sym_term *x, uint64_t k);
/* extension of a normal form that does not distribute: the canonical atom */
sym_term *sym_ext_atom(sym_ctx *c, sym_term *x, bool sgn, unsigned w);
/* a loop counter as a normal form of width w (truncated below 64) */
sym_term *sym_k_at(sym_ctx *c, sym_term *k, unsigned w);
bool sym_known_nonneg(sym_term *t);

#endif
