extension Ingredient {
  /// The fields few ingredients have: the heading they stand under, the fixed
  /// flag, the forms a recipe gives for their words, and amounts too wide to pack.
  ///
  /// Boxed together, they cost an ingredient one pointer instead of the 25
  /// bytes of a group, a flag and a box of forms, and the lines under one
  /// heading share one box: a text's reader makes the
  /// box once for its heading (see ``Ingredient/sharing(_:)``). A box never
  /// changes; a setter makes a new one.
  final class RareFields: Sendable {
    /// The amount and range end as a pair.
    typealias Amounts = (amount: Rational?, amountMax: Rational?)

    let group: String?
    let isFixed: Bool
    let forms: (name: NounForms, unit: NounForms)
    /// The amounts, when a part of one needs more than the 16 bits of
    /// ``PackedAmounts``; `nil` when they are packed in the ingredient's box.
    let wideAmounts: Amounts?

    /// A box for a group alone, for the lines under a heading to share.
    ///
    /// - Parameter group: The heading.
    convenience init(group: String) {
      self.init(
        group: group, isFixed: false, forms: (NounForms(), NounForms()), wideAmounts: nil)
    }

    private init(
      group: String?, isFixed: Bool, forms: (name: NounForms, unit: NounForms),
      wideAmounts: Amounts?
    ) {
      self.group = group
      self.isFixed = isFixed
      self.forms = forms
      self.wideAmounts = wideAmounts
    }

    /// The box for some fields, or `nil` when every one is absent.
    static func boxed(
      group: String?, isFixed: Bool, forms: (name: NounForms, unit: NounForms),
      wideAmounts: Amounts?
    ) -> RareFields? {
      if group == nil, !isFixed, forms.name.isEmpty, forms.unit.isEmpty, wideAmounts == nil {
        return nil
      }
      return RareFields(group: group, isFixed: isFixed, forms: forms, wideAmounts: wideAmounts)
    }
  }

  /// The ingredient with a box of rare fields made for many ingredients to
  /// share, when it has none of its own; with its own, the box's group is set.
  ///
  /// - Parameter fields: The shared box.
  mutating func sharing(_ fields: RareFields) {
    guard storage.rare != nil else {
      uniqueStorage().rare = fields
      return
    }
    group = fields.group
  }
}
