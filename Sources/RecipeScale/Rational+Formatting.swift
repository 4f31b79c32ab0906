extension Rational: CustomStringConvertible {
  /// The value as an ASCII mixed number: `3`, `3/4`, `1 1/2`, `-2 1/3`.
  public var description: String {
    let whole = numerator / denominator
    let remainder = (numerator % denominator).magnitude
    if remainder == 0 { return String(whole) }
    let fraction = "\(remainder)/\(denominator)"
    if whole == 0 { return numerator < 0 ? "-" + fraction : fraction }
    return "\(whole) \(fraction)"
  }
}
