import DaybookCore
import ImageKit
import TerminalKit

#if canImport(Glibc)
  import Glibc
#endif

/// The plant form's photo field: a picture's path (`~` is the home folder) or `-` to remove
/// the photo. The plant is saved first; then the photo is copied in with the checks of
/// `daybook plant photo` (no symlink unless asked, a regular file, a JPEG, PNG or HEIC by
/// its first bytes). A refused file keeps the form open with the reason on the photo's line;
/// the plant is already saved then, and the form edits it from there.
enum PlantFormPhoto {
  /// The field's hint while nothing is typed: the current photo, or what to type.
  static func drawHint(
    _ form: PlantForm, language: Language, into canvas: inout Canvas, x: Int, y: Int,
    inputWidth: Int, right: Int, theme: Theme
  ) {
    let typed = form.photo.trimmingSpaces()
    if typed.isEmpty {
      let hint =
        form.currentPhoto.map { PlantListPhotoText.hintCurrent.text(language, $0) }
        ?? PlantListPhotoText.hintNone.text(language)
      canvas.draw(hint, x: x, y: y, style: theme.style(.muted), maxWidth: inputWidth)
    } else if form.photoChange == .remove {
      canvas.draw(
        PlantListPhotoText.willRemove.text(language), x: x + inputWidth + 1, y: y,
        style: theme.style(.warning), maxWidth: right - x - inputWidth - 1)
    }
  }

  /// The plant came back saved: with a photo change, the form stays open (now editing the
  /// saved plant) while the photo is copied; nil when there is nothing more to do.
  static func plantSaved(_ plant: Plant, added: Bool, _ state: inout PlantsFeature.State)
    -> [PlantsFeature.Output]?
  {
    guard var form = state.form, let change = form.photoChange else { return nil }
    form.editing = plant
    form.savingPhoto = true
    form.problems[.photo] = nil
    state.form = form
    state.selection = plant.id
    let effect: PlantEffect =
      switch change {
      case .set(let path): .setPhoto(plantID: plant.id, path: path)
      case .remove: .removePhoto(plant.id)
      }
    return [.status(added ? .statusAdded : .statusUpdated, [plant.name]), .run(effect)]
  }

  /// The photo is in (or removed): the form closes and everything reloads.
  static func photoSaved(_ state: inout PlantsFeature.State) -> [PlantsFeature.Output] {
    state.form = nil
    return PlantsFeature.reload(state)
  }

  /// The file was refused: its reason on the photo's line, the cursor there. The plant's
  /// other fields are saved, so the list reloads too.
  static func photoRefused(_ reason: String, _ state: inout PlantsFeature.State)
    -> [PlantsFeature.Output]
  {
    state.form?.savingPhoto = false
    state.form?.problems[.photo] = .photo(reason)
    state.form?.focus = .photo
    return PlantsFeature.reload(state)
  }

  /// Why the file at `path` cannot be a plant's photo, or nil when it can: the header check
  /// of a picture, without decoding it (the mosaic is drawn off the input loop).
  static func refusal(_ path: String, language: Language) -> String? {
    var link = stat()
    if lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
      return JournalError(.invalid, .attachSymlink, path).message(language)
    }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return path + ": " + String(cString: strerror(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      return path + ": " + PlantListPhotoText.notAPicture.text(language)
    }
    var header = [UInt8](repeating: 0, count: 64)
    let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 64) }
    guard count > 0, ImageDecoder.format(of: Array(header.prefix(count))) != nil else {
      return path + ": " + PlantListPhotoText.notAPicture.text(language)
    }
    return nil
  }

  /// Runs the photo effects for the `EffectRunner`: `home` expands `~`.
  static func run(
    _ effect: PlantEffect, journal: Journal, clock: Clock, language: Language, home: String?
  ) throws -> [AppAction]? {
    switch effect {
    case let .setPhoto(plantID, path):
      let source = AttachmentsFeature.expandedPath(path, home: home)
      if let reason = refusal(source, language: language) {
        return [.plants(.photoRefused(reason))]
      }
      do {
        try journal.setPlantPhoto(plantID: plantID, file: source, at: clock.now())
      } catch let error as JournalError {
        return [.plants(.photoRefused(error.message(language)))]
      }
      return [.plants(.photoSaved(plantID))]
    case .removePhoto(let plantID):
      try journal.removePlantPhoto(plantID: plantID)
      return [.plants(.photoSaved(plantID))]
    default:
      return nil
    }
  }
}
