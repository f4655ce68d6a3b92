import { render, screen, within } from '@testing-library/react';
import { OwnerIntro } from '@/components/owner-intro/owner-intro';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { owner } from '@/lib/site/owner';
import { imageAttributes, portraitImage } from '@/lib/images/variants';
import { maya as withoutPhoto } from '../fixtures/owner';

// Tried as a new owner would: their own name and profiles, a photo and an email.
const maya = { ...withoutPhoto, photo: '/maya.jpg', email: 'maya@example.com' };

describe('OwnerIntro', () => {
  it("makes the owner's name the page's heading, with the tagline", () => {
    render(<OwnerIntro owner={maya} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Maya Okafor' })).toBeInTheDocument();
    expect(screen.getByText(maya.tagline)).toBeInTheDocument();
  });

  it('shows the photo through the image pipeline, sized before it loads', () => {
    const { container } = render(<OwnerIntro owner={maya} />);
    const photo = container.querySelector('img')!;
    const { src, srcSet, sizes } = imageAttributes('/maya.jpg', portraitImage);
    expect(photo).toHaveAttribute('src', src);
    expect(photo).toHaveAttribute('srcset', srcSet);
    expect(photo).toHaveAttribute('sizes', sizes);
    expect(photo).toHaveAttribute('width', '128');
    expect(photo).toHaveAttribute('height', '128');
    // The name beside it says who it is.
    expect(photo).toHaveAttribute('alt', '');
  });

  it('links every profile, each in a new tab with its network’s icon, and the email', () => {
    render(<OwnerIntro owner={maya} />);
    const list = screen.getByRole('list', { name: 'Profiles' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'GitHub (opens in a new tab)',
      'Mastodon (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'Email',
    ]);
    expect(links.map((link) => link.querySelector('svg')?.dataset.icon)).toEqual([
      'github',
      'mastodon',
      'linkedin',
      'email',
    ]);
    for (const profile of maya.profiles) {
      expect(
        within(list).getByRole('link', { name: `${profile.network} (opens in a new tab)` }),
      ).toHaveAttribute('href', profile.url);
    }
    const email = within(list).getByRole('link', { name: 'Email' });
    expect(email).toHaveAttribute('href', 'mailto:maya@example.com');
    expect(email).not.toHaveAttribute('target');
  });

  it('shows no photo and no email when there are none', () => {
    const { container } = render(<OwnerIntro owner={withoutPhoto} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Email' })).toBeNull();
  });
});

describe('SiteFooter', () => {
  it('has the profiles and the theme switch', () => {
    render(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(within(footer).getByRole('list', { name: 'Profiles' })).getAllByRole('link'),
    ).toHaveLength(owner.profiles.length + (owner.email ? 1 : 0));
    expect(within(footer).getByRole('group', { name: 'Theme' })).toBeInTheDocument();
  });
});
