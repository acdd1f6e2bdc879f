#!/usr/bin/env bash
# The Debian packages Arbiter needs, and how the scripts install them.
# Sourced by scripts/setup.sh and scripts/sanitize.sh.

# groff-base: the install test renders the manual page; tmux: the terminal
# test runs arbiter in tmux panes; zsh: the install test completes in it;
# libreadline-dev: line editing and history in `arbiter repl`;
# libcpp-httplib-dev: `arbiter serve`; nlohmann-json3-dev: reading the card
# pool (`arbiter cards import`) and writing JSON; libpoppler-cpp-dev: reading
# a Rules Reference PDF (`arbiter import-edition`); libcairo2-dev: the tests
# print their own rulebook PDFs; qpdf: the tests encrypt one to see it
# refused.
# shellcheck disable=SC2034  # used by the scripts that source this file
arbiter_packages=(g++ cmake make pkg-config libsqlite3-dev libpugixml-dev libfmt-dev catch2 groff-base
  tmux zsh libreadline-dev
  libcpp-httplib-dev nlohmann-json3-dev libpoppler-cpp-dev libcairo2-dev qpdf)

# ensure_packages PACKAGE...: installs, from Debian's archive, those of the
# given packages that dpkg does not list as installed (as root, or through
# sudo); fails with one line naming them when neither is possible.
ensure_packages() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  ((${#missing[@]})) || return 0
  echo "${0##*/}: installing ${missing[*]}"
  local as_root=()
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || {
      echo "${0##*/}: missing packages ${missing[*]}; run as root to install them" >&2
      return 1
    }
    as_root=(sudo)
  fi
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}
