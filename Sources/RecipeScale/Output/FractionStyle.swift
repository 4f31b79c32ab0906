/// How amounts are written: for the kitchen, ASCII mixed numbers, Unicode
/// fractions, or decimals.
public enum FractionStyle: String, CaseIterable, Sendable {
  /// Metric amounts in decimals rounded to what a kitchen weighs or measures
  /// (`~1.07 kg`, `~47 g`, `2.5 dL`; see ``Quantity/kitchenDecimalPlaces``),
  /// everything else as ``ascii``: the command line's default.
  case auto
  /// `1 1/2`, `5/12`: plain ASCII, exact everywhere, as the tutorial's own code printed.
  case ascii
  /// `1½`, `⁵⁄₁₂`: vulgar fraction characters where Unicode has them, else
  /// superscript and subscript digits around the fraction slash.
  case unicode
  /// `1.5`, `~0.333`: at most three decimal places; a `~` marks a rounded value.
  case decimal
}
