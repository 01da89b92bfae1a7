#!/usr/bin/env bash
# Writes docs/screen.txt: the main screen of `daybook --demo` at 120x40, as text, the picture
# the README shows. Run it after a change to the screen (it needs tmux; faketime, when there,
# pins the date so the capture only changes when the screen does).
#   scripts/capture-screen.sh [path/to/daybook]
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/debug/daybook}
[ -x "$binary" ] || swift build --product daybook
socket=daybook-capture-$$
home=$(mktemp -d)
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$home"' EXIT
command=("$PWD/$binary" --demo)
if command -v faketime >/dev/null; then command=(faketime "2026-12-01 12:00:00" "${command[@]}"); fi
tmux -L "$socket" new-session -d -x 120 -y 40 \
  -e HOME="$home" -e TMPDIR="$home" -e LANG=C.UTF-8 -e TZ=UTC -e NO_COLOR=1 \
  "$(printf '%q ' "${command[@]}")"
# Wait for a complete frame: the key bar is its last line.
for _ in $(seq 50); do
  sleep 0.2
  if tmux -L "$socket" capture-pane -p 2>/dev/null | grep -q 'q quit'; then break; fi
done
sleep 0.5
mkdir -p docs
tmux -L "$socket" capture-pane -p | sed 's/[[:space:]]*$//' > docs/screen.txt
tmux -L "$socket" send-keys q
echo "wrote docs/screen.txt"
