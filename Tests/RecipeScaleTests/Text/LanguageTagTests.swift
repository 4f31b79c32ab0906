import RecipeScale
import Testing

@Suite("Language tags")
struct LanguageTagTests {
  @Test(
    "accept the shape of BCP 47 and keep the text as written",
    arguments: ["de", "fr", "en", "en-GB", "EN-us", "zh-Hans-CN", "sr-Latn", "gsw", "es-419"])
  func wellFormed(tag: String) throws {
    #expect(try #require(LanguageTag(tag)).text == tag)
  }

  @Test(
    "refuse what is not shaped like one",
    arguments: [
      "", "e", "de_DE", "en-", "-en", "en--GB", "english1", "1en", "de DE", "deutschland",
      "en-GB-toolongsub", "ü", "zh-漢", "x-whatever",
    ])
  func malformed(tag: String) {
    #expect(LanguageTag(tag) == nil)
  }

  @Test(
    "are English when the primary subtag is en, in any case",
    arguments: [
      ("en", true), ("en-US", true), ("en-GB", true), ("EN", true), ("En-au", true),
      ("de", false), ("fr-CA", false), ("eng", false), ("ena", false),
    ])
  func english(tag: String, isEnglish: Bool) throws {
    #expect(try #require(LanguageTag(tag)).isEnglish == isEnglish)
  }

  @Test("give their primary language in lowercase")
  func primaryLanguage() throws {
    #expect(try #require(LanguageTag("ZH-Hant")).primaryLanguage == "zh")
    #expect(try #require(LanguageTag("gsw")).primaryLanguage == "gsw")
    #expect(LanguageTag.english.primaryLanguage == "en")
  }
}
