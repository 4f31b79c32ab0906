/// A week's menu for one shopping list: one recipe a line.
///
/// Each line is a recipe as `shop` takes it on the command line: a name alone
/// for its own servings, `Pad Thai = 6` for six servings, `pie = x2` (`x1/2`,
/// `X0.5`, `×2`) for a factor; spaces around the `=` do not matter. A `#`
/// starts a comment that runs to the end of its line, and blank lines are
/// skipped. A recipe planned twice is bought for twice.
public struct MealPlan: Hashable, Sendable {
  /// One recipe of the plan, and where the plan names it.
  public struct Entry: Hashable, Sendable {
    /// The recipe's name as written, or a unique prefix or part of it.
    public var name: String
    /// The servings after `=`, or `nil`.
    public var servings: Int?
    /// The factor after `=x`, or `nil`.
    public var factor: Rational?
    /// The line the entry is on, from 1.
    public var line: Int
    /// The column its name starts at, from 1, in characters.
    public var column: Int

    /// Reads a recipe as typed: `Name`, `Name=6`, `Name = x2`.
    ///
    /// A name may hold `=` when what follows cannot start a number, after an
    /// `x` or not (`Soup = the best`). `=1.5`, `=-2`, a bare `=` or `=x0` ask for
    /// servings or a factor all the same, so they are errors rather than names
    /// that would match nothing.
    ///
    /// - Parameters:
    ///   - typed: The recipe as typed.
    ///   - line: The line it is on.
    ///   - column: The column it starts at.
    /// - Throws: ``MealPlanError`` for servings or a factor that is not one.
    public init(parsing typed: some StringProtocol, line: Int = 1, column: Int = 1)
      throws(MealPlanError)
    {
      self.line = line
      self.column = column
      guard let equals = typed.lastIndex(of: "=") else {
        name = typed.trimmingSpaces
        return
      }
      var value = Substring(typed[typed.index(after: equals)...].trimmingSpaces)
      let isFactor = value.first.map { $0 == "x" || $0 == "X" || $0 == "×" } ?? false
      if isFactor { value = value.dropFirst() }
      // A byte that can start a number as someone might type one: a digit, a sign, a point.
      let startsNumber = value.utf8.first.map {
        ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-")
          || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".")
      }
      guard value.isEmpty || startsNumber == true else {
        name = typed.trimmingSpaces
        return
      }
      name = typed[..<equals].trimmingSpaces
      let problem = { (kind: MealPlanError.Kind) in
        MealPlanError(kind, typed: String(typed), line: line, column: column)
      }
      if isFactor {
        guard let factor = Rational(String(value)), factor.numerator > 0 else {
          throw problem(.factor)
        }
        self.factor = factor
        return
      }
      guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
        let servings = Int(value), servings > 0
      else { throw problem(.servings) }
      self.servings = servings
    }
  }

  /// The recipes, in the plan's order.
  public var entries: [Entry]

  /// Reads a plan.
  ///
  /// - Parameter text: The plan's text.
  /// - Throws: ``MealPlanError`` at the first line whose servings or factor is
  ///   not one, or that has `=` and no name before it.
  public init(reading text: String) throws(MealPlanError) {
    entries = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let content = line.prefix { $0 != "#" }
      guard let first = content.firstIndex(where: { !$0.isWhitespace }) else { continue }
      let column = content.distance(from: content.startIndex, to: first) + 1
      let entry = try Entry(parsing: content[first...], line: index + 1, column: column)
      guard !entry.name.isEmpty else {
        throw MealPlanError(
          .noName, typed: String(content[first...].trimmingSpaces), line: index + 1,
          column: column)
      }
      entries.append(entry)
    }
  }
}
