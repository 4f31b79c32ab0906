/// Where a container stands in the text: the keys from the top, kept as a
/// list from the innermost, so that a value's decoder need not copy them.
///
/// Only an error message reads a coding path; a decoder makes a node only
/// when it makes a container, not for each value it reads.
final class CheckedJSONPath {
  let parent: CheckedJSONPath?
  let key: any CodingKey

  init(parent: CheckedJSONPath?, key: any CodingKey) {
    self.parent = parent
    self.key = key
  }

  /// The keys from the top.
  var keys: [any CodingKey] {
    var keys: [any CodingKey] = []
    var node: CheckedJSONPath? = self
    while let current = node {
      keys.append(current.key)
      node = current.parent
    }
    return keys.reversed()
  }
}
