import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CurrentYear } from '@/components/site-header/current-year';

describe('CurrentYear', () => {
  afterEach(() => jest.useRealTimers());

  it('pre-renders the build year', () => {
    expect(renderToString(<CurrentYear buildYear={2020} />)).toContain('2020');
  });

  it("hydrates the build year's HTML into the visitor's year without a hydration error", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CurrentYear buildYear={2020} />);
    document.body.appendChild(container);
    jest.useFakeTimers({ now: new Date('2031-01-01T00:30:00'), doNotFake: ['queueMicrotask'] });
    const consoleError = jest.spyOn(console, 'error');

    await act(async () => {
      render(<CurrentYear buildYear={2020} />, { container, hydrate: true });
    });

    expect(screen.getByText('2031')).toHaveAttribute('datetime', '2031');
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
