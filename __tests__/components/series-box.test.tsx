import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { RelatedPosts } from '@/components/article/related-posts';
import { SeriesBox } from '@/components/article/series-box';
import { loadPosts } from '@/lib/site/posts';
import { placeIn, seriesOf } from '@/lib/site/series';

// Hugo's list and AstroPaper's text, as their posts arrive.
const files = {
  'bandits.md': '---\ntitle: Bandits\ndate: 2024-01-01\nseries: ["Learning RL"]\n---\n\nOne.\n',
  'policies.md': '---\ntitle: Policies\ndate: 2024-02-01\nseries: Learning RL\n---\n\nTwo.\n',
  'rewards.md': '---\ntitle: Rewards\ndate: 2024-03-01\nseries: [Learning RL]\n---\n\nThree.\n',
  'aside.md': '---\ntitle: An aside\ndate: 2024-04-01\n---\n\nFour.\n',
};

function loaded() {
  const root = mkdtempSync(join(tmpdir(), 'series-'));
  const folder = 'lib/content/writing';
  mkdirSync(join(root, folder), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, folder, name), text);
  const { posts, problems } = loadPosts(folder, root, false);
  expect(problems).toEqual([]);
  const bySlug = (slug: string) => posts.find((post) => post.slug === slug)!;
  return { posts, bySlug };
}

describe('the series box', () => {
  const { posts, bySlug } = loaded();
  const all = seriesOf(posts);

  it('names the series, says which part this is and links the series page', () => {
    render(<SeriesBox place={placeIn(bySlug('policies'), all)!} />);
    const box = screen.getByRole('navigation', { name: 'Series “Learning RL”' });
    expect(box).toHaveTextContent('Part 2 of 3 in the series Learning RL');
    expect(within(box).getByRole('link', { name: 'Learning RL' })).toHaveAttribute(
      'href',
      '/series/learning-rl/',
    );
  });

  it('links the parts before and after it, and only those there are', () => {
    const { unmount } = render(<SeriesBox place={placeIn(bySlug('policies'), all)!} />);
    expect(screen.getByRole('link', { name: 'Previous Bandits' })).toHaveAttribute(
      'href',
      '/writing/bandits/',
    );
    expect(screen.getByRole('link', { name: 'Next Rewards' })).toHaveAttribute(
      'href',
      '/writing/rewards/',
    );
    unmount();
    render(<SeriesBox place={placeIn(bySlug('bandits'), all)!} />);
    expect(screen.queryByRole('link', { name: /^Previous/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next Policies' })).toBeInTheDocument();
  });
});

describe('related posts', () => {
  const { bySlug } = loaded();

  it('lists each under its heading, linked', () => {
    render(<RelatedPosts posts={[bySlug('aside'), bySlug('bandits')]} />);
    const section = screen.getByRole('region', { name: 'Related posts' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['An aside', 'Bandits']);
  });

  it('shows nothing when no post is related', () => {
    const { container } = render(<RelatedPosts posts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
