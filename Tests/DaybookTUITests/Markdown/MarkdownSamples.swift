/// Markdown samples of every construct the renderer draws, in English, Korean and Japanese,
/// long enough to wrap differently at 80 and 120 columns.
enum MarkdownSamples {
  struct Sample: Sendable, CustomStringConvertible {
    var construct: String
    var language: String
    var markdown: String
    var description: String { construct + "-" + language }
  }

  static let all: [Sample] = [
    // Headings: the `#` goes, the level shows by look.
    Sample(
      construct: "heading", language: "en",
      markdown: """
        # Monday in the garden
        ## Watering the plants on the balcony before the heat of the afternoon came in from the west
        ### Notes
        """),
    Sample(
      construct: "heading", language: "ko",
      markdown: """
        # 정원의 월요일
        ## 오후의 더위가 서쪽에서 들어오기 전에 발코니의 식물들에게 물을 주었고 새 잎이 두 장이나 나왔다
        ### 메모
        """),
    Sample(
      construct: "heading", language: "ja",
      markdown: """
        # 庭の月曜日
        ## 午後の暑さが西から入ってくる前にベランダの植物に水をやったら新しい葉が二枚も出ていた
        ### メモ
        """),
    // Emphasis, strong, strikethrough, code spans and links inside a wrapped paragraph.
    Sample(
      construct: "inline", language: "en",
      markdown: """
        The *monstera* got **half a litre** of water, the ~~fern~~ did not, and `care.log` \
        says so; see [the care guide](https://example.org/care) for why this matters so much.
        """),
    Sample(
      construct: "inline", language: "ko",
      markdown: """
        *몬스테라*에는 **물 반 리터**를 주었고 ~~고사리~~는 주지 않았으며 `care.log`에도 \
        그렇게 적혀 있다. 왜 중요한지는 [관리 안내](https://example.org/care)를 보면 된다 🌱.
        """),
    Sample(
      construct: "inline", language: "ja",
      markdown: """
        *モンステラ*には**水を半リットル**やり、~~シダ~~にはやらなかった。`care.log`にもそう\
        書いてある。なぜ大事かは[手入れの案内](https://example.org/care)を見るとよい🌱。
        """),
    // Bullet lists, nested, with hanging indents.
    Sample(
      construct: "bullets", language: "en",
      markdown: """
        - Water the monstera, the fern and the little cactus on the kitchen window before leaving
          - the fern wants rain water, not tap water, and it wants it in the morning
            - third level
        - Buy soil
        """),
    Sample(
      construct: "bullets", language: "ko",
      markdown: """
        - 나가기 전에 부엌 창가의 몬스테라와 고사리와 작은 선인장에게 물을 주고 잎도 닦아 주기
          - 고사리는 수돗물이 아니라 빗물을 좋아하고 아침에 주는 것이 가장 좋다고 한다
            - 세 번째 단계
        - 흙 사기
        """),
    Sample(
      construct: "bullets", language: "ja",
      markdown: """
        - 出かける前に台所の窓辺のモンステラとシダと小さなサボテンに水をやって葉も拭いておくこと
          - シダは水道水ではなく雨水が好きで、朝にあげるのが一番よいらしい
            - 三段目
        - 土を買う
        """),
    // Ordered lists.
    Sample(
      construct: "ordered", language: "en",
      markdown: """
        8. Fill the watering can the evening before, so the water has the temperature of the room
        9. Water slowly
        10. Write it down here
        """),
    Sample(
      construct: "ordered", language: "ko",
      markdown: """
        8. 전날 저녁에 물뿌리개를 채워 두어서 물이 방의 온도와 같아지도록 한 다음 천천히 준비하기
        9. 천천히 물 주기
        10. 여기에 적기
        """),
    Sample(
      construct: "ordered", language: "ja",
      markdown: """
        8. 前の晩にじょうろを満たしておき、水が部屋の温度と同じになるようにしてからゆっくり準備する
        9. ゆっくり水をやる
        10. ここに書く
        """),
    // Task lists.
    Sample(
      construct: "tasks", language: "en",
      markdown: """
        - [ ] Repot the monstera into the bigger terracotta pot that has been waiting in the hall
        - [x] Water the fern
        """),
    Sample(
      construct: "tasks", language: "ko",
      markdown: """
        - [ ] 복도에서 기다리고 있던 더 큰 테라코타 화분으로 몬스테라를 옮겨 심고 흙도 새로 채우기
        - [x] 고사리 물 주기
        """),
    Sample(
      construct: "tasks", language: "ja",
      markdown: """
        - [ ] 廊下で待っていた大きなテラコッタの鉢にモンステラを植え替えて、新しい土も足しておく
        - [x] シダに水をやる
        """),
    // Block quotes, nested.
    Sample(
      construct: "quote", language: "en",
      markdown: """
        > Plants do not need you every day, but they notice the weeks you forget them entirely.
        > > A gardener
        """),
    Sample(
      construct: "quote", language: "ko",
      markdown: """
        > 식물은 매일 당신을 필요로 하지 않지만 당신이 완전히 잊어버린 몇 주는 분명히 알아차린다.
        > > 어느 정원사
        """),
    Sample(
      construct: "quote", language: "ja",
      markdown: """
        > 植物は毎日あなたを必要とはしないが、すっかり忘れられた何週間かのことはちゃんと気づいている。
        > > ある庭師
        """),
    // Fenced code: never reflowed; a line too long is cut with a mark.
    Sample(
      construct: "code", language: "en",
      markdown: """
        ```sh
        daybook water monstera --note "half a litre, rain water from the barrel behind the shed"
        \tdaybook show
        ```
        """),
    Sample(
      construct: "code", language: "ko",
      markdown: """
        ```
        daybook water 몬스테라 --note "빗물 반 리터, 창고 뒤의 물통에서 떠 온 물로 천천히 주었다"
        ```
        """),
    Sample(
      construct: "code", language: "ja",
      markdown: """
        ```
        daybook water モンステラ --note "雨水を半リットル、物置の裏の樽から汲んできてゆっくりやった"
        ```
        """),
    // Indented code.
    Sample(
      construct: "indented", language: "en", markdown: "    let litres = 0.5\n    water(litres)"),
    Sample(construct: "indented", language: "ko", markdown: "    let 물 = 0.5\n    주기(물)"),
    Sample(construct: "indented", language: "ja", markdown: "    let 水 = 0.5\n    やる(水)"),
    // Tables: columns by display width, aligned.
    Sample(
      construct: "table", language: "en",
      markdown: """
        | Plant | Every | Last watered |
        |:------|:-----:|-------------:|
        | Monstera | 7 days | Nov 29 |
        | Fern 🌿 | 3 days | Nov 30 |
        """),
    Sample(
      construct: "table", language: "ko",
      markdown: """
        | 식물 | 주기 | 마지막 물 |
        |:-----|:----:|---------:|
        | 몬스테라 | 7일 | 11월 29일 |
        | 고사리 🌿 | 3일 | 11월 30일 |
        """),
    Sample(
      construct: "table", language: "ja",
      markdown: """
        | 植物 | 間隔 | 最後の水やり |
        |:-----|:----:|-----------:|
        | モンステラ | 7日 | 11月29日 |
        | シダ 🌿 | 3日 | 11月30日 |
        """),
    // Thematic breaks.
    Sample(construct: "rule", language: "en", markdown: "Before\n\n---\n\nAfter"),
    Sample(construct: "rule", language: "ko", markdown: "앞\n\n---\n\n뒤"),
    Sample(construct: "rule", language: "ja", markdown: "前\n\n---\n\n後"),
  ]
}
