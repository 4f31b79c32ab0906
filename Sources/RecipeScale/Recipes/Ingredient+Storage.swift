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
    /// The forms a recipe gives for its words, which few ingredients have: boxed,
    /// they cost an ingredient one pointer instead of four optional strings.
    final class GivenForms: Sendable {
      let name: NounForms
      let unit: NounForms

      init(name: NounForms, unit: NounForms) {
        self.name = name
        self.unit = unit
      }
    }

    var name: String
    var unit: CookingUnit?
    var source: SourceLine?
    var group: String?
    /// A million ingredients of a text are a million boxes: each field packed
    /// (the amounts as ``PackedRational``, the forms boxed, the flag last), the
    /// box takes 160 bytes of memory, not 224, and fewer pages to touch.
    @PackedRational var amount: Rational?
    @PackedRational var amountMax: Rational?
    private var givenForms: GivenForms?
    var isFixed: Bool
    var nameForms: NounForms {
      get { givenForms?.name ?? NounForms() }
      set { givenForms = Storage.boxed(name: newValue, unit: unitForms) }
    }
    var unitForms: NounForms {
      get { givenForms?.unit ?? NounForms() }
      set { givenForms = Storage.boxed(name: nameForms, unit: newValue) }
    }

    init(
      name: String, amount: Rational?, unit: CookingUnit?, isFixed: Bool, amountMax: Rational?,
      source: SourceLine?, group: String?, nameForms: NounForms, unitForms: NounForms
    ) {
      self.name = name
      self.unit = unit
      self.source = source
      self.group = group
      self.amount = amount
      self.amountMax = amountMax
      self.givenForms = Storage.boxed(name: nameForms, unit: unitForms)
      self.isFixed = isFixed
    }

    private static func boxed(name: NounForms, unit: NounForms) -> GivenForms? {
      name.isEmpty && unit.isEmpty ? nil : GivenForms(name: name, unit: unit)
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
