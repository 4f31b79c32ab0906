#!/usr/bin/env python3
"""make bench-plot: writes the figures of docs/performance.md from a results file.

    report.py [RESULTS] [--doc FILE]

RESULTS defaults to the newest file in bench/results/ (or BENCH_RESULTS).
Only the part of the page between the two marker comments below is written;
the prose around them is kept as it is. The section says when and on what the
run was made, embeds performance.svg (drawn by plot.py from the same file),
and tabulates the figures: medians and ratios worked out by summary.py, next
to the goals they are held to. Needs nothing beyond Python.
"""
import argparse
import datetime
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the repository
import summary

ROOT = os.path.dirname(summary.HERE)
BEGIN = "<!-- bench:figures:begin (written by bench/report.py from a results file; edit around it) -->"
END = "<!-- bench:figures:end -->"


def seconds(value):
    """0.57 ms, 3.27 ms, 26.0 ms, 431 ms, 4.44 s, 11.0 s, 105 s: three significant figures."""
    if value is None:
        return "–"
    if value < 1:
        ms = value * 1000
        return f"{ms:.2f} ms" if ms < 1 else f"{ms:#.3g} ms" if ms < 100 else f"{ms:.0f} ms"
    return f"{value:#.3g} s" if value < 100 else f"{value:.0f} s"


def times(value):
    return f"{value:.2g}×" if value < 0.1 else f"{value:.2f}×"


def count(value):
    return f"{value:,.0f}"


def check(value, goal, at_most=True):
    ok = value <= goal if at_most else value >= goal
    return "✔" if ok else "✘"


class Table:
    def __init__(self):
        self.lines = ["| job | recipe-scale | peers | ratio | goal |", "| --- | --- | --- | --- | --- |"]

    def add(self, job, ours, peers="", ratio="", goal=""):
        self.lines.append(f"| {job} | {ours} | {peers} | {ratio} | {goal} |")


def figures(results):
    table = Table()
    missing = []

    def peer(row, name):
        return summary.command(row, name)

    def against_baseline(row, name=summary.BASELINE):
        """Notes the baseline's side of a row as not measured when it was skipped."""
        why = summary.reason(row, name) if row and not peer(row, name) else None
        if why and why != "not run":
            missing.append((short_title(row), f"the {summary.BASELINE_COMMIT} release", why))

    # Startup.
    row = summary.row(results, "startup")
    ours, true, jq = (peer(row, n) for n in ("recipe-scale", "/bin/true", "jq ."))
    baseline = peer(row, summary.BASELINE)
    against_baseline(row)
    if ours:
        for what, measure in (("CPU", summary.cpu), ("wall", summary.wall)):
            peers = ", ".join(f"`{name}` {seconds(measure(cmd))}" for name, cmd in
                              ((summary.BASELINE_COMMIT, baseline), ("jq .", jq), ("/bin/true", true)) if cmd)
            ratios, goals = [], []
            if baseline:
                ratios.append(f"{times(measure(ours) / measure(baseline))} {summary.BASELINE_COMMIT}")
                if what == "CPU":
                    goals.append(f"≤ 1.1× {summary.BASELINE_COMMIT} {check(measure(ours) / measure(baseline), 1.1)}")
            if jq:
                ratios.append(f"{times(measure(ours) / measure(jq))} jq")
                if what == "CPU":
                    goals.append(f"≤ 0.25× jq {check(measure(ours) / measure(jq), 0.25)}")
            if true:
                ratios.append(f"{times(measure(ours) / measure(true))} true")
                if what == "CPU":
                    goals.append(f"≤ 5× true {check(measure(ours) / measure(true), 5)}")
            table.add(f"startup, `show` on the bundled recipes ({what}, {len(ours['samples'])} runs)",
                      seconds(measure(ours)), peers, ", ".join(ratios), ", ".join(goals))

    # Collections, smallest first, the JSON array then JSON Lines.
    arrays = sorted((r for r in results["rows"] if r["kind"] == "collection" and r["format"] == "json"),
                    key=lambda r: r["items"])
    for row in sorted((r for r in results["rows"] if r["kind"] == "collection"),
                      key=lambda r: (r["items"], r["format"])):
        ours = peer(row, "recipe-scale")
        if not ours:
            missing.append((short_title(row), "recipe-scale", summary.reason(row, "recipe-scale")))
            continue
        kind = "JSON array" if row["format"] == "json" else "JSON Lines"
        python, jq, cat = (peer(row, n) for n in ("python3 scale.py", "jq -f scale.jq", "cat"))
        peers = ", ".join(f"{label} {seconds(summary.wall(cmd))}"
                          for label, cmd in (("Python", python), ("jq", jq), ("`cat`", cat)) if cmd)
        ratios = [f"{times(summary.wall(ours) / summary.wall(cmd))} {label}"
                  for label, cmd in (("Python", python), ("jq", jq)) if cmd]
        goals = []
        if row["format"] == "json" and row["items"] >= 100_000:
            if python:
                goals.append(f"≤ 0.5× Python {check(summary.wall(ours) / summary.wall(python), 0.5)}")
            if jq:
                goals.append(f"≤ 0.17× jq {check(summary.wall(ours) / summary.wall(jq), 0.17)}")
        table.add(f"{label_of(row['items'])} recipes, {summary.size(row['input']['bytes'])} {kind} (wall)",
                  seconds(summary.wall(ours)), peers, ", ".join(ratios), ", ".join(goals))
        single = peer(row, "recipe-scale --jobs 1")
        if single:
            share = summary.wall(ours) / summary.wall(single)
            table.add(f"{label_of(row['items'])}, {results['machine']['cores']} threads vs `--jobs 1` (wall)",
                      f"{seconds(summary.wall(ours))} vs {seconds(summary.wall(single))}", "", f"{share:.2f}",
                      f"≤ 0.59 {check(share, 0.59)}" if results["machine"]["cores"] >= 2 else "")
            file_mib = row["input"]["bytes"] / 2**20
            table.add(f"{label_of(row['items'])} {kind}, peak RSS", f"{rss(ours)} MiB",
                      f"the file {file_mib:.0f} MiB", f"{summary.rss(ours) / file_mib:.2f}× the file",
                      f"≤ 2× {check(summary.rss(ours) / file_mib, 2)}")
        for name in ("jq -f scale.jq",):
            if row["format"] == "json" and not jq and summary.reason(row, name):
                missing.append((short_title(row), "jq", summary.reason(row, name)))
        # The floor against the 1dd26bd release: CPU time, from 100,000 recipes.
        against_baseline(row)
        for variant in ("", " --jobs 1"):
            ratio = summary.cpu_ratio(row, "recipe-scale" + variant, summary.BASELINE + variant)
            if ratio is None or row["items"] < 100_000:
                continue
            table.add(f"{label_of(row['items'])} {kind}{variant.replace('--jobs 1', '`--jobs 1`')}, "
                      f"against the {summary.BASELINE_COMMIT} release (CPU)",
                      seconds(summary.cpu(peer(row, "recipe-scale" + variant))),
                      f"{summary.BASELINE_COMMIT} {seconds(summary.cpu(peer(row, summary.BASELINE + variant)))}",
                      f"{times(ratio)} {summary.BASELINE_COMMIT}",
                      f"≤ 1.0× {summary.BASELINE_COMMIT} {check(ratio, 1.0)}")

    row = summary.row(results, "jsonl-1M")
    ours = peer(row, "recipe-scale")
    if ours:
        table.add(f"1M recipes, {summary.size(row['input']['bytes'])} JSON Lines, peak RSS",
                  f"{rss(ours)} MiB (wall {seconds(summary.wall(ours))})", "", "",
                  f"≤ 64 MiB {check(summary.rss(ours), 64)}")

    walls = [(r["items"], peer(r, "recipe-scale")) for r in arrays if peer(r, "recipe-scale")]
    if len(walls) >= 2:
        (small, a), (large, b) = walls[-2], walls[-1]
        factor = large / small
        growth = summary.wall(b) / summary.wall(a)
        table.add(f"growth, {label_of(large)} / {label_of(small)} recipes, wall time", f"{growth:.1f}",
                  f"linear: {factor:g}", "", f"≤ {factor * 1.1:g} {check(growth, factor * 1.1)}")

    # Parsing: lines per second.
    for row in sorted((r for r in results["rows"] if r["kind"] == "parsing"), key=lambda r: r["items"]):
        lines = row["items"]
        job = f"parsing, a {summary.size(row['input']['bytes'])} text recipe of {count(lines)} lines"
        ours = peer(row, "recipe-scale")
        other = next((c for c in row["commands"] if c["peer"] == "ingreedypy" and c["samples"]), None)
        peers = ""
        if other:
            parsed = other["samples"][0]["reported"]["lines"]
            peers = f"ingreedypy {count(summary.rate(row, other))} lines/s (on the first {count(parsed)})"
        else:
            name = next((s["name"] for s in row.get("skipped", []) if s["peer"] == "ingreedypy"), None)
            if name:
                missing.append((short_title(row), "ingreedypy", summary.reason(row, name)))
        if not ours:
            missing.append((short_title(row), "recipe-scale", summary.reason(row, "recipe-scale")))
            table.add(job, "not measured (below)", peers)
            continue
        per_core = lines / summary.cpu(ours)
        # The floors of issue 31: clarity wins above them.
        goals = [f"≥ 300,000 lines per CPU second {check(per_core, 300_000, at_most=False)}"]
        if other:
            ratio = summary.rate(row, ours) / summary.rate(row, other)
            goals.append(f"≥ 100× ingreedypy {check(ratio, 100, at_most=False)}")
        table.add(job, f"{seconds(summary.wall(ours))}: {count(summary.rate(row, ours))} lines/s, "
                  f"{count(per_core)} per CPU second", peers,
                  f"{summary.rate(row, ours) / summary.rate(row, other):,.0f}× ingreedypy" if other else "",
                  ", ".join(goals))

    # Web pages.
    for row in (r for r in results["rows"] if r["kind"] == "pages"):
        job = f"web pages, {count(row['items'])} pages, {summary.size(row['input']['bytes'])} (wall)"
        ours, python, cat = (peer(row, n) for n in ("recipe-scale", "python3 extract_pages.py", "cat"))
        peers = ", ".join(f"{label} {seconds(summary.wall(cmd))}"
                          for label, cmd in (("Python `json` + `re`", python), ("`cat`", cat)) if cmd)
        if not ours:
            missing.append((short_title(row), "recipe-scale", summary.reason(row, "recipe-scale")))
            table.add(job, "not measured (below)", peers)
            continue
        share = summary.wall(ours) / summary.wall(python) if python else None
        table.add(job, seconds(summary.wall(ours)), peers, f"{times(share)} Python" if share else "",
                  # No slower against Python than before issue 31 (0.92× on 2026-12-02).
                  f"≤ 0.92× Python {check(share, 0.92)}" if share else "")
    return table.lines, missing


def short_title(row):
    """How the list of what was not measured names a row."""
    if row["kind"] == "collection":
        return f"{label_of(row['items'])} recipes as {'a JSON array' if row['format'] == 'json' else 'JSON Lines'}"
    if row["kind"] == "parsing":
        return f"{count(row['items'])} text lines"
    if row["kind"] == "pages":
        return f"{count(row['items'])} web pages"
    return row["id"]


def rss(cmd):
    return summary.rss_text(cmd).replace("<=", "≤ ")


def label_of(items):
    for size, suffix in ((1_000_000, "M"), (1_000, "k")):
        if items >= size and items % size == 0:
            return f"{items // size}{suffix}"
    return str(items)


def every_command(results):
    lines = ["| row | command | runs | wall | CPU | per second | peak RSS |",
             "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
    units = {"MB": "MB/s", "lines": "lines/s", "pages": "pages/s"}
    for row in results["rows"]:
        for cmd in row["commands"]:
            if not cmd["samples"]:
                continue
            rate = summary.rate(row, cmd)
            rate_text = "" if rate is None else (f"{rate:,.0f}" if rate >= 100 else f"{rate:.3g}") + " " + units[row["input"]["unit"]]
            lines.append(f"| {row['id']} | `{cmd['name']}` | {len(cmd['samples'])} | {seconds(summary.wall(cmd))} | "
                         f"{seconds(summary.cpu(cmd))} | {rate_text} | {rss(cmd)} MiB |")
    return lines


def section(results, path, doc):
    started = datetime.datetime.fromisoformat(results["started"])
    machine, versions = results["machine"], results["versions"]
    peers = ", ".join(f"{name} {versions[key].removeprefix(key + '-')}" for name, key in
                      (("jq", "jq"), ("Python", "python"), ("ingreedypy", "ingreedypy")) if versions.get(key))
    if versions.get("baseline"):
        peers += (", " if peers else "") + f"the {summary.BASELINE_COMMIT} release (`make bench-baseline`)"
    load = machine.get("load_at_start", [None])[0]
    load_end = machine.get("load_at_end", [None])[0]
    svg = os.path.relpath(os.path.join(ROOT, "docs", "performance.svg"), os.path.dirname(os.path.abspath(doc)))
    table, missing = figures(results)
    out = [
        BEGIN, "",
        f"Figures from one run of `make bench` on {started:%Y-%m-%d} at {started:%H:%M %Z}, on "
        f"{machine['cores']} cores ({machine.get('cpu') or machine.get('machine')}, {machine.get('system')})"
        + (f", load average {load:.2f} at the start" if load is not None else "")
        + (f" and {load_end:.2f} at the end" if load_end is not None else "")
        + f": recipe-scale {versions.get('recipe-scale', '?')}"
        + (f" (commit {versions['commit']})" if versions.get("commit") else "")
        + (f", built with {versions['swift']}" if versions.get("swift") else "")
        + (f"; {peers}" if peers else "") + ". "
        + ("Every command ran under `bench/measure.c`." if results["method"].startswith("bench/measure.c")
           else "Measured by Python (no C compiler), so small peak RSS figures are upper bounds.")
        + f" The raw samples were in `{os.path.basename(path)}` (not committed); "
        "`make bench-plot RESULTS=that-file` draws the picture and writes this section again.",
        "",
        f"![Wall time against collection size on log-log axes for recipe-scale, jq, Python and cat; "
        f"startup as bars; parsing and web-page rows as work per second]({svg})",
        "",
        *table,
        "",
        "Ratios are recipe-scale's figure divided by the peer's: below 1 is faster. "
        "Goals are those the project set for itself; ✔ met, ✘ not met in this run.",
    ]
    grouped = {}
    for title, who, why in missing:
        grouped.setdefault((who, why), []).append(title)
    compiler = [note for note in results.get("notes", []) if "compiler" in note]
    if grouped or compiler:
        out += ["", "Not measured in this run:", ""]
        out += [f"- {who}, on {', '.join(titles)}: {why}." for (who, why), titles in grouped.items()]
        out += [f"- {note}." for note in compiler]
    if not results.get("complete"):
        out += ["", "**This run did not finish**; the figures are those of the rows it measured."]
    out += ["", "<details><summary>Every command of the run</summary>", "", *every_command(results), "",
            "</details>", "", END]
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description="Writes the figures of docs/performance.md from a results file.")
    parser.add_argument("results", nargs="?", help="a results file (default: the newest in bench/results/)")
    parser.add_argument("--doc", default=os.path.join(ROOT, "docs", "performance.md"))
    args = parser.parse_args()
    path = args.results or summary.newest()
    if not path:
        sys.exit(f"report: no results in {os.path.relpath(summary.RESULTS)}; run make bench first")
    results = summary.load(path)
    with open(args.doc, encoding="utf-8") as source:
        text = source.read()
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        sys.exit(f"report: {args.doc} has no section between\n  {BEGIN}\nand\n  {END}\nto write the figures in")
    text = text[:start] + section(results, path, args.doc) + text[end + len(END):]
    with open(args.doc, "w", encoding="utf-8") as out:
        out.write(text)
    print(f"report: wrote the figures of {os.path.relpath(args.doc)} from {os.path.relpath(path)}")


if __name__ == "__main__":
    main()
