import RecipeScale

/// Carries out a parsed command and returns what it prints.
struct CommandRunner {
  var loader: RecipeLoader

  /// What a command prints, and the status it ends with when it did its job.
  struct Result {
    var output: String
    var status: ExitStatus = .success
  }

  func execute(_ command: Command) throws(CommandError) -> Result {
    switch command {
    case .help(let spec):
      return Result(output: HelpText.render(spec))
    case .helpTopic(let topic):
      return Result(output: topic.text)
    case .completions(let shell):
      return Result(output: CompletionScript.render(for: shell))
    case .version:
      return Result(output: CommandSpec.version + "\n")
    case .list(let file):
      let (_, book) = try loader.load(option: file)
      var output = ""
      for recipe in book.recipes {
        output += recipe.name.escapingControlCharacters
        output += "\n"
      }
      return Result(output: output)
    case .show(let request):
      return Result(output: try show(request))
    case .validate(let file, let format, let color):
      let document = try loader.read(option: file)
      let issues = document.validate()
      let style: TextStyle = color.styles(loader.environment) ? .terminal : .plain
      let output = ValidationReport(source: document.source, issues: issues).render(
        format, style: style)
      return Result(
        output: output, status: issues.contains { $0.issue.isError } ? .dataError : .success)
    }
  }

  private func show(_ request: ShowRequest) throws(CommandError) -> String {
    let (document, book) = try loader.load(option: request.file)
    var selected: [Int] = []
    if request.recipes.isEmpty {
      selected = Array(book.recipes.indices)
    } else {
      for query in request.recipes {
        do {
          selected += try book.indices(matching: query)
        } catch {
          throw .lookup(source: document.source, error)
        }
      }
    }
    let scaler = Scaler(servings: request.servings.map { Rational($0) })
    let style: TextStyle = request.color.styles(loader.environment) ? .terminal : .plain
    let formatter = request.format.formatter(style: style)
    var output = ""
    formatter.begin(into: &output)
    for (position, index) in selected.enumerated() {
      do {
        formatter.append(try scaler.scale(book.recipes[index]), isFirst: position == 0, to: &output)
      } catch {
        var located = error
        located.location.recipeIndex = index
        throw document.located(located)
      }
    }
    formatter.end(count: selected.count, into: &output)
    return output
  }
}
