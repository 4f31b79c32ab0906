import Testing

@testable import RecipeScale

@Suite("Text as literal HTML")
struct HTMLEscapingTests {
  @Test(
    "markup characters become references; other text stays as it is",
    arguments: [
      ("Flour", "Flour"),
      ("Salt & pepper", "Salt &amp; pepper"),
      ("<b>", "&lt;b&gt;"),
      ("say \"when\"", "say &quot;when&quot;"),
      ("cook's", "cook&#39;s"),
      ("&amp;", "&amp;amp;"),
      ("Crème brûlée ½", "Crème brûlée ½"),
      ("番茄炒蛋", "番茄炒蛋"),
      ("a\u{1B}[2Jb", "a\\u{1B}[2Jb"),
      ("tab\there", "tab\\there"),
    ])
  func escapes(text: String, expected: String) {
    #expect(text.escapedForHTML == expected)
  }
}
