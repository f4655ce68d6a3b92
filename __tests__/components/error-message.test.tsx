import { render, screen } from '@testing-library/react';
import { ErrorMessage } from '@/components/message-screen/error-message';

jest.mock('@/lib/content/owner', () => ({
  ...jest.requireActual('@/lib/content/owner'),
  languages: ['en', 'fr'],
}));

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('the error screen', () => {
  it('speaks the failed page’s language and leads to its home', () => {
    document.documentElement.lang = 'fr';
    render(<ErrorMessage reset={() => {}} />);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à l’accueil' })).toHaveAttribute('href', '/fr/');
  });

  it('speaks the default language on a page in a language the site does not list', () => {
    document.documentElement.lang = 'de';
    render(<ErrorMessage reset={() => {}} />);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
