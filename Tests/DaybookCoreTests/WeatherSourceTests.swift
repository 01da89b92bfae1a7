import Expectations
import Foundation
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// A tiny HTTP server on 127.0.0.1 that answers every request with one canned reply (or
/// never answers, to test the time limit), in its own thread. Records the request lines.
final class ReplayServer: @unchecked Sendable {
  enum Reply {
    case ok(String)
    case status(Int, String)
    case silence
  }

  let port: UInt16
  private let socketFD: Int32
  private let reply: Reply
  private let lock = NSLock()
  private var requestLines: [String] = []
  private var stopped = false

  init(_ reply: Reply) throws {
    self.reply = reply
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    socketFD = fd
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var size = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, size) }
    }
    guard bound == 0, listen(fd, 8) == 0 else { throw JournalError(.sqlite, "bind") }
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &size) }
    }
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in serve() }
    thread.start()
  }

  var base: String { "http://127.0.0.1:\(port)" }

  var requests: [String] { lock.withLock { requestLines } }

  private func serve() {
    while true {
      let client = accept(socketFD, nil, nil)
      if client < 0 { return }
      var data: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while !String(decoding: data, as: UTF8.self).contains("\r\n\r\n") {
        let count = read(client, &buffer, buffer.count)
        if count <= 0 { break }
        data += buffer[..<count]
      }
      let first = String(decoding: data, as: UTF8.self).split(separator: "\r\n").first
      lock.withLock { requestLines.append(first.map(String.init) ?? "") }
      let response: String
      switch reply {
      case .ok(let body): response = Self.response(200, body)
      case let .status(code, body): response = Self.response(code, body)
      case .silence:
        // Keep the connection open and say nothing until the client gives up.
        var rest = [UInt8](repeating: 0, count: 64)
        while read(client, &rest, rest.count) > 0 {}
        close(client)
        continue
      }
      let bytes = Array(response.utf8)
      _ = bytes.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
      close(client)
    }
  }

  static func response(_ code: Int, _ body: String) -> String {
    let length = body.utf8.count
    return "HTTP/1.1 \(code) X\r\nContent-Type: application/json\r\n"
      + "Content-Length: \(length)\r\nConnection: close\r\n\r\n" + body
  }

  func stop() {
    shutdown(socketFD, Int32(SHUT_RDWR))
    close(socketFD)
  }
}

/// The Open-Meteo source against a local server replaying answers in the documented format:
/// a normal day, an error answer, a time-out and a malformed body; nothing is written on a
/// failure.
enum CurlCheck {
  static let missing: Bool = {
    let paths: [String] = ["/usr/bin/curl", "/bin/curl", "/usr/local/bin/curl"]
    let found = paths.contains { access($0, X_OK) == 0 }
    if !found { print("WeatherSourceTests: curl is not installed; the fetch tests are skipped") }
    return !found
  }()
}

@Suite(.serialized) struct WeatherSourceTests {
  let day = Day(year: 2026, month: 12, day: 1)!
  let seoul = WeatherPlace(name: "Seoul", latitude: 37.566, longitude: 126.9784)

  static let forecast = """
    {"latitude":37.55,"longitude":127.0,"generationtime_ms":0.05,"utc_offset_seconds":32400,\
    "timezone":"Asia/Seoul","timezone_abbreviation":"KST","elevation":38.0,\
    "daily_units":{"time":"iso8601","weather_code":"wmo code","temperature_2m_max":"°C",\
    "temperature_2m_min":"°C","sunrise":"iso8601","sunset":"iso8601"},\
    "daily":{"time":["2026-12-01"],"weather_code":[61],\
    "temperature_2m_max":[5.6],"temperature_2m_min":[-0.4],\
    "sunrise":["2026-12-01T07:32"],"sunset":["2026-12-01T17:14"]}}
    """

  func journalWithPlace() throws -> Journal {
    let journal = try Journal.inMemory()
    try journal.setWeatherPlace(seoul)
    return journal
  }

  @Test func parsesTheDocumentedAnswersAndMapsWMOCodes() {
    let report = OpenMeteo.parseForecast(Self.forecast, day: day, place: "Seoul")
    expectEqual(
      report,
      WeatherReport(
        day: day, code: 61, high: 5.6, low: -0.4, place: "Seoul", sunrise: "07:32",
        sunset: "17:14"))
    expectEqual(report?.weather, .rain)
    expectEqual(report?.summary, "☂ 6°/0° Seoul")
    expectEqual(report?.fullSummary, "☂ 6°/0° Seoul ↑07:32 ↓17:14")
    expectEqual(OpenMeteo.parseForecast(Self.forecast, day: day.adding(days: 1), place: ""), nil)
    expectEqual(
      OpenMeteo.parseForecast("{\"error\":true,\"reason\":\"x\"}", day: day, place: ""), nil)
    expectEqual(
      [0, 2, 45, 53, 73, 82, 86, 95, 100].map(WeatherReport.weather(forWMO:)),
      [.sunny, .cloudy, .fog, .rain, .snow, .rain, .snow, .storm, nil])
    let search = """
      {"results":[{"id":1835848,"name":"서울","latitude":37.566,"longitude":126.9784,\
      "country":"South Korea","timezone":"Asia/Seoul"}],"generationtime_ms":0.5}
      """
    expectEqual(
      OpenMeteo.parsePlace(search), WeatherPlace(name: "서울", latitude: 37.566, longitude: 126.9784))
    expectEqual(OpenMeteo.parsePlace("{\"generationtime_ms\":0.5}"), nil)
    expectEqual(
      OpenMeteo.geocodingURL(base: "http://h", name: "서울 a"),
      "http://h/v1/search?name=%EC%84%9C%EC%9A%B8%20a&count=1&language=en&format=json")
  }

  @Test(.enabled(if: !CurlCheck.missing)) func aNormalDayIsFetchedAndKept() throws {
    let server = try ReplayServer(.ok(Self.forecast))
    defer { server.stop() }
    let journal = try journalWithPlace()
    let report = try journal.fetchWeather(on: day, base: server.base, at: 100)
    expectEqual(report?.code, 61)
    try expectEqual(journal.weatherReport(on: day), report)
    expectEqual(
      server.requests,
      [
        "GET /v1/forecast?latitude=37.566&longitude=126.9784&daily=weather_code,"
          + "temperature_2m_max,temperature_2m_min,sunrise,sunset&timezone=auto"
          + "&start_date=2026-12-01"
          + "&end_date=2026-12-01 HTTP/1.1"
      ])
  }

  @Test(.enabled(if: !CurlCheck.missing)) func anErrorAnswerWritesNothing() throws {
    let server = try ReplayServer(
      .status(400, "{\"error\":true,\"reason\":\"Latitude must be in range of -90 to 90°.\"}"))
    defer { server.stop() }
    let journal = try journalWithPlace()
    try expectEqual(journal.fetchWeather(on: day, base: server.base, at: 100), nil)
    try expectEqual(journal.weatherReport(on: day), nil)
    expectEqual(server.requests.count, 1)
  }

  @Test(.enabled(if: !CurlCheck.missing)) func aTimeoutWritesNothingAndKeepsAnOlderReport() throws {
    let server = try ReplayServer(.silence)
    defer { server.stop() }
    let journal = try journalWithPlace()
    let older = WeatherReport(day: day, code: 0, high: 1, low: 0, place: "Seoul")
    try journal.saveWeatherReport(older, at: 50)
    let started = LocalTime.now()
    try expectEqual(
      journal.fetchWeather(on: day, base: server.base, at: 100, timeoutSeconds: 1), nil)
    #expect(LocalTime.now() - started < 5)
    try expectEqual(journal.weatherReport(on: day), older)
  }

  @Test(.enabled(if: !CurlCheck.missing)) func aMalformedBodyOrARefusedConnectionWritesNothing()
    throws
  {
    let server = try ReplayServer(
      .ok("{\"daily\":{\"time\":[\"2026-12-01\"],\"weather_code\":[\"x\""))
    defer { server.stop() }
    let journal = try journalWithPlace()
    try expectEqual(journal.fetchWeather(on: day, base: server.base, at: 100), nil)
    try expectEqual(journal.fetchWeather(on: day, base: "http://127.0.0.1:1", at: 100), nil)
    try expectEqual(journal.weatherReport(on: day), nil)
  }

  @Test func withoutAPlaceNothingIsFetched() throws {
    let journal = try Journal.inMemory()
    try expectEqual(journal.fetchWeather(on: day, base: "http://127.0.0.1:1", at: 100), nil)
    try journal.setWeatherPlace(seoul)
    try expectEqual(journal.weatherPlace(), seoul)
    try journal.setWeatherPlace(nil)
    try expectEqual(journal.weatherPlace(), nil)
  }

  /// The text a sync mirror field keeps a report in, and the limits a report from a file or
  /// another machine is held to.
  @Test func aReportReadsBackFromItsFieldTextAndOutOfRangeValuesAreRefused() {
    let report = WeatherReport(
      day: day, code: 61, high: 5.6, low: -0.4, place: "서울 중구 🌧", sunrise: "07:32",
      sunset: "17:14")
    expectEqual(
      report.fieldText, "code=61 high=5.6 low=-0.4 sunrise=07:32 sunset=17:14 place=서울 중구 🌧")
    expectEqual(WeatherReport(fieldText: report.fieldText, day: day), report)
    let bare = WeatherReport(day: day, code: 3)
    expectEqual(bare.fieldText, "code=3 place=")
    expectEqual(WeatherReport(fieldText: bare.fieldText, day: day), bare)
    for bad in [
      "code=100 place=", "code=x place=", "code=1 high=999 place=", "code=1 sunrise=25:00 place=",
      "code=1 sunset=7:5 place=", "code=1 wind=3 place=", "code=1 code=2 place=", "code=1",
      "code=1 high=nan place=",
    ] {
      expectEqual(WeatherReport(fieldText: bad, day: day), nil, "\(bad)")
    }
    expectEqual(WeatherReport(day: day, code: 1, place: "a\u{7}b").problem, "place")
    expectEqual(
      WeatherReport(day: day, code: 1, place: String(repeating: "가", count: 201)).problem,
      "place")
  }
}
