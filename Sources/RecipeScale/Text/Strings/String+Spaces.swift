extension StringProtocol {
  /// The text without spaces, tabs and line breaks at either end.
  var trimmingSpaces: String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
