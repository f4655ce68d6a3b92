// One reading for the about page and the PDF, so the two never differ.
import type { Project } from '../schema/content';
import { formatDate as dateIn, formatRange as rangeIn } from '../dates';
import { siteLanguage } from '../site/language';
import { wordsOf } from '../site/words';
import type { Resume } from '../site/resume-types';

export interface ResumeEntry {
  title: string;
  /** A project's card target on this site, or the project's own URL. */
  titleHref?: string;
  subtitle?: string;
  subtitleHref?: string;
  dates?: string;
  summary?: string;
  items?: string[];
  keywords?: string[];
}

export type ResumeSection = { key: string; title: string; entries: ResumeEntry[] };

/** Every text of a résumé as written, and its sections' (joined fields among them). */
export function resumeTexts(resume: Resume, sections: readonly ResumeSection[]): Set<string> {
  const texts = (value: unknown): unknown[] =>
    value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [value];
  return new Set(
    [...texts(resume), ...texts(sections)].filter(
      (text): text is string => typeof text === 'string',
    ),
  );
}

const joined = (...parts: (string | undefined)[]) =>
  parts.filter((part) => part?.trim()).join(', ') || undefined;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const filled = ([, value]: [string, string | string[] | undefined]) =>
  Array.isArray(value) ? value.length > 0 : Boolean(value?.trim());

// Empty fields are left out, and entries without a title; a section written as null is empty.
function section<T>(
  key: string,
  title: string,
  list: T[] | null = [],
  read: (item: T) => ResumeEntry,
) {
  const entries = (list ?? []).map(
    (item) => Object.fromEntries(Object.entries(read(item)).filter(filled)) as ResumeEntry,
  );
  return { key, title, entries: entries.filter((entry) => entry.title) };
}

/** The résumé's sections in `language`'s words and dates. */
export function resumeSections(
  resume: Resume,
  projects: readonly Project[],
  language = siteLanguage,
): ResumeSection[] {
  const words = wordsOf(language);
  const said = { language, present: words.about.present };
  const formatRange = (start?: string, end?: string) => rangeIn(said, start, end);
  const formatDate = (date: string) => dateIn(date, language);
  return [
    section('work', words.about.work, resume.work, (job) => ({
      title: job.position || job.name || '',
      subtitle: job.position ? joined(job.name, job.location) : job.location,
      subtitleHref: job.url,
      dates: formatRange(job.startDate, job.endDate),
      summary: job.summary,
      items: job.highlights,
    })),
    section('education', words.about.education, resume.education, (study) => ({
      title: joined(study.studyType, study.area) || study.institution || '',
      subtitle: study.studyType || study.area ? study.institution : undefined,
      subtitleHref: study.url,
      dates: formatRange(study.startDate, study.endDate),
      summary: study.score && `Score: ${study.score}`,
      items: study.courses,
    })),
    section('skills', words.about.skills, resume.skills, (skill) => ({
      title: skill.name ?? '',
      subtitle: skill.level,
      keywords: skill.keywords,
    })),
    section('projects', words.about.projects, resume.projects, (project) => ({
      title: project.name ?? '',
      titleHref:
        projects.find((card) => project.name && sameName(card.title, project.name))?.target ??
        project.url,
      subtitle: joined(project.entity, ...(project.roles ?? [])),
      dates: formatRange(project.startDate, project.endDate),
      summary: project.description,
      items: project.highlights,
      keywords: project.keywords,
    })),
    section('publications', words.about.publications, resume.publications, (publication) => ({
      title: publication.name ?? '',
      titleHref: publication.url,
      subtitle: publication.publisher,
      dates: publication.releaseDate && formatDate(publication.releaseDate),
      summary: publication.summary,
    })),
    section('awards', words.about.awards, resume.awards, (award) => ({
      title: award.title ?? '',
      subtitle: award.awarder,
      dates: award.date && formatDate(award.date),
      summary: award.summary,
    })),
    section('certificates', words.about.certificates, resume.certificates, (certificate) => ({
      title: certificate.name ?? '',
      titleHref: certificate.url,
      subtitle: certificate.issuer,
      dates: certificate.date && formatDate(certificate.date),
    })),
    section('volunteer', words.about.volunteer, resume.volunteer, (role) => ({
      title: role.position || role.organization || '',
      subtitle: role.position ? role.organization : undefined,
      subtitleHref: role.url,
      dates: formatRange(role.startDate, role.endDate),
      summary: role.summary,
      items: role.highlights,
    })),
    section('languages', words.about.languages, resume.languages, (language) => ({
      title: language.language ?? '',
      subtitle: language.fluency,
    })),
    section('interests', words.about.interests, resume.interests, (interest) => ({
      title: interest.name ?? '',
      keywords: interest.keywords,
    })),
  ].filter((section) => section.entries.length > 0);
}
