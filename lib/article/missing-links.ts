// A post links to others of its old blog that the owner did not bring, or to other addresses of its
// old site: such a link becomes its text, with a note, rather than a dead link or a failed build.
// Lines never change.
import type { Link, LinkReference } from 'mdast';
import { gfmTree } from './images';
import { walk } from './walk';

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `/writing/slug/`, `/writing/slug`, `/writing/slug/#part`: the post's page it names. */
export function postPage(url: string): string | undefined {
  const match = /^\/writing\/([^/?#]+)\/?(?:[?#].*)?$/s.exec(url);
  return match ? `/writing/${match[1]}/` : undefined;
}

/** The text without links to posts `isHere` does not know, and a note for each, by line. */
export const withoutMissingPostLinks = (text: string, isHere: (page: string) => boolean) =>
  withoutLinks(text, (url) => {
    const page = postPage(url);
    return page !== undefined && !isHere(page)
      ? `the link to ${page} is text only: that post is not here`
      : undefined;
  });

/**
 * The text without the links (and their definitions) `missing` gives a note for, their words kept,
 * and those notes, by line.
 */
export function withoutLinks(text: string, missing: (url: string) => string | undefined) {
  // Every link and definition holds `](` or `]:`.
  if (!text.includes('](') && !text.includes(']:')) return { text, notes: [] };
  const tree = gfmTree(text);
  const definitions = new Map<string, string>();
  walk(tree, (node) => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) {
      definitions.set(node.identifier, node.url);
    }
  });
  const noteOf = (url: string | undefined) => (url === undefined ? undefined : missing(url));
  const edits: Edit[] = [];
  const notes: { line: number; text: string }[] = [];
  const unlink = (node: Link | LinkReference, note: string) => {
    const { start, end } = node.position!;
    const first = node.children[0]?.position;
    const last = node.children.at(-1)?.position;
    const words = first && last ? text.slice(first.start.offset, last.end.offset) : '';
    edits.push({ start: start.offset!, end: end.offset!, text: words });
    notes.push({ line: start.line, text: note });
  };
  walk(tree, (node) => {
    if (node.type === 'link') {
      const note = noteOf(node.url);
      if (note) unlink(node, note);
    } else if (node.type === 'linkReference') {
      const note = noteOf(definitions.get(node.identifier));
      if (note) unlink(node, note);
    } else if (node.type === 'definition' && noteOf(node.url)) {
      const { start, end } = node.position!;
      const source = text.slice(start.offset, end.offset);
      edits.push({ start: start.offset!, end: end.offset!, text: source.replace(/[^\n]/g, '') });
    }
  });
  const kept = edits
    .sort((a, b) => b.start - a.start)
    .reduce((out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end), text);
  return { text: kept, notes: notes.sort((a, b) => a.line - b.line) };
}
