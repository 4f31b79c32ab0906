extension Ingredient {
  /// An ingredient's fields in one object that the copies of the ingredient
  /// share.
  ///
  /// An ingredient is copied into every scaled line, and a scaled line out of
  /// the list a formatter reads. As plain stored properties of the struct, each
  /// copy retained and released every string and checked every optional field
  /// one by one: a sixth of the time `show --format tsv` took on a long text
  /// recipe. A copy of the box is one reference count. The box never changes:
  /// a setter of ``Ingredient`` puts its fields, changed, in a new one.
  final class SharedFields: Sendable {
    let fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }
}
