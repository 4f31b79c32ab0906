/// The shells `recipe-scale completions` writes scripts for.
enum Shell: String, CaseIterable {
  case bash, zsh, fish
}
