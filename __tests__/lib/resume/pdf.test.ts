/** @jest-environment node */
import {
  maya as owner,
  mayasProjects as projects,
  mayasResume as resume,
} from '../../fixtures/owner';
import { resumePdf } from '@/lib/resume/pdf';
import { pdfWarnings } from '@/lib/resume/printable';
import { resumeSections } from '@/lib/resume/sections';
import type { Resume } from '@/lib/site/resume-types';
import { pdfInfo, pdfLinks, pdfPages } from '../../fixtures/pdf-text';

const pdfOf = (data: Resume, who = owner) =>
  resumePdf({ owner: who, resume: data, sections: resumeSections(data, projects) });

/** 40 jobs, each with a summary and highlights, under names in several alphabets. */
const fortyJobs: Resume = {
  ...resume,
  work: Array.from({ length: 40 }, (_, index) => ({
    name: index % 2 ? `Łukasz Żółć Studio ${index + 1}` : `Zoë Ødegård AS ${index + 1}`,
    position: `Engineer number ${index + 1}`,
    url: `https://example.com/${index + 1}`,
    startDate: `${1980 + index}-01`,
    endDate: `${1980 + index}-12`,
    summary:
      'A job of a year, described in a sentence long enough to wrap onto a second line here.',
    highlights: [`Shipped thing ${index + 1}`, `Made slow thing ${index + 1} fast`],
  })),
};

describe('the résumé as a PDF', () => {
  it('holds every job’s title and company as selectable text, with title and author set', async () => {
    const pdf = await pdfOf(resume);
    const text = pdfPages(pdf).join('\n');
    for (const job of resume.work!) {
      expect(text).toContain(job.position);
      expect(text).toContain(job.name);
    }
    expect(text).toContain('Apr 2022 – present');
    expect(pdfInfo(pdf)).toMatchObject({
      Title: `${owner.name} · Résumé`,
      Author: owner.name,
      'Page size': expect.stringContaining('(A4)'),
    });
  });

  it('prints names in any European alphabet, with its fonts embedded', async () => {
    const pdf = await pdfOf(fortyJobs, { ...owner, name: 'Zoë Ødegård' });
    const text = pdfPages(pdf).join('\n');
    expect(text).toContain('Zoë Ødegård');
    expect(text).toContain('Łukasz Żółć Studio 2');
    expect(pdfInfo(pdf).Author).toBe('Zoë Ødegård');
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/FontFile2/);
  });

  it('links to every profile and every company', async () => {
    const links = pdfLinks(await pdfOf(fortyJobs));
    for (const profile of resume.basics!.profiles!) expect(links).toContain(profile.url);
    for (const job of fortyJobs.work!) expect(links).toContain(job.url);
  });

  it('paginates 40 jobs without splitting one between pages', async () => {
    const pages = pdfPages(await pdfOf(fortyJobs));
    expect(pages.length).toBeGreaterThan(2);
    fortyJobs.work!.forEach((job) => {
      const page = pages.findIndex((text) => text.includes(`${job.position}\n`));
      expect(page).toBeGreaterThanOrEqual(0);
      // The job's last line (its last highlight) is on the page its title is on.
      const rest = pages[page]!.slice(pages[page]!.indexOf(`${job.position}\n`));
      expect(rest).toContain(job.highlights!.at(-1));
      expect(rest).toContain(job.name);
    });
  });

  it('prints Japanese, Thai and emoji as the letters they are, with a font embedded for each', async () => {
    const asian: Resume = {
      basics: { name: '山田 太郎', summary: '私は東京に住んでいます。ฉันอาศัยอยู่ในกรุงเทพ 🚀' },
      work: [
        { name: 'ソニー株式会社', position: 'エンジニア', highlights: ['速度を2倍にした 🎉'] },
      ],
    };
    const pdf = await pdfOf(asian, { ...owner, name: '山田 太郎' });
    const text = pdfPages(pdf).join('\n');
    // pdftotext puts a Thai tone mark over a lower vowel after the next letter: words without one.
    for (const words of ['山田 太郎', '私は東京に住んでいます。', 'ฉันอาศัย', 'กรุงเทพ', '🚀'])
      expect(text).toContain(words);
    expect(text).toContain('ソニー株式会社');
    expect(text).toContain('速度を2倍にした 🎉');
    const fonts = Buffer.from(pdf)
      .toString('latin1')
      .match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g);
    expect(new Set(fonts?.map((font) => font.replace(/.*\+/, '')))).toEqual(
      new Set([
        'DejaVuSans',
        'DejaVuSans-Bold',
        'NotoSansThai-Regular',
        'NotoSansJP-Bold',
        'NotoEmoji-Bold',
      ]),
    );
  });

  it('names each field whose script no font prints, and no other', () => {
    const korean: Resume = {
      basics: { name: 'Kim', summary: '서울에 살고 있습니다. 東京 ฉัน 🚀' },
      work: [{ name: 'Acme', highlights: ['Fine', 'ሰላም 서울'] }],
    };
    expect(pdfWarnings(korean)).toEqual([
      'basics.summary: Korean text cannot be printed in resume.pdf',
      'work[0].highlights[1]: Ethiopic text cannot be printed in resume.pdf',
      'work[0].highlights[1]: Korean text cannot be printed in resume.pdf',
    ]);
    expect(pdfWarnings(resume)).toEqual([]);
  });
});
