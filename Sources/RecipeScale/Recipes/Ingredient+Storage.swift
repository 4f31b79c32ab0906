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
    var unit: CookingUnit?
    var source: SourceLine?
    /// A million ingredients of a text are a million boxes: each field packed
    /// (the amounts as ``PackedRational``, the source line's place in 8 bytes,
    /// the fields few ingredients have boxed), the box takes 112 bytes of
    /// memory, not the 224 of plain fields, and fewer pages to touch.
    @PackedRational var amount: Rational?
    @PackedRational var amountMax: Rational?
    /// The group, the fixed flag and the forms given, or `nil` when they are
    /// all absent, as for most lines of text.
    var rare: RareFields?

    var group: String? {
      get { rare?.group }
      set { rare = RareFields.boxed(group: newValue, isFixed: isFixed, forms: forms) }
    }
    var isFixed: Bool {
      get { rare?.isFixed ?? false }
      set { rare = RareFields.boxed(group: group, isFixed: newValue, forms: forms) }
    }
    var nameForms: NounForms {
      get { rare?.forms.name ?? NounForms() }
      set { rare = RareFields.boxed(group: group, isFixed: isFixed, forms: (newValue, unitForms)) }
    }
    var unitForms: NounForms {
      get { rare?.forms.unit ?? NounForms() }
      set { rare = RareFields.boxed(group: group, isFixed: isFixed, forms: (nameForms, newValue)) }
    }
    private var forms: (name: NounForms, unit: NounForms) { (nameForms, unitForms) }

    init(
      name: String, amount: Rational?, unit: CookingUnit?, isFixed: Bool, amountMax: Rational?,
      source: SourceLine?, group: String?, nameForms: NounForms, unitForms: NounForms
    ) {
      self.name = name
      self.unit = unit
      self.source = source
      self.amount = amount
      self.amountMax = amountMax
      self.rare = RareFields.boxed(
        group: group, isFixed: isFixed, forms: (nameForms, unitForms))
    }

    /// A box of its own with the same fields, for a copy about to change one;
    /// the rare fields, which never change, stay shared.
    func copy() -> Storage {
      let copy = Storage(
        name: name, amount: amount, unit: unit, isFixed: false, amountMax: amountMax,
        source: source, group: nil, nameForms: NounForms(), unitForms: NounForms())
      copy.rare = rare
      return copy
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
