// Shared by every fuzz target; each target's binary is built with this file.
import Foundation
import RecipeScale
import RecipeScaleCLI

/// Stops the fuzzer with a message when a property fails.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition {
    let text = "property failed: " + message() + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    abort()
  }
}

/// Checks that what import writes for recipes a reader made reads back to the
/// same ingredients and servings.
func checkImportRoundTrip(_ recipes: [Recipe]) {
  let written = RecipeFileWriter().write(recipes)
  guard let decoded = try? JSONDecoder().decode([Recipe].self, from: Data(written.utf8)) else {
    check(false, "import wrote a file that does not read back")
    return
  }
  check(decoded.map(\.ingredients) == recipes.map(\.ingredients), "import changed an ingredient")
  check(decoded.map(\.servings) == recipes.map(\.servings), "import changed the servings")
  check(decoded.map(\.language) == recipes.map(\.language), "import changed a language")
}

/// Checks that what a successful run wrote to standard error is warnings
/// only: lines after the program's name, each saying `warning:`.
func checkOnlyWarnings(_ text: String) {
  guard !text.isEmpty else { return }
  check(text.hasSuffix("\n"), "a warning without its line end")
  for line in text.split(separator: "\n") {
    check(
      line.hasPrefix("recipe-scale: ") && line.contains(": warning: "),
      "success with a message that is no warning: \(line)")
  }
}
