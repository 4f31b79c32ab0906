import RecipeScale
import Testing

@Suite("Web pages: the encoding a page declares, and Windows-1252 made UTF-8")
struct PageEncodingTests {
  func label(_ page: String) -> String? {
    PageCharset.declaredLabel(in: page.utf8.span)
  }

  func label(bytes: [UInt8]) -> String? {
    PageCharset.declaredLabel(in: bytes.span)
  }

  @Test(
    "a declaration in a meta tag, however written",
    arguments: [
      (#"<meta charset="iso-8859-1">"#, "iso-8859-1"), ("<META CHARSET=ISO-8859-1>", "iso-8859-1"),
      ("<meta charset='windows-1252' />", "windows-1252"),
      (#"<meta charset=" latin1 ">"#, "latin1"),
      (
        #"<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">"#,
        "iso-8859-1"
      ),
      (
        #"<meta content='text/html;charset="windows-1252"' http-equiv='content-type'>"#,
        "windows-1252"
      ),
      ("<meta\nhttp-equiv=CONTENT-TYPE\ncontent=\"text/html; CharSet = cp1252\">", "cp1252"),
      (#"<meta name="viewport" content="width=device-width"><meta charset="utf-8">"#, "utf-8"),
    ])
  func declared(tag: String, expected: String) {
    #expect(
      label("<!DOCTYPE html>\n<html><head>\n<title>x</title>\(tag)</head></html>") == expected)
  }

  @Test(
    "no declaration: none, in a comment, in another attribute, not a content type, too late",
    arguments: [
      "<html><head><title>Tarte</title></head></html>",
      #"<!-- <meta charset="iso-8859-1"> --><p>x</p>"#,
      #"<!-- a comment that never closes <meta charset="iso-8859-1">"#,
      #"<meta name="description" content="text/html; charset=iso-8859-1">"#,
      #"<metadata charset="iso-8859-1">"#, #"<meta charset="">"#,
      "<p>" + String(repeating: "x", count: PageCharset.window) + #"<meta charset="latin1">"#,
    ])
  func undeclared(page: String) {
    #expect(label(page) == nil)
  }

  @Test("Latin-1 bytes around the tag do not hide it")
  func latinBytes() {
    let page: [UInt8] =
      Array("<title>Cr".utf8) + [0xE8] + Array("me</title><meta charset=latin1>".utf8)
    #expect(label(bytes: page) == "latin1")
  }

  @Test(
    "the labels browsers read as Windows-1252, and others",
    arguments: [
      ("iso-8859-1", true), ("windows-1252", true), ("latin1", true), ("us-ascii", true),
      ("iso_8859-1:1987", true), ("l1", true), ("x-cp1252", true), ("utf-8", false),
      ("iso-8859-15", false), ("shift_jis", false), ("windows-1251", false),
    ])
  func windows1252Labels(label: String, isWindows1252: Bool) {
    #expect(PageCharset.isWindows1252(label) == isWindows1252)
  }

  @Test("every byte made UTF-8 exactly: ASCII, the 0x80–0x9F table, Latin-1 above")
  func transcoding() throws {
    let all = (0...255).map(UInt8.init)
    let utf8 = Windows1252.utf8(all.span)
    let text = try #require(String(validating: utf8, as: UTF8.self))
    let scalars = text.unicodeScalars.map(\.value)
    #expect(scalars.count == 256)
    #expect(Array(scalars[0..<0x80]) == (0..<0x80).map(UInt32.init))
    #expect(Array(scalars[0xA0...]) == (0xA0...0xFF).map(UInt32.init))
    let table: [UInt32] = [
      0x20AC, 0x81, 0x201A, 0x192, 0x201E, 0x2026, 0x2020, 0x2021, 0x2C6, 0x2030, 0x160, 0x2039,
      0x152, 0x8D, 0x17D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
      0x2DC, 0x2122, 0x161, 0x203A, 0x153, 0x9D, 0x17E, 0x178,
    ]
    #expect(Array(scalars[0x80..<0xA0]) == table)
    let words: [UInt8] = [0x92, 0x9C, 0x80, 0xE9, 0x96, 0x41]
    #expect(
      String(decoding: Windows1252.utf8(words.span), as: UTF8.self) == "’œ€é–A")
    #expect(Windows1252.utf8([UInt8]().span).isEmpty)
  }

  @Test("a French page in Windows-1252 read through the reader once made UTF-8")
  func frenchPage() throws {
    let page: [UInt8] =
      Array(#"<html lang="fr"><head><meta charset="iso-8859-1">"#.utf8) + [0x0A]
      + Array(#"<script type="application/ld+json">{"@type":"Recipe","name":"Cr"#.utf8) + [0xE8]
      + Array(#"me br"#.utf8) + [0xFB] + Array(#"l"#.utf8) + [0xE9, 0x65]
      + Array(#"","recipeYield":"6 personnes","recipeIngredient":["6 jaunes d"#.utf8)
      + [0x92, 0x9C] + Array(#"ufs","50 cl de cr"#.utf8) + [0xE8]
      + Array(#"me"]}</script></head></html>"#.utf8)
    let found = try WebPageReader().read(utf8: Windows1252.utf8(page.span).span, title: "f")
    let recipe = try #require(found.recipes.first)
    #expect(recipe.name == "Crème brûlée")
    #expect(recipe.servings == 6)
    #expect(recipe.ingredients.map(\.source) == ["6 jaunes d’œufs", "50 cl de crème"])
    #expect(recipe.language?.description == "fr")
    #expect(found.startLines == [2])
  }
}
