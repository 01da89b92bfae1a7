/// The messages of `JournalError` in every language. Details from SQLite or the system
/// (`errnoText()`) arrive as arguments and stay as they are.
public enum JournalErrorText: String, Localized {
  // The journal file
  case cannotOpenJournal, cannotOpenJournalPlain, cannotReadJournal, cannotCreateJournal
  case cannotCreateFolder, cannotCreate, cannotRead, cannotWrite
  case notADatabase, corrupt, readOnly, diskFull, busy
  case readOnlyFile, readOnlyDisk, readOnlyFolder, tooNew
  case notDaybookNoHeader, notDaybookDetail, damagedCutShort, damagedCutShortOf
  case damagedPageSize, damagedCheck, noJournalAt, journalEmpty
  case alreadyExists, notDaybookTables, journalNotRegular
  // Plants, todos, intake, entries
  case plantNeedsName, intervalRange, acquiredInFuture, plantNameTaken, noPlant, noCareRecord
  case todoNeedsTitle, noTodo, intakeAmount, noIntake, noEntry, noRevision
  // Attachments
  case memoryHasNoFolder, noEntryToAttach, noAttachment, notRegularFile, noFreeName
  case cannotReadFile, attachSymlink, attachTooLarge
  // Import
  case notJrnlInvalidDate, notJrnlExpectedEntry, notJrnlNoEntries
  case notJSONExport, exportTooNew, exportTimeOutOfRange, exportPlantInvalid
  case exportWeatherInvalid
  case notICalendar, notCalcurse
  case importTooLarge, importTextTooLong, importRecordTooLarge, importIDOfAnotherKind
  // Text
  case containsNul
  // Settings (SettingDescription)
  case settingUnknown, settingNotChoice, settingNotTime, settingNotOnOff, settingNotName
  case settingNotText, settingNotNumber, settingNotSections, settingNotPresets, settingStoredBad
  case settingStoredBadUnset, configNotRegular, configTooLarge, pathOtherHome, pathTildeNoHome

  private static let restoreEn =
    "It was left untouched; restore a backup (daybook backup makes one) or open another "
    + "journal with --db"
  private static let restoreKo =
    "파일은 그대로 두었습니다. 백업을 복원하거나(daybook backup으로 만들 수 있습니다) --db로 "
    + "다른 일지를 여세요"
  private static let restoreJa =
    "ファイルはそのままです。バックアップを復元する（daybook backup で作れます）か、--db で"
    + "別の日誌を開いてください"

  public var translation: Translation {
    switch self {
    case .cannotOpenJournal:
      Translation(
        "cannot open journal {0}: {1}", ko: "일지 {0}을(를) 열 수 없습니다: {1}",
        ja: "日誌 {0} を開けません: {1}")
    case .cannotOpenJournalPlain:
      Translation(
        "cannot open journal {0}", ko: "일지 {0}을(를) 열 수 없습니다", ja: "日誌 {0} を開けません")
    case .cannotReadJournal:
      Translation(
        "cannot read journal {0}: {1}", ko: "일지 {0}을(를) 읽을 수 없습니다: {1}",
        ja: "日誌 {0} を読めません: {1}")
    case .cannotCreateJournal:
      Translation(
        "cannot create journal {0}: {1}", ko: "일지 {0}을(를) 만들 수 없습니다: {1}",
        ja: "日誌 {0} を作成できません: {1}")
    case .cannotCreateFolder:
      Translation(
        "cannot create folder {0}: {1}", ko: "폴더 {0}을(를) 만들 수 없습니다: {1}",
        ja: "フォルダ {0} を作成できません: {1}")
    case .cannotCreate:
      Translation(
        "cannot create {0}: {1}", ko: "{0}을(를) 만들 수 없습니다: {1}", ja: "{0} を作成できません: {1}")
    case .cannotRead:
      Translation(
        "cannot read {0}: {1}", ko: "{0}을(를) 읽을 수 없습니다: {1}", ja: "{0} を読めません: {1}")
    case .cannotWrite:
      Translation(
        "cannot write {0}: {1}", ko: "{0}에 쓸 수 없습니다: {1}", ja: "{0} に書き込めません: {1}")
    case .notADatabase:
      Translation(
        "the journal file is not a Daybook database (or is encrypted) ({0})",
        ko: "일지 파일이 Daybook 데이터베이스가 아닙니다(또는 암호화되어 있습니다) ({0})",
        ja: "日誌ファイルは Daybook のデータベースではありません（または暗号化されています）（{0}）")
    case .corrupt:
      Translation(
        "the journal file is damaged ({0})", ko: "일지 파일이 손상되었습니다 ({0})",
        ja: "日誌ファイルが破損しています（{0}）")
    case .readOnly:
      Translation(
        "the journal is read-only ({0})", ko: "일지가 읽기 전용입니다 ({0})",
        ja: "日誌は読み取り専用です（{0}）")
    case .diskFull:
      Translation(
        "the disk is full ({0})", ko: "디스크가 가득 찼습니다 ({0})", ja: "ディスクがいっぱいです（{0}）")
    case .busy:
      Translation(
        "the journal is busy in another program ({0})",
        ko: "다른 프로그램이 일지를 사용 중입니다 ({0})", ja: "日誌は別のプログラムが使用中です（{0}）")
    case .readOnlyFile:
      Translation(
        "the journal {0} is read-only: Daybook needs to write the file and its folder (for the "
          + "-wal and -shm files). Nothing was changed",
        ko: "일지 {0}이(가) 읽기 전용입니다: Daybook은 파일과 그 폴더(-wal, -shm 파일용)에 "
          + "쓸 수 있어야 합니다. 아무것도 바뀌지 않았습니다",
        ja: "日誌 {0} は読み取り専用です: Daybook はファイルとそのフォルダ（-wal と -shm "
          + "ファイル用）に書き込む必要があります。何も変更していません")
    case .readOnlyDisk:
      Translation(
        "the journal {0} is on a read-only disk: Daybook needs to write the file and its folder "
          + "(for the -wal and -shm files). Nothing was changed",
        ko: "일지 {0}이(가) 읽기 전용 디스크에 있습니다: Daybook은 파일과 그 폴더(-wal, -shm "
          + "파일용)에 쓸 수 있어야 합니다. 아무것도 바뀌지 않았습니다",
        ja: "日誌 {0} は読み取り専用のディスクにあります: Daybook はファイルとそのフォルダ"
          + "（-wal と -shm ファイル用）に書き込む必要があります。何も変更していません")
    case .readOnlyFolder:
      Translation(
        "the journal {0} is in a read-only folder: Daybook needs to write the file and its "
          + "folder (for the -wal and -shm files). Nothing was changed",
        ko: "일지 {0}이(가) 읽기 전용 폴더에 있습니다: Daybook은 파일과 그 폴더(-wal, -shm "
          + "파일용)에 쓸 수 있어야 합니다. 아무것도 바뀌지 않았습니다",
        ja: "日誌 {0} は読み取り専用のフォルダにあります: Daybook はファイルとそのフォルダ"
          + "（-wal と -shm ファイル用）に書き込む必要があります。何も変更していません")
    case .tooNew:
      Translation(
        "the journal {0} was written by a newer Daybook (migration {1}): this one only reads "
          + "it. Update Daybook to change it; nothing was changed",
        ko: "일지 {0}은(는) 더 새로운 Daybook으로 작성되었습니다(마이그레이션 {1}): 이 버전은 "
          + "읽기만 합니다. 바꾸려면 Daybook을 업데이트하세요. 아무것도 바뀌지 않았습니다",
        ja: "日誌 {0} は新しい Daybook で書かれています（マイグレーション {1}）: このバージョンは"
          + "読むだけです。変更するには Daybook を更新してください。何も変更していません")
    case .notDaybookNoHeader:
      Translation(
        "{0} is not a Daybook journal (it has no SQLite header); it was left untouched",
        ko: "{0}은(는) Daybook 일지가 아닙니다(SQLite 헤더가 없습니다). 파일은 그대로 두었습니다",
        ja: "{0} は Daybook の日誌ではありません（SQLite ヘッダーがありません）。ファイルはそのままです")
    case .notDaybookTables:
      Translation(
        "{0} is another program's SQLite database, not a Daybook journal; it was left untouched",
        ko: "{0}은(는) 다른 프로그램의 SQLite 데이터베이스이며 Daybook 일지가 아닙니다. 파일은 그대로 두었습니다",
        ja: "{0} は別のプログラムの SQLite データベースで、Daybook の日誌ではありません。ファイルはそのままです")
    case .journalNotRegular:
      Translation(
        "{0} is not a regular file, so it cannot be a journal; nothing was created",
        ko: "{0}은(는) 일반 파일이 아니어서 일지가 될 수 없습니다. 아무것도 만들지 않았습니다",
        ja: "{0} は通常のファイルではないので日誌にできません。何も作成していません")
    case .notDaybookDetail:
      Translation(
        "{0} is not a Daybook journal ({1}); it was left untouched",
        ko: "{0}은(는) Daybook 일지가 아닙니다 ({1}). 파일은 그대로 두었습니다",
        ja: "{0} は Daybook の日誌ではありません（{1}）。ファイルはそのままです")
    case .damagedCutShort:
      Translation(
        "{0} is damaged: it is cut short ({1} bytes). " + Self.restoreEn,
        ko: "{0}이(가) 손상되었습니다: 파일이 잘려 있습니다({1}바이트). " + Self.restoreKo,
        ja: "{0} は破損しています: ファイルが途中で切れています（{1} バイト）。" + Self.restoreJa)
    case .damagedCutShortOf:
      Translation(
        "{0} is damaged: it is cut short ({1} of {2} bytes). " + Self.restoreEn,
        ko: "{0}이(가) 손상되었습니다: 파일이 잘려 있습니다({2}바이트 중 {1}바이트). " + Self.restoreKo,
        ja: "{0} は破損しています: ファイルが途中で切れています（{2} バイト中 {1} バイト）。"
          + Self.restoreJa)
    case .damagedPageSize:
      Translation(
        "{0} is damaged: its header names a page size of {1}. " + Self.restoreEn,
        ko: "{0}이(가) 손상되었습니다: 헤더의 페이지 크기가 {1}입니다. " + Self.restoreKo,
        ja: "{0} は破損しています: ヘッダーのページサイズが {1} です。" + Self.restoreJa)
    case .damagedCheck:
      Translation(
        "{0} is damaged: {1}. " + Self.restoreEn,
        ko: "{0}이(가) 손상되었습니다: {1}. " + Self.restoreKo,
        ja: "{0} は破損しています: {1}。" + Self.restoreJa)
    case .noJournalAt:
      Translation("no journal at {0}", ko: "{0}에 일지가 없습니다", ja: "{0} に日誌がありません")
    case .journalEmpty:
      Translation(
        "{0} is empty: nothing has been written to it yet",
        ko: "{0}이(가) 비어 있습니다: 아직 아무것도 쓰지 않았습니다",
        ja: "{0} は空です: まだ何も書かれていません")
    case .alreadyExists:
      Translation("{0} already exists", ko: "{0}이(가) 이미 있습니다", ja: "{0} はすでに存在します")
    case .plantNeedsName:
      Translation("a plant needs a name", ko: "식물 이름이 필요합니다", ja: "植物には名前が必要です")
    case .intervalRange:
      Translation(
        "watering interval must be 1–365 days (got {0})",
        ko: "물 주기 간격은 1–365일이어야 합니다(입력: {0})",
        ja: "水やりの間隔は 1–365 日にしてください（指定: {0}）")
    case .acquiredInFuture:
      Translation(
        "acquired day {0} is in the future", ko: "들인 날 {0}이(가) 미래입니다",
        ja: "迎えた日 {0} は未来の日付です")
    case .plantNameTaken:
      Translation(
        "a plant named {0} already exists", ko: "{0}(이)라는 식물이 이미 있습니다",
        ja: "{0} という植物はすでにあります")
    case .noPlant:
      Translation("no plant with id {0}", ko: "ID {0}인 식물이 없습니다", ja: "ID {0} の植物はありません")
    case .noCareRecord:
      Translation(
        "no care record with id {0}", ko: "ID {0}인 돌봄 기록이 없습니다",
        ja: "ID {0} の世話の記録はありません")
    case .todoNeedsTitle:
      Translation("a todo needs a title", ko: "할 일에는 제목이 필요합니다", ja: "ToDo にはタイトルが必要です")
    case .noTodo:
      Translation("no todo with id {0}", ko: "ID {0}인 할 일이 없습니다", ja: "ID {0} の ToDo はありません")
    case .intakeAmount:
      Translation(
        "an intake amount must be more than zero", ko: "섭취량은 0보다 커야 합니다",
        ja: "摂取量は 0 より大きくしてください")
    case .noIntake:
      Translation(
        "no intake record with id {0}", ko: "ID {0}인 섭취 기록이 없습니다",
        ja: "ID {0} の摂取記録はありません")
    case .noEntry:
      Translation("no entry on {0}", ko: "{0}에 쓴 일기가 없습니다", ja: "{0} の日記はありません")
    case .noRevision:
      Translation(
        "no such revision of {0}", ko: "{0}에 그런 판이 없습니다", ja: "{0} にそのような版はありません")
    case .memoryHasNoFolder:
      Translation(
        "a journal in memory has no folder for attachments",
        ko: "메모리 속 일지에는 첨부 파일 폴더가 없습니다", ja: "メモリ上の日誌には添付ファイルのフォルダがありません")
    case .noEntryToAttach:
      Translation(
        "no entry on {0} to attach to; write one first",
        ko: "{0}에 첨부할 일기가 없습니다. 먼저 일기를 쓰세요",
        ja: "{0} に添付先の日記がありません。先に日記を書いてください")
    case .noAttachment:
      Translation("no attachment {0}", ko: "첨부 파일 {0}이(가) 없습니다", ja: "添付ファイル {0} はありません")
    case .notRegularFile:
      Translation(
        "{0} is not a regular file", ko: "{0}은(는) 일반 파일이 아닙니다", ja: "{0} は通常のファイルではありません")
    case .attachSymlink:
      Translation(
        "{0} is a symbolic link; attach the file it points to, or use --follow",
        ko: "{0}은(는) 심볼릭 링크입니다. 가리키는 파일을 첨부하거나 --follow를 쓰세요",
        ja: "{0} はシンボリックリンクです。リンク先のファイルを添付するか、--follow を使ってください")
    case .attachTooLarge:
      Translation(
        "{0} is {1}, more than the attachment limit of {2} (raise it with --max-size)",
        ko: "{0}은(는) {1}(으)로 첨부 한도 {2}보다 큽니다 (--max-size로 늘릴 수 있습니다)",
        ja: "{0} は {1} で、添付の上限 {2} を超えています（--max-size で引き上げられます）")
    case .noFreeName:
      Translation(
        "cannot find a free name in {0}", ko: "{0}에서 비어 있는 이름을 찾을 수 없습니다",
        ja: "{0} に空いている名前が見つかりません")
    case .cannotReadFile:
      Translation(
        "cannot read the file: {0}", ko: "파일을 읽을 수 없습니다: {0}", ja: "ファイルを読めません: {0}")
    case .notJrnlInvalidDate:
      Translation(
        "not a jrnl file: line {0}: cannot tell which day \"{1}\" is; give the journal's "
          + "time format (jrnl's timeformat) with --timeformat, for example --timeformat "
          + "\"%d/%m/%Y %H:%M\"; nothing was imported",
        ko: "jrnl 파일이 아닙니다: {0}번째 줄: 어느 날인지 알 수 없습니다(\"{1}\"). 일지의 "
          + "시각 형식(jrnl의 timeformat)을 --timeformat으로 알려 주세요(예: --timeformat "
          + "\"%d/%m/%Y %H:%M\"). 아무것도 가져오지 않았습니다",
        ja: "jrnl のファイルではありません: {0} 行目: 「{1}」がどの日か分かりません。日誌の時刻の"
          + "書式（jrnl の timeformat）を --timeformat で指定してください（例: --timeformat "
          + "\"%d/%m/%Y %H:%M\"）。何も取り込んでいません")
    case .notJrnlExpectedEntry:
      Translation(
        "not a jrnl file: line {0}: expected an entry starting with [{1}] (a journal in another "
          + "time format: give it with --timeformat); nothing was imported",
        ko: "jrnl 파일이 아닙니다: {0}번째 줄: [{1}] 형식으로 시작하는 글이 와야 합니다(다른 시각 "
          + "형식의 일지라면 --timeformat으로 알려 주세요). 아무것도 가져오지 않았습니다",
        ja: "jrnl のファイルではありません: {0} 行目: [{1}] で始まる記事のはずです（別の時刻の書式"
          + "の日誌なら --timeformat で指定してください）。何も取り込んでいません")
    case .notJrnlNoEntries:
      Translation(
        "not a jrnl file: no jrnl entries found; nothing was imported",
        ko: "jrnl 파일이 아닙니다: jrnl 글이 없습니다. 아무것도 가져오지 않았습니다",
        ja: "jrnl のファイルではありません: jrnl の記事がありません。何も取り込んでいません")
    case .notICalendar:
      Translation(
        "not an iCalendar file: {0}", ko: "iCalendar 파일이 아닙니다: {0}",
        ja: "iCalendar のファイルではありません: {0}")
    case .notCalcurse:
      Translation(
        "not a calcurse todo file: {0}", ko: "calcurse 할 일 파일이 아닙니다: {0}",
        ja: "calcurse の ToDo ファイルではありません: {0}")
    case .notJSONExport:
      Translation(
        "not a Daybook JSON export: {0}", ko: "Daybook JSON 내보내기 파일이 아닙니다: {0}",
        ja: "Daybook の JSON エクスポートではありません: {0}")
    case .exportTooNew:
      Translation(
        "export format {0} is newer than this Daybook",
        ko: "내보내기 형식 {0}은(는) 이 Daybook보다 새롭습니다",
        ja: "エクスポート形式 {0} はこの Daybook より新しいものです")
    case .exportTimeOutOfRange:
      Translation(
        "not a Daybook JSON export: the time {0} is outside the years 1–9999",
        ko: "Daybook JSON 내보내기 파일이 아닙니다: 시각 {0}이(가) 1–9999년 범위를 벗어납니다",
        ja: "Daybook の JSON エクスポートではありません: 時刻 {0} が 1–9999 年の範囲外です")
    case .exportPlantInvalid:
      Translation(
        "plant \"{0}\" has an invalid name or interval",
        ko: "식물 \"{0}\"의 이름이나 물 주기 간격이 올바르지 않습니다",
        ja: "植物「{0}」の名前か水やりの間隔が正しくありません")
    case .exportWeatherInvalid:
      Translation(
        "the weather of {0} has an invalid {1}; nothing was imported",
        ko: "{0}의 날씨에 올바르지 않은 {1} 값이 있습니다. 아무것도 가져오지 않았습니다",
        ja: "{0} の天気の {1} が正しくありません。何も取り込んでいません")
    case .importTooLarge:
      Translation(
        "the import is {0}, more than the {1} one import may hold; nothing was imported",
        ko: "가져올 내용이 {0}(으)로 한 번에 가져올 수 있는 {1}보다 큽니다. 아무것도 가져오지 않았습니다",
        ja: "取り込む内容が {0} で、一度に取り込める {1} を超えています。何も取り込んでいません")
    case .importTextTooLong:
      Translation(
        "{0}: the text is longer than {1}, the most one text may hold; nothing was imported",
        ko: "{0}: 글이 글 하나의 최대 크기 {1}보다 깁니다. 아무것도 가져오지 않았습니다",
        ja: "{0}: 文章が一つの文章の上限 {1} より長いです。何も取り込んでいません")
    case .importRecordTooLarge:
      Translation(
        "{0}: the record is {1}, more than the {2} one record may hold; nothing was imported",
        ko: "{0}: 기록이 {1}(으)로 기록 하나의 최대 크기 {2}보다 큽니다. 아무것도 가져오지 않았습니다",
        ja: "{0}: 記録が {1} で、一つの記録の上限 {2} を超えています。何も取り込んでいません")
    case .importIDOfAnotherKind:
      Translation(
        "{0}: the id {1} belongs to a record of another kind (\"{2}\"); nothing was imported",
        ko: "{0}: id {1}은(는) 다른 종류(\"{2}\")의 기록의 id입니다. 아무것도 가져오지 않았습니다",
        ja: "{0}: id {1} は別の種類（「{2}」）の記録の id です。何も取り込んでいません")
    case .containsNul:
      Translation(
        "{0} contains a NUL byte (at byte {1}); nothing was written",
        ko: "{0}에 NUL 바이트가 있습니다 ({1}번째 바이트). 아무것도 쓰지 않았습니다",
        ja: "{0} に NUL バイトがあります（{1} バイト目）。何も書き込んでいません")
    case .settingUnknown:
      Translation(
        "unknown setting \"{0}\"; nothing was changed",
        ko: "알 수 없는 설정 \"{0}\". 아무것도 바꾸지 않았습니다",
        ja: "不明な設定「{0}」。何も変更していません")
    case .settingNotChoice:
      Translation(
        "{0}: \"{1}\" is not allowed (use one of {2}); nothing was changed",
        ko: "{0}: \"{1}\"은(는) 쓸 수 없습니다 ({2} 중 하나). 아무것도 바꾸지 않았습니다",
        ja: "{0}: 「{1}」は使えません（{2} のいずれか）。何も変更していません")
    case .settingNotTime:
      Translation(
        "{0}: \"{1}\" is not a time of day (HH:MM, 00:00 to 23:59); nothing was changed",
        ko: "{0}: \"{1}\"은(는) 시각이 아닙니다 (HH:MM, 00:00~23:59). 아무것도 바꾸지 않았습니다",
        ja: "{0}: 「{1}」は時刻ではありません（HH:MM、00:00〜23:59）。何も変更していません")
    case .settingNotOnOff:
      Translation(
        "{0}: \"{1}\" is not on or off; nothing was changed",
        ko: "{0}: \"{1}\"은(는) on 또는 off가 아닙니다. 아무것도 바꾸지 않았습니다",
        ja: "{0}: 「{1}」は on でも off でもありません。何も変更していません")
    case .settingNotName:
      Translation(
        "{0}: \"{1}\" is not a name (up to 64 letters, digits, - and _); nothing was changed",
        ko: "{0}: \"{1}\"은(는) 이름이 아닙니다 (글자, 숫자, -, _ 64자까지). 아무것도 바꾸지 않았습니다",
        ja: "{0}: 「{1}」は名前ではありません（文字、数字、- と _ で 64 字まで）。何も変更していません")
    case .settingNotText:
      Translation(
        "{0}: \"{1}\" is not one line of text of at most {2} bytes; nothing was changed",
        ko: "{0}: \"{1}\"은(는) {2}바이트 이하의 한 줄 글이 아닙니다. 아무것도 바꾸지 않았습니다",
        ja: "{0}: 「{1}」は {2} バイト以内の 1 行のテキストではありません。何も変更していません")
    case .settingNotNumber:
      Translation(
        "{0}: \"{1}\" is not a number from {2} to {3}; nothing was changed",
        ko: "{0}: \"{1}\"은(는) {2}부터 {3}까지의 수가 아닙니다. 아무것도 바꾸지 않았습니다",
        ja: "{0}: 「{1}」は {2} から {3} までの数ではありません。何も変更していません")
    case .settingNotSections:
      Translation(
        "{0}: \"{1}\" is not a list of {2}, each once, - before a hidden one; nothing was "
          + "changed",
        ko: "{0}: \"{1}\"은(는) {2}을(를) 한 번씩 나열한 것이 아닙니다 (숨길 것은 앞에 -). 아무것도 "
          + "바꾸지 않았습니다",
        ja: "{0}: 「{1}」は {2} をそれぞれ 1 回ずつ並べたものではありません（隠すものは前に -）。"
          + "何も変更していません")
    case .settingNotPresets:
      Translation(
        "{0}: \"{1}\" is not a list of intake presets (KEY=LABEL:KIND:AMOUNT a line, at most "
          + "64); nothing was changed",
        ko: "{0}: \"{1}\"은(는) 섭취 프리셋 목록이 아닙니다 (한 줄에 키=이름:종류:양, 64개까지). "
          + "아무것도 바꾸지 않았습니다",
        ja: "{0}: 「{1}」は摂取プリセットの一覧ではありません（1 行に キー=名前:種類:量、64 個まで）。"
          + "何も変更していません")
    case .settingStoredBadUnset:
      Translation(
        "the journal's setting {0} holds \"{1}\", which this Daybook does not take; it is "
          + "left unused",
        ko: "일지의 설정 {0}에 \"{1}\"이(가) 있는데 쓸 수 없는 값입니다. 쓰지 않고 둡니다",
        ja: "日誌の設定 {0} に「{1}」がありますが、使えない値です。使わずに置いておきます")
    case .configNotRegular:
      Translation(
        "the config {0} is not a regular file (a FIFO, device or folder is never read)",
        ko: "설정 {0}은(는) 일반 파일이 아닙니다 (FIFO, 장치, 폴더는 읽지 않습니다)",
        ja: "設定 {0} は通常のファイルではありません（FIFO、デバイス、フォルダーは読みません）")
    case .configTooLarge:
      Translation(
        "the config {0} is larger than {1} MB; it was not read",
        ko: "설정 {0}이(가) {1} MB보다 큽니다. 읽지 않았습니다",
        ja: "設定 {0} が {1} MB を超えています。読んでいません")
    case .pathOtherHome:
      Translation(
        "\"{0}\": ~NAME is not expanded; give the full path",
        ko: "\"{0}\": ~이름은 펼치지 않습니다. 전체 경로를 쓰세요",
        ja: "「{0}」: ~名前 は展開しません。完全なパスを指定してください")
    case .pathTildeNoHome:
      Translation(
        "\"{0}\": ~ needs HOME set to an existing folder; set HOME or give the full path",
        ko: "\"{0}\": ~를 펼치려면 HOME이 있는 폴더여야 합니다. HOME을 설정하거나 전체 경로를 쓰세요",
        ja: "「{0}」: ~ の展開には既存のフォルダーを指す HOME が必要です。HOME を設定するか完全なパスを"
          + "指定してください")
    case .settingStoredBad:
      Translation(
        "the journal's setting {0} holds \"{1}\", which this Daybook does not take; using the "
          + "default ({2})",
        ko: "일지의 설정 {0}에 \"{1}\"이(가) 있는데 쓸 수 없는 값입니다. 기본값({2})을 씁니다",
        ja: "日誌の設定 {0} に「{1}」がありますが、使えない値です。既定値（{2}）を使います")
    }
  }
}
