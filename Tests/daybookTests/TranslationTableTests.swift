import DaybookCore
import Expectations
import Testing

@testable import daybook

/// Every table of the command line has English, Korean and Japanese with the same
/// placeholders.
@Suite struct CommandLineTranslationTests {
  @Test func everyTableIsComplete() {
    var problems: [String] = []
    problems += Localization.problems(in: DaybookText.self)
    problems += Localization.problems(in: ArgumentText.self)
    problems += Localization.problems(in: ContextText.self)
    problems += Localization.problems(in: GroupText.self)
    problems += Localization.problems(in: ValueText.self)
    problems += Localization.problems(in: InputText.self)
    problems += Localization.problems(in: ExternalEditorText.self)
    problems += Localization.problems(in: InteractiveText.self)
    problems += Localization.problems(in: PlantLookupText.self)
    problems += Localization.problems(in: IntakeSummaryText.self)
    problems += Localization.problems(in: WateringRuleText.self)
    problems += Localization.problems(in: AttachText.self)
    problems += Localization.problems(in: BackupText.self)
    problems += Localization.problems(in: CalText.self)
    problems += Localization.problems(in: CareText.self)
    problems += Localization.problems(in: CatalogText.self)
    problems += Localization.problems(in: ExportText.self)
    problems += Localization.problems(in: GoalText.self)
    problems += Localization.problems(in: HeatmapText.self)
    problems += Localization.problems(in: ImportText.self)
    problems += Localization.problems(in: IntakeText.self)
    problems += Localization.problems(in: IntakePresetsText.self)
    problems += Localization.problems(in: IntakeEditText.self)
    problems += Localization.problems(in: ListText.self)
    problems += Localization.problems(in: PlantText.self)
    problems += Localization.problems(in: PlantShowText.self)
    problems += Localization.problems(in: RemindText.self)
    problems += Localization.problems(in: SearchText.self)
    problems += Localization.problems(in: StatsText.self)
    problems += Localization.problems(in: StatusText.self)
    problems += Localization.problems(in: TodayText.self)
    problems += Localization.problems(in: TodoText.self)
    problems += Localization.problems(in: TodoEditText.self)
    problems += Localization.problems(in: WaterText.self)
    problems += Localization.problems(in: WriteText.self)
    problems += Localization.problems(in: ProjectText.self)
    problems += Localization.problems(in: WeatherText.self)
    expectEqual(problems, [])
  }

  @Test func everyCommandHasAHelpPageInEachLanguage() {
    var commands: [any Command.Type] = Daybook.commands
    for case let group as any CommandGroup.Type in Daybook.commands {
      commands += group.subcommands
    }
    for command in commands {
      let english = command.help(.en)
      for language in [Language.ko, .ja] {
        #expect(command.help(language) != english, "\(command.name) \(language)")
        #expect(command.summary(language) != command.summary(.en), "\(command.name)")
      }
    }
  }

  @Test func errorsAreWordedWhenShown() {
    let error = CommandError.usage(WaterText.missingPlant)
    expectEqual(error.message(.en), "missing PLANT (see daybook water --help)")
    expectEqual(error.message(.ko), "식물이 없습니다 (daybook water --help 참고)")
    expectEqual(error.exitCode, 2)
  }
}
