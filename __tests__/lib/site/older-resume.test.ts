/** @jest-environment node */
// The site reads lib/content/resume.json through one loader: an owner's pre-1.0 JSON Resume is
// read by its older names, passes the check, and builds (it crashed `next build` in app/layout).

const preOne = {
  basics: {
    name: 'Ada Example',
    label: 'Software architect',
    website: 'https://ada.example.org/',
    profiles: [{ network: 'GitHub', username: 'ada', url: 'https://github.com/ada' }],
  },
  work: [
    { company: 'First Co', position: 'Engineer' },
    { company: 'Second Co', position: 'Lead' },
  ],
};

function withResume(resume: unknown) {
  jest.resetModules();
  jest.doMock('@/lib/content/resume.json', () => resume);
}

afterEach(() => jest.dontMock('@/lib/content/resume.json'));

describe('the site with a résumé written for JSON Resume before 1.0', () => {
  it('takes the owner’s address from basics.website, and every employer from company', async () => {
    withResume(preOne);
    const { owner } = await import('@/lib/site/owner');
    const { resume } = await import('@/lib/site/resume');
    expect(owner.siteUrl).toBe('https://ada.example.org/');
    expect(resume.work?.map((job) => job.name)).toEqual(['First Co', 'Second Co']);
  });

  it('passes the content check, with a note for each older name', async () => {
    withResume(preOne);
    const { checkContent } = await import('@/lib/site/check');
    const { problems, notes } = await checkContent('https://ada.example.org');
    expect(problems).toEqual([]);
    expect(notes).toEqual(
      expect.arrayContaining([
        'lib/content/resume.json: basics.website read as url, its name in JSON Resume 1.0',
        'lib/content/resume.json: work[0].company, work[1].company read as name, its name in JSON Resume 1.0',
      ]),
    );
  });
});

describe('the root layout with a résumé the check refuses', () => {
  it('loads, so the build can show the list of fixes instead of "Invalid URL"', async () => {
    withResume({ basics: { name: 'Ada Example', label: 'Architect' } });
    const { metadata } = await import('@/app/(site)/layout');
    expect(metadata.metadataBase).toBeUndefined();
    const { checkContent } = await import('@/lib/site/check');
    const { problems } = await checkContent();
    expect(problems).toEqual([expect.stringMatching(/^lib\/content\/resume\.json: basics\.url /)]);
  });
});
