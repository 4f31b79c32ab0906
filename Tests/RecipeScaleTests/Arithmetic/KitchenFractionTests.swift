import RecipeScale
import Testing

/// Fractions no kitchen measures become the nearest eighth or third.
@Suite("Kitchen fractions")
struct KitchenFractionTests {
  @Test(
    "a denominator above 16 rounds to eighths or thirds; 16 and below stay",
    arguments: [
      ("399/400", "1"), ("1 63922289/136077711", "1 1/2"), ("5/36", "1/8"), ("133/200", "2/3"),
      ("1/2", "1/2"), ("5/16", "5/16"), ("7/12", "7/12"), ("17/17", "1"), ("35/100", "1/3"),
      ("1/48", "0 or nil"),
    ])
  func rounds(value: String, expected: String) throws {
    let rational = try #require(Rational(value))
    if expected == "0 or nil" {
      #expect(rational.kitchenFraction == nil)
    } else {
      #expect(rational.kitchenFraction == Rational(expected))
    }
  }

  @Test("the rounding is never more than a sixteenth away")
  func bounded() throws {
    let sixteenth = try Rational(1, 16)
    let minusSixteenth = try Rational(-1, 16)
    var generator = SplitMix64(seed: 33)
    for _ in 0..<2000 {
      let value = try Rational(
        Int(generator.next() % 100_000) + 1, Int(generator.next() % 997) + 17)
      guard value.denominator > 16 else {
        #expect(value.kitchenFraction == value)
        continue
      }
      guard let rounded = value.kitchenFraction else {
        #expect(value < sixteenth)
        continue
      }
      #expect(rounded.denominator <= 8 || rounded.denominator == 3)
      let difference = try rounded.adding(Rational(-value.numerator, value.denominator))
      #expect(difference <= sixteenth && difference >= minusSixteenth)
    }
  }

  @Test("titles round servings no kitchen names to halves, marked, in auto and unicode only")
  func titles() throws {
    let recipe = try Recipe(
      name: "Cookies", servings: 24,
      ingredients: [Ingredient(name: "Flour", amount: Rational(2), unit: CookingUnit("cups"))])
    let scaled = try Scaler(target: .factor(try #require(Rational("1.33")))).scale(recipe)
    #expect(scaled.title(.auto) == "Cookies (~32 servings, from 24)")
    #expect(scaled.title(.unicode) == "Cookies (~32 servings, from 24)")
    #expect(scaled.title(.ascii) == "Cookies (31 23/25 servings, from 24)")
    let third = try Scaler(target: .factor(try #require(Rational("1/3")))).scale(recipe)
    #expect(third.title(.auto) == "Cookies (8 servings, from 24)")
  }
}
