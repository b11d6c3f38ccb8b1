/* CUDA source in: a .cu file compiled device-only by clang-19 to NVPTX IR.
 *
 * With a CUDA toolkit, clang's CUDA mode compiles the file over the toolkit's headers.
 * Without one, clang runs with -nocudainc -nocudalib and force-includes the prelude
 * nvtv_cuda.h, which stands in for clang's runtime wrapper over clang's own CUDA wrapper
 * headers.  The prelude and the shim headers beside it (cuda_runtime.h, cuda_fp16.h,
 * cooperative_groups.h, ...: src/ir/cuda/include) are compiled into nvtv (CMake embeds them
 * as ir_cuda_headers) and written, for each compilation, into a private temporary
 * directory that comes first on the system include path, so that a toolkit's headers
 * installed where the compiler looks by default (/usr/local/include) are not mixed in.
 * clang is started directly (fork and execv, no shell); its bitcode comes back on a pipe,
 * its diagnostics on another.
 *
 * Choices:
 * - -gline-tables-only: line tables only, which do not change code generation, so that
 *   findings can name the CUDA line of an access (ir_line_of falls back to it);
 * - -fno-discard-value-names: arguments and values keep their source names (%n, %tile),
 *   which is what counterexamples print;
 * - at -O0, -disable-O0-optnone: otherwise every function is optnone and a pipeline run
 *   over it would do nothing;
 * - a clang error is the first "error:" line of its diagnostics, as "FILE:LINE:COL: error:
 *   ...", and the load fails (an input error for the caller).
 */
#include "ir.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef NVTV_CLANG_PATH
#define NVTV_CLANG_PATH "/usr/lib/llvm-19/bin/clang"
#endif

/* src/ir/cuda/include, embedded by CMake (cuda_prelude.c): name, bytes, length; ends with a
 * NULL name */
struct ir_cuda_header {
  const char *name;
  const unsigned char *data;
  unsigned long len;
};
extern const struct ir_cuda_header ir_cuda_headers[];

void ir_cuda_opts_default(ir_cuda_opts *o) {
  memset(o, 0, sizeof *o);
  o->mcpu = "sm_90";
  o->opt_level = 1;
}

bool ir_cuda_add_flag(ir_cuda_opts *o, const char *flag) {
  size_t n = strlen(flag) + 1;
  if (o->nflags >= IR_CUDA_MAX_FLAGS || (size_t)o->text_used + n > sizeof o->text) return false;
  memcpy(o->text + o->text_used, flag, n);
  o->flag_at[o->nflags++] = o->text_used;
  o->text_used += (int)n;
  return true;
}

const char *ir_cuda_flag(const ir_cuda_opts *o, int i) { return o->text + o->flag_at[i]; }

/* ---- the toolkit ---- */

static bool is_toolkit(const char *dir) {
  char p[4200];
  snprintf(p, sizeof p, "%s/include/cuda_runtime.h", dir);
  return access(p, R_OK) == 0;
}

const char *ir_cuda_toolkit(const ir_cuda_opts *o, char *buf, size_t n) {
  if (o && o->cuda_path) { /* (the user's word first) */
    if (!strcmp(o->cuda_path, "none")) return NULL;
    snprintf(buf, n, "%s", o->cuda_path);
    return buf; /* (checked where it is used: a wrong --cuda-path is an error, not a fallback) */
  }
  const char *no = getenv("NVTV_NO_CUDA_TOOLKIT");
  if (no && *no) return NULL;
  const char *cands[3] = {getenv("CUDA_PATH"), getenv("CUDA_HOME"), "/usr/local/cuda"};
  for (int i = 0; i < 3; i++)
    if (cands[i] && *cands[i] && is_toolkit(cands[i])) {
      snprintf(buf, n, "%s", cands[i]);
      return buf;
    }
  const char *path = getenv("PATH");
  for (const char *p = path; p && *p;) { /* DIR/nvcc: the toolkit is DIR/.. */
    size_t k = strcspn(p, ":");
    char nvcc[4200];
    snprintf(nvcc, sizeof nvcc, "%.*s/nvcc", (int)k, p);
    if (k && access(nvcc, X_OK) == 0) {
      snprintf(buf, n, "%.*s/..", (int)k, p);
      if (is_toolkit(buf)) return buf;
    }
    p += k + (p[k] == ':');
  }
  return NULL;
}

/* "13.0" from the toolkit's cuda.h (CUDA_VERSION 13000), or "" */
static void toolkit_version(const char *dir, char *out, size_t n) {
  out[0] = 0;
  char p[4200], line[512];
  snprintf(p, sizeof p, "%s/include/cuda.h", dir);
  FILE *f = fopen(p, "r");
  if (!f) return;
  while (fgets(line, sizeof line, f)) {
    unsigned v;
    if (sscanf(line, "#define CUDA_VERSION %u", &v) == 1) {
      snprintf(out, n, "%u.%u", v / 1000, v % 1000 / 10);
      break;
    }
  }
  fclose(f);
}

void ir_cuda_headers_line(const ir_cuda_opts *o, char *buf, size_t n) {
  char dir[4096], ver[32];
  const char *t = ir_cuda_toolkit(o, dir, sizeof dir);
  if (!t) {
    snprintf(buf, n, "CUDA headers: nvtv's prelude (no CUDA toolkit%s)",
             getenv("NVTV_NO_CUDA_TOOLKIT") && *getenv("NVTV_NO_CUDA_TOOLKIT") ? ": NVTV_NO_CUDA_TOOLKIT is set" : "");
    return;
  }
  toolkit_version(t, ver, sizeof ver);
  snprintf(buf, n, "CUDA headers: the CUDA %s toolkit's (%s)", ver[0] ? ver : "?", t);
}

bool ir_is_cuda_path(const char *path) {
  size_t n = strlen(path);
  return n > 3 && strcmp(path + n - 3, ".cu") == 0;
}

const char *ir_cuda_clang(void) {
  const char *env = getenv("NVTV_CLANG");
  return env && *env ? env : NVTV_CLANG_PATH;
}

const char *ir_cuda_prelude_text(size_t *len) {
  for (const struct ir_cuda_header *h = ir_cuda_headers; h->name; h++)
    if (!strcmp(h->name, "nvtv_cuda.h")) {
      if (len) *len = (size_t)h->len;
      return (const char *)h->data;
    }
  if (len) *len = 0;
  return "";
}

/* ---- the temporary include directory ---- */

static bool write_file(const char *dir, const char *name, const void *data, size_t n) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) return false;
  const char *p = data;
  while (n) {
    ssize_t w = write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) {
      close(fd);
      return false;
    }
    p += w;
    n -= (size_t)w;
  }
  return close(fd) == 0;
}

/* Removes what make_include_dir wrote: the prelude's headers, the toolkit shims, the
 * subdirectories (deepest first: the table lists "a/b.h" after "a.h"), the directory. */
static void remove_dir(const char *dir) {
  char path[4096];
  static const char *const more[] = {"nvtv_toolkit_shim.h", "texture_fetch_functions.h"};
  for (int i = 0; i < 2; i++) {
    snprintf(path, sizeof path, "%s/%s", dir, more[i]);
    unlink(path);
  }
  for (const struct ir_cuda_header *h = ir_cuda_headers; h->name; h++) {
    snprintf(path, sizeof path, "%s/%s", dir, h->name);
    unlink(path);
  }
  for (const struct ir_cuda_header *h = ir_cuda_headers; h->name; h++) {
    snprintf(path, sizeof path, "%s/%s", dir, h->name);
    for (char *slash = strrchr(path + strlen(dir) + 1, '/'); slash; slash = strrchr(path + strlen(dir) + 1, '/')) {
      *slash = 0;
      rmdir(path);
    }
  }
  rmdir(dir);
}

/* Writes one embedded header, creating its subdirectories ("cooperative_groups/reduce.h"). */
static bool write_header(const char *dir, const struct ir_cuda_header *h) {
  char path[4096];
  if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, h->name) >= sizeof path) {
    errno = ENAMETOOLONG;
    return false;
  }
  for (char *p = path + strlen(dir) + 1; (p = strchr(p, '/')); p++) {
    *p = 0;
    if (mkdir(path, 0700) != 0 && errno != EEXIST) return false;
    *p = '/';
  }
  return write_file(dir, h->name, h->data, (size_t)h->len);
}

/* With a toolkit: what clang-19 needs beside its headers.  CUDA 13 dropped
 * texture_fetch_functions.h, which clang's wrapper still includes; a device-side kernel
 * launch (CCCL's triple_chevron_launch under dynamic parallelism) makes clang look for the
 * old cudaConfigureCall, which CUDA's headers no longer declare. */
static const char toolkit_shim[] =
    "/* nvtv: what clang-19's CUDA mode needs beside this toolkit's headers */\n"
    "#include <cuda_runtime.h>\n"
    "extern \"C\" __device__ cudaError_t cudaConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0,\n"
    "                                                    cudaStream_t stream = 0);\n";

static bool make_include_dir(char *dir, size_t n, const char *toolkit, char *err, size_t errlen) {
  const char *tmp = getenv("TMPDIR");
  snprintf(dir, n, "%s/nvtv-cuda-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) {
    snprintf(err, errlen, "cannot create a temporary directory in %s: %s", tmp && *tmp ? tmp : "/tmp", strerror(errno));
    return false;
  }
  bool ok;
  if (toolkit) {
    char p[4200];
    snprintf(p, sizeof p, "%s/include/texture_fetch_functions.h", toolkit);
    ok = write_file(dir, "nvtv_toolkit_shim.h", toolkit_shim, strlen(toolkit_shim)) &&
         (access(p, R_OK) == 0 || write_file(dir, "texture_fetch_functions.h", "", 0));
  } else {
    ok = true;
    for (const struct ir_cuda_header *h = ir_cuda_headers; h->name && ok; h++) ok = write_header(dir, h);
  }
  if (!ok) {
    snprintf(err, errlen, "cannot write the CUDA prelude into %.200s: %s", dir, strerror(errno));
    remove_dir(dir);
  }
  return ok;
}

/* ---- running clang ---- */

typedef struct growbuf {
  char *p;
  size_t n, cap;
} growbuf;

static void gb_add(growbuf *b, const char *s, size_t n) {
  if (b->n + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 65536;
    while (cap < b->n + n + 1) cap *= 2;
    b->p = realloc(b->p, cap);
    if (!b->p) ir_oom();
    b->cap = cap;
  }
  memcpy(b->p + b->n, s, n);
  b->n += n;
  b->p[b->n] = 0;
}

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Runs argv with stdout and stderr captured.  Returns the wait status, or -1 when the
 * program could not be started (err says why). */
static int run_captured(char *const argv[], growbuf *out, growbuf *errb, unsigned timeout_s, char *err,
                        size_t errlen) {
  int po[2], pe[2], px[2];
  if (pipe(po) || pipe(pe)) {
    snprintf(err, errlen, "pipe: %s", strerror(errno));
    return -1;
  }
  if (pipe(px)) { /* exec failure report */
    snprintf(err, errlen, "pipe: %s", strerror(errno));
    return -1;
  }
  fcntl(px[1], F_SETFD, FD_CLOEXEC);
  pid_t pid = fork();
  if (pid < 0) {
    snprintf(err, errlen, "fork: %s", strerror(errno));
    close(po[0]), close(po[1]), close(pe[0]), close(pe[1]), close(px[0]), close(px[1]);
    return -1;
  }
  if (pid == 0) {
    dup2(po[1], 1);
    dup2(pe[1], 2);
    close(po[0]), close(pe[0]), close(px[0]);
    close(po[1]), close(pe[1]);
    int devnull = open("/dev/null", O_RDONLY);
    if (devnull >= 0) dup2(devnull, 0);
    execv(argv[0], argv);
    int e = errno;
    if (write(px[1], &e, sizeof e) < 0) _exit(127);
    _exit(127);
  }
  close(po[1]), close(pe[1]), close(px[1]);
  int e = 0;
  ssize_t got = read(px[0], &e, sizeof e);
  close(px[0]);
  if (got == (ssize_t)sizeof e) {
    snprintf(err, errlen, "cannot run %s: %s", argv[0], strerror(e));
    close(po[0]), close(pe[0]);
    waitpid(pid, NULL, 0);
    return -1;
  }
  struct pollfd fds[2] = {{po[0], POLLIN, 0}, {pe[0], POLLIN, 0}};
  growbuf *bufs[2] = {out, errb};
  int open_fds = 2;
  double deadline = now_s() + timeout_s;
  bool timed_out = false;
  char chunk[65536];
  while (open_fds > 0) {
    double left = deadline - now_s();
    if (left <= 0) {
      timed_out = true;
      kill(pid, SIGKILL);
      break;
    }
    int r = poll(fds, 2, (int)(left * 1000) + 1);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) break;
    for (int i = 0; i < 2; i++) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      ssize_t n = read(fds[i].fd, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        close(fds[i].fd);
        fds[i].fd = -1;
        open_fds--;
      } else {
        gb_add(bufs[i], chunk, (size_t)n);
      }
    }
  }
  for (int i = 0; i < 2; i++)
    if (fds[i].fd >= 0) close(fds[i].fd);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (timed_out) {
    snprintf(err, errlen, "%s did not finish within %u s", argv[0], timeout_s);
    return -1;
  }
  return status;
}

/* The first error among clang's diagnostics (or its last line), into err. */
static void first_error(const char *diag, const char *path, char *err, size_t errlen) {
  const char *line = diag, *pick = NULL;
  while (line && *line) {
    const char *end = strchr(line, '\n');
    size_t n = end ? (size_t)(end - line) : strlen(line);
    bool is_error = false;
    for (size_t i = 0; i + 6 <= n && !is_error; i++) is_error = memcmp(line + i, "error:", 6) == 0;
    if (is_error) {
      pick = line;
      break;
    }
    line = end ? end + 1 : NULL;
  }
  if (!pick) {
    snprintf(err, errlen, "%s: error: clang failed%s%s", path, diag && *diag ? ": " : "", diag ? diag : "");
    char *nl = strchr(err, '\n');
    if (nl) *nl = 0;
    return;
  }
  size_t n = strcspn(pick, "\n");
  if (strncmp(pick, path, strlen(path)) == 0) snprintf(err, errlen, "%.*s", (int)n, pick);
  else snprintf(err, errlen, "%s: %.*s", path, (int)n, pick);
}

LLVMModuleRef ir_load_cuda(LLVMContextRef ctx, const char *path, const ir_cuda_opts *o, char *err, size_t errlen) {
  ir_cuda_opts def;
  if (!o) {
    ir_cuda_opts_default(&def);
    o = &def;
  }
  if (access(path, R_OK) != 0) {
    snprintf(err, errlen, "%s: error: cannot read file: %s", path, strerror(errno));
    return NULL;
  }
  const char *clang = ir_cuda_clang();
  if (access(clang, X_OK) != 0) {
    snprintf(err, errlen, "%s: error: cannot compile CUDA: %s not found (install clang-19, or set NVTV_CLANG)", path,
             clang);
    return NULL;
  }
  char tk[4096], dir[4096], why[512];
  const char *toolkit = ir_cuda_toolkit(o, tk, sizeof tk);
  if (toolkit && !is_toolkit(toolkit)) {
    snprintf(err, errlen, "%s: error: --cuda-path %s is no CUDA toolkit (no include/cuda_runtime.h)", path, toolkit);
    return NULL;
  }
  if (!make_include_dir(dir, sizeof dir, toolkit, why, sizeof why)) {
    snprintf(err, errlen, "%s: error: %s", path, why);
    return NULL;
  }
  char arch[64], olevel[8], include[4200], isys[4200], cpath[4200], cccl[4200];
  snprintf(arch, sizeof arch, "--cuda-gpu-arch=%s", o->mcpu ? o->mcpu : "sm_90");
  snprintf(olevel, sizeof olevel, "-O%d", o->opt_level < 0 ? 0 : o->opt_level > 3 ? 3 : o->opt_level);
  snprintf(include, sizeof include, "%s/%s", dir, toolkit ? "nvtv_toolkit_shim.h" : "nvtv_cuda.h");
  snprintf(isys, sizeof isys, "%s", dir);
  const char *argv[64 + IR_CUDA_MAX_FLAGS];
  int n = 0;
  argv[n++] = clang;
  argv[n++] = "-x";
  argv[n++] = "cuda";
  argv[n++] = "--cuda-device-only";
  if (toolkit) { /* clang's CUDA mode over the toolkit's headers (libdevice's calls stay calls) */
    snprintf(cpath, sizeof cpath, "--cuda-path=%s", toolkit);
    argv[n++] = cpath;
    snprintf(cccl, sizeof cccl, "%s/include/cccl", toolkit);
    if (access(cccl, R_OK) == 0) {
      argv[n++] = "-isystem";
      argv[n++] = cccl;
    }
  } else {
    argv[n++] = "-nocudainc";
  }
  argv[n++] = "-nocudalib";
  argv[n++] = arch;
  argv[n++] = olevel;
  if (o->opt_level <= 0) {
    argv[n++] = "-Xclang";
    argv[n++] = "-disable-O0-optnone";
  }
  argv[n++] = "-gline-tables-only";
  argv[n++] = "-fno-discard-value-names";
  argv[n++] = "-Wno-unknown-cuda-version";
  argv[n++] = "-fno-color-diagnostics";
  for (int i = 0; i < o->nflags; i++) argv[n++] = ir_cuda_flag(o, i);
  argv[n++] = "-isystem";
  argv[n++] = isys;
  argv[n++] = "-include";
  argv[n++] = include;
  argv[n++] = "-emit-llvm";
  argv[n++] = "-c";
  argv[n++] = "-o";
  argv[n++] = "-";
  argv[n++] = path;
  argv[n] = NULL;
  growbuf out = {0}, diag = {0};
  gb_add(&diag, "", 0);
  int st = run_captured((char *const *)argv, &out, &diag, 300, why, sizeof why);
  remove_dir(dir);
  LLVMModuleRef m = NULL;
  if (st < 0) {
    snprintf(err, errlen, "%s: error: %s", path, why);
  } else if (!WIFEXITED(st) || WEXITSTATUS(st) != 0 || out.n == 0) {
    if (WIFSIGNALED(st)) snprintf(err, errlen, "%s: error: clang crashed (signal %d)", path, WTERMSIG(st));
    else first_error(diag.p, path, err, errlen);
  } else {
    m = ir_parse_bytes(ctx, out.p, out.n, path, err, errlen);
    if (m) LLVMSetModuleIdentifier(m, path, strlen(path));
  }
  free(out.p);
  free(diag.p);
  return m;
}
