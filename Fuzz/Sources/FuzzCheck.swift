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

/// Checks that the command line's decoder reads a checked recipes file as
/// `JSONDecoder` does: wherever `JSONDecoder` reads the recipes, the checked
/// decoder reads the same ones. (Where `JSONDecoder` refuses a text the scan
/// passes, such as a lone surrogate escape, the checked decoder may read it.)
func checkDecodersAgree(_ bytes: [UInt8]) {
  guard case .success = JSONSyntax.scan(bytes),
    let expected = try? JSONDecoder().decode([Recipe].self, from: Data(bytes))
  else { return }
  let found = try? CheckedJSONDecoder().decode([Recipe].self, from: bytes)
  check(found == expected, "the checked decoder and JSONDecoder read different recipes")
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

/// Scales a recipe up and down and checks its method: scaling never traps, a
/// step is its words as written around its amounts (nothing else changes),
/// and every style writes it.
func checkSteps(of recipe: Recipe) {
  for factor in [Rational(3), Rational("1/3") ?? .one] {
    guard let scaled = try? Scaler(target: .factor(factor)).scale(recipe) else { continue }
    check(
      scaled.steps.count == (recipe.details.directions ?? []).count, "a step lost or added")
    for (step, written) in zip(scaled.steps, recipe.details.directions ?? []) {
      check(step.original == written, "a step that is not the recipe's")
      let rebuilt = step.parts.map { part -> String in
        switch part {
        case .text(let words): words
        case .amount(_, let amount): amount
        }
      }.joined()
      check(rebuilt == written, "a step changed beyond its amounts: \(written)")
      for style in [AmountStyle(), AmountStyle(fractions: .ascii), AmountStyle(measure: true)] {
        _ = step.text(style)
      }
    }
  }
}
