import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// Every Markdown construct rendered to rows at 80 and 120 columns (the widths of the
/// 80x24 and 120x40 screens), in English, Korean and Japanese.
@Suite struct MarkdownGoldenTests {
  @Test(arguments: MarkdownSamples.all) func rendersToTheExpectedRows(
    _ sample: MarkdownSamples.Sample
  ) {
    for width in [80, 120] {
      let rows = MarkdownRenderer.render(markdown: sample.markdown, width: width)
      expectEqual(rows.map(\.text), Self.expected["\(sample)-\(width)"], "\(sample) at \(width)")
      #expect(rows.allSatisfy { $0.width <= width }, "\(sample) at \(width) fits")
    }
  }

  static let expected: [String: [String]] = [
    "heading-en-80": [
      "Monday in the garden",
      "Watering the plants on the balcony before the heat of the afternoon came in from",
      "the west",
      "Notes",
    ],
    "heading-en-120": [
      "Monday in the garden",
      "Watering the plants on the balcony before the heat of the afternoon came in from the west",
      "Notes",
    ],
    "heading-ko-80": [
      "정원의 월요일",
      "오후의 더위가 서쪽에서 들어오기 전에 발코니의 식물들에게 물을 주었고 새 잎이 두",
      "장이나 나왔다",
      "메모",
    ],
    "heading-ko-120": [
      "정원의 월요일",
      "오후의 더위가 서쪽에서 들어오기 전에 발코니의 식물들에게 물을 주었고 새 잎이 두 장이나 나왔다",
      "메모",
    ],
    "heading-ja-80": [
      "庭の月曜日",
      "午後の暑さが西から入ってくる前にベランダの植物に水をやったら新しい葉が二枚も出て",
      "いた",
      "メモ",
    ],
    "heading-ja-120": [
      "庭の月曜日",
      "午後の暑さが西から入ってくる前にベランダの植物に水をやったら新しい葉が二枚も出ていた",
      "メモ",
    ],
    "inline-en-80": [
      "The monstera got half a litre of water, the fern did not, and care.log says so;",
      "see the care guide for why this matters so much.",
    ],
    "inline-en-120": [
      "The monstera got half a litre of water, the fern did not, and care.log says so; see the care guide for why this matters",
      "so much.",
    ],
    "inline-ko-80": [
      "몬스테라에는 물 반 리터를 주었고 고사리는 주지 않았으며 care.log에도 그렇게 적혀",
      "있다. 왜 중요한지는 관리 안내를 보면 된다 🌱.",
    ],
    "inline-ko-120": [
      "몬스테라에는 물 반 리터를 주었고 고사리는 주지 않았으며 care.log에도 그렇게 적혀 있다. 왜 중요한지는 관리 안내를 보면",
      "된다 🌱.",
    ],
    "inline-ja-80": [
      "モンステラには水を半リットルやり、シダにはやらなかった。care.logにもそう書いてあ",
      "る。なぜ大事かは手入れの案内を見るとよい🌱。",
    ],
    "inline-ja-120": [
      "モンステラには水を半リットルやり、シダにはやらなかった。care.logにもそう書いてある。なぜ大事かは手入れの案内を見るとよい",
      "🌱。",
    ],
    "bullets-en-80": [
      "• Water the monstera, the fern and the little cactus on the kitchen window",
      "  before leaving",
      "  ◦ the fern wants rain water, not tap water, and it wants it in the morning",
      "    ▪ third level",
      "• Buy soil",
    ],
    "bullets-en-120": [
      "• Water the monstera, the fern and the little cactus on the kitchen window before leaving",
      "  ◦ the fern wants rain water, not tap water, and it wants it in the morning",
      "    ▪ third level",
      "• Buy soil",
    ],
    "bullets-ko-80": [
      "• 나가기 전에 부엌 창가의 몬스테라와 고사리와 작은 선인장에게 물을 주고 잎도",
      "  닦아 주기",
      "  ◦ 고사리는 수돗물이 아니라 빗물을 좋아하고 아침에 주는 것이 가장 좋다고 한다",
      "    ▪ 세 번째 단계",
      "• 흙 사기",
    ],
    "bullets-ko-120": [
      "• 나가기 전에 부엌 창가의 몬스테라와 고사리와 작은 선인장에게 물을 주고 잎도 닦아 주기",
      "  ◦ 고사리는 수돗물이 아니라 빗물을 좋아하고 아침에 주는 것이 가장 좋다고 한다",
      "    ▪ 세 번째 단계",
      "• 흙 사기",
    ],
    "bullets-ja-80": [
      "• 出かける前に台所の窓辺のモンステラとシダと小さなサボテンに水をやって葉も拭いて",
      "  おくこと",
      "  ◦ シダは水道水ではなく雨水が好きで、朝にあげるのが一番よいらしい",
      "    ▪ 三段目",
      "• 土を買う",
    ],
    "bullets-ja-120": [
      "• 出かける前に台所の窓辺のモンステラとシダと小さなサボテンに水をやって葉も拭いておくこと",
      "  ◦ シダは水道水ではなく雨水が好きで、朝にあげるのが一番よいらしい",
      "    ▪ 三段目",
      "• 土を買う",
    ],
    "ordered-en-80": [
      " 8. Fill the watering can the evening before, so the water has the temperature",
      "    of the room",
      " 9. Water slowly",
      "10. Write it down here",
    ],
    "ordered-en-120": [
      " 8. Fill the watering can the evening before, so the water has the temperature of the room",
      " 9. Water slowly",
      "10. Write it down here",
    ],
    "ordered-ko-80": [
      " 8. 전날 저녁에 물뿌리개를 채워 두어서 물이 방의 온도와 같아지도록 한 다음",
      "    천천히 준비하기",
      " 9. 천천히 물 주기",
      "10. 여기에 적기",
    ],
    "ordered-ko-120": [
      " 8. 전날 저녁에 물뿌리개를 채워 두어서 물이 방의 온도와 같아지도록 한 다음 천천히 준비하기",
      " 9. 천천히 물 주기",
      "10. 여기에 적기",
    ],
    "ordered-ja-80": [
      " 8. 前の晩にじょうろを満たしておき、水が部屋の温度と同じになるようにしてからゆっ",
      "    くり準備する",
      " 9. ゆっくり水をやる",
      "10. ここに書く",
    ],
    "ordered-ja-120": [
      " 8. 前の晩にじょうろを満たしておき、水が部屋の温度と同じになるようにしてからゆっくり準備する",
      " 9. ゆっくり水をやる",
      "10. ここに書く",
    ],
    "tasks-en-80": [
      "☐ Repot the monstera into the bigger terracotta pot that has been waiting in the",
      "  hall",
      "☑ Water the fern",
    ],
    "tasks-en-120": [
      "☐ Repot the monstera into the bigger terracotta pot that has been waiting in the hall",
      "☑ Water the fern",
    ],
    "tasks-ko-80": [
      "☐ 복도에서 기다리고 있던 더 큰 테라코타 화분으로 몬스테라를 옮겨 심고 흙도 새로",
      "  채우기",
      "☑ 고사리 물 주기",
    ],
    "tasks-ko-120": [
      "☐ 복도에서 기다리고 있던 더 큰 테라코타 화분으로 몬스테라를 옮겨 심고 흙도 새로 채우기",
      "☑ 고사리 물 주기",
    ],
    "tasks-ja-80": [
      "☐ 廊下で待っていた大きなテラコッタの鉢にモンステラを植え替えて、新しい土も足して",
      "  おく",
      "☑ シダに水をやる",
    ],
    "tasks-ja-120": [
      "☐ 廊下で待っていた大きなテラコッタの鉢にモンステラを植え替えて、新しい土も足しておく",
      "☑ シダに水をやる",
    ],
    "quote-en-80": [
      "│ Plants do not need you every day, but they notice the weeks you forget them",
      "│ entirely.",
      "│",
      "│ │ A gardener",
    ],
    "quote-en-120": [
      "│ Plants do not need you every day, but they notice the weeks you forget them entirely.",
      "│",
      "│ │ A gardener",
    ],
    "quote-ko-80": [
      "│ 식물은 매일 당신을 필요로 하지 않지만 당신이 완전히 잊어버린 몇 주는 분명히",
      "│ 알아차린다.",
      "│",
      "│ │ 어느 정원사",
    ],
    "quote-ko-120": [
      "│ 식물은 매일 당신을 필요로 하지 않지만 당신이 완전히 잊어버린 몇 주는 분명히 알아차린다.",
      "│",
      "│ │ 어느 정원사",
    ],
    "quote-ja-80": [
      "│ 植物は毎日あなたを必要とはしないが、すっかり忘れられた何週間かのことはちゃんと",
      "│ 気づいている。",
      "│",
      "│ │ ある庭師",
    ],
    "quote-ja-120": [
      "│ 植物は毎日あなたを必要とはしないが、すっかり忘れられた何週間かのことはちゃんと気づいている。",
      "│",
      "│ │ ある庭師",
    ],
    "code-en-80": [
      "  daybook water monstera --note \"half a litre, rain water from the barrel behin↩",
      "  d the shed\"",
      "      daybook show",
    ],
    "code-en-120": [
      "  daybook water monstera --note \"half a litre, rain water from the barrel behind the shed\"",
      "      daybook show",
    ],
    "code-ko-80": [
      "  daybook water 몬스테라 --note \"빗물 반 리터, 창고 뒤의 물통에서 떠 온 물로 천↩",
      "  천히 주었다\"",
    ],
    "code-ko-120": [
      "  daybook water 몬스테라 --note \"빗물 반 리터, 창고 뒤의 물통에서 떠 온 물로 천천히 주었다\""
    ],
    "code-ja-80": [
      "  daybook water モンステラ --note \"雨水を半リットル、物置の裏の樽から汲んできて↩",
      "  ゆっくりやった\"",
    ],
    "code-ja-120": [
      "  daybook water モンステラ --note \"雨水を半リットル、物置の裏の樽から汲んできてゆっくりやった\""
    ],
    "indented-en-80": [
      "  let litres = 0.5",
      "  water(litres)",
    ],
    "indented-en-120": [
      "  let litres = 0.5",
      "  water(litres)",
    ],
    "indented-ko-80": [
      "  let 물 = 0.5",
      "  주기(물)",
    ],
    "indented-ko-120": [
      "  let 물 = 0.5",
      "  주기(물)",
    ],
    "indented-ja-80": [
      "  let 水 = 0.5",
      "  やる(水)",
    ],
    "indented-ja-120": [
      "  let 水 = 0.5",
      "  やる(水)",
    ],
    "table-en-80": [
      "Plant    │ Every  │ Last watered",
      "─────────┼────────┼─────────────",
      "Monstera │ 7 days │       Nov 29",
      "Fern 🌿  │ 3 days │       Nov 30",
    ],
    "table-en-120": [
      "Plant    │ Every  │ Last watered",
      "─────────┼────────┼─────────────",
      "Monstera │ 7 days │       Nov 29",
      "Fern 🌿  │ 3 days │       Nov 30",
    ],
    "table-ko-80": [
      "식물      │ 주기 │ 마지막 물",
      "──────────┼──────┼──────────",
      "몬스테라  │ 7일  │ 11월 29일",
      "고사리 🌿 │ 3일  │ 11월 30일",
    ],
    "table-ko-120": [
      "식물      │ 주기 │ 마지막 물",
      "──────────┼──────┼──────────",
      "몬스테라  │ 7일  │ 11월 29일",
      "고사리 🌿 │ 3일  │ 11월 30일",
    ],
    "table-ja-80": [
      "植物       │ 間隔 │ 最後の水やり",
      "───────────┼──────┼─────────────",
      "モンステラ │ 7日  │     11月29日",
      "シダ 🌿    │ 3日  │     11月30日",
    ],
    "table-ja-120": [
      "植物       │ 間隔 │ 最後の水やり",
      "───────────┼──────┼─────────────",
      "モンステラ │ 7日  │     11月29日",
      "シダ 🌿    │ 3日  │     11月30日",
    ],
    "rule-en-80": [
      "Before",
      "",
      "────────────────────────────────────────────────────────────────────────────────",
      "",
      "After",
    ],
    "rule-en-120": [
      "Before",
      "",
      "────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────",
      "",
      "After",
    ],
    "rule-ko-80": [
      "앞",
      "",
      "────────────────────────────────────────────────────────────────────────────────",
      "",
      "뒤",
    ],
    "rule-ko-120": [
      "앞",
      "",
      "────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────",
      "",
      "뒤",
    ],
    "rule-ja-80": [
      "前",
      "",
      "────────────────────────────────────────────────────────────────────────────────",
      "",
      "後",
    ],
    "rule-ja-120": [
      "前",
      "",
      "────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────",
      "",
      "後",
    ],
  ]
}
