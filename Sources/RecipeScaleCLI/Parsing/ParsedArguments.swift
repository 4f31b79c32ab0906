/// Options and positionals as typed, before each command checks their values.
package struct ParsedArguments {
  /// The last value of each option that takes one, by long name.
  package var values: [String: String] = [:]
  /// Every value of each option that takes one, in order, for options that may repeat.
  package var allValues: [String: [String]] = [:]
  /// The long names of the flags given.
  package var flags: Set<String> = []
  /// Whether `--help` or `-h` appeared before `--`.
  package var wantsHelp = false
  /// Everything that is not an option, in order.
  package var positionals: [String] = []
}
