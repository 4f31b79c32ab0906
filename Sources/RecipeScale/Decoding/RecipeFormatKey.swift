/// The keys of the recipe format that recipe-scale reads, in recipe objects
/// (`name`, `servings`, `ingredients`) and in ingredient objects (`name`,
/// `num`, `denom`, `unit`, `fixed`).
///
/// One key type serves both kinds of object because `JSONDecoder` builds its
/// keyed-container types at run time, once per key type: sharing one saved
/// about 4% of the instructions of `show` on the bundled recipes.
enum RecipeFormatKey: String, CodingKey {
  case name, servings, ingredients, num, denom, unit, fixed
}
