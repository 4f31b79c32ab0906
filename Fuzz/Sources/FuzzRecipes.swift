// libFuzzer target: bytes as a recipes file, through the real loading,
// validation, scaling and every output format at several serving counts.
import RecipeScale
import RecipeScaleCLI

/// The fuzzer's entry point: one input, checked against every property.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: How many bytes there are.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecipes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))

  // The whole command, as a user runs it.
  let output = BufferOutput()
  let error = BufferOutput()
  let status = run(
    arguments: ["show", "-f", "-", "-s", "3"],
    environment: ProcessEnvironment(variables: [:], executablePath: nil),
    standardInput: BufferInput(bytes: bytes), standardOutput: output, standardError: error)
  // All or nothing: success writes only warnings; failure writes no output and one line.
  if status == .success {
    checkOnlyWarnings(error.text)
  } else {
    check(output.text.isEmpty, "failure with output")
    check(error.text.utf8.filter { $0 == 0x0A }.count == 1, "not one line of message")
  }
  check(!output.text.utf8.contains(0x1B) && !error.text.utf8.contains(0x1B), "raw escape written")

  // The same bytes as JSON Lines, through the streaming reader.
  let lines = BufferOutput()
  let linesStatus = run(
    arguments: ["show", "-f", "-", "--input-format", "jsonl", "-j", "2"],
    environment: ProcessEnvironment(variables: [:], executablePath: nil),
    standardInput: BufferInput(bytes: bytes), standardOutput: lines, standardError: BufferOutput())
  check(linesStatus == .success || lines.text.isEmpty, "JSON Lines failure with output")

  // The pieces, with oracles between them.
  checkDecodersAgree(bytes)
  let document = RecipeDocument(source: "fuzz", input: InputBuffer(bytes))
  guard let issues = try? document.validate() else { return 0 }
  let serial = try? RecipeInput.array(document).decodeAll(jobs: 1).recipes
  let parallel = try? RecipeInput.array(document).decodeAll(jobs: 2).recipes
  // Decoding succeeds exactly when validation finds no error, on any number of threads.
  check((serial != nil) == !issues.contains { $0.issue.isError }, "decode and validate disagree")
  check(serial == parallel, "one thread and two decode differently")
  guard let serial else { return 0 }
  let book = RecipeBook(recipes: serial)
  for servings in [nil, 1, 2, 7, Int.max] as [Int?] {
    let scaler = Scaler(servings: servings.map { Rational($0) })
    let scaled = book.recipes.compactMap { try? scaler.scale($0) }
    for format in OutputFormat.allCases {
      let text = format.formatter.format(scaled)
      check(!text.utf8.contains(0x1B), "raw escape in \(format)")
      if format == .json {
        check(JSONSyntax.firstError(in: Array(text.utf8)) == nil, "invalid JSON output")
      }
    }
    for recipe in scaled {
      for ingredient in recipe.ingredients {
        check(
          ingredient.quantity.flatMap(Rational.init) == ingredient.amount,
          "quantity does not parse back")
      }
    }
  }
  checkKitchenOptions(book)
  return 0
}

/// Factors, ingredient targets, unit systems, fraction styles and measuring
/// plans on whatever recipes the input holds: no trap, no hang, valid JSON,
/// and a measuring plan that is exact adds up to its amount.
private func checkKitchenOptions(_ book: RecipeBook) {
  guard let third = try? Rational(1, 3) else { return }
  let targets: [ScaleTarget] = [
    .factor(third), .factor(Rational(Int.max)),
    .ingredient(IngredientTarget(ingredient: "e", amount: Rational(3), unit: nil)),
    .ingredient(IngredientTarget(ingredient: "a", amount: third, unit: "cup")),
  ]
  for (index, target) in targets.enumerated() {
    let units = UnitPreference.allCases[index % UnitPreference.allCases.count]
    let scaler = Scaler(target: target, units: units)
    let scaled = book.recipes.compactMap { try? scaler.scale($0) }
    for fractions in FractionStyle.allCases {
      let amounts = AmountStyle(fractions: fractions, measure: true)
      let json = JSONFormatter(amounts: amounts).format(scaled)
      check(JSONSyntax.firstError(in: Array(json.utf8)) == nil, "invalid JSON output")
      _ = TSVFormatter(amounts: amounts).format(scaled)
    }
    for recipe in scaled {
      for ingredient in recipe.ingredients {
        guard let plan = ingredient.measuringPlan, !plan.isApproximate,
          let shown = ingredient.shownAmount, let unit = ingredient.measuredIn?.standard,
          let teaspoons = Quantity(shown, unit).converted(to: .teaspoon)
        else { continue }
        var sum = Rational.zero
        for part in plan.parts {
          guard let inTeaspoons = part.converted(to: .teaspoon),
            let next = try? sum.adding(inTeaspoons.amount)
          else { return check(false, "a plan's part does not add up") }
          sum = next
        }
        check(sum == teaspoons.amount, "an exact plan misses its amount")
      }
    }
  }
  checkShoppingList(book)
}

/// Every recipe, twice, on one shopping list in every unit preference and format.
private func checkShoppingList(_ book: RecipeBook) {
  var planned: [PlannedRecipe] = []
  for (index, recipe) in book.recipes.enumerated() {
    guard let scaled = try? Scaler(servings: 3).scale(recipe) else { return }
    planned += [PlannedRecipe(identity: index, scaled: scaled)]
    planned += [PlannedRecipe(identity: index, scaled: scaled)]
  }
  for units in UnitPreference.allCases {
    guard let list = try? ShoppingList(recipes: planned, units: units, order: .alphabetical)
    else { continue }
    check(
      list.items.count <= planned.reduce(0) { $0 + $1.scaled.ingredients.count },
      "items appear from nowhere")
    let amounts = AmountStyle(fractions: .unicode, measure: true)
    for format in OutputFormat.allCases {
      let text = ShoppingListFormatter(format: format, amounts: amounts).format(
        list, sections: planned.map(\.scaled))
      check(!text.utf8.contains(0x1B), "raw escape in a shopping list")
      if format == .json {
        check(JSONSyntax.firstError(in: Array(text.utf8)) == nil, "invalid JSON shopping list")
      }
    }
  }
}
