import Foundation
import RecipeScale
import RecipeScaleCLI
import Testing

@Suite("Picker state")
struct PickerStateTests {
  static let recipes: [Recipe] = {
    let json = Data(sampleRecipes.utf8)
    return (try? JSONDecoder().decode(RecipeBook.self, from: json).recipes) ?? []
  }()

  func onRecipe(_ name: String) throws -> PickerState {
    let index = try #require(Self.recipes.firstIndex { $0.name == name })
    return PickerState(recipes: Self.recipes, recipeIndex: index)
  }

  @Test("the control lists the standard counts and the recipe's own, current one marked")
  func control() throws {
    let pancakes = try onRecipe("Pancakes")
    #expect(pancakes.control == "[ 1 | 2 |▸4◂| 6 | 8 | 12 ]")
    let banana = try onRecipe("Banana Pancakes")
    #expect(banana.control == "[▸1◂| 2 | 4 | 6 | 8 | 12 ]")
  }

  @Test("arrows and h/l move between segments, and stop at the ends")
  func arrows() throws {
    var state = try onRecipe("Pancakes")
    #expect(state.handle(.right) == .running)
    #expect(state.servings == 6)
    _ = state.handle(.character("l"))
    _ = state.handle(.right)
    _ = state.handle(.right)
    #expect(state.servings == 12)
    _ = state.handle(.left)
    _ = state.handle(.character("h"))
    #expect(state.servings == 6)
    for _ in 0..<10 { _ = state.handle(.left) }
    #expect(state.servings == 1)
  }

  @Test("+ and - step by one beyond the segments, never below 1; the count joins the control")
  func steps() throws {
    var state = try onRecipe("Pancakes")
    _ = state.handle(.character("+"))
    #expect(state.servings == 5)
    #expect(state.control == "[ 1 | 2 | 4 |▸5◂| 6 | 8 | 12 ]")
    var one = try onRecipe("Banana Pancakes")
    _ = one.handle(.character("-"))
    #expect(one.servings == 1)
  }

  @Test("digits then Enter set an exact count; Enter again accepts it")
  func typedCount() throws {
    var state = try onRecipe("Pancakes")
    for digit in "250" { _ = state.handle(.character(digit)) }
    _ = state.handle(.backspace)
    #expect(state.typed == "25")
    #expect(state.lines(width: 80).contains("servings: 25_"))
    #expect(state.handle(.enter) == .running)
    #expect(state.servings == 25)
    #expect(state.handle(.enter) == .accepted(recipeIndex: 0, servings: 25))
  }

  @Test("Esc, q and Ctrl-C cancel", arguments: [PickerKey.escape, .character("q"), .interrupt])
  func cancel(key: PickerKey) throws {
    var state = try onRecipe("Pad Thai")
    #expect(state.handle(key) == .cancelled)
  }

  @Test("the lines show the scaled list, updated on every key")
  func lines() throws {
    var state = try onRecipe("Pad Thai")
    #expect(
      state.lines(width: 80).prefix(5) == [
        "Pad Thai (2 servings)", "", "[ 1 |▸2◂| 4 | 6 | 8 | 12 ]", "", "1 half Lime",
      ])
    _ = state.handle(.right)
    #expect(state.lines(width: 80).contains("2 halves Lime"))
    #expect(state.lines(width: 80).contains("400 g Rice noodles"))
    #expect(state.lines(width: 12).allSatisfy { $0.count <= 12 })
  }

  /// A chili whose spoons become millilitres, fractions and measuring plans.
  static let chiliJSON = """
    [{"name": "Chili", "servings": 4, "ingredients": [
      {"name": "Chili powder", "num": 3, "unit": "tbsp"},
      {"name": "Cumin", "num": 5, "denom": 4, "unit": "tsp"},
      {"name": "Beans", "num": 425, "unit": "g"},
      {"name": "Onions", "num": 3, "denom": 2},
      {"name": "Salt", "unit": "To taste"}
    ]}]
    """
  static let chili: [Recipe] =
    (try? JSONDecoder().decode(RecipeBook.self, from: Data(chiliJSON.utf8)).recipes) ?? []

  @Test(
    "the screen previews exactly the lines Enter prints: units, fractions and measures",
    arguments: [
      [], ["--units", "metric"], ["--units", "metric", "--spoons", "ml"],
      ["--units", "us", "--measure"], ["--fractions", "unicode"],
      ["--units", "best", "--fractions", "decimal", "--measure"],
    ])
  func preview(options: [String]) throws {
    guard case .pick(let request) = try CommandLineParser.parse(["pick"] + options) else {
      Issue.record("expected pick")
      return
    }
    var state = PickerState(
      recipes: Self.chili, recipeIndex: 0, units: request.amounts.units,
      spoons: request.amounts.spoons, amounts: request.amounts.style)
    _ = state.handle(.right)
    let shown = runInProcess(["show", "-f", "-", "-s", "6"] + options, stdin: Self.chiliJSON)
    let screen = state.lines(width: 200)
    let printed = shown.stdout.split(separator: "\n").map(String.init)
    #expect(screen.first == printed.first)
    #expect(Array(screen.dropFirst(4).prefix(printed.count - 1)) == Array(printed.dropFirst()))
  }

  @Test("pick --units metric --spoons ml previews millilitres, not the spoons it would not print")
  func metricPreview() throws {
    let state = PickerState(
      recipes: Self.chili, recipeIndex: 0, units: .metric, spoons: .ml,
      amounts: AmountStyle())
    let lines = state.lines(width: 80)
    #expect(lines.contains("~44 ml Chili powder"))
    #expect(!lines.contains { $0.contains("tbsp") })
  }

  @Test("a 40×10 terminal keeps the title and the control, and says what does not fit")
  func smallTerminal() throws {
    var state = try onRecipe("Pancakes")
    let lines = state.lines(width: 40, height: 10)
    #expect(lines.count <= 10)
    #expect(lines.allSatisfy { $0.count <= 40 })
    #expect(lines.prefix(3) == ["Pancakes (4 servings)", "", "[ 1 | 2 |▸4◂| 6 | 8 | 12 ]"])
    let short = state.lines(width: 40, height: 6)
    #expect(
      short == [
        "Pancakes (4 servings)", "", "[ 1 | 2 |▸4◂| 6 | 8 | 12 ]", "",
        "1/2 cup Flour", "… 3 more",
      ])
    // Counts too wide for the terminal: the current one stays in sight.
    for digit in "123456789012" { _ = state.handle(.character(digit)) }
    _ = state.handle(.enter)
    let wide = state.lines(width: 40, height: 10)
    #expect(wide[0].hasPrefix("Pancakes (123456789012 servings, from 4)"))
    #expect(wide[2].contains("▸123456789012◂"))
    #expect(wide[2].hasPrefix("[…|"))
    #expect(wide.allSatisfy { $0.count <= 40 })
    let narrow = state.lines(width: 20, height: 10)
    #expect(narrow[2].contains("▸123456789012◂"))
  }

  @Test("the list screen fits a 40×10 terminal, its title and selection on screen")
  func smallList() {
    var state = PickerState(recipes: Self.recipes + Self.recipes + Self.recipes)
    for _ in 0..<8 { _ = state.handle(.down) }
    let lines = state.lines(width: 40, height: 10)
    #expect(lines.count <= 10)
    #expect(lines.first == "Pick a recipe: _")
    #expect(lines.contains { $0.hasPrefix("▸ ") })
  }

  @Test("the list filters as you type, moves with arrows and opens with Enter")
  func list() {
    var state = PickerState(recipes: Self.recipes)
    #expect(state.lines(width: 80).contains("▸ Pancakes"))
    for character in "CAKES" { _ = state.handle(.character(character)) }
    #expect(state.filtered.map { Self.recipes[$0].name } == ["Pancakes", "Banana Pancakes"])
    _ = state.handle(.down)
    _ = state.handle(.down)
    #expect(state.lines(width: 80).contains("▸ Banana Pancakes"))
    #expect(state.handle(.enter) == .running)
    #expect(state.recipeIndex == 2)
    var none = PickerState(recipes: Self.recipes)
    for character in "zzz" { _ = none.handle(.character(character)) }
    #expect(none.lines(width: 80).contains("  (no recipe matches)"))
    #expect(none.handle(.enter) == .running)
    #expect(none.recipeIndex == nil)
    #expect(none.handle(.escape) == .cancelled)
  }

  @Test("terminal bytes decode to keys")
  func keys() {
    #expect(PickerKey.decode([0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44]) == [.right, .left])
    #expect(PickerKey.decode([0x1B, 0x4F, 0x41]) == [.up])
    #expect(PickerKey.decode([0x1B]) == [.escape])
    #expect(
      PickerKey.decode([0x0D, 0x7F, 0x03, 0x34]) == [
        .enter, .backspace, .interrupt, .character("4"),
      ])
  }
}

/// The real binary in a real terminal: tmux runs it, send-keys types, capture-pane reads.
///
/// Each test is one bash script on a private tmux socket that kills its own
/// server before it ends, so the test waits on a single child process.
@Suite("pick in a terminal, end to end", .enabled(if: installed("tmux")))
struct PickerTerminalTests {
  let scratch: Scratch

  init() throws {
    scratch = try Scratch()
    try scratch.write("recipes.json", sampleRecipes)
  }

  /// A step: wait until the screen shows some text, save the screen, then type keys.
  struct Step {
    var waitFor: String
    var keys: String
  }

  /// Runs `recipe-scale pick ARGUMENTS` in tmux through the steps; returns each
  /// step's screen, the exit status and what reached standard output.
  func pick(_ arguments: String, _ steps: [Step], width: Int = 100, height: Int = 30) throws -> (
    screens: [String], status: String, output: String
  ) {
    let socket = "recipe-scale-\(UUID().uuidString.prefix(8))"
    // The tmux server outlives this script; it must not keep any descriptor the
    // test's Process watches, or the test would wait for the server to end.
    var script = """
      for fd in /proc/$$/fd/*; do n=${fd##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done
      t() { tmux -L \(socket) "$@"; }
      t new-session -d -s pick -x \(width) -y \(height) -c '\(scratch.url.path)' 'bash --norc --noprofile'
      t send-keys -t pick "stty -g > before.txt; '\(binaryPath)' pick \(arguments) > out.txt; echo \\$? > status.txt; stty -g > after.txt" Enter
      wait_for() { for i in $(seq 100); do t capture-pane -p -t pick | grep -qF -- "$1" && return 0; sleep 0.1; done; return 1; }

      """
    for (index, step) in steps.enumerated() {
      script += "wait_for '\(step.waitFor)' || echo 'never saw: \(step.waitFor)' >> failures.txt\n"
      script += "t capture-pane -p -t pick > screen\(index).txt\n"
      script += "t send-keys -t pick \(step.keys)\n"
    }
    script += """
      for i in $(seq 100); do [ -s after.txt ] && break; sleep 0.1; done
      server=$(t display-message -p '#{pid}'); pane=$(t display-message -p '#{pane_pid}')
      t kill-server
      # Started from the test's Process, the server can outlive kill-server: end it by pid.
      kill -9 "$pane" "$server" 2>/dev/null
      true

      """
    let outcome = try runBinary([], directory: scratch.url, shell: script)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let read = { (name: String) in
      (try? String(contentsOf: self.scratch.url.appendingPathComponent(name), encoding: .utf8))
        ?? ""
    }
    #expect(read("failures.txt") == "")
    #expect(read("before.txt") == read("after.txt"), "the terminal settings are restored")
    return (
      steps.indices.map { read("screen\($0).txt") },
      read("status.txt").trimmingCharacters(in: .whitespacesAndNewlines), read("out.txt")
    )
  }

  @Test("the amounts follow the keys, and Enter prints what show prints")
  func accept() throws {
    let (screens, status, output) = try pick(
      "Pancakes",
      [
        Step(waitFor: "[ 1 | 2 |▸4◂| 6 | 8 | 12 ]", keys: "Right"),
        Step(waitFor: "▸6◂", keys: "Enter"),
      ])
    #expect(screens[0].contains("1/2 cup Flour"))
    #expect(screens[1].contains("3/4 cup Flour"))
    #expect(screens[1].contains("Pancakes (6 servings, from 4)"))
    #expect(status == "0")
    #expect(
      output
        == (try runBinary(["show", "Pancakes", "--servings", "6"], directory: scratch.url).stdout))
  }

  @Test(
    "in a 40×10 terminal, --units metric: the title and control stay, the preview is the output")
  func smallMetric() throws {
    let (screens, status, output) = try pick(
      "Pancakes --units metric --measure",
      [
        Step(waitFor: "▸4◂", keys: "Right"),
        Step(waitFor: "▸6◂", keys: "Enter"),
      ], width: 40, height: 10)
    let shown = try runBinary(
      ["show", "Pancakes", "-s", "6", "--units", "metric", "--measure"], directory: scratch.url)
    let screen = screens[1].split(separator: "\n", omittingEmptySubsequences: false)
    #expect(screen.first == "Pancakes (6 servings, from 4)")
    #expect(screen.dropFirst(2).first == "[ 1 | 2 | 4 |▸6◂| 8 | 12 ]")
    // Ten rows hold every line; eight keep the title and control, and say what is left out.
    for line in shown.stdout.split(separator: "\n").dropFirst() {
      #expect(screen.contains(line), "\(line) on the screen")
    }
    let (short, _, _) = try pick(
      "Pancakes --units metric", [Step(waitFor: "▸4◂", keys: "Escape")], width: 40, height: 7)
    #expect(
      short[0].split(separator: "\n", omittingEmptySubsequences: false).prefix(3)
        == ["Pancakes (4 servings)", "", "[ 1 | 2 |▸4◂| 6 | 8 | 12 ]"])
    #expect(short[0].contains("… 2 more"))
    #expect(status == "0")
    #expect(output == shown.stdout)
  }

  @Test("the list, a filter, a typed count, and JSON on Enter")
  func list() throws {
    let (screens, status, output) = try pick(
      "--format json",
      [
        Step(waitFor: "▸ Pancakes", keys: "t h a i Enter"),
        Step(waitFor: "Pad Thai (2 servings)", keys: "1 0 Enter"),
        Step(waitFor: "Pad Thai (10 servings, from 2)", keys: "Enter"),
      ])
    #expect(screens[0].contains("  Pad Thai"))
    #expect(screens[2].contains("5 halves Lime"))
    #expect(status == "0")
    let show = try runBinary(
      ["show", "Pad Thai", "-s", "10", "--format", "json"], directory: scratch.url)
    #expect(output == show.stdout)
  }

  @Test("Esc, q and Ctrl-C cancel with 130 and print nothing", arguments: ["Escape", "C-c", "q"])
  func cancel(key: String) throws {
    let (_, status, output) = try pick("Pad", [Step(waitFor: "▸2◂", keys: key)])
    #expect(status == "130")
    #expect(output == "")
  }
}

@Suite("pick without a terminal")
struct PickerNoTerminalTests {
  @Test("is a usage error pointing at show")
  func noTerminal() throws {
    let dumb = runInProcess(["pick", "-f", "-"], stdin: sampleRecipes, variables: ["TERM": "dumb"])
    #expect(
      dumb
        == Outcome(
          status: 64, stdout: "",
          stderr:
            "recipe-scale: pick needs a terminal (/dev/tty, and TERM not dumb); use 'recipe-scale show' to print recipes; see 'recipe-scale pick --help'\n"
        ))
    // setsid leaves the child without a controlling terminal, so /dev/tty cannot open.
    let detached = try runBinary(
      ["pick", "-f", "-"], stdin: sampleRecipes, shell: "exec setsid -w \"$0\" \"$@\"")
    #expect(detached.status == 64)
    #expect(detached.stdout == "")
  }
}
