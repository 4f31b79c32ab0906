import RecipeScale
import Testing

@Suite("Yields in their own words")
struct YieldTitleTests {
  struct Case: Sendable {
    var yield: String?
    var servings: Int
    var factor: Rational
    var title: String
    var words: String?
  }

  static let half = Rational("1/2") ?? .one

  @Test(
    "the title says what the recipe makes, in its words, and what it was scaled from",
    arguments: [
      Case(
        yield: "24 cookies", servings: 24, factor: half, title: "Cookies (12 cookies, from 24)",
        words: "12 cookies"),
      Case(
        yield: "2 loaves", servings: 2, factor: .one, title: "Cookies (2 loaves)", words: "2 loaves"
      ),
      Case(
        yield: "2 loaves", servings: 2, factor: half, title: "Cookies (1 loaf, from 2)",
        words: "1 loaf"),
      Case(
        yield: nil, servings: 3, factor: Rational(2), title: "Cookies (6 servings, from 3)",
        words: "6 servings"),
      Case(
        yield: "4 servings", servings: 4, factor: half, title: "Cookies (2 servings, from 4)",
        words: "2 servings"),
      // Words for another number than the servings say nothing of them.
      Case(
        yield: "24 cookies", servings: 4, factor: half, title: "Cookies (2 servings, from 4)",
        words: "2 servings"),
      Case(
        yield: "one 9-inch pie", servings: 8, factor: half, title: "Cookies (4 servings, from 8)",
        words: "4 servings"),
    ] as [Case])
  func title(_ test: Case) throws {
    let recipe = try Recipe(
      name: "Cookies", servings: test.servings, ingredients: [],
      details: RecipeDetails(yield: test.yield))
    let scaled = try Scaler(target: .factor(test.factor)).scale(recipe)
    #expect(scaled.title == test.title)
    #expect(scaled.yield(.ascii) == test.words)
    // A shopping list names what is cooked, without where it came from.
    #expect(!scaled.title(.ascii, namingOriginal: false).contains("from"))
  }
}
