import Foundation
import RecipeScaleCLI
import Testing

@Suite("--format html, end to end")
struct HTMLCommandTests {
  let scratch: Scratch
  let file: String

  init() throws {
    scratch = try Scratch()
    file = try scratch.write("cookies.txt", gingerCookies).path
  }

  @Test("show: one page with the card, the method scaled, nothing on standard error")
  func show() throws {
    let outcome = try runBinary(["show", "-f", file, "--scale", "1/2", "--format", "html"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    #expect(outcome.stdout.hasPrefix("<!DOCTYPE html>\n"))
    #expect(outcome.stdout.hasSuffix("</body>\n</html>\n"))
    #expect(outcome.stdout.contains("<title>Ginger Cookies</title>"))
    #expect(outcome.stdout.contains("<p class=\"facts\">Makes: 12 cookies, from 24</p>"))
    #expect(outcome.stdout.contains("<h3>For the glaze</h3>"))
    #expect(outcome.stdout.contains("<li>1/4 cup icing sugar</li>"))
    #expect(
      outcome.stdout.contains(
        "<li>Mix 1/2 cup of the flour with the 1 teaspoon ginger, then beat in 1/2 egg.</li>"))
    #expect(outcome.stdout.contains("<ol class=\"method\" start=\"3\">"))
  }

  @Test("in process, the same page as the binary writes")
  func inProcess() throws {
    let arguments = ["show", "-f", file, "-s", "12", "--format", "html"]
    let binary = try runBinary(arguments)
    #expect(runInProcess(arguments) == binary)
  }

  @Test("shop: a checklist under aisles on one page")
  func shop() throws {
    let outcome = try runBinary(["shop", "--all", "-f", file, "--format", "html", "--why"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    #expect(outcome.stdout.contains("<h1>Shopping list</h1>"))
    let dairy = try #require(outcome.stdout.range(of: "<h2>Dairy and eggs</h2>"))
    let pantry = try #require(outcome.stdout.range(of: "<h2>Pantry</h2>"))
    #expect(dairy.lowerBound < pantry.lowerBound)
    #expect(
      outcome.stdout.contains(
        "<input type=\"checkbox\" aria-label=\"bought\"><span>1 egg — Ginger Cookies</span>"))
  }

  @Test("a format nobody has is a usage error that names the formats and the nearest")
  func unknownFormat() throws {
    let outcome = try runBinary(["show", "-f", file, "--format", "htm"])
    #expect(outcome.status == 64)
    #expect(outcome.stdout == "")
    #expect(outcome.stderr.contains("(did you mean 'html'?)"))
    #expect(outcome.stderr.hasPrefix("recipe-scale: "))
  }
}
