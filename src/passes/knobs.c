/* The knob registry: one constant table generated from NVTV_KNOBS, and the parser of
 * "-name=value" arguments.  The values themselves live in an nvtv_knobs that the caller owns
 * and hands to every pass, so that nothing here is mutable and two pipelines with different
 * settings can run in one process (the fuzzer does).
 *
 * Accepted forms: "-name=value", "--name=value", "name=value", and "-name" / "--name" / "name"
 * for bool and unsound knobs, meaning 1.  Values are decimal integers; bools also take "true"
 * and "false"; enumerations also take the name of a choice, sets a comma-separated list
 * of them (or "all"). */
#include "passes.h"

#include <assert.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const nvtv_knob_desc knob_table[KNOB_COUNT] = {
#define NVTV_KNOB_ROW(id, name, kind, def, lo, hi, seed, help) [KNOB_##id] = {name, kind, def, lo, hi, seed, help},
    NVTV_KNOBS(NVTV_KNOB_ROW)
#undef NVTV_KNOB_ROW
};

const nvtv_knob_desc *knob_desc(nvtv_knob_id id) {
  assert(id >= 0 && id < KNOB_COUNT);
  return &knob_table[id];
}

void knobs_default(nvtv_knobs *k) {
  for (int i = 0; i < KNOB_COUNT; i++) {
    k->v[i] = knob_table[i].def;
    k->set[i] = false;
  }
}

/* ---- names ------------------------------------------------------------------------------ */

/* The knob name inside an argument: after one or two dashes, up to '=' or the end. */
static const char *arg_name(const char *arg, size_t *len) {
  if (arg[0] == '-') arg += arg[1] == '-' ? 2 : 1;
  *len = strcspn(arg, "=");
  return arg;
}

static int find_knob(const char *name, size_t len) {
  for (int i = 0; i < KNOB_COUNT; i++)
    if (strlen(knob_table[i].name) == len && memcmp(knob_table[i].name, name, len) == 0) return i;
  return -1;
}

bool knob_is_knob_arg(const char *arg) {
  size_t len;
  const char *name = arg_name(arg, &len);
  return len > 0 && find_knob(name, len) >= 0;
}

static size_t min3(size_t a, size_t b, size_t c) { return a < b ? (a < c ? a : c) : (b < c ? b : c); }

/* Optimal-string-alignment distance (a swap of two neighbours counts one, the commonest
 * typo), or `cap` + 1 as soon as it is certain to exceed cap: names are short, but we only
 * care whether they are within 2. */
static size_t edit_distance(const char *a, size_t na, const char *b, size_t nb, size_t cap) {
  if ((na > nb ? na - nb : nb - na) > cap) return cap + 1;
  enum { MAXN = 64 };
  if (na >= MAXN || nb >= MAXN) return cap + 1;
  size_t d[MAXN][MAXN];
  for (size_t i = 0; i <= na; i++) d[i][0] = i;
  for (size_t j = 0; j <= nb; j++) d[0][j] = j;
  for (size_t i = 1; i <= na; i++)
    for (size_t j = 1; j <= nb; j++) {
      size_t sub = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
      d[i][j] = min3(d[i - 1][j] + 1, d[i][j - 1] + 1, sub);
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < d[i][j])
        d[i][j] = d[i - 2][j - 2] + 1;
    }
  return d[na][nb];
}

/* The knob whose name is closest to `name`, if one is within edit distance 2. */
static int closest_knob(const char *name, size_t len) {
  int best = -1;
  size_t bestd = 3;
  for (int i = 0; i < KNOB_COUNT; i++) {
    size_t d = edit_distance(name, len, knob_table[i].name, strlen(knob_table[i].name), 2);
    if (d < bestd) {
      bestd = d;
      best = i;
    }
  }
  return best;
}

const char *knob_suggest(const char *arg) {
  size_t len;
  const char *name = arg_name(arg, &len);
  int near = closest_knob(name, len);
  return near >= 0 ? knob_table[near].name : NULL;
}

/* ---- values ----------------------------------------------------------------------------- */

static bool takes_no_value(char kind) { return kind == 'b' || kind == 'u'; }

/* Choice `idx` of an enumeration: the comma-separated list after '|' in its help. */
static bool enum_choice(const nvtv_knob_desc *d, long idx, const char **s, size_t *n) {
  const char *p = strchr(d->help, '|');
  if (!p || idx < 0) return false;
  p++;
  for (long i = 0; i < idx; i++) {
    p = strchr(p, ',');
    if (!p) return false;
    p++;
  }
  *s = p;
  *n = strcspn(p, ",");
  return true;
}

static bool enum_index(const nvtv_knob_desc *d, const char *val, long *out) {
  const char *s;
  size_t n;
  for (long i = 0; enum_choice(d, i, &s, &n); i++)
    if (strlen(val) == n && memcmp(val, s, n) == 0) {
      *out = i;
      return true;
    }
  return false;
}

/* A set's value: "all", or choice names separated by commas, as a bit mask; false with a
 * message naming the first unknown one. */
static bool set_value(const nvtv_knob_desc *d, const char *val, long *out, char *err, size_t errlen) {
  if (!strcmp(val, "all")) {
    *out = d->max;
    return true;
  }
  long mask = 0;
  for (const char *p = val; *p;) {
    size_t n = strcspn(p, ",");
    const char *s;
    size_t sn;
    long i;
    for (i = 0; enum_choice(d, i, &s, &sn); i++)
      if (sn == n && !memcmp(s, p, n)) break;
    if (!n || !enum_choice(d, i, &s, &sn)) {
      snprintf(err, errlen, "knob %s: unknown choice '%.*s' (one of %s, or all)", d->name, (int)n, p, strchr(d->help, '|') + 1);
      return false;
    }
    mask |= 1L << i;
    p += n + (p[n] == ',');
  }
  if (!mask) {
    snprintf(err, errlen, "knob %s: an empty set", d->name);
    return false;
  }
  *out = mask;
  return true;
}

/* The value text of a knob argument as a number; false with a message. */
static bool parse_value(const nvtv_knob_desc *d, const char *val, long *out, char *err, size_t errlen) {
  if (d->kind == 's' && !(val[0] >= '0' && val[0] <= '9')) return set_value(d, val, out, err, errlen);
  if (takes_no_value(d->kind) && (strcmp(val, "true") == 0 || strcmp(val, "false") == 0)) {
    *out = val[0] == 't';
    return true;
  }
  if (d->kind == 'e' && enum_index(d, val, out)) return true;
  char *end;
  errno = 0;
  long v = strtol(val, &end, 10);
  /* strtol skips leading blanks and takes "+"; a knob value is just digits */
  bool digits = (val[0] >= '0' && val[0] <= '9') || (val[0] == '-' && val[1] >= '0' && val[1] <= '9');
  if (!digits || *end) {
    snprintf(err, errlen, "knob %s: '%s' is not a number", d->name, val);
    return false;
  }
  if (errno == ERANGE || v < d->min || v > d->max) {
    snprintf(err, errlen, "knob %s: %s is out of range [%ld, %ld]", d->name, val, d->min, d->max);
    return false;
  }
  *out = v;
  return true;
}

bool knobs_parse(nvtv_knobs *k, const char *arg, char *err, size_t errlen) {
  size_t len;
  const char *name = arg_name(arg, &len);
  int id = len ? find_knob(name, len) : -1;
  if (id < 0) {
    int near = closest_knob(name, len);
    if (near >= 0)
      snprintf(err, errlen, "unknown knob '%.*s' (did you mean '%s'?)", (int)len, name,
               knob_table[near].name);
    else
      snprintf(err, errlen, "unknown knob '%.*s'", (int)len, name);
    return false;
  }
  const nvtv_knob_desc *d = &knob_table[id];
  long v = 1;
  if (name[len] != '=') {
    if (!takes_no_value(d->kind)) {
      snprintf(err, errlen, "knob %s needs a value (-%s=N)", d->name, d->name);
      return false;
    }
  } else if (!parse_value(d, name + len + 1, &v, err, errlen)) {
    return false;
  }
  k->v[id] = v;
  k->set[id] = true;
  return true;
}

/* ---- describing --------------------------------------------------------------------------- */

char *knobs_describe(const nvtv_knobs *k) {
  size_t cap = 64, len = 0;
  char *s = malloc(cap);
  if (!s) ir_oom();
  s[0] = 0;
  for (int i = 0; i < KNOB_COUNT; i++) {
    if (k->v[i] == knob_table[i].def) continue;
    char item[128];
    const char *cs;
    size_t cn;
    char set[400];
    int n = knob_table[i].kind == 'e' && enum_choice(&knob_table[i], k->v[i] - knob_table[i].min, &cs, &cn)
                ? snprintf(item, sizeof item, "%s%s=%.*s", len ? " " : "", knob_table[i].name, (int)cn, cs)
            : knob_table[i].kind == 's'
                ? snprintf(item, sizeof item, "%s%s=%s", len ? " " : "", knob_table[i].name,
                           knob_set_text(&knob_table[i], k->v[i], set, sizeof set))
                : snprintf(item, sizeof item, "%s%s=%ld", len ? " " : "", knob_table[i].name, k->v[i]);
    if (len + (size_t)n + 1 > cap) {
      while (len + (size_t)n + 1 > cap) cap *= 2;
      s = realloc(s, cap);
      if (!s) ir_oom();
    }
    memcpy(s + len, item, (size_t)n + 1);
    len += (size_t)n;
  }
  return s;
}

const char *knob_kind_name(char kind) {
  switch (kind) {
  case 'b': return "bool";
  case 'i': return "int";
  case 'e': return "enum";
  case 'u': return "UNSOUND";
  case 's': return "set";
  }
  return "?";
}

size_t knob_help_len(const nvtv_knob_desc *d) { return strcspn(d->help, "|"); }

bool knob_enum_choice(const nvtv_knob_desc *d, long idx, const char **s, size_t *n) {
  return (d->kind == 'e' || d->kind == 's') && enum_choice(d, idx, s, n);
}

const char *knob_set_text(const nvtv_knob_desc *d, long v, char *buf, size_t n) {
  size_t at = 0;
  const char *s;
  size_t sn;
  buf[0] = 0;
  if (v == d->max) return snprintf(buf, n, "all"), buf;
  for (long i = 0; enum_choice(d, i, &s, &sn) && at < n; i++)
    if (v >> i & 1) at += (size_t)snprintf(buf + at, n - at, "%s%.*s", at ? "," : "", (int)sn, s);
  return buf;
}
