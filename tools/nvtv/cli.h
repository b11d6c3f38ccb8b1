/* cli: the nvtv command line.  nvtv.c dispatches subcommands, bench.c holds `nvtv bench`. */
#ifndef NVTV_CLI_H
#define NVTV_CLI_H

#include <stdbool.h>
#include <stdint.h>

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
  const char *opt_cmd;     /* --opt-cmd: an external command (the user's opt, a plugin) */
  const char *baseline_passes, *baseline_llvm_passes;
  nvtv_knobs knobs;
  const char *out;
  const char *expect;      /* check: exit 0 iff a finding has this signature (reducers' test) */
  const char *sarif, *junit; /* check: reports */
  bool json, fail_on_unknown, quiet, remarks, verbose;
  bool exec_oracle;        /* check: also run src and tgt concretely where Z3 found nothing */
  ir_cuda_opts cuda;        /* .cu inputs: --mcpu, --cuda-O, -I, -D */
  const char **files;
  int nfiles;
} cli_opts;

/* ---- options.c: the one option parser of every subcommand (getopt_long_only) ---- */

/* An option of a command: -name / --name, with "=V" or the next word as its value when it
 * takes one; a one-letter name is a short option (-o FILE, -v). */
typedef struct cli_option {
  const char *name;
  bool value;       /* takes a value */
  int id;           /* handed to the handler */
  bool single_dash; /* shown as -name in messages (opt's style: -passes, -llvm-passes) */
} cli_option;
#define CLI_MAX_TABLES 6
/* One option with its value (NULL for a flag); false after a message. */
typedef bool (*cli_handler)(void *ctx, int id, const char *val);
typedef struct cli_spec {
  const char *cmd;                             /* for messages: "fuzz", "bench ptx" */
  const cli_option *tables[CLI_MAX_TABLES];    /* each ends with {NULL}; unused slots NULL */
  cli_handler handle;
  void *ctx;
  nvtv_knobs *knobs;                           /* -KNOB[=V] go here; NULL: not accepted */
} cli_spec;
/* Parses argv[from..]: each option to s->handle in order, each operand into pos (room for
 * argc) in order.  False after one message: an unknown option (with the nearest option or
 * knob), a missing value, a value given to a flag, an abbreviation, a bad knob. */
bool cli_getopt(const cli_spec *s, int argc, char **argv, int from, const char **pos, int *npos);
/* cli_getopt for a command with at most max operands (pos[0..max), NULL where absent); more
 * is "CMD: unexpected argument 'X'". */
bool cli_getopt_at_most(const cli_spec *s, int argc, char **argv, int from, const char **pos, int max);
/* The verifier's options (--timeout-ms, --unroll, --barrier-model, --no-range-attrs), ids
 * CLI_VERIFY_*, and their handler into v: every command that verifies takes them. */
enum { CLI_VERIFY_TIMEOUT = 800, CLI_VERIFY_UNROLL, CLI_VERIFY_BARRIER, CLI_VERIFY_NO_RANGE, CLI_VERIFY_KTIMEOUT, CLI_VERIFY_MEM };
extern const cli_option cli_verify_options[];
bool cli_verify_option(const char *cmd, verify_opts *v, int id, const char *val);
/* A number in [lo, hi] (decimal or 0x); false after "CMD: option OPT: 'S' is not a number
 * in [lo, hi]". */
bool cli_num(const char *cmd, const char *opt, const char *s, uint64_t lo, uint64_t hi, uint64_t *out);
/* A duration (N, Ns, Nm, Nh) of at least min seconds; a size (N, Nk, NM, NG, optional B). */
bool cli_secs(const char *cmd, const char *opt, const char *s, double min, double *out);
bool cli_size(const char *cmd, const char *opt, const char *s, size_t *out);
/* The CUDA options every command that reads .cu files takes (--cuda-O, -I, -D), with ids
 * CLI_CUDA_*, and their handler. */
enum { CLI_CUDA_O = 900, CLI_CUDA_I, CLI_CUDA_D, CLI_CUDA_PATH };
extern const cli_option cli_cuda_options[];
bool cli_cuda_option(const char *cmd, ir_cuda_opts *c, int id, const char *val);
/* Ids of a command's own options, beside cli_parse's common ones. */
enum { CLI_OWN = 1000 };
/* "X", "X,Y" or "X,Y,Z" with numbers in [lo, hi]; missing ones are lo.  False after a
 * message. */
bool cli_parse_triple(const char *cmd, const char *opt, const char *s, unsigned lo, unsigned hi, unsigned out[3]);

/* Parses argv[from..] into o: the common options, knobs when accept has CLI_KNOBS, and
 * the command's own options (extra, ids >= CLI_OWN, handed to own(ctx, ...)); operands are
 * o->files.  False after a message. */
bool cli_parse(int argc, char **argv, int from, cli_opts *o, const char *cmd, unsigned accept);
bool cli_parse_own(int argc, char **argv, int from, cli_opts *o, const char *cmd, unsigned accept,
                   const cli_option *extra, cli_handler own, void *ctx);
void cli_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* The name closest to word (edit distance), when close enough to suggest, else NULL. */
const char *cli_closest(const char *word, const char *const *names, int n);

/* Loads (a .cu file: compiles under cuda, NULL for the defaults) and verifies a module;
 * NULL after printing the message. */
LLVMModuleRef cli_load(LLVMContextRef ctx, const char *path, const ir_cuda_opts *cuda);

/* Runs our passes (passes), a stock pipeline (llvm_passes) or, when both are NULL, o's
 * --opt-cmd over m with o's knobs and limits.  NULL after printing "nvtv: LABEL: message".  remarks may be
 * NULL. */
LLVMModuleRef cli_run_pipeline(LLVMModuleRef m, LLVMContextRef ctx, const char *passes,
                               const char *llvm_passes, const cli_opts *o, nvtv_remarks *remarks,
                               const char *label);

/* Prints the last max_lines lines of an --opt-cmd's stderr, each as "  opt-cmd stderr: ...". */
void cli_print_command_stderr(const char *text, int max_lines);
/* Prints remarks to stderr, each line after a prefix ("" for none). */
void cli_print_remarks(const nvtv_remarks *r, const char *prefix);

/* Loads, tags, transforms and verifies one file into r.  Returns an exit status for
 * input errors (EXIT_USAGE) or -1 when verification ran. */
int cli_check_file(const char *path, const cli_opts *o, verify_report *r, double *verify_ms);
/* check --exec-oracle on a verified pair: execution per kernel of r's functions from fn0 on;
 * a difference becomes a finding in r (fuzz.c) */
void cli_check_exec(const cli_opts *o, LLVMModuleRef src, LLVMModuleRef tgt, verify_report *r, int fn0,
                    const char *path);

int cli_bench(int argc, char **argv);
/* fuzz.c: nvtv gen, fuzz, replay, reduce */
int cli_gen(int argc, char **argv);
int cli_reduce(int argc, char **argv);
int cli_fuzz(int argc, char **argv);
int cli_replay(int argc, char **argv);
/* nvtv plot OUT [-o FILE.svg]: a campaign's plot_data drawn by gnuplot */
int cli_plot(int argc, char **argv);
int cli_bench_fuzz(int argc, char **argv);
int cli_bench_reduce(int argc, char **argv);
/* Where check's results came from: the input file index of each finding (file_of) and of
 * each function (fn_file), each file's wall time (file_ms) and whether it failed to load or
 * transform (file_error). */
typedef struct cli_check_run {
  int *file_of, *fn_file;
  double *file_ms;
  bool *file_error;
  bool *not_reached; /* --budget ran out before the file was begun */
} cli_check_run;

/* check's --expect / --sarif / --junit / --exec-oracle over its report.  Returns the exit
 * status --expect asks for, EXIT_CEX when the exec oracle found a difference, or -1 for
 * "keep check's status". */
int cli_check_extras(const cli_opts *o, const verify_report *r, const cli_check_run *run);
/* The pipeline as campaigns name it (ours with knobs, llvm:..., cmd:...), and a finding's
 * signature under it (fuzz.c). */
void cli_pipeline_text(const cli_opts *o, char *out, size_t n);
void cli_finding_signature(const cli_opts *o, const v_finding *f, char *out, size_t n);

/* run.c: nvtv run, nvtv diff, nvtv bench exec (the interpreter, verify/exec/interp.c) */
int cli_run(int argc, char **argv);
int cli_diff(int argc, char **argv);
int cli_bench_exec(int argc, char **argv);

#endif
