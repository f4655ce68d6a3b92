// What a post written for another template holds that this site drops, by line, and the one
// change made to its text: headings move to begin at ## (a level down from #, or up from ###
// and deeper). Line numbers never change.
import type { Heading } from 'mdast';
import { gfmTree, isSitePath } from './images';
import { articleHtmlSchema } from './safe-html';
import { walk } from './walk';

const kept = new Set(articleHtmlSchema.tagNames ?? []);
const moduleLine = /^(?:import|export)\s/;

interface Edit {
  start: number;
  end: number;
  text: string;
}

const applied = (text: string, edits: Edit[]) =>
  edits
    .sort((a, b) => b.start - a.start)
    .reduce((out, { start, end, text: put }) => out.slice(0, start) + put + out.slice(end), text);

const blank = (text: string) => text.replace(/[^\n]/g, '');

// The sanitizer drops a <style> element but keeps its text, which would show as CSS in the post:
// the element goes whole (lines kept), where its HTML stands in the text as written.
function styleElements(html: string, offset: number, text: string) {
  if (text.slice(offset, offset + html.length) !== html) return [];
  return [...html.matchAll(/<style\b[\s\S]*?(?:<\/style\s*>|$)/gi)].map((match) => ({
    linesBefore: html.slice(0, match.index).match(/\n/g)?.length ?? 0,
    edit: {
      start: offset + match.index,
      end: offset + match.index + match[0].length,
      // A comment on each line: no blank line ends the HTML block around it.
      text: match[0]
        .split('\n')
        .map(() => '<!-- -->')
        .join('\n'),
    },
  }));
}

// HTML has no self-closing <a/> or <span/>: the element would hold the rest of the post. Closed
// where it stands, its lines kept.
const voidElements = new Set(
  'area base br col embed hr img input link meta source track wbr'.split(' '),
);
function selfClosed(html: string, offset: number, text: string) {
  if (text.slice(offset, offset + html.length) !== html) return [];
  return [...html.matchAll(/<([A-Za-z][\w-]*)\b[^<>]*?\s*\/>/g)]
    .filter(([, name]) => kept.has(name!.toLowerCase()) && !voidElements.has(name!.toLowerCase()))
    .map((match) => {
      const end = offset + match.index + match[0].length;
      const closer = /\s*\/>$/.exec(match[0])![0];
      const edit = { start: end - closer.length, end, text: `></${match[1]}>` };
      const linesBefore = html.slice(0, match.index).match(/\n/g)?.length ?? 0;
      return { edit, linesBefore, name: match[1]! };
    });
}

export function importBody(text: string) {
  const tree = gfmTree(text);
  const notes: { line: number; text: string }[] = [];
  const edits: Edit[] = [];
  const headings: Heading[] = [];
  for (const node of tree.children) {
    const { start, end } = node.position!;
    const source = text.slice(start.offset, end.offset);
    if (node.type === 'paragraph' && moduleLine.test(source)) {
      notes.push({
        line: start.line,
        text: `"${firstLine(source)}" left out: MDX code does not run here`,
      });
      edits.push({ start: start.offset!, end: end.offset!, text: blank(source) });
    }
  }
  walk(tree, (node) => {
    if (node.type === 'heading') headings.push(node);
    if (node.type !== 'html') return;
    const line = node.position!.start.line;
    const styles = styleElements(node.value, node.position!.start.offset!, text);
    for (const style of styles) {
      edits.push(style.edit);
      notes.push({ line: line + style.linesBefore, text: '<style> left out with its CSS' });
    }
    for (const closed of selfClosed(node.value, node.position!.start.offset!, text)) {
      edits.push(closed.edit);
      notes.push({
        line: line + closed.linesBefore,
        text: `<${closed.name} … /> closed where it stands: in HTML it has no self-closing form, and would hold the rest of the post`,
      });
    }
    for (const match of node.value.matchAll(/<([A-Za-z][\w.:-]*)/g)) {
      const name = match[1]!;
      if (kept.has(name.toLowerCase())) continue;
      if (styles.length > 0 && name.toLowerCase() === 'style') continue;
      const at = line + (node.value.slice(0, match.index).match(/\n/g)?.length ?? 0);
      const why = /^[A-Z]/.test(name)
        ? 'an MDX component, which does not run here'
        : 'not among the HTML elements GitHub’s sanitizer keeps';
      notes.push({ line: at, text: `<${name}> left out: ${why}` });
    }
  });
  const top = headings.filter((heading) => heading.depth === 1);
  if (top.length > 0) {
    for (const heading of headings) edits.push(...lowered(heading, text));
    const first = Math.min(...top.map((heading) => heading.position!.start.line));
    notes.push({
      line: first,
      text: `# headings read as ## and every other heading one level down: the post’s title is the page’s one <h1>`,
    });
  }
  // Headings that begin below ## (a post of `####` sections) move up, so none skips a level
  // after the title's <h1>; the shallowest is written `#`, as setext goes no deeper than ##.
  const shallowest = Math.min(...headings.map((heading) => heading.depth));
  if (top.length === 0 && headings.length > 0 && shallowest > 2) {
    const by = shallowest - 2;
    for (const { position } of headings) {
      const from = position!.start.offset!;
      edits.push({ start: from, end: from + by, text: '' });
    }
    const first = headings.find((heading) => heading.depth === shallowest)!;
    notes.push({
      line: first.position!.start.line,
      text: `${'#'.repeat(shallowest)} headings read as ## and the others ${by === 1 ? 'one level' : `${by} levels`} up: under the post’s title, its headings begin at <h2>`,
    });
  }
  notes.sort((a, b) => a.line - b.line);
  return { text: applied(text, edits), notes };
}

const firstLine = (text: string) => {
  const line = text.split('\n')[0]!.trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
};

// `# A` -> `## A`; `A\n===` -> `A\n---`; `A\n---` -> `### A` over the same lines. h6 stays h6.
function lowered(heading: Heading, text: string): Edit[] {
  const { start, end } = heading.position!;
  const from = start.offset!;
  const to = end.offset!;
  if (heading.depth === 6) return [];
  if (text[from] === '#') return [{ start: from, end: from, text: '#' }];
  const lines = text.slice(from, to).split('\n');
  const underline = lines.at(-1)!;
  if (heading.depth === 1) {
    return [{ start: to - underline.length, end: to, text: underline.replace(/=/g, '-') }];
  }
  // A setext heading inside a quote or list keeps its level: rare, and its markers are in the way.
  if (start.column !== 1) return [];
  const words = lines.slice(0, -1).map((line) => line.trim());
  const padding = '\n'.repeat(lines.length - 1);
  return [{ start: from, end: to, text: `### ${words.join(' ')}${padding}` }];
}

export function siteLinksIn(text: string) {
  const links: { href: string; line: number }[] = [];
  walk(gfmTree(text), (node) => {
    if ((node.type === 'link' || node.type === 'definition') && isSitePath(node.url)) {
      links.push({ href: node.url, line: node.position!.start.line });
    }
  });
  return links.sort((a, b) => a.line - b.line);
}
