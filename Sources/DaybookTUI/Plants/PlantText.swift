import DaybookCore

/// Every user-visible text of the plants screen, the plant form, the plant detail and the
/// day's care list.
public enum PlantText: String, Localized {
  case title, detailTitle, formAddTitle, formEditTitle, careAddTitle, careEditTitle
  case columnName, columnSpecies, columnLocation, columnNext, columnLast
  case empty, archivedTag, sortedByDDay, sortedByName, showingArchived, never
  case fieldCatalog, fieldName, fieldSpecies, fieldLocation, fieldAcquired, fieldInterval
  case fieldNotes, fieldKind, fieldDay, fieldNote, catalogHint, catalogNone
  case errorNameRequired, errorNameTaken, errorInterval, errorDate, errorFuture
  case confirmDelete, confirmWaterAgain, confirmDeleteCare
  case statusAdded, statusUpdated, statusArchived, statusUnarchived, statusDeleted
  case statusCareSaved, statusCareDeleted, statusNoPlant, statusNoRecord, statusWatered
  case detailSpecies, detailLocation, detailAcquired, detailInterval, detailNext, detailNotes
  case guideTitle, guideLight, guideHumidity, guideSummerWinter
  case timelineTitle, timelineEmpty, wateringsTitle, wateringsEmpty, averageVsPlanned
  case averageUnknown, repeatWatering, daysAfter, firstWatering, everyDays
  case dayCareTitle, dayCareEmpty
  case kindWater, kindRepot, kindFertilize, kindTreat, kindNote
  case keyOpen, keyAdd, keyEdit, keyArchive, keyDelete, keyWater, keyCare, keySort
  case keyShowArchived, keyBack, keyMove, keyDeleteCare, keyEditCare, keyDayCare
  case keyOpenPlant, keySave, keyNextField, keyCatalog
  case keyPreviousField, keyFormDown, keyFormUp, keyFormEnter, keyCancel, keyPreviousKind
  case keyNextKind, keyKind, keyCareEnter

  public var translation: Translation {
    switch self {
    case .title: Translation("Plants", ko: "식물", ja: "植物")
    case .detailTitle: Translation("Plant · {0}", ko: "식물 · {0}", ja: "植物 · {0}")
    case .formAddTitle: Translation("Add a plant", ko: "식물 추가", ja: "植物を追加")
    case .formEditTitle: Translation("Edit {0}", ko: "{0} 편집", ja: "{0}を編集")
    case .careAddTitle: Translation("Record care · {0}", ko: "관리 기록 · {0}", ja: "お世話を記録 · {0}")
    case .careEditTitle:
      Translation("Edit care record · {0}", ko: "관리 기록 편집 · {0}", ja: "お世話の記録を編集 · {0}")
    case .columnName: Translation("Name", ko: "이름", ja: "名前")
    case .columnSpecies: Translation("Species", ko: "종", ja: "品種")
    case .columnLocation: Translation("Location", ko: "위치", ja: "場所")
    case .columnNext: Translation("Next", ko: "다음", ja: "次回")
    case .columnLast: Translation("Last", ko: "마지막", ja: "前回")
    case .empty:
      Translation(
        "No plants yet. Press a to add one.", ko: "아직 식물이 없어요. a로 추가하세요.",
        ja: "まだ植物がありません。a で追加します。")
    case .archivedTag: Translation("(archived)", ko: "(보관됨)", ja: "(アーカイブ)")
    case .sortedByDDay: Translation("by D-day", ko: "D-day순", ja: "D-day順")
    case .sortedByName: Translation("by name", ko: "이름순", ja: "名前順")
    case .showingArchived: Translation("with archived", ko: "보관 포함", ja: "アーカイブ含む")
    case .never: Translation("never", ko: "없음", ja: "なし")
    case .fieldCatalog: Translation("Catalog", ko: "도감", ja: "図鑑")
    case .fieldName: Translation("Name", ko: "이름", ja: "名前")
    case .fieldSpecies: Translation("Species", ko: "종", ja: "品種")
    case .fieldLocation: Translation("Location", ko: "위치", ja: "場所")
    case .fieldAcquired: Translation("Acquired", ko: "들인 날", ja: "迎えた日")
    case .fieldInterval: Translation("Water every", ko: "물 주기(일)", ja: "水やり間隔")
    case .fieldNotes: Translation("Notes", ko: "메모", ja: "メモ")
    case .fieldKind: Translation("Kind", ko: "종류", ja: "種類")
    case .fieldDay: Translation("Day", ko: "날짜", ja: "日付")
    case .fieldNote: Translation("Note", ko: "메모", ja: "メモ")
    case .catalogHint:
      Translation(
        "type to search the catalog", ko: "입력하면 도감을 검색해요",
        ja: "入力すると図鑑を検索します")
    case .catalogNone: Translation("no match in the catalog", ko: "도감에 없어요", ja: "図鑑に見つかりません")
    case .errorNameRequired: Translation("a name is required", ko: "이름이 필요해요", ja: "名前が必要です")
    case .errorNameTaken:
      Translation("{0} already exists", ko: "{0}은(는) 이미 있어요", ja: "{0}はすでにあります")
    case .errorInterval:
      Translation("1–365 days", ko: "1–365일이어야 해요", ja: "1〜365日にしてください")
    case .errorDate:
      Translation(
        "not a date (YYYY-MM-DD)", ko: "날짜가 아니에요 (YYYY-MM-DD)",
        ja: "日付ではありません (YYYY-MM-DD)")
    case .errorFuture: Translation("in the future", ko: "미래 날짜예요", ja: "未来の日付です")
    case .confirmDelete:
      Translation(
        "Delete {0} and its {1} care records? y/n", ko: "{0}와(과) 관리 기록 {1}개를 삭제할까요? y/n",
        ja: "{0}とお世話の記録{1}件を削除しますか? y/n")
    case .confirmWaterAgain:
      Translation(
        "{0} was already watered today. Water again? (y/n)",
        ko: "{0}은(는) 오늘 이미 물을 줬어요. 또 줄까요? (y/n)",
        ja: "{0}は今日もう水やり済みです。もう一度あげますか? (y/n)")
    case .confirmDeleteCare:
      Translation(
        "Delete the {0} record of {1}? y/n", ko: "{1}의 {0} 기록을 삭제할까요? y/n",
        ja: "{1}の{0}の記録を削除しますか? y/n")
    case .statusAdded: Translation("Added {0}", ko: "{0} 추가함", ja: "{0}を追加しました")
    case .statusUpdated: Translation("Saved {0}", ko: "{0} 저장함", ja: "{0}を保存しました")
    case .statusArchived: Translation("Archived {0}", ko: "{0} 보관함", ja: "{0}をアーカイブしました")
    case .statusUnarchived:
      Translation("Unarchived {0}", ko: "{0} 보관 해제", ja: "{0}のアーカイブを解除しました")
    case .statusDeleted:
      Translation(
        "Deleted {0} and {1} care records", ko: "{0}와(과) 관리 기록 {1}개 삭제함",
        ja: "{0}とお世話の記録{1}件を削除しました")
    case .statusCareSaved:
      Translation("Recorded {0} for {1}", ko: "{1}: {0} 기록했어요", ja: "{1}: {0}を記録しました")
    case .statusWatered:
      Translation("Watered {0} · next {1}", ko: "{0}에 물을 줬어요 · 다음 {1}", ja: "{0}に水やりしました · 次回 {1}")
    case .statusCareDeleted:
      Translation("Deleted a care record", ko: "관리 기록을 삭제함", ja: "お世話の記録を削除しました")
    case .statusNoPlant: Translation("Select a plant", ko: "식물을 선택하세요", ja: "植物を選んでください")
    case .statusNoRecord:
      Translation("Select a care record", ko: "관리 기록을 선택하세요", ja: "お世話の記録を選んでください")
    case .detailSpecies: Translation("Species", ko: "종", ja: "品種")
    case .detailLocation: Translation("Location", ko: "위치", ja: "場所")
    case .detailAcquired: Translation("Acquired", ko: "들인 날", ja: "迎えた日")
    case .detailInterval: Translation("Interval", ko: "물 주기", ja: "水やり間隔")
    case .detailNext: Translation("Next water", ko: "다음 물", ja: "次の水やり")
    case .detailNotes: Translation("Notes", ko: "메모", ja: "メモ")
    case .guideTitle: Translation("Care guide", ko: "관리 가이드", ja: "お世話ガイド")
    case .guideLight: Translation("Light: {0}", ko: "빛: {0}", ja: "光: {0}")
    case .guideHumidity: Translation("Humidity: {0}", ko: "습도: {0}", ja: "湿度: {0}")
    case .guideSummerWinter:
      Translation(
        "Water every {0} days (Apr–Sep), {1} days (Oct–Mar)",
        ko: "물 주기 {0}일(4–9월), {1}일(10–3월)", ja: "水やり {0}日ごと(4〜9月)、{1}日ごと(10〜3月)")
    case .timelineTitle: Translation("Timeline", ko: "타임라인", ja: "タイムライン")
    case .timelineEmpty:
      Translation("No care recorded yet", ko: "아직 관리 기록이 없어요", ja: "まだお世話の記録がありません")
    case .wateringsTitle: Translation("Last waterings", ko: "최근 물 주기", ja: "最近の水やり")
    case .wateringsEmpty: Translation("Never watered", ko: "물 준 기록 없음", ja: "水やりの記録なし")
    case .averageVsPlanned:
      Translation(
        "average {0} days · planned {1} days", ko: "평균 {0}일 · 계획 {1}일", ja: "平均{0}日 · 予定{1}日")
    case .averageUnknown:
      Translation("average – · planned {0} days", ko: "평균 – · 계획 {0}일", ja: "平均 – · 予定{0}日")
    case .repeatWatering: Translation("again", ko: "한 번 더", ja: "再度")
    case .daysAfter: Translation("+{0}d", ko: "+{0}일", ja: "+{0}日")
    case .firstWatering: Translation("first", ko: "처음", ja: "初回")
    case .everyDays: Translation("every {0} days", ko: "{0}일마다", ja: "{0}日ごと")
    case .dayCareTitle: Translation("Care on {0}", ko: "{0} 관리", ja: "{0}のお世話")
    case .dayCareEmpty: Translation("no care", ko: "관리 없음", ja: "お世話なし")
    case .kindWater: Translation("water", ko: "물", ja: "水やり")
    case .kindRepot: Translation("repot", ko: "분갈이", ja: "植え替え")
    case .kindFertilize: Translation("fertilize", ko: "비료", ja: "肥料")
    case .kindTreat: Translation("treat", ko: "치료", ja: "手当て")
    case .kindNote: Translation("note", ko: "메모", ja: "メモ")
    case .keyOpen: Translation("details", ko: "상세", ja: "詳細")
    case .keyAdd: Translation("add", ko: "추가", ja: "追加")
    case .keyEdit: Translation("edit", ko: "편집", ja: "編集")
    case .keyArchive: Translation("archive", ko: "보관", ja: "アーカイブ")
    case .keyDelete: Translation("delete", ko: "삭제", ja: "削除")
    case .keyWater: Translation("water", ko: "물 주기", ja: "水やり")
    case .keyCare: Translation("record care", ko: "관리 기록", ja: "お世話を記録")
    case .keySort: Translation("sort", ko: "정렬", ja: "並べ替え")
    case .keyShowArchived: Translation("show archived", ko: "보관 보기", ja: "アーカイブ表示")
    case .keyBack: Translation("back", ko: "뒤로", ja: "戻る")
    case .keyMove: Translation("move", ko: "이동", ja: "移動")
    case .keyDeleteCare: Translation("delete record", ko: "기록 삭제", ja: "記録を削除")
    case .keyEditCare: Translation("edit record", ko: "기록 편집", ja: "記録を編集")
    case .keyDayCare: Translation("day's care", ko: "그날 관리", ja: "その日のお世話")
    case .keyOpenPlant: Translation("open plant", ko: "식물 열기", ja: "植物を開く")
    case .keySave: Translation("save", ko: "저장", ja: "保存")
    case .keyNextField: Translation("next field", ko: "다음 칸", ja: "次の欄")
    case .keyCatalog: Translation("catalog search", ko: "도감 검색", ja: "図鑑検索")
    case .keyPreviousField: Translation("previous field", ko: "이전 칸", ja: "前の欄")
    case .keyFormDown:
      Translation(
        "next field (next hit in the catalog)", ko: "다음 칸 (도감에서는 다음 결과)",
        ja: "次の欄（図鑑では次の候補）")
    case .keyFormUp:
      Translation(
        "previous field (previous hit in the catalog)", ko: "이전 칸 (도감에서는 이전 결과)",
        ja: "前の欄（図鑑では前の候補）")
    case .keyFormEnter:
      Translation(
        "next field (chooses a catalog hit; saves on the last)",
        ko: "다음 칸 (도감 결과 고르기, 마지막 칸에서 저장)",
        ja: "次の欄（図鑑の候補を選ぶ・最後の欄で保存）")
    case .keyCancel: Translation("cancel", ko: "취소", ja: "取消")
    case .keyPreviousKind: Translation("previous kind", ko: "이전 종류", ja: "前の種類")
    case .keyNextKind: Translation("next kind", ko: "다음 종류", ja: "次の種類")
    case .keyKind: Translation("kind", ko: "종류", ja: "種類")
    case .keyCareEnter:
      Translation(
        "next field (saves in the note)", ko: "다음 칸 (메모에서는 저장)", ja: "次の欄（メモでは保存）")
    }
  }

  /// The name of a care kind.
  static func kind(_ kind: CareKind) -> PlantText {
    switch kind {
    case .water: .kindWater
    case .repot: .kindRepot
    case .fertilize: .kindFertilize
    case .treat: .kindTreat
    case .note: .kindNote
    }
  }

  /// "Nov 28", "11월 28일", "11月28日".
  static func shortDay(_ day: Day, _ language: Language) -> String {
    switch language {
    case .en: "\(String(CalendarText.monthName(day.month, .en).prefix(3))) \(day.day)"
    case .ko: "\(day.month)월 \(day.day)일"
    case .ja: "\(day.month)月\(day.day)日"
    }
  }
}
