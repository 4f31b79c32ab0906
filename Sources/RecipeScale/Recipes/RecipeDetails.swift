/// The parts of a recipe that scaling does not use but a collection keeps: the
/// fields of the tutorial's format besides name, servings and ingredients.
///
/// They are carried from input to `import` so the app that reads the format can
/// show the recipe whole. Every part is optional; absent parts are written as
/// the format's empty values.
public struct RecipeDetails: Hashable, Sendable {
  /// Whether the app features the recipe.
  public var featured: Bool?
  /// The image name or URL.
  public var image: String?
  /// A description of the dish.
  public var description: String?
  /// The preparation time as written: `15 minutes`.
  public var prepTime: String?
  /// The cooking time as written.
  public var cookTime: String?
  /// The total time as written.
  public var totalTime: String?
  /// Short highlights of the recipe.
  public var highlights: [String]?
  /// The steps, in order.
  public var directions: [String]?
  /// What the recipe makes, in words, when that is not servings: `24 cookies`.
  public var yield: String?
  /// The pan the recipe is written for, as its `pan` field writes it: `9x13 in`,
  /// `24 cm round` (see ``PanSize``). It is what `--pan` scales from when
  /// given; `validate` checks that it can be read.
  public var pan: String?
  /// Where the recipe comes from, when its reader knows: the address a saved
  /// page gives for it (schema.org `url`, or `mainEntityOfPage`), or the
  /// `url` field of a recipes file. The HTML card prints it.
  public var url: String?

  /// Creates details; every part left out is absent.
  public init(
    featured: Bool? = nil, image: String? = nil, description: String? = nil,
    prepTime: String? = nil, cookTime: String? = nil, totalTime: String? = nil,
    highlights: [String]? = nil, directions: [String]? = nil, yield: String? = nil,
    pan: String? = nil, url: String? = nil
  ) {
    self.featured = featured
    self.image = image
    self.description = description
    self.prepTime = prepTime
    self.cookTime = cookTime
    self.totalTime = totalTime
    self.highlights = highlights
    self.directions = directions
    self.yield = yield
    self.pan = pan
    self.url = url
  }
}
