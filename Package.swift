// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "recipe-scale",
  products: [
    .executable(name: "recipe-scale", targets: ["recipe-scale"]),
    .library(name: "RecipeScale", targets: ["RecipeScale"]),
  ],
  targets: [
    // The scaling core and the API: exact arithmetic, units, recipes, scaling,
    // shopping lists and output formats. No I/O.
    .target(name: "RecipeScale"),
    // The command line: arguments, commands, help, input, output and the terminal.
    .target(name: "RecipeScaleCLI", dependencies: ["RecipeScale"]),
    // main.swift alone.
    .executableTarget(name: "recipe-scale", dependencies: ["RecipeScaleCLI"]),
    // The fixtures are read from their path on disk, not from a bundle.
    .testTarget(
      name: "RecipeScaleTests", dependencies: ["RecipeScale"],
      exclude: [
        "Readers/Cooklang/Fixtures", "Readers/Lines/Fixtures", "Readers/Text/Fixtures",
        "Steps/Fixtures",
      ]),
    // Also runs the built binary end to end, hence the dependency on it.
    .testTarget(
      name: "RecipeScaleCLITests",
      dependencies: ["RecipeScaleCLI", "RecipeScale", "recipe-scale"]),
  ]
)
