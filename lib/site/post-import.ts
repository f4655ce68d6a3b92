// Posts written for other templates (tailwind-nextjs-starter-blog, AstroPaper, Hugo, Jekyll) build
// as they are: their fields are read as ours, and each reading is a note.
import { slugFrom } from '../post-slug';
import { tagSlug } from '../tags';
import { excerpt } from '../article/excerpt';
import { summaryLength } from '../schema/content';

export interface Said {
  /** The field's line; none for what the file name says. */
  field?: string;
  text: string;
}

export type ImportedPost = ReturnType<typeof importPost>;

const postFields = [
  'title',
  'date',
  'summary',
  'updated',
  'tags',
  'series',
  'cover',
  'draft',
  'lang',
  'translationKey',
];
const addressFields = ['slug', 'aliases'];

// Theirs -> ours; the first one given wins.
const renamed = new Map([
  ['pubDatetime', 'date'],
  ['publishDate', 'date'],
  ['lastmod', 'updated'],
  ['modDatetime', 'updated'],
  ['description', 'summary'],
  ['excerpt', 'summary'],
  ['spoiler', 'summary'],
  ['metaDescription', 'summary'],
  ['subtitle', 'summary'],
]);

// Fields with no place on this site, and why they are left out.
const leftOut = new Map([
  ['author', 'every post is by the owner (basics.name in the résumé)'],
  ['authors', 'every post is by the owner (basics.name in the résumé)'],
  ['layout', 'every post has the site’s own layout'],
  ['canonicalUrl', 'a post’s canonical address is its page here'],
  ['canonicalURL', 'a post’s canonical address is its page here'],
  ['featured', 'the writing page lists posts newest first'],
]);

const longSummary = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > summaryLength;

const longestSlug = 200;
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// `2024-03-01T10:20:30Z`, `2024-03-01 10:20:30 +0100`: the day as the author wrote it.
const dateTime =
  /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** A date field's value as YYYY-MM-DD where it is a date with a time; else as given. */
export function dayOf(value: unknown): unknown {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? value : value.toISOString().slice(0, 10);
  }
  if (typeof value !== 'string') return value;
  return dateTime.exec(value.trim())?.[1] ?? value;
}

// Jekyll and Hugo also take `a, b` or `a b` for a list.
function listOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .split(value.includes(',') ? ',' : /\s+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

// Hugo's relative aliases are relative to the section: here /writing/.
function sitePath(alias: string): string {
  const path = alias.trim();
  return path.startsWith('/') ? path : `/writing/${path}`;
}

const jekyllName = /^(\d{4}-\d{2}-\d{2})-(.+)$/;

// `from` maps our field to theirs, for the line of its problems.
export function importPost(name: string, data: Record<string, unknown>) {
  const ours: Record<string, unknown> = {};
  const notes: Said[] = [];
  const problems: Said[] = [];
  const aliases: string[] = [];
  // The front matter field of each alias, for its line.
  const aliasFields: string[] = [];
  const from = new Map<string, string>();
  let slugField: unknown;
  const note = (field: string | undefined, text: string) => notes.push({ field, text });
  const put = (field: string, target: string, value: unknown, read = '') => {
    if (target in ours) return note(field, `${field} left out: ${target} is given`);
    if (read) note(field, read);
    ours[target] = value;
    from.set(target, field);
  };

  for (const [field, value] of Object.entries(data)) {
    if (value === null || value === '') continue;
    const target = postFields.includes(field) ? field : renamed.get(field);
    if (target === 'summary' && field !== target && longSummary(value)) {
      // Jekyll's excerpt is the post's first paragraph, often longer than a summary here.
      const read = `${field} read as summary, cut to ${summaryLength} characters: write a summary to choose its words`;
      put(field, target, excerpt(value, summaryLength - 1), read);
    } else if (target) {
      const day = target === 'date' || target === 'updated' ? dayOf(value) : value;
      const read = target === field ? '' : ` as ${target}`;
      const written = value instanceof Date ? value.toISOString() : String(value).trim();
      const time =
        day === value ? '' : `${read ? ',' : ' as'} the day ${String(day)} of ${written}`;
      put(field, target, day, read || time ? `${field} read${read}${time}` : '');
    } else if (field === 'slug') slugField = value;
    else if (field === 'aliases' || field === 'redirect_from' || field === 'permalink') {
      const list = Array.isArray(value) ? value : [value];
      if (list.every((item) => typeof item === 'string')) {
        aliases.push(...list.map(sitePath));
        aliasFields.push(...list.map(() => field));
        if (field !== 'aliases')
          note(field, `${field} read as aliases: the old address redirects here`);
      } else problems.push({ field, text: `${field} must be a list of addresses` });
    } else if (field === 'categories') {
      note(field, 'categories read as tags');
      ours.categories = value;
      if (!from.has('tags')) from.set('tags', field);
    } else if (field === 'images' || field === 'ogImage') {
      const image = Array.isArray(value) ? value[0] : value;
      if (typeof image === 'string' && image.startsWith('/')) {
        put(field, 'cover', { image, alt: '' });
        note(field, `${field} read as cover.image`);
      } else {
        note(field, `${field} left out: a cover is a path inside lib/content/pictures/`);
      }
    } else if (field === 'published') {
      put(field, 'draft', value === false);
      note(field, 'published read as draft (published: false is draft: true)');
    } else {
      const why =
        leftOut.get(field) ?? `a post has ${[...postFields, ...addressFields].join(', ')}`;
      note(field, `${field} left out: ${why}`);
    }
  }

  if ('tags' in ours) ours.tags = listOf(ours.tags);
  // Hugo's series is a taxonomy, a list; a post here is in one series.
  if (Array.isArray(ours.series)) {
    const [first, ...more] = ours.series as unknown[];
    if (first === undefined) delete ours.series;
    else ours.series = first;
    if (more.length > 0) note('series', `series: only the first, ${String(first)}, is read`);
  }
  if ('categories' in ours) {
    const tags = Array.isArray(ours.tags) ? (ours.tags as unknown[]) : [];
    const categories = listOf(ours.categories);
    const known = new Set(tags.map((tag) => (typeof tag === 'string' ? tagSlug(tag) : '')));
    if (Array.isArray(categories)) {
      const more = categories.filter((tag) => typeof tag !== 'string' || !known.has(tagSlug(tag)));
      ours.tags = [...tags, ...more];
    }
    delete ours.categories;
  }
  const cover = ours.cover as { image?: unknown; alt?: unknown } | undefined;
  if (cover && cover.alt === '' && typeof ours.title === 'string') {
    cover.alt = ours.title;
    note(
      ['cover', 'images', 'ogImage'].find((field) => field in data),
      'the cover’s alt text is the title: give cover.alt to say what the picture shows',
    );
  }

  const base = name.replace(/\.md$/, '');
  const jekyll = jekyllName.exec(base);
  if (jekyll && !('date' in ours)) {
    ours.date = jekyll[1];
    note(undefined, `the date in the file name read as date ${jekyll[1]}`);
  }
  const wanted = typeof slugField === 'string' ? slugField : (jekyll?.[2] ?? base);
  const slug = slugPattern.test(wanted) ? wanted : slugFrom(wanted);
  const slugAt = slugField === undefined ? undefined : 'slug';
  if (slugField !== undefined && typeof slugField !== 'string') {
    problems.push({ field: 'slug', text: 'slug must be text' });
  } else if (!slug) {
    problems.push({
      field: slugAt,
      text: `"${wanted}" has no letters or digits for an address: give the post a slug (lower-case letters, digits and -)`,
    });
  } else if (slug.length > longestSlug) {
    // Its folder and its share picture (`slug.png`) are file names, 255 bytes at most.
    problems.push({
      field: slugAt,
      text: `the address /writing/${slug.slice(0, 24)}…/ is ${slug.length} characters; give the post a slug of at most ${longestSlug}`,
    });
  } else if (slug !== base) {
    const from = slugAt ?? 'the file name';
    const changed = slug === wanted ? '' : ` (letters and digits of "${wanted}", the rest as -)`;
    note(slugAt, `address /writing/${slug}/ from ${from}${changed}`);
  }
  // Jekyll's :categories in an old permalink are the categories as written.
  const categories = listOf(data.categories);
  const oldCategories = Array.isArray(categories)
    ? categories.filter((item): item is string => typeof item === 'string')
    : [];
  return {
    data: ours,
    slug,
    aliases,
    aliasFields,
    categories: oldCategories,
    notes,
    problems,
    from,
  };
}
