// swift-tools-version:6.0
// An app's use of the RecipeScale library, as docs/library.md shows it.
import PackageDescription

let package = Package(
  name: "library-example",
  dependencies: [.package(name: "recipe-scale", path: "../..")],
  targets: [
    .executableTarget(
      name: "library-example",
      dependencies: [.product(name: "RecipeScale", package: "recipe-scale")])
  ]
)
