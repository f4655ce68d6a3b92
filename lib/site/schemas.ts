// Types are inferred from these schemas; the check adds file, entry and field to their messages.
import { z } from 'zod';
import { endsBeforeStart, isPartialDate } from '../dates';
import { sharedValues, spelledAsFirst } from './list-rules';
import { missingFromSample, sampleElements } from './sample-elements';
import { tagSlug } from '../tags';
import { isBlank, showInvisible } from '../text';
import { isXNetwork } from './profiles';

// More than two sentences would make one card much taller than its row.
export const descriptionLimit = 160;
// A tag's toggle must fit beside its count on a 320 px phone.
export const tagLimit = 24;

// Zero-width characters alone show nothing, and draw nothing on a share picture.
const filled = z
  .string({ error: 'must be text' })
  .trim()
  .refine((text) => !isBlank(text), { error: 'is empty' });

const text = (limit: number) => filled.max(limit, { error: `is longer than ${limit} characters` });

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

export const httpsAddress = z.url({
  protocol: /^https$/,
  hostname: /\./,
  error: (issue) => `"${String(issue.input)}" is not an https:// URL`,
});

/** Why a tag cannot be the address of its page, /tags/<slug>/ (a path segment, as it is). */
export function tagAddressProblem(label: string): string | undefined {
  const slug = tagSlug(label);
  if (/[/?#%\\]/.test(slug)) return "cannot be a page's address: leave out / ? # % and \\";
  // "." and ".." name the folder itself or its parent in an address.
  if (/^\.+$/.test(slug)) return "is only dots: a page's address cannot be made of it";
}

const tag = filled
  .max(tagLimit, {
    error: (issue) => `"${String(issue.input)}" is longer than ${tagLimit} characters`,
  })
  .superRefine((label, ctx) => {
    const problem = tagAddressProblem(label);
    if (problem) ctx.addIssue({ code: 'custom', message: `"${showInvisible(label)}" ${problem}` });
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
        message: `"${showInvisible(tags[index]!)}" is already on this card`,
      });
    }
  });
});

// The tweet's "related" account is a bare X handle.
const xHandle = /^\w{1,15}$/;

const profileSchema = z
  .object({
    network: filled,
    username: z.string(),
    url: httpsAddress,
  })
  .superRefine((profile, ctx) => {
    if (isXNetwork(profile.network) && !xHandle.test(profile.username)) {
      ctx.addIssue({
        code: 'custom',
        path: ['username'],
        message: `"${profile.username}" must be 1 to 15 letters, digits or _, without @`,
      });
    }
  });

export const ownerSchema = z.object({
  name: filled,
  /** SITE_URL, when set at build time, wins; http:// is used as written, with a note. */
  siteUrl: z.url({
    protocol: /^https?$/,
    hostname: /\./,
    error: (issue) => `"${String(issue.input)}" is not an https:// URL`,
  }),
  /** Also the site's meta description. */
  tagline: filled,
  /** Every profile in the résumé that has an address, in its order. */
  profiles: z.array(profileSchema),
  /** The two networks the header's centre links to, by name; see headerProfiles. */
  headerNetworks: z.array(z.string()),
  /** From an X (or Twitter) profile: the account a tweeted quote suggests following. */
  tweetHandle: z.string().optional(),
  /** In public/, any size; without it a picture is drawn. */
  shareImage: z.string().optional(),
  /** In public/, any size, cropped square. */
  photo: z.string().optional(),
  email: z.string().optional(),
});

export const demoSchema = z.object({
  /** Fixed by the route folder in app/. */
  path: z.string(),
  title: filled,
  description: filled,
});

export const projectSchema = z
  .object({
    title: filled,
    /** /projects/<slug>/ when it has a story; else made from the title. */
    slug: z.string().optional(),
    /** In public/: SVG as it is, or PNG, JPEG, WebP or AVIF at any size (resized at build). */
    image: z.string(),
    imageAlt: filled,
    /** A full https:// URL (opens in a new window) or the path of one of the demos. */
    target: z.string(),
    description: filled
      .max(descriptionLimit, {
        error: (issue) =>
          `has ${String(issue.input).length} characters: keep it to ${descriptionLimit}`,
      })
      .optional(),
    tags: cardTags.optional(),
  })
  .refine((project) => project.imageAlt.trim() !== project.title.trim(), {
    path: ['imageAlt'],
    error: 'repeats the title: say what the picture shows',
  });

export const quoteSchema = z.object({
  text: filled,
  author: filled,
  source: z.string(),
});

// A project's target is checked in check.ts, which lists it after the picture of the same entry.
export const contentSchema = z.object({
  owner: ownerSchema,
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
      ctx.addIssue({
        code: 'custom',
        message: `has no ${lacks}: the freeCodeCamp tests of the editor ask its first document for at least ${sampleElements.join(', ')}`,
      });
    })
    .optional(),
});

export type Owner = z.infer<typeof ownerSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type Demo = z.infer<typeof demoSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Quote = z.infer<typeof quoteSchema>;

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
    (facts) =>
      !(
        facts.start &&
        facts.end &&
        facts.end !== 'ongoing' &&
        endsBeforeStart(facts.start, facts.end)
      ),
    {
      path: ['end'],
      error: 'comes before start',
    },
  );

// A feed reader shows the summary under the title.
export const summaryLimit = 300;

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
