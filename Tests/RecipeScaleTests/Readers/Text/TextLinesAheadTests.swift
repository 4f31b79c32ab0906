import RecipeScale
import Synchronization
import Testing

/// A map that runs the pieces it is given last first, and counts them: what a
/// reader reads must not depend on the order pieces run in.
private final class BackwardsMap: ConcurrentMap {
  let pieces = Mutex<[Int]>([])

  func map<Result: Sendable>(count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
    pieces.withLock { $0.append(count) }
    return (0..<count).reversed().map(transform).reversed()
  }
}

@Suite("Ingredient lines read ahead, in pieces")
struct TextLinesAheadTests {
  /// A long text with every kind of line between its ingredients: titles,
  /// headings, yields, a method by heading and by shape, notes and a number
  /// too large for an amount in lines that are never ingredients.
  static let text: String = {
    var lines: [String] = []
    for recipe in 0..<12 {
      lines += ["# Recipe \(recipe)", "Serves \(recipe % 5 + 2)", "For the dough:"]
      lines += (0..<(recipe * 700 % 2_300 + 3)).map { index in
        [
          "\(index % 9 + 1)/\(index % 4 + 2) cup flour \(index)", "2 large eggs, beaten",
          "salt, to taste", "1 (14 oz) can tomatoes", "- 3 cloves garlic", "zest of 1 lemon",
        ][
          index % 6]
      }
      lines += [
        "Method:", "1. Mix 2 cups of the flour with 99999999999999999999999 eggs.",
        "2. Bake for 20 minutes.",
      ]
      if recipe % 3 == 0 {
        lines += [
          "## Glaze", "1 cup icing sugar",
          "Whisk the sugar with the juice until smooth and glossy.",
        ]
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }()

  @Test("a text reads the same whatever order its pieces run in, and is shared out in pieces")
  func sameRecipes() throws {
    let serial = try TextRecipeReader().read(utf8: Array(TextLinesAheadTests.text.utf8), title: "t")
    let map = BackwardsMap()
    let ahead = try TextRecipeReader(map: map).read(
      utf8: Array(TextLinesAheadTests.text.utf8), title: "t")
    #expect(ahead == serial)
    #expect(ahead.issues == serial.issues)
    #expect(
      ahead.recipes.flatMap { $0.ingredients.map(\.source) }
        == serial.recipes.flatMap { $0.ingredients.map(\.source) })
    #expect(serial.recipes.count == 12)
    #expect(serial.recipes.allSatisfy { !($0.details.directions ?? []).isEmpty })
    // Every ingredient line was read once by the map: most in pieces of more than one.
    let pieces = map.pieces.withLock { $0 }
    #expect(pieces.contains { $0 > 1 })
  }

  @Test("a number too large in an ingredient line far into a text is reported at its line")
  func tooLargeLate() throws {
    var lines = ["# Long", "Serves 2"] + (1...5_000).map { "\($0 % 7 + 1) tbsp butter" }
    lines.insert("12345678901234567890123 g flour", at: 4_321)
    let text = Array((lines.joined(separator: "\n") + "\n").utf8)
    #expect(throws: TextRecipeError.self) { try TextRecipeReader().read(utf8: text, title: "t") }
    var serialError: TextRecipeError?
    var aheadError: TextRecipeError?
    do { _ = try TextRecipeReader().read(utf8: text, title: "t") } catch { serialError = error }
    do { _ = try TextRecipeReader(map: BackwardsMap()).read(utf8: text, title: "t") } catch {
      aheadError = error
    }
    let error = try #require(aheadError)
    #expect(error.position == TextPosition(line: 4_322, column: 1))
    #expect(error.problem == serialError?.problem)
  }
}
