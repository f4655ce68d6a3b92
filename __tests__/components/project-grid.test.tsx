import { render, screen, within } from '@testing-library/react';
import { ProjectGrid } from '@/components/project-grid/project-grid';
import { isExternal } from '@/lib/urls.mjs';
import { projects } from '@/lib/content/projects';
import { cardImage, imageAttributes } from '@/lib/images/variants';

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

describe('ProjectGrid', () => {
  it('lists every project as one item with one link', () => {
    render(<ProjectGrid projects={projects} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(projects.length);
    items.forEach((item) => expect(within(item).getAllByRole('link')).toHaveLength(1));
  });

  it.each(projects.map((project) => [project.title, project] as const))(
    '%s: title, image and target',
    (title, project) => {
      render(<ProjectGrid projects={projects} />);
      const link = screen.getByRole('link', { name: startsWith(title) });
      expect(within(link).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      const image = within(link).getByRole('img', { name: project.imageAlt });
      const { src, srcSet, sizes } = imageAttributes(project.image, cardImage);
      expect(image).toHaveAttribute('src', src);
      if (srcSet) {
        expect(image).toHaveAttribute('srcset', srcSet);
        expect(image).toHaveAttribute('sizes', sizes);
      } else expect(image).not.toHaveAttribute('srcset');
      expect(link).toHaveAttribute('href', project.target);
      if (isExternal(project.target)) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
      } else {
        expect(link).not.toHaveAttribute('target');
        expect(link).toHaveAccessibleName(expect.not.stringContaining('new tab'));
      }
    },
  );

  it('reserves each image its size and loads only the first screenful at once', () => {
    render(<ProjectGrid projects={projects} />);
    const images = screen.getAllByRole('img');
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
