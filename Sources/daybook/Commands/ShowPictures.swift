import DaybookCore
import DaybookTUI
import ImageKit
import TerminalKit

/// The pictures among a day's attachments, drawn by `daybook show` under its file list as
/// mosaics of coloured text when standard output is a terminal. Into a pipe or a file the
/// list of files stays all there is, so scripts get no escape sequences or block glyphs.
enum ShowPictures {
  /// Widest mosaic, in columns: a picture is a glance at the day, not the whole screen.
  static let largestWidth = 48
  /// The mosaic is indented under the file list by this much.
  static let indent = "  "

  /// The colours the terminal offers, from the environment: none under `NO_COLOR`, true
  /// colour when `COLORTERM` says so, 256 when `TERM` names a 256-colour terminal, else 16.
  static func colorDepth(environment: [String: String]) -> ColorDepth {
    if !(environment["NO_COLOR"] ?? "").isEmpty { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .truecolor }
    if (environment["TERM"] ?? "").contains("256color") { return .palette256 }
    return .ansi16
  }

  /// The lines to print under the file list: for each picture (by its name or its stored
  /// name) a blank line, its name and its mosaic, or one line saying why it cannot be shown.
  /// Nothing when `terminal` is false. The mosaic's colours are `Output` style marks, so
  /// `Output.line` writes them as colours on a colour terminal and drops them otherwise.
  static func lines(
    _ files: [(name: String, path: String)], terminal: Bool, depth: ColorDepth, width: Int,
    language: Language
  ) -> [String] {
    guard terminal else { return [] }
    let columns = max(1, min(largestWidth, width - indent.count))
    var lines: [String] = []
    for file in files
    where ImageDecoder.isPictureName(file.name) || ImageDecoder.isPictureName(file.path) {
      do {
        let mosaic = try ImageMosaic.ansiLines(path: file.path, width: columns, colorDepth: depth)
        lines.append("")
        lines.append(indent + Output.visible(file.name))
        lines += mosaic.map { indent + styleMarks($0) }
      } catch {
        lines.append("")
        lines.append(
          indent
            + ShowPictureText.cannotShow.text(
              language, Output.visible(file.name), error.reason(language)))
      }
    }
    return lines
  }

  /// A mosaic line with its `ESC [ … m` sequences turned into `Output.style` marks; any
  /// other escape character is left for `Output` to show as visible text.
  static func styleMarks(_ line: String) -> String {
    var result = ""
    var scalars = Substring(line).unicodeScalars[...]
    while let first = scalars.first {
      scalars = scalars.dropFirst()
      guard first == "\u{1B}", scalars.first == "[",
        let end = scalars.firstIndex(of: "m")
      else {
        result.unicodeScalars.append(first)
        continue
      }
      let codes = scalars[scalars.index(after: scalars.startIndex)..<end]
      guard codes.allSatisfy({ ("0"..."9").contains($0) || $0 == ";" }) else {
        result.unicodeScalars.append(first)
        continue
      }
      result += Output.style(String(String.UnicodeScalarView(codes)))
      scalars = scalars[scalars.index(after: end)...]
    }
    return result
  }
}

enum ShowPictureText: String, Localized {
  case cannotShow

  var translation: Translation {
    switch self {
    case .cannotShow:
      Translation(
        "cannot show {0}: {1}", ko: "{0}을(를) 보여 줄 수 없습니다: {1}",
        ja: "{0} を表示できません: {1}")
    }
  }
}
