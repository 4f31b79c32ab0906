import Foundation
import RecipeScale
import Testing

/// Cooklang's own conformance cases, `tests/canonical.yaml` of
/// https://github.com/cooklang/spec (version 8, commit `0510646`, MIT licence,
/// "Copyright (c) 2021 Cooklang contributors"), vendored as
/// `Fixtures/canonical.json`; `Fixtures/README.md` says how it was made.
///
/// Every case is read by ``CooklangReader`` and compared with what the spec
/// expects, as far as our model can say it:
/// - **Ingredients:** the spec's ingredient items, in the order of its steps,
///   against `Recipe.ingredients`: name, exact amount, unit as written. A
///   number is an exact amount (`0.5` is 1/2); `"some"`, the spec's word for
///   no quantity, is no amount; other words (`few`, `01/2`, `7 k`) are no
///   amount, with the words kept before the unit, where our reader keeps them.
///   The spec's `optional` mark is compared too; our model has none, so every
///   ingredient we list counts as required. Our list adds up an ingredient used
///   again, so the spec's items are added the same way first: the same name,
///   unit and optional mark, both with an amount, make one item with the sum;
///   both without, one item. Cookware and timer names are not in our model and
///   are compared only as the words of the steps.
/// - **Steps:** each spec step, its items joined (text as written, an
///   ingredient or cookware by its name, a timer by its quantity and unit, or
///   its name when it has none) and white space collapsed, against our
///   direction. A timer's quantity matches by value, since we keep it as
///   written (`1/2 hour`) and the spec gives the number (`0.5`).
/// - **Metadata:** the keys the reader maps (title, servings, yield, locale,
///   description, times, image), mapped as its documentation says, against the
///   recipe; any other key must change nothing. With no `title` the name is the
///   one given to the reader.
///
/// Cases where we read the spec differently on purpose are in ``differences``:
/// the test asserts our behaviour for them, and fails if one stops differing.
@Suite("Cooklang canonical cases")
struct CooklangCanonicalTests {
  // MARK: The fixture

  /// One canonical case.
  struct Case: Decodable, CustomTestStringConvertible {
    var name = ""
    var source: String
    var result: Result

    struct Result: Decodable {
      var steps: [[Item]]
      var metadata: [String: String]
    }

    private enum CodingKeys: String, CodingKey { case source, result }

    var testDescription: String { name }
  }

  /// One item of a step: text, an ingredient, cookware or a timer.
  struct Item: Decodable {
    var type: String
    var value: String?
    var name: String?
    var quantity: Quantity?
    var units: String?
    var optional: Bool?
  }

  /// A quantity: a number, or words.
  enum Quantity: Decodable, Equatable {
    case number(Rational)
    case words(String)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let words = try? container.decode(String.self) {
        self = .words(words)
      } else if let integer = try? container.decode(Int.self) {
        self = .number(Rational(integer))
      } else {
        // The spec's decimals are short (`0.5`, `1.5`): the shortest
        // description of the Double is the decimal written, read exactly.
        let double = try container.decode(Double.self)
        guard let exact = Rational(String(double)) else {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "no exact amount: \(double)")
        }
        self = .number(exact)
      }
    }
  }

  struct Fixture: Decodable {
    var version: Int
    var tests: [String: Case]
  }

  static func fixture() throws -> Fixture {
    // This file is Tests/RecipeScaleTests/Readers/Cooklang/CooklangCanonicalTests.swift.
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/canonical.json")
    return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
  }

  static func cases() throws -> [Case] {
    try fixture().tests.map { name, found in
      var named = found
      named.name = name
      return named
    }.sorted { $0.name < $1.name }
  }

  // MARK: What a recipe says

  /// An ingredient as the comparison sees it.
  struct Listed: Equatable, CustomStringConvertible {
    var name: String
    var amount: Rational?
    var unit: String?
    var isOptional = false

    var description: String {
      [amount?.description, unit, name, isOptional ? "(optional)" : nil].compactMap { $0 }
        .joined(separator: " ")
    }
  }

  /// The metadata a recipe carries.
  struct Facts: Equatable {
    var name: String
    var servings: Int?
    var yield: String?
    var language: String?
    var description: String?
    var prepTime: String?
    var cookTime: String?
    var totalTime: String?
    var image: String?
  }

  /// What a recipe says, or what the spec says it should.
  struct Reading: Equatable {
    var ingredients: [Listed]
    /// One per step; `nil` for none, as the recipe has no directions then.
    var directions: [Direction]?
    var facts: Facts
  }

  /// A step's words, with each timer's quantity apart so that it compares by value.
  struct Direction: Equatable, CustomStringConvertible {
    /// The words with `\u{FFFC}` where a timer's number stands.
    var words: String
    var timers: [Rational] = []

    var description: String {
      var rest = timers.makeIterator()
      var text = ""
      for character in words {
        if character == "\u{FFFC}" {
          text += rest.next()?.description ?? "?"
        } else {
          text.append(character)
        }
      }
      return text
    }

    /// A direction as our reader writes it, with the numbers taken out where
    /// `expected` has its timers' numbers; `nil` when the words around them differ.
    init?(actual text: String, like expected: Direction) {
      let wanted = expected.words.split(separator: " ", omittingEmptySubsequences: false)
      let found = text.split(separator: " ", omittingEmptySubsequences: false)
      guard wanted.count == found.count else { return nil }
      var words: [Substring] = []
      var timers: [Rational] = []
      for (want, got) in zip(wanted, found) {
        guard let mark = want.firstIndex(of: "\u{FFFC}") else {
          words.append(got)
          continue
        }
        let prefix = want[..<mark]
        let suffix = want[want.index(after: mark)...]
        guard got.count > prefix.count + suffix.count, got.hasPrefix(prefix),
          got.hasSuffix(suffix),
          let value = Rational(String(got.dropFirst(prefix.count).dropLast(suffix.count)))
        else { return nil }
        words.append(want)
        timers.append(value)
      }
      self.words = words.joined(separator: " ")
      self.timers = timers
    }

    init(words: String, timers: [Rational] = []) {
      self.words = words
      self.timers = timers
    }
  }

  /// Words with runs of white space made one space, and none at either end.
  static func collapsed(_ text: String) -> String {
    text.split { $0.isWhitespace }.joined(separator: " ")
  }

  /// What our reader makes of a case.
  static func actual(_ recipe: Recipe, expected: Reading) -> Reading {
    let directions = recipe.details.directions.map { written in
      written.enumerated().map { index, text -> Direction in
        if let like = expected.directions?.dropFirst(index).first,
          let matched = Direction(actual: text, like: like)
        {
          return matched
        }
        return Direction(words: text)
      }
    }
    let details = recipe.details
    return Reading(
      // No optional mark: an `Ingredient` has none.
      ingredients: recipe.ingredients.map {
        Listed(name: $0.name, amount: $0.amount, unit: $0.unit?.written)
      },
      directions: directions,
      facts: Facts(
        name: recipe.name, servings: recipe.servings, yield: details.yield,
        language: recipe.language?.text, description: details.description,
        prepTime: details.prepTime, cookTime: details.cookTime, totalTime: details.totalTime,
        image: details.image))
  }

  /// What the spec says a case holds, in our model's terms.
  static func expected(_ found: Case) -> Reading {
    var ingredients: [Listed] = []
    var directions: [Direction] = []
    for step in found.result.steps {
      var words = ""
      var timers: [Rational] = []
      for item in step {
        let units = item.units ?? ""
        switch item.type {
        case "ingredient":
          let name = item.name ?? ""
          var listed = Listed(name: name, unit: units.isEmpty ? nil : units)
          listed.isOptional = item.optional ?? false
          switch item.quantity {
          case .number(let amount):
            listed.amount = amount
          case .words(let words) where words != "some" && !words.isEmpty:
            listed.unit = units.isEmpty ? words : words + " " + units
          default:
            break
          }
          if let place = ingredients.firstIndex(where: {
            $0.name == listed.name && $0.unit == listed.unit && $0.isOptional == listed.isOptional
              && ($0.amount == nil) == (listed.amount == nil)
          }) {
            if let more = listed.amount, let first = ingredients[place].amount {
              ingredients[place].amount = try? first.adding(more)
            }
          } else {
            ingredients.append(listed)
          }
          // Our documented difference: a step reads an ingredient's amount and
          // unit before its name (`3 items chilli`), so they scale with the recipe.
          if case .number(let amount) = item.quantity {
            words += amount.formatted(.ascii) + (units.isEmpty ? "" : " " + units) + " "
          }
          words += name
        case "cookware":
          words += item.name ?? ""
        case "timer":
          switch item.quantity {
          case .number(let value):
            timers.append(value)
            words += units.isEmpty ? "\u{FFFC}" : "\u{FFFC} \(units)"
          case .words(let text) where !text.isEmpty:
            words += units.isEmpty ? text : text + " " + units
          default:
            words += item.name ?? ""
          }
        default:
          words += item.value ?? ""
        }
      }
      directions.append(Direction(words: collapsed(words), timers: timers))
    }
    return Reading(
      ingredients: ingredients, directions: directions.isEmpty ? nil : directions,
      facts: facts(found))
  }

  /// The metadata the reader maps, mapped as its documentation says.
  static func facts(_ found: Case) -> Facts {
    var facts = Facts(name: found.name)
    for (key, value) in found.result.metadata {
      switch collapsed(key).lowercased() {
      case "title": facts.name = value
      case "servings", "serves", "yield":
        // The first number: `1|2|3` serves 1.
        if let count = Int(value.prefix { $0.isASCII && $0.isNumber }) {
          facts.servings = count > 0 ? count : nil
        } else {
          facts.yield = value
        }
      case "locale", "language", "lang":
        facts.language = LanguageTag(value.replacingOccurrences(of: "_", with: "-"))?.text
      case "description", "introduction": facts.description = value
      case "prep time", "time.prep": facts.prepTime = value
      case "cook time", "time.cook": facts.cookTime = value
      case "time", "duration", "time required", "total time": facts.totalTime = value
      case "image", "picture": facts.image = value
      default: break
      }
    }
    return facts
  }

  // MARK: Where we differ

  /// A case we read differently on purpose, and what we read instead.
  struct Difference {
    /// Why, in a line; the reader's documentation says it at length.
    var reason: String
    var ingredients: [Listed]?
    var directions: [Direction]??
    var facts: Facts?
  }

  /// The cases where we read the spec differently, as ``CooklangReader``'s
  /// documentation lists; every other case reads as the spec says.
  static let differences: [String: Difference] = [
    "testOptionalIngredient": Difference(
      reason: "an optional mark is not kept: the ingredient is listed as a required one",
      ingredients: [Listed(name: "fresh thyme", amount: Rational(2), unit: "sprigs")]),
    "testOptionalSingleWordIngredient": Difference(
      reason: "an optional mark is not kept: the ingredient is listed as a required one",
      ingredients: [Listed(name: "chives")]),
    "testOptionalMarkerOnlyOnce": Difference(
      reason: "an optional mark is not kept: the ingredient is listed as a required one",
      ingredients: [Listed(name: "?thyme")]),
    "testOptionalAndRequiredSameIngredient": Difference(
      reason: "an optional mark is not kept, but the optional use is listed apart, not added",
      ingredients: [
        Listed(name: "parmesan", amount: Rational(100), unit: "g"),
        Listed(name: "parmesan", amount: Rational(50), unit: "g"),
      ]),
  ]

  // MARK: Tests

  @Test("the fixture is the vendored version 8, with its 67 cases")
  func fixtureVersion() throws {
    let fixture = try Self.fixture()
    #expect(fixture.version == 8)
    #expect(fixture.tests.count == 67)
    // The three cases the spec notes as using a thin space still have it.
    let thin = fixture.tests.filter { $0.value.source.contains("\u{2009}") }
    #expect(thin.count == 3)
  }

  @Test("every expected difference names a case")
  func differencesNameCases() throws {
    let names = Set(try Self.fixture().tests.keys)
    #expect(Set(Self.differences.keys).subtracting(names).isEmpty)
  }

  @Test(
    "every canonical case reads as the spec says, or as our documented difference says",
    arguments: try cases())
  func canonical(_ found: Case) throws {
    let text = try CooklangReader().read(found.source, title: found.name)
    #expect(text.recipes.count == 1)
    #expect(text.issues.isEmpty)
    let recipe = try #require(text.recipes.first)
    let spec = Self.expected(found)
    let ours = Self.actual(recipe, expected: spec)
    guard let difference = Self.differences[found.name] else {
      #expect(ours.ingredients == spec.ingredients)
      #expect(ours.directions == spec.directions)
      #expect(ours.facts == spec.facts)
      return
    }
    var documented = spec
    if let ingredients = difference.ingredients { documented.ingredients = ingredients }
    if let directions = difference.directions { documented.directions = directions }
    if let facts = difference.facts { documented.facts = facts }
    #expect(ours == documented, "\(difference.reason)")
    #expect(ours != spec, "no longer differs from the spec: remove it from the table")
  }
}
