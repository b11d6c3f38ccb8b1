/* Reports for CI: SARIF 2.1.0 (one result per finding: the rule is the check kind, the
 * location the access's line in src.ll) and JUnit XML (one testcase per kernel or finding),
 * written atomically. */
#include "fuzz.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>
#include <libxml/xmlwriter.h>

bool rep_write_atomic(const char *path, const char *text, size_t n) {
  size_t len = strlen(path);
  char *tmp = malloc(len + 32);
  if (!tmp) ir_oom();
  snprintf(tmp, len + 32, "%s.tmp.%d", path, (int)getpid());
  FILE *f = fopen(tmp, "w");
  bool ok = f && fwrite(text, 1, n, f) == n;
  if (f) ok &= fflush(f) == 0 && fsync(fileno(f)) == 0; /* durable before it replaces the old one */
  if (f) ok &= fclose(f) == 0;
  ok = ok && rename(tmp, path) == 0;
  if (!ok) unlink(tmp);
  free(tmp);
  return ok;
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
      {"memory-order", "An access of the transformed kernel moved across a barrier or fence where another thread's access conflicts."},
      {"added-barrier", "The transformed kernel runs an added barrier where threads of the block diverge."},
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
      {"verifier-unsound", "Execution shows a difference where nvtv's verifier proved every access: the verifier is unsound there."},
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

/* JUnit XML through libxml2's writer (escaping and encoding are its business). */
bool rep_write_junit(const char *path, const char *suite, const rep_case *cases, int n) {
  int failures = 0, skipped = 0;
  double total = 0;
  for (int i = 0; i < n; i++) {
    failures += cases[i].nfailures > 0;
    skipped += cases[i].skipped != NULL;
    total += cases[i].seconds;
  }
  xmlBufferPtr buf = xmlBufferCreate();
  xmlTextWriterPtr w = buf ? xmlNewTextWriterMemory(buf, 0) : NULL;
  if (!w) {
    if (buf) xmlBufferFree(buf);
    return false;
  }
  char num[64];
  xmlTextWriterSetIndent(w, 1);
  xmlTextWriterSetIndentString(w, BAD_CAST "  ");
  int rc = xmlTextWriterStartDocument(w, NULL, "UTF-8", NULL);
  rc |= xmlTextWriterStartElement(w, BAD_CAST "testsuites");
  snprintf(num, sizeof num, "%d", n);
  rc |= xmlTextWriterWriteAttribute(w, BAD_CAST "tests", BAD_CAST num);
  snprintf(num, sizeof num, "%d", failures);
  rc |= xmlTextWriterWriteAttribute(w, BAD_CAST "failures", BAD_CAST num);
  snprintf(num, sizeof num, "%.3f", total);
  rc |= xmlTextWriterWriteAttribute(w, BAD_CAST "time", BAD_CAST num);
  rc |= xmlTextWriterStartElement(w, BAD_CAST "testsuite");
  rc |= xmlTextWriterWriteAttribute(w, BAD_CAST "name", BAD_CAST suite);
  snprintf(num, sizeof num, "%d", n);
  rc |= xmlTextWriterWriteAttribute(w, BAD_CAST "tests", BAD_CAST num);
  snprintf(num, sizeof num, "%d", failures);
  rc |= xmlTextWriterWriteAttribute(w, BAD_CAST "failures", BAD_CAST num);
  rc |= xmlTextWriterWriteAttribute(w, BAD_CAST "errors", BAD_CAST "0");
  snprintf(num, sizeof num, "%d", skipped);
  rc |= xmlTextWriterWriteAttribute(w, BAD_CAST "skipped", BAD_CAST num);
  snprintf(num, sizeof num, "%.3f", total);
  rc |= xmlTextWriterWriteAttribute(w, BAD_CAST "time", BAD_CAST num);
  for (int i = 0; i < n && rc >= 0; i++) {
    const rep_case *c = &cases[i];
    rc |= xmlTextWriterStartElement(w, BAD_CAST "testcase");
    rc |= xmlTextWriterWriteAttribute(w, BAD_CAST "classname", BAD_CAST suite);
    rc |= xmlTextWriterWriteAttribute(w, BAD_CAST "name", BAD_CAST c->name);
    snprintf(num, sizeof num, "%.3f", c->seconds);
    rc |= xmlTextWriterWriteAttribute(w, BAD_CAST "time", BAD_CAST num);
    if (c->skipped) {
      rc |= xmlTextWriterStartElement(w, BAD_CAST "skipped");
      rc |= xmlTextWriterWriteAttribute(w, BAD_CAST "message", BAD_CAST c->skipped);
      rc |= xmlTextWriterEndElement(w);
    }
    for (int k = 0; k < c->nfailures; k++) {
      const rep_item *it = &c->failures[k];
      char loc[4400];
      snprintf(loc, sizeof loc, "%s:%d: %s%s%s\n%s", it->file ? it->file : "", it->line, it->rule,
               it->func && *it->func ? " in @" : "", it->func ? it->func : "", it->detail ? it->detail : "");
      rc |= xmlTextWriterStartElement(w, BAD_CAST "failure");
      rc |= xmlTextWriterWriteAttribute(w, BAD_CAST "type", BAD_CAST it->rule);
      rc |= xmlTextWriterWriteAttribute(w, BAD_CAST "message", BAD_CAST(it->message ? it->message : it->rule));
      rc |= xmlTextWriterWriteString(w, BAD_CAST loc);
      rc |= xmlTextWriterEndElement(w);
    }
    rc |= xmlTextWriterEndElement(w);
  }
  rc |= xmlTextWriterEndDocument(w);
  xmlFreeTextWriter(w);
  bool ok = rc >= 0 && rep_write_atomic(path, (const char *)xmlBufferContent(buf), (size_t)xmlBufferLength(buf));
  xmlBufferFree(buf);
  return ok;
}
