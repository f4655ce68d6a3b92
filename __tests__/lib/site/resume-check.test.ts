/** @jest-environment node */
import { resumeNotes, resumeProblems, resumeWarnings } from '@/lib/site/resume-check';
import { resume } from '@/lib/site/resume';

const notADate = (path: string, value: string) =>
  `${path}: "${value}" is not a date: write a year, a month or a day (2021, 2021-03, 2021-03-04)`;

describe('resumeProblems', () => {
  it('finds none in the shipped résumé', () => {
    expect(resumeProblems(resume)).toEqual([]);
  });

  it('lists every problem the schema finds, not only the first, by JSON path', () => {
    expect(
      resumeProblems({
        basics: { email: 'me at example.com', url: 'not a url' },
        work: [{ highlights: 'one' }, { startDate: 'March 2021' }],
        education: [{ startDate: 2021 }],
      }),
    ).toEqual([
      'basics.email: "me at example.com" is not an email address',
      'basics.url: "not a url" is not a URL',
      'work[0].highlights must be an array, not "one"',
      notADate('work[1].startDate', 'March 2021'),
      'education[0].startDate must be a string, not 2021',
    ]);
  });

  it('accepts every date form the schema allows', () => {
    const work = [{ startDate: '2019' }, { startDate: '2020-02' }, { startDate: '2021-03-04' }];
    expect(resumeProblems({ work })).toEqual([]);
  });

  it('names dates the schema lets by that are not real months or days', () => {
    expect(
      resumeProblems({
        work: [{ name: 'A', startDate: '2023-13' }],
        publications: [{ releaseDate: '2021-02-30' }],
      }),
    ).toEqual([
      notADate('work[0].startDate', '2023-13'),
      notADate('publications[0].releaseDate', '2021-02-30'),
    ]);
  });

  it('names an end before its start', () => {
    expect(
      resumeProblems({
        work: [
          { startDate: '2021-03', endDate: '2020-12' },
          { startDate: '2021-03', endDate: '2021' },
        ],
        education: [{ startDate: '2016', endDate: '2015-07-01' }],
      }),
    ).toEqual([
      'work[0].endDate "2020-12" is before its startDate "2021-03"',
      'education[0].endDate "2015-07-01" is before its startDate "2016"',
    ]);
  });

  it('asks for an object', () => {
    expect(resumeProblems([])).toEqual(['the résumé must be an object, not []']);
  });

  it('takes 40 jobs', () => {
    const work = Array.from({ length: 40 }, (_, index) => ({
      name: `Company ${index}`,
      position: `Role ${index}`,
      startDate: `${1980 + index}-01`,
      endDate: `${1980 + index}-12`,
    }));
    expect(resumeProblems({ ...resume, work })).toEqual([]);
  });
});

describe('resumeNotes', () => {
  it('reads an exporter’s empty texts as left out, and names each by its JSON path', () => {
    const exported = {
      basics: { name: 'Zoë', image: '', url: 'https://zoe.example.org' },
      work: [{ name: 'Okapi', url: '', startDate: '2022-04', endDate: '', highlights: ['', 'A'] }],
    };
    expect(resumeProblems(exported)).toEqual([]);
    expect(resumeNotes(exported)).toEqual([
      'basics.image is empty: left out; remove it or fill it in',
      'work[0].url is empty: left out; remove it or fill it in',
      'work[0].endDate is empty: left out; remove it or fill it in',
      'work[0].highlights[0] is empty: left out; remove it or fill it in',
    ]);
  });

  it('says an http:// site address is used as written', () => {
    expect(resumeNotes({ basics: { url: 'http://zoe.example.org' } })).toEqual([
      'basics.url "http://zoe.example.org" is http://: the site\'s links to itself use it as written; write https:// if your host serves it',
    ]);
    expect(resumeNotes({ basics: { url: 'https://zoe.example.org' } })).toEqual([]);
  });
});

describe('resumeWarnings', () => {
  it('warns of a key that is not a JSON Resume section, saying the schema allows it', () => {
    expect(resumeWarnings({ ...resume, hobbies: ['chess'] } as never)).toEqual([
      '"hobbies" is not a JSON Resume section: the schema allows extra keys, so the build goes on, but no page shows it',
    ]);
  });

  it('warns of a résumé with nothing to show, and is quiet for the shipped one', () => {
    expect(resumeWarnings({ basics: { name: 'Zoë Ødegård' }, work: [] })).toEqual([
      'has no summary and no entries: /about/ says there is nothing here yet',
    ]);
    expect(resumeWarnings(resume)).toEqual([]);
  });

  it('counts only JSON Resume sections as entries', () => {
    expect(resumeWarnings({ basics: { name: 'Zoë' }, hobbies: ['chess'] } as never)).toEqual([
      '"hobbies" is not a JSON Resume section: the schema allows extra keys, so the build goes on, but no page shows it',
      'has no summary and no entries: /about/ says there is nothing here yet',
    ]);
  });
});
