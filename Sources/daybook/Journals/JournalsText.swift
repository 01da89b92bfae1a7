import DaybookCore

enum JournalsText: String, Localized {
  case needsName, badName, unexpected, summary, help, lastEntry, noEntries, none
  case forgetSummary, forgetHelp, notNamed, noJournal, willDelete, typeName, kept, forgotten
  case leftAlone, configNamesIt, inUse

  var translation: Translation {
    switch self {
    case .needsName:
      Translation(
        "--journal needs a name", ko: "--journal에는 이름이 필요합니다", ja: "--journal には名前が必要です")
    case .badName:
      Translation(
        "invalid journal name \"{0}\" (letters, digits, - and _)",
        ko: "일기 이름 \"{0}\"이(가) 올바르지 않습니다 (글자, 숫자, -, _)",
        ja: "日記の名前「{0}」が正しくありません（文字、数字、- と _）")
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .summary:
      Translation(
        "list the journals with sizes and last entries", ko: "일기 목록 (크기, 마지막 글)",
        ja: "日記の一覧（サイズと最後の記事）")
    case .help:
      Translation(
        """
        Usage: daybook journals

        Lists the journals in the data folder ($XDG_DATA_HOME/daybook, default
        ~/.local/share/daybook): default is journal.sqlite there, and a journal named NAME is
        journals/NAME/journal.sqlite, with its attachments and backups beside it. The one in
        use is marked *. Pick one with --journal NAME or journal = NAME in the config; a new
        name starts a new journal.
        """,
        ko: """
          사용법: daybook journals

          데이터 폴더($XDG_DATA_HOME/daybook, 기본 ~/.local/share/daybook)의 일기를 보여
          줍니다: default는 그 안의 journal.sqlite, 이름이 NAME인 일기는
          journals/NAME/journal.sqlite이며 첨부와 백업이 그 옆에 있습니다. 쓰는 중인 일기에
          *가 붙습니다. --journal 이름 또는 설정의 journal = 이름으로 고르고, 새 이름은 새 일기를
          시작합니다.
          """,
        ja: """
          使い方: daybook journals

          データフォルダー（$XDG_DATA_HOME/daybook、既定 ~/.local/share/daybook）の日記を
          表示します: default はそこの journal.sqlite、名前が NAME の日記は
          journals/NAME/journal.sqlite で、添付とバックアップがその隣にあります。使用中の日記
          に * が付きます。--journal 名前 か設定の journal = 名前 で選び、新しい名前は新しい
          日記を始めます。
          """)
    case .lastEntry:
      Translation("last entry {0}", ko: "마지막 글 {0}", ja: "最後の記事 {0}")
    case .noEntries: Translation("no entries", ko: "글 없음", ja: "記事なし")
    case .none:
      Translation(
        "no journals yet (daybook write starts one)", ko: "아직 일기가 없습니다 (daybook write로 시작)",
        ja: "まだ日記がありません（daybook write で始まります）")
    case .forgetSummary:
      Translation(
        "delete a journal and everything it owns", ko: "일기와 그에 딸린 모든 것 지우기",
        ja: "日記とそれに属するすべてを削除")
    case .forgetHelp:
      Translation(
        """
        Usage: daybook forget [--journal NAME]

        Deletes the journal (the one --journal or the config picks, else the default) with
        everything Daybook keeps for it: the SQLite file and its -wal and -shm, attachments,
        drafts, backups made by daybook backup beside it, and what sync and pictures keep in
        its folder. It lists them and asks you to type the journal's name first. Files that
        Daybook did not make are left where they are, and named. It refuses while another
        Daybook has the journal open (the view, a sync, a command).
        """,
        ko: """
          사용법: daybook forget [--journal 이름]

          일기(--journal이나 설정이 고른 것, 없으면 기본 일기)와 Daybook이 그 일기를 위해
          두는 모든 것을 지웁니다: SQLite 파일과 -wal, -shm, 첨부, 초안, daybook backup이 옆에
          만든 백업, 동기화와 사진이 그 폴더에 두는 것. 목록을 보여 주고 먼저 일기 이름을 입력하게
          합니다. Daybook이 만들지 않은 파일은 그대로 두고 알려 줍니다. 다른 Daybook이 그 일기를
          열고 있는 동안(화면, 동기화, 명령)은 지우지 않습니다.
          """,
        ja: """
          使い方: daybook forget [--journal 名前]

          日記（--journal か設定が選んだもの、なければ既定の日記）と、Daybook がその日記の
          ために置くすべてを削除します: SQLite ファイルと -wal、-shm、添付、下書き、
          daybook backup が隣に作ったバックアップ、同期と写真がそのフォルダーに置くもの。一覧を
          示し、先に日記の名前を入力してもらいます。Daybook が作っていないファイルは残し、
          その名前を示します。ほかの Daybook がその日記を開いている間（画面、同期、コマンド）は
          削除しません。
          """)
    case .notNamed:
      Translation(
        "forget deletes journals picked by name (--journal NAME); a --db or DAYBOOK_DB file is "
          + "yours to delete",
        ko: "forget은 이름으로 고른 일기(--journal 이름)만 지웁니다. --db나 DAYBOOK_DB 파일은 "
          + "직접 지우세요",
        ja: "forget は名前で選んだ日記（--journal 名前）だけを削除します。--db や DAYBOOK_DB の"
          + "ファイルはご自分で削除してください")
    case .noJournal:
      Translation("no journal named \"{0}\"", ko: "\"{0}\"(이)라는 일기가 없습니다", ja: "「{0}」という日記はありません")
    case .willDelete:
      Translation(
        "This deletes the journal \"{0}\" ({1}) and, in {2}:",
        ko: "일기 \"{0}\" ({1})와 {2} 안의 다음을 지웁니다:",
        ja: "日記「{0}」（{1}）と、{2} の次のものを削除します:")
    case .typeName:
      Translation(
        "Type the journal's name ({0}) to delete it: ", ko: "지우려면 일기 이름({0})을 입력하세요: ",
        ja: "削除するには日記の名前（{0}）を入力してください: ")
    case .kept:
      Translation(
        "the name was not typed; \"{0}\" is kept", ko: "이름을 입력하지 않아 \"{0}\"을(를) 그대로 둡니다",
        ja: "名前が入力されなかったので「{0}」は残します")
    case .forgotten:
      Translation(
        "Deleted the journal \"{0}\".", ko: "일기 \"{0}\"을(를) 지웠습니다.", ja: "日記「{0}」を削除しました。")
    case .leftAlone:
      Translation(
        "Left in {0}, as Daybook did not make them ({1}):",
        ko: "{0}에 남겨 둔 것 (Daybook이 만들지 않음, {1}개):",
        ja: "{0} に残したもの（Daybook が作っていない、{1} 件）:")
    case .inUse:
      Translation(
        "the journal \"{0}\" is open in another Daybook (the view, a sync or a command); "
          + "close it and try again",
        ko: "일기 \"{0}\"을(를) 다른 Daybook(화면, 동기화, 명령)이 열고 있습니다. 닫고 다시 해 보세요",
        ja: "日記「{0}」はほかの Daybook（画面、同期、コマンド）が開いています。閉じてからもう一度どうぞ")
    case .configNamesIt:
      Translation(
        "The config still says journal = {0}, which would start it anew: daybook config unset journal",
        ko: "설정에 아직 journal = {0}이(가) 있어 새로 시작됩니다: daybook config unset journal",
        ja: "設定にまだ journal = {0} があり、新しく始まります: daybook config unset journal")
    }
  }
}
