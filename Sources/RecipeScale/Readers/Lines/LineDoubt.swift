/// Why the reader is not sure of a line, and where in it.
///
/// A line read with doubt becomes an unquantified ingredient named by the whole line,
/// so no amount is ever guessed.
public struct LineDoubt: Hashable, Sendable {
  /// What made the reader unsure.
  public enum Reason: Hashable, Sendable, CaseIterable {
    /// A quantity that is no number: `a few`, `some`, `several`, `2-ish`, `2+`.
    case vagueQuantity
    /// A separator that means a decimal in one country and thousands in another:
    /// `1,500 g`, `1.500 kg`, `1 500 g`, or a decimal comma before no unit.
    case ambiguousSeparator
    /// A number before `.` or `)` that is a list number or an amount with a stray mark: `3. Eggs`.
    case listNumber
    /// A number after the start of a line that does not start with an amount: `Salt (1 tsp)`.
    case amountNotAtStart
    /// A number the reader cannot place: `2 3 eggs`, `1-2-3`, `1/2/24`, `2nd`.
    case strayNumber
    /// A range whose upper end is not above its lower end: `3-2 cups`.
    case descendingRange
    /// An amount of zero, or a fraction with a zero in it: `0 g`, `1/0 cup`.
    case zeroAmount
    /// Amounts in units that do not add up: `1 cup plus 2 oz`, `1 tsp to 1 tbsp`.
    case incompatibleUnits
    /// A size with no count before it: `400g can tomatoes`, `14-ounce can`.
    case impliedCount
    /// A unit with no amount before it: `tbsp olive oil`.
    case unitWithoutAmount
    /// An amount with no name after it, or an empty line.
    case noName
    /// A second amount joined to the first: `1 egg plus 1 yolk`, `2 tbsp butter or 30 g oil`.
    case secondAmount
    /// A number that measures a pan or an oven, not an ingredient: `9x13-inch pan`,
    /// `9 x 13 inch dish`, `350°F oven`.
    case panOrOven
    /// A length of time or the people a recipe serves, not an amount: `20 minutes`,
    /// `1 hour`, `8 servings`, `4 Personen`.
    case timeOrServings
    /// A fraction above one whose numerator has two digits: `11/2 cups` is how a
    /// scan or a lost space writes `1 1/2`, and no cook writes eleven halves.
    case runTogether
    /// A nutrition fact, which no recipe scales: `Calories: 350`, `Protein: 12 g`,
    /// `Servings per container: 4`.
    case nutrition
  }

  /// What made the reader unsure.
  public var reason: Reason
  /// The 1-based column, in characters of the line as given, where the trouble starts.
  public var column: Int

  /// Creates a doubt.
  ///
  /// - Parameters:
  ///   - reason: What made the reader unsure.
  ///   - column: The 1-based column, in characters, where the trouble starts.
  public init(_ reason: Reason, column: Int) {
    self.reason = reason
    self.column = column
  }
}

extension LineDoubt.Reason {
  /// Whether the line holds a number the reader could not place, which a
  /// scaled recipe then shows as written, unscaled (`1 large egg + 1 egg yolk`,
  /// `Tuorli 6`); `false` for a line with no number to scale (`a few mint
  /// leaves`, `tbsp olive oil`) and for a pan or an oven, whose numbers must
  /// not scale.
  public var leavesNumberUnscaled: Bool {
    switch self {
    case .vagueQuantity, .unitWithoutAmount, .noName, .panOrOven, .timeOrServings, .nutrition:
      false
    case .ambiguousSeparator, .listNumber, .amountNotAtStart, .strayNumber, .descendingRange,
      .zeroAmount, .incompatibleUnits, .impliedCount, .secondAmount, .runTogether:
      true
    }
  }
}

extension LineDoubt.Reason: CustomStringConvertible {
  /// A lowercase message for people.
  public var description: String {
    switch self {
    case .vagueQuantity: "a vague quantity is no amount"
    case .ambiguousSeparator: "the separator could mean a decimal or thousands"
    case .listNumber: "a list number or an amount"
    case .amountNotAtStart: "a number after the start of a line that starts with no amount"
    case .strayNumber: "a number that is not part of the amount"
    case .descendingRange: "the range does not go up"
    case .zeroAmount: "an amount of zero"
    case .incompatibleUnits: "amounts in units that do not add up"
    case .impliedCount: "a size with no count before it"
    case .unitWithoutAmount: "a unit with no amount before it"
    case .noName: "no name"
    case .secondAmount: "a second amount in the name"
    case .panOrOven: "the size of a pan or the heat of an oven, not an amount"
    case .timeOrServings: "a length of time or a number of servings, not an amount"
    case .runTogether: "a fraction above one, as 1 1/2 reads with its space lost"
    case .nutrition: "a nutrition fact, not an amount"
    }
  }
}

extension LineDoubt: CustomStringConvertible {
  /// A lowercase message for people: the column and the reason.
  public var description: String { "column \(column): \(reason)" }
}
