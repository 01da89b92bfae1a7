import DaybookCore
import Expectations
import Testing

/// The plant key: traits for every catalog plant, ranking by answers, the next question.
@Suite struct PlantKeyTests {
  let key = PlantKey.bundled

  @Test func everyCatalogPlantHasTraitsAndTheTableReadsCleanly() {
    expectEqual(key.problems, [])
    expectEqual(key.traits.count, key.catalog.plants.count)
    for plant in key.catalog.plants {
      for question in PlantKey.Question.allCases {
        #expect(!key.values(of: plant, for: question).isEmpty, "\(plant.id) \(question)")
      }
    }
  }

  /// Answering the whole key the way the plant looks (walking it question by question, as
  /// the view does) reaches the plant in the top three.
  @Test(arguments: [
    "monstera", "snake-plant", "string-of-pearls", "peace-lily", "aloe-vera",
    "boston-fern", "moth-orchid",
  ])
  func answeringTheKeyForAPlantReachesItInTheTopThree(id: String) throws {
    let plant = try #require(key.catalog.plant(id: id))
    let truth = key.answers(describing: plant)
    var answers: [PlantKey.Question: String] = [:]
    var asked = 0
    while let question = key.nextQuestion(answers) {
      answers[question] = truth[question]
      asked += 1
      #expect(asked <= PlantKey.Question.allCases.count)
    }
    let top = key.rank(answers).prefix(3).map(\.plant.id)
    #expect(top.contains(id), "\(id): \(top) after \(answers)")
    expectEqual(key.rank(answers).first?.misses, 0)
  }

  @Test func mostOfTheCatalogIsReachedInTheTopThreeByItsFullAnswers() {
    let reached = key.catalog.plants.filter { plant in
      key.rank(key.answers(describing: plant)).prefix(3).contains { $0.plant.id == plant.id }
    }
    #expect(reached.count * 10 >= key.catalog.plants.count * 8, "\(reached.count)")
  }

  @Test func eachAnswerNarrowsTheCandidates() {
    let all = key.candidates([:]).count
    let split = key.candidates([.leaf: "split"]).count
    let climbing = key.candidates([.leaf: "split", .habit: "climbing"]).count
    expectEqual(all, key.catalog.plants.count)
    #expect(split < all)
    #expect(climbing < split)
    expectEqual(
      key.candidates([.leaf: "split", .habit: "climbing"]).map(\.id),
      [
        "monstera", "mini-monstera", "english-ivy", "grape-ivy",
      ])
  }

  @Test func rankSaysWhyAndCountsALightOneStepOffAsHalf() throws {
    let ranked = key.rank([.leaf: "heart", .holes: "yes", .light: "medium"])
    let monstera = try #require(ranked.first { $0.plant.id == "monstera" })
    expectEqual(monstera.agreed, [.leaf, .holes])
    expectEqual(monstera.misses, 0.5)
  }

  @Test func theNextQuestionSkipsWhatIsAnsweredPassedOrUseless() {
    expectEqual(key.nextQuestion([:]), .leaf)
    expectEqual(key.nextQuestion([.leaf: "heart"]), .holes)
    expectEqual(key.nextQuestion([.leaf: "heart"], passed: [.holes]), .habit)
    // Only plants without real leaves: nothing about holes tells them apart.
    #expect(key.nextQuestion([.leaf: "none", .holes: "no"]) != .holes)
  }

  @Test func reasonsReadInEveryLanguage() {
    expectEqual(PlantKeyText.answer(.leaf, "split")?.text(.ko), "갈라지거나 나뉜 잎")
    expectEqual(PlantKeyText.answer(.light, "bright-indirect")?.text(.en), "bright indirect light")
    for question in PlantKey.Question.allCases {
      for option in question.options {
        #expect(PlantKeyText.answer(question, option) != nil, "\(question) \(option)")
      }
    }
  }
}
