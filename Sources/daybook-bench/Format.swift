/// Number formatting without Foundation.
enum Format {
  /// `value` with `digits` decimals, or "n/a" when it is not a number.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int64((abs(value) * scale).rounded())
    let whole = scaled / Int64(scale)
    var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
    if digits > 0 {
      let fraction = String(scaled % Int64(scale))
      text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return text
  }

  static func milliseconds(_ value: Double) -> String {
    value.isFinite ? fixed(value, value < 10 ? 2 : 1) + " ms" : "n/a"
  }

  static func seconds(_ value: Double) -> String {
    value.isFinite ? fixed(value, 2) + " s" : "n/a"
  }

  /// A fraction as a percentage with no decimals: `0.274` is "27 %".
  static func percent(_ fraction: Double) -> String {
    fraction.isFinite ? fixed(fraction * 100, 0) + " %" : "n/a"
  }

  static func mebibytes(_ value: Double) -> String {
    value.isFinite ? fixed(value, 1) + " MiB" : "n/a"
  }
}

/// An upper limit on a figure, from the performance budget.
struct Budget {
  var limit: Double
  var text: String

  /// "OK" or "OVER", or nothing for a figure that could not be measured.
  func verdict(_ value: Double) -> String {
    guard value.isFinite else { return "" }
    return value <= limit ? "OK" : "OVER"
  }

  func cell(_ value: Double, _ formatted: String) -> String {
    let verdict = verdict(value)
    return verdict.isEmpty ? formatted : formatted + "  " + (verdict == "OK" ? "  OK" : verdict)
  }
}
