import Expectations
import Synchronization
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

#if canImport(Glibc)
  import Glibc
#endif

/// Work whose queries wait until they are let go, so a test decides the order they finish in.
private final class GatedSearch: Sendable {
  let released = Mutex<Set<String>>([])
  let started = Mutex<[String]>([])

  func release(_ query: String) { _ = released.withLock { $0.insert(query) } }

  func callAsFunction(_ effect: LongRunningEffect) -> [AppAction] {
    guard case .search(let query) = effect else { return [] }
    started.withLock { $0.append(query) }
    var waited = 0
    while !released.withLock({ $0.contains(query) }) && waited < 5_000 {
      usleep(1_000)
      waited += 1
    }
    return [.searchResults(query: query, hits: [Self.hit(query)])]
  }

  static func hit(_ query: String) -> SearchResult {
    SearchResult(
      kind: .entry, id: 1, day: Day(year: 2026, month: 10, day: 3)!, title: query, snippet: query)
  }
}

@Suite struct OffLoopEffectsTests {
  /// Takes finished work until `done` or about two seconds pass.
  private func takeUntil(_ store: Store, _ offLoop: OffLoopEffects, _ done: () -> Bool) {
    for _ in 0..<200 where !done() {
      offLoop.waitForWakeup(milliseconds: 10)
      store.takeFinishedWork()
    }
  }

  @Test func aSupersededSearchResultIsDroppedAndTheNewerOneShown() {
    let work = GatedSearch()
    let offLoop = OffLoopEffects { work($0) }
    var state = Fixture.state()
    state.destination = .search(SearchFeature.State())
    var performed: [Effect] = []
    let store = Store(
      state: state,
      perform: {
        performed.append($0)
        return []
      }, offLoop: offLoop)

    // Each key starts a query at once; nothing waits for the one before.
    store.send([.keyPressed(.character("몬")), .keyPressed(.character("스"))])
    expectEqual(performed, [])
    expectEqual(store.state.destination, .search(SearchFeature.State(query: "몬스")))

    // The newer query finishes first; then the older one, which was superseded.
    work.release("몬스")
    takeUntil(store, offLoop) { !offLoop.isBusy }
    let shown = SearchFeature.State(query: "몬스", results: [GatedSearch.hit("몬스")])
    expectEqual(store.state.destination, .search(shown))
    work.release("몬")
    usleep(50_000)
    expectEqual(store.takeFinishedWork(), false)
    expectEqual(store.state.destination, .search(shown))
    #expect(!offLoop.isBusy)
  }

  @Test func aStaleResultIsDroppedEvenWhenItArrivesBeforeTheNewerOne() {
    let work = GatedSearch()
    let offLoop = OffLoopEffects { work($0) }
    offLoop.start(.search("a"), id: .search)
    // Let "a" start, then supersede it while it runs; its result comes first and is dropped.
    for _ in 0..<2_000 where work.started.withLock({ $0.isEmpty }) { usleep(1_000) }
    offLoop.start(.search("ab"), id: .search)
    work.release("a")
    usleep(50_000)
    expectEqual(offLoop.takeFinished(), [])
    work.release("ab")
    var taken: [AppAction] = []
    for _ in 0..<200 where taken.isEmpty {
      offLoop.waitForWakeup(milliseconds: 10)
      taken = offLoop.takeFinished()
    }
    expectEqual(taken, [.searchResults(query: "ab", hits: [GatedSearch.hit("ab")])])
  }

  @Test func cancellingDropsTheResultAndClosingTheSearchCancels() {
    let work = GatedSearch()
    let offLoop = OffLoopEffects { work($0) }
    var state = Fixture.state()
    state.destination = .search(SearchFeature.State())
    let store = Store(state: state, perform: { _ in [] }, offLoop: offLoop)
    store.send([.keyPressed(.character("물"))])
    #expect(offLoop.isBusy)
    store.send([.keyPressed(.escape)])
    #expect(!offLoop.isBusy)
    work.release("물")
    usleep(50_000)
    expectEqual(store.takeFinishedWork(), false)
    expectEqual(store.state.destination, nil)
  }

  @Test func finishedWorkWakesTheLoop() {
    let offLoop = OffLoopEffects { _ in [.unreadCounted(3)] }
    var descriptor = pollfd(fd: offLoop.wakeDescriptor, events: Int16(POLLIN), revents: 0)
    expectEqual(poll(&descriptor, 1, 0), 0)
    offLoop.start(.search("x"), id: .search)
    expectEqual(poll(&descriptor, 1, 2_000), 1)
    expectEqual(offLoop.takeFinished(), [.unreadCounted(3)])
    // Taking empties the pipe.
    expectEqual(poll(&descriptor, 1, 0), 0)
  }

  @Test func withoutAnOffLoopRunnerLongRunningEffectsRunInLine() {
    var state = Fixture.state()
    state.destination = .search(SearchFeature.State())
    var performed: [Effect] = []
    let store = Store(
      state: state,
      perform: {
        performed.append($0)
        return []
      })
    store.send([.keyPressed(.character("a"))])
    expectEqual(performed, [.longRunning(.search("a"), id: .search)])
  }

  @Test func effectsPastTheDepthBoundAreReportedNeverSilentlyDropped() {
    var reported: [String] = []
    // Every effect's result asks for more effects: a loop the bound has to stop.
    let store = Store(
      state: Fixture.state(), perform: { _ in [.firstFramePresented] }, offLoop: nil,
      reportDropped: { reported.append($0) })
    store.send([.firstFramePresented])
    #expect(!reported.isEmpty)
    expectEqual(store.droppedEffects, reported)
    #expect(reported.allSatisfy { $0.hasPrefix("daybook: dropped 2 effect(s) past depth 8") })
  }
}
