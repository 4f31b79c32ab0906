import RecipeScale

/// Turns argv into a ``Command``, by hand, in the manner of swift-argument-parser.
///
/// Options may stand before or after positional arguments; `--` ends options;
/// a value follows its option as `--servings 4`, `--servings=4`, `-s 4` or `-s4`;
/// when an option is repeated the last value wins; `--help` anywhere wins over
/// everything else.
enum CommandLineParser {
  /// Parses the arguments after the program name.
  ///
  /// - Parameter arguments: The arguments, without the program name.
  /// - Returns: The command to run.
  /// - Throws: ``UsageError`` describing the first mistake.
  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard let first = arguments.first else { return .help(.root) }
    let rest = arguments.dropFirst()
    switch first {
    case "-h", "--help": return .help(.root)
    case "--version": return .version
    case "list":
      let parsed = try parseOptions(rest, for: .list)
      if parsed.wantsHelp { return .help(.list) }
      if let extra = parsed.positionals.first {
        throw .unexpectedArgument(extra, command: "list")
      }
      return .list(try inputRequest(parsed, for: .list))
    case "show":
      return try parseShow(rest, spec: .show)
    case "pick":
      let command = try parseShow(rest, spec: .pick)
      guard case .show(let request) = command else { return command }
      if request.recipes.count > 1 {
        throw .unexpectedArgument(request.recipes[1], command: "pick")
      }
      return .pick(request)
    case "shop":
      return try parseShop(rest)
    case "validate":
      let parsed = try parseOptions(rest, for: .validate)
      if parsed.wantsHelp { return .help(.validate) }
      if let extra = parsed.positionals.first {
        throw .unexpectedArgument(extra, command: "validate")
      }
      let format = try parsed.values["format"].map { (value) throws(UsageError) in
        try choice(value, of: ValidationFormat.self, option: "format", in: .validate)
      }
      let color = try parsed.values["color"].map { (value) throws(UsageError) in
        try choice(value, of: ColorChoice.self, option: "color", in: .validate)
      }
      return .validate(
        try inputRequest(parsed, for: .validate), format: format ?? .text, color: color ?? .auto)
    case "completions":
      let parsed = try parseOptions(rest, for: .completions)
      if parsed.wantsHelp { return .help(.completions) }
      guard let name = parsed.positionals.first else {
        throw .missingArgument("<shell>", command: "completions")
      }
      if parsed.positionals.count > 1 {
        throw .unexpectedArgument(parsed.positionals[1], command: "completions")
      }
      guard let shell = Shell(rawValue: name) else {
        let names = Shell.allCases.map(\.rawValue)
        throw .invalidValue(
          name, option: "<shell>", command: "completions",
          expected: names.dropLast().joined(separator: ", ") + " or " + (names.last ?? ""),
          suggestion: EditDistance.closest(to: name, among: names))
      }
      return .completions(shell)
    case "help":
      let parsed = try parseOptions(rest, for: .help)
      if parsed.wantsHelp { return .help(.help) }
      guard let topic = parsed.positionals.first else { return .help(.root) }
      if parsed.positionals.count > 1 {
        throw .unexpectedArgument(parsed.positionals[1], command: "help")
      }
      if let helpTopic = HelpTopic(rawValue: topic) { return .helpTopic(helpTopic) }
      guard let spec = CommandSpec.subcommands.first(where: { $0.name == topic }) else {
        throw .unknownCommand(
          topic,
          suggestion: EditDistance.closest(
            to: topic,
            among: CommandSpec.subcommands.map { $0.name } + HelpTopic.allCases.map(\.rawValue)))
      }
      return .help(spec)
    default:
      if first.hasPrefix("-") && first != "-" {
        throw unknownOption(first, in: .root)
      }
      throw unknownCommand(first)
    }
  }

  private static func unknownCommand(_ name: String) -> UsageError {
    .unknownCommand(
      name,
      suggestion: EditDistance.closest(to: name, among: CommandSpec.subcommands.map { $0.name }))
  }

  private static func parseShow(_ arguments: ArraySlice<String>, spec: CommandSpec)
    throws(UsageError)
    -> Command
  {
    let parsed = try parseOptions(arguments, for: spec)
    if parsed.wantsHelp { return .help(spec) }
    var request = ShowRequest(
      recipes: parsed.positionals, input: try inputRequest(parsed, for: spec))
    request.target = try scaleTarget(parsed, for: spec)
    (request.units, request.amounts) = try amountOptions(parsed, for: spec)
    (request.format, request.color) = try outputOptions(parsed, for: spec)
    return .show(request)
  }

  private static func parseShop(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    let spec = CommandSpec.shop
    let parsed = try parseOptions(arguments, for: spec)
    if parsed.wantsHelp { return .help(spec) }
    var request = ShopRequest(input: try inputRequest(parsed, for: spec))
    request.all = parsed.flags.contains("all")
    request.byRecipe = parsed.flags.contains("by-recipe")
    if request.all, let first = parsed.positionals.first {
      throw .unexpectedArgument(first, command: spec.name)
    }
    if !request.all && parsed.positionals.isEmpty {
      throw .missingArgument("<recipe>", command: spec.name)
    }
    for typed in parsed.positionals {
      // `Name=6` names servings; a name may hold `=` when what follows is not digits.
      guard let equals = typed.lastIndex(of: "="),
        case let digits = typed[typed.index(after: equals)...], !digits.isEmpty,
        digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
      else {
        request.choices.append(RecipeChoice(query: typed))
        continue
      }
      guard let servings = positiveInteger(String(digits)) else {
        throw .invalidValue(
          typed, option: "<recipe>", command: spec.name,
          expected: "NAME=N with N a positive whole number", suggestion: nil)
      }
      request.choices.append(RecipeChoice(query: String(typed[..<equals]), servings: servings))
    }
    request.servings = try servings(parsed, for: spec)
    if let order = parsed.values["group-by"] {
      request.order = try choice(order, of: ShoppingOrder.self, option: "group-by", in: spec)
    }
    (request.units, request.amounts) = try amountOptions(
      parsed, for: spec, defaultUnits: .best)
    (request.format, request.color) = try outputOptions(parsed, for: spec)
    return .shop(request)
  }

  /// `--servings`, checked.
  private static func servings(_ parsed: ParsedArguments, for spec: CommandSpec)
    throws(UsageError) -> Int?
  {
    guard let servings = parsed.values["servings"] else { return nil }
    guard let count = positiveInteger(servings) else {
      throw .invalidValue(
        servings, option: spec.option(long: "servings")?.longLabel ?? "--servings",
        command: spec.name, expected: "a positive whole number", suggestion: nil)
    }
    return count
  }

  /// `--units`, `--fractions` and `--measure`, checked.
  private static func amountOptions(
    _ parsed: ParsedArguments, for spec: CommandSpec, defaultUnits: UnitPreference = .asWritten
  ) throws(UsageError) -> (UnitPreference, AmountStyle) {
    var units = defaultUnits
    var amounts = AmountStyle.plain
    if let value = parsed.values["units"] {
      units = try choice(value, of: UnitPreference.self, option: "units", in: spec)
    }
    if let value = parsed.values["fractions"] {
      amounts.fractions = try choice(value, of: FractionStyle.self, option: "fractions", in: spec)
    }
    amounts.measure = parsed.flags.contains("measure")
    return (units, amounts)
  }

  /// `--format` and `--color`, checked.
  private static func outputOptions(_ parsed: ParsedArguments, for spec: CommandSpec)
    throws(UsageError) -> (OutputFormat, ColorChoice)
  {
    var format = OutputFormat.text
    var color = ColorChoice.auto
    if let value = parsed.values["format"] {
      format = try choice(value, of: OutputFormat.self, option: "format", in: spec)
    }
    if let value = parsed.values["color"] {
      color = try choice(value, of: ColorChoice.self, option: "color", in: spec)
    }
    return (format, color)
  }

  /// What `--servings`, `--scale` or `--to` asks to scale to; they exclude each other.
  private static func scaleTarget(_ parsed: ParsedArguments, for spec: CommandSpec)
    throws(UsageError) -> ScaleTarget
  {
    let given = ["servings", "scale", "to"].filter { parsed.values[$0] != nil }
    if given.count > 1 {
      throw .conflictingOptions(
        given.compactMap { spec.option(long: $0)?.longLabel }, command: spec.name)
    }
    func invalid(_ value: String, _ option: String, expected: String) -> UsageError {
      .invalidValue(
        value, option: spec.option(long: option)?.longLabel ?? "--" + option,
        command: spec.name, expected: expected, suggestion: nil)
    }
    if let count = try servings(parsed, for: spec) { return .servings(Rational(count)) }
    if let scale = parsed.values["scale"] {
      guard let factor = Rational(scale), factor.numerator > 0 else {
        throw invalid(
          scale, "scale", expected: "a positive number such as 2, 0.5, 3/2 or '1 1/2'")
      }
      return .factor(factor)
    }
    if let to = parsed.values["to"] {
      guard let target = IngredientTarget(parsing: to) else {
        throw invalid(
          to, "to", expected: "INGREDIENT=AMOUNT [UNIT] with a positive amount, such as eggs=3")
      }
      return .ingredient(target)
    }
    return .recipeServings
  }

  /// The options that say where recipes come from, checked.
  static func inputRequest(_ parsed: ParsedArguments, for spec: CommandSpec) throws(UsageError)
    -> InputRequest
  {
    var request = InputRequest(file: parsed.values["file"])
    if let format = parsed.values["input-format"] {
      request.format = try choice(format, of: InputFormat.self, option: "input-format", in: spec)
    }
    if let jobs = parsed.values["jobs"] {
      guard let count = positiveInteger(jobs) else {
        throw .invalidValue(
          jobs, option: spec.option(long: "jobs")?.longLabel ?? "--jobs", command: spec.name,
          expected: "a positive whole number", suggestion: nil)
      }
      request.jobs = count
    }
    return request
  }

  /// One of an enumeration's raw values, or a usage error listing them.
  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ value: String, of type: Choice.Type, option: String, in spec: CommandSpec
  ) throws(UsageError) -> Choice where Choice.RawValue == String {
    if let chosen = Choice(rawValue: value) { return chosen }
    let names = Choice.allCases.map(\.rawValue)
    throw .invalidValue(
      value, option: spec.option(long: option)?.longLabel ?? "--" + option, command: spec.name,
      expected: names.dropLast().joined(separator: ", ") + " or " + (names.last ?? ""),
      suggestion: EditDistance.closest(to: value, among: names))
  }

  /// A positive whole number written in ASCII digits that fits in 64 bits.
  static func positiveInteger(_ text: String) -> Int? {
    guard !text.isEmpty,
      text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      let value = Int(text), value > 0
    else { return nil }
    return value
  }

  /// Options and positionals as typed, before each command checks their values.
  struct ParsedArguments {
    /// The last value of each option that takes one, by long name.
    var values: [String: String] = [:]
    /// The long names of the flags given.
    var flags: Set<String> = []
    /// Whether `--help` or `-h` appeared before `--`.
    var wantsHelp = false
    /// Everything that is not an option, in order.
    var positionals: [String] = []
  }

  static func parseOptions(_ arguments: ArraySlice<String>, for spec: CommandSpec)
    throws(UsageError) -> ParsedArguments
  {
    var parsed = ParsedArguments()
    let beforeTerminator = arguments.prefix { $0 != "--" }
    if beforeTerminator.contains(where: { $0 == "--help" || $0 == "-h" }) {
      parsed.wantsHelp = true
      return parsed
    }
    var index = arguments.startIndex
    var optionsEnded = false
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let option: OptionSpec
      var inlineValue: String?
      if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name = body.prefix { $0 != "=" }
        if name.count < body.count { inlineValue = String(body.dropFirst(name.count + 1)) }
        guard let found = spec.option(long: String(name)) else {
          throw unknownOption("--" + name, in: spec)
        }
        option = found
      } else {
        let body = argument.dropFirst()
        guard let letter = body.first, let found = spec.option(short: letter) else {
          throw unknownOption(argument, in: spec)
        }
        if body.count > 1 {
          guard found.valueName != nil else { throw unknownOption(argument, in: spec) }
          inlineValue = String(body.dropFirst())
        }
        option = found
      }
      guard option.valueName != nil else {
        if inlineValue != nil {
          throw .unexpectedValue(option: "--" + option.long, command: spec.name)
        }
        parsed.flags.insert(option.long)
        continue
      }
      if let inlineValue {
        parsed.values[option.long] = inlineValue
      } else if index < arguments.endIndex {
        parsed.values[option.long] = arguments[index]
        index += 1
      } else {
        throw .missingValue(option: option.longLabel, command: spec.name)
      }
    }
    return parsed
  }

  private static func unknownOption(_ typed: some StringProtocol, in spec: CommandSpec)
    -> UsageError
  {
    let typed = String(typed)
    let name = String(typed.prefix { $0 != "=" })
    // Every one-letter option is one edit from every other, so only long names get suggestions.
    let suggestion =
      name.hasPrefix("--")
      ? EditDistance.closest(to: name, among: spec.options.map { "--" + $0.long }) : nil
    return .unknownOption(
      typed, command: spec.name == CommandSpec.root.name ? nil : spec.name, suggestion: suggestion)
  }
}
