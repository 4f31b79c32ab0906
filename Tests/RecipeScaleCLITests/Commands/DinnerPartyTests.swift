import Foundation
import RecipeScale
import Testing

/// A cook shops for a dinner party of eight recipes, some written in cups and
/// spoons, some in grams and millilitres (examples/dinner-party.json): every
/// line must be something to buy or measure, and nothing may go missing.
@Suite("The dinner party's shopping list")
struct DinnerPartyTests {
  static let file = repositoryRoot.appendingPathComponent("examples/dinner-party.json").path

  static func shop(_ arguments: [String]) throws -> [String] {
    let outcome = runInProcess(["shop", "--aisles", "none", "-f", file] + arguments)
    try #require(outcome.status == 0, "\(outcome)")
    return outcome.stdout.split(separator: "\n").map(String.init)
  }

  @Test("every recipe at its own servings")
  func allRecipes() throws {
    #expect(
      try Self.shop(["--all"]) == [
        "Shopping list: Roast Chicken (4 servings), Caesar Salad (4 servings), "
          + "Beef Chili (6 servings), Chocolate Chip Cookies (12 servings), "
          + "Tomato Bruschetta (6 servings), Mashed Potatoes (6 servings), "
          + "Pumpkin Pie (8 servings), Stuffed Peppers (4 servings)",
        "2 1/4 cups All-purpose flour",
        "4 Anchovy fillets",
        // Half a baguette for croutons and one for bruschetta: buy two.
        "2 Baguettes (1 1/2 needed)",
        "1 tsp Baking soda",
        "15 ml Balsamic vinegar",
        "12 leaves Basil",
        "4 Bell peppers",
        // Measured for the chicken, to taste in the salad: both on one line.
        "1/2 tsp Black pepper, to taste",
        "3/4 cup Brown sugar",
        // 3 tbsp (chicken) + 1 cup (cookies) + 100 g (mash) is about 3 1/4
        // sticks; butter comes in sticks, so four.
        "4 sticks Butter (~3 1/4 needed)",
        "1 cup Cheddar",
        "3 tbsp Chili powder",
        "2 cups Chocolate chips",
        "1 cup Cooked rice",
        // Two different cans, never merged.
        "1 can Crushed tomatoes",
        "1 can Diced tomatoes",
        "1 tsp Dijon mustard",
        "200 ml Double cream",
        // 2 large for the cookies, 3 large for the pie.
        "5 large Eggs",
        "45 ml Extra-virgin olive oil",
        "1.5 kg Floury potatoes",
        "4 sprigs Fresh thyme",
        // 6 + 1 + 4 + 1 + 2 cloves: one head of garlic and a bit.
        "14 cloves Garlic",
        // 2 lb for the chili and 1 lb for the peppers.
        "3 lb Ground beef",
        "2 tsp Ground cinnamon",
        "2 tsp Ground cumin",
        "1 tsp Ground ginger",
        "2 cans Kidney beans",
        // 2 + 1 + 1 tsp: four teaspoons is a tablespoon and one more.
        "1 tbsp + 1 tsp Kosher salt",
        "1 Lemon",
        "2 tbsp Lemon juice",
        "150 g Light brown sugar",
        // 2 tbsp + 1/4 cup + 1 tbsp + 1 tbsp is half a cup exactly.
        "1/2 cup Olive oil",
        // One large onion for the chili, half of one for the peppers.
        "2 large Onions (1 1/2 needed)",
        "1/2 cup Parmesan",
        "425 g Pumpkin purée",
        "500 g Ripe tomatoes",
        "2 heads Romaine lettuce",
        "1 sheet Shortcrust pastry",
        "3/4 cup Sugar",
        "2 tsp Vanilla extract",
        "1 Whole chicken",
        "250 ml Whole milk",
        "Sea salt, to taste",
      ])
  }

  static let smallParty = [
    "Caesar Salad=6", "Beef Chili=9", "Roast Chicken=6", "Bruschetta=8",
  ]

  @Test("a few recipes at other servings")
  func otherServings() throws {
    #expect(
      try Self.shop(Self.smallParty) == [
        "Shopping list: Caesar Salad (6 servings), Beef Chili (9 servings), "
          + "Roast Chicken (6 servings), Tomato Bruschetta (8 servings)",
        // 6 for the salad: 4 × 6/4.
        "6 Anchovy fillets",
        // 3/4 of a baguette for croutons and 1 1/3 for bruschetta.
        "3 Baguettes (2 1/12 needed)",
        "20 ml Balsamic vinegar",
        "16 leaves Basil",
        "3/4 tsp Black pepper, to taste",
        // 4 1/2 tbsp for the chicken: one stick, with some left over.
        "1 stick Butter (9/16 needed)",
        // 4 1/2 tbsp: a quarter cup and a half teaspoon, not 13 1/2 tsp.
        "1/4 cup + 1 1/2 tsp Chili powder",
        "2 cans Crushed tomatoes (1 1/2 needed)",
        "1 1/2 tsp Dijon mustard",
        "60 ml Extra-virgin olive oil",
        "6 sprigs Fresh thyme",
        "18 cloves Garlic (17 5/6 needed)",
        "3 lb Ground beef",
        "1 tbsp Ground cumin",
        "3 cans Kidney beans",
        "1 1/2 tbsp Kosher salt",
        "2 Lemons (1 1/2 needed)",
        "3 tbsp Lemon juice",
        // 3 tbsp + 3/8 cup + 1 1/2 tbsp: measured with three tools.
        "1/2 cup + 2 tbsp + 1 1/2 tsp Olive oil",
        "2 large Onions (1 1/2 needed)",
        "3/4 cup Parmesan",
        "~667 g Ripe tomatoes",
        "3 heads Romaine lettuce",
        "2 Whole chickens (1 1/2 needed)",
        "Sea salt, to taste",
      ])
  }

  @Test("amounts no tool measures are the nearest that one does, marked ~; --exact keeps them")
  func nearestMeasurable() throws {
    let rounded = try Self.shop(["--all", "-s", "13"])
    let exact = try Self.shop(["--all", "-s", "13", "--exact"])
    for (shown, asComputed) in [
      // 13/12 tsp: no spoon measures a twelfth; the nearest eighth.
      ("~1 1/8 tsp Baking soda", "1 1/12 tsp Baking soda"),
      // 13/3 tsp is 1 tbsp + 1 1/3 tsp: 1 tbsp + 1 3/8 tsp is 0.96% more.
      ("~1 tbsp + 1 3/8 tsp Ground cumin", "4 1/3 tsp Ground cumin"),
      // 24 11/12 tbsp takes four tools exactly; three, 0.3% more.
      ("~1 cup + 1/2 cup + 1 tbsp Olive oil", "24 11/12 tbsp Olive oil"),
      // Pounds in quarters and thirds: 7 1/2 lb is 1.1% less than 7 7/12.
      ("~7 1/2 lb Ground beef", "7 7/12 lb Ground beef"),
    ] {
      #expect(rounded.contains(shown), "\(rounded)")
      #expect(exact.contains(asComputed), "\(exact)")
    }
    // JSON keeps the exact amount, says it is shown rounded, and keeps the sum.
    let outcome = runInProcess([
      "shop", "--aisles", "none", "-f", Self.file, "--all", "-s", "13", "--format", "json",
    ])
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
    let cumin = try #require(items.first { $0["item"] as? String == "Ground cumin" })
    let amount = try #require((cumin["amounts"] as? [[String: Any]])?.first)
    #expect(amount["amount"] as? [String: Int] == ["numerator": 13, "denominator": 3])
    #expect(amount["unit"] as? String == "tsp")
    #expect(amount["approximate"] as? Bool == true)
    #expect((amount["measure"] as? [String: Any])?["text"] as? String == "~1 tbsp + 1 3/8 tsp")
  }

  /// The amount at the start of a line (`1 1/2`, `~667`) and the word after it.
  static func amount(of line: String) -> (quantity: [String], unit: String?) {
    var words = line.split(separator: " ").map(String.init)[...]
    guard let first = words.first, first.first?.isNumber == true || first.hasPrefix("~")
    else { return ([], nil) }
    var quantity = [words.removeFirst()]
    if let next = words.first, next.contains("/") { quantity.append(words.removeFirst()) }
    return (quantity, words.first)
  }

  static let measuringUnits: Set<String> = [
    "cup", "cups", "tbsp", "tsp", "lb", "oz", "g", "kg", "ml", "L",
  ]

  /// The denominators the tools of a US unit measure with: spoons down to an
  /// eighth of a teaspoon, cups in eighths and thirds.
  static let toolDenominators: [String: Set<Int>] = [
    "tsp": [1, 2, 4, 8], "tbsp": [1, 2], "cup": [1, 2, 3, 4, 8], "cups": [1, 2, 3, 4, 8],
  ]

  /// The party as written, a smaller one, and every recipe at 1 to 24 servings.
  static let parties: [[String]] =
    [["--all"], smallParty] + (1...24).map { ["--all", "-s", "\($0)"] }

  @Test("nothing unmeasurable, nothing unbuyable", arguments: parties)
  func properties(_ arguments: [String]) throws {
    for line in try Self.shop(arguments).dropFirst() {
      // No fraction finer than sixteenths, in amounts or hints.
      for word in line.split(separator: " ") where word.contains("/") {
        let parts = word.split(separator: "/")
        let denominator = try #require(Int(parts.last ?? ""), "\(line)")
        #expect(denominator <= 16, "\(line)")
      }
      // Each part of a sum of tools within its range: at most 3 tsp, below 4 tbsp.
      let sumParts = line.components(separatedBy: " + ")
      #expect(sumParts.count <= 3, "\(line)")
      for part in sumParts {
        let (quantity, unit) = Self.amount(of: part)
        // A fraction of a spoon or cup that its tools measure.
        if let unit, let denominators = Self.toolDenominators[unit], let fraction = quantity.last,
          fraction.contains("/")
        {
          let denominator = Int(fraction.split(separator: "/").last ?? "") ?? 0
          #expect(denominators.contains(denominator), "\(line)")
        }
        guard let whole = quantity.first.flatMap({ Double($0.filter { $0 != "~" }) }) else {
          continue
        }
        if unit == "tsp" { #expect(whole <= 3, "\(line)") }
        if unit == "tbsp" { #expect(whole < 4, "\(line)") }
        // A count or a package is a whole number to buy.
        if let unit, !Self.measuringUnits.contains(unit) {
          #expect(quantity.count == 1 && !quantity[0].contains("/"), "\(line)")
        }
      }
    }
  }

  @Test("every item of every recipe is on the list, and JSON keeps the exact amounts")
  func nothingLost() throws {
    let outcome = runInProcess([
      "shop", "--aisles", "none", "-f", Self.file, "--all", "--format", "json",
    ])
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
    let listed = Set(items.compactMap { ($0["item"] as? String).map(Ingredient.matchingKey) })
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.file))
    let recipes = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(recipes.count >= 8)
    for recipe in recipes {
      for ingredient in recipe["ingredients"] as? [[String: Any]] ?? [] {
        let name = try #require(ingredient["name"] as? String)
        #expect(listed.contains(Ingredient.matchingKey(name)), "\(name)")
      }
    }
    let baguettes = try #require(items.first { $0["item"] as? String == "Baguette" })
    let amount = try #require((baguettes["amounts"] as? [[String: Any]])?.first)
    #expect(amount["amount"] as? [String: Int] == ["numerator": 3, "denominator": 2])
    #expect(amount["quantity"] as? String == "2")
  }
}
