/* The driver's parts (driver.c calls match.c and limits.c): functions and loops matched, the rules of
 * verify_rules[] run in order, the report assembled. */
#ifndef NVTV_VERIFY_DRIVER_PARTS_H
#define NVTV_VERIFY_DRIVER_PARTS_H

#include "rules.h"

/* One function pair verified in a child under --kernel-timeout and --mem-limit (limits.c),
 * by run (the driver's, in this process otherwise).  v has o, r, fr, launch and the line
 * maps set. */
typedef void (*verify_run_fn)(vctx *v, LLVMValueRef fs, LLVMValueRef ft);
void verify_limited(vctx *v, LLVMValueRef fs, LLVMValueRef ft, verify_run_fn run);

/* match.c: src's and tgt's loops paired (v->gsrc, v->gtgt, ...), and each pair's rotation
 * or dropped header test (v->grot, v->gdrop; rot[], drop[] per tgt cfg loop) */
void verify_match_loops(vctx *v);
void verify_match_rotations(vctx *v, sym_term **rot, bool *drop);

#endif
