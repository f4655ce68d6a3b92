import { Calculator } from '@/components/calculator/calculator';
import { DemoFrame, demoMetadata } from '@/components/demo-frame/demo-frame';

export const metadata = demoMetadata('calculator');

export default function CalculatorPage() {
  return <DemoFrame name="calculator" demo={<Calculator />} />;
}
