/** @jest-environment node */
import { resumeProblems } from '@/lib/site/resume-check';
import { readOlderFields } from '@/lib/site/resume-older-fields';
import { resumeSections } from '@/lib/resume/sections';
import type { Resume } from '@/lib/site/resume-types';
import { contentSchema } from '@/lib/schema/content';

// Shaped as résumés written for JSON Resume 0.x are (its names until 1.0, 2020).
const older = {
  basics: {
    name: 'Ada Example',
    label: 'Software architect',
    picture: '/me.jpg',
    website: 'https://ada.example.org/',
    profiles: [{ network: 'GitHub', username: 'ada', url: 'https://github.com/ada' }],
  },
  work: [
    { company: 'First Co', position: 'Engineer', website: 'https://first.example.com/' },
    { company: 'Second Co', position: 'Lead' },
    { company: 'Third Co', position: 'Founder' },
    { company: 'Fourth Co', position: 'Developer' },
  ],
  volunteer: [{ organization: 'Club', website: 'https://club.example.org/' }],
  education: [{ institution: 'University', gpa: '3.8' }],
  publications: [{ name: 'A paper', website: 'https://paper.example.org/' }],
  awards: [{ title: 'A prize', awardDate: '2014-06-01' }],
};

describe('readOlderFields', () => {
  const { resume, notes } = readOlderFields(older);
  const read = resume as Resume;

  it('reads every field JSON Resume 1.0 renamed under its new name', () => {
    expect(read.basics).toMatchObject({ url: 'https://ada.example.org/', image: '/me.jpg' });
    expect(read.basics).not.toHaveProperty('website');
    expect(read.basics).not.toHaveProperty('picture');
    expect(read.work?.map((job) => job.name)).toEqual([
      'First Co',
      'Second Co',
      'Third Co',
      'Fourth Co',
    ]);
    expect(read.work?.[0]?.url).toBe('https://first.example.com/');
    expect(read.volunteer?.[0]?.url).toBe('https://club.example.org/');
    expect(read.education?.[0]?.score).toBe('3.8');
    expect(read.publications?.[0]?.url).toBe('https://paper.example.org/');
    expect(read.awards?.[0]?.date).toBe('2014-06-01');
  });

  it('says what it read otherwise, by JSON path', () => {
    expect(notes).toEqual([
      'basics.website read as url, its name in JSON Resume 1.0',
      'basics.picture read as image, its name in JSON Resume 1.0',
      'work[0].company, work[1].company and 2 more read as name, its name in JSON Resume 1.0',
      'work[0].website read as url, its name in JSON Resume 1.0',
      'volunteer[0].website read as url, its name in JSON Resume 1.0',
      'education[0].gpa read as score, its name in JSON Resume 1.0',
      'publications[0].website read as url, its name in JSON Resume 1.0',
      'awards[0].awardDate read as date, its name in JSON Resume 1.0',
    ]);
  });

  it('leaves the written résumé as it is', () => {
    expect(older.basics).toHaveProperty('website');
    expect(older.work[0]).toHaveProperty('company');
  });

  it('passes JSON Resume’s schema and the site’s rules once read', () => {
    expect(resumeProblems(resume)).toEqual([]);
    const basics = contentSchema.shape.resume.safeParse(resume);
    expect(basics.success).toBe(true);
  });

  it('gives /about/ every employer', () => {
    const subtitles = resumeSections(read, [])
      .find((section) => section.key === 'work')
      ?.entries.map((entry) => entry.subtitle);
    expect(subtitles).toEqual(['First Co', 'Second Co', 'Third Co', 'Fourth Co']);
  });

  it('keeps a 1.0 name written beside its older one, and says the older is left out', () => {
    const both = readOlderFields({ work: [{ company: 'Old', name: 'New' }] });
    expect((both.resume as Resume).work).toEqual([{ name: 'New' }]);
    expect(both.notes).toEqual(['work[0].company left out: name is there too']);
  });

  it('reads the sections renamed before 0.0.0', () => {
    const early = readOlderFields({ bio: { name: 'Ada' }, hobbies: [{ name: 'Chess' }] });
    expect(early.resume).toEqual({ basics: { name: 'Ada' }, interests: [{ name: 'Chess' }] });
    expect(early.notes).toEqual([
      '"bio" read as "basics", its name in JSON Resume 1.0',
      '"hobbies" read as "interests", its name in JSON Resume 1.0',
    ]);
  });

  it('reads a 1.0 résumé, and anything that is not one, as written, without a note', () => {
    const current = {
      basics: { name: 'Ada', url: 'https://ada.example.org' },
      work: [{ name: 'A' }],
    };
    expect(readOlderFields(current)).toEqual({ resume: current, notes: [] });
    for (const value of [null, 'text', [1, 2], { work: 'text' }, { work: [null, 'x'] }]) {
      expect(readOlderFields(value)).toEqual({ resume: value, notes: [] });
    }
  });
});
