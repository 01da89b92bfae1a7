import DaybookCore

enum ProjectText: String, Localized {
  case summary, help, addSummary, addHelp, listSummary, listHelp, showSummary, showHelp
  case editSummary, editHelp, doneSummary, doneHelp
  case missingTitle, missingProject, titleTaken, noProject, invalidStatus, unexpected
  case nothingToChange, added, updated, noProjects, statusLine, todosTitle, historyTitle
  case linked

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "add, list, show and finish projects (todos grouped toward a goal)",
        ko: "프로젝트 추가, 보기, 끝내기 (목표로 묶은 할 일)",
        ja: "プロジェクトの追加・一覧・表示・完了（目標でまとめたやること）")
    case .help:
      Translation(
        """
        Usage: daybook project SUBCOMMAND [ARGS…]   (daybook project SUBCOMMAND --help for more)

        A project has a title, a status (planned, active, done, dropped), notes with their
        history, and todos (daybook todo add … --project NAME); its progress is the share of
        its todos that are done. Active projects show on the Today pane.

        Subcommands:
        """,
        ko: """
          사용법: daybook project 하위명령 [인자…]   (자세히는 daybook project 하위명령 --help)

          프로젝트에는 제목, 상태 (planned 예정, active 진행 중, done 완료, dropped 중단),
          기록이 남는 메모, 할 일 (daybook todo add … --project 이름)이 있고, 진행률은 끝낸
          할 일의 비율입니다. 진행 중인 프로젝트는 오늘 창에 보입니다.

          하위 명령:
          """,
        ja: """
          使い方: daybook project サブコマンド [引数…]   （詳しくは daybook project サブコマンド --help）

          プロジェクトにはタイトル、状態（planned 予定、active 進行中、done 完了、dropped 中止）、
          履歴の残るメモ、やること（daybook todo add … --project 名前）があり、進み具合は
          終えたやることの割合です。進行中のプロジェクトは今日の欄に出ます。

          サブコマンド:
          """)
    case .addSummary: Translation("add a project", ko: "프로젝트 추가", ja: "プロジェクトを追加")
    case .addHelp:
      Translation(
        """
        Usage: daybook project add TITLE… [--status STATUS] [--notes TEXT]

        Adds a project (planned unless --status says otherwise) and prints its id.

        Options:
          --status STATUS   planned, active, done or dropped
          --notes TEXT      notes; later changes keep a history
        """,
        ko: """
          사용법: daybook project add 제목… [--status 상태] [--notes 글]

          프로젝트를 추가하고 (--status가 없으면 예정) 번호를 보여 줍니다.

          옵션:
            --status 상태   planned, active, done, dropped (예정, 진행 중, 완료, 중단)
            --notes 글      메모. 나중에 고치면 기록이 남습니다
          """,
        ja: """
          使い方: daybook project add タイトル… [--status 状態] [--notes 文]

          プロジェクトを追加し（--status がなければ予定）、番号を表示します。

          オプション:
            --status 状態   planned、active、done、dropped（予定、進行中、完了、中止）
            --notes 文      メモ。後で直すと履歴が残ります
          """)
    case .listSummary:
      Translation("list projects with their progress", ko: "프로젝트와 진행률 보기", ja: "プロジェクトと進み具合の一覧")
    case .listHelp:
      Translation(
        """
        Usage: daybook project list [--status STATUS]… [--all] [--json]

        Lists planned and active projects with a progress bar and done/total todos.

        Options:
          --status STATUS   only projects with this status (repeat for more)
          --all             every project, done and dropped ones too
          --json            as JSON, with each project's stable id (uid)
        """,
        ko: """
          사용법: daybook project list [--status 상태]… [--all] [--json]

          예정이거나 진행 중인 프로젝트를 진행 막대와 끝낸/전체 할 일 수로 보여 줍니다.

          옵션:
            --status 상태   이 상태의 프로젝트만 (여러 번 가능)
            --all           완료와 중단까지 모든 프로젝트
            --json          JSON으로, 프로젝트마다 바뀌지 않는 id (uid)와 함께
          """,
        ja: """
          使い方: daybook project list [--status 状態]… [--all] [--json]

          予定と進行中のプロジェクトを、進み具合のバーと完了/全体のやること数で表示します。

          オプション:
            --status 状態   この状態のプロジェクトだけ（繰り返し可）
            --all           完了・中止も含めすべて
            --json          JSON で、各プロジェクトの不変の id（uid）付き
          """)
    case .showSummary:
      Translation(
        "show a project, its notes and todos", ko: "프로젝트와 메모, 할 일 보기", ja: "プロジェクトとメモ、やることを表示")
    case .showHelp:
      Translation(
        """
        Usage: daybook project show PROJECT [--history]

        Shows a project (its title or #ID): status, progress, notes and linked todos.

        Options:
          --history   also the saved versions of its notes, newest first
        """,
        ko: """
          사용법: daybook project show 프로젝트 [--history]

          프로젝트 (제목 또는 #번호)의 상태, 진행률, 메모, 연결된 할 일을 보여 줍니다.

          옵션:
            --history   메모의 저장된 판도 최신부터
          """,
        ja: """
          使い方: daybook project show プロジェクト [--history]

          プロジェクト（タイトルまたは #番号）の状態、進み具合、メモ、つながったやることを表示します。

          オプション:
            --history   メモの保存された版も新しい順に
          """)
    case .editSummary:
      Translation(
        "change a project's title, status or notes", ko: "프로젝트 제목, 상태, 메모 바꾸기",
        ja: "プロジェクトのタイトル・状態・メモを変更")
    case .editHelp:
      Translation(
        """
        Usage: daybook project edit PROJECT [--title TITLE] [--status STATUS]
                                    [--notes TEXT | --append TEXT]

        Changes a project (its title or #ID). Changed notes keep the text before as a revision.

        Options:
          --title TITLE     a new title
          --status STATUS   planned, active, done or dropped
          --notes TEXT      replace the notes
          --append TEXT     add a line to the notes
        """,
        ko: """
          사용법: daybook project edit 프로젝트 [--title 제목] [--status 상태]
                                       [--notes 글 | --append 글]

          프로젝트 (제목 또는 #번호)를 바꿉니다. 메모를 바꾸면 전의 글이 기록으로 남습니다.

          옵션:
            --title 제목    새 제목
            --status 상태   planned, active, done, dropped
            --notes 글      메모를 바꿈
            --append 글     메모에 한 줄 더함
          """,
        ja: """
          使い方: daybook project edit プロジェクト [--title タイトル] [--status 状態]
                                       [--notes 文 | --append 文]

          プロジェクト（タイトルまたは #番号）を変更します。メモを変えると前の文が履歴に残ります。

          オプション:
            --title タイトル   新しいタイトル
            --status 状態      planned、active、done、dropped
            --notes 文         メモを置き換える
            --append 文        メモに一行足す
          """)
    case .doneSummary:
      Translation("mark a project done", ko: "프로젝트 완료로 표시", ja: "プロジェクトを完了にする")
    case .doneHelp:
      Translation(
        """
        Usage: daybook project done PROJECT

        Marks a project (its title or #ID) done. Its todos stay as they are.
        """,
        ko: """
          사용법: daybook project done 프로젝트

          프로젝트 (제목 또는 #번호)를 완료로 표시합니다. 할 일은 그대로입니다.
          """,
        ja: """
          使い方: daybook project done プロジェクト

          プロジェクト（タイトルまたは #番号）を完了にします。やることはそのままです。
          """)
    case .missingTitle:
      Translation("missing title", ko: "제목이 없습니다", ja: "タイトルがありません")
    case .missingProject:
      Translation(
        "missing project (its title or #ID)", ko: "프로젝트가 없습니다 (제목 또는 #번호)",
        ja: "プロジェクトがありません（タイトルまたは #番号）")
    case .titleTaken:
      Translation(
        "a project named \"{0}\" already exists", ko: "\"{0}\" 프로젝트가 이미 있습니다",
        ja: "「{0}」というプロジェクトはもうあります")
    case .noProject:
      Translation(
        "no project \"{0}\" (see daybook project list --all)",
        ko: "\"{0}\" 프로젝트가 없습니다 (daybook project list --all 참고)",
        ja: "プロジェクト「{0}」はありません（daybook project list --all を参照）")
    case .invalidStatus:
      Translation(
        "invalid status \"{0}\" (planned, active, done or dropped)",
        ko: "잘못된 상태 \"{0}\" (planned, active, done, dropped)",
        ja: "不正な状態「{0}」（planned、active、done、dropped）")
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .nothingToChange:
      Translation(
        "nothing to change (give --title, --status, --notes or --append)",
        ko: "바꿀 것이 없습니다 (--title, --status, --notes, --append 중 하나)",
        ja: "変更がありません（--title、--status、--notes、--append のどれか）")
    case .added:
      Translation(
        "Added project #{0} “{1}” ({2})", ko: "프로젝트 #{0} “{1}” 추가 ({2})",
        ja: "プロジェクト #{0}「{1}」を追加（{2}）")
    case .updated:
      Translation(
        "Project #{0} “{1}” ({2})", ko: "프로젝트 #{0} “{1}” ({2})", ja: "プロジェクト #{0}「{1}」（{2}）")
    case .noProjects:
      Translation("No projects.", ko: "프로젝트가 없습니다.", ja: "プロジェクトはありません。")
    case .statusLine:
      Translation(
        "{0} · {1} {2}/{3} todos done", ko: "{0} · {1} 할 일 {2}/{3} 완료",
        ja: "{0} · {1} やること {2}/{3} 完了")
    case .todosTitle:
      Translation("Todos ({0})", ko: "할 일 ({0})", ja: "やること（{0}）")
    case .historyTitle:
      Translation("Notes history ({0})", ko: "메모 기록 ({0})", ja: "メモの履歴（{0}）")
    case .linked:
      Translation(" · project “{0}”", ko: " · 프로젝트 “{0}”", ja: " · プロジェクト「{0}」")
    }
  }
}
