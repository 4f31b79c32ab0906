import RecipeScale

/// Carries out a parsed command and returns what it prints.
struct CommandRunner {
  var loader: RecipeLoader

  func execute(_ command: Command) throws(CommandError) -> String {
    switch command {
    case .help(let spec):
      return HelpText.render(spec)
    case .version:
      return CommandSpec.version + "\n"
    case .list(let file):
      let (book, _) = try loader.load(option: file)
      var output = ""
      for recipe in book.recipes {
        output += recipe.name.escapingControlCharacters
        output += "\n"
      }
      return output
    case .show(let request):
      return try show(request)
    }
  }

  private func show(_ request: ShowRequest) throws(CommandError) -> String {
    let (book, source) = try loader.load(option: request.file)
    var selected: [Recipe] = []
    if request.recipes.isEmpty {
      selected = book.recipes
    } else {
      for query in request.recipes {
        do {
          selected += try book.recipes(matching: query)
        } catch {
          throw .lookup(source: source, error)
        }
      }
    }
    let scaler = Scaler(servings: request.servings.map { Rational($0) })
    let formatter = request.format.formatter
    var output = ""
    formatter.begin(into: &output)
    for (index, recipe) in selected.enumerated() {
      do {
        formatter.append(try scaler.scale(recipe), isFirst: index == 0, to: &output)
      } catch {
        throw .data(source: source, error)
      }
    }
    formatter.end(count: selected.count, into: &output)
    return output
  }
}
