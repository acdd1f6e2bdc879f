#!/usr/bin/env bash
# arbiter in a real terminal: tmux panes 60 and 120 columns wide. Checks that
# text output wraps to the pane (no line wider, no word cut or lost, list
# items and numbered steps hang), that output longer than the pane goes
# through $PAGER on a terminal but never with --no-pager or when piped, that
# piped output is 80 columns, that colour follows NO_COLOR, that ask answers
# with the outcome (or definition) within 3 lines, and that repl takes a
# follow-up with line editing and writes its history.
# Usage: terminal_test.sh ARBITER DATABASE SOURCE_DIR. With ARBITER_SCREENS
# set to a folder, the screens are kept there for a person to look at.
set -euo pipefail
arbiter=$(realpath "$1") db=$(realpath "$2") source_dir=$(realpath "$3")
export LC_ALL=C.UTF-8  # wc -L counts characters
command -v tmux >/dev/null || { echo "tmux is missing (scripts/setup.sh installs it)" >&2; exit 1; }
work=$(mktemp -d)
socket=arbiter-test-$$  # one tmux server per pane: no race with a server shutting down
tmux_() { tmux -L "$socket" -f /dev/null "$@"; }
trap 'tmux_ kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
checks=0
pass() { checks=$((checks + 1)); }

# A pager that records that it ran, then shows what it was given.
printf '#!/bin/sh\ntouch "%s/paged"\ncat\n' "$work" >"$work/pager"
chmod +x "$work/pager"

# in_pane COLUMNS ROWS NAME COMMAND [ENV...]: runs `arbiter COMMAND` in a new
# pane, waits for it to end, and writes the screen and its scrollback to
# $work/NAME, with tmux's own line wraps joined (a line printed wider than the
# pane stays one long line) and colour escapes kept in $work/NAME.escapes.
in_pane() {
  local columns=$1 rows=$2 name=$3 command=$4
  shift 4
  rm -f "$work/paged"
  socket=arbiter-test-$$-$name
  # The end mark shows on the screen only after all of arbiter's output.
  tmux_ new-session -d -x "$columns" -y "$rows" -s arbiter \
    "cd '$work' && env -u NO_COLOR TERM=xterm-256color ARBITER_DB='$db' PAGER='$work/pager' $* \
     '$arbiter' $command; echo '<end>'; sleep 120"
  local shown=
  for _ in $(seq 600); do
    tmux_ capture-pane -p -J -S - -t arbiter >"$work/$name" 2>/dev/null || true
    grep -qx '<end>' "$work/$name" && shown=1 && break
    sleep 0.05
  done
  [[ -n $shown ]] || fail "arbiter $command did not finish in a ${columns}-column pane"
  # The screen up to the end mark, without the blank lines before it.
  sed -n '/^<end>$/q;p' "$work/$name" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >"$work/$name.tmp"
  mv "$work/$name.tmp" "$work/$name"
  tmux_ capture-pane -p -e -S - -t arbiter >"$work/$name.escapes"
  tmux_ kill-server 2>/dev/null || true
  if [[ -n ${ARBITER_SCREENS:-} ]]; then
    mkdir -p "$ARBITER_SCREENS"
    cp "$work/$name" "$ARBITER_SCREENS/$name.txt"
  fi
}

words() { tr -s ' \n' '\n\n' <"$1" | sed '/^$/d'; }
widest() { wc -L <"$1"; }

# The same output, unwrapped and piped: what the screens must hold word for word.
reference() { eval "ARBITER_DB='$db' NO_COLOR=1 '$arbiter' $1 --width 0" >"$work/$2"; }

for columns in 60 120; do
  for case in "show:show mc:status-cards" "sim:sim $source_dir/examples/mc/faq-webbed-up-1.xml" \
    "ask:ask 'stunned villain attacks, I defend with an ally with 2 hit points, boost shows 2'" \
    "changes:changes --from 1.3 --to post-1.3" "help:help show"; do
    name=${case%%:*}
    command=${case#*:}
    in_pane "$columns" 50 "$name-$columns" "$command --no-pager"
    screen=$work/$name-$columns
    (($(widest "$screen") <= columns)) ||
      fail "$name at $columns columns: a line of $(widest "$screen") columns: $(awk -v w="$columns" 'length > w' "$screen" | head -1)"
    pass
    reference "$command" "$name-reference"
    diff <(words "$work/$name-reference") <(words "$screen") >"$work/diff" ||
      fail "$name at $columns columns: the words differ from the unwrapped output: $(head -4 "$work/diff")"
    pass
    [[ -e $work/paged ]] && fail "$name at $columns columns: paged despite --no-pager"
    pass
  done
  # The screen uses the room it has.
  if ((columns == 120)); then
    (($(widest "$work/show-120") > 60)) || fail "show at 120 columns: no line wider than 60"
    pass
  fi
  # Hanging indents: a list item and a numbered step continue under their text.
  if ((columns == 60)); then
    awk 'prev ~ /^  • / && prev !~ /\.$/ { if ($0 ~ /^    [^ ]/) found = 1 } { prev = $0 }
         END { exit !found }' "$work/show-60" || fail "show at 60 columns: no hanging list item"
    pass
    awk 'prev ~ /^ +[0-9]+\. / && length(prev) > 50 { if ($0 ~ /^      ?[^ ]/) found = 1 } { prev = $0 }
         END { exit !found }' "$work/sim-60" || fail "sim at 60 columns: no hanging numbered step"
    pass
  fi

  # Paging: long output on a terminal goes through $PAGER ...
  in_pane "$columns" 20 "paged-$columns" "show mc:status-cards"
  [[ -e $work/paged ]] || fail "show at $columns columns, 20 rows: not paged"
  grep -q "STATUS CARDS" "$work/paged-$columns" || fail "the pager did not show the entry"
  pass
  # ... short output does not,
  in_pane "$columns" 20 "short-$columns" "search stun --limit 1"
  [[ -e $work/paged ]] && fail "search --limit 1 at $columns columns: paged though it fits"
  pass
  # ... nor piped output, which wraps to 80 columns, without colour.
  in_pane "$columns" 20 "piped-$columns" "show mc:status-cards | cat >piped.txt"
  [[ -e $work/paged ]] && fail "show piped in a $columns-column pane: paged"
  pass
  (($(widest "$work/piped.txt") <= 80 && $(widest "$work/piped.txt") > 60)) ||
    fail "show piped: widest line $(widest "$work/piped.txt"), not wrapped to 80"
  grep -q $'\033\[' "$work/piped.txt" && fail "show piped: colour escapes"
  pass
done

# A pager that cannot be found: the text is shown all the same.
in_pane 60 20 no-pager-found "show mc:status-cards" PAGER=/nonexistent/pager
grep -q "^STATUS CARDS" "$work/no-pager-found" && grep -q "^Source:" "$work/no-pager-found" ||
  fail "show with a missing pager: the entry was not shown"
pass

# Colour on a terminal, unless NO_COLOR is set.
in_pane 120 50 colour "show mc:stun --no-pager"
grep -q $'\033\[1m' "$work/colour.escapes" || fail "no bold on a terminal"
pass
in_pane 120 50 no-colour "show mc:stun --no-pager" NO_COLOR=1
grep -q $'\033\[1m' "$work/no-colour.escapes" && fail "bold on a terminal with NO_COLOR=1"
pass
# ask's answers as a player sees them: every line fits, no word is cut or
# lost, and the outcome (a situation) or the definition (a lookup) comes
# within the first 3 lines; the numbered steps hang at 60 columns.
for columns in 60 120; do
  n=0
  for question in \
    "ask 'villain ATK 3 +1 boost, black cat (2hp) chump blocks - does any go through to me?'" \
    "ask 'stunned villain attacks, I defend with an ally with 2 hit points, boost shows 2'" \
    "ask '8A overcrush blocked by a 4D with 2 damage on it, is the blocker KOd?'" \
    "ask 'I attack a minion with retaliate 1 (4 hp) with my ATK 2'" \
    "ask 'what does peril mean?'"; do
    n=$((n + 1))
    name=ask$n-$columns
    in_pane "$columns" 50 "$name" "$question --no-pager"
    screen=$work/$name
    (($(widest "$screen") <= columns)) ||
      fail "$question at $columns columns: a line of $(widest "$screen") columns"
    pass
    reference "$question" "$name-reference"
    diff <(words "$work/$name-reference") <(words "$screen") >"$work/diff" ||
      fail "$question at $columns columns: the words differ from the unwrapped output: $(head -4 "$work/diff")"
    pass
    if [[ $question == *"what does"* ]]; then
      # The entry's heading within the first 2 lines, its text right under it.
      head -2 "$screen" | grep -q '\[mc:peril\]' || fail "$question at $columns columns: no definition in the first 3 lines: $(head -3 "$screen")"
    else
      head -3 "$screen" | grep -q '^Outcome: ' || fail "$question at $columns columns: no Outcome in the first 3 lines: $(head -3 "$screen")"
    fi
    pass
  done
  # A verdict opens a yes/no question the simulation decides.
  head -1 "$work/ask1-$columns" | grep -q '^No: ' || fail "no verdict at $columns columns: $(head -1 "$work/ask1-$columns")"
  pass
  if ((columns == 60)); then
    awk 'prev ~ /^ ?[0-9]+\. / && length(prev) > 50 { if ($0 ~ /^    ?[^ ]/) found = 1 } { prev = $0 }
         END { exit !found }' "$work/ask2-60" || fail "ask at 60 columns: no hanging numbered step"
    pass
  fi
done

# The interactive mode on a terminal: a question, then a follow-up that
# changes only what it names.
socket=arbiter-test-$$-repl
tmux_ new-session -d -x 100 -y 60 -s arbiter \
  "cd '$work' && env -u NO_COLOR TERM=xterm-256color HOME='$work' ARBITER_DB='$db' '$arbiter' repl --game mc; echo '<end>'; sleep 120"
sleep 0.5
tmux_ send-keys -t arbiter "villain ATK 3 attacks, I defend with an ally with 2 hit points, boost shows 0" Enter
sleep 1
tmux_ send-keys -t arbiter "and with boost 2?" Enter
sleep 1
tmux_ send-keys -t arbiter "quit" Enter
shown=
for _ in $(seq 200); do
  tmux_ capture-pane -p -J -S - -t arbiter >"$work/repl" 2>/dev/null || true
  grep -qx '<end>' "$work/repl" && shown=1 && break
  sleep 0.05
done
tmux_ kill-server 2>/dev/null || true
[[ -n ${ARBITER_SCREENS:-} ]] && cp "$work/repl" "$ARBITER_SCREENS/repl.txt"
[[ -n $shown ]] || fail "repl did not end on quit: $(tail -5 "$work/repl")"
(($(grep -c '^Outcome: ' "$work/repl") == 2)) || fail "repl: not two outcomes: $(cat "$work/repl")"
grep -q 'boost 2' "$work/repl" || fail "repl: the follow-up did not set boost 2"
grep -q 'arbiter> ' "$work/repl" || fail "repl: no prompt on a terminal"
[[ -s $work/.arbiter_history ]] || fail "repl: no history written"
pass
echo "terminal: $checks checks passed in tmux panes of 60 and 120 columns"
