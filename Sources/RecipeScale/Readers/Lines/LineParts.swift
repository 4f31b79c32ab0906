/// What the reader made of a line: the parts of an ingredient, as byte ranges of the line.
struct LineParts {
  /// The amount, or the lower end of a range; `nil` when unquantified.
  var amount: Rational?
  /// The upper end of a range.
  var amountMax: Rational?
  /// The unit as written, sizes and modifiers included.
  var unit: Range<Int>?
  /// The name, notes included.
  var name: Range<Int>
  /// Whether the amount is a measure of weight or volume, whose equivalents in
  /// the name's notes (`(50g)`) are left out (see ``LineText/equivalentCuts(in:)``).
  var isMeasured = false
  /// The author's restatements of the amount in other units of weight or
  /// volume (`240 ml` of `1 cup (240 ml)`, `50g` of `1/4 cup sugar (50g)`).
  var equivalents: [Quantity] = []
  /// Words that came before the amount and follow the name's first part: `juice of`.
  var lead: Range<Int>?
  /// Whether the lead is English, where its first word loses the capital that started the line.
  var leadIsEnglish = false
}
