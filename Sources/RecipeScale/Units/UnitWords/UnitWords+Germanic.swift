// The unit words of German, Dutch and the Scandinavian languages.

extension UnitWords {
  /// German.
  static let german: [Group] = [
    (.measure, ["Esslöffel", "Eßlöffel"], [], ["EL", "Essl", "Eßl"]),
    (.measure, ["Teelöffel"], [], ["TL", "Teel"]),
    (.measure, ["Tasse"], ["Tassen"], []),
    (.measure, ["Messerspitze"], ["Messerspitzen"], ["Msp", "Mspr"]),
    (.measure, ["Pfund"], [], []),
    (.container, ["Dose"], ["Dosen"], []),
    (.container, ["Büchse"], ["Büchsen"], []),
    (.container, ["Glas"], ["Gläser"], []),
    (.container, ["Flasche"], ["Flaschen"], []),
    (.container, ["Päckchen"], [], ["Pck", "Pckg", "Pkt"]),
    (.container, ["Packung"], ["Packungen"], []),
    (.container, ["Becher"], [], []),
    (.container, ["Beutel"], [], []),
    (.container, ["Tüte"], ["Tüten"], []),
    (.portion, ["Prise"], ["Prisen"], []),
    (.item, ["Zehe"], ["Zehen"], []),
    (.item, ["Bund"], ["Bünde"], []),
    (.item, ["Stück"], ["Stücke"], ["Stk"]),
    (.item, ["Scheibe"], ["Scheiben"], []),
    (.item, ["Zweig"], ["Zweige"], []),
    (.item, ["Stange"], ["Stangen"], []),
    (.item, ["Portion"], ["Portionen"], []),
    (.item, ["Blatt"], ["Blätter"], []),
    (.item, ["Würfel"], [], []),
    (.portion, ["Handvoll"], [], []),
    (.item, ["Tropfen"], [], []),
    (.portion, ["Schuss"], [], []),
    (.portion, ["Spritzer"], [], []),
    (.item, ["Knolle"], ["Knollen"], []),
    (.item, ["Kopf"], ["Köpfe"], []),
    (.item, ["Stängel"], [], []),
    (.item, ["Dutzend"], [], []),
    (.item, ["Tafel"], ["Tafeln"], []),
  ]

  /// Dutch.
  static let dutch: [Group] = [
    (.measure, ["eetlepel"], ["eetlepels"], ["el", "eetl"]),
    (.measure, ["theelepel"], ["theelepels"], ["tl", "theel"]),
    (.measure, ["kopje"], ["kopjes"], []),
    (.container, ["blik", "blikje"], ["blikken", "blikjes"], []),
    (.container, ["pakje"], ["pakjes"], []),
    // Not before `choi`: `pak choi` is a cabbage.
    (.container, ["pak"], ["pakken"], []),
    (.container, ["bakje"], ["bakjes"], []),
    (.container, ["zakje"], ["zakjes"], []),
    (.container, ["potje"], ["potjes"], []),
    (.portion, ["snufje"], ["snufjes"], ["snuf"]),
    (.portion, ["mespunt", "mespuntje"], ["mespunten", "mespuntjes"], []),
    (.item, ["teentje", "teen"], ["teentjes", "tenen"], []),
    (.item, ["takje"], ["takjes"], []),
    (.item, ["plak", "plakje"], ["plakken", "plakjes"], []),
    (.item, ["blaadje"], ["blaadjes"], []),
    (.item, ["bosje", "bos"], ["bosjes", "bossen"], []),
    (.item, ["stronk"], ["stronken"], []),
    (.portion, ["scheutje"], ["scheutjes"], []),
    (.item, ["stuk"], ["stuks"], []),
    (.item, ["blokje"], ["blokjes"], []),
    (.item, ["druppel"], ["druppels"], []),
  ]

  /// Swedish.
  static let swedish: [Group] = [
    (.measure, ["matsked"], ["matskedar"], ["msk"]),
    (.measure, ["tesked"], ["teskedar"], ["tsk"]),
    (.measure, ["kryddmått"], [], ["krm"]),
    (.container, ["förpackning"], ["förpackningar"], ["förp"]),
    (.container, ["burk"], ["burkar"], []),
    (.item, ["klyfta"], ["klyftor"], []),
    (.portion, ["knivspets", "knivsudd", "knivspids"], [], []),
  ]

  /// Danish (`ts`, its teaspoon, is the English one above).
  static let danish: [Group] = [
    (.measure, ["spiseskefuld"], [], ["spsk"]),
    (.item, ["fed"], [], []),
  ]

  /// Norwegian (`ts`, its teaspoon, is the English one above).
  static let norwegian: [Group] = [
    (.measure, ["spiseskje"], ["spiseskjeer"], ["ss"]),
    (.measure, ["teskje"], ["teskjeer"], []),
    (.container, ["pakke"], ["pakker"], []),
    (.container, ["boks"], ["bokser"], []),
  ]
}
