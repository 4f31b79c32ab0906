/// ISO 8601 durations, as schema.org times are given (`PT1H10M`), in words.
enum ISODuration {
  /// A duration in words, `1 hour 10 minutes`; text that is no duration
  /// (`20 mins`) as written, cleaned; `nil` for an empty or zero duration.
  static func words(_ raw: String) -> String? {
    let text = HTMLText.clean(raw)
    guard !text.isEmpty else { return nil }
    guard let parts = parts(of: text) else { return text }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  /// The non-zero parts of a duration in words, or `nil` when the text is no duration.
  private static func parts(of text: String) -> [String]? {
    var scalars = text.uppercased().unicodeScalars[...]
    guard scalars.first == "P" else { return nil }
    scalars = scalars.dropFirst()
    var inTime = false
    var parts: [String] = []
    var sawPart = false
    while let first = scalars.first {
      if first == "T" {
        guard !inTime else { return nil }
        inTime = true
        scalars = scalars.dropFirst()
        continue
      }
      let number = scalars.prefix { ("0"..."9").contains($0) || $0 == "." || $0 == "," }
      guard !number.isEmpty, number.count <= 12 else { return nil }
      scalars = scalars.dropFirst(number.count)
      guard let designator = scalars.first else { return nil }
      scalars = scalars.dropFirst()
      let unit: String
      switch (designator, inTime) {
      case ("Y", false): unit = "year"
      case ("M", false): unit = "month"
      case ("W", false): unit = "week"
      case ("D", false): unit = "day"
      case ("H", true): unit = "hour"
      case ("M", true): unit = "minute"
      case ("S", true): unit = "second"
      default: return nil
      }
      sawPart = true
      let amount = written(String(String.UnicodeScalarView(number)))
      guard amount != "0" else { continue }
      parts.append("\(amount) \(unit)\(amount == "1" ? "" : "s")")
    }
    return sawPart ? parts : nil
  }

  /// A number without leading zeros, a decimal comma as a point: `05` is `5`, `0,5` is `0.5`.
  private static func written(_ number: String) -> String {
    let pointed = number.map { $0 == "," ? "." : $0 }
    var whole = String(pointed.prefix { $0 != "." }.drop { $0 == "0" })
    if whole.isEmpty { whole = "0" }
    let fraction = pointed.drop { $0 != "." }.dropFirst()
    let places = String(fraction.reversed().drop { $0 == "0" }.reversed())
    return places.isEmpty ? whole : whole + "." + places
  }
}
