import { render, screen, within } from '@testing-library/react';
import { SiteHeader } from '@/components/site-header/site-header';

jest.mock('@/lib/site/owner', () => {
  const actual = jest.requireActual<typeof import('@/lib/site/owner')>('@/lib/site/owner');
  return { owner: { ...actual.owner, name: 'Richard Hendriks-Bachman' } };
});

describe('SiteHeader with a long name', () => {
  it('keeps the whole name for screen readers and gives its first word to narrow screens', () => {
    render(<SiteHeader />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Richard Hendriks-Bachman')).toBeInTheDocument();
    expect(within(banner).getByText('Richard')).toHaveAttribute('aria-hidden', 'true');
  });
});
