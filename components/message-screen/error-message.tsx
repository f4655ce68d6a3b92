import { SiteLink } from '@/components/site-link/site-link';
import { words } from '@/lib/site/words';
import { MessageScreen } from './message-screen';

// Only a page that fails loads this, and with it the dictionaries.

export function ErrorMessage({ reset }: { reset: () => void }) {
  return (
    <MessageScreen title={words.error.heading} detail={words.error.detail}>
      <button type="button" onClick={reset}>
        {words.error.tryAgain}
      </button>
      <SiteLink href="/">{words.notFound.homeLink}</SiteLink>
    </MessageScreen>
  );
}
