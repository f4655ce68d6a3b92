/** @jest-environment node */
import { endsBeforeStart, formatDate, formatRange, isPartialDate } from '@/lib/dates';
import { storySchema } from '@/lib/schema/content';
import { resumeProblems } from '@/lib/site/resume-check';

describe('résumé dates', () => {
  it('reads every form the schema allows: a year, a month, a day', () => {
    expect(['2021', '2021-03', '2021-03-04', '2024-02-29'].filter(isPartialDate)).toHaveLength(4);
  });

  it('refuses months and days that do not exist, and other shapes', () => {
    const bad = ['2023-13', '2023-00', '2023-02-29', '2021-04-31', '2021-3', '21', 'March 2021'];
    expect(bad.filter(isPartialDate)).toEqual([]);
  });

  it('shows a month as "Mar 2021" and a year as itself', () => {
    const dates = ['2021', '2021-03', '2021-03-04', '2021-09', '2021-05'];
    expect(dates.map((date) => formatDate(date, 'en'))).toEqual([
      '2021',
      'Mar 2021',
      'Mar 2021',
      'Sep 2021',
      'May 2021',
    ]);
  });

  it("writes the month in the page's language", () => {
    expect(formatDate('2024-03', 'fr')).toBe('mars 2024');
    expect(formatDate('2024-03', 'de')).toBe('März 2024');
    expect(formatDate('2024-03', 'ja')).toBe('2024年3月');
  });

  it('shows a range, the language\'s "present" while there is no end', () => {
    const english = { language: 'en', present: 'present' };
    expect(formatRange(english, '2021-03')).toBe('Mar 2021 – present');
    expect(formatRange(english, '2018-09', '2021-02')).toBe('Sep 2018 – Feb 2021');
    expect(formatRange(english, undefined, '2020')).toBe('2020');
    expect(formatRange(english)).toBe('');
    expect(formatRange({ language: 'fr', present: 'aujourd’hui' }, '2021-03')).toBe(
      'mars 2021 – aujourd’hui',
    );
  });

  it('compares partial dates by the whole period each names', () => {
    expect(endsBeforeStart('2021-03', '2021-02')).toBe(true);
    expect(endsBeforeStart('2021-03', '2020')).toBe(true);
    expect(endsBeforeStart('2021-03', '2021')).toBe(false);
    expect(endsBeforeStart('2021', '2021-01-01')).toBe(false);
    expect(endsBeforeStart('2021-03-04', '2021-03-04')).toBe(false);
  });
});

describe('one date rule for every date an owner writes', () => {
  // A project that began in February 2023 and ended that year.
  const periods = [
    { start: '2023-02', end: '2023', ends: true },
    { start: '2023-02-14', end: '2023-02', ends: true },
    { start: '2023-05', end: '2023-02', ends: false },
    { start: '2023', end: '2022-12-31', ends: false },
  ];

  it.each(periods)('a story and the résumé agree on $start to $end', ({ start, end, ends }) => {
    expect(storySchema.safeParse({ start, end }).success).toBe(ends);
    const inResume = resumeProblems({ work: [{ name: 'X', startDate: start, endDate: end }] });
    expect(inResume.length === 0).toBe(ends);
  });
});
