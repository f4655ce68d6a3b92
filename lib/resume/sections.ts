// One reading for the about page and the PDF, so the two never differ.
import type { Project } from '../site/schemas';
import { formatDate, formatRange } from '../dates';
import type { Resume } from './types';

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

export interface ResumeSection {
  /** Also the heading's id. */
  key: string;
  title: string;
  entries: ResumeEntry[];
}

const joined = (...parts: (string | undefined)[]) =>
  parts.filter((part) => part?.trim()).join(', ') || undefined;

function entry(fields: ResumeEntry): ResumeEntry {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : Boolean(value?.trim()),
    ),
  ) as unknown as ResumeEntry;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function resumeSections(resume: Resume, projects: readonly Project[]): ResumeSection[] {
  const sections: ResumeSection[] = [
    {
      key: 'work',
      title: 'Experience',
      entries: (resume.work ?? []).map((job) =>
        entry({
          title: job.position || job.name || '',
          subtitle: job.position ? joined(job.name, job.location) : job.location,
          subtitleHref: job.url,
          dates: formatRange(job.startDate, job.endDate),
          summary: job.summary,
          items: job.highlights,
        }),
      ),
    },
    {
      key: 'education',
      title: 'Education',
      entries: (resume.education ?? []).map((study) =>
        entry({
          title: joined(study.studyType, study.area) || study.institution || '',
          subtitle: study.studyType || study.area ? study.institution : undefined,
          subtitleHref: study.url,
          dates: formatRange(study.startDate, study.endDate),
          summary: study.score && `Score: ${study.score}`,
          items: study.courses,
        }),
      ),
    },
    {
      key: 'skills',
      title: 'Skills',
      entries: (resume.skills ?? []).map((skill) =>
        entry({ title: skill.name ?? '', subtitle: skill.level, keywords: skill.keywords }),
      ),
    },
    {
      key: 'projects',
      title: 'Projects',
      entries: (resume.projects ?? []).map((project) =>
        entry({
          title: project.name ?? '',
          titleHref:
            projects.find((card) => project.name && sameName(card.title, project.name))?.target ??
            project.url,
          subtitle: joined(project.entity, ...(project.roles ?? [])),
          dates: formatRange(project.startDate, project.endDate),
          summary: project.description,
          items: project.highlights,
          keywords: project.keywords,
        }),
      ),
    },
    {
      key: 'publications',
      title: 'Publications',
      entries: (resume.publications ?? []).map((publication) =>
        entry({
          title: publication.name ?? '',
          titleHref: publication.url,
          subtitle: publication.publisher,
          dates: publication.releaseDate && formatDate(publication.releaseDate),
          summary: publication.summary,
        }),
      ),
    },
    {
      key: 'awards',
      title: 'Awards',
      entries: (resume.awards ?? []).map((award) =>
        entry({
          title: award.title ?? '',
          subtitle: award.awarder,
          dates: award.date && formatDate(award.date),
          summary: award.summary,
        }),
      ),
    },
    {
      key: 'certificates',
      title: 'Certificates',
      entries: (resume.certificates ?? []).map((certificate) =>
        entry({
          title: certificate.name ?? '',
          titleHref: certificate.url,
          subtitle: certificate.issuer,
          dates: certificate.date && formatDate(certificate.date),
        }),
      ),
    },
    {
      key: 'volunteer',
      title: 'Volunteering',
      entries: (resume.volunteer ?? []).map((role) =>
        entry({
          title: role.position || role.organization || '',
          subtitle: role.position ? role.organization : undefined,
          subtitleHref: role.url,
          dates: formatRange(role.startDate, role.endDate),
          summary: role.summary,
          items: role.highlights,
        }),
      ),
    },
    {
      key: 'languages',
      title: 'Languages',
      entries: (resume.languages ?? []).map((language) =>
        entry({ title: language.language ?? '', subtitle: language.fluency }),
      ),
    },
    {
      key: 'interests',
      title: 'Interests',
      entries: (resume.interests ?? []).map((interest) =>
        entry({ title: interest.name ?? '', keywords: interest.keywords }),
      ),
    },
  ];
  return sections
    .map((section) => ({ ...section, entries: section.entries.filter((item) => item.title) }))
    .filter((section) => section.entries.length > 0);
}
