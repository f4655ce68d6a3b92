import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorScreen from '@/app/(site)/error';
import { NotFound } from '@/components/site-document/not-found-page';
import HomePage from '@/app/(site)/page';
import { demos } from '@/lib/content/demos';
import { projects } from '@/lib/content/projects';
import { owner } from '@/lib/site/owner';
import { filterRule, filterStyleId } from '@/lib/tags';
import { isExternal, pagePath } from '@/lib/urls.mjs';

describe('home page', () => {
  // The page's inline script (the address's tag, before paint) runs from the server's HTML. Rendered
  // here as a browser renders, React says such a script never runs: true, and nothing to report.
  beforeEach(() => {
    const report = console.error;
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('Encountered a script tag')) report(...args);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("is headed by the owner's name, with the tagline, then the projects", () => {
    render(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(owner.name);
    expect(screen.getByText(owner.tagline)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Projects' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Projects' });
    expect(grid.querySelectorAll(':scope > li')).toHaveLength(projects.length);
  });

  it('links every profile in the résumé, and the email when there is one', () => {
    render(<HomePage />);
    const links = within(screen.getByRole('list', { name: 'Profiles' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ...owner.profiles.map((profile) => profile.url),
      ...(owner.email ? [`mailto:${owner.email}`] : []),
    ]);
  });

  // Cards without tags have no filter.
  const firstTag = projects.flatMap((project) => project.tags ?? [])[0];
  (firstTag ? it : it.skip)(
    `offers the tag filter, with its style rule in <head> where HTML allows it${firstTag ? '' : ' (skipped: no card has a tag)'}`,
    () => {
      const { container } = render(<HomePage />);
      expect(screen.getByRole('group', { name: 'Show projects by tag' })).toBeInTheDocument();
      expect(container.querySelector('style')).toBeNull();
      expect(document.getElementById(filterStyleId)?.parentElement).toBe(document.head);
      expect(document.getElementById(filterStyleId)).toHaveTextContent(filterRule(null, true));
    },
  );
});

describe('not-found page', () => {
  it('says there is nothing here and links home', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('offers a way on: every demo and the projects elsewhere', () => {
    render(<NotFound />);
    const demoLinks = within(screen.getByRole('region', { name: 'Try a demo' })).getAllByRole(
      'link',
    );
    expect(demoLinks.map((link) => link.getAttribute('href'))).toEqual(
      Object.values(demos).map((demo) => pagePath(demo.path)),
    );
    const elsewhere = projects.filter((project) => isExternal(project.target));
    const projectLinks = screen.queryByRole('region', { name: 'Or see a project' });
    if (elsewhere.length === 0) return expect(projectLinks).toBeNull();
    const targets = within(projectLinks!)
      .getAllByRole('link')
      .filter((link) => isExternal(link.getAttribute('href')!));
    expect(targets.map((link) => link.getAttribute('href'))).toEqual(
      elsewhere.map((project) => project.target),
    );
  });

  it("links each project as the home grid's cards do", () => {
    const hrefs = (root: HTMLElement) =>
      within(root)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .sort();
    const { unmount } = render(<HomePage />);
    const grid = hrefs(screen.getByRole('list', { name: 'Projects' }));
    unmount();
    render(<NotFound />);
    const directory = [
      ...hrefs(screen.getByRole('region', { name: 'Try a demo' })),
      ...(projects.some((project) => isExternal(project.target))
        ? hrefs(screen.getByRole('region', { name: 'Or see a project' }))
        : []),
    ].sort();
    expect(directory).toEqual(grid);
  });
});

describe('error screen', () => {
  it('names the error and offers a retry and a way home', async () => {
    const reset = jest.fn();
    render(<ErrorScreen error={new Error('boom')} reset={reset} />);
    // Its message loads when a page fails, not before.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});

describe.each(Object.values(demos))('the $path page', (demo) => {
  it('takes its title and description from the content, as its heading and its metadata', async () => {
    const { default: DemoPage, metadata } = (await import(`@/app/(site)${demo.path}/page`)) as {
      default: () => React.JSX.Element;
      metadata: object;
    };
    const { title, description } = demo;
    expect(metadata).toMatchObject({ title, description, openGraph: { title, description } });
    render(<DemoPage />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(description)).toBeVisible();
  });
});
