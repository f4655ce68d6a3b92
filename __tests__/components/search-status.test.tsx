import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchStatus } from '@/components/search/search-status';
import { en } from '@/lib/words/en';

const words = en.search;

describe('SearchStatus when the full text did not load (offline, not kept)', () => {
  it('says the results come from titles, tags and summaries only', async () => {
    render(
      <SearchStatus
        words={words}
        language="en"
        state="titles-only"
        typed="lander"
        count={2}
        retry={() => {}}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^2 results Only titles, tags and summaries were searched: the full text is not available offline/,
    );
  });

  it('says so when nothing was found too', async () => {
    render(
      <SearchStatus
        words={words}
        language="en"
        state="titles-only"
        typed="hover"
        count={0}
        retry={() => {}}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^No results\. Only titles, tags and summaries were searched/,
    );
  });

  it('offers to search the full text again', async () => {
    const retry = jest.fn();
    render(
      <SearchStatus
        words={words}
        language="en"
        state="titles-only"
        typed="hover"
        count={0}
        retry={retry}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search the full text again' }));
    expect(retry).toHaveBeenCalled();
  });

  it('says nothing of it once the full text has loaded', async () => {
    render(
      <SearchStatus
        words={words}
        language="en"
        state="ready"
        typed="hover"
        count={1}
        retry={() => {}}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(/^1 result$/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
