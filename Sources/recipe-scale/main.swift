import RecipeScaleCLI

let status = run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: .current,
  standardInput: FileDescriptorInput(descriptor: STDIN_FILENO),
  standardOutput: FileDescriptorOutput(descriptor: STDOUT_FILENO),
  standardError: FileDescriptorOutput(descriptor: STDERR_FILENO),
  exiting: true)
exit(status.rawValue)
