// The unit words of Turkish, Chinese, Japanese, Korean and Tagalog.

extension UnitWords {
  /// Turkish: the number takes no plural.
  static let turkish: [Group] = [
    (.measure, ["su bardağı"], [], []),
    (.measure, ["çay bardağı"], [], []),
    (.measure, ["yemek kaşığı"], [], []),
    (.measure, ["tatlı kaşığı"], [], []),
    (.measure, ["çay kaşığı"], [], []),
    (.container, ["paket"], [], []),
    (.container, ["kutu"], [], []),
    (.portion, ["tutam"], [], []),
    (.item, ["diş"], [], []),
    (.item, ["dilim"], [], []),
    (.item, ["demet"], [], []),
  ]

  /// Chinese, after the number with or without a space (`300克`, `2汤匙生抽`); the
  /// metric units are above. The spoons stay as written, as `EL` does; `斤` is 500 g in
  /// one place and 600 g in another.
  static let chinese: [Group] = [
    (.measure, ["汤匙", "大勺"], [], []),
    (.measure, ["茶匙", "小勺"], [], []),
    (.measure, ["勺"], [], []),
    (.measure, ["斤"], [], []),
    (.item, ["个"], [], []),
    (.item, ["瓣"], [], []),
    (.item, ["片"], [], []),
    (.item, ["根"], [], []),
    (.item, ["颗"], [], []),
    (.item, ["块"], [], []),
  ]

  /// Japanese, after the number (`2個`, `1/4玉`, `米 2合`), and the spoons before it
  /// (`砂糖 大さじ1`). A Japanese cup (`カップ`) is 200 ml and a rice cup (`合`)
  /// 180 ml, not the US cup, and its spoons 15 and 5 ml: all stay as written.
  static let japanese: [Group] = [
    (.measure, ["大さじ"], [], []),
    (.measure, ["小さじ"], [], []),
    (.measure, ["カップ"], [], []),
    (.measure, ["合"], [], []),
    (.item, ["個"], [], []),
    (.item, ["本"], [], []),
    (.item, ["枚"], [], []),
    (.item, ["玉"], [], []),
    (.item, ["かけ"], [], []),
    (.container, ["袋"], [], []),
    (.container, ["缶"], [], []),
  ]

  /// Korean, after the number with or without a space (`간장 2큰술`, `계란 2개`, `대파
  /// 1대`); the metric units are above. A Korean cup (`컵`) is 200 ml and its spoons
  /// (`큰술`, `작은술`) 15 and 5 ml, as Korean recipes measure: all stay as written.
  static let korean: [Group] = [
    (.measure, ["큰술"], [], []),
    (.measure, ["작은술"], [], []),
    (.measure, ["컵"], [], []),
    (.measure, ["줌"], [], []),
    (.measure, ["꼬집"], [], []),
    (.item, ["개"], [], []),
    (.item, ["쪽"], [], []),
    (.item, ["장"], [], []),
    (.item, ["모"], [], []),
    (.item, ["대"], [], []),
    (.item, ["마리"], [], []),
    (.item, ["뿌리"], [], []),
    (.item, ["송이"], [], []),
    (.container, ["봉지"], [], []),
    (.container, ["캔"], [], []),
  ]

  /// Tagalog: a `tali` is a bundle tied with string.
  static let tagalog: [Group] = [
    (.item, ["tali"], [], [])
  ]
}
