import { SiteLink } from '@/components/site-link/site-link';
import { MessageScreen } from './message-screen';

export function ErrorMessage({ reset }: { reset: () => void }) {
  return (
    <MessageScreen
      title="Unexpected Application Error!"
      detail="Something went wrong while showing this page."
    >
      <button type="button" onClick={reset}>
        Try again
      </button>
      <SiteLink href="/">Go to the home page</SiteLink>
    </MessageScreen>
  );
}
