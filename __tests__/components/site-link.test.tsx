import { render, screen } from '@testing-library/react';
import { SiteLink } from '@/components/site-link/site-link';

describe('SiteLink', () => {
  it('opens another site in a new tab and says so', () => {
    render(<SiteLink href="https://example.org/project">Project</SiteLink>);
    const link = screen.getByRole('link', { name: 'Project (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.org/project');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps a path of this site in the same tab', () => {
    render(<SiteLink href="/clock">Timer</SiteLink>);
    const link = screen.getByRole('link', { name: 'Timer' });
    expect(link).toHaveAttribute('href', '/clock');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });
});
