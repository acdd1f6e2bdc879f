#!/usr/bin/env bash
# `cmake --install` puts arbiter and its database where arbiter finds them
# without flags, and the manual page and the bash and zsh completions where
# man and the shells look: install into a scratch prefix and use them.
set -euo pipefail
build_dir=$1
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build_dir" --prefix "$prefix" >/dev/null
unset ARBITER_DB
out=$(cd / && NO_COLOR=1 "$prefix/bin/arbiter" search stunned villain --limit 3)
grep -q "mc:status-cards" <<<"$out" || { echo "installed arbiter did not answer: $out" >&2; exit 1; }
echo "installed arbiter answered from $prefix"

# `arbiter serve` finds its server (libexec) and the installed database.
served=$prefix/served.txt
(cd / && exec "$prefix/bin/arbiter" serve --port 0 >"$served" 2>&1) &
server=$!
for _ in $(seq 100); do grep -q "http://" "$served" && break; sleep 0.1; done
url=$(grep -o 'http://127.0.0.1:[0-9]*' "$served" | head -1)
# (The address may be printed a moment before the socket answers on a
# loaded machine: ask again, for up to five seconds.)
page=
for _ in $(seq 50); do
  page=$( [[ -n $url ]] && exec 3<>"/dev/tcp/127.0.0.1/${url##*:}" &&
    printf 'GET /api/entry/mc:guard HTTP/1.0\r\n\r\n' >&3 && cat <&3 || true)
  grep -q '"id":"mc:guard"' <<<"$page" && break
  sleep 0.1
done
kill "$server" 2>/dev/null || true
wait "$server" 2>/dev/null || true
grep -q '"id":"mc:guard"' <<<"$page" || { echo "installed arbiter serve did not answer: $(cat "$served") $page" >&2; exit 1; }
echo "installed arbiter serve answered"

# `arbiter import-edition` finds its reader (libexec): what it says of a
# file that is not there comes from the reader, not from the search for it.
said=$(cd / && "$prefix/bin/arbiter" import-edition "$prefix/none.pdf" --output "$prefix/editions.db" 2>&1) && {
  echo "installed import-edition read a missing file" >&2; exit 1; }
grep -q "none.pdf: no such file" <<<"$said" || { echo "installed import-edition: $said" >&2; exit 1; }
echo "installed arbiter import-edition started its reader"

# The manual page and the completions are installed, and work.
man_page=$prefix/share/man/man1/arbiter.1
bash_completion=$prefix/share/bash-completion/completions/arbiter
zsh_completion=$prefix/share/zsh/site-functions/_arbiter
for f in "$man_page" "$bash_completion" "$zsh_completion"; do
  [[ -s $f ]] || { echo "not installed: $f" >&2; exit 1; }
done
warnings=$(groff -man -Tutf8 -ww -z "$man_page" 2>&1)
[[ -z $warnings ]] || { echo "arbiter.1: $warnings" >&2; exit 1; }
grep -q "^\.TH ARBITER 1 .*arbiter [0-9]" "$man_page" || { echo "arbiter.1: no version" >&2; exit 1; }
head -1 "$zsh_completion" | grep -q "^#compdef arbiter" || { echo "_arbiter: no #compdef" >&2; exit 1; }

# Completes the words of a command line the way bash splits them (at
# spaces, and around ':'), with the installed arbiter as the command.
complete_line() {
  local line=$1
  COMP_LINE=$line
  COMP_POINT=${#line}
  read -ra COMP_WORDS <<<"${line//:/ : }"
  [[ $line == *" " || $line == *: ]] && COMP_WORDS+=("")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMP_WORDS[0]=$prefix/bin/arbiter
  _arbiter
  echo "${COMPREPLY[*]}"
}
expect_completion() {
  local got
  got=$(complete_line "$1")
  [[ " $got " == *" $2 "* ]] || { echo "completing '$1': '$2' not in '$got'" >&2; exit 1; }
}
# shellcheck source=/dev/null
source "$bash_completion"
expect_completion "arbiter sh" show
expect_completion "arbiter changes --f" --from
expect_completion "arbiter show mc:stu" stun
expect_completion "arbiter show status-c" status-cards
expect_completion "arbiter xref dm:overc" overcrush.5
expect_completion "arbiter search --color=al" always
expect_completion "arbiter help ch" changes
expect_completion "arbiter ask --game " dm

# zsh: type a command line into zsh in a tmux pane, press Tab, and read the
# line back.
# One tmux server per completion: $BASHPID differs in each $(...) subshell,
# where $$ does not, and a new session on the socket of a server still
# shutting down dies with it ("server exited unexpectedly").
zsh_complete() {
  local socket=arbiter-zsh-$BASHPID line=
  local tmux_=(tmux -L "$socket" -f /dev/null)
  "${tmux_[@]}" new-session -d -x 150 -y 10 -s z \
    "env -i HOME='$prefix' TERM=xterm PATH='$prefix/bin:/usr/bin:/bin' zsh -f"
  local setup="fpath=('$prefix/share/zsh/site-functions' \$fpath); autoload -Uz compinit"
  "${tmux_[@]}" send-keys -t z "$setup; compinit -u; PS1='> '; clear" Enter
  for _ in $(seq 400); do  # up to 20 s: compinit is slow on a loaded machine
    [[ $("${tmux_[@]}" capture-pane -p -t z | head -1) == ">" ]] && break  # "> ", trimmed
    sleep 0.05
  done
  "${tmux_[@]}" send-keys -t z "$1" Tab
  for _ in $(seq 400); do  # up to 20 s: compinit is slow on a loaded machine
    line=$("${tmux_[@]}" capture-pane -p -t z | head -1)
    # (Done when the line is more than what was typed: "> " alone, or part
    # of the typed words, is zsh still echoing them.)
    [[ "> $1" != "$line"* ]] && break
    sleep 0.05
  done
  "${tmux_[@]}" kill-server
  echo "${line#> }"
}
expect_zsh() {
  local got
  got=$(zsh_complete "$1")
  # One more try on a fresh server: on a loaded machine zsh can be slow past
  # the wait, or its tmux server can die; a wrong completion fails twice.
  [[ $got == "$2"* ]] || got=$(zsh_complete "$1")
  [[ $got == "$2"* ]] || { echo "zsh completing '$1': got '$got', not '$2'" >&2; exit 1; }
}
expect_zsh "arbiter sh" "arbiter show"
expect_zsh "arbiter changes --f" "arbiter changes --from"
expect_zsh "arbiter show mc:stu" "arbiter show mc:stun"
expect_zsh "arbiter show status-c" "arbiter show status-cards"

echo "manual page and completions installed under $prefix; bash and zsh complete commands, options and ids"
