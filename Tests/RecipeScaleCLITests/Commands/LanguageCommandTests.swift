import Foundation
import RecipeScaleCLI
import Testing

@Suite("Languages, end to end")
struct LanguageCommandTests {
  /// The issue's examples: a Chinese recipe without a tag, a German one with one.
  static let examples = """
    [
      {"name": "番茄炒蛋", "servings": 2, "ingredients": [
        {"name": "鸡蛋", "num": 3},
        {"name": "盐", "unit": "克", "num": 3}
      ]},
      {"name": "Zwiebelkuchen", "servings": 2, "language": "de", "ingredients": [
        {"name": "Apfel", "num": 1, "plural": "Äpfel"},
        {"name": "Zwiebel", "num": 2},
        {"name": "Knoblauch", "num": 1, "unit": "Zehe", "unitPlural": "Zehen"}
      ]}
    ]
    """

  /// A recipe without a tag in German, and one that says it is English.
  static let untagged = """
    [{"name": "Kuchen", "servings": 1, "ingredients": [
       {"name": "Zwiebel", "num": 1}, {"name": "Mehl", "num": 1, "unit": "Tasse"}]},
     {"name": "Pie", "servings": 1, "language": "en", "ingredients": [{"name": "onion", "num": 1}]}]
    """

  @Test("show -s prints words in another script as written, and German with its own forms")
  func show() {
    let outcome = runInProcess(["show", "-s", "4", "-f", "-"], stdin: Self.examples)
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: "番茄炒蛋 (4 servings, from 2)\n6 鸡蛋\n6 克 盐\n\n"
            + "Zwiebelkuchen (4 servings, from 2)\n2 Äpfel\n4 Zwiebel\n2 Zehen Knoblauch\n",
          stderr: ""))
    let one = runInProcess(["show", "zwiebel", "-s", "2", "-f", "-"], stdin: Self.examples)
    #expect(one.stdout == "Zwiebelkuchen (2 servings)\n1 Apfel\n2 Zwiebel\n1 Zehe Knoblauch\n")
  }

  @Test("the forms and the language reach TSV, JSON and the shopping list")
  func formats() {
    let tsv = runInProcess(
      ["show", "zwiebel", "-s", "4", "-f", "-", "--format", "tsv"], stdin: Self.examples)
    #expect(tsv.stdout.contains("\t2\t\tÄpfel\t"))
    #expect(tsv.stdout.contains("\t2\tZehen\tKnoblauch\t"))
    let json = runInProcess(
      ["show", "zwiebel", "-s", "4", "-f", "-", "--format", "json"], stdin: Self.examples)
    #expect(json.stdout.contains(#""text": "2 Äpfel""#))
    let shop = runInProcess(
      ["shop", "--all", "-s", "4", "-f", "-", "--group-by", "first-seen"], stdin: Self.examples)
    #expect(shop.status == 0)
    for line in ["6 鸡蛋", "6 克 盐", "2 Äpfel", "4 Zwiebel", "2 Zehen Knoblauch"] {
      #expect(shop.stdout.contains(line + "\n"), "\(line)")
    }
  }

  @Test("--language is the language of recipes that name none; a recipe's own wins")
  func languageOption() {
    let german = runInProcess(
      ["show", "-s", "2", "-f", "-", "--language", "de"], stdin: Self.untagged)
    #expect(
      german.stdout
        == "Kuchen (2 servings, from 1)\n2 Zwiebel\n2 Tassen Mehl\n\nPie (2 servings, from 1)\n2 onions\n"
    )
    let english = runInProcess(["show", "-s", "2", "-f", "-"], stdin: Self.untagged)
    #expect(
      english.stdout
        == "Kuchen (2 servings, from 1)\n2 Zwiebels\n2 Tassen Mehl\n\nPie (2 servings, from 1)\n2 onions\n"
    )
    let british = runInProcess(
      ["show", "-s", "2", "-f", "-", "--language", "en-GB"], stdin: Self.untagged)
    #expect(british.stdout == english.stdout)
    let french = runInProcess(
      ["shop", "Kuchen", "-s", "2", "-f", "-", "--language", "fr"], stdin: Self.untagged)
    #expect(french.stdout.contains("2 Zwiebel\n"))
  }

  @Test("a malformed --language is a usage error, exit 64", arguments: ["de_DE", "e", "en-", "1"])
  func malformedOption(tag: String) {
    for command in ["show", "shop", "validate", "import"] {
      let input = command == "import" ? ["-"] : ["-f", "-"]
      let outcome = runInProcess([command, "--language", tag] + input, stdin: "[]")
      #expect(
        outcome
          == Outcome(
            status: 64, stdout: "",
            stderr: "recipe-scale: invalid value '\(tag)' for '--language <tag>': expected a "
              + "BCP 47 language tag such as de, fr or en-GB; see 'recipe-scale \(command) --help'\n"
          ),
        "\(command)")
    }
  }

  @Test("help, completions and every printing command know --language")
  func discoverable() {
    for command in ["show", "pick", "shop", "validate", "import"] {
      #expect(runInProcess([command, "--help"]).stdout.contains("--language <tag>"), "\(command)")
    }
    for shell in ["bash", "zsh", "fish"] {
      #expect(runInProcess(["completions", shell]).stdout.contains("language"), "\(shell)")
    }
  }

  @Test("a malformed language in the file is a data error at its place")
  func malformedInFile() {
    let json = #"[{"name": "A", "servings": 1, "language": "de_DE", "ingredients": []}]"#
    let shown = runInProcess(["show", "-f", "-"], stdin: json)
    #expect(
      shown
        == Outcome(
          status: 65, stdout: "",
          stderr: #"recipe-scale: <stdin>:1:43: recipe "A" (#1): language must be a BCP 47 tag "#
            + #"such as "de" or "en-GB", found "de_DE""# + "\n"))
    let validated = runInProcess(["validate", "-f", "-"], stdin: json)
    #expect(validated.status == 65)
    #expect(
      validated.stdout
        == #"<stdin>:1:43: error: recipe "A" (#1): language must be a BCP 47 tag such as "de" "#
        + #"or "en-GB", found "de_DE""# + "\n"
        + #"<stdin>:1:67: warning: recipe "A" (#1): no ingredients"# + "\n")
  }

  static let warned = """
    [
      {"name": "番茄炒蛋", "servings": 2, "ingredients": [
        {"name": "番茄", "num": 2},
        {"name": "油", "num": 1, "unit": "tablespoon"}
      ]},
      {"name": "味噌汁", "servings": 2, "ingredients": [
        {"name": "みそ", "num": 2, "unit": "cups"}
      ]},
      {"name": "Борщ", "servings": 2, "ingredients": [
        {"name": "свёкла", "num": 200, "unit": "g"}
      ]},
      {"name": "Борщ 2", "servings": 2, "ingredients": [
        {"name": "свёкла", "num": 2, "unit": "cup", "unitPlural": "cups"}
      ]},
      {"name": "Борщ 3", "servings": 2, "language": "ru", "ingredients": [
        {"name": "свёкла", "num": 2, "unit": "cup"}
      ]},
      {"name": "Pancakes", "servings": 2, "ingredients": [
        {"name": "flour", "num": 2, "unit": "cup"}
      ]}
    ]
    """

  @Test("validate warns of names in another script with English units and no language")
  func validateWarning() {
    let outcome = runInProcess(["validate", "-f", "-"], stdin: Self.warned)
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: #"<stdin>:2:12: warning: recipe "番茄炒蛋" (#1): names in Han script but no "#
            + #""language"; add "language": "zh" to print them as written"# + "\n"
            + #"<stdin>:6:12: warning: recipe "味噌汁" (#2): names in Hiragana script but no "#
            + #""language"; add "language": "ja" to print them as written"# + "\n",
          stderr: ""))
    let given = runInProcess(["validate", "-f", "-", "--language", "zh"], stdin: Self.warned)
    #expect(given == Outcome(status: 0, stdout: "", stderr: ""))
  }

  @Test("validate warns in JSON Lines too, and names a script it has no tag for")
  func validateLines() {
    let lines =
      #"{"name": "Խորոված", "servings": 1, "ingredients": [{"name": "միս", "num": 1, "unit": "pound"}]}"#
    let outcome = runInProcess(
      ["validate", "-f", "-", "--input-format", "jsonl"], stdin: lines + "\n")
    #expect(
      outcome.stdout
        == #"<stdin>:1:10: warning: recipe "Խորոված" (#1): names in a non-Latin script but no "#
        + #""language"; add a "language" tag to print them as written"# + "\n")
    #expect(outcome.status == 0)
  }

  @Test("import writes the language and the forms, and show prints the same from its output")
  func importRoundTrip() {
    let imported = runInProcess(["import", "-"], stdin: Self.examples)
    #expect(imported.status == 0)
    #expect(imported.stdout.contains(#""language": "de""#))
    #expect(imported.stdout.contains(#""plural": "Äpfel"}"#))
    #expect(imported.stdout.contains(#""unitPlural": "Zehen"}"#))
    let original = runInProcess(["show", "-s", "4", "-f", "-"], stdin: Self.examples)
    let again = runInProcess(["show", "-s", "4", "-f", "-"], stdin: imported.stdout)
    #expect(again == original)
    let tagged = runInProcess(["import", "--language", "de", "-"], stdin: Self.untagged)
    #expect(tagged.stdout.contains(#""name": "Kuchen","#))
    #expect(tagged.stdout.components(separatedBy: #""language": "de""#).count == 2)
    #expect(tagged.stdout.contains(#""language": "en""#))
  }

  @Test("validate warns of a language's name where its tag belongs")
  func languageName() {
    let json =
      #"[{"name": "Pie", "servings": 1, "language": "English", "ingredients": [{"name": "egg", "num": 1}]}]"#
    let outcome = runInProcess(["validate", "-f", "-"], stdin: json)
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: #"<stdin>:1:45: warning: recipe "Pie" (#1): language "English" is a name, "#
            + #"not a tag: no language has a primary subtag of more than 3 letters; write a "#
            + #"tag such as "en" or "de""# + "\n",
          stderr: ""))
  }
}
