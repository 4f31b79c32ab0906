/// Gathers every issue in a recipe collection, for validation.
///
/// Put one in a decoder's `userInfo` under ``userInfoKey`` and the recipe
/// decoders record every problem they find — several per recipe and per
/// ingredient — and every warning, instead of stopping at the first problem.
/// A recipe with errors still fails to decode, so nothing invalid is used.
package final class RecipeIssueCollector: @unchecked Sendable {
  // One decoder at a time writes to a collector; it is not shared across threads.

  /// The key under which decoders look for a collector.
  package static let userInfoKey: CodingUserInfoKey = {
    // The raw value is a constant, and this initializer fails only for none at all.
    guard let key = CodingUserInfoKey(rawValue: "RecipeScale.RecipeIssueCollector") else {
      preconditionFailure("CodingUserInfoKey rejected a constant raw value")
    }
    return key
  }()

  /// The issues found so far, in the order found.
  package private(set) var issues: [RecipeIssue] = []

  /// Creates an empty collector.
  package init() {}

  /// Records an issue.
  ///
  /// - Parameter issue: The issue.
  package func record(_ issue: RecipeIssue) {
    issues.append(issue)
  }

  /// Adds to the location of every issue recorded since a mark, as each
  /// enclosing decoder learns where it is.
  ///
  /// - Parameters:
  ///   - mark: A count of ``issues`` taken before the inner decoding began.
  ///   - update: Changes one location.
  package func locateIssues(since mark: Int, _ update: (inout DataLocation) -> Void) {
    for index in issues.indices where index >= mark {
      update(&issues[index].location)
    }
  }

  static func from(_ decoder: any Decoder) -> RecipeIssueCollector? {
    decoder.userInfo[userInfoKey] as? RecipeIssueCollector
  }
}
