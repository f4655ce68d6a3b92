import { SiteLink } from '@/components/site-link/site-link';
import { inLanguage, languageOf } from '@/lib/site/language';
import { wordsOf } from '@/lib/site/words';
import { MessageScreen } from './message-screen';

// Only a page that fails loads this, and with it the dictionaries: in the failed page's language.

export function ErrorMessage({ reset }: { reset: () => void }) {
  // The failed page's (its <html>'s); the default's where no document is (a test's render).
  const language = languageOf(globalThis.document?.documentElement.lang);
  const words = wordsOf(language);
  return (
    <MessageScreen title={words.error.heading} detail={words.error.detail}>
      <button type="button" onClick={reset}>
        {words.error.tryAgain}
      </button>
      <SiteLink href={inLanguage(language, '/')}>{words.notFound.homeLink}</SiteLink>
    </MessageScreen>
  );
}
