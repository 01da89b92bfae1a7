import DaybookCore
import Expectations
import Testing

@Suite struct PlantCatalogTests {
  let catalog = PlantCatalog.bundled

  @Test func everyBundledLineParses() {
    expectEqual(catalog.problems.map(\.description), [])
    #expect(catalog.plants.count >= 80)
  }

  @Test func bundledRowsAreValid() {
    expectEqual(Set(catalog.plants.map(\.id)).count, catalog.plants.count)
    for plant in catalog.plants {
      #expect(Plant.intervalRange.contains(plant.summerIntervalDays), "\(plant.id)")
      #expect(Plant.intervalRange.contains(plant.winterIntervalDays), "\(plant.id)")
      #expect(plant.summerIntervalDays <= plant.winterIntervalDays, "\(plant.id)")
      #expect(plant.names.allSatisfy { !$0.isEmpty }, "\(plant.id)")
      #expect(!plant.careGuide.isEmpty, "\(plant.id)")
    }
  }

  @Test func aKnownRowHasEveryColumn() {
    expectEqual(
      catalog.plant(id: "monstera"),
      CatalogPlant(
        id: "monstera", englishName: "Monstera", koreanName: "몬스테라", japaneseName: "モンステラ",
        botanicalName: "Monstera deliciosa", summerIntervalDays: 7, winterIntervalDays: 14,
        light: .brightIndirect, humidity: .medium,
        careGuide: "Water when the top few centimetres of soil are dry and keep it out of harsh "
          + "midday sun. Give the aerial roots a moss pole to climb and wipe the big leaves now "
          + "and then.",
        careGuideKorean: "겉흙 몇 센티미터가 마르면 물을 주고 한낮의 강한 햇빛은 피하세요. 공중뿌리가 "
          + "타고 오르도록 수태봉을 세워 주고 큰 잎은 가끔 닦아 주세요.",
        careGuideJapanese: "表土が数センチ乾いたら水をやり、真昼の強い日差しは避けます。気根が登れるように"
          + "ヘゴ支柱を立て、大きな葉はときどき拭いてください。"))
    expectEqual(catalog.plant(id: " MONSTERA ")?.id, "monstera")
    expectEqual(catalog.plant(id: "nope"), nil)
  }

  @Test func badLinesAreReportedAndSkipped() {
    let header = PlantCatalog.header.prefix(10).joined(separator: "\t")
    let good = "fern\tFern\t고사리\tシダ\tNephrolepis\t3\t7\tmedium\thigh\tKeep it moist."
    let text = [
      header, good,
      "short\tShort",
      "zero\tZero\t영\tゼロ\tNihil\t0\t7\tmedium\thigh\tNever.",
      "sunny\tSunny\t해\t日\tSol\t3\t7\tblinding\thigh\tToo bright.",
      good, "",
    ].joined(separator: "\n")
    let parsed = PlantCatalog(tsv: text)
    expectEqual(parsed.plants.map(\.id), ["fern"])
    expectEqual(
      parsed.problems.map(\.description),
      [
        "line 3: expected 10 or 12 tab-separated columns, found 2",
        "line 4: summer days \"0\" is not 1–365",
        "line 5: unknown light \"blinding\"",
        "line 6: id fern is used twice",
      ])
    expectEqual(PlantCatalog(tsv: "id\tname\n").problems.map(\.line), [1])
  }

  @Test func koreanPartialFindsMonstera() {
    let ids = catalog.search("몬스").map(\.id)
    expectEqual(ids, ["monstera", "monstera-adansonii", "mini-monstera"])
  }

  @Test func japanesePartialFindsPothos() {
    expectEqual(catalog.search("ポト").map(\.id), ["pothos"])
    // Hiragana finds the katakana name too.
    expectEqual(catalog.search("ぽと").map(\.id), ["pothos"])
    // The middle dot may be left out.
    expectEqual(catalog.search("フィカスリラータ").map(\.id), ["fiddle-leaf-fig"])
  }

  @Test func botanicalSubstringFindsMonstera() {
    expectEqual(catalog.search("deliciosa").map(\.id), ["monstera"])
  }

  @Test func englishIsCaseInsensitive() {
    expectEqual(catalog.search("SNAKE PLANT").first?.id, "snake-plant")
    expectEqual(catalog.search("Peace Lily").map(\.id), ["peace-lily"])
    expectEqual(catalog.search("pEaCe").map(\.id), ["peace-lily"])
  }

  @Test func rankingIsExactThenPrefixThenSubstringThenName() {
    // "Monstera" is an exact English name; "Monstera adansonii" starts with it; "Mini
    // monstera" only contains it.
    expectEqual(
      catalog.search("monstera").map(\.id), ["monstera", "monstera-adansonii", "mini-monstera"])
    let table = PlantCatalog(
      tsv: [
        PlantCatalog.header.joined(separator: "\t"),
        "c\tBig fig\t가\tあ\tFicus c\t7\t7\tlow\tlow\tx",
        "b\tFig tree\t나\tい\tFicus b\t7\t7\tlow\tlow\tx",
        "a\tFig\t다\tう\tFicus a\t7\t7\tlow\tlow\tx",
        "d\tAnother fig\t라\tえ\tFicus d\t7\t7\tlow\tlow\tx",
      ].joined(separator: "\n"))
    expectEqual(table.search("fig").map(\.id), ["a", "b", "d", "c"])
    expectEqual(table.search("fig", limit: 2).map(\.id), ["a", "b"])
    #expect(table.search("  ").isEmpty)
    #expect(table.search("cactus").isEmpty)
  }

  @Test func seasonSwitchesInAprilAndOctober() throws {
    let monstera = try #require(catalog.plant(id: "monstera"))
    expectEqual(monstera.suggestedInterval(month: 3), 14)
    expectEqual(monstera.suggestedInterval(month: 4), 7)
    expectEqual(monstera.suggestedInterval(month: 9), 7)
    expectEqual(monstera.suggestedInterval(month: 10), 14)
    expectEqual(monstera.suggestedInterval(month: 1), 14)
  }

  @Test func toPlantFillsNameSpeciesAndSeasonalInterval() throws {
    let pothos = try #require(catalog.plant(id: "pothos"))
    expectEqual(
      pothos.toPlant(today: day("2026-07-01")),
      Plant(
        name: "Golden pothos", species: "Epipremnum aureum", intervalDays: 7,
        seasons: PlantSeasons(summerDays: 7, winterDays: 12)))
    expectEqual(
      pothos.toPlant(name: "Kitchen pothos", today: day("2026-12-01")),
      Plant(
        name: "Kitchen pothos", species: "Epipremnum aureum", intervalDays: 12,
        seasons: PlantSeasons(summerDays: 7, winterDays: 12)))
    expectEqual(pothos.toPlant(today: day("2026-12-01"), hemisphere: .south).intervalDays, 7)
  }
}
