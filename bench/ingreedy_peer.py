#!/usr/bin/env python3
"""The Python peer of the parsing row of make bench: the rule-based parser
ingreedypy on the first LIMIT ingredient lines of a text recipe.

    ingreedy_peer.py FILE [LIMIT]

Reads the recipe (skipping its `#` title and its `Serves` line), parses each
line with ingreedypy in this one process, and prints one JSON object: the
lines parsed, the nanoseconds the parsing took (not counting the start of
Python, the import or the read), and how many lines ingreedypy refused with
an exception. Nothing is written per line.
"""
import json
import sys
import time

from ingreedypy import Ingreedy


def main():
    path = sys.argv[1]
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000
    lines = []
    with open(path, encoding="utf-8") as source:
        for text in source:
            if text.startswith("#") or text.lower().startswith("serves") or not text.strip():
                continue
            lines.append(text.rstrip("\n"))
            if len(lines) == limit:
                break
    refused = 0
    start = time.perf_counter_ns()
    for text in lines:
        try:
            Ingreedy().parse(text)
        except Exception:  # ingreedypy raises on lines its grammar does not cover
            refused += 1
    elapsed = time.perf_counter_ns() - start
    json.dump({"lines": len(lines), "ns": elapsed, "refused": refused}, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
