import { render, screen, within } from '@testing-library/react';
import { ProjectGrid } from '@/components/project-grid/project-grid';
import { isExternal, pagePath } from '@/lib/urls.mjs';
import { projects } from '@/lib/content/projects';
import type { Project } from '@/lib/content/schemas';
import { cardImage, imageAttributes } from '@/lib/images/variants';

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

function renderGrid(cards: readonly Project[] = projects) {
  render(
    <>
      <h2 id="heading">Projects</h2>
      <ProjectGrid projects={cards} labelledBy="heading" />
    </>,
  );
  const grid = screen.getByRole('list', { name: 'Projects' });
  const cardsShown = within(grid)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === grid);
  return { grid, cardsShown };
}

describe('ProjectGrid', () => {
  it('lists every project as one item with one link', () => {
    const { cardsShown } = renderGrid();
    expect(cardsShown).toHaveLength(projects.length);
    cardsShown.forEach((item) => expect(within(item).getAllByRole('link')).toHaveLength(1));
  });

  it.each(projects.map((project) => [project.title, project] as const))(
    '%s: title, image, description, tags and target',
    (title, project) => {
      renderGrid();
      const link = screen.getByRole('link', { name: startsWith(title) });
      const card = link.closest('li')!;
      expect(within(card).getByRole('heading', { level: 3, name: startsWith(title) })).toBe(
        link.closest('h3'),
      );
      const image = within(card).getByRole('img', { name: project.imageAlt });
      const { src, srcSet, sizes } = imageAttributes(project.image, cardImage);
      expect(image).toHaveAttribute('src', src);
      if (srcSet) {
        expect(image).toHaveAttribute('srcset', srcSet);
        expect(image).toHaveAttribute('sizes', sizes);
      } else expect(image).not.toHaveAttribute('srcset');
      expect(link).toHaveAttribute(
        'href',
        isExternal(project.target) ? project.target : pagePath(project.target),
      );
      if (isExternal(project.target)) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(link).toHaveAccessibleName(`${title} (opens in a new tab)`);
      } else {
        expect(link).not.toHaveAttribute('target');
        expect(link).toHaveAccessibleName(title);
      }
      expect(link).toHaveAccessibleDescription(project.description!);
      const tags = within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole(
        'listitem',
      );
      expect(tags.map((tag) => tag.textContent)).toEqual(project.tags);
    },
  );

  it('marks each card with its tags for the filter', () => {
    const { cardsShown } = renderGrid();
    expect(cardsShown[0]).toHaveAttribute('data-tags', 'reinforcement-learning python');
  });

  it('shows a card without description or tags as title and picture alone', () => {
    const { description: _d, tags: _t, ...plain } = projects[0]!;
    const { cardsShown } = renderGrid([plain]);
    const link = within(cardsShown[0]!).getByRole('link');
    expect(link).not.toHaveAttribute('aria-describedby');
    expect(within(cardsShown[0]!).queryByRole('list')).toBeNull();
    expect(cardsShown[0]).toHaveAttribute('data-tags', '');
  });

  it('reserves each image its size and loads only the first screenful at once', () => {
    const { grid } = renderGrid();
    const images = within(grid).getAllByRole('img');
    images.forEach((image) => {
      expect(image).toHaveAttribute('width', '640');
      expect(image).toHaveAttribute('height', '360');
    });
    expect(images.slice(0, 2).map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
    ]);
    images.slice(2).forEach((image) => expect(image).toHaveAttribute('loading', 'lazy'));
  });
});
