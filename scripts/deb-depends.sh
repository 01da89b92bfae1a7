#!/usr/bin/env bash
# Prints the Debian package relations of a daybook binary, read from the binary itself:
#   Depends: the packages owning the shared libraries it links (its NEEDED entries, found
#            where the dynamic linker finds them, then `dpkg -S`), each at least the version
#            installed here;
#            and also the packages of the libraries it opens with dlopen on first use but
#            needs for core features (named after --depends: chafa, libjpeg, libpng,
#            cmark-gfm, opened when a picture or a Markdown entry is first shown);
#   Recommends: the packages of the libraries it opens with dlopen on first use (named on
#            the command line before --depends), which daybook runs without (libheif: only
#            HEIF pictures need it).
# Every dlopened soname must appear in the binary as a string and be installed here.
# Usage: deb-depends.sh BINARY [RECOMMENDED_SONAME…] [--depends REQUIRED_SONAME…]
# A library no package owns (the Swift runtime of a debug build) is named on stderr and left
# out; with DEB_STRICT=1 that is an error (the static release build must have none).
set -euo pipefail
binary=$1
shift
recommended=()
required=()
while [ $# -gt 0 ]; do
  if [ "$1" = --depends ]; then
    shift
    required=("$@")
    break
  fi
  recommended+=("$1")
  shift
done

variants() { # a library's path as ldd gives it, resolved, and with or without /usr
  local path=$1 real
  real=$(readlink -f "$path")
  for candidate in "$path" "$real"; do
    echo "$candidate"
    case $candidate in
      /usr/*) echo "${candidate#/usr}" ;;
      *) echo "/usr$candidate" ;;
    esac
  done
}

declare -A libraries=()
while read -r name arrow path _; do
  if [ "$arrow" = "=>" ]; then libraries[$name]=$path; else libraries[${name##*/}]=$name; fi
done < <(ldd "$binary")

needed=$(objdump -p "$binary" | awk '$1 == "NEEDED" { print $2 }')
declare -A dlopened=()
for soname in ${recommended[@]+"${recommended[@]}"} ${required[@]+"${required[@]}"}; do
  if ! grep -q -a -F "$soname" "$binary"; then
    echo "deb-depends: $binary does not name $soname" >&2
    exit 1
  fi
  dlopened[$soname]=$(ldconfig -p | awk -v name="$soname" '$1 == name { print $NF }' | head -n1)
done

# One dpkg -S for every path (it reads every package's file list on each call).
paths=()
for soname in $needed; do
  [ -z "${libraries[$soname]:-}" ] || mapfile -t -O "${#paths[@]}" paths < <(variants "${libraries[$soname]}")
done
for soname in "${!dlopened[@]}"; do
  [ -z "${dlopened[$soname]}" ] || mapfile -t -O "${#paths[@]}" paths < <(variants "${dlopened[$soname]}")
done
declare -A owners=()
while IFS= read -r line; do
  package=${line%%: *}
  owners[${line#*: }]=${package%%:*}
done < <(dpkg -S "${paths[@]}" 2>/dev/null || true)

owner() { # the package owning a library path, or nothing
  local candidate
  [ -n "$1" ] || return 0
  while read -r candidate; do
    if [ -n "${owners[$candidate]:-}" ]; then echo "${owners[$candidate]}"; return; fi
  done < <(variants "$1")
}

relation() { # `package (>= upstream version)`
  local version
  version=$(dpkg-query -W -f='${Version}' "$1")
  echo "$1 (>= ${version%-*})"
}

depends=()
unowned=()
for soname in $needed; do
  package=$(owner "${libraries[$soname]:-}")
  if [ -z "$package" ]; then unowned+=("$soname"); continue; fi
  depends+=("$(relation "$package")")
done
dlopened_owner() { # the package of a dlopened soname; exits when none has it
  local package
  package=$(owner "${dlopened[$1]}")
  if [ -z "$package" ]; then
    echo "deb-depends: no installed package has $1" >&2
    exit 1
  fi
  echo "$package"
}
for soname in ${required[@]+"${required[@]}"}; do
  package=$(dlopened_owner "$soname")
  depends+=("$(relation "$package")")
done
recommends=()
for soname in ${recommended[@]+"${recommended[@]}"}; do
  package=$(dlopened_owner "$soname")
  recommends+=("$(relation "$package")")
done

if [ ${#unowned[@]} -gt 0 ]; then
  echo "deb-depends: no package owns ${unowned[*]}; left out" >&2
  if [ "${DEB_STRICT:-0}" = 1 ]; then exit 1; fi
fi
join() { local IFS=$'\n'; sort -u <<<"$*" | paste -sd, | sed 's/,/, /g'; }
echo "Depends: $(join "${depends[@]}")"
[ ${#recommends[@]} -eq 0 ] || echo "Recommends: $(join "${recommends[@]}")"
