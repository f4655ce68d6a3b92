// Fonts embedded (only the letters used), one for each script: the text stays selectable.
import 'server-only';
import PDFDocument from 'pdfkit';
import type { Owner } from '../site/owner';
import { absoluteUrl, isExternal } from '../urls.mjs';
import { baseFont, fontRuns, type Weight } from './pdf-fonts';
import type { ResumeEntry, ResumeSection } from './sections';
import type { Resume } from '../site/resume-types';
import { siteLanguage } from '../site/language';
import { wordsOf } from '../site/words';
import { fill } from '../words/format';

const grey = '#444444';
const margin = 50;

type PdfInput = { owner: Owner; resume: Resume; sections: ResumeSection[]; language?: string };

// A4, with margins that leave room for Letter.
export function resumePdf({
  owner,
  resume,
  sections,
  language = siteLanguage,
}: PdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    font: baseFont('regular'),
    lang: language,
    displayTitle: true,
    info: {
      Title: fill(wordsOf(language).about.pdfTitle, { name: owner.name }),
      Author: owner.name,
      Subject: owner.tagline,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  const width = doc.page.width - 2 * margin;
  const bottom = () => doc.page.height - margin;

  write(doc, owner.name, 'bold', 22);
  doc.fillColor(grey);
  write(doc, owner.tagline, 'regular', 11);
  const contact = [
    ...(owner.email ? [{ text: owner.email, link: `mailto:${owner.email}` }] : []),
    ...(resume.basics?.profiles ?? []).flatMap((profile) =>
      profile.url ? [{ text: profile.url.replace(/^https:\/\//, ''), link: profile.url }] : [],
    ),
  ];
  contact.forEach(({ text, link }, index) => {
    const continued = index < contact.length - 1;
    doc.font(baseFont('regular')).fontSize(9).fillColor('#1a3dbf');
    doc.text(`${text}${continued ? '   ' : ''}`, { link, continued });
  });
  doc.fillColor('black');
  if (resume.basics?.summary)
    write(doc.moveDown(0.8), resume.basics.summary, 'regular', 10, { width });

  for (const section of sections) {
    doc.moveDown(1);
    // A heading with its first entry, never alone at a page's foot.
    if (doc.y + 24 + entryHeight(doc, section.entries[0]!, width) > bottom()) doc.addPage();
    write(doc, section.title, 'bold', 13);
    doc
      .moveTo(margin, doc.y + 2)
      .lineTo(margin + width, doc.y + 2)
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.5);
    for (const entry of section.entries) {
      const height = entryHeight(doc, entry, width);
      // No entry split across pages, unless it is taller than a page.
      if (doc.y + height > bottom() && height < bottom() - margin) doc.addPage();
      for (const { link, muted, ...line } of entryLines(entry)) {
        // A card's target on this site is a path: the PDF, read anywhere, needs the full address.
        const url = link && (isExternal(link) ? link : absoluteUrl(link, owner.siteUrl));
        doc.fillColor(muted ? grey : 'black');
        write(doc, line.text, line.font, line.size, { width, link: url });
      }
      doc.fillColor('black').moveDown(0.6);
    }
  }
  doc.end();
  return done;
}

type Line = { text: string; font: Weight; size: number; link?: string; muted?: boolean };

function entryLines(entry: ResumeEntry): Line[] {
  const where = [entry.subtitle, entry.dates].filter(Boolean).join(' · ');
  const line = (text: string, size = 9.5, more: Partial<Line> = {}): Line[] =>
    text ? [{ text, font: 'regular', size, ...more }] : [];
  return [
    ...line(entry.title, 10.5, { font: 'bold', link: entry.titleHref }),
    ...line(where, 9.5, { link: entry.subtitleHref, muted: true }),
    ...line(entry.summary ?? ''),
    ...(entry.items ?? []).flatMap((item) => line(`•  ${item}`)),
    ...line(entry.keywords?.join(' · ') ?? '', 9),
  ];
}

// The tallest each line could wrap to in any of its fonts: an entry is never thought shorter.
function entryHeight(doc: PDFKit.PDFDocument, entry: ResumeEntry, width: number): number {
  let height = 0;
  for (const { text, font: weight, size } of entryLines(entry)) {
    const fonts = new Set(fontRuns(text, weight).map((run) => run.font));
    const each = [...fonts].map((font) =>
      doc.font(font).fontSize(size).heightOfString(text, { width }),
    );
    height += Math.max(...each);
  }
  return height + doc.currentLineHeight() * 0.6;
}

function write(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: Weight,
  size: number,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const runs = fontRuns(text, weight);
  runs.forEach((run, index) => {
    const continued = index < runs.length - 1;
    doc
      .font(run.font)
      .fontSize(size)
      .text(run.text, { ...options, continued });
  });
}
