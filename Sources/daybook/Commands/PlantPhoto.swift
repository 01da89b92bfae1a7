import DaybookCore
import DaybookTUI
import ImageKit

extension PlantCommand {
  /// `daybook plant photo NAME FILE`: copies a picture into the journal as the plant's photo.
  enum Photo: Command {
    static let name = "photo"
    static func summary(_ language: Language) -> String { PlantPhotoText.summary.text(language) }
    static func help(_ language: Language) -> String { PlantPhotoText.help.text(language) }
    static let spec = ArgumentSpec(flags: ["follow"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      guard arguments.positionals.count >= 2, let file = arguments.positionals.last else {
        throw CommandError.usage(PlantPhotoText.missingArguments)
      }
      let query = arguments.positionals.dropLast().joined(separator: " ")
      // Only a picture Daybook can show is taken; the check reads no more than its header
      // and a small decode.
      do {
        _ = try ImageDecoder.decode(path: file, minimumWidth: 8, minimumHeight: 8)
      } catch {
        throw CommandError.usage(PlantPhotoText.notAPicture, file, error.reason(context.language))
      }
      let journal = try context.journal()
      let plant = try PlantLookup.find(query, in: try journal.plants(includeArchived: true))
      let photo = try journal.setPlantPhoto(
        plantID: plant.id, file: file, at: context.now, followingSymlink: arguments.has("follow"))
      context.output.line(
        PlantPhotoText.set.text(
          context.language, Output.visible(photo.originalName), Output.visible(plant.name)))
    }
  }
}

/// The texts of `daybook plant photo`.
enum PlantPhotoText: String, Localized {
  case summary, help, missingArguments, notAPicture, set, photoRow

  var translation: Translation {
    switch self {
    case .summary:
      Translation("set a plant's photo", ko: "식물 사진 정하기", ja: "植物の写真を設定")
    case .help:
      Translation(
        "Usage: daybook plant photo NAME FILE [--follow]\n\nCopies a JPEG, PNG or HEIC picture"
          + " into the journal as the plant's photo (daybook plant show names it). A new photo"
          + " replaces the old one.",
        ko: "사용법: daybook plant photo 이름 파일 [--follow]\n\nJPEG, PNG, HEIC 사진을"
          + " 일기장에 복사해 식물 사진으로 삼습니다 (daybook plant show에 나옵니다)."
          + " 새 사진은 예전 사진을 바꿉니다.",
        ja: "使い方: daybook plant photo 名前 ファイル [--follow]\n\nJPEG・PNG・HEIC の写真を"
          + "日記にコピーして植物の写真にします (daybook plant show に表示されます)。"
          + "新しい写真は前の写真を置き換えます。")
    case .missingArguments:
      Translation(
        "name a plant and a picture file", ko: "식물 이름과 사진 파일을 적어 주세요",
        ja: "植物の名前と写真ファイルを指定してください")
    case .notAPicture:
      Translation(
        "{0} is not a picture Daybook can show ({1})",
        ko: "{0}은(는) 보여 줄 수 있는 사진이 아닙니다 ({1})",
        ja: "{0} は表示できる写真ではありません ({1})")
    case .set:
      Translation(
        "{0} is now the photo of {1}", ko: "{0}을(를) {1}의 사진으로 정했습니다",
        ja: "{0} を {1} の写真にしました")
    case .photoRow: Translation("Photo", ko: "사진", ja: "写真")
    }
  }
}
