// The owner names the old blog's permalink pattern once (Jekyll's or Hugo's syntax), and every
// post keeps its old address as a redirect page, as its `aliases` would.
import { posix } from 'node:path';
import type { Redirect } from './redirects';
import { redirectFile } from './redirects';

// Jekyll's built-in styles.
const styles: Record<string, string> = {
  pretty: '/:categories/:year/:month/:day/:title/',
  date: '/:categories/:year/:month/:day/:title:output_ext',
  ordinal: '/:categories/:year/:y_day/:title:output_ext',
  none: '/:categories/:title:output_ext',
};

export interface OldPost {
  slug: string;
  date: string;
  file: string;
  title: string;
  categories: string[];
  aliases: string[];
  /** The front matter line of each alias, where known. */
  aliasLines?: (number | undefined)[];
}

/** The name Jekyll's :title and Hugo's :slug and :filename give: the file's (or bundle's), case kept. */
function fileName(file: string): string {
  const parts = file.split('/');
  let name = (parts.pop() ?? '').replace(/\.(?:md|markdown)$/i, '');
  if (/^index$/i.test(name)) name = parts.pop() ?? '';
  return name.replace(/^\d{4}-\d{2}-\d{2}-/, '');
}

const segment = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^-+|-+$/g, '');

const tokens = (post: OldPost): Record<string, string> => {
  const [year = '', month = '', day = ''] = post.date.split('-');
  const name = post.slug === segment(fileName(post.file)) ? fileName(post.file) : post.slug;
  const start = Date.UTC(Number(year), 0, 0);
  const yearDay = Math.round(
    (Date.UTC(Number(year), Number(month) - 1, Number(day)) - start) / 864e5,
  );
  return {
    year,
    month,
    day,
    short_year: year.slice(2),
    i_month: String(Number(month)),
    i_day: String(Number(day)),
    y_day: String(yearDay).padStart(3, '0'),
    hour: '00',
    minute: '00',
    second: '00',
    title: name,
    slug: name,
    filename: name,
    contentbasename: name,
    slugorfilename: name,
    slugorcontentbasename: name,
    categories: post.categories.map(segment).filter(Boolean).join('/'),
    output_ext: '.html',
  };
};

const tokenPattern = /:([a-z_]+)/g;

/** What is wrong with a pattern, or nothing. */
export function permalinkProblem(pattern: string): string | undefined {
  const path = styles[pattern] ?? pattern;
  if (!path.startsWith('/')) {
    return `oldPermalink "${pattern}" is neither pretty, date, ordinal or none nor a path starting with /`;
  }
  const sample: OldPost = {
    slug: 'a',
    date: '2000-01-01',
    file: 'a.md',
    title: '',
    categories: [],
    aliases: [],
  };
  const unknown = [...path.matchAll(tokenPattern)]
    .map(([, name]) => name!)
    .filter((name) => !(name in tokens(sample)));
  if (unknown.length > 0) {
    const names = unknown.map((name) => `:${name}`).join(', ');
    return `oldPermalink "${pattern}": ${names} is not known here; write that part of the address as it was (/blog/:slug/)`;
  }
}

/** A post's old address under the pattern. */
export function oldAddress(pattern: string, post: OldPost): string {
  const values = tokens(post);
  const path = (styles[pattern] ?? pattern).replace(
    tokenPattern,
    (whole, name: string) => values[name] ?? whole,
  );
  return posix.normalize(path.replace(/\/{2,}/g, '/'));
}

/** Each post's aliases and its old address, each address once, none the post's own. */
export function postRedirectsOf(
  posts: readonly OldPost[],
  pathOf: (slug: string) => string,
  pattern?: string,
): Redirect[] {
  const usable = pattern !== undefined && permalinkProblem(pattern) === undefined;
  // An old address written twice (an alias repeated, a Jekyll permalink also in redirect_from, /a
  // and /a/index.html) is one redirect; `file` names the alias's line.
  return posts.flatMap((post) => {
    const to = pathOf(post.slug);
    const lines = post.aliasLines ?? [];
    const from = [
      ...post.aliases.map((path, index) => ({ path, line: lines[index] })),
      ...(usable ? [{ path: oldAddress(pattern, post), line: undefined }] : []),
    ];
    const seen = new Set([redirectFile(to)]);
    return from.flatMap(({ path, line }) => {
      if (seen.has(redirectFile(path))) return [];
      seen.add(redirectFile(path));
      const file = line ? `${post.file}:${line}` : post.file;
      return [{ from: path, to, title: post.title, file }];
    });
  });
}
