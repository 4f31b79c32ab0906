/// The word tables the line reader asks, held by each line it reads.
///
/// The tables are built once, as `static let`s. Asking a `static let` goes
/// through the runtime's check that it was built, a call each time, and the
/// rules of a line ask a dozen times; a line holds a pointer to these, and
/// asks them in place (through `pointee`, a borrow: no copy, no reference
/// count).
struct LineTables: Sendable {
  /// The tables, built on the first line read and kept for the program's life.
  ///
  /// `nonisolated(unsafe)`: what it points to is written once, before the
  /// pointer is published, and never changed after.
  nonisolated(unsafe) static let shared: UnsafePointer<LineTables> = {
    let tables = UnsafeMutablePointer<LineTables>.allocate(capacity: 1)
    tables.initialize(to: LineTables())
    return UnsafePointer(tables)
  }()

  /// ``LineWord/numbers``.
  let numbers = LineWord.numbers
  /// ``LineWord/pluses``.
  let pluses = LineWord.pluses
  /// ``LineWord/qualifiers``.
  let qualifiers = LineWord.qualifiers
  /// ``LineWord/modifiers``.
  let modifiers = LineWord.modifiers
  /// ``LineWord/vagueWords``.
  let vagueWords = LineWord.vagueWords
  /// ``LineWord/rangeJoins``.
  let rangeJoins = LineWord.rangeJoins
  /// ``LineWord/joins``.
  let joins = LineWord.joins
  /// ``LineWord/ofs``.
  let ofs = LineWord.ofs
  /// ``LineWord/parts``.
  let parts = LineWord.parts
  /// ``LineWord/table``.
  let words = LineWord.table
  /// ``UnitWords/byFirstWord``.
  let unitsByFirstWord = UnitWords.byFirstWord
  /// ``UnitWords/containerFirstWords``.
  let containerFirstWords = UnitWords.containerFirstWords
  /// ``CookingUnit/sizes``.
  let sizes = CookingUnit.sizes

  private init() {}
}
