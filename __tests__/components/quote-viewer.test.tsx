import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { QuoteViewer } from '@/components/quotes/quote-viewer';
import { quotes } from '@/lib/content/quotes';

afterEach(() => jest.restoreAllMocks());

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
  render(<QuoteViewer />);
  expect(shownText()).toBe(quotes[4]!.text);
  expect(shownAuthor()).toBe(quotes[4]!.author);
});

it('shows another random quote on New Quote, and the tweet link follows it', async () => {
  pickQuotes(0, 7);
  const user = userEvent.setup();
  render(<QuoteViewer />);
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
});

it('never shows the same quote again, even when the random pick lands on it', async () => {
  pickQuotes(3, 3);
  const user = userEvent.setup();
  render(<QuoteViewer />);
  expect(shownText()).toBe(quotes[3]!.text);
  await user.click(screen.getByRole('button', { name: 'New Quote' }));
  expect(shownText()).not.toBe(quotes[3]!.text);
});

it('picks afresh on the next visit', () => {
  pickQuotes(1, 9);
  const first = render(<QuoteViewer />);
  expect(shownText()).toBe(quotes[1]!.text);
  first.unmount();
  render(<QuoteViewer />);
  expect(shownText()).toBe(quotes[9]!.text);
});

it('pre-renders no quote and hydrates into one without a warning', async () => {
  const html = renderToString(<QuoteViewer />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  expect(container.querySelector('#text')).toBeNull();
  pickQuotes(2);
  const consoleError = jest.spyOn(console, 'error');
  await act(async () => {
    render(<QuoteViewer />, { container, hydrate: true });
  });
  expect(shownText()).toBe(quotes[2]!.text);
  expect(consoleError).not.toHaveBeenCalled();
});
