// /resume.json and /resume.pdf publish what the site shows, unless the owner opts in to the whole
// file: references, a phone number, a street address and keys JSON Resume does not define, at
// any depth, stay on the owner's machine.
import type { Resume } from '../site/resume-types';

import schema from '@jsonresume/schema/schema.json';

interface Schema {
  properties?: Record<string, Schema>;
  items?: Schema;
}

// Within JSON Resume's own fields, what /about/ shows where it shows less: no references, phone
// or street address.
const shownWithin = new Map([
  [
    '',
    new Set([
      ...['$schema', 'meta', 'basics', 'work', 'volunteer', 'education', 'awards'],
      ...['certificates', 'publications', 'skills', 'languages', 'interests', 'projects'],
    ]),
  ],
  [
    'basics',
    new Set(['name', 'label', 'image', 'email', 'url', 'summary', 'profiles', 'location']),
  ],
  ['basics.location', new Set(['city', 'region', 'countryCode'])],
]);

interface PublishedResume {
  resume: Resume;
  /** JSON paths of what was left out (`references`, `work[0].x-private`), for the build to say. */
  leftOut: string[];
}

export function publishedResume(resume: Resume, whole: boolean): PublishedResume {
  if (whole) return { resume, leftOut: [] };
  const leftOut: string[] = [];
  // Every depth: an unknown key inside an entry is as private as one at the top.
  const keep = (value: unknown, rules: Schema, path: string): unknown => {
    if (Array.isArray(value) && rules.items) {
      const items = rules.items;
      return value.map((item, index) => keep(item, items, `${path}[${index}]`));
    }
    if (!value || typeof value !== 'object' || Array.isArray(value) || !rules.properties) {
      return value;
    }
    const { properties } = rules;
    const shown = shownWithin.get(path.replace(/\[\d+\]/g, ''));
    const kept: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      const named = path ? `${path}.${key}` : key;
      const own = Object.hasOwn(properties, key) && (!shown || shown.has(key));
      if (own) kept[key] = keep(field, properties[key]!, named);
      else leftOut.push(named);
    }
    return kept;
  };
  return { resume: keep(resume, schema as Schema, '') as Resume, leftOut };
}

export function leftOutNote({ leftOut }: PublishedResume, switchFile: string): string[] {
  if (leftOut.length === 0) return [];
  return [
    `/resume.json and /resume.pdf leave out ${leftOut.join(', ')}, which no page shows (publishWholeResume in ${switchFile} publishes them)`,
  ];
}
