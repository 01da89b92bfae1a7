import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// One navigation model: the plants screen is a case of the destination like every other
/// screen, the help opens over it and gives it back, and its results still arrive meanwhile.
@Suite struct DestinationTests {
  @Test func thePlantsScreenIsTheDestination() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("p")), effects: [.plants(.loadPlants)]) {
      $0.destination = .plants(PlantsFeature.State(today: Fixture.today))
    }
    expectEqual(store.state.plantsScreen, PlantsFeature.State(today: Fixture.today))
    store.send(.keyPressed(.escape)) { $0.destination = nil }
    expectEqual(store.state.plantsScreen, nil)
  }

  @Test func theHelpOpensOverThePlantsAndGivesThemBack() {
    var state = Fixture.state()
    let plants = PlantsFeature.State(today: Fixture.today)
    state.destination = .plants(plants)
    let store = TestStore(state)
    store.send(.keyPressed(.character("?"))) {
      $0.helpUnder = .plants(plants)
      $0.destination = .help(HelpFeature.State(scroll: 0))
    }
    // The list arrives while the help is read: it lands on the screen underneath.
    store.send(.plants(.loaded(PlantsFixture.items))) {
      var loaded = plants
      loaded.items = PlantsFixture.items
      loaded.selection = 2
      $0.helpUnder = .plants(loaded)
    }
    store.send(.keyPressed(.escape)) {
      $0.destination = $0.helpUnder
      $0.helpUnder = nil
    }
    expectEqual(store.state.plantsScreen?.items, PlantsFixture.items)
  }

  @Test func aScreenThatIsNotShownIgnoresItsResults() {
    let store = TestStore(Fixture.state())
    store.send(.statistics(.key(.character("m"))))
    store.send(.notifications(.loaded([], unreadOnly: false)))
  }

  @Test func closingAScreenUnderTheHelpLeavesTheHelpOpen() {
    var state = Fixture.state()
    state.destination = .help(HelpFeature.State(scroll: 0))
    state.helpUnder = .statistics(StatisticsFeature.State(today: Fixture.today))
    state[presented: .statistics] = nil
    expectEqual(state.destination, .help(HelpFeature.State(scroll: 0)))
    expectEqual(state.helpUnder, nil)
  }
}
