import RecipeScale

/// Where the recipes come from, and how messages name it.
package enum RecipeSource: Equatable {
  /// Standard input, from `--file -`.
  case standardInput
  /// A file.
  case file(String)

  /// The name messages use: the path as given, control characters escaped, or `<stdin>`.
  /// The file's path, or `nil` for standard input.
  package var path: String? {
    if case .file(let path) = self { return path }
    return nil
  }

  package var displayName: String {
    switch self {
    case .standardInput: "<stdin>"
    case .file(let path): path.escapingControlCharacters
    }
  }

  /// The bundled recipes, relative to the directory of the installed binary.
  package static let installedRelativePath = "../share/recipe-scale/recipes.json"

  /// Picks the recipes file: `--file`, else `$RECIPE_SCALE_FILE`, else
  /// `./recipes.json`, else the recipes installed beside the binary.
  ///
  /// - Parameters:
  ///   - option: The value of `--file`, if given.
  ///   - environment: The process environment.
  /// - Returns: The source to read.
  /// - Throws: ``InputError/noRecipesFile(searched:)`` when nothing was named and
  ///   neither default exists.
  package static func locate(option: String?, environment: ProcessEnvironment) throws(InputError)
    -> RecipeSource
  {
    if let option { return option == "-" ? .standardInput : .file(option) }
    if let variable = environment.variables["RECIPE_SCALE_FILE"], !variable.isEmpty {
      return variable == "-" ? .standardInput : .file(variable)
    }
    var searched = ["./recipes.json"]
    if access("recipes.json", F_OK) == 0 { return .file("recipes.json") }
    if let executable = environment.executablePath {
      let directory = executable.lastIndex(of: "/").map { String(executable[..<$0]) } ?? "."
      let installed = normalized(directory + "/" + installedRelativePath)
      if access(installed, F_OK) == 0 { return .file(installed) }
      searched.append(installed)
    }
    throw .noRecipesFile(searched: searched)
  }

  /// Removes `dir/..` pairs so messages show `/usr/share/…`, not `/usr/bin/../share/…`.
  package static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part != "." {
        parts.append(part)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }
}
