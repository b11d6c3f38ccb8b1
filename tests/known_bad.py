#!/usr/bin/env python3
"""One corpus/known-bad pair: nvtv verify must exit 1 and print the expected finding (the
first line of NAME.expect), and --json must show that finding confirmed, i.e. its
counterexample re-evaluated outside Z3 to a real difference.

usage: known_bad.py NVTV corpus/known-bad/NAME
"""
import json
import re
import subprocess
import sys

TIMEOUT = 240


def run(cmd):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        sys.exit("FAIL: timed out after %ds: %s" % (TIMEOUT, " ".join(cmd)))
    if p.returncode < 0 or p.returncode >= 128:
        sys.exit("FAIL: crashed (status %d): %s\n%s" % (p.returncode, " ".join(cmd), p.stderr))
    return p


def read_pair(base):
    """NAME, src.ll, tgt.ll and the expected finding (the first line of NAME.expect) with its
    parts: verdict, kind, function and access tag (None when the finding has none)."""
    name = base.rsplit("/", 1)[-1]
    with open(base + ".expect") as f:
        expect = f.readline().strip()
    m = re.match(r"^(counterexample|unknown|unsupported): (\S+) in @(\S+?)(?: at #(\d+))?$", expect)
    if not m:
        sys.exit("FAIL: %s.expect: first line is not a finding: %r" % (name, expect))
    return name, base + ".src.ll", base + ".tgt.ll", expect, m.groups()


def main():
    nvtv, base = sys.argv[1], sys.argv[2]
    name, src, tgt, expect, (verdict, kind, func, tag) = read_pair(base)

    p = run([nvtv, "verify", src, tgt])
    sys.stdout.write(p.stdout)
    sys.stderr.write(p.stderr)
    if p.returncode != 1:
        sys.exit("FAIL: %s: exit status %d, expected 1" % (name, p.returncode))
    if expect not in p.stdout.splitlines():
        sys.exit("FAIL: %s: expected finding not printed: %s" % (name, expect))

    p = run([nvtv, "verify", src, tgt, "--json"])
    if p.returncode != 1:
        sys.exit("FAIL: %s: --json: exit status %d, expected 1" % (name, p.returncode))
    try:
        report = json.loads(p.stdout)
    except ValueError as e:
        sys.exit("FAIL: %s: --json output is not JSON (%s):\n%s" % (name, e, p.stdout[:2000]))
    check_report(name, report, expect, verdict, kind, func, tag)
    print("PASS: %s: %s (confirmed)" % (name, expect))


def check_report(name, report, expect, verdict, kind, func, tag):
    """The expected finding in nvtv verify --json's report, confirmed, with what shows it
    (exec_confirm.py runs these checks on its own report too)."""
    same = [f for f in report.get("findings", [])
            if f.get("kind") == kind and f.get("function") == func
            and (tag is None or str(f.get("access", {}).get("id")) == tag)]
    if not same:
        sys.exit("FAIL: %s: --json has no %s finding in @%s%s" % (name, kind, func, " at #" + tag if tag else ""))
    f = same[0]
    if verdict == "counterexample":
        if f.get("verdict") != "counterexample":
            sys.exit("FAIL: %s: --json verdict %r" % (name, f.get("verdict")))
        if f.get("confirmed") is not True:
            sys.exit("FAIL: %s: the counterexample is not confirmed: %s" % (name, json.dumps(f)))
        # The two sides' values under the model (addresses, stored values, conditions)
        # must really differ, or one side must be poison where the other is not.
        if "src_value" in f and "tgt_value" in f:
            differ = f["src_value"] != f["tgt_value"] or f.get("src_poison") != f.get("tgt_poison")
            if not differ:
                sys.exit("FAIL: %s: src and tgt values agree under the model: %s" % (name, json.dumps(f)))
        elif kind in ("barrier-race", "memory-order"):
            # two distinct threads whose accesses meet
            model = f.get("model", {})
            if "first_address" not in f or "second_address" not in f:
                sys.exit("FAIL: %s: the barrier finding has no addresses: %s" % (name, json.dumps(f)))
            ids = [(model.get("tid." + d, 0), model.get("tid." + d + "'", 0)) for d in "xyz"]
            if all(a == b for a, b in ids):
                sys.exit("FAIL: %s: the two threads of the finding are the same: %s" % (name, json.dumps(f)))
        elif kind == "added-barrier":
            # two distinct threads that disagree on reaching it
            model = f.get("model", {})
            ids = [(model.get("tid." + d, 0), model.get("tid." + d + "'", 0)) for d in "xyz"]
            if all(a == b for a, b in ids):
                sys.exit("FAIL: %s: the two threads of the finding are the same: %s" % (name, json.dumps(f)))
        elif kind not in ("access-changed", "provenance-changed", "removed-exempt", "removed-used-result"):
            sys.exit("FAIL: %s: the finding has no src/tgt values to compare: %s" % (name, json.dumps(f)))
    total = report.get("total", {})
    if total.get("counterexample", 0) < 1:
        sys.exit("FAIL: %s: --json total has no counterexample: %s" % (name, total))


if __name__ == "__main__":
    main()
