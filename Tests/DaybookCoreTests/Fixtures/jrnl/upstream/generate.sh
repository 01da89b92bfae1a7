#!/usr/bin/env bash
# Writes NAME.json beside each journal here: jrnl's own reading of it (`jrnl --export json`),
# with the time format jrnl's test configuration for that journal uses (tests/data/configs).
# generate.sh JRNL   (jrnl 4.6; `make deps` puts it in .build/tools-venv/bin/jrnl)
# generate.sh JRNL --legacy JOURNAL TIMEFORMAT   prints jrnl's reading of a jrnl 1.x journal.
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
    PYTHONHASHSEED=0 \
    "$jrnl" --export json 2>/dev/null </dev/null
}
# jrnl 4.6's reading of a jrnl 1.x journal (what its upgrade reads: LegacyJournal), as JSON
# in the shape of `jrnl --export json`.
read_legacy() { # read_legacy JOURNAL TIMEFORMAT
  PYTHONHASHSEED=0 "$(dirname "$jrnl")/python" - "$1" "$2" <<'EOP'
import json, sys
from jrnl.journals.Journal import LegacyJournal
journal = LegacyJournal(
    "default", journal=sys.argv[1], encrypt=False, timeformat=sys.argv[2], tagsymbols="#@",
    default_hour=9, default_minute=0, linewrap=79, indent_character="|", highlight=False,
    colors={})
journal.open()
entries = [
    {"title": e.title, "body": e.body, "date": e.date.strftime("%Y-%m-%d"),
     "time": e.date.strftime("%H:%M"), "tags": list(e.tags), "starred": e.starred}
    for e in journal.entries]
print(json.dumps({"tags": {}, "entries": entries}, indent=2, ensure_ascii=False))
EOP
}
if [ "${2:-}" = "--legacy" ]; then
  read_legacy "$3" "$4"
  exit
fi
cd "$here"
for file in $(find . -name '*.journal' -o -name '*.txt' | sort); do
  case "$file" in
    # Refused by Daybook (see README.md): nothing to compare with.
    *unreadabledates.journal) continue ;;
    # jrnl 1.x journals, which jrnl 4.6 reads only while upgrading them.
    *simple_jrnl-1-9-5_little_endian_dates.journal)
      read_legacy "$here/${file#./}" '%d.%m.%Y %H:%M' > "${file%.*}.json"; continue ;;
    *simple_jrnl-1-9-5.journal)
      read_legacy "$here/${file#./}" '%Y-%m-%d %H:%M' > "${file%.*}.json"; continue ;;
  esac
  format=$(case "$file" in
    *little_endian_dates.journal) echo '%d.%m.%Y %H:%M' ;;
    *) echo '%Y-%m-%d %H:%M' ;;
  esac)
  read_one "$here/${file#./}" "$format" > "${file%.*}.json"
done
