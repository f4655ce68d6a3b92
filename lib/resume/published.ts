// /resume.json and /resume.pdf publish what the site shows, unless the owner opts in to the whole
// file: references, a phone number or a street address stay on the owner's machine.
import type { Resume } from '../site/resume-types';

/** The sections /about/ shows, and the schema's own bookkeeping. */
const shownSections = new Set([
  ...['$schema', 'meta', 'basics', 'work', 'volunteer', 'education', 'awards', 'certificates'],
  ...['publications', 'skills', 'languages', 'interests', 'projects'],
]);
const shownBasics = new Set(['name', 'label', 'image', 'email', 'url', 'summary', 'profiles']);
const shownLocation = new Set(['city', 'region', 'countryCode']);

interface PublishedResume {
  resume: Resume;
  /** JSON paths of what was left out (`references`, `basics.phone`), for the build to say. */
  leftOut: string[];
}

export function publishedResume(resume: Resume, whole: boolean): PublishedResume {
  if (whole) return { resume, leftOut: [] };
  const leftOut: string[] = [];
  const keep = (value: object, shown: Set<string>, path: string) => {
    const kept: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (shown.has(key) || (path === 'basics.' && key === 'location')) kept[key] = field;
      else leftOut.push(`${path}${key}`);
    }
    return kept;
  };
  const published = keep(resume, shownSections, '') as Resume;
  if (resume.basics) {
    const basics = keep(resume.basics, shownBasics, 'basics.');
    const { location } = resume.basics;
    if (location && typeof location === 'object') {
      basics.location = keep(location, shownLocation, 'basics.location.');
    }
    published.basics = basics;
  }
  return { resume: published, leftOut };
}

export function leftOutNote({ leftOut }: PublishedResume, switchFile: string): string[] {
  if (leftOut.length === 0) return [];
  return [
    `/resume.json and /resume.pdf leave out ${leftOut.join(', ')}, which no page shows (publishWholeResume in ${switchFile} publishes them)`,
  ];
}
