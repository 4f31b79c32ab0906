/// A recipe of a meal plan, or typed for a list, whose servings or factor is not one.
public struct MealPlanError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Hashable, Sendable {
    /// After `=`, servings that are not a positive whole number.
    case servings
    /// After `=x`, a factor that is not a positive number.
    case factor
    /// A line with `=` and no name before it.
    case noName
  }

  /// What is wrong.
  public var kind: Kind
  /// The recipe as typed.
  public var typed: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// Creates the error.
  public init(_ kind: Kind, typed: String, line: Int, column: Int) {
    self.kind = kind
    self.typed = typed
    self.line = line
    self.column = column
  }

  /// What a recipe should look like, for the error's message.
  public var expected: String {
    switch kind {
    case .servings: "NAME=N with N a positive whole number"
    case .factor: "NAME=xF with F a positive factor, such as x2, x0.5 or x1/2"
    case .noName: "a recipe's name before the ="
    }
  }

  /// The message: what was typed and what was expected.
  public var description: String {
    "\"\(typed)\" is not a recipe to plan: expected \(expected)"
  }
}
