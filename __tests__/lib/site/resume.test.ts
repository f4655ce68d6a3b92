/** @jest-environment node */
import { readResume } from '@/lib/site/resume';

describe('the résumé enters once', () => {
  it('is typed once its check passed, empty texts left out', () => {
    const { resume, problems } = readResume({ basics: { name: 'Ada', label: '' } });
    expect(problems).toEqual([]);
    expect(resume).toEqual({ basics: { name: 'Ada' } });
  });

  it('reads a résumé with problems as empty, beside its problems', () => {
    const { resume, problems } = readResume({ basics: { name: 7 }, work: 'none' });
    expect(resume).toEqual({});
    expect(problems).toEqual([
      'basics.name must be a string, not 7',
      'work must be an array, not "none"',
    ]);
  });
});
