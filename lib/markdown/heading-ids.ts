// The sanitizer prefixes GitHub's slugs with "user-content-", so a document can never take an id
// the page uses (#editor); in-page links keep GitHub's bare form, resolved by targetIds().
import GithubSlugger from 'github-slugger';
import type { Nodes, Root } from 'mdast';

export const idPrefix = 'user-content-';

// On the whole document, before the worker cuts it into blocks.
export function remarkHeadingIds() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    // Without recursion: the worker meets trees nested thousands deep.
    const stack: Nodes[] = [tree];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'heading') {
        node.data = {
          ...node.data,
          hProperties: { ...node.data?.hProperties, id: slugger.slug(plainText(node)) },
        };
      } else if ('children' in node) {
        for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
      }
    }
  };
}

// Image alt text included, as GitHub slugs it.
function plainText(node: Nodes): string {
  let text = '';
  const stack: Nodes[] = [node];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if ('value' in next && next.type !== 'html') text += next.value;
    else if (next.type === 'image') text += next.alt ?? '';
    else if ('children' in next) {
      for (let i = next.children.length - 1; i >= 0; i -= 1) stack.push(next.children[i]!);
    }
  }
  return text;
}

export function targetIds(hash: string): string[] {
  let name: string;
  try {
    name = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    name = hash.replace(/^#/, '');
  }
  if (name === '') return [];
  return name.startsWith(idPrefix) ? [name] : [idPrefix + name, idPrefix + name.toLowerCase()];
}
