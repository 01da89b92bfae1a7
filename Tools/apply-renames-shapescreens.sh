#!/bin/sh
# Applies the type renames of Tools/renames-shapescreens.txt to the Swift files named (or to
# every Swift file under Sources and Tests): whole-word replacements in the listed order.
# For fixing a branch that was written before the renames landed.
set -eu
list="$(dirname "$0")/renames-shapescreens.txt"
if [ "$#" -eq 0 ]; then set -- $(find Sources Tests -name '*.swift'); fi
RENAMES="$list" perl -pi -e '
  BEGIN {
    open my $in, "<", $ENV{RENAMES} or die "no rename list";
    my $types = 0;
    while (<$in>) {
      $types = 1 if /^## Types renamed/;
      $types = 0 if /^## Files/;
      push @pairs, [$1, $2] if $types && /^(\S+) -> (\S+)$/;
    }
  }
  for my $pair (@pairs) { my ($old, $new) = @$pair; s/\b\Q$old\E\b/$new/g }
' "$@"
