// Each problem names file, entry and field, so an owner can fix it without reading code.
import 'server-only';
import { existsSync } from 'node:fs';
import { contentImages, unreadableContentImages, unreadableMarkdownImages } from './pictures';
import { svgFindings } from './svg-notes';
import { resumeNotes, resumeWarnings } from './resume-check';
import type { Resume } from './resume-types';
import { readResume, resumeAsRead, translatedResume } from './resume';
import { otherLanguages } from './language';
import {
  contentFiles as files,
  imageProblem,
  pictureFile,
  type PictureExists,
} from './content-files';
import { content as shipped } from './content';
import { describeIssues } from './issues';
import { markdownContentNotes, markdownContentProblems } from './markdown-check';
import { byFileAndLine } from './posts';
import { headerProfiles } from '../schema/profiles';
import { owner, type Owner } from './owner';
import { languageProblems } from './words-check';
import { contentSchema, httpsAddress, type ContentToCheck } from '../schema/content';
import { siteAddressWarnings } from './site-address';

interface Problem {
  file: string;
  text: string;
}

// A résumé field is named by its path there, and only if its own check does not name it.
function schemaProblems(content: ContentToCheck, saidThere: Set<string>): Problem[] {
  const result = contentSchema.safeParse(content);
  if (result.success) return [];
  return describeIssues(result.error, content).flatMap(({ path: [section], field, message }) => {
    const file = files[section === 'quoteBackground' ? 'quotes' : (section as 'projects')];
    if (section !== 'resume') return { file, text: field ? `${field} ${message}` : message };
    const named = field.replace(/^resume\./, '');
    return saidThere.has(named) ? [] : { file, text: `${named} ${message}` };
  });
}

// Not a schema rule: its problem follows the picture problem of the same entry.
function targetProblems({ projects, demos }: ContentToCheck): Problem[] {
  const paths = Object.values(demos).map((demo) => demo.path);
  return projects.flatMap(({ target }, index) => {
    if (httpsAddress.safeParse(target).success || paths.includes(target)) return [];
    const text = `projects[${index}].target "${target}" is neither an https:// URL nor one of ${paths.join(', ')}`;
    return [{ file: files.projects, text }];
  });
}

// Words under a tag the site does not list would never show; a demo card's are its demo's.
function translationProblems({ projects, demos }: ContentToCheck, others: readonly string[]) {
  const paths = Object.values(demos).map((demo) => demo.path);
  const given = [
    ...projects.flatMap((project, index) =>
      paths.includes(project.target)
        ? []
        : [[files.projects, `projects[${index}]`, project] as const],
    ),
    ...Object.entries(demos).map(([name, demo]) => [files.demos, `demos.${name}`, demo] as const),
  ];
  const listed = others.length ? `the site's others are ${others.join(', ')}` : 'the site has one';
  return given.flatMap(([file, entry, { translations }]) =>
    Object.keys(translations ?? {})
      .filter((language) => !others.includes(language))
      .map((language) => ({
        file,
        text: `${entry}.translations has "${language}", which is not one of the languages in ${files.owner} (${listed}): it would never show`,
      })),
  );
}

function pictureProblems(content: ContentToCheck, pictureExists: PictureExists): Problem[] {
  return contentImages(content).flatMap(({ file, field, path }) => {
    const problem = imageProblem(path, pictureExists);
    return problem ? [{ file, text: `${field}: ${problem}` }] : [];
  });
}

const ofResume = (texts: string[]) => texts.map((text) => `${files.resume}: ${text}`);

// The résumé's problems keep the schema's order: basics.name before basics.profiles[0].
const indexesOf = ({ file, text }: Problem) =>
  file === files.resume
    ? []
    : [...text.split(' ')[0]!.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));

// By entry, then by the entry's own list (tags), then as found; list-wide problems last.
function byEntry(a: Problem, b: Problem): number {
  const [x, y] = [indexesOf(a), indexesOf(b)];
  if (x.length === 0 || y.length === 0) return Number(!x.length) - Number(!y.length);
  const differ = x.findIndex((index, i) => index !== y[i]);
  if (differ === -1 || differ >= y.length) return x.length - y.length;
  return x[differ]! - y[differ]!;
}

export function contentProblems(
  content: ContentToCheck,
  pictureExists: PictureExists,
  others = otherLanguages,
): string[] {
  const inResume = readResume(content.resume).problems;
  const found = [
    ...schemaProblems(content, new Set(inResume.map((text) => text.split(/[: ]/)[0]!))),
    ...pictureProblems(content, pictureExists),
    ...targetProblems(content),
    ...translationProblems(content, others),
  ];
  return [
    ...Object.values(files).flatMap((file) =>
      found
        .filter((problem) => problem.file === file)
        .sort(byEntry)
        .map((problem) => `${file}: ${problem.text}`),
    ),
    ...ofResume(inResume),
  ];
}

// The shipped placeholder's addresses: your-github-username, your-hf-username.
const placeholder = /\byour[-_]/i;

export function contentWarnings(owner: Owner, siteUrlSetting: string | undefined): string[] {
  if (siteUrlSetting || !placeholder.test(owner.siteUrl)) return [];
  return [
    `${files.resume}: basics.url is still the placeholder "${owner.siteUrl}": put your site’s address there (or set SITE_URL when building), or share cards, sitemap.xml and robots.txt point at it`,
  ];
}

/** Cards that still lead to the shipped placeholder's accounts (`your-github-username`). */
export function placeholderTargetWarnings(projects: ContentToCheck['projects']): string[] {
  const left = projects.flatMap(({ target }, index) =>
    placeholder.test(target) ? [`projects[${index}]`] : [],
  );
  if (left.length === 0) return [];
  return [
    `${files.projects}: ${left.join(', ')} still lead to a placeholder address (such as your-github-username): put your project's address in target, or remove the card`,
  ];
}

export function ownerNotes(owner: Owner, resume: unknown): string[] {
  const { missing, shown } = headerProfiles(owner.profiles, owner.headerNetworks);
  const names = missing.map((network) => `"${network}"`).join(' and ');
  const showing = shown.map((profile) => profile.network).join(' and ') || 'none';
  const unlinked = ((resume as Resume | null)?.basics?.profiles ?? []).flatMap((profile, index) =>
    typeof profile?.url === 'string'
      ? []
      : [`basics.profiles[${index}] has no url: it is not linked`],
  );
  const header = `${files.owner}: headerNetworks names ${names}, which the profiles in ${files.resume} lack: the header shows ${showing}`;
  return [...ofResume([...resumeNotes(resume), ...unlinked]), ...(missing.length ? [header] : [])];
}

// Problems stop the build, warnings are for the owner to fix, notes say what the build left out.
export async function checkContent(siteUrlSetting = process.env.SITE_URL) {
  const pictureExists = (path: string) => existsSync(pictureFile(path));
  const svg = svgFindings();
  // A file's problems together, by line, whichever check found them.
  const problems = [
    ...contentProblems(shipped, pictureExists),
    ...markdownContentProblems(pictureExists),
    ...(await unreadableContentImages(shipped)),
    ...(await unreadableMarkdownImages()),
    ...svg.problems,
    ...languageProblems(),
    // Each language's résumé, resume.json with its translation over it, checked whole.
    ...otherLanguages.flatMap((language) => translatedResume(language).problems),
  ].sort(byFileAndLine);
  const { resume } = readResume(shipped.resume);
  const checked = problems.length === 0;
  return {
    problems,
    warnings: [
      ...contentWarnings(owner, siteUrlSetting),
      ...siteAddressWarnings(owner.siteUrl, siteUrlSetting),
      ...placeholderTargetWarnings(shipped.projects),
      ...(checked ? ofResume(resumeWarnings(resume)) : []),
    ],
    notes: [
      ...ofResume(resumeAsRead.notes),
      ...ownerNotes(owner, shipped.resume),
      ...markdownContentNotes(),
      ...svg.notes,
    ],
  };
}
