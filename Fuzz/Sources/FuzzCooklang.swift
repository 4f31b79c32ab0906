// libFuzzer target: bytes as a Cooklang file, through the Cooklang reader,
// scaling, and the recipes file import writes, read back.
import Foundation
import RecipeScale

/// Whether a run of bytes occurs in a text, compared as bytes: a source may
/// start or end inside a grapheme cluster, where Character comparison would miss it.
///
/// - Parameters:
///   - needle: The bytes looked for.
///   - haystack: The text searched.
/// - Returns: Whether `needle` occurs in `haystack`.
func cooklangContains(_ needle: String, in haystack: String) -> Bool {
  let small = Array(needle.utf8)
  let large = Array(haystack.utf8)
  guard !small.isEmpty, small.count <= large.count else { return small.isEmpty }
  for start in 0...(large.count - small.count) where large[start] == small[0] {
    if large[start..<(start + small.count)].elementsEqual(small) { return true }
  }
  return false
}

/// The fuzzer's entry point: one input, checked against every property.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: How many bytes there are.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCooklang(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let found: TextRecipes
  do {
    found = try CooklangReader().read(text, title: "fuzz")
  } catch {
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    check(
      error.position.line >= 1 && error.position.line <= lines.count, "error line outside the text")
    check(error.position.column >= 1, "error column below 1")
    return 0
  }
  // One file is one recipe, starting on line 1, named by its metadata or the file.
  check(found.recipes.count == 1 && found.startLines == [1], "not one recipe from line 1")
  for recipe in found.recipes {
    check(!recipe.name.isEmpty || text.contains("title"), "an empty name without a title")
    for ingredient in recipe.ingredients {
      // Every ingredient comes from markup in the text, and says which.
      let source = ingredient.source ?? ""
      check(source.unicodeScalars.first == "@", "an ingredient from no markup: \(source)")
      check(cooklangContains(source, in: text), "a source not in the text: \(source)")
      if let amount = ingredient.amount {
        check(amount > .zero, "an amount not above zero: \(amount)")
        if let top = ingredient.amountMax { check(amount < top, "a range that does not rise") }
      } else {
        check(ingredient.amountMax == nil && !ingredient.isFixed, "a range or fixed without amount")
      }
    }
    for direction in recipe.details.directions ?? [] {
      check(!direction.isEmpty, "an empty direction")
      check(!direction.contains("\n"), "a direction across lines")
      check(direction == direction.trimmingCharacters(in: .whitespaces), "a direction not trimmed")
    }
    // Scaling never traps: it succeeds or names what is too large; the method's
    // amounts scale and nothing else in it changes.
    checkSteps(of: recipe)
  }
  // What import writes reads back to the same recipes.
  checkImportRoundTrip(found.recipes)
  return 0
}
