import { QuoteViewer } from '@/components/quotes/quote-viewer';
import { DemoFrame, demoMetadata } from '@/components/demo-frame/demo-frame';
import { owner } from '@/lib/site/owner';

export const metadata = demoMetadata('quotes');

export default function QuotesPage() {
  return <DemoFrame name="quotes" demo={<QuoteViewer handle={owner.tweetHandle} />} />;
}
