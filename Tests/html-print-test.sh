#!/usr/bin/env bash
# The HTML format printed by a real browser: headless Chromium prints pages
# that recipe-scale writes to PDF, and pdftotext and pdfinfo read back what a
# cook would see on paper: the text, its layout and the number of pages, on
# Letter (Chromium's default) and on A4. Prints one line per check and a
# closing "N passed, N failed".
#
#   Tests/html-print-test.sh [BINARY]    (default: the release build's recipe-scale)
#
# Needs chromium and poppler-utils (apt-get install chromium poppler-utils).
# Without them it says so and passes, unless REQUIRE_BROWSER=1 (as .ci/run
# sets), when it fails. With PICTURE=path it also draws the first page of the
# printed card as a PNG there (make html-picture: docs/html-card.png).
set -uo pipefail
cd "$(dirname "$0")/.."
bin=${1:-$(swift build -c release --show-bin-path 2>/dev/null)/recipe-scale}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
passed=0
failed=0

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ] || ! command -v pdftotext >/dev/null || ! command -v pdfinfo >/dev/null; then
  if [ "${REQUIRE_BROWSER:-0}" = 1 ]; then
    echo "not ok - chromium, pdftotext or pdfinfo is missing (apt-get install chromium poppler-utils)"
    exit 1
  fi
  echo "html-print: skipped, chromium and poppler-utils are not installed" \
    "(apt-get install chromium poppler-utils)"
  exit 0
fi
if [ ! -x "$bin" ]; then
  echo "not ok - no recipe-scale at $bin (make test-html builds it)"
  exit 1
fi

check() { # NAME COMMAND...: one check, reported
  local name=$1
  shift
  if "$@"; then
    echo "ok - $name"
    passed=$((passed + 1))
  else
    echo "not ok - $name"
    failed=$((failed + 1))
  fi
}

# Prints NAME.html to NAME.pdf, with A4 paper when the second argument says so
# (a page states its paper in CSS; Chromium takes Letter otherwise), then
# writes NAME.txt, its text laid out as on paper.
print_pdf() {
  local name=$1 paper=${2:-letter}
  if [ "$paper" = a4 ]; then
    sed 's|</style>|@page { size: A4; }\n</style>|' "$scratch/$name.html" >"$scratch/$name.a4.html"
    name=$name.a4
  fi
  # A profile of its own, so runs never share a browser's state.
  "$browser" --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --user-data-dir="$scratch/profile" --print-to-pdf="$scratch/$name.pdf" \
    "file://$scratch/$name.html" >/dev/null 2>&1 || return 1
  pdftotext -layout "$scratch/$name.pdf" "$scratch/$name.txt"
}
pages() { pdfinfo "$scratch/$1.pdf" | awk '/^Pages:/ { print $2 }'; }
paper() { pdfinfo "$scratch/$1.pdf" | sed -n 's/^Page size:.*(\(.*\))$/\1/p'; }
has() { grep -qF -- "$2" "$scratch/$1.txt"; }
has_line() { grep -qE -- "$2" "$scratch/$1.txt"; }

# A card: Pad Thai for 6, its method numbered, on one page of Letter and of A4.
"$bin" show "Pad Thai" -s 6 --format html -f recipes.json >"$scratch/card.html"
check "the card prints" print_pdf card
check "the card prints on A4" print_pdf card a4
check "the papers are Letter and A4" test "$(paper card) $(paper card.a4)" = "letter A4"
check "the card is one page on Letter" test "$(pages card)" = 1
check "the card is one page on A4" test "$(pages card.a4)" = 1
for paper in card card.a4; do
  check "$paper: the title and what it was scaled from" has $paper "Servings: 6, from 2"
  check "$paper: the ingredients, scaled" has $paper "1/2 cup + 1 tbsp Tamarind paste"
  check "$paper: ingredients in two columns" has_line $paper "600 g Flat rice noodles +9 cloves Garlic"
  check "$paper: the method, numbered" has_line $paper "^ *1\. Soak the noodles in warm water until pliable\.$"
  check "$paper: the method's third step" has_line $paper "^ *3\. Serve with sprouts, peanuts and lime\.$"
done
check "the card's headings" has card "INGREDIENTS"
check "the card's method heading" has card "METHOD"

# Every bundled recipe: each starts a page of its own, and fits on it.
"$bin" show --format html -f recipes.json >"$scratch/all.html"
count=$("$bin" list -f recipes.json | wc -l)
check "every bundled recipe prints" print_pdf all
check "one page per recipe ($count)" test "$(pages all)" = "$count"
check "a recipe in another script prints in it" has all "2 个 番茄"

# A shopping list: a checklist under aisles, in store order, on one page.
"$bin" shop "Pad Thai=6" Guacamole --format html -f recipes.json >"$scratch/shop.html"
check "the shopping list prints" print_pdf shop
check "the list is one page" test "$(pages shop)" = 1
check "the list's title" has shop "Shopping list"
check "the list names its recipes" has shop "For Pad Thai (6 servings), Guacamole"
check "produce comes before the pantry" \
  test "$(grep -nE '^ *(PRODUCE|PANTRY)$' "$scratch/shop.txt" | cut -d: -f2 | tr -d ' ' | tr '\n' ' ')" = "PRODUCE PANTRY "
check "the list's items" has shop "9 cloves Garlic"

# A hostile file: every name is text on paper, never markup.
cat >"$scratch/hostile.json" <<'JSON'
[{"name": "<script>document.title='x'</script> & <b>Co</b>", "servings": 2,
  "ingredients": [{"name": "<img src=x onerror=alert(1)> flour", "num": 1, "denom": 2, "unit": "cup"}],
  "directions": ["Mix </li></ol><h1>not a heading</h1> well."]}]
JSON
"$bin" show -s 4 --format html -f "$scratch/hostile.json" >"$scratch/hostile.html"
check "a hostile file prints" print_pdf hostile
check "the hostile name is shown as written" has hostile "<script>document.title='x'</script> &"
check "the hostile ingredient is shown as written" has hostile "1 cup <img src=x onerror=alert(1)> flour"
check "the hostile step is shown as written" has hostile "Mix </li></ol><h1>not a heading</h1> well."
check "no markup came from the file" bash -c "! grep -qE '<(script|img|b)[ >]' '$scratch/hostile.html'"

if [ -n "${PICTURE:-}" ] && [ -f "$scratch/card.pdf" ] && command -v pdftoppm >/dev/null; then
  pdftoppm -png -r 72 -singlefile "$scratch/card.pdf" "${PICTURE%.png}" && echo "drew $PICTURE"
fi

echo "html-print: $passed passed, $failed failed"
[ "$failed" = 0 ]
