@testable import DaybookCore
import Testing

@testable import DaybookTUI

#if canImport(Glibc)
  import Glibc
#endif

/// The first frame waits, a bounded time, for the heatmap's streaks over the whole history
/// counted off the loop, so it is drawn complete instead of twice.
@Suite struct FirstScreenWaitTests {
  private func store(answeringAfter milliseconds: UInt32) -> (Store, OffLoopEffects) {
    let state = Fixture.state()
    let metric = state.heatmap.metric
    let end = state.heatmap.end
    let offLoop = OffLoopEffects { effect in
      guard case .historyStreaks = effect else { return [] }
      usleep(milliseconds * 1_000)
      return [
        .heatmap(
          .historyStreaksLoaded(
            metric: metric, through: end, streaks: Streaks(current: 4_000, longest: 4_000)))
      ]
    }
    let store = Store(state: state, perform: { _ in [] }, offLoop: offLoop)
    offLoop.start(.historyStreaks(metric, through: end), id: .historyStreaks)
    return (store, offLoop)
  }

  @Test func streaksThatArriveInTimeAreOnTheFirstFrame() {
    let (store, _) = store(answeringAfter: 5)
    #expect(store.state.heatmap.history == nil)
    DaybookApp.awaitFirstScreenWork(store)
    #expect(store.state.heatmap.history == Streaks(current: 4_000, longest: 4_000))
  }

  @Test func slowStreaksDoNotHoldTheFirstFrameBeyondTheBound() {
    let (store, offLoop) = store(answeringAfter: 1_000)
    let start = FrameLog.now()
    DaybookApp.awaitFirstScreenWork(store)
    let waited = Double(FrameLog.now() - start) / 1_000_000
    #expect(store.state.heatmap.history == nil)
    #expect(waited >= Double(DaybookApp.firstScreenWaitMilliseconds) - 1)
    #expect(waited < 900)
    offLoop.cancel(.historyStreaks)
  }

  @Test func withoutOffLoopWorkNothingWaits() {
    let store = Store(state: Fixture.state(), perform: { _ in [] })
    let start = FrameLog.now()
    DaybookApp.awaitFirstScreenWork(store)
    #expect(FrameLog.now() - start < 50_000_000)
  }
}
