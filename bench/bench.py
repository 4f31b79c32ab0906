#!/usr/bin/env python3
"""make bench: recipe-scale against its peers, measured side by side in one run.

For each collection it times `recipe-scale show --servings 6 --format tsv` and,
doing the same job, the jq program in scale.jq, the Python reference in
scale.py, and `cat FILE > /dev/null` as the floor. It prints medians of wall
time, mean CPU time (user + system), MB/s, peak RSS, and the ratios the
README quotes. The commands take turns, round after round, so a shared
machine that speeds up or slows down weighs on all of them alike. Timing uses
hyperfine when it is installed and /usr/bin/time otherwise; peak RSS always comes from /usr/bin/time. Nothing is installed here:
missing tools are named, with the command that installs them.

Environment: BENCH_SIZES (default "10 10k 100k"), BENCH_MILLION=0 to skip the
1,000,000-recipe JSON Lines memory check, BENCH_BIN (default the release build).
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.join(HERE, "data")
BIN = os.environ.get("BENCH_BIN", os.path.join(ROOT, ".build", "release", "recipe-scale"))
SIZES = {"10": 10, "10k": 10_000, "100k": 100_000}
RUNS = {"10": 20, "10k": 5, "100k": 5}


def missing_tools():
    wanted = {"hyperfine": "hyperfine", "jq": "jq", "/usr/bin/time": "time"}
    return {tool: package for tool, package in wanted.items() if not shutil.which(tool)}


def dataset(label, jsonl=False):
    name = f"recipes-{label}.{'jsonl' if jsonl else 'json'}"
    path = os.path.join(DATA, name)
    if not os.path.exists(path):
        os.makedirs(DATA, exist_ok=True)
        print(f"generating {name} ...", flush=True)
        count = SIZES.get(label, 1_000_000 if label == "1M" else None)
        args = [sys.executable, os.path.join(HERE, "generate.py"), str(count), path]
        subprocess.run(args + (["--jsonl"] if jsonl else []), check=True)
    return path


def time_commands(commands, runs, per_round=1):
    """Median wall and mean CPU seconds for each shell command.

    The commands take turns: each round runs every command `per_round` times,
    and `runs` rounds are made, so a machine that slows down or speeds up
    during the benchmark weighs on every command alike and the ratios stay fair.
    """
    walls = {name: [] for name in commands}
    cpus = {name: [] for name in commands}
    for _ in range(max(1, runs // per_round)):
        if shutil.which("hyperfine"):
            # A turn of several runs starts with a warm-up run, as the first
            # run after another command finds the caches holding that one.
            warmup = ["--warmup", "1"] if per_round > 1 else []
            with tempfile.NamedTemporaryFile(suffix=".json") as export:
                done = subprocess.run(
                    ["hyperfine", "--style", "none", "--runs", str(per_round), "-N",
                     "--export-json", export.name] + warmup + list(commands.values()),
                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
                if done.returncode != 0:
                    sys.exit(done.stderr)
                results = json.load(open(export.name))["results"]
            # hyperfine reports every run's wall time, and the mean user and system seconds.
            for name, result in zip(commands, results):
                walls[name] += result["times"]
                cpus[name].append(result["user"] + result["system"])
        else:
            for name, command in commands.items():
                for _ in range(per_round):
                    wall, cpu, _ = measure(command)
                    walls[name].append(wall)
                    cpus[name].append(cpu)
    return {name: (statistics.median(walls[name]), statistics.mean(cpus[name]))
            for name in commands}


def measure(command):
    """One run under /usr/bin/time: wall seconds, CPU seconds, peak RSS in KiB."""
    with tempfile.NamedTemporaryFile(mode="r") as report:
        subprocess.run(["/usr/bin/time", "-o", report.name, "-f", "%e %U %S %M", "sh", "-c", command],
                       check=True, stdout=subprocess.DEVNULL)
        wall, user, system, rss = report.read().split()[-4:]
    return float(wall), float(user) + float(system), int(rss)


def peak_rss(command):
    return measure(command)[2]


def row(name, wall, cpu, megabytes, rss, base):
    ratio = f"{wall / base:6.2f}x" if base else "       "
    rate = f"{megabytes / wall:8.1f}" if wall > 0 else "       -"
    rss_text = f"{rss / 1024:8.1f}" if rss is not None else "       -"
    print(f"  {name:<34} {wall * 1000:10.1f} {cpu * 1000:10.1f} {rate} {rss_text} {ratio}")


def header(title):
    print(f"\n{title}")
    print(f"  {'command':<34} {'wall ms':>10} {'CPU ms':>10} {'MB/s':>8} {'RSS MiB':>8} {'vs ours':>7}")


def main():
    gone = missing_tools()
    for tool, package in gone.items():
        print(f"missing: {tool} (install it with: apt-get install {package})")
    if "/usr/bin/time" in gone:
        sys.exit("make bench needs /usr/bin/time for peak RSS; install it and run again")
    if not os.access(BIN, os.X_OK):
        sys.exit(f"no recipe-scale at {BIN}; run make build first")
    have_jq = "jq" not in gone
    print(f"recipe-scale {subprocess.run([BIN, '--version'], capture_output=True, text=True).stdout.strip()}, "
          f"{os.cpu_count()} cores, timing with {'hyperfine' if 'hyperfine' not in gone else '/usr/bin/time'}")

    # Startup: the bundled file, against jq reading it and /bin/true.
    bundled = os.path.join(ROOT, "recipes.json")
    commands = {
        "recipe-scale (bundled recipes)": f"{BIN} show --servings 4 --format tsv -f {bundled}",
        "true": "/bin/true",
    }
    if have_jq:
        commands["jq . (bundled recipes)"] = f"jq . {bundled}"
    for command in commands.values():
        subprocess.run(command, shell=True, check=True, stdout=subprocess.DEVNULL)
    startup = time_commands(commands, 200, per_round=20)
    header("startup on the bundled recipes.json (medians of 200 runs, in turns of 20)")
    ours = startup["recipe-scale (bundled recipes)"]
    for name, (wall, cpu) in startup.items():
        row(name, wall, cpu, os.path.getsize(bundled) / 1e6, None, ours[0])
    print(f"  CPU ratio: {ours[1] / startup['true'][1]:.2f}x /bin/true", end="")
    if have_jq:
        print(f", {ours[1] / startup['jq . (bundled recipes)'][1]:.2f}x jq", end="")
    print()

    sizes = os.environ.get("BENCH_SIZES", "10 10k 100k").split()
    walls = {}
    for label in sizes:
        for jsonl in (False, True):
            path = dataset(label, jsonl)
            megabytes = os.path.getsize(path) / 1e6
            kind = "JSON Lines" if jsonl else "JSON array"
            commands = {
                "recipe-scale": f"{BIN} show --servings 6 --format tsv -f {path}",
                "python3 scale.py": f"{sys.executable} {HERE}/scale.py 6 {path}",
                "cat > /dev/null": f"cat {path}",
            }
            if not jsonl and label == "100k":
                commands["recipe-scale --jobs 1"] = f"{BIN} show --servings 6 --format tsv -j 1 -f {path}"
            if have_jq and not jsonl:
                commands["jq -f scale.jq"] = f"jq -r --argjson servings 6 -f {HERE}/scale.jq {path}"
            # jq needs about 100 s for 100,000 recipes: one timed run is enough for a ratio.
            runs = RUNS.get(label, 3)
            # The file is read once first, so every command finds it in the page cache.
            subprocess.run(["cat", path], check=True, stdout=subprocess.DEVNULL)
            timings = time_commands({k: v for k, v in commands.items() if not k.startswith("jq")}, runs)
            if "jq -f scale.jq" in commands:
                timings["jq -f scale.jq"] = time_commands(
                    {"jq -f scale.jq": commands["jq -f scale.jq"]}, 1 if label == "100k" else runs)[
                    "jq -f scale.jq"]
            header(f"{label} recipes, {kind}, {megabytes:.1f} MB (median wall of {runs} runs, in turns)")
            base = timings["recipe-scale"][0]
            for name, (wall, cpu) in timings.items():
                rss = peak_rss(commands[name]) if name.startswith("recipe-scale") else None
                row(name, wall, cpu, megabytes, rss, base)
            walls[(label, jsonl)] = timings
            ours = timings["recipe-scale"][0]
            notes = [f"python {ours / timings['python3 scale.py'][0]:.2f}x"]
            if "jq -f scale.jq" in timings:
                notes.append(f"jq {ours / timings['jq -f scale.jq'][0]:.3f}x")
            if "recipe-scale --jobs 1" in timings:
                notes.append(f"2 cores / 1 core {ours / timings['recipe-scale --jobs 1'][0]:.2f}")
                rss = peak_rss(commands["recipe-scale"])
                notes.append(f"peak RSS {rss * 1024 / os.path.getsize(path):.2f}x the file")
            print("  ratios: recipe-scale / " + ", ".join(notes))

    if ("10k", False) in walls and ("100k", False) in walls:
        ratio = walls[("100k", False)]["recipe-scale"][0] / walls[("10k", False)]["recipe-scale"][0]
        print(f"\ngrowth: 100k / 10k wall time = {ratio:.2f} (linear is 10)")

    if os.environ.get("BENCH_MILLION", "1") != "0":
        path = dataset("1M", jsonl=True)
        wall, cpu, rss = measure(f"{BIN} show --servings 6 --format tsv -f {path}")
        print(f"\n1,000,000 recipes, JSON Lines, {os.path.getsize(path) / 1e6:.0f} MB: "
              f"wall {wall:.1f} s, CPU {cpu:.1f} s, peak RSS {rss / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
