import type { Metadata } from 'next';
import Link from 'next/link';
import { MessageScreen } from '@/components/message-screen/message-screen';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'There is no page at this address.',
};

export default function NotFound() {
  return (
    <MessageScreen title="Nothing to see here!">
      <Link href="/">Go to the home page</Link>
    </MessageScreen>
  );
}
