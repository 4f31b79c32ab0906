import RecipeScale
import Testing

/// Checks the arithmetic against a naive reference in 128-bit integers: no
/// cross cancellation, no Knuth reduction, just the schoolbook formulas.
@Suite("Rational against a 128-bit reference")
struct RationalReferenceTests {
  struct Reference: Equatable {
    var numerator: Int128
    var denominator: Int128

    init(_ numerator: Int128, _ denominator: Int128) {
      var (n, d) = (numerator, denominator)
      if d < 0 { (n, d) = (-n, -d) }
      var (a, b) = (n.magnitude, d.magnitude)
      while b != 0 { (a, b) = (b, a % b) }
      let g = Int128(a == 0 ? 1 : a)
      self.numerator = n / g
      self.denominator = d / g
    }

    init(_ value: Rational) {
      self.init(Int128(value.numerator), Int128(value.denominator))
    }

    var fits: Bool {
      Int(exactly: numerator) != nil && Int(exactly: denominator) != nil
    }
  }

  /// Random rationals whose parts run over the whole 64-bit range, and over small
  /// values where results are likely to fit.
  static func randomPairs(count: Int, seed: UInt64) throws -> [(Rational, Rational)] {
    var generator = SplitMix64(seed: seed)
    func next() throws -> Rational {
      let wide = generator.next() % 3 == 0
      let numerator =
        wide ? Int(truncatingIfNeeded: generator.next()) : generator.int(in: -5000...5000)
      let denominator = wide ? generator.int(in: 1...Int.max) : generator.int(in: 1...5000)
      return try Rational(numerator == Int.min ? Int.min + 1 : numerator, denominator)
    }
    return try (0..<count).map { _ in (try next(), try next()) }
  }

  @Test("add, multiply, compare and reduce agree on 100,000 seeded random pairs")
  func agreesWithReference() throws {
    var failures = 0
    for (a, b) in try Self.randomPairs(count: 100_000, seed: 20_261_129) {
      let (ra, rb) = (Reference(a), Reference(b))
      // reduce
      if Reference(Int128(a.numerator), Int128(a.denominator)) != ra { failures += 1 }
      // add
      let sum = Reference(
        ra.numerator * rb.denominator + rb.numerator * ra.denominator,
        ra.denominator * rb.denominator)
      let (gotSum, sumOverflow) = a.addingReportingOverflow(b)
      if sumOverflow != !sum.fits || (!sumOverflow && Reference(gotSum) != sum) { failures += 1 }
      // multiply
      let product = Reference(ra.numerator * rb.numerator, ra.denominator * rb.denominator)
      let (gotProduct, productOverflow) = a.multipliedReportingOverflow(by: b)
      if productOverflow != !product.fits || (!productOverflow && Reference(gotProduct) != product)
      {
        failures += 1
      }
      // compare
      let less = ra.numerator * rb.denominator < rb.numerator * ra.denominator
      if (a < b) != less { failures += 1 }
    }
    #expect(failures == 0)
  }

  @Test("reduces as the reference does, for 100,000 seeded random numerators and denominators")
  func reducesAsReference() throws {
    var generator = SplitMix64(seed: 20_261_202)
    var failures = 0
    for round in 0..<100_000 {
      // Wide parts, small ones, and parts with large common powers of two and of three.
      let shape = round % 4
      var numerator = Int(truncatingIfNeeded: generator.next())
      var denominator = Int(truncatingIfNeeded: generator.next())
      if shape == 1 {
        numerator = generator.int(in: -5000...5000)
        denominator = generator.int(in: -5000...5000)
      } else if shape == 2 {
        numerator = generator.int(in: -9999...9999) << generator.int(in: 0...40)
        denominator = generator.int(in: 1...9999) << generator.int(in: 0...40)
      } else if shape == 3 {
        let power = [1, 3, 9, 27, 81, 243, 729][generator.int(in: 0...6)]
        numerator = generator.int(in: -99_999...99_999) * power
        denominator = generator.int(in: 1...99_999) * power
      }
      guard denominator != 0, numerator != Int.min, denominator != Int.min else { continue }
      let reference = Reference(Int128(numerator), Int128(denominator))
      let made = try Rational(numerator, denominator)
      if Reference(made) != reference || Int128(made.numerator) != reference.numerator {
        failures += 1
      }
    }
    #expect(failures == 0)
  }
}
