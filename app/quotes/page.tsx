import { QuoteViewer } from '@/components/quotes/quote-viewer';
import { demoRoute } from '@/components/demo-page/demo-page';

const { metadata, DemoPage } = demoRoute('quotes', QuoteViewer);
export { metadata };
export default DemoPage;
