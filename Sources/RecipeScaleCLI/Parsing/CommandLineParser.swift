import RecipeScale

/// Turns argv into a ``Command``, by hand, in the manner of swift-argument-parser.
///
/// Options may stand before or after positional arguments; `--` ends options;
/// a value follows its option as `--servings 4`, `--servings=4`, `-s 4` or `-s4`;
/// when an option is repeated the last value wins; `--help` anywhere wins over
/// everything else.
package enum CommandLineParser {
  /// Parses the arguments after the program name.
  ///
  /// - Parameter arguments: The arguments, without the program name.
  /// - Returns: The command to run.
  /// - Throws: ``UsageError`` describing the first mistake.
  package static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard let first = arguments.first else { return .help(.root) }
    switch first {
    case "-h", "--help": return .help(.root)
    case "--version": return .version
    default: break
    }
    guard let spec = CommandSpec.subcommand(named: first) else {
      if first.hasPrefix("-") && first != "-" {
        throw unknownOption(first, in: .root)
      }
      throw .unknownCommand(
        first,
        suggestion: EditDistance.closest(to: first, among: CommandSpec.subcommandNames))
    }
    let parsed = try parseOptions(arguments.dropFirst(), for: spec)
    if parsed.wantsHelp { return .help(spec) }
    guard let command = try Command.subcommand(named: spec.name, parsed) else {
      return .help(spec)
    }
    return command
  }

  /// One of an enumeration's raw values, or a usage error listing them.
  package static func choice<Choice: RawRepresentable & CaseIterable>(
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
  package static func positiveInteger(_ text: String) -> Int? {
    guard !text.isEmpty,
      text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      let value = Int(text), value > 0
    else { return nil }
    return value
  }

  package static func parseOptions(_ arguments: ArraySlice<String>, for spec: CommandSpec)
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
        parsed.allValues[option.long, default: []].append(inlineValue)
      } else if index < arguments.endIndex {
        parsed.values[option.long] = arguments[index]
        parsed.allValues[option.long, default: []].append(arguments[index])
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
