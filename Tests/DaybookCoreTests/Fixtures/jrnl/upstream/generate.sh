#!/usr/bin/env bash
# Writes NAME.json beside each journal here: jrnl's own reading of it (`jrnl --export json`),
# with the time format jrnl's test configuration for that journal uses (tests/data/configs).
# generate.sh JRNL   (jrnl 4.6; `make deps` puts it in .build/tools-venv/bin/jrnl)
set -euo pipefail
jrnl=$1
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
read_one() { # read_one JOURNAL TIMEFORMAT
  mkdir -p "$work/config/jrnl"
  cat > "$work/config/jrnl/jrnl.yaml" <<EOC
colors: {body: none, date: none, tags: none, title: none}
default_hour: 9
default_minute: 0
editor: ''
encrypt: false
highlight: false
indent_character: '|'
journals:
  default:
    journal: $1
linewrap: 79
tagsymbols: '#@'
template: false
timeformat: '$2'
version: v4.6
EOC
  XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" HOME="$work" TZ=UTC LANG=C.UTF-8 \
    "$jrnl" --export json 2>/dev/null </dev/null
}
cd "$here"
for file in $(find . -name '*.journal' -o -name '*.txt' | sort); do
  case "$file" in
    # Refused by Daybook (see README.md): nothing to compare with.
    *unreadabledates.journal | *simple_jrnl-1-9-5*) continue ;;
  esac
  format=$(case "$file" in
    *little_endian_dates.journal) echo '%d.%m.%Y %H:%M' ;;
    *) echo '%Y-%m-%d %H:%M' ;;
  esac)
  read_one "$here/${file#./}" "$format" > "${file%.*}.json"
done
