#!/usr/bin/env python3
"""One corpus/known-bad pair: every counterexample Z3 finds must be confirmed by executing src
and tgt concretely (issue 6, done-criterion 1).

`nvtv verify --json` gives the counterexamples; `nvtv diff SRC TGT --confirm --json` replays each
one with the interpreter (verify/interp.c) and adds "execution": {"confirmed", "how",
"observation"}.  An address, value, reach, poison, trip-count or access change must be seen as
different bytes (or a different access) at the finding's access ("how": "access"); a removed
barrier as a schedule under which tgt's final memory differs from src's under every schedule
("how": "memory").  The finding named on the first line of NAME.expect must be among them.

usage: exec_confirm.py NVTV corpus/known-bad/NAME
"""
import json
import sys

from known_bad import read_pair, run

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

    verified = load(run([nvtv, "verify", "--json", src, tgt]), "nvtv verify --json")
    cex = [f for f in verified.get("findings", []) if f.get("verdict") == "counterexample"]
    if not cex:
        sys.exit("FAIL: %s: nvtv verify found no counterexample" % name)

    p = run([nvtv, "diff", src, tgt, "--confirm", "--json"])
    replayed = load(p, "nvtv diff --confirm --json")
    if p.returncode != 1:
        sys.exit("FAIL: %s: diff --confirm exit status %d, expected 1 (a difference confirmed)\n%s" %
                 (name, p.returncode, p.stderr))
    by_key = {}
    for f in replayed.get("findings", []):
        if f.get("verdict") == "counterexample":
            by_key.setdefault(key(f), []).append(f)

    failures = []
    for f in cex:
        k = key(f)
        if not by_key.get(k):
            failures.append("%s %s #%s: not replayed by diff --confirm" % k)
            continue
        r = by_key[k].pop(0)
        ex = r.get("execution")
        if not ex:
            failures.append("%s %s #%s: no \"execution\" in the replay" % k)
            continue
        how = "memory" if f["kind"] == "barrier-race" else "access"
        print("%s in @%s at #%s: %s: %s" % (k[0], k[1], k[2], "confirmed" if ex.get("confirmed") else "NOT confirmed",
                                           ex.get("observation")))
        if not ex.get("confirmed"):
            failures.append("%s %s #%s: not confirmed: %s" % (k + (ex.get("observation"),)))
        elif ex.get("how") != how:
            failures.append("%s %s #%s: confirmed by %s, expected %s: %s" % (k + (ex.get("how"), how,
                                                                                   ex.get("observation"))))
    if not any(key(f)[0] == want[0] and key(f)[1] == want[1] and (want[2] is None or key(f)[2] == want[2])
               for f in cex):
        failures.append("the expected finding (%s) is not among the counterexamples" % expect)
    if replayed.get("counterexamples") != len(cex) or replayed.get("confirmed") != len(cex):
        failures.append("diff --confirm: %s counterexamples, %s confirmed; verify found %d" %
                        (replayed.get("counterexamples"), replayed.get("confirmed"), len(cex)))
    if failures:
        sys.exit("FAIL: %s:\n  %s" % (name, "\n  ".join(failures)))
    print("PASS: %s: %d counterexample%s, all confirmed by execution" % (name, len(cex), "" if len(cex) == 1 else "s"))


if __name__ == "__main__":
    main()
