import { Calculator } from '@/components/calculator/calculator';
import { demoRoute } from '@/components/demo-page/demo-page';

const { metadata, DemoPage } = demoRoute('calculator', Calculator);
export { metadata };
export default DemoPage;
