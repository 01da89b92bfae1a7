import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

private typealias Feature = TodayFeature

private func day(_ text: String) -> Day {
  guard let parsed = Day(iso: text) else { fatalError("bad test date \(text)") }
  return parsed
}

private let monstera = Plant(id: 1, name: "Monstera", intervalDays: 7)
private let pothos = Plant(id: 2, name: "ポトス", intervalDays: 3)
private let cactus = Plant(id: 3, name: "🌵 Cactus", intervalDays: 14)
private let fern = Plant(id: 4, name: "Fern", intervalDays: 2)

private let payRent = Todo(id: 10, title: "Pay rent", due: day("2026-11-28"), important: true)
private let callMom = Todo(id: 11, title: "Call mom", due: day("2026-11-29"))
private let buySoil = Todo(id: 12, title: "Buy soil", due: day("2026-11-29"), doneAt: 500)
private let repot = Todo(id: 13, title: "몬스테라 분갈이", due: day("2026-12-06"))
private let taxes = Todo(id: 14, title: "Taxes", due: day("2026-12-07"))
private let read = Todo(id: 15, title: "Read")

private let shot = Intake(id: 20, kind: .caffeine, amount: 1, unit: .shot, at: 1000)
private let espresso = Intake(id: 21, kind: .caffeine, amount: 75, unit: .mg, at: 2000)
private let glass = Intake(id: 22, kind: .water, amount: 250, unit: .ml, at: 3000)

/// Sunday 2026-11-29: Monstera watered yesterday, ポトス due today, the cactus three days late,
/// the fern watered today; a todo in every bucket, one due today done; 150 mg of caffeine.
private let snapshot = TodaySnapshot(
  today: day("2026-11-29"),
  plants: [
    .init(plant: monstera, lastWatered: day("2026-11-28")),
    .init(plant: pothos, lastWatered: day("2026-11-26")),
    .init(plant: cactus, lastWatered: day("2026-11-12")),
    .init(plant: fern, lastWatered: day("2026-11-29")),
  ],
  todos: [read, taxes, repot, buySoil, callMom, payRent],
  intakes: [shot, espresso, glass],
  goal: GoalSettings(mode: .caffeineLimit, caffeineLimitMg: 400, waterGoalMl: 2000, mgPerShot: 75))

private func status(_ plant: Plant, last: String, next: String, dDay: Int) -> WateringStatus {
  WateringStatus(plant: plant, lastWatered: day(last), next: day(next), dDay: dDay)
}

private let sortedPlants = [
  status(cactus, last: "2026-11-12", next: "2026-11-26", dDay: -3),
  status(pothos, last: "2026-11-26", next: "2026-11-29", dDay: 0),
  status(fern, last: "2026-11-29", next: "2026-12-01", dDay: 2),
  status(monstera, last: "2026-11-28", next: "2026-12-05", dDay: 6),
]

/// The state after loading the snapshot, with a row selected.
private func loaded(selecting row: Feature.Row = .plant(3)) -> Feature.State {
  Feature.State(
    today: day("2026-11-29"), goal: snapshot.goal, plants: sortedPlants, todos: snapshot.todos,
    intakes: snapshot.intakes, selection: row)
}

private func press(_ keys: [Key], _ state: inout Feature.State) -> [Feature.Output] {
  keys.flatMap { Feature.reduce(into: &state, action: .key($0)) }
}

@Suite("Today reducer")
struct TodayFeatureTests {
  @Test func loadedSortsPlantsByDDayAndSelectsTheFirstRow() {
    var state = Feature.State(today: day("2026-11-28"))
    expectEqual(Feature.reduce(into: &state, action: .loaded(snapshot)), [])
    expectEqual(state, loaded())
    expectEqual(state.progress, TodayProgress(done: 1, total: 2))
    expectEqual(state.intakeTotals, IntakeTotals(caffeineMg: 150, waterMl: 250, count: 3))
    expectEqual(state.evaluation, GoalEvaluation(met: true, progress: 0.375))
  }

  @Test func loadedKeepsASelectionThatStillExists() {
    var state = loaded(selecting: .todo(13))
    _ = Feature.reduce(into: &state, action: .loaded(snapshot))
    expectEqual(state, loaded(selecting: .todo(13)))
    var gone = loaded(selecting: .todo(99))
    _ = Feature.reduce(into: &gone, action: .loaded(snapshot))
    expectEqual(gone, loaded(selecting: .plant(3)))
  }

  @Test func firstPlantArrivingTakesTheSelectionFromTheLoneIntakeRow() {
    var state = Feature.State(today: day("2026-11-29"))
    _ = Feature.reduce(into: &state, action: .loaded(TodaySnapshot(today: day("2026-11-29"))))
    expectEqual(state.selection, .intake)
    _ = Feature.reduce(into: &state, action: .loaded(snapshot))
    expectEqual(state.selection, .plant(3))
    state.selection = .intake
    _ = Feature.reduce(into: &state, action: .loaded(snapshot))
    expectEqual(state.selection, .intake)
  }

  @Test func rowsRunThroughEverySectionWithoutHeaders() {
    expectEqual(
      loaded().rows,
      [
        .plant(3), .plant(2), .plant(4), .plant(1), .todo(10), .todo(11), .todo(12), .todo(13),
        .todo(14), .todo(15), .intake,
      ])
  }

  @Test func bucketsSplitAtTheirBoundaries() {
    expectEqual(
      loaded().todoSections,
      [
        Feature.TodoSection(bucket: .overdue, todos: [payRent], openCount: 1),
        Feature.TodoSection(bucket: .today, todos: [callMom, buySoil], openCount: 1),
        Feature.TodoSection(bucket: .next7Days, todos: [repot], openCount: 1),
        Feature.TodoSection(bucket: .later, todos: [taxes], openCount: 1),
        Feature.TodoSection(bucket: .undated, todos: [read], openCount: 1),
      ])
  }

  @Test(arguments: [Key.down, .character("j")])
  func downWalksEveryRowAcrossSectionsAndStopsAtTheEnd(key: Key) {
    var state = loaded()
    for row in loaded().rows.dropFirst() + [.intake] {
      expectEqual(press([key], &state), [])
      expectEqual(state, loaded(selecting: row))
    }
  }

  @Test(arguments: [Key.up, .character("k")])
  func upWalksBackAndStopsAtTheTop(key: Key) {
    var state = loaded(selecting: .intake)
    for row in loaded().rows.reversed().dropFirst() + [.plant(3)] {
      expectEqual(press([key], &state), [])
      expectEqual(state, loaded(selecting: row))
    }
  }

  @Test func wWatersAPlantWateredYesterday() {
    var state = loaded(selecting: .plant(1))
    expectEqual(press([.character("w")], &state), [.water(1)])
    expectEqual(state, loaded(selecting: .plant(1)))
  }

  @Test func wOnAPlantWateredTodayAsksFirstAndYWaters() {
    var state = loaded(selecting: .plant(4))
    expectEqual(press([.character("w")], &state), [])
    var asking = loaded(selecting: .plant(4))
    asking.confirm = .waterAgain(plantID: 4, name: "Fern")
    expectEqual(state, asking)
    expectEqual(state.confirm?.prompt, "Fern was already watered today. Water again? (y/n)")
    expectEqual(press([.character("j"), .character("w"), .character("x")], &state), [])
    expectEqual(state, asking)
    expectEqual(press([.character("y")], &state), [.water(4)])
    expectEqual(state, loaded(selecting: .plant(4)))
  }

  @Test(arguments: [Key.character("n"), .escape])
  func noOrEscapeDropsTheQuestion(key: Key) {
    var state = loaded(selecting: .plant(4))
    _ = press([.character("w")], &state)
    expectEqual(press([key], &state), [.status("Not watered")])
    expectEqual(state, loaded(selecting: .plant(4)))
  }

  @Test func wWithoutAPlantSelectedSaysSo() {
    var state = loaded(selecting: .todo(11))
    expectEqual(press([.character("w")], &state), [.status("Select a plant to water")])
    expectEqual(state, loaded(selecting: .todo(11)))
  }

  @Test func plantWateredUpdatesReSortsAndOffersUndo() {
    var state = loaded(selecting: .plant(3))
    let outputs = Feature.reduce(
      into: &state, action: .plantWatered(plantID: 3, careEventID: 99, at: 5000))
    expectEqual(outputs, [.status("Watered 🌵 Cactus · next Dec 13 · u undo")])
    var want = loaded(selecting: .plant(3))
    want.plants = [
      sortedPlants[1], sortedPlants[2], sortedPlants[3],
      status(cactus, last: "2026-11-29", next: "2026-12-13", dDay: 14),
    ]
    want.undoSteps = [
      .waterings([
        Feature.LastWatering(plantID: 3, careEventID: 99, previousLastWatered: day("2026-11-12"))
      ])
    ]
    expectEqual(state, want)
    expectEqual(state.rows.first, .plant(2))
  }

  @Test func plantWateredStatusNamesTheNextDay() {
    var state = loaded(selecting: .plant(1))
    let outputs = Feature.reduce(
      into: &state, action: .plantWatered(plantID: 1, careEventID: 7, at: 5000))
    expectEqual(outputs, [.status("Watered Monstera · next Dec 6 · u undo")])
    expectEqual(
      state.plants.last, status(monstera, last: "2026-11-29", next: "2026-12-06", dDay: 7))
  }

  @Test func plantWateredForAnUnknownPlantIsIgnored() {
    var state = loaded()
    expectEqual(
      Feature.reduce(into: &state, action: .plantWatered(plantID: 77, careEventID: 1, at: 1)), [])
    expectEqual(state, loaded())
  }

  @Test func uUndoesTheLastWatering() {
    var state = loaded()
    _ = Feature.reduce(into: &state, action: .plantWatered(plantID: 3, careEventID: 99, at: 5000))
    var undoing = state
    undoing.undoSteps = []
    undoing.undoingWaterings = [
      Feature.LastWatering(plantID: 3, careEventID: 99, previousLastWatered: day("2026-11-12"))
    ]
    expectEqual(press([.character("u")], &state), [.undoWater(99)])
    expectEqual(state, undoing)
    expectEqual(Feature.reduce(into: &state, action: .wateringUndone(careEventID: 98)), [])
    expectEqual(state, undoing)
    expectEqual(
      Feature.reduce(into: &state, action: .wateringUndone(careEventID: 99)),
      [
        .status("Undid watering 🌵 Cactus")
      ])
    expectEqual(state, loaded())
  }

  @Test func uAfterFinishingATodoReopensItNotAnEarlierWatering() {
    var state = loaded(selecting: .todo(11))
    _ = Feature.reduce(into: &state, action: .plantWatered(plantID: 3, careEventID: 99, at: 5000))
    let watering = state.undoSteps
    expectEqual(
      press([.character("x")], &state),
      [
        .setTodoDone(11, true), .status("Done: Call mom · u undo"),
      ])
    var done = callMom
    done.doneAt = 6000
    _ = Feature.reduce(into: &state, action: .todoChanged(done))
    var want = state
    want.undoSteps = watering
    expectEqual(
      press([.character("u")], &state),
      [
        .setTodoDone(11, false), .status("Undid the change to “Call mom”"),
      ])
    expectEqual(state, want)
    // The next `u` takes back the watering.
    expectEqual(press([.character("u")], &state), [.undoWater(99)])
  }

  @Test func uUndoesAWholeWaterAllBatchAsOneStep() {
    var state = loaded(selecting: .todo(10))
    _ = press([.character("W"), .character("y")], &state)
    expectEqual(state.wateringBatch, [3, 2])
    // The batch answers once, for all of it, when its last watering is in.
    expectEqual(
      Feature.reduce(into: &state, action: .plantWatered(plantID: 3, careEventID: 50, at: 5000)), []
    )
    expectEqual(
      Feature.reduce(into: &state, action: .plantWatered(plantID: 2, careEventID: 51, at: 5000)),
      [.status("Watered 2 plants · u undo")])
    expectEqual(state.wateringBatch, [])
    expectEqual(
      state.undoSteps,
      [
        .waterings([
          Feature.LastWatering(plantID: 3, careEventID: 50, previousLastWatered: day("2026-11-12")),
          Feature.LastWatering(plantID: 2, careEventID: 51, previousLastWatered: day("2026-11-26")),
        ])
      ])
    expectEqual(press([.character("u")], &state), [.undoWater(50), .undoWater(51)])
    expectEqual(state.undoSteps, [])
    expectEqual(Feature.reduce(into: &state, action: .wateringUndone(careEventID: 50)), [])
    expectEqual(
      Feature.reduce(into: &state, action: .wateringUndone(careEventID: 51)),
      [
        .status("Undid watering 2 plants")
      ])
    expectEqual(state, loaded(selecting: .todo(10)))
  }

  @Test func aBatchOfOneAnswersWithThePlantsName() {
    var state = loaded(selecting: .todo(10))
    state.plants = [sortedPlants[0], sortedPlants[2], sortedPlants[3]]
    _ = press([.character("W"), .character("y")], &state)
    expectEqual(state.wateringBatch, [3])
    expectEqual(
      Feature.reduce(into: &state, action: .plantWatered(plantID: 3, careEventID: 50, at: 5000)),
      [.status("Watered 🌵 Cactus · next Dec 13 · u undo")])
    expectEqual(state.wateringBatch, [])
    expectEqual(
      state.undoSteps,
      [
        .waterings([
          Feature.LastWatering(plantID: 3, careEventID: 50, previousLastWatered: day("2026-11-12"))
        ])
      ])
  }

  @Test func uTakesBackAnIntakeAddedHere() {
    var state = loaded()
    expectEqual(
      press([.character("+")], &state),
      [
        .addIntake(kind: .caffeine, amount: 1, unit: .shot),
        .status("Recorded caffeine 1shot · u undo"),
      ])
    expectEqual(state, loaded())
    let added = Intake(id: 30, kind: .caffeine, amount: 1, unit: .shot, at: 6000)
    _ = Feature.reduce(into: &state, action: .intakeRecorded(added))
    expectEqual(state.undoSteps, [.intakeAdded(30)])
    expectEqual(
      press([.character("u")], &state), [.removeIntake(30), .status("Undid caffeine 1shot")])
    expectEqual(state.undoSteps, [])
  }

  @Test func uWithNothingToUndoSaysSo() {
    var state = loaded()
    expectEqual(press([.character("u")], &state), [.status("Nothing to undo")])
    expectEqual(state, loaded())
  }

  @Test func capitalWAsksThenWatersEveryDuePlant() {
    var state = loaded(selecting: .todo(10))
    expectEqual(press([.character("W")], &state), [])
    var asking = loaded(selecting: .todo(10))
    asking.confirm = .waterAll([3, 2])
    expectEqual(state, asking)
    expectEqual(state.confirm?.prompt, "Water 2 plants due today or late? (y/n)")
    expectEqual(press([.character("y")], &state), [.waterAll([3, 2])])
    var batch = loaded(selecting: .todo(10))
    batch.wateringBatch = [3, 2]
    batch.undoSteps = [.waterings([])]
    expectEqual(state, batch)
  }

  @Test func capitalWWithNothingDueSaysSo() {
    var state = loaded()
    state.plants = [sortedPlants[2], sortedPlants[3]]
    let before = state
    expectEqual(press([.character("W")], &state), [.status("No plants due today")])
    expectEqual(state, before)
  }

  @Test func promptForOnePlantIsSingular() {
    expectEqual(Feature.Confirmation.waterAll([3]).prompt, "Water 1 plant due today or late? (y/n)")
  }

  @Test func xTogglesTheSelectedTodo() {
    var state = loaded(selecting: .todo(11))
    expectEqual(
      press([.character("x")], &state),
      [
        .setTodoDone(11, true), .status("Done: Call mom · u undo"),
      ])
    state.selection = .todo(12)
    expectEqual(
      press([.character("x")], &state),
      [
        .setTodoDone(12, false), .status("Open again: Buy soil · u undo"),
      ])
    var want = loaded(selecting: .todo(12))
    want.undoSteps = [.todoDone(11, wasDone: false), .todoDone(12, wasDone: true)]
    expectEqual(state, want)
  }

  @Test func bangTogglesImportance() {
    var state = loaded(selecting: .todo(10))
    expectEqual(
      press([.character("!")], &state),
      [
        .setTodoImportant(10, false), .status("No longer important: Pay rent · u undo"),
      ])
    state.selection = .todo(15)
    expectEqual(
      press([.character("!")], &state),
      [
        .setTodoImportant(15, true), .status("Marked important: Read · u undo"),
      ])
    var want = loaded(selecting: .todo(15))
    want.undoSteps = [.todoImportant(10, was: true), .todoImportant(15, was: false)]
    expectEqual(state, want)
  }

  @Test func todoKeysNeedATodo() {
    var state = loaded(selecting: .intake)
    expectEqual(
      press([.character("x"), .character("!")], &state),
      [
        .status("Select a todo"), .status("Select a todo"),
      ])
    expectEqual(state, loaded(selecting: .intake))
  }

  @Test func todoChangedMovesTheTodoAndTheSelectionFollows() {
    var state = loaded(selecting: .todo(11))
    var done = callMom
    done.doneAt = 6000
    expectEqual(Feature.reduce(into: &state, action: .todoChanged(done)), [])
    var want = loaded(selecting: .todo(11))
    want.todos = [read, taxes, repot, buySoil, done, payRent]
    expectEqual(state, want)
    expectEqual(
      state.todoSections[1],
      Feature.TodoSection(bucket: .today, todos: [buySoil, done], openCount: 0))
    expectEqual(state.progress, TodayProgress(done: 2, total: 2))
  }

  @Test func todoChangedAddsANewTodo() {
    var state = loaded()
    let new = Todo(id: 16, title: "New", due: day("2026-11-29"))
    _ = Feature.reduce(into: &state, action: .todoChanged(new))
    var want = loaded()
    want.todos.append(new)
    expectEqual(state, want)
  }

  @Test func plusAddsAShotAgainstACaffeineLimit() {
    var state = loaded()
    expectEqual(
      press([.character("+")], &state),
      [
        .addIntake(kind: .caffeine, amount: 1, unit: .shot),
        .status("Recorded caffeine 1shot · u undo"),
      ])
    expectEqual(state, loaded())
  }

  @Test func plusAddsAGlassOfWaterOnAZeroCaffeineGoal() {
    var state = loaded()
    state.goal.mode = .zeroCaffeine
    let before = state
    expectEqual(
      press([.character("+")], &state),
      [
        .addIntake(kind: .water, amount: 250, unit: .ml), .status("Recorded water 250ml · u undo"),
      ])
    expectEqual(state, before)
  }

  @Test func minusRemovesTheLatestRecordOfTheGoalsKind() {
    var state = loaded()
    expectEqual(
      press([.character("-")], &state),
      [
        .removeIntake(21), .status("Removed caffeine 75mg · i to type it again"),
      ])
    state.goal.mode = .zeroCaffeine
    expectEqual(
      press([.character("-")], &state),
      [
        .removeIntake(22), .status("Removed water 250ml · i to type it again"),
      ])
    state.intakes = [shot]
    expectEqual(press([.character("-")], &state), [.status("No water recorded today")])
  }

  @Test func intakeRecordedAndRemovedUpdateTheTotals() {
    var state = loaded()
    let more = Intake(id: 23, kind: .caffeine, amount: 4, unit: .shot, at: 7000)
    expectEqual(Feature.reduce(into: &state, action: .intakeRecorded(more)), [])
    expectEqual(state.intakeTotals.caffeineMg, 450)
    expectEqual(state.evaluation, GoalEvaluation(met: false, progress: 1.125))
    expectEqual(Feature.reduce(into: &state, action: .intakeRemoved(23)), [])
    expectEqual(state, loaded())
  }

  @Test func failedShowsTheMessageAndDropsAQuestion() {
    var state = loaded()
    state.confirm = .waterAll([3, 2])
    expectEqual(
      Feature.reduce(into: &state, action: .failed("Database is locked")),
      [
        .status("Database is locked")
      ])
    expectEqual(state, loaded())
  }

  @Test func tabAndUnknownKeysAreLeftToTheApp() {
    var state = loaded()
    expectEqual(press([.tab, .character("q"), .enter], &state), [])
    expectEqual(state, loaded())
  }

  @Test func keymapListsEveryCommand() {
    expectEqual(
      Feature.keymap.map(\.keys),
      [
        ["Up", "k"], ["Down", "j"], ["w"], ["W"], ["u"], ["x"], ["!"], ["Enter"], ["+"], ["-"],
        ["i"], ["I"], ["c"], ["e"], ["a"],
      ])
    expectEqual(Feature.confirmKeymap.map(\.keys), [["y", "Y"], ["n", "N", "Esc"]])
  }
}
