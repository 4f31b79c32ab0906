// libFuzzer target: bytes as a saved web page, and as a schema.org JSON file,
// through the web page reader, scaling, and the recipes file import writes,
// read back.
import Foundation
import RecipeScale

/// The fuzzer's entry point: one input, checked against every property.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: How many bytes there are.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebPages(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let lineCount = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    .count
  let reader = WebPageReader()
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // A page is read as the command line reads it, as bytes, once valid UTF-8;
  // one that is not and declares Latin-1 is made UTF-8 from Windows-1252 first.
  let isUTF8 = ByteScan.firstInvalidUTF8(in: bytes.span) == nil
  var transcoded: [UInt8]?
  if !isUTF8, let label = PageCharset.declaredLabel(in: bytes.span),
    PageCharset.isWindows1252(label)
  {
    let utf8 = Windows1252.utf8(bytes.span)
    check(
      ByteScan.firstInvalidUTF8(in: utf8.span) == nil,
      "Windows-1252 made invalid UTF-8")
    check(
      utf8.count(where: { $0 == UInt8(ascii: "\n") })
        == bytes.count(where: { $0 == UInt8(ascii: "\n") }),
      "Windows-1252 made UTF-8 with other lines")
    transcoded = utf8
  }
  for isPage in [true, false] {
    let found: TextRecipes
    do throws(WebPageError) {
      found =
        switch (isPage, isUTF8) {
        case (true, true): try reader.read(utf8: bytes.span, title: "fuzz")
        case (true, false):
          if let transcoded {
            try reader.read(utf8: transcoded.span, title: "fuzz")
          } else {
            try reader.read(text, title: "fuzz")
          }
        case (false, true): try reader.readJSONLD(utf8: bytes.span, title: "fuzz")
        case (false, false): try reader.readJSONLD(text, title: "fuzz")
        }
    } catch {
      // Every error but "no recipe" and "only links" points into the text.
      if let position = error.position {
        check(position.line >= 1 && position.line <= lineCount, "error line outside the text")
        check(position.column >= 1, "error column below 1")
      } else {
        switch error.problem {
        case .noRecipe, .onlyLinks: break
        default: check(false, "an error without a position: \(error)")
        }
      }
      continue
    }
    check(!found.recipes.isEmpty, "a result without a recipe")
    check(found.recipes.count == found.startLines.count, "a recipe without a start line")
    for line in found.startLines {
      check(line >= 1 && line <= lineCount, "a start line outside the text")
    }
    for issue in found.issues {
      check(
        issue.position.line >= 1 && issue.position.line <= lineCount, "a doubt outside the text")
    }
    for recipe in found.recipes {
      check(recipe.servings.map { $0 > 0 } ?? true, "servings not positive")
      for ingredient in recipe.ingredients {
        // Every ingredient comes from a cleaned line: not empty, no spaces at its ends.
        // Compared by scalars: a combining mark after a space (` \u{59E}`) is one
        // Character that starts with a space, but the mark is text, not a space.
        let source = ingredient.source ?? ""
        check(!source.isEmpty, "an ingredient from no line")
        check(
          source.unicodeScalars.first.map { !$0.properties.isWhitespace } ?? false
            && source.unicodeScalars.last.map { !$0.properties.isWhitespace } ?? false,
          "a line not trimmed: \(source)")
      }
      // Scaling never traps: it succeeds or names what is too large; the method's
      // amounts scale and nothing else in it changes.
      checkSteps(of: recipe)
    }
    // What import writes reads back to the same recipes.
    checkImportRoundTrip(found.recipes)
  }
  return 0
}
