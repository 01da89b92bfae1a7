import DaybookCore

/// Where `daybook write` gets a template from.
enum Templates {
  /// The text an empty `day` starts with: the template `--template` names (an unknown name is
  /// a usage error, a day that has an entry a failure), else, when composing in the editor,
  /// the config's `template`. Nil when there is none to use.
  static func start(_ day: Day, named: String?, forEditor: Bool, context: Context) throws
    -> String?
  {
    guard let name = named ?? (forEditor ? context.settings.values["template"] : nil) else {
      return nil
    }
    guard let template = try EntryTemplate.named(name, environment: context.environment) else {
      throw CommandError.usage(
        TemplatesText.noTemplate, name,
        EntryTemplate.names(environment: context.environment).joined(separator: ", "))
    }
    if let entry = try context.journal().entry(on: day),
      !(entry.title + entry.body).allSatisfy(\.isWhitespace)
    {
      if named != nil { throw CommandError.failure(TemplatesText.dayHasEntry, day.iso) }
      return nil
    }
    return template.text(for: day, language: context.language)
  }
}

enum TemplatesText: String, Localized {
  case noTemplate, dayHasEntry

  var translation: Translation {
    switch self {
    case .noTemplate:
      Translation(
        "no template named \"{0}\" (there are: {1})", ko: "\"{0}\"(이)라는 템플릿이 없습니다 (있는 것: {1})",
        ja: "「{0}」というテンプレートはありません（あるもの: {1}）")
    case .dayHasEntry:
      Translation(
        "{0} already has an entry; a template starts an empty day",
        ko: "{0}에는 이미 일기가 있습니다. 템플릿은 빈 날에만 씁니다",
        ja: "{0} にはもう日記があります。テンプレートは空の日だけに使います")
    }
  }
}
