/** @jest-environment node */
import { projects } from '@/lib/content/projects';
import { resume } from '@/lib/content/resume';
import { resumeSections } from '@/lib/resume/sections';

describe('resumeSections', () => {
  it('shows the sections the résumé has, in the page’s order', () => {
    expect(resumeSections(resume, projects).map((section) => section.title)).toEqual([
      'Experience',
      'Education',
      'Skills',
      'Projects',
      'Publications',
      'Languages',
      'Interests',
    ]);
  });

  it('leaves out sections with no entries', () => {
    expect(resumeSections({ work: [], awards: [{}] }, projects)).toEqual([]);
  });

  it('shows a job by position, company and dates', () => {
    const [work] = resumeSections(resume, projects);
    expect(work!.entries[0]).toMatchObject({
      title: 'Machine Learning Engineer',
      subtitle: 'Example Robotics',
      subtitleHref: 'https://example.com',
      dates: 'Mar 2021 – present',
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
