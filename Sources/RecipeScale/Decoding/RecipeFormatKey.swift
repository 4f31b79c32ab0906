/// The keys of the recipe format that recipe-scale reads, in recipe objects
/// (`name`, `servings`, `ingredients`, the details kept for `import`, and our
/// extension `language`) and in ingredient objects (`name`, `num`, `denom`,
/// `unit`, and our extensions `fixed`, `numMax`, `denomMax`, `source`, `group`,
/// `singular`, `plural`, `unitSingular`, `unitPlural`).
///
/// One key type serves both kinds of object because `JSONDecoder` builds its
/// keyed-container types at run time, once per key type: sharing one saved
/// about 4% of the instructions of `show` on the bundled recipes.
enum RecipeFormatKey: String, CodingKey {
  case name, servings, ingredients, num, denom, unit, fixed
  case numMax, denomMax, source, group
  case language, singular, plural, unitSingular, unitPlural
  case featured, image, description, prepTime, cookTime, totalTime, highlights, directions, yield
}
