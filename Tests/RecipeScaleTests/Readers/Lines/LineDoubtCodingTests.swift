import Foundation
import RecipeScale
import Testing

@Suite("A doubt about a line, as a recipes file records it")
struct LineDoubtCodingTests {
  @Test("every reason has its own name in a file, which reads back as the reason")
  func codes() {
    let codes = LineDoubt.Reason.allCases.map(\.code)
    #expect(Set(codes).count == LineDoubt.Reason.allCases.count)
    for reason in LineDoubt.Reason.allCases {
      #expect(LineDoubt.Reason(code: reason.code) == reason)
      #expect(reason.code.allSatisfy { $0.isLowercase || $0 == "-" })
    }
    #expect(LineDoubt.Reason(code: "secondAmount") == nil)
    #expect(LineDoubt.Reason(code: "") == nil)
  }

  private func ingredient(_ doubt: String) throws -> Ingredient {
    let json = #"{"name": "2 sprigs thyme or 1/2 tsp dried", "doubt": "# + doubt + "}"
    return try JSONDecoder().decode(Ingredient.self, from: Data(json.utf8))
  }

  @Test("an ingredient keeps the doubt its file records")
  func decodes() throws {
    let read = try ingredient(#"{"reason": "second-amount", "column": 18}"#)
    #expect(read.doubt == LineDoubt(.secondAmount, column: 18))
    #expect(try ingredient("null").doubt == nil)
  }

  @Test(
    "a doubt recipe-scale would not write is refused, saying which field",
    arguments: [
      (#"{"reason": "guess", "column": 3}"#, #"doubt.reason must be a reason recipe-scale writes"#),
      (#"{"reason": "second-amount", "column": 0}"#, "doubt.column must be positive, found 0"),
      (#""second-amount""#, "doubt must be an object with a reason and a column, found a string"),
    ])
  func refused(doubt: String, message: String) throws {
    let error = #expect(throws: (any Error).self) { try ingredient(doubt) }
    let data = try #require(error as? RecipeDataError)
    #expect(data.problem.description.hasPrefix(message))
  }

  @Test("a line kept as text carries its doubt from a text, through the file import writes")
  func throughImport() throws {
    let text = "# Roast\nServes 4\n1 tsp Chinese 5 spice\n1 cup stock\n"
    let read = try TextRecipeReader().read(text, title: "roast")
    let spice = try #require(read.recipes.first?.ingredients.first)
    let doubt = try #require(spice.doubt)
    #expect(doubt.reason == .secondAmount)
    #expect(read.issues.map(\.issue.kind) == [.warning(.unsureLine(doubt))])
    #expect(read.recipes.first?.ingredients.last?.doubt == nil)
    let written = RecipeFileWriter(layout: .array).write(read.recipes)
    #expect(written.contains(#""doubt": {"reason": "second-amount", "column": 15}"#))
    let decoded = try JSONDecoder().decode([Recipe].self, from: Data(written.utf8))
    #expect(decoded.map(\.ingredients) == read.recipes.map(\.ingredients))
  }
}
