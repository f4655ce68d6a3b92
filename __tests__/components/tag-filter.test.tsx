import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagFilter } from '@/components/tag-filter/tag-filter';
import { filterRule, filterStyleId, tagCounts } from '@/lib/tags';
import { en } from '@/lib/words/en';
import fr from '@/lib/words/fr.json';

const inEnglish = { words: en.filter, language: 'en' };

const tags = tagCounts(
  [
    { tags: ['Java', 'machine learning'] },
    { tags: ['Java'] },
    { tags: ['reinforcement learning'] },
  ],
  'en',
);
const root = document.documentElement;
const rules = () => document.getElementById(filterStyleId)?.textContent;

function renderFilter(address = '/') {
  window.history.replaceState(null, '', address);
  render(<TagFilter {...inEnglish} tags={tags} total={4} />);
  return screen.getByRole('group', { name: 'Show projects by tag' });
}
const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent);

describe('TagFilter', () => {
  afterEach(() => root.removeAttribute('data-tag'));

  it('offers All and every tag with its count, All chosen', () => {
    const group = renderFilter();
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All 4', 'Java 2', 'machine learning 1', 'reinforcement learning 1']);
    expect(pressed(group)).toEqual(['All 4']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 4 projects');
  });

  it('counts a single project in the singular', () => {
    window.history.replaceState(null, '', '/');
    render(<TagFilter {...inEnglish} tags={tagCounts([{ tags: ['Java'] }], 'en')} total={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 1 project');
    expect(screen.getByRole('status')).not.toHaveTextContent('projects');
  });

  it('chooses a tag: pressed, counted, in the address and on <html> for the style rules', async () => {
    const group = renderFilter();
    await userEvent.click(within(group).getByRole('button', { name: 'Java 2' }));
    expect(pressed(group)).toEqual(['Java 2']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 4 projects');
    expect(window.location.search).toBe('?tag=java');
    expect(root).toHaveAttribute('data-tag', 'java');
    expect(rules()).toBe(filterRule('java', true));
  });

  it('pressing the chosen tag again, or All, shows everything', async () => {
    const group = renderFilter('/?tag=java');
    await userEvent.click(within(group).getByRole('button', { name: 'Java 2' }));
    expect(pressed(group)).toEqual(['All 4']);
    expect(window.location.search).toBe('');
    expect(root).not.toHaveAttribute('data-tag');
    await userEvent.click(within(group).getByRole('button', { name: /^machine/ }));
    await userEvent.click(within(group).getByRole('button', { name: 'All 4' }));
    expect(pressed(group)).toEqual(['All 4']);
  });

  it('opens on the tag in the address, whatever its case', () => {
    const group = renderFilter('/?tag=Reinforcement%20Learning');
    expect(pressed(group)).toEqual(['reinforcement learning 1']);
    expect(root).toHaveAttribute('data-tag', 'reinforcement-learning');
  });

  it('shows everything for a tag it does not know', () => {
    root.setAttribute('data-tag', 'cobol');
    const group = renderFilter('/?tag=cobol');
    expect(pressed(group)).toEqual(['All 4']);
    expect(root).not.toHaveAttribute('data-tag');
    expect(rules()).toBe(filterRule(null, true));
  });

  it('follows Back and Forward', async () => {
    const group = renderFilter();
    await userEvent.click(within(group).getByRole('button', { name: 'Java 2' }));
    act(() => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(pressed(group)).toEqual(['All 4']);
    expect(root).not.toHaveAttribute('data-tag');
  });

  it('works from the keyboard as a row of toggle buttons', async () => {
    const group = renderFilter();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(group).getByRole('button', { name: 'Java 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(pressed(group)).toEqual(['Java 2']);
    await userEvent.keyboard(' ');
    expect(pressed(group)).toEqual(['All 4']);
  });

  it('shows the five most used tags and folds the rest behind one control', () => {
    const many = tagCounts([{ tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, { tags: ['a'] }], 'en');
    window.history.replaceState(null, '', '/');
    render(<TagFilter {...inEnglish} tags={many} total={2} />);
    const more = screen.getByText('2 more', { exact: false }).closest('summary')!;
    expect(more.parentElement!.tagName).toBe('DETAILS');
    expect(
      within(more.parentElement!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['f 1', 'g 1']);
  });

  it('names the folded tags in the word order of the page’s language', () => {
    const many = tagCounts([{ tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }], 'fr');
    window.history.replaceState(null, '', '/');
    render(<TagFilter words={fr.filter} language="fr" tags={many} total={1} />);
    const more = screen.getByText('de plus', { exact: false }).closest('summary')!;
    expect(more.textContent).toBe('2 étiquettes de plus');
    // Seen: the count and "de plus"; "étiquettes" is for screen readers.
    expect(within(more).getByText('étiquettes', { exact: false })).toHaveClass('visually-hidden');
  });
});
