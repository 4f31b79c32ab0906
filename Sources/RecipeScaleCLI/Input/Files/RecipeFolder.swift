import RecipeScale

/// A folder given to `--file`: a collection of the recipe files in it.
///
/// A recipe file is one whose name says its format (``InputFormat/named(by:)``:
/// `.json`, `.jsonl`, `.txt`, `.html`, `.cook`, …). Hidden files, subfolders
/// and files of any other name (a `README`, a photo) are left out, so a folder
/// of recipes can hold what else goes with them. The files are read in the
/// order of their names, byte by byte, so a collection reads the same on every
/// machine.
package enum RecipeFolder {
  /// The recipe files a path stands for: the path itself when it is no folder,
  /// else the recipe files in the folder.
  ///
  /// - Parameter path: A path given to `--file`; `-` is standard input.
  /// - Returns: The files, in order.
  /// - Throws: ``InputError`` when the folder cannot be read or holds no recipe file.
  package static func files(at path: String) throws(InputError) -> [String] {
    guard path != "-", let names = try entries(ofFolder: path) else { return [path] }
    let prefix = path.hasSuffix("/") ? path : path + "/"
    let files = names.filter { name in
      !name.hasPrefix(".") && InputFormat.named(by: name) != nil
        && isRegularFile(prefix + name)
    }
    .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    guard !files.isEmpty else { throw .noRecipeFiles(folder: path) }
    return files.map { prefix + $0 }
  }

  /// The names in a folder, or `nil` when the path is no folder.
  private static func entries(ofFolder path: String) throws(InputError) -> [String]? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
    return try InputFile.names(inFolder: path)
  }

  /// Whether a path is a regular file, following a symbolic link.
  private static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }
}
