extension Ingredient {
  /// Every field of an ingredient, as plain stored properties; an ingredient
  /// keeps them in a ``SharedFields`` box.
  struct Fields: Hashable, Sendable {
    var name: String
    var amount: Rational?
    var unit: CookingUnit?
    var isFixed: Bool
    var amountMax: Rational?
    var sourceLine: SourceLine?
    var group: String?
    var nameForms: NounForms
    var unitForms: NounForms
    var doubt: LineDoubt?
    var equivalents: [Quantity] = []
  }
}
