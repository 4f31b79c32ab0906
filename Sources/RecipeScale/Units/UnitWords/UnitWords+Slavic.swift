// The unit words of Polish, Czech and Russian.

extension UnitWords {
  /// Polish.
  static let polish: [Group] = [
    (.measure, ["łyżka"], ["łyżki", "łyżek"], []),
    (.measure, ["łyżeczka"], ["łyżeczki", "łyżeczek"], []),
    (.measure, ["szklanka"], ["szklanki", "szklanek"], []),
    (.container, ["opakowanie"], ["opakowania", "opakowań"], []),
    (.container, ["puszka"], ["puszki", "puszek"], []),
    (.portion, ["szczypta"], ["szczypty"], []),
    (.item, ["ząbek"], ["ząbki", "ząbków"], []),
    (.item, ["kostka"], ["kostki", "kostek"], []),
    (.item, ["plaster"], ["plastry", "plastrów"], []),
    (.item, ["pęczek"], ["pęczki", "pęczków"], []),
    (.portion, ["garść"], ["garści"], []),
  ]

  /// Czech.
  static let czech: [Group] = [
    (.measure, ["lžíce"], ["lžic"], []),
    (.measure, ["lžička"], ["lžičky", "lžiček"], []),
    (.measure, ["hrnek"], ["hrnky", "hrnků"], []),
    (.item, ["kus"], ["kusy", "kusů"], ["ks"]),
    (.container, ["balíček"], ["balíčky", "balíčků"], []),
    (.container, ["plechovka"], ["plechovky"], []),
    (.item, ["stroužek"], ["stroužky", "stroužků"], []),
    (.portion, ["špetka"], ["špetky"], []),
    (.item, ["plátek"], ["plátky", "plátků"], []),
  ]

  /// Russian: `ст. л.` is a tablespoon, `ч. л.` a teaspoon.
  static let russian: [Group] = [
    (
      .measure, ["столовая ложка"], ["столовые ложки", "столовых ложек"], ["ст л", "ст.л."]
    ),
    (.measure, ["чайная ложка"], ["чайные ложки", "чайных ложек"], ["ч л", "ч.л."]),
    (.measure, ["стакан"], ["стакана", "стаканов"], []),
    (.container, ["банка"], ["банки"], []),
    (.container, ["упаковка"], ["упаковки"], []),
    (.item, ["зубчик"], ["зубчика", "зубчиков"], []),
    (.portion, ["щепотка"], ["щепотки"], []),
    (.item, ["пучок"], ["пучка", "пучков"], []),
    (.item, ["штука"], ["штуки", "штук"], ["шт"]),
  ]
}
