import RecipeScale
import Testing

@Suite("Terminal safety")
struct TerminalSafetyTests {
  @Test(
    "controls and bidirectional overrides become visible escapes",
    arguments: [
      ("plain", "plain"), ("a\u{1B}[31mred", "a\\u{1B}[31mred"), ("bell\u{7}", "bell\\u{7}"),
      ("cr\r", "cr\\r"), ("tab\t", "tab\\t"), ("nl\n", "nl\\n"), ("nul\0", "nul\\u{0}"),
      ("back\u{8}", "back\\u{8}"), ("c1\u{9B}", "c1\\u{9B}"), ("del\u{7F}", "del\\u{7F}"),
      ("rlo\u{202E}", "rlo\\u{202E}"), ("iso\u{2066}x\u{2069}", "iso\\u{2066}x\\u{2069}"),
      ("café ½", "café ½"), ("back\\slash", "back\\slash"),
    ])
  func escapes(raw: String, shown: String) {
    #expect(raw.escapingControlCharacters == shown)
  }

  @Test("quoting escapes quotes and backslashes too")
  func quoting() {
    #expect("say \"hi\"\\\u{1B}".quotedForTerminal == #""say \"hi\"\\\u{1B}""#)
  }

  @Test("TSV fields double backslashes so they read back exactly")
  func tsv() {
    #expect("a\\tb\tc".escapedForTSV == "a\\\\tb\\tc")
  }
}

@Suite("Edit distance")
struct EditDistanceTests {
  @Test(
    "counts insertions, deletions and substitutions, ignoring case",
    arguments: [
      ("", "", 0), ("", "abc", 3), ("kitten", "sitting", 3), ("Show", "show", 0),
      ("shwo", "show", 2),
    ])
  func distance(a: String, b: String, expected: Int) {
    #expect(EditDistance.between(a, b) == expected)
    #expect(EditDistance.between(b, a) == expected)
  }

  @Test("suggests only close candidates")
  func closest() {
    #expect(
      EditDistance.closest(to: "--sevings", among: ["--servings", "--format"]) == "--servings")
    #expect(EditDistance.closest(to: "lsit", among: ["list", "show"]) == "list")
    #expect(EditDistance.closest(to: "frobnicate", among: ["list", "show"]) == nil)
  }
}
