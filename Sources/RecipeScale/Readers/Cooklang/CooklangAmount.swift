/// What the braces of a Cooklang ingredient say: `{200%g}`, `{=1%tsp}`, `{some}`.
struct CooklangAmount {
  /// The exact amount, or `nil` when the quantity is empty or words.
  var amount: Rational?
  /// The upper end of a range such as `2-3`.
  var amountMax: Rational?
  /// The unit; for a quantity in words, the words and the unit together.
  var unit: CookingUnit?
  /// Whether the quantity was written `=` first, so it never scales.
  var isFixed = false

  /// Why braces cannot be read: a number with no exact 64-bit form.
  struct TooLarge: Error {
    /// Where the number starts, in scalars from the start of the braces' contents.
    var offset: Int
  }

  /// Reads the contents of braces, without the braces.
  init(reading contents: ArraySlice<Unicode.Scalar>) throws(TooLarge) {
    let percent = contents.firstIndex(of: "%")
    let quantityPart = contents[..<(percent ?? contents.endIndex)]
    let unitText: [Unicode.Scalar] =
      percent.map { CooklangAmount.trimmed(contents[contents.index(after: $0)...]) } ?? []
    var quantity = CooklangAmount.trimmed(quantityPart)
    // Where the quantity starts, for the column of an error.
    var offset = quantityPart.firstIndex { !$0.properties.isWhitespace } ?? contents.startIndex
    if quantity.first == "=" {
      isFixed = true
      quantity.removeFirst()
      let kept = quantity
      quantity = CooklangAmount.trimmed(kept[...])
      offset += 1 + (kept.firstIndex { !$0.properties.isWhitespace } ?? 0)
    }
    offset -= contents.startIndex
    if quantity.isEmpty {
      // `@salt{}` or `@salt{%pinch}`: no amount; a unit alone is still kept.
      unit = CookingUnit(CooklangAmount.string(unitText))
      isFixed = false
      return
    }
    let value: (low: Rational, high: Rational?)?
    do {
      value = try CooklangAmount.range(quantity)
    } catch {
      throw TooLarge(offset: offset)
    }
    guard let value, value.low != .zero else {
      // Words (`some`, `few`, `7 k`): no amount, and the words stay with the unit.
      let words = unitText.isEmpty ? quantity : quantity + [" "] + unitText
      unit = CookingUnit(CooklangAmount.string(words))
      isFixed = false
      return
    }
    amount = value.low
    amountMax = value.high
    unit = CookingUnit(CooklangAmount.string(unitText))
  }

  /// A number, or a range of two rising numbers joined by `-`; `nil` for anything else.
  static func range(_ text: [Unicode.Scalar]) throws(ArithmeticError)
    -> (low: Rational, high: Rational?)?
  {
    guard let dash = text.firstIndex(of: "-") else {
      return try number(text).map { ($0, nil) }
    }
    guard let low = try number(trimmed(text[..<dash])),
      let high = try number(trimmed(text[(dash + 1)...])), low < high
    else { return nil }
    return (low, high)
  }

  /// A number as the spec writes one (`3`, `1.5`, `1/2`, `1 / 2`) or a mixed
  /// number (`1 1/2`); `nil` for anything else, including a leading zero (`01/2`).
  /// - Throws: ``ArithmeticError/overflow`` for a number with no 64-bit form.
  static func number(_ text: [Unicode.Scalar]) throws(ArithmeticError) -> Rational? {
    // Spaces around a slash do not count: `1 / 2` is `1/2`.
    var joined: [Unicode.Scalar] = []
    for scalar in text {
      if scalar == "/" {
        while joined.last == " " { joined.removeLast() }
      } else if scalar == " ", joined.last == "/" || joined.last == " " {
        continue
      }
      joined.append(scalar)
    }
    let words = joined.split(separator: " ")
    switch words.count {
    case 1:
      return try simple(words[0])
    case 2:
      guard let whole = try integer(words[0]), words[1].contains("/"),
        let fraction = try simple(words[1]), fraction < .one
      else { return nil }
      return try whole.adding(fraction)
    default:
      return nil
    }
  }

  /// An integer, a decimal or a fraction.
  private static func simple(_ text: ArraySlice<Unicode.Scalar>) throws(ArithmeticError)
    -> Rational?
  {
    if let slash = text.firstIndex(of: "/") {
      guard let top = try integer(text[..<slash]),
        let bottom = try integer(text[(slash + 1)...]), bottom != .zero
      else { return nil }
      return try top.divided(by: bottom)
    }
    if let dot = text.firstIndex(of: ".") {
      let fraction = text[(dot + 1)...]
      guard let whole = try integer(text[..<dot]), !fraction.isEmpty,
        fraction.allSatisfy({ $0.properties.numericType != nil && $0.isASCII })
      else { return nil }
      var value = Rational.zero
      var scale = Rational.one
      let ten = Rational(10)
      for digit in fraction {
        scale = try scale.multiplied(by: ten)
        let place = try Rational(Int(digit.value) - 48).divided(by: scale)
        value = try value.adding(place)
      }
      return try whole.adding(value)
    }
    return try integer(text)
  }

  /// ASCII digits without a leading zero (but `0` itself).
  private static func integer(_ text: ArraySlice<Unicode.Scalar>) throws(ArithmeticError)
    -> Rational?
  {
    guard let first = text.first,
      text.allSatisfy({ $0.value >= 48 && $0.value <= 57 }),
      first != "0" || text.count == 1
    else { return nil }
    var value = 0
    for digit in text {
      let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowB) = times.addingReportingOverflow(Int(digit.value) - 48)
      if overflowA || overflowB { throw .overflow }
      value = sum
    }
    return Rational(value)
  }

  /// Scalars without white space at either end.
  static func trimmed(_ text: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
    guard let first = text.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = text.lastIndex(where: { !$0.properties.isWhitespace })
    else { return [] }
    return Array(text[first...last])
  }

  /// Scalars as a string.
  static func string(_ scalars: [Unicode.Scalar]) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }
}
