import DaybookCore

enum ConfigText: String, Localized {
  case summary, help, keysHead, noPath, missingKey, missingValue, unexpected, noSuchKey, notSet
  case badSetValue, notASetting, unknownKey, badValue, onOff, nameHint, textHint, numberHint
  case sectionsHint
  case getSummary, getHelp, setSummary, setHelp, unsetSummary, unsetHelp, listSummary, listHelp
  case pathSummary, pathHelp

  var translation: Translation {
    switch self {
    case .summary:
      Translation("read and change the config file", ko: "설정 파일 읽기와 바꾸기", ja: "設定ファイルの表示と変更")
    case .help:
      Translation(
        """
        Usage: daybook config SUBCOMMAND [ARGS…]

        The config file is $XDG_CONFIG_HOME/daybook/config (default ~/.config/daybook/config):
        one key = value a line; lines starting with # are comments. What it sets wins over the
        journal's own settings; --lang, --journal and --db win over it. A wrong line is named
        with its number and stops every command but config until it is fixed.
        """,
        ko: """
          사용법: daybook config 하위명령 [인자…]

          설정 파일은 $XDG_CONFIG_HOME/daybook/config (기본 ~/.config/daybook/config)입니다:
          한 줄에 키 = 값 하나, #으로 시작하는 줄은 주석. 여기서 정한 것이 일기 자체의 설정보다
          우선하고, --lang, --journal, --db가 이것보다 우선합니다. 잘못된 줄은 줄 번호로
          알려 주며, 고칠 때까지 config 말고는 어떤 명령도 실행하지 않습니다.
          """,
        ja: """
          使い方: daybook config サブコマンド [引数…]

          設定ファイルは $XDG_CONFIG_HOME/daybook/config（既定 ~/.config/daybook/config）:
          1 行に キー = 値 を一つ、# で始まる行はコメント。ここでの設定は日記自身の設定より
          優先し、--lang、--journal、--db はこれより優先します。誤った行は行番号で示し、
          直すまで config 以外のコマンドは実行しません。
          """)
    case .keysHead: Translation("Keys:", ko: "키:", ja: "キー:")
    case .noPath:
      Translation(
        "no config folder: set HOME or XDG_CONFIG_HOME",
        ko: "설정 폴더가 없습니다: HOME 또는 XDG_CONFIG_HOME을 설정하세요",
        ja: "設定フォルダーがありません: HOME か XDG_CONFIG_HOME を設定してください")
    case .missingKey:
      Translation(
        "missing KEY (see daybook config {0} --help)", ko: "키가 없습니다 (daybook config {0} --help 참고)",
        ja: "キーがありません（daybook config {0} --help を参照）")
    case .missingValue:
      Translation(
        "missing VALUE for {0}", ko: "{0}의 값이 없습니다", ja: "{0} の値がありません")
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .noSuchKey:
      Translation(
        "unknown key \"{0}\" (see daybook config list --all)",
        ko: "알 수 없는 키 \"{0}\" (daybook config list --all 참고)",
        ja: "不明なキー「{0}」（daybook config list --all を参照）")
    case .notSet: Translation("{0} is not set", ko: "{0}은(는) 설정되어 있지 않습니다", ja: "{0} は設定されていません")
    case .badSetValue:
      Translation(
        "bad value \"{0}\" for {1} (expected {2})", ko: "{1}의 값 \"{0}\"이(가) 올바르지 않습니다 ({2})",
        ja: "{1} の値「{0}」が正しくありません（{2}）")
    case .notASetting:
      Translation(
        "{0} line {1}: not a setting (expected key = value): {2}",
        ko: "{0} {1}번째 줄: 설정이 아닙니다 (키 = 값 이어야 함): {2}",
        ja: "{0} {1} 行目: 設定ではありません（キー = 値 の形）: {2}")
    case .unknownKey:
      Translation(
        "{0} line {1}: unknown key \"{2}\" (see daybook config list --all)",
        ko: "{0} {1}번째 줄: 알 수 없는 키 \"{2}\" (daybook config list --all 참고)",
        ja: "{0} {1} 行目: 不明なキー「{2}」（daybook config list --all を参照）")
    case .badValue:
      Translation(
        "{0} line {1}: bad value \"{2}\" for {3} (expected {4})",
        ko: "{0} {1}번째 줄: {3}의 값 \"{2}\"이(가) 올바르지 않습니다 ({4})",
        ja: "{0} {1} 行目: {3} の値「{2}」が正しくありません（{4}）")
    case .onOff: Translation("on or off", ko: "on 또는 off", ja: "on または off")
    case .nameHint:
      Translation(
        "letters, digits, - and _", ko: "글자, 숫자, -, _", ja: "文字、数字、- と _")
    case .textHint: Translation("one line of text", ko: "한 줄의 글", ja: "1 行のテキスト")
    case .numberHint:
      Translation("a number from {0} to {1}", ko: "{0}부터 {1}까지의 수", ja: "{0} から {1} までの数")
    case .sectionsHint:
      Translation(
        "{0}, each once, separated by commas, - before a hidden one",
        ko: "{0} 각각 한 번씩 쉼표로 구분, 숨길 것은 앞에 -",
        ja: "{0} をそれぞれ 1 回ずつコンマ区切りで、隠すものは前に -")
    case .getSummary: Translation("print a key's value", ko: "키의 값 출력", ja: "キーの値を表示")
    case .getHelp:
      Translation(
        """
        Usage: daybook config get KEY

        Prints the value the config file gives KEY; exits 1 when it gives none.
        """,
        ko: """
          사용법: daybook config get 키

          설정 파일에 적힌 키의 값을 출력합니다. 없으면 1로 끝납니다.
          """,
        ja: """
          使い方: daybook config get キー

          設定ファイルにあるキーの値を表示します。なければ 1 で終わります。
          """)
    case .setSummary: Translation("set a key, checked", ko: "키 설정 (검사함)", ja: "キーを設定（検査あり）")
    case .setHelp:
      Translation(
        """
        Usage: daybook config set KEY VALUE

        Checks VALUE, then writes it on the line that sets KEY now (or a new line at the end).
        Comments and every other line stay as they are.
        """,
        ko: """
          사용법: daybook config set 키 값

          값을 검사한 뒤, 지금 그 키를 정하는 줄(없으면 끝의 새 줄)에 씁니다. 주석과 다른 줄은
          그대로 둡니다.
          """,
        ja: """
          使い方: daybook config set キー 値

          値を検査してから、いまそのキーを決めている行（なければ末尾の新しい行）に書きます。
          コメントとほかの行はそのままです。
          """)
    case .unsetSummary: Translation("remove a key", ko: "키 지우기", ja: "キーを削除")
    case .unsetHelp:
      Translation(
        """
        Usage: daybook config unset KEY

        Removes the lines that set KEY, so its default applies again.
        """,
        ko: """
          사용법: daybook config unset 키

          그 키를 정하는 줄을 지워 기본값으로 돌아갑니다.
          """,
        ja: """
          使い方: daybook config unset キー

          そのキーを決める行を消し、既定値に戻します。
          """)
    case .listSummary: Translation("list the settings", ko: "설정 목록", ja: "設定の一覧")
    case .listHelp:
      Translation(
        """
        Usage: daybook config list [--all]

        Prints key = value for each key the file sets, and the lines that are wrong on stderr.

        Options:
          --all   every key, set or not, with what it does
        """,
        ko: """
          사용법: daybook config list [--all]

          파일이 정한 키마다 키 = 값을 출력하고, 잘못된 줄은 stderr에 알립니다.

          옵션:
            --all   정했든 안 했든 모든 키와 그 뜻
          """,
        ja: """
          使い方: daybook config list [--all]

          ファイルが決めたキーごとに キー = 値 を表示し、誤った行は stderr に示します。

          オプション:
            --all   設定の有無にかかわらずすべてのキーとその意味
          """)
    case .pathSummary:
      Translation("print the config file's path", ko: "설정 파일 경로 출력", ja: "設定ファイルのパスを表示")
    case .pathHelp:
      Translation(
        """
        Usage: daybook config path

        Prints where the config file is (or would be).
        """,
        ko: """
          사용법: daybook config path

          설정 파일이 있는 (또는 있을) 곳을 출력합니다.
          """,
        ja: """
          使い方: daybook config path

          設定ファイルの場所（これから作られる場所）を表示します。
          """)
    }
  }
}
