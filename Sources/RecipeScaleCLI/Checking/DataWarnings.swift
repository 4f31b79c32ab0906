import RecipeScale
import Synchronization

/// The data mistakes `show` and `shop` notice while reading JSON recipes —
/// an unknown key such as `denum`, a measuring unit with no `num`, `num` 0
/// with a unit — gathered from every worker and written to standard error in
/// file order once the command has done its work.
///
/// They are the mistakes that change amounts unseen; `validate` reports them
/// and every other finding.
package final class DataWarnings: Sendable {
  /// One warning, placed in its file.
  package struct Warning: Sendable {
    /// The position of the file among those read, from 0.
    var file: Int
    var source: String
    var line: Int
    var column: Int
    var message: String

    /// The line for standard error: `party.json:4:41: warning: recipe … : unknown key "denum"; …`.
    package var text: String { "\(source):\(line):\(column): warning: \(message)" }
  }

  private let found = Mutex<(file: Int, warnings: [Warning])>((0, []))

  /// Creates an empty collection.
  package init() {}

  /// Moves on to the next file: later warnings sort after earlier files'.
  func nextFile() {
    found.withLock { $0.file += 1 }
  }

  /// Records a warning in the current file.
  func add(source: String, line: Int, column: Int, message: String) {
    found.withLock {
      $0.warnings.append(
        Warning(file: $0.file, source: source, line: line, column: column, message: message))
    }
  }

  /// Every warning, in file order.
  package var warnings: [Warning] {
    found.withLock { $0.warnings }.sorted {
      ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column)
    }
  }

  /// The warnings of one recipe: its unknown keys, then its ingredients' amount mistakes.
  ///
  /// - Parameters:
  ///   - recipe: The decoded recipe.
  ///   - index: Its position in the collection, from 0.
  ///   - unknownKeys: The unknown keys' sites, with paths from the top of the
  ///     file (`[.index(i), .key(k)]` or deeper) and offsets within `bytes`.
  ///   - bytes: The recipe's JSON text.
  /// - Returns: Each warning with its offset in `bytes`.
  static func found(
    in recipe: Recipe, at index: Int, unknownKeys: [JSONScan.Site],
    bytes: Span<UInt8>
  ) -> [(offset: Int, message: String)] {
    var found: [(offset: Int, message: String)] = []
    for site in unknownKeys {
      guard let (location, key) = site.recipeLocation else { continue }
      var named = location.naming(in: recipe)
      named.recipeName = recipe.name
      let issue = RecipeIssue.unknownKey(key, at: named)
      // The key's value, where validate points too.
      let offset = JSONSyntax.offset(of: Array(issue.path.dropFirst()), in: bytes) ?? site.offset
      found.append((offset, issue.message))
    }
    for (position, ingredient) in recipe.ingredients.enumerated() {
      guard let warning = ingredient.amountWarning else { continue }
      let issue = RecipeIssue(
        .warning(warning),
        at: DataLocation(
          recipeIndex: index, recipeName: recipe.name, ingredientIndex: position,
          ingredientName: ingredient.name))
      let offset = JSONSyntax.offset(of: Array(issue.path.dropFirst()), in: bytes) ?? 0
      found.append((offset, issue.message))
    }
    return found
  }
}
