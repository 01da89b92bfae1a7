#!/usr/bin/env python3
"""Generates UnicodeTables.swift (beside this script) from the Unicode Character Database.

Pinned to Unicode 15.0.0, the version of Debian 12's `unicode-data` package. To regenerate:

    apt-get install unicode-data        # puts the data files in /usr/share/unicode
    python3 Sources/TerminalKit/Text/generate-unicode-tables.py [UCD_DIR]

The script refuses data files of another version; to move to a newer Unicode, change
UNICODE_VERSION, point it at that version's files and update the test fixture
Tests/TerminalKitTests/Fixtures/GraphemeBreakTest.txt from the same release.

Tables written (all sorted, disjoint, closed ranges of scalar values):
  zeroWidth      scalars that take no column: Mn, Me, Cf but U+00AD, Hangul medial and final
                 jamo (Grapheme_Cluster_Break V and T) and Default_Ignorable_Code_Point that
                 is not a letter. Decided BEFORE East Asian Width, so the wide-block
                 combining marks U+302A-302D and U+3099-309A are zero width.
  wide           East Asian Width W or F (with the file's documented defaults for
                 unassigned code points in the CJK blocks and planes 2 and 3), minus zeroWidth.
  emoji, emojiPresentation, extendedPictographic, emojiModifier   from emoji-data.txt

Grapheme clusters themselves come from Swift's String (the cells of a Canvas are its
Characters); the tests check that segmentation against this version's GraphemeBreakTest.txt.
GraphemeBreakProperty.txt is read here only for the V and T jamo.
"""

import os
import re
import sys

UNICODE_VERSION = "15.0.0"
HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "UnicodeTables.swift")


def data_lines(path):
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            content = line.split("#", 1)[0].strip()
            if content:
                yield [field.strip() for field in content.split(";")]


def code_range(text):
    if ".." in text:
        low, high = text.split("..")
        return int(low, 16), int(high, 16)
    value = int(text, 16)
    return value, value


def check_version(path, marker):
    with open(path, encoding="utf-8") as handle:
        head = handle.read(400)
    if marker not in head:
        sys.exit(f"{path}: not Unicode {UNICODE_VERSION} (expected '{marker}' in its header)")


def property_set(path, name):
    result = set()
    for fields in data_lines(path):
        if fields[1] == name:
            low, high = code_range(fields[0])
            result.update(range(low, high + 1))
    return result


def general_categories(path):
    categories = {}
    pending = None
    for fields in data_lines(path):
        value = int(fields[0], 16)
        name, category = fields[1], fields[2]
        if name.endswith(", First>"):
            pending = value
            continue
        if name.endswith(", Last>") and pending is not None:
            for code in range(pending, value + 1):
                categories[code] = category
            pending = None
            continue
        categories[value] = category
    return categories


def ranges(codes):
    result = []
    for code in sorted(codes):
        if result and result[-1][1] == code - 1:
            result[-1][1] = code
        else:
            result.append([code, code])
    return result


def swift_ranges(name, doc, codes):
    items = [f"0x{low:X}...0x{high:X}" for low, high in ranges(codes)]
    lines = [f"  /// {doc}", f"  static let {name}: [ClosedRange<UInt32>] = ["]
    line = "   "
    for item in items:
        if len(line) + len(item) + 2 > 98:
            lines.append(line)
            line = "   "
        line += " " + item + ","
    lines.append(line)
    lines.append("  ]")
    return "\n".join(lines)


def main():
    ucd = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
    east_asian = os.path.join(ucd, "EastAsianWidth.txt")
    unicode_data = os.path.join(ucd, "UnicodeData.txt")
    core = os.path.join(ucd, "DerivedCoreProperties.txt")
    grapheme = os.path.join(ucd, "auxiliary", "GraphemeBreakProperty.txt")
    emoji = os.path.join(ucd, "emoji", "emoji-data.txt")
    for path in (east_asian, core, grapheme):
        check_version(path, "-" + UNICODE_VERSION + ".txt")
    check_version(emoji, "Version " + UNICODE_VERSION.rsplit(".", 1)[0])

    categories = general_categories(unicode_data)
    break_values = {}
    for fields in data_lines(grapheme):
        low, high = code_range(fields[0])
        for code in range(low, high + 1):
            break_values[code] = fields[1]

    zero = {c for c, cat in categories.items() if cat in ("Mn", "Me", "Cf")}
    zero.update(c for c, value in break_values.items() if value in ("V", "T"))
    ignorable = property_set(core, "Default_Ignorable_Code_Point")
    zero.update(c for c in ignorable if not categories.get(c, "Cn").startswith("L"))
    zero.discard(0x00AD)  # soft hyphen: terminals draw it, one column

    # EastAsianWidth.txt: unassigned code points in these ranges default to W.
    wide = set()
    for low, high in ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                      (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)):
        wide.update(range(low, high + 1))
    for fields in data_lines(east_asian):
        low, high = code_range(fields[0])
        codes = range(low, high + 1)
        if fields[1] in ("W", "F"):
            wide.update(codes)
        else:
            wide.difference_update(codes)
    wide -= zero

    emoji_property = property_set(emoji, "Emoji")
    presentation = property_set(emoji, "Emoji_Presentation")
    pictographic = property_set(emoji, "Extended_Pictographic")
    modifier = property_set(emoji, "Emoji_Modifier")

    out = []
    out.append("// Generated by generate-unicode-tables.py from the Unicode "
               f"{UNICODE_VERSION} data files. Do not edit.")
    out.append("// Regenerate: python3 Sources/TerminalKit/Text/generate-unicode-tables.py")
    out.append("")
    out.append(f"/// Unicode {UNICODE_VERSION} properties `TextWidth` needs, so TerminalKit depends on")
    out.append("/// neither `wcwidth` (whose answers vary with the C library and locale) nor the")
    out.append("/// standard library's Unicode version. Ranges are sorted, disjoint and closed.")
    out.append("enum UnicodeTables {")
    out.append(f"  /// The Unicode version the tables were generated from.")
    out.append(f'  static let version = "{UNICODE_VERSION}"')
    out.append("")
    out.append(swift_ranges("zeroWidth",
        "Scalars with no column of their own: marks, format characters, medial and final jamo.",
        zero))
    out.append("")
    out.append(swift_ranges("wide",
        "East Asian Wide and Fullwidth scalars (two columns), zero-width ones excluded.", wide))
    out.append("")
    out.append(swift_ranges("emoji",
        "Emoji: characters that VS16 turns into a wide emoji, keycap digits included.",
        emoji_property))
    out.append("")
    out.append(swift_ranges("emojiPresentation",
        "Emoji_Presentation: shown as a (wide) emoji unless followed by VS15.", presentation))
    out.append("")
    out.append(swift_ranges("extendedPictographic",
        "Extended_Pictographic: pictographs that a ZWJ joins into one emoji.", pictographic))
    out.append("")
    out.append(swift_ranges("emojiModifier",
        "Emoji_Modifier: the skin tones, which make the emoji before them a wide emoji.",
        modifier))
    out.append("}")
    out.append("")
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out))
    print(f"wrote {OUTPUT}: {len(ranges(zero))} zero-width, {len(ranges(wide))} wide ranges")


if __name__ == "__main__":
    main()
