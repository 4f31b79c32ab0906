import Testing

@testable import RecipeScale

@Suite("PanSizeError")
struct PanSizeErrorTests {
  static let errors: [PanSizeError] = [
    .empty, .unreadable("Nine By Thirteen"), .noShape("9 Inch"), .conflictingShapes("9x13 Round"),
    .mixedUnits("9 In x 33 Cm"), .notPositive, .tooLarge,
  ]

  @Test(
    "writes lowercase messages, quoting the text as written", arguments: PanSizeErrorTests.errors)
  func lowercase(error: PanSizeError) {
    let message = error.description
    let quoted = message.split(separator: "\"", omittingEmptySubsequences: false)
    // The even pieces lie outside quotes: the message's own words.
    let ownWords = quoted.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
    #expect(ownWords == ownWords.lowercased())
    #expect(!message.isEmpty)
  }

  @Test("says what was expected")
  func expected() {
    #expect(PanSizeError.empty.description.contains("9x13"))
    #expect(PanSizeError.unreadable("abc").description.contains("\"abc\""))
    #expect(PanSizeError.unreadable("abc").description.hasPrefix("expected a pan size"))
    #expect(PanSizeError.noShape("9 inch").description.contains("round or square"))
    #expect(PanSizeError.tooLarge.description.contains("100 inches"))
    #expect(PanSizeError.tooLarge.description.contains("250 cm"))
    #expect(PanSizeError.mixedUnits("9 in x 33 cm").description.contains("mixes units"))
    #expect(PanSizeError.notPositive.description.contains("zero"))
  }
}
