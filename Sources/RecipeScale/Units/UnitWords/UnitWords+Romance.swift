// The unit words of French, Spanish, Italian and Portuguese.

extension UnitWords {
  /// French. `cc` is a millilitre above; a French teaspoon is read from `càc`, `c.c.`
  /// and the words.
  static let french: [Group] = [
    (
      .measure,
      [
        "cuillère à soupe", "cuillere a soupe", "cuiller à soupe", "cuillerée à soupe",
        "c à soupe", "c a soupe", "cuil à soupe", "cuil a soupe", "c à s", "c a s", "cuil à s",
      ],
      ["cuillères à soupe", "cuilleres a soupe", "cuillerées à soupe"],
      ["càs", "cas", "cs", "CàS"]
    ),
    (
      .measure,
      [
        "cuillère à café", "cuillere a cafe", "cuiller à café", "cuillerée à café",
        "c à café", "c a cafe", "cuil à café", "cuil a cafe", "c à c", "c a c", "cuil à c",
        "cuillère à thé", "c à thé",
      ],
      ["cuillères à café", "cuilleres a cafe", "cuillerées à café", "cuillères à thé"],
      ["càc", "cac"]
    ),
    (.measure, ["verre"], ["verres"], []),
    (.measure, ["tasse"], ["tasses"], []),
    (.container, ["boîte"], ["boîtes"], []),
    (.container, ["bocal"], ["bocaux"], []),
    (.container, ["paquet"], ["paquets"], []),
    (.container, ["brique"], ["briques"], []),
    (.portion, ["pincée"], ["pincées"], []),
    // A knob of butter, only before `de`: `2 noix décortiquées` are walnuts.
    (.item, ["noix"], [], []),
    // A drizzle, only before `de` or `d'`: `1 filet d'huile d'olive`.
    (.portion, ["filet"], ["filets"], []),
    (.item, ["rouleau"], ["rouleaux"], []),
    (.item, ["gousse"], ["gousses"], []),
    (.item, ["tranche"], ["tranches"], []),
    (.item, ["brin"], ["brins"], []),
    (.item, ["botte"], ["bottes"], []),
    (.item, ["feuille"], ["feuilles"], []),
    (.item, ["morceau"], ["morceaux"], []),
    (.item, ["pièce"], ["pièces"], []),
    (.portion, ["poignée"], ["poignées"], []),
    (.item, ["goutte"], ["gouttes"], []),
    (.item, ["tablette"], ["tablettes"], []),
    (.item, ["douzaine"], ["douzaines"], []),
    (.item, ["tête"], ["têtes"], []),
    (.item, ["branche"], ["branches"], []),
  ]

  /// Spanish.
  static let spanish: [Group] = [
    (
      .measure, ["cucharada", "cucharada sopera"], ["cucharadas", "cucharadas soperas"],
      ["cda", "cdas"]
    ),
    (.measure, ["cucharadita"], ["cucharaditas"], ["cdta", "cdtas", "cdita", "cditas", "cdtita"]),
    (.measure, ["taza"], ["tazas"], []),
    (.measure, ["vaso"], ["vasos"], []),
    (.container, ["lata"], ["latas"], []),
    (.container, ["bote"], ["botes"], []),
    (.container, ["frasco"], ["frascos"], []),
    (.container, ["sobre"], ["sobres"], []),
    (.container, ["paquete"], ["paquetes"], []),
    (.portion, ["pizca"], ["pizcas"], []),
    (.item, ["diente"], ["dientes"], []),
    (.item, ["rama"], ["ramas"], []),
    (.item, ["ramita"], ["ramitas"], []),
    (.item, ["hoja"], ["hojas"], []),
    (.item, ["manojo"], ["manojos"], []),
    (.portion, ["pellizco"], ["pellizcos"], []),
    (.portion, ["chorrito"], ["chorritos"], []),
    (.item, ["chorro"], ["chorros"], []),
    (.item, ["rodaja"], ["rodajas"], []),
    (.item, ["rebanada"], ["rebanadas"], []),
    (.item, ["loncha"], ["lonchas"], []),
    (.item, ["trozo"], ["trozos"], []),
    (.portion, ["puñado"], ["puñados"], []),
    (.item, ["docena"], ["docenas"], []),
    (.item, ["cabeza"], ["cabezas"], []),
    (.item, ["gota"], ["gotas"], []),
  ]

  /// Italian.
  static let italian: [Group] = [
    (.measure, ["cucchiaio"], ["cucchiai"], []),
    (.measure, ["cucchiaino"], ["cucchiaini"], []),
    (.measure, ["tazza"], ["tazze"], []),
    (.measure, ["bicchiere"], ["bicchieri"], []),
    // An etto is 100 g, a weight shops use; it stays as written.
    (.measure, ["etto"], ["etti"], []),
    (.container, ["scatola", "scatoletta"], ["scatole", "scatolette"], []),
    (.container, ["barattolo"], ["barattoli"], []),
    (.container, ["confezione"], ["confezioni"], []),
    (.container, ["busta"], ["buste"], []),
    (.container, ["bustina"], ["bustine"], []),
    (.container, ["vasetto"], ["vasetti"], []),
    (.container, ["lattina"], ["lattine"], []),
    // A knob of butter, only before `di`: `noce moscata` is nutmeg.
    (.item, ["noce"], ["noci"], []),
    (.item, ["spicchio"], ["spicchi"], []),
    (.portion, ["pizzico"], ["pizzichi"], []),
    (.item, ["foglia"], ["foglie"], []),
    (.item, ["rametto"], ["rametti"], []),
    (.item, ["mazzetto"], ["mazzetti"], []),
    (.item, ["mazzo"], ["mazzi"], []),
    (.item, ["ciuffo"], ["ciuffi"], []),
    (.item, ["fetta"], ["fette"], []),
    (.item, ["cespo"], ["cespi"], []),
    (.item, ["pezzo"], ["pezzi"], []),
    (.item, ["goccia"], ["gocce"], []),
    (.portion, ["manciata"], ["manciate"], []),
    (.item, ["dozzina"], ["dozzine"], []),
    (.item, ["cubetto"], ["cubetti"], []),
    (.item, ["panetto"], ["panetti"], []),
  ]

  /// Portuguese. Brazilian sites put the kind of spoon or cup in parentheses:
  /// `1 colher (sopa)`, `2 xícaras (chá)`.
  static let portuguese: [Group] = [
    (
      .measure, ["xícara", "xícara de chá", "xícara (chá)", "chávena"],
      ["xícaras", "xícaras de chá", "xícaras (chá)", "chávenas"], []
    ),
    (
      .measure, ["colher de sopa", "colher (sopa)"], ["colheres de sopa", "colheres (sopa)"],
      ["c de sopa"]
    ),
    (
      .measure, ["colher de chá", "colher (chá)"], ["colheres de chá", "colheres (chá)"],
      ["c de chá"]
    ),
    (
      .measure, ["colher de sobremesa", "colher (sobremesa)"],
      ["colheres de sobremesa", "colheres (sobremesa)"], []
    ),
    (.measure, ["copo", "copo americano"], ["copos", "copos americanos"], []),
    (.container, ["pacote"], ["pacotes"], []),
    (.container, ["caixa"], ["caixas"], []),
    (.container, ["caixinha"], ["caixinhas"], []),
    (.portion, ["pitada"], ["pitadas"], []),
    // A drizzle, only before `de`: `1 fio de azeite`.
    (.portion, ["fio"], ["fios"], []),
    (.item, ["dente"], ["dentes"], []),
    (.item, ["fatia"], ["fatias"], []),
    (.item, ["maço"], ["maços"], []),
    (.item, ["ramo"], ["ramos"], []),
    (.item, ["folha"], ["folhas"], []),
  ]
}
