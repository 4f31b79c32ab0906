// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "recipe-scale",
  products: [
    .executable(name: "recipe-scale", targets: ["recipe-scale"]),
    .library(name: "RecipeScale", targets: ["RecipeScale"]),
  ],
  targets: [
    // The scaling core: exact arithmetic, models, scaling and formatting. No I/O.
    .target(name: "RecipeScale"),
    // The thin command-line front end: argv, files and streams.
    .executableTarget(name: "recipe-scale", dependencies: ["RecipeScale"]),
    .testTarget(name: "RecipeScaleTests", dependencies: ["RecipeScale"]),
    .testTarget(name: "RecipeScaleCLITests", dependencies: ["recipe-scale", "RecipeScale"]),
  ]
)
