/// Texts of records set aside, of the sync's limits and of where the sync stands.
public enum SyncAsideText: String, Localized {
  case setAside, noFrontMatter, noFinalNewline, notUTF8, badLine, unknownField, duplicateField
  case missingField, badValue, tooLong, outOfRange, tooLarge, nameMismatch, duplicateUID
  case uidOfOtherKind, fileTooLarge, refused, timedOut, notSent, unfinishedSetUp

  public var translation: Translation {
    switch self {
    case .setAside:
      Translation(
        "set aside (not applied): {0} ({1})", ko: "보류됨 (반영하지 않음): {0} ({1})",
        ja: "保留（反映していません）: {0}（{1}）")
    case .noFrontMatter:
      Translation(
        "no front matter between --- lines", ko: "--- 줄 사이의 머리말이 없습니다",
        ja: "--- 行の間のフロントマターがありません")
    case .noFinalNewline:
      Translation(
        "the text does not end with a line feed", ko: "본문이 줄바꿈으로 끝나지 않습니다",
        ja: "本文が改行で終わっていません")
    case .notUTF8:
      Translation("not UTF-8 text", ko: "UTF-8 텍스트가 아닙니다", ja: "UTF-8 のテキストではありません")
    case .badLine:
      Translation(
        "not a \"key: value\" line: {0}", ko: "\"key: value\" 줄이 아닙니다: {0}",
        ja: "「key: value」の行ではありません: {0}")
    case .unknownField:
      Translation("unknown field \"{0}\"", ko: "알 수 없는 필드 \"{0}\"", ja: "不明なフィールド「{0}」")
    case .duplicateField:
      Translation(
        "field \"{0}\" given twice", ko: "필드 \"{0}\"이(가) 두 번 있습니다",
        ja: "フィールド「{0}」が二回あります")
    case .missingField:
      Translation(
        "missing field \"{0}\"", ko: "필드 \"{0}\"이(가) 없습니다", ja: "フィールド「{0}」がありません")
    case .badValue:
      Translation(
        "bad value of \"{0}\"", ko: "\"{0}\"의 값이 잘못되었습니다", ja: "「{0}」の値が不正です")
    case .tooLong:
      Translation(
        "\"{0}\" is too long", ko: "\"{0}\"이(가) 너무 깁니다", ja: "「{0}」が長すぎます")
    case .outOfRange:
      Translation(
        "\"{0}\" is out of range", ko: "\"{0}\"이(가) 허용 범위를 벗어났습니다",
        ja: "「{0}」が範囲外です")
    case .tooLarge:
      Translation(
        "{0} bytes, over the limit of {1}", ko: "{0}바이트로 한도 {1}바이트를 넘습니다",
        ja: "{0} バイトで、上限の {1} バイトを超えています")
    case .nameMismatch:
      Translation(
        "its file name does not match its record", ko: "파일 이름이 기록과 맞지 않습니다",
        ja: "ファイル名が記録と一致しません")
    case .duplicateUID:
      Translation(
        "its uid is already used by {0}", ko: "uid를 이미 {0}에서 쓰고 있습니다",
        ja: "uid はすでに {0} で使われています")
    case .uidOfOtherKind:
      Translation(
        "its uid belongs to a record of another kind ({0})",
        ko: "uid가 다른 종류의 기록({0})의 것입니다", ja: "uid は別の種類の記録（{0}）のものです")
    case .fileTooLarge:
      Translation(
        "its file has {0} bytes, over the limit of {1}",
        ko: "파일이 {0}바이트로 한도 {1}바이트를 넘습니다",
        ja: "ファイルが {0} バイトで、上限の {1} バイトを超えています")
    case .refused:
      Translation(
        "the journal refused it: {0}", ko: "일지가 받아들이지 않았습니다: {0}",
        ja: "日誌が受け付けませんでした: {0}")
    case .timedOut:
      Translation(
        "git {0} gave no answer within {1} seconds and was stopped",
        ko: "git {0}이(가) {1}초 안에 응답하지 않아 중지했습니다",
        ja: "git {0} が {1} 秒以内に応答しなかったため停止しました")
    case .notSent:
      Translation(
        "not yet on the remote: {0} records in {1} commits",
        ko: "아직 원격 저장소에 없음: 커밋 {1}개의 기록 {0}개",
        ja: "まだリモートにありません: {1} 件のコミットの記録 {0} 件")
    case .unfinishedSetUp:
      Translation(
        "sync init did not finish; run daybook sync init REMOTE again",
        ko: "sync init이 끝나지 않았습니다; daybook sync init REMOTE를 다시 실행하세요",
        ja: "sync init が完了していません。daybook sync init REMOTE をもう一度実行してください")
    }
  }
}
