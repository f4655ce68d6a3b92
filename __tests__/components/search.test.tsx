import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { SearchControl } from '@/components/search/search-control';
import { SearchDialog } from '@/components/search/search-dialog';
import type { SearchDocument } from '@/lib/search/documents';
import { buildIndex } from '@/lib/search/engine';
import { indexTimeoutMs } from '@/lib/search/protocol';
import { en } from '@/lib/words/en';

const inEnglish = { words: en.search, language: 'en' };

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

// jsdom has <dialog> but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    this.querySelector('input')?.focus();
  };
  // As a browser does: the close event comes in a later task.
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  Element.prototype.scrollIntoView = () => {};
});

// A site of the test's own, not the owner's.
const documents: SearchDocument[] = [
  {
    kind: 'project',
    title: 'Reinforcement Learning Visualizer',
    url: 'https://example.org/rl-visualizer',
    text: '',
    tags: ['Python'],
  },
  { kind: 'project', title: 'Java Digit Classifier', url: '/projects/digits/', text: 'MNIST.' },
  { kind: 'demo', title: 'Calculator', url: '/calculator/', text: '', summary: 'Adds up.' },
  {
    kind: 'post',
    title: 'Escaping',
    url: '/writing/escaping/',
    text: '<img src=x onerror=alert(1)>',
  },
  { kind: 'tag', title: 'Python', url: '/tags/python/', text: '', summary: '1 entry' },
];

/** The index files as the site serves them (and one post), answered when `answer` is called. */
function serveIndex() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const files = buildIndex(documents);
  global.fetch = jest.fn(async (url: string) => {
    await answered;
    const file = JSON.stringify(
      url.endsWith('words.json')
        ? en.search
        : url.endsWith('text.json.gz')
          ? files.text
          : url.endsWith('leads.json.gz')
            ? files.leads
            : files.titles,
    );
    // The index as a host that decodes its gzipped files sends it (the worker's tests read them gzipped).
    const bytes = new TextEncoder().encode(file).buffer;
    const json = async () => JSON.parse(file);
    return { ok: true, status: 200, json, arrayBuffer: async () => bytes } as Response;
  }) as jest.Mock;
  return answer;
}

/** The dialog over the served index, with `keys` typed into its box. */
async function typeInDialog(keys: string) {
  serveIndex()();
  render(<SearchDialog {...inEnglish} onClose={() => {}} />);
  await userEvent.type(box(), keys);
}

const box = () => screen.getByRole('combobox', { name: 'Search the site' });
const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');

// One index a page, as in the browser: once loaded, the tests below share it, in this order.
describe('SearchDialog', () => {
  it('says when the index does not come in time or cannot load, and searches once it can', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      global.fetch = jest.fn(() => new Promise<Response>(() => {}));
      const { unmount } = render(<SearchDialog {...inEnglish} onClose={() => {}} />);
      await userEvent.type(box(), 'reinf');
      expect(await screen.findByText('Loading the search index…')).toHaveRole('status');
      act(() => jest.advanceTimersByTime(indexTimeoutMs));
      expect(await screen.findByRole('alert')).toHaveTextContent('could not load');
      // Typing on does not restart a search that gave up: only Try again does.
      await userEvent.type(box(), 'x{Backspace}');
      expect(screen.getByRole('alert')).toBeVisible();
      // Closed and opened again, it still says so, with its Try again.
      unmount();
      render(<SearchDialog {...inEnglish} onClose={() => {}} />);
      expect(screen.getByRole('alert')).toHaveTextContent('could not load');
      await userEvent.type(box(), 'reinf');
      global.fetch = jest.fn(async () => ({ ok: false, status: 503 }) as Response);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('could not load');
    } finally {
      jest.useRealTimers();
    }
    const answer = serveIndex();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loading the search index…')).toHaveRole('status');
    expect(options()).toHaveLength(0);
    // Enter while the index loads opens the best match once it has come.
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    await userEvent.type(box(), '{Enter}');
    expect(open).not.toHaveBeenCalled();
    await act(async () => answer());
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        expect.stringMatching(/rl-visualizer/),
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(
      await screen.findByRole('option', { name: /Reinforcement Learning Visualizer/ }),
    ).toBeVisible();
    expect(box()).toHaveValue('reinf');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves the active option with the arrow keys and opens it with Enter', async () => {
    await typeInDialog('calculator');
    const [first] = await screen.findAllByRole('option');
    expect(box()).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    const last = options().at(-1)!;
    expect(box()).toHaveAttribute('aria-activedescendant', last.id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(push).toHaveBeenCalledWith('/calculator/');
  });

  it('opens the best match on Enter pressed before the results caught up with the box', async () => {
    await typeInDialog('calculator{Enter}');
    await screen.findAllByRole('option');
    expect(push).toHaveBeenLastCalledWith('/calculator/');
  });

  it('groups results under the names of their kinds', async () => {
    await typeInDialog('python');
    expect(await screen.findByRole('group', { name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tags' })).toBeInTheDocument();
  });

  it('shows HTML in a document as text', async () => {
    await typeInDialog('onerror');
    const option = await screen.findByRole('option', { name: /Escaping/ });
    expect(option).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(option.querySelector('img')).toBeNull();
    expect(option.querySelector('mark')).toHaveTextContent('onerror');
  });
});

describe('SearchControl', () => {
  it('opens the dialog with /, Ctrl+K and ⌘K, but not while the visitor types in a text field', async () => {
    serveIndex()();
    render(
      <>
        <textarea aria-label="Notes" />
        <SearchControl words={en.search} />
      </>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Notes' }));
    await userEvent.keyboard('/{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('/');
    for (const keys of ['/', '{Control>}k{/Control}', '{Meta>}k{/Meta}']) {
      await userEvent.click(document.body);
      await userEvent.keyboard(keys);
      expect(await screen.findByRole('dialog', { name: 'Search the site' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });

  it('keeps the letters typed right after /', async () => {
    serveIndex()();
    render(<SearchControl words={en.search} />);
    await userEvent.keyboard('/java');
    expect(await screen.findByRole('combobox')).toHaveValue('java');
    expect(await screen.findByRole('option', { name: /Java Digit Classifier/ })).toBeVisible();
  });

  it('opens again on a shortcut pressed just after Escape, before the dialog’s close event', async () => {
    serveIndex()();
    render(<SearchControl words={en.search} />);
    await userEvent.keyboard('{Control>}k{/Control}');
    const first = await screen.findByRole('dialog');
    // Escape as the browser handles it: "cancel" at once, the dialog shut, "close" queued for later.
    act(() => {
      first.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    (first as HTMLDialogElement).open = false;
    await userEvent.keyboard('{Control>}k{/Control}');
    act(() => {
      first.dispatchEvent(new Event('close'));
    });
    expect(await screen.findByRole('dialog', { name: 'Search the site' })).toBeInTheDocument();
    expect(box()).toBeInTheDocument();
  });

  it('stays open in React’s strict mode, which mounts it, unmounts it and mounts it again', async () => {
    serveIndex()();
    render(
      <StrictMode>
        <SearchControl words={en.search} />
      </StrictMode>,
    );
    await userEvent.keyboard('/');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // The close event of the first unmount arrives after the second mount.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('dialog', { name: 'Search the site' })).toBeInTheDocument();
    await userEvent.keyboard('java');
    expect(box()).toHaveValue('java');
  });

  it('leaves typing alone after a shortcut pressed while the dialog is open', async () => {
    serveIndex()();
    render(<SearchControl words={en.search} />);
    await userEvent.keyboard('/');
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    await userEvent.keyboard('/{Control>}k{/Control}');
    await userEvent.click(box());
    await userEvent.keyboard('java');
    expect(box()).toHaveValue('java');
  });

  it('opens by its button and gives the focus back to it when closed', async () => {
    serveIndex()();
    render(<SearchControl words={en.search} />);
    const button = screen.getByRole('button', { name: /Search/ });
    await userEvent.click(button);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(button).toHaveFocus();
  });
});
