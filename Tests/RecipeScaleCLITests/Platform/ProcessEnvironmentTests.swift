import Foundation
import RecipeScaleCLI
import Testing

@Suite("Process environment")
struct ProcessEnvironmentTests {
  /// The names the command line's sources look up, as `variables["NAME"]`, in every folder.
  static func namesReadBySources() throws -> Set<String> {
    let directory = repositoryRoot.appendingPathComponent("Sources/RecipeScaleCLI")
    let pattern = try Regex(#"variables\["([A-Z_]+)"\]"#)
    var names: Set<String> = []
    for file in try FileManager.default.subpathsOfDirectory(atPath: directory.path)
    where file.hasSuffix(".swift") {
      let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: pattern) {
        if let name = match.output[1].substring { names.insert(String(name)) }
      }
    }
    return names
  }

  @Test("the variables copied are exactly those the sources read")
  func consultedMatchesSources() throws {
    let names = try Self.namesReadBySources()
    #expect(!names.isEmpty)
    #expect(names == Set(ProcessEnvironment.consulted))
  }

  @Test("the current environment holds no variable the tool does not read")
  func currentCopiesOnlyConsulted() throws {
    // PATH is set wherever tests run; the tool never reads it.
    try #require(ProcessInfo.processInfo.environment["PATH"] != nil)
    let copied = Set(ProcessEnvironment.current.variables.keys)
    #expect(copied.isSubset(of: Set(ProcessEnvironment.consulted)))
  }
}
