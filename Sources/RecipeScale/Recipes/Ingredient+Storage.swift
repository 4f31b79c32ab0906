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
    // The fields in this order: Swift lays them out as declared, and the name,
    // 17 bytes, last leaves no padding.
    var unit: CookingUnit?
    var source: SourceLine? {
      // A name kept as a place in the old line becomes a string before the line goes.
      willSet {
        if case .inSource = storedName { storedName = .string(name) }
      }
    }
    /// A million ingredients of a text are a million boxes: each field packed
    /// (the amounts in 16-bit parts, the source line's place in 8 bytes, the
    /// name a place in it, the fields few ingredients have boxed), the box
    /// takes 81 bytes, a 96-byte chunk of memory, and no string of its own:
    /// not the 224 bytes of plain fields and a string for most names, and
    /// fewer pages to touch. (A name's case costs a byte: a `String` leaves no
    /// spare bit for it.)
    private var amounts: PackedAmounts
    /// The group, the fixed flag, the forms given and amounts too wide to
    /// pack, or `nil` when they are all absent, as for most lines of text.
    var rare: RareFields?
    /// The name, or its place in ``source``.
    private(set) var storedName: StoredName

    /// The name, made a string when it is kept as a place in ``source``.
    var name: String {
      get {
        switch storedName {
        case .string(let name): return name
        case .inSource(let start, let count):
          return source?.string(inLine: Int(start)..<Int(start) + Int(count)) ?? ""
        }
      }
      set { storedName = .string(newValue) }
    }

    /// Whether the name is empty, without making it a string.
    var nameIsEmpty: Bool {
      switch storedName {
      case .string(let name): name.isEmpty
      case .inSource(_, let count): count == 0
      }
    }

    /// Calls `body` with the name's UTF-8 bytes, where they lie when it is a
    /// place in ``source``.
    func withNameBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
      switch storedName {
      case .string(let name):
        if let result = name.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(name.utf8).withUnsafeBufferPointer(body)
      case .inSource(let start, let count):
        guard let source else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return source.withBytes(inLine: Int(start)..<Int(start) + Int(count), body)
      }
    }

    var amount: Rational? {
      get { amounts.isWide ? rare?.wideAmounts?.amount : amounts.amount }
      set { setAmounts((newValue, amountMax)) }
    }
    var amountMax: Rational? {
      get { amounts.isWide ? rare?.wideAmounts?.amountMax : amounts.amountMax }
      set { setAmounts((amount, newValue)) }
    }
    var group: String? {
      get { rare?.group }
      set { setRare(group: newValue) }
    }
    var isFixed: Bool {
      get { rare?.isFixed ?? false }
      set { setRare(isFixed: newValue) }
    }
    var nameForms: NounForms {
      get { rare?.forms.name ?? NounForms() }
      set { setRare(forms: (newValue, unitForms)) }
    }
    var unitForms: NounForms {
      get { rare?.forms.unit ?? NounForms() }
      set { setRare(forms: (nameForms, newValue)) }
    }

    init(
      name: StoredName, amount: Rational?, unit: CookingUnit?, isFixed: Bool, amountMax: Rational?,
      source: SourceLine?, group: String?, nameForms: NounForms, unitForms: NounForms
    ) {
      self.storedName = name
      self.unit = unit
      self.source = source
      let packed = PackedAmounts(amount, amountMax)
      self.amounts = packed ?? .wide
      self.rare = RareFields.boxed(
        group: group, isFixed: isFixed, forms: (nameForms, unitForms),
        wideAmounts: packed == nil ? (amount, amountMax) : nil)
    }

    /// Packs the amounts, in the box of rare fields when they are too wide.
    private func setAmounts(_ new: RareFields.Amounts) {
      let packed = PackedAmounts(new.amount, new.amountMax)
      amounts = packed ?? .wide
      setRare(wideAmounts: .some(packed == nil ? new : nil))
    }

    /// Makes a new box of rare fields with the fields given changed; a field
    /// left `nil` keeps its value.
    private func setRare(
      group: String?? = nil, isFixed: Bool? = nil, forms: (name: NounForms, unit: NounForms)? = nil,
      wideAmounts: RareFields.Amounts?? = nil
    ) {
      rare = RareFields.boxed(
        group: group ?? self.group, isFixed: isFixed ?? self.isFixed,
        forms: forms ?? (nameForms, unitForms), wideAmounts: wideAmounts ?? rare?.wideAmounts)
    }

    /// A box of its own with the same fields, for a copy about to change one;
    /// the rare fields, which never change, stay shared.
    func copy() -> Storage {
      let copy = Storage(
        name: storedName, amount: nil, unit: unit, isFixed: false, amountMax: nil,
        source: source, group: nil, nameForms: NounForms(), unitForms: NounForms())
      copy.amounts = amounts
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
