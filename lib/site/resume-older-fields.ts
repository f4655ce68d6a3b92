// Résumés written for JSON Resume before 1.0 (2014-2020) use older names for some fields; many
// exporters and themes still write them. The site reads them under 1.0's names, with a note.

// [section, older name, 1.0's name]; a section that is a list renames the field in each entry.
const renamedFields = [
  ['basics', 'website', 'url'],
  ['basics', 'picture', 'image'],
  ['work', 'company', 'name'],
  ['work', 'website', 'url'],
  ['volunteer', 'website', 'url'],
  ['education', 'gpa', 'score'],
  ['publications', 'website', 'url'],
  ['awards', 'awardDate', 'date'],
] as const;

// Renamed before 0.0.0 (2014), still found in early exports.
const renamedSections = [
  ['bio', 'basics'],
  ['hobbies', 'interests'],
] as const;

type Entry = Record<string, unknown>;

const isEntry = (value: unknown): value is Entry =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const has = (entry: Entry, key: string) => Object.hasOwn(entry, key);

/** Moves `older` to `newer` in an entry; returns what happened, for the note. */
function renameIn(entry: Entry, older: string, newer: string): 'read' | 'left out' | undefined {
  if (!has(entry, older)) return undefined;
  const value = entry[older];
  delete entry[older];
  if (has(entry, newer)) return 'left out';
  entry[newer] = value;
  return 'read';
}

const entryList = (paths: string[]) =>
  paths.length > 3
    ? `${paths.slice(0, 2).join(', ')} and ${paths.length - 2} more`
    : paths.join(', ');

/**
 * The résumé with JSON Resume's older names read as 1.0's (`work[].company` as `name`), and a
 * note for each: by JSON path, as the résumé check names fields. The written file is not changed.
 */
export function readOlderFields(asWritten: unknown): { resume: unknown; notes: string[] } {
  if (!isEntry(asWritten)) return { resume: asWritten, notes: [] };
  // A copy to rename in (JSON, as the file is; jsdom, where some tests run, has no structuredClone).
  const resume = JSON.parse(JSON.stringify(asWritten)) as Entry;
  const notes: string[] = [];
  for (const [older, newer] of renamedSections) {
    const done = renameIn(resume, older, newer);
    if (done === 'read') notes.push(`"${older}" read as "${newer}", its name in JSON Resume 1.0`);
    if (done === 'left out') notes.push(`"${older}" left out: "${newer}" is there too`);
  }
  for (const [section, older, newer] of renamedFields) {
    const value = resume[section];
    const entries = Array.isArray(value)
      ? value.map((entry, index) => [entry, `${section}[${index}]`] as const)
      : [[value, section] as const];
    const read: string[] = [];
    const leftOut: string[] = [];
    for (const [entry, path] of entries) {
      if (!isEntry(entry)) continue;
      const done = renameIn(entry, older, newer);
      if (done === 'read') read.push(path);
      if (done === 'left out') leftOut.push(path);
    }
    if (read.length > 0) {
      notes.push(
        `${entryList(read.map((path) => `${path}.${older}`))} read as ${newer}, its name in JSON Resume 1.0`,
      );
    }
    if (leftOut.length > 0) {
      notes.push(
        `${entryList(leftOut.map((path) => `${path}.${older}`))} left out: ${newer} is there too`,
      );
    }
  }
  return { resume, notes };
}
