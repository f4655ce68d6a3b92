import { Clock } from '@/components/clock/clock';
import { demoRoute } from '@/components/demo-page/demo-page';

const { metadata, DemoPage } = demoRoute('clock', Clock);
export { metadata };
export default DemoPage;
