import RecipeScale

/// `--units`, `--spoons`, `--fractions` and `--measure`: how amounts are shown.
package struct AmountOptions: Equatable {
  /// Which units amounts are shown in.
  package var units: UnitPreference
  /// Whether teaspoons and tablespoons stay spoons in metric units.
  package var spoons: SpoonPreference
  /// How amounts are written: `--fractions` and `--measure`.
  package var style: AmountStyle

  /// Creates amount options; every one left out has its default.
  package init(
    units: UnitPreference = .asWritten, spoons: SpoonPreference = .keep,
    style: AmountStyle = AmountStyle()
  ) {
    (self.units, self.spoons, self.style) = (units, spoons, style)
  }

  /// Reads the options from parsed arguments, checking their values.
  ///
  /// - Parameters:
  ///   - parsed: The arguments as typed.
  ///   - spec: The command, for messages.
  ///   - defaultUnits: The units when `--units` is not given.
  /// - Throws: ``UsageError`` for a value that is not one of the choices.
  init(_ parsed: ParsedArguments, for spec: CommandSpec, defaultUnits: UnitPreference)
    throws(UsageError)
  {
    units = defaultUnits
    spoons = .keep
    style = AmountStyle()
    if let value = parsed.values["units"] {
      units = try CommandLineParser.choice(
        value, of: UnitPreference.self, option: "units", in: spec)
    }
    if let value = parsed.values["spoons"] {
      spoons = try CommandLineParser.choice(
        value, of: SpoonPreference.self, option: "spoons", in: spec)
    }
    if let value = parsed.values["fractions"] {
      style.fractions = try CommandLineParser.choice(
        value, of: FractionStyle.self, option: "fractions", in: spec)
    }
    if parsed.flags.contains("exact") {
      // --exact is exact ASCII; another style asked for beside it is a contradiction.
      if parsed.values["fractions"] != nil, style.fractions != .ascii {
        throw .conflictingOptions(["--exact", "--fractions"], command: spec.name)
      }
      style.fractions = .ascii
      style.exact = true
    }
    style.measure = parsed.flags.contains("measure")
    // ASCII fractions are the tutorial's exact ones; the other styles print what a kitchen measures.
    style.kitchen = style.fractions != .ascii
  }

  static let units = OptionSpec(
    long: "units", valueName: "system", values: UnitPreference.allCases.map(\.rawValue),
    abstract: "The units amounts are shown in: as written, the most readable unit of the "
      + "recipe's system (48 tsp is 1 cup), or converted to metric or US units; a converted "
      + "amount that is not exact is rounded for the kitchen, within 2.5%, and marked ~.",
    defaultDescription: "as-written")

  static let spoons = OptionSpec(
    long: "spoons", valueName: "unit", values: SpoonPreference.allCases.map(\.rawValue),
    abstract: "What --units metric does with teaspoons and tablespoons: keep them, exact "
      + "(metric kitchens have 5 ml and 15 ml spoons), or convert them to ml like cups.",
    defaultDescription: "keep")

  static let fractions = OptionSpec(
    long: "fractions", valueName: "style", values: FractionStyle.allCases.map(\.rawValue),
    abstract: "How amounts are written: auto writes what a kitchen measures, metric amounts "
      + "as decimals a scale reads (~1.07 kg, ~47 g), US volumes as cups and spoons (1/6 cup "
      + "is 2 tbsp + 2 tsp), ounces to the quarter, counts in quarters and thirds; unicode "
      + "the same with 1½, decimal with 1.5 (at most three places); ascii 1 1/2, exact "
      + "everywhere. ~ marks a rounded value.",
    defaultDescription: "auto")

  static let exact = OptionSpec(
    long: "exact",
    abstract: "Write every amount exactly, as --fractions ascii does: no kitchen measures "
      + "or rounding (1/6 cup stays 1/6 cup), and in shop no count or package rounded up "
      + "to buy, and no total rounded to what a spoon, cup or scale measures.")

  static let measure = OptionSpec(
    long: "measure",
    abstract: "Write US volumes as sums of measuring cups and spoons: 5/12 cup is "
      + "1/3 cup + 4 tsp.")
}
