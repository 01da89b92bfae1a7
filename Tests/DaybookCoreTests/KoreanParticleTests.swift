import Expectations
import Testing

@testable import DaybookCore

/// Issue 16 item 9: particles chosen from the last syllable instead of `은(는)`.
@Suite struct KoreanParticleTests {
  @Test(arguments: [
    ("몬스테라", KoreanParticle.Ending.vowel), ("고무나무", .vowel), ("물", .rieul),
    ("화분", .consonant), ("스킨답서스", .vowel), ("산세베리아", .vowel), ("일", .rieul),
    ("1", .rieul), ("2", .vowel), ("3", .consonant), ("10", .consonant), ("100", .consonant),
    ("0", .consonant), ("7", .rieul), ("25", .vowel), ("Paul", .rieul), ("Tom", .consonant),
    ("book", .consonant), ("Monstera", .vowel), ("bus", .vowel), ("king", .consonant),
    ("\"물\"", .rieul), ("커피 ", .vowel), ("モンステラ", .vowel), ("🌿", .vowel), ("", .vowel),
    ("journal.sqlite", .vowel), ("ml", .vowel), ("mg", .consonant), ("75mg", .consonant),
  ])
  func endings(_ word: String, _ expected: KoreanParticle.Ending) {
    expectEqual(KoreanParticle.ending(of: word), expected)
  }

  @Test func fillChoosesEachParticle() {
    let fill = Localization.fill
    expectEqual(fill("{0}은(는) 이미 있어요", ["몬스테라"]), "몬스테라는 이미 있어요")
    expectEqual(fill("{0}은(는) 이미 있어요", ["고무나무 화분"]), "고무나무 화분은 이미 있어요")
    expectEqual(fill("{0}이(가) 없습니다", ["물"]), "물이 없습니다")
    expectEqual(fill("{0}이(가) 없습니다", ["커피"]), "커피가 없습니다")
    expectEqual(fill("{0}을(를) 열 수 없음", ["일지"]), "일지를 열 수 없음")
    expectEqual(fill("{0}와(과) 관리 기록", ["선인장"]), "선인장과 관리 기록")
    expectEqual(fill("{0}와(과) 관리 기록", ["호야"]), "호야와 관리 기록")
    expectEqual(fill("{0}은(는) {1}(으)로 재지 않습니다", ["물", "mg"]), "물은 mg으로 재지 않습니다")
    expectEqual(fill("{1}(으)로", ["", "ml"]), "ml로")
    expectEqual(fill("{0}(으)로", ["집"]), "집으로")
    expectEqual(fill("{0}(으)로", ["물"]), "물로")
    expectEqual(fill("\"{0}\"와(과) 일치", ["산"]), "\"산\"과 일치")
    expectEqual(fill("{0}(이)라는 식물", ["몬스테라"]), "몬스테라라는 식물")
    expectEqual(fill("{0}(이)라는 식물", ["선인장"]), "선인장이라는 식물")
    expectEqual(fill("#{0} {1}은(는) 끝", ["3", "화분 갈이"]), "#3 화분 갈이는 끝")
  }

  @Test func fillIsOnePass() {
    expectEqual(Localization.fill("{0} and {1}", ["{1}", "x"]), "{1} and x")
    expectEqual(Localization.fill("{0} {2}", ["a"]), "a {2}")
    expectEqual(Localization.fill("{x} {}", ["a"]), "{x} {}")
  }

  /// `isClosing` (what `fill` and `ending` ask) is exactly membership in `closing`.
  @Test func isClosingIsTheClosingSet() {
    for character in KoreanParticle.closing { #expect(KoreanParticle.isClosing(character)) }
    let others: [Character] = ["a", "(", "[", "「", "“", "‘", " ", "가", "e\u{301}", ")\u{301}"]
    for character in others {
      expectEqual(KoreanParticle.isClosing(character), KoreanParticle.closing.contains(character))
    }
  }
}
