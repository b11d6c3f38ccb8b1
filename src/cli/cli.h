/* cli: the nvtv command line.  nvtv.c dispatches subcommands, bench.c holds `nvtv bench`. */
#ifndef NVTV_CLI_H
#define NVTV_CLI_H

#include <stdbool.h>

#include "passes.h"
#include "verify.h"

enum { EXIT_PROVED = 0, EXIT_CEX = 1, EXIT_USAGE = 2, EXIT_UNKNOWN = 3 };

/* What a subcommand accepts beyond the common options (cli_parse's `accept`). */
enum {
  CLI_KNOBS = 1,   /* -KNOB=VALUE: the command runs our passes */
  CLI_BASELINE = 2 /* --baseline-passes=, --baseline-llvm-passes= (bench ptx) */
};

/* Common options of verify/check/bench. */
typedef struct cli_opts {
  verify_opts v;
  pipe_opts p;
  const char *passes;      /* -passes=: ours ("default" is already expanded) */
  const char *llvm_passes; /* -llvm-passes=: a stock pipeline */
  const char *baseline_passes, *baseline_llvm_passes;
  nvtv_knobs knobs;
  const char *out;
  bool json, fail_on_unknown, quiet, remarks;
  const char **files;
  int nfiles;
} cli_opts;

/* Parses argv[from..]; prints a message and returns false on a bad option. */
bool cli_parse(int argc, char **argv, int from, cli_opts *o, const char *cmd, unsigned accept);
void cli_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Loads and verifies a module; NULL after printing the message. */
LLVMModuleRef cli_load(LLVMContextRef ctx, const char *path);

/* Runs our passes (passes) or a stock pipeline (llvm_passes; exactly one is non-NULL) over
 * m with o's knobs and limits.  NULL after printing "nvtv: LABEL: message".  remarks may be
 * NULL. */
LLVMModuleRef cli_run_pipeline(LLVMModuleRef m, LLVMContextRef ctx, const char *passes,
                               const char *llvm_passes, const cli_opts *o, nvtv_remarks *remarks,
                               const char *label);

/* Prints remarks to stderr, each line after a prefix ("" for none). */
void cli_print_remarks(const nvtv_remarks *r, const char *prefix);

/* Loads, tags, transforms and verifies one file into r.  Returns an exit status for
 * input errors (EXIT_USAGE) or -1 when verification ran. */
int cli_check_file(const char *path, const cli_opts *o, verify_report *r, double *verify_ms);

int cli_bench(int argc, char **argv);

#endif
