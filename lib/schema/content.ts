// Types are inferred from these schemas; the check adds file, entry and field to their messages.
import { z } from 'zod';
import { endsBeforeStart, isPartialDate } from '../dates';
import { missingFromSample, sampleElements } from './sample-elements';
import { tagSlug } from '../tags';
import { isBlank, showInvisible } from '../text';
import { isXNetwork } from './profiles';
import { withoutEmptyText } from './json-paths';

// More than two sentences would make one card much taller than its row.
export const descriptionLimit = 160;
// A tag's toggle must fit beside its count on a 320 px phone.
export const tagLimit = 24;
// A series' name is its page's heading, not a toggle: longer than a tag.
export const seriesLimit = 80;

export type DemoName = 'clock' | 'markdown' | 'calculator' | 'quotes';

// Zero-width characters alone show nothing, and draw nothing on a share picture.
const filled = z
  .string({ error: 'must be text' })
  .trim()
  .refine((text) => !isBlank(text), { error: 'is empty' });

const text = (limit: number) => filled.max(limit, { error: `is longer than ${limit} characters` });

/** A post's summary, at most: a feed reader shows it under the title. */
export const summaryLength = 300;

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

const notHttps = (issue: { input?: unknown }) => `"${String(issue.input)}" is not an https:// URL`;
export const httpsAddress = z.url({ protocol: /^https$/, hostname: /\./, error: notHttps });

const custom = (ctx: z.RefinementCtx, message: string, path?: PropertyKey[]) =>
  ctx.addIssue({ code: 'custom', message, ...(path && { path }) });

// Next writes index.html, index.txt and __next.* files into each page's folder; the site keeps
// names starting with __ for itself (an empty list's placeholder).
const siteFileName = (slug: string) => /^(?:index\.(?:html?|txt)|__.*)$/.test(slug);

// A tag or series name is its page's address, /tags/<slug>/ or /series/<slug>/.
const addressName = (limit: number) =>
  filled
    .max(limit, {
      error: (issue) => `"${String(issue.input)}" is longer than ${limit} characters`,
    })
    .superRefine((label, ctx) => {
      // "." and ".." name a folder itself or its parent.
      const slug = tagSlug(label);
      const problem = /[/?#%\\]/.test(slug)
        ? "cannot be a page's address: leave out / ? # % and \\"
        : /^\.+$/.test(slug)
          ? "is only dots: a page's address cannot be made of it"
          : /\p{Cc}/u.test(slug)
            ? 'holds a control character (such as NUL): leave it out'
            : siteFileName(slug)
              ? 'is the name of a file the site writes beside each page: choose another'
              : undefined;
      if (problem) custom(ctx, `"${showInvisible(label)}" ${problem}`);
    });

const tag = addressName(tagLimit);

const tagsSchema = z.array(tag, { error: 'must be a list of tags' });

const cardTags = tagsSchema.superRefine((tags, ctx) => {
  const slugs = tags.map(tagSlug);
  slugs.forEach((slug, index) => {
    if (slug && slugs.indexOf(slug) < index) {
      custom(ctx, `"${showInvisible(tags[index]!)}" is already on this card`, [index]);
    }
  });
});

/** Which entries share a value: `two quotes share the text "…": quotes[0], quotes[3]`. */
function sharedValues<T>(field: keyof T & string, list: string) {
  return (entries: T[], ctx: z.RefinementCtx<T[]>) => {
    const values = entries.map((entry) => entry[field]);
    for (const value of new Set(values)) {
      const which = values.flatMap((other, index) => (other === value ? `${list}[${index}]` : []));
      if (which.length < 2) continue;
      const count = which.length === 2 ? 'two' : which.length;
      const message = `${count} ${list} share the ${field} "${String(value)}": ${which.join(', ')}`;
      ctx.addIssue({ code: 'custom', message, params: { namesEntries: true } });
    }
  };
}

// The filter shows a tag once, as the first card spells it.
function spelledAsFirst(projects: Project[], ctx: z.RefinementCtx<Project[]>) {
  const spellings = new Map<string, string>();
  projects.forEach(({ tags = [] }, index) => {
    const onCard = new Set<string>();
    tags.forEach((tag, tagIndex) => {
      const slug = tagSlug(tag);
      if (!slug || onCard.has(slug)) return;
      onCard.add(slug);
      const first = spellings.get(slug) ?? tag;
      spellings.set(slug, first);
      if (first === tag) return;
      const message = `"${showInvisible(tag)}" is spelled "${showInvisible(first)}" on an earlier card`;
      custom(ctx, message, [index, 'tags', tagIndex]);
    });
  });
}

const profileSchema = z
  .object({ network: z.string(), username: z.string(), url: httpsAddress })
  .partial()
  .superRefine(({ network = '', username = '', url }, ctx) => {
    // The tweet's "related" account is a bare X handle; a profile without url is not shown.
    if (url && isXNetwork(network) && !/^\w{1,15}$/.test(username)) {
      const message = `"${username}" must be 1 to 15 letters, digits or _, without @`;
      custom(ctx, message, ['username']);
    }
  });

// What the site needs of the résumé's basics; lib/site/resume-check.ts checks what JSON Resume asks.
const basicsSchema = z.object({
  name: filled,
  /** SITE_URL, when set at build time, wins; http:// is used as written, with a note. */
  url: z.url({ protocol: /^https?$/, hostname: /\./, error: notHttps }),
  /** Also the site's meta description. */
  label: filled,
  // A blank field above is 'empty'; a profile's is left out, as the site reads it (no link).
  profiles: z.preprocess(withoutEmptyText, z.array(profileSchema)).optional(),
});

const cardDescription = filled.max(descriptionLimit, {
  error: (issue) => `has ${String(issue.input).length} characters: keep it to ${descriptionLimit}`,
});

// The same words in another of the site's languages, keyed by its tag; a field not given shows in
// the default language (lib/site/shown-in.ts). check.ts names a language the site does not list.
const translations = <T extends z.ZodRawShape>(fields: T) =>
  z
    .record(z.string(), z.strictObject(fields).partial(), {
      error: "must map a language's tag to its words: { fr: { title: '…' } }",
    })
    .optional();

const demoSchema = z.object({
  path: z.string(),
  title: filled,
  description: filled,
  translations: translations({ title: filled, description: filled }),
});

const projectSchema = z
  .object({
    title: filled,
    /** /projects/<slug>/ when it has a story; else made from the title. */
    slug: z.string().optional(),
    /** In lib/content/pictures/: SVG as it is, or PNG, JPEG, WebP or AVIF at any size (resized at build). */
    image: z.string(),
    imageAlt: filled,
    /** A full https:// URL (opens in a new window) or the path of one of the demos. */
    target: z.string(),
    description: cardDescription.optional(),
    tags: cardTags.optional(),
    translations: translations({
      title: filled,
      imageAlt: filled,
      description: cardDescription,
    }),
  })
  .refine((project) => project.imageAlt.trim() !== project.title.trim(), {
    path: ['imageAlt'],
    error: 'repeats the title: say what the picture shows',
  });

const quoteSchema = z.object({ text: filled, author: filled, source: z.string() });

// A project's target is checked in check.ts, which lists it after the picture of the same entry.
export const contentSchema = z.object({
  resume: z.preprocess(
    (resume) => ({ basics: {}, ...(resume as object) }),
    z.object({ basics: basicsSchema }),
  ),
  demos: z.record(z.string(), demoSchema),
  projects: z
    .array(projectSchema)
    .min(1, { error: 'is empty: the home page needs at least one' })
    .superRefine(sharedValues('target', 'projects'))
    .superRefine(spelledAsFirst),
  // New Quote always changes the quote, so it needs another one to change to.
  quotes: z
    .array(quoteSchema)
    .min(2, {
      error: (issue) => `has ${(issue.input as unknown[]).length}: New Quote needs at least 2`,
    })
    .superRefine(sharedValues('text', 'quotes'))
    .optional(),
  quoteBackground: z.string().optional(),
  markdownSample: z
    .string()
    .superRefine((sample, ctx) => {
      const missing = missingFromSample(sample);
      if (missing.length === 0) return;
      const lacks = missing.map((element) => element.replace(/^an? /, '')).join(', no ');
      custom(
        ctx,
        `has no ${lacks}: the freeCodeCamp tests of the editor ask its first document for at least ${sampleElements.join(', ')}`,
      );
    })
    .optional(),
});

export type Demo = z.infer<typeof demoSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Quote = z.infer<typeof quoteSchema>;

export interface ContentToCheck {
  /** The owner's choices; who they are is the résumé's basics. */
  owner: { shareImage?: string };
  demos: Record<string, Demo>;
  projects: readonly Project[];
  quotes?: readonly Quote[];
  quoteBackground?: string;
  markdownSample?: string;
  /** As written: checked by its own schema (lib/site/resume-check.ts), and its basics here. */
  resume: unknown;
}

// YAML hands over `2021` as a number: dates are read as the text the owner wrote.
const dateText = (check: (text: string) => boolean, forms: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: `must be a date (${forms})` })
      .refine(check, { error: (issue) => `"${String(issue.input)}" is not a date (${forms})` }),
  );

const partialDate = dateText(isPartialDate, 'YYYY, YYYY-MM or YYYY-MM-DD');
const fullDate = dateText((text) => text.length === 10 && isPartialDate(text), 'YYYY-MM-DD');

function isLanguageTag(text: string): boolean {
  try {
    return Intl.getCanonicalLocales(text).length === 1;
  } catch {
    return false;
  }
}

export const storySchema = z
  .strictObject({
    role: text(80),
    start: partialDate,
    end: z.union([z.literal('ongoing'), partialDate]),
    stack: z.array(text(40), { error: 'must be a list' }),
    team: z.number({ error: 'must be a whole number' }).int().min(1).max(10_000),
    status: text(40),
    links: z
      .strictObject({
        live: httpsUrl,
        source: httpsUrl,
        paper: httpsUrl,
        video: httpsUrl,
        model: httpsUrl,
      })
      .partial(),
  })
  .partial()
  .superRefine(({ start, end }, ctx) => {
    if (!end || end === 'ongoing') return;
    if (!start) custom(ctx, 'is given without a start', ['end']);
    else if (endsBeforeStart(start, end)) custom(ctx, 'comes before start', ['end']);
  });

export const postSchema = z
  .strictObject({
    title: text(200),
    date: fullDate,
    // A feed reader shows the summary under the title.
    summary: text(summaryLength).optional(),
    updated: fullDate.optional(),
    tags: tagsSchema.optional(),
    // One series per post: Hugo's list of one is read as its name (lib/site/post-import.ts).
    series: addressName(seriesLimit).optional(),
    cover: z
      .strictObject({
        image: z
          .string()
          .startsWith('/', { error: 'must start with / (a path inside lib/content/pictures/)' }),
        alt: text(300),
      })
      .optional(),
    draft: z.boolean({ error: 'must be true or false' }).optional(),
    // Links a post with its translations when their file names differ (Hugo's way).
    translationKey: text(200).optional(),
    // The post's own language: one of the site's puts it there (Jekyll-Polyglot's way); another
    // is its <article lang>.
    lang: z
      .string({ error: 'must be a language tag (ja, pt-BR)' })
      .refine(isLanguageTag, {
        error: (issue) => `"${String(issue.input)}" is not a language tag (ja, pt-BR)`,
      })
      .optional(),
  })
  .refine((post) => !(post.updated && post.updated < post.date), {
    path: ['updated'],
    error: 'comes before date',
  });

export type StoryFacts = z.infer<typeof storySchema>;
