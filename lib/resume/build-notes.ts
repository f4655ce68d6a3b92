// What the résumé's outputs leave out or cannot print, said after the content's own check.
import { publishWholeResume } from '../content/owner';
import { contentFiles } from '../site/content-files';
import { otherLanguages, pdfLanguages } from '../site/language';
import type { Resume } from '../site/resume-types';
import { pdfWarnings } from './printable';
import { leftOutNote, publishedResume } from './published';

const ofResume = (texts: string[]) => texts.map((text) => `${contentFiles.resume}: ${text}`);

export const resumeOutputWarnings = (resume: Resume) => ofResume(pdfWarnings(resume));

export const resumeOutputNotes = (resume: Resume) => [
  ...ofResume(leftOutNote(publishedResume(resume, publishWholeResume), contentFiles.owner)),
  ...otherLanguages
    .filter((language) => !pdfLanguages.includes(language))
    .map(
      (language) =>
        `left out /${language}/resume.pdf: the PDF writer (pdfkit) lays out no right-to-left text; /${language}/about/ links /resume.pdf`,
    ),
];
