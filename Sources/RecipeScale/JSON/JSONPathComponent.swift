/// One step into a JSON document: an object's key or an array's index.
package enum JSONPathComponent: Hashable, Sendable {
  /// A member of an object.
  case key(String)
  /// An element of an array, counting from 0.
  case index(Int)
}
