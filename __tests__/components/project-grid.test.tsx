import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectGrid } from '@/components/project-grid/project-grid';
import { pagePath } from '@/lib/urls.mjs';
import type { Project } from '@/lib/schema/content';
import { cardImage, imageAttributes } from '@/lib/images/variants';

// Cards of the test's own, not the owner's: one elsewhere with a story, one elsewhere without,
// one demo, one with neither description nor tags.
const withStory: Project = {
  title: 'Rover Planner',
  image: '/projects/rover.png',
  imageAlt: 'A rover on a grid of craters.',
  target: 'https://example.org/rover',
  description: 'Plans a rover’s path around craters.',
  tags: ['robotics', 'C++'],
};
const elsewhere: Project = {
  title: 'Tide Tables',
  image: '/projects/tides.svg',
  imageAlt: 'A wave over a table of times.',
  target: 'https://example.org/tides',
  description: 'Tide times for any harbour.',
  tags: ['data'],
};
const demo: Project = {
  title: 'Calculator',
  image: '/projects/calculator.svg',
  imageAlt: 'A calculator.',
  target: '/calculator',
  description: 'Adds things up.',
  tags: ['demo'],
};
const plain: Project = {
  title: 'Bare',
  image: '/projects/bare.svg',
  imageAlt: 'Bare.',
  target: 'https://example.org/bare',
};
const cards = [withStory, elsewhere, demo, plain];
const storyOf = (project: Project) =>
  project === withStory ? '/projects/rover-planner/' : undefined;

function renderGrid(list: readonly Project[] = cards) {
  render(
    <>
      <h2 id="heading">Projects</h2>
      <ProjectGrid projects={list} labelledBy="heading" storyOf={storyOf} />
    </>,
  );
  const grid = screen.getByRole('list', { name: 'Projects' });
  const items = within(grid)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === grid);
  return { grid, items };
}

describe('ProjectGrid', () => {
  it('lists every project as one item whose first link is its target', () => {
    const { items } = renderGrid();
    expect(items).toHaveLength(cards.length);
    items.forEach((item, index) => {
      const [first] = within(item).getAllByRole('link');
      const target = cards[index]!.target;
      expect(first).toHaveAttribute(
        'href',
        target.startsWith('https://') ? target : pagePath(target),
      );
      expect(first!.closest('h3')).not.toBeNull();
    });
  });

  it('opens a target elsewhere in a new window, and a demo in the site', () => {
    renderGrid();
    const external = screen.getByRole('link', { name: 'Tide Tables (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'Calculator' });
    expect(internal).not.toHaveAttribute('target');
    expect(internal).toHaveAttribute('href', pagePath('/calculator'));
  });

  it('links a story as a second link, after the target, named for its project', async () => {
    const { items } = renderGrid();
    const links = within(items[0]!).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', withStory.target);
    expect(links[1]).toHaveAccessibleName('Read the story of Rover Planner');
    expect(links[1]).toHaveAttribute('href', '/projects/rover-planner/');
    expect(links[1]).not.toHaveAttribute('target');
    expect(links[1]!.closest('a a, h3')).toBeNull();
    items.slice(1).forEach((item) => expect(within(item).getAllByRole('link')).toHaveLength(1));
    // Keyboard order: the target, then the story, then the next card.
    await userEvent.tab();
    expect(links[0]).toHaveFocus();
    await userEvent.tab();
    expect(links[1]).toHaveFocus();
    await userEvent.tab();
    expect(within(items[1]!).getByRole('link')).toHaveFocus();
  });

  it('shows title, picture, description and tags', () => {
    renderGrid();
    const link = screen.getByRole('link', { name: /^Rover Planner/ });
    const card = link.closest('li')!;
    const image = within(card).getByRole('img', { name: withStory.imageAlt });
    const { src, srcSet } = imageAttributes(withStory.image, cardImage);
    expect(image).toHaveAttribute('src', src);
    if (srcSet) expect(image).toHaveAttribute('srcset', srcSet);
    expect(link).toHaveAccessibleDescription(withStory.description!);
    const tags = within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(withStory.tags);
  });

  it('marks each card with its tags for the filter', () => {
    const { items } = renderGrid();
    expect(items[0]).toHaveAttribute('data-tags', 'robotics c++');
  });

  it('shows a card without description or tags as title and picture alone', () => {
    const { items } = renderGrid([plain]);
    const link = within(items[0]!).getByRole('link');
    expect(link).not.toHaveAttribute('aria-describedby');
    expect(within(items[0]!).queryByRole('list')).toBeNull();
    expect(items[0]).toHaveAttribute('data-tags', '');
  });

  it('reserves each image its size and loads only the first screenful at once', () => {
    const { grid } = renderGrid();
    const images = within(grid).getAllByRole('img');
    images.forEach((image) => {
      expect(image).toHaveAttribute('width', String(cardImage.width));
      expect(image).toHaveAttribute('height', String(cardImage.height));
    });
    expect(images.slice(0, 2).map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
    ]);
    images.slice(2).forEach((image) => expect(image).toHaveAttribute('loading', 'lazy'));
  });

  it('asks for high priority for the first picture alone, the largest paint on a phone', () => {
    const { grid } = renderGrid();
    const images = within(grid).getAllByRole('img');
    // The other eager one low, so that React does not preload it beside the first.
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(
      images.map((image, index) =>
        index === 0 ? 'high' : image.getAttribute('loading') === 'eager' ? 'low' : null,
      ),
    );
    expect(images[1]).toHaveAttribute('fetchpriority', 'low');
  });
});
