import DaybookCore

/// What `daybook check --salvage` says about the rows it saved and lost.
enum SalvageText: String, Localized {
  case rowsSaved, rowsSavedAndLost
  case entries, revisions, todos, plants, careEvents, intakes, attachments, notifications
  case projects, projectRevisions, plantPhotos, settings, drafts, weather

  /// The record kinds reported, each with its table; the first six even when none was found.
  static let kinds: [(table: String, text: SalvageText)] = [
    ("entries", .entries), ("entry_revisions", .revisions), ("todos", .todos),
    ("plants", .plants), ("care_events", .careEvents), ("intakes", .intakes),
    ("attachments", .attachments), ("notifications", .notifications),
    ("projects", .projects), ("project_revisions", .projectRevisions),
    ("plant_photos", .plantPhotos), ("settings", .settings), ("drafts", .drafts),
    ("weather_days", .weather),
  ]

  /// One line per record kind: how many rows were saved, and lost where some were known to
  /// be. Tables derived from the records (tags, search, sync log) are not listed.
  static func report(_ counts: [SalvageCount], language: Language) -> [String] {
    kinds.enumerated().compactMap { index, kind in
      let count = counts.first { $0.table == kind.table }
      guard count != nil || index < 6 else { return nil }
      let saved = count?.saved ?? 0
      let lost = count?.lost ?? 0
      let name = kind.text.text(language)
      return lost == 0
        ? rowsSaved.text(language, name, "\(saved)")
        : rowsSavedAndLost.text(language, name, "\(saved)", "\(lost)")
    }
  }

  var translation: Translation {
    switch self {
    case .rowsSaved:
      Translation("  {0}: {1} saved", ko: "  {0}: {1}개 저장", ja: "  {0}: {1} 件保存")
    case .rowsSavedAndLost:
      Translation(
        "  {0}: {1} saved, {2} lost (unreadable)", ko: "  {0}: {1}개 저장, {2}개 잃음 (읽을 수 없음)",
        ja: "  {0}: {1} 件保存、{2} 件失われました（読めません）")
    case .entries: Translation("entries", ko: "일기", ja: "日記")
    case .revisions: Translation("revisions", ko: "수정 기록", ja: "編集履歴")
    case .todos: Translation("todos", ko: "할 일", ja: "ToDo")
    case .plants: Translation("plants", ko: "식물", ja: "植物")
    case .careEvents: Translation("care events", ko: "돌봄 기록", ja: "お世話の記録")
    case .intakes: Translation("intakes", ko: "섭취 기록", ja: "摂取記録")
    case .attachments: Translation("attachments", ko: "첨부 파일", ja: "添付ファイル")
    case .notifications: Translation("notifications", ko: "알림", ja: "通知")
    case .projects: Translation("projects", ko: "프로젝트", ja: "プロジェクト")
    case .projectRevisions:
      Translation("project revisions", ko: "프로젝트 수정 기록", ja: "プロジェクトの編集履歴")
    case .plantPhotos: Translation("plant photos", ko: "식물 사진", ja: "植物の写真")
    case .settings: Translation("settings", ko: "설정", ja: "設定")
    case .drafts: Translation("drafts", ko: "임시 저장", ja: "下書き")
    case .weather: Translation("weather days", ko: "날씨", ja: "天気")
    }
  }
}
