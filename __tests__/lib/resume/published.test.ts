/** @jest-environment node */
import { leftOutNote, publishedResume } from '@/lib/resume/published';
import type { Resume } from '@/lib/site/resume-types';

/** A résumé with what no page shows: a phone, a street address, a reference, an extra key. */
const full: Resume = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    name: 'Zoë Ødegård',
    label: 'Engineer',
    email: 'zoe@example.com',
    phone: '+31 6 1234 5678',
    summary: 'Builds things.',
    location: { address: 'Keizersgracht 1', postalCode: '1015 CJ', city: 'Amsterdam' },
    profiles: [{ network: 'GitHub', username: 'zoe', url: 'https://github.com/zoe' }],
  },
  work: [{ name: 'Example', position: 'Engineer', startDate: '2021-03' }],
  skills: [{ name: 'Python' }],
  references: [{ name: 'A. Manager', reference: 'Zoë was the best engineer I ever hired.' }],
  salaryHistory: ['120k'],
};

describe('publishedResume', () => {
  it('publishes what the site shows and names what it left out', () => {
    const { resume, leftOut } = publishedResume(full, false);
    expect(resume).toEqual({
      $schema: full.$schema,
      basics: {
        name: 'Zoë Ødegård',
        label: 'Engineer',
        email: 'zoe@example.com',
        summary: 'Builds things.',
        location: { city: 'Amsterdam' },
        profiles: full.basics!.profiles,
      },
      work: full.work,
      skills: full.skills,
    });
    expect(JSON.stringify(resume)).not.toMatch(/Keizersgracht|1234 5678|best engineer|120k/);
    // In the file's order.
    expect(leftOut).toEqual([
      'basics.phone',
      'basics.location.address',
      'basics.location.postalCode',
      'references',
      'salaryHistory',
    ]);
    expect(leftOutNote({ resume, leftOut }, 'lib/content/owner.ts')).toEqual([
      '/resume.json and /resume.pdf leave out basics.phone, basics.location.address, basics.location.postalCode, references, salaryHistory, which no page shows (publishWholeResume in lib/content/owner.ts publishes them)',
    ]);
  });

  it('leaves out keys JSON Resume does not define at every depth, and names each', () => {
    const deep = {
      basics: {
        name: 'A',
        profiles: [{ network: 'GitHub', url: 'https://github.com/a', 'x-token': 'ghp_secret1' }],
        location: { city: 'B', 'x-floor': '3rd floor' },
      },
      work: [
        { name: 'Example', 'x-private': 'fired for cause', highlights: ['Shipped'] },
        { name: 'Other', position: 'Dev', salary: { amount: 99 } },
      ],
      skills: [{ name: 'Go', keywords: ['gRPC'], 'x-level': 'secret' }],
      meta: { version: 'v1', 'x-tool': 'mine' },
    } as unknown as Resume;
    const { resume, leftOut } = publishedResume(deep, false);
    expect(JSON.stringify(resume)).not.toMatch(/ghp_secret1|3rd floor|fired|99|secret|mine/);
    expect(resume.work).toEqual([
      { name: 'Example', highlights: ['Shipped'] },
      { name: 'Other', position: 'Dev' },
    ]);
    expect(leftOut).toEqual([
      'basics.profiles[0].x-token',
      'basics.location.x-floor',
      'work[0].x-private',
      'work[1].salary',
      'skills[0].x-level',
      'meta.x-tool',
    ]);
    expect(publishedResume(deep, true).resume).toBe(deep);
  });

  it('publishes the whole file when the owner opts in, and says nothing', () => {
    const published = publishedResume(full, true);
    expect(published).toEqual({ resume: full, leftOut: [] });
    expect(leftOutNote(published, 'lib/content/owner.ts')).toEqual([]);
  });

  it('leaves a résumé with nothing private as it is', () => {
    const plain: Resume = { basics: { name: 'A', location: { city: 'B' } }, work: [] };
    expect(publishedResume(plain, false)).toEqual({ resume: plain, leftOut: [] });
  });
});
