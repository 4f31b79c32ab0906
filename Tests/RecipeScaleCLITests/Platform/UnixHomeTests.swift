import Foundation
import RecipeScaleCLI
import Testing

/// Whether a program can be found on the PATH the tests run with.
func installed(_ program: String) -> Bool {
  ["/usr/bin", "/bin", "/usr/local/bin"].contains {
    FileManager.default.isExecutableFile(atPath: "\($0)/\(program)")
  }
}

@Suite("Man page")
struct ManPageTests {
  /// The page as a reader sees it: rendered, with hyphens and spacing normalized.
  static func rendered() throws -> String? {
    let page = repositoryRoot.appendingPathComponent("man/recipe-scale.1").path
    let renderer: [String]
    if installed("man") {
      renderer = ["/bin/sh", "-c", "MANWIDTH=200 man -l \"$0\" 2>/dev/null | col -bx", page]
    } else if installed("groff") {
      renderer = ["/bin/sh", "-c", "groff -man -Tutf8 -rLL=200n \"$0\" | col -bx", page]
    } else {
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: renderer[0])
    process.arguments = Array(renderer.dropFirst())
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // groff prints a hyphen-minus as U+2010 or U+2212 in UTF-8 output.
    return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\u{2010}", with: "-")
      .replacingOccurrences(of: "\u{2212}", with: "-")
  }

  @Test(
    "names every option the parser knows, as --help does",
    .enabled(if: installed("man") || installed("groff"), "needs man or groff"))
  func options() throws {
    let page = try #require(try Self.rendered())
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "FILES", "ENVIRONMENT",
      "EXIT STATUS", "EXAMPLES",
    ] {
      #expect(page.contains("\n" + section + "\n"), "section \(section)")
    }
    for spec in [CommandSpec.root] + CommandSpec.subcommands {
      let help = HelpText.render(spec)
      for option in spec.options {
        #expect(page.contains("--" + option.long), "--\(option.long) in the man page")
        #expect(help.contains("--" + option.long), "--\(option.long) in \(spec.name) --help")
        if let short = option.short {
          #expect(page.contains("-\(short),"), "-\(short) in the man page")
          #expect(help.contains("-\(short),"), "-\(short) in \(spec.name) --help")
        }
        for value in option.values {
          #expect(page.contains(value), "\(value) of --\(option.long) in the man page")
        }
      }
      if spec != .root { #expect(page.contains(spec.name), "command \(spec.name)") }
    }
    for topic in HelpTopic.allCases { #expect(page.contains(topic.rawValue)) }
    for shell in Shell.allCases { #expect(page.contains(shell.rawValue)) }
    for status in ExitStatus.allCases { #expect(page.contains("\n       \(status.rawValue) ")) }
    #expect(page.contains(CommandSpec.version))
  }

  /// Each entry of OPTIONS: its long name, and the subcommands its `.RB (…)`
  /// lines list, from the page's source.
  static func optionEntries() throws -> [String: Set<String>] {
    let source = try String(
      contentsOf: repositoryRoot.appendingPathComponent("man/recipe-scale.1"), encoding: .utf8)
    let start = try #require(source.range(of: "\n.SH OPTIONS\n"))
    let end = try #require(source.range(of: "\n.SH ", range: start.upperBound..<source.endIndex))
    var entries: [String: Set<String>] = [:]
    var current: String?
    var expectingName = false
    for line in source[start.upperBound..<end.lowerBound].split(separator: "\n") {
      if line == ".TP" || line.hasSuffix(".TP") {
        expectingName = true
      } else if expectingName {
        expectingName = false
        // The first long option the entry's heading names: `\-\-servings`.
        current = line.components(separatedBy: "\\-\\-").dropFirst().first.map {
          String($0.prefix { $0.isLetter || $0 == "-" })
        }
        if let current { entries[current] = [] }
      } else if let current, line.hasPrefix(".RB ( "), line.hasSuffix(" )") {
        let names = line.dropFirst(6).dropLast(2).components(separatedBy: "\", \"").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        // A list of examples (`clove`, `can`) is not a list of subcommands.
        let subcommands = Set(CommandSpec.subcommands.map(\.name))
        if names.allSatisfy(subcommands.contains) { entries[current]?.formUnion(names) }
      }
    }
    return entries
  }

  @Test("lists, after each option, exactly the subcommands whose parser accepts it")
  func optionCommands() throws {
    var accepted: [String: Set<String>] = [:]
    for spec in CommandSpec.subcommands {
      for option in spec.options where option != CommandSpec.helpOption {
        accepted[option.long, default: []].insert(spec.name)
      }
    }
    let entries = try Self.optionEntries()
    for (long, commands) in accepted {
      #expect(entries[long] == commands, "--\(long): the parser takes it in \(commands.sorted())")
    }
    #expect(Set(entries.keys).subtracting(accepted.keys) == ["help", "version"])
  }
}

@Suite("Help topics")
struct HelpTopicTests {
  @Test("help lists the subcommands and the topics")
  func index() throws {
    let help = try runBinary(["help"])
    #expect(help.status == 0)
    for spec in CommandSpec.subcommands { #expect(help.stdout.contains("\n  \(spec.name) ")) }
    #expect(help.stdout.contains("HELP TOPICS:\n  format "))
    #expect(help.stdout.contains("\n  exit-codes "))
  }

  @Test("help format shows an example file that really validates")
  func format() throws {
    let outcome = try runBinary(["help", "format"])
    #expect(outcome.status == 0)
    let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "[" })
    // The closing bracket at the opening one's indentation ends the example.
    let closing = lines[start].replacingOccurrences(of: "[", with: "]")
    let end = try #require(lines[start...].firstIndex { $0 == closing })
    let example = lines[start...end].joined(separator: "\n")
    let checked = try runBinary(["validate", "-f", "-"], stdin: example)
    #expect(checked == Outcome(status: 0, stdout: "", stderr: ""))
    #expect(try runBinary(["list", "-f", "-"], stdin: example).stdout == "Buttermilk Pancakes\n")
  }

  @Test("help exit-codes lists every status")
  func exitCodes() throws {
    let outcome = try runBinary(["help", "exit-codes"])
    for status in ExitStatus.allCases {
      #expect(
        outcome.stdout.contains(
          "  \(status.rawValue)" + String(repeating: " ", count: 6 - String(status.rawValue).count)
            + status.summary))
    }
  }

  @Test("a mistyped topic gets a suggestion")
  func typo() throws {
    let outcome = try runBinary(["help", "exit-code"])
    #expect(
      outcome
        == Outcome(
          status: 64, stdout: "",
          stderr:
            "recipe-scale: unknown command 'exit-code' (did you mean 'exit-codes'?); see 'recipe-scale --help'\n"
        ))
  }
}

@Suite("Completion scripts")
struct CompletionTests {
  let scratch: Scratch

  init() throws {
    scratch = try Scratch()
    try scratch.write("recipes.json", sampleRecipes)
  }

  @Test("parse in their shells", arguments: Shell.allCases)
  func parse(shell: Shell) throws {
    let script = try runBinary(["completions", shell.rawValue])
    #expect(script.status == 0)
    #expect(script.stdout.contains("recipe-scale"))
    guard installed(shell.rawValue) else { return }
    let path = try scratch.write("script." + shell.rawValue, script.stdout).path
    let checked = try runBinary([path], shell: "exec \(shell.rawValue) -n \"$1\"")
    #expect(checked == Outcome(status: 0, stdout: "", stderr: ""))
  }

  @Test("know every subcommand, option and value", arguments: Shell.allCases)
  func complete(shell: Shell) throws {
    let script = try runBinary(["completions", shell.rawValue]).stdout
    for spec in CommandSpec.subcommands {
      #expect(script.contains(spec.name))
      for option in spec.options {
        #expect(script.contains(option.long))
        for value in option.values { #expect(script.contains(value)) }
      }
    }
    for topic in HelpTopic.allCases { #expect(script.contains(topic.rawValue)) }
  }

  /// What bash completes for a command line whose last word is being typed.
  func bashCompletes(_ words: [String]) throws -> [String] {
    let script = try scratch.write(
      "completion.bash", try runBinary(["completions", "bash"]).stdout
    ).path
    let quoted = ([binaryPath] + words).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    let outcome = try runBinary(
      [], directory: scratch.url,
      shell:
        "source '\(script)'; COMP_WORDS=(\(quoted.joined(separator: " "))); COMP_CWORD=\(words.count); "
        + "_recipe_scale; printf '%s\\n' \"${COMPREPLY[@]}\"")
    #expect(outcome.stderr == "")
    return outcome.stdout.split(separator: "\n").map(String.init)
  }

  @Test("bash completes recipe names from the file, quoted", .enabled(if: installed("bash")))
  func bashRecipes() throws {
    #expect(try bashCompletes(["show", "Pan"]) == ["Pancakes"])
    #expect(try bashCompletes(["show", "pa"]) == ["Pancakes", #"Pad\ Thai"#])
    #expect(try bashCompletes(["show", #"Pad\ T"#]) == [#"Pad\ Thai"#])
    // No name starts with it, so any name that contains it.
    #expect(try bashCompletes(["show", "cakes"]) == ["Pancakes", #"Banana\ Pancakes"#])
    try scratch.write("other.json", #"[{"name": "Lemon Tart", "servings": 8, "ingredients": []}]"#)
    #expect(try bashCompletes(["show", "-f", "other.json", "L"]) == [#"Lemon\ Tart"#])
  }

  /// The `compopt` calls bash completion makes for a command line, recorded by
  /// a stand-in, since the real one works only inside a completion.
  func bashOptions(_ words: [String]) throws -> [String] {
    let script = try scratch.write(
      "completion.bash", try runBinary(["completions", "bash"]).stdout
    ).path
    let quoted = ([binaryPath] + words).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    let outcome = try runBinary(
      [], directory: scratch.url,
      shell:
        "source '\(script)'; compopt() { echo \"$*\" >> compopt.txt; }; : > compopt.txt; "
        + "COMP_WORDS=(\(quoted.joined(separator: " "))); COMP_CWORD=\(words.count); "
        + "_recipe_scale; cat compopt.txt")
    return outcome.stdout.split(separator: "\n").map(String.init)
  }

  @Test(
    "bash: a recipe that =N may follow gets no space; a name in quotes goes in bare",
    .enabled(if: installed("bash")))
  func bashServingsAndQuotes() throws {
    #expect(try bashOptions(["shop", "Pad"]) == ["-o nospace"])
    #expect(try bashOptions(["show", "Pad"]) == [])
    #expect(try bashOptions(["pick", "Pad"]) == [])
    // Inside quotes readline keeps the quote, so the name must not be escaped.
    #expect(try bashCompletes(["shop", #""Pad T"#]) == ["Pad Thai"])
    #expect(try bashCompletes(["show", #""pa"#]) == ["Pancakes", "Pad Thai"])
    #expect(try bashCompletes(["shop", "'Banana P"]) == ["Banana Pancakes"])
    try scratch.write(
      "odd.json",
      #"[{"name": "Mom's \"Best\" $5 Stew", "servings": 2, "ingredients": []}]"#)
    #expect(
      try bashCompletes(["shop", "-f", "odd.json", #""Mom"#]) == [#"Mom's \"Best\" \$5 Stew"#])
    #expect(try bashCompletes(["shop", "-f", "odd.json", "'Mom"]) == [#"Mom'\''s "Best" $5 Stew"#])
    #expect(
      try bashCompletes(["shop", "-f", "odd.json", "Mom"]) == [#"Mom\'s\ \"Best\"\ \$5\ Stew"#])
  }

  @Test("zsh and fish: a recipe that =N may follow gets no space")
  func otherShellsServings() throws {
    let zsh = try runBinary(["completions", "zsh"]).stdout
    #expect(zsh.contains(#"'*:recipe:_recipe_scale_names -S ""' ;;"#))
    #expect(zsh.components(separatedBy: "_recipe_scale_names -S").count == 2)
    #expect(zsh.contains(#"compadd "$@" -M"#))
    let fish = try runBinary(["completions", "fish"]).stdout
    #expect(
      fish.contains(
        "complete -c recipe-scale -n '__fish_seen_subcommand_from shop' -a '(__recipe_scale_names_servings)'"
      ))
    #expect(
      fish.contains(
        "complete -c recipe-scale -n '__fish_seen_subcommand_from show' -a '(__recipe_scale_names)'"
      ))
  }

  @Test("bash completes commands, options and their values", .enabled(if: installed("bash")))
  func bashWords() throws {
    #expect(try bashCompletes(["s"]) == ["show", "shop"])
    #expect(try bashCompletes(["sho"]) == ["show", "shop"])
    #expect(try bashCompletes(["shop", "Pad"]) == ["Pad\\ Thai"])
    #expect(try bashCompletes(["show", "--fo"]) == ["--format"])
    #expect(
      try bashCompletes(["show", "--format", ""]) == ["text", "tsv", "json", "markdown", "html"])
    #expect(try bashCompletes(["shop", "--group-by", ""]) == ["alphabetical", "first-seen"])
    #expect(try bashCompletes(["show", "--units", "m"]) == ["metric"])
    #expect(try bashCompletes(["validate", "--format", "j"]) == ["json"])
    #expect(try bashCompletes(["completions", ""]) == ["bash", "zsh", "fish"])
    #expect(try bashCompletes(["help", "ex"]) == ["exit-codes"])
    #expect(try bashCompletes(["show", "-f", "rec"]) == ["recipes.json"])
  }
}

@Suite("Color")
struct ColorTests {
  static let recipe =
    #"[{"name": "Eggs", "servings": 1, "ingredients": [{"name": "Large eggs, beaten", "num": 2}]}]"#

  @Test("--color always: a bold title and dim notes")
  func always() throws {
    let outcome = try runBinary(["show", "-f", "-", "--color", "always"], stdin: Self.recipe)
    #expect(
      outcome.stdout
        == "\u{1B}[1mEggs (1 serving)\u{1B}[0m\n2 Large eggs\u{1B}[2m, beaten\u{1B}[0m\n")
  }

  @Test(
    "never an escape code in a pipe, with auto or never",
    arguments: [[], ["--color", "auto"], ["--color", "never"]])
  func pipes(arguments: [String]) throws {
    let outcome = try runBinary(["show", "-f", "-"] + arguments, stdin: Self.recipe)
    #expect(outcome.stdout == "Eggs (1 serving)\n2 Large eggs, beaten\n")
  }

  @Test(
    "auto styles a terminal unless NO_COLOR is set or TERM is dumb",
    arguments: [
      ([:], true), (["NO_COLOR": "1"], false), (["NO_COLOR": ""], true), (["TERM": "dumb"], false),
      (["TERM": "xterm-256color"], true),
    ])
  func auto(variables: [String: String], styled: Bool) {
    let environment = ProcessEnvironment(
      variables: variables, executablePath: nil, standardOutputIsTerminal: true)
    #expect(ColorChoice.auto.styles(environment) == styled)
    #expect(!ColorChoice.auto.styles(ProcessEnvironment(variables: variables, executablePath: nil)))
  }

  @Test("a real terminal gets styles, through script(1)", .enabled(if: installed("script")))
  func terminal() throws {
    let scratch = try Scratch()
    try scratch.write("recipes.json", Self.recipe)
    let outcome = try runBinary(
      [], variables: ["TERM": "xterm"], directory: scratch.url,
      shell: "script -qec \"'$0' show\" /dev/null")
    #expect(outcome.stdout.contains("\u{1B}[1mEggs (1 serving)\u{1B}[0m"))
    let plain = try runBinary(
      [], variables: ["TERM": "xterm", "NO_COLOR": "1"], directory: scratch.url,
      shell: "script -qec \"'$0' show\" /dev/null")
    #expect(!plain.stdout.contains("\u{1B}["))
  }

  @Test("validate colours errors and warnings like a compiler")
  func validate() throws {
    let outcome = try runBinary(
      ["validate", "-f", "-", "--color", "always"],
      stdin: #"[{"name": "A", "servings": 0, "ingredients": []}]"#)
    #expect(outcome.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    #expect(outcome.stdout.contains("\u{1B}[1;35mwarning:\u{1B}[0m"))
  }
}
