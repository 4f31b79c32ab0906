/// A place in a text: a 1-based line and a 1-based column in characters.
public struct TextPosition: Hashable, Sendable {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in characters of the line.
  public var column: Int

  /// Creates a position.
  ///
  /// - Parameters:
  ///   - line: The line, from 1.
  ///   - column: The column, from 1.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}
