// Each résumé field whose text resume.pdf cannot print, rather than print boxes.
import { unprintable } from './pdf-fonts';
import type { Resume } from './types';

const printedSections = [
  ...['work', 'education', 'skills', 'projects', 'publications', 'awards', 'certificates'],
  ...['volunteer', 'languages', 'interests'],
] as const;
// Addresses and dates are printed from their own rules, not as the owner wrote them.
const notText = /^(url|startDate|endDate|date|releaseDate)$/;

export function pdfWarnings(resume: Resume): string[] {
  const warnings: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      for (const name of unprintable(value))
        warnings.push(`${path}: ${name} text cannot be printed in resume.pdf`);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}[${index}]`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value))
        if (!notText.test(key)) visit(item, `${path}.${key}`);
    }
  };
  for (const key of ['name', 'label', 'summary'] as const)
    visit(resume.basics?.[key], `basics.${key}`);
  for (const key of printedSections) visit(resume[key], key);
  return warnings;
}
