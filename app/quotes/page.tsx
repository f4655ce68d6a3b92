import type { Metadata } from 'next';
import { QuoteViewer } from '@/components/quotes/quote-viewer';
import { DemoFrame } from '@/components/demo-frame/demo-frame';
import { demos } from '@/lib/content/demos';

const demo = demos.quotes;

export const metadata: Metadata = { title: demo.title, description: demo.description };

export default function QuotesPage() {
  return (
    <DemoFrame demo={demo}>
      <QuoteViewer />
    </DemoFrame>
  );
}
