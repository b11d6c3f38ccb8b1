/* options.c: one table-driven option parser for every subcommand, over glibc's
 * getopt_long_only.
 *
 * Every subcommand describes its options as cli_option tables; cli_getopt builds getopt's
 * `struct option` array from them (and from the knob registry where knobs are accepted), so
 * that every command takes -name=V, -name V, --name=V and --name V alike, and every command
 * gives the same messages: an unknown option with "did you mean", a missing value, a value
 * given to a flag, a knob where knobs do not apply.
 *
 * Choices:
 * - Exact names only.  getopt accepts any unique prefix of a long option; we refuse it and
 *   name the option it abbreviates (opt and llvm-reduce take exact names too, and a prefix of
 *   a knob silently setting that knob would be a trap).
 * - Arguments stay in order (optstring "-": getopt returns each operand as it comes), so
 *   POSIXLY_CORRECT changes nothing and argv is not permuted; "--" ends the options.
 * - One-letter names are short options (-o FILE, -S, -v, -q, -I DIR, -IDIR, -D X).
 */
#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Levenshtein distance, for "did you mean". */
static int edit_distance(const char *a, const char *b) {
  size_t n = strlen(a), m = strlen(b);
  if (n > 64 || m > 64) return 99;
  int d[65][65];
  for (size_t i = 0; i <= n; i++) d[i][0] = (int)i;
  for (size_t j = 0; j <= m; j++) d[0][j] = (int)j;
  for (size_t i = 1; i <= n; i++)
    for (size_t j = 1; j <= m; j++) {
      int x = d[i - 1][j] + 1, y = d[i][j - 1] + 1, z = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
      d[i][j] = x < y ? (x < z ? x : z) : (y < z ? y : z);
    }
  return d[n][m];
}

const char *cli_closest(const char *word, const char *const *names, int n) {
  const char *best = NULL;
  int bd = 99;
  for (int i = 0; i < n; i++) {
    int d = edit_distance(word, names[i]);
    if (d < bd) bd = d, best = names[i];
  }
  int len = (int)strlen(word);
  return best && bd <= (len < 6 ? 1 : len / 3) ? best : NULL;
}

bool cli_num(const char *cmd, const char *opt, const char *s, uint64_t lo, uint64_t hi, uint64_t *out) {
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 0);
  if (!*s || *s == '-' || *end || errno || v < lo || v > hi) {
    cli_fail("%s: option %s: '%s' is not a number in [%llu, %llu]", cmd, opt, s, (unsigned long long)lo,
             (unsigned long long)hi);
    return false;
  }
  *out = v;
  return true;
}

bool cli_secs(const char *cmd, const char *opt, const char *s, double min, double *out) {
  char *end;
  double v = strtod(s, &end);
  if (end != s && v >= 0) {
    if (*end == 's') end++;
    else if (*end == 'm') v *= 60, end++;
    else if (*end == 'h') v *= 3600, end++;
    if (!*end && v >= min) {
      *out = v;
      return true;
    }
  }
  cli_fail("%s: option %s: '%s' is not a duration of at least %g s (N, Ns, Nm or Nh)", cmd, opt, s, min);
  return false;
}

bool cli_size(const char *cmd, const char *opt, const char *s, size_t *out) {
  char *end;
  double v = strtod(s, &end);
  if (end != s && v >= 0) {
    double mul = 1;
    if (*end == 'k' || *end == 'K') mul = 1024.0, end++;
    else if (*end == 'm' || *end == 'M') mul = 1024.0 * 1024, end++;
    else if (*end == 'g' || *end == 'G') mul = 1024.0 * 1024 * 1024, end++;
    if (*end == 'B' || *end == 'b') end++;
    if (!*end) {
      *out = (size_t)(v * mul);
      return true;
    }
  }
  cli_fail("%s: option %s: '%s' is not a size (N, Nk, NM, NG)", cmd, opt, s);
  return false;
}

/* The flattened view of a spec: every option once, knobs after the tables. */
typedef struct flat {
  const cli_option **opt; /* [n]: the table entry, NULL for a knob */
  int n;
  struct option *lo;      /* getopt's array, NULL-terminated; lo[k].val = 256 + index */
  char shorts[64];        /* "-:" and the one-letter options */
} flat;

static bool flat_build(const cli_spec *s, flat *f) {
  int n = 0;
  for (int t = 0; t < CLI_MAX_TABLES && s->tables[t]; t++)
    for (const cli_option *o = s->tables[t]; o->name; o++) n++;
  int nk = s->knobs ? KNOB_COUNT : 0;
  f->opt = calloc((size_t)(n + nk) + 1, sizeof *f->opt);
  f->lo = calloc((size_t)(n + nk) + 1, sizeof *f->lo);
  if (!f->opt || !f->lo) ir_oom();
  size_t ns = 2;
  memcpy(f->shorts, "-:", 3);
  int k = 0, l = 0;
  for (int t = 0; t < CLI_MAX_TABLES && s->tables[t]; t++)
    for (const cli_option *o = s->tables[t]; o->name; o++) {
      f->opt[k] = o;
      if (!o->name[1]) {
        if (ns + 3 < sizeof f->shorts) {
          f->shorts[ns++] = o->name[0];
          if (o->value) f->shorts[ns++] = ':';
          f->shorts[ns] = 0;
        }
      } else {
        f->lo[l++] = (struct option){o->name, o->value ? required_argument : no_argument, NULL, 256 + k};
      }
      k++;
    }
  for (int i = 0; i < nk; i++) { /* -KNOB and -KNOB=V, never -KNOB V */
    f->opt[k] = NULL;
    f->lo[l++] = (struct option){knob_desc((nvtv_knob_id)i)->name, optional_argument, NULL, 256 + k};
    k++;
  }
  f->n = k;
  return true;
}

/* An option as the help shows it: -o, -passes, --json. */
static void display(const cli_option *o, char *out, size_t n) {
  snprintf(out, n, "%s%s", o->name[1] && !o->single_dash ? "--" : "-", o->name);
}

/* The name in a command-line word: "--timeout-ms=5" -> "timeout-ms". */
static void word_name(const char *a, char *out, size_t n) {
  a += a[0] == '-';
  a += a[0] == '-';
  snprintf(out, n, "%.*s", (int)strcspn(a, "="), a);
}

/* "CMD: unknown option 'X'", with the nearest option or knob of this command. */
static void unknown(const cli_spec *s, const flat *f, const char *tok) {
  char w[128], kerr[256];
  nvtv_knobs scratch;
  knobs_default(&scratch);
  if (s->knobs && tok[1] != '-' && knob_suggest(tok) && !knobs_parse(&scratch, tok, kerr, sizeof kerr)) {
    cli_fail("%s: %s", s->cmd, kerr); /* a mistyped knob: "unknown knob 'x' (did you mean 'y'?)" */
    return;
  }
  word_name(tok, w, sizeof w);
  /* a unique abbreviation of one of ours: getopt would have taken it, we name it */
  const cli_option *abbrev = NULL;
  int nabbrev = 0;
  for (int k = 0; k < f->n; k++)
    if (f->opt[k] && f->opt[k]->name[1] && *w && !strncmp(f->opt[k]->name, w, strlen(w))) abbrev = f->opt[k], nabbrev++;
  char near[160] = "";
  if (nabbrev == 1) {
    display(abbrev, near, sizeof near);
  } else if (nabbrev > 1) { /* an ambiguous abbreviation: every option it begins */
    size_t len = 0;
    for (int k = 0; k < f->n && len + 40 < sizeof near; k++)
      if (f->opt[k] && f->opt[k]->name[1] && !strncmp(f->opt[k]->name, w, strlen(w))) {
        char d[128];
        display(f->opt[k], d, sizeof d);
        len += (size_t)snprintf(near + len, sizeof near - len, "%s%s", len ? "' or '" : "", d);
      }
  } else {
    const char **names = calloc((size_t)f->n + 1, sizeof *names);
    if (!names) ir_oom();
    int nn = 0;
    for (int k = 0; k < f->n; k++)
      if (f->opt[k]) names[nn++] = f->opt[k]->name;
    const char *c = cli_closest(w, names, nn);
    for (int k = 0; c && k < f->n; k++)
      if (f->opt[k] && f->opt[k]->name == c) display(f->opt[k], near, sizeof near);
    free(names);
  }
  if (*near) {
    cli_fail("%s: unknown option '%s'; did you mean '%s'? (see nvtv %s --help)", s->cmd, tok, near, s->cmd);
  } else if (!s->knobs && knob_is_knob_arg(tok)) {
    cli_fail("%s: '%s' is a knob; knobs apply to opt, check, fuzz, reduce and bench verify/ptx/fuzz", s->cmd, tok);
  } else {
    cli_fail("%s: unknown option '%s' (see nvtv %s --help%s)", s->cmd, tok, s->cmd, s->knobs ? " and nvtv knobs" : "");
  }
}

/* The word getopt just took for a long option (its value may be the next word). */
static const char *long_word(char **argv, int ind, bool value_taken) {
  const char *tok = argv[ind - 1];
  if (value_taken && optarg == tok && ind >= 2) tok = argv[ind - 2];
  return tok;
}

bool cli_getopt(const cli_spec *s, int argc, char **argv, int from, const char **pos, int *npos) {
  flat f;
  flat_build(s, &f);
  *npos = 0;
  /* getopt reads argv[1..]: hand it argv[from-1..], argv[from-1] as the program name */
  int gargc = argc - from + 1;
  char **gargv = argv + from - 1;
  bool ok = true;
  opterr = 0;
  optind = 0; /* glibc: a full reinitialisation */
  int c, li;
  while (ok && (c = getopt_long_only(gargc, gargv, f.shorts, f.lo, &li)) != -1) {
    if (c == 1) { /* an operand, in order */
      pos[(*npos)++] = optarg;
      continue;
    }
    if (c == ':') {
      cli_fail("%s: option '%s' needs a value", s->cmd, gargv[optind - 1]);
      ok = false;
      break;
    }
    if (c == '?') {
      const char *tok = gargv[optind - 1];
      char w[128];
      word_name(tok, w, sizeof w);
      const cli_option *flagopt = NULL;
      for (int k = 0; k < f.n; k++)
        if (f.opt[k] && !f.opt[k]->value && !strcmp(f.opt[k]->name, w)) flagopt = f.opt[k];
      if (flagopt && strchr(tok, '=')) cli_fail("%s: option '%s' takes no value", s->cmd, tok);
      else unknown(s, &f, tok);
      ok = false;
      break;
    }
    int k = c >= 256 ? c - 256 : -1;
    if (k < 0) { /* a short option */
      for (int j = 0; j < f.n; j++)
        if (f.opt[j] && !f.opt[j]->name[1] && f.opt[j]->name[0] == c) k = j;
    } else {
      /* refuse an abbreviation: the word must name the option exactly */
      const char *tok = long_word(gargv, optind, f.lo[li].has_arg == required_argument);
      char w[128];
      word_name(tok, w, sizeof w);
      if (strcmp(w, f.lo[li].name)) {
        unknown(s, &f, tok);
        ok = false;
        break;
      }
    }
    if (k < 0) { /* cannot happen: getopt returned a letter of ours */
      cli_fail("%s: cannot parse the options", s->cmd);
      ok = false;
    } else if (!f.opt[k]) { /* a knob */
      char arg[512], kerr[256];
      snprintf(arg, sizeof arg, "%s%s%s", f.lo[li].name, optarg ? "=" : "", optarg ? optarg : "");
      if (!knobs_parse(s->knobs, arg, kerr, sizeof kerr)) {
        cli_fail("%s: %s", s->cmd, kerr);
        ok = false;
      }
    } else {
      ok = s->handle(s->ctx, f.opt[k]->id, optarg);
    }
  }
  if (ok) /* after "--": operands only */
    for (int i = optind; i < gargc; i++) pos[(*npos)++] = gargv[i];
  free(f.opt);
  free(f.lo);
  return ok;
}

bool cli_getopt_at_most(const cli_spec *s, int argc, char **argv, int from, const char **pos, int max) {
  const char **all = calloc((size_t)argc + 1, sizeof *all);
  if (!all) ir_oom();
  int n;
  bool ok = cli_getopt(s, argc, argv, from, all, &n);
  if (ok && n > max) {
    cli_fail("%s: unexpected argument '%s' (see nvtv %s --help)", s->cmd, all[max], s->cmd);
    ok = false;
  }
  for (int i = 0; i < max; i++) pos[i] = ok && i < n ? all[i] : NULL;
  free(all);
  return ok;
}

/* ---- the verifier's options, shared by the commands that verify ---- */

const cli_option cli_verify_options[] = {
    {"timeout-ms", true, CLI_VERIFY_TIMEOUT, false},     {"unroll", true, CLI_VERIFY_UNROLL, false},
    {"barrier-model", true, CLI_VERIFY_BARRIER, false},  {"no-range-attrs", false, CLI_VERIFY_NO_RANGE, false},
    {"kernel-timeout", true, CLI_VERIFY_KTIMEOUT, false}, {"mem-limit", true, CLI_VERIFY_MEM, false},
    {NULL, false, 0, false}};

bool cli_verify_option(const char *cmd, verify_opts *v, int id, const char *val) {
  uint64_t u;
  switch (id) {
  case CLI_VERIFY_TIMEOUT:
    if (!cli_num(cmd, "--timeout-ms", val, 1, 3600000, &u)) return false;
    v->timeout_ms = (unsigned)u;
    return true;
  case CLI_VERIFY_UNROLL:
    if (!cli_num(cmd, "--unroll", val, 1, 64, &u)) return false;
    v->unroll = (int)u;
    return true;
  case CLI_VERIFY_BARRIER:
    if (strcmp(val, "cuda") && strcmp(val, "four-map")) {
      cli_fail("%s: option --barrier-model: '%s' is not cuda or four-map", cmd, val);
      return false;
    }
    v->barrier_model = !strcmp(val, "four-map");
    return true;
  case CLI_VERIFY_NO_RANGE: v->range_attrs = false; return true;
  case CLI_VERIFY_KTIMEOUT: {
    double d;
    if (!cli_secs(cmd, "--kernel-timeout", val, 1, &d)) return false;
    v->kernel_timeout_s = d > 86400 ? 86400 : (unsigned)d;
    return true;
  }
  case CLI_VERIFY_MEM:
    if (!cli_size(cmd, "--mem-limit", val, &v->mem_limit)) return false;
    if (v->mem_limit && v->mem_limit < ((size_t)16 << 20)) {
      cli_fail("%s: option --mem-limit: '%s' is below 16M", cmd, val);
      return false;
    }
    return true;
  }
  return false;
}
