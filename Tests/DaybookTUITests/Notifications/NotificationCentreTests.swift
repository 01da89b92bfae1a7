import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct NotificationCentreTests {
  typealias Centre = NotificationCentreFeature.State
  let items = LocalizedFrameFixture.notifications

  /// A state with plants and todos loaded and the centre open on the fixture's reminders.
  func openCentre(selection: Int = 0, unreadOnly: Bool = false) -> TestStore {
    var state = LocalizedFrameFixture.state(.en, width: 120, height: 40, focus: .calendar)
    let shown = unreadOnly ? items.filter { $0.readAt == nil } : items
    state.destination = .notifications(
      Centre(items: shown, unreadOnly: unreadOnly, selection: selection, isLoaded: true))
    return TestStore(state)
  }

  @Test func capitalNOpensTheCentreAndAsksForEveryReminder() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("N")), effects: [.loadNotifications(unreadOnly: false)]) {
      $0.destination = .notifications(Centre())
    }
    store.send(.notifications(.loaded(items, unreadOnly: false))) {
      $0.destination = .notifications(Centre(items: items, isLoaded: true))
    }
    store.send(.keyPressed(.character("N"))) { $0.destination = nil }
  }

  @Test func aListForTheOtherFilterIsIgnored() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("N")), effects: [.loadNotifications(unreadOnly: false)]) {
      $0.destination = .notifications(Centre())
    }
    store.send(.notifications(.loaded(Array(items.prefix(1)), unreadOnly: true)))
  }

  @Test func uFiltersUnreadOnlyAndBack() {
    let store = openCentre(selection: 2)
    store.send(.keyPressed(.character("u")), effects: [.loadNotifications(unreadOnly: true)]) {
      $0.destination = .notifications(Centre(unreadOnly: true))
    }
    let unread = items.filter { $0.readAt == nil }
    store.send(.notifications(.loaded(unread, unreadOnly: true))) {
      $0.destination = .notifications(Centre(items: unread, unreadOnly: true, isLoaded: true))
    }
    store.send(.keyPressed(.character("u")), effects: [.loadNotifications(unreadOnly: false)]) {
      $0.destination = .notifications(Centre())
    }
  }

  @Test func arrowsMoveWithinTheList() {
    let store = openCentre()
    store.send(.keyPressed(.down)) {
      $0.destination = .notifications(Centre(items: items, selection: 1, isLoaded: true))
    }
    store.send(.keyPressed(.character("j"))) {
      $0.destination = .notifications(Centre(items: items, selection: 2, isLoaded: true))
    }
    store.send(.keyPressed(.down))
    store.send(.keyPressed(.up)) {
      $0.destination = .notifications(Centre(items: items, selection: 1, isLoaded: true))
    }
  }

  @Test func enterOnAPlantReminderMarksItReadAndSelectsThePlant() {
    let store = openCentre(selection: 1)
    store.send(.keyPressed(.enter), effects: [.markNotificationRead(2)]) {
      $0.destination = nil
      $0.focus = .today
      $0.todayPane.selection = .plant(2)
    }
  }

  @Test func enterOnAReadDayReminderOpensTheDayWithoutMarkingAgain() throws {
    let store = openCentre(selection: 2)
    let day = try #require(Day(iso: "2026-11-28"))
    var expected = store.state
    expected.destination = nil
    let effects = AppReducer.jump(to: day, &expected)
    expected.focus = .editor
    store.send(.keyPressed(.enter), effects: effects) { $0 = expected }
    #expect(effects.contains(.loadEntry(day)))
    expectEqual(store.state.calendar.selected, day)
  }

  @Test func enterOnATodoReminderGoesToTheTodayPane() {
    var state = Fixture.state()
    let todo = NotificationRecord(
      id: 9, key: "todo-eve:4:2026-12-03", kind: "todo-eve", message: "Due tomorrow: 책 반납하기",
      target: "todo:4", firedAt: Fixture.now)
    state.destination = .notifications(Centre(items: [todo], isLoaded: true))
    let store = TestStore(state)
    // The todo is not in the (empty) list: the pane gets focus and the selection stays.
    store.send(.keyPressed(.enter), effects: [.markNotificationRead(9)]) {
      $0.destination = nil
      $0.focus = .today
    }
  }

  @Test func rMarksEveryReminderReadAtOnce() {
    let store = openCentre()
    var read = items
    for index in read.indices where read[index].readAt == nil { read[index].readAt = Fixture.now }
    store.send(.keyPressed(.character("r")), effects: [.markAllNotificationsRead]) {
      $0.destination = .notifications(Centre(items: read, isLoaded: true))
    }
    // Nothing left unread: r does nothing more.
    store.send(.keyPressed(.character("r")))
  }

  @Test func rInTheUnreadFilterEmptiesTheList() {
    let store = openCentre(selection: 1, unreadOnly: true)
    store.send(.keyPressed(.character("r")), effects: [.markAllNotificationsRead]) {
      $0.destination = .notifications(Centre(items: [], unreadOnly: true, isLoaded: true))
    }
  }

  @Test func deliveredRemindersShowTheLatestAndRecountUnread() {
    let store = TestStore(Fixture.state())
    store.send(.notifications(.remindersDelivered(messages: [])))
    store.send(
      .notifications(.remindersDelivered(messages: ["Water A today", "Water B today"])),
      effects: [.countUnread]
    ) {
      $0.status = StatusMessage(text: "🔔 Water B today", expiresAt: Fixture.now + 5)
    }
  }

  @Test func deliveredRemindersRefreshAnOpenCentre() {
    let store = openCentre(unreadOnly: true)
    store.send(
      .notifications(.remindersDelivered(messages: ["Water A today"])),
      effects: [.countUnread, .loadNotifications(unreadOnly: true)]
    ) {
      $0.status = StatusMessage(text: "🔔 Water A today", expiresAt: Fixture.now + 5)
    }
  }

  @Test func remindersAreDeliveredOnTheFirstTickOfEachMinute() {
    let store = TestStore(Fixture.state())
    // Fixture.now is 12:00:00; a tick within the same minute delivers nothing.
    store.send(.tick(now: Fixture.now + 30, today: Fixture.today), effects: [.pollJournal]) {
      $0.now = Fixture.now + 30
    }
    store.send(
      .tick(now: Fixture.now + 60, today: Fixture.today),
      effects: [.pollJournal, .deliverReminders(now: Fixture.now + 60)]
    ) { $0.now = Fixture.now + 60 }
  }

  @Test func helpListsTheCentresKeys() {
    let sections = KeymapCatalog.sections(.ja)
    let centre = sections.first { $0.title == "通知" }
    expectEqual(
      centre?.bindings.map(\.keys),
      [
        ["Up", "k"], ["Down", "j"], ["Enter"], ["u"], ["r"], ["Esc", "q", "N"],
      ])
  }

  /// The box's key line is read from the command table the reducer matches on, in a word
  /// each, as the hand-written line said it.
  @Test func theBoxsKeyLineComesFromTheTable() {
    expectEqual(
      NotificationCentreFeature.keyLine(.en).keyLine,
      "Enter open · u unread only · r all read · Esc close")
    expectEqual(
      NotificationCentreFeature.keyLine(.ko).keyLine, "Enter 열기 · u 안 읽은 것 · r 모두 읽음 · Esc 닫기")
    expectEqual(
      NotificationCentreFeature.keyLine(.ja).keyLine, "Enter 開く · u 未読のみ · r すべて既読 · Esc 閉じる")
    expectEqual(
      NotificationCentreFeature.keyLine(.en).map(\.keys),
      [["Enter"], ["u"], ["r"], ["Esc", "q", "N"]])
  }
}

@Suite struct LanguageSwitchTests {
  @Test func f2SwitchesTheLanguageWhileWritingAndKeepsTheText() {
    let store = TestStore(Fixture.state())
    _ = store.state
    store.send(.keyPressed(.character("n")), effects: []) {
      $0.focus = .editor
      _ = EditorFeature.reduce(&$0.editor, .key(.character("i"), now: Fixture.now))
    }
    store.type("안녕 L")
    expectEqual(store.state.editor.buffer.text, "안녕 L")
    var settings = store.state.settings
    settings.language = "ko"
    store.send(.keyPressed(.function(2)), effects: [.saveSettings(settings)]) {
      $0.settings.language = "ko"
      $0.status = StatusMessage(text: "언어: 한국어", expiresAt: Fixture.now + 5)
    }
    #expect(store.state.editor.isEditing)
    #expect(store.state.editor.isDirty)
    expectEqual(store.state.editor.buffer.text, "안녕 L")
    expectEqual(store.state.editor.language, .ko)
    expectEqual(store.state.calendar.language, .ko)
    expectEqual(store.state.todayPane.language, .ko)
    expectEqual(store.state.heatmap.language, .ko)
  }

  @Test func commandLineSwitchesEveryPane() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character(":"))) {
      $0.destination = .command(CommandFeature.State(text: ""))
    }
    store.type("lang ja")
    var settings = store.state.settings
    settings.language = "ja"
    store.send(.keyPressed(.enter), effects: [.saveSettings(settings)]) {
      $0.destination = nil
      $0.settings.language = "ja"
      $0.status = StatusMessage(text: "言語: 日本語", expiresAt: Fixture.now + 5)
    }
    expectEqual(store.state.calendar.language, .ja)
    let frame = AppView.render(store.state).canvas.lines
    #expect(frame[1].contains("2026年11月"))
  }

  @Test func settingsWithoutALanguageKeepEnglishPanes() {
    let state = Fixture.state()
    expectEqual(state.language, .en)
    expectEqual(state.calendar.language, .en)
  }
}
