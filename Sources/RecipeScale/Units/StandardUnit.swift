/// A unit with a legal definition, so amounts in it convert exactly: `tsp`, `cup`, `g`, `ml`.
///
/// Sizes are exact rationals in millilitres (volume) or grams (mass), from the
/// US definitions: a teaspoon is 4.92892159375 ml, a tablespoon 3 teaspoons, a
/// fluid ounce 2 tablespoons, a cup 16 tablespoons, a pint 2 cups, a quart 2
/// pints, a gallon 4 quarts; an ounce is 28.349523125 g and a pound 16 ounces.
public struct StandardUnit: Hashable, Sendable {
  /// The name amounts are shown with once converted: `tsp`, `cup`, `fl oz`, `ml`.
  ///
  /// Millilitres are `ml` (as recipes and measuring jugs write them), and
  /// centilitres and decilitres `cl` and `dl` alike; litres are `L`, since a
  /// lone `l` reads as the digit 1.
  public let symbol: String
  /// Volume or mass.
  public let dimension: UnitDimension
  /// US customary or metric.
  public let system: MeasurementSystem
  /// The exact size in millilitres for a volume, in grams for a mass.
  public let size: Rational

  private init(
    _ symbol: String, _ dimension: UnitDimension, _ system: MeasurementSystem,
    _ numerator: Int, _ denominator: Int = 1
  ) {
    self.symbol = symbol
    self.dimension = dimension
    self.system = system
    self.size = Rational(reducedNumerator: numerator, denominator: denominator)
  }

  /// The unit as a ``CookingUnit``, to show an amount with.
  public var cookingUnit: CookingUnit { CookingUnit(symbol: symbol) }

  /// Whether two units are the same unit: no two have the same symbol.
  public static func == (lhs: StandardUnit, rhs: StandardUnit) -> Bool {
    lhs.symbol == rhs.symbol
  }

  /// Hashes the symbol, which tells the units apart.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(symbol)
  }

  // The US volumes are multiples of the teaspoon, 157725491/32000000 ml in lowest terms.

  /// The US teaspoon, 4.92892159375 ml.
  public static let teaspoon = StandardUnit("tsp", .volume, .us, 157_725_491, 32_000_000)
  /// The US tablespoon, 3 teaspoons.
  public static let tablespoon = StandardUnit("tbsp", .volume, .us, 473_176_473, 32_000_000)
  /// The US fluid ounce, 2 tablespoons.
  public static let fluidOunce = StandardUnit("fl oz", .volume, .us, 473_176_473, 16_000_000)
  /// The US cup, 16 tablespoons.
  public static let cup = StandardUnit("cup", .volume, .us, 473_176_473, 2_000_000)
  /// The US pint, 2 cups.
  public static let pint = StandardUnit("pint", .volume, .us, 473_176_473, 1_000_000)
  /// The US quart, 2 pints.
  public static let quart = StandardUnit("quart", .volume, .us, 473_176_473, 500_000)
  /// The US gallon, 4 quarts.
  public static let gallon = StandardUnit("gallon", .volume, .us, 473_176_473, 125_000)
  /// The avoirdupois ounce, 28.349523125 g.
  public static let ounce = StandardUnit("oz", .mass, .us, 45_359_237, 1_600_000)
  /// The avoirdupois pound, 16 ounces.
  public static let pound = StandardUnit("lb", .mass, .us, 45_359_237, 100_000)
  /// The millilitre.
  public static let milliliter = StandardUnit("ml", .volume, .metric, 1)
  /// The centilitre, 10 ml.
  public static let centiliter = StandardUnit("cl", .volume, .metric, 10)
  /// The decilitre, 100 ml.
  public static let deciliter = StandardUnit("dl", .volume, .metric, 100)
  /// The litre, 1000 ml.
  public static let liter = StandardUnit("L", .volume, .metric, 1000)
  /// The milligram.
  public static let milligram = StandardUnit("mg", .mass, .metric, 1, 1000)
  /// The gram.
  public static let gram = StandardUnit("g", .mass, .metric, 1)
  /// The kilogram, 1000 g.
  public static let kilogram = StandardUnit("kg", .mass, .metric, 1000)

  /// Every standard unit, US volumes first, each family from small to large.
  public static let all: [StandardUnit] = [
    teaspoon, tablespoon, fluidOunce, cup, pint, quart, gallon, ounce, pound,
    milliliter, centiliter, deciliter, liter, milligram, gram, kilogram,
  ]

  /// Recognizes a unit as recipes write it.
  ///
  /// Spelling, plural, abbreviation and periods do not matter (`tablespoons`,
  /// `Tbsp.`, `tbs`, `fl. oz.`, `millilitre`, `ML`, `ozs`, `gr`, `cup(s)`), and
  /// neither does case, except that `t` is a teaspoon and `T` a tablespoon. The
  /// spellings are those the line reader knows (`UnitWords`), so a unit reads
  /// the same in a recipes file and in a line of text.
  ///
  /// The initializer fails for a unit with no legal definition (`clove`, `can`, `pinch`).
  ///
  /// - Parameter written: The unit as written.
  public init?(recognizing written: String) {
    if written == "t" || written == "t." { self = .teaspoon; return }
    if written == "T" || written == "T." { self = .tablespoon; return }
    var key = StandardUnit.key(written)
    if let found = UnitWords.standardUnit(of: String(decoding: key, as: UTF8.self)) {
      self = found
      return
    }
    // `cup(s)` and `inch(es)` leave the number to the reader.
    guard key.last == UInt8(ascii: ")"),
      key.suffix(3).elementsEqual("(s)".utf8) || key.suffix(4).elementsEqual("(es)".utf8),
      let open = key.lastIndex(of: UInt8(ascii: "("))
    else { return nil }
    key.removeSubrange(open...)
    guard let found = UnitWords.standardUnit(of: String(decoding: key, as: UTF8.self)) else {
      return nil
    }
    self = found
  }

  /// The lookup key of a unit as written: lowercase, its words split at spaces
  /// and periods and joined by one space, as UTF-8.
  private static func key(_ written: String) -> [UInt8] {
    var key: [UInt8] = []
    var pendingSpace = false
    for byte in written.lowercased().utf8 {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: ".") {
        pendingSpace = !key.isEmpty
        continue
      }
      if pendingSpace {
        key.append(UInt8(ascii: " "))
        pendingSpace = false
      }
      key.append(byte)
    }
    return key
  }
}
