#!/usr/bin/env bash
# Writes test journals with jrnl itself: generate.sh JRNL OUTDIR [TIMEFORMAT]
# OUTDIR gets journal.txt (jrnl's own file) and journal.json (`jrnl --export json`, jrnl's
# reading of it). jrnl's configuration lives in OUTDIR/config (XDG_CONFIG_HOME), nowhere else.
set -euo pipefail
jrnl=$1 out=$2 timeformat=${3:-%F %r}
mkdir -p "$out/config/jrnl"
export XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" HOME="$out" TZ=UTC LANG=C.UTF-8
rm -f "$out/journal.txt"
cat > "$out/config/jrnl/jrnl.yaml" <<EOF
colors: {body: none, date: none, tags: none, title: none}
default_hour: 9
default_minute: 0
editor: ''
encrypt: false
highlight: false
indent_character: '|'
journals:
  default:
    journal: $out/journal.txt
linewrap: 79
tagsymbols: '#@'
template: false
timeformat: '$timeformat'
version: v4.6
EOF
add() { printf '%s' "$1" | "$jrnl" >/dev/null 2>&1 </dev/stdin; }
add $'2021-03-04 09:15: 첫 번째 글 @일기 @c++.\n본문 첫 문단입니다.\n\n  들여쓴 둘째 문단 @os/2\n# Heading\n## H2\n#!/bin/sh\nMeet @ 5pm (@handle) a@b.com @c#'
add $'2021-03-04 21:40: Second entry of the day *\n日本語の本文です。@日記\n\n第二段落。\n\tタブで字下げ'
add $'2021-03-04 23:05: Third, untitled-ish\n'
add $'2021-03-05 07:00: A one-line entry. With a second sentence @later.'
add $'2022-12-31 23:59: Year end *\n\n\nThree blank lines above.\n    indented code\n\n마지막 줄'
add $'2023-01-01 00:00: Midnight title only *'
add $'2023-01-01 12:30: 같은 날 한국어 제목\n여러 문단의 본문.\n\n두 번째 문단 @일기 @ko-kr'
"$jrnl" --export json > "$out/journal.json" 2>/dev/null
