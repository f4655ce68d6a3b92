import { render, screen, within } from '@testing-library/react';
import { ResumeView } from '@/components/about/resume-view';
import { JsonLd } from '@/components/json-ld/json-ld';
import { resumeSections } from '@/lib/resume/sections';
import type { Resume } from '@/lib/site/resume-types';
import { maya as owner, mayasProjects as projects, mayasResume as resume } from '../fixtures/owner';

const renderResume = (data: Resume, who = owner) =>
  render(<ResumeView owner={who} resume={data} sections={resumeSections(data, projects)} />);

describe('ResumeView', () => {
  it('heads the page with the owner’s name and offers the PDF', () => {
    renderResume(resume);
    expect(screen.getByRole('heading', { level: 1, name: owner.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/resume.pdf',
    );
  });

  it('links every profile with its network’s icon, and the email', () => {
    renderResume(resume, { ...owner, email: 'maya@example.com' });
    const links = within(screen.getByRole('list', { name: 'Contact' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'mailto:maya@example.com',
      ...owner.profiles.map((profile) => profile.url),
    ]);
    expect(links.map((link) => link.querySelector('svg')?.dataset.icon)).toEqual([
      'email',
      'github',
      'mastodon',
      'linkedin',
    ]);
  });

  it('shows each section the résumé has, and no other', () => {
    renderResume(resume);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Experience', 'Education', 'Skills', 'Projects', 'Languages']);
    expect(screen.queryByRole('heading', { name: 'Awards' })).not.toBeInTheDocument();
  });

  it('shows a job with its company, dates and highlights', () => {
    renderResume(resume);
    const experience = screen.getByRole('region', { name: 'Experience' });
    const job = within(experience)
      .getByRole('heading', { level: 3, name: 'Robot Learning Engineer' })
      .closest('li')!;
    expect(within(job).getByRole('link', { name: /Okapi Robotics/ })).toHaveAttribute(
      'href',
      'https://okapi.example.com',
    );
    expect(job).toHaveTextContent('Apr 2022 – present');
    expect(within(job).getAllByRole('listitem')).toHaveLength(resume.work![0]!.highlights!.length);
  });

  it('links a project to its card on this site', () => {
    renderResume(resume);
    const section = screen.getByRole('region', { name: 'Projects' });
    expect(within(section).getByRole('link', { name: /Towel Folder/ })).toHaveAttribute(
      'href',
      'https://github.com/maya-okafor/towel-folder',
    );
  });

  it('says there is nothing yet instead of empty headings', () => {
    renderResume({ basics: { name: 'Zoë Ødegård' }, work: [] }, { ...owner, name: 'Zoë Ødegård' });
    expect(screen.getByText('Nothing here yet: the résumé has no entries.')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });
});

describe('JsonLd', () => {
  it('writes the data as JSON a script cannot be closed by', () => {
    const { container } = render(<JsonLd data={{ name: '</script><script>alert(1)</script>' }} />);
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('</script');
    expect(JSON.parse(script.textContent!)).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });
});
