import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { MarkdownPreview } from '@/components/markdown/preview/markdown-preview';
import { draftKey } from '@/lib/markdown/draft';
import { markdownSample } from '@/lib/content/markdown-sample';
import { editor, renderWithTyped } from '../fixtures/markdown-editor';

// A guard against a hang, not a speed budget: typing with user-event on a machine whose cores
// are busy elsewhere takes longer than Jest's default 5 s.
jest.setTimeout(30_000);

const preview = () => document.getElementById('preview')!;

beforeEach(() => localStorage.clear());

it('starts with the sample in a labelled editor and its rendering in the preview', () => {
  render(<MarkdownEditor />);
  expect(editor()).toHaveValue(markdownSample);
  expect(editor()).toHaveAttribute('id', 'editor');
  const sample = render(<MarkdownPreview text={markdownSample} />).container;
  expect(sample.childElementCount).toBeGreaterThan(0);
  expect(preview().innerHTML).toBe(sample.innerHTML);
  expect(screen.getByRole('region', { name: 'Preview' })).toContainElement(preview());
});

it('updates the preview within the input event, with no wrapper around the result', () => {
  render(<MarkdownEditor />);
  fireEvent.change(editor(), { target: { value: '**bold**' } });
  expect(preview().innerHTML).toBe('<p><strong>bold</strong></p>');
  fireEvent.change(editor(), { target: { value: '' } });
  expect(preview().innerHTML).toBe('');
});

it('saves the draft as you type and brings it back on the next visit', async () => {
  const first = await renderWithTyped('# Mine');
  expect(localStorage.getItem(draftKey)).toBe('# Mine');
  first.unmount();

  render(<MarkdownEditor />);
  expect(editor()).toHaveValue('# Mine');
  expect(preview().innerHTML).toBe('<h1 id="user-content-mine">Mine</h1>');
});

it('hydrates the sample into the saved draft in the same elements, without a warning', async () => {
  localStorage.setItem(draftKey, '_saved_');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MarkdownEditor />);
  document.body.appendChild(container);
  const [textarea, panel] = [
    container.querySelector('#editor'),
    container.querySelector('#preview'),
  ];
  const consoleError = jest.spyOn(console, 'error');

  render(<MarkdownEditor />, { container, hydrate: true });

  expect(await screen.findByText('saved')).toBeInTheDocument();
  expect(container.querySelector('#editor')).toBe(textarea);
  expect(container.querySelector('#preview')).toBe(panel);
  expect(editor()).toHaveValue('_saved_');
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

it('restores the sample, with a way to undo it until you type again', async () => {
  const { user } = await renderWithTyped('my work');

  await user.click(screen.getByRole('button', { name: 'Restore sample' }));
  expect(editor()).toHaveValue(markdownSample);
  await user.click(screen.getByRole('button', { name: 'Undo restore' }));
  expect(editor()).toHaveValue('my work');

  await user.click(screen.getByRole('button', { name: 'Restore sample' }));
  await user.type(editor(), '!');
  expect(screen.queryByRole('button', { name: 'Undo restore' })).not.toBeInTheDocument();
});

it('keeps working when storage refuses, and says the draft is not being saved', async () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const { user } = await renderWithTyped('*still*');
  expect(preview().innerHTML).toBe('<p><em>still</em></p>');
  expect(screen.getByText(/not being saved in this browser/)).toBeInTheDocument();
  setItem.mockRestore();
  await user.type(editor(), '!');
  expect(screen.getByText('Your draft is kept in this browser as you type.')).toBeInTheDocument();
});

it('says when a document is nested too deeply to preview, and keeps the text', () => {
  render(<MarkdownEditor />);
  const deep = `${'- '.repeat(1100)}x`;
  fireEvent.change(editor(), { target: { value: deep } });
  expect(editor()).toHaveValue(deep);
  expect(preview()).toBeEmptyDOMElement();
  expect(screen.getByText(/nested too deeply to preview \(1100 levels\)/)).toBeInTheDocument();
});

it('follows a draft another tab saved', () => {
  render(<MarkdownEditor />);
  localStorage.setItem(draftKey, '# From the other tab');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: draftKey }));
  });
  expect(editor()).toHaveValue('# From the other tab');
  expect(screen.queryByRole('button', { name: 'Switch to that version' })).not.toBeInTheDocument();
});

it('leaves no hydration marker in #preview after the first edit', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MarkdownEditor />);
  document.body.appendChild(container);
  render(<MarkdownEditor />, { container, hydrate: true });
  fireEvent.change(editor(), { target: { value: '**bold**' } });
  expect(preview().innerHTML).toBe('<p><strong>bold</strong></p>');
});

it('still renders a long document, just after the keystroke', async () => {
  render(<MarkdownEditor />);
  const long = `# Long\n\n${'A line of text.\n'.repeat(400)}`;
  expect(long.length).toBeGreaterThan(4000);
  fireEvent.change(editor(), { target: { value: long } });
  // The worker's blocks arrive a moment later, and are placed a slice at a time: the preview is
  // busy until the last one is in. (How long that takes is the benchmark's business.)
  await waitFor(() => expect(preview()).toHaveAttribute('aria-busy', 'false'), { timeout: 20_000 });
  expect(screen.getByRole('heading', { level: 1, name: 'Long' })).toBeInTheDocument();
  expect(preview().querySelectorAll('br')).toHaveLength(399);
});

it('keeps text it could not save when another tab saves, and says whose text is whose', async () => {
  // This tab's storage is full for anything long; another tab then saves a word.
  const realSetItem = Storage.prototype.setItem;
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key,
    value,
  ) {
    if (value.length > 100) throw new DOMException('full', 'QuotaExceededError');
    realSetItem.call(this, key, value);
  });
  const user = userEvent.setup();
  render(<MarkdownEditor />);
  const long = 'mine '.repeat(30);
  fireEvent.change(editor(), { target: { value: long } });
  expect(screen.getByText(/not being saved in this browser/)).toBeInTheDocument();

  localStorage.setItem(draftKey, 'word');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: draftKey }));
  });
  expect(editor()).toHaveValue(long);
  expect(screen.getByText('Another tab saved a different version of this draft.')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Switch to that version' }));
  expect(editor()).toHaveValue('word');
  expect(screen.getByText('Your draft is kept in this browser as you type.')).toBeInTheDocument();
  expect(screen.getByText(/The text you switched away from/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Switch back to it' }));
  expect(editor()).toHaveValue(long);
  setItem.mockRestore();
});

it('scrolls an in-page link to the heading it names, as on GitHub', async () => {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  const user = userEvent.setup();
  render(<MarkdownEditor />);
  fireEvent.change(editor(), { target: { value: '[jump](#part-two)\n\n# Preview\n\n# Part two' } });
  await user.click(screen.getByRole('link', { name: 'jump' }));
  expect(scrolled).toEqual([screen.getByRole('heading', { name: 'Part two' })]);
  expect(window.location.hash).toBe('#part-two');
  // The document's own "Preview" heading takes nothing from the page.
  expect(document.querySelectorAll('#preview')).toHaveLength(1);
});

it.each(['constructor', '__proto__', 'CONSTRUCTOR'])(
  'previews a fence named %s as plain code',
  async (name) => {
    const text = `\`\`\`${name}\nx = 1\n\`\`\``;
    render(<MarkdownEditor />);
    fireEvent.change(editor(), { target: { value: text } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(preview().querySelector('code')).toHaveTextContent('x = 1');
    expect(screen.queryByText(/cannot show this document/)).not.toBeInTheDocument();
  },
);
