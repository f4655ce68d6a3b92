// The rules the owner's content must follow, checked at build time (app/layout.tsx) and in tests.
// Each message names the file, the entry and the field, so an owner can fix it without reading code.
import { isRaster, rasterExtensions } from '../images/variants';
import { resumeProblems } from '../resume/check';
import { tagSlug } from '../tags';
import { missingFromSample, sampleElements } from './sample-elements';
import type { Demo, Owner, Project, Quote } from './types';

export interface ContentToCheck {
  owner: Owner;
  demos: Record<string, Demo>;
  projects: readonly Project[];
  quotes: readonly Quote[];
  quoteBackground: string;
  markdownSample: string;
  /** The data of resume.json, as parsed. */
  resume: unknown;
}

/** Tells whether a path such as `/projects/x.png` names a file in public/. */
export type PublicFileExists = (path: string) => boolean;

/** Image types the build can show. */
const imageExtensions = ['.svg', ...rasterExtensions] as const;

const files = {
  owner: 'lib/content/owner.ts',
  demos: 'lib/content/demos.ts',
  projects: 'lib/content/projects.ts',
  quotes: 'lib/content/quotes.ts',
  markdownSample: 'lib/content/markdown-sample.ts',
  resume: 'lib/content/resume.json',
};

const isBlank = (text: string | undefined) => !text || text.trim() === '';

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function imageProblem(path: string, fileExists: PublicFileExists): string | undefined {
  if (!path.startsWith('/')) return `"${path}" must start with / (a path inside public/)`;
  const extension = path.slice(path.lastIndexOf('.')).toLowerCase();
  if (!(imageExtensions as readonly string[]).includes(extension)) {
    return `${path} is not one of ${imageExtensions.join(', ')}`;
  }
  if (!fileExists(path)) return `public${path} not found`;
  return servedNameProblem(path);
}

/**
 * A picture served as it is (SVG) must have a name a URL carries plainly: `#`, `?` and `%` cut or
 * change a URL, and spaces or other letters reach hosts and the offline copy encoded in different
 * ways. Resized pictures may have any name: only their copies, named by the build, are served.
 */
export function servedNameProblem(path: string): string | undefined {
  if (isRaster(path)) return undefined;
  const unsafe = [...new Set(path.match(/[^A-Za-z0-9._~/-]/gu))];
  if (unsafe.length === 0) return undefined;
  const shown = unsafe.map((character) => (character === ' ' ? 'space' : `"${character}"`));
  return `${path} is served as it is, and a URL cannot carry ${shown.join(', ')} plainly: rename the file with letters, digits, -, _ and . only`;
}

// The owner's name, label, address, photo, email and profiles come from the résumé's basics
// (owner.ts reads them), so their problems name the résumé's fields.
function ownerProblems(owner: Owner, fileExists: PublicFileExists): string[] {
  const problems: string[] = [];
  if (isBlank(owner.name)) problems.push('basics.name is empty');
  if (isBlank(owner.tagline)) problems.push('basics.label is empty');
  if (!isHttpsUrl(owner.siteUrl)) {
    problems.push(`basics.url "${owner.siteUrl}" is not an https:// URL`);
  }
  for (const profile of Object.values(owner.profiles)) {
    const field = `basics.profiles (network "${profile.site}")`;
    if (isBlank(profile.handle) && isBlank(profile.url)) {
      problems.push(`${field} is missing: lib/content/owner.ts links to it`);
      continue;
    }
    if (isBlank(profile.handle)) problems.push(`${field}.username is empty`);
    if (!isHttpsUrl(profile.url))
      problems.push(`${field}.url "${profile.url}" is not an https:// URL`);
  }
  // The tweet link passes it as `related`, which takes a bare handle.
  const { social } = owner.profiles;
  if (!isBlank(social.handle) && !/^\w{1,15}$/.test(social.handle)) {
    problems.push(
      `basics.profiles (network "${social.site}").username "${social.handle}" must be 1 to 15 letters, digits or _, without @`,
    );
  }
  if (owner.photo !== undefined) {
    const problem = imageProblem(owner.photo, fileExists);
    if (problem) problems.push(`basics.image: ${problem}`);
  }
  const fromResume = problems.map((problem) => `${files.resume}: ${problem}`);
  if (owner.shareImage !== undefined) {
    const problem = imageProblem(owner.shareImage, fileExists);
    if (problem) fromResume.push(`${files.owner}: owner.shareImage: ${problem}`);
  }
  return fromResume;
}

function demoProblems(demos: Record<string, Demo>): string[] {
  return Object.entries(demos)
    .flatMap(([key, demo]) =>
      (['title', 'description'] as const)
        .filter((field) => isBlank(demo[field]))
        .map((field) => `demos.${key}.${field} is empty`),
    )
    .map((problem) => `${files.demos}: ${problem}`);
}

function projectProblems(
  projects: readonly Project[],
  demos: Record<string, Demo>,
  fileExists: PublicFileExists,
): string[] {
  const problems: string[] = [];
  const demoPaths = Object.values(demos).map((demo) => demo.path);
  if (projects.length === 0) problems.push('projects is empty: the home page needs at least one');
  projects.forEach((project, index) => {
    const entry = `projects[${index}]`;
    if (isBlank(project.title)) problems.push(`${entry}.title is empty`);
    if (isBlank(project.imageAlt)) problems.push(`${entry}.imageAlt is empty`);
    else if (project.imageAlt.trim() === project.title.trim()) {
      problems.push(`${entry}.imageAlt repeats the title: say what the picture shows`);
    }
    const image = imageProblem(project.image, fileExists);
    if (image) problems.push(`${entry}.image: ${image}`);
    if (!isHttpsUrl(project.target) && !demoPaths.includes(project.target)) {
      problems.push(
        `${entry}.target "${project.target}" is neither an https:// URL nor one of ${demoPaths.join(', ')}`,
      );
    }
  });
  problems.push(...repeats(projects, 'target', 'projects'));
  return problems.map((problem) => `${files.projects}: ${problem}`);
}

function quoteProblems(
  quotes: readonly Quote[],
  background: string,
  fileExists: PublicFileExists,
): string[] {
  const problems: string[] = [];
  // New Quote always changes the quote, so it needs another one to change to.
  if (quotes.length < 2) problems.push(`quotes has ${quotes.length}: New Quote needs at least 2`);
  quotes.forEach((quote, index) => {
    for (const field of ['text', 'author'] as const) {
      if (isBlank(quote[field])) problems.push(`quotes[${index}].${field} is empty`);
    }
  });
  problems.push(...repeats(quotes, 'text', 'quotes'));
  const image = imageProblem(background, fileExists);
  if (image) problems.push(`quoteBackground: ${image}`);
  return problems.map((problem) => `${files.quotes}: ${problem}`);
}

/** Two sentences fit a card at every width; more would make one card much taller than its row. */
export const descriptionLimit = 160;
/** A tag's toggle must fit beside its count on a 320 px phone. */
export const tagLimit = 24;

function projectTextProblems(projects: readonly Project[]): string[] {
  const problems: string[] = [];
  const spellings = new Map<string, string>();
  projects.forEach(({ description, tags = [] }, index) => {
    const entry = `projects[${index}]`;
    if (description !== undefined) {
      if (isBlank(description)) problems.push(`${entry}.description is empty`);
      else if (description.trim().length > descriptionLimit) {
        problems.push(
          `${entry}.description has ${description.trim().length} characters: keep it to ${descriptionLimit}`,
        );
      }
    }
    const onCard = new Set<string>();
    tags.forEach((tag, tagIndex) => {
      const field = `${entry}.tags[${tagIndex}]`;
      const slug = tagSlug(tag);
      if (isBlank(tag)) {
        problems.push(`${field} is empty`);
        return;
      }
      if (tag.trim().length > tagLimit) {
        problems.push(`${field} "${tag}" is longer than ${tagLimit} characters`);
      }
      if (onCard.has(slug)) {
        problems.push(`${field} "${tag}" is already on this card`);
        return;
      }
      onCard.add(slug);
      const spelling = spellings.get(slug);
      if (spelling === undefined) spellings.set(slug, tag);
      else if (spelling !== tag) {
        problems.push(`${field} "${tag}" is spelled "${spelling}" on an earlier card`);
      }
    });
  });
  return problems.map((problem) => `${files.projects}: ${problem}`);
}

/** `two projects share the target …` for each value that appears in more than one entry. */
function repeats<T>(entries: readonly T[], field: keyof T & string, list: string): string[] {
  const seen = new Map<unknown, number[]>();
  entries.forEach((entry, index) =>
    seen.set(entry[field], [...(seen.get(entry[field]) ?? []), index]),
  );
  return [...seen]
    .filter(([, indexes]) => indexes.length > 1)
    .map(
      ([value, indexes]) =>
        `${indexes.length === 2 ? 'two' : indexes.length} ${list} share the ${field} "${String(value)}": ${indexes.map((index) => `${list}[${index}]`).join(', ')}`,
    );
}

/**
 * What the build can go on with but the owner should see: the site's address still the
 * placeholder, so share cards, sitemap.xml and robots.txt would point at nobody's site.
 */
export function contentWarnings(owner: Owner, siteUrlSetting: string | undefined): string[] {
  if (siteUrlSetting || !/\byour[-_]/i.test(owner.siteUrl)) return [];
  return [
    `${files.resume}: basics.url is still the placeholder "${owner.siteUrl}": put your site’s address there (or set SITE_URL when building), or share cards, sitemap.xml and robots.txt point at it`,
  ];
}

/** Every rule the content breaks, as sentences for the owner; empty when all is well. */
export function contentProblems(content: ContentToCheck, fileExists: PublicFileExists): string[] {
  return [
    ...ownerProblems(content.owner, fileExists),
    ...demoProblems(content.demos),
    ...projectProblems(content.projects, content.demos, fileExists),
    ...projectTextProblems(content.projects),
    ...quoteProblems(content.quotes, content.quoteBackground, fileExists),
    ...sampleProblems(content.markdownSample),
    ...resumeProblems(content.resume).map((problem) => `${files.resume}: ${problem}`),
  ];
}

function sampleProblems(sample: string): string[] {
  const missing = missingFromSample(sample);
  if (missing.length === 0) return [];
  return [
    `${files.markdownSample}: markdownSample has no ${missing.map((element) => element.replace(/^an? /, '')).join(', no ')}: the freeCodeCamp tests of the editor ask its first document for at least ${sampleElements.join(', ')}`,
  ];
}
