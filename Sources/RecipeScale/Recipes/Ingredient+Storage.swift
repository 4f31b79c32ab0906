extension Ingredient {
  /// The fields of an ingredient, held once and shared by every copy until one
  /// of them changes a field (copy-on-write).
  ///
  /// An ingredient holds seven strings, the whole source line among them. As
  /// plain stored properties, each copy (into a scaled ingredient, out of an
  /// array in a loop) retained and released every one of them, a quarter of
  /// the instructions of `show` on a text recipe; a copy of the box is one.
  ///
  /// `@unchecked Sendable`: fields change only through ``Ingredient``'s
  /// setters, and only once `isKnownUniquelyReferenced` has shown that no
  /// other ingredient, so no other thread, holds the box.
  final class Storage: @unchecked Sendable {
    var name: String
    var amount: Rational?
    var unit: CookingUnit?
    var isFixed: Bool
    var amountMax: Rational?
    var source: SourceLine?
    var group: String?
    var nameForms: NounForms
    var unitForms: NounForms

    init(
      name: String, amount: Rational?, unit: CookingUnit?, isFixed: Bool, amountMax: Rational?,
      source: SourceLine?, group: String?, nameForms: NounForms, unitForms: NounForms
    ) {
      self.name = name
      self.amount = amount
      self.unit = unit
      self.isFixed = isFixed
      self.amountMax = amountMax
      self.source = source
      self.group = group
      self.nameForms = nameForms
      self.unitForms = unitForms
    }

    /// A box of its own with the same fields, for a copy about to change one.
    func copy() -> Storage {
      Storage(
        name: name, amount: amount, unit: unit, isFixed: isFixed, amountMax: amountMax,
        source: source, group: group, nameForms: nameForms, unitForms: unitForms)
    }

    /// Whether every field is equal, as the synthesized `==` compared them.
    func hasSameFields(as other: Storage) -> Bool {
      name == other.name && amount == other.amount && unit == other.unit
        && isFixed == other.isFixed && amountMax == other.amountMax && source == other.source
        && group == other.group && nameForms == other.nameForms && unitForms == other.unitForms
    }

    /// Feeds every field to a hasher, in the order of ``hasSameFields(as:)``.
    func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(amount)
      hasher.combine(unit)
      hasher.combine(isFixed)
      hasher.combine(amountMax)
      hasher.combine(source)
      hasher.combine(group)
      hasher.combine(nameForms)
      hasher.combine(unitForms)
    }
  }

  /// The box, made this ingredient's own first when another ingredient shares it.
  mutating func uniqueStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// Whether two ingredients have equal fields; a shared box is equal without a look.
  public static func == (lhs: Ingredient, rhs: Ingredient) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.hasSameFields(as: rhs.storage)
  }

  /// Feeds every field to a hasher.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    storage.hash(into: &hasher)
  }
}
