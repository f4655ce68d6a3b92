/** @jest-environment node */
import { resumeSections } from '@/lib/resume/sections';
import { mayasProjects as projects, mayasResume as resume } from '../../fixtures/owner';

describe('resumeSections', () => {
  it('shows the sections the résumé has, in the page’s order', () => {
    expect(resumeSections(resume, projects).map((section) => section.title)).toEqual([
      'Experience',
      'Education',
      'Skills',
      'Projects',
      'Languages',
    ]);
  });

  it('leaves out sections with no entries', () => {
    expect(resumeSections({ work: [], awards: [{}] }, projects)).toEqual([]);
  });

  it('reads a section written as null as empty, as its check names it', () => {
    const written = JSON.parse('{ "work": null, "skills": null }');
    expect(resumeSections(written, projects)).toEqual([]);
  });

  it('shows a job by position, company and dates', () => {
    const [work] = resumeSections(resume, projects);
    expect(work!.entries[0]).toMatchObject({
      title: 'Robot Learning Engineer',
      subtitle: 'Okapi Robotics',
      subtitleHref: 'https://okapi.example.com',
      dates: 'Apr 2022 – present',
    });
  });

  it('links a project to its card’s target on this site when the names match', () => {
    const [section] = resumeSections(
      {
        projects: [
          { name: 'calculator' },
          { name: 'Something else', url: 'https://example.com/else' },
          { name: 'No link' },
        ],
      },
      projects,
    );
    expect(section!.entries.map((entry) => entry.titleHref)).toEqual([
      '/calculator',
      'https://example.com/else',
      undefined,
    ]);
  });
});
