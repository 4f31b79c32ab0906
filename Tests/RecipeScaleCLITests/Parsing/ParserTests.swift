import RecipeScale
import RecipeScaleCLI
import Testing

@Suite("Parsing the command line")
struct ParserTests {
  @Test(
    "accepts every spelling of an option, before or after the recipe names",
    arguments: [
      ["show", "--servings", "6", "Pancakes"], ["show", "Pancakes", "--servings=6"],
      ["show", "-s", "6", "Pancakes"], ["show", "Pancakes", "-s6"],
      ["show", "-s", "2", "Pancakes", "-s", "6"],
    ])
  func spellings(arguments: [String]) throws {
    #expect(
      try CommandLineParser.parse(arguments)
        == .show(ShowCommand(recipes: ["Pancakes"], target: .servings(Rational(6)))))
  }

  @Test("-- ends options, and - is a positional")
  func terminator() throws {
    #expect(
      try CommandLineParser.parse(["show", "--", "-s", "--help"])
        == .show(ShowCommand(recipes: ["-s", "--help"])))
    #expect(
      try CommandLineParser.parse(["list", "-f", "-"])
        == .list(ListCommand(input: InputOptions(file: "-"))))
  }

  @Test("reads --file and --format")
  func fileAndFormat() throws {
    #expect(
      try CommandLineParser.parse(["show", "-f", "x.json", "--format", "tsv"])
        == .show(
          ShowCommand(input: InputOptions(file: "x.json"), output: OutputOptions(format: .tsv))))
    #expect(
      try CommandLineParser.parse(["show", "--file=y.json", "--format=json"])
        == .show(
          ShowCommand(input: InputOptions(file: "y.json"), output: OutputOptions(format: .json))))
  }

  @Test(
    "help wins wherever it stands",
    arguments: [
      (["--help"], "recipe-scale"), (["-h"], "recipe-scale"), ([], "recipe-scale"),
      (["help"], "recipe-scale"),
      (["show", "--help"], "show"), (["show", "--bogus", "-h"], "show"),
      (["help", "show"], "show"),
      (["list", "-h"], "list"), (["help", "list"], "list"), (["help", "help"], "help"),
    ])
  func help(arguments: [String], command: String) throws {
    #expect(try CommandLineParser.parse(arguments) == .help(specNamed(command)))
  }

  func specNamed(_ name: String) -> CommandSpec {
    ([CommandSpec.root] + CommandSpec.subcommands).first { $0.name == name } ?? .root
  }

  @Test("reads --jobs and --input-format, and checks them")
  func inputOptions() throws {
    #expect(
      try CommandLineParser.parse(["show", "-j", "3", "--input-format", "jsonl"])
        == .show(ShowCommand(input: InputOptions(format: .jsonl, jobs: 3))))
    #expect(
      try CommandLineParser.parse(["list", "--jobs=1"])
        == .list(ListCommand(input: InputOptions(jobs: 1))))
    #expect(throws: UsageError.self) { try CommandLineParser.parse(["show", "--jobs", "0"]) }
    #expect(throws: UsageError.self) {
      try CommandLineParser.parse(["list", "--input-format", "xml"])
    }
  }

  @Test("accepts positive whole numbers only as servings")
  func servings() {
    #expect(CommandLineParser.positiveInteger("4") == 4)
    #expect(CommandLineParser.positiveInteger("9223372036854775807") == Int.max)
    for bad in ["0", "-3", "abc", "1.5", "", "+4", " 4", "9223372036854775808", "٤"] {
      #expect(CommandLineParser.positiveInteger(bad) == nil, "\(bad)")
    }
  }
}

@Suite("Help text")
struct HelpTests {
  static let all = [CommandSpec.root] + CommandSpec.subcommands

  @Test("has swift-argument-parser's sections and column", arguments: all)
  func layout(spec: CommandSpec) {
    let help = HelpText.render(spec)
    #expect(help.hasPrefix("OVERVIEW: "))
    #expect(help.contains("\nUSAGE: "))
    #expect(help.contains("\nOPTIONS:\n"))
    #expect(help.contains("ARGUMENTS:\n") == !spec.arguments.isEmpty)
    for line in help.split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
    let lines = help.split(separator: "\n")
    for option in spec.options {
      let row = lines.firstIndex { $0.hasPrefix("  " + option.label) }
      #expect(row != nil, "\(option.label)")
      guard let row else { continue }
      // A label too long for its column stands alone; the description starts below it.
      let fits = option.label.count + 2 < HelpText.labelColumn - 1
      let line = fits ? lines[row] : lines[row + 1]
      #expect(line.count > HelpText.labelColumn)
      #expect(line.dropFirst(HelpText.labelColumn).first != " ", "\(option.label)")
      #expect(line.prefix(HelpText.labelColumn).allSatisfy { $0 == " " } == !fits)
    }
  }

  @Test("lists every subcommand at the top level")
  func subcommands() {
    let help = HelpText.render(.root)
    for spec in CommandSpec.subcommands {
      #expect(
        help.contains("\n  \(spec.name)" + String(repeating: " ", count: 24 - spec.name.count)))
    }
  }

  @Test(
    "finds each subcommand by its own name, and nothing by another",
    arguments: CommandSpec.subcommandNames)
  func subcommandByName(name: String) throws {
    let spec = try #require(CommandSpec.subcommand(named: name))
    #expect(spec.name == name)
    #expect(CommandSpec.subcommand(named: name.uppercased()) == nil)
    #expect(CommandSpec.subcommands.filter { $0.name == name }.count == 1)
  }

  @Test("shows every format value and the default")
  func formatValues() {
    let words = HelpText.render(ShowCommand.spec).split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
    #expect(
      words.contains(
        "--format <format> The output format. (values: text, tsv, json, markdown, html; default: text)"
      ))
  }
}
