/// A line of an aisle file that says no thing in no aisle.
public struct AislesError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Hashable, Sendable {
    /// A thing, as written, before the first `[aisle]` line.
    case beforeFirstAisle(String)
    /// A `[]` line with no name in it.
    case unnamedAisle
  }

  /// What is wrong.
  public var kind: Kind
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// Creates the error.
  public init(_ kind: Kind, line: Int, column: Int) {
    self.kind = kind
    self.line = line
    self.column = column
  }

  /// The message, with what to write instead.
  public var description: String {
    switch kind {
    case .beforeFirstAisle(let item):
      "\"\(item)\" comes before any aisle: start the file with a line such as [Produce]"
    case .unnamedAisle: "an aisle needs a name between the brackets, such as [Produce]"
    }
  }
}
