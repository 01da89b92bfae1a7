import Testing

@testable import NcursesBackend

/// Pictures use hundreds of colour pairs each; the pair table starts again before it runs
/// out, but only where it is large (a small 8- or 16-colour table holds every pair anyway,
/// and starting it again would repaint every frame).
@Suite struct ColorPairTests {
  @Test func largeTablesStartAgainBeforeTheyRunOut() {
    #expect(!NcursesTerminal.pairsRunLow(next: 1, max: 32767))
    #expect(!NcursesTerminal.pairsRunLow(next: 20000, max: 32767))
    #expect(NcursesTerminal.pairsRunLow(next: 24576, max: 32767))
    #expect(NcursesTerminal.pairsRunLow(next: 32767, max: 32767))
  }

  @Test func smallTablesNeverDo() {
    #expect(!NcursesTerminal.pairsRunLow(next: 64, max: 64))
    #expect(!NcursesTerminal.pairsRunLow(next: 256, max: 256))
    #expect(!NcursesTerminal.pairsRunLow(next: 0, max: 0))
  }
}
