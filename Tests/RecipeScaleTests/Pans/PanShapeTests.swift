import Testing

@testable import RecipeScale

@Suite("PanShape")
struct PanShapeTests {
  @Test("counts only round pans as having π in their area")
  func roundness() {
    #expect(PanShape.round.isRound)
    #expect(!PanShape.square.isRound)
    #expect(!PanShape.rectangle.isRound)
    #expect(PanShape.allCases.count == 3)
  }
}
