// GitHub's heading ids: each heading gets the slug GitHub gives it ("Section two" ->
// "section-two", a repeat -> "section-two-1"); the sanitizer then puts GitHub's "user-content-"
// prefix before it, as before every id, so the document can never take an id the page uses itself
// (#editor, #preview). In-page links keep GitHub's bare form (#section-two); targetIds() finds
// the element they mean.
import GithubSlugger from 'github-slugger';
import type { Nodes, Root } from 'mdast';

export const idPrefix = 'user-content-';

/** A remark step: runs on the whole document, before the worker cuts it into blocks. */
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

/** The text a reader sees in a node, as GitHub slugs it (image alt text included). */
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

/** The id an in-page link ("#section-two") points at in the preview, as GitHub resolves it. */
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
