#!/usr/bin/env python3
"""One corpus/known-bad pair: every counterexample must be confirmed by execution (DESIGN.md,
"Executed before reported").

`nvtv verify --json` replays each counterexample in the interpreter (verify/exec/interp.c) before it
reports it, and says what execution saw: "execution": "confirmed" with the "observation". An
address, value, reach, poison, trip-count or access change must be seen as different bytes (or a
different access) at the finding's access ("access: ..."); a removed barrier as a schedule under
which tgt's final memory differs from src's under every schedule ("memory: ..."), and so must an
access paired by a correspondence rule (the merged store has no tag of its own). No finding may
be a counterexample that execution refuted, unless NAME.expect names it on a line
"refuted: #N WHY" (an unknown that rests on another thread's write, which the replay of a
single access cannot show).  `nvtv diff --confirm` must agree (exit status 1).
The finding named on the first line of NAME.expect must be among the confirmed ones.

usage: exec_confirm.py NVTV corpus/known-bad/NAME
"""
import json
import sys

from known_bad import check_report, read_pair, run


def load(p, what):
    try:
        return json.loads(p.stdout)
    except ValueError as e:
        sys.exit("FAIL: %s is not JSON (%s):\n%s\n%s" % (what, e, p.stdout[:2000], p.stderr))


def key(f):
    return (f.get("kind"), f.get("function"), f.get("access", {}).get("id"))


def main():
    nvtv, base = sys.argv[1], sys.argv[2]
    name, src, tgt, expect, (verdict, kind, func, tag) = read_pair(base)
    if verdict != "counterexample":
        sys.exit("FAIL: %s.expect: first line is not a counterexample: %r" % (name, expect))
    want = (kind, func, int(tag) if tag else None)

    allowed = set()
    for line in open(base + ".expect"):
        if line.startswith("refuted: #"):
            allowed.add(int(line.split()[1][1:]))
    verified = load(run([nvtv, "verify", "--json", src, tgt]), "nvtv verify --json")
    check_report(name, verified, expect, verdict, kind, func, tag)  # known_bad.py's checks
    findings = verified.get("findings", [])
    cex = [f for f in findings if f.get("verdict") == "counterexample"]
    if not cex:
        sys.exit("FAIL: %s: nvtv verify found no counterexample" % name)
    failures = []
    for f in findings:
        if f.get("execution") == "refuted" and f.get("access", {}).get("id") not in allowed:
            failures.append("%s %s #%s: a counterexample that execution refutes: %s" % (key(f) + (f.get("message"),)))
    for f in cex:
        k = key(f)
        obs = f.get("observation", "")
        if f["kind"] in ("access-changed", "provenance-changed"):
            continue  # a change of the instruction itself: no execution needed
        # a removed barrier, an access paired by a correspondence rule with an untagged tgt
        # access (no executions of its own to compare) and a call (no access of the kernel's)
        # are seen in memory; unrolled copies keep their tag, and their executions are
        # compared in order
        untagged_rule = f.get("rule") and not f["rule"].startswith("unrolled")
        untagged = "access" not in f
        how = ("memory" if f["kind"] in ("barrier-race", "memory-order", "added-barrier") or untagged_rule or untagged
               else "access")
        print("%s in @%s at #%s: %s: %s" % (k[0], k[1], k[2], f.get("execution"), obs))
        if f.get("execution") != "confirmed" or not f.get("confirmed"):
            failures.append("%s %s #%s: not confirmed by execution: %s" % (k + (obs,)))
        elif not obs.startswith(how + ":"):
            failures.append("%s %s #%s: confirmed by %s, expected %s" % (k + (obs.split(":")[0], how)))
    if not any(key(f)[0] == want[0] and key(f)[1] == want[1] and (want[2] is None or key(f)[2] == want[2])
               for f in cex):
        failures.append("the expected finding (%s) is not among the counterexamples" % expect)
    p = run([nvtv, "diff", src, tgt, "--confirm", "--json"])
    replayed = load(p, "nvtv diff --confirm --json")
    if p.returncode != 1 or replayed.get("confirmed", 0) < 1 or replayed.get("refuted", 0) > len(allowed):
        failures.append("diff --confirm: exit status %d, %s confirmed, %s refuted" %
                        (p.returncode, replayed.get("confirmed"), replayed.get("refuted")))
    if failures:
        sys.exit("FAIL: %s:\n  %s" % (name, "\n  ".join(failures)))
    print("PASS: %s: %d counterexample%s, all confirmed by execution" % (name, len(cex), "" if len(cex) == 1 else "s"))


if __name__ == "__main__":
    main()
