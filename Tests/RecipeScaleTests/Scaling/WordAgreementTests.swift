import RecipeScale
import Testing

/// Lines read from text, scaled, and printed with their words agreeing with the
/// new amount: English units and names by English rules, abbreviations without an
/// `s` at one and below, and units of other languages as written.
@Suite("Word agreement of scaled lines")
struct WordAgreementTests {
  /// The line read, scaled by a factor, and printed with exact fractions.
  func scaled(_ line: String, by factor: String, language: String? = nil) throws -> String {
    let ingredient = try IngredientLineParser().read(line).ingredient
    let amount = try #require(ingredient.amount)
    let by = try #require(Rational(factor))
    var scaled = ScaledIngredient(ingredient: ingredient, amount: try amount.multiplied(by: by))
    scaled.amountMax = try ingredient.amountMax.map { try $0.multiplied(by: by) }
    scaled.language = language.flatMap(LanguageTag.init)
    return scaled.line(AmountStyle(fractions: .ascii)).text
  }

  @Test(
    "an abbreviation's s-plural goes at one and below, and stays above",
    arguments: [
      ("3 lbs ground beef", "1/3", "1 lb ground beef"),
      ("1 1/2 lbs. boneless chicken thighs", "1/2", "3/4 lb. boneless chicken thighs"),
      ("3 LBS RUSSET POTATOES", "1/4", "3/4 LB RUSSET POTATOES"),
      ("2 qts chicken stock", "1/2", "1 qt chicken stock"),
      ("2 pts heavy cream", "1/4", "1/2 pt heavy cream"),
      ("4 Tbsps. butter, melted", "1/4", "1 Tbsp. butter, melted"),
      ("3 tsps baking powder", "1/3", "1 tsp baking powder"),
      ("2 ozs. Parmesan", "1/2", "1 oz. Parmesan"),
      ("2 (8 oz.) pkgs. cream cheese", "1/2", "1 (8 oz.) pkg. cream cheese"),
      ("3 lbs ground beef", "2", "6 lbs ground beef"),
      ("1 lb ground beef", "3", "3 lb ground beef"),
      ("2 Tbs honey", "1/2", "1 Tbs honey"),
    ])
  func abbreviations(line: String, factor: String, expected: String) throws {
    #expect(try scaled(line, by: factor) == expected)
  }

  @Test(
    "English count units agree by English rules, whatever number the line wrote",
    arguments: [
      ("3 Clove Garlic, minced", "2", "6 Cloves Garlic, minced"),
      ("2 Slice Bread, toasted", "2", "4 Slices Bread, toasted"),
      ("2 Stalk Celery", "2", "4 Stalks Celery"),
      ("2 dash Angostura bitters", "2", "4 dashes Angostura bitters"),
      ("1.5 stick butter", "2", "3 sticks butter"),
      ("3 Clove Garlic", "1", "3 Cloves Garlic"),
      ("4 cloves garlic", "1/4", "1 clove garlic"),
      ("2 medium cloves garlic", "1/2", "1 medium clove garlic"),
      ("1 heavy dash orange bitters", "3", "3 heavy dashes orange bitters"),
      ("2 katoris rice", "1/2", "1 katori rice"),
      // A count word before a plural noun describes it, and keeps its number.
      ("2 loaf pans, greased", "2", "4 loaf pans, greased"),
      ("2 sheet pans", "1", "2 sheet pans"),
    ])
  func englishUnits(line: String, factor: String, expected: String) throws {
    #expect(try scaled(line, by: factor) == expected)
  }

  @Test(
    "a unit word of another language takes its own language's form from the table",
    arguments: [
      ("1 cuillère à soupe de miel", "2", "2 cuillères à soupe miel"),
      ("2 cuillères à café de sel", "1/2", "1 cuillère à café sel"),
      ("1 c. à soupe d'huile", "3", "3 c. à soupe huile"),
      ("1 colher de chá de sal", "2", "2 colheres de chá sal"),
      ("1 colher (sopa) de manteiga", "2", "2 colheres (sopa) manteiga"),
      ("1 xícara (chá) de leite", "3", "3 xícaras (chá) leite"),
      ("1 Zehe Knoblauch", "3", "3 Zehen Knoblauch"),
      ("1 noix de beurre", "2", "2 noix beurre"),
      ("1 etto di prosciutto", "2", "2 etti prosciutto"),
      ("1 bos peterselie", "2", "2 bossen peterselie"),
      ("3 tazas de leche", "1/3", "1 taza leche"),
      ("2 cdas de aceite", "1/2", "1 cdas aceite"),
      ("1 łyżka oleju", "2", "2 łyżka oleju"),
    ])
  func otherLanguages(line: String, factor: String, expected: String) throws {
    #expect(try scaled(line, by: factor) == expected)
  }

  @Test(
    "a name's counted word stops at a parenthesis as at a comma",
    arguments: [
      ("1 onion (6 oz, 170 g)", "2", "2 onions (6 oz, 170 g)"),
      ("2 shallots (about 3 oz), sliced", "1/2", "1 shallot (about 3 oz), sliced"),
      ("1 small lemon (zest and juice)", "3", "3 small lemons (zest and juice)"),
      ("1 egg(s)", "2", "2 eggs"),
      ("1 jalapeño (seeded, if you like)", "2", "2 jalapeños (seeded, if you like)"),
      // A note inside the name, before its noun: the noun is counted.
      ("6 small (2-inch) potatoes", "1/3", "2 small (2-inch) potatoes"),
      ("3 large (room-temperature) eggs", "1/3", "1 large (room-temperature) egg"),
      ("1 medium (about 8 oz) onion, diced", "2", "2 medium (about 8 oz) onions, diced"),
    ])
  func parenthesis(line: String, factor: String, expected: String) throws {
    #expect(try scaled(line, by: factor) == expected)
  }

  @Test(
    "the line's own number of a name stays on its side of one; across it, chilli is chillies",
    arguments: [
      // `2 red chilli` is how British recipes write it, and stays so.
      ("2 dried red chilli", "1", "2 dried red chilli"),
      ("2 dried red chilli", "1/2", "1 dried red chilli"),
      ("4 Weetabix, crushed", "2", "8 Weetabix, crushed"),
      ("5 cents worth of yeast", "1", "5 cents worth of yeast"),
      ("2 dried red chillis", "2", "4 dried red chillis"),
      ("4 red chillis, seeded", "1/4", "1 red chilli, seeded"),
      ("6 rotis", "1/2", "3 rotis"),
      ("3 mangos, diced", "2", "6 mangos, diced"),
      ("1 chilli", "2", "2 chillies"),
      ("2 dozens eggs", "1", "2 dozen eggs"),
    ])
  func writtenPlurals(line: String, factor: String, expected: String) throws {
    #expect(try scaled(line, by: factor) == expected)
  }
}
