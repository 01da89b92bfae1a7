import DaybookCore
import TerminalKit

/// Identify a plant on the plants screen (`i`): the plant key's questions one at a time, the
/// best matches narrowing after every answer, and the chosen match opened in the add form.
public enum IdentifyFeature {
  /// How many matches are listed.
  static let shown = 3

  /// The key as far as it has been answered.
  public struct State: Equatable, Sendable {
    public var answers: [PlantKey.Question: String] = [:]
    /// Questions answered with "don't know", in the order passed.
    public var passed: [PlantKey.Question] = []
    /// The questions answered or passed, in order, so Backspace can take back the last.
    public var history: [PlantKey.Question] = []
    /// The highlighted answer of the current question.
    public var option = 0
    /// True while choosing among the matches instead of answering.
    public var choosing = false
    /// The highlighted match while choosing.
    public var match = 0

    public init() {}

    /// The question being asked, or nil when none is left that narrows the matches.
    public var question: PlantKey.Question? {
      choosing ? nil : PlantKey.bundled.nextQuestion(answers, passed: Set(passed))
    }

    /// The best matches for the answers so far.
    public var matches: [PlantKey.Match] {
      Array(PlantKey.bundled.rank(answers).prefix(IdentifyFeature.shown))
    }
  }

  /// The keys, each with its help; matched by the reducer and listed by the view.
  public enum Command: CaseIterable, Sendable {
    case previous, next, answer, pass, undo, choose, close

    public var keys: [String] {
      switch self {
      case .previous: ["Up", "k"]
      case .next: ["Down", "j"]
      case .answer: ["Enter"]
      case .pass: ["Space"]
      case .undo: ["Backspace"]
      case .choose: ["Tab"]
      case .close: ["Esc"]
      }
    }

    var help: IdentifyScreenText {
      switch self {
      case .previous, .next: .keyMove
      case .answer: .keyAnswer
      case .pass: .keyPass
      case .undo: .keyUndo
      case .choose: .keyChoose
      case .close: .keyClose
      }
    }

    init?(key: Key) {
      let name = key == .character(" ") ? "Space" : key.description
      guard let command = Self.allCases.first(where: { $0.keys.contains(name) }) else {
        return nil
      }
      self = command
    }
  }

  /// What a key did.
  enum Outcome: Equatable {
    case stay
    case close
    /// Add this catalog plant: open the add form filled from it.
    case add(CatalogPlant)
  }

  /// The keys with their help in a language (the move keys once).
  public static func keymap(_ language: Language) -> [KeyBinding] {
    Command.allCases.filter { $0 != .previous }.map {
      KeyBinding(keys: $0 == .next ? ["↑↓"] : $0.keys, help: $0.help.text(language))
    }
  }

  static func key(_ key: Key, _ state: inout State) -> Outcome {
    guard let command = Command(key: key) else { return .stay }
    let question = state.question
    switch command {
    case .previous, .next:
      let count = question?.options.count ?? state.matches.count
      let step = command == .next ? 1 : -1
      if question != nil {
        state.option = min(max(state.option + step, 0), max(0, count - 1))
      } else {
        state.match = min(max(state.match + step, 0), max(0, count - 1))
      }
      return .stay
    case .answer:
      guard let question else {
        guard state.matches.indices.contains(state.match) else { return .stay }
        return .add(state.matches[state.match].plant)
      }
      state.answers[question] = question.options[min(state.option, question.options.count - 1)]
      state.history.append(question)
      advance(&state)
      return .stay
    case .pass:
      guard let question else { return .stay }
      state.passed.append(question)
      state.history.append(question)
      advance(&state)
      return .stay
    case .undo:
      if state.choosing && !state.history.isEmpty && state.question == nil {
        state.choosing = false
      }
      guard let last = state.history.popLast() else { return .stay }
      state.answers[last] = nil
      state.passed.removeAll { $0 == last }
      state.choosing = false
      state.option = 0
      state.match = 0
      return .stay
    case .choose:
      state.choosing.toggle()
      state.match = 0
      state.option = 0
      return .stay
    case .close:
      return .close
    }
  }

  /// After an answer: the next question from its first option, or the matches when no
  /// question is left.
  private static func advance(_ state: inout State) {
    state.option = 0
    state.match = 0
    if state.question == nil { state.choosing = true }
  }
}

/// Texts of identifying a plant on the plants screen.
enum IdentifyScreenText: String, Localized {
  case title, keyMove, keyAnswer, keyPass, keyUndo, keyChoose, keyClose, keyIdentify
  case fit, best, because, noReason, choose, question

  var translation: Translation {
    switch self {
    case .title: Translation("Identify a plant", ko: "식물 알아보기", ja: "植物を調べる")
    case .keyMove: Translation("move", ko: "이동", ja: "移動")
    case .keyAnswer: Translation("answer / add", ko: "답하기 / 추가", ja: "答える / 追加")
    case .keyPass: Translation("don't know", ko: "모름", ja: "わからない")
    case .keyUndo: Translation("take back", ko: "되돌리기", ja: "戻す")
    case .keyChoose: Translation("matches", ko: "후보", ja: "候補")
    case .keyClose: Translation("close", ko: "닫기", ja: "閉じる")
    case .keyIdentify: Translation("identify", ko: "알아보기", ja: "調べる")
    case .fit:
      Translation(
        "{0} of {1} plants fit every answer", ko: "식물 {1}개 중 {0}개가 모든 답에 맞음",
        ja: "{1}種のうち{0}種がすべての答えに合う")
    case .best: Translation("Best matches", ko: "가장 잘 맞는 식물", ja: "よく合う植物")
    case .because: Translation("matches: {0}", ko: "맞는 점: {0}", ja: "合う点: {0}")
    case .noReason: Translation("no answers yet", ko: "아직 답이 없음", ja: "まだ答えなし")
    case .choose:
      Translation(
        "Choose a plant and press Enter to add it", ko: "식물을 고르고 Enter로 추가하세요",
        ja: "植物を選んで Enter で追加")
    case .question: Translation("{0} ({1}/{2})", ko: "{0} ({1}/{2})", ja: "{0} ({1}/{2})")
    }
  }
}

/// Draws the plant key over the plants screen: the question and its answers (or the choice
/// among the matches), how many plants still fit, and the best matches with why.
enum IdentifyView {
  /// A catalog plant's three names, the interface language's first.
  static func names(_ plant: CatalogPlant, _ language: Language) -> String {
    let all: [(Language, String)] = [
      (.en, plant.englishName), (.ko, plant.koreanName), (.ja, plant.japaneseName),
    ]
    return (all.filter { $0.0 == language } + all.filter { $0.0 != language })
      .map(\.1).joined(separator: " · ")
  }

  static func render(
    _ state: IdentifyFeature.State, language: Language, into canvas: inout Canvas, over area: Rect,
    theme: Theme
  ) {
    let question = state.question
    let optionRows = question?.options.count ?? 1
    let height = optionRows + 2 + 1 + 1 + IdentifyFeature.shown * 2 + 3
    let box = OverlayView.panel(width: 78, height: height, in: area, over: canvas)
    let inner = PlantFormView.frame(
      IdentifyScreenText.title.text(language), box, into: &canvas,
      theme: theme
    ).inset(horizontal: 1, vertical: 0)
    guard inner.height >= 3, inner.width >= 10 else { return }
    var y = inner.y
    func line(_ text: String, _ role: ThemeRole, selected: Bool = false, x: Int? = nil) {
      guard y < inner.maxY - 1 else { return }
      let left = x ?? inner.x
      canvas.draw(text, x: left, y: y, style: theme.style(role), maxWidth: inner.maxX - left)
      if selected {
        canvas.setStyle(
          in: Rect(x: inner.x, y: y, width: inner.width, height: 1), theme.style(.selection))
      }
      y += 1
    }
    if let question {
      let number = String(state.history.count + 1)
      let total = String(PlantKey.Question.allCases.count)
      line(
        IdentifyScreenText.question.text(
          language, PlantKeyText.ask(question).text(language), number, total), .accent)
      for (index, option) in question.options.enumerated() {
        let text = PlantKeyText.answer(question, option)?.text(language) ?? option
        line(
          (index == state.option ? "› " : "  ") + text, .overlay, selected: index == state.option)
      }
    } else {
      line(IdentifyScreenText.choose.text(language), .accent)
    }
    y += 1
    let key = PlantKey.bundled
    line(
      IdentifyScreenText.fit.text(
        language, String(key.candidates(state.answers).count), String(key.catalog.plants.count)),
      .muted)
    line(IdentifyScreenText.best.text(language), .overlay)
    for (index, match) in state.matches.enumerated() {
      let selected = question == nil && index == state.match
      line(
        (selected ? "› " : "  ") + "\(index + 1). " + names(match.plant, language),
        .overlay, selected: selected)
      let reasons = match.agreed.compactMap { question in
        state.answers[question].flatMap { PlantKeyText.answer(question, $0)?.text(language) }
      }
      line(
        "     "
          + (reasons.isEmpty
            ? IdentifyScreenText.noReason.text(language)
            : IdentifyScreenText.because.text(language, reasons.joined(separator: " · "))),
        .muted)
    }
    PlantsView.drawKeys(
      IdentifyFeature.keymap(language).filter { question != nil || $0.keys != ["Space"] },
      into: &canvas, x: inner.x, y: inner.maxY - 1,
      width: inner.width, theme: theme)
  }
}
