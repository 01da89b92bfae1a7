/// The texts of files refused in a remote's tree (see `MirrorTreeCheck`), in every language.
public enum SyncTreeText: String, Localized {
  case refused, refusedMore
  case symlink, submodule, notAFile, notUTF8, emptyName, dotName, hiddenName
  case controlCharacter, tooLong, fileWhereFolderShouldBe, folderWhereFileShouldBe
  case sameNameAsAnother

  /// One line for a refusal notice.
  static func message(_ notice: SyncNotice, _ language: Language) -> String {
    switch notice {
    case .treeEntryRefused(let commit, let path, let reason):
      refused.text(language, commit, path, text(for: reason).text(language))
    case .treeEntriesRefused(let commit, let more): refusedMore.text(language, commit, String(more))
    default: notice.message(language)
    }
  }

  static func text(for reason: MirrorTreeRefusal) -> SyncTreeText {
    switch reason {
    case .symlink: .symlink
    case .submodule: .submodule
    case .notAFile: .notAFile
    case .notUTF8: .notUTF8
    case .emptyName: .emptyName
    case .dotName: .dotName
    case .hiddenName: .hiddenName
    case .controlCharacter: .controlCharacter
    case .tooLong: .tooLong
    case .fileWhereFolderShouldBe: .fileWhereFolderShouldBe
    case .folderWhereFileShouldBe: .folderWhereFileShouldBe
    case .sameNameAsAnother: .sameNameAsAnother
    }
  }

  public var translation: Translation {
    switch self {
    case .refused:
      Translation(
        "remote commit {0}: skipped {1} ({2}); the rest was synced",
        ko: "원격 커밋 {0}: {1}을(를) 건너뛰었습니다 ({2}); 나머지는 동기화했습니다",
        ja: "リモートのコミット {0}: {1} をスキップしました（{2}）。残りは同期しました")
    case .refusedMore:
      Translation(
        "remote commit {0}: {1} more files skipped", ko: "원격 커밋 {0}: 파일 {1}개를 더 건너뛰었습니다",
        ja: "リモートのコミット {0}: さらに {1} 個のファイルをスキップしました")
    case .symlink: Translation("a symbolic link", ko: "심볼릭 링크", ja: "シンボリックリンク")
    case .submodule: Translation("a submodule", ko: "서브모듈", ja: "サブモジュール")
    case .notAFile: Translation("not a plain file", ko: "일반 파일이 아님", ja: "通常のファイルではない")
    case .notUTF8:
      Translation("a name that is not UTF-8", ko: "UTF-8이 아닌 이름", ja: "UTF-8 ではない名前")
    case .emptyName:
      Translation(
        "an absolute path or an empty name", ko: "절대 경로이거나 빈 이름",
        ja: "絶対パスまたは空の名前")
    case .dotName: Translation("a . or .. name", ko: ". 또는 .. 이름", ja: ". または .. という名前")
    case .hiddenName:
      Translation("a name starting with a dot", ko: "점으로 시작하는 이름", ja: "ドットで始まる名前")
    case .controlCharacter:
      Translation(
        "a control character in its name", ko: "이름에 제어 문자가 있음", ja: "名前に制御文字がある")
    case .tooLong:
      Translation(
        "a name or path too long or too deep", ko: "이름이나 경로가 너무 길거나 깊음",
        ja: "名前かパスが長すぎるか深すぎる")
    case .fileWhereFolderShouldBe:
      Translation(
        "a file where a folder should be", ko: "폴더가 있어야 할 자리에 파일",
        ja: "フォルダーがあるべき場所にファイル")
    case .folderWhereFileShouldBe:
      Translation(
        "a folder where a file should be", ko: "파일이 있어야 할 자리에 폴더",
        ja: "ファイルがあるべき場所にフォルダー")
    case .sameNameAsAnother:
      Translation(
        "the same name as another file but for case", ko: "대소문자만 다른 같은 이름의 파일이 있음",
        ja: "大文字と小文字だけが違う同じ名前のファイルがある")
    }
  }
}
