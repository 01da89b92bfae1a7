#!/usr/bin/env bash
# The picture the README shows: the main screen of `daybook --demo` at 120x40, as text, put
# between the README's screen markers. Run it after a change to the screen (it needs tmux;
# faketime, when there, pins the date so the capture only changes when the screen does).
# ReadmeScreenTests runs it with an output file and fails when the README's picture differs.
#   scripts/capture-screen.sh [path/to/daybook] [output-file]   (no output file: the README)
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/debug/daybook}
output=${2:-}
[ -x "$binary" ] || swift build --product daybook
socket=daybook-capture-$$
home=$(mktemp -d)
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$home"' EXIT
case "$binary" in /*) ;; *) binary="$PWD/$binary" ;; esac
command=("$binary" --demo)
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
screen=$(tmux -L "$socket" capture-pane -p | sed 's/[[:space:]]*$//')
tmux -L "$socket" send-keys q
if [ -n "$output" ]; then
  printf '%s\n' "$screen" > "$output"
  exit 0
fi
SCREEN="$screen" awk '
  /<!-- screen:start -->/ { print; print "```"; print ENVIRON["SCREEN"]; print "```"; skip = 1; next }
  /<!-- screen:end -->/ { skip = 0 }
  !skip { print }
' README.md > README.md.new && mv README.md.new README.md
echo "wrote the screen into README.md"
