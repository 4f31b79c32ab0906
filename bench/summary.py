"""Reads a results file of make bench and works out its figures.

Shared by bench.py (the table it prints), plot.py (the picture) and
report.py (the figures in docs/performance.md), so the three never disagree.
A results file holds raw samples only; every median and ratio is computed
here.
"""
import glob
import json
import os
import statistics

HERE = os.path.dirname(os.path.abspath(__file__))
RESULTS = os.environ.get("BENCH_RESULTS") or os.path.join(HERE, "results")

# The release the speed floors are held against (make bench-baseline builds it),
# and the name its commands have in a row.
BASELINE_COMMIT = "1dd26bd"
BASELINE = f"recipe-scale {BASELINE_COMMIT}"


def load(path):
    with open(path, encoding="utf-8") as source:
        return json.load(source)


def newest(directory=RESULTS):
    """The newest results file in directory (names sort by date), or None."""
    paths = sorted(glob.glob(os.path.join(directory, "*.json")))
    return paths[-1] if paths else None


def row(results, row_id):
    return next((r for r in results["rows"] if r["id"] == row_id), None)


def command(row_, name):
    """The command of a row with that name, or None (also when it has no samples)."""
    if row_ is None:
        return None
    found = next((c for c in row_["commands"] if c["name"] == name), None)
    return found if found and found["samples"] else None


def wall(cmd):
    """Median wall time in seconds."""
    return statistics.median(s["wall_ns"] for s in cmd["samples"]) / 1e9


def cpu(cmd):
    """Median CPU time (user + system) in seconds."""
    return statistics.median(s["user_ns"] + s["sys_ns"] for s in cmd["samples"]) / 1e9


def rss(cmd):
    """Peak resident set size over all runs, in MiB."""
    return max(s["maxrss_kib"] for s in cmd["samples"]) / 1024


def rss_exact(cmd):
    """False when the peak is the measuring process's own (floor_kib): a child
    starts with its parent's peak RSS, so the command used at most that much."""
    peak = max(cmd["samples"], key=lambda s: s["maxrss_kib"])
    return peak["maxrss_kib"] > peak.get("floor_kib", 0)


def rss_text(cmd):
    return f"{rss(cmd):.1f}" if rss_exact(cmd) else f"<={rss(cmd):.1f}"


def rate(row_, cmd):
    """Work per second of wall time, in the row's unit (MB, lines or pages).

    A command that reports its own timing (the ingreedypy peer times its parse
    loop, leaving out the start of Python) is rated from that report.
    """
    reported = [s["reported"] for s in cmd["samples"] if s.get("reported")]
    if reported:
        return statistics.median(r["lines"] * 1e9 / r["ns"] for r in reported if r["ns"] > 0)
    amount = row_["input"]["amount"]
    seconds = wall(cmd)
    return amount / seconds if seconds > 0 else None


def cpu_ratio(row_, name, against):
    """CPU time of a row's command over another's, or None when either has no samples."""
    ours, theirs = command(row_, name), command(row_, against)
    return cpu(ours) / cpu(theirs) if ours and theirs and cpu(theirs) > 0 else None


def size(nbytes):
    """15 KB, 151 MB, 1.5 GB."""
    for unit, scale in (("GB", 1e9), ("MB", 1e6), ("KB", 1e3)):
        if nbytes >= scale:
            value = nbytes / scale
            return f"{value:.2g} {unit}" if value < 10 else f"{value:.0f} {unit}"
    return f"{nbytes} bytes"


def ratio(a, b):
    return a / b if a is not None and b else None


def reason(row_, name):
    """Why a command of a row was not measured, or None."""
    if row_ is None:
        return "not run"
    skipped = next((s for s in row_.get("skipped", []) if s["name"] == name), None)
    if skipped:
        return skipped["reason"]
    found = next((c for c in row_["commands"] if c["name"] == name), None)
    if found and found.get("failure"):
        return found["failure"]
    return None if found else "not run"
