import type { Metadata } from 'next';
import { DemoPage } from '@/components/demo-page/demo-page';
import { QuoteViewer } from '@/components/quote-viewer/quote-viewer';
import { demos } from '@/lib/demos';

const demo = demos.quotes;

export const metadata: Metadata = { title: demo.title, description: demo.description };

export default function QuotesPage() {
  return (
    <DemoPage demo={demo}>
      <QuoteViewer />
    </DemoPage>
  );
}
