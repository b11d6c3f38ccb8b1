/* cli: the nvtv command line.  nvtv.c dispatches subcommands, bench.c holds `nvtv bench`. */
#ifndef NVTV_CLI_H
#define NVTV_CLI_H

#include <stdbool.h>

#include "passes.h"
#include "verify.h"

enum { EXIT_PROVED = 0, EXIT_CEX = 1, EXIT_USAGE = 2, EXIT_UNKNOWN = 3 };

/* Common options of verify/check/bench. */
typedef struct cli_opts {
  verify_opts v;
  pipe_opts p;
  const char *llvm_passes;
  const char *out;
  bool json, fail_on_unknown, quiet;
  const char **files;
  int nfiles;
} cli_opts;

/* Parses argv[from..]; prints a message and returns false on a bad option. */
bool cli_parse(int argc, char **argv, int from, cli_opts *o, const char *cmd);
void cli_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Loads, tags, transforms and verifies one file into r.  Returns an exit status for
 * input errors (EXIT_USAGE) or -1 when verification ran. */
int cli_check_file(const char *path, const cli_opts *o, verify_report *r, double *verify_ms);

int cli_bench(int argc, char **argv);

#endif
