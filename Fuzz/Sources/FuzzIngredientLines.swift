// libFuzzer target: bytes as ingredient lines, through IngredientLineParser, with
// oracles for the rule that matters most: never a wrong number.
import RecipeScale

/// The fuzzer's entry point: one input, each of its lines checked against every property.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: How many bytes there are.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIngredientLines(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let parser = IngredientLineParser()
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    checkLine(line, parser)
  }
  return 0
}

private func checkLine(_ line: Substring, _ parser: IngredientLineParser) {
  let reading: IngredientLineReading
  do {
    reading = try parser.read(line)
  } catch {
    guard case .numberTooLarge(let column) = error else { return }
    check(column >= 1 && column <= line.count, "error column \(column) outside the line")
    check(
      line.unicodeScalars.contains { $0.properties.numericType != nil }, "too large with no digit")
    return
  }
  // The same text in a string of its own reads the same: offsets are the line's own.
  check((try? parser.read(String(line))) == reading, "a copy of the line reads differently")
  let ingredient = reading.ingredient
  // Compared as bytes: trimming may split a space from a combining mark after it. An
  // empty line has an empty source, which firstRange(of:) does not find even in itself.
  check(
    ingredient.source.map { $0.isEmpty || Array(line.utf8).firstRange(of: Array($0.utf8)) != nil }
      == true,
    "the source is not from the line")
  if let doubt = reading.doubt {
    check(ingredient.amount == nil && ingredient.unit == nil, "a doubt with an amount")
    check(doubt.column >= 1 && doubt.column <= line.count + 1, "doubt column outside the line")
    return
  }
  guard let amount = ingredient.amount else {
    check(ingredient.unit == nil && ingredient.amountMax == nil, "a unit with no amount")
    return
  }
  check(amount > .zero, "an amount not above zero")
  if let amountMax = ingredient.amountMax {
    check(amountMax > amount, "a range that does not go up")
  }
  check(writesNumber(line, ingredient.unit), "an amount from a line that writes no number")
  check(ingredient.unit.map { !$0.written.isEmpty } ?? true, "an empty unit")
  // Written back as amount, unit and name, the line reads to the same amount, or to a
  // doubt. A name that starts with a container (`cans clove 2-3ounce` is written back
  // `2-3 ounce cans clove`) joins the unit as a package's size (two 3-ounce cans): the
  // reader's rule for `2-3 oz. pkgs.`, so the property holds where the unit stays.
  var written = amount.description
  if let amountMax = ingredient.amountMax { written += "-" + amountMax.description }
  if let unit = ingredient.unit { written += " " + unit.written }
  written += " " + ingredient.name
  // A name that starts with an amount of its own (`15-oz of one g` is named `one g`)
  // joins the amount written back as a compound (`15 oz one g` is 15 oz + 1 g): the
  // property holds where the name stays the name.
  if let again = try? parser.read(written), again.doubt == nil,
    again.ingredient.unit?.written == ingredient.unit?.written,
    again.ingredient.name == ingredient.name
  {
    check(again.ingredient.amount == amount, "written back, \(written) reads another amount")
    check(again.ingredient.amountMax == ingredient.amountMax, "written back, another range")
  }
  // Scaling and showing it never traps.
  _ =
    ScaledIngredient(
      ingredient: ingredient,
      amount: amount.multipliedReportingOverflow(
        by: Rational(3)
      ).partialValue
    ).text
}

/// Words that can stand for a number: every amount comes from digits, fraction
/// characters or one of these.
private let numberWords: Set<String> = [
  "a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "half", "quarter", "third", "thirds", "quarters", "fourth", "fourths",
  "eighth", "eighths", "halves", "halbe", "halber", "halben", "halve", "demi", "demie", "medio",
  "media", "mezzo", "mezza", "meio", "meia", "un", "une", "una", "uno", "ein", "eine", "einen",
  "een", "dozen",
]

/// The Chinese numerals Unicode gives no numeric value: `半` (a half, `猪肉 半斤`) and
/// `两` (two before a measure word, `两勺`).
private let chineseNumeralsWithoutValue: Set<Character> = ["半", "两", "兩"]

/// Whether a line writes a number: a digit, fraction or numeral character, a number
/// word, or a unit that says one where the line starts (`pinch of salt`, `dozen eggs`).
private func writesNumber(_ line: Substring, _ unit: CookingUnit?) -> Bool {
  if line.unicodeScalars.contains(where: { $0.properties.numericType != nil }) { return true }
  if line.contains(where: chineseNumeralsWithoutValue.contains) { return true }
  let words = line.lowercased().split { !$0.isLetter }
  if words.contains(where: { numberWords.contains(String($0)) }) { return true }
  guard let unit, let first = words.first else { return false }
  return unit.written.lowercased().split { !$0.isLetter }.contains { $0 == first }
}
