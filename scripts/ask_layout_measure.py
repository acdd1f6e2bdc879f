#!/usr/bin/env python3
"""How long `ask`'s answers are and how soon they answer, at 80 columns.

For the first N situations and the first N lookups of
tests/questions/mc.tsv and dm.tsv (half from each game), runs
`arbiter ask` as it answers by default and with --full (the complete answer
it gave before the short layout), and reports per question and as medians:
the answer's length in lines and the line on which the outcome (a
situation's "Outcome:") or the definition (a lookup's first entry's text)
starts.

Usage: scripts/ask_layout_measure.py [BUILD_DIR] [N]   (default build 30)
"""
import os
import re
import statistics
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
source = os.path.dirname(here)
build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(source, "build")
count = int(sys.argv[2]) if len(sys.argv) > 2 else 30
arbiter = os.path.join(build, "arbiter")
env = dict(os.environ, NO_COLOR="1", ARBITER_DB=os.path.join(build, "arbiter.db"))


def questions(kind):
    out = []
    for game in ("mc", "dm"):
        taken = 0
        with open(os.path.join(source, "tests", "questions", game + ".tsv")) as f:
            for line in f:
                cols = line.rstrip("\n").split("\t")
                if line.startswith("#") or len(cols) < 3 or cols[0] != kind:
                    continue
                if taken < count // 2:
                    out.append((game, cols[1]))
                    taken += 1
    return out


def answer(game, question, full):
    cmd = [arbiter, "ask", question, "--game", game, "--width", "80"] + (["--full"] if full else [])
    r = subprocess.run(cmd, env=env, capture_output=True, text=True)
    return r.stdout.rstrip("\n").split("\n") if r.stdout.strip() else []


def answer_line(lines, kind):
    """1-based line where the outcome or the definition starts; 0: none."""
    for i, line in enumerate(lines):
        if kind == "situation" and line.startswith("Outcome:"):
            return i + 1
        if kind == "lookup" and i > 0 and re.search(r"\b(mc|dm):[\w.-]+", line):
            # The first entry's heading: its text starts on the next line.
            return i + 2
    return 0


def main():
    table = {}
    for kind in ("situation", "lookup"):
        rows = []
        for game, q in questions(kind):
            before = answer(game, q, True)
            after = answer(game, q, False)
            rows.append((len(before), answer_line(before, kind), len(after),
                         answer_line(after, kind), q))
        table[kind] = rows
        print(f"\n{kind}s ({len(rows)}): lines before, outcome/definition line before, "
              "lines after, line after, question")
        for r in rows:
            print(f"  {r[0]:4} {r[1]:3}   {r[2]:4} {r[3]:3}   {r[4]}")
    print("\nmedians at 80 columns (0 = not found):")
    for kind, rows in table.items():
        m = [statistics.median(r[i] for r in rows) for i in range(4)]
        print(f"  {kind}s: lines {m[0]:g} -> {m[2]:g}; answer on line {m[1]:g} -> {m[3]:g}")


main()
