// The sanitizer prefixes GitHub's slugs, so a document never takes an id the page uses (#editor).
import GithubSlugger from 'github-slugger';
import type { Nodes, Root } from 'mdast';
import { walk } from './walk';

export const idPrefix = 'user-content-';

export function remarkHeadingIds() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    walk(tree, (node) => {
      if (node.type !== 'heading') return;
      const id = slugger.slug(headingText(node));
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      return false;
    });
  };
}

// Image alt text included, as GitHub slugs it.
export function headingText(node: Nodes): string {
  let text = '';
  walk(node, (next) => {
    if ('value' in next && next.type !== 'html') text += next.value;
    else if (next.type === 'image') text += next.alt ?? '';
  });
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
