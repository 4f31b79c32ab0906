/// Where and why a JSON-LD block could not be read, by byte offset in the page.
struct JSONLDSyntaxError: Error, Hashable, Sendable {
  /// The byte offset of the problem in the whole page or file.
  var offset: Int
  /// Why, for people.
  var reason: String
}
