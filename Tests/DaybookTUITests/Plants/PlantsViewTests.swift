import DaybookCore
import TerminalKit
import Testing
import Expectations

@testable import DaybookTUI

/// Every role in its own colour, so a style check names exactly one role.
private let theme = Theme(
  name: "test",
  styles: Dictionary(
    uniqueKeysWithValues: ThemeRole.allCases.enumerated().map {
      ($1, Style(fg: .indexed(UInt8($0))))
    }))

enum PlantsViewFixture {
  static func listState() -> PlantsFeature.State {
    var state = PlantsFixture.state(selection: 1)
    state.items?.append(
      PlantsFeature.Item(
        plant: Plant(
          id: 4, name: "アグラオネマ・シルバークイーン", species: "Aglaonema commutatum",
          location: "寝室の窓辺のいちばん奥の棚", acquired: Day(iso: "2026-06-01"), intervalDays: 5),
        lastWatered: Day(iso: "2026-11-27"), careCount: 4))
    return state
  }

  static func render(
    _ state: PlantsFeature.State, width: Int, height: Int, language: Language = .en
  ) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: height))
    _ = PlantsView.render(
      state, language: language, into: &canvas, in: canvas.bounds, theme: theme)
    return canvas
  }
}

@Suite("Plants view")
struct PlantsViewTests {
  static func detailState() -> PlantsFeature.State {
    var state = PlantsViewFixture.listState()
    state.detail = PlantsFeature.Detail(plantID: 1, events: PlantsFixture.events, selection: 9)
    return state
  }

  /// The add form after typing 몬스, choosing 몬스테라 (taken by the archived plant) and an
  /// interval of 0: both messages next to their fields, the catalog guide under them.
  static func formState() -> PlantsFeature.State {
    var state = PlantsFixture.state()
    state.form = PlantForm()
    for character in "몬스" {
      _ = PlantsFeature.reduce(into: &state, action: .key(.character(character)))
    }
    _ = PlantsFeature.reduce(into: &state, action: .key(.enter))
    state.form?.interval = "0"
    _ = PlantsFeature.reduce(into: &state, action: .key(.ctrl("s")))
    return state
  }

  @Test func koreanListAt120x40() {
    let canvas = PlantsViewFixture.render(
      PlantsViewFixture.listState(), width: 120, height: 40, language: .ko)
    expectEqual(
      canvas.lines, [
        "╭─ 식물 · D-day순 ─────────────────────────────────────────────────────────────────────────────────────────────────────╮",
        "│   이름                                종                              위치                            다음 마지막    │",
        "│   ポトス                              Epipremnum aureum               台所                        3일 지남 11월 19일 │",
        "│   アグラオネマ・シルバークイーン      Aglaonema commutatum            寝室の窓辺のいちばん奥…          D-3 11월 27일 │",
        "│ › Monstera                            Monstera deliciosa              거실                             D-7 11월 29일 │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│ ↑↓ 이동  Enter 상세  a 추가  i 알아보기  v 선반/목록  e 편집  A 보관  D 삭제  w 물 주기  u 취소  c 관리 기록  s 정렬 │",
        "╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯",
      ])
  }

  @Test func koreanListAt80x24CutsJapaneseNamesWhole() {
    let canvas = PlantsViewFixture.render(
      PlantsViewFixture.listState(), width: 80, height: 24, language: .ko)
    expectEqual(
      canvas.lines, [
        "╭─ 식물 · D-day순 ─────────────────────────────────────────────────────────────╮",
        "│   이름                종                위치                  다음 마지막    │",
        "│   ポトス              Epipremnum aureum 台所              3일 지남 11월 19일 │",
        "│   アグラオネマ・シル… Aglaonema commut… 寝室の窓辺の…          D-3 11월 27일 │",
        "│ › Monstera            Monstera delicio… 거실                   D-7 11월 29일 │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│ ↑↓ 이동  Enter 상세  a 추가  i 알아보기  v 선반/목록  e 편집  A 보관  D 삭제 │",
        "╰──────────────────────────────────────────────────────────────────────────────╯",
      ])
  }

  @Test func lateDDayIsDangerAndTheSelectedRowIsHighlighted() {
    let canvas = PlantsViewFixture.render(
      PlantsViewFixture.listState(), width: 80, height: 24, language: .ko)
    // "3일 지남" of ポトス ends at column 69 of row 2.
    expectEqual(canvas.style(x: 66, y: 2), theme.style(.danger))
    expectEqual(canvas.style(x: 5, y: 4), theme.style(.selection))
    expectEqual(canvas.style(x: 5, y: 2), theme.style(.text))
  }

  @Test func japaneseDetailAt120x40() {
    let canvas = PlantsViewFixture.render(Self.detailState(), width: 120, height: 40, language: .ja)
    expectEqual(
      canvas.lines, [
        "╭─ 植物 · Monstera ────────────────────────────────────────────────────────────────────────────────────────────────────╮",
        "│ Monstera                                                   最近の水やり                                              │",
        "│ 品種: Monstera deliciosa                                   平均23.0日 · 予定7日                                      │",
        "│ 場所: 거실                                                   2026-11-29  +23日                                       │",
        "│ 迎えた日: 2026-01-10                                         2026-11-06  初回                                        │",
        "│ 水やり間隔: 7日ごと                                                                                                  │",
        "│ 次の水やり: D-7 · 12月6日                                  タイムライン                                              │",
        "│                                                            2026年11月                                                │",
        "│ お世話ガイド                                                 11月29日  水やり                                        │",
        "│ 光: 明るい間接光 · 湿度: 中                                  11月18日  肥料 · 반만                                   │",
        "│ 水やり 7日ごと(4〜9月)、14日ごと(10〜3月)                    11月6日  水やり                                         │",
        "│ 表土が数センチ乾いたら水をやり、真昼の強い日差しは避けま                                                             │",
        "│ す。気根が登れるようにヘゴ支柱を立て、大きな葉はときどき                                                             │",
        "│ 拭いてください。                                                                                                     │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│ ↑↓ 移動  x/Del 記録を削除  e 記録を編集  w 水やり  c お世話を記録  Esc 戻る                                          │",
        "╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯",
      ])
    // The selected record (the fertilizing) is highlighted.
    expectEqual(canvas.style(x: 64, y: 9), theme.style(.selection))
  }

  @Test func japaneseDetailAt80x24() {
    let canvas = PlantsViewFixture.render(Self.detailState(), width: 80, height: 24, language: .ja)
    expectEqual(
      canvas.lines, [
        "╭─ 植物 · Monstera ────────────────────────────────────────────────────────────╮",
        "│ Monstera                               最近の水やり                          │",
        "│ 品種: Monstera deliciosa               平均23.0日 · 予定7日                  │",
        "│ 場所: 거실                               2026-11-29  +23日                   │",
        "│ 迎えた日: 2026-01-10                     2026-11-06  初回                    │",
        "│ 水やり間隔: 7日ごと                                                          │",
        "│ 次の水やり: D-7 · 12月6日              タイムライン                          │",
        "│                                        2026年11月                            │",
        "│ お世話ガイド                             11月29日  水やり                    │",
        "│ 光: 明るい間接光 · 湿度: 中              11月18日  肥料 · 반만               │",
        "│ 水やり 7日ごと(4〜9月)、14日ごと(10…     11月6日  水やり                     │",
        "│ 表土が数センチ乾いたら水をやり、真昼                                         │",
        "│ の強い日差しは避けます。気根が登れる                                         │",
        "│ ようにヘゴ支柱を立て、大きな葉はとき                                         │",
        "│ どき拭いてください。                                                         │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│ ↑↓ 移動  x/Del 記録を削除  e 記録を編集  w 水やり  c お世話を記録  Esc 戻る  │",
        "╰──────────────────────────────────────────────────────────────────────────────╯",
      ])
  }

  @Test func koreanFormAt120x40ShowsMessagesAndTheGuide() {
    let canvas = PlantsViewFixture.render(Self.formState(), width: 120, height: 40, language: .ko)
    expectEqual(
      canvas.lines, [
        "╭─ 식물 · D-day순 ─────────────────────────────────────────────────────────────────────────────────────────────────────╮",
        "│   이름                                종                              위치                            다음 마지막    │",
        "│ › ポトス                              Epipremnum aureum               台所                        3일 지남 11월 19일 │",
        "│   Monstera                            Monstera deliciosa              거실                             D-7 11월 29일 │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                     ╭─ 식물 추가 ──────────────────────────────────────────────────────────────╮                     │",
        "│                     │ 도감        몬스                                                         │                     │",
        "│                     │               몬스테라 · モンステラ · Monstera · Monstera deliciosa      │                     │",
        "│                     │               몬스테라 아단소니 · モンステラ・アダンソニー · Swiss chees │                     │",
        "│                     │               히메몬스테라 · ヒメモンステラ · Mini monstera · Rhaphidoph │                     │",
        "│                     │                                                                          │                     │",
        "│                     │                                                                          │                     │",
        "│                     │                                                                          │                     │",
        "│                     │ 이름        몬스테라                       몬스테라는 이미 있어요        │                     │",
        "│                     │ 종          Monstera deliciosa                                           │                     │",
        "│                     │ 위치                                                                     │                     │",
        "│                     │ 들인 날                                                                  │                     │",
        "│                     │ 물 주기(일) 0                              1–365일이어야 해요            │                     │",
        "│                     │ 메모                                                                     │                     │",
        "│                     │ 사진        사진 파일 경로                                               │                     │",
        "│                     │                                                                          │                     │",
        "│                     │ 빛: 밝은 간접광 · 습도: 중간 · 물 주기 7일(4–9월), 14일(10–3월)          │                     │",
        "│                     │ 겉흙 몇 센티미터가 마르면 물을 주고 한낮의 강한 햇빛은 피하세요. 공중뿌  │                     │",
        "│                     │ 리가 타고 오르도록 수태봉을 세워 주고 큰 잎은 가끔 닦아 주세요.          │                     │",
        "│                     │                                                                          │                     │",
        "│                     │ Tab 다음 칸 · Ctrl-F 도감 검색 · Ctrl-S 저장 · Esc 취소                  │                     │",
        "│                     ╰──────────────────────────────────────────────────────────────────────────╯                     │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│ ↑↓ 이동  Enter 상세  a 추가  i 알아보기  v 선반/목록  e 편집  A 보관  D 삭제  w 물 주기  u 취소  c 관리 기록  s 정렬 │",
        "╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯",
      ])
    expectEqual(canvas.style(x: 68, y: 17), theme.style(.danger))
  }

  @Test func koreanFormAt80x24() {
    let canvas = PlantsViewFixture.render(Self.formState(), width: 80, height: 24, language: .ko)
    expectEqual(
      canvas.lines, [
        "╭─ 식물 · D-day순 ─────────────────────────────────────────────────────────────╮",
        "│ ╭─ 식물 추가 ──────────────────────────────────────────────────────────────╮ │",
        "│ │ 도감        몬스                                                         │ │",
        "│ │               몬스테라 · モンステラ · Monstera · Monstera deliciosa      │ │",
        "│ │               몬스테라 아단소니 · モンステラ・アダンソニー · Swiss chees │ │",
        "│ │               히메몬스테라 · ヒメモンステラ · Mini monstera · Rhaphidoph │ │",
        "│ │                                                                          │ │",
        "│ │                                                                          │ │",
        "│ │                                                                          │ │",
        "│ │ 이름        몬스테라                       몬스테라는 이미 있어요        │ │",
        "│ │ 종          Monstera deliciosa                                           │ │",
        "│ │ 위치                                                                     │ │",
        "│ │ 들인 날                                                                  │ │",
        "│ │ 물 주기(일) 0                              1–365일이어야 해요            │ │",
        "│ │ 메모                                                                     │ │",
        "│ │ 사진        사진 파일 경로                                               │ │",
        "│ │                                                                          │ │",
        "│ │ 빛: 밝은 간접광 · 습도: 중간 · 물 주기 7일(4–9월), 14일(10–3월)          │ │",
        "│ │ 겉흙 몇 센티미터가 마르면 물을 주고 한낮의 강한 햇빛은 피하세요. 공중뿌  │ │",
        "│ │ 리가 타고 오르도록 수태봉을 세워 주고 큰 잎은 가끔 닦아 주세요.          │ │",
        "│ │                                                                          │ │",
        "│ │ Tab 다음 칸 · Ctrl-F 도감 검색 · Ctrl-S 저장 · Esc 취소                  │ │",
        "│ ╰──────────────────────────────────────────────────────────────────────────╯ │",
        "╰──────────────────────────────────────────────────────────────────────────────╯",
      ])
  }

  @Test func aConfirmationShowsAboveTheKeys() {
    var state = PlantsViewFixture.listState()
    state.confirm = .deletePlant(1, name: "Monstera", careCount: 12)
    let canvas = PlantsViewFixture.render(state, width: 80, height: 24)
    expectEqual(canvas.lines[21], "│ Delete Monstera and its 12 care records? y/n                                 │")
    expectEqual(canvas.style(x: 2, y: 21), theme.style(.highlight))
  }

  @Test func tooSmallDrawsNothing() {
    let canvas = PlantsViewFixture.render(PlantsViewFixture.listState(), width: 19, height: 5)
    expectEqual(canvas.lines, Array(repeating: String(repeating: " ", count: 19), count: 5))
  }
}
