import DaybookCore

/// Finds the plant a typed name means, forgivingly (case, prefix, substring), and explains
/// when it cannot: a suggestion for a typo, the candidates when several fit.
enum PlantLookup {
  static func find(_ query: String, in plants: [Plant]) throws(CommandError) -> Plant {
    switch NameMatch.resolve(query, among: plants.map(\.name)) {
    case .exact(let index), .unique(let index):
      return plants[index]
    case .ambiguous(let indices):
      let names = indices.map { "\"\(plants[$0].name)\"" }.joined(separator: ", ")
      throw .failure(PlantLookupText.ambiguous, query, names)
    case .none(let suggestion):
      if let suggestion {
        throw .failure(PlantLookupText.unknownWithSuggestion, query, plants[suggestion].name)
      }
      throw .failure(PlantLookupText.unknown, query)
    }
  }

  /// Each plant's watering status on `today`, from the journal.
  static func statuses(_ plants: [Plant], journal: Journal, today: Day) throws
    -> [WateringStatus]
  {
    let last = try journal.lastWaterings()
    return plants.map { plant in
      WateringSchedule.status(
        for: plant, lastWatered: last[plant.id].map(LocalTime.day(of:)), today: today)
    }
  }

  /// `D-7`, `today`, `1 day late`, `3 days late`.
  static func dDayText(_ dDay: Int, _ language: Language = .en) -> String {
    CalendarText.dDay(dDay, language)
  }
}

enum PlantLookupText: String, Localized {
  case ambiguous, unknownWithSuggestion, unknown

  var translation: Translation {
    switch self {
    case .ambiguous:
      Translation(
        "\"{0}\" could be {1} — type more of the name",
        ko: "\"{0}\"은(는) {1} 중 하나일 수 있습니다 — 이름을 더 입력하세요",
        ja: "「{0}」は {1} のどれかです — 名前をもっと入力してください")
    case .unknownWithSuggestion:
      Translation(
        "no plant named \"{0}\" — did you mean \"{1}\"?", ko: "\"{0}\"(이)라는 식물이 없습니다 — \"{1}\"인가요?",
        ja: "「{0}」という植物はありません — 「{1}」のことですか？")
    case .unknown:
      Translation(
        "no plant named \"{0}\" (daybook plant list shows your plants)",
        ko: "\"{0}\"(이)라는 식물이 없습니다 (daybook plant list로 식물 보기)",
        ja: "「{0}」という植物はありません（daybook plant list で植物の一覧）")
    }
  }
}
