#!/usr/bin/env python3
"""make bench: recipe-scale against its peers, measured side by side in one run.

Rows, each against its peers in the same run:

- startup: `recipe-scale show` on the bundled recipes.json, against `jq .` on
  it and /bin/true;
- collections (BENCH_SIZES, default "10 10k 100k" recipes), as a JSON array
  and as JSON Lines: `recipe-scale show --servings 6 --format tsv`, against
  the jq program scale.jq (arrays), the Python reference scale.py, and `cat` as
  the floor; at 100,000 recipes and up also `--jobs 1`;
- in the startup and collection rows, the same commands of the 1dd26bd
  release, which the speed floors are held against, compared by CPU time:
  built by `make bench-baseline` into .build/baseline-1dd26bd, or the binary
  BENCH_BASELINE names; skipped with a note when it is not there;
- 1,000,000 recipes as JSON Lines, for memory (BENCH_MILLION=0 skips it);
- parsing (BENCH_LINES, default "100k 1M" lines): `show --input-format text`
  on a text recipe of free-text ingredient lines, in lines per second, against
  the rule-based Python parser ingreedypy on its first 10,000 lines;
- web pages (BENCH_PAGES, default 1000; 0 skips): `show --input-format html`
  on saved pages of 100-300 KB, against a Python extraction with json and re.

Every command is run here, with no shell: wall time from a nanosecond clock
around the child, CPU time (user + system) and peak RSS from the child's own
resource usage (os.wait4). The commands of a row take turns, round after
round, so a shared machine that speeds up or slows down weighs on all of them
alike; a command whose first run takes more than BENCH_SLOW seconds (default
30) runs once. A peer that is not installed, or a reader recipe-scale does not
have yet, skips its side of the row with a note saying why, and how to get it.

Each run writes every raw sample, the machine's core count and the versions of
the peers to BENCH_RESULTS/<date-time>.json (default bench/results/); the data
sets are generated once into BENCH_DATA (default bench/data/). BENCH_ROUNDS
caps the rounds of every row (1 for a quick check). BENCH_BIN is the binary
(default .build/release/recipe-scale; make bench passes the release build).
"""
import datetime
import importlib.metadata
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the repository
import summary

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.environ.get("BENCH_DATA") or os.path.join(HERE, "data")
RESULTS = os.environ.get("BENCH_RESULTS") or os.path.join(HERE, "results")
BIN = os.path.abspath(os.environ.get("BENCH_BIN") or os.path.join(ROOT, ".build", "release", "recipe-scale"))
PYTHON = sys.executable
BUNDLED = os.path.join(ROOT, "recipes.json")
BASELINE_BIN = os.path.abspath(os.environ.get("BENCH_BASELINE") or os.path.join(
    ROOT, ".build", f"baseline-{summary.BASELINE_COMMIT}", ".build", "release", "recipe-scale"))
SERVINGS = "6"
INGREEDY_LINES = 10_000  # ingreedypy parses about 2,000 lines a second
MULTIPLIERS = {"": 1, "k": 1_000, "M": 1_000_000}


def env_number(name, default):
    text = os.environ.get(name, "").strip()
    try:
        return float(text) if text else default
    except ValueError:
        sys.exit(f"bench: {name}={text!r} is not a number")


ROUNDS_CAP = int(env_number("BENCH_ROUNDS", 0)) or None
SLOW_NS = env_number("BENCH_SLOW", 30) * 1e9


def count_of(label):
    """10 -> 10, 10k -> 10,000, 1M -> 1,000,000."""
    number, suffix = (label[:-1], label[-1]) if label[-1:] in ("k", "M") else (label, "")
    try:
        value = int(float(number) * MULTIPLIERS[suffix])
    except ValueError:
        value = 0
    if value <= 0:
        sys.exit(f"bench: {label!r} is not a size (write it like 10, 10k, 1M)")
    return value


def labels(name, default):
    return os.environ.get(name, default).split()


def rounds(default):
    return max(1, min(default, ROUNDS_CAP) if ROUNDS_CAP else default)


def rel(path):
    """A path as the results file shows it: relative to the repository when inside it."""
    path = os.path.abspath(path)
    return os.path.relpath(path, ROOT) if path.startswith(ROOT + os.sep) else path


# -- data ---------------------------------------------------------------------

def fresh(path, *generators):
    """True when path exists and is newer than the scripts that generate it."""
    return os.path.exists(path) and all(
        os.path.getmtime(path) >= os.path.getmtime(os.path.join(HERE, g)) for g in generators)


def generate(path, script, count, *extra):
    """Runs a generator into a temporary name and renames it when complete,
    so an interrupted run never leaves a truncated data set behind."""
    os.makedirs(DATA, exist_ok=True)
    print(f"generating {rel(path)} ...", flush=True)
    partial = path + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    done = subprocess.run([PYTHON, os.path.join(HERE, script), str(count), partial, *extra])
    if done.returncode != 0:
        sys.exit(f"bench: bench/{script} could not write {rel(path)} (exit {done.returncode})")
    if os.path.isdir(path):
        shutil.rmtree(path)
    os.replace(partial, path)


def collection(label, jsonl):
    path = os.path.join(DATA, f"recipes-{label}.{'jsonl' if jsonl else 'json'}")
    if not fresh(path, "generate.py"):
        generate(path, "generate.py", count_of(label), *(["--jsonl"] if jsonl else []))
    return path


def text_recipe(label):
    path = os.path.join(DATA, f"text-{label}.txt")
    if not fresh(path, "generate_text.py"):
        generate(path, "generate_text.py", count_of(label))
    return path


def pages(count):
    directory = os.path.join(DATA, f"pages-{count}")
    if not fresh(directory, "generate_pages.py", "generate_text.py"):
        generate(directory, "generate_pages.py", count)
    return sorted(os.path.join(directory, name) for name in os.listdir(directory) if name.endswith(".html"))


# -- measuring ----------------------------------------------------------------

class Failure(Exception):
    pass


class Command:
    def __init__(self, name, peer, argv, reports=False, variant=None):
        self.name, self.peer, self.argv = name, peer, argv
        self.reports = reports  # prints a JSON report of its own timing on stdout
        self.variant = variant
        self.samples, self.failure, self.note, self.done = [], None, None, False

    def record(self):
        argv = [rel(a) if os.path.isabs(a) and os.path.exists(a) else a for a in self.argv]
        if len(argv) > 12:
            argv = argv[:8] + [f"... ({len(argv) - 10} more)"] + argv[-2:]
        record = {"name": self.name, "peer": self.peer, "argv": argv, "samples": self.samples}
        if self.variant:
            record["variant"] = self.variant
        if self.failure:
            record["failure"] = self.failure
        if self.note:
            record["note"] = self.note
        return record


class Runner:
    """Runs a command once, with no shell, and measures it.

    stdin is /dev/null and stdout goes to /dev/null (or, for a command that
    reports, to a scratch file read afterwards); stderr goes to a scratch file
    shown when the command fails.

    With a C compiler at hand every command runs under measure.c, which reads
    a monotonic clock around the spawn and takes CPU time and peak RSS from
    the child's rusage (wait4). Without one, Python does the same itself with
    time.perf_counter_ns, posix_spawn and os.wait4, which is as good for time
    but not for memory: Linux counts the parent's peak RSS at the exec in the
    child's, so no reading can be below Python's own (see measure.c). Every
    sample keeps that floor, and a reading at it means "at most this much".
    """

    def __init__(self, helper):
        self.helper = helper
        self.scratch = tempfile.mkdtemp(prefix="bench-")
        self.err = os.path.join(self.scratch, "stderr")
        self.out = os.path.join(self.scratch, "stdout")
        self.meta = open(os.path.join(self.scratch, "measure"), "w+b")

    def close(self):
        self.meta.close()
        shutil.rmtree(self.scratch, ignore_errors=True)

    def once(self, command):
        out = self.out if command.reports else os.devnull
        if self.helper:
            sample, code = self.measured(command, out)
        else:
            sample, code = self.spawned(command, out)
        if code != 0:
            with open(self.err, "rb") as err:
                message = err.read().decode("utf-8", "replace").strip().splitlines()
            raise Failure(f"exit {code}" + (f": {message[-1][:200]}" if message else ""))
        if command.reports:
            try:
                with open(self.out, encoding="utf-8") as report:
                    sample["reported"] = json.load(report)
            except ValueError:
                raise Failure("its report is not JSON")
        return sample

    def measured(self, command, out):
        self.meta.seek(0)
        self.meta.truncate()
        pid = os.posix_spawn(self.helper, [self.helper, out, self.err, *command.argv], os.environ,
                             file_actions=[(os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
                                           (os.POSIX_SPAWN_DUP2, self.meta.fileno(), 1),
                                           (os.POSIX_SPAWN_OPEN, 2, self.err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)])
        _, status, _ = os.wait4(pid, 0)
        self.meta.seek(0)
        fields = self.meta.read().split()
        if os.waitstatus_to_exitcode(status) != 0 or len(fields) != 6:
            with open(self.err, "rb") as err:
                message = err.read().decode("utf-8", "replace").strip()
            raise Failure(message[:200] or "measure printed no measurement")
        wall, user, system, rss, code, floor = (int(f) for f in fields)
        return {"wall_ns": wall, "user_ns": user, "sys_ns": system, "maxrss_kib": rss, "floor_kib": floor}, code

    def spawned(self, command, out):
        floor = own_peak_kib()
        actions = [(os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
                   (os.POSIX_SPAWN_OPEN, 1, out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644),
                   (os.POSIX_SPAWN_OPEN, 2, self.err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)]
        start = time.perf_counter_ns()
        pid = os.posix_spawn(command.argv[0], command.argv, os.environ, file_actions=actions)
        _, status, usage = os.wait4(pid, 0)
        elapsed = time.perf_counter_ns() - start
        return {"wall_ns": elapsed, "user_ns": round(usage.ru_utime * 1e9), "sys_ns": round(usage.ru_stime * 1e9),
                "maxrss_kib": usage.ru_maxrss, "floor_kib": floor}, os.waitstatus_to_exitcode(status)


def own_peak_kib():
    """This process's memory high-water mark (VmHWM): the peak RSS a child starts with."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def helper():
    """measure.c compiled into the data directory, or None with the reason."""
    target = os.path.join(DATA, "measure")
    if fresh(target, "measure.c"):
        return target, None
    compiler = os.environ.get("CC") or next((c for c in ("cc", "clang", "gcc") if shutil.which(c)), None)
    if not compiler:
        return None, "no C compiler (cc, clang or gcc) to build bench/measure.c"
    os.makedirs(DATA, exist_ok=True)
    done = subprocess.run([compiler, "-O2", "-o", target + ".partial", os.path.join(HERE, "measure.c")],
                          capture_output=True, text=True)
    if done.returncode != 0:
        return None, f"{compiler} could not build bench/measure.c: {(done.stderr.strip().splitlines() or [''])[-1]}"
    os.replace(target + ".partial", target)
    return target, None




def take_turns(bench, commands, round_count, per_round=1, warmup=False):
    """Runs every command per_round times a round, round_count rounds, in turns.

    Each round starts one command further along, so no command always runs
    right after the same other one. With warmup, each turn starts with an
    untimed run, as the first run after another command finds the caches
    holding that one. A command that fails is reported and left out of the
    rounds that follow; one whose first run took longer than BENCH_SLOW runs
    no more.
    """
    for index in range(round_count):
        live = [c for c in commands if not c.done]
        if not live:
            break
        shift = index % len(live)
        for command in live[shift:] + live[:shift]:
            try:
                if warmup:
                    bench.runner.once(command)
                for _ in range(per_round):
                    command.samples.append(bench.runner.once(command))
            except Failure as failure:
                command.failure = f"{command.name} failed ({failure})"
                command.done = True
                print(f"  note: {command.failure}; left out", flush=True)
                continue
            if index == 0 and round_count > 1 and command.samples[-1]["wall_ns"] > SLOW_NS:
                command.done = True
                command.note = f"ran once: a run takes over {SLOW_NS / 1e9:.0f} s"


# -- the run ------------------------------------------------------------------

class Bench:
    def __init__(self):
        self.started = datetime.datetime.now().astimezone()
        os.makedirs(RESULTS, exist_ok=True)
        stamp = self.started.strftime("%Y-%m-%d-%H%M%S")
        self.path = os.path.join(RESULTS, f"{stamp}.json")
        suffix = 2
        while os.path.exists(self.path):
            self.path = os.path.join(RESULTS, f"{stamp}-{suffix}.json")
            suffix += 1
        self.rows, self.notes = [], []
        measurer, problem = helper()
        self.runner = Runner(measurer)
        self.jq = shutil.which("jq")
        self.cat = shutil.which("cat") or "/bin/cat"
        self.true = "/bin/true" if os.access("/bin/true", os.X_OK) else shutil.which("true")
        self.baseline = BASELINE_BIN if os.access(BASELINE_BIN, os.X_OK) else None
        self.results = {
            "schema": 1,
            "started": self.started.isoformat(timespec="seconds"),
            "machine": machine(),
            "versions": versions(self.jq, self.baseline),
            "settings": {k: os.environ[k] for k in sorted(os.environ) if k.startswith("BENCH_")},
            "method": ("bench/measure.c: wall time by CLOCK_MONOTONIC around posix_spawn and wait4, CPU time "
                       "(user + system) and peak RSS from the child's rusage" if measurer else
                       "Python: wall time by time.perf_counter_ns around os.posix_spawn and os.wait4, CPU time "
                       "(user + system) and peak RSS from the child's rusage; RSS no lower than floor_kib, "
                       "the harness's own peak") + "; no shell",
            "notes": self.notes,
            "rows": self.rows,
            "complete": False,
        }
        if problem:
            self.note(f"{problem}: timing with Python instead; times are as good, but a peak RSS below "
                      f"Python's own ({own_peak_kib() / 1024:.0f} MiB) "
                      f"shows as at most that (install a C compiler, e.g. apt-get install gcc, for exact figures)")

    def note(self, text):
        print(f"note: {text}", flush=True)
        self.notes.append(text)

    def save(self):
        partial = self.path + ".partial"
        with open(partial, "w", encoding="utf-8") as out:
            json.dump(self.results, out, indent=1)
            out.write("\n")
        os.replace(partial, self.path)

    def add(self, row_id, kind, title, source, amount, unit, commands, skipped,
            round_count, per_round=1, warmup=False, extra=None):
        """Measures one row, prints its table and saves the results so far."""
        if not commands:
            print(f"\n{title}\n  nothing to measure: " + "; ".join(s["reason"] for s in skipped))
        else:
            # The input is read once first, so every command finds it in the page cache.
            for path in ([source] if isinstance(source, str) else source):
                with open(path, "rb") as f:
                    while f.read(1 << 20):
                        pass
            print(f"\n{title}", flush=True)
            take_turns(self, commands, round_count, per_round, warmup)
        row = {"id": row_id, "kind": kind, "title": title,
               "input": {"path": rel(source if isinstance(source, str) else os.path.dirname(source[0])),
                         "bytes": total_bytes(source), "amount": amount, "unit": unit},
               "rounds": round_count, "per_round": per_round,
               "commands": [c.record() for c in commands], "skipped": skipped}
        row.update(extra or {})
        self.rows.append(row)
        if commands:
            print_table(row)
        for skip in skipped:
            print(f"  skipped {skip['name']}: {skip['reason']}")
        self.save()
        return row


def total_bytes(source):
    return os.path.getsize(source) if isinstance(source, str) else sum(os.path.getsize(p) for p in source)


def machine():
    model = None
    try:
        with open("/proc/cpuinfo") as info:
            model = next((l.split(":", 1)[1].strip() for l in info if l.startswith("model name")), None)
    except OSError:
        pass
    return {"cores": os.cpu_count(), "usable_cores": len(os.sched_getaffinity(0)), "cpu": model,
            "system": f"{platform.system()} {platform.release()}", "machine": platform.machine(),
            "load_at_start": list(os.getloadavg())}


def first_line(argv):
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=60)
        text = (done.stdout or done.stderr).strip().splitlines()
        return text[0] if text else None
    except (OSError, subprocess.TimeoutExpired):
        return None


def versions(jq, baseline):
    found = {"recipe-scale": first_line([BIN, "--version"]), "python": platform.python_version(),
             "cat": first_line(["cat", "--version"])}
    if baseline:
        found["baseline"] = f"{summary.BASELINE_COMMIT} ({first_line([baseline, '--version'])}, {rel(baseline)})"
    if jq:
        found["jq"] = first_line([jq, "--version"])
    try:
        found["ingreedypy"] = importlib.metadata.version("ingreedypy")
    except importlib.metadata.PackageNotFoundError:
        pass
    if shutil.which("swift"):
        found["swift"] = first_line(["swift", "--version"])
    if shutil.which("git"):
        commit = first_line(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"])
        if commit and not commit.startswith("fatal"):
            dirty = subprocess.run(["git", "-C", ROOT, "diff", "--quiet", "HEAD", "--", "Sources", "Package.swift"],
                                   capture_output=True).returncode != 0
            found["commit"] = commit + (" with uncommitted changes to Sources" if dirty else "")
    return found


def milliseconds(seconds):
    ms = seconds * 1000
    return f"{ms:10.3f}" if ms < 1 else f"{ms:10.2f}" if ms < 100 else f"{ms:10.0f}"


def plural(count, word):
    return f"{count} {word}{'' if count == 1 else 's'}"


def print_table(row):
    unit = {"MB": "MB/s", "lines": "lines/s", "pages": "pages/s"}[row["input"]["unit"]]
    print(f"  {'command':<30} {'runs':>5} {'wall ms':>10} {'CPU ms':>10} {unit:>10} {'RSS MiB':>8} {'vs ours':>8}")
    ours = summary.command(row, "recipe-scale")
    for cmd in row["commands"]:
        if not cmd["samples"]:
            continue
        rate = summary.rate(row, cmd)
        rate_text = "-" if rate is None else f"{rate:,.0f}" if rate >= 1000 else f"{rate:.1f}"
        ratio = summary.ratio(summary.wall(cmd), summary.wall(ours)) if ours else None
        ratio_text = "" if ratio is None else f"{ratio:7.2f}x" if ratio < 100 else f"{ratio:7.0f}x"
        print(f"  {cmd['name']:<30} {len(cmd['samples']):>5} {milliseconds(summary.wall(cmd))} "
              f"{milliseconds(summary.cpu(cmd))} {rate_text:>10} {summary.rss_text(cmd):>8} {ratio_text:>8}")
        if cmd.get("note"):
            print(f"    ({cmd['note']})")


def probe(fmt, body, files=1):
    """None when recipe-scale reads the format, else why its side is skipped."""
    with tempfile.TemporaryDirectory() as scratch:
        argv = [BIN, "show", "--input-format", fmt, "--servings", SERVINGS, "--format", "tsv"]
        for index in range(files):
            path = os.path.join(scratch, f"probe-{index}.{fmt}")
            with open(path, "w", encoding="utf-8") as out:
                out.write(body)
            argv += ["--file", path]
        done = subprocess.run(argv, capture_output=True, text=True)
    if done.returncode == 0:
        return None
    message = (done.stderr.strip().splitlines() or [""])[0]
    message = message.removeprefix("recipe-scale: ").split("; see ")[0][:160]
    if done.returncode == 64:
        return f"this recipe-scale has no {fmt} reader yet (show --input-format {fmt}: exit 64, {message})"
    return f"recipe-scale failed on a small {fmt} file (exit {done.returncode}: {message})"


PROBE_TEXT = "# Probe\nServes 2\n1 1/2 cups flour\n2-3 cloves garlic, minced\nsalt, to taste\n"
PROBE_PAGE = ('<html><head><script type="application/ld+json">{"@context":"https://schema.org",'
              '"@type":"Recipe","name":"Probe","recipeYield":"2","recipeIngredient":["1 cup rice"]}'
              '</script></head><body></body></html>\n')


def main():
    if not os.access(BIN, os.X_OK):
        sys.exit(f"bench: no recipe-scale at {BIN}; run make build first, or set BENCH_BIN")
    bench = Bench()
    info = bench.results
    print(f"recipe-scale {info['versions']['recipe-scale']} ({rel(BIN)}), {os.cpu_count()} cores, "
          f"load {os.getloadavg()[0]:.2f}; measured by {'bench/measure.c' if bench.runner.helper else 'Python'}: "
          f"medians of wall and CPU time, peak RSS")
    if not bench.jq:
        bench.note("jq is not installed: its commands are skipped (install it with: apt-get install jq)")
    if not bench.baseline:
        bench.note(f"the {summary.BASELINE_COMMIT} release is not built: its side of the startup and collection rows "
                   f"is skipped (build it with: make bench-baseline; or set BENCH_BASELINE to its binary)"
                   if not os.environ.get("BENCH_BASELINE") else
                   f"no binary at BENCH_BASELINE={os.environ['BENCH_BASELINE']}: "
                   f"the {summary.BASELINE_COMMIT} side of the startup and collection rows is skipped")
    if "ingreedypy" not in info["versions"]:
        bench.note(f"ingreedypy is not installed for {PYTHON}: its side of the parsing rows is skipped "
                   f"(install it with: {os.path.basename(PYTHON)} -m pip install ingreedypy)")
    def no_jq(name):
        return [{"name": name, "peer": "jq", "reason": "jq is not installed (apt-get install jq)"}] if not bench.jq else []
    try:
        run(bench, no_jq, no_baseline(bench))
    except KeyboardInterrupt:
        bench.save()
        sys.exit(f"\ninterrupted; the rows measured so far are in {rel(bench.path)}")
    finally:
        bench.runner.close()
    info["finished"] = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
    info["machine"]["load_at_end"] = list(os.getloadavg())
    info["complete"] = True
    bench.save()
    print(f"\nresults: {rel(bench.path)} (draw them with: make bench-plot RESULTS={rel(bench.path)})")


def no_baseline(bench):
    """The skipped entry for the baseline's side of a row, or [] when it is built."""
    def skipped(name):
        if bench.baseline:
            return []
        how = ("make bench-baseline builds it" if not os.environ.get("BENCH_BASELINE")
               else f"no binary at BENCH_BASELINE={os.environ['BENCH_BASELINE']}")
        return [{"name": name, "peer": "baseline", "reason": f"the {summary.BASELINE_COMMIT} release is not built ({how})"}]
    return skipped


def baseline_commands(bench, argv, jobs_one=False):
    """The baseline's run of argv (whose first element is recipe-scale), and with --jobs 1 too."""
    if not bench.baseline:
        return []
    commands = [Command(summary.BASELINE, "baseline", [bench.baseline, *argv[1:]])]
    if jobs_one:
        commands.append(Command(f"{summary.BASELINE} --jobs 1", "baseline",
                                [bench.baseline, *argv[1:-2], "-j", "1", *argv[-2:]], variant="--jobs 1"))
    return commands


def run(bench, no_jq, no_baseline):
    # Startup: the bundled file, against the baseline, jq reading it and /bin/true.
    show = [BIN, "show", "--servings", "4", "--format", "tsv", "-f", BUNDLED]
    startup = [Command("recipe-scale", "recipe-scale", show), *baseline_commands(bench, show),
               Command("/bin/true", "true", [bench.true])]
    if bench.jq:
        startup.append(Command("jq .", "jq", [bench.jq, ".", BUNDLED]))
    count = rounds(10)
    row = bench.add("startup", "startup", f"startup on the bundled recipes.json ({count * 20} runs, "
                    f"{plural(count, 'round')} of 20 after a warm-up run)", BUNDLED, os.path.getsize(BUNDLED) / 1e6, "MB",
                    startup, no_jq("jq .") + no_baseline(summary.BASELINE), count, per_round=20, warmup=True)
    ours, true, jq = (summary.command(row, n) for n in ("recipe-scale", "/bin/true", "jq ."))
    if ours and true:
        line = f"  CPU ratio: recipe-scale / /bin/true {summary.cpu(ours) / summary.cpu(true):.2f}x"
        if jq:
            line += f", / jq {summary.cpu(ours) / summary.cpu(jq):.3f}x"
        baseline = summary.cpu_ratio(row, "recipe-scale", summary.BASELINE)
        if baseline is not None:
            line += f", / {summary.BASELINE_COMMIT} {baseline:.3f}x"
        print(line)

    sizes = labels("BENCH_SIZES", "10 10k 100k")
    for label in sizes:
        items = count_of(label)
        for jsonl in (False, True):
            path = collection(label, jsonl)
            kind = "JSON Lines" if jsonl else "JSON array"
            scale = [BIN, "show", "--servings", SERVINGS, "--format", "tsv", "-f", path]
            commands = [Command("recipe-scale", "recipe-scale", scale)]
            if items >= 100_000 and not jsonl:
                commands.append(Command("recipe-scale --jobs 1", "recipe-scale", scale[:-2] + ["-j", "1"] + scale[-2:],
                                        variant="--jobs 1"))
            commands += baseline_commands(bench, scale, jobs_one=items >= 100_000 and not jsonl)
            commands.append(Command("python3 scale.py", "python", [PYTHON, os.path.join(HERE, "scale.py"), SERVINGS, path]))
            skipped = no_baseline(summary.BASELINE)
            if not jsonl:
                if bench.jq:
                    commands.append(Command("jq -f scale.jq", "jq", [bench.jq, "-r", "--argjson", "servings", SERVINGS,
                                                                    "-f", os.path.join(HERE, "scale.jq"), path]))
                else:
                    skipped += no_jq("jq -f scale.jq")
            commands.append(Command("cat", "cat", [bench.cat, path]))
            count = rounds(20 if items <= 1_000 else 5 if items <= 100_000 else 3)
            megabytes = os.path.getsize(path) / 1e6
            extra = {"format": "jsonl" if jsonl else "json", "items": items}
            if label == sizes[0]:
                extra["same_output"] = same_output(bench, commands)
            row = bench.add(f"{'jsonl' if jsonl else 'json'}-{label}", "collection",
                            f"{label} recipes, {kind}, {summary.size(os.path.getsize(path))} ({plural(count, 'round')}, in turns)",
                            path, megabytes, "MB", commands, skipped, count, extra=extra)
            print_ratios(row, path)

    walls = {label: summary.command(summary.row(bench.results, f"json-{label}"), "recipe-scale") for label in sizes}
    if len(sizes) > 1 and walls[sizes[-1]] and walls[sizes[-2]]:
        growth = summary.wall(walls[sizes[-1]]) / summary.wall(walls[sizes[-2]])
        factor = count_of(sizes[-1]) / count_of(sizes[-2])
        print(f"\ngrowth: {sizes[-1]} / {sizes[-2]} wall time = {growth:.2f} (linear is {factor:g})")

    if os.environ.get("BENCH_MILLION", "1") != "0":
        path = collection("1M", jsonl=True)
        megabytes = os.path.getsize(path) / 1e6
        bench.add("jsonl-1M", "million", f"1,000,000 recipes, JSON Lines, {summary.size(os.path.getsize(path))}: memory (one run)",
                  path, megabytes, "MB",
                  [Command("recipe-scale", "recipe-scale", [BIN, "show", "--servings", SERVINGS, "--format", "tsv", "-f", path])],
                  [], 1, extra={"format": "jsonl", "items": 1_000_000})

    line_labels = labels("BENCH_LINES", "100k 1M")
    if line_labels:
        text_problem = probe("text", PROBE_TEXT)
    for label in line_labels:
        path = text_recipe(label)
        lines = count_of(label)
        commands, skipped = [], []
        if text_problem:
            skipped.append({"name": "recipe-scale", "peer": "recipe-scale", "reason": text_problem})
        else:
            commands.append(Command("recipe-scale", "recipe-scale", [BIN, "show", "--input-format", "text", "--servings",
                                                                     SERVINGS, "--format", "tsv", "--file", path]))
        subset = min(lines, INGREEDY_LINES)
        if "ingreedypy" in bench.results["versions"]:
            commands.append(Command(f"ingreedypy ({subset:,} lines)", "ingreedypy",
                                    [PYTHON, os.path.join(HERE, "ingreedy_peer.py"), path, str(subset)], reports=True))
        else:
            skipped.append({"name": f"ingreedypy ({subset:,} lines)", "peer": "ingreedypy",
                            "reason": f"ingreedypy is not installed ({os.path.basename(PYTHON)} -m pip install ingreedypy)"})
        commands.append(Command("cat", "cat", [bench.cat, path]))
        # More rounds than the other rows: a run takes a tenth of a second to a
        # second or two, and a shared machine moved single runs by half.
        count = rounds(9 if lines <= 100_000 else 5)
        row = bench.add(f"text-{label}", "parsing", f"parsing: a text recipe of {lines:,} ingredient lines, "
                        f"{summary.size(os.path.getsize(path))} ({plural(count, 'round')}, in turns)",
                        path, lines, "lines", commands, skipped, count, extra={"items": lines})
        ours = summary.command(row, "recipe-scale")
        peer = next((c for c in row["commands"] if c["peer"] == "ingreedypy" and c["samples"]), None)
        if ours and peer:
            print(f"  lines per second: recipe-scale / ingreedypy {summary.rate(row, ours) / summary.rate(row, peer):,.0f}x; "
                  f"recipe-scale {lines / summary.cpu(ours):,.0f} lines per CPU second")

    page_count = int(env_number("BENCH_PAGES", 1000))
    if page_count > 0:
        page_problem = probe("html", PROBE_PAGE)
        if page_problem is None and page_count > 1:
            page_problem = probe("html", PROBE_PAGE, files=2)
            if page_problem:
                page_problem = "this recipe-scale cannot read several pages in one run yet (--file twice: " + page_problem + ")"
        files = pages(page_count)
        commands, skipped = [], []
        if page_problem:
            skipped.append({"name": "recipe-scale", "peer": "recipe-scale", "reason": page_problem})
        else:
            argv = [BIN, "show", "--input-format", "html", "--servings", SERVINGS, "--format", "tsv"]
            for path in files:
                argv += ["--file", path]
            commands.append(Command("recipe-scale", "recipe-scale", argv))
        commands.append(Command("python3 extract_pages.py", "python", [PYTHON, os.path.join(HERE, "extract_pages.py"), *files]))
        commands.append(Command("cat", "cat", [bench.cat, *files]))
        count = rounds(3)
        row = bench.add(f"pages-{page_count}", "pages", f"web pages: {page_count:,} saved pages, "
                        f"{summary.size(total_bytes(files))} ({plural(count, 'round')}, in turns)",
                        files, page_count, "pages", commands, skipped, count, extra={"items": page_count})
        ours, peer = summary.command(row, "recipe-scale"), summary.command(row, "python3 extract_pages.py")
        if ours and peer:
            print(f"  ratio: recipe-scale / python {summary.wall(ours) / summary.wall(peer):.3f}x")


def print_ratios(row, path):
    ours = summary.command(row, "recipe-scale")
    if not ours:
        return
    notes = []
    for name, label in (("python3 scale.py", "python"), ("jq -f scale.jq", "jq")):
        peer = summary.command(row, name)
        if peer:
            notes.append(f"{label} {summary.wall(ours) / summary.wall(peer):.3f}x")
    single = summary.command(row, "recipe-scale --jobs 1")
    if single:
        notes.append(f"{os.cpu_count()} cores / 1 core {summary.wall(ours) / summary.wall(single):.2f}")
        notes.append(f"peak RSS {summary.rss(ours) * 1024 * 1024 / os.path.getsize(path):.2f}x the file")
    if notes:
        print("  ratios: recipe-scale / " + ", ".join(notes))
    cpu = [f"{summary.BASELINE_COMMIT}{variant} {ratio:.3f}x" for variant in ("", " --jobs 1")
           if (ratio := summary.cpu_ratio(row, "recipe-scale" + variant, summary.BASELINE + variant)) is not None]
    if cpu:
        print("  CPU ratios: recipe-scale / " + ", ".join(cpu))


def same_output(bench, commands):
    """Whether each peer prints what recipe-scale prints (its first five TSV
    columns: the peers know nothing of later ones), checked on the smallest
    collection so a changed output format shows up as a note. The peers write
    every amount as an exact fraction, so recipe-scale is asked for those too
    (`--fractions ascii`), not the kitchen decimals (`~0.38 ml`) it shows by
    default; the timed command is unchanged."""
    def rows(argv):
        done = subprocess.run(argv, capture_output=True, text=True)
        return [line.split("\t")[:5] for line in done.stdout.splitlines()] if done.returncode == 0 else None
    argv = commands[0].argv
    ours = rows(argv[:-2] + ["--fractions", "ascii"] + argv[-2:])
    verdict = {}
    for command in commands[1:]:
        if command.peer in ("python", "jq"):
            theirs = rows(command.argv)
            verdict[command.name] = theirs is not None and theirs == ours
            if not verdict[command.name]:
                bench.note(f"{command.name} does not print what recipe-scale prints on {rel(command.argv[-1])}")
    return verdict


if __name__ == "__main__":
    main()
