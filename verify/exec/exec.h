/* exec.h: the CTA interpreter, nvtv's second oracle (verify/exec/): decoding a module,
 * running one kernel on concrete inputs under a schedule, comparing src's and tgt's final
 * memory (interp_diff, the fuzzer's and check --exec-oracle's oracle), and replaying a
 * counterexample's model.  The only header of the module: nvtv run/diff, the fuzz oracle
 * and the verifier's replay (verify_finding_replay) use it; its files share interp_impl.h, which
 * nothing outside verify/exec/ includes.  It stands below the verifier: it knows findings
 * only as an interp_claim (function, kind, access tag, model). */
#ifndef NVTV_EXEC_H
#define NVTV_EXEC_H

#include "ir.h"
#include "sym.h"

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* A concrete interpreter for one CTA (DESIGN.md "Differential execution"), the second
 * oracle.  A module is decoded once (interp_prog_new) into compact instruction arrays:
 * operands are register slots, constants are evaluated at decode time, phis become moves
 * on CFG edges, vector operations one instruction per lane.  An execution (interp_run)
 * gives every pointer argument and every global its own bounds-checked buffer (allocas
 * one per thread and execution); a pointer is a numeric address plus the buffer it was
 * derived from, so out-of-bounds accesses are detected exactly, generic pointers work,
 * and ptrtoint/inttoptr round-trip (the buffer id sits in the high bits of the address).
 * Threads run one at a time under a schedule; a barrier blocks a thread until every
 * thread of the CTA (or the count of barrier.sync.cnt) has arrived.  UB (an access out of
 * bounds or through poison, a store of poison, a branch on poison, division by zero,
 * unreachable, llvm.trap) and deadlock end the execution.  No global mutable state. */

enum { INTERP_MAX_ARGS = 64 };

typedef enum interp_sched {
  INTERP_SCHED_RR,              /* round robin, switching threads after every instruction */
  INTERP_SCHED_RR_BLOCK,        /* round robin, switching after every basic block */
  INTERP_SCHED_RANDOM,          /* a random thread for a random quantum, from the seed */
  INTERP_SCHED_ADVERSARIAL,     /* lowest thread first, as far as it can run, then the next */
  INTERP_SCHED_ADVERSARIAL_REV, /* the same, highest thread first */
  INTERP_SCHED_ALL              /* interp_diff: each of the above in turn */
} interp_sched;

typedef enum interp_status {
  INTERP_OK,       /* every thread returned or exited */
  INTERP_UB,       /* undefined behaviour (message says which, where, which thread) */
  INTERP_DEADLOCK, /* every live thread waits at a barrier that cannot complete */
  INTERP_LIMIT,    /* max_steps reached: inconclusive */
  INTERP_ERROR     /* something the interpreter does not support was executed */
} interp_status;

typedef struct interp_opts {
  unsigned ntid[3];       /* CTA shape, default 8,1,1 */
  unsigned ctaid[3];      /* run: the block id, default 0,0,0 */
  unsigned nctaid[3];     /* grid, default 1,1,1; interp_diff draws ctaid below it */
  interp_sched sched;     /* interp_diff: INTERP_SCHED_ALL (default) or one kind */
  uint64_t seed;          /* inputs, memory contents, random schedules */
  int runs;               /* interp_diff: input vectors (default 32) */
  uint64_t buf_size;      /* bytes of the buffer behind each pointer argument (default 4096) */
  uint64_t max_steps;     /* instructions per execution, all threads (default 2*10^6) */
  bool zero_fill;         /* memory starts zeroed rather than with the seeded pattern */
  bool unbounded;         /* objects are as large as accessed (the verifier's assumption):
                             out-of-bounds accesses reach a sparse overflow store, not UB */
  bool shared_observed;   /* final shared memory is compared too (default true) */
  bool fixed_shape;       /* interp_input_random keeps ntid as it is (no rows, no 257 or 1024) */
  bool widen;             /* interp_diff: where src is undefined on every input, try wider blocks */
} interp_opts;

void interp_opts_default(interp_opts *o);
const char *interp_sched_name(interp_sched s);
bool interp_sched_parse(const char *s, interp_sched *out);
const char *interp_status_name(interp_status s);

/* A decoded module.  The module must outlive it. */
typedef struct interp_prog interp_prog;
interp_prog *interp_prog_new(LLVMModuleRef m, char *err, size_t errlen);
void interp_prog_free(interp_prog *p);
/* Functions are numbered; the kernels are those named in !nvvm.annotations "kernel" or
 * with the ptx_kernel calling convention (when none is, every defined function).
 * interp_prog_kernel gives the number of the i-th kernel, interp_prog_find the number of
 * a defined function (fn NULL: the first kernel), or -1. */
int interp_prog_nkernels(const interp_prog *p);
int interp_prog_kernel(const interp_prog *p, int i);
const char *interp_prog_name(const interp_prog *p, int k);
int interp_prog_find(const interp_prog *p, const char *fn);

/* The concrete inputs of one execution. */
typedef struct interp_input {
  int nargs;
  uint64_t val[INTERP_MAX_ARGS];  /* integer args (two's complement), floats as their bits */
  uint64_t size[INTERP_MAX_ARGS]; /* pointer args: bytes of the buffer */
  int64_t off[INTERP_MAX_ARGS];   /* pointer args: where in it the pointer points */
  uint64_t objsize[INTERP_MAX_ARGS]; /* inbounds GEPs must stay in [0, objsize]; UINT64_MAX: no limit */
  bool null[INTERP_MAX_ARGS];     /* pointer args: the null pointer */
  unsigned ntid[3], ctaid[3], nctaid[3];
  uint64_t fill_seed;             /* memory pattern */
  bool boundary;                  /* interp_input_random chose a boundary value (near 2^31, ...) */
  bool zero_fill;
  int npoke;                      /* initial memory overrides (interp_confirm's loaded values) */
  struct interp_poke { int arg; char global[64]; int64_t off; int size; uint64_t val; } poke[16];
} interp_input;

/* Defaults from o: buffers of o->buf_size, integers 0, o's CTA (a kernel's reqntid
 * annotation fixes its shape). */
void interp_input_default(interp_input *in, const interp_prog *p, int k, const interp_opts *o);
/* "a=1,b=-2,p=256,f=1.5,q=null": integers (decimal or 0x), floats, pointer buffer sizes in
 * bytes (optionally SIZE+OFF).  False with a message for an unknown name or a bad value. */
bool interp_input_parse(interp_input *in, const interp_prog *p, int k, const char *text, char *err,
                        size_t errlen);
/* Random inputs from seed: small integers mostly, some negative and boundary values;
 * pointers at the start or the middle of their buffers; a 2-D (3-D) CTA for a kernel that
 * reads tid.y (tid.z) when o asks for a 1-D one; ctaid below nctaid. */
void interp_input_random(interp_input *in, const interp_prog *p, int k, const interp_opts *o, uint64_t seed);
/* "%n = 3, %a = [4096 bytes], ..." */
void interp_input_str(const interp_input *in, const interp_prog *p, int k, char *buf, size_t n);

/* One execution of kernel k.  sched_seed drives INTERP_SCHED_RANDOM. */
typedef struct interp_exec interp_exec;
interp_exec *interp_run(const interp_prog *p, int k, const interp_input *in, interp_sched sched,
                        uint64_t sched_seed, const interp_opts *o);
void interp_exec_free(interp_exec *x);
interp_status interp_exec_status(const interp_exec *x);
const char *interp_exec_message(const interp_exec *x); /* UB / deadlock / error, "" if OK */
uint64_t interp_exec_steps(const interp_exec *x);      /* dynamic instructions, all threads */
/* The first data race: two threads touch a byte between the same barriers, one of them
 * writing a different value, not both atomically.  NULL when there was none. */
const char *interp_exec_race(const interp_exec *x);
/* n bytes at off of the buffer of argument "%name" or global "@name" after the execution
 * (bytes outside the buffer: the overflow store or the fill pattern).  False for no such
 * buffer. */
bool interp_exec_read(const interp_exec *x, const char *name, int64_t off, void *out, size_t n);
/* Final memory: each argument buffer and global, hex, the lines that changed (all lines
 * with all). */
void interp_exec_print(FILE *out, const interp_exec *x, bool all);
/* Do two executions (of src and tgt, same inputs) end with the same observed memory?  On
 * a difference, what names the first differing bytes. */
bool interp_exec_same_memory(const interp_exec *a, const interp_exec *b, char *what, size_t n);

/* The fuzzer's oracle.  Runs src's and tgt's function fn (NULL: every kernel of src) on
 * o->runs random inputs, each under o->sched (or every schedule).  An input on which src
 * has UB, deadlocks, runs out of steps or races under any schedule is discarded.  With
 * o->widen, where src is undefined on every input of o's CTA and the kernel fixes no shape,
 * the runs are tried again in wider blocks (32 to 1024 threads, 16x16, 32x32), as a kernel
 * written for its block size (a tile of blockDim.x elements) needs; the stats are then those
 * of the first block in which they compare (stats->widened), or of o's CTA if none does.
 * Otherwise tgt must end without UB and with final memory equal to src's under some
 * schedule.  Returns 0 no difference, 1 a difference (described in what: inputs, schedule,
 * bytes or UB), -1 an error (what says why: unsupported construct, signatures differ). */
typedef struct interp_diff_stats {
  int runs, compared, discarded, inconclusive; /* inputs tried / compared / src UB / limits */
  int racy;  /* src raced: its result depends on the schedule */
  int execs; /* executions, src and tgt */
  uint64_t steps;
  unsigned widened[3]; /* the CTA the inputs were compared in when src was undefined in every
                          run of the default one (a kernel written for its block size), else 0 */
} interp_diff_stats;
int interp_diff(LLVMModuleRef src, LLVMModuleRef tgt, const char *fn, const interp_opts *o, char *what, size_t n);
int interp_diff_stats_run(LLVMModuleRef src, LLVMModuleRef tgt, const char *fn, const interp_opts *o,
                          interp_diff_stats *st, char *what, size_t n);

/* What replaying a counterexample showed (interp_replay). */
typedef enum interp_replay_verdict { INTERP_CONFIRMED, INTERP_REFUTED, INTERP_NOT_EXECUTABLE } interp_replay_verdict;

/* A counterexample to replay: the function, the finding's kind (barrier-race,
 * memory-order, added-barrier, removed-*: final memory is compared; any other: the access
 * tag's executions), the access (-1: none) and the finding's JSON, whose "model" object
 * gives the inputs. */
typedef struct interp_claim {
  const char *func, *kind;
  long tag;
  const json_t *json;
} interp_claim;

/* Replays a verifier counterexample (a V_CEX finding from verify_modules on src and tgt, as
 * verify_finding_replay passes it) concretely.  The finding's JSON model gives the arguments, the CTA shape and thread ids,
 * loop iterations, loaded values (written into the initial memory where src's load reads)
 * and object sizes; objects are otherwise unbounded, as the verifier assumes.
 * - barrier-race (and removed-exempt, removed-used-result, or a finding without an
 *   access): src and tgt run under adversarial schedules that put the finding's
 *   threads t' then t (and t then t') first, and round robin; confirmed when tgt ends in
 *   final memory that no schedule of src produced (or with UB), src being defined.
 * - every other kind: the model's thread runs first; the executions of the finding's
 *   access by that thread are compared: bytes accessed (buffer, offset, size), stored
 *   value, poison, volatility and ordering, and how often it runs; confirmed at the first
 *   execution that differs where src is defined.
 * Returns true when the difference was observed, with the observation in obs ("memory:"
 * or "access:" first, then what was seen). */
bool interp_confirm(LLVMModuleRef src, LLVMModuleRef tgt, const interp_claim *c, char *obs, size_t n);
/* The same with the three outcomes DESIGN.md asks for: confirmed (the difference was
 * observed), refuted (src is not defined on the model's inputs, or src and tgt behave the
 * same), or not executable (the model needs more threads than a CTA has, an unsupported
 * construct ran, or the step budget ran out before the access).  obs says what was seen. */
interp_replay_verdict interp_replay(LLVMModuleRef src, LLVMModuleRef tgt, const interp_claim *c, char *obs, size_t n);


#endif
