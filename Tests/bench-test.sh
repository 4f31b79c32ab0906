#!/usr/bin/env bash
# make bench's harness, so it cannot rot: run on the smallest collection with
# one round, into a scratch directory, once with nothing but cat on PATH (no
# jq, no hyperfine, no C compiler) and once with PATH as it is. Checks that it
# completes and writes its results, and that report.py and plot.py read them.
# Nothing about speed. BENCH_BIN is the binary (make test-bench passes the
# release build). Prints one line per check and a closing "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${BENCH_BIN:-.build/release/recipe-scale}
python=$(command -v "${PYTHON:-python3}")
python=$("$python" -c 'import sys; print(sys.executable)')
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
passed=0
failed=0
check() {
  local name=$1
  shift
  if "$@" >"$scratch/check.log" 2>&1; then
    echo "ok - $name"
    passed=$((passed + 1))
  else
    echo "not ok - $name"
    sed 's/^/    /' "$scratch/check.log" | tail -n 20
    failed=$((failed + 1))
  fi
}

if [ ! -x "$bin" ]; then
  echo "not ok - no recipe-scale at $bin (make test-bench builds it)"
  echo "bench: 0 passed, 1 failed"
  exit 1
fi

# The smallest of everything, one round each; data and results in the scratch directory.
# BASELINE stands in for the 1dd26bd release, so the run does not depend on
# whether make bench-baseline was run: a path with nothing there, or this build.
harness() { # NAME PATH BASELINE
  mkdir -p "$scratch/$1/results"
  env PATH="$2" BENCH_BIN="$bin" BENCH_BASELINE="$3" BENCH_DATA="$scratch/$1/data" BENCH_RESULTS="$scratch/$1/results" \
    BENCH_SIZES=10 BENCH_MILLION=0 BENCH_LINES=100 BENCH_PAGES=2 BENCH_ROUNDS=1 \
    "$python" bench/bench.py >"$scratch/$1/output" 2>&1
}
# A check of the one results file of a run, in Python: RESULTS is its path.
results() { # NAME PYTHON-EXPRESSION
  local file
  file=$(find "$scratch/$1/results" -name '*.json')
  [ "$(printf '%s\n' "$file" | wc -l)" -eq 1 ] && [ -n "$file" ] || { echo "not one results file: $file"; return 1; }
  "$python" -c "import json, sys; r = json.load(open(sys.argv[1])); sys.exit(0 if ($2) else 1)" "$file"
}

touch "$scratch/stamp"
mkdir "$scratch/bare-path"
ln -s "$(command -v cat)" "$scratch/bare-path/cat"

check "the harness runs with only cat on PATH (no jq, hyperfine or C compiler)" \
  harness bare "$scratch/bare-path" "$scratch/no-baseline"
check "it writes one complete results file" results bare 'r["complete"]'
check "with the cores, the versions and the way it measured" \
  results bare 'r["machine"]["cores"] > 0 and r["versions"]["recipe-scale"] and r["versions"]["python"] and r["method"].startswith("Python")'
check "every startup command has non-zero wall and CPU times" \
  results bare 'all(s["wall_ns"] > 0 and s["user_ns"] + s["sys_ns"] > 0 for c in r["rows"][0]["commands"] for s in c["samples"]) and len(r["rows"][0]["commands"]) >= 2'
check "every row it runs has samples: startup, both collections, parsing, pages" \
  results bare '[x["id"] for x in r["rows"]] == ["startup", "json-10", "jsonl-10", "text-100", "pages-2"] and all(c["samples"] for x in r["rows"] for c in x["commands"])'
check "jq's rows are skipped with a note that says how to get it" \
  bash -c "grep -q 'skipped jq' '$scratch/bare/output' && grep -q 'apt-get install jq' '$scratch/bare/output'"
check "a missing 1dd26bd release is skipped with a note that names it" \
  bash -c "grep -q 'skipped recipe-scale 1dd26bd' '$scratch/bare/output' && grep -q 'no binary at BENCH_BASELINE' '$scratch/bare/output'"
check "no traceback" bash -c "! grep -q Traceback '$scratch/bare/output'"

check "the harness runs with PATH as it is" harness full "$PATH" "$bin"
check "it writes one complete results file" results full 'r["complete"]'
check "the 1dd26bd release runs at startup and on both collections, with a CPU ratio" \
  bash -c "[ \"\$(grep -c '^  recipe-scale 1dd26bd ' '$scratch/full/output')\" -eq 3 ] \
    && grep -q 'CPU ratios: recipe-scale / 1dd26bd' '$scratch/full/output'"
check "each peer prints the rows recipe-scale prints (exact fractions), with no note" \
  results full 'all(all(x["extra"]["same_output"].values()) and x["extra"]["same_output"] for x in r["rows"] if "same_output" in x.get("extra", {})) and not any("does not print" in n for n in r["notes"])'
if command -v cc >/dev/null || command -v clang >/dev/null || command -v gcc >/dev/null; then
  check "with a C compiler, measure.c measures, and recipe-scale's peak RSS is above its floor" \
    results full 'r["method"].startswith("bench/measure.c") and all(s["maxrss_kib"] > s["floor_kib"] for s in r["rows"][0]["commands"][0]["samples"])'
fi

cp docs/performance.md "$scratch/performance.md"
results_file=$(find "$scratch/full/results" -name '*.json' | head -n 1)
check "report.py writes the figures section from the results" \
  bash -c "'$python' bench/report.py '$results_file' --doc '$scratch/performance.md' \
    && grep -q '| startup, \`show\` on the bundled recipes.*1dd26bd' '$scratch/performance.md'"
if "$python" -c 'import matplotlib' 2>/dev/null; then
  check "plot.py draws an SVG from the results" \
    bash -c "'$python' bench/plot.py '$results_file' --output '$scratch/performance.svg' && grep -q '<svg' '$scratch/performance.svg'"
else
  echo "skip - plot.py draws an SVG (no matplotlib for $python)"
fi
# bench/data and bench/results are left out: a make bench running meanwhile may write there.
check "nothing was written into the repository, the results went where BENCH_RESULTS said" \
  bash -c "[ -z \"\$(find bench docs -newer '$scratch/stamp' -not -path 'bench/data/*' -not -path 'bench/results/*' -print)\" ] \
    && grep -q '^results: $scratch/bare/results/' '$scratch/bare/output'"

echo "bench: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
