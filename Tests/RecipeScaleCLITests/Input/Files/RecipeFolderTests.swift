import Foundation
import RecipeScaleCLI
import Testing

/// A folder given to `--file` is a collection of the recipe files in it.
@Suite("A folder of recipes")
struct RecipeFolderTests {
  /// A folder as a cook keeps one: recipes in several formats, a note, a
  /// photo, a hidden file and a folder of drafts.
  static func kitchenFolder() throws -> Scratch {
    let scratch = try Scratch()
    try scratch.write("b-soup.txt", "# Soup\nServes 2\n1 onion\n2 cups stock\n")
    try scratch.write(
      "a-cake.json",
      #"[{"name": "Cake", "servings": 8, "ingredients": [{"name": "Flour", "num": 2, "unit": "cup"}]}]"#
    )
    try scratch.write("c-pasta.cook", ">> servings: 2\nBoil @pasta{200%g}.\n")
    try scratch.write("README", "Recipes from the family.\n")
    try scratch.write("photo.jpg", "\u{FF}\u{D8}not a recipe")
    try scratch.write(".hidden.json", "not JSON")
    try scratch.write("drafts/d-pie.txt", "# Pie\nServes 6\n1 apple\n")
    return scratch
  }

  @Test("its recipe files are read in the order of their names; other files are left out")
  func readsTheRecipeFiles() throws {
    let folder = try Self.kitchenFolder()
    let outcome = runInProcess(["list", "-f", folder.url.path])
    #expect(outcome == Outcome(status: 0, stdout: "Cake\nSoup\nc-pasta\n", stderr: ""))
  }

  @Test("show scales every recipe of the folder, each from its own servings")
  func showsEveryRecipe() throws {
    let folder = try Self.kitchenFolder()
    let outcome = runInProcess(["show", "-f", folder.url.path, "-s", "4", "--format", "tsv"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    let rows = outcome.stdout.split(separator: "\n").dropFirst().map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).prefix(5).joined(separator: "|")
    }
    #expect(
      rows == [
        "Cake|4|1|cup|Flour", "Soup|4|2||onions", "Soup|4|4|cups|stock",
        "c-pasta|4|400|g|pasta",
      ])
  }

  @Test("a folder and a file given together make one collection, in the order given")
  func folderAndFile() throws {
    let folder = try Self.kitchenFolder()
    let pie = folder.url.appendingPathComponent("drafts/d-pie.txt").path
    let outcome = runInProcess(["list", "-f", pie, "-f", folder.url.path + "/"])
    #expect(outcome.stdout == "Pie\nCake\nSoup\nc-pasta\n")
    #expect(outcome.status == 0)
  }

  @Test("import writes the folder's recipes as one file")
  func imports() throws {
    let folder = try Self.kitchenFolder()
    let outcome = runInProcess(["import", "-f", folder.url.path, "--format", "jsonl"])
    #expect(outcome.status == 0)
    let names = outcome.stdout.split(separator: "\n").compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["name"]
        as? String
    }
    #expect(names == ["Cake", "Soup", "c-pasta"])
  }

  @Test("a folder with no recipe file is an error that says which files count")
  func emptyFolder() throws {
    let scratch = try Scratch()
    try scratch.write("README", "nothing here\n")
    for command in ["show", "list", "import"] {
      let outcome = runInProcess([command, "-f", scratch.url.path])
      #expect(outcome.status == 66)
      #expect(outcome.stdout == "")
      #expect(
        outcome.stderr.hasPrefix(
          "recipe-scale: \(scratch.url.path): a folder with no recipe files (.json, .jsonl,"))
    }
  }

  @Test("validate reports the folder's files, and an empty folder as unreadable")
  func validates() throws {
    let folder = try Self.kitchenFolder()
    let outcome = runInProcess(["validate", "-f", folder.url.path])
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    let empty = try Scratch()
    let failed = runInProcess(["validate", "-f", empty.url.path])
    #expect(failed.status == 66)
    #expect(failed.stderr.contains("a folder with no recipe files"))
  }

  @Test("through the binary, a folder reads as it does in-process")
  func binary() throws {
    let folder = try Self.kitchenFolder()
    let outcome = try runBinary(["list", "-f", folder.url.path])
    #expect(outcome == Outcome(status: 0, stdout: "Cake\nSoup\nc-pasta\n", stderr: ""))
  }
}
