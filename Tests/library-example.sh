#!/bin/sh
# The library's consumer package, examples/library: builds it against this
# package, runs it, and checks that each part of what it prints is what the
# command line prints for the same recipes; and that every Swift block of
# docs/library.md is the example's own code.
#
#   Tests/library-example.sh BIN    BIN: the recipe-scale binary to compare with
set -eu
bin=$1
root=$(cd "$(dirname "$0")/.." && pwd)
example=$root/examples/library
python=${PYTHON:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "library example: $1" >&2; failures=$((failures + 1)); }

# The core imports no platform module (Glibc, Foundation): only what every
# Swift toolchain has. Building the example builds it alone, as an app would.
imports=$(grep -rhE '^import ' "$root/Sources/RecipeScale" | sort -u | grep -v '^import Synchronization$' || true)
[ -z "$imports" ] || fail "the core imports $imports"

swift build --package-path "$example" -q
"$(swift build --package-path "$example" --show-bin-path)/library-example" \
  "$root/recipes.json" "$example/pancakes.txt" "$example/page.html" > "$work/example.out"

# The example prints its parts under lines "== title"; one file a part.
awk -v dir="$work" '/^== /{ n++; next } { print > (dir "/part" n) }' "$work/example.out"
for n in 1 2 3 4 5 6; do [ -f "$work/part$n" ] || fail "part $n printed nothing"; done

"$bin" show -s 4 -f "$root/recipes.json" > "$work/cli1"
"$bin" show -s 6 --format tsv -f "$root/recipes.json" | tail -n +2 \
  | awk -F'\t' '{ s = $3; if ($4 != "") s = (s == "" ? $4 : s " " $4); if ($6 != "") s = $6; print s }' > "$work/cli2"
"$bin" show "Pad Thai" -s 6 --units metric -f "$root/recipes.json" | tail -n +2 > "$work/kitchen"
"$bin" show "Pad Thai" -s 6 --units metric --exact -f "$root/recipes.json" | tail -n +2 > "$work/exact"
paste -d '|' "$work/kitchen" "$work/exact" | sed 's/|/ | /' > "$work/cli3"
"$bin" shop "Pad Thai" "Garlic Bread" -s 4 -f "$root/recipes.json" > "$work/cli4"
"$bin" show -s 8 --input-format text -f "$example/pancakes.txt" > "$work/cli5"
"$bin" show -s 4 --input-format html -f "$example/page.html" > "$work/cli6"

names="recipes_at_4_servings getPortion_at_6 kitchen_and_exact shopping_list text_recipe web_page"
n=0
for name in $names; do
  n=$((n + 1))
  if ! diff -u "$work/cli$n" "$work/part$n" > "$work/diff$n"; then
    fail "$name differs from the command line:"
    cat "$work/diff$n" >&2
  fi
done

# docs/library.md shows the example's code: each of its Swift blocks stands,
# line for line, in the example's main.swift or its Package.swift.
"$python" - "$root/docs/library.md" "$example/Sources/library-example/main.swift" \
  "$example/Package.swift" <<'PY' || failures=$((failures + 1))
import sys
doc = open(sys.argv[1], encoding="utf-8").read()
source = "\n".join(open(path, encoding="utf-8").read() for path in sys.argv[2:])
blocks, block, inside = [], [], False
for line in doc.splitlines():
    if line.strip() == "```swift":
        inside, block = True, []
    elif inside and line.strip() == "```":
        inside = False
        blocks.append("\n".join(block))
    elif inside:
        block.append(line)
missing = [b for b in blocks if b.strip() and b not in source]
if not blocks:
    print("library example: docs/library.md has no Swift block", file=sys.stderr)
    sys.exit(1)
for b in missing:
    print("library example: a block of docs/library.md is not in the example:\n" + b, file=sys.stderr)
sys.exit(1 if missing else 0)
PY

if [ "$failures" -ne 0 ]; then
  echo "library example: $failures check(s) failed" >&2
  exit 1
fi
echo "library example: 6 parts match the command line, and docs/library.md is its code"
