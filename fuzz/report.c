/* Reports for CI: SARIF 2.1.0 (one result per finding: the rule is the check kind, the
 * location the access's line in src.ll) and JUnit XML (one testcase per kernel or finding),
 * written atomically. */
#include "fuzz.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>

bool rep_write_atomic(const char *path, const char *text, size_t n) {
  size_t len = strlen(path);
  char *tmp = malloc(len + 32);
  if (!tmp) ir_oom();
  snprintf(tmp, len + 32, "%s.tmp.%d", path, (int)getpid());
  FILE *f = fopen(tmp, "w");
  bool ok = f && fwrite(text, 1, n, f) == n;
  if (f) ok &= fclose(f) == 0;
  ok = ok && rename(tmp, path) == 0;
  if (!ok) unlink(tmp);
  free(tmp);
  return ok;
}

typedef struct obuf {
  char *s;
  size_t n, cap;
} obuf;

static void add(obuf *b, const char *s, size_t n) {
  if (b->n + n + 1 > b->cap) {
    b->cap = (b->n + n + 1) * 2;
    b->s = realloc(b->s, b->cap);
    if (!b->s) ir_oom();
  }
  memcpy(b->s + b->n, s, n);
  b->n += n;
  b->s[b->n] = 0;
}

static void adds(obuf *b, const char *s) { add(b, s, strlen(s)); }


static void add_xml(obuf *b, const char *s) {
  for (; s && *s; s++) switch (*s) {
    case '<': adds(b, "&lt;"); break;
    case '>': adds(b, "&gt;"); break;
    case '&': adds(b, "&amp;"); break;
    case '"': adds(b, "&quot;"); break;
    case '\'': adds(b, "&apos;"); break;
    default:
      if ((unsigned char)*s >= 0x20 || *s == '\n' || *s == '\t') add(b, s, 1);
      break;
    }
}

static const char *rule_help(const char *rule) {
  static const struct { const char *rule, *help; } h[] = {
      {"address-mismatch", "A memory access of the transformed kernel uses a different address."},
      {"value-mismatch", "A store of the transformed kernel writes a different value."},
      {"reach-added", "The transformed kernel executes an access where the original does not."},
      {"reach-lost", "The transformed kernel skips an access the original executes."},
      {"tgt-poison", "The transformed kernel computes poison where the original is defined."},
      {"trip-count", "A loop of the transformed kernel runs a different number of iterations."},
      {"access-changed", "An access changed its size, type, volatility or ordering."},
      {"barrier-race", "A removed barrier ordered conflicting accesses of two threads."},
      {"removed-exempt", "An intrinsic exempt from sync elimination was removed."},
      {"removed-used-result", "A barrier whose result is used was removed."},
      {"pass-crash", "The pass pipeline crashed."},
      {"pass-hang", "The pass pipeline did not finish in time."},
      {"invalid-ir", "The pass pipeline produced IR the verifier rejects."},
      {"verifier-crash", "nvtv's verifier crashed on this kernel."},
      {"verifier-hang", "nvtv's verifier did not finish in time on this kernel."},
      {"out-of-memory", "A worker exceeded the memory limit on this kernel."},
      {"fast-path-unsound", "nvtv's normal-form fast path proved what Z3 refutes (a verifier bug)."},
      {"provenance-changed", "An access of the transformed kernel goes through a pointer based on another object."},
      {"verifier-bug", "Execution shows a difference where nvtv's verifier proved every access (a verifier bug)."},
      {"exec-mismatch", "Execution shows a difference the verifier left bounded or unknown."},
      {"interpreter-crash", "nvtv's interpreter crashed on this kernel."},
      {"interpreter-hang", "nvtv's interpreter did not finish in time on this kernel."},
      {"reducer-crash", "nvtv's reducer crashed while reducing this kernel."},
      {"reducer-hang", "nvtv's reducer did not finish in time on this kernel."},
      {"generator-crash", "nvtv's kernel generator or mutator crashed."},
      {"unknown", "The verifier could not decide (a solver timeout or an unsupported construct)."},
  };
  for (size_t i = 0; i < sizeof h / sizeof *h; i++)
    if (!strcmp(h[i].rule, rule)) return h[i].help;
  return "A finding of nvtv.";
}

/* A file's URI relative to the root (NVTV_SARIF_ROOT, else the working directory: where CI
 * runs the gate, the checkout), so that code scanning can place it; false when the file is
 * outside the root (then its absolute file: URI). */
static bool relative_uri(const char *file, const char *root, char *out, size_t n) {
  char abs[8200];
  if (file[0] == '/') snprintf(abs, sizeof abs, "%.4000s", file);
  else snprintf(abs, sizeof abs, "%.4000s/%.4000s", root, file);
  /* drop "./" and "x/../" segments */
  char *seg[512];
  int k = 0;
  for (char *t = strtok(abs, "/"); t && k < 512; t = strtok(NULL, "/")) {
    if (!strcmp(t, ".")) continue;
    if (!strcmp(t, "..")) {
      if (k) k--;
      continue;
    }
    seg[k++] = t;
  }
  char norm[4096] = "";
  size_t at = 0;
  for (int i = 0; i < k && at < sizeof norm; i++) at += (size_t)snprintf(norm + at, sizeof norm - at, "/%s", seg[i]);
  size_t rl = strlen(root);
  while (rl > 1 && root[rl - 1] == '/') rl--;
  if (rl > 1 && !strncmp(norm, root, rl) && norm[rl] == '/') {
    snprintf(out, n, "%s", norm + rl + 1);
    return true;
  }
  snprintf(out, n, "file://%s", norm[0] ? norm : "/");
  return false;
}

/* FNV-1a of the signature, the file and the line: a stable identity for code scanning
 * across runs (the same bug at the same place is the same alert) */
static void fingerprint(const rep_item *it, const char *uri, char out[17]) {
  uint64_t h = 1469598103934665603ULL;
  char line[32];
  snprintf(line, sizeof line, "%d", it->line);
  const char *parts[] = {it->sig ? it->sig : it->rule, "\n", uri, "\n", line};
  for (size_t p = 0; p < sizeof parts / sizeof *parts; p++)
    for (const char *c = parts[p]; *c; c++) h = (h ^ (unsigned char)*c) * 1099511628211ULL;
  snprintf(out, 17, "%016llx", (unsigned long long)h);
}

bool rep_write_sarif(const char *path, const rep_item *items, int n, const char *tool_version) {
  char root[4096];
  const char *env = getenv("NVTV_SARIF_ROOT");
  if (env && *env == '/') snprintf(root, sizeof root, "%s", env);
  else if (!getcwd(root, sizeof root)) snprintf(root, sizeof root, "/");
  json_t *rules = json_array(), *results = json_array();
  for (int i = 0; i < n; i++) {
    bool seen = false;
    for (int j = 0; j < i && !seen; j++) seen = !strcmp(items[j].rule, items[i].rule);
    if (!seen)
      json_array_append_new(rules, json_pack("{s:s, s:{s:s}, s:{s:s}}", "id", items[i].rule, "shortDescription", "text",
                                             rule_help(items[i].rule), "fullDescription", "text", rule_help(items[i].rule)));
    const rep_item *it = &items[i];
    char uri[4096], fp[17], *msg = NULL;
    bool rel = relative_uri(it->file ? it->file : "", root, uri, sizeof uri);
    fingerprint(it, uri, fp);
    /* the access, both addresses, the inputs: the finding's own detail lines */
    size_t ml = strlen(it->message ? it->message : it->rule) + (it->func ? strlen(it->func) : 0) +
                (it->detail ? strlen(it->detail) : 0) + 16;
    msg = malloc(ml);
    if (!msg) ir_oom();
    snprintf(msg, ml, "%s%s%s%s%s", it->message ? it->message : it->rule, it->func && *it->func ? " in @" : "",
             it->func ? it->func : "", it->detail && *it->detail ? "\n" : "", it->detail ? it->detail : "");
    json_t *art = json_pack("{s:s}", "uri", uri);
    if (rel) json_object_set_new(art, "uriBaseId", json_string("SRCROOT"));
    json_t *phys = json_pack("{s:o}", "artifactLocation", art);
    if (it->line > 0) json_object_set_new(phys, "region", json_pack("{s:i}", "startLine", it->line));
    json_array_append_new(
        results, json_pack("{s:s, s:s, s:{s:s}, s:[{s:o}], s:{s:s}}", "ruleId", it->rule, "level",
                           it->level ? it->level : "error", "message", "text", msg, "locations", "physicalLocation",
                           phys, "partialFingerprints", "nvtvFinding/v1", fp));
    free(msg);
  }
  char rooturi[4200];
  snprintf(rooturi, sizeof rooturi, "file://%s%s", root, root[strlen(root) - 1] == '/' ? "" : "/");
  json_t *doc = json_pack(
      "{s:s, s:s, s:[{s:{s:{s:s, s:s, s:s, s:o}}, s:{s:{s:s}}, s:o}]}", "$schema",
      "https://json.schemastore.org/sarif-2.1.0.json", "version", "2.1.0", "runs", "tool", "driver", "name", "nvtv",
      "informationUri", "https://github.com/nvtv/nvtv", "version", tool_version, "rules", rules, "originalUriBaseIds",
      "SRCROOT", "uri", rooturi, "results", results);
  char *text = doc ? json_dumps(doc, JSON_INDENT(2)) : NULL;
  bool ok = text && rep_write_atomic(path, text, strlen(text));
  free(text);
  json_decref(doc);
  return ok;
}

bool rep_write_junit(const char *path, const char *suite, const rep_case *cases, int n) {
  obuf b = {0};
  int failures = 0;
  double total = 0;
  for (int i = 0; i < n; i++) {
    failures += cases[i].nfailures > 0;
    total += cases[i].seconds;
  }
  char head[512];
  adds(&b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  snprintf(head, sizeof head, "<testsuites tests=\"%d\" failures=\"%d\" time=\"%.3f\">\n  <testsuite name=\"", n, failures, total);
  adds(&b, head);
  add_xml(&b, suite);
  snprintf(head, sizeof head, "\" tests=\"%d\" failures=\"%d\" errors=\"0\" time=\"%.3f\">\n", n, failures, total);
  adds(&b, head);
  for (int i = 0; i < n; i++) {
    const rep_case *c = &cases[i];
    adds(&b, "    <testcase classname=\"");
    add_xml(&b, suite);
    adds(&b, "\" name=\"");
    add_xml(&b, c->name);
    snprintf(head, sizeof head, "\" time=\"%.3f\"", c->seconds);
    adds(&b, head);
    if (!c->nfailures) {
      adds(&b, "/>\n");
      continue;
    }
    adds(&b, ">\n");
    for (int k = 0; k < c->nfailures; k++) {
      const rep_item *it = &c->failures[k];
      adds(&b, "      <failure type=\"");
      add_xml(&b, it->rule);
      adds(&b, "\" message=\"");
      add_xml(&b, it->message ? it->message : it->rule);
      adds(&b, "\">");
      char loc[4200];
      snprintf(loc, sizeof loc, "%s:%d: %s%s%s\n", it->file ? it->file : "", it->line, it->rule, it->func && *it->func ? " in @" : "",
               it->func ? it->func : "");
      add_xml(&b, loc);
      add_xml(&b, it->detail);
      adds(&b, "</failure>\n");
    }
    adds(&b, "    </testcase>\n");
  }
  adds(&b, "  </testsuite>\n</testsuites>\n");
  bool ok = rep_write_atomic(path, b.s, b.n);
  free(b.s);
  return ok;
}

/* ---- reading our own JSON back (flat fields of finding.json) ---- */

bool rep_json_str(const char *json, const char *key, char *out, size_t n) {
  out[0] = 0;
  char pat[128];
  snprintf(pat, sizeof pat, "\"%s\":\"", key);
  const char *p = strstr(json, pat);
  if (!p) return false;
  p += strlen(pat);
  size_t k = 0;
  for (; *p && *p != '"' && k + 1 < n; p++) {
    if (*p == '\\' && p[1]) {
      p++;
      char c = *p == 'n' ? '\n' : *p == 't' ? '\t' : *p;
      if (*p == 'u') { /* \u00XX */
        unsigned v = 0;
        if (sscanf(p + 1, "%4x", &v) == 1) p += 4;
        c = (char)v;
      }
      out[k++] = c;
    } else {
      out[k++] = *p;
    }
  }
  out[k] = 0;
  return true;
}

long rep_json_int(const char *json, const char *key) {
  char pat[128];
  snprintf(pat, sizeof pat, "\"%s\":", key);
  const char *p = strstr(json, pat);
  return p ? strtol(p + strlen(pat), NULL, 10) : 0;
}
