import Testing

@testable import RecipeScale

@Suite("Which optional ingredient fields a file has")
struct IngredientFieldUseTests {
  @Test("each optional field has a bit of its own, and the tutorial's fields none")
  func bits() {
    var seen: IngredientFieldUse = []
    for key in IngredientFieldUse.keys {
      let bit = IngredientFieldUse.field(key)
      #expect(bit.rawValue.nonzeroBitCount == 1, "\(key)")
      #expect(seen.isDisjoint(with: bit), "\(key)")
      seen.formUnion(bit)
    }
    #expect(seen == .all)
    for key in [RecipeFormatKey.name, .num, .denom, .unit, .servings, .ingredients] {
      #expect(IngredientFieldUse.field(key).isEmpty, "\(key)")
    }
  }
}
