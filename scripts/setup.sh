#!/usr/bin/env bash
# Installs what Arbiter needs from Debian's packages (if missing), then
# configures and builds it, database included, in ./build. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

# groff-base: the install test renders the manual page; tmux: the terminal
# test runs arbiter in tmux panes; zsh: the install test completes in it;
# libreadline-dev: line editing and history in `arbiter repl`.
packages=(g++ cmake make pkg-config libsqlite3-dev libpugixml-dev libfmt-dev catch2 groff-base
  tmux zsh libreadline-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  if [[ $(id -u) -eq 0 ]]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  elif command -v sudo >/dev/null; then
    sudo apt-get update -qq
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "setup: missing packages ${missing[*]}; run as root to install them" >&2
    exit 1
  fi
fi

cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j"$(nproc)"
