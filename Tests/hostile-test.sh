#!/usr/bin/env bash
# The hostile inputs of docs/hostile-input.md at full size, through the
# release binary: each is generated into a scratch directory and run under a
# memory cap (ulimit -v: four times the input, plus 256 MB) and a time limit.
# Each must end by itself with the exit status it should have (0, or 65 for
# bad data) and a one-line message, never a crash (128 and above), a timeout
# or the cap. Prints one line per case with its time and peak memory (when
# /usr/bin/time can say), and a closing "N passed, N failed".
#
#   Tests/hostile-test.sh [BINARY]    (default: the release build's recipe-scale)
#
# HOSTILE_SECONDS sets the time limit (60); HOSTILE_ONLY, a pattern, runs only
# the cases whose names match it (HOSTILE_ONLY=cook for the Cooklang ones).
set -uo pipefail
cd "$(dirname "$0")/.."
bin=${1:-$(swift build -c release --show-bin-path 2>/dev/null)/recipe-scale}
python=${PYTHON:-python3}
limit=${HOSTILE_SECONDS:-60}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
passed=0
failed=0

if [ ! -x "$bin" ]; then
  echo "not ok - no recipe-scale at $bin (make test-hostile builds it)"
  echo "hostile: 0 passed, 1 failed"
  exit 1
fi
# The cases run in the scratch directory, so that messages name the files alone.
case $bin in /*) ;; *) bin=$PWD/$bin ;; esac
measure=()
if [ -x /usr/bin/time ] && /usr/bin/time -f %M -o /dev/null true 2>/dev/null; then
  measure=(/usr/bin/time -f %M -o "$scratch/peak")
fi

# Writes a file from Python: NAME, then a statement that writes to `f`.
generate() {
  "$python" -c "import sys
with open(sys.argv[1], 'wb') as f:
    $2" "$scratch/$1"
}

# NAME STATUS PATTERN FILE ARGS...: runs the binary on FILE under the caps,
# and checks the status, that the output matches the pattern (when one is
# given), that an error is one line on standard error and nothing on standard
# output, and that nothing crashed or hung.
case_() {
  local name=$1 want=$2 pattern=$3 file=$4
  shift 4
  if [ -n "${HOSTILE_ONLY:-}" ] && ! grep -qE -- "$HOSTILE_ONLY" <<<"$name"; then
    rm -f "$scratch/$file"
    return
  fi
  local size cap start end status seconds peak
  size=$(stat -c %s "$scratch/$file" 2>/dev/null || echo 0)
  # ulimit -v counts KiB of address space: PER_BYTE times the input (4 unless
  # the case says), plus PER_ITEM KiB for each of ITEMS ingredients, plus 256 MB.
  cap=$(((${per_byte:-4} * size + ${items:-0} * ${per_item:-0} * 1024 + 256 * 1024 * 1024) / 1024))
  rm -f "$scratch/peak"
  start=$(date +%s%N)
  (
    cd "$scratch" || exit 1
    ulimit -v "$cap"
    exec "${measure[@]}" timeout --kill-after=5 "$limit" "$bin" "$@" "$file"
  ) >"$scratch/out" 2>"$scratch/err"
  status=$?
  end=$(date +%s%N)
  seconds=$(awk -v ns=$((end - start)) 'BEGIN { printf "%.2f", ns / 1e9 }')
  peak=$(tail -n 1 "$scratch/peak" 2>/dev/null | awk '/^[0-9]+$/ { printf "%d MB", $1 / 1024 }')
  local figures="${seconds} s${peak:+, peak $peak}, cap $((cap / 1024)) MB"
  local problem=""
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    problem="did not finish within ${limit} s"
  elif [ "$status" -ge 128 ]; then
    problem="crashed with status $status"
  elif [ "$status" -ne "$want" ]; then
    problem="exit $status, not $want"
  elif [ -n "$pattern" ] && ! cat "$scratch/out" "$scratch/err" | grep -qE -- "$pattern"; then
    problem="the output does not say \"$pattern\""
  elif [ "$want" -ne 0 ] && [ "$(wc -l <"$scratch/err")" -ne 1 ]; then
    problem="the message is not one line"
  elif [ "$want" -ne 0 ] && [ -s "$scratch/out" ]; then
    problem="wrote to standard output on an error"
  fi
  if [ -z "$problem" ]; then
    echo "ok - $name: exit $status ($figures)"
    passed=$((passed + 1))
  else
    echo "not ok - $name: $problem ($figures)"
    head -c 300 "$scratch/err" | sed 's/^/    /'
    failed=$((failed + 1))
  fi
  rm -f "$scratch/$file"
}

open='<script type="application/ld+json">'
recipe='{"@type":"Recipe","name":"Needle","recipeYield":"4","recipeIngredient":["200 g flour"]}'
filler='<div class="x"><p>Lorem ipsum &amp; dolor <script</p></div>\n'

generate page.html "f.write(b'$open$recipe</script>\n'); f.write(b'$filler' * (200_000_000 // 60))"
case_ "200 MB of HTML around one block" 0 '' page.html list -f
generate nothing.html "f.write(b'$filler' * (200_000_000 // 60))"
case_ "200 MB of HTML and no recipe" 65 'no schema.org Recipe' nothing.html show -f

generate closed.html "f.write(b'<script>x</script>' * 100_000)"
case_ "100,000 closed <script> tags" 65 'no schema.org Recipe' closed.html show -f
generate unclosed.html "f.write(b'<script ' * 100_000)"
case_ "100,000 <script tags never closed" 65 'no schema.org Recipe' unclosed.html show -f
generate empty.html "f.write(b'$open</script>' * 100_000)"
case_ "100,000 empty JSON-LD scripts" 65 'not valid JSON' empty.html show -f
generate comments.html "f.write(b'<!-- <script>' * 1_000_000)"
case_ "1,000,000 comments never closed" 65 'no schema.org Recipe' comments.html show -f

generate unterminated.html "f.write(b'$open$recipe'); f.write(b'x' * 100_000_000)"
case_ "a JSON-LD script never closed, 100 MB after the recipe" 0 '' unterminated.html list -f
generate string.html "f.write(b'$open{\"@type\":\"Recipe\",\"name\":\"'); f.write(b'x' * 100_000_000)"
case_ "a JSON-LD string never closed, 100 MB long" 65 'not closed' string.html show -f

generate deep.html "f.write(b'$open' + b'[' * 100_000 + b']' * 100_000 + b'</script>')"
case_ "JSON-LD nested 100,000 deep" 65 'deeper than 512' deep.html show -f
generate deeper.html "f.write(b'$open' + b'[' * 50_000_000)"
case_ "JSON-LD opened 50,000,000 deep, never closed" 65 'deeper than 512' deeper.html show -f

# What an ingredient costs does not depend on how short its line is: a
# million lines of 9 bytes are a million ingredients of some 200 bytes each,
# kept, scaled and written; with a doubt each, a message each too.
generate million.html "f.write(b'$open{\"@type\":\"Recipe\",\"name\":\"Big\",\"recipeYield\":\"4\",\"recipeIngredient\":['); f.write(b'\"2 eggs\",' * 999_999 + b'\"2 eggs\"]}</script>')"
items=1000000 per_item=1 case_ "a recipe with a million ingredients, scaled" 0 '' million.html show -s 8 -f
generate doubtful.json "f.write(b'{\"@type\":\"Recipe\",\"name\":\"Big\",\"recipeYield\":\"4\",\"recipeIngredient\":['); f.write(b'\"a few eggs\",' * 999_999 + b'\"a few eggs\"]}')"
items=1000000 per_item=2 case_ "a million doubtful lines in schema.org JSON, validated" 0 'ingredient #1000000 "a few eggs"' doubtful.json validate -f

# The Cooklang reader holds a line as 32-bit scalars: four bytes for each
# byte of a line, then its words, before the ingredients.
generate brace.cook "f.write(b'Mix @flour{' + b'200%g and more ' * 3_333_333)"
per_byte=12 case_ "a 50 MB .cook line with an unclosed {" 0 '' brace.cook list -f
generate braces.cook "f.write(b'@a{' * 10_000_000)"
per_byte=12 case_ "10,000,000 unclosed @a{ in a .cook file" 0 '' braces.cook list -f

generate garbage.html "import random; random.seed(15); f.write(random.randbytes(100_000_000))"
case_ "100 MB of binary garbage named .html" 65 'recipe-scale: garbage.html' garbage.html show -f
generate utf8.html "f.write(bytes(range(0x80, 0x100)) * 400_000)"
case_ "100 MB of bytes that are no UTF-8, named .html" 65 'recipe-scale: utf8.html' utf8.html show -f
# A page that declares Latin-1 is made UTF-8 whole, beside the page: at most
# three bytes for one (0x80 is €), within the cap of four times the input.
generate latin1.html "f.write(b'<meta charset=iso-8859-1>$open$recipe</script>\n'); f.write(b'\xe9' * 200_000_000)"
case_ "200 MB of é in a page declaring iso-8859-1, around one block" 0 '' latin1.html list -f
generate euro.html "f.write(b'<meta charset=windows-1252>'); f.write(b'\x80' * 100_000_000)"
case_ "100 MB of € in a page declaring windows-1252, no recipe" 65 'no schema.org Recipe' euro.html show -f
truncate -s 1100M "$scratch/huge.html"
case_ "a page over 1 GiB (sparse)" 65 'recipe-scale: huge.html' huge.html show -f

echo "hostile: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
