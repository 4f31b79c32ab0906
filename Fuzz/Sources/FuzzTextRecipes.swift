// libFuzzer target: bytes as a plain-text recipes file, through the text
// reader, scaling, and the recipes file import writes, read back.
import Foundation
import RecipeScale

/// The fuzzer's entry point: one input, checked against every property.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: How many bytes there are.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextRecipes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let text = String(decoding: bytes, as: UTF8.self)
  // The raw bytes, as a file is read: never a trap, whatever they are.
  _ = try? TextRecipeReader().read(utf8: Array(bytes), title: "fuzz")
  // As bytes or as a string, the same text reads the same, source lines and all.
  let fromBytes = Result { () throws(TextRecipeError) in
    try TextRecipeReader().read(utf8: Array(text.utf8), title: "fuzz")
  }
  let found: TextRecipes
  do {
    found = try TextRecipeReader().read(text, title: "fuzz")
    check((try? fromBytes.get()) == found, "bytes and string read differently")
  } catch {
    check((try? fromBytes.get()) == nil, "bytes read where the string failed")
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    check(
      error.position.line >= 1 && error.position.line <= lines.count, "error line outside the text")
    return 0
  }
  check(found.recipes.count == found.startLines.count, "a recipe without a start line")
  for (recipe, line) in zip(found.recipes, found.startLines) {
    check(line >= 1, "a start line below 1")
    for ingredient in recipe.ingredients {
      // Every ingredient comes from a line of the text, and says which.
      let source = ingredient.source ?? ""
      check(!source.isEmpty && text.contains(source), "an ingredient from no line: \(source)")
      if ingredient.amount != nil {
        check(
          source.unicodeScalars.contains { $0.properties.numericType != nil }
            || source.lowercased().contains { $0.isLetter },
          "an amount from a line with no number or word: \(source)")
      }
    }
    // Scaling never traps: it succeeds or names what is too large; the method's
    // amounts scale and nothing else in it changes.
    checkSteps(of: recipe)
  }
  // What import writes reads back to the same recipes.
  checkImportRoundTrip(found.recipes)
  return 0
}
