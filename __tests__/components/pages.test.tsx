import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorScreen from '@/app/error';
import NotFound from '@/app/not-found';
import HomePage from '@/app/page';
import { projects } from '@/lib/content/projects';
import { owner } from '@/lib/content/owner';
import { demos } from '@/lib/content/demos';

describe('home page', () => {
  it('has one heading, the tagline and every project card', () => {
    render(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByText(owner.tagline)).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(projects.length);
  });
});

describe('not-found page', () => {
  it('says there is nothing here and links home', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('error screen', () => {
  it('names the error and offers a retry and a way home', async () => {
    const reset = jest.fn();
    render(<ErrorScreen error={new Error('boom')} reset={reset} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});

describe.each([
  ['clock', () => import('@/app/clock/page')],
  ['calculator', () => import('@/app/calculator/page')],
  ['quotes', () => import('@/app/quotes/page')],
  ['markdown', () => import('@/app/markdown/page')],
] as const)('the %s page', (name, page) => {
  it('takes its title and description from the content, as its heading and its metadata', async () => {
    const { default: DemoPage, metadata } = await page();
    const { title, description } = demos[name];
    expect(metadata).toEqual({ title, description });
    render(<DemoPage />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(description)).toBeVisible();
  });
});
