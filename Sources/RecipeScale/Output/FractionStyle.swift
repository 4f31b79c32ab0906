/// How amounts are written: ASCII mixed numbers, Unicode fractions, or decimals.
public enum FractionStyle: String, CaseIterable, Sendable {
  /// `1 1/2`, `5/12`: plain ASCII, the default, and what scripts expect.
  case ascii
  /// `1½`, `⁵⁄₁₂`: vulgar fraction characters where Unicode has them, else
  /// superscript and subscript digits around the fraction slash.
  case unicode
  /// `1.5`, `~0.333`: at most three decimal places; a `~` marks a rounded value.
  case decimal
}
