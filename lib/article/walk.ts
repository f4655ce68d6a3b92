import type { Nodes as Hast } from 'hast';
import type { Nodes as Mdast } from 'mdast';

// Document order, without recursion: the worker meets trees nested thousands deep. `visit`
// returning false skips the node's children.
export function walk(tree: Mdast, visit: (node: Mdast) => boolean | void): void;
export function walk(tree: Hast, visit: (node: Hast) => boolean | void): void;
export function walk(tree: Mdast | Hast, visit: (node: never) => boolean | void) {
  const stack = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (visit(node as never) === false || !('children' in node)) continue;
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
  }
}
