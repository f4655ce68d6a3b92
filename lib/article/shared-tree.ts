// A post's text is read by the loader, several checks and its page, each only reading its tree:
// parsed once per reader kind, not once per reader. Bounded for `next dev`, where texts change.
export function sharedTrees<Tree>(parse: (text: string) => Tree, kept = 10_000) {
  const trees = new Map<string, Tree>();
  return (text: string): Tree => {
    let tree = trees.get(text);
    if (!tree) {
      if (trees.size >= kept) trees.clear();
      tree = parse(text);
      trees.set(text, tree);
    }
    return tree;
  };
}
