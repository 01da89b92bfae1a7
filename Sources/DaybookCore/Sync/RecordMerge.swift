/// Something a sync did that the user should hear about.
public enum SyncNotice: Equatable, Sendable {
  /// Both machines changed the same lines of a day's entry: both texts kept, the other one
  /// under a marker and in the entry's history.
  case bothTextsKept(day: String)
  /// One machine deleted a record the other changed: the changed record was kept.
  case editKeptOverDelete(kind: SyncKind, ref: String)
  /// A care record whose plant is nowhere (deleted on one side): left in the mirror only.
  case careWithoutPlant(uid: String)
  /// An attachment whose entry is nowhere: left in the mirror only.
  case attachmentWithoutEntry(uid: String)
  /// Two machines added plants of the same name: the incoming one was renamed.
  case plantRenamed(from: String, to: String)
  /// Two machines added projects of the same title: the incoming one was renamed.
  case projectRenamed(from: String, to: String)
  /// The remote's history was rewritten: merged with no deletions taken from it.
  case remoteRewritten
  /// A file of the remote's tree (at `commit`, short) was refused and skipped.
  case treeEntryRefused(commit: String, path: String, reason: MirrorTreeRefusal)
  /// More files of the remote's tree were refused than were named one by one.
  case treeEntriesRefused(commit: String, more: Int)
}

/// The three-way merge of one record (pure): base is the record at the common ancestor, ours
/// and theirs the two sides; nil is "absent" (never made, or deleted).
enum RecordMerge {
  struct Outcome: Equatable {
    var record: MirrorRecord?
    var notices: [SyncNotice] = []
    /// For an entry whose lines both sides changed: the other side's text, for history.
    var otherText: String?
  }

  static func merge(
    base: MirrorRecord?, ours: MirrorRecord?, theirs: MirrorRecord?, ref: String,
    language: Language
  ) -> Outcome {
    if ours == theirs { return Outcome(record: ours) }
    if ours == base { return Outcome(record: theirs) }
    if theirs == base { return Outcome(record: ours) }
    guard let ours, let theirs else {
      // Deleted on one side, changed on the other: the change wins.
      let kept = ours ?? theirs
      return Outcome(
        record: kept,
        notices: kept.map { [.editKeptOverDelete(kind: $0.kind, ref: ref)] } ?? [])
    }
    var merged = ours
    let theirsLater =
      (theirs.changed, theirs.fileText) > (ours.changed, ours.fileText)
    if ours.kind == .plantPhoto || ours.kind == .setting {
      // One value (a photo's file and names, a setting's value): the later change, whole.
      return Outcome(record: theirsLater ? theirs : ours)
    }
    let grouped = Set(ours.kind.fieldGroups.joined())
    for group in ours.kind.fieldGroups {
      // Merged as one value, so no side's half of a pair meets the other side's half.
      let o = group.map { ours[$0] }, t = group.map { theirs[$0] }, b = group.map { base?[$0] }
      if o == t || t == b { continue }
      if o == b || theirsLater {
        for (key, value) in zip(group, t) { merged[key] = value }
      }
    }
    for key in Set(ours.fields.keys).union(theirs.fields.keys) where !grouped.contains(key) {
      let o = ours[key], t = theirs[key], b = base?[key]
      if o == t { continue }
      if o == b {
        merged[key] = t
        continue
      }
      if t == b { continue }
      switch key {
      case "uid", "created", "added", "fired":
        merged[key] = [o, t].compactMap { $0 }.min { ($0.count, $0) < ($1.count, $1) }
      case "read":
        merged[key] = [o, t].compactMap { $0 }.compactMap { Int64($0) }.min().map(String.init)
      case "changed":
        merged[key] = String(max(ours.changed, theirs.changed))
      default:
        merged[key] = theirsLater ? t : o
      }
    }
    var outcome = Outcome(record: merged)
    if ours.text != theirs.text {
      let baseText = base?.text ?? ""
      if ours.kind == .notification || ours.kind == .revision {
        merged.text = theirsLater ? theirs.text : ours.text
      } else {
        let result = LineMerge.merge(
          base: baseText, ours: ours.text, theirs: theirs.text, language: language)
        merged.text = result.text
        if result.conflicted, ours.kind == .entry {
          outcome.notices.append(.bothTextsKept(day: ref))
          outcome.otherText = theirs.text
        }
      }
    }
    if merged.kind == .entry {
      let tags = Tags.extract(from: merged.text).joined(separator: " ")
      merged["tags"] = tags.isEmpty ? nil : tags
    }
    outcome.record = merged
    return outcome
  }
}
