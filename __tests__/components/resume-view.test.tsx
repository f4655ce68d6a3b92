import { render, screen, within } from '@testing-library/react';
import { ResumeView } from '@/components/about/resume-view';
import { JsonLd } from '@/components/json-ld/json-ld';
import { owner } from '@/lib/content/owner';
import { projects } from '@/lib/content/projects';
import { resume } from '@/lib/content/resume';
import { resumeSections } from '@/lib/resume/sections';
import type { Resume } from '@/lib/resume/types';

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

  it('shows each section the résumé has, and no other', () => {
    renderResume(resume);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(resumeSections(resume, projects).map((section) => section.title));
    expect(screen.queryByRole('heading', { name: 'Awards' })).not.toBeInTheDocument();
  });

  it('shows a job with its company, dates and highlights', () => {
    renderResume(resume);
    const experience = screen.getByRole('region', { name: 'Experience' });
    const job = within(experience)
      .getByRole('heading', { level: 3, name: 'Machine Learning Engineer' })
      .closest('li')!;
    expect(within(job).getByRole('link', { name: /Example Robotics/ })).toHaveAttribute(
      'href',
      'https://example.com',
    );
    expect(job).toHaveTextContent('Mar 2021 – present');
    expect(within(job).getAllByRole('listitem')).toHaveLength(resume.work![0]!.highlights!.length);
  });

  it('links a project to its card on this site', () => {
    renderResume(resume);
    const section = screen.getByRole('region', { name: 'Projects' });
    const card = projects.find((project) => project.title === 'Lunar Lander PPO Agent')!;
    expect(within(section).getByRole('link', { name: /Lunar Lander PPO Agent/ })).toHaveAttribute(
      'href',
      card.target,
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
