#!/usr/bin/env python3
"""make bench-plot: draws docs/performance.svg from a results file of make bench.

    plot.py [RESULTS] [--output SVG]

RESULTS defaults to the newest file in bench/results/ (or BENCH_RESULTS).
Panels: wall time against collection size on log-log axes for recipe-scale
(JSON array and JSON Lines), the 1dd26bd release, jq, Python and cat;
startup as bars; and, when the run has them, the parsing and web-page rows
as work per second. Needs
matplotlib (python3 -m pip install matplotlib). The SVG is reproducible: the
same results give the same bytes.
"""
import argparse
import datetime
import math
import os
import sys
import textwrap

sys.dont_write_bytecode = True  # no __pycache__ in the repository
import summary

ROOT = os.path.dirname(summary.HERE)
COLORS = {"recipe-scale": "#1f5fa8", "jq": "#d9822b", "python": "#3a9a4a", "cat": "#8a8a8a",
          "true": "#5a5a5a", "ingreedypy": "#8e44ad", "baseline": "#7fa7d6"}
LABELS = {"recipe-scale": "recipe-scale", "jq": "jq -f scale.jq", "python": "python3 scale.py",
          "cat": "cat (reading the file)", "baseline": summary.BASELINE}


def growth(axes, results):
    """Median wall time of each peer against the number of recipes, log-log."""
    series = {}
    for row in results["rows"]:
        if row["kind"] not in ("collection", "million"):
            continue
        for cmd in row["commands"]:
            if not cmd["samples"] or cmd.get("variant"):
                continue
            key = (cmd["peer"], row.get("format", "json"))
            walls = sorted(s["wall_ns"] / 1e9 for s in cmd["samples"])
            series.setdefault(key, []).append((row["items"], summary.wall(cmd), walls[0], walls[-1]))
    for (peer, fmt), points in sorted(series.items(), key=lambda item: (item[0][1], item[0][0])):
        if fmt == "jsonl" and peer != "recipe-scale":
            continue  # JSON Lines only for recipe-scale: the point of that line is its memory and the million
        points.sort()
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        errors = [[p[1] - p[2] for p in points], [p[3] - p[1] for p in points]]
        label = LABELS.get(peer, peer) + (", JSON Lines" if fmt == "jsonl" else "")
        axes.errorbar(xs, ys, yerr=errors, color=COLORS.get(peer, "black"), marker="o" if fmt == "json" else "s",
                      markersize=4, linewidth=1.6, linestyle="-" if fmt == "json" else "--", capsize=2, label=label)
    axes.set_xscale("log")
    axes.set_yscale("log")
    axes.set_xlabel("recipes in the collection")
    axes.set_ylabel("wall time, seconds (median; bars: fastest to slowest run)")
    axes.set_title("Scaling a collection: show --servings 6 --format tsv")
    axes.grid(True, which="major", linewidth=0.5, alpha=0.5)
    axes.grid(True, which="minor", linewidth=0.3, alpha=0.25)
    if series:
        axes.legend(fontsize=8, loc="upper left")


def short(number):
    """100k, 1M: short enough for a label under a bar."""
    for size, suffix in ((1_000_000, "M"), (1_000, "k")):
        if number >= size and number % size == 0:
            return f"{number // size}{suffix}"
    return f"{number:,}"


def bars(axes, names, values, colors, room):
    """Bars on a log scale that start from a power of ten below the smallest."""
    positions = range(len(names))
    bottom = 10 ** math.floor(math.log10(min(values)) - 0.5)
    drawn = axes.bar(positions, [v - bottom for v in values], bottom=bottom, color=colors, width=0.6)
    axes.set_xticks(list(positions), names, fontsize=8)
    axes.set_yscale("log")
    for bar, value in zip(drawn, values):
        axes.annotate(f"{value:,.0f}" if value >= 10 else f"{value:.2f}",
                      (bar.get_x() + bar.get_width() / 2, value),
                      ha="center", va="bottom", fontsize=8, xytext=(0, 2), textcoords="offset points")
    axes.set_ylim(bottom, max(values) * room)


def startup(axes, results):
    row = summary.row(results, "startup")
    commands = [c for c in (row["commands"] if row else []) if c["samples"]]
    if not commands:
        axes.set_axis_off()
        return
    names = [c["name"] for c in commands]
    width = 0.38
    walls = [summary.wall(c) * 1000 for c in commands]
    cpus = [summary.cpu(c) * 1000 for c in commands]
    xs = range(len(names))
    colors = [COLORS.get(c["peer"], "black") for c in commands]
    wall_bars = axes.bar([x - width / 2 for x in xs], walls, width, color=colors, label="wall")
    cpu_bars = axes.bar([x + width / 2 for x in xs], cpus, width, color=colors, alpha=0.45, hatch="//",
                        label="CPU (user + system)")
    for drawn in (wall_bars, cpu_bars):
        for bar in drawn:
            axes.annotate(f"{bar.get_height():.1f}", (bar.get_x() + bar.get_width() / 2, bar.get_height()),
                          ha="center", va="bottom", fontsize=7, xytext=(0, 2), textcoords="offset points")
    axes.set_xticks(list(xs), names, fontsize=8)
    axes.set_yscale("log")
    axes.set_ylabel("milliseconds (median)")
    axes.set_title(f"Startup: show on the bundled recipes.json ({len(commands[0]['samples'])} runs each)")
    axes.legend(fontsize=8, loc="upper left")
    axes.margins(y=0.25)


def throughput(axes, results, kind, unit, title):
    """Work per second of each command in the rows of a kind, as bars; a side
    that was skipped is named, with the reason."""
    rows = sorted((r for r in results["rows"] if r["kind"] == kind), key=lambda r: r["items"])
    names, values, colors, missing = [], [], [], {}
    for row in rows:
        where = f"{short(row['items'])} lines" if kind == "parsing" else f"{row['items']:,} pages"
        for cmd in row["commands"]:
            if not cmd["samples"]:
                continue
            label = cmd["name"].split(" (")[0]
            if cmd["samples"][0].get("reported"):
                label += f"\nfirst {short(cmd['samples'][0]['reported']['lines'])}"
            else:
                label += f"\n{where}" if kind == "parsing" else ""
            names.append(label)
            values.append(summary.rate(row, cmd))
            colors.append(COLORS.get(cmd["peer"], "black"))
        for skipped in row.get("skipped", []):
            missing.setdefault((skipped["name"], skipped["reason"]), []).append(where)
    if not values and not missing:
        axes.set_axis_off()
        return
    if values:
        bars(axes, names, values, colors, room=300 if missing else 10)
    axes.set_ylabel(f"{unit} per second (median)")
    axes.set_title(title)
    if missing:
        text = "\n".join(textwrap.fill(f"{name} ({' and '.join(wheres)}): {why}", 95, subsequent_indent="    ")
                         for (name, why), wheres in missing.items())
        axes.text(0.02, 0.98, "not measured:\n" + text, transform=axes.transAxes,
                  va="top", ha="left", fontsize=6.5, color="#a00000")


def main():
    parser = argparse.ArgumentParser(description="Draws docs/performance.svg from a results file of make bench.")
    parser.add_argument("results", nargs="?", help="a results file (default: the newest in bench/results/)")
    parser.add_argument("--output", default=os.path.join(ROOT, "docs", "performance.svg"))
    args = parser.parse_args()
    path = args.results or summary.newest()
    if not path:
        sys.exit(f"plot: no results in {os.path.relpath(summary.RESULTS)}; run make bench first")
    try:
        import matplotlib
    except ImportError:
        sys.exit("plot: matplotlib is missing; install it with: python3 -m pip install matplotlib")
    matplotlib.use("agg")
    import matplotlib.pyplot as plt

    results = summary.load(path)
    plt.rcParams.update({"svg.hashsalt": "recipe-scale", "svg.fonttype": "none", "font.size": 9,
                         "font.family": "sans-serif"})
    has_readers = any(r["kind"] in ("parsing", "pages") for r in results["rows"])
    figure, grid = plt.subplots(2 if has_readers else 1, 2, figsize=(12, 9.5 if has_readers else 5),
                                squeeze=False, layout="constrained")
    growth(grid[0][0], results)
    startup(grid[0][1], results)
    if has_readers:
        throughput(grid[1][0], results, "parsing", "ingredient lines",
                   "Parsing free-text ingredient lines (show --input-format text)")
        throughput(grid[1][1], results, "pages", "pages", "Reading saved web pages (show --input-format html)")
    machine = results["machine"]
    started = datetime.datetime.fromisoformat(results["started"])
    figure.suptitle(f"make bench, {started:%Y-%m-%d %H:%M}: recipe-scale {results['versions'].get('recipe-scale', '?')}"
                    f" on {machine['cores']} cores ({machine.get('cpu') or machine.get('machine')})", fontsize=11)
    svg = args.output.endswith(".svg")  # any other name (.png) is for a look at it
    figure.savefig(args.output, metadata={"Date": None, "Creator": "bench/plot.py (matplotlib)"} if svg else None)
    print(f"plot: wrote {os.path.relpath(args.output)} from {os.path.relpath(path)}")


if __name__ == "__main__":
    main()
