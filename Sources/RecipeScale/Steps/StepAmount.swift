/// An amount of an ingredient written in a step of a method, and where.
struct StepAmount {
  /// Where the amount is written in the step's UTF-8: the number and its unit
  /// (`½ tbsp`), or the number and the words of what it counts (`3 large eggs`).
  var range: Range<Int>
  /// The amount as an ingredient: its amount, range end and unit, and for a
  /// count of things the words counted (`large eggs`) as its name.
  var ingredient: Ingredient
}
