/// When text output may use bold and dim: `--color auto|always|never`.
package enum ColorChoice: String, CaseIterable {
  case auto, always, never

  /// Whether to style output, following the conventions of the good tools:
  /// `auto` styles only a terminal, and never when `NO_COLOR` is set (to
  /// anything but the empty string) or `TERM` is `dumb`.
  package func styles(_ environment: ProcessEnvironment) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      let noColor = environment.variables["NO_COLOR"].map { !$0.isEmpty } ?? false
      return environment.standardOutputIsTerminal && !noColor
        && environment.variables["TERM"] != "dumb"
    }
  }
}
