// Each résumé field whose text resume.pdf cannot print, rather than print boxes.
import { eachString } from '../schema/json-paths';
import { unprintable } from './pdf-fonts';
import type { Resume } from '../site/resume-types';

const printedSections = [
  ...['work', 'education', 'skills', 'projects', 'publications', 'awards', 'certificates'],
  ...['volunteer', 'languages', 'interests'],
] as const;
// Addresses and dates are printed from their own rules, not as the owner wrote them.
const notText = /^(url|startDate|endDate|date|releaseDate)$/;

export function pdfWarnings(resume: Resume): string[] {
  const { name, label, summary } = resume.basics ?? {};
  const sections = printedSections.map((key) => [key, resume[key]]);
  const printed = { basics: { name, label, summary }, ...Object.fromEntries(sections) };
  const warnings: string[] = [];
  const warn = (text: string, path: string) => {
    for (const script of unprintable(text))
      warnings.push(`${path}: ${script} text cannot be printed in resume.pdf`);
  };
  eachString(printed, '', warn, notText);
  return warnings;
}
