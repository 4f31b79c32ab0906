import RecipeScale

/// A line and what reading it must give: the amount and range end as `Rational` text,
/// the unit exactly as written, and the name; `nil` where there is none.
typealias LineCase = (
  line: String, amount: String?, amountMax: String?, unit: String?, name: String
)

/// A line the reader must not be sure of, why, and the column it must point at.
typealias DoubtCase = (line: String, reason: LineDoubt.Reason, column: Int)

/// Ingredient lines written the way many sites and hands write them, by construct.
enum IngredientLineCases {}
