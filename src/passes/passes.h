/* passes: running transformations.
 *
 * pipeline.c runs a stock LLVM pipeline in-process through LLVMRunPasses with an NVPTX
 * target machine, inside a forked child, so that an LLVM abort or a hang cannot take the
 * tool down: the child sends back bitcode, the parent reports "pass crashed".
 */
#ifndef NVTV_PASSES_H
#define NVTV_PASSES_H

#include "ir.h"

typedef enum pipe_status {
  PIPE_OK = 0,
  PIPE_BAD_PIPELINE, /* unknown pass or malformed pipeline text */
  PIPE_CRASHED,      /* the child died on a signal or exited abnormally */
  PIPE_TIMEOUT,      /* the child exceeded its time limit */
  PIPE_INVALID_IR,   /* the pass produced IR the verifier rejects */
  PIPE_SYSTEM        /* fork/pipe failure */
} pipe_status;

typedef struct pipe_opts {
  const char *mcpu;     /* default "sm_90" */
  unsigned timeout_s;   /* 0: none */
  size_t mem_limit;     /* bytes, 0: none */
} pipe_opts;

void pipe_opts_default(pipe_opts *o);
/* Initialises the NVPTX target once per process. */
void pipe_init_targets(void);
/* Runs `pipeline` (LLVM new-pass-manager syntax) over a copy of m in a child process and
 * returns the result parsed into ctx, or NULL with *st and a one-line message in err. */
LLVMModuleRef pipe_run_llvm(LLVMModuleRef m, LLVMContextRef ctx, const char *pipeline,
                            const pipe_opts *o, pipe_status *st, char *err, size_t errlen);
/* The NVPTX target machine for a module's triple (caller disposes), or NULL with err. */
LLVMTargetMachineRef pipe_target_machine(LLVMModuleRef m, const char *mcpu, char *err, size_t errlen);

#endif
