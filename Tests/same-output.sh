#!/usr/bin/env bash
# Records what a recipe-scale binary prints for a fixed set of commands, so
# that a refactoring can be checked byte for byte against the tree before it:
#
#   Tests/same-output.sh BEFORE-BIN before/    # on the old tree's build
#   Tests/same-output.sh AFTER-BIN after/
#   diff -r before after                       # nothing: the same output
#
# Each command's standard output, standard error and exit status go to one
# numbered file. The data are the examples, the bundled recipes and the
# bench's generated collections, text recipes and pages (made once into
# OUT/data). Every format, unit system and fraction style, shop, validate
# and import. Run from the root of the repository.
set -uo pipefail
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$2
# The data sit at one path for both runs, since paths show in messages.
data=${SAME_OUTPUT_DATA:-.build/same-output-data}
mkdir -p "$out" "$data"
python3 bench/generate.py 200 "$data/200.json" >/dev/null
python3 bench/generate.py 200 "$data/200.jsonl" --jsonl >/dev/null
python3 bench/generate_text.py 20000 "$data/20k.txt" >/dev/null
python3 bench/generate_pages.py 20 "$data/pages" >/dev/null
# The test suite's ingredient lines and the written-apart corpus as one text recipe.
python3 - "$data/lines.txt" <<'PY'
import glob, re, sys
lines = ["# Every line the tests read", "Serves 4", ""]
for path in sorted(glob.glob("Tests/RecipeScaleTests/Readers/Lines/IngredientLineCases*.swift")):
    for match in re.finditer(r'^\s*\(\s*"((?:[^"\\]|\\.)*)"', open(path).read(), re.M):
        if "\\" not in match.group(1):
            lines.append(match.group(1))
with open("Tests/RecipeScaleTests/Readers/Lines/Fixtures/written-apart.tsv") as corpus:
    lines += [row.split("\t")[0] for row in corpus.read().splitlines()[1:]]
open(sys.argv[1], "w").write("\n".join(lines) + "\n")
PY

n=0
record() {
  n=$((n + 1))
  local file
  file=$(printf '%s/%04d' "$out" "$n")
  {
    printf '$ %s\n' "$*"
    NO_COLOR=1 RECIPE_SCALE_JOBS=1 "$bin" "$@" 2>"$file.err"
    printf '\n[exit %d]\n' "$?"
    cat "$file.err"
  } >"$file" </dev/null
  rm -f "$file.err"
}

files=(recipes.json examples/*.json examples/*.txt examples/*.cook examples/*.html
  "$data/200.json" "$data/200.jsonl" "$data/20k.txt" "$data/lines.txt")
for file in "${files[@]}"; do
  record list -f "$file"
  record validate -f "$file"
  record import "$file"
  for format in text tsv json markdown; do
    record show -f "$file" --format "$format"
    record show -f "$file" --format "$format" -s 3
  done
  for units in as-written best metric us; do
    for fractions in auto ascii unicode decimal; do
      record show -f "$file" -s 7 --units "$units" --fractions "$fractions" --format tsv
    done
    record show -f "$file" --scale 3/4 --units "$units" --measure
    record show -f "$file" --scale 5/3 --units "$units" --spoons ml --exact
    record shop -f "$file" --all --units "$units"
  done
  record shop -f "$file" --all -s 5 --by-recipe
  for format in text tsv json markdown; do
    record shop -f "$file" --all -s 2 --format "$format" --group-by first-seen
  done
done
for page in "$data"/pages/*; do
  record show -f "$page" --input-format html -s 5 --format tsv
  record import --input-format html "$page"
done
record show -f recipes.json --to 'eggs=3'
record show -f recipes.json --to 'butter=1 cup' --format json
record show -f examples/languages.json --language de -s 9
record shop -f recipes.json 'Pad Thai=6' Pancakes=2 --measure
record show -f examples/broken.json --strict
record show -f recipes.json nosuchrecipe
