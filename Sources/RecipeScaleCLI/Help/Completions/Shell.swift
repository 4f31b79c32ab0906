/// The shells `recipe-scale completions` writes scripts for.
package enum Shell: String, CaseIterable {
  case bash, zsh, fish
}
