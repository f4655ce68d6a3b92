import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { QuoteViewer } from '@/components/quotes/quote-viewer';
import { quotes } from '@/lib/content/quotes';
import { quoteSlugs } from '@/lib/quotes/address';

const slugs = quoteSlugs(quotes);

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/quotes/');
  delete (navigator as { share?: unknown }).share;
});

/**
 * Math.random returning these in turn: the first picks that quote; later ones pick among the
 * quotes other than the one showing.
 */
function pickQuotes(...indexes: number[]) {
  const random = jest.spyOn(Math, 'random');
  for (const index of indexes) random.mockReturnValueOnce((index + 0.5) / quotes.length);
}

const shownText = () => document.getElementById('text')!.textContent;
const shownAuthor = () => document.getElementById('author')!.textContent;

it('shows a random quote with its author', () => {
  pickQuotes(4);
  render(<QuoteViewer handle="someone" />);
  expect(shownText()).toBe(quotes[4]!.text);
  expect(shownAuthor()).toBe(quotes[4]!.author);
});

it('shows another random quote on New Quote, and the tweet link follows it', async () => {
  pickQuotes(0, 7);
  const user = userEvent.setup();
  render(<QuoteViewer handle="someone" />);
  await user.click(screen.getByRole('button', { name: 'New Quote' }));
  expect(shownText()).toBe(quotes[7]!.text);
  const tweet = screen.getByRole('link', { name: /Tweet/ });
  expect(tweet).toHaveAttribute('id', 'tweet-quote');
  expect(tweet).toHaveAttribute('target', '_blank');
  expect(tweet).toHaveAttribute('rel', 'noopener noreferrer');
  const url = new URL(tweet.getAttribute('href')!);
  expect(url.href).toContain('twitter.com/intent/tweet');
  expect(url.searchParams.get('text')).toContain(quotes[7]!.text);
  expect(url.searchParams.get('text')).toContain(quotes[7]!.author);
  // The one field of the owner the page hands it.
  expect(url.searchParams.get('related')).toBe('someone');
});

it('never shows the same quote again, even when the random pick lands on it', async () => {
  pickQuotes(3, 3);
  const user = userEvent.setup();
  render(<QuoteViewer handle="someone" />);
  expect(shownText()).toBe(quotes[3]!.text);
  await user.click(screen.getByRole('button', { name: 'New Quote' }));
  expect(shownText()).not.toBe(quotes[3]!.text);
});

it('picks afresh on the next visit', () => {
  pickQuotes(1, 9);
  const first = render(<QuoteViewer handle="someone" />);
  expect(shownText()).toBe(quotes[1]!.text);
  first.unmount();
  // A link to /quotes/ (no quote named); Back would return to the first quote's address.
  window.history.replaceState(null, '', '/quotes/');
  render(<QuoteViewer handle="someone" />);
  expect(shownText()).toBe(quotes[9]!.text);
});

it('pre-renders no quote and hydrates into one without a warning', async () => {
  const html = renderToString(<QuoteViewer handle="someone" />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  expect(container.querySelector('#text')).toBeNull();
  pickQuotes(2);
  const consoleError = jest.spyOn(console, 'error');
  await act(async () => {
    render(<QuoteViewer handle="someone" />, { container, hydrate: true });
  });
  expect(shownText()).toBe(quotes[2]!.text);
  expect(consoleError).not.toHaveBeenCalled();
});

describe('the address of a quote', () => {
  it('opens the page on the quote it names', () => {
    window.history.replaceState(null, '', `/quotes/#${slugs[6]}`);
    render(<QuoteViewer handle="someone" />);
    expect(shownText()).toBe(quotes[6]!.text);
  });

  it('follows New Quote without adding to the history', async () => {
    pickQuotes(0, 4);
    const user = userEvent.setup();
    const push = jest.spyOn(window.history, 'pushState');
    const entries = window.history.length;
    render(<QuoteViewer handle="someone" />);
    expect(window.location.hash).toBe(`#${slugs[0]}`);
    await user.click(screen.getByRole('button', { name: 'New Quote' }));
    expect(shownText()).toBe(quotes[5]!.text);
    expect(window.location.hash).toBe(`#${slugs[5]}`);
    expect(window.location.pathname).toBe('/quotes/');
    expect(window.history.length).toBe(entries);
    expect(push).not.toHaveBeenCalled();
  });

  it('shows the quote a followed link names, and ignores addresses it does not know', async () => {
    pickQuotes(0);
    render(<QuoteViewer handle="someone" />);
    await act(async () => {
      window.location.hash = `#${slugs[3]}`;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(shownText()).toBe(quotes[3]!.text);
    await act(async () => {
      window.location.hash = '#no-such-quote';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(shownText()).toBe(quotes[3]!.text);
  });
});

describe('copy and share', () => {
  const cited = (index: number) => `“${quotes[index]!.text}” — ${quotes[index]!.author}`;

  it('copies the quote and its author, and says so', async () => {
    pickQuotes(2);
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    render(<QuoteViewer handle="someone" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(cited(2));
    expect(await navigator.clipboard.readText()).toBe(cited(2));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Quote copied');
    await user.click(screen.getByRole('button', { name: 'New Quote' }));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('says when the browser refuses to copy', async () => {
    pickQuotes(2);
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<QuoteViewer handle="someone" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('button', { name: 'Not copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/did not let the page copy/);
  });

  it('offers Share only where the browser has a share sheet, with the quote and its link', async () => {
    pickQuotes(1);
    const first = render(<QuoteViewer handle="someone" />);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    first.unmount();

    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    pickQuotes(1);
    const user = userEvent.setup();
    render(<QuoteViewer handle="someone" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      text: cited(1),
      url: `http://localhost/quotes/#${slugs[1]}`,
    });
    // Closing the sheet is no error.
    share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
  });
});
