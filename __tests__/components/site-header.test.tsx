import { render, screen, within } from '@testing-library/react';
import { SiteHeader } from '@/components/site-header/site-header';
import { owner } from '@/lib/site/owner';
import { headerProfiles } from '@/lib/schema/profiles';

// The two profiles owner.ts chooses (headerProfiles' own tests try other choices).
const { shown } = headerProfiles(owner.profiles, owner.headerNetworks);

describe('SiteHeader', () => {
  afterEach(() => jest.useRealTimers());

  it("shows the owner's name", () => {
    render(<SiteHeader />);
    expect(within(screen.getByRole('banner')).getByText(owner.name)).toBeInTheDocument();
  });

  it('has the first chosen profile, the home logo and the second in that order', () => {
    render(<SiteHeader />);
    const links = within(screen.getByRole('navigation', { name: 'Profiles' })).getAllByRole('link');
    const [first, second] = shown;
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [first?.url, '/', second?.url].filter(Boolean),
    );
  });

  it('names every link for screen readers and says which open a new tab', () => {
    render(<SiteHeader />);
    const profiles = shown.map(({ network }) =>
      screen.getByRole('link', { name: `${network} (opens in a new tab)` }),
    );
    for (const link of profiles) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const home = screen.getByRole('link', { name: `${owner.name}, home` });
    expect(home).not.toHaveAttribute('target');
    expect(within(home).getByRole('img')).toHaveAttribute('alt', `${owner.name}, home`);
  });

  it('asks for the logo at low priority, leaving the first screen’s picture ahead of it', () => {
    render(<SiteHeader />);
    const logo = within(screen.getByRole('link', { name: `${owner.name}, home` })).getByRole('img');
    expect(logo).toHaveAttribute('fetchpriority', 'low');
  });

  it("shows the visitor's current year", () => {
    jest.useFakeTimers({ now: new Date('2031-07-04T12:00:00Z') });
    render(<SiteHeader />);
    expect(within(screen.getByRole('banner')).getByText('2031')).toBeInTheDocument();
  });
});

describe('SiteHeader with the site navigation', () => {
  it('holds it in the same header, behind one menu control', () => {
    render(<SiteHeader nav={<nav aria-label="Site" />} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
    const menu = within(banner).getByText('Menu').closest('summary');
    expect(menu?.parentElement?.tagName).toBe('DETAILS');
  });
});

describe('SiteHeader with search', () => {
  it('keeps search in the bar, outside the folding menu, one tap away on a phone', () => {
    render(
      <SiteHeader nav={<nav aria-label="Site" />} search={<button type="button">Search</button>} />,
    );
    const banner = screen.getByRole('banner');
    const search = within(banner).getByRole('button', { name: 'Search' });
    expect(search.closest('details')).toBeNull();
    expect(
      within(banner).getByRole('navigation', { name: 'Site' }).closest('details'),
    ).not.toBeNull();
  });
});
