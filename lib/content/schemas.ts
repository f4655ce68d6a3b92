// The owner's content, described once: the types are inferred from these schemas, and their
// messages say what is wrong with a field (the check adds the file, the entry and the field).
import { z } from 'zod';
import { missingFromSample, sampleElements } from './sample-elements';
import { tagSlug } from '../tags';

/** Two sentences fit a card at every width; more would make one card much taller than its row. */
export const descriptionLimit = 160;
/** A tag's toggle must fit beside its count on a 320 px phone. */
export const tagLimit = 24;

const filled = z.string({ error: 'must be text' }).trim().min(1, { error: 'is empty' });

const text = (limit: number) => filled.max(limit, { error: `is longer than ${limit} characters` });

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

/** A full address of another site, as links and cards need it. */
export const httpsAddress = z.url({
  protocol: /^https$/,
  hostname: /\./,
  error: (issue) => `"${String(issue.input)}" is not an https:// URL`,
});

const tag = filled.max(tagLimit, {
  error: (issue) => `"${String(issue.input)}" is longer than ${tagLimit} characters`,
});

export const tagsSchema = z.array(tag, { error: 'must be a list of tags' });

/** A card's tags: one spelled twice on the same card is a mistake. */
const cardTags = tagsSchema.superRefine((tags, ctx) => {
  const slugs = tags.map(tagSlug);
  slugs.forEach((slug, index) => {
    if (slug && slugs.indexOf(slug) < index) {
      ctx.addIssue({
        code: 'custom',
        path: [index],
        message: `"${tags[index]}" is already on this card`,
      });
    }
  });
});

/** An account of the owner's elsewhere, named by the role it plays on this site. */
const profileSchema = z.object({
  /** The site's name, shown beside its icon and read by screen readers. */
  site: z.string(),
  handle: filled,
  url: httpsAddress,
});

export const ownerSchema = z.object({
  name: filled,
  /** Where the site is published (https://you.github.io); SITE_URL, when set at build time, wins. */
  siteUrl: httpsAddress,
  /** One sentence under the home page heading, also the site's meta description. */
  tagline: filled,
  profiles: z.object({
    /** Linked from the header, left of the logo. */
    modelHub: profileSchema,
    /** Linked from the header, right of the logo. */
    codeHost: profileSchema,
    /** Suggested to follow after tweeting a quote, which takes a bare handle. */
    social: profileSchema.extend({
      handle: filled.regex(/^(\w{1,15})?$/, {
        error: (issue) =>
          `"${String(issue.input)}" must be 1 to 15 letters, digits or _, without @`,
      }),
    }),
  }),
  /** The picture shown when a page is shared (public/, any size); without it one is drawn. */
  shareImage: z.string().optional(),
  /** Your photo beside your name on the home page (public/, any size, cropped square). */
  photo: z.string().optional(),
  /** An address to write to, linked beside your profiles. */
  email: z.string().optional(),
});

export const demoSchema = z.object({
  /** Fixed by the route folder in app/; not yours to change. */
  path: z.string(),
  title: filled,
  description: filled,
});

export const projectSchema = z
  .object({
    title: filled,
    /** The address of the project's page, /projects/<slug>/, when it has a story; else from the title. */
    slug: z.string().optional(),
    /** A file in public/: SVG as it is, or PNG, JPEG, WebP or AVIF at any size (resized at build). */
    image: z.string(),
    /** What the image shows, for visitors who cannot see it. */
    imageAlt: filled,
    /** A full https:// URL (opens in a new window) or the path of one of the demos. */
    target: z.string(),
    /** One or two sentences under the title: what it is and what it does. */
    description: filled
      .max(descriptionLimit, {
        error: (issue) =>
          `has ${String(issue.input).length} characters: keep it to ${descriptionLimit}`,
      })
      .optional(),
    /** Topics or technologies, as the filter above the grid shows them. */
    tags: cardTags.optional(),
  })
  .refine((project) => project.imageAlt.trim() !== project.title.trim(), {
    path: ['imageAlt'],
    error: 'repeats the title: say what the picture shows',
  });

export const quoteSchema = z.object({
  text: filled,
  author: filled,
  /** Where it was said or written, so each attribution can be checked. */
  source: z.string(),
});

/** The owner's content files, each entry checked on its own (rules across entries are the check's). */
export const contentSchema = z.object({
  owner: ownerSchema,
  demos: z.record(z.string(), demoSchema),
  projects: z.array(projectSchema).min(1, { error: 'is empty: the home page needs at least one' }),
  // New Quote always changes the quote, so it needs another one to change to.
  quotes: z.array(quoteSchema).min(2, {
    error: (issue) => `has ${(issue.input as unknown[]).length}: New Quote needs at least 2`,
  }),
  quoteBackground: z.string(),
  markdownSample: z.string().superRefine((sample, ctx) => {
    const missing = missingFromSample(sample);
    if (missing.length === 0) return;
    const lacks = missing.map((element) => element.replace(/^an? /, '')).join(', no ');
    ctx.addIssue({
      code: 'custom',
      message: `has no ${lacks}: the freeCodeCamp tests of the editor ask its first document for at least ${sampleElements.join(', ')}`,
    });
  }),
});

export type Owner = z.infer<typeof ownerSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type Demo = z.infer<typeof demoSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Quote = z.infer<typeof quoteSchema>;

/** `2021`, `2021-03` or `2021-03-04`, a real date; YAML may hand over 2021 as a number. */
export function isPartialDate(text: string): boolean {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text);
  if (!match) return false;
  const [, year, month, day] = match;
  if (month === undefined) return true;
  if (Number(month) < 1 || Number(month) > 12) return false;
  if (day === undefined) return true;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCDate() === Number(day);
}

/** YAML hands over `2021` as a number: dates are read as the text the owner wrote. */
const dateText = (check: (text: string) => boolean, forms: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: `must be a date (${forms})` })
      .refine(check, { error: (issue) => `"${String(issue.input)}" is not a date (${forms})` }),
  );

const partialDate = dateText(isPartialDate, 'YYYY, YYYY-MM or YYYY-MM-DD');
const fullDate = dateText((text) => text.length === 10 && isPartialDate(text), 'YYYY-MM-DD');

/** A story's facts, all optional (lib/content/projects/<slug>.md). */
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
  .refine((facts) => !(facts.end && facts.end !== 'ongoing' && !facts.start), {
    path: ['end'],
    error: 'is given without a start',
  })
  .refine(
    (facts) => !(facts.start && facts.end && facts.end !== 'ongoing' && facts.end < facts.start),
    {
      path: ['end'],
      error: 'comes before start',
    },
  );

/** A summary says what a post is in a sentence or two: a feed reader shows it under the title. */
export const summaryLimit = 300;

/** A post (lib/content/writing/<slug>.md). */
export const postSchema = z
  .strictObject({
    title: text(200),
    date: fullDate,
    summary: text(summaryLimit).optional(),
    updated: fullDate.optional(),
    tags: tagsSchema.optional(),
    cover: z
      .strictObject({
        image: z.string().startsWith('/', { error: 'must start with / (a path inside public/)' }),
        alt: text(300),
      })
      .optional(),
    draft: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((post) => !(post.updated && post.updated < post.date), {
    path: ['updated'],
    error: 'comes before date',
  });

export type StoryFacts = z.infer<typeof storySchema>;
export type PostMatter = z.infer<typeof postSchema>;
