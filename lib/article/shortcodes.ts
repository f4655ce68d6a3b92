// Hugo shortcodes (`{{< figure >}}`, `{{% ref %}}`) and Jekyll's Liquid (`{% post_url %}`,
// `{{ site.baseurl }}`) turned into what they mean before the markdown is read, so none shows as
// raw text on a page or in a feed. What has no meaning here is left out with a note by line.
// Code blocks and inline code keep them as written; lines stay where they were.
import { gfmTree } from './images';
import { walk } from './walk';
import { slugFrom } from '../post-slug';
import { escapeHtml } from '../escape-html';

export interface ShortcodeNote {
  line: number;
  text: string;
}

interface Tag {
  start: number;
  end: number;
  source: string;
  kind: 'hugo' | 'liquid' | 'output';
  name: string;
  closing: boolean;
  args: string;
}

// A tag's arguments never hold the start of another: one left open is not read up to the next's end.
const hugoTag = String.raw`\{\{([<%])-?\s*(\/?)\s*([A-Za-z_][\w./-]*)((?:(?!\{\{)[\s\S])*?)-?\s*\/?\s*[>%]\}\}`;
const liquidTag = String.raw`\{%-?\s*([A-Za-z_]\w*)((?:(?!\{%)[\s\S])*?)-?%\}`;
const liquidOutput = String.raw`\{\{-?\s*([^{}]*?)\s*-?\}\}`;
const anyTag = new RegExp(`${hugoTag}|${liquidTag}|${liquidOutput}`, 'g');

// Liquid output is read as Liquid only in the forms Jekyll posts use; other `{{ x }}` is text.
const liquidValue = /^(?:site|page|include|post|paginator|jekyll)\.|\|/;

function tagsIn(text: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of text.matchAll(anyTag)) {
    const [source, , hugoClose, hugoName, hugoArgs, liquidName, liquidArgs, output] = match;
    const base = { start: match.index, end: match.index + source.length, source };
    if (hugoName !== undefined) {
      const closing = hugoClose === '/';
      tags.push({ ...base, kind: 'hugo', name: hugoName, closing, args: hugoArgs!.trim() });
    } else if (liquidName !== undefined) {
      const closing = /^end/.test(liquidName);
      const name = closing ? liquidName.slice(3) : liquidName;
      tags.push({ ...base, kind: 'liquid', name, closing, args: liquidArgs!.trim() });
    } else if (output !== undefined && liquidValue.test(output)) {
      tags.push({ ...base, kind: 'output', name: output, closing: false, args: '' });
    }
  }
  return tags;
}

/** `"a b" c=d e="f g"`: positional values and named ones. */
export function argumentsOf(args: string) {
  const positional: string[] = [];
  const named = new Map<string, string>();
  for (const [, name, ...values] of args.matchAll(
    /(?:([\w-]+)\s*[=:]\s*)?(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|`([^`]*)`|([^\s"'`]+))/g,
  )) {
    const value = values.find((item) => item !== undefined) ?? '';
    if (name) named.set(name, value.replace(/\\(.)/g, '$1'));
    else positional.push(value.replace(/\\(.)/g, '$1'));
  }
  return { positional, named };
}

/** A post's address from how Hugo and Jekyll name its file: `posts/2020-01-02-x.md#a` -> `/writing/x/#a`. */
export function postLink(target: string): string {
  const [path = '', anchor] = target.split('#');
  if (path === '') return anchor === undefined ? '' : `#${anchor}`;
  const parts = path.replace(/\/+$/, '').split('/');
  let name = (parts.pop() ?? '').replace(/\.(?:md|markdown|html)$/i, '');
  if (/^_?index$/.test(name)) name = parts.pop() ?? '';
  const slug = slugFrom(name.replace(/^\d{4}-\d{2}-\d{2}-/, ''));
  return `/writing/${slug}/${anchor === undefined ? '' : `#${anchor}`}`;
}

function fenced(code: string, language = ''): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map(([ticks]) => ticks.length));
  const fence = '`'.repeat(longest + 1);
  const body = code.replace(/^[ \t]*\n/, '').replace(/\n[ \t]*$/, '');
  return `${fence}${language}\n${body}\n${fence}`;
}

const linkCard = (label: string, url: string) => `[${label.replace(/[[\]]/g, '\\$&')}](${url})`;

function embed(name: string, args: string): string | undefined {
  const { positional, named } = argumentsOf(args);
  const id = named.get('id') ?? positional[0];
  const title = named.get('title');
  const called = (site: string) => (title ? `${site}: ${title}` : site);
  if (!id) return undefined;
  if (name === 'youtube') {
    return linkCard(called('Video on YouTube'), `https://www.youtube.com/watch?v=${id}`);
  }
  if (name === 'vimeo') return linkCard(called('Video on Vimeo'), `https://vimeo.com/${id}`);
  if (name === 'gist') {
    const [user, gist, file] = named.has('id') ? [named.get('user'), id] : positional;
    if (!user || !gist) return undefined;
    return linkCard(
      `Gist ${user}/${gist}${file ? ` (${file})` : ''}`,
      `https://gist.github.com/${user}/${gist}`,
    );
  }
  if (name === 'x' || name === 'tweet' || name === 'twitter') {
    const user = named.get('user');
    const post = user ? `https://x.com/${user}/status/${id}` : `https://x.com/i/status/${id}`;
    return linkCard(user ? `Post by @${user} on X` : 'Post on X', post);
  }
  return undefined;
}

function figure(args: string): string {
  const { positional, named } = argumentsOf(args);
  const src = named.get('src') ?? positional[0] ?? '';
  const caption = named.get('caption') ?? named.get('title') ?? '';
  const alt = named.get('alt') ?? caption;
  const image = `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">`;
  const link = named.get('link');
  const shown = link ? `<a href="${escapeHtml(link)}">${image}</a>` : image;
  const text = caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : '';
  return `<figure>${shown}${text}</figure>`;
}

// What a single tag means here; undefined is left out with a note.
function meaning(tag: Tag): string | undefined {
  const { positional, named } = argumentsOf(tag.args);
  if (tag.kind === 'output') {
    const [value = '', ...filters] = tag.name.split('|').map((part) => part.trim());
    if (/^site\.(?:base)?url$/.test(value)) return '';
    const quoted = /^["'](.*)["']$/.exec(value);
    const known = filters.every((filter) => /^(?:relative_url|absolute_url)$/.test(filter));
    return quoted && known ? quoted[1] : undefined;
  }
  const name = tag.name.toLowerCase();
  if (name === 'ref' || name === 'relref')
    return postLink(named.get('path') ?? positional[0] ?? '');
  if (name === 'post_url' || name === 'link') return postLink(positional[0] ?? '');
  if (name === 'figure' || name === 'img') return figure(tag.args);
  return embed(name, tag.args);
}

// Paired tags whose inside is code or not for show.
const asCode = new Set(['highlight']);
const asText = new Set(['raw']);
const dropped = new Set(['comment']);

const describe = (source: string) =>
  source.length > 60 ? `${source.slice(0, 59).replace(/\s+/g, ' ')}…` : source.replace(/\s+/g, ' ');

// kramdown's `* TOC` + `{:toc}` (the page has its own contents list) and attribute lists (`{: .x}`).
const kramdownToc = /^[ \t]*(?:[*+-]|1\.)[ \t]+.*\n[ \t]*\{:toc\}[ \t]*$/gm;
const kramdownAttributes = /^[ \t]*\{:[^}\n]*\}[ \t]*$/gm;

function withoutKramdown(text: string, notes: ShortcodeNote[], isCode: (at: number) => boolean) {
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const strip = (pattern: RegExp, why: string) => (source: string, offset: number) => {
    if (isCode(offset)) return source;
    notes.push({ line: lineAt(offset), text: `${describe(source.trim())} left out: ${why}` });
    return source.replace(/[^\n]/g, ' ');
  };
  return text
    .replace(kramdownToc, strip(kramdownToc, 'the page has its own contents list'))
    .replace(kramdownAttributes, strip(kramdownAttributes, 'a kramdown attribute list'));
}

/** The text with its shortcodes and Liquid turned into markdown, and what was lost, by line. */
export function expandShortcodes(source: string) {
  if (!/\{[{%:]/.test(source)) return { text: source, notes: [] as ShortcodeNote[] };
  const code: [number, number][] = [];
  walk(gfmTree(source), (node) => {
    if (node.type === 'code' || node.type === 'inlineCode') {
      code.push([node.position!.start.offset!, node.position!.end.offset!]);
    }
  });
  const inCode = (offset: number) => code.some(([start, end]) => offset >= start && offset < end);
  const notes: ShortcodeNote[] = [];
  // Blanked with spaces, so code keeps its offsets.
  const text = withoutKramdown(source, notes, inCode);
  const tags = tagsIn(text).filter((tag) => !inCode(tag.start));
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const note = (tag: Tag, why: string) =>
    notes.push({ line: lineAt(tag.start), text: `${describe(tag.source)} left out: ${why}` });
  // Keeps the lines a tag took, so later lines keep their numbers.
  const put = (tag: Tag, value: string) => {
    const lines = tag.source.split('\n').length - value.split('\n').length;
    return value + '\n'.repeat(Math.max(0, lines));
  };
  let out = '';
  let at = 0;
  for (let index = 0; index < tags.length; index++) {
    const tag = tags[index]!;
    if (tag.start < at) continue;
    out += text.slice(at, tag.start);
    at = tag.end;
    const name = tag.name.toLowerCase();
    const closer = tags.findIndex(
      (other, later) =>
        later > index &&
        other.closing &&
        other.kind === tag.kind &&
        other.name.toLowerCase() === name,
    );
    const close = closer === -1 ? undefined : tags[closer]!;
    if (!tag.closing && close && (asCode.has(name) || asText.has(name) || dropped.has(name))) {
      const inside = text.slice(tag.end, close.start);
      const language = argumentsOf(tag.args).positional[0] ?? '';
      const value = asCode.has(name) ? fenced(inside, language) : asText.has(name) ? inside : '';
      out += put({ ...tag, source: text.slice(tag.start, close.end) }, value);
      at = close.end;
      continue;
    }
    if (tag.closing) {
      out += put(tag, '');
      continue;
    }
    const value = meaning(tag);
    if (value !== undefined) {
      out += put(tag, value);
      continue;
    }
    // A pair's inside stays; only what the tag would have added is lost.
    const why =
      tag.kind === 'output'
        ? 'Liquid, which does not run here'
        : name === 'include'
          ? 'an include of the old site’s template, which is not here'
          : close
            ? `a ${tag.kind === 'hugo' ? 'shortcode' : 'Liquid tag'} of the old site (its text is kept)`
            : `a ${tag.kind === 'hugo' ? 'shortcode' : 'Liquid tag'} of the old site, which does not run here`;
    note(tag, why);
    out += put(tag, '');
  }
  out += text.slice(at);
  for (const open of text.matchAll(/\{\{[<%]|\{%/g)) {
    const offset = open.index;
    if (inCode(offset) || tags.some((tag) => offset >= tag.start && offset < tag.end)) continue;
    const end = text.indexOf('\n', offset);
    const closer = { '{{<': '>}}', '{{%': '%}}', '{%': '%}' }[open[0]];
    notes.push({
      line: lineAt(offset),
      text: `${describe(text.slice(offset, end === -1 ? undefined : end))} is never closed (no ${closer}): it shows as written`,
    });
  }
  return { text: out, notes: notes.sort((a, b) => a.line - b.line) };
}
