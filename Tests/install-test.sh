#!/usr/bin/env bash
# make install / make uninstall into a scratch DESTDIR, checked as a user would.
# Prints one line per check and a closing "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
passed=0
failed=0
check() {
  local name=$1
  shift
  if "$@" >/dev/null 2>&1; then
    echo "ok - $name"
    passed=$((passed + 1))
  else
    echo "not ok - $name"
    failed=$((failed + 1))
  fi
}

make -s install DESTDIR="$root" PREFIX=/usr >/dev/null || { echo "not ok - make install"; exit 1; }
bin="$root/usr/bin/recipe-scale"
share="$root/usr/share"
installed=(
  "$bin"
  "$share/recipe-scale/recipes.json"
  "$share/man/man1/recipe-scale.1"
  "$share/bash-completion/completions/recipe-scale"
  "$share/zsh/site-functions/_recipe-scale"
  "$share/fish/vendor_completions.d/recipe-scale.fish"
)
for file in "${installed[@]}"; do check "installed ${file#"$root"}" test -f "$file"; done
check "exactly those files are installed" test "$(find "$root" -type f | wc -l)" -eq "${#installed[@]}"
check "the binary is stripped" bash -c "! nm '$bin' 2>&1 | grep -q ' T '"
check "the binary links no Swift runtime library" bash -c "! ldd '$bin' | grep -q libswiftCore"

check "run from / it finds the installed recipes" \
  bash -c "out=\$(cd / && '$bin' show --servings 4) && [ -n \"\$out\" ] \
    && diff <(printf '%s\n' \"\$out\") <('$bin' show --servings 4 --file recipes.json)"
check "the man page renders" bash -c "MANWIDTH=80 man -l '$share/man/man1/recipe-scale.1' | grep -q 'EXIT STATUS'"
check "bash loads the completion" bash -c "source '$share/bash-completion/completions/recipe-scale' && complete -p recipe-scale"
if command -v zsh >/dev/null; then
  check "zsh loads the completion" zsh -fc "fpath=('$share/zsh/site-functions' \$fpath); autoload -Uz compinit && compinit -u -D && (( \${+_comps[recipe-scale]} ))"
fi
if command -v fish >/dev/null; then
  check "fish loads the completion" fish -c "source '$share/fish/vendor_completions.d/recipe-scale.fish'; complete -c recipe-scale | grep -q servings"
fi

make -s uninstall DESTDIR="$root" PREFIX=/usr >/dev/null
check "uninstall removes every file" test "$(find "$root" -type f | wc -l)" -eq 0

echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
