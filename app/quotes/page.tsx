import { QuoteViewer } from '@/components/quotes/quote-viewer';
import { DemoFrame, demoMetadata } from '@/components/demo-frame/demo-frame';

export const metadata = demoMetadata('quotes');

export default function QuotesPage() {
  return <DemoFrame name="quotes" demo={<QuoteViewer />} />;
}
