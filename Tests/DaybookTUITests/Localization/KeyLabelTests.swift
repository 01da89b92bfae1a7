import DaybookCore
import Expectations
import Testing

@testable import DaybookTUI

/// Issue 16 item 9: the same label on two keys leaves the user guessing which does what.
@Suite struct KeyLabelTests {
  @Test(arguments: Language.allCases)
  func noTwoKeysOfAScreenShareALabel(_ language: Language) {
    let global = KeymapCatalog.sections(language)[0].bindings
    for (index, section) in KeymapCatalog.sections(language).enumerated() {
      // A pane's footer shows its keys beside the global ones.
      let bindings = index == 0 ? section.bindings : section.bindings + global
      var seen: [String: [String]] = [:]
      var repeated: [String] = []
      for binding in bindings {
        if let keys = seen[binding.help], keys != binding.keys {
          repeated.append("\(section.title): \(keys) and \(binding.keys) both \"\(binding.help)\"")
        }
        seen[binding.help] = binding.keys
      }
      expectEqual(repeated, [])
    }
  }
}
