import Testing

@testable import RecipeScale

@Suite("A step's pan renamed as the new pan")
struct PanSizeReplacingTests {
  static func pan(_ text: String) throws -> PanSize { try PanSize(parsing: text) }

  @Test(
    "the size and its shape word are rewritten; the pan's other words stay",
    arguments: [
      ("Butter a 9-inch round cake pan.", "9 inch round", "9x13", "Butter a 9x13-inch cake pan."),
      (
        "Butter a 9-inch round cake pan.", "9 inch round", "8 inch square",
        "Butter an 8-inch square cake pan."
      ),
      ("Grease an 8x8 pan and line it.", "8x8", "9x13", "Grease a 9x13-inch pan and line it."),
      (
        "Pour into a greased 13x9-inch baking dish.", "9x13", "11x7",
        "Pour into a greased 7x11-inch baking dish."
      ),
      ("Line a 23 x 33 cm tin.", "23x33 cm", "24 cm round", "Line a 24 cm round tin."),
      (
        "Bake in a 9\" round tin for 30 minutes.", "9 inch round", "10 inch round",
        "Bake in a 10-inch round tin for 30 minutes."
      ),
      ("Use a 24cm springform.", "24 cm round", "26 cm round", "Use a 26 cm springform."),
      ("Grease a 9x13 pan.", "9x13", "10 inch round", "Grease a 10-inch round pan."),
    ])
  func rewrites(text: String, old: String, new: String, expected: String) throws {
    #expect(PanSize.replacing(try Self.pan(old), with: try Self.pan(new), in: text) == expected)
  }

  @Test(
    "text that names no pan, another pan, or two, stays",
    arguments: [
      ("Cut into 2-inch squares and serve.", "9x13"),
      ("Bake 30 to 35 minutes at 350°F.", "9x13"),
      ("Grease a 9x13 pan.", "8x8"),
      ("Use an 8- or 9-inch square pan.", "8 inch square"),
      ("Use a 9x13 pan or a 10-inch springform.", "9x13"),
      ("Place 2 inches apart on a baking sheet.", "9x13"),
    ])
  func staysAsWritten(text: String, old: String) throws {
    #expect(
      PanSize.replacing(try Self.pan(old), with: try Self.pan("10 inch round"), in: text) == nil)
  }

  @Test("a shape word apart from the size: the size alone is rewritten, unless the shape changes")
  func shapeApart() throws {
    let old = try Self.pan("24 cm round")
    let step = "Beurrer un moule rond de 24 cm."
    #expect(
      PanSize.replacing(old, with: try Self.pan("20 cm round"), in: step)
        == "Beurrer un moule rond de 20 cm.")
    #expect(PanSize.replacing(old, with: try Self.pan("20x30 cm"), in: step) == nil)
  }

  @Test(
    "words that say the old shape keep the step as written when the shape changes",
    arguments: [
      "Use a 24cm springform.", "Eine Springform (Ø 24 cm) fetten.",
      "Beurrer un moule à manqué de 24 cm.", "Imburrare una tortiera da 24 cm.",
    ])
  func shapeSaidElsewhere(step: String) throws {
    let old = try Self.pan("24 cm round")
    #expect(PanSize.replacing(old, with: try Self.pan("20x30 cm"), in: step) == nil)
    #expect(PanSize.replacing(old, with: try Self.pan("20 cm round"), in: step) != nil)
  }

  @Test("the same pan is no change")
  func samePan() throws {
    let pan = try Self.pan("9x13")
    #expect(PanSize.replacing(pan, with: pan, in: "Grease a 9x13 pan.") == nil)
  }
}
