import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { SiteLink } from '@/components/site-link/site-link';

function withRouter(children: ReactNode) {
  const push = jest.fn();
  const router = { push } as unknown as AppRouterInstance;
  render(<AppRouterContext value={router}>{children}</AppRouterContext>);
  return push;
}

describe('SiteLink', () => {
  it('opens another site in a new tab and says so', () => {
    render(<SiteLink href="https://example.org/project">Project</SiteLink>);
    const link = screen.getByRole('link', { name: 'Project (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.org/project');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps a path of this site in the same tab', () => {
    render(<SiteLink href="/clock">Timer</SiteLink>);
    const link = screen.getByRole('link', { name: 'Timer' });
    // With the trailing slash every exported page has (a host would redirect without it).
    expect(link).toHaveAttribute('href', '/clock/');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('opens a path of this site through the router, in place', () => {
    const push = withRouter(<SiteLink href="/clock/">Timer</SiteLink>);
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Timer' }));
    expect(push).toHaveBeenCalledWith('/clock/');
    expect(notPrevented).toBe(false);
  });

  it('leaves a click for a new tab or window to the browser', () => {
    const push = withRouter(<SiteLink href="/clock/">Timer</SiteLink>);
    const link = screen.getByRole('link', { name: 'Timer' });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      expect(fireEvent.click(link, { [modifier]: true })).toBe(true);
    }
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('never sends another site through the router', () => {
    const push = withRouter(<SiteLink href="https://example.org/">Elsewhere</SiteLink>);
    fireEvent.click(screen.getByRole('link', { name: /Elsewhere/ }));
    expect(push).not.toHaveBeenCalled();
  });
});
